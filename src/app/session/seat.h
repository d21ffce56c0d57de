#pragma once
// Who sits at a seat: a person at this computer, the AI at some level, or a friend playing
// from their own computer (online, over XMPP: the seat's name is their address).

#include <QString>

#include "ludoteca/ai/search.h"

namespace ludoteca::app {

struct Seat {
    enum class Kind { Human, Ai, Remote };
    // The longest name the set-up dialog takes and a saved game may hold.
    static constexpr int kMaxNameLength = 40;
    // The longest address of a friend's seat (as remote::kMaxTextBytes): addresses run
    // longer than names.
    static constexpr int kMaxAddressLength = 200;

    Kind kind = Kind::Human;
    ai::Level level = ai::Level::Medium; // used when kind is Ai
    QString name;
    // The person a lesson teaches: what is said about this seat is said to them ("You win").
    bool learner = false;

    bool isAi() const { return kind == Kind::Ai; }
    // A person at this screen: the seats whose moves, secrets and hints the screen holds.
    bool isPerson() const { return kind == Kind::Human; }
    bool isRemote() const { return kind == Kind::Remote; }
};

// What a person's name may be, at every door a name comes in by (the set-up dialog,
// Rename…, a saved game, an import): at least one character and at most kMaxNameLength,
// no space at either end, no control or format character (a line break, U+001F, a
// byte-order mark) and no broken one (an unpaired surrogate), and nothing that reads as a
// computer seat ("ai:…", how the history and the statistics name the computer). Empty
// when `name` may be used, else the reason in the player's language.
QString personNameProblem(const QString &name);

// The seat's name as the game shows it: "You" for a lesson's learner, in the language
// spoken at the moment it is asked.
QString seatLabel(const Seat &seat);

QString levelLabel(ai::Level level); // "Beginner" … "Master"
// One line saying what to expect of the level.
QString levelBlurb(ai::Level level);
QString levelKey(ai::Level level); // "beginner" … "master" (files and settings)
// Also takes the old keys "easy", "medium" and "hard" (Casual, Club and Strong).
bool levelFromKey(const QString &key, ai::Level &level);

} // namespace ludoteca::app
