// The option parser: the first byte chooses the game, the rest is read as KEY=VALUE words
// as `new GAME ...` gives them. Options it accepts are complete and valid, and they start
// a game.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"

using namespace ludoteca;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const auto games = GameRegistry::games();
    const GameInfo &game = *games[data[0] % games.size()];

    const std::string_view text(reinterpret_cast<const char *>(data) + 1, size - 1);
    std::vector<std::pair<std::string, std::string>> given;
    std::size_t start = 0;
    while (start < text.size()) {
        auto end = text.find(' ', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::pair<std::string, std::string> option;
        if (splitOptionWord(text.substr(start, end - start), option))
            given.push_back(std::move(option));
        start = end + 1;
    }

    Options options;
    std::string error;
    if (!game.resolveOptions(given, options, error)) {
        if (error.empty() || error.size() > 400)
            std::abort(); // a refusal explains itself, briefly
        return 0;
    }
    if (options.size() != game.options.size())
        std::abort();
    for (const auto &spec : game.options)
        if (!spec.check(options.at(spec.key)).empty())
            std::abort();
    auto state = game.newGame(options, error);
    if (!state || state->isTerminal() || state->legalActions().empty())
        std::abort();
    return 0;
}
