// Egotzi: its texts in the player's language (see i18n/engine_texts.h).

#include "i18n/engine_texts.h"

namespace ludoteca::app::engine_texts {

namespace {

// clang-format off
constexpr Text kTexts[] = {
    QT_TRANSLATE_NOOP3("EngineText", "Place a stone, push its neighbours away, and build the largest group that has no twin.", "egotzi/summary"),
    QT_TRANSLATE_NOOP3("EngineText", "Board size", "egotzi/size/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Number of cells along each side of the square board.", "egotzi/size/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Scoring", "egotzi/variant/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Standard: equal groups cancel in pairs and the largest group left wins; squared: each group scores its size squared.", "egotzi/variant/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Standard", "egotzi/variant=standard"),
    QT_TRANSLATE_NOOP3("EngineText", "Squared", "egotzi/variant=squared"),
    QT_TRANSLATE_NOOP3("EngineText", "Pie rule", "egotzi/pie/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Standard scoring only: instead of the second move, the second player may take over the first stone and swap colours.", "egotzi/pie/help"),
    QT_TRANSLATE_NOOP3("EngineText", "On", "egotzi/pie=on"),
    QT_TRANSLATE_NOOP3("EngineText", "Off", "egotzi/pie=off"),
    QT_TRANSLATE_NOOP3("EngineText", "Komi", "egotzi/komi/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Squared scoring only: an even number of points added to White's score, at most twice the number of cells.", "egotzi/komi/help"),
};
constexpr MessageText kMessages[] = {
    {"egotzi.komi-limit", QT_TRANSLATE_NOOP3("EngineText", "option komi takes at most %1 (2 x size x size) on a %2x%2 board", "egotzi/error/komi"), 0, 0, 0},
};
// clang-format on

} // namespace

LUDOTECA_REGISTER_ENGINE_TEXTS(kTexts, kMessages)

} // namespace ludoteca::app::engine_texts
