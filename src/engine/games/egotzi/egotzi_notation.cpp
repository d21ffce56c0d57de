// Egotzi: move texts, the board for people and the JSON extras.

#include <nlohmann/json.hpp>

#include "ludoteca/games/egotzi.h"

namespace ludoteca::games::egotzi {

namespace {

char colorLetter(EgotziState::Color color)
{
    switch (color) {
    case EgotziState::Color::Black:
        return 'B';
    case EgotziState::Color::White:
        return 'W';
    case EgotziState::Color::Empty:
        break;
    }
    return '.';
}

const char *colorName(EgotziState::Color color) { return color == EgotziState::Color::Black ? "Black" : "White"; }

} // namespace

std::string EgotziState::cellName(int cell) const
{
    std::string text;
    text += static_cast<char>('a' + cells().file(cell));
    text += std::to_string(cells().rank(cell) + 1);
    return text;
}

int EgotziState::cellFromName(std::string_view text) const
{
    // Sizes stop at 9, so a cell is always one letter and one digit.
    if (text.size() != 2)
        return -1;
    return cells().cell(text[0] - 'a', text[1] - '1');
}

EgotziState::Decoded EgotziState::decode(Action action) const
{
    if (action == kSwapAction)
        return {Decoded::Kind::Swap, -1};
    if (cells().contains(action))
        return {Decoded::Kind::Place, action};
    return {};
}

Action EgotziState::encode(const Decoded &move) const
{
    switch (move.kind) {
    case Decoded::Kind::Swap:
        return kSwapAction;
    case Decoded::Kind::Place:
        return cells().contains(move.cell) ? move.cell : kInvalidAction;
    case Decoded::Kind::Invalid:
        break;
    }
    return kInvalidAction;
}

std::string EgotziState::actionToString(Action action) const
{
    const Decoded move = decode(action);
    switch (move.kind) {
    case Decoded::Kind::Swap:
        return "swap";
    case Decoded::Kind::Place:
        return cellName(move.cell);
    case Decoded::Kind::Invalid:
        break;
    }
    return "?";
}

std::string EgotziState::boardString() const
{
    std::string text;
    text.reserve(static_cast<std::size_t>(cells_ + size_));
    for (int rank = size_ - 1; rank >= 0; --rank) {
        for (int file = 0; file < size_; ++file)
            text += colorLetter(at(file, rank));
        if (rank > 0)
            text += '/';
    }
    return text;
}

std::string EgotziState::toText() const
{
    std::string files = "  ";
    for (int file = 0; file < size_; ++file) {
        files += ' ';
        files += static_cast<char>('a' + file);
    }
    const std::string side = std::to_string(size_);
    std::string text = "Egotzi " + side + "x" + side + ", "
        + (variant_ == Variant::Squared ? "squared, komi " + std::to_string(komi_) : std::string("standard")) + '\n'
        + files + '\n';
    for (int rank = size_ - 1; rank >= 0; --rank) {
        const std::string label = std::to_string(rank + 1);
        text += ' ' + label;
        for (int file = 0; file < size_; ++file) {
            text += ' ';
            text += colorLetter(at(file, rank));
        }
        text += ' ' + label + '\n';
    }
    text += files + '\n';
    for (int seat = 0; seat < 2; ++seat) {
        const Color color = seatColor(seat);
        text += "Seat " + std::to_string(seat) + ": " + colorName(color) + " (" + colorLetter(color) + "), score "
            + std::to_string(colorScore(color)) + '\n';
    }
    if (emptyCount_ > 0) {
        text += "To move: seat " + std::to_string(toMove_) + " (" + colorName(seatColor(toMove_)) + ")";
        if (swapLegal())
            text += ", who may swap";
        text += '\n';
    } else {
        const int seat = winningSeat();
        if (seat < 0)
            text += "Game over: a draw\n";
        else
            text += "Game over: seat " + std::to_string(seat) + " (" + colorName(seatColor(seat)) + ") wins\n";
    }
    return text;
}

void EgotziState::writeJsonExtras(nlohmann::json &json, int) const
{
    json["board"] = boardString();
    json["colors"] = {std::string(1, colorLetter(seatColor(0))), std::string(1, colorLetter(seatColor(1)))};
}

} // namespace ludoteca::games::egotzi
