#pragma once
// Circular Chess's words for the strip beside its board, built from the engine's position
// as the session's viewer may see it: the deck, the last card and what became of it, the
// objective (the viewer's own, or every hunt once the game is over), each seat's row and
// the quiet counter. Kept apart from the view, which only lays them out and paints them,
// so the texts can be tested without a window. Also why a click on the board is refused.

#include <QString>
#include <QStringList>
#include <QVector>

#include "ludoteca/games/circular_chess.h"
#include "session/seat.h"

namespace ludoteca::app::circular_chess {

// What a seat's row beside the board says.
struct SeatRow {
    QString name;
    bool learner = false; // sentences about the seat speak to the person at it
    QString captured;     // as symbols
    int capturedCount = 0;
    int objective = 0; // the card, 0 while it may not be shown
    int score = -1;    // -1 while it may not be shown
};

// The last card revealed (number 0: none yet) and whether its cell was taken.
struct LastCard {
    int number = 0;
    bool discarded = false;
};

// Each seat's row, as the engine lets `viewer` see it; `names` gives the seats' names.
QVector<SeatRow> seatRows(const games::circular_chess::CircularChessState &game, const QVector<Seat> &seats,
                          int viewer);
// The last card revealed in the game's history.
LastCard lastCard(const games::circular_chess::CircularChessState &game);

// "12 cards left".
QString deckText(const games::circular_chess::CircularChessState &game);
// The number of cards left alone, and the words that go under it on the pile's label.
QString deckWords(const games::circular_chess::CircularChessState &game);
// "33 · 'E ccorde" (or that no card is drawn yet) and what the card did.
QString cardTitle(const LastCard &card);
QString cardCaption(const LastCard &card);
// The viewer's objective while playing (or why none is shown); at the end, every hunt.
// `over` is the live game's end, which reveals every objective.
QString objectiveText(const games::circular_chess::CircularChessState &game, const QVector<SeatRow> &rows, int viewer,
                      bool over);
// "3 turns without a draw or capture; the game ends at 40."
QString quietText(const games::circular_chess::CircularChessState &game);
// What a seat's row says when it has captured nothing.
QString noCapturesText(bool over);
// The engine's reason a click does not go on with the move, in a sentence (empty for none).
QString refusalText(const games::circular_chess::CircularChessState &game,
                    const games::circular_chess::CircularChessState::Refusal &why);

} // namespace ludoteca::app::circular_chess
