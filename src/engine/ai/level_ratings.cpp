#include "ludoteca/ai/level_ratings.h"

#include <algorithm>
#include <memory>

namespace ludoteca::ai {

namespace {

// Function-local, so that registrations from other files' static initialisers find it built.
std::vector<std::unique_ptr<LevelRatingTable>> &tables()
{
    static std::vector<std::unique_ptr<LevelRatingTable>> all;
    return all;
}

} // namespace

bool LevelRatings::add(LevelRatingTable (*make)())
{
    tables().push_back(std::make_unique<LevelRatingTable>(make()));
    return true;
}

const LevelRatingTable *LevelRatings::find(std::string_view gameId)
{
    for (const auto &table : tables())
        if (table->gameId == gameId)
            return table.get();
    return nullptr;
}

LevelRating levelRating(std::string_view gameId, Level level)
{
    if (const LevelRatingTable *table = LevelRatings::find(gameId)) {
        const auto found = std::find_if(table->levels.begin(), table->levels.end(),
                                        [level](const LevelRating &entry) { return entry.level == level; });
        if (found != table->levels.end())
            return *found;
    }
    const auto levels = allLevels();
    const auto step = std::find(levels.begin(), levels.end(), level) - levels.begin();
    const double rating = 1100.0 + 400.0 * static_cast<double>(step);
    return {level, rating, rating, rating, false};
}

} // namespace ludoteca::ai
