#include "views/board_view_factory.h"

#include <map>

#include "views/generic_board_view.h"

namespace ludoteca::app {

namespace {

std::map<std::string, BoardViewFactory::Maker, std::less<>> &makers()
{
    static std::map<std::string, BoardViewFactory::Maker, std::less<>> table;
    return table;
}

} // namespace

bool BoardViewFactory::add(std::string gameId, Maker maker)
{
    makers()[std::move(gameId)] = std::move(maker);
    return true;
}

bool BoardViewFactory::has(std::string_view gameId) { return makers().find(gameId) != makers().end(); }

std::vector<std::string> BoardViewFactory::gameIds()
{
    std::vector<std::string> ids;
    for (const auto &entry : makers())
        ids.push_back(entry.first);
    return ids;
}

BoardView *BoardViewFactory::create(std::string_view gameId, GameSession &session, QWidget *parent)
{
    const auto it = makers().find(gameId);
    if (it != makers().end())
        return it->second(session, parent);
    return new GenericBoardView(session, parent);
}

} // namespace ludoteca::app
