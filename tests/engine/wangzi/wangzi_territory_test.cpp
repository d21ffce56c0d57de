// Wang Zi's territories: enclosure by the mover, captures of tiles and Princes, locks.

#include <nlohmann/json.hpp>

#include "engine/wangzi/wangzi_support.h"

using namespace ludoteca::testing::wangzi;

namespace {

// Size 4, White to move. White tiles surround C3 except on B3; C3 holds `inside` (a Black
// tile) and, when `princeInside`, a Prince. The Prince on B4 closes the ring with
// B4>B3=1>A2=2; the Princes on G4 and G7 keep Black busy.
WangziSetup pocket(const std::string &inside, bool princeInside)
{
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"B4", "G4", "G7"};
    if (princeInside)
        setup.princes.push_back("C3");
    setup.tiles = {{"C4", "W1"}, {"D4", "W1"}, {"D3", "W2"}, {"C2", "W3"}, {"B2", "W1"}};
    if (!inside.empty())
        setup.tiles.push_back({"C3", inside});
    return setup;
}

int cell(const WangziState &state, const char *name) { return state.cellFromName(name); }

} // namespace

TEST_CASE("closing a ring makes a territory that captures tiles and Princes", "[wangzi]")
{
    auto state = position(pocket("B2", true));
    const auto before = state->toJson();
    play(*state, "B4>B3=1>A2=2");
    CHECK(state->territoryOwner(cell(*state, "C3")) == 0);
    CHECK(state->territoryCount(0) == 1);
    CHECK(state->tileOwner(cell(*state, "C3")) == -1);
    CHECK_FALSE(state->hasPrince(cell(*state, "C3")));
    CHECK(state->capturedPrinces(0) == 1);
    // The Black 2 joins White's supply as a White 2.
    CHECK(state->supply(0, 1) == 14);
    CHECK(state->supply(0, 2) == 13);
    CHECK(state->supply(1, 2) == 13);
    // The walls are locked; the tile laid outside them is not.
    for (const char *wall : {"C4", "D4", "D3", "C2", "B2", "B3"})
        CHECK(state->tileLocked(cell(*state, wall)));
    CHECK_FALSE(state->tileLocked(cell(*state, "A2")));
    const auto json = state->toJson();
    CHECK(json["scores"] == nlohmann::json::parse("[3,0]"));
    CHECK(json["territory"] == nlohmann::json::parse(R"([["C3"],[]])"));
    CHECK(json["tiles"]["C4"] == "W1L");
    CHECK(json["captured"] == nlohmann::json::parse("[1,0]"));
    CHECK(json["blocked"] == "A2");
    // Nobody enters the territory, nothing is laid there.
    for (const auto &text : legalTexts(*state))
        CHECK(text.find("C3") == std::string::npos);
    REQUIRE(state->undo());
    CHECK(state->toJson() == before);
}

TEST_CASE("locked tiles cannot be flipped but can be passed over", "[wangzi]")
{
    // Black's Prince on D5 touches a locked White tile on D4 and an unlocked one on C4.
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.toMove = 1;
    setup.princes = {"D5"};
    setup.tiles = {{"D5", "B3"}, {"D4", "W1L"}, {"C4", "W1"}};
    auto black = position(setup);
    CHECK_FALSE(isLegal(*black, "D5>D4x"));
    CHECK(isLegal(*black, "D5>C4x"));
    CHECK(isLegal(*black, "D5>D4>D3=1"));
    CHECK(legalTexts(*black) == referenceMoves(*black));
}

TEST_CASE("the Prince just moved is captured when it ends inside the new territory", "[wangzi]")
{
    auto setup = pocket("B1", false);
    setup.princes = {"A2", "G4", "G7"};
    setup.tiles.push_back({"A2", "W3"});
    auto state = position(setup);
    play(*state, "A2>B3=1>C3");
    CHECK(state->territoryOwner(cell(*state, "C3")) == 0);
    CHECK(state->capturedPrinces(0) == 1);
    CHECK(state->supply(0, 1) == 15); // one laid, one captured
    CHECK(state->blockedCell() == -1);
    CHECK(state->toJson()["blocked"].is_null());
    // Black may move either remaining Prince.
    bool g4 = false, g7 = false;
    for (const auto &text : legalTexts(*state)) {
        g4 = g4 || text.rfind("G4>", 0) == 0;
        g7 = g7 || text.rfind("G7>", 0) == 0;
    }
    CHECK((g4 && g7));
}

TEST_CASE("a group touching the border or holding a locked tile is no territory", "[wangzi]")
{
    // A2 is a border cell: surrounding it encloses nothing.
    WangziSetup edge;
    edge.options = {{"size", "4"}};
    edge.princes = {"C4"};
    edge.tiles = {{"A1", "W1"}, {"A3", "W1"}, {"B2", "W1"}};
    auto state = position(edge);
    play(*state, "C4>B3=1>B4=2");
    CHECK(state->territoryCount(0) == 0);
    CHECK(state->territoryOwner(cell(*state, "A2")) == -1);

    // A locked Black tile inside keeps the group open.
    state = position(pocket("B1L", true));
    play(*state, "B4>B3=1>A2=2");
    CHECK(state->territoryCount(0) == 0);
    CHECK(state->tileOwner(cell(*state, "C3")) == 1);
    CHECK(state->hasPrince(cell(*state, "C3")));
    CHECK_FALSE(state->tileLocked(cell(*state, "C4")));
}

TEST_CASE("a larger territory takes every cell including empty ones", "[wangzi]")
{
    // Black to move encloses C3 (a White 3) and C4 (empty) by laying on C5.
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.toMove = 1;
    setup.princes = {"B5", "G7"};
    setup.tiles = {{"C3", "W3"}, {"D4", "B1"}, {"D3", "B1"}, {"C2", "B2"},
                   {"B2", "B2"}, {"B3", "B3"}, {"B4", "B1"}, {"D5", "B1"}};
    auto state = position(setup);
    play(*state, "B5>C5=1>C6=2");
    CHECK(state->territoryCount(1) == 2);
    CHECK(state->territoryOwner(cell(*state, "C3")) == 1);
    CHECK(state->territoryOwner(cell(*state, "C4")) == 1);
    CHECK(state->supply(1, 3) == 13); // the White 3 joins Black's supply
    CHECK(state->supply(0, 3) == 12);
    for (const char *wall : {"D4", "D3", "C2", "B2", "B3", "B4", "D5", "C5"})
        CHECK(state->tileLocked(cell(*state, wall)));
    CHECK_FALSE(state->tileLocked(cell(*state, "C6")));
    CHECK(state->toJson()["scores"] == nlohmann::json::parse("[0,2]"));
}

TEST_CASE("only the mover's enclosures become territory", "[wangzi]")
{
    // A closed Black ring around C3, White to move elsewhere: nothing happens until Black moves.
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"G7", "A1"};
    setup.tiles = {{"C4", "B1"}, {"D4", "B1"}, {"D3", "B1"}, {"C2", "B1"}, {"B2", "B1"}, {"B3", "B1"}};
    auto state = position(setup);
    play(*state, "G7>F6=1>F5=2");
    CHECK(state->territoryCount(0) == 0);
    CHECK(state->territoryCount(1) == 0);
    play(*state, "A1>A2=1>A3=2");
    CHECK(state->territoryCount(1) == 1);
    CHECK(state->territoryOwner(cell(*state, "C3")) == 1);
}

TEST_CASE("a tile flipped inside the opponent's walls is taken on their next move", "[wangzi]")
{
    // Black walls around C3, which holds a Black 1; White's Prince on D4 stands on a Black 2.
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"D4", "G7", "A1"};
    setup.tiles = {{"C3", "B1"}, {"C4", "B1"}, {"D4", "B2"}, {"D3", "B1"}, {"C2", "B1"}, {"B2", "B1"}, {"B3", "B1"}};
    auto state = position(setup);
    play(*state, "G7>F6=1>F5=2");
    play(*state, "A1>A2=1>A3=2");
    play(*state, "D4>C3x"); // the Prince stops on a White tile closed in by Black's
    CHECK(state->territoryCount(1) == 0);
    CHECK(state->tileOwner(cell(*state, "C3")) == 0);
    play(*state, "A3>A4=3>B5=1"); // far away: the pocket is Black's all the same
    CHECK(state->territoryOwner(cell(*state, "C3")) == 1);
    CHECK(state->capturedPrinces(1) == 1);
    CHECK(state->supply(1, 1) == 14);
    CHECK(state->tileLocked(cell(*state, "D4")));
    CHECK_FALSE(closedGroupLeft(*state, 1));
}

TEST_CASE("a group open through a cell an earlier search stopped at is no territory", "[wangzi]")
{
    // Black's last move lays on I6 and H6. G4 (a White 1) and H5 are walled in by Black
    // except through I5, an empty border cell: one open group, so nothing is taken.
    auto state = newGame("5");
    for (const char *move : {"A1>B2=1>C3=3", "E1>F2=3>E2=1", "C3>D4=3>E4=2", "E2>F3=1>F4=3", "A5>B6=1>C6=2",
                             "F4>G5=3>F5=2", "E9>E8=1>D7=3", "I9>I8=1>H7=2", "E4>F4>G4=1", "H7>H8=1>G7=2", "F5>E4>E3=2",
                             "G4>G3=3>H4=1", "C6>B6>C7=2", "E3>D2=2>E2", "D7>D6=3>E7=2", "I5>I6=2>H6=3"})
        play(*state, move);
    CHECK(state->territoryCount(1) == 0);
    for (const char *open : {"G4", "H5", "I5"})
        CHECK(state->territoryOwner(cell(*state, open)) == -1);
    CHECK(state->tileOwner(cell(*state, "G4")) == 0);
    CHECK(state->tileValue(cell(*state, "G4")) == 1);
    CHECK(state->supply(1, 1) == 10); // no White 1 joins Black's supply
    CHECK_FALSE(closedGroupLeft(*state, 1));
}

TEST_CASE("a cell next to the border cell a search stopped at is open too", "[wangzi]")
{
    // Size 4, White flips C5. Of C5's neighbours C6 comes first: a border cell, so its
    // search stops at once. D6, next, is walled in by White but for C6: it stays open.
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"C4", "A1", "G4"};
    setup.tiles = {{"C4", "W3"}, {"C5", "B1"}, {"D6", "B2"}, {"D7", "W1"}, {"E7", "W1"}, {"E6", "W2"}, {"D5", "W2"}};
    auto state = position(setup);
    play(*state, "G4>F4=1>E3=2"); // first moves: the hand-built position's own check
    play(*state, "A1>A2=1>A3=2");
    CHECK(state->territoryCount(0) == 0);
    play(*state, "C4>C5x");
    CHECK(state->territoryCount(0) == 0);
    CHECK(state->territoryOwner(cell(*state, "D6")) == -1);
    CHECK(state->tileOwner(cell(*state, "D6")) == 1);
    CHECK_FALSE(state->tileLocked(cell(*state, "D7")));
    CHECK_FALSE(closedGroupLeft(*state, 0));
}
