#pragma once
// Flag parsing shared by the subcommands: `--name value`, `--name=value`, repeatable
// flags, and `-h` as a short form of `--help`. Anything unexpected is an error that the
// caller reports with exit status 2.

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ludoteca::cli {

// Exit status for a usage error (unknown subcommand or flag, bad flag value).
inline constexpr int kExitUsage = 2;

struct FlagSpec {
    std::string name; // without the leading dashes
    bool takesValue = false;
    bool repeatable = false; // may be given several times (e.g. --set)
};

class CommandLine {
public:
    // Parses `args` (the words after the subcommand). False, with `error` set, on an
    // unknown flag, a missing value, a repeated flag or a stray word.
    bool parse(const std::vector<std::string> &args, const std::vector<FlagSpec> &specs, std::string &error);

    bool has(std::string_view name) const;
    // The value of a flag given once; `fallback` when it is absent.
    std::string value(std::string_view name, std::string_view fallback = {}) const;
    // Every value of a repeatable flag, in order.
    std::vector<std::string> values(std::string_view name) const;

private:
    std::map<std::string, std::vector<std::string>, std::less<>> given_;
};

} // namespace ludoteca::cli
