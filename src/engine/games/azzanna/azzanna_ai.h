#pragma once
// Azzanna's AI players, shared by the AI profile and the tools that measure them.
//
// easyMove: the elementary strategies of the author's own simulator. The Pack runs where
// its pigs can bite the most vegetables next turn (one more run looked at to break ties)
// and bites as much as it can; a farmer plants where no pig touches and no pig can arrive in one run,
// then where the Pack's best reply threatens the fewest of their vegetables, then away
// from the edge. Ties are broken at random.
//
// beginnerPlacement: a farmer who knows only not to plant beside a pig. It plants on a cell
// no pig touches, drawn at random, and beside a pig only when every free cell is touched;
// it does not look where the pigs can run. Outside the farmers' placements it decides
// nothing (returns false), and the Beginner searches.
//
// The medium and hard levels are the generic Monte Carlo tree search; what it knows of
// the game is in the playout policy (azzanna_policy.cpp).

#include <cstdint>

#include "ludoteca/core/random.h"
#include "ludoteca/games/azzanna.h"

namespace ludoteca::games::azzanna {

// The bites the Pack makes when it bites as much as it can: the eaten vegetables and the
// pigs that lie down (a maximum matching for each kind of vegetable).
struct BitePreview {
    std::uint64_t eaten = 0;
    std::uint64_t biters = 0;
};
BitePreview previewBites(std::uint64_t pigs, std::uint64_t pumpkins, std::uint64_t broccoli);

Action easyMove(const AzzannaState &state, Rng &rng);
bool beginnerPlacement(const AzzannaState &state, Rng &rng, Action &action);

} // namespace ludoteca::games::azzanna
