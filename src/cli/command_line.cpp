#include "command_line.h"

#include <algorithm>

#include "ludoteca/core/options.h"

namespace ludoteca::cli {

bool CommandLine::parse(const std::vector<std::string> &args, const std::vector<FlagSpec> &specs, std::string &error)
{
    given_.clear();
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string word = args[i];
        if (word == "-h")
            word = "--help";
        if (word.size() < 3 || word.compare(0, 2, "--") != 0) {
            error = "unexpected argument '" + excerpt(args[i]) + "'";
            return false;
        }
        std::string name = word.substr(2);
        std::string value;
        bool inlineValue = false;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name.resize(eq);
            inlineValue = true;
        }
        const auto spec = std::find_if(specs.begin(), specs.end(), [&](const FlagSpec &s) { return s.name == name; });
        if (spec == specs.end()) {
            error = "unknown flag --" + excerpt(name);
            return false;
        }
        if (spec->takesValue && !inlineValue) {
            if (i + 1 >= args.size()) {
                error = "flag --" + name + " needs a value";
                return false;
            }
            value = args[++i];
        } else if (!spec->takesValue && inlineValue) {
            error = "flag --" + name + " takes no value";
            return false;
        }
        auto &values = given_[name];
        if (!values.empty() && !spec->repeatable) {
            error = "flag --" + name + " is given twice";
            return false;
        }
        values.push_back(value);
    }
    return true;
}

bool CommandLine::has(std::string_view name) const { return given_.find(name) != given_.end(); }

std::string CommandLine::value(std::string_view name, std::string_view fallback) const
{
    const auto found = given_.find(name);
    if (found == given_.end() || found->second.empty())
        return std::string(fallback);
    return found->second.back();
}

std::vector<std::string> CommandLine::values(std::string_view name) const
{
    const auto found = given_.find(name);
    return found == given_.end() ? std::vector<std::string>() : found->second;
}

} // namespace ludoteca::cli
