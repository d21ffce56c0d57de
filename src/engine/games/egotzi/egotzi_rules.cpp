// Egotzi: construction, hand-built positions, turn order, legal moves, copies.

#include <stdexcept>

#include "egotzi_geometry.h"
#include "ludoteca/core/registry.h"
#include "ludoteca/games/egotzi.h"

namespace ludoteca::games::egotzi {

EgotziState::EgotziState(const GameInfo &info, const Options &options) : State(info, options)
{
    size_ = integerOption(options, "size");
    cells_ = size_ * size_;
    geometry_ = &egotzi::geometry(size_);
    variant_ = options.at("variant") == "squared" ? Variant::Squared : Variant::Standard;
    pie_ = options.at("pie") == "on";
    komi_ = integerOption(options, "komi");

    emptyCount_ = cells_;
    for (int cell = 0; cell < cells_; ++cell) {
        emptyList_[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(cell);
        emptySlot_[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(cell);
    }
    // One record per placement plus the swap: the game never needs more.
    undo_.reserve(static_cast<std::size_t>(cells_ + 1));
}

std::unique_ptr<EgotziState> EgotziState::fromBoard(const std::vector<std::pair<std::string, std::string>> &options,
                                                    std::string_view board, int toMove, bool swapped)
{
    const GameInfo *info = GameRegistry::find("egotzi");
    if (!info)
        throw std::invalid_argument("egotzi is not registered");
    Options resolved;
    std::string error;
    if (!info->resolveOptions(options, resolved, error))
        throw std::invalid_argument(error);
    if (toMove != 0 && toMove != 1)
        throw std::invalid_argument("toMove must be 0 or 1");

    auto state = std::make_unique<EgotziState>(*info, resolved);
    const int size = state->size_;
    if (board.size() != static_cast<std::size_t>(size * size + size - 1))
        throw std::invalid_argument("board must have " + std::to_string(size) + " rows of " + std::to_string(size)
                                    + " cells");
    for (int row = 0; row < size; ++row) {
        const int rank = size - 1 - row; // rows are written from the top
        for (int file = 0; file < size; ++file) {
            const char c = board[static_cast<std::size_t>(row * (size + 1) + file)];
            const int cell = rank * size + file;
            if (c == 'B' || c == 'W') {
                state->setStone(cell, c == 'B' ? Color::Black : Color::White);
            } else if (c != '.') {
                throw std::invalid_argument("board cells are 'B', 'W' or '.'");
            }
        }
        if (row + 1 < size && board[static_cast<std::size_t>(row * (size + 1) + size)] != '/')
            throw std::invalid_argument("board rows are separated by '/'");
    }
    // Hand-built positions list their empty cells in board order, like a fresh game.
    state->emptyCount_ = 0;
    for (int cell = 0; cell < state->cells_; ++cell)
        if (state->board_[static_cast<std::size_t>(cell)] == 0)
            state->addEmpty(cell);
    state->toMove_ = toMove;
    state->swapped_ = swapped;
    return state;
}

int EgotziState::currentPlayer() const { return emptyCount_ == 0 ? kTerminalPlayer : toMove_; }

bool EgotziState::swapLegal() const
{
    // The second move of the game: exactly one stone down, placed by seat 0.
    return variant_ == Variant::Standard && pie_ && !swapped_ && toMove_ == 1 && emptyCount_ == cells_ - 1;
}

EgotziState::Refusal EgotziState::refusal(int cell) const
{
    Refusal why;
    why.cell = cell;
    if (cell < 0 || cell >= cells_ || isTerminal() || isLegal(cell))
        return why;
    why.kind = Refusal::Kind::Occupied;
    why.stone = at(cell);
    return why;
}

void EgotziState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    if (emptyCount_ == 0)
        return;
    for (int cell = 0; cell < cells_; ++cell)
        if (board_[static_cast<std::size_t>(cell)] == 0)
            out.push_back(cell);
    if (swapLegal())
        out.push_back(kSwapAction);
}

Action EgotziState::playoutAction(Rng &rng, std::vector<Action> &) const
{
    const bool swap = swapLegal();
    const auto choices = static_cast<std::uint32_t>(emptyCount_ + (swap ? 1 : 0));
    const auto pick = static_cast<int>(rng.below(choices));
    if (pick == emptyCount_)
        return kSwapAction;
    return emptyList_[static_cast<std::size_t>(pick)];
}

std::unique_ptr<State> EgotziState::clone() const
{
    std::unique_ptr<EgotziState> copy(new EgotziState(*this));
    copy->undo_.reserve(static_cast<std::size_t>(cells_ + 1));
    return copy;
}

} // namespace ludoteca::games::egotzi
