#include <set>

#include <nlohmann/json.hpp>

#include "circular_chess_support.h"

using namespace ludoteca::testing::circular_chess;
using ludoteca::ChanceOutcome;
using ludoteca::kChancePlayer;
using ludoteca::kTerminalPlayer;
using Phase = CircularChessState::Phase;

TEST_CASE("options take exactly the listed values", "[circular-chess][turns]")
{
    const auto *info = ludoteca::GameRegistry::find("circular-chess");
    REQUIRE(info != nullptr);
    std::string error;
    for (const auto &[key, value] :
         OptionList {{"players", "6"}, {"capture", "opposite"}, {"capture", "any"}, {"quiet", "4"}, {"quiet", "60"}}) {
        INFO(key << "=" << value);
        CHECK(info->newGame(OptionList {{key, value}}, error) != nullptr);
    }
    for (const auto &[key, value] : OptionList {{"players", "1"},
                                                {"players", "7"},
                                                {"capture", "Same"},
                                                {"quiet", "3"},
                                                {"quiet", "61"},
                                                {"quiet", "012"}}) {
        INFO(key << "=" << value);
        CHECK(info->newGame(OptionList {{key, value}}, error) == nullptr);
    }
    const auto defaults = info->defaultOptions();
    CHECK(defaults.at("players") == "2");
    CHECK(defaults.at("capture") == "same");
    CHECK(defaults.at("quiet") == "12");
}

TEST_CASE("objectives are dealt seat by seat as equally likely chance moves", "[circular-chess][turns]")
{
    auto state = newGame({{"players", "3"}});
    std::vector<ChanceOutcome> outcomes;
    for (int seat = 0; seat < 3; ++seat) {
        REQUIRE(state->currentPlayer() == kChancePlayer);
        CHECK(state->phase() == Phase::Deal);
        state->chanceOutcomes(outcomes);
        CHECK(outcomes.size() == static_cast<std::size_t>(90 - seat));
        for (const auto &outcome : outcomes)
            CHECK(outcome.weight == 1);
        CHECK(state->legalActions().size() == outcomes.size());
        play(*state, "deal-" + std::to_string(37 + seat));
        CHECK(state->objective(seat) == 37 + seat);
    }
    CHECK(state->currentPlayer() == 0);
    CHECK(state->deckSize() == 87);
    CHECK_FALSE(state->inDeck(37));
    // On an empty board the only action is to draw.
    CHECK(legalTexts(*state) == std::vector<std::string> {"draw"});
    play(*state, "draw");
    REQUIRE(state->currentPlayer() == kChancePlayer);
    state->chanceOutcomes(outcomes);
    CHECK(outcomes.size() == 87);
    std::set<std::string> texts;
    for (const auto &outcome : outcomes) {
        CHECK(outcome.weight == 1);
        texts.insert(state->actionToString(outcome.action));
    }
    CHECK(texts.count("card-36") == 1);
    CHECK(texts.count("card-37") == 0); // an objective stays out of the deck
    CHECK(texts.count("card-39") == 0);
    play(*state, "card-12");
    CHECK(state->pieceAt(12) == ludoteca::games::circular_chess::cardPiece(12));
    CHECK(state->deckSize() == 86);
    CHECK(state->currentPlayer() == 1);
    CHECK(state->turnSeat() == 1);
}

TEST_CASE("a card for an occupied cell is discarded and still counts as a draw", "[circular-chess][turns]")
{
    CircularChessSetup setup;
    setup.options = {{"quiet", "5"}};
    setup.pieces = {{12, 'R'}};
    setup.objectives = {19, 20};
    setup.quiet = 4;
    auto state = CircularChessState::fromSetup(setup);
    CHECK(state->deckSize() == 88);
    play(*state, "draw");
    play(*state, "card-12");
    CHECK(state->pieceAt(12) == ludoteca::games::circular_chess::pieceFromLetter('R'));
    CHECK(state->deckSize() == 87);
    CHECK_FALSE(state->inDeck(12));
    CHECK(state->quietTurns() == 0);
    CHECK(state->currentPlayer() == 1);
    const auto json = state->toJson();
    CHECK(json.at("discards") == nlohmann::json::array({12}));
    CHECK(json.at("board") == nlohmann::json({{"12", "R"}}));
    REQUIRE(state->undo());
    REQUIRE(state->undo());
    CHECK(state->quietTurns() == 4);
    CHECK(state->toJson().at("discards").empty());
}

TEST_CASE("draw is offered only while the deck has cards", "[circular-chess][turns]")
{
    CircularChessSetup setup;
    setup.pieces = {{12, 'P'}};
    setup.objectives = {19, 20};
    setup.drawn = drawnExcept(setup.objectives, {40});
    auto state = CircularChessState::fromSetup(setup);
    CHECK(legalTexts(*state) == std::vector<std::string> {"12-17", "draw"});
    play(*state, "draw");
    CHECK(legalTexts(*state) == std::vector<std::string> {"card-40"});
    play(*state, "card-40");
    CHECK(state->deckSize() == 0);
    CHECK(legalTexts(*state) == std::vector<std::string> {"12-17", "40-35"});
}

TEST_CASE("the game ends after the quiet limit of turns without a draw or a capture", "[circular-chess][turns]")
{
    CircularChessSetup setup;
    setup.options = {{"quiet", "4"}};
    setup.pieces = {{3, 'R'}, {40, 'r'}, {80, 'r'}};
    setup.objectives = {19, 20};
    auto state = CircularChessState::fromSetup(setup);
    play(*state, "3-8");
    play(*state, "8-13");
    play(*state, "13-18");
    CHECK(state->quietTurns() == 3);
    CHECK_FALSE(state->isTerminal());
    // A capture resets the count.
    play(*state, "40x80");
    CHECK(state->quietTurns() == 0);
    CHECK(state->scores() == std::vector<double> {0, 1});
    play(*state, "18-23");
    play(*state, "23-28");
    play(*state, "28-33");
    CHECK_FALSE(state->isTerminal());
    play(*state, "33-38");
    CHECK(state->isTerminal());
    CHECK(state->currentPlayer() == kTerminalPlayer);
    CHECK(state->legalActions().empty());
    CHECK(state->winners() == std::vector<int> {1});
    // Undoing the last turn reopens the game.
    REQUIRE(state->undo());
    CHECK(state->currentPlayer() == 1);
    CHECK(state->quietTurns() == 3);
}

TEST_CASE("a draw resets the quiet count", "[circular-chess][turns]")
{
    CircularChessSetup setup;
    setup.options = {{"quiet", "4"}};
    setup.pieces = {{3, 'R'}};
    setup.objectives = {19, 20};
    setup.quiet = 3;
    auto state = CircularChessState::fromSetup(setup);
    play(*state, "draw");
    play(*state, "card-50");
    CHECK(state->quietTurns() == 0);
    CHECK_FALSE(state->isTerminal());
}

TEST_CASE("the game ends when the seat to move has no action at all", "[circular-chess][turns]")
{
    // A ring of white pawns blocks itself: no pawn can step or take.
    CircularChessSetup setup;
    for (int ray = 0; ray < 18; ++ray)
        setup.pieces.push_back({5 * ray + 1, 'P'});
    setup.objectives = {19, 20, 21};
    setup.options = {{"players", "3"}};
    setup.drawn = drawnExcept(setup.objectives, {6});
    auto state = CircularChessState::fromSetup(setup);
    CHECK(legalTexts(*state) == std::vector<std::string> {"draw"});
    play(*state, "draw");
    play(*state, "card-6"); // cell 6 is taken: discarded, and the deck is empty
    CHECK(state->isTerminal());
    CHECK(state->legalActions().empty());
    CHECK(state->winners() == std::vector<int> {0, 1, 2});
    REQUIRE(state->undo());
    CHECK(state->currentPlayer() == kChancePlayer);

    setup.drawn = drawnExcept(setup.objectives);
    auto over = CircularChessState::fromSetup(setup);
    CHECK(over->isTerminal());
}

TEST_CASE("objectives score captures of their kind and colour only", "[circular-chess][turns]")
{
    CircularChessSetup setup;
    setup.options = {{"players", "3"}, {"capture", "any"}};
    // Seat 0 hunts white rooks (19), seat 1 black rooks (20), seat 2 white pawns (1).
    setup.objectives = {19, 20, 1};
    setup.pieces = {{3, 'R'}, {4, 'R'}, {9, 'r'}, {14, 'P'}, {2, 'q'}, {10, 'N'}};
    auto state = CircularChessState::fromSetup(setup);
    play(*state, "3x4"); // seat 0 takes a white rook: its objective
    CHECK(state->scores() == std::vector<double> {1, 0, 0});
    play(*state, "4x9"); // seat 1 takes a black rook: its objective
    CHECK(state->scores() == std::vector<double> {1, 1, 0});
    play(*state, "9x14"); // seat 2 takes a white pawn: its objective
    CHECK(state->scores() == std::vector<double> {1, 1, 1});
    play(*state, "2x14"); // seat 0 takes the white rook that moved on
    CHECK(state->scores() == std::vector<double> {2, 1, 1});
    CHECK(state->capturedCount(0, ludoteca::games::circular_chess::pieceFromLetter('R')) == 2);
    CHECK(state->capturedCount(2, ludoteca::games::circular_chess::pieceFromLetter('P')) == 1);
    CHECK(state->winners().empty());
    // A capture that is not the objective scores nothing.
    play(*state, "14x10"); // seat 1 hunts black rooks: a white knight is worth nothing to it
    CHECK(state->scores() == std::vector<double> {2, 1, 1});
    CHECK(state->capturedCount(1, ludoteca::games::circular_chess::pieceFromLetter('N')) == 1);
}

TEST_CASE("the highest score wins and equal highest scores share", "[circular-chess][turns]")
{
    CircularChessSetup setup;
    setup.options = {{"players", "3"}, {"quiet", "4"}};
    setup.objectives = {19, 20, 1};
    setup.pieces = {{3, 'Q'}};
    setup.captured = {"RR", "rrP", "PPPPPR"};
    setup.quiet = 3;
    auto state = CircularChessState::fromSetup(setup);
    CHECK(state->scores() == std::vector<double> {2, 2, 5});
    play(*state, "3-8");
    CHECK(state->winners() == std::vector<int> {2});

    setup.captured = {"RR", "rrP", "PR"};
    auto shared = CircularChessState::fromSetup(setup);
    play(*shared, "3-8");
    CHECK(shared->winners() == std::vector<int> {0, 1});
    const auto json = shared->toJson();
    CHECK(json.at("winners") == nlohmann::json::array({0, 1}));
    CHECK(json.at("scores") == nlohmann::json::array({2, 2, 1}));
}

TEST_CASE("hand-built positions reject impossible setups", "[circular-chess][turns]")
{
    CircularChessSetup setup;
    setup.objectives = {19};
    CHECK_THROWS_AS(CircularChessState::fromSetup(setup), std::invalid_argument);
    setup.objectives = {19, 19};
    CHECK_THROWS_AS(CircularChessState::fromSetup(setup), std::invalid_argument);
    setup.objectives = {19, 20};
    setup.pieces = {{91, 'R'}};
    CHECK_THROWS_AS(CircularChessState::fromSetup(setup), std::invalid_argument);
    setup.pieces = {{3, 'X'}};
    CHECK_THROWS_AS(CircularChessState::fromSetup(setup), std::invalid_argument);
    setup.pieces = {{3, 'R'}, {3, 'r'}};
    CHECK_THROWS_AS(CircularChessState::fromSetup(setup), std::invalid_argument);
    setup.pieces = {};
    setup.drawn = {19};
    CHECK_THROWS_AS(CircularChessState::fromSetup(setup), std::invalid_argument);
    setup.drawn = {};
    setup.discards = {5};
    CHECK_THROWS_AS(CircularChessState::fromSetup(setup), std::invalid_argument);
}
