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

std::string OptionSpec::check(std::string_view value) const
{
    switch (kind) {
    case Kind::Choice:
        if (std::find(choices.begin(), choices.end(), value) != choices.end())
            return {};
        return "option " + key + " takes one of: " + joinChoices(choices);
    case Kind::Integer: {
        int number = 0;
        const auto *end = value.data() + value.size();
        const auto [ptr, ec] = std::from_chars(value.data(), end, number);
        // The exact spelling is required: no sign, no leading zero, nothing after.
        const bool canonical = ec == std::errc() && ptr == end && !value.empty()
            && std::to_string(number) == value;
        if (canonical && number >= minimum && number <= maximum && (number - minimum) % step == 0)
            return {};
        std::string range = "a whole number from " + std::to_string(minimum) + " to "
            + std::to_string(maximum);
        if (step == 2 && minimum % 2 == 0)
            range = "an even " + range.substr(2);
        else if (step > 1)
            range += " in steps of " + std::to_string(step);
        return "option " + key + " takes " + range;
    }
    case Kind::Text:
        if (value.empty())
            return "option " + key + " needs a value";
        return {};
    }
    return "option " + key + " has an unknown kind";
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
