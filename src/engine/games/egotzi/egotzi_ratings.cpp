// What Egotzi's AI levels are worth, measured at the default options (7x7, standard
// scoring, pie rule) with `ludoteca-cli ladder --game egotzi --games 50 --seed 1 --levels
// beginner,novice,casual,club` (docs/ai.md). Each level crushes the one below it: the steps
// are far wider than a ladder's should be, and Strong is not measured yet.

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::egotzi {

namespace {

ai::LevelRatingTable makeEgotziRatings()
{
    return {"egotzi",
            "ludoteca-cli ladder --game egotzi --games 50 --seed 1 --levels beginner,novice,casual,club, 2026-12-02",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1306, 1176, 1436, true},
             {ai::Level::Casual, 1793, 1576, 2010, true},
             {ai::Level::Club, 2483, 2082, 2885, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeEgotziRatings)

} // namespace ludoteca::games::egotzi
