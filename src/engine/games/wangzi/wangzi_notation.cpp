// Wang Zi as text: cell names, move texts, the board for a person and the JSON extras.

#include <nlohmann/json.hpp>

#include "wangzi_geometry.h"

namespace ludoteca::games::wangzi {

namespace {

const char *const kColorNames[2] = {"White", "Black"};

} // namespace

std::string WangziState::cellName(int cell) const
{
    if (cell < 0 || cell >= cells_)
        return "?";
    return geometry_->names[idx(cell)];
}

int WangziState::cellRow(int cell) const { return geometry_->row[idx(cell)]; }

int WangziState::cellNumber(int cell) const { return geometry_->number[idx(cell)]; }

int WangziState::cellFromName(std::string_view text) const
{
    if (text.size() < 2 || text.size() > 3 || text[0] < 'A' || text[1] < '1' || text[1] > '9')
        return -1;
    const int row = text[0] - 'A';
    int number = text[1] - '0';
    if (text.size() == 3) {
        if (text[2] < '0' || text[2] > '9')
            return -1;
        number = number * 10 + (text[2] - '0');
    }
    if (row >= 2 * size_ - 1 || number < wangzi::rowFirst(size_, row) || number > wangzi::rowLast(size_, row))
        return -1;
    return geometry_->index[idx(row)][idx(number)];
}

int WangziState::neighbor(int cell, int direction) const { return geometry_->neighbors[idx(cell)][idx(direction)]; }

bool WangziState::isBorder(int cell) const { return geometry_->border[idx(cell)]; }

std::array<int, 6> WangziState::corners() const { return geometry_->corners; }

std::string WangziState::actionToString(Action action) const
{
    const Decoded move = decode(action);
    if (move.kind == Decoded::Kind::Invalid)
        return "?";
    const auto stepText = [this](int cell, int kind) {
        std::string text = ">" + cellName(cell);
        if (kind == Flip)
            text += 'x';
        else if (kind != Pass)
            text += "=" + std::to_string(kind);
        return text;
    };
    std::string text = cellName(move.from) + stepText(move.first, move.firstKind);
    if (move.second >= 0)
        text += stepText(move.second, move.secondKind);
    return text;
}

std::string WangziState::toText() const
{
    // Each cell takes four characters: * for a Prince, colour (W, B; w, b for territory;
    // . empty), value, L when locked. Rows are shifted by half a cell, as on the board.
    std::string text = "Wang Zi, size " + std::to_string(size_) + "\n";
    const int rows = 2 * size_ - 1;
    for (int row = rows - 1; row >= 0; --row) {
        const int first = wangzi::rowFirst(size_, row);
        const int last = wangzi::rowLast(size_, row);
        text += static_cast<char>('A' + row);
        text += ' ';
        text += std::string(static_cast<std::size_t>(2 * (2 * size_ - 1 - (last - first + 1))), ' ');
        for (int number = first; number <= last; ++number) {
            const int cell = geometry_->index[idx(row)][idx(number)];
            std::string token = " .  ";
            if (territory_[idx(cell)] != 0) {
                token[1] = territory_[idx(cell)] == 1 ? 'w' : 'b';
            } else if (tileOwner(cell) >= 0) {
                token[1] = tileOwner(cell) == 0 ? 'W' : 'B';
                token[2] = static_cast<char>('0' + tileValue(cell));
                if (tileLocked(cell))
                    token[3] = 'L';
            }
            if (hasPrince(cell))
                token[0] = '*';
            text += token;
        }
        text += "  " + std::to_string(first) + "-" + std::to_string(last) + "\n";
    }
    for (int seat = 0; seat < 2; ++seat) {
        text += "Seat " + std::to_string(seat) + " (" + kColorNames[seat] + "): supply 1x"
            + std::to_string(supply(seat, 1)) + " 2x" + std::to_string(supply(seat, 2)) + " 3x"
            + std::to_string(supply(seat, 3)) + ", territory " + std::to_string(territoryCount(seat))
            + ", Princes captured " + std::to_string(capturedPrinces(seat)) + "\n";
    }
    if (isTerminal()) {
        text += "Game over: White " + std::to_string(finalScore(0)) + ", Black " + std::to_string(finalScore(1));
        const auto won = winners();
        text += won.size() == 2 ? ", a draw\n" : std::string(", ") + kColorNames[won[0]] + " wins\n";
    } else {
        text += std::string("To move: ") + kColorNames[toMove_];
        if (blockedCell() >= 0)
            text += ", the Prince on " + cellName(blockedCell()) + " may not move";
        text += ", moves without a tile laid: " + std::to_string(quietMoves_) + "\n";
    }
    return text;
}

void WangziState::writeJsonExtras(nlohmann::json &json, int) const
{
    auto tiles = nlohmann::json::object();
    auto princes = nlohmann::json::array();
    auto territory = nlohmann::json::array({nlohmann::json::array(), nlohmann::json::array()});
    for (int cell = 0; cell < cells_; ++cell) {
        if (tileOwner(cell) >= 0) {
            std::string tile(1, tileOwner(cell) == 0 ? 'W' : 'B');
            tile += static_cast<char>('0' + tileValue(cell));
            if (tileLocked(cell))
                tile += 'L';
            tiles[cellName(cell)] = tile;
        }
        if (hasPrince(cell))
            princes.push_back(cellName(cell));
        if (territoryOwner(cell) >= 0)
            territory[idx(territoryOwner(cell))].push_back(cellName(cell));
    }
    json["tiles"] = tiles;
    json["princes"] = princes;
    json["territory"] = territory;
    json["supply"] = {{supply(0, 1), supply(0, 2), supply(0, 3)}, {supply(1, 1), supply(1, 2), supply(1, 3)}};
    json["captured"] = captured_;
    const int blocked = blockedCell();
    json["blocked"] = blocked >= 0 ? nlohmann::json(cellName(blocked)) : nlohmann::json(nullptr);
    const int last = lastMovedCell();
    json["last_moved"] = last >= 0 ? nlohmann::json(cellName(last)) : nlohmann::json(nullptr);
    json["quiet_moves"] = quietMoves_;
}

} // namespace ludoteca::games::wangzi
