#pragma once
// The engine's texts in the language the app speaks. The engine is standard C++ and speaks
// English; this catalogue holds the texts a player reads (game summaries, option labels,
// help and values, and the engine's messages such as validation errors), keyed by the
// engine's ids — game id, option key, value, message id — and marked for lupdate in the
// "EngineText" context. Each function returns the translation, or the engine's own English
// when there is none or when the engine's wording has changed since the catalogue was
// written (so a stale translation never shows). Game names are the games' own and are never
// translated.
//
// Each game's entries live in src/app/i18n/<game>/ and register themselves with
// LUDOTECA_REGISTER_ENGINE_TEXTS, as the games register with the engine; the entries of the
// engine's own checks (option.*, move.*) are in engine_texts.cpp.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <QString>

#include "ludoteca/core/game_info.h"
#include "ludoteca/core/message.h"

namespace ludoteca::app::engine_texts {

// One text: its English as the engine says it, and its key (lupdate's disambiguation):
// "<game>/summary", "<game>/<option>/label", "<game>/<option>/help", "<game>/<option>=<value>".
struct Text {
    const char *source;
    const char *key;
};

// The sentence of an engine Message: `text` says it with %1, %2… for the message's
// arguments in order (%n for the one that is a count, which takes no number of its own).
// The argument naming an option is shown as that option's label, and the one listing the
// option's choices as their labels.
struct MessageText {
    const char *id; // the Message's id
    Text text;
    int optionArgument = 0;  // 1-based; 0 for none
    int choicesArgument = 0; // 1-based; 0 for none
    int countArgument = 0;   // 1-based; 0 for none
};

// Adds entries to the catalogue (through LUDOTECA_REGISTER_ENGINE_TEXTS); returns true.
bool add(std::span<const Text> texts, std::span<const MessageText> messages);

QString summary(const GameInfo &info);
QString optionLabel(const GameInfo &info, const OptionSpec &spec);
QString optionHelp(const GameInfo &info, const OptionSpec &spec);
// A choice's label ("Squared" for egotzi's variant=squared); numbers are shown as they are.
QString optionValue(const GameInfo &info, const OptionSpec &spec, const std::string &value);
// A message from GameInfo::resolveOptions or State::applyText (a clause: not capitalised).
QString message(const GameInfo &info, const Message &message);

// Whether the catalogue has an entry for `key` ("egotzi/size/label") whose English is
// `english`, and one for the message id `id` (the tests compare the catalogue with what
// the engine says today).
bool knows(const std::string &key, const std::string &english);
bool knowsMessage(const std::string &id);

// The games the catalogue's entries name: the <game> of each key and of each message id
// "<game>.<what>" (the engine's own option.* and move.* are no game's), sorted, once each.
std::vector<std::string> gameIds();

// A game whose texts are not translated yet (through LUDOTECA_ENGINE_TEXTS_NOT_TRANSLATED):
// it speaks English in every language, and the translation checks pass it by. Every other
// game must have its whole catalogue.
bool markNotTranslated(std::string gameId);
bool translated(std::string_view gameId);

} // namespace ludoteca::app::engine_texts

// Registers a game's texts and message sentences (two arrays) from its own file.
#define LUDOTECA_REGISTER_ENGINE_TEXTS(texts, messages)                                                                \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaEngineTextsAdded = ::ludoteca::app::engine_texts::add(texts, messages);        \
    }

// Marks a game's texts as not translated yet, from the game's own file.
#define LUDOTECA_ENGINE_TEXTS_NOT_TRANSLATED(gameId)                                                                   \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaEngineTextsNotTranslated =                                                     \
        ::ludoteca::app::engine_texts::markNotTranslated(gameId);                                                      \
    }
