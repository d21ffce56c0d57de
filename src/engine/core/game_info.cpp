#include "ludoteca/core/game_info.h"

#include "ludoteca/core/state.h"

namespace ludoteca {

const OptionSpec *GameInfo::findOption(std::string_view key) const
{
    for (const auto &spec : options)
        if (spec.key == key)
            return &spec;
    return nullptr;
}

Options GameInfo::defaultOptions() const
{
    Options result;
    for (const auto &spec : options)
        result[spec.key] = spec.defaultValue;
    return result;
}

bool GameInfo::resolveOptions(const std::vector<std::pair<std::string, std::string>> &given, Options &out,
                              Message &error) const
{
    Options result = defaultOptions();
    Options seen;
    for (const auto &[key, value] : given) {
        const OptionSpec *spec = findOption(key);
        if (!spec) {
            error = {"option.unknown", {excerpt(key), id}, "unknown option " + excerpt(key) + " for " + id};
            return false;
        }
        if (seen.count(key)) {
            error = {"option.twice", {excerpt(key)}, "option " + excerpt(key) + " is given twice"};
            return false;
        }
        if (auto problem = spec->check(value); !problem.empty()) {
            error = problem;
            return false;
        }
        seen[key] = value;
        result[key] = value;
    }
    if (validate) {
        if (auto problem = validate(result); !problem.empty()) {
            error = problem;
            return false;
        }
    }
    out = std::move(result);
    return true;
}

bool GameInfo::resolveOptions(const std::vector<std::pair<std::string, std::string>> &given, Options &out,
                              std::string &error) const
{
    Message message;
    if (resolveOptions(given, out, message))
        return true;
    error = message.text;
    return false;
}

std::unique_ptr<State> GameInfo::newGame(const std::vector<std::pair<std::string, std::string>> &given,
                                         std::string &error) const
{
    Options resolved;
    if (!resolveOptions(given, resolved, error))
        return nullptr;
    return create(resolved);
}

std::unique_ptr<State> GameInfo::newGame(const Options &options, Message &error) const
{
    std::vector<std::pair<std::string, std::string>> given(options.begin(), options.end());
    Options resolved;
    if (!resolveOptions(given, resolved, error))
        return nullptr;
    return create(resolved);
}

std::unique_ptr<State> GameInfo::newGame(const Options &options, std::string &error) const
{
    Message message;
    auto state = newGame(options, message);
    if (!state)
        error = message.text;
    return state;
}

} // namespace ludoteca
