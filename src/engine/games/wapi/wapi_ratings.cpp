// What Wapi's AI levels are worth, measured at the default options (four players, full
// scoring) with `ludoteca-cli ladder --game wapi --games 1000 --seed 1 --levels
// beginner,novice,casual,club,strong` (docs/ai.md). The bag's luck keeps the steps small:
// each level scored 54-59 % of its seat pairs against the one below. Master is Strong's
// rating plus its gap from `--levels strong,master --games 100 --seed 1`: 236 of 400
// seat pairs (59 %), a gap of 63 points (28-98).

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::wapi {

namespace {

ai::LevelRatingTable makeWapiRatings()
{
    return {"wapi",
            "ludoteca-cli ladder --game wapi --games 1000 --seed 1 "
            "--levels beginner,novice,casual,club,strong, 2026-12-05; --levels strong,master --games 100 --seed 1, "
            "2026-12-05",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1056, 1047, 1065, true},
             {ai::Level::Casual, 1121, 1113, 1130, true},
             {ai::Level::Club, 1148, 1138, 1159, true},
             {ai::Level::Strong, 1181, 1169, 1193, true},
             {ai::Level::Master, 1244, 1207, 1281, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeWapiRatings)

} // namespace ludoteca::games::wapi
