// What Wang Zi's AI levels are worth, measured at the default options (size 6) with
// `ludoteca-cli ladder --game wangzi --games 100 --seed 1 --levels
// beginner,novice,casual,club,strong` (docs/ai.md): each level scored 70-82 % against the
// one below. Master is Strong's rating plus its gap measured with `--levels strong,master
// --games 20`: it won all 20, so its rating is a low estimate.

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::wangzi {

namespace {

ai::LevelRatingTable makeWangziRatings()
{
    return {"wangzi",
            "ludoteca-cli ladder --game wangzi --games 100 --seed 1 "
            "--levels beginner,novice,casual,club,strong, 2026-12-03; --levels strong,master --games 20, 2026-12-04",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1174, 1109, 1239, true},
             {ai::Level::Casual, 1342, 1270, 1414, true},
             {ai::Level::Club, 1535, 1448, 1623, true},
             {ai::Level::Strong, 1798, 1691, 1906, true},
             {ai::Level::Master, 2443, 1944, 2942, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeWangziRatings)

} // namespace ludoteca::games::wangzi
