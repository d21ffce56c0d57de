#pragma once
// How a game on a square board numbers its cells. The game's header hands one out (Egotzi
// counts along the ranks, Azzanna along the files), and everything that draws or reads a
// cell by file and rank goes through it, so the numbering lives in one place per game.

namespace ludoteca {

struct SquareCells {
    enum class Order { ByRank, ByFile }; // rank * side + file, or file * side + rank

    int side = 0;
    Order order = Order::ByRank;

    constexpr int count() const { return side * side; }
    constexpr bool contains(int cell) const { return cell >= 0 && cell < count(); }
    constexpr bool inside(int file, int rank) const { return file >= 0 && rank >= 0 && file < side && rank < side; }
    // The cell at (file, rank), both 0-based with rank 0 at the bottom; -1 off the board.
    constexpr int cell(int file, int rank) const
    {
        if (!inside(file, rank))
            return -1;
        return order == Order::ByRank ? rank * side + file : file * side + rank;
    }
    // A cell's file and rank; -1 for a number that is no cell.
    constexpr int file(int cell) const
    {
        if (!contains(cell))
            return -1;
        return order == Order::ByRank ? cell % side : cell / side;
    }
    constexpr int rank(int cell) const
    {
        if (!contains(cell))
            return -1;
        return order == Order::ByRank ? cell / side : cell % side;
    }
};

} // namespace ludoteca
