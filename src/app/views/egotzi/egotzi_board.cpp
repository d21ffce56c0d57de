#include "views/egotzi/egotzi_board.h"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "ludoteca/core/state.h"

namespace ludoteca::app::egotzi {

namespace {

constexpr int kDirections[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

Stone stoneFromChar(char c)
{
    return c == 'B' ? Stone::Black : c == 'W' ? Stone::White : Stone::Empty;
}

int optionInt(const State &state, const char *key, int fallback)
{
    const auto it = state.options().find(key);
    if (it == state.options().end())
        return fallback;
    try {
        return std::stoi(it->second);
    } catch (...) {
        return fallback;
    }
}

} // namespace

Board Board::fromState(const State &state)
{
    Board board;
    const nlohmann::json json = state.toJson();
    const auto boardIt = json.find("board");
    if (boardIt == json.end() || !boardIt->is_string())
        return board;
    const std::string text = boardIt->get<std::string>();
    std::vector<std::string> rows;
    std::string row;
    for (const char c : text) {
        if (c == '/') {
            rows.push_back(row);
            row.clear();
        } else {
            row.push_back(c);
        }
    }
    rows.push_back(row);
    const int size = static_cast<int>(rows.size());
    for (const auto &r : rows)
        if (static_cast<int>(r.size()) != size)
            return board;

    board.size = size;
    board.cells.resize(size * size);
    for (int r = 0; r < size; ++r)
        for (int file = 0; file < size; ++file)
            board.cells[board.index(file, size - 1 - r)] = stoneFromChar(rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(file)]);

    const auto colors = json.find("colors");
    if (colors != json.end() && colors->is_array() && colors->size() == 2)
        for (int seat = 0; seat < 2; ++seat) {
            const auto &c = (*colors)[static_cast<std::size_t>(seat)];
            if (c.is_string() && !c.get<std::string>().empty())
                board.seatStone[seat] = stoneFromChar(c.get<std::string>()[0]);
        }
    const auto variant = state.options().find("variant");
    board.squared = variant != state.options().end() && variant->second == "squared";
    board.komi = board.squared ? optionInt(state, "komi", 0) : 0;
    return board;
}

QString Board::cellName(int cell) const
{
    return QString(QChar('a' + fileOf(cell))) + QString::number(rankOf(cell) + 1);
}

int Board::cellFromName(const QString &text) const
{
    if (text.size() < 2 || text[0] < QChar('a') || text[0] > QChar('z'))
        return -1;
    bool ok = false;
    const int rank = text.mid(1).toInt(&ok) - 1;
    const int file = text[0].unicode() - 'a';
    if (!ok || !inside(file, rank) || text.mid(1) != QString::number(rank + 1))
        return -1;
    return index(file, rank);
}

bool Board::full() const { return std::none_of(cells.begin(), cells.end(), [](Stone s) { return s == Stone::Empty; }); }

QVector<Push> pushesFor(const Board &board, int cell)
{
    QVector<Push> pushes;
    if (board.at(cell) != Stone::Empty)
        return pushes;
    // Targets are found on the board with the new stone placed (rule 3).
    Board placed = board;
    placed.cells[cell] = Stone::Black;
    const int pf = board.fileOf(cell);
    const int pr = board.rankOf(cell);
    for (const auto &d : kDirections) {
        const int qf = pf + d[0];
        const int qr = pr + d[1];
        if (!board.inside(qf, qr) || placed.at(board.index(qf, qr)) == Stone::Empty)
            continue;
        Push push;
        push.from = board.index(qf, qr);
        for (int f = qf + d[0], r = qr + d[1]; board.inside(f, r); f += d[0], r += d[1])
            if (placed.at(board.index(f, r)) == Stone::Empty) {
                push.to = board.index(f, r);
                break;
            }
        if (push.to < 0) {
            // Wrap: the empty cell farthest from q going the other way.
            for (int f = qf - d[0], r = qr - d[1]; board.inside(f, r); f -= d[0], r -= d[1])
                if (placed.at(board.index(f, r)) == Stone::Empty) {
                    push.to = board.index(f, r);
                    push.wrapped = true;
                }
        }
        if (push.to >= 0)
            pushes.append(push);
    }
    // Rule 4: on a shared target the wrapped stone stays.
    for (int i = 0; i < pushes.size(); ++i)
        for (int j = 0; j < pushes.size(); ++j)
            if (i != j && pushes[i].to == pushes[j].to && pushes[i].wrapped && !pushes[j].wrapped)
                pushes[i].to = -1;
    pushes.erase(std::remove_if(pushes.begin(), pushes.end(), [](const Push &p) { return p.to < 0; }),
                 pushes.end());
    return pushes;
}

Board afterPlacement(const Board &board, int cell, Stone stone, QVector<Push> *pushesOut)
{
    const QVector<Push> pushes = pushesFor(board, cell);
    Board next = board;
    next.cells[cell] = stone;
    for (const Push &p : pushes)
        next.cells[p.from] = Stone::Empty;
    for (const Push &p : pushes)
        next.cells[p.to] = board.at(p.from);
    if (pushesOut)
        *pushesOut = pushes;
    return next;
}

QVector<Group> findGroups(const Board &board)
{
    QVector<Group> groups;
    QVector<bool> seen(board.cells.size(), false);
    for (int start = 0; start < board.cells.size(); ++start) {
        if (seen[start] || board.at(start) == Stone::Empty)
            continue;
        Group group;
        group.stone = board.at(start);
        QVector<int> stack {start};
        seen[start] = true;
        while (!stack.isEmpty()) {
            const int cell = stack.takeLast();
            group.cells.append(cell);
            for (const auto &d : kDirections) {
                const int f = board.fileOf(cell) + d[0];
                const int r = board.rankOf(cell) + d[1];
                if (!board.inside(f, r))
                    continue;
                const int next = board.index(f, r);
                if (!seen[next] && board.at(next) == group.stone) {
                    seen[next] = true;
                    stack.append(next);
                }
            }
        }
        std::sort(group.cells.begin(), group.cells.end());
        groups.append(group);
    }
    return groups;
}

void settleGroups(const Board &board, QVector<Group> &groups)
{
    if (!board.squared) {
        // Per size, pair black and white groups off in board order.
        std::map<int, QVector<int>> bySize[2];
        for (int i = 0; i < groups.size(); ++i)
            bySize[groups[i].stone == Stone::Black ? 0 : 1][static_cast<int>(groups[i].cells.size())].append(i);
        int tag = 0;
        for (auto &[size, blacks] : bySize[0]) {
            auto &whites = bySize[1][size];
            const int pairs = static_cast<int>(std::min(blacks.size(), whites.size()));
            for (int k = 0; k < pairs; ++k) {
                ++tag;
                for (const int index : {blacks[k], whites[k]}) {
                    groups[index].removed = true;
                    groups[index].pairTag = tag;
                }
            }
        }
    }
    int largest = 0;
    for (const Group &g : groups)
        if (!g.removed)
            largest = std::max(largest, static_cast<int>(g.cells.size()));
    if (board.squared)
        return; // the winner is a matter of sums, not of one group
    for (Group &g : groups)
        g.winning = !g.removed && static_cast<int>(g.cells.size()) == largest;
}

} // namespace ludoteca::app::egotzi
