#include "ludoteca/ai/profile.h"

#include <memory>
#include <vector>

namespace ludoteca::ai {

namespace {

// Function-local so that registration from other translation units' static
// initialisers never sees an unconstructed list.
std::vector<std::unique_ptr<AiProfile>> &registeredProfiles()
{
    static std::vector<std::unique_ptr<AiProfile>> profiles;
    return profiles;
}

} // namespace

const AiProfile *AiProfiles::find(std::string_view gameId)
{
    for (const auto &profile : registeredProfiles())
        if (profile->gameId == gameId)
            return profile.get();
    return nullptr;
}

bool AiProfiles::add(AiProfile (*make)())
{
    auto profile = std::make_unique<AiProfile>(make());
    auto &profiles = registeredProfiles();
    // A later registration for the same game replaces the earlier one.
    for (auto &existing : profiles) {
        if (existing->gameId == profile->gameId) {
            existing = std::move(profile);
            return true;
        }
    }
    profiles.push_back(std::move(profile));
    return true;
}

} // namespace ludoteca::ai
