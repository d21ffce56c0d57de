#include "views/game_presentation.h"

#include <map>

#include <QLocale>
#include <QStringList>

#include "ludoteca/core/state.h"
#include "session/game_session.h"

namespace ludoteca::app {

namespace {

// Okabe and Ito's colours, which stay apart for people who tell red from green or blue from
// yellow poorly: any two differ by ΔE2000 10 or more under each of those kinds of vision
// (colour_vision_test.cpp).
const QColor kSeatPalette[] = {QColor(0xd55e00), QColor(0x0072b2), QColor(0x009e73),
                               QColor(0xe69f00), QColor(0xcc79a7), QColor(0x56b4e9)};

std::map<std::string, GamePresentation::Maker, std::less<>> &makers()
{
    static std::map<std::string, GamePresentation::Maker, std::less<>> table;
    return table;
}

} // namespace

GamePresentation::GamePresentation(const GameSession &session, QObject *parent) : QObject(parent), session_(session) {}

bool GamePresentation::add(std::string gameId, Maker maker)
{
    makers()[std::move(gameId)] = std::move(maker);
    return true;
}

std::vector<std::string> GamePresentation::gameIds()
{
    std::vector<std::string> ids;
    for (const auto &entry : makers())
        ids.push_back(entry.first);
    return ids;
}

std::unique_ptr<GamePresentation> GamePresentation::create(std::string_view gameId, const GameSession &session)
{
    const auto it = makers().find(gameId);
    return std::unique_ptr<GamePresentation>(it != makers().end() ? it->second(session)
                                                                  : new GamePresentation(session));
}

GamePresentation::SeatLook GamePresentation::paletteLook(int seat)
{
    const int index = seat % static_cast<int>(std::size(kSeatPalette));
    const QString names[] = {tr("Red"), tr("Blue"), tr("Green"), tr("Amber"), tr("Purple"), tr("Teal")};
    return {kSeatPalette[index], names[index]};
}

GamePresentation::SeatLook GamePresentation::whiteOrBlack(bool white)
{
    return white ? SeatLook {QColor(0xf4f1ea), tr("White")} : SeatLook {QColor(0x202124), tr("Black")};
}

GamePresentation::SeatLook GamePresentation::seatLook(const State &, int seat) const { return paletteLook(seat); }

QString GamePresentation::offBoardLabel(const State &, Action) const { return {}; }

QString GamePresentation::moveText(const State &before, Action action) const
{
    return QString::fromStdString(before.actionToString(action));
}

QString GamePresentation::seatRole(int) const { return {}; }

std::vector<int> GamePresentation::boardCells(const State &) const { return {}; }

QStringList GamePresentation::positionDetails(const State &, int) const { return {}; }

std::vector<int> GamePresentation::readingOrder(const SquareCells &cells)
{
    std::vector<int> order;
    order.reserve(static_cast<std::size_t>(cells.count()));
    for (int rank = cells.side - 1; rank >= 0; --rank)
        for (int file = 0; file < cells.side; ++file)
            order.push_back(cells.cell(file, rank));
    return order;
}

QString GamePresentation::cellText(const State &, int cell, int) const { return tr("Cell %1").arg(cell); }

Sound GamePresentation::moveSound(const State &before, Action, const State &) const
{
    return before.isChanceNode() ? Sound::Draw : Sound::Move;
}

QString GamePresentation::hiddenMoveText(Action, const QString &hidden) const { return hidden; }

QString GamePresentation::chanceLabel(const State &) const { return tr("Let chance decide"); }

QString GamePresentation::moveHint(const State &) const { return tr("Choose your move on the board."); }

QString GamePresentation::resultText(const State &state) const
{
    const auto winners = state.winners();
    if (winners.empty())
        return tr("The game is over.");
    if (static_cast<int>(winners.size()) == state.numPlayers())
        return tr("The game is a draw.");
    if (winners.size() == 1)
        return addressed(winners.front()) ? tr("You win.") : tr("%1 wins.").arg(seatName(winners.front()));
    return tr("%1 share the win.").arg(namesOf(winners));
}

QString GamePresentation::seatName(int seat) const { return seatLabel(session_.seats().value(seat)); }

bool GamePresentation::addressed(int seat) const { return session_.seats().value(seat).learner; }

QString GamePresentation::namesOf(const std::vector<int> &seats) const
{
    QStringList names;
    for (const int seat : seats)
        names << seatName(seat);
    return QLocale().createSeparatedList(names);
}

} // namespace ludoteca::app
