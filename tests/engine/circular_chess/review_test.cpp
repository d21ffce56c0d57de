// The review of a game with secret objectives: searched for a viewer, its values are the
// same whatever the others' secrets, at a chance node (a card being drawn) too.

#include "ludoteca/ai/review.h"

#include "circular_chess_support.h"

using namespace cchess_test;

namespace {

// Three seats with the given objectives; cards 1..30 drawn; seat 0 has just drawn, so the
// card about to be revealed is a chance move.
std::unique_ptr<CircularChessState> drawing(const std::vector<int> &objectives)
{
    CircularChessSetup setup;
    setup.options = {{"players", "3"}};
    setup.objectives = objectives;
    for (int card = 1; card <= 30; ++card)
        if (std::find(objectives.begin(), objectives.end(), card) == objectives.end())
            setup.drawn.push_back(card);
    setup.pieces = {{3, 'P'}, {12, 'p'}, {20, 'r'}};
    setup.toMove = 0;
    auto state = CircularChessState::fromSetup(setup);
    std::string error;
    REQUIRE(state->applyText("draw", error));
    REQUIRE(state->isChanceNode());
    return state;
}

std::vector<double> chanceValues(const CircularChessState &game, int observer)
{
    ludoteca::ai::ReviewRequest request;
    request.iterations = 400;
    request.seed = 3;
    request.observer = observer;
    const auto analyses = ludoteca::ai::reviewGame(game, request);
    REQUIRE(analyses.size() == 2);
    return analyses.back().values;
}

} // namespace

TEST_CASE("a review at a chance node sees only what its viewer may", "[circular-chess][hidden][review]")
{
    // Seats 1 and 2 swap their secrets: seat 0 and a spectator cannot tell the games apart.
    const auto one = drawing({19, 40, 77});
    const auto other = drawing({19, 77, 40});
    for (const int observer : {0, ludoteca::kSpectatorViewer}) {
        INFO("observer " << observer);
        CHECK(chanceValues(*one, observer) == chanceValues(*other, observer));
    }
    // Without a viewer the search at a chance node sees everything, and tells them apart.
    CHECK(chanceValues(*one, ludoteca::ai::kMoverObserver) != chanceValues(*other, ludoteca::ai::kMoverObserver));
}
