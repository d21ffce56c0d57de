// Move generation: slides, steps, knights and pawns on the polar board.

#include "ludoteca/games/circular_chess.h"

#include "circular_chess_tables.h"

namespace ludoteca::games::circular_chess {

using circular_chess::kTables;

namespace {

// Orthogonal directions are 0..3, diagonal ones 4..7 (see circular_chess::kDirections).
constexpr int kWhiteForward = 0;       // (0, +1)
constexpr int kBlackForward = 1;       // (0, -1)
constexpr int kWhiteTakes[2] = {4, 6}; // (+1, +1), (-1, +1)
constexpr int kBlackTakes[2] = {5, 7}; // (+1, -1), (-1, -1)

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// Targets already listed for one piece: the same move along two paths counts once.
struct TargetSet {
    std::uint64_t bits[2] {0, 0};
    bool insert(int cell)
    {
        std::uint64_t &word = bits[cell >> 6];
        const std::uint64_t mask = std::uint64_t {1} << (cell & 63);
        if (word & mask)
            return false;
        word |= mask;
        return true;
    }
};

} // namespace

CircularChessState::Refusal CircularChessState::refusal(int from, int cell) const
{
    using Kind = Refusal::Kind;
    Refusal why {Kind::None, from, cell};
    if (cell < 1 || cell > kCells || phase_ != Phase::Turn)
        return why;
    // The legal moves answer: a move of the piece picked up, or a piece to pick up.
    bool reaches = false;
    bool moves = false;
    for (const Action action : legalActions()) {
        const Decoded move = decode(action);
        reaches = reaches || (move.kind == Decoded::Kind::Move && move.from == from && move.to == cell);
        moves = moves || (move.kind == Decoded::Kind::Move && move.from == cell);
    }
    if (reaches || moves)
        return why;
    if (from < 1 || from > kCells || pieceAt(from) == 0)
        why.kind = pieceAt(cell) == 0 ? Kind::Empty : Kind::Stuck;
    else
        why.kind = pieceAt(cell) != 0 && !canTake(pieceAt(from), pieceAt(cell)) ? Kind::CannotTake : Kind::CannotReach;
    return why;
}

bool CircularChessState::canTake(int mover, int target) const
{
    switch (capture_) {
    case Capture::Same:
        return circular_chess::isWhite(mover) == circular_chess::isWhite(target);
    case Capture::Opposite:
        return circular_chess::isWhite(mover) != circular_chess::isWhite(target);
    case Capture::Any:
        break;
    }
    return true;
}

bool CircularChessState::pieceMoves(int from, std::vector<Action> *out) const
{
    const int piece = board_[at(from)];
    TargetSet seen;
    bool found = false;
    // Records a move to `to` if the cell is free or holds a piece this one may take.
    auto offer = [&](int to) {
        const int target = board_[at(to)];
        if (target != 0 && !canTake(piece, target))
            return;
        found = true;
        if (out != nullptr && seen.insert(to))
            out->push_back(from * kCells + to);
    };
    auto slide = [&](int firstDir, int lastDir) {
        for (int d = firstDir; d <= lastDir; ++d) {
            int cell = from;
            int dir = d;
            for (;;) {
                const int next = kTables.next[at(cell)][at(dir)];
                // Off the board, or around a ring (or through the pole) back to the start.
                if (next < 0 || next == from)
                    break;
                dir = kTables.turn[at(cell)][at(dir)];
                cell = next;
                offer(cell);
                if (board_[at(cell)] != 0)
                    break;
                if (found && out == nullptr)
                    return;
            }
            if (found && out == nullptr)
                return;
        }
    };
    switch (circular_chess::kindOf(piece)) {
    case circular_chess::Rook:
        slide(0, 3);
        break;
    case circular_chess::Bishop:
        slide(4, 7);
        break;
    case circular_chess::Queen:
        slide(0, 7);
        break;
    case circular_chess::King:
        for (int i = 0; i < kTables.kingCount[at(from)]; ++i)
            offer(kTables.king[at(from)][at(i)]);
        break;
    case circular_chess::Knight:
        for (int i = 0; i < kTables.knightCount[at(from)]; ++i)
            offer(kTables.knight[at(from)][at(i)]);
        break;
    case circular_chess::Pawn: {
        const bool white = circular_chess::isWhite(piece);
        const int ahead = kTables.next[at(from)][at(white ? kWhiteForward : kBlackForward)];
        if (board_[at(ahead)] == 0) {
            found = true;
            if (out != nullptr)
                out->push_back(from * kCells + ahead);
        }
        for (const int d : white ? kWhiteTakes : kBlackTakes) {
            const int to = kTables.next[at(from)][at(d)];
            if (to >= 0 && board_[at(to)] != 0)
                offer(to);
        }
        break;
    }
    }
    return found;
}

bool CircularChessState::anyMove() const
{
    for (int cell = 0; cell < kCells; ++cell)
        if (board_[at(cell)] != 0 && pieceMoves(cell, nullptr))
            return true;
    return false;
}

void CircularChessState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    switch (phase_) {
    case Phase::Deal:
    case Phase::Card: {
        const Action base = phase_ == Phase::Deal ? kFirstDeal : kFirstCard;
        for (int card = 1; card <= kCells; ++card)
            if (inDeck_[at(card - 1)])
                out.push_back(base + card);
        break;
    }
    case Phase::Turn:
        if (deckSize_ > 0)
            out.push_back(kDraw);
        for (int cell = 0; cell < kCells; ++cell)
            if (board_[at(cell)] != 0)
                pieceMoves(cell, &out);
        break;
    case Phase::Over:
        break;
    }
}

void CircularChessState::chanceOutcomes(std::vector<ChanceOutcome> &out) const
{
    out.clear();
    if (phase_ != Phase::Deal && phase_ != Phase::Card)
        return;
    // Every card left is equally likely.
    const Action base = phase_ == Phase::Deal ? kFirstDeal : kFirstCard;
    for (int card = 1; card <= kCells; ++card)
        if (inDeck_[at(card - 1)])
            out.push_back({base + card, 1});
}

} // namespace ludoteca::games::circular_chess
