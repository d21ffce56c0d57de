// The polar board: steps with their pole crossings, and the pieces and cards.

#include "ludoteca/games/circular_chess.h"

#include "circular_chess_tables.h"

namespace ludoteca::games::circular_chess {

namespace {

constexpr Tables buildTables()
{
    Tables t {};
    for (int cell = 0; cell < kCells; ++cell) {
        const int ray = cell / kRings;
        const int ring = cell % kRings;
        for (int d = 0; d < 8; ++d) {
            const Direction dir = kDirections[static_cast<std::size_t>(d)];
            int nextRing = ring + dir.dring;
            int nextRay = ((ray + dir.dray) % kRays + kRays) % kRays;
            int nextDir = d;
            if (nextRing < 0) {
                t.next[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)] = -1;
                t.turn[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)] = -1;
                continue;
            }
            if (nextRing == kRings) {
                // Across the pole: the far side of the inner ring, heading outward.
                nextRing = kRings - 1;
                nextRay = (ray + dir.dray + 9 + kRays) % kRays;
                for (int e = 0; e < 8; ++e)
                    if (kDirections[static_cast<std::size_t>(e)].dring == -1
                        && kDirections[static_cast<std::size_t>(e)].dray == dir.dray)
                        nextDir = e;
            }
            t.next[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)] =
                static_cast<std::int8_t>(nextRay * kRings + nextRing);
            t.turn[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)] = static_cast<std::int8_t>(nextDir);
        }
    }
    // Knights and kings read the steps of other cells, so they come once all are known.
    for (int cell = 0; cell < kCells; ++cell) {
        // Knights: an orthogonal step D, then a diagonal continuing D (the turned D after
        // the pole). Targets are kept once each and never the start.
        int count = 0;
        auto addKnight = [&](int target) {
            if (target < 0 || target == cell)
                return;
            for (int i = 0; i < count; ++i)
                if (t.knight[static_cast<std::size_t>(cell)][static_cast<std::size_t>(i)] == target)
                    return;
            t.knight[static_cast<std::size_t>(cell)][static_cast<std::size_t>(count++)] =
                static_cast<std::int8_t>(target);
        };
        for (int d = 0; d < 4; ++d) {
            const int first = t.next[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)];
            if (first < 0)
                continue;
            const Direction turned = kDirections[static_cast<std::size_t>(
                t.turn[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)])];
            for (int e = 4; e < 8; ++e) {
                const Direction diag = kDirections[static_cast<std::size_t>(e)];
                const bool continues = turned.dring != 0 ? diag.dring == turned.dring : diag.dray == turned.dray;
                if (continues)
                    addKnight(t.next[static_cast<std::size_t>(first)][static_cast<std::size_t>(e)]);
            }
        }
        t.knightCount[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(count);
        count = 0;
        for (int d = 0; d < 8; ++d) {
            const int target = t.next[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)];
            if (target < 0)
                continue;
            bool seen = false;
            for (int i = 0; i < count; ++i)
                seen = seen || t.king[static_cast<std::size_t>(cell)][static_cast<std::size_t>(i)] == target;
            if (!seen)
                t.king[static_cast<std::size_t>(cell)][static_cast<std::size_t>(count++)] =
                    static_cast<std::int8_t>(target);
        }
        t.kingCount[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(count);
    }
    return t;
}

constexpr const char *kLetters = "PNBRQKpnbrqk";

} // namespace

const Tables kTables = buildTables();

int directionIndex(int dring, int dray)
{
    for (int d = 0; d < 8; ++d)
        if (kDirections[static_cast<std::size_t>(d)].dring == dring
            && kDirections[static_cast<std::size_t>(d)].dray == dray)
            return d;
    return -1;
}

Step step(int number, int direction)
{
    if (number < 1 || number > kCells || direction < 0 || direction >= 8)
        return {};
    const int next = kTables.next[static_cast<std::size_t>(number - 1)][static_cast<std::size_t>(direction)];
    if (next < 0)
        return {};
    return {next + 1, kTables.turn[static_cast<std::size_t>(number - 1)][static_cast<std::size_t>(direction)]};
}

char pieceLetter(int piece) { return piece >= 1 && piece <= kPieceTypes ? kLetters[piece - 1] : '.'; }

int pieceFromLetter(char letter)
{
    for (int i = 0; i < kPieceTypes; ++i)
        if (kLetters[i] == letter)
            return i + 1;
    return 0;
}

int cardPiece(int number)
{
    // i = ((n-1) div 2) mod 15: 0-4 pawn, 5-6 knight, 7-8 bishop, 9-10 rook, 11-12 queen,
    // 13-14 king; odd cards white.
    static constexpr std::array<Kind, 15> kByIndex {Pawn,   Pawn, Pawn, Pawn,  Pawn,  Knight, Knight, Bishop,
                                                    Bishop, Rook, Rook, Queen, Queen, King,   King};
    const int i = ((number - 1) / 2) % 15;
    return pieceOf(kByIndex[static_cast<std::size_t>(i)], number % 2 == 1);
}

} // namespace ludoteca::games::circular_chess
