// What the search knows about Wapi: a fast playout policy, the result per seat and a
// static evaluation.
//
// The policy plays like a sensible person would. Silver goes where it helps the mover
// against the others: a coin better than the bag's average into a mine where the mover has
// more stake than its rivals, a poor coin into the rivals' mines. A totem is driven in when
// its mine promises more than the mover can expect later, and always when the masks left
// for the mover are running out (a totem in hand at the end is worth nothing).
//
// The evaluation turns a position into chances of winning without playing it out. Every
// mine ends full, so each seat's final score is a sum of mine values whose unknown part is
// the silver still to come; a totem in hand counts by the chance of drawing another mask.
// Each seat's score is taken as a normal variable with that mean and variance, and the
// chance that it ends highest is integrated numerically. It plays better than playouts:
// the bag's luck makes single playouts too noisy to compare close moves.

#include "ludoteca/games/wapi.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ludoteca::games::wapi {

namespace {

// Chosen by matches between variants of the policy and of the search (docs/ai-wapi.md).
constexpr double kExplore = 0.1;       // share of silver placed uniformly, for variety
constexpr double kTotemRatio = 0.9;    // a totem when the mine promises this much of a fresh one
constexpr double kTotemNoise = 0.1;    // share of totem decisions flipped, for variety
constexpr double kMarginWeight = 0.05; // the margin only breaks ties between equal results
constexpr double kMarginScale = 40.0;  // a lead this large gives the whole margin part
// The evaluation: how much of a fresh mine's spread a totem still in hand carries, and the
// steps of the integral that turns score distributions into chances of winning.
constexpr double kLaterSpread = 0.5;
constexpr int kQuadratureSteps = 24;

} // namespace

Action WapiState::playoutAction(Rng &rng, std::vector<Action> &) const
{
    switch (phase_) {
    case Phase::Draw: {
        // Every tile equally likely: one number below the bag's size, no buffer.
        int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(bagTotal_)));
        for (int outcome = 0; outcome < kOutcomes; ++outcome) {
            r -= bag_[idx(outcome)];
            if (r < 0)
                return outcome;
        }
        return kOutcomes - 1;
    }
    case Phase::PlaceSilver:
        return kFirstMine + chooseMineForPlayout(rng);
    case Phase::DecideTotem:
        return wantsTotemInPlayout(rng) ? kTotem : kNoTotem;
    case Phase::Over:
        break;
    }
    return kInvalidAction;
}

namespace {

// The mean value of the silver still in the bag (2 when none is left, which never matters).
double meanSilverLeft(const std::array<std::uint8_t, WapiState::kOutcomes> &bag)
{
    int count = 0;
    int value = 0;
    for (int kind = 0; kind < WapiState::kSilverKinds; ++kind) {
        count += bag[static_cast<std::size_t>(kind)];
        value += bag[static_cast<std::size_t>(kind)] * WapiState::kSilverValues[static_cast<std::size_t>(kind)];
    }
    return count > 0 ? static_cast<double>(value) / count : 2.0;
}

} // namespace

int WapiState::chooseMineForPlayout(Rng &rng) const
{
    const unsigned allowed = allowedMines();
    const int count = __builtin_popcount(allowed);
    const auto uniform = [&] {
        int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(count)));
        for (int mine = 0; mine < kMines; ++mine)
            if ((allowed & (1u << mine)) && pick-- == 0)
                return mine;
        return 0;
    };
    if (count == 1 || rng.uniform() < kExplore)
        return uniform();

    // Gain of the coin for the mover against the average rival, per mine.
    const double coin = kSilverValues[idx(drawn_)] - meanSilverLeft(bag_);
    double best = -1e9;
    int choice = -1;
    int ties = 0;
    for (int mine = 0; mine < kMines; ++mine) {
        if (!(allowed & (1u << mine)))
            continue;
        const auto m = idx(mine);
        const int mine_ = totemsBySeat_[m][idx(seat_)];
        const int others = totemCount_[m] - mine_;
        double stake = mine_ - static_cast<double>(others) / (players_ - 1);
        if (scoring_ == Scoring::Share && totemCount_[m] > 0)
            stake /= totemCount_[m];
        const double gain = coin * stake;
        if (gain > best + 1e-9) {
            best = gain;
            choice = mine;
            ties = 1;
        } else if (gain > best - 1e-9 && rng.below(static_cast<std::uint32_t>(++ties)) == 0) {
            choice = mine;
        }
    }
    return choice;
}

bool WapiState::wantsTotemInPlayout(Rng &rng) const
{
    const int mine = drawn_ - kFirstMask;
    const auto m = idx(mine);
    const double mean = meanSilverLeft(bag_);
    // Every mine ends full, so a mine is worth its silver plus its free fields at the mean.
    double promise = mineValue_[m] + (kSilverFields - silverCount_[m]) * mean;
    double fresh = kSilverFields * mean;
    if (scoring_ == Scoring::Share) {
        promise /= totemCount_[m] + 1;
        fresh /= 1.5;
    }
    // Masks this seat can still expect before the silver runs out.
    int silverLeft = 0;
    for (int kind = 0; kind < kSilverKinds; ++kind)
        silverLeft += bag_[idx(kind)];
    const int masksLeft = bagTotal_ - silverLeft;
    const double expected = static_cast<double>(masksLeft) * silverLeft / (silverLeft + 1) / players_;
    bool take = totemsLeft_[idx(seat_)] >= expected || promise >= kTotemRatio * fresh;
    if (rng.uniform() < kTotemNoise)
        take = !take;
    return take;
}

void WapiState::rewards(std::span<double> out) const
{
    // Winning is what counts; the margin to the best rival only breaks the search's
    // indifference between a narrow and a heavy loss (or win).
    std::array<int, kMaxSeats> all {};
    allScores(all);
    int best = all[0];
    for (int seat = 1; seat < players_; ++seat)
        best = std::max(best, all[idx(seat)]);
    int winnersCount = 0;
    for (int seat = 0; seat < players_; ++seat)
        winnersCount += all[idx(seat)] == best ? 1 : 0;
    for (int seat = 0; seat < players_; ++seat) {
        int rival = -1;
        for (int other = 0; other < players_; ++other)
            if (other != seat)
                rival = std::max(rival, all[idx(other)]);
        const double margin = (all[idx(seat)] - rival) / 12.0 / kMarginScale;
        const double marginPart = std::clamp(0.5 + 0.5 * margin, 0.0, 1.0);
        const double win = all[idx(seat)] == best ? 1.0 / winnersCount : 0.0;
        out[idx(seat)] = (1.0 - kMarginWeight) * win + kMarginWeight * marginPart;
    }
}

bool WapiState::evaluate(std::span<double> out) const
{
    if (phase_ == Phase::Over) {
        rewards(out);
        return true;
    }
    // Moments of the silver still in the bag.
    int silverLeft = 0;
    int valueSum = 0;
    int squareSum = 0;
    for (int kind = 0; kind < kSilverKinds; ++kind) {
        const int count = bag_[idx(kind)];
        const int value = kSilverValues[idx(kind)];
        silverLeft += count;
        valueSum += count * value;
        squareSum += count * value * value;
    }
    const double mean = silverLeft > 0 ? static_cast<double>(valueSum) / silverLeft : 2.0;
    const double variance = silverLeft > 0 ? static_cast<double>(squareSum) / silverLeft - mean * mean : 0.0;
    const int masksLeft = bagTotal_ - silverLeft;

    // Every mine ends full: its silver so far plus its free fields at the bag's mean.
    std::array<double, kMines> promise {};
    for (int mine = 0; mine < kMines; ++mine)
        promise[idx(mine)] = mineValue_[idx(mine)] + (kSilverFields - silverCount_[idx(mine)]) * mean;

    // A totem still in hand lands in the mine of a mask yet to come.
    double later = 0.0;
    if (masksLeft > 0) {
        for (int mine = 0; mine < kMines; ++mine) {
            double value = promise[idx(mine)];
            if (scoring_ == Scoring::Share)
                value /= totemCount_[idx(mine)] + 1.5;
            later += bag_[idx(kFirstMask + mine)] * value;
        }
        later /= masksLeft;
    }
    const double laterSpread = kSilverFields * variance * kLaterSpread;
    const double draws = static_cast<double>(masksLeft) * silverLeft / (silverLeft + 1) / players_;

    // Each seat's final score as a normal variable: mean and variance.
    std::array<double, kMaxSeats> expected {};
    std::array<double, kMaxSeats> spread {};
    for (int seat = 0; seat < players_; ++seat) {
        double score = 0.0;
        double scoreVariance = 0.0;
        for (int mine = 0; mine < kMines; ++mine) {
            const auto m = idx(mine);
            const int totems = totemsBySeat_[m][idx(seat)];
            if (totems == 0)
                continue;
            double perTotem = totems;
            if (scoring_ == Scoring::Share)
                perTotem /= totemCount_[m];
            score += perTotem * promise[m];
            scoreVariance += perTotem * perTotem * (kSilverFields - silverCount_[m]) * variance;
        }
        // Masks this seat may still draw, as a Poisson count; a pending decision is one more.
        const double lambda = draws + (phase_ == Phase::DecideTotem && seat == seat_ ? 1.0 : 0.0);
        const double none = std::exp(-lambda);
        double atMost = none; // P(X <= j - 1)
        double term = none;
        for (int j = 1; j <= totemsLeft_[idx(seat)]; ++j) {
            const double chance = 1.0 - atMost;
            score += chance * later;
            scoreVariance += chance * (1.0 - chance) * later * later + chance * laterSpread;
            term *= lambda / j;
            atMost += term;
        }
        expected[idx(seat)] = score;
        spread[idx(seat)] = std::sqrt(scoreVariance + 1.0);
    }

    // The chance that a seat ends highest: its score against every other seat's, integrated
    // over its own distribution (midpoint rule over three standard deviations each side).
    std::array<double, kMaxSeats> winChance {};
    double total = 0.0;
    for (int seat = 0; seat < players_; ++seat) {
        double sum = 0.0;
        for (int step = 0; step < kQuadratureSteps; ++step) {
            const double z = -3.0 + 6.0 * (step + 0.5) / kQuadratureSteps;
            const double x = expected[idx(seat)] + z * spread[idx(seat)];
            double below = std::exp(-0.5 * z * z);
            for (int other = 0; other < players_; ++other)
                if (other != seat)
                    below *= 0.5 * std::erfc((expected[idx(other)] - x) / (spread[idx(other)] * std::numbers::sqrt2));
            sum += below;
        }
        winChance[idx(seat)] = sum;
        total += sum;
    }
    for (int seat = 0; seat < players_; ++seat) {
        double rival = -1e9;
        for (int other = 0; other < players_; ++other)
            if (other != seat)
                rival = std::max(rival, expected[idx(other)]);
        const double marginPart = std::clamp(0.5 + 0.5 * (expected[idx(seat)] - rival) / kMarginScale, 0.0, 1.0);
        const double win = total > 0.0 ? winChance[idx(seat)] / total : 1.0 / players_;
        out[idx(seat)] = (1.0 - kMarginWeight) * win + kMarginWeight * marginPart;
    }
    return true;
}

} // namespace ludoteca::games::wapi
