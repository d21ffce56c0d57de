#include "views/circular_chess/circular_chess_presentation.h"
#include "views/game_presentation.h"

#include <QStringList>

#include "ludoteca/games/circular_chess.h"
#include "session/game_session.h"
#include "views/circular_chess/circular_chess_pieces.h"

namespace ludoteca::app::circular_chess {

using games::circular_chess::CircularChessState;

// Circular Chess's words and colours for the game page: a colour per seat, the hint for a
// turn, the chance draws by hand (dealing the objectives, turning a card over) and the
// result with what each seat hunted, as far as the session's viewer may know it.
class CircularChessPresentation : public GamePresentation {
    Q_OBJECT

public:
    using GamePresentation::GamePresentation;

    QColor seatColor(const State &state, int seat) const override;
    QString seatColorName(const State &state, int seat) const override;
    QString actionLabel(const State &state, Action action) const override;
    QString moveText(const State &before, Action action) const override;
    QString chanceLabel(const State &state) const override;
    QString moveHint(const State &state) const override;
    QString resultText(const State &state) const override;
};

LUDOTECA_REGISTER_PRESENTATION("circular-chess", CircularChessPresentation)

namespace {

const QColor kSeatColors[] = {QColor(0xc0392b), QColor(0x2e86c1), QColor(0x27ae60),
                              QColor(0xd68910), QColor(0x8e44ad), QColor(0x17a589)};

} // namespace

QColor seatColour(int seat) { return kSeatColors[static_cast<std::size_t>(seat) % std::size(kSeatColors)]; }

QColor CircularChessPresentation::seatColor(const State &, int seat) const { return seatColour(seat); }

QString CircularChessPresentation::seatColorName(const State &, int seat) const
{
    switch (seat % 6) {
    case 0:
        return tr("Red");
    case 1:
        return tr("Blue");
    case 2:
        return tr("Green");
    case 3:
        return tr("Amber");
    case 4:
        return tr("Purple");
    default:
        return tr("Teal");
    }
}

QString CircularChessPresentation::actionLabel(const State &state, Action action) const
{
    if (action == CircularChessState::kDraw)
        return tr("Draw a card");
    return GamePresentation::actionLabel(state, action);
}

QString CircularChessPresentation::moveText(const State &before, Action action) const
{
    // Moves of pieces keep their cell numbers; the deck's moves are said in words.
    if (action == CircularChessState::kDraw)
        return tr("draw a card");
    if (action > CircularChessState::kFirstCard
        && action <= CircularChessState::kFirstCard + games::circular_chess::kCells)
        return tr("card %1 turned up").arg(action - CircularChessState::kFirstCard);
    if (action > CircularChessState::kFirstDeal
        && action <= CircularChessState::kFirstDeal + games::circular_chess::kCells)
        return tr("objective dealt: card %1").arg(action - CircularChessState::kFirstDeal);
    return GamePresentation::moveText(before, action);
}

QString CircularChessPresentation::chanceLabel(const State &state) const
{
    return stateAs<CircularChessState>(state).phase() == CircularChessState::Phase::Deal ? tr("Deal the objectives")
                                                                                         : tr("Turn the card over");
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
        text = tr("%1 wins with %n point(s).", nullptr, best).arg(together);
    else
        text = tr("%1 share the win with %n point(s) each.", nullptr, best).arg(together);
    // Who hunted what, and how many of their captures counted.
    for (int seat = 0; seat < game.numPlayers(); ++seat) {
        int taken = 0;
        for (int piece = 1; piece <= games::circular_chess::kPieceTypes; ++piece)
            taken += game.capturedCount(seat, piece);
        const int objective = game.visibleObjective(session().viewer(), seat);
        text += QLatin1Char(' ')
            + tr("%1 hunted %2: %3 of %n capture(s) counted.", nullptr, taken)
                  .arg(seatName(seat), pieceNamePlural(games::circular_chess::cardPiece(objective)))
                  .arg(game.score(seat));
    }
    return text;
}

} // namespace ludoteca::app::circular_chess

#include "circular_chess_presentation.moc"
