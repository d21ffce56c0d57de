// Egotzi: pushing the neighbours of a newly placed stone.

#include "ludoteca/games/egotzi.h"

namespace ludoteca::games {

void EgotziState::pushStones(int placed, UndoRecord &record)
{
    const int file = placed % size_;
    const int rank = placed / size_;
    // Directions in opposite pairs (0, 1) and (2, 3): only stones of one pair can collide,
    // since the targets of a pair lie on the placed stone's row or column.
    const int step[4] = {1, -1, size_, -size_};
    const int beyond[4] = {size_ - 1 - file, file, size_ - 1 - rank, rank};
    int target[4] = {-1, -1, -1, -1};
    bool wrapped[4] = {false, false, false, false};

    // Every target is found on the board as it is now, before anything moves.
    for (int d = 0; d < 4; ++d) {
        if (beyond[d] == 0)
            continue;
        const int q = placed + step[d];
        if (board_[static_cast<std::size_t>(q)] == 0)
            continue;
        // First empty cell beyond q, going away from the new stone.
        for (int k = 1, c = q + step[d]; k < beyond[d]; ++k, c += step[d]) {
            if (board_[static_cast<std::size_t>(c)] == 0) {
                target[d] = c;
                break;
            }
        }
        if (target[d] >= 0)
            continue;
        // None: wrap to the empty cell farthest back, nearest the opposite edge.
        const int behind = beyond[d ^ 1] + 1; // cells from q back to that edge, new stone included
        for (int k = behind, c = q - behind * step[d]; k >= 1; --k, c += step[d]) {
            if (board_[static_cast<std::size_t>(c)] == 0) {
                target[d] = c;
                wrapped[d] = true;
                break;
            }
        }
    }

    // Same target: the stone that wrapped stays (two wrapped stones never share one).
    for (int d = 0; d < 4; d += 2) {
        if (target[d] >= 0 && target[d] == target[d + 1]) {
            if (wrapped[d])
                target[d] = -1;
            else
                target[d + 1] = -1;
        }
    }

    // Targets were empty and sources full, so moving one by one is moving all at once.
    int moves = 0;
    for (int d = 0; d < 4; ++d) {
        if (target[d] < 0)
            continue;
        const int from = placed + step[d];
        const int to = target[d];
        const auto m = static_cast<std::size_t>(moves++);
        record.from[m] = static_cast<std::int8_t>(from);
        record.to[m] = static_cast<std::int8_t>(to);
        record.targetSlot[m] = static_cast<std::int8_t>(removeEmpty(to));
        addEmpty(from);
        board_[static_cast<std::size_t>(to)] = board_[static_cast<std::size_t>(from)];
        board_[static_cast<std::size_t>(from)] = 0;
    }
    record.moves = static_cast<std::int8_t>(moves);
}

} // namespace ludoteca::games
