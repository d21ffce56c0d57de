// Asymmetric Circular Chess: its texts in the player's language (see i18n/engine_texts.h).

#include "i18n/engine_texts.h"

namespace ludoteca::app::engine_texts {

namespace {

// clang-format off
constexpr Text kTexts[] = {
    QT_TRANSLATE_NOOP3("EngineText", "Draw chess pieces onto a round board with a pole, move any of them, and hunt the kind of piece your secret card shows.", "circular-chess/summary"),
    QT_TRANSLATE_NOOP3("EngineText", "Players", "circular-chess/players/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Number of seats, from 2 to 6.", "circular-chess/players/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Captures", "circular-chess/capture/label"),
    QT_TRANSLATE_NOOP3("EngineText", "same: a piece takes only pieces of its own colour; opposite: only of the other colour; any: both.", "circular-chess/capture/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Same", "circular-chess/capture=same"),
    QT_TRANSLATE_NOOP3("EngineText", "Opposite", "circular-chess/capture=opposite"),
    QT_TRANSLATE_NOOP3("EngineText", "Any", "circular-chess/capture=any"),
    QT_TRANSLATE_NOOP3("EngineText", "Quiet turns", "circular-chess/quiet/label"),
    QT_TRANSLATE_NOOP3("EngineText", "The game ends after this many turns in a row without a draw or a capture.", "circular-chess/quiet/help"),
};
// clang-format on

} // namespace

LUDOTECA_REGISTER_ENGINE_TEXTS(kTexts, std::span<const MessageText> {})

} // namespace ludoteca::app::engine_texts
