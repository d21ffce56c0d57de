// Wang Zi's moves: the kinds of step, tile values, flips, locks, the barred Prince and the
// rule that a move must change the board.

#include <nlohmann/json.hpp>

#include "engine/decode_round_trip.h"
#include "engine/wangzi/wangzi_support.h"

using namespace ludoteca::testing::wangzi;

namespace {

// White to move, size 4. The Prince on D4 stands on a White 2; around it: D5 White 1,
// E5 Black 2, E4 Black 3, D3 Black 1 locked, C3 and C4 empty. B4 holds a Black 3, a second
// Prince on C5 moved last, and D6 is Black territory.
WangziSetup crossroads()
{
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"D4", "C5"};
    setup.tiles = {{"D4", "W2"}, {"D5", "W1"}, {"E5", "B2"}, {"E4", "B3"}, {"D3", "B1L"}, {"B4", "B3"}};
    setup.territory[1] = {"D6"};
    setup.lastMoved = "C5";
    return setup;
}

} // namespace

TEST_CASE("the legal moves agree with a plain reading of the rules", "[wangzi]")
{
    auto state = position(crossroads());
    CHECK(legalTexts(*state) == referenceMoves(*state));
    CHECK(newGame("4")->legalActions().size() == referenceMoves(*newGame("4")).size());
}

TEST_CASE("a flip needs a from-tile at least as high and an unlocked opponent tile", "[wangzi]")
{
    auto state = position(crossroads());
    CHECK(isLegal(*state, "D4>E5x"));          // 2 >= 2
    CHECK_FALSE(isLegal(*state, "D4>E4x"));    // 2 < 3
    CHECK_FALSE(isLegal(*state, "D4>D3x"));    // locked
    CHECK_FALSE(isLegal(*state, "D4>D5x"));    // own tile
    CHECK(isLegal(*state, "D4>E4>E5x"));       // from a Black 3, whatever its colour
    CHECK_FALSE(isLegal(*state, "D4>D5>E5x")); // from a White 1 onto a 2
    CHECK(isLegal(*state, "D4>C4=3>B4x"));     // from the tile just laid
    CHECK_FALSE(isLegal(*state, "D4>C4=2>B4x"));
    CHECK(isLegal(*state, "D4>C4=2>B4")); // passing over it instead
    // After a flip the Prince stops: nothing follows an x.
    for (const auto &text : legalTexts(*state))
        CHECK((text.find('x') == std::string::npos || text.back() == 'x'));
}

TEST_CASE("a Prince on a cell without a tile cannot flip", "[wangzi]")
{
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"A1"};
    setup.tiles = {{"B1", "B1"}};
    auto state = position(setup);
    CHECK_FALSE(isLegal(*state, "A1>B1x"));
    CHECK(isLegal(*state, "A1>B1>C2=1"));
    CHECK(isLegal(*state, "A1>B1>B2=3"));
    CHECK(legalTexts(*state) == referenceMoves(*state));
}

TEST_CASE("laying tiles takes a value from the supply and two values in one move differ", "[wangzi]")
{
    auto state = position(crossroads());
    CHECK(isLegal(*state, "D4>C4=1>C3=2"));
    CHECK_FALSE(isLegal(*state, "D4>C4=1>C3=1"));
    CHECK(isLegal(*state, "D4>C4=3>D5")); // lay, then pass over an own tile
    CHECK(isLegal(*state, "D4>D3>C3=1")); // pass over a locked tile, then lay

    auto only2 = crossroads();
    only2.supply[0] = {0, 5, 0};
    state = position(only2);
    CHECK(isLegal(*state, "D4>C4=2>B4"));
    CHECK(isLegal(*state, "D4>D5>E6=2"));
    for (const auto &text : legalTexts(*state)) {
        INFO(text);
        CHECK(text.find("=1") == std::string::npos);
        CHECK(text.find("=3") == std::string::npos);
        // A 2 cannot follow a 2, so no move lays twice.
        CHECK(std::count(text.begin(), text.end(), '=') <= 1);
    }

    auto none = crossroads();
    none.supply[0] = {0, 0, 0};
    state = position(none);
    const auto texts = legalTexts(*state);
    CHECK_FALSE(texts.empty());
    for (const auto &text : texts)
        CHECK(text.find('=') == std::string::npos); // no empty cell can be entered
    CHECK(texts == referenceMoves(*state));
}

TEST_CASE("Princes and territory and the start cell cannot be entered", "[wangzi]")
{
    auto state = position(crossroads());
    for (const auto &text : legalTexts(*state)) {
        INFO(text);
        CHECK(text.rfind("C5>", 0) != 0);             // moved last by the opponent
        CHECK(text.find(">C5") == std::string::npos); // another Prince
        CHECK(text.find("D6") == std::string::npos);  // territory
        CHECK(text.find(">D4") == std::string::npos); // the start cell
    }
    CHECK_FALSE(isLegal(*state, "D4>C4=1>C5=2"));
}

TEST_CASE("a move must lay a tile or flip one", "[wangzi]")
{
    auto state = position(crossroads());
    CHECK_FALSE(isLegal(*state, "D4>D5>E5"));
    CHECK_FALSE(isLegal(*state, "D4>E4>E5"));
    for (const auto &text : legalTexts(*state)) {
        INFO(text);
        CHECK(text.find_first_of("=x") != std::string::npos);
    }
    // A one-step move is only a flip.
    CHECK_FALSE(isLegal(*state, "D4>C4=1"));
}

TEST_CASE("the Prince moved by the opponent is barred for one turn", "[wangzi]")
{
    auto state = newGame("6");
    play(*state, "A1>B2=1>C3=3");
    CHECK(state->blockedCell() == state->cellFromName("C3"));
    CHECK(state->toJson()["blocked"] == "C3");
    for (const auto &text : legalTexts(*state))
        CHECK(text.rfind("C3>", 0) != 0);
    play(*state, "K11>J10=2>I9=1");
    CHECK(state->toJson()["blocked"] == "I9");
    bool c3Moves = false;
    for (const auto &text : legalTexts(*state)) {
        CHECK(text.rfind("I9>", 0) != 0);
        c3Moves = c3Moves || text.rfind("C3>", 0) == 0;
    }
    CHECK(c3Moves);
}

TEST_CASE("playing a move lays and flips tiles and moves the Prince", "[wangzi]")
{
    auto state = position(crossroads());
    play(*state, "D4>C4=3>B4x");
    CHECK(state->tileOwner(state->cellFromName("C4")) == 0);
    CHECK(state->tileValue(state->cellFromName("C4")) == 3);
    CHECK(state->tileOwner(state->cellFromName("B4")) == 0); // flipped, same value
    CHECK(state->tileValue(state->cellFromName("B4")) == 3);
    CHECK(state->supply(0, 3) == 11);
    CHECK(state->supply(1, 3) == 12);
    CHECK(state->hasPrince(state->cellFromName("B4")));
    CHECK_FALSE(state->hasPrince(state->cellFromName("D4")));
    CHECK(state->tileOwner(state->cellFromName("D4")) == 0); // the tile stays behind
    CHECK(state->currentPlayer() == 1);
    CHECK(state->quietMoves() == 0);
    CHECK(state->blockedCell() == state->cellFromName("B4"));

    state = position(crossroads());
    play(*state, "D4>E5x");
    CHECK(state->tileOwner(state->cellFromName("E5")) == 0);
    CHECK(state->tileValue(state->cellFromName("E5")) == 2);
    CHECK(state->quietMoves() == 1);
    CHECK(state->toJson()["tiles"]["E5"] == "W2");
    CHECK(state->toJson()["quiet_moves"] == 1);
}

TEST_CASE("the notation of the spec's examples", "[wangzi]")
{
    CHECK(isLegal(*newGame("6"), "A1>B2=1>C3=3"));
    CHECK(isLegal(*position(crossroads()), "D4>E5x"));

    WangziSetup pass;
    pass.princes = {"F4"};
    pass.tiles = {{"F5", "W1"}};
    auto state = position(pass);
    CHECK(isLegal(*state, "F4>F5>G6=2"));
    CHECK_FALSE(isLegal(*state, "F4>F5=2>G6=1"));

    WangziSetup flip;
    flip.princes = {"D4"};
    flip.tiles = {{"D4", "W1"}, {"E6", "B2"}};
    state = position(flip);
    CHECK(isLegal(*state, "D4>D5=2>E6x"));
    CHECK(isLegal(*state, "D4>D5=3>E6x"));
    CHECK_FALSE(isLegal(*state, "D4>D5=1>E6x"));
    CHECK(legalTexts(*state) == referenceMoves(*state));

    std::string error;
    for (const char *bad : {"D4>D5=2>E6X", "d4>d5=2>e6x", "D4>D5=02>E6x", "D4-D5=2-E6x", "D4>D5=2>E6x ", "D4>D5=4>E6=1",
                            "D4", "D4>D5>E6x", ""})
        CHECK(state->parseAction(bad, error) == ludoteca::kInvalidAction);
}

TEST_CASE("a move's cells and steps are read from its action", "[wangzi]")
{
    auto state = position(crossroads());
    const auto cell = [&](const char *name) { return state->cellFromName(name); };
    const auto action = [&](const char *text) {
        std::string error;
        return state->parseAction(text, error);
    };
    using Kind = WangziState::Decoded::Kind;
    WangziState::Decoded move = state->decode(action("D4>C4=3>B4x"));
    REQUIRE(move.kind == Kind::Move);
    CHECK(move.from == cell("D4"));
    CHECK(move.first == cell("C4"));
    CHECK(move.firstKind == WangziState::Lay3);
    CHECK(move.second == cell("B4"));
    CHECK(move.secondKind == WangziState::Flip);

    move = state->decode(action("D4>E5x"));
    REQUIRE(move.kind == Kind::Move);
    CHECK(move.first == cell("E5"));
    CHECK(move.firstKind == WangziState::Flip);
    CHECK(move.second == -1);

    move = state->decode(action("D4>E4>E5x"));
    REQUIRE(move.kind == Kind::Move);
    CHECK(move.firstKind == WangziState::Pass);
    CHECK(move.second == cell("E5"));

    // A step past the edge of the board is no move of it: the numbers of A1's one-step flips
    // (the action counts the start cell, then the direction, then 121 codes per direction,
    // the flip last) decode only where A1 has a neighbour.
    const int a1 = cell("A1");
    for (int direction = 0; direction < WangziState::kDirections; ++direction) {
        const ludoteca::Action step =
            (a1 * WangziState::kDirections + direction) * WangziState::kCodesPerStep + WangziState::kFlipCode;
        move = state->decode(step);
        CHECK((move.kind == Kind::Move) == (state->neighbor(a1, direction) >= 0));
        if (move.kind == Kind::Move)
            CHECK(state->encode(move) == step);
    }
    CHECK(state->decode(-1).kind == Kind::Invalid);
    // encode refuses what no action is: cells that are not neighbours, a flip that goes on.
    CHECK(state->encode({Kind::Move, cell("D4"), cell("F4"), -1, WangziState::Flip, WangziState::Pass})
          == ludoteca::kInvalidAction);
    CHECK(state->encode({Kind::Move, cell("D4"), cell("E5"), cell("E6"), WangziState::Flip, WangziState::Pass})
          == ludoteca::kInvalidAction);
    CHECK(state->encode({Kind::Invalid, cell("D4"), cell("E5"), -1, WangziState::Flip, WangziState::Pass})
          == ludoteca::kInvalidAction);
}

TEST_CASE("every move of random games decodes and encodes back", "[wangzi]")
{
    for (const char *size : {"4", "6"}) {
        INFO("size " << size);
        CHECK(ludoteca::testing::decodeRoundTrip<WangziState>(newGame(size), 3, 5) > 1000);
    }
}
