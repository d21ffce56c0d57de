// Wang Zi's words and colours for the game page: White and Black, the hint for a Prince's
// move, why a click does not go on with the move, and the final score with what it is
// made of.

#include "views/wangzi/wangzi_presentation.h"

#include "views/game_presentation.h"

#include <algorithm>

#include <QStringList>

#include "ludoteca/games/wangzi.h"
#include "session/game_session.h"

namespace ludoteca::app::wangzi {

using games::wangzi::WangziState;

class WangziPresentation : public GamePresentation {
    Q_OBJECT

public:
    using GamePresentation::GamePresentation;

    SeatLook seatLook(const State &, int seat) const override { return whiteOrBlack(seat == 0); }
    // The top row first, each row from its first cell, as the board is read.
    std::vector<int> boardCells(const State &state) const override
    {
        const auto &game = stateAs<WangziState>(state);
        std::vector<int> cells(static_cast<std::size_t>(game.cellCount()));
        for (int cell = 0; cell < game.cellCount(); ++cell)
            cells[static_cast<std::size_t>(cell)] = cell;
        std::stable_sort(cells.begin(), cells.end(),
                         [&game](int a, int b) { return game.cellRow(a) > game.cellRow(b); });
        return cells;
    }
    QString cellText(const State &state, int cell, int) const override;
    // The tiles each player has left.
    QStringList positionDetails(const State &state, int) const override
    {
        const auto &game = stateAs<WangziState>(state);
        QStringList details;
        for (int seat = 0; seat < 2; ++seat)
            details << (addressed(seat) ? tr("You have %1 tiles of 1, %2 of 2 and %3 of 3 left.")
                                        : tr("%1 has %2 tiles of 1, %3 of 2 and %4 of 3 left.").arg(seatName(seat)))
                           .arg(game.supply(seat, 1))
                           .arg(game.supply(seat, 2))
                           .arg(game.supply(seat, 3));
        return details;
    }
    // A Prince moved, or a capture when the move took Princes (the engine's count of them
    // grew).
    Sound moveSound(const State &before, Action, const State &after) const override
    {
        const int mover = before.currentPlayer();
        const bool took =
            stateAs<WangziState>(after).capturedPrinces(mover) > stateAs<WangziState>(before).capturedPrinces(mover);
        return took ? Sound::Capture : Sound::Move;
    }
    QString moveHint(const State &state) const override;
    QString resultText(const State &state) const override;

private:
    // What a seat's final score is made of, in whole sentences.
    QString scoreDetail(const State &state, int seat) const;
};

LUDOTECA_REGISTER_PRESENTATION("wangzi", WangziPresentation)

QString WangziPresentation::cellText(const State &state, int cell, int) const
{
    const auto &game = stateAs<WangziState>(state);
    QStringList parts {QString::fromStdString(game.cellName(cell))};
    if (const int owner = game.tileOwner(cell); owner >= 0) {
        const int value = game.tileValue(cell);
        parts << (owner == 0 ? tr("white tile %1").arg(value) : tr("black tile %1").arg(value));
        if (game.tileLocked(cell))
            parts << tr("locked");
    } else if (const int territory = game.territoryOwner(cell); territory >= 0) {
        parts << (territory == 0 ? tr("White's territory") : tr("Black's territory"));
    }
    if (game.hasPrince(cell))
        parts << (cell == game.blockedCell() ? tr("Prince, moved last") : tr("Prince"));
    if (parts.size() == 1)
        parts << tr("empty");
    return parts.join(QStringLiteral(", "));
}

QString WangziPresentation::moveHint(const State &state) const
{
    const auto &game = stateAs<games::wangzi::WangziState>(state);
    if (state.currentPlayer() < 0)
        return {};
    if (game.blockedCell() >= 0)
        return tr("Click a Prince other than the barred one on %1, then the two cells it walks to (or one tile it "
                  "flips).")
            .arg(QString::fromStdString(game.cellName(game.blockedCell())));
    return tr("Click a Prince, then the two cells it walks to (or one tile it flips).");
}

QString refusalText(const games::wangzi::WangziState &game, const games::wangzi::WangziState::Refusal &why)
{
    using Kind = games::wangzi::WangziState::Refusal::Kind;
    const auto name = [&game](int cell) { return QString::fromStdString(game.cellName(cell)); };
    switch (why.kind) {
    case Kind::None:
        break;
    case Kind::NoPrince:
        return WangziPresentation::tr("There is no Prince on %1: click a Prince first.").arg(name(why.cell));
    case Kind::Barred:
        return WangziPresentation::tr("The Prince on %1 moved last turn: move another one.").arg(name(why.cell));
    case Kind::Stuck:
        return WangziPresentation::tr("The Prince on %1 has no move now.").arg(name(why.cell));
    case Kind::CannotReach:
        return WangziPresentation::tr("The Prince on %1 cannot reach %2 in one step.")
            .arg(name(why.from), name(why.cell));
    case Kind::SecondStep:
        return WangziPresentation::tr("This is the Prince's second step: from %1 it cannot reach %2.")
            .arg(name(why.at), name(why.cell));
    }
    return {};
}

QString scoreParts(const games::wangzi::WangziState &game, int seat)
{
    // The Princes that score: those captured, and at the end those left on tiles of the
    // other colour (finalScore()), as the result counts them.
    const int princes = game.capturedPrinces(seat) + (game.isTerminal() ? game.princesAwarded(seat) : 0);
    return WangziPresentation::tr("Territory %1 · Princes %2").arg(game.territoryCount(seat)).arg(princes);
}

QString droppedChoiceText(const games::wangzi::WangziState &game, int cell)
{
    return WangziPresentation::tr("The move was dropped: first choose what happens on %1.")
        .arg(QString::fromStdString(game.cellName(cell)));
}

QString WangziPresentation::scoreDetail(const State &state, int seat) const
{
    const auto &game = stateAs<games::wangzi::WangziState>(state);
    const int territory = game.territoryCount(seat);
    const int captured = game.capturedPrinces(seat);
    const int awarded = game.princesAwarded(seat);
    // A Prince is worth 2; one left on a tile goes to the tile's owner, the other colour.
    QString text;
    if (addressed(seat))
        text = seat == 0 ? tr("You (White) score %1 with %n territory cell(s).", nullptr, territory)
                         : tr("You (Black) score %1 with %n territory cell(s).", nullptr, territory);
    else
        text = (seat == 0 ? tr("%1 (White) scores %2 with %n territory cell(s).", nullptr, territory)
                          : tr("%1 (Black) scores %2 with %n territory cell(s).", nullptr, territory))
                   .arg(seatName(seat));
    text = text.arg(game.finalScore(seat));
    if (captured > 0)
        text += QLatin1Char(' ') + tr("%n captured Prince(s) add %1.", nullptr, captured).arg(2 * captured);
    if (awarded > 0)
        text += QLatin1Char(' ')
            + (seat == 0 ? tr("%n Prince(s) left on black tiles add %1.", nullptr, awarded)
                         : tr("%n Prince(s) left on white tiles add %1.", nullptr, awarded))
                  .arg(2 * awarded);
    return text;
}

QString WangziPresentation::resultText(const State &state) const
{
    const auto &game = stateAs<games::wangzi::WangziState>(state);
    const auto winners = state.winners();
    if (winners.empty())
        return GamePresentation::resultText(state);
    const QString detail = scoreDetail(state, 0) + QLatin1Char(' ') + scoreDetail(state, 1);
    if (winners.size() == 2)
        return tr("A draw at %1 each.").arg(game.finalScore(0)) + QLatin1Char(' ') + detail;
    const int winner = winners.front();
    const QString won = addressed(winner) ? tr("You win, %1 to %2.") : tr("%1 wins, %2 to %3.").arg(seatName(winner));
    return won.arg(game.finalScore(winner)).arg(game.finalScore(1 - winner)) + QLatin1Char(' ') + detail;
}

} // namespace ludoteca::app::wangzi

#include "wangzi_presentation.moc"
