// Wapi's words and colours for the game page: the players' colours, the mines as moves,
// the totem choice as two buttons, the draw from the bag, and the result with exact shares.

#include "views/game_presentation.h"

#include <algorithm>

#include <QLocale>
#include <QStringList>
#include <QVector>

#include "ludoteca/games/wapi.h"
#include "session/game_session.h"
#include "views/wapi/wapi_art.h"
#include "views/wapi/wapi_format.h"

namespace ludoteca::app::wapi {

using games::wapi::WapiState;

namespace {

// The mask just drawn, while its totem is decided; empty otherwise.
QString drawnMask(const WapiState &game)
{
    const WapiState::Decoded tile = game.drawnTile();
    return tile.kind == WapiState::Decoded::Kind::Mask ? maskName(tile.mine) : QString();
}

} // namespace

class WapiPresentation : public GamePresentation {
    Q_OBJECT

public:
    using GamePresentation::GamePresentation;

    SeatLook seatLook(const State &, int seat) const override { return {playerColor(seat), playerColorName(seat)}; }
    QString chanceLabel(const State &) const override { return tr("Draw a tile  (%1)").arg(drawKey()); }
    QString offBoardLabel(const State &state, Action action) const override;
    QString moveText(const State &before, Action action) const override;
    // A tile drawn from the bag, a silver tile laid in a mine, a totem driven in; keeping
    // the totem back makes no sound.
    Sound moveSound(const State &before, Action action, const State &) const override
    {
        using Kind = WapiState::Decoded::Kind;
        switch (stateAs<WapiState>(before).decode(action).kind) {
        case Kind::Silver:
        case Kind::Mask:
            return Sound::Draw;
        case Kind::Mine:
        case Kind::Totem:
            return Sound::Place;
        case Kind::NoTotem:
        case Kind::Invalid:
            break;
        }
        return Sound::None;
    }
    QString moveHint(const State &state) const override;
    QString resultText(const State &state) const override;
    // The board's places to choose are its six mines.
    std::vector<int> boardCells(const State &) const override
    {
        std::vector<int> mines(WapiState::kMines);
        for (int mine = 0; mine < WapiState::kMines; ++mine)
            mines[static_cast<std::size_t>(mine)] = mine;
        return mines;
    }
    QString cellText(const State &state, int mine, int) const override;
    // The bag, and the totems each player has left.
    QStringList positionDetails(const State &state, int) const override
    {
        const auto &game = stateAs<WapiState>(state);
        QStringList details {bagContentsTitle(game.bagTotal())};
        for (int seat = 0; seat < game.numPlayers(); ++seat)
            details << (addressed(seat)
                            ? tr("You have %n totem(s) left.", "", game.totemsLeft(seat))
                            : tr("%1 has %n totem(s) left.", "", game.totemsLeft(seat)).arg(seatName(seat)));
        return details;
    }
};

LUDOTECA_REGISTER_PRESENTATION("wapi", WapiPresentation)

QString WapiPresentation::cellText(const State &state, int mine, int) const
{
    const auto &game = stateAs<WapiState>(state);
    if (mine < 0 || mine >= WapiState::kMines)
        return {};
    QStringList coins;
    for (int field = 0; field < game.silverCount(mine); ++field)
        coins << QString::number(game.silverAt(mine, field));
    std::vector<int> totems;
    for (int index = 0; index < game.totemCount(mine); ++index)
        totems.push_back(game.totemSeat(mine, index));
    const int free = WapiState::kSilverFields - game.silverCount(mine);
    QStringList parts;
    parts << (coins.isEmpty()
                  ? tr("no silver")
                  : tr("silver %1, worth %2").arg(coins.join(QStringLiteral(" "))).arg(game.mineValue(mine)));
    parts << tr("%n field(s) free", "", free);
    parts << tr("%n of 4 masks", "", game.maskCount(mine));
    parts << (totems.empty() ? tr("no totems") : tr("totems of %1").arg(namesOf(totems)));
    return tr("%1 mine: %2").arg(maskName(mine), parts.join(QStringLiteral("; ")));
}

QString WapiPresentation::offBoardLabel(const State &state, Action action) const
{
    const WapiState &game = stateAs<WapiState>(state);
    switch (game.decode(action).kind) {
    case WapiState::Decoded::Kind::Totem: {
        const QString mask = drawnMask(game);
        return mask.isEmpty() ? tr("Place a totem (%1)").arg(totemKey())
                              : tr("Place a totem on this mask: %1 (%2)").arg(mask, totemKey());
    }
    case WapiState::Decoded::Kind::NoTotem:
        return tr("No totem this time (%1)").arg(noTotemKey());
    default:
        return {};
    }
}

QString WapiPresentation::moveText(const State &before, Action action) const
{
    using Kind = WapiState::Decoded::Kind;
    const WapiState &game = stateAs<WapiState>(before);
    const WapiState::Decoded move = game.decode(action);
    const WapiState::Decoded tile = game.drawnTile();
    switch (move.kind) {
    case Kind::Silver:
        return tr("Drawn: silver %1").arg(move.value);
    case Kind::Mask:
        return tr("Drawn: the %1 mask").arg(maskName(move.mine));
    case Kind::Mine:
        if (tile.kind == Kind::Silver)
            return tr("silver %1 → %2", "a coin put into a mine").arg(tile.value).arg(maskName(move.mine));
        break;
    case Kind::Totem:
        if (tile.kind == Kind::Mask)
            return tr("totem → %1", "a totem driven into a mask").arg(maskName(tile.mine));
        break;
    case Kind::NoTotem:
        return tr("no totem");
    case Kind::Invalid:
        break;
    }
    return GamePresentation::moveText(before, action);
}

QString WapiPresentation::moveHint(const State &state) const
{
    const auto &game = stateAs<WapiState>(state);
    if (game.phase() == WapiState::Phase::PlaceSilver)
        return tr("Put the %1 coin into one of the lit mines: click it or press its number.")
            .arg(game.drawnTile().value);
    if (game.phase() == WapiState::Phase::DecideTotem)
        return tr("The mask drawn is %1. Drive a totem into it? T for a totem, N for none.").arg(drawnMask(game));
    return {};
}

QString WapiPresentation::resultText(const State &state) const
{
    const auto &game = stateAs<WapiState>(state);
    if (!state.isTerminal())
        return GamePresentation::resultText(state);
    QVector<int> order;
    for (int seat = 0; seat < game.numPlayers(); ++seat)
        order << seat;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return game.scoreTwelfths(a) > game.scoreTwelfths(b); });
    auto score = [&](int seat) { return amountText(game.scoreTwelfths(seat), decimalsChosen()); };
    const auto winners = state.winners();
    QString text = winners.size() != 1
        ? tr("%1 share the win with %2 each.").arg(namesOf(winners), score(winners.front()))
        : addressed(winners.front()) ? tr("You win with %1.").arg(score(winners.front()))
                                     : tr("%1 wins with %2.").arg(seatName(winners.front()), score(winners.front()));
    QStringList rest;
    for (const int seat : order)
        if (std::find(winners.begin(), winners.end(), seat) == winners.end())
            rest << tr("%1 %2", "a player's name and score").arg(seatName(seat), score(seat));
    if (!rest.isEmpty())
        text += QLatin1Char(' ') + tr("Then %1.").arg(QLocale().createSeparatedList(rest));
    return text + QLatin1Char(' ') + tr("Each mine's payout is listed beside the board.");
}

} // namespace ludoteca::app::wapi

#include "wapi_presentation.moc"
