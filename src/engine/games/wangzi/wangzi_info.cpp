// Wang Zi's entry in the game list: identity, options and the initial position.

#include "ludoteca/core/registry.h"
#include "wangzi_geometry.h"

namespace ludoteca::games::wangzi {

namespace {

GameInfo makeWangziInfo()
{
    GameInfo info;
    info.id = "wangzi";
    info.name = "Wang Zi";
    info.designer = "Nicola Castellini";
    info.summary = "Move the six neutral Princes, lay your tiles along their way and "
                   "enclose the largest territories.";
    info.minPlayers = 2;
    info.maxPlayers = 2;
    // A tile goes only on an empty cell, and a cell loses its tile only by becoming
    // territory for good: at most 169 moves lay tiles, at most 19 in a row do not.
    info.maxPlies = 10'000;

    OptionSpec size;
    size.key = "size";
    size.label = "Board size";
    size.help = "Number of cells along each side of the hexagonal board.";
    size.kind = OptionSpec::Kind::Choice;
    size.choices = {"4", "5", "6", "7", "8"};
    size.defaultValue = "6";
    info.options = {size};

    info.create = [](const Options &options) -> std::unique_ptr<State> {
        return std::make_unique<WangziState>(*GameRegistry::find("wangzi"), options);
    };
    return info;
}

} // namespace

LUDOTECA_REGISTER_GAME(makeWangziInfo)

WangziState::WangziState(const GameInfo &info, const Options &options) : State(info, options)
{
    size_ = integerOption(options, "size");
    geometry_ = &wangzi::geometry(size_);
    cells_ = geometry_->cells;
    princeAt_.fill(-1);
    const auto corners = geometry_->corners;
    for (int prince = 0; prince < kPrinces; ++prince) {
        princeCell_[idx(prince)] = static_cast<std::int16_t>(corners[idx(prince)]);
        princeAt_[idx(corners[idx(prince)])] = static_cast<std::int8_t>(prince);
    }
    refreshBlocked();
    for (auto &seat : supply_)
        for (std::size_t v = 0; v < 3; ++v)
            seat[v] = static_cast<std::uint8_t>(kInitialSupply[v]);
    // Territory cells and locks never come back, and every move but 19 in 20 lays a tile
    // on a cell for good: these bounds hold for any game, so the logs never grow.
    territoryLog_.reserve(idx(kMaxCells));
    lockLog_.reserve(idx(kMaxCells));
    undo_.reserve(idx((cells_ + 1) * kQuietLimit));
    refreshMoves();
}

} // namespace ludoteca::games::wangzi
