// Wang Zi's playout policy: against random moves from the same position, it closes rings
// more often, and it knows which moves may close one.

#include <functional>

#include "engine/wangzi/wangzi_support.h"

using namespace ludoteca::testing::wangzi;

namespace {

// The share of `draws` moves drawn by the policy (or at random) that `wanted` accepts.
double share(const WangziState &state, bool policy, const std::function<bool(const std::string &)> &wanted)
{
    constexpr int draws = 3000;
    ludoteca::Rng rng(7);
    std::vector<ludoteca::Action> scratch;
    int hits = 0;
    for (int i = 0; i < draws; ++i) {
        const auto action = policy ? state.playoutAction(rng, scratch) : state.randomAction(rng, scratch);
        hits += wanted(state.actionToString(action)) ? 1 : 0;
    }
    return static_cast<double>(hits) / draws;
}

} // namespace

TEST_CASE("the playout policy closes a ring more often than a random move", "[wangzi][ai]")
{
    // Size 4, White to move: White's tiles surround C3 but for B3, which the Prince on B4
    // can lay on; the Princes on G4 and G7 have nothing to close.
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"B4", "G4", "G7"};
    setup.tiles = {{"C4", "W1"}, {"D4", "W1"}, {"D3", "W2"}, {"C2", "W3"}, {"B2", "W1"}};
    auto state = position(setup);
    const auto closes = [](const std::string &text) { return text.find(">B3=") != std::string::npos; };
    const double random = share(*state, false, closes);
    const double policy = share(*state, true, closes);
    INFO("random " << random << ", policy " << policy);
    CHECK(random > 0.0);
    CHECK(policy > 1.5 * random);
}

TEST_CASE("a move may close a group when it cuts one off or takes its last border cell", "[wangzi][ai]")
{
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"B4", "G4", "G7"};
    setup.tiles = {{"C4", "W1"}, {"D4", "W1"}, {"D3", "W2"}, {"C2", "W3"}, {"B2", "W1"}};
    auto state = position(setup);
    std::string error;
    // B3 closes the ring around C3; A3 and B5 leave C3 open through B3.
    for (const char *closing : {"B4>B3=1>A2=2", "B4>B3=2>A3=1"}) {
        const auto action = state->parseAction(closing, error);
        REQUIRE(action != ludoteca::kInvalidAction);
        CHECK(state->mayEncloseByMove(action));
    }
    for (const char *open : {"B4>A3=1>A2=2", "B4>B5=1>A4=2"}) {
        INFO(open);
        const auto action = state->parseAction(open, error);
        REQUIRE(action != ludoteca::kInvalidAction);
        CHECK_FALSE(state->mayEncloseByMove(action));
    }
}
