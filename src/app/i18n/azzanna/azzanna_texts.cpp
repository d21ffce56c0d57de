// Azzanna la Zucca!: its texts in the player's language (see i18n/engine_texts.h).

#include "i18n/engine_texts.h"

namespace ludoteca::app::engine_texts {

namespace {

// clang-format off
constexpr Text kTexts[] = {
    QT_TRANSLATE_NOOP3("EngineText", "A pack of five hungry pigs runs across the field to bite the pumpkins a farmer keeps planting.", "azzanna/summary"),
    QT_TRANSLATE_NOOP3("EngineText", "Players", "azzanna/players/label"),
    QT_TRANSLATE_NOOP3("EngineText", "2: the Pack against the Farmer; 3: a second farmer plants broccoli.", "azzanna/players/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Extra pumpkins", "azzanna/extra/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Two players only: pumpkins a beginner farmer places at setup on top of the usual five.", "azzanna/extra/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Trees", "azzanna/trees/label"),
    QT_TRANSLATE_NOOP3("EngineText", "The six cells of the trees, joined by commas (any order).", "azzanna/trees/help"),
};
// Each quotes the default layout first.
constexpr MessageText kMessages[] = {
    {"azzanna.trees-not-cell", QT_TRANSLATE_NOOP3("EngineText", "option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; '%2' is not a cell", "azzanna/error/not-cell"), 0, 0, 0},
    {"azzanna.trees-twice", QT_TRANSLATE_NOOP3("EngineText", "option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; %2 is given twice", "azzanna/error/twice"), 0, 0, 0},
    {"azzanna.trees-count", QT_TRANSLATE_N_NOOP3("EngineText", "option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; %n given", "azzanna/error/count"), 0, 0, 2},
};
// clang-format on

} // namespace

LUDOTECA_REGISTER_ENGINE_TEXTS(kTexts, kMessages)

} // namespace ludoteca::app::engine_texts
