#include "ladder_fit.h"

#include <cmath>
#include <numbers>

namespace ludoteca::cli {

namespace {

// Elo points per natural-log unit of odds.
const double kEloPerUnit = 400.0 / std::numbers::ln10;
constexpr double kZ95 = 1.959963984540054;

// Solves a x = b in place by Gaussian elimination with partial pivoting; false when singular.
bool solve(std::vector<std::vector<double>> a, std::vector<double> &b)
{
    const std::size_t n = b.size();
    for (std::size_t column = 0; column < n; ++column) {
        std::size_t pivot = column;
        for (std::size_t row = column + 1; row < n; ++row)
            if (std::abs(a[row][column]) > std::abs(a[pivot][column]))
                pivot = row;
        if (std::abs(a[pivot][column]) < 1e-12)
            return false;
        std::swap(a[pivot], a[column]);
        std::swap(b[pivot], b[column]);
        for (std::size_t row = 0; row < n; ++row) {
            if (row == column)
                continue;
            const double factor = a[row][column] / a[column][column];
            for (std::size_t k = column; k < n; ++k)
                a[row][k] -= factor * a[column][k];
            b[row] -= factor * b[column];
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        b[i] /= a[i][i];
    return true;
}

} // namespace

bool fitRatings(const std::vector<std::vector<double>> &score, const std::vector<std::vector<double>> &games,
                double anchor, std::vector<FittedRating> &out)
{
    const std::size_t n = score.size();
    out.assign(n, {anchor, anchor, anchor});
    if (n <= 1)
        return n == 1;
    // The prior: one drawn game between every pair that played.
    auto wins = score;
    auto played = games;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
            if (i != j && games[i][j] > 0) {
                wins[i][j] += 0.5;
                played[i][j] += 1.0;
            }
    // Newton's method on the strengths s (natural log units), s_0 fixed at 0.
    std::vector<double> strength(n, 0.0);
    std::vector<std::vector<double>> information;
    const std::size_t free = n - 1;
    for (int round = 0; round < 100; ++round) {
        std::vector<double> gradient(free, 0.0);
        information.assign(free, std::vector<double>(free, 0.0));
        for (std::size_t i = 1; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) {
                if (i == j || played[i][j] <= 0)
                    continue;
                const double p = 1.0 / (1.0 + std::exp(strength[j] - strength[i]));
                const double weight = played[i][j] * p * (1.0 - p);
                gradient[i - 1] += wins[i][j] - played[i][j] * p;
                information[i - 1][i - 1] += weight;
                if (j > 0)
                    information[i - 1][j - 1] -= weight;
            }
        std::vector<double> step = gradient;
        if (!solve(information, step))
            return false;
        double largest = 0.0;
        for (std::size_t i = 1; i < n; ++i) {
            strength[i] += step[i - 1];
            largest = std::max(largest, std::abs(step[i - 1]));
        }
        if (largest < 1e-10)
            break;
    }
    // The intervals: the inverse of the information matrix at the maximum.
    for (std::size_t i = 1; i < n; ++i) {
        std::vector<double> unit(free, 0.0);
        unit[i - 1] = 1.0;
        if (!solve(information, unit))
            return false;
        const double spread = kZ95 * std::sqrt(std::max(0.0, unit[i - 1])) * kEloPerUnit;
        const double rating = anchor + strength[i] * kEloPerUnit;
        out[i] = {rating, rating - spread, rating + spread};
    }
    return true;
}

} // namespace ludoteca::cli
