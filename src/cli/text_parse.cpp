#include "text_parse.h"

#include <charconv>
#include <cmath>

namespace ludoteca::cli {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }

} // namespace

std::vector<std::string> splitWords(std::string_view line)
{
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start)
            words.emplace_back(line.substr(start, i - start));
    }
    return words;
}

bool parseUnsigned(std::string_view text, std::uint64_t &value)
{
    if (text.empty() || (text.size() > 1 && text[0] == '0'))
        return false;
    for (const char c : text)
        if (!isDigit(c))
            return false;
    std::uint64_t number = 0;
    const auto *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, number);
    if (ec != std::errc() || ptr != end)
        return false; // out of range
    value = number;
    return true;
}

bool parseUnsignedInRange(std::string_view text, std::uint64_t minimum, std::uint64_t maximum, std::uint64_t &value)
{
    std::uint64_t number = 0;
    if (!parseUnsigned(text, number) || number < minimum || number > maximum)
        return false;
    value = number;
    return true;
}

bool parseSeconds(std::string_view text, double &seconds)
{
    // Digits, optionally one '.' followed by digits; anything else is refused so that
    // "1e9", "inf" or "-1" never reach the timers.
    const auto dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    const std::string_view fraction = dot == std::string_view::npos ? std::string_view() : text.substr(dot + 1);
    if (whole.empty() || whole.size() > 6 || (dot != std::string_view::npos && fraction.empty()))
        return false;
    for (const char c : whole)
        if (!isDigit(c))
            return false;
    for (const char c : fraction)
        if (!isDigit(c))
            return false;
    double number = 0.0;
    for (const char c : whole)
        number = number * 10.0 + (c - '0');
    double scale = 0.1;
    for (const char c : fraction) {
        number += (c - '0') * scale;
        scale /= 10.0;
    }
    if (!(number > 0.0) || !std::isfinite(number))
        return false;
    seconds = number;
    return true;
}

std::string joinWords(const std::vector<std::string> &words)
{
    std::string text;
    for (const auto &word : words) {
        if (!text.empty())
            text += ' ';
        text += word;
    }
    return text;
}

} // namespace ludoteca::cli
