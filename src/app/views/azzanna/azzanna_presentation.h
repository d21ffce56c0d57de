#pragma once
// Azzanna's words and colours for the game page: the Pack, the Pumpkins and the Broccoli,
// the pass as a button, the hint for each phase and the result told as the field ended.

#include <QColor>

#include "views/game_presentation.h"

namespace ludoteca::app::azzanna {

// The colour of a seat's side (pigs, pumpkins, broccoli) and its name.
QColor sideColor(int seat);
QString sideName(int seat);

class AzzannaPresentation : public GamePresentation {
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

} // namespace ludoteca::app::azzanna
