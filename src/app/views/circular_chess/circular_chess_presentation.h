#pragma once
// Circular Chess's words and colours for the game page: a colour per seat, the hint for a
// turn, the chance draws by hand (dealing the objectives, turning a card over) and the
// result with what each seat hunted, as far as the session's viewer may know it.

#include <QColor>

#include "views/game_presentation.h"

namespace ludoteca::app::circular_chess {

// The colour that marks a seat on the board and in the panel.
QColor seatColour(int seat);

class CircularChessPresentation : public GamePresentation {
    Q_OBJECT

public:
    using GamePresentation::GamePresentation;

    QColor seatColor(const State &state, int seat) const override;
    QString seatColorName(const State &state, int seat) const override;
    QString actionLabel(const State &state, Action action) const override;
    QString chanceLabel(const State &state) const override;
    QString moveHint(const State &state) const override;
    QString resultText(const State &state) const override;
};

} // namespace ludoteca::app::circular_chess
