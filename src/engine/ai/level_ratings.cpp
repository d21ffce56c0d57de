#include "ludoteca/ai/level_ratings.h"

#include <algorithm>
#include <iterator>
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
    if (const LevelRatingTable *table = LevelRatings::find(gameId); table && !table->levels.empty()) {
        // The level's entry; for a level the table leaves out (Master, which thinks for a
        // time), the strongest measured level below it, marked as not measured.
        const LevelRating *below = nullptr;
        for (const LevelRating &entry : table->levels) {
            if (entry.level == level)
                return entry;
            if (entry.level < level)
                below = &entry;
        }
        if (below)
            return {level, below->rating, below->low, below->high, false};
    }
    // Provisional: 400 points a step from Casual (1100) up, 200 below it.
    static constexpr double kProvisional[] = {700.0, 900.0, 1100.0, 1500.0, 1900.0, 2300.0};
    const auto levels = allLevels();
    const auto step = static_cast<std::size_t>(std::find(levels.begin(), levels.end(), level) - levels.begin());
    const double rating = kProvisional[std::min(step, std::size(kProvisional) - 1)];
    return {level, rating, rating, rating, false};
}

} // namespace ludoteca::ai
