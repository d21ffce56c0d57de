// What Wang Zi's AI levels are worth, measured at the default options (size 6) with
// `ludoteca-cli ladder --game wangzi --games 30 --seed 1 --levels beginner,novice,casual,club`
// (docs/ai.md). The levels still use the generic budgets, and the steps above Novice are
// far wider than a ladder's should be: Casual beat Novice 29 times in 30, Club beat Casual
// 28 times. Strong is not measured yet.

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::wangzi {

namespace {

ai::LevelRatingTable makeWangziRatings()
{
    return {"wangzi",
            "ludoteca-cli ladder --game wangzi --games 30 --seed 1 --levels beginner,novice,casual,club, 2026-12-02",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1108, 986, 1230, true},
             {ai::Level::Casual, 1563, 1359, 1767, true},
             {ai::Level::Club, 1965, 1684, 2246, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeWangziRatings)

} // namespace ludoteca::games::wangzi
