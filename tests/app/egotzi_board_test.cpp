#include <catch2/catch.hpp>

#include <cstring>

#include "ludoteca/core/random.h"
#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"
#include "views/egotzi/egotzi_board.h"

using namespace ludoteca;
using namespace ludoteca::app::egotzi;

namespace {

// A board whose bottom rank is `row` ('.', 'B', 'W'); the rest is empty.
Board rowBoard(const char *row)
{
    Board board;
    board.size = static_cast<int>(std::strlen(row));
    board.cells.fill(Stone::Empty, board.size * board.size);
    for (int file = 0; file < board.size; ++file)
        board.cells[file] = static_cast<Stone>(row[file]);
    return board;
}

QString bottomRow(const Board &board)
{
    QString row;
    for (int file = 0; file < board.size; ++file)
        row += QChar(static_cast<char>(board.at(file)));
    return row;
}

} // namespace

TEST_CASE("The view's push preview follows the worked examples")
{
    // ". X + Y Z" -> "X . + Y Z": Y would wrap onto X's target and stays.
    CHECK(bottomRow(afterPlacement(rowBoard(".B.WB"), 2, Stone::White)) == QLatin1String("B.WWB"));
    // "W X + Y ." -> "W X + . Y": X would wrap onto Y's target and stays.
    CHECK(bottomRow(afterPlacement(rowBoard("WB.W."), 2, Stone::Black)) == QLatin1String("WBB.W"));
    // ". . Q X + Y R" -> "Y X Q . + . R".
    QVector<Push> pushes;
    const Board after = afterPlacement(rowBoard("..WB.WB"), 4, Stone::Black, &pushes);
    CHECK(bottomRow(after) == QLatin1String("WBW.B.B"));
    REQUIRE(pushes.size() == 2);
    int wraps = 0;
    for (const Push &p : pushes)
        wraps += p.wrapped ? 1 : 0;
    CHECK(wraps == 1);
}

TEST_CASE("The view's push computation agrees with the engine in random games")
{
    const GameInfo *info = GameRegistry::find("egotzi");
    REQUIRE(info);
    Rng rng(20261130);
    for (const char *size : {"5", "6", "9"}) {
        std::string error;
        const std::vector<std::pair<std::string, std::string>> given {{"size", size}};
        auto state = info->newGame(given, error);
        REQUIRE(state);
        while (!state->isTerminal()) {
            const auto actions = state->legalActions();
            const Action action = actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
            const std::string text = state->actionToString(action);
            const Board before = Board::fromState(*state);
            state->apply(action);
            const Board engine = Board::fromState(*state);
            if (text == "swap") {
                CHECK(engine.cells == before.cells);
                continue;
            }
            const int cell = before.cellFromName(QString::fromStdString(text));
            REQUIRE(cell >= 0);
            INFO("size " << size << " move " << text);
            CHECK(afterPlacement(before, cell, engine.at(cell)).cells == engine.cells);
        }
    }
}

TEST_CASE("At the end pairs of equal groups are removed and the largest left wins")
{
    // A 3x3 board (rank 3 on top):
    //   B . W
    //   . B W
    //   B B W
    // Black has groups of 3 and 1 stones, White one group of 3.
    Board board;
    board.size = 3;
    board.cells = {Stone::Black, Stone::Black, Stone::White,  // rank 1
                   Stone::Empty, Stone::Black, Stone::White,  // rank 2
                   Stone::Black, Stone::Empty, Stone::White}; // rank 3
    auto groups = findGroups(board);
    settleGroups(board, groups);
    int removed = 0;
    int winning = 0;
    for (const Group &g : groups) {
        removed += g.removed ? 1 : 0;
        if (g.winning) {
            ++winning;
            CHECK(g.stone == Stone::Black);
            CHECK(g.cells.size() == 1);
        }
    }
    CHECK(groups.size() == 3);
    CHECK(removed == 2); // the two groups of three cancel
    CHECK(winning == 1); // Black's lone stone is the largest left
}
