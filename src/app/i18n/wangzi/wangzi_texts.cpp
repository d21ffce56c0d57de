// Wang Zi: its texts in the player's language (see i18n/engine_texts.h).

#include "i18n/engine_texts.h"

namespace ludoteca::app::engine_texts {

namespace {

// clang-format off
constexpr Text kTexts[] = {
    QT_TRANSLATE_NOOP3("EngineText", "Move the six neutral Princes, lay your tiles along their way and enclose the largest territories.", "wangzi/summary"),
    QT_TRANSLATE_NOOP3("EngineText", "Board size", "wangzi/size/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Number of cells along each side of the hexagonal board.", "wangzi/size/help"),
};
// clang-format on

} // namespace

LUDOTECA_REGISTER_ENGINE_TEXTS(kTexts, std::span<const MessageText> {})

} // namespace ludoteca::app::engine_texts
