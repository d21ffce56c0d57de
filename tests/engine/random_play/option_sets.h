#pragma once
// The option sets the random-play tests cover for a game: the defaults, then each option
// moved alone to each of its values (for numbers: minimum, default and maximum).
// Sets that the game rejects as a whole (e.g. komi too large for the size) are skipped.

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "ludoteca/core/game_info.h"

namespace ludoteca::testing {

// How many random games a test plays of the `full` it plays by default: fewer, in
// proportion, when LUDOTECA_RANDOM_GAMES asks for fewer than 1200 per game (the sanitizer
// build, where each game is slow).
inline int randomGameCount(int full)
{
    const char *value = std::getenv("LUDOTECA_RANDOM_GAMES");
    const int games = value ? std::atoi(value) : 0;
    return games > 0 ? std::max(std::min(full, 4), full * games / 1200) : full;
}

inline std::vector<std::string> sampleValues(const OptionSpec &spec)
{
    switch (spec.kind) {
    case OptionSpec::Kind::Choice:
        return spec.choices;
    case OptionSpec::Kind::Integer:
        return {std::to_string(spec.minimum), spec.defaultValue, std::to_string(spec.maximum)};
    case OptionSpec::Kind::Text:
        break;
    }
    return {spec.defaultValue};
}

inline std::vector<Options> optionSets(const GameInfo &game)
{
    std::vector<Options> sets {game.defaultOptions()};
    for (const auto &spec : game.options) {
        for (const auto &value : sampleValues(spec)) {
            if (value == spec.defaultValue)
                continue;
            std::vector<std::pair<std::string, std::string>> given {{spec.key, value}};
            Options resolved;
            std::string error;
            if (game.resolveOptions(given, resolved, error))
                sets.push_back(resolved);
        }
    }
    return sets;
}

} // namespace ludoteca::testing
