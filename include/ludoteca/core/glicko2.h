#pragma once
// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its
// deviation (how unsure the rating is) and its volatility (how erratic the player is).
//
// update() takes one player's rating and every game of one rating period against
// opponents whose ratings are taken as they stood at the start of the period, and returns
// the rating after the period. A period with no game only widens the deviation. Scores are
// 1 for a win, 0.5 for a draw and 0 for a loss. Pure and allocation-free: the same inputs
// always give the same rating.

#include <span>

namespace ludoteca::glicko2 {

// The values Glickman suggests for a player nobody knows yet.
inline constexpr double kDefaultRating = 1500.0;
inline constexpr double kDefaultDeviation = 350.0;
inline constexpr double kDefaultVolatility = 0.06;
// The system constant τ: how fast the volatility may change (Glickman: 0.3 to 1.2).
inline constexpr double kDefaultTau = 0.5;

struct Rating {
    double rating = kDefaultRating;
    double deviation = kDefaultDeviation;
    double volatility = kDefaultVolatility;
};

struct Game {
    double opponentRating = kDefaultRating;
    double opponentDeviation = kDefaultDeviation;
    double score = 0.5; // 1 won, 0.5 drawn, 0 lost
};

Rating update(const Rating &player, std::span<const Game> games, double tau = kDefaultTau);

} // namespace ludoteca::glicko2
