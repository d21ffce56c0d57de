#pragma once
// Game options: each game publishes a schema of its options; a set of chosen values is an
// Options map holding every key of the schema (defaults filled in), values as strings.

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ludoteca/core/message.h"

namespace ludoteca {

struct OptionSpec {
    enum class Kind {
        Choice,  // one of `choices`
        Integer, // a whole number in [minimum, maximum], a multiple of `step` above minimum
        Text,    // free text that the game validates itself
    };

    std::string key;
    std::string label; // human-readable name, e.g. "Board size"
    std::string help;  // one sentence for tooltips and --help
    Kind kind = Kind::Choice;
    std::vector<std::string> choices;
    int minimum = 0;
    int maximum = 0;
    int step = 1;
    std::string defaultValue;
    // An option that matters only while another one has one of some values (Azzanna's
    // extra pumpkins with two players): that option's key and those values; an empty key
    // for an option that always matters. The game ignores it otherwise, and the set-up
    // greys it out.
    std::string onlyWithKey;
    std::vector<std::string> onlyWithValues;

    // Empty when `value` is allowed by this spec, otherwise the reason it is not:
    // option.choice (key, the choices joined by ", "), option.range (key, minimum,
    // maximum), option.even-range (key, minimum, maximum), option.step-range (key, minimum,
    // maximum, step) or option.empty (key).
    Message check(std::string_view value) const;
};

using Options = std::map<std::string, std::string, std::less<>>;

// Whether `spec` matters with `options` (see OptionSpec::onlyWithKey).
bool optionApplies(const OptionSpec &spec, const Options &options);

// Typed reading of a resolved option set (resolveOptions has checked every value against
// its spec, so these never parse free input). integerOption throws std::out_of_range when
// `key` is absent and std::invalid_argument when its value is not a whole number;
// textOption throws std::out_of_range when `key` is absent.
int integerOption(const Options &options, std::string_view key);
const std::string &textOption(const Options &options, std::string_view key);

// An option word `KEY=VALUE` split in two; false when it has no '='.
bool splitOptionWord(std::string_view word, std::pair<std::string, std::string> &out);

// What an error message quotes of a text it refuses: the text itself, or its first
// kExcerptLength bytes followed by "..." when it is longer (see the protocol's Limits).
inline constexpr std::size_t kExcerptLength = 80;
std::string excerpt(std::string_view text);

} // namespace ludoteca
