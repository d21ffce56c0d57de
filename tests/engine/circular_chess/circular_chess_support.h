#pragma once
// Shared helpers of the Asymmetric Circular Chess tests: fresh games, hand-built positions,
// moves by text and legal moves as sorted texts.

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "ludoteca/core/registry.h"
#include "ludoteca/games/circular_chess.h"

namespace ludoteca::testing::circular_chess {

using ludoteca::games::circular_chess::CircularChessSetup;
using ludoteca::games::circular_chess::CircularChessState;
using OptionList = std::vector<std::pair<std::string, std::string>>;

inline std::unique_ptr<CircularChessState> newGame(const OptionList &options = {})
{
    const auto *info = ludoteca::GameRegistry::find("circular-chess");
    REQUIRE(info != nullptr);
    std::string error;
    auto state = info->newGame(options, error);
    REQUIRE(state != nullptr);
    auto &game = ludoteca::stateAs<CircularChessState>(*state);
    state.release();
    return std::unique_ptr<CircularChessState>(&game);
}

// Every card except `kept` and the objectives: the deck then holds exactly `kept`.
inline std::vector<int> drawnExcept(const std::vector<int> &objectives, const std::vector<int> &kept = {})
{
    std::vector<int> drawn;
    for (int card = 1; card <= 90; ++card)
        if (std::find(objectives.begin(), objectives.end(), card) == objectives.end()
            && std::find(kept.begin(), kept.end(), card) == kept.end())
            drawn.push_back(card);
    return drawn;
}

// A two-seat position with the given pieces, objectives 19 (R) and 20 (r), full deck.
inline std::unique_ptr<CircularChessState> position(const std::vector<std::pair<int, char>> &pieces,
                                                    const OptionList &options = {})
{
    CircularChessSetup setup;
    setup.options = options;
    setup.pieces = pieces;
    int players = 2;
    for (const auto &[key, value] : options)
        if (key == "players")
            players = std::stoi(value);
    for (int seat = 0; seat < players; ++seat)
        setup.objectives.push_back(19 + seat);
    return CircularChessState::fromSetup(setup);
}

inline void play(CircularChessState &state, const std::string &text)
{
    std::string error;
    INFO("move " << text << ": " << error);
    REQUIRE(state.applyText(text, error));
}

inline std::vector<std::string> legalTexts(const CircularChessState &state)
{
    std::vector<std::string> texts;
    for (const auto action : state.legalActions())
        texts.push_back(state.actionToString(action));
    std::sort(texts.begin(), texts.end());
    return texts;
}

// The moves of the piece on `from`, as target cells in ascending order (captures included).
inline std::vector<int> targetsFrom(const CircularChessState &state, int from)
{
    std::vector<int> targets;
    for (const auto action : state.legalActions()) {
        if (action >= CircularChessState::kDraw)
            continue;
        if (action / 90 + 1 == from)
            targets.push_back(action % 90 + 1);
    }
    std::sort(targets.begin(), targets.end());
    return targets;
}

} // namespace ludoteca::testing::circular_chess
