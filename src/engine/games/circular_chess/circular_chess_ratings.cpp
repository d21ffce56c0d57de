// What Circular Chess's AI levels are worth, measured at the default options with
// `ludoteca-cli ladder --game circular-chess --games 100 --seed 1 --threads 2` over Beginner
// to Strong (docs/ai.md). The steps are narrower than in the other games: the hidden
// quarries and the deck leave a level less to gain. Master, which reads the others'
// objectives from their captures, is Strong's rating plus its gap from the games it finished
// of `ludoteca-cli match --seats ai:master,ai:strong --games 80 --seed 1`: 38 of 60 (docs/ai.md).

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::circular_chess {

namespace {

ai::LevelRatingTable makeCircularChessRatings()
{
    return {"circular-chess",
            "ludoteca-cli ladder --game circular-chess --games 100 --seed 1 --threads 2 "
            "--levels beginner,novice,casual,club,strong, 2026-12-04; ludoteca-cli match --game circular-chess "
            "--seats ai:master,ai:strong --games 80 --seed 1 (games 1-54 and 75-80), 2026-12-05",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1128, 1069, 1187, true},
             {ai::Level::Casual, 1234, 1172, 1296, true},
             {ai::Level::Club, 1302, 1229, 1375, true},
             {ai::Level::Strong, 1482, 1397, 1567, true},
             {ai::Level::Master, 1575, 1451, 1699, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeCircularChessRatings)

} // namespace ludoteca::games::circular_chess
