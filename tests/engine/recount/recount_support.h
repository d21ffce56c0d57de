#pragma once
// Recount tests: random games in which, after every action and again after every undo,
// what a game keeps incrementally is compared with a second computation written plainly
// in the test from the public queries (as chess engines check their incremental hash and
// material against a full recount).
//
// A game's model is a copyable value with two members:
//   void apply(const State &before, Action action) - follow the action, seen from the
//       position it is played in (a model may keep its own board, or only expectations);
//   void check(const State &after) const            - compare with the engine, REQUIRE-ing.
// The walk keeps one model per ply, so undoing compares against the model of that ply.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"

namespace ludoteca::testing::recount {

// Sanitizer builds run several times slower: they play a fraction of the games (GCC
// defines __SANITIZE_ADDRESS__, Clang answers __has_feature).
#if defined(__SANITIZE_ADDRESS__)
inline constexpr int kSlowdown = 6;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr int kSlowdown = 6;
#else
inline constexpr int kSlowdown = 1;
#endif
#else
inline constexpr int kSlowdown = 1;
#endif

inline int games(int count) { return std::max(1, count / kSlowdown); }

// Options as KEY=VALUE pairs, the others at their defaults.
using Given = std::vector<std::pair<std::string, std::string>>;

inline std::unique_ptr<ludoteca::State> newGame(const std::string &id, const Given &given)
{
    const ludoteca::GameInfo *info = ludoteca::GameRegistry::find(id);
    REQUIRE(info != nullptr);
    std::string error;
    auto state = info->newGame(given, error);
    INFO(id << ": " << error);
    REQUIRE(state != nullptr);
    return state;
}

// Plays one random game from `initial`, checking `start`'s recount after every action,
// then undoes it to the start, checking again at every ply.
template <typename Model>
void playAndRecount(const ludoteca::State &initial, const Model &start, ludoteca::Rng &rng)
{
    auto state = initial.clone();
    std::vector<Model> models {start};
    std::vector<ludoteca::Action> legal;
    std::string played; // the actions' texts, for the failure report
    models.back().check(*state);
    while (!state->isTerminal()) {
        state->legalActions(legal);
        REQUIRE_FALSE(legal.empty());
        const ludoteca::Action action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        played += state->actionToString(action) + ' ';
        Model next = models.back();
        next.apply(*state, action);
        state->apply(action);
        models.push_back(next);
        INFO("after " << played);
        models.back().check(*state);
    }
    while (models.size() > 1) {
        REQUIRE(state->undo());
        models.pop_back();
        INFO("undone to ply " << state->ply() << " of " << played);
        models.back().check(*state);
    }
    REQUIRE_FALSE(state->undo());
}

// Plays `count` games of each option set with models made by `makeModel(initial)`.
template <typename MakeModel>
void recountGames(const std::string &id, const std::vector<Given> &optionSets, int count, MakeModel makeModel,
                  std::uint64_t seed = 0x7ec0c000)
{
    for (std::size_t set = 0; set < optionSets.size(); ++set) {
        auto initial = newGame(id, optionSets[set]);
        const auto model = makeModel(*initial);
        ludoteca::Rng rng(seed + set);
        for (int game = 0; game < count; ++game) {
            INFO(id << " option set " << set << ", game " << game);
            playAndRecount(*initial, model, rng);
        }
    }
}

} // namespace ludoteca::testing::recount
