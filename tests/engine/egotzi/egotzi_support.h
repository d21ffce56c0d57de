#pragma once
// Helpers shared by the Egotzi tests: hand-built positions, moves by text, the eight
// symmetries of the square (so one scenario checks every direction) and a plain,
// unoptimised reading of the push rule to compare the engine against.

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ludoteca/core/registry.h"
#include "ludoteca/games/egotzi.h"

namespace ludoteca::testing::egotzi {

using ludoteca::games::egotzi::EgotziState;
using OptionList = std::vector<std::pair<std::string, std::string>>;

inline std::unique_ptr<EgotziState> position(const OptionList &options, std::string_view board, int toMove = 0,
                                             bool swapped = false)
{
    return EgotziState::fromBoard(options, board, toMove, swapped);
}

inline std::unique_ptr<EgotziState> newGame(const OptionList &options = {})
{
    std::string error;
    auto state = ludoteca::GameRegistry::find("egotzi")->newGame(options, error);
    REQUIRE(state != nullptr);
    auto &egotzi = ludoteca::stateAs<EgotziState>(*state);
    state.release();
    return std::unique_ptr<EgotziState>(&egotzi);
}

inline void play(ludoteca::State &state, std::string_view move)
{
    std::string error;
    INFO("move " << move << ": " << error);
    REQUIRE(state.applyText(move, error));
}

// Rows from the top, as in the JSON "board".
inline std::vector<std::string> rowsOf(std::string_view board)
{
    std::vector<std::string> rows;
    std::string row;
    for (const char c : board) {
        if (c == '/') {
            rows.push_back(row);
            row.clear();
        } else {
            row += c;
        }
    }
    rows.push_back(row);
    return rows;
}

inline std::string joinRows(const std::vector<std::string> &rows)
{
    std::string board;
    for (const auto &row : rows) {
        if (!board.empty())
            board += '/';
        board += row;
    }
    return board;
}

// A quarter turn clockwise: (file, rank) goes to (rank, size - 1 - file).
inline std::string rotateBoard(std::string_view board)
{
    const auto rows = rowsOf(board);
    const auto n = rows.size();
    std::vector<std::string> turned(n, std::string(n, '.'));
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c)
            turned[r][c] = rows[n - 1 - c][r];
    return joinRows(turned);
}

inline std::string rotateCell(std::string_view cell, int size)
{
    const int file = cell[0] - 'a';
    const int rank = cell[1] - '1';
    std::string turned;
    turned += static_cast<char>('a' + rank);
    turned += static_cast<char>('1' + (size - 1 - file));
    return turned;
}

inline std::string mirrorBoard(std::string_view board)
{
    auto rows = rowsOf(board);
    for (auto &row : rows)
        row = std::string(row.rbegin(), row.rend());
    return joinRows(rows);
}

inline std::string mirrorCell(std::string_view cell, int size)
{
    std::string mirrored(cell);
    mirrored[0] = static_cast<char>('a' + (size - 1 - (cell[0] - 'a')));
    return mirrored;
}

// Plays `cell` on `before` (seat `toMove` to move) and expects `after`, in all eight
// orientations of the board, so that every direction of push and wrap is exercised.
inline void checkPush(std::string_view before, std::string_view cell, std::string_view after, int toMove = 0)
{
    const int size = static_cast<int>(rowsOf(before).size());
    std::string b(before), c(cell), a(after);
    for (int mirror = 0; mirror < 2; ++mirror) {
        for (int turn = 0; turn < 4; ++turn) {
            INFO("orientation: mirror " << mirror << ", quarter turns " << turn << ", board " << b << ", move " << c);
            auto state = position({{"size", std::to_string(size)}}, b, toMove);
            play(*state, c);
            CHECK(state->boardString() == a);
            b = rotateBoard(b);
            c = rotateCell(c, size);
            a = rotateBoard(a);
        }
        b = mirrorBoard(b);
        c = mirrorCell(c, size);
        a = mirrorBoard(a);
    }
}

// The push rule read literally from the rules, on a grid indexed [rank][file].
inline std::string referenceMove(std::string_view board, int file, int rank, char color)
{
    auto rows = rowsOf(board);
    const int n = static_cast<int>(rows.size());
    auto at = [&](int f, int r) -> char & {
        return rows[static_cast<std::size_t>(n - 1 - r)][static_cast<std::size_t>(f)];
    };
    auto inside = [n](int f, int r) { return f >= 0 && f < n && r >= 0 && r < n; };
    at(file, rank) = color;

    struct Push {
        int fromFile, fromRank, toFile, toRank;
        bool wrapped, moves;
    };
    std::vector<Push> pushes;
    const int dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (const auto &d : dirs) {
        const int qf = file + d[0], qr = rank + d[1];
        if (!inside(qf, qr) || at(qf, qr) == '.')
            continue;
        Push push {qf, qr, qf, qr, false, false};
        for (int f = qf + d[0], r = qr + d[1]; inside(f, r); f += d[0], r += d[1]) {
            if (at(f, r) == '.') {
                push = {qf, qr, f, r, false, true};
                break;
            }
        }
        if (!push.moves) {
            // Cells from q back to the opposite edge; the farthest empty one.
            std::vector<std::pair<int, int>> back;
            for (int f = qf - d[0], r = qr - d[1]; inside(f, r); f -= d[0], r -= d[1])
                back.emplace_back(f, r);
            for (auto it = back.rbegin(); it != back.rend(); ++it) {
                if (at(it->first, it->second) == '.') {
                    push = {qf, qr, it->first, it->second, true, true};
                    break;
                }
            }
        }
        pushes.push_back(push);
    }
    for (auto &p : pushes)
        for (auto &o : pushes)
            if (&p != &o && p.moves && o.moves && p.toFile == o.toFile && p.toRank == o.toRank && p.wrapped
                && !o.wrapped)
                p.moves = false;

    auto before = rows;
    for (const auto &p : pushes)
        if (p.moves)
            at(p.fromFile, p.fromRank) = '.';
    for (const auto &p : pushes)
        if (p.moves)
            at(p.toFile, p.toRank) =
                before[static_cast<std::size_t>(n - 1 - p.fromRank)][static_cast<std::size_t>(p.fromFile)];
    return joinRows(rows);
}

} // namespace ludoteca::testing::egotzi
