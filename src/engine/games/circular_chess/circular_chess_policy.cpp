// What the search knows about Circular Chess: a playout policy that plays like someone who
// knows their objective.
//
// Uniform playouts almost never draw (one action among dozens of moves), so the quiet rule
// ends them after a few idle moves with nobody scoring, and the search sees no difference
// between its moves. A player who hunts a piece instead takes it whenever one can be taken,
// and otherwise mostly draws, because every card may bring a piece of the hunted kind or
// a piece that can take one.

#include "ludoteca/games/circular_chess.h"

#include <algorithm>
#include <cmath>

namespace ludoteca::games::circular_chess {

namespace {

// Chosen by matches between variants (docs/ai-circular-chess.md).
constexpr double kDrawShare = 0.6;    // a turn without a capture of the objective draws this often
constexpr double kCaptureShare = 0.3; // otherwise a capture of another piece, this often
constexpr int kPieceAttempts = 32;    // random cells tried for a piece that can move
// The evaluation: what a piece of a seat's objective is worth before it is taken, on the
// board and still in the deck, in captured pieces; and how sharply a lead turns into a win.
constexpr double kOnBoardWorth = 0.3;
constexpr double kInDeckWorth = 0.1;
constexpr double kLeadSharpness = 1.5;
// What a shared win is worth to the search, as a part of its share: less than all of it,
// so that the AI plays on for a win rather than settle for an even end.
constexpr double kSharedWinWorth = 0.5;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

} // namespace

bool CircularChessState::takesObjective(Action action) const
{
    if (phase_ != Phase::Turn || action < 0 || action >= kDraw || objective_[at(seat_)] == 0)
        return false;
    const int taken = board_[at(action % kCells)];
    return taken != 0 && taken == circular_chess::cardPiece(objective_[at(seat_)]);
}

Action CircularChessState::playoutAction(Rng &rng, std::vector<Action> &scratch) const
{
    if (phase_ == Phase::Over)
        return kInvalidAction;
    if (phase_ != Phase::Turn) {
        // Every card left equally likely: one number below the deck's size, no buffer.
        int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(deckSize_)));
        for (int card = 1; card <= kCells; ++card)
            if (inDeck_[at(card - 1)] && pick-- == 0)
                return (phase_ == Phase::Deal ? kFirstDeal : kFirstCard) + card;
        return kInvalidAction;
    }

    // Only the pieces that matter get their moves listed: a whole move list on a crowded
    // board costs more than the rest of the playout.
    const int hunted = objective_[at(seat_)] != 0 ? circular_chess::cardPiece(objective_[at(seat_)]) : 0;
    bool huntedOnBoard = false;
    for (int cell = 0; hunted != 0 && cell < kCells && !huntedOnBoard; ++cell)
        huntedOnBoard = board_[at(cell)] == hunted;
    if (huntedOnBoard) {
        scratch.clear();
        for (int cell = 0; cell < kCells; ++cell)
            if (board_[at(cell)] != 0 && canTake(board_[at(cell)], hunted))
                pieceMoves(cell, &scratch);
        int hunts = 0;
        for (const Action action : scratch)
            hunts += takesObjective(action) ? 1 : 0;
        if (hunts > 0) {
            int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(hunts)));
            for (const Action action : scratch)
                if (takesObjective(action) && pick-- == 0)
                    return action;
        }
    }
    if (deckSize_ > 0 && rng.uniform() < kDrawShare)
        return kDraw;

    // One piece at random, then one of its moves, a capture more often than its share.
    for (int attempt = 0; attempt < kPieceAttempts; ++attempt) {
        const int cell = static_cast<int>(rng.below(kCells));
        if (board_[at(cell)] == 0)
            continue;
        scratch.clear();
        pieceMoves(cell, &scratch);
        if (scratch.empty())
            continue;
        int captures = 0;
        for (const Action action : scratch)
            captures += board_[at(action % kCells)] != 0 ? 1 : 0;
        if (captures > 0 && rng.uniform() < kCaptureShare) {
            int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(captures)));
            for (const Action action : scratch)
                if (board_[at(action % kCells)] != 0 && pick-- == 0)
                    return action;
        }
        return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
    }
    // A nearly empty or blocked board: any legal action.
    legalActions(scratch);
    return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
}

void CircularChessState::rewards(std::span<double> out) const
{
    State::rewards(out);
    int winnersCount = 0;
    for (int seat = 0; seat < players_; ++seat)
        winnersCount += out[at(seat)] > 0.0 ? 1 : 0;
    if (winnersCount > 1)
        for (int seat = 0; seat < players_; ++seat)
            out[at(seat)] *= kSharedWinWorth;
}

bool CircularChessState::evaluate(std::span<double> out) const
{
    if (phase_ == Phase::Over) {
        rewards(out);
        return true;
    }
    if (dealt_ < players_)
        return false;
    // A seat's copy with cards face down has no objectives to weigh until it is sampled.
    for (int seat = 0; seat < players_; ++seat)
        if (faceDown(seat))
            return false;
    // Pieces of each kind on the board and cards of each piece still in the deck.
    std::array<int, circular_chess::kPieceTypes> onBoard {};
    std::array<int, circular_chess::kPieceTypes> inDeck {};
    for (int cell = 0; cell < kCells; ++cell) {
        if (board_[at(cell)] != 0)
            ++onBoard[at(board_[at(cell)] - 1)];
        if (inDeck_[at(cell)] != 0 && board_[at(cell)] == 0)
            ++inDeck[at(circular_chess::cardPiece(cell + 1) - 1)];
    }
    // Each seat's prospects as captured pieces so far plus what may still be taken; the
    // chances of winning as a soft maximum over the seats.
    std::array<double, kMaxSeats> weight {};
    double best = -1e9;
    for (int seat = 0; seat < players_; ++seat) {
        const int hunted = circular_chess::cardPiece(objective_[at(seat)]) - 1;
        const double prospect = score(seat) + kOnBoardWorth * onBoard[at(hunted)] + kInDeckWorth * inDeck[at(hunted)];
        weight[at(seat)] = kLeadSharpness * prospect;
        best = std::max(best, weight[at(seat)]);
    }
    double total = 0.0;
    for (int seat = 0; seat < players_; ++seat) {
        weight[at(seat)] = std::exp(weight[at(seat)] - best);
        total += weight[at(seat)];
    }
    for (int seat = 0; seat < players_; ++seat)
        out[at(seat)] = weight[at(seat)] / total;
    return true;
}

} // namespace ludoteca::games::circular_chess
