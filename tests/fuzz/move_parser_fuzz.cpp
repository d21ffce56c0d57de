// Each game's move parser on positions reached by a few random moves. The first bytes
// choose the game, its options and the moves; the rest is the text given to parseAction().
// A text it accepts must be the canonical text of a legal action, and playing and taking
// it back must leave the position as it was.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"

using namespace ludoteca;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 4)
        return 0;
    const auto games = GameRegistry::games();
    const GameInfo &game = *games[data[0] % games.size()];

    // One option moved away from its default, chosen by the second byte.
    Options options = game.defaultOptions();
    if (!game.options.empty() && data[1] >= 128) {
        const OptionSpec &spec = game.options[data[1] % game.options.size()];
        if (spec.kind == OptionSpec::Kind::Choice && !spec.choices.empty())
            options[spec.key] = spec.choices[data[2] % spec.choices.size()];
        else if (spec.kind == OptionSpec::Kind::Integer && spec.maximum >= spec.minimum)
            options[spec.key] = std::to_string(spec.minimum + data[2] % (spec.maximum - spec.minimum + 1));
    }
    std::string error;
    auto state = game.newGame(options, error);
    if (!state)
        return 0; // a combination the game refuses as a whole

    Rng rng(data[2]);
    std::vector<Action> legal;
    for (int i = data[3] % 24; i > 0 && !state->isTerminal(); --i) {
        state->legalActions(legal);
        state->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }

    const std::string text(reinterpret_cast<const char *>(data) + 4, size - 4);
    const Action action = state->parseAction(text, error);
    if (action == kInvalidAction) {
        if (error.empty() || error.size() > 200)
            std::abort(); // a refusal explains itself, briefly
        return 0;
    }
    if (!state->isLegal(action) || state->actionToString(action) != text)
        std::abort();
    const nlohmann::json before = state->toJson();
    state->apply(action);
    if (!state->undo() || state->toJson() != before)
        std::abort();
    return 0;
}
