#pragma once
// Egotzi's words and colours for the game page: each seat's stone colour (which the pie
// rule may swap), the swap as a button, the hint for placing a stone and the result with
// the groups that decided it.

#include "views/game_presentation.h"

namespace ludoteca::app::egotzi {

class EgotziPresentation : public GamePresentation {
    Q_OBJECT

public:
    using GamePresentation::GamePresentation;

    QColor seatColor(const State &state, int seat) const override;
    QString seatColorName(const State &state, int seat) const override;
    bool playsOnBoard(const State &state, Action action) const override;
    QString actionLabel(const State &state, Action action) const override;
    QString moveHint(const State &state) const override;
    QString resultText(const State &state) const override;
};

} // namespace ludoteca::app::egotzi
