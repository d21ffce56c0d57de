#include <catch2/catch.hpp>

#include "ludoteca/ai/level_ratings.h"
#include "ludoteca/core/registry.h"

using namespace ludoteca;
using namespace ludoteca::ai;

namespace {

// A table for a game that exists only here: two levels measured.
LevelRatingTable makeTestTable()
{
    return {"test-ratings",
            "by hand",
            {{Level::Beginner, 1000, 1000, 1000, true}, {Level::Novice, 1180, 1100, 1260, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeTestTable)

TEST_CASE("Every game's table of level ratings is the ladder's: levels in order, Beginner at 1000")
{
    for (const GameInfo *info : GameRegistry::games()) {
        const LevelRatingTable *table = LevelRatings::find(info->id);
        if (!table)
            continue;
        INFO(info->id);
        CHECK_FALSE(table->measurement.empty());
        REQUIRE_FALSE(table->levels.empty());
        CHECK(table->levels.front().level == Level::Beginner);
        CHECK(table->levels.front().rating == 1000.0);
        for (std::size_t i = 0; i < table->levels.size(); ++i) {
            const LevelRating &entry = table->levels[i];
            if (i > 0)
                CHECK(table->levels[i - 1].level < entry.level);
            CHECK(entry.measured);
            CHECK(entry.low <= entry.rating);
            CHECK(entry.rating <= entry.high);
            CHECK(levelRating(info->id, entry.level).rating == entry.rating);
        }
    }
}

TEST_CASE("A level is rated from its game's table, the strongest one below it, or provisionally")
{
    const LevelRating novice = levelRating("test-ratings", Level::Novice);
    CHECK(novice.measured);
    CHECK(novice.rating == 1180.0);
    CHECK(novice.low == 1100.0);
    // Left out of the table: the strongest measured level below, not marked measured.
    const LevelRating master = levelRating("test-ratings", Level::Master);
    CHECK_FALSE(master.measured);
    CHECK(master.rating == 1180.0);
    // No table: provisional values, the old easy, medium and hard where they were.
    CHECK_FALSE(levelRating("no-such-game", Level::Easy).measured);
    CHECK(levelRating("no-such-game", Level::Beginner).rating == 700.0);
    CHECK(levelRating("no-such-game", Level::Easy).rating == 1100.0);
    CHECK(levelRating("no-such-game", Level::Medium).rating == 1500.0);
    CHECK(levelRating("no-such-game", Level::Hard).rating == 1900.0);
    CHECK(levelRating("no-such-game", Level::Master).rating == 2300.0);
}
