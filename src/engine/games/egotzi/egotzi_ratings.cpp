// What Egotzi's AI levels are worth, measured at the default options (7x7, standard
// scoring, pie rule) with `ludoteca-cli ladder --game egotzi --games 100 --seed 1 --levels
// beginner,novice,casual,club,strong` (docs/ai.md), after the levels got budgets of their
// own (egotzi_ai.cpp): each level scores 72-81 % against the one below. Master is Strong's
// rating plus its gap measured with `--levels strong,master --games 20`: it won all 20, so
// its rating is a low estimate (docs/ai.md shows the step is wider than 85 %).

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::egotzi {

namespace {

ai::LevelRatingTable makeEgotziRatings()
{
    return {"egotzi",
            "ludoteca-cli ladder --game egotzi --games 100 --seed 1 --levels beginner,novice,casual,club,strong, "
            "2026-12-02; --levels strong,master --games 20, 2026-12-04",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1163, 1097, 1229, true},
             {ai::Level::Casual, 1392, 1315, 1469, true},
             {ai::Level::Club, 1575, 1483, 1666, true},
             {ai::Level::Strong, 1825, 1716, 1935, true},
             {ai::Level::Master, 2470, 1971, 2969, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeEgotziRatings)

} // namespace ludoteca::games::egotzi
