#pragma once
// Egotzi (Luis Bolaños Mures, 2021): place a stone, push the orthogonal neighbours away,
// fill the board. Two variants: "standard" (pair removal, largest group wins, pie rule)
// and "squared" (sum of squared group sizes, komi for White).
//
// Actions: a stone on a cell, the cell's number (cells(): along the ranks, rank 0 is rank
// "1"), or the pie rule's `swap`; decode() and encode() translate. Texts: "a1" .. "i9" and
// "swap".
//
// The state keeps the board in a small fixed array, the occupied cells of every line as
// bit masks, and the empty cells in an index list with back-pointers, so placing,
// pushing and undoing are O(1) updates and a random playout move is one draw. Each ply
// leaves a fixed-size undo record.

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ludoteca/core/square_cells.h"
#include "ludoteca/core/state.h"

namespace ludoteca::games::egotzi {

struct Geometry;

class EgotziState final : public State {
public:
    static constexpr int kMinSize = 5;
    static constexpr int kMaxSize = 9;
    static constexpr int kMaxCells = kMaxSize * kMaxSize;
    static constexpr Action kSwapAction = kMaxCells; // 81, whatever the board size

    enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2 };
    enum class Variant : std::uint8_t { Standard, Squared };

    // A fresh game; `options` must be complete and valid (see GameInfo::resolveOptions).
    EgotziState(const GameInfo &info, const Options &options);

    // Builds a position by hand (for tests and puzzles). `board` uses the JSON form: rows
    // from the top, 'B', 'W' or '.', separated by '/'. `toMove` is the seat to move next;
    // on a full board it is the seat that did NOT place the last stone. `swapped` says
    // whether the pie rule was used (seat 0 White, seat 1 Black). The history is empty,
    // so the position cannot be undone further. Options are given as KEY=VALUE pairs
    // (others at their defaults). Throws std::invalid_argument on malformed input.
    static std::unique_ptr<EgotziState> fromBoard(const std::vector<std::pair<std::string, std::string>> &options,
                                                  std::string_view board, int toMove, bool swapped = false);

    // --- State ------------------------------------------------------------------------
    int numPlayers() const override { return 2; }
    int currentPlayer() const override;
    int maxActions() const override { return kMaxCells + 1; }
    void legalActions(std::vector<Action> &out) const override;
    using State::legalActions;
    std::unique_ptr<State> clone() const override;
    std::string actionToString(Action action) const override;
    std::string toText() const override;
    std::vector<double> scores() const override;
    std::vector<int> winners() const override;
    void rewards(std::span<double> out) const override;
    Action playoutAction(Rng &rng, std::vector<Action> &scratch) const override;

    // --- Egotzi-specific queries --------------------------------------------------------
    int size() const { return size_; }
    // How the board numbers its cells: along the ranks, a1 = 0, b1 = 1, ...
    SquareCells cells() const { return {size_, SquareCells::Order::ByRank}; }
    Variant variant() const { return variant_; }
    int komi() const { return komi_; }
    // The largest komi allowed on a board of `side` cells a side (option check
    // egotzi.komi-limit).
    static constexpr int maxKomi(int side) { return 2 * side * side; }
    bool swapped() const { return swapped_; }
    bool swapLegal() const;
    Color at(int cell) const { return static_cast<Color>(board_[static_cast<std::size_t>(cell)]); }
    Color at(int file, int rank) const { return at(cells().cell(file, rank)); }
    Color seatColor(int seat) const { return (seat == 0) != swapped_ ? Color::Black : Color::White; }
    int emptyCount() const { return emptyCount_; }
    // The board in the JSON form (rows from the top, "B", "W", ".", joined by '/').
    std::string boardString() const;
    // Cell name such as "c4", and back (-1 when `text` is not a cell of this board).
    std::string cellName(int cell) const;
    int cellFromName(std::string_view text) const;

    // An action spelled out: a stone on a cell of this board, or the swap, so no view reads
    // the action numbers. encode() is the inverse: kInvalidAction for a move that is no
    // action of this board (a cell off it, or Kind::Invalid).
    struct Decoded {
        enum class Kind : std::uint8_t { Invalid, Place, Swap };
        Kind kind = Kind::Invalid;
        int cell = -1; // Place
    };
    Decoded decode(Action action) const;
    Action encode(const Decoded &move) const;

    // Why a click on `cell` places no stone now: a stone is on it (its colour), or none
    // (kind None: the cell is a legal move, or the game is over).
    struct Refusal {
        enum class Kind : std::uint8_t { None, Occupied };
        Kind kind = Kind::None;
        int cell = -1;
        Color stone = Color::Empty;
    };
    Refusal refusal(int cell) const;
    // Scores of a colour as the page defines them, komi included for White in "squared".
    // Standard: largest group of the colour, after pair removal once the board is full.
    int colorScore(Color color) const;
    // The seat that wins at the end (standard), or -1 for a draw (squared, equal scores).
    // Only meaningful when the game is over.
    int winningSeat() const;

    // One stone moved by a placement; `wrapped` when it went to the far end of its line.
    struct Push {
        int from = -1;
        int to = -1;
        bool wrapped = false;
    };
    // The stones a stone placed on the empty `cell` would push (at most four, east, west,
    // north, south); empty when `cell` is occupied or not on the board.
    std::vector<Push> pushesFor(int cell) const;
    // The stones the last placement pushed; empty after a swap or with no history.
    std::vector<Push> lastPushes() const;

    // A group of orthogonally connected stones of one colour, its cells in increasing order.
    struct Group {
        Color color = Color::Empty;
        std::vector<int> cells;
        bool removed = false; // taken away in a pair at the end (standard variant)
        int pairTag = 0;      // the two groups of one removed pair share a tag (1, 2, ...)
        bool winning = false; // a largest remaining group, once the standard game is over
    };
    // The groups, ordered by their lowest cell. Once the standard board is full, the
    // equal-sized pairs of opposite colours are marked removed (of several groups of a size
    // the lowest go first: which ones go never changes the result) and the largest groups
    // left are marked winning. Nothing is removed in the squared variant.
    std::vector<Group> groups() const;

protected:
    void doApply(Action action) override;
    void doUndo(Action action) override;
    void writeJsonExtras(nlohmann::json &json, int viewer) const override;

private:
    EgotziState(const EgotziState &) = default;

    // What one ply changed, enough to take it back exactly (empty list order included).
    struct UndoRecord {
        std::int8_t cell = -1; // the placed cell, -1 for a swap
        std::int8_t moves = 0; // stones pushed to another cell
        std::array<std::int8_t, 4> from {};
        std::array<std::int8_t, 4> to {};
        std::int8_t placedSlot = 0; // where the placed cell sat in the empty list
        std::array<std::int8_t, 4> targetSlot {};
    };

    struct GroupSummary {
        std::array<std::uint8_t, kMaxCells + 1> count[2] {}; // groups of each size, per colour
        int largest[2] {};
        int squares[2] {};
    };

    void setStone(int cell, Color color); // on an empty cell
    void clearStone(int cell);
    void moveStone(int from, int to); // to an empty cell
    int removeEmpty(int cell);
    void restoreEmpty(int cell, int slot);
    void addEmpty(int cell);
    int findPushes(int placed, std::array<Push, 4> &out) const;
    void pushStones(int placed, UndoRecord &record);
    void summarizeGroups(GroupSummary &summary) const;
    int standardFinalLargest(const GroupSummary &summary, int colorIndex) const;

    const egotzi::Geometry *geometry_ = nullptr;
    int size_ = 7;
    int cells_ = 49;
    Variant variant_ = Variant::Standard;
    bool pie_ = true;
    int komi_ = 0;

    bool swapped_ = false;
    int toMove_ = 0;
    int emptyCount_ = 0;
    std::array<std::uint8_t, kMaxCells> board_ {};
    // Occupied cells of each rank (bit = file) and of each file (bit = rank): the pushes
    // find their targets with a few bit operations instead of scanning the lines.
    std::array<std::uint16_t, kMaxSize> rankMask_ {};
    std::array<std::uint16_t, kMaxSize> fileMask_ {};
    std::array<std::int8_t, kMaxCells> emptyList_ {}; // the first emptyCount_ entries
    std::array<std::int8_t, kMaxCells> emptySlot_ {}; // where each empty cell sits in it
    std::vector<UndoRecord> undo_;
};

} // namespace ludoteca::games::egotzi
