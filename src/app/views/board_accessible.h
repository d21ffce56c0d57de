#pragma once
// The board as assistive technology sees it (Qt's accessibility, which Linux's AT-SPI
// bridge hands to a screen reader such as Orca): a list named after the board, with one item
// per cell in reading order, each named in the game's words ("c3, white stone") and
// pressed as Enter presses it. The keyboard cursor is the accessible focus: each step of it
// sends one focus event for its cell, so the screen reader speaks the cell.

namespace ludoteca::app {

class BoardView;

// Installs the factory that gives every BoardView its accessible board (once per process).
void installBoardAccessibility();
// Tells assistive technology that the cursor of `view` is now on `cell`.
void announceCursor(BoardView *view, int cell);

} // namespace ludoteca::app
