// Wapi: its texts in the player's language (see i18n/engine_texts.h).

#include "i18n/engine_texts.h"

namespace ludoteca::app::engine_texts {

namespace {

// clang-format off
constexpr Text kTexts[] = {
    QT_TRANSLATE_NOOP3("EngineText", "Draw silver and masks from the bag and drive your totems into the richest mines.", "wapi/summary"),
    QT_TRANSLATE_NOOP3("EngineText", "Players", "wapi/players/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Number of seats, from 3 to 5.", "wapi/players/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Scoring", "wapi/scoring/label"),
    QT_TRANSLATE_NOOP3("EngineText", "full: every totem earns its whole mine; share: the totems in a mine split it.", "wapi/scoring/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Full", "wapi/scoring=full"),
    QT_TRANSLATE_NOOP3("EngineText", "Share", "wapi/scoring=share"),
};
// clang-format on

} // namespace

LUDOTECA_REGISTER_ENGINE_TEXTS(kTexts, std::span<const MessageText> {})

} // namespace ludoteca::app::engine_texts
