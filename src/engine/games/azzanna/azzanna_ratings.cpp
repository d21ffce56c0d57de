// What Azzanna's AI levels are worth, measured at the default options with
// `ludoteca-cli ladder --game azzanna --games 100 --seed 1 --levels
// beginner,novice,casual,club,strong` (docs/ai.md), after the searching levels got budgets
// of their own (azzanna_ai.cpp): each level scores 60-83 % against the one below. Master is
// Strong's rating plus its gap measured with `--levels strong,master`: 90 of 140 games,
// 20 with seed 1 and 120 with seed 2.

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::azzanna {

namespace {

ai::LevelRatingTable makeAzzannaRatings()
{
    return {"azzanna",
            "ludoteca-cli ladder --game azzanna --games 100 --seed 1 --levels beginner,novice,casual,club,strong, "
            "2026-12-02; --levels strong,master --games 20 --seed 1 and --games 120 --seed 2, 2026-12-04",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1162, 1099, 1226, true},
             {ai::Level::Casual, 1324, 1254, 1394, true},
             {ai::Level::Club, 1460, 1377, 1543, true},
             {ai::Level::Strong, 1767, 1661, 1874, true},
             {ai::Level::Master, 1868, 1746, 1990, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeAzzannaRatings)

} // namespace ludoteca::games::azzanna
