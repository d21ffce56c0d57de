// What Wapi's AI levels are worth, measured at the default options (four players, full
// scoring) with `ludoteca-cli ladder --game wapi --games 100 --seed 1` (docs/ai.md). The
// bag's luck keeps the levels close: hard's search gains little over medium's policy.

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::wapi {

namespace {

ai::LevelRatingTable makeWapiRatings()
{
    return {"wapi",
            "ludoteca-cli ladder --game wapi --games 100 --seed 1, 2026-12-02",
            {{ai::Level::Easy, 1000, 1000, 1000, true},
             {ai::Level::Medium, 1118, 1088, 1147, true},
             {ai::Level::Hard, 1135, 1105, 1164, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeWapiRatings)

} // namespace ludoteca::games::wapi
