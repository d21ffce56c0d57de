// What Azzanna's AI levels are worth, measured at the default options with
// `ludoteca-cli ladder --game azzanna --games 40 --seed 1 --levels beginner,novice,casual,club`
// (docs/ai.md). Club crushes the levels below it; Strong is not measured yet.

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::azzanna {

namespace {

ai::LevelRatingTable makeAzzannaRatings()
{
    return {"azzanna",
            "ludoteca-cli ladder --game azzanna --games 40 --seed 1 --levels beginner,novice,casual,club, 2026-12-02",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1149, 1049, 1248, true},
             {ai::Level::Casual, 1314, 1202, 1426, true},
             {ai::Level::Club, 2013, 1656, 2370, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeAzzannaRatings)

} // namespace ludoteca::games::azzanna
