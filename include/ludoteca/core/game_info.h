#pragma once
// What the registry knows about a game: its identity, its option schema and how to make
// its initial state.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ludoteca/core/options.h"

namespace ludoteca {

class State;

struct GameInfo {
    std::string id;       // protocol id, e.g. "egotzi"
    std::string name;     // display name, e.g. "Egotzi"
    std::string designer; // e.g. "Luis Bolaños Mures"
    std::string year;     // may be empty when unknown
    std::string summary;  // one line for the launcher
    int minPlayers = 2;
    int maxPlayers = 2;
    bool hasChance = false;
    bool hasHiddenInformation = false;
    // Whether the winners are always the seats with the highest score (true for most games;
    // false where the seats' scores count different things, as in an asymmetric game).
    bool highestScoreWins = true;
    // No game lasts more plies than this (chance moves included), whatever the options: a
    // generous bound from the rules, so that a longer move list (in a saved game, say) can
    // be refused before it is replayed. The random-play tests check it.
    int maxPlies = 0;
    std::vector<OptionSpec> options;

    // Checks that go across options (e.g. komi against size). Options are complete and
    // each value already passed its own spec. Returns the error, or an empty message when
    // fine; its id starts with the game's id.
    std::function<Message(const Options &)> validate;

    // Builds the initial state; options are complete and valid.
    std::function<std::unique_ptr<State>(const Options &)> create;

    const OptionSpec *findOption(std::string_view key) const;

    // Fills defaults in and checks every value; `error` explains the first problem.
    // `given` is a list of KEY=VALUE pairs; a repeated or unknown key is an error
    // (option.unknown: key, game id; option.twice: key), then OptionSpec::check's and
    // validate's errors. The std::string forms give the message's English text.
    bool resolveOptions(const std::vector<std::pair<std::string, std::string>> &given, Options &out,
                        Message &error) const;
    bool resolveOptions(const std::vector<std::pair<std::string, std::string>> &given, Options &out,
                        std::string &error) const;

    // Makes the initial state for the given options, or returns null and sets `error`.
    std::unique_ptr<State> newGame(const std::vector<std::pair<std::string, std::string>> &given,
                                   std::string &error) const;
    std::unique_ptr<State> newGame(const Options &options, Message &error) const;
    std::unique_ptr<State> newGame(const Options &options, std::string &error) const;

    // Every option at its default.
    Options defaultOptions() const;
};

} // namespace ludoteca
