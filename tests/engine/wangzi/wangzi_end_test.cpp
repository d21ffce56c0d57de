// Wang Zi's end: twenty moves without a tile, no legal move, final scoring and draws.

#include <nlohmann/json.hpp>

#include "engine/wangzi/wangzi_support.h"

using namespace ludoteca::testing::wangzi;

namespace {

WangziSetup flipReady(int quietMoves)
{
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"D4", "A1", "G7"};
    setup.tiles = {{"D4", "W2"}, {"E5", "B2"}};
    setup.quietMoves = quietMoves;
    return setup;
}

} // namespace

TEST_CASE("twenty moves in a row without a tile end the game", "[wangzi]")
{
    auto state = position(flipReady(19));
    CHECK_FALSE(state->isTerminal());
    play(*state, "D4>E5x");
    CHECK(state->quietMoves() == 20);
    CHECK(state->isTerminal());
    CHECK(state->legalActions().empty());
    CHECK(state->toJson()["to_move"].is_null());
    REQUIRE(state->undo());
    CHECK(state->currentPlayer() == 0);

    // A move that lays a tile starts the count again.
    play(*state, "D4>D5=1>D6=2");
    CHECK(state->quietMoves() == 0);
    CHECK_FALSE(state->isTerminal());

    // Nineteen quiet moves are not enough.
    state = position(flipReady(18));
    play(*state, "D4>E5x");
    CHECK(state->quietMoves() == 19);
    CHECK_FALSE(state->isTerminal());
}

TEST_CASE("a player without a legal move ends the game", "[wangzi]")
{
    // The only Prince was moved last by the opponent.
    WangziSetup barred;
    barred.options = {{"size", "4"}};
    barred.princes = {"D4"};
    barred.tiles = {{"D4", "W1"}};
    barred.lastMoved = "D4";
    auto state = position(barred);
    CHECK(state->isTerminal());
    CHECK(state->legalActions().empty());
    // The Prince moved last goes to nobody: a draw at 0.
    CHECK(state->scores() == std::vector<double> {0, 0});
    CHECK(state->winners() == std::vector<int> {0, 1});

    // Every cell holds a White tile and White has nothing to lay: only passes, no move.
    WangziSetup full;
    full.options = {{"size", "4"}};
    full.princes = {"D4"};
    full.supply[0] = {0, 0, 0};
    auto probe = newGame("4");
    for (int cell = 0; cell < probe->cellCount(); ++cell)
        full.tiles.push_back({probe->cellName(cell), "W1"});
    state = position(full);
    CHECK(state->isTerminal());
    // The Prince stands on a White tile, so it goes to Black.
    CHECK(state->scores() == std::vector<double> {0, 2});
    CHECK(state->winners() == std::vector<int> {1});
    CHECK(state->toJson()["winners"] == nlohmann::json::parse("[1]"));

    // With one 3 in supply and E5 empty, only the moves that lay it remain.
    full.supply[0] = {0, 0, 1};
    full.tiles.erase(std::find(full.tiles.begin(), full.tiles.end(), std::pair<std::string, std::string> {"E5", "W1"}));
    state = position(full);
    CHECK_FALSE(state->isTerminal());
    CHECK(legalTexts(*state)
          == std::set<std::string> {"D4>D5>E5=3", "D4>E4>E5=3", "D4>E5=3>E6", "D4>E5=3>E4", "D4>E5=3>F5", "D4>E5=3>D5",
                                    "D4>E5=3>F6"});
}

TEST_CASE("final scoring counts territory and captured Princes and the Princes left", "[wangzi]")
{
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.territory[0] = {"C3"};
    setup.captured = {1, 0};
    // A1 on no tile (nobody), B2 on White (Black), B3 on Black (White), D4 moved last.
    setup.princes = {"A1", "B2", "B3", "D4"};
    setup.tiles = {{"B2", "W1"}, {"B3", "B2"}, {"D4", "B3"}, {"E5", "W1"}};
    setup.lastMoved = "D4";
    setup.toMove = 0;
    setup.quietMoves = 19;
    auto playing = position(setup);
    REQUIRE_FALSE(playing->isTerminal());
    // During play: territory plus captured Princes only.
    CHECK(playing->scores() == std::vector<double> {3, 0});
    CHECK(playing->winners().empty());

    setup.quietMoves = 20;
    auto over = position(setup);
    REQUIRE(over->isTerminal());
    CHECK(over->scores() == std::vector<double> {5, 2});
    CHECK(over->winners() == std::vector<int> {0});
    const auto json = over->toJson();
    CHECK(json["scores"] == nlohmann::json::parse("[5,2]"));
    CHECK(json["winners"] == nlohmann::json::parse("[0]"));

    // Without a Prince moved last, the one on D4 (a Black tile) goes to White too.
    setup.lastMoved.clear();
    over = position(setup);
    CHECK(over->scores() == std::vector<double> {7, 2});
}

TEST_CASE("the Prince moved last in the game is left out of the final count", "[wangzi]")
{
    // White flips on the twentieth quiet move: the Prince ends on a White tile but, as the
    // last one moved, goes to nobody. The Prince on A1 stands on no tile; G7 on a Black 1.
    WangziSetup setup = flipReady(19);
    setup.tiles.push_back({"G7", "B1"});
    auto state = position(setup);
    play(*state, "D4>E5x");
    REQUIRE(state->isTerminal());
    CHECK(state->scores() == std::vector<double> {2, 0});
    CHECK(state->winners() == std::vector<int> {0});
    CHECK(state->toJson()["last_moved"] == "E5");
}

TEST_CASE("equal scores are a draw won by both", "[wangzi]")
{
    WangziSetup setup;
    setup.options = {{"size", "5"}};
    setup.territory[0] = {"C3", "C4"};
    setup.territory[1] = {"E5", "E6"};
    setup.princes = {"A1", "G7"}; // on no tile: they go to nobody
    setup.quietMoves = 20;
    auto state = position(setup);
    REQUIRE(state->isTerminal());
    CHECK(state->scores() == std::vector<double> {2, 2});
    CHECK(state->winners() == std::vector<int> {0, 1});
    std::vector<double> rewards(2);
    state->rewards(rewards);
    CHECK(rewards == std::vector<double> {0.5, 0.5});
}

TEST_CASE("each Prince left goes to the colour opposite its tile, and the score counts them so", "[wangzi]")
{
    // White moves last (D4>E5x), ending the game on the quiet limit. The Prince on A1 stands
    // on a Black tile, the one on A4 on a White tile, the one on G7 on no tile.
    WangziSetup setup = flipReady(19);
    setup.princes = {"D4", "A1", "A4", "G7"};
    setup.tiles.push_back({"A1", "B1"});
    setup.tiles.push_back({"A4", "W3"});
    auto state = position(setup);
    const auto at = [&](const char *name) { return state->cellFromName(name); };
    play(*state, "D4>E5x");
    REQUIRE(state->isTerminal());
    CHECK(state->princeGoesTo(at("A1")) == 0);
    CHECK(state->princeGoesTo(at("A4")) == 1);
    CHECK(state->princeGoesTo(at("G7")) == -1);
    CHECK(state->princeGoesTo(at("E5")) == -1); // moved last
    CHECK(state->princeGoesTo(at("B2")) == -1); // no Prince
    CHECK(state->princesAwarded(0) == 1);
    CHECK(state->princesAwarded(1) == 1);
    CHECK(state->scores() == std::vector<double> {2, 2});
}
