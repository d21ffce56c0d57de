#pragma once
// Win-rate arithmetic for `ludoteca-cli match`.

namespace ludoteca::cli {

struct Interval {
    double low = 0.0;
    double high = 1.0;
};

// The Wilson score interval for `wins` successes out of `games` trials (wins may be
// fractional when shared wins count as parts); `z` 1.96 gives 95%. [0, 1] for no games.
Interval wilsonInterval(double wins, int games, double z = 1.959963984540054);

} // namespace ludoteca::cli
