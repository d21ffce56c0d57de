#pragma once
// Wapi's words and numbers for the view: the masks' names, exact shares written as
// fractions or decimals, the words on the mines' cards and the score table, and the payout
// of each mine explained at the end. Kept apart from the painting so the texts can be
// tested without a window.

#include <QString>
#include <QStringList>

#include "ludoteca/games/wapi.h"

namespace ludoteca::app::wapi {

// The mask (and mine) names, 0-based: eagle, bear, wolf, buffalo, raven, snake.
QString maskName(int mine);
// "Mine 3 · Wolf".
QString mineTitle(int mine);

// An exact amount in twelfths: "17", "5 2/3" (fractions) or "5.67" (decimals).
QString amountText(int twelfths, bool decimals);
// The player's choice of decimals over fractions, kept in the settings so that the board
// and the result sentence write amounts alike, in this game and the next.
bool decimalsChosen();
void chooseDecimals(bool decimals);

// The board's letter keys, as the language's words for them begin: drive the totem in, keep
// it back, draw a tile by hand, show the bag (BoardView::letterKey).
QString totemKey();
QString noTotemKey();
QString drawKey();
QString bagKey();

// The mine's number on its card: "Mine 3", then the number alone for a small card.
QStringList mineNumberForms(int mine);
// What one totem in `mine` earns now, under its card: the whole sentence ("2 totems, 2 1/2
// each"; at the end, with no totem, "No totem: nobody is paid"), then the same in fewer
// words for a small card ("2 1/2 each").
QStringList footerForms(const games::wapi::WapiState &state, int mine, bool decimals);

// The note beside a mask being decided (rich text): the question, and what a totem there
// would score now; `brief`, in fewer words for a small board.
QString totemNote(const games::wapi::WapiState &state, bool decimals, bool brief = false);

// The score table's words: its title, the note on the game's scoring, the title of the
// payouts at the end, and what stands there when no mine has a totem.
QString scoresTitle();
QString scoringNote(const games::wapi::WapiState &state);
QString payoutTitle();
QString noPayoutText();

// One line per mine with totems: its value and what each owner takes from it.
// `names` gives the seats' names. The brief lines say only the mine, its value and each
// owner's take ("Eagle (20): Ana 10, Ben 10."), for a small board.
QStringList payoutLines(const games::wapi::WapiState &state, const QStringList &names, bool decimals,
                        bool brief = false);

// The words in the middle of the board, each longest first so that the view can take the
// first that fits: the note under the empty bag at the end; the count under the bag; whose
// turn it is (`name`, or the name alone); and the note under the drawn coin (`choosing`:
// the player picks among lit mines) or beside a mask a computer is deciding.
QStringList endNoteForms();
QStringList bagCountForms(int tiles);
QStringList turnForms(const QString &name, bool learner);
QString drawnCoinNote(const games::wapi::WapiState &state, bool choosing);
QString maskQuestion(const games::wapi::WapiState &state);
// The title of the card that shows what is left in the bag.
QString bagContentsTitle(int tiles);

// The engine's reason a click on a mine puts no coin there, in a sentence (empty for none).
QString refusalText(const games::wapi::WapiState::Refusal &why);

} // namespace ludoteca::app::wapi
