#pragma once
// Shared helpers of the Wapi tests: fresh games, hand-built positions and moves by text.

#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "ludoteca/core/registry.h"
#include "ludoteca/games/wapi.h"

namespace ludoteca::testing::wapi {

using ludoteca::games::wapi::WapiSetup;
using ludoteca::games::wapi::WapiState;

inline std::unique_ptr<WapiState> newWapi(const std::vector<std::pair<std::string, std::string>> &options = {})
{
    const auto *info = ludoteca::GameRegistry::find("wapi");
    REQUIRE(info != nullptr);
    std::string error;
    auto state = info->newGame(options, error);
    REQUIRE(state != nullptr);
    auto &wapi = ludoteca::stateAs<WapiState>(*state);
    state.release();
    return std::unique_ptr<WapiState>(&wapi);
}

// Plays a move by its canonical text and fails the test when it is not legal.
inline void play(WapiState &state, const std::string &text)
{
    std::string error;
    INFO("move " << text);
    REQUIRE(state.applyText(text, error));
}

inline std::vector<std::string> legalTexts(const WapiState &state)
{
    std::vector<std::string> texts;
    for (const auto action : state.legalActions())
        texts.push_back(state.actionToString(action));
    return texts;
}

// The silver of a board whose 48 fields are all filled: every silver tile of the game,
// worth 36, 24, 16, 12, 8 and 0 in mines 1 to 6.
inline std::vector<int> fullMineSilver(int mine)
{
    switch (mine) {
    case 0:
        return {5, 5, 5, 5, 5, 5, 3, 3};
    case 1:
        return {3, 3, 3, 3, 3, 3, 3, 3};
    case 2:
        return {2, 2, 2, 2, 2, 2, 2, 2};
    case 3:
        return {2, 2, 2, 2, 1, 1, 1, 1};
    case 4:
        return {1, 1, 1, 1, 1, 1, 1, 1};
    default:
        return {0, 0, 0, 0, 0, 0, 0, 0};
    }
}

// A finished game on the board above with the given totems per mine (masks as needed).
inline WapiSetup finishedSetup(std::vector<std::pair<std::string, std::string>> options,
                               const std::array<std::vector<int>, 6> &totems)
{
    WapiSetup setup;
    setup.options = std::move(options);
    for (int mine = 0; mine < 6; ++mine) {
        auto &m = setup.mines[static_cast<std::size_t>(mine)];
        m.silver = fullMineSilver(mine);
        m.totems = totems[static_cast<std::size_t>(mine)];
        m.masks = static_cast<int>(m.totems.size());
    }
    return setup;
}

} // namespace ludoteca::testing::wapi
