#pragma once
// Every game spells its actions out with decode() and reads them back with encode(). These
// walks play random games of one game and check, at every position, that each legal action
// (and each chance outcome) decodes to a move and encodes back to itself.

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "ludoteca/core/random.h"
#include "ludoteca/core/state.h"

namespace ludoteca::testing {

// Returns the number of actions checked, so that a caller can see the walk did something.
template <typename GameState>
long decodeRoundTrip(std::unique_ptr<State> state, int games, std::uint64_t seed)
{
    Rng rng(seed);
    const std::unique_ptr<State> start = state->clone();
    long checked = 0;
    std::vector<Action> actions;
    std::vector<ChanceOutcome> outcomes;
    for (int game = 0; game < games; ++game) {
        std::unique_ptr<State> position = start->clone();
        while (!position->isTerminal()) {
            const auto &typed = stateAs<GameState>(*position);
            actions.clear();
            if (position->isChanceNode()) {
                position->chanceOutcomes(outcomes);
                for (const ChanceOutcome &outcome : outcomes)
                    actions.push_back(outcome.action);
            } else {
                position->legalActions(actions);
            }
            for (const Action action : actions) {
                const auto move = typed.decode(action);
                INFO(position->actionToString(action));
                REQUIRE(move.kind != decltype(move.kind)::Invalid);
                REQUIRE(typed.encode(move) == action);
                ++checked;
            }
            position->apply(actions[static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(actions.size())))]);
        }
    }
    return checked;
}

} // namespace ludoteca::testing
