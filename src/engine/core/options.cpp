#include "ludoteca/core/options.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace ludoteca {

namespace {

std::string joinChoices(const std::vector<std::string> &choices)
{
    std::string text;
    for (const auto &choice : choices) {
        if (!text.empty())
            text += ", ";
        text += choice;
    }
    return text;
}

} // namespace

bool optionApplies(const OptionSpec &spec, const Options &options)
{
    if (spec.onlyWithKey.empty())
        return true;
    const auto it = options.find(spec.onlyWithKey);
    return it != options.end()
        && std::find(spec.onlyWithValues.begin(), spec.onlyWithValues.end(), it->second) != spec.onlyWithValues.end();
}

Message OptionSpec::check(std::string_view value) const
{
    switch (kind) {
    case Kind::Choice: {
        if (std::find(choices.begin(), choices.end(), value) != choices.end())
            return {};
        const std::string list = joinChoices(choices);
        return {"option.choice", {key, list}, "option " + key + " takes one of: " + list};
    }
    case Kind::Integer: {
        int number = 0;
        const auto *end = value.data() + value.size();
        const auto [ptr, ec] = std::from_chars(value.data(), end, number);
        // The exact spelling is required: no sign, no leading zero, nothing after.
        const bool canonical = ec == std::errc() && ptr == end && !value.empty() && std::to_string(number) == value;
        if (canonical && number >= minimum && number <= maximum && (number - minimum) % step == 0)
            return {};
        const std::string from = std::to_string(minimum);
        const std::string to = std::to_string(maximum);
        const std::string range = "a whole number from " + from + " to " + to;
        if (step == 2 && minimum % 2 == 0)
            return {"option.even-range", {key, from, to}, "option " + key + " takes an even " + range.substr(2)};
        if (step > 1)
            return {"option.step-range",
                    {key, from, to, std::to_string(step)},
                    "option " + key + " takes " + range + " in steps of " + std::to_string(step)};
        return {"option.range", {key, from, to}, "option " + key + " takes " + range};
    }
    case Kind::Text:
        if (value.empty())
            return {"option.empty", {key}, "option " + key + " needs a value"};
        return {};
    }
    return {"option.kind", {key}, "option " + key + " has an unknown kind"};
}

const std::string &textOption(const Options &options, std::string_view key)
{
    const auto found = options.find(key);
    if (found == options.end())
        throw std::out_of_range("no option " + std::string(key));
    return found->second;
}

int integerOption(const Options &options, std::string_view key)
{
    const std::string &value = textOption(options, key);
    int number = 0;
    const auto *end = value.data() + value.size();
    const auto [ptr, ec] = std::from_chars(value.data(), end, number);
    if (ec != std::errc() || ptr != end || value.empty())
        throw std::invalid_argument("option " + std::string(key) + " is not a whole number");
    return number;
}

bool splitOptionWord(std::string_view word, std::pair<std::string, std::string> &out)
{
    const auto eq = word.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return false;
    out.first = std::string(word.substr(0, eq));
    out.second = std::string(word.substr(eq + 1));
    return true;
}

std::string excerpt(std::string_view text)
{
    if (text.size() <= kExcerptLength)
        return std::string(text);
    return std::string(text.substr(0, kExcerptLength)) + "...";
}

} // namespace ludoteca
