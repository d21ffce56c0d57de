#pragma once
// Wang Zi (Nicola Castellini): two players move six neutral Princes across a hexagon of
// hexagons, laying tiles of their colour on the cells crossed and enclosing territories.
//
// Board: `size` cells a side (4 to 8). Rows are lettered from the bottom (A ..), cells
// numbered along the rising diagonals; cell (x, y) has the neighbours (x±1, y), (x, y±1),
// (x+1, y+1) and (x−1, y−1). Cells are indexed row by row from A upwards.
//
// Actions: a move is its Prince's start cell, the direction of each step and what each
// step does (pass, lay 1/2/3, flip). With d1, d2 in 0..5 and the step kinds
// k1 in {pass, lay1, lay2, lay3} and k2 in {pass, lay1, lay2, lay3, flip}:
//   action = (cell * 6 + d1) * 121 + code,
//   code   = 120 for a one-step flip, otherwise (k1 * 6 + d2) * 5 + k2.
// Texts: `A1>B2=1>C3=3`, `F4>F5>G6=2`, `D4>E5x`, `D4>D5=2>E6x`.
//
// JSON extras: "tiles" (cell -> colour and value, `L` when locked), "princes" (cells, board
// order), "territory" (cells per seat), "supply" (per seat, counts of values 1, 2, 3),
// "blocked" (the Prince that may not move now, or null), "captured" (Princes per seat),
// "last_moved" (the cell of the Prince moved last, or null) and "quiet_moves" (moves in a
// row that laid no tile).
//
// Everything lives in fixed arrays; territories, captures and locks are logged on
// stacks reserved up front, so applying and undoing never allocate.

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ludoteca/core/state.h"

namespace ludoteca::games::wangzi {

struct Geometry;

// A position described by hand, for tests, puzzles and analysis (see WangziState::fromSetup).
struct WangziSetup {
    // Options as KEY=VALUE pairs (others at their defaults), e.g. {{"size", "5"}}.
    std::vector<std::pair<std::string, std::string>> options;
    // Tiles by cell: "W2" (White, value 2), "B3L" (Black, value 3, locked).
    std::vector<std::pair<std::string, std::string>> tiles;
    // The cells of the Princes on the board (at most six).
    std::vector<std::string> princes;
    // Territory cells of each seat (they hold no tile and no Prince).
    std::array<std::vector<std::string>, 2> territory;
    // Per seat, the tiles of values 1, 2, 3 in supply.
    std::array<std::array<int, 3>, 2> supply {{{15, 13, 12}, {15, 13, 12}}};
    // Princes captured by each seat.
    std::array<int, 2> captured {};
    int toMove = 0;
    // The cell of the Prince moved on the last turn (barred now), or empty for none.
    std::string lastMoved;
    // Moves in a row that laid no tile.
    int quietMoves = 0;
};

class WangziState final : public State {
public:
    static constexpr int kMinSize = 4;
    static constexpr int kMaxSize = 8;
    static constexpr int kMaxCells = 3 * kMaxSize * (kMaxSize - 1) + 1; // 169
    static constexpr int kPrinces = 6;
    static constexpr int kDirections = 6;
    static constexpr int kCodesPerStep = 121;
    static constexpr int kFlipCode = 120;
    static constexpr int kActionCount = kMaxCells * kDirections * kCodesPerStep;
    static constexpr int kQuietLimit = 20;
    static constexpr std::array<int, 3> kInitialSupply {15, 13, 12};

    // What a step does on the cell it enters.
    enum StepKind : std::uint8_t { Pass = 0, Lay1 = 1, Lay2 = 2, Lay3 = 3, Flip = 4 };

    // The value a laying step lays (1, 2 or 3); 0 for a pass or a flip.
    static constexpr int laidValue(int kind) { return kind >= Lay1 && kind <= Lay3 ? kind : 0; }
    // The step that lays `value` (1, 2 or 3).
    static constexpr StepKind layKind(int value) { return static_cast<StepKind>(value); }

    // A move spelled out: start cell, the cells entered and what happened there, so no view
    // reads the action numbers. encode() is the inverse: kInvalidAction unless the cells
    // are a Prince's start and one or two steps to neighbouring cells of this board, with
    // kinds a move can have (a flip ends a move, a first step is no flip in a two-step
    // move).
    struct Decoded {
        enum class Kind : std::uint8_t { Invalid, Move };
        Kind kind = Kind::Invalid;
        int from = -1;
        int first = -1;
        int second = -1; // -1 for a one-step flip
        int firstKind = Pass;
        int secondKind = Pass;
    };

    // A fresh game; `options` must be complete and valid (see GameInfo::resolveOptions).
    WangziState(const GameInfo &info, const Options &options);

    // Builds a position by hand. The history is empty, so it cannot be undone further.
    // Throws std::invalid_argument when the setup is not a position of the game.
    static std::unique_ptr<WangziState> fromSetup(const WangziSetup &setup);

    // --- State ------------------------------------------------------------------------
    int numPlayers() const override { return 2; }
    int currentPlayer() const override;
    int maxActions() const override { return kActionCount; }
    using State::legalActions;
    void legalActions(std::vector<Action> &out) const override;
    std::unique_ptr<State> clone() const override;
    std::string actionToString(Action action) const override;
    std::string toText() const override;
    std::vector<double> scores() const override;
    std::vector<int> winners() const override;
    // The win, or half of it each for a draw, without allocating (the playouts' last call).
    void rewards(std::span<double> out) const override;
    // A random Prince that can move, then its steps drawn one after the other (direction,
    // then what the step does): a legal move found without generating the others.
    Action randomAction(Rng &rng, std::vector<Action> &scratch) const override;
    // Of two random moves, one that may close a group (wangzi_policy.cpp).
    Action playoutAction(Rng &rng, std::vector<Action> &scratch) const override;

    // --- Wang Zi queries ----------------------------------------------------------------
    int size() const { return size_; }
    int cellCount() const { return cells_; }
    std::string cellName(int cell) const;
    int cellFromName(std::string_view text) const; // -1 when not a cell of this board
    // A cell's coordinates as written: its row (0 for A) and its number (1-based).
    int cellRow(int cell) const;
    int cellNumber(int cell) const;
    int neighbor(int cell, int direction) const; // -1 past the edge
    bool isBorder(int cell) const;
    // The six corners in the order A1, A<size>, middle-first, middle-last, top-first, top-last.
    std::array<int, 6> corners() const;

    // Tile owner (-1 none, 0 White, 1 Black), value (0 when none), lock.
    int tileOwner(int cell) const { return (tiles_[idx(cell)] & kOwnerMask) - 1; }
    int tileValue(int cell) const { return (tiles_[idx(cell)] >> 2) & 3; }
    bool tileLocked(int cell) const { return (tiles_[idx(cell)] & kLockBit) != 0; }
    int territoryOwner(int cell) const { return territory_[idx(cell)] - 1; } // -1 none
    bool hasPrince(int cell) const { return princeAt_[idx(cell)] >= 0; }
    int supply(int seat, int value) const { return supply_[idx(seat)][idx(value - 1)]; }
    int capturedPrinces(int seat) const { return captured_[idx(seat)]; }
    int territoryCount(int seat) const { return territoryCount_[idx(seat)]; }
    int quietMoves() const { return quietMoves_; }
    // The cell of the Prince that may not move now, or -1.
    int blockedCell() const;
    // The cell of the Prince moved last, or -1 (none yet, or captured).
    int lastMovedCell() const;
    // The seat the Prince on `cell` goes to when the game ends now: the colour opposite the
    // tile under it; -1 for nobody (no tile under it, or it moved last) or no Prince there.
    int princeGoesTo(int cell) const;
    // How many of the Princes on the board go to `seat` when the game ends now.
    int princesAwarded(int seat) const;
    // Whether the legal `action` may close a group of the mover: a quick look at the cells
    // around those it lays on or flips, which never misses a move that closes one.
    bool mayEncloseByMove(Action action) const;
    // Final score of a seat (territory, captured Princes and the Princes left on board).
    int finalScore(int seat) const;

    Decoded decode(Action action) const;
    Action encode(const Decoded &move) const;

    // Why a click on a cell cannot go on with the move chosen so far, for the player to
    // move, with the cells a sentence names: the chosen Prince's, where its first step
    // ended (SecondStep) and the cell clicked.
    struct Refusal {
        enum class Kind : std::uint8_t {
            None,        // the click goes on: a Prince that may move, or a cell a legal move enters next
            NoPrince,    // nothing chosen yet, and no Prince stands there
            Barred,      // the Prince that moved last
            Stuck,       // a Prince with no legal move
            CannotReach, // the chosen Prince's first step cannot enter the cell
            SecondStep,  // the first step is made: the second goes on from where it ended
        };
        Kind kind = Kind::None;
        int from = -1; // the chosen Prince's cell, or -1
        int at = -1;   // after the first step, the cell it entered, or -1
        int cell = -1; // the cell clicked
    };
    // `chosen` is the move so far (its kind is not read): from -1 when nothing is chosen,
    // first -1 when only the Prince is, else the first step (its cell and kind).
    Refusal refusal(const Decoded &chosen, int cell) const;

protected:
    void doApply(Action action) override;
    void doUndo(Action action) override;
    void writeJsonExtras(nlohmann::json &json, int viewer) const override;

private:
    WangziState(const WangziState &) = default;

    static constexpr std::uint8_t kOwnerMask = 3; // 0 none, 1 White, 2 Black
    static constexpr std::uint8_t kLockBit = 16;
    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }
    static std::uint8_t tileByte(int owner, int value) { return static_cast<std::uint8_t>((owner + 1) | (value << 2)); }

    struct UndoRecord {
        std::int8_t prince = -1;
        std::int8_t lastMoved = -1;
        std::uint8_t quietMoves = 0;
        bool hadMoves = true;
        std::array<std::int16_t, 2> recheck {};
        std::uint16_t territoryLog = 0;
        std::uint16_t lockLog = 0;
        // The move's steps, so that taking it back needs no decoding.
        std::uint8_t from = 0;
        std::uint8_t first = 0;
        std::int16_t second = -1;
        std::uint8_t firstKind = Pass;
        std::uint8_t secondKind = Pass;
    };
    struct TerritoryEntry {
        std::uint8_t cell = 0;
        std::uint8_t tile = 0;
        std::int8_t prince = -1;
    };

    // The action of a move whose steps go in `direction1` and `direction2`.
    static Action encodeSteps(const Decoded &move, int direction1, int direction2);
    // The steps of an action of this board; false when it leaves the board.
    bool decodeSteps(Action action, Decoded &move) const;

    template <typename Emit>
    bool forEachMove(Emit &&emit) const;
    template <typename Emit>
    bool forEachMoveOf(int prince, Emit &&emit) const;
    // Whether the seat to move has a move; remembers the one found in witness_.
    bool anyLegalMove();
    // A random legal move of one Prince, or kInvalidAction when it has none.
    Action randomMoveOf(int prince, Rng &rng) const;
    // The cells around the mover's new tiles on `cell1` and its neighbour `cell2` (-1 for
    // none), in a ring (see wangzi_rules.cpp); `arcs` marks the first cell of every arc of
    // candidates that may have been closed, 0 when none may.
    struct Ring {
        const std::int16_t *cells = nullptr;
        unsigned arcs = 0;
    };
    Ring mayEnclose(int cell1, int cell2) const;
    // The same for the cells a move changed (-1 for none; at least one of them when the
    // move is legal).
    Ring mayEncloseChanging(int changed1, int changed2) const;
    // Whether the opponent's group holding the tile just flipped on `cell` is surely open.
    bool opensForOpponent(int cell) const;
    // `changed`: the cells that became the mover's tiles in this move (-1 for none).
    void formTerritories(int changed1, int changed2);
    // The same when only the arcs of `ring` that mayEnclose() marks need a look.
    void formTerritories(const Ring &ring);
    // One check for new territories: the groups its searches met so far.
    struct TerritoryCheck;
    void closeGroupAt(TerritoryCheck &check, int start);
    // Per cell, the search of this check that met it (0 for none).
    using Seen = std::array<std::uint8_t, kMaxCells>;
    using Group = std::array<std::int16_t, kMaxCells>;
    // The group of `seat`'s candidate cells around `start`, marked with `search`; its size, and
    // whether it is open: it holds a border cell, a locked tile, or a cell an earlier
    // search of this check met and left unclaimed. It stops as soon as it is open.
    int growGroup(int seat, int start, std::uint8_t search, Seen &seen, Group &group, bool &open) const;
    // Whether the group of `seat`'s candidate cells around `cell` is closed.
    bool closedFor(int seat, int cell) const;
    void captureGroup(const Group &group, int size);
    void refreshMoves() { hasMoves_ = anyLegalMove(); }
    // Sets blocked_ from the Princes and territories (positions built from scratch).
    void refreshBlocked();

    const wangzi::Geometry *geometry_ = nullptr;
    int size_ = 6;
    int cells_ = 91;
    int toMove_ = 0;
    int lastMoved_ = -1; // Prince index
    int quietMoves_ = 0;
    bool hasMoves_ = true;
    // Per seat, the Prince and the two directions of the last move anyLegalMove() found:
    // only a guess tried first, so it is neither saved nor taken back.
    struct Witness {
        std::int8_t prince = 0;
        std::int8_t direction1 = 0;
        std::int8_t direction2 = 0;
    };
    std::array<Witness, 2> witness_ {};
    // Per seat, where a closed group waits for that seat's next territory
    // check besides the cells its move changes: kNowhere, a cell (its tile that the
    // opponent flipped) or kWholeBoard (a position built by hand).
    static constexpr std::int16_t kNowhere = -1;
    static constexpr std::int16_t kWholeBoard = -2;
    std::array<std::int16_t, 2> recheck_ {kNowhere, kNowhere};
    std::array<std::uint8_t, kMaxCells> tiles_ {};
    std::array<std::uint8_t, kMaxCells> territory_ {}; // 0 none, 1 + seat
    std::array<std::int8_t, kMaxCells> princeAt_ {};   // Prince index or -1
    // 1 where a Prince or a territory stands, so that no Prince may enter: the one test
    // every step of move generation makes.
    std::array<std::uint8_t, kMaxCells> blocked_ {};
    std::array<std::int16_t, kPrinces> princeCell_ {}; // cell or -1 when captured
    std::array<std::array<std::uint8_t, 3>, 2> supply_ {};
    std::array<int, 2> captured_ {};
    std::array<int, 2> territoryCount_ {};
    // Logs of what territories changed, newest last; each is bounded by the cell count.
    std::vector<TerritoryEntry> territoryLog_;
    std::vector<std::uint8_t> lockLog_;
    std::vector<UndoRecord> undo_;
};

} // namespace ludoteca::games::wangzi
