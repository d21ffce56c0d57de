#pragma once
// Win-rate arithmetic for `ludoteca-cli match`.

#include <vector>

namespace ludoteca::cli {

struct Interval {
    double low = 0.0;
    double high = 1.0;
};

// The Wilson score interval for `wins` successes out of `games` trials (wins may be
// fractional when shared wins count as parts); `z` 1.96 gives 95%. [0, 1] for no games.
Interval wilsonInterval(double wins, int games, double z = 1.959963984540054);

// How many of the other seats `seat` finished ahead of, a tie counting as half: in games of
// three or more, a finer measure than winning the table, whose luck can hide a clear edge.
double rivalsBeaten(const std::vector<double> &scores, int seat);

} // namespace ludoteca::cli
