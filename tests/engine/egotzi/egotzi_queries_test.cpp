// What the board view asks the engine: the pushes a placement would make (the hover
// preview), the pushes the last move made (the animation) and the groups at the end.

#include "egotzi_support.h"

#include "engine/decode_round_trip.h"

using namespace ludoteca::testing::egotzi;

namespace {

int cell(const EgotziState &state, std::string_view name) { return state.cellFromName(name); }

} // namespace

TEST_CASE("The pushes of a placement are those that playing it makes", "[egotzi][queries]")
{
    // Worked example 3: X moves on to d1, Y wraps to a1 across the new stone.
    auto state = position({{"size", "7"}}, "......./......./......./......./......./......./..BW.WB");
    const auto pushes = state->pushesFor(cell(*state, "e1"));
    REQUIRE(pushes.size() == 2);
    CHECK(pushes[0].from == cell(*state, "f1"));
    CHECK(pushes[0].to == cell(*state, "a1"));
    CHECK(pushes[0].wrapped);
    CHECK(pushes[1].from == cell(*state, "d1"));
    CHECK(pushes[1].to == cell(*state, "b1"));
    CHECK_FALSE(pushes[1].wrapped);

    play(*state, "e1");
    const auto made = state->lastPushes();
    REQUIRE(made.size() == pushes.size());
    for (std::size_t i = 0; i < made.size(); ++i) {
        CHECK(made[i].from == pushes[i].from);
        CHECK(made[i].to == pushes[i].to);
        CHECK(made[i].wrapped == pushes[i].wrapped);
    }
}

TEST_CASE("A wrapped stone that yields its target is not among the pushes", "[egotzi][queries]")
{
    // Worked example 1: the wrapped stone stays, the other moves to the edge.
    auto state = position({{"size", "5"}}, "...../...../...../...../.W.BW");
    const auto pushes = state->pushesFor(cell(*state, "c1"));
    REQUIRE(pushes.size() == 1);
    CHECK(pushes[0].from == cell(*state, "b1"));
    CHECK(pushes[0].to == cell(*state, "a1"));
    CHECK_FALSE(pushes[0].wrapped);
}

TEST_CASE("An occupied cell pushes nothing, and neither does a swap", "[egotzi][queries]")
{
    auto state = position({{"size", "5"}}, "...../...../...../...../.B...", 1);
    CHECK(state->pushesFor(cell(*state, "b1")).empty());
    CHECK(state->pushesFor(-1).empty());
    CHECK(state->pushesFor(25).empty());
    CHECK(state->lastPushes().empty()); // no history
    auto game = newGame({{"size", "5"}});
    play(*game, "c3");
    play(*game, "swap");
    CHECK(game->lastPushes().empty());
}

TEST_CASE("Groups list their cells, and nothing is removed before the end", "[egotzi][queries]")
{
    auto state = position({{"size", "5"}}, "...../...../...../...W./BB.WB");
    const auto groups = state->groups();
    REQUIRE(groups.size() == 3);
    CHECK(groups[0].color == EgotziState::Color::Black);
    CHECK(groups[0].cells == std::vector<int> {0, 1});
    CHECK(groups[1].color == EgotziState::Color::White);
    CHECK(groups[1].cells == std::vector<int> {3, 8});
    CHECK(groups[2].cells == std::vector<int> {4});
    for (const auto &g : groups)
        CHECK_FALSE((g.removed || g.winning));
}

TEST_CASE("At the end equal groups cancel in pairs and the largest left wins", "[egotzi][queries]")
{
    // White's lone b4 and Black's lone e1 cancel; Black's 14 beat White's 9.
    const std::string_view board = "BBBBB/BWBBB/BBBBB/WWWWW/WWWWB";
    auto state = position({{"size", "5"}}, board);
    const auto groups = state->groups();
    int removed = 0;
    int winning = 0;
    for (const auto &g : groups) {
        if (g.removed) {
            ++removed;
            CHECK(g.pairTag == 1);
            CHECK(g.cells.size() == 1);
        }
        if (g.winning) {
            ++winning;
            CHECK(g.color == EgotziState::Color::Black);
            CHECK(g.cells.size() == 14);
        }
    }
    CHECK(groups.size() == 4);
    CHECK(removed == 2);
    CHECK(winning == 1);
    CHECK(state->winningSeat() == 0);
}

TEST_CASE("The squared variant removes nothing and marks no winning group", "[egotzi][queries]")
{
    auto state = position({{"size", "5"}, {"variant", "squared"}}, "BBBBB/BWBBB/BBBBB/WWWWW/WWWWB");
    for (const auto &g : state->groups())
        CHECK_FALSE((g.removed || g.winning));
}

// The typed decode is checked against the texts, a separate reading of the same numbers.
TEST_CASE("decode spells out every action of each board size as its text does", "[egotzi][queries]")
{
    using Kind = EgotziState::Decoded::Kind;
    for (const char *size : {"5", "7", "9"}) {
        auto game = newGame({{"size", size}});
        INFO("size " << size);
        for (ludoteca::Action action = -1; action <= game->maxActions(); ++action) {
            INFO("action " << action);
            const auto decoded = game->decode(action);
            const std::string text = game->actionToString(action);
            if (text == "swap") {
                CHECK(decoded.kind == Kind::Swap);
            } else if (text == "?") {
                CHECK(decoded.kind == Kind::Invalid);
            } else {
                REQUIRE(decoded.kind == Kind::Place);
                CHECK(game->cellName(decoded.cell) == text);
                // The header's numbering, read plainly: rank * size + file.
                const int side = std::stoi(size);
                CHECK(action == (text[1] - '1') * side + (text[0] - 'a'));
            }
            if (decoded.kind != Kind::Invalid)
                CHECK(game->encode(decoded) == action);
        }
        CHECK(game->encode({Kind::Place, game->size() * game->size()}) == ludoteca::kInvalidAction);
        CHECK(game->encode({}) == ludoteca::kInvalidAction);
    }
}

TEST_CASE("every action of random games decodes and encodes back", "[egotzi][queries]")
{
    for (const char *size : {"5", "7", "9"}) {
        INFO("size " << size);
        CHECK(ludoteca::testing::decodeRoundTrip<EgotziState>(newGame({{"size", size}}), 10, 3) > 200);
    }
}

TEST_CASE("the board's cells are numbered along the ranks", "[egotzi][queries]")
{
    auto game = newGame({{"size", "5"}});
    const ludoteca::SquareCells cells = game->cells();
    CHECK(cells.cell(0, 0) == game->cellFromName("a1"));
    CHECK(cells.cell(1, 0) == game->cellFromName("b1"));
    CHECK(cells.cell(0, 1) == game->cellFromName("a2"));
    CHECK(cells.cell(4, 4) == game->cellFromName("e5"));
    CHECK(cells.cell(5, 0) == -1);
    CHECK(cells.file(game->cellFromName("d2")) == 3);
    CHECK(cells.rank(game->cellFromName("d2")) == 1);
    CHECK(cells.file(25) == -1);
}
