#include <catch2/catch.hpp>

#include <array>
#include <cmath>

#include "ludoteca/core/glicko2.h"

using namespace ludoteca;

TEST_CASE("a Glicko-2 update matches Glickman's worked example", "[glicko2]")
{
    // "Example of the Glicko-2 system": a player rated 1500 (RD 200, volatility 0.06)
    // beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300), with τ = 0.5.
    const glicko2::Rating player {1500.0, 200.0, 0.06};
    const std::array<glicko2::Game, 3> games {{{1400.0, 30.0, 1.0}, {1550.0, 100.0, 0.0}, {1700.0, 300.0, 0.0}}};
    const glicko2::Rating after = glicko2::update(player, games, 0.5);
    CHECK(after.rating == Approx(1464.06).margin(0.01));
    CHECK(after.deviation == Approx(151.52).margin(0.01));
    CHECK(after.volatility == Approx(0.05999).margin(0.00001));
}

TEST_CASE("a period without games only widens the deviation", "[glicko2]")
{
    const glicko2::Rating player {1620.0, 80.0, 0.06};
    const glicko2::Rating after = glicko2::update(player, {});
    CHECK(after.rating == 1620.0);
    CHECK(after.volatility == 0.06);
    // φ' = sqrt(φ² + σ²) on the Glicko-2 scale.
    CHECK(after.deviation == Approx(std::sqrt(80.0 * 80.0 / (173.7178 * 173.7178) + 0.06 * 0.06) * 173.7178));
}

TEST_CASE("wins raise a rating, losses lower it and draws between equals keep it", "[glicko2]")
{
    const glicko2::Rating player;
    const std::array<glicko2::Game, 1> win {{{1500.0, 350.0, 1.0}}};
    const std::array<glicko2::Game, 1> loss {{{1500.0, 350.0, 0.0}}};
    const std::array<glicko2::Game, 1> draw {{{1500.0, 350.0, 0.5}}};
    CHECK(glicko2::update(player, win).rating > 1500.0);
    CHECK(glicko2::update(player, loss).rating < 1500.0);
    CHECK(glicko2::update(player, draw).rating == Approx(1500.0));
    // Every game makes the rating surer.
    CHECK(glicko2::update(player, draw).deviation < player.deviation);
}
