#pragma once
// The option sets the random-play tests cover for a game: the defaults, then each option
// moved alone to each of its values (for numbers: minimum, default and maximum).
// Sets that the game rejects as a whole (e.g. komi too large for the size) are skipped.

#include <string>
#include <vector>

#include "ludoteca/core/game_info.h"

namespace ludoteca::testing {

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
