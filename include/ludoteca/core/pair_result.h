#pragma once
// How two seats of a finished game finished against each other: the rule the history's
// statistics and ratings and `ludoteca-cli ladder` share, so that a game counts the same in
// both. A winner is ahead of a seat that did not win; two seats that did not win are
// ordered by their scores; two winners, or equal scores, are level.

namespace ludoteca {

// 1 when seat a finished ahead of seat b, 1/2 when level, 0 when behind.
inline double pairResult(bool aWon, double aScore, bool bWon, double bScore)
{
    if (aWon != bWon)
        return aWon ? 1.0 : 0.0;
    if (aWon || aScore == bScore)
        return 0.5;
    return aScore > bScore ? 1.0 : 0.0;
}

} // namespace ludoteca
