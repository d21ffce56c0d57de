#include "ui/option_editor_factory.h"

#include <map>
#include <utility>

#include "ludoteca/core/options.h"

namespace ludoteca::app {

namespace {

using Key = std::pair<std::string, std::string>;

std::map<Key, OptionEditorFactory::Maker> &makers()
{
    static std::map<Key, OptionEditorFactory::Maker> table;
    return table;
}

} // namespace

bool OptionEditorFactory::add(std::string gameId, std::string key, Maker maker)
{
    makers()[{std::move(gameId), std::move(key)}] = std::move(maker);
    return true;
}

bool OptionEditorFactory::has(std::string_view gameId, std::string_view key)
{
    return makers().count({std::string(gameId), std::string(key)}) > 0;
}

std::vector<std::string> OptionEditorFactory::gameIds()
{
    std::vector<std::string> ids;
    for (const auto &entry : makers())
        if (ids.empty() || ids.back() != entry.first.first)
            ids.push_back(entry.first.first);
    return ids;
}

QWidget *OptionEditorFactory::create(std::string_view gameId, const OptionSpec &spec, QLineEdit &text, QWidget *parent)
{
    const auto it = makers().find({std::string(gameId), spec.key});
    return it == makers().end() ? nullptr : it->second(spec, text, parent);
}

} // namespace ludoteca::app
