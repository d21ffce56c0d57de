// Azzanna: cell names, move texts, the board as text and the JSON extras.

#include <algorithm>

#include <nlohmann/json.hpp>

#include "azzanna_rules.h"

namespace ludoteca::games::azzanna {

namespace {

constexpr const char *kDirectionNames[] = {"N", "S", "E", "W"};

const char *phaseName(Phase phase)
{
    switch (phase) {
    case Phase::PlacePigs:
        return "pigs";
    case Phase::PlaceVegetables:
        return "vegetables";
    case Phase::Bite:
        return "bite";
    case Phase::Run:
        return "run";
    case Phase::Farmers:
        return "farmers";
    case Phase::Over:
        return "over";
    }
    return "over";
}

const char *seatName(int seat)
{
    switch (seat) {
    case 0:
        return "Pack";
    case 1:
        return "Farmer (pumpkins)";
    default:
        return "Farmer (broccoli)";
    }
}

} // namespace

int cellIndex(int file, int rank) { return kField.cell(file, rank); }

std::string cellName(int cell)
{
    return {static_cast<char>('a' + kField.file(cell)), static_cast<char>('1' + kField.rank(cell))};
}

int parseCell(std::string_view text)
{
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return -1;
    return cellIndex(text[0] - 'a', text[1] - '1');
}

Message parseTrees(std::string_view text, std::uint64_t &mask)
{
    // Every error quotes the default layout first.
    const std::string problem = std::string("option trees takes six distinct cells (a1 to h8) joined by "
                                            "commas, such as ")
        + kDefaultTrees;
    std::uint64_t cells = 0;
    int count = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        auto end = text.find(',', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view word = text.substr(start, end - start);
        const int cell = parseCell(word);
        if (cell < 0)
            return {"azzanna.trees-not-cell",
                    {kDefaultTrees, excerpt(word)},
                    problem + "; '" + excerpt(word) + "' is not a cell"};
        if (cells & bit(cell))
            return {"azzanna.trees-twice",
                    {kDefaultTrees, excerpt(word)},
                    problem + "; " + excerpt(word) + " is given twice"};
        cells |= bit(cell);
        ++count;
        start = end + 1;
    }
    if (count != kTrees)
        return {"azzanna.trees-count",
                {kDefaultTrees, std::to_string(count)},
                problem + "; " + std::to_string(count) + " given"};
    mask = cells;
    return {};
}

AzzannaState::Decoded AzzannaState::decode(Action action) const
{
    using Kind = Decoded::Kind;
    using Piece = Decoded::Piece;
    Decoded decoded;
    if (action >= 0 && action < kCells) {
        decoded.kind = Kind::Place;
        decoded.cell = action;
        switch (pos_.phase) {
        case Phase::PlacePigs:
            decoded.piece = Piece::Pig;
            break;
        case Phase::PlaceVegetables:
        case Phase::Farmers:
            decoded.piece = pos_.toMove == 1 ? Piece::Pumpkin : Piece::Broccoli;
            break;
        default:
            break;
        }
    } else if (action >= kRunNorth && action <= kRunWest) {
        decoded.kind = Kind::Run;
        decoded.direction = static_cast<Direction>(action - kRunNorth);
    } else if (action == kPass) {
        decoded.kind = Kind::Pass;
    } else if (action >= kFirstBite && action - kFirstBite < biteSetCount()) {
        decoded.biteCount = biteSet(action - kFirstBite, decoded.bites);
        decoded.kind = Kind::Bite;
    }
    return decoded;
}

Action AzzannaState::encode(const Decoded &move) const
{
    switch (move.kind) {
    case Decoded::Kind::Place:
        return kField.contains(move.cell) ? move.cell : kInvalidAction;
    case Decoded::Kind::Run:
        return kRunNorth + static_cast<Action>(move.direction);
    case Decoded::Kind::Pass:
        return kPass;
    case Decoded::Kind::Bite: {
        if (move.biteCount < 0 || move.biteCount > static_cast<int>(move.bites.size()))
            return kInvalidAction;
        const auto byPigThenVegetable = [](const BitePair &a, const BitePair &b) {
            return a.pig != b.pig ? a.pig < b.pig : a.vegetable < b.vegetable;
        };
        BiteSet wanted = move.bites;
        std::sort(wanted.begin(), wanted.begin() + move.biteCount, byPigThenVegetable);
        BiteSet set {};
        for (int index = 0, sets = biteSetCount(); index < sets; ++index) {
            const int count = biteSet(index, set);
            const auto same = [](const BitePair &a, const BitePair &b) {
                return a.pig == b.pig && a.vegetable == b.vegetable;
            };
            if (count == move.biteCount && std::equal(set.begin(), set.begin() + count, wanted.begin(), same))
                return kFirstBite + index;
        }
        return kInvalidAction;
    }
    case Decoded::Kind::Invalid:
        break;
    }
    return kInvalidAction;
}

std::string AzzannaState::actionToString(Action action) const
{
    if (action >= 0 && action < kCells) {
        const char piece = pos_.phase == Phase::PlacePigs ? 'P' : pos_.toMove == 1 ? 'Z' : 'B';
        return std::string {piece, '@'} + cellName(action);
    }
    if (action >= kRunNorth && action <= kRunWest)
        return kDirectionNames[action - kRunNorth];
    if (action == kPass)
        return "pass";
    if (action < kFirstBite)
        return "?";
    BiteSet pairs;
    const int count = biteSet(action - kFirstBite, pairs);
    std::string text;
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            text += ',';
        text += cellName(pairs[static_cast<std::size_t>(i)].pig) + 'x'
            + cellName(pairs[static_cast<std::size_t>(i)].vegetable);
    }
    return text;
}

std::string AzzannaState::boardString() const
{
    std::string text;
    text.reserve(71);
    for (int rank = 7; rank >= 0; --rank) {
        if (rank < 7)
            text += '/';
        for (int file = 0; file < 8; ++file) {
            const std::uint64_t mask = bit(cellIndex(file, rank));
            char letter = '.';
            if (pos_.trees & mask)
                letter = 'T';
            else if (pos_.lying & mask)
                letter = 'L';
            else if (pos_.pigs & mask)
                letter = 'P';
            else if (pos_.pumpkins & mask)
                letter = 'Z';
            else if (pos_.broccoli & mask)
                letter = 'B';
            text += letter;
        }
    }
    return text;
}

std::string AzzannaState::toText() const
{
    const std::string board = boardString();
    std::string text = "    a b c d e f g h\n";
    for (int row = 0; row < 8; ++row) {
        const char rank = static_cast<char>('8' - row);
        text += ' ';
        text += rank;
        text += "  ";
        for (int file = 0; file < 8; ++file) {
            text += board[static_cast<std::size_t>(row * 9 + file)];
            text += ' ';
        }
        text += ' ';
        text += rank;
        text += '\n';
    }
    text += "    a b c d e f g h\n";
    text += "T tree, P pig, L lying pig, Z pumpkin";
    text += players_ == 3 ? ", B broccoli\n" : "\n";
    text += "Pack: " + std::to_string(pos_.eaten) + " eaten\n";
    for (int seat = 1; seat < players_; ++seat) {
        text += std::string(seatName(seat)) + ": ";
        if (pos_.eliminated & (1u << seat))
            text += "eliminated\n";
        else
            text += std::to_string(onBoard(seat)) + " on the board, "
                + std::to_string(pos_.supply[static_cast<std::size_t>(seat)]) + " to place\n";
    }
    if (pos_.phase == Phase::Over) {
        text += "Game over, won by";
        for (const int seat : winners())
            text += std::string(" the ") + seatName(seat);
        text += '\n';
    } else {
        text += std::string("To move: ") + seatName(pos_.toMove) + " (" + phaseName(pos_.phase) + ")\n";
    }
    return text;
}

void AzzannaState::writeJsonExtras(nlohmann::json &json, int) const
{
    json["board"] = boardString();
    json["phase"] = phaseName(pos_.phase);
    json["eaten"] = pos_.eaten;
    nlohmann::json supply = nlohmann::json::array();
    nlohmann::json out = nlohmann::json::array();
    for (int seat = 1; seat < players_; ++seat) {
        supply.push_back(pos_.supply[static_cast<std::size_t>(seat)]);
        if (pos_.eliminated & (1u << seat))
            out.push_back(seat);
    }
    json["supply"] = supply; // vegetables left to place: seat 1 first, then seat 2
    if (players_ == 3) {
        json["eliminated"] = out;
        nlohmann::json order = nlohmann::json::array();
        if (pos_.phase == Phase::Farmers)
            for (int i = pos_.orderPos; i < pos_.orderCount; ++i)
                order.push_back(pos_.order[static_cast<std::size_t>(i)]);
        json["order"] = order; // the farmers still to place this round, in order
    }
}

} // namespace ludoteca::games::azzanna
