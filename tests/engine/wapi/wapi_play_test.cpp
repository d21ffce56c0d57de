// Whole Wapi games played at random: the bag's weights, undo and clone exactness.

#include <nlohmann/json.hpp>

#include "engine/wapi/wapi_support.h"

using namespace ludoteca::testing::wapi;

namespace {

// Plays a seeded random game to the end, checking the chance weights against a count of
// the tiles drawn so far at every draw.
void checkWeightsThroughGame(WapiState &state, std::uint64_t seed)
{
    ludoteca::Rng rng(seed);
    std::array<int, WapiState::kOutcomes> drawn {};
    std::vector<ludoteca::ChanceOutcome> outcomes;
    std::vector<ludoteca::Action> scratch;
    while (!state.isTerminal()) {
        if (state.isChanceNode()) {
            state.chanceOutcomes(outcomes);
            int total = 0;
            int listed = 0;
            for (int outcome = 0; outcome < WapiState::kOutcomes; ++outcome) {
                const int left = WapiState::kInitialBag[static_cast<std::size_t>(outcome)]
                    - drawn[static_cast<std::size_t>(outcome)];
                REQUIRE(state.bagCount(outcome) == left);
                if (left > 0) {
                    REQUIRE(listed < static_cast<int>(outcomes.size()));
                    CHECK(outcomes[static_cast<std::size_t>(listed)].action == outcome);
                    CHECK(outcomes[static_cast<std::size_t>(listed)].weight == left);
                    ++listed;
                }
                total += left;
            }
            CHECK(listed == static_cast<int>(outcomes.size()));
            CHECK(total == state.bagTotal());
            const auto action = rng.pickWeighted(outcomes);
            ++drawn[static_cast<std::size_t>(action)];
            state.apply(action);
        } else {
            state.apply(state.playoutAction(rng, scratch));
        }
    }
    int silver = 0;
    for (int outcome = 0; outcome < WapiState::kSilverKinds; ++outcome)
        silver += drawn[static_cast<std::size_t>(outcome)];
    CHECK(silver == 48);
    CHECK(state.bagTotal() == 72 - state.silverPlaced() - [&] {
        int masks = 0;
        for (int m = 0; m < 6; ++m)
            masks += state.maskCount(m);
        return masks;
    }());
}

} // namespace

TEST_CASE("chance weights follow the bag as tiles are drawn", "[wapi]")
{
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        auto state = newWapi({{"players", std::to_string(3 + seed % 3)}});
        checkWeightsThroughGame(*state, seed);
        CHECK(state->isTerminal());
        CHECK_FALSE(state->winners().empty());
    }
}

TEST_CASE("an exhausted kind leaves the outcome list", "[wapi]")
{
    auto state = newWapi();
    for (int i = 0; i < 6; ++i) {
        play(*state, "silver-5");
        play(*state, "mine-1");
    }
    CHECK(state->bagCount(4) == 0);
    std::vector<ludoteca::ChanceOutcome> outcomes;
    state->chanceOutcomes(outcomes);
    CHECK(outcomes.size() == 10);
    for (const auto &o : outcomes)
        CHECK(o.action != 4);
    std::string error;
    CHECK_FALSE(state->applyText("silver-5", error));
}

TEST_CASE("undo restores every earlier position exactly", "[wapi]")
{
    for (std::uint64_t seed = 100; seed < 112; ++seed) {
        const std::vector<std::pair<std::string, std::string>> options {{"players", std::to_string(3 + seed % 3)},
                                                                        {"scoring", seed % 2 ? "share" : "full"}};
        auto state = newWapi(options);
        ludoteca::Rng rng(seed);
        std::vector<ludoteca::Action> scratch;
        std::vector<nlohmann::json> seen;
        std::vector<std::string> texts;
        std::vector<std::string> moves;
        while (!state->isTerminal()) {
            seen.push_back(state->toJson());
            texts.push_back(state->toText());
            const auto action = state->playoutAction(rng, scratch);
            REQUIRE(state->isLegal(action));
            moves.push_back(state->actionToString(action));
            state->apply(action);
        }
        const auto end = state->toJson();
        while (!seen.empty()) {
            REQUIRE(state->undo());
            REQUIRE(state->toJson() == seen.back());
            REQUIRE(state->toText() == texts.back());
            seen.pop_back();
            texts.pop_back();
        }
        CHECK_FALSE(state->undo());
        CHECK(state->toJson() == newWapi(options)->toJson());

        // Replaying the texts reaches the same end.
        for (const auto &move : moves)
            play(*state, move);
        CHECK(state->toJson() == end);
    }
}

TEST_CASE("undo right after a hand-built position stops at its start", "[wapi]")
{
    WapiSetup setup;
    setup.mines[2] = {{1, 1}, 2, {0}};
    setup.toMove = 1;
    setup.drawn = "mask-3";
    auto state = WapiState::fromSetup(setup);
    const auto start = state->toJson();
    play(*state, "totem");
    CHECK(state->totemsOf(2, 1) == 1);
    play(*state, "mask-3");
    play(*state, "no-totem");
    REQUIRE(state->undo());
    REQUIRE(state->undo());
    REQUIRE(state->undo());
    CHECK(state->toJson() == start);
    CHECK_FALSE(state->undo());
}

TEST_CASE("a clone is an independent copy", "[wapi]")
{
    auto state = newWapi({{"players", "5"}, {"scoring", "share"}});
    ludoteca::Rng rng(7);
    std::vector<ludoteca::Action> scratch;
    for (int ply = 0; !state->isTerminal(); ++ply) {
        if (ply % 17 == 0) {
            auto copy = state->clone();
            REQUIRE(copy->toJson() == state->toJson());
            REQUIRE(copy->history() == state->history());
            const auto before = state->toJson();
            ludoteca::Rng other(static_cast<std::uint64_t>(ply));
            while (!copy->isTerminal())
                copy->apply(copy->playoutAction(other, scratch));
            CHECK(state->toJson() == before);
            while (copy->ply() > state->ply())
                copy->undo();
            CHECK(copy->toJson() == before);
        }
        state->apply(state->playoutAction(rng, scratch));
    }
}
