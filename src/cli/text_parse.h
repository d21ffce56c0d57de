#pragma once
// Strict parsing of the small pieces of text the command line and the protocol accept:
// words of a line and numbers written in their one canonical decimal form.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ludoteca::cli {

// Splits a line into words separated by spaces or tabs; a trailing '\r' is ignored.
std::vector<std::string> splitWords(std::string_view line);

// A whole number 0 .. 2^64-1 in plain decimal: digits only, no sign, no leading zero.
bool parseUnsigned(std::string_view text, std::uint64_t &value);

// Like parseUnsigned(), limited to [minimum, maximum].
bool parseUnsignedInRange(std::string_view text, std::uint64_t minimum, std::uint64_t maximum, std::uint64_t &value);

// A positive number of seconds such as "3", "0.5" or "2.25" (no sign, no exponent).
bool parseSeconds(std::string_view text, double &seconds);

// Words joined with single spaces.
std::string joinWords(const std::vector<std::string> &words);

} // namespace ludoteca::cli
