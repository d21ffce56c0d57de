// Positions built by hand: checks that a WangziSetup is a position of the game.

#include <stdexcept>

#include "ludoteca/core/registry.h"
#include "wangzi_geometry.h"

namespace ludoteca::games::wangzi {

namespace {

[[noreturn]] void reject(const std::string &why) { throw std::invalid_argument("wangzi setup: " + why); }

} // namespace

std::unique_ptr<WangziState> WangziState::fromSetup(const WangziSetup &setup)
{
    const GameInfo *info = GameRegistry::find("wangzi");
    if (!info)
        reject("the game is not registered");
    Options options;
    std::string error;
    if (!info->resolveOptions(setup.options, options, error))
        reject(error);
    auto state = std::make_unique<WangziState>(*info, options);
    WangziState &s = *state;
    const auto cellOf = [&s](const std::string &name) {
        const int cell = s.cellFromName(name);
        if (cell < 0)
            reject("no cell " + name + " on this board");
        return cell;
    };

    s.princeAt_.fill(-1);
    s.princeCell_.fill(-1);
    if (setup.princes.size() > kPrinces)
        reject("at most six Princes");
    for (std::size_t prince = 0; prince < setup.princes.size(); ++prince) {
        const int cell = cellOf(setup.princes[prince]);
        if (s.princeAt_[idx(cell)] >= 0)
            reject("two Princes on " + setup.princes[prince]);
        s.princeAt_[idx(cell)] = static_cast<std::int8_t>(prince);
        s.princeCell_[prince] = static_cast<std::int16_t>(cell);
    }
    for (const auto &[name, text] : setup.tiles) {
        const int cell = cellOf(name);
        const bool locked = text.size() == 3 && text[2] == 'L';
        if ((text.size() != 2 && !locked) || (text[0] != 'W' && text[0] != 'B') || text[1] < '1' || text[1] > '3')
            reject("tile " + text + " on " + name + " is not like W2 or B3L");
        if (s.tiles_[idx(cell)] != 0)
            reject("two tiles on " + name);
        s.tiles_[idx(cell)] =
            static_cast<std::uint8_t>(tileByte(text[0] == 'W' ? 0 : 1, text[1] - '0') | (locked ? kLockBit : 0));
    }
    for (int seat = 0; seat < 2; ++seat) {
        for (const auto &name : setup.territory[idx(seat)]) {
            const int cell = cellOf(name);
            if (s.territory_[idx(cell)] != 0 || s.tiles_[idx(cell)] != 0 || s.princeAt_[idx(cell)] >= 0)
                reject("territory cell " + name + " is not free");
            s.territory_[idx(cell)] = static_cast<std::uint8_t>(seat + 1);
            ++s.territoryCount_[idx(seat)];
        }
        for (std::size_t v = 0; v < 3; ++v) {
            const int count = setup.supply[idx(seat)][v];
            if (count < 0 || count > 255)
                reject("supply counts go from 0 to 255");
            s.supply_[idx(seat)][v] = static_cast<std::uint8_t>(count);
        }
        if (setup.captured[idx(seat)] < 0 || setup.captured[idx(seat)] > kPrinces)
            reject("captured Princes go from 0 to 6");
        s.captured_[idx(seat)] = setup.captured[idx(seat)];
    }
    if (setup.toMove != 0 && setup.toMove != 1)
        reject("the seat to move is 0 or 1");
    s.toMove_ = setup.toMove;
    s.lastMoved_ = -1;
    if (!setup.lastMoved.empty()) {
        const int cell = cellOf(setup.lastMoved);
        if (s.princeAt_[idx(cell)] < 0)
            reject("no Prince on " + setup.lastMoved + " to have moved last");
        s.lastMoved_ = s.princeAt_[idx(cell)];
    }
    if (setup.quietMoves < 0 || setup.quietMoves > kQuietLimit)
        reject("quiet moves go from 0 to 20");
    s.quietMoves_ = setup.quietMoves;
    // Nothing is known about closed groups in a position built by hand.
    s.recheck_ = {kWholeBoard, kWholeBoard};
    s.refreshBlocked();
    s.refreshMoves();
    return state;
}

} // namespace ludoteca::games::wangzi
