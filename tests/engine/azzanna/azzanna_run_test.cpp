// Azzanna: the run (sliding, blocking, pigs in a line, lying pigs) and the digestion.

#include "azzanna_support.h"

using namespace ludoteca::testing::azzanna;

namespace {

// Plays `direction` from a Run position and returns the board before the farmer places.
std::string runFrom(const std::string &pieces, const std::string &direction)
{
    auto state = position(2, pieces, Step::Run);
    REQUIRE(state->toJson().at("phase") == "run");
    play(*state, direction);
    REQUIRE(state->currentPlayer() == 1);
    return boardAfter(*state);
}

} // namespace

TEST_CASE("all four directions are always legal", "[azzanna][run]")
{
    auto state = position(2, "Pa1 Pa2 Pb1 Pb2 Ph8 Zh1 Zh2 Zh3", Step::Run);
    CHECK(legalTexts(*state) == std::vector<std::string> {"E", "N", "S", "W"});
    // Pigs stuck in a corner stay where they are; h8 runs down to the pumpkins.
    play(*state, "S");
    CHECK(boardAfter(*state) == boardOf("Pa1 Pa2 Pb1 Pb2 Ph4 Zh1 Zh2 Zh3"));
}

TEST_CASE("pigs slide to the edge of the field", "[azzanna][run]")
{
    CHECK(runFrom("Pb7 Zh1 Zh2 Zh3", "N") == boardOf("Pb8 Zh1 Zh2 Zh3"));
    CHECK(runFrom("Pc4 Zh1 Zh2 Zh3", "S") == boardOf("Pc1 Zh1 Zh2 Zh3"));
    CHECK(runFrom("Pc4 Zh1 Zh2 Zh3", "E") == boardOf("Ph4 Zh1 Zh2 Zh3"));
    CHECK(runFrom("Pc4 Zh1 Zh2 Zh3", "W") == boardOf("Pa4 Zh1 Zh2 Zh3"));
}

TEST_CASE("pigs in a line stop one behind the other, the front one first", "[azzanna][run]")
{
    CHECK(runFrom("Pc3 Pc5 Zh1 Zh2 Zh3", "N") == boardOf("Pc8 Pc7 Zh1 Zh2 Zh3"));
    CHECK(runFrom("Pc3 Pc5 Zh1 Zh2 Zh3", "S") == boardOf("Pc1 Pc2 Zh1 Zh2 Zh3"));
    CHECK(runFrom("Pb5 Pd5 Pf5 Zh1 Zh2 Zh3", "E") == boardOf("Pf5 Pg5 Ph5 Zh1 Zh2 Zh3"));
    CHECK(runFrom("Pg1 Ph1 Zh4 Zh5 Zh6", "W") == boardOf("Pa1 Pb1 Zh4 Zh5 Zh6"));
    // Two lines at once, each in its own file.
    CHECK(runFrom("Pa1 Pa4 Pb2 Pb3 Pb8 Zh1 Zh2 Zh3", "N") == boardOf("Pa8 Pa7 Pb7 Pb6 Pb8 Zh1 Zh2 Zh3"));
}

TEST_CASE("trees and vegetables stop the pigs", "[azzanna][run]")
{
    CHECK(runFrom("Pa4 Td4 Zh1 Zh2 Zh3", "E") == boardOf("Pc4 Td4 Zh1 Zh2 Zh3"));
    CHECK(runFrom("Pa4 Pb4 Td4 Zh1 Zh2 Zh3", "E") == boardOf("Pb4 Pc4 Td4 Zh1 Zh2 Zh3"));
    CHECK(runFrom("Ph2 Zc2 Zh5 Zh6", "W") == boardOf("Pd2 Zc2 Zh5 Zh6"));
    CHECK(runFrom("Pe8 Ze2 Zh5 Zh6", "S") == boardOf("Pe3 Ze2 Zh5 Zh6"));
    // A tree next to the pig: it does not move at all.
    CHECK(runFrom("Pe6 Te7 Zh1 Zh2 Zh3", "N") == boardOf("Pe6 Te7 Zh1 Zh2 Zh3"));
}

TEST_CASE("lying pigs do not run, block the others, and stand up after the run", "[azzanna][run]")
{
    // c3 bit this turn: c6 runs south and stops on c4.
    CHECK(runFrom("Lc3 Pc6 Zh1 Zh2 Zh3", "S") == boardOf("Pc3 Pc4 Zh1 Zh2 Zh3"));
    CHECK(runFrom("Lc3 Pc6 Zh1 Zh2 Zh3", "N") == boardOf("Pc3 Pc8 Zh1 Zh2 Zh3"));
    CHECK(runFrom("La5 Le5 Ph5 Zh1 Zh2 Zh3", "W") == boardOf("Pa5 Pe5 Pf5 Zh1 Zh2 Zh3"));
}

TEST_CASE("a whole Pack turn: bite, run, digest", "[azzanna][run]")
{
    auto state = position(2, "Pc3 Pc6 Zb2 Zh1 Zh2 Zh3", Step::PackTurn);
    play(*state, "c3xb2");
    CHECK(boardAfter(*state) == boardOf("Lc3 Pc6 Zh1 Zh2 Zh3"));
    play(*state, "S");
    CHECK(boardAfter(*state) == boardOf("Pc3 Pc4 Zh1 Zh2 Zh3"));
    CHECK(state->currentPlayer() == 1);
    CHECK(state->toJson().at("phase") == "farmers");
}

TEST_CASE("the slides of a run are the moves the run makes, front pig first", "[azzanna][run]")
{
    auto state = position(2, "Lc3 Pc6 Pa4 Pb4 Td4 Pe6 Te7 Zh1 Zh2 Zh3", Step::Run);
    auto slides = runSlides(state->position(), Direction::East);
    // b4 is in front of a4; e6 runs to h6; the lying c3 and blocked pigs stay.
    REQUIRE(slides.size() == 4);
    CHECK(cellName(slides[0].from) == "e6");
    CHECK(cellName(slides[0].to) == "h6");
    CHECK(cellName(slides[1].from) == "c6");
    CHECK(cellName(slides[1].to) == "g6");
    CHECK(cellName(slides[2].from) == "b4");
    CHECK(cellName(slides[2].to) == "c4");
    CHECK(cellName(slides[3].from) == "a4");
    CHECK(cellName(slides[3].to) == "b4");

    // North: e6 is stopped by the tree on e7, c3 lies, c6 runs to c8.
    slides = runSlides(state->position(), Direction::North);
    REQUIRE(slides.size() == 3);
    CHECK(cellName(slides[0].from) == "c6");
    CHECK(cellName(slides[0].to) == "c8");

    // Every slide ends where playing the run puts the pig.
    for (int d = 0; d < 4; ++d) {
        auto played = position(2, "Lc3 Pc6 Pa4 Pb4 Td4 Pe6 Te7 Zh1 Zh2 Zh3", Step::Run);
        std::uint64_t pigs = played->position().pigs;
        for (const Slide &slide : runSlides(played->position(), static_cast<Direction>(d)))
            pigs = (pigs & ~(std::uint64_t {1} << slide.from)) | (std::uint64_t {1} << slide.to);
        play(*played, std::string(1, "NSEW"[d]));
        CHECK(pigs == played->position().pigs);
    }
}
