#include <catch2/catch.hpp>

#include "ludoteca/ai/level_ratings.h"
#include "ludoteca/core/registry.h"

using namespace ludoteca;
using namespace ludoteca::ai;

TEST_CASE("Every game's table of level ratings is the ladder's: each level once, weakest at 1000")
{
    int tables = 0;
    for (const GameInfo *info : GameRegistry::games()) {
        const LevelRatingTable *table = LevelRatings::find(info->id);
        if (!table)
            continue;
        ++tables;
        INFO(info->id);
        CHECK_FALSE(table->measurement.empty());
        REQUIRE(table->levels.size() == allLevels().size());
        for (std::size_t i = 0; i < table->levels.size(); ++i) {
            const LevelRating &entry = table->levels[i];
            CHECK(entry.level == allLevels()[i]);
            CHECK(entry.measured);
            CHECK(entry.low <= entry.rating);
            CHECK(entry.rating <= entry.high);
            CHECK(levelRating(info->id, entry.level).rating == entry.rating);
        }
        CHECK(table->levels.front().rating == 1000.0);
    }
    CHECK(tables >= 1);
}

TEST_CASE("A game without a measured table has provisional ratings 400 points apart")
{
    const LevelRating easy = levelRating("no-such-game", Level::Easy);
    const LevelRating hard = levelRating("no-such-game", Level::Hard);
    CHECK_FALSE(easy.measured);
    CHECK(easy.rating == 1100.0);
    CHECK(levelRating("no-such-game", Level::Medium).rating == 1500.0);
    CHECK(hard.rating == 1900.0);
    const LevelRating wapi = levelRating("wapi", Level::Hard);
    CHECK(wapi.measured);
    CHECK(wapi.rating > levelRating("wapi", Level::Medium).rating);
}
