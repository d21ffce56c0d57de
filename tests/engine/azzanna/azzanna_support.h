#pragma once
// Helpers for the Azzanna tests: positions are written as a list of pieces ("Pe4 Zc3 Ta6",
// letters as in the JSON board: T tree, P pig, L lying pig, Z pumpkin, B broccoli) and
// turned into the board string that AzzannaState::fromBoard takes.

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ludoteca/core/registry.h"
#include "ludoteca/games/azzanna.h"

namespace ludoteca::testing::azzanna {

using namespace ludoteca;
using namespace ludoteca::games::azzanna;

inline std::string boardOf(const std::string &pieces)
{
    std::string cells(64, '.');
    std::istringstream words(pieces);
    std::string word;
    while (words >> word) {
        const int cell = parseCell(word.substr(1));
        REQUIRE(cell >= 0);
        const int file = cell / 8;
        const int rank = cell % 8;
        cells[static_cast<std::size_t>((7 - rank) * 8 + file)] = word[0];
    }
    std::string board;
    for (int row = 0; row < 8; ++row) {
        if (row > 0)
            board += '/';
        board += cells.substr(static_cast<std::size_t>(row * 8), 8);
    }
    return board;
}

inline std::unique_ptr<AzzannaState> position(int players, const std::string &pieces, Step step,
                                              std::array<int, 2> supply = {15, 13}, int eaten = 0,
                                              unsigned eliminated = 0)
{
    return AzzannaState::fromBoard(players, boardOf(pieces), step, supply, eaten, eliminated);
}

inline std::unique_ptr<State> newGame(const std::vector<std::pair<std::string, std::string>> &options = {})
{
    std::string error;
    auto state = GameRegistry::find("azzanna")->newGame(options, error);
    INFO(error);
    REQUIRE(state);
    return state;
}

inline std::vector<std::string> legalTexts(const State &state)
{
    std::vector<std::string> texts;
    for (const Action action : state.legalActions())
        texts.push_back(state.actionToString(action));
    std::sort(texts.begin(), texts.end());
    return texts;
}

inline void play(State &state, const std::string &text)
{
    std::string error;
    INFO("playing " << text << "\n" << state.toText());
    REQUIRE(state.applyText(text, error));
}

inline bool accepts(const State &state, const std::string &text)
{
    std::string error;
    return state.parseAction(text, error) != kInvalidAction;
}

inline std::string boardAfter(const State &state) { return state.toJson().at("board"); }

inline const AzzannaState &azzanna(const State &state) { return ludoteca::stateAs<AzzannaState>(state); }

} // namespace ludoteca::testing::azzanna

namespace ludoteca::testing::azzanna {

// `pieces` plus a tree on every cell that is neither named there nor in `empty`: a crowded
// field where only the `empty` cells are free.
inline std::string crowded(const std::string &pieces, const std::string &empty)
{
    std::string result = pieces;
    for (int cell = 0; cell < kCells; ++cell) {
        const std::string name = cellName(cell);
        if ((" " + pieces + " ").find(name + " ") == std::string::npos
            && (" " + empty + " ").find(" " + name + " ") == std::string::npos)
            result += " T" + name;
    }
    return result;
}

} // namespace ludoteca::testing::azzanna
