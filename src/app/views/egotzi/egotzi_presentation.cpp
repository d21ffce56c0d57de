// Egotzi's words and colours for the game page: each seat's stone colour (which the pie
// rule may swap), the swap as a button, the hint for placing a stone, why a click places
// none, and the result with the groups that decided it.

#include "views/egotzi/egotzi_presentation.h"

#include "views/game_presentation.h"

#include <algorithm>

#include "session/game_session.h"
#include "views/egotzi/egotzi_board.h"

namespace ludoteca::app::egotzi {

using games::egotzi::EgotziState;

namespace {

Stone stoneOf(const State &state, int seat) { return Board::fromState(state).seatStone[seat & 1]; }

int seatOf(const Board &board, Stone stone) { return board.seatStone[0] == stone ? 0 : 1; }

} // namespace

class EgotziPresentation : public GamePresentation {
    Q_OBJECT

public:
    using GamePresentation::GamePresentation;

    // A seat looks like its stones, which the pie rule may have swapped.
    SeatLook seatLook(const State &state, int seat) const override
    {
        return whiteOrBlack(stoneOf(state, seat) == Stone::White);
    }
    QString offBoardLabel(const State &state, Action action) const override
    {
        const bool swap = stateAs<EgotziState>(state).decode(action).kind == EgotziState::Decoded::Kind::Swap;
        return swap ? tr("Swap colours") : QString();
    }
    // Stones keep their cell names; the pie rule's swap is said in words.
    QString moveText(const State &before, Action action) const override
    {
        const bool swap = stateAs<EgotziState>(before).decode(action).kind == EgotziState::Decoded::Kind::Swap;
        return swap ? tr("swap colours", "the pie rule's move in the move list")
                    : GamePresentation::moveText(before, action);
    }
    QString moveHint(const State &state) const override;
    QString resultText(const State &state) const override;
    std::vector<int> boardCells(const State &state) const override
    {
        return readingOrder(stateAs<EgotziState>(state).cells());
    }
    QString cellText(const State &state, int cell, int) const override
    {
        const auto &game = stateAs<EgotziState>(state);
        const QString name = QString::fromStdString(game.cellName(cell));
        switch (game.at(cell)) {
        case Stone::Black:
            return tr("%1, black stone").arg(name);
        case Stone::White:
            return tr("%1, white stone").arg(name);
        case Stone::Empty:
            break;
        }
        return tr("%1, empty").arg(name);
    }
    // As the game starts; the pie rule may swap them after the first stone.
    QString seatRole(int seat) const override { return seat == 0 ? tr("Black") : tr("White"); }
    // A stone placed (pushing others or not); the swap of colours moves nothing on the board.
    Sound moveSound(const State &before, Action action, const State &) const override
    {
        const auto kind = stateAs<EgotziState>(before).decode(action).kind;
        return kind == EgotziState::Decoded::Kind::Place ? Sound::Place : Sound::Move;
    }
};

LUDOTECA_REGISTER_PRESENTATION("egotzi", EgotziPresentation)

QString EgotziPresentation::moveHint(const State &state) const
{
    const int seat = state.currentPlayer();
    if (seat < 0)
        return {};
    QString text = stoneOf(state, seat) == Stone::White
        ? tr("Place a white stone on an empty square; its neighbours are pushed away.")
        : tr("Place a black stone on an empty square; its neighbours are pushed away.");
    if (stateAs<EgotziState>(state).swapLegal())
        text += QLatin1Char(' ') + tr("Or swap colours (pie rule) and keep the first stone.");
    return text;
}

QString refusalText(const EgotziState &game, const EgotziState::Refusal &why)
{
    if (why.kind != EgotziState::Refusal::Kind::Occupied)
        return {};
    const QString cell = QString::fromStdString(game.cellName(why.cell));
    return why.stone == EgotziState::Color::White
        ? EgotziPresentation::tr("%1 holds a white stone: place yours on an empty square.").arg(cell)
        : EgotziPresentation::tr("%1 holds a black stone: place yours on an empty square.").arg(cell);
}

QString EgotziPresentation::resultText(const State &state) const
{
    const auto winners = state.winners();
    if (winners.empty())
        return GamePresentation::resultText(state);
    const Board board = Board::fromState(state);
    const auto scores = state.scores();
    if (board.squared) {
        const int black = static_cast<int>(scores[static_cast<std::size_t>(seatOf(board, Stone::Black))]);
        const int white = static_cast<int>(scores[static_cast<std::size_t>(seatOf(board, Stone::White))]);
        if (winners.size() == 2)
            return tr("A draw: both colours score %1.").arg(black);
        const bool you = addressed(winners.front());
        QString text;
        if (board.komi > 0)
            text = you ? tr("You win, %1 to %2 (sums of squared group sizes, komi %3 for White).")
                       : tr("%1 wins, %2 to %3 (sums of squared group sizes, komi %4 for White).")
                             .arg(seatName(winners.front()));
        else
            text = you ? tr("You win, %1 to %2 (sums of squared group sizes).")
                       : tr("%1 wins, %2 to %3 (sums of squared group sizes).").arg(seatName(winners.front()));
        text = text.arg(std::max(black, white)).arg(std::min(black, white));
        return board.komi > 0 ? text.arg(board.komi) : text;
    }
    const int winner = winners.front();
    const int largest = static_cast<int>(scores[static_cast<std::size_t>(winner)]);
    if (largest == 0)
        return addressed(winner)
            ? tr("Every group was paired off and removed; you win because your opponent placed the last stone.")
            : tr("Every group was paired off and removed; %1 wins because the last stone was placed by the opponent.")
                  .arg(seatName(winner));
    if (addressed(winner))
        return tr("You win: after the equal groups cancel in pairs, the largest group left has %n stone(s).", nullptr,
                  largest);
    return tr("%1 wins: after the equal groups cancel in pairs, the largest group left has %n stone(s).", nullptr,
              largest)
        .arg(seatName(winner));
}

} // namespace ludoteca::app::egotzi

#include "egotzi_presentation.moc"
