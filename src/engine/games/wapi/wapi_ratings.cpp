// What Wapi's AI levels are worth, measured at the default options (four players, full
// scoring) with `ludoteca-cli ladder --game wapi --games 100 --seed 1 --levels
// beginner,novice,casual,club,strong` (docs/ai.md). The bag's luck keeps the levels close.

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::wapi {

namespace {

ai::LevelRatingTable makeWapiRatings()
{
    return {"wapi",
            "ludoteca-cli ladder --game wapi --games 100 --seed 1 "
            "--levels beginner,novice,casual,club,strong, 2026-12-02",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1072, 1045, 1100, true},
             {ai::Level::Casual, 1077, 1050, 1105, true},
             {ai::Level::Club, 1165, 1132, 1198, true},
             {ai::Level::Strong, 1221, 1183, 1259, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeWapiRatings)

} // namespace ludoteca::games::wapi
