#include "tour_registry.h"

#include <algorithm>

namespace ludoteca::app {

namespace {

std::vector<TourEntry> &tours()
{
    static std::vector<TourEntry> table;
    return table;
}

} // namespace

bool TourRegistry::add(int order, std::string gameId, TourFunction run)
{
    tours().push_back({order, std::move(gameId), std::move(run)});
    return true;
}

std::vector<TourEntry> TourRegistry::all()
{
    std::vector<TourEntry> sorted = tours();
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const TourEntry &a, const TourEntry &b) { return a.order < b.order; });
    return sorted;
}

} // namespace ludoteca::app
