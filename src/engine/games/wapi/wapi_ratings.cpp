// What Wapi's AI levels are worth, measured at the default options (four players, full
// scoring) with `ludoteca-cli ladder --game wapi --games 400 --seed 1 --levels
// beginner,novice,casual,club,strong` (docs/ai.md). The bag's luck keeps the steps small:
// each level scored 56-62 % of its seat pairs against the one below. Master is Strong's
// rating plus its gap from `--levels strong,master` over 100 games (seeds 1-3): 51.5 %,
// not told apart from Strong (docs/ai.md).

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::wapi {

namespace {

ai::LevelRatingTable makeWapiRatings()
{
    return {"wapi",
            "ludoteca-cli ladder --game wapi --games 400 --seed 1 "
            "--levels beginner,novice,casual,club,strong, 2026-12-03; --levels strong,master --games 20 --seed 1 "
            "and --games 40 --seeds 2 and 3, 2026-12-04",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1062, 1048, 1076, true},
             {ai::Level::Casual, 1114, 1100, 1128, true},
             {ai::Level::Club, 1141, 1125, 1158, true},
             {ai::Level::Strong, 1225, 1206, 1244, true},
             {ai::Level::Master, 1235, 1196, 1274, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeWapiRatings)

} // namespace ludoteca::games::wapi
