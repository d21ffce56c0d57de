// What Circular Chess's AI levels are worth, measured at the default options with
// `ludoteca-cli ladder --game circular-chess --games 40 --seed 1 --levels beginner,novice,casual,club`
// (docs/ai.md). Novice is no stronger than Beginner yet; Strong is not measured yet.

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::circular_chess {

namespace {

ai::LevelRatingTable makeCircularChessRatings()
{
    return {"circular-chess",
            "ludoteca-cli ladder --game circular-chess --games 40 --seed 1 --levels beginner,novice,casual,club, "
            "2026-12-02",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 997, 910, 1084, true},
             {ai::Level::Casual, 1098, 1010, 1187, true},
             {ai::Level::Club, 1440, 1291, 1589, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeCircularChessRatings)

} // namespace ludoteca::games::circular_chess
