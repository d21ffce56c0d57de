#include <array>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "circular_chess_support.h"
#include "ludoteca/ai/review.h"
#include "ludoteca/ai/search.h"

using namespace ludoteca::testing::circular_chess;
using ludoteca::Rng;

namespace {

// Three seats; objectives as given, cards 1..30 drawn (a few placed), the rest in the deck.
std::unique_ptr<CircularChessState> hiddenPosition(const std::vector<int> &objectives,
                                                   const std::vector<std::string> &captured = {})
{
    CircularChessSetup setup;
    setup.options = {{"players", "3"}};
    setup.objectives = objectives;
    setup.captured = captured;
    for (int card = 1; card <= 30; ++card)
        if (std::find(objectives.begin(), objectives.end(), card) == objectives.end())
            setup.drawn.push_back(card);
    setup.pieces = {{3, 'P'}, {12, 'p'}, {20, 'r'}};
    setup.toMove = 0;
    return CircularChessState::fromSetup(setup);
}

// The values of a review at the chance node `game` stands at, searched for `observer`.
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

// Samples the hidden objectives of `state` for seat 0, uniformly or read from play.
void sample(CircularChessState &state, bool fromPlay, Rng &rng)
{
    if (fromPlay)
        state.sampleHiddenFromPlay(0, rng);
    else
        state.sampleHidden(0, rng);
}

} // namespace

TEST_CASE("a determinization keeps what the observer knows", "[circular-chess][hidden]")
{
    const bool fromPlay = GENERATE(false, true);
    INFO("read from play: " << fromPlay);
    auto state = hiddenPosition({19, 40, 77}, {"", "NN"});
    Rng rng(7);
    for (int i = 0; i < 500; ++i) {
        sample(*state, fromPlay, rng);
        CHECK(state->objective(0) == 19);
        const int a = state->objective(1);
        const int b = state->objective(2);
        CHECK(a != b);
        for (const int card : {a, b}) {
            // Never a card the observer has seen drawn, never its own.
            CHECK(card > 30);
            CHECK_FALSE(state->inDeck(card));
        }
        CHECK(state->deckSize() == 58);
        int inDeck = 0;
        for (int card = 1; card <= 90; ++card)
            inDeck += state->inDeck(card) ? 1 : 0;
        CHECK(inDeck == 58);
    }
}

TEST_CASE("a determinization deals the hidden objectives uniformly", "[circular-chess][hidden]")
{
    auto state = hiddenPosition({19, 40, 77});
    Rng rng(11);
    constexpr int kSamples = 60000;
    std::map<int, int> seen;
    for (int i = 0; i < kSamples; ++i) {
        state->sampleHidden(0, rng);
        ++seen[state->objective(1)];
    }
    // 60 cards unseen by seat 0: each about 1000 times, the true one no more than others.
    CHECK(seen.size() == 60);
    for (const auto &[card, count] : seen) {
        INFO("card " << card);
        CHECK(count > 800);
        CHECK(count < 1200);
    }
}

TEST_CASE("a determinization never depends on the hidden truth", "[circular-chess][hidden]")
{
    const bool fromPlay = GENERATE(false, true);
    INFO("read from play: " << fromPlay);
    // Seat 1 took two white knights: public, so a reading from play may use it.
    auto first = hiddenPosition({19, 40, 77}, {"", "NN"});
    auto second = hiddenPosition({19, 63, 31}, {"", "NN"});
    Rng rngFirst(5);
    Rng rngSecond(5);
    for (int i = 0; i < 200; ++i) {
        sample(*first, fromPlay, rngFirst);
        sample(*second, fromPlay, rngSecond);
        REQUIRE(first->objective(1) == second->objective(1));
        REQUIRE(first->objective(2) == second->objective(2));
        REQUIRE(first->toJson() == second->toJson());
    }
}

TEST_CASE("a determinization read from play deals a seat the kind it has taken", "[circular-chess][hidden]")
{
    // Seat 1 took two white knights, seat 2 nothing. Of the 60 cards seat 0 has not seen,
    // four show a white knight (41, 43, 71, 73): a uniform deal gives seat 1 one of them
    // one time in fifteen, a deal read from play nearly always.
    auto state = hiddenPosition({19, 40, 77}, {"", "NN"});
    const auto isWhiteKnight = [](int card) {
        return ludoteca::games::circular_chess::cardPiece(card)
            == ludoteca::games::circular_chess::pieceOf(ludoteca::games::circular_chess::Knight, true);
    };
    constexpr int kSamples = 4000;
    std::map<bool, std::array<int, 3>> knights;
    for (const bool fromPlay : {false, true}) {
        Rng rng(13);
        for (int i = 0; i < kSamples; ++i) {
            sample(*state, fromPlay, rng);
            for (int seat = 1; seat <= 2; ++seat)
                knights[fromPlay][static_cast<std::size_t>(seat)] += isWhiteKnight(state->objective(seat)) ? 1 : 0;
        }
    }
    // Uniform: about 267 of 4000 each. Read from play: seat 1 nearly every time; seat 2,
    // who took nothing, draws from what is left, so less often than uniform.
    CHECK(knights[false][1] > 180);
    CHECK(knights[false][1] < 360);
    CHECK(knights[true][1] > 3600);
    CHECK(knights[true][2] < knights[false][2]);
}

TEST_CASE("the search plays the same whatever the others' objectives are", "[circular-chess][hidden]")
{
    ludoteca::ai::SearchSettings settings;
    settings.iterations = 1500;
    settings.seed = 9;
    const auto first = ludoteca::ai::search(*hiddenPosition({19, 40, 77}), settings);
    const auto second = ludoteca::ai::search(*hiddenPosition({19, 63, 31}), settings);
    REQUIRE(first.action != ludoteca::kInvalidAction);
    CHECK(first.action == second.action);
    CHECK(first.nodes == second.nodes);
    REQUIRE(first.moves.size() == second.moves.size());
    for (std::size_t i = 0; i < first.moves.size(); ++i) {
        CHECK(first.moves[i].action == second.moves[i].action);
        CHECK(first.moves[i].visits == second.moves[i].visits);
    }
}

TEST_CASE("undo after a determinization returns the sampled card to the deck", "[circular-chess][hidden]")
{
    auto state = newGame({{"players", "2"}});
    play(*state, "deal-10");
    play(*state, "deal-20");
    Rng rng(3);
    state->sampleHidden(0, rng);
    const int sampled = state->objective(1);
    CHECK(state->objective(0) == 10);
    REQUIRE(state->undo());
    CHECK(state->inDeck(sampled));
    CHECK(state->deckSize() == 89);
    CHECK(state->objective(1) == 0);
}

TEST_CASE("a seat's view hides the others' objectives and scores until the end", "[circular-chess][hidden]")
{
    CircularChessSetup setup;
    setup.options = {{"players", "3"}, {"quiet", "4"}};
    setup.objectives = {19, 40, 77};
    setup.pieces = {{3, 'Q'}};
    setup.captured = {"R", "", "B"}; // 77 shows a white bishop
    setup.quiet = 3;
    auto state = CircularChessState::fromSetup(setup);
    const auto all = state->toJson();
    CHECK(all.at("objectives").at(1) == nlohmann::json({{"card", 40}, {"piece", "p"}}));
    CHECK(all.at("scores") == nlohmann::json::array({1, 0, 1}));
    CHECK(all.at("deck").is_number());
    const auto mine = state->toJson(1);
    CHECK(mine.at("objectives").at(0).is_null());
    CHECK(mine.at("objectives").at(1).at("card") == 40);
    CHECK(mine.at("objectives").at(2).is_null());
    CHECK(mine.at("scores").at(0).is_null());
    CHECK(mine.at("scores").at(1) == 0);
    CHECK(mine.at("scores").at(2).is_null());
    CHECK(mine.dump().find("77") == std::string::npos);
    CHECK(mine.at("captured") == all.at("captured"));
    CHECK(mine.at("board") == all.at("board"));
    // At the end everything is shown.
    play(*state, "3-8");
    REQUIRE(state->isTerminal());
    CHECK(state->toJson(1) == state->toJson());
}

TEST_CASE("a viewer's scores, objectives and dealt cards are the engine's answer", "[circular-chess][hidden]")
{
    CircularChessSetup setup;
    setup.options = {{"players", "3"}, {"quiet", "4"}};
    setup.objectives = {19, 40, 77};
    setup.pieces = {{3, 'Q'}};
    setup.captured = {"R", "", "B"};
    setup.quiet = 3;
    auto state = CircularChessState::fromSetup(setup);
    const auto mine = state->visibleScores(1);
    REQUIRE(mine.size() == 3);
    CHECK_FALSE(mine[0].has_value());
    CHECK(mine[1] == 0.0);
    CHECK_FALSE(mine[2].has_value());
    for (const auto &score : state->visibleScores(ludoteca::kSpectatorViewer))
        CHECK_FALSE(score.has_value());
    CHECK(state->visibleScores(ludoteca::kOmniscientViewer)[2] == 1.0);
    CHECK(state->visibleObjective(1, 1) == 40);
    CHECK(state->visibleObjective(1, 2) == 0);
    CHECK(state->visibleObjective(ludoteca::kSpectatorViewer, 1) == 0);
    CHECK(state->visibleObjective(ludoteca::kOmniscientViewer, 2) == 77);
    play(*state, "3-8");
    REQUIRE(state->isTerminal());
    CHECK(state->visibleObjective(ludoteca::kSpectatorViewer, 2) == 77);
    CHECK(state->visibleScores(ludoteca::kSpectatorViewer)[0] == 1.0);

    // A fresh game: each deal reads "deal" to everybody but the seat it went to.
    auto game = newGame({{"players", "2"}});
    play(*game, "deal-5");
    play(*game, "deal-60");
    play(*game, "draw"); // public, like the card it turns over
    play(*game, "card-90");
    const std::vector<std::string> own {"deal-5", "deal", "draw", "card-90"};
    const std::vector<std::string> theirs {"deal", "deal-60", "draw", "card-90"};
    const std::vector<std::string> nobody {"deal", "deal", "draw", "card-90"};
    const std::vector<std::string> all {"deal-5", "deal-60", "draw", "card-90"};
    CHECK(game->historyTexts(0) == own);
    CHECK(game->historyTexts(1) == theirs);
    CHECK(game->historyTexts(ludoteca::kSpectatorViewer) == nobody);
    CHECK(game->historyTexts(ludoteca::kOmniscientViewer) == all);
    CHECK(game->ply() == 4); // asking changes nothing
}

TEST_CASE("a review at a chance node sees only what its viewer may", "[circular-chess][hidden][review]")
{
    // Seats 1 and 2 swap their secrets: seat 0 and a spectator cannot tell the games apart.
    auto drawing = [](const std::vector<int> &objectives) {
        auto state = hiddenPosition(objectives);
        std::string error;
        REQUIRE(state->applyText("draw", error));
        REQUIRE(state->isChanceNode());
        return state;
    };
    const auto one = drawing({19, 40, 77});
    const auto other = drawing({19, 77, 40});
    for (const int observer : {0, ludoteca::kSpectatorViewer}) {
        INFO("observer " << observer);
        CHECK(chanceValues(*one, observer) == chanceValues(*other, observer));
    }
    // Without a viewer the search at a chance node sees everything, and tells them apart.
    CHECK(chanceValues(*one, ludoteca::ai::kMoverObserver) != chanceValues(*other, ludoteca::ai::kMoverObserver));
}
