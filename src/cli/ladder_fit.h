#pragma once
// Ratings from a table of results between players, by maximum likelihood under the
// Bradley–Terry model on the Elo scale: the odds of i scoring against j are
// 10^((r_i - r_j) / 400). Used by `ludoteca-cli ladder` to rate the AI levels.

#include <vector>

namespace ludoteca::cli {

struct FittedRating {
    double rating = 0.0;
    double low = 0.0; // 95% interval, from the curvature of the likelihood
    double high = 0.0;
};

// `score[i][j]` is what i scored against j (a win 1, a tie 1/2) in `games[i][j]` games
// (games symmetric, score[i][j] + score[j][i] == games[i][j]). Player 0 is the anchor, at
// `anchor` with no uncertainty. Each pair that played gets a prior of one drawn game, so
// that a clean sweep gives a large but finite gap. Every player must be linked to the
// anchor by games; false otherwise.
bool fitRatings(const std::vector<std::vector<double>> &score, const std::vector<std::vector<double>> &games,
                double anchor, std::vector<FittedRating> &out);

} // namespace ludoteca::cli
