#include "ludoteca/core/glicko2.h"

#include <cmath>
#include <numbers>

namespace ludoteca::glicko2 {

namespace {

// The Glicko-2 scale: μ = (r − 1500) / 173.7178, φ = RD / 173.7178.
constexpr double kScale = 173.7178;
// The convergence tolerance of the volatility's iteration (Glickman's ε).
constexpr double kEpsilon = 0.000001;

double g(double phi) { return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi)); }

double expected(double mu, double opponentMu, double opponentPhi)
{
    return 1.0 / (1.0 + std::exp(-g(opponentPhi) * (mu - opponentMu)));
}

} // namespace

Rating update(const Rating &player, std::span<const Game> games, double tau)
{
    const double mu = (player.rating - kDefaultRating) / kScale;
    const double phi = player.deviation / kScale;
    const double sigma = player.volatility;
    if (games.empty()) // Step 6 alone: only the deviation grows.
        return {player.rating, std::sqrt(phi * phi + sigma * sigma) * kScale, sigma};

    // Steps 3 and 4: the estimated variance v and the improvement Δ.
    double inverseV = 0.0;
    double sum = 0.0; // Σ g(φj) (sj − E)
    for (const Game &game : games) {
        const double opponentMu = (game.opponentRating - kDefaultRating) / kScale;
        const double opponentPhi = game.opponentDeviation / kScale;
        const double e = expected(mu, opponentMu, opponentPhi);
        const double gj = g(opponentPhi);
        inverseV += gj * gj * e * (1.0 - e);
        sum += gj * (game.score - e);
    }
    const double v = 1.0 / inverseV;
    const double delta = v * sum;

    // Step 5: the new volatility, by the Illinois variant of regula falsi.
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
    };
    double lower = a;
    double upper = 0.0;
    if (delta * delta > phi * phi + v) {
        upper = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0.0)
            ++k;
        upper = a - k * tau;
    }
    double fLower = f(lower);
    double fUpper = f(upper);
    // At most a few dozen steps in practice; the bound only guards against a pathological input.
    for (int step = 0; step < 1000 && std::fabs(upper - lower) > kEpsilon; ++step) {
        const double c = lower + (lower - upper) * fLower / (fUpper - fLower);
        const double fc = f(c);
        if (fc * fUpper <= 0.0) {
            lower = upper;
            fLower = fUpper;
        } else {
            fLower /= 2.0;
        }
        upper = c;
        fUpper = fc;
    }
    const double newSigma = std::exp(lower / 2.0);

    // Steps 6 to 8: the new deviation and rating, back on the Glicko scale.
    const double phiStar = std::sqrt(phi * phi + newSigma * newSigma);
    const double newPhi = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double newMu = mu + newPhi * newPhi * sum;
    return {newMu * kScale + kDefaultRating, newPhi * kScale, newSigma};
}

} // namespace ludoteca::glicko2
