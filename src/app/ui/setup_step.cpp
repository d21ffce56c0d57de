#include "ui/setup_step.h"

#include <map>
#include <utility>

namespace ludoteca::app {

namespace {

std::map<std::string, SetupSteps::Maker, std::less<>> &makers()
{
    static std::map<std::string, SetupSteps::Maker, std::less<>> table;
    return table;
}

} // namespace

bool SetupSteps::add(std::string gameId, Maker maker)
{
    makers()[std::move(gameId)] = std::move(maker);
    return true;
}

std::vector<std::string> SetupSteps::gameIds()
{
    std::vector<std::string> ids;
    for (const auto &entry : makers())
        ids.push_back(entry.first);
    return ids;
}

SetupStepDialog *SetupSteps::create(std::string_view gameId, const Options &options, const QVector<Seat> &seats,
                                    QWidget *parent)
{
    const auto it = makers().find(gameId);
    return it == makers().end() ? nullptr : it->second(options, seats, parent);
}

} // namespace ludoteca::app
