#pragma once
// Wang Zi's words and colours for the game page: White and Black, the hint for a Prince's
// move, and the final score with what it is made of.

#include "views/game_presentation.h"

namespace ludoteca::app::wangzi {

class WangziPresentation : public GamePresentation {
    Q_OBJECT

public:
    using GamePresentation::GamePresentation;

    QColor seatColor(const State &state, int seat) const override;
    QString seatColorName(const State &state, int seat) const override;
    QString moveHint(const State &state) const override;
    QString resultText(const State &state) const override;

private:
    // What a seat's final score is made of, in whole sentences.
    QString scoreDetail(const State &state, int seat) const;
};

} // namespace ludoteca::app::wangzi
