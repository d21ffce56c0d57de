// Wang Zi's board: sizes, cell names, neighbours, corners, border cells and the opening.

#include <nlohmann/json.hpp>

#include "engine/wangzi/wangzi_support.h"

using namespace ludoteca::testing::wangzi;

TEST_CASE("boards have 3 s (s - 1) + 1 cells named row by row", "[wangzi]")
{
    const std::vector<std::pair<std::string, int>> sizes {{"4", 37}, {"5", 61}, {"6", 91}, {"7", 127}, {"8", 169}};
    for (const auto &[size, cells] : sizes) {
        INFO("size " << size);
        auto state = newGame(size);
        REQUIRE(state->cellCount() == cells);
        int border = 0;
        for (int cell = 0; cell < cells; ++cell) {
            CHECK(state->cellFromName(state->cellName(cell)) == cell);
            border += state->isBorder(cell) ? 1 : 0;
        }
        CHECK(border == 6 * (state->size() - 1));
    }
}

TEST_CASE("rows are lettered from the bottom and numbered along the rising diagonals", "[wangzi]")
{
    auto six = newGame("6");
    // Row A holds 1..6, the middle row F 1..11, the top row K 6..11.
    CHECK(six->cellName(0) == "A1");
    CHECK(six->cellName(5) == "A6");
    CHECK(six->cellName(6) == "B1");
    CHECK(six->cellName(90) == "K11");
    CHECK(six->cellRow(90) == 10);
    CHECK(six->cellNumber(90) == 11);
    CHECK(six->cellRow(6) == 1);
    CHECK(six->cellNumber(6) == 1);
    CHECK(six->cellNumber(5) == 6);
    for (const char *name : {"A1", "A6", "B7", "F1", "F11", "G2", "G11", "K6", "K11"})
        CHECK(six->cellFromName(name) >= 0);
    for (const char *name : {"A0", "A7", "B8", "G1", "K5", "K12", "L6", "a1", "F06", "F", "", "F111", "F1x"})
        CHECK(six->cellFromName(name) == -1);

    auto eight = newGame("8");
    CHECK(eight->cellName(eight->cellCount() - 1) == "O15");
    CHECK(eight->cellFromName("H15") >= 0);
    CHECK(eight->cellFromName("O8") >= 0);
    CHECK(eight->cellFromName("O7") == -1);
}

TEST_CASE("neighbours follow the six steps of the spec", "[wangzi]")
{
    auto six = newGame("6");
    const auto neighbours = [&](const char *name) {
        std::set<std::string> out;
        const int cell = six->cellFromName(name);
        for (int d = 0; d < 6; ++d)
            if (six->neighbor(cell, d) >= 0)
                out.insert(six->cellName(six->neighbor(cell, d)));
        return out;
    };
    // (x±1, y), (x, y±1), (x+1, y+1), (x−1, y−1).
    CHECK(neighbours("F6") == std::set<std::string> {"F5", "F7", "E6", "G6", "G7", "E5"});
    CHECK(neighbours("B3") == std::set<std::string> {"B2", "B4", "A3", "C3", "C4", "A2"});
    CHECK(neighbours("H7") == std::set<std::string> {"H6", "H8", "G7", "I7", "I8", "G6"});
    CHECK(neighbours("A1") == std::set<std::string> {"A2", "B1", "B2"});
    CHECK(neighbours("F11") == std::set<std::string> {"F10", "E10", "G11"});
    CHECK(neighbours("K6") == std::set<std::string> {"K7", "J5", "J6"});
    CHECK(neighbours("A3") == std::set<std::string> {"A2", "A4", "B3", "B4"});
    CHECK(six->isBorder(six->cellFromName("A3")));
    CHECK(six->isBorder(six->cellFromName("G11")));
    CHECK_FALSE(six->isBorder(six->cellFromName("B2")));
    CHECK_FALSE(six->isBorder(six->cellFromName("J10")));
    // Opposite directions undo each other.
    for (int cell = 0; cell < six->cellCount(); ++cell)
        for (int d = 0; d < 6; ++d)
            if (const int next = six->neighbor(cell, d); next >= 0)
                CHECK(six->neighbor(next, (d + 3) % 6) == cell);
}

TEST_CASE("the six Princes start on the corners", "[wangzi]")
{
    const std::vector<std::pair<std::string, std::vector<std::string>>> expected {
        {"4", {"A1", "A4", "D1", "D7", "G4", "G7"}},
        {"5", {"A1", "A5", "E1", "E9", "I5", "I9"}},
        {"6", {"A1", "A6", "F1", "F11", "K6", "K11"}},
        {"8", {"A1", "A8", "H1", "H15", "O8", "O15"}},
    };
    for (const auto &[size, corners] : expected) {
        INFO("size " << size);
        auto state = newGame(size);
        std::vector<std::string> names;
        for (const int cell : state->corners()) {
            names.push_back(state->cellName(cell));
            CHECK(state->hasPrince(cell));
            CHECK(state->tileOwner(cell) == -1);
        }
        CHECK(names == corners);
        const auto json = state->toJson();
        CHECK(json["princes"].size() == 6);
        CHECK(json["tiles"].empty());
    }
}

TEST_CASE("each player starts with 15 ones and 13 twos and 12 threes", "[wangzi]")
{
    auto state = newGame();
    for (int seat = 0; seat < 2; ++seat) {
        CHECK(state->supply(seat, 1) == 15);
        CHECK(state->supply(seat, 2) == 13);
        CHECK(state->supply(seat, 3) == 12);
    }
    const auto json = state->toJson();
    CHECK(json["supply"] == nlohmann::json::parse("[[15,13,12],[15,13,12]]"));
    CHECK(json["to_move"] == 0);
    CHECK(json["blocked"].is_null());
    CHECK(json["scores"] == nlohmann::json::parse("[0,0]"));
    CHECK(json["options"] == nlohmann::json::parse(R"({"size":"6"})"));
}

TEST_CASE("the size option takes 4 to 8 and nothing else", "[wangzi]")
{
    const auto *info = ludoteca::GameRegistry::find("wangzi");
    REQUIRE(info != nullptr);
    CHECK(info->defaultOptions().at("size") == "6");
    std::string error;
    for (const char *good : {"4", "5", "6", "7", "8"})
        CHECK(info->newGame(OptionList {{"size", good}}, error) != nullptr);
    for (const char *bad : {"3", "9", "06", "six", ""})
        CHECK(info->newGame(OptionList {{"size", bad}}, error) == nullptr);
    CHECK(info->newGame(OptionList {{"colour", "white"}}, error) == nullptr);
}

TEST_CASE("hand-built positions reject what is not a position", "[wangzi]")
{
    const auto rejects = [](WangziSetup setup) { CHECK_THROWS_AS(position(setup), std::invalid_argument); };
    WangziSetup base;
    base.options = {{"size", "4"}};
    auto s = base;
    s.tiles = {{"H1", "W1"}};
    rejects(s);
    s = base;
    s.tiles = {{"C3", "W4"}};
    rejects(s);
    s = base;
    s.tiles = {{"C3", "X1"}};
    rejects(s);
    s = base;
    s.princes = {"C3", "C3"};
    rejects(s);
    s = base;
    s.princes = {"C3"};
    s.territory[0] = {"C3"};
    rejects(s);
    s = base;
    s.lastMoved = "C3";
    rejects(s);
    s = base;
    s.toMove = 2;
    rejects(s);
    s = base;
    s.options = {{"size", "9"}};
    rejects(s);
}
