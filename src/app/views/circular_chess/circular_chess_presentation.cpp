#include "views/game_presentation.h"

#include <QStringList>

#include "ludoteca/games/circular_chess.h"
#include "session/game_session.h"
#include "views/circular_chess/circular_chess_art.h"
#include "views/circular_chess/circular_chess_format.h"

namespace ludoteca::app::circular_chess {

using games::circular_chess::CircularChessState;

// Circular Chess's words for the game page (its seats take the base palette): the hint for a
// turn, the chance draws by hand (dealing the objectives, turning a card over) and the
// result with what each seat hunted, as far as the session's viewer may know it.
class CircularChessPresentation : public GamePresentation {
    Q_OBJECT

public:
    using GamePresentation::GamePresentation;

    QString chanceLabel(const State &state) const override
    {
        const bool dealing = stateAs<CircularChessState>(state).phase() == CircularChessState::Phase::Deal;
        return dealing ? tr("Deal the objectives") : tr("Turn the card over");
    }
    QString moveText(const State &before, Action action) const override;
    // Only the deal is ever hidden: an objective dealt to a seat, face down.
    QString hiddenMoveText(Action, const QString &) const override { return tr("objective dealt face down"); }
    Sound moveSound(const State &before, Action action, const State &after) const override;
    QString moveHint(const State &state) const override;
    QString resultText(const State &state) const override;
    // The cells by number, 1 to 90, as the move list names them.
    std::vector<int> boardCells(const State &) const override
    {
        std::vector<int> cells(games::circular_chess::kCells);
        for (int number = 1; number <= games::circular_chess::kCells; ++number)
            cells[static_cast<std::size_t>(number - 1)] = number;
        return cells;
    }
    // The deck, and the objective the viewer may know (every hunt once the game is over).
    QStringList positionDetails(const State &state, int viewer) const override
    {
        const auto &game = stateAs<CircularChessState>(state);
        const QVector<SeatRow> rows = seatRows(game, session().seats(), viewer);
        return {deckText(game), objectiveText(game, rows, viewer, game.isTerminal())};
    }
    QString cellText(const State &state, int cell, int) const override
    {
        const int piece = stateAs<CircularChessState>(state).pieceAt(cell);
        return piece != 0 ? tr("Cell %1, %2").arg(cell).arg(pieceName(piece)) : tr("Cell %1, empty").arg(cell);
    }
};

LUDOTECA_REGISTER_PRESENTATION("circular-chess", CircularChessPresentation)

// A piece moved, or a capture when the engine counts a piece more taken by the mover; the
// draw of a card, an objective dealt; the card's piece placed on its cell (a card whose
// cell is taken is discarded without a sound).
Sound CircularChessPresentation::moveSound(const State &before, Action action, const State &after) const
{
    using Kind = CircularChessState::Decoded::Kind;
    const auto &from = stateAs<CircularChessState>(before);
    const auto &to = stateAs<CircularChessState>(after);
    const CircularChessState::Decoded move = from.decode(action);
    switch (move.kind) {
    case Kind::Move: {
        const int seat = from.turnSeat();
        int taken = 0;
        for (int piece = 1; piece <= games::circular_chess::kPieceTypes; ++piece)
            taken += to.capturedCount(seat, piece) - from.capturedCount(seat, piece);
        return taken > 0 ? Sound::Capture : Sound::Move;
    }
    case Kind::Draw:
    case Kind::Deal:
        return Sound::Draw;
    case Kind::Card:
        return to.discarded(move.card) ? Sound::None : Sound::Place;
    case Kind::Invalid:
        break;
    }
    return Sound::None;
}

QString CircularChessPresentation::moveText(const State &before, Action action) const
{
    // Moves of pieces keep their cell numbers; the deck's moves are said in words.
    using Kind = CircularChessState::Decoded::Kind;
    const auto move = stateAs<CircularChessState>(before).decode(action);
    switch (move.kind) {
    case Kind::Draw:
        return tr("draw a card");
    case Kind::Card:
        return tr("card %1 turned up").arg(move.card);
    case Kind::Deal:
        return tr("objective dealt: card %1").arg(move.card);
    case Kind::Move:
    case Kind::Invalid:
        break;
    }
    return GamePresentation::moveText(before, action);
}

QString CircularChessPresentation::moveHint(const State &state) const
{
    const auto &game = stateAs<CircularChessState>(state);
    if (game.phase() != CircularChessState::Phase::Turn)
        return {};
    return game.deckSize() > 0 ? tr("Click any piece to move it, or draw a card from the deck.")
                               : tr("The deck is empty: click any piece to move it.");
}

QString CircularChessPresentation::resultText(const State &state) const
{
    const auto &game = stateAs<CircularChessState>(state);
    if (!state.isTerminal())
        return GamePresentation::resultText(state);
    const auto winners = state.winners();
    const QString together = namesOf(winners);
    const int best = winners.empty() ? 0 : game.score(winners.front());
    QString text;
    if (best == 0)
        text = tr("Nobody caught their quarry: %1 share the win.").arg(together);
    else if (winners.size() == 1)
        text = addressed(winners.front()) ? tr("You win with %n point(s).", nullptr, best)
                                          : tr("%1 wins with %n point(s).", nullptr, best).arg(together);
    else
        text = tr("%1 share the win with %n point(s) each.", nullptr, best).arg(together);
    // Who hunted what, and how many of their captures counted.
    for (int seat = 0; seat < game.numPlayers(); ++seat) {
        int taken = 0;
        for (int piece = 1; piece <= games::circular_chess::kPieceTypes; ++piece)
            taken += game.capturedCount(seat, piece);
        const int objective = game.visibleObjective(session().viewer(), seat);
        const QString quarry = pieceNamePlural(games::circular_chess::cardPiece(objective));
        text += QLatin1Char(' ')
            + (addressed(seat)
                   ? tr("You hunted %1: %2 of %n capture(s) counted.", nullptr, taken).arg(quarry)
                   : tr("%1 hunted %2: %3 of %n capture(s) counted.", nullptr, taken).arg(seatName(seat), quarry))
                  .arg(game.score(seat));
    }
    return text;
}

} // namespace ludoteca::app::circular_chess

#include "circular_chess_presentation.moc"
