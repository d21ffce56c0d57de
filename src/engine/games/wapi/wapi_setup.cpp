// Positions built by hand: checks that a WapiSetup is a position of the game and derives
// the bag and the totems left from the board.

#include "ludoteca/games/wapi.h"

#include <algorithm>
#include <stdexcept>

#include "ludoteca/core/registry.h"

namespace ludoteca::games::wapi {

namespace {

[[noreturn]] void reject(const std::string &why) { throw std::invalid_argument("wapi setup: " + why); }

} // namespace

std::unique_ptr<WapiState> WapiState::fromSetup(const WapiSetup &setup)
{
    const GameInfo *info = GameRegistry::find("wapi");
    Options options;
    std::string error;
    if (!info->resolveOptions(setup.options, options, error))
        reject(error);
    auto state = std::make_unique<WapiState>(*info, options);
    WapiState &s = *state;

    if (setup.toMove < 0 || setup.toMove >= s.players_)
        reject("seat to move out of range");
    s.seat_ = setup.toMove;

    int drawnOutcome = -1;
    if (!setup.drawn.empty()) {
        drawnOutcome = outcomeFromName(setup.drawn);
        if (drawnOutcome < 0)
            reject("unknown drawn tile " + setup.drawn);
    }
    const int drawnMaskMine = isMaskOutcome(drawnOutcome) ? drawnOutcome - kFirstMask : -1;

    std::array<int, kOutcomes> used {};
    for (int mine = 0; mine < kMines; ++mine) {
        const auto &given = setup.mines[idx(mine)];
        const auto m = idx(mine);
        const std::string name = "mine-" + std::to_string(mine + 1);
        if (given.silver.size() > kSilverFields)
            reject(name + " has more than 8 silver tiles");
        for (const int value : given.silver) {
            const auto kind = std::find(kSilverValues.begin(), kSilverValues.end(), value);
            if (kind == kSilverValues.end())
                reject(name + " holds silver of value " + std::to_string(value));
            ++used[idx(kind - kSilverValues.begin())];
            s.silver_[m][s.silverCount_[m]++] = static_cast<std::uint8_t>(value);
            s.mineValue_[m] = static_cast<std::uint8_t>(s.mineValue_[m] + value);
            ++s.silverPlaced_;
        }
        if (given.masks < 0 || given.masks > kMaskFields)
            reject(name + " must hold 0 to 4 masks");
        s.masks_[m] = static_cast<std::uint8_t>(given.masks);
        used[idx(kFirstMask + mine)] += given.masks;
        // The mask drawn this turn has no totem yet.
        const int freeMasks = given.masks - (mine == drawnMaskMine ? 1 : 0);
        if (static_cast<int>(given.totems.size()) > freeMasks)
            reject(name + " has more totems than masks to stand on");
        for (const int seat : given.totems) {
            if (seat < 0 || seat >= s.players_)
                reject(name + " has a totem of seat " + std::to_string(seat));
            if (s.totemsLeft_[idx(seat)] == 0)
                reject("seat " + std::to_string(seat) + " has more than 3 totems");
            s.placeTotem(mine, seat);
        }
    }
    if (drawnOutcome >= 0 && isSilverOutcome(drawnOutcome))
        ++used[idx(drawnOutcome)];

    for (int outcome = 0; outcome < kOutcomes; ++outcome) {
        const int left = kInitialBag[idx(outcome)] - used[idx(outcome)];
        if (left < 0)
            reject("more " + outcomeName(outcome) + " tiles than the game has");
        s.bag_[idx(outcome)] = static_cast<std::uint8_t>(left);
    }
    s.bagTotal_ = 0;
    for (const auto count : s.bag_)
        s.bagTotal_ += count;

    // Masks mine by mine, the waiting one last, so that undoing its decision finds it.
    s.maskLogSize_ = 0;
    for (int mine = 0; mine < kMines; ++mine)
        for (int i = 0; i < s.masks_[idx(mine)] - (mine == drawnMaskMine ? 1 : 0); ++i)
            s.maskLog_[idx(s.maskLogSize_++)] = static_cast<std::uint8_t>(mine);
    if (drawnMaskMine >= 0) {
        if (s.masks_[idx(drawnMaskMine)] == 0)
            reject("the drawn mask must be counted in its mine");
        s.maskLog_[idx(s.maskLogSize_++)] = static_cast<std::uint8_t>(drawnMaskMine);
    }

    if (s.silverPlaced_ == kTotalSilverFields) {
        if (drawnOutcome >= 0)
            reject("the game is over: nothing can be drawn");
        s.phase_ = Phase::Over;
    } else if (drawnOutcome < 0) {
        s.phase_ = Phase::Draw;
    } else if (isSilverOutcome(drawnOutcome)) {
        s.phase_ = Phase::PlaceSilver;
    } else {
        if (s.totemsLeft_[idx(s.seat_)] == 0)
            reject("the seat to move has no totem left to decide on");
        s.phase_ = Phase::DecideTotem;
    }
    s.drawn_ = drawnOutcome;
    return state;
}

} // namespace ludoteca::games::wapi
