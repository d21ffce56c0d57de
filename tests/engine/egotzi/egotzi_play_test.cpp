// Whole games: length, turn order, legal move lists, undo and clone.

#include <algorithm>

#include <nlohmann/json.hpp>

#include "egotzi_support.h"

using namespace ludoteca::testing::egotzi;
using ludoteca::Action;

namespace {

int stonesOf(const EgotziState &state, EgotziState::Color color)
{
    int count = 0;
    for (int cell = 0; cell < state.size() * state.size(); ++cell)
        count += state.at(cell) == color ? 1 : 0;
    return count;
}

const OptionList kSetups[] = {
    {{"size", "5"}}, {{"size", "6"}, {"pie", "off"}},
    {{"size", "7"}}, {{"size", "8"}, {"variant", "squared"}, {"komi", "6"}},
    {{"size", "9"}}, {{"size", "9"}, {"variant", "squared"}},
};

} // namespace

TEST_CASE("Random games end after size squared placements", "[egotzi][play]")
{
    for (const auto &options : kSetups) {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto state = newGame(options);
            const int size = state->size();
            ludoteca::Rng rng(seed);
            std::vector<Action> moves;
            int placements = 0;
            int placedBlack = 0;
            while (!state->isTerminal()) {
                REQUIRE(state->currentPlayer() == state->ply() % 2);
                state->legalActions(moves);
                REQUIRE(std::is_sorted(moves.begin(), moves.end()));
                REQUIRE(std::adjacent_find(moves.begin(), moves.end()) == moves.end());
                const bool swap = state->swapLegal();
                REQUIRE(static_cast<int>(moves.size()) == state->emptyCount() + (swap ? 1 : 0));
                const Action move = state->playoutAction(rng, moves);
                REQUIRE(std::find(moves.begin(), moves.end(), move) != moves.end());
                if (move != EgotziState::kSwapAction) {
                    ++placements;
                    placedBlack += state->seatColor(state->currentPlayer()) == EgotziState::Color::Black;
                }
                state->apply(move);
                // Pushes move stones but never change or remove them.
                REQUIRE(stonesOf(*state, EgotziState::Color::Black) == placedBlack);
                REQUIRE(stonesOf(*state, EgotziState::Color::White) == placements - placedBlack);
            }
            CHECK(placements == size * size);
            CHECK(state->legalActions().empty());
            const auto winners = state->winners();
            if (state->variant() == EgotziState::Variant::Standard)
                CHECK(winners.size() == 1);
            else
                CHECK_FALSE(winners.empty());
            const auto json = state->toJson();
            CHECK(json["terminal"] == true);
            CHECK(json["to_move"].is_null());
            CHECK(json["board"].get<std::string>().find('.') == std::string::npos);
        }
    }
}

TEST_CASE("Undo walks a whole game back exactly", "[egotzi][play]")
{
    for (const auto &options : kSetups) {
        auto state = newGame(options);
        ludoteca::Rng rng(99);
        std::vector<Action> scratch;
        std::vector<nlohmann::json> seen {state->toJson()};
        std::vector<std::string> texts;
        while (!state->isTerminal()) {
            const Action move = state->playoutAction(rng, scratch);
            texts.push_back(state->actionToString(move));
            state->apply(move);
            seen.push_back(state->toJson());
        }
        for (auto it = seen.rbegin() + 1; it != seen.rend(); ++it) {
            REQUIRE(state->undo());
            REQUIRE(state->toJson() == *it);
        }
        CHECK_FALSE(state->undo());

        // Replaying the texts reaches the same states.
        for (std::size_t i = 0; i < texts.size(); ++i) {
            play(*state, texts[i]);
            REQUIRE(state->toJson() == seen[i + 1]);
        }
    }
}

TEST_CASE("Apply then undo leaves the playout choices unchanged", "[egotzi][play]")
{
    // The list of empty cells is restored in its exact order, so a seeded playout from the
    // restored position picks the same moves.
    auto state = newGame({{"size", "6"}});
    ludoteca::Rng rng(5);
    std::vector<Action> scratch;
    std::vector<Action> moves;
    for (int step = 0; step < 30; ++step) {
        state->legalActions(moves);
        std::vector<Action> expected;
        ludoteca::Rng probe(1234);
        for (int i = 0; i < 40; ++i)
            expected.push_back(state->playoutAction(probe, scratch));
        for (const Action move : moves) {
            state->apply(move);
            state->undo();
            ludoteca::Rng again(1234);
            for (int i = 0; i < 40; ++i)
                REQUIRE(state->playoutAction(again, scratch) == expected[static_cast<std::size_t>(i)]);
        }
        state->apply(state->playoutAction(rng, scratch));
    }
}

TEST_CASE("A clone is an independent copy", "[egotzi][play]")
{
    auto state = newGame({{"size", "5"}});
    play(*state, "c3");
    play(*state, "swap");
    play(*state, "c2");
    auto copy = state->clone();
    CHECK(copy->toJson() == state->toJson());
    CHECK(copy->history() == state->history());

    play(*copy, "c1");
    CHECK(copy->toJson() != state->toJson());
    play(*state, "c1");
    CHECK(copy->toJson() == state->toJson());

    // Both keep playing identically and can be undone to the start.
    ludoteca::Rng a(3), b(3);
    std::vector<Action> scratch;
    while (!state->isTerminal()) {
        const Action move = state->playoutAction(a, scratch);
        REQUIRE(copy->playoutAction(b, scratch) == move);
        state->apply(move);
        copy->apply(move);
    }
    CHECK(copy->toJson() == state->toJson());
    while (copy->undo()) {}
    CHECK(copy->toJson() == newGame({{"size", "5"}})->toJson());
}
