#include "views/egotzi/egotzi_board.h"

namespace ludoteca::app::egotzi {

Board Board::fromState(const games::egotzi::EgotziState &state)
{
    Board board;
    board.size = state.size();
    board.squared = state.variant() == games::egotzi::EgotziState::Variant::Squared;
    board.komi = board.squared ? state.komi() : 0;
    board.numbering = state.cells();
    board.cells.resize(board.numbering.count());
    for (int cell = 0; cell < board.cells.size(); ++cell)
        board.cells[cell] = state.at(cell);
    for (int seat = 0; seat < 2; ++seat)
        board.seatStone[seat] = state.seatColor(seat);
    return board;
}

} // namespace ludoteca::app::egotzi
