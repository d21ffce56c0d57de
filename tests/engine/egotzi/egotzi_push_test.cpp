// The push rule: first empty cell, wraps, stones that stay, collisions, simultaneous moves.
// Each scenario is checked in the eight orientations of the board (see checkPush).

#include "egotzi_support.h"

using namespace ludoteca::testing::egotzi;

TEST_CASE("Worked example 1: the wrapped stone yields to the one moving to the edge", "[egotzi][push]")
{
    // . X + Y Z  ->  X . + Y Z
    checkPush("...../...../...../...../.W.BW", "c1", "...../...../...../...../W.BBW");
    checkPush("...../...../.W.BW/...../.....", "c3", "...../...../W.BBW/...../.....");
}

TEST_CASE("Worked example 2: the wrapped stone stays and the other moves", "[egotzi][push]")
{
    // W X + Y .  ->  W X + . Y
    checkPush("...../...../...../...../BW.B.", "c1", "...../...../...../...../BWB.B");
    checkPush("...../BW.B./...../...../.....", "c4", "...../BWB.B/...../...../.....");
}

TEST_CASE("Worked example 3: one stone moves on, the other wraps to the far end", "[egotzi][push]")
{
    // . . Q X + Y R  ->  Y X Q . + . R
    checkPush("......./......./......./......./......./......./..BW.WB", "e1",
              "......./......./......./......./......./......./WWB.B.B");
    checkPush("......./......./......./..BW.WB/......./......./.......", "e4",
              "......./......./......./WWB.B.B/......./......./.......");
}

TEST_CASE("A stone with no empty cell on its line stays", "[egotzi][push]")
{
    // The row fills up with the new stone: both neighbours find nothing, even by wrapping.
    checkPush("...../...../...../...../WB.BW", "c1", "...../...../...../...../WBWBW", 1);
    // In a corner the only cell behind a neighbour is the new stone itself.
    checkPush("W..../B..../W..../B..../.WBWB", "a1", "W..../B..../W..../B..../BWBWB");
}

TEST_CASE("Corner placement pushes along both edges", "[egotzi][push]")
{
    checkPush("...../...../...../W..../.BW..", "a1", "...../...../W..../...../B.WB.");
}

TEST_CASE("A neighbour on the edge wraps at once, the other moves one step", "[egotzi][push]")
{
    checkPush("...../...../...../...../..B.W", "d1", "...../...../...../...../WB.B.");
}

TEST_CASE("A wrap crosses the new stone and may land right beside it", "[egotzi][push]")
{
    checkPush("...../...../...../...../B..WB", "c1", "...../...../...../...../BWB.B");
}

TEST_CASE("Only adjacent stones move, a line behind them stays put", "[egotzi][push]")
{
    checkPush("...../...../...../...../.BWW.", "a1", "...../...../...../...../B.WWB");
}

TEST_CASE("Four neighbours are pushed at once", "[egotzi][push]")
{
    checkPush("...../..W../.B.W./..B../.....", "c3", "..W../...../B.B.W/...../..B..");
}

TEST_CASE("Collisions resolve independently on the row and on the column", "[egotzi][push]")
{
    // Row: c4 wraps to g4 where e4 also goes, so c4 stays. Column: d5 wraps to d1 where d3
    // also goes, so d5 stays.
    checkPush("...B.../...W.../...B.../WBB.WW./...W.../...B.../.......", "d4",
              "...B.../...W.../...B.../WBBB.WW/......./...B.../...W...");
}

TEST_CASE("Targets ignore cells that pushed stones are leaving", "[egotzi][push]")
{
    checkPush("......./......./......./......./......./......./BW.WB..", "c1",
              "......./......./......./......./......./......./B.B.BWW");
}

TEST_CASE("Stones keep their colour when pushed", "[egotzi][push]")
{
    auto state = position({{"size", "5"}}, "...../...../.W.B./...../.....", 1);
    play(*state, "c3");
    CHECK(state->boardString() == "...../...../W.W.B/...../.....");
    CHECK(state->currentPlayer() == 0);
}

TEST_CASE("The engine agrees with a literal reading of the push rule", "[egotzi][push]")
{
    // Every legal move of many random positions, compared with the reference.
    for (int size = EgotziState::kMinSize; size <= EgotziState::kMaxSize; ++size) {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            auto state = newGame({{"size", std::to_string(size)}, {"pie", "off"}});
            ludoteca::Rng rng(seed * 1000 + static_cast<std::uint64_t>(size));
            std::vector<ludoteca::Action> moves;
            while (!state->isTerminal()) {
                const std::string board = state->boardString();
                const char color = state->seatColor(state->currentPlayer()) == EgotziState::Color::Black ? 'B' : 'W';
                state->legalActions(moves);
                for (const auto move : moves) {
                    state->apply(move);
                    INFO("size " << size << ", board " << board << ", move " << state->cellName(move));
                    REQUIRE(state->boardString() == referenceMove(board, move % size, move / size, color));
                    state->undo();
                    REQUIRE(state->boardString() == board);
                }
                state->apply(state->playoutAction(rng, moves));
            }
        }
    }
}
