// What Circular Chess's AI levels are worth, measured at the default options with
// `ludoteca-cli ladder --game circular-chess --games 60 --seed 1 --threads 2` over Beginner
// to Strong (docs/ai.md). The steps are narrower than in the other games: the hidden
// quarries and the deck leave a level less to gain.

#include "ludoteca/ai/level_ratings.h"

namespace ludoteca::games::circular_chess {

namespace {

ai::LevelRatingTable makeCircularChessRatings()
{
    return {"circular-chess",
            "ludoteca-cli ladder --game circular-chess --games 60 --seed 1 --threads 2 "
            "--levels beginner,novice,casual,club,strong, 2026-12-03",
            {{ai::Level::Beginner, 1000, 1000, 1000, true},
             {ai::Level::Novice, 1060, 989, 1131, true},
             {ai::Level::Casual, 1149, 1075, 1222, true},
             {ai::Level::Club, 1211, 1123, 1300, true},
             {ai::Level::Strong, 1422, 1314, 1530, true}}};
}

} // namespace

LUDOTECA_REGISTER_LEVEL_RATINGS(makeCircularChessRatings)

} // namespace ludoteca::games::circular_chess
