#include "ludoteca/core/observation.h"

#include <cstdint>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "ludoteca/core/game_info.h"
#include "ludoteca/core/state.h"

namespace ludoteca {

std::unique_ptr<State> replayObserved(const GameInfo &info, const Options &options, std::span<const std::string> texts,
                                      Message &error, int *failedPly)
{
    auto state = info.newGame(options, error);
    if (!state)
        return nullptr;
    for (std::size_t ply = 0; ply < texts.size(); ++ply) {
        const Action action = state->parseObserved(texts[ply], error);
        if (action == kInvalidAction) {
            if (failedPly)
                *failedPly = static_cast<int>(ply);
            return nullptr;
        }
        state->apply(action);
    }
    return state;
}

std::string publicDigest(const State &state)
{
    // FNV-1a over the text both sides print the same way: a check that the copies agree,
    // not a protection against forgery (the host is trusted to referee).
    std::uint64_t hash = 14695981039346656037ull;
    for (const unsigned char c : state.toJson(kSpectatorViewer).dump()) {
        hash ^= c;
        hash *= 1099511628211ull;
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

} // namespace ludoteca
