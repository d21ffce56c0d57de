// Wang Zi's territories: enclosure by the mover, captures of tiles and Princes, locks.

#include <nlohmann/json.hpp>

#include "engine/wangzi/wangzi_support.h"

using namespace wangzi_test;

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
    setup.tiles = {{"C3", "W3"}, {"D4", "B1"}, {"D3", "B1"}, {"C2", "B2"}, {"B2", "B2"},
                   {"B3", "B3"}, {"B4", "B1"}, {"D5", "B1"}};
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
    setup.tiles = {{"C3", "B1"}, {"C4", "B1"}, {"D4", "B2"}, {"D3", "B1"},
                   {"C2", "B1"}, {"B2", "B1"}, {"B3", "B1"}};
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
