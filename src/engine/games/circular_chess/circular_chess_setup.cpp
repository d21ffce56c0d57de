// Positions built by hand: checks that a CircularChessSetup is a position of the game.

#include "ludoteca/games/circular_chess.h"

#include <stdexcept>

#include "ludoteca/core/registry.h"

namespace ludoteca::games::circular_chess {

namespace {

[[noreturn]] void reject(const std::string &why) { throw std::invalid_argument("circular-chess setup: " + why); }

void checkCard(int card, const char *what)
{
    if (card < 1 || card > circular_chess::kCells)
        reject(std::string(what) + " card " + std::to_string(card) + " is not 1 to 90");
}

} // namespace

std::unique_ptr<CircularChessState> CircularChessState::fromSetup(const CircularChessSetup &setup)
{
    const GameInfo *info = GameRegistry::find("circular-chess");
    Options options;
    std::string error;
    if (!info->resolveOptions(setup.options, options, error))
        reject(error);
    auto state = std::make_unique<CircularChessState>(*info, options);
    CircularChessState &s = *state;

    if (static_cast<int>(setup.objectives.size()) != s.players_)
        reject("one objective per seat is needed");
    for (int seat = 0; seat < s.players_; ++seat) {
        const int card = setup.objectives[idx(seat)];
        checkCard(card, "objective");
        if (!s.inDeck_[idx(card - 1)])
            reject("card " + std::to_string(card) + " is dealt twice");
        s.dealTo(seat, card);
    }
    s.dealt_ = s.players_;
    for (const int card : setup.drawn) {
        checkCard(card, "drawn");
        if (!s.inDeck_[idx(card - 1)])
            reject("card " + std::to_string(card) + " is out of the deck twice");
        s.inDeck_[idx(card - 1)] = 0;
        --s.deckSize_;
    }
    for (const int card : setup.discards) {
        checkCard(card, "discarded");
        bool drawn = false;
        for (const int other : setup.drawn)
            drawn = drawn || other == card;
        if (!drawn)
            reject("discarded card " + std::to_string(card) + " is not among the drawn ones");
        s.discarded_[idx(card - 1)] = 1;
    }
    for (const auto &[cell, letter] : setup.pieces) {
        if (cell < 1 || cell > kCells)
            reject("cell " + std::to_string(cell) + " is not 1 to 90");
        const int piece = circular_chess::pieceFromLetter(letter);
        if (piece == 0)
            reject(std::string("unknown piece ") + letter);
        if (s.board_[idx(cell - 1)] != 0)
            reject("cell " + std::to_string(cell) + " holds two pieces");
        s.board_[idx(cell - 1)] = static_cast<std::uint8_t>(piece);
    }
    if (static_cast<int>(setup.captured.size()) > s.players_)
        reject("captures listed for more seats than play");
    for (std::size_t seat = 0; seat < setup.captured.size(); ++seat)
        for (const char letter : setup.captured[seat]) {
            const int piece = circular_chess::pieceFromLetter(letter);
            if (piece == 0)
                reject(std::string("unknown captured piece ") + letter);
            ++s.captured_[seat][idx(piece - 1)];
        }
    if (setup.toMove < 0 || setup.toMove >= s.players_)
        reject("seat to move out of range");
    if (setup.quiet < 0 || setup.quiet >= s.quietLimit_)
        reject("quiet turns must be below the quiet limit");
    s.seat_ = setup.toMove;
    s.quiet_ = setup.quiet;
    s.phase_ = Phase::Turn;
    if (s.deckSize_ == 0 && !s.anyMove())
        s.phase_ = Phase::Over;
    return state;
}

} // namespace ludoteca::games::circular_chess
