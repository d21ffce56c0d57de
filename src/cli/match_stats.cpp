#include "match_stats.h"

#include <algorithm>
#include <cmath>

namespace ludoteca::cli {

Interval wilsonInterval(double wins, int games, double z)
{
    if (games <= 0)
        return {};
    const double n = games;
    const double p = std::clamp(wins / n, 0.0, 1.0);
    const double z2 = z * z;
    const double denominator = 1.0 + z2 / n;
    const double centre = (p + z2 / (2.0 * n)) / denominator;
    const double half = z * std::sqrt(p * (1.0 - p) / n + z2 / (4.0 * n * n)) / denominator;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double rivalsBeaten(const std::vector<double> &scores, int seat)
{
    const double own = scores.at(static_cast<std::size_t>(seat));
    double beaten = 0.0;
    for (std::size_t other = 0; other < scores.size(); ++other) {
        if (static_cast<int>(other) == seat)
            continue;
        if (own > scores[other])
            beaten += 1.0;
        else if (own == scores[other])
            beaten += 0.5;
    }
    return beaten;
}

} // namespace ludoteca::cli
