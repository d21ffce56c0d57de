#pragma once
// Helpers shared by the Wang Zi tests: hand-built positions, moves by text, the legal
// moves as a set of texts, and a plain reading of the move rules to compare against.

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "ludoteca/core/registry.h"
#include "ludoteca/games/wangzi.h"

namespace ludoteca::testing::wangzi {

using ludoteca::games::wangzi::WangziSetup;
using ludoteca::games::wangzi::WangziState;
using OptionList = std::vector<std::pair<std::string, std::string>>;

inline std::unique_ptr<WangziState> newGame(const std::string &size = "6")
{
    std::string error;
    auto state = ludoteca::GameRegistry::find("wangzi")->newGame(OptionList {{"size", size}}, error);
    REQUIRE(state != nullptr);
    auto &wangzi = ludoteca::stateAs<WangziState>(*state);
    state.release();
    return std::unique_ptr<WangziState>(&wangzi);
}

inline std::unique_ptr<WangziState> position(const WangziSetup &setup) { return WangziState::fromSetup(setup); }

inline void play(ludoteca::State &state, std::string_view move)
{
    std::string error;
    const bool played = state.applyText(move, error);
    INFO("move " << move << ": " << error);
    REQUIRE(played);
}

inline std::set<std::string> legalTexts(const ludoteca::State &state)
{
    std::set<std::string> texts;
    for (const auto action : state.legalActions())
        texts.insert(state.actionToString(action));
    return texts;
}

inline bool isLegal(const ludoteca::State &state, const std::string &text)
{
    return legalTexts(state).count(text) == 1;
}

// The moves of `me`, the Prince on `blocked` barred, by the move rules read literally, from
// the public queries only, with no regard for the end of the game: every Prince, every step
// and every value is tried.
inline std::set<std::string> movesByRules(const WangziState &s, int me, int blocked)
{
    std::set<std::string> moves;
    const auto free = [&](int cell, int start) {
        return cell >= 0 && cell != start && !s.hasPrince(cell) && s.territoryOwner(cell) < 0;
    };
    for (int from = 0; from < s.cellCount(); ++from) {
        if (!s.hasPrince(from) || from == blocked)
            continue;
        for (int d1 = 0; d1 < 6; ++d1) {
            const int a = s.neighbor(from, d1);
            if (!free(a, from))
                continue;
            // Each way to enter `a`: (text, value of the tile there afterwards, value laid).
            struct Step {
                std::string text;
                int value;
                int laid;
            };
            std::vector<Step> firsts;
            const std::string head = s.cellName(from) + ">" + s.cellName(a);
            if (s.tileOwner(a) < 0) {
                for (int v = 1; v <= 3; ++v)
                    if (s.supply(me, v) > 0)
                        firsts.push_back({head + "=" + std::to_string(v), v, v});
            } else {
                firsts.push_back({head, s.tileValue(a), 0});
                if (s.tileOwner(a) != me && !s.tileLocked(a) && s.tileOwner(from) >= 0
                    && s.tileValue(from) >= s.tileValue(a))
                    moves.insert(head + "x");
            }
            for (const auto &first : firsts) {
                for (int d2 = 0; d2 < 6; ++d2) {
                    const int b = s.neighbor(a, d2);
                    if (!free(b, from))
                        continue;
                    const std::string text = first.text + ">" + s.cellName(b);
                    if (s.tileOwner(b) < 0) {
                        for (int v = 1; v <= 3; ++v)
                            if (v != first.laid && s.supply(me, v) > 0)
                                moves.insert(text + "=" + std::to_string(v));
                        continue;
                    }
                    if (first.laid != 0)
                        moves.insert(text);
                    if (s.tileOwner(b) != me && !s.tileLocked(b) && first.value >= s.tileValue(b))
                        moves.insert(text + "x");
                }
            }
        }
    }
    return moves;
}

// The legal moves by the rules (none once the game is over).
inline std::set<std::string> referenceMoves(const WangziState &s)
{
    if (s.isTerminal())
        return {};
    return movesByRules(s, s.currentPlayer(), s.blockedCell());
}

// Whether `seat` could still claim a territory: a group of cells that are neither its
// tiles nor territory, with no border cell and no locked tile. Read from the rules.
inline bool closedGroupLeft(const WangziState &s, int seat)
{
    const auto candidate = [&](int cell) { return s.territoryOwner(cell) < 0 && s.tileOwner(cell) != seat; };
    std::vector<bool> seen(static_cast<std::size_t>(s.cellCount()), false);
    for (int start = 0; start < s.cellCount(); ++start) {
        if (seen[static_cast<std::size_t>(start)] || !candidate(start))
            continue;
        std::vector<int> group {start};
        seen[static_cast<std::size_t>(start)] = true;
        bool open = false;
        for (std::size_t i = 0; i < group.size(); ++i) {
            const int cell = group[i];
            open = open || s.isBorder(cell) || s.tileLocked(cell);
            for (int d = 0; d < 6; ++d) {
                const int next = s.neighbor(cell, d);
                if (next >= 0 && !seen[static_cast<std::size_t>(next)] && candidate(next)) {
                    seen[static_cast<std::size_t>(next)] = true;
                    group.push_back(next);
                }
            }
        }
        if (!open)
            return true;
    }
    return false;
}

} // namespace ludoteca::testing::wangzi
