#pragma once
// Who sits at a seat: a person at this computer or the AI at some level.

#include <QString>

#include "ludoteca/ai/search.h"

namespace ludoteca::app {

struct Seat {
    enum class Kind { Human, Ai };
    // The longest name the set-up dialog takes and a saved game may hold.
    static constexpr int kMaxNameLength = 40;

    Kind kind = Kind::Human;
    ai::Level level = ai::Level::Medium; // used when kind is Ai
    QString name;

    bool isAi() const { return kind == Kind::Ai; }
};

QString levelLabel(ai::Level level); // "Beginner" … "Master"
// One line saying what to expect of the level.
QString levelBlurb(ai::Level level);
QString levelKey(ai::Level level); // "beginner" … "master" (files and settings)
// Also takes the old keys "easy", "medium" and "hard" (Casual, Club and Strong).
bool levelFromKey(const QString &key, ai::Level &level);

} // namespace ludoteca::app
