// The search knowledge of Circular Chess: the hunting playout policy, the evaluation, the
// worth of a shared win, and the levels taking a piece of their objective.

#include <array>
#include <span>

#include "ludoteca/ai/profile.h"
#include "ludoteca/ai/search.h"
#include "ludoteca/core/random.h"

#include "circular_chess_support.h"

using namespace ludoteca::testing::circular_chess;
using ludoteca::Action;
using ludoteca::Rng;

namespace {

Action parsed(const CircularChessState &state, const std::string &text)
{
    std::string error;
    const Action action = state.parseAction(text, error);
    INFO(text << ": " << error);
    REQUIRE(action != ludoteca::kInvalidAction);
    return action;
}

// Seat 0 hunts the white rook (card 19), seat 1 the black one (card 20). The white queen
// on 2 can take the white rook on 1 (same-colour captures), and the rook the queen.
std::unique_ptr<CircularChessState> huntPosition(int toMove = 0)
{
    CircularChessSetup setup;
    setup.pieces = {{1, 'R'}, {2, 'Q'}, {40, 'r'}};
    setup.objectives = {19, 20};
    setup.toMove = toMove;
    return CircularChessState::fromSetup(setup);
}

std::array<double, 2> evaluation(const CircularChessState &state)
{
    std::array<double, 2> out {};
    REQUIRE(state.evaluate(std::span<double>(out)));
    return out;
}

} // namespace

TEST_CASE("takesObjective is true only for the mover's objective taken", "[circular-chess][ai]")
{
    auto white = huntPosition(0);
    CHECK(white->takesObjective(parsed(*white, "2x1")));
    CHECK_FALSE(white->takesObjective(parsed(*white, "1x2")));
    CHECK_FALSE(white->takesObjective(parsed(*white, "2-82")));
    CHECK_FALSE(white->takesObjective(CircularChessState::kDraw));
    // Seat 1 hunts the black rook: the same capture earns it nothing.
    auto black = huntPosition(1);
    CHECK_FALSE(black->takesObjective(parsed(*black, "2x1")));
}

TEST_CASE("playouts always take a piece of the mover's objective when they can", "[circular-chess][ai]")
{
    auto state = huntPosition();
    const Action hunt = parsed(*state, "2x1");
    std::vector<Action> scratch;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        Rng rng(seed);
        REQUIRE(state->playoutAction(rng, scratch) == hunt);
    }
}

TEST_CASE("playouts without a piece to hunt draw or move legally", "[circular-chess][ai]")
{
    // Seat 1 hunts the black rook, which nothing can take: it draws or moves.
    auto state = huntPosition(1);
    const auto legal = state->legalActions();
    std::vector<Action> scratch;
    bool drew = false;
    bool moved = false;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        Rng rng(seed);
        const Action action = state->playoutAction(rng, scratch);
        REQUIRE(std::find(legal.begin(), legal.end(), action) != legal.end());
        drew = drew || action == CircularChessState::kDraw;
        moved = moved || action != CircularChessState::kDraw;
    }
    CHECK(drew);
    CHECK(moved);
}

TEST_CASE("the evaluation favours the seat with captures and objectives in reach", "[circular-chess][ai]")
{
    // The same board twice: seat 0 has taken a white rook in the second.
    CircularChessSetup setup;
    setup.pieces = {{2, 'Q'}, {40, 'r'}};
    setup.objectives = {19, 20};
    auto even = CircularChessState::fromSetup(setup);
    setup.captured = {"R"};
    auto ahead = CircularChessState::fromSetup(setup);

    const auto evenValues = evaluation(*even);
    const auto aheadValues = evaluation(*ahead);
    CHECK(evenValues[0] + evenValues[1] == Approx(1.0));
    CHECK(aheadValues[0] + aheadValues[1] == Approx(1.0));
    CHECK(aheadValues[0] > 0.5);
    CHECK(aheadValues[0] > evenValues[0]);
    // A black rook on the board is within seat 1's reach; seat 0's rooks are all in the deck.
    CHECK(evenValues[1] > evenValues[0]);
}

TEST_CASE("a shared win is worth less to the search than its share", "[circular-chess][ai]")
{
    CircularChessSetup setup;
    setup.options = {{"quiet", "4"}};
    setup.pieces = {{3, 'R'}};
    setup.objectives = {19, 20};
    setup.quiet = 3;
    auto tied = CircularChessState::fromSetup(setup);
    play(*tied, "3-8");
    REQUIRE(tied->isTerminal());
    REQUIRE(tied->winners() == std::vector<int> {0, 1});
    std::array<double, 2> out {};
    tied->rewards(std::span<double>(out));
    CHECK(out[0] == out[1]);
    CHECK(out[0] > 0.0);
    CHECK(out[0] < 0.5);

    setup.captured = {"", "r"};
    auto won = CircularChessState::fromSetup(setup);
    play(*won, "3-8");
    REQUIRE(won->winners() == std::vector<int> {1});
    won->rewards(std::span<double>(out));
    CHECK(out[0] == 0.0);
    CHECK(out[1] == 1.0);
}

TEST_CASE("Strong takes a piece of its objective whenever one is offered", "[circular-chess][ai]")
{
    auto state = huntPosition();
    const Action hunt = parsed(*state, "2x1");
    for (const auto level : {ludoteca::ai::Level::Strong, ludoteca::ai::Level::Master}) {
        INFO("level " << ludoteca::ai::levelName(level));
        for (std::uint64_t seed = 0; seed < 5; ++seed)
            CHECK(ludoteca::ai::chooseMove(*state, level, seed, nullptr, {3000, 0}) == hunt);
    }
}

TEST_CASE("the lower levels leave an offered piece to the search, Club three times in four", "[circular-chess][ai]")
{
    const auto *profile = ludoteca::ai::AiProfiles::find("circular-chess");
    REQUIRE(profile);
    REQUIRE(profile->strategy);
    auto state = huntPosition();
    const Action hunt = parsed(*state, "2x1");
    const auto taken = [&](ludoteca::ai::Level level) {
        int count = 0;
        for (std::uint64_t seed = 0; seed < 400; ++seed) {
            Rng rng(seed);
            Action action = ludoteca::kInvalidAction;
            if (profile->strategy(level, *state, rng, action)) {
                REQUIRE(action == hunt);
                ++count;
            }
        }
        return count;
    };
    CHECK(taken(ludoteca::ai::Level::Beginner) == 0);
    CHECK(taken(ludoteca::ai::Level::Novice) == 0);
    CHECK(taken(ludoteca::ai::Level::Casual) == 0);
    const int club = taken(ludoteca::ai::Level::Club);
    CHECK(club > 250); // 300 expected, with a standard deviation under 9
    CHECK(club < 350);
    CHECK(taken(ludoteca::ai::Level::Strong) == 400);

    // Nothing to take: every level searches.
    auto quiet = huntPosition(1);
    Rng rng(1);
    Action action = ludoteca::kInvalidAction;
    CHECK_FALSE(profile->strategy(ludoteca::ai::Level::Strong, *quiet, rng, action));
}
