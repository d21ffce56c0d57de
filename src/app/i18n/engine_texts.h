#pragma once
// The engine's texts in the language the app speaks. The engine is standard C++ and speaks
// English; this catalogue holds the texts a player reads (game summaries, option labels,
// help and values, validation errors), keyed by the engine's ids — game id, option key,
// value — and marked for lupdate in the "EngineText" context. Each function returns the
// translation, or the engine's own English when there is none or when the engine's wording
// has changed since the catalogue was written (so a stale translation never shows).
// Game names are the games' own and are never translated.

#include <string>

#include <QString>

#include "ludoteca/core/game_info.h"

namespace ludoteca::app::engine_texts {

QString summary(const GameInfo &info);
QString optionLabel(const GameInfo &info, const OptionSpec &spec);
QString optionHelp(const GameInfo &info, const OptionSpec &spec);
// A choice's label ("Squared" for egotzi's variant=squared); numbers are shown as they are.
QString optionValue(const GameInfo &info, const OptionSpec &spec, const std::string &value);
// An error from GameInfo::resolveOptions or State::applyText (a clause: not capitalised).
QString error(const GameInfo &info, const std::string &english);

// Whether the catalogue has an entry for `key` ("egotzi/size/label") whose English is
// `english` (the tests compare the catalogue with what the engine says today).
bool knows(const char *key, const std::string &english);

} // namespace ludoteca::app::engine_texts
