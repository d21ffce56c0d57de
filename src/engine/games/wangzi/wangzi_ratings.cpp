// What Wang Zi's AI levels are worth, measured at the default options (size 6) with
// `ludoteca-cli ladder --game wangzi --games 400 --seed 1 --levels
// beginner,novice,casual,club,strong` (docs/ai.md): each level scored 73-82 % against the
// one below. Master is Strong's rating plus its gap measured with `--levels strong,master
// --games 20`: it won all 20, so its rating is a low estimate.

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::wangzi {

namespace {

ai::LevelRatingTable makeWangziRatings()
{
    return {"wangzi",
            "ludoteca-cli ladder --game wangzi --games 400 --seed 1 "
            "--levels beginner,novice,casual,club,strong, 2026-12-06; --levels strong,master --games 20, 2026-12-04",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1183, 1150, 1216, true},
             {ai::Level::Casual, 1367, 1329, 1405, true},
             {ai::Level::Club, 1595, 1549, 1642, true},
             {ai::Level::Strong, 1854, 1797, 1910, true},
             {ai::Level::Master, 2499, 2009, 2989, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeWangziRatings)

} // namespace ludoteca::games::wangzi
