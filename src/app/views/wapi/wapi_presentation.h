#pragma once
// Wapi's words and colours for the game page: the players' colours, the mines as moves,
// the totem choice as two buttons, the draw from the bag, and the result with exact shares.

#include "views/game_presentation.h"

namespace ludoteca::app::wapi {

class WapiPresentation : public GamePresentation {
    Q_OBJECT

public:
    using GamePresentation::GamePresentation;

    QColor seatColor(const State &state, int seat) const override;
    QString seatColorName(const State &state, int seat) const override;
    bool playsOnBoard(const State &state, Action action) const override;
    QString actionLabel(const State &state, Action action) const override;
    QString chanceLabel(const State &state) const override;
    QString moveHint(const State &state) const override;
    QString resultText(const State &state) const override;
};

} // namespace ludoteca::app::wapi
