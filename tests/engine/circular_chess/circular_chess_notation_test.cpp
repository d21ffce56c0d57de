#include <nlohmann/json.hpp>

#include "circular_chess_support.h"

#include "engine/decode_round_trip.h"

using namespace ludoteca::testing::circular_chess;
using ludoteca::Action;
using ludoteca::Rng;

TEST_CASE("moves have one canonical text each", "[circular-chess][notation]")
{
    auto state = position({{12, 'P'}, {18, 'P'}});
    CHECK(state->actionToString(CircularChessState::kDraw) == "draw");
    CHECK(state->actionToString(CircularChessState::dealAction(37)) == "deal-37");
    CHECK(state->actionToString(CircularChessState::cardAction(37)) == "card-37");
    CHECK(state->actionToString(CircularChessState::moveAction(12, 17)) == "12-17");
    CHECK(state->actionToString(CircularChessState::moveAction(12, 18)) == "12x18");
    std::string error;
    CHECK(state->parseAction("12-17", error) == CircularChessState::moveAction(12, 17));
    CHECK(state->parseAction("12x18", error) == CircularChessState::moveAction(12, 18));
    for (const char *wrong : {"12x17", "12-18", "012-17", "12 - 17", "Draw", "card-37", "deal-37", "12-"})
        CHECK(state->parseAction(wrong, error) == ludoteca::kInvalidAction);
}

TEST_CASE("texts round-trip through random games, and apply, undo and clone agree", "[circular-chess][notation]")
{
    for (const auto &options : std::vector<OptionList> {
             {{"players", "2"}}, {{"players", "5"}, {"capture", "any"}}, {{"players", "3"}, {"capture", "opposite"}}}) {
        auto start = newGame(options);
        Rng rng(17);
        auto state = newGame(options);
        std::vector<std::string> texts;
        std::vector<Action> legal;
        std::vector<Action> scratch;
        while (!state->isTerminal()) {
            state->legalActions(legal);
            for (const Action action : legal) {
                std::string error;
                REQUIRE(state->parseAction(state->actionToString(action), error) == action);
            }
            const Action action = state->playoutAction(rng, scratch);
            const auto before = state->toJson();
            auto copy = state->clone();
            state->apply(action);
            REQUIRE(state->undo());
            REQUIRE(state->toJson() == before);
            texts.push_back(state->actionToString(action));
            state->apply(action);
            copy->apply(action);
            REQUIRE(copy->toJson() == state->toJson());
            REQUIRE(copy->toText() == state->toText());
        }
        auto replay = newGame(options);
        for (const auto &text : texts)
            play(*replay, text);
        CHECK(replay->toJson() == state->toJson());
        while (state->undo()) {}
        CHECK(state->toJson() == start->toJson());
    }
}

TEST_CASE("the text board shows cells, deck and seats", "[circular-chess][notation]")
{
    CircularChessSetup setup;
    setup.objectives = {19, 20};
    setup.pieces = {{5, 'Q'}, {50, 'k'}};
    setup.captured = {"pp", ""};
    auto state = CircularChessState::fromSetup(setup);
    const std::string text = state->toText();
    CHECK(text.find(" 5 Q | 50 k") != std::string::npos); // opposite inner cells side by side
    CHECK(text.find("deck: 88 cards") != std::string::npos);
    CHECK(text.find("seat 0: objective 19 (R), captured pp, score 0") != std::string::npos);
    CHECK(text.find("seat 0 to move") != std::string::npos);
}

// The typed decode is checked against the notation, a separate reading of the same numbers.
TEST_CASE("decode spells out every action as its text does", "[circular-chess][notation]")
{
    using Kind = CircularChessState::Decoded::Kind;
    auto state = position({{12, 'P'}, {18, 'P'}});
    for (Action action = -1; action <= CircularChessState::kActionCount; ++action) {
        INFO("action " << action);
        const auto decoded = state->decode(action);
        const std::string text = state->actionToString(action);
        if (text == "?") {
            CHECK(decoded.kind == Kind::Invalid);
        } else if (text == "draw") {
            CHECK(decoded.kind == Kind::Draw);
        } else if (text == "deal") { // a card dealt face down, in a seat's copy
            CHECK(decoded.kind == Kind::Deal);
            CHECK(decoded.card == 0);
        } else if (text.rfind("deal-", 0) == 0) {
            CHECK(decoded.kind == Kind::Deal);
            CHECK(decoded.card == std::stoi(text.substr(5)));
        } else if (text.rfind("card-", 0) == 0) {
            CHECK(decoded.kind == Kind::Card);
            CHECK(decoded.card == std::stoi(text.substr(5)));
        } else {
            const auto sign = text.find_first_of("-x");
            REQUIRE(sign != std::string::npos);
            CHECK(decoded.kind == Kind::Move);
            CHECK(decoded.from == std::stoi(text.substr(0, sign)));
            CHECK(decoded.to == std::stoi(text.substr(sign + 1)));
            // The header's numbering, read plainly: from * 90 + to, cells 0-based.
            CHECK(action == (decoded.from - 1) * 90 + decoded.to - 1);
        }
        if (decoded.kind != Kind::Invalid)
            CHECK(state->encode(decoded) == action);
    }
    CHECK(state->encode({Kind::Move, 0, 5, 0}) == ludoteca::kInvalidAction);
    CHECK(state->encode({Kind::Card, 0, 0, 91}) == ludoteca::kInvalidAction);
    CHECK(state->encode({}) == ludoteca::kInvalidAction);
}

TEST_CASE("every action of random games decodes and encodes back", "[circular-chess][notation]")
{
    for (const char *players : {"2", "3", "6"}) {
        INFO(players << " players");
        CHECK(ludoteca::testing::decodeRoundTrip<CircularChessState>(newGame({{"players", players}}), 20, 7) > 1000);
    }
}
