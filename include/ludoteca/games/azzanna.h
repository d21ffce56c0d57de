#pragma once
// Azzanna la Zucca! (Bite the Pumpkin!): five pigs run across an 8x8 field and bite the
// pumpkins a farmer keeps planting. Two players (the Pack, seat 0, against the Farmer,
// seat 1), or three with a second farmer planting broccoli (seat 2).
//
// Cells are numbered along the files (kField: a1 = 0, a2 = 1, ..., h8 = 63), so the
// numeric order of cells is the text order a1 < a2 < ... < a8 < b1 < ... < h8 that bite
// moves are sorted by. Boards are 64-bit masks with bit `cell` set.
//
// Actions:
//   0 .. 63    placement on that cell: `P@e4`, `Z@c3` or `B@c3`, by phase and seat
//   64 .. 67   runs `N`, `S`, `E`, `W`
//   68         `pass` (a farmer of the three-player game with no allowed cell)
//   69 + i     the i-th maximal bite set of this position (see biteSetCount()). The list
//              is enumerated in a fixed order, so an index means the same set for the same
//              position. Bound: for each kind of vegetable a maximal set chooses, for each
//              pig, one adjacent vegetable of that kind or none, so there are at most
//              prod(d + 1) of them, d the pig's adjacent vegetables of the kind. With two
//              players d <= 8: at most 9^5 sets. With three, pumpkins and broccoli never
//              touch, and on the eight cells around a pig that leaves at most 3 + 3 of them
//              ((p + 1)(b + 1) <= 16, checked over every way of filling the ring): at most
//              16^5 sets. maxActions() is 69 plus that bound for the game's player count.
//
// One ply keeps a copy of the small position (a few dozen bytes) for undo, so undo is an
// exact restore and nothing is allocated per move once the undo stack has grown.

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ludoteca/core/square_cells.h"
#include "ludoteca/core/state.h"

namespace ludoteca::games::azzanna {

inline constexpr SquareCells kField {8, SquareCells::Order::ByFile};
inline constexpr int kCells = kField.count();
inline constexpr int kPigs = 5;
inline constexpr int kTrees = 6;
inline constexpr Action kRunNorth = 64;
inline constexpr Action kRunSouth = 65;
inline constexpr Action kRunEast = 66;
inline constexpr Action kRunWest = 67;
inline constexpr Action kPass = 68;
inline constexpr Action kFirstBite = 69;
inline constexpr int kMaxBiteSetsTwoPlayers = 9 * 9 * 9 * 9 * 9;
inline constexpr int kMaxBiteSetsThreePlayers = 16 * 16 * 16 * 16 * 16;
inline constexpr const char *kDefaultTrees = "a6,b2,d4,e5,f3,g7";

enum class Direction : std::uint8_t { North, South, East, West };

// Where the game stands: whose decision comes next and of what kind.
enum class Phase : std::uint8_t {
    PlacePigs,       // setup: the Pack places its five pigs
    PlaceVegetables, // setup: the farmer(s) place their first vegetables
    Bite,            // the Pack chooses a bite set
    Run,             // the Pack chooses a direction (the bites and the count are done)
    Farmers,         // a farmer places a vegetable (or passes)
    Over,
};

// Cell names: "a1" .. "h8"; parseCell returns -1 for anything else (e.g. "A1", "a9", "a01").
int cellIndex(int file, int rank);
std::string cellName(int cell);
int parseCell(std::string_view text);

// Checks a `trees` option value: exactly six distinct cells joined by commas, in any order.
// Returns the error, or an empty message and sets `mask` when it is fine. Every error
// quotes the default layout first, then azzanna.trees-not-cell and azzanna.trees-twice
// the word at fault, azzanna.trees-count the number of cells given.
Message parseTrees(std::string_view text, std::uint64_t &mask);

// The whole mutable position. Plain data: copied for undo and read by the AI.
struct Position {
    std::uint64_t trees = 0;
    std::uint64_t pigs = 0;  // every pig, standing or lying
    std::uint64_t lying = 0; // the pigs that bit this turn (a subset of pigs)
    std::uint64_t pumpkins = 0;
    std::uint64_t broccoli = 0;
    Phase phase = Phase::PlacePigs;
    std::int8_t toMove = 0;                // the seat deciding now (meaningless when Over)
    std::uint8_t placed = 0;               // placements made in the current setup phase
    std::array<std::uint8_t, 3> supply {}; // vegetables left to place, per seat (seat 0 unused)
    std::uint8_t eaten = 0;                // vegetables bitten so far
    std::uint8_t eliminated = 0;           // bit per seat: farmers out of the game (three players)
    std::array<std::int8_t, 2> order {};   // farmers' order this round (three players)
    std::uint8_t orderCount = 0;
    std::uint8_t orderPos = 0; // which entry of `order` moves now
    std::uint8_t passes = 0;   // passes in this round
    std::uint8_t winners = 0;  // bit per seat, set when the game is over

    std::uint64_t vegetables() const { return pumpkins | broccoli; }
    std::uint64_t occupied() const { return trees | pigs | pumpkins | broccoli; }
    std::uint64_t vegetablesOf(int seat) const { return seat == 1 ? pumpkins : broccoli; }
};

// One pig moved by a run.
struct Slide {
    int from = -1;
    int to = -1;
};

// The standing pigs' slides if the Pack ran in `direction` from `position`, in the order
// they move; pigs that cannot move are left out.
std::vector<Slide> runSlides(const Position &position, Direction direction);

// Where a hand-built position stands in the turn (see AzzannaState::fromBoard).
enum class Step : std::uint8_t {
    PackTurn,    // start of the Pack's turn: the bite (or the count, when nothing bites) follows
    Run,         // after the bite and the count: the Pack names a direction
    FarmersTurn, // after the Pack's turn: the farmer(s) place
};

struct BitePair {
    std::int8_t pig = -1;
    std::int8_t vegetable = -1;
};

// At most one pumpkin and one broccoli per pig.
using BiteSet = std::array<BitePair, 2 * kPigs>;

class AzzannaState final : public State {
public:
    // A fresh game; `options` must be complete and valid (see GameInfo::resolveOptions).
    AzzannaState(const GameInfo &info, const Options &options);

    // Builds a position by hand (for tests and puzzles). `board` uses the JSON form: rows
    // from rank 8 down joined by '/', each of 8 letters: T tree, P standing pig, L lying
    // pig, Z pumpkin, B broccoli, '.' empty. The trees of the board become the `trees`
    // option (any number of them is accepted here). `supply` holds the vegetables left to
    // place for seats 1 and 2; `eliminated` the farmers already out (three players); `eaten`
    // the vegetables bitten before. At Step::PackTurn the bite (or, when no pig touches a
    // vegetable, the count) is resolved as in play; Step::Run requires the count to have
    // been done (lying pigs allowed only there); Step::FarmersTurn fixes the farmers' order
    // from the board (and, with two players, ends the game when the supply is empty).
    // The history is empty. Throws std::invalid_argument on malformed input.
    static std::unique_ptr<AzzannaState> fromBoard(int players, std::string_view board, Step step,
                                                   std::array<int, 2> supply = {15, 13}, int eaten = 0,
                                                   unsigned eliminated = 0);

    // --- State ------------------------------------------------------------------------
    int numPlayers() const override { return players_; }
    int currentPlayer() const override;
    int maxActions() const override;
    void legalActions(std::vector<Action> &out) const override;
    using State::legalActions;
    std::unique_ptr<State> clone() const override;
    std::string actionToString(Action action) const override;
    std::string toText() const override;
    std::vector<double> scores() const override;
    std::vector<int> winners() const override;
    Action playoutAction(Rng &rng, std::vector<Action> &scratch) const override;
    bool evaluate(std::span<double> out) const override;

    // --- Azzanna-specific queries -------------------------------------------------------
    const Position &position() const { return pos_; }
    Phase phase() const { return pos_.phase; }
    int extraPumpkins() const { return extra_; }
    // The placements the current setup phase makes in all (the pigs, then the farmers'
    // first vegetables); 0 outside the setup. Position::placed counts those made.
    int setupPlacements() const;
    // The cells where `seat` may place a vegetable now (empty, and in the three-player
    // game not next to the other farmer's vegetables); the pigs' cells in PlacePigs.
    std::uint64_t placementMask(int seat) const;
    // The board in the JSON form (see fromBoard).
    std::string boardString() const;
    // The number of maximal bite sets here (0 outside the bite phase), and the pairs of one
    // of them, sorted by pig then vegetable; returns the number of pairs.
    int biteSetCount() const;
    int biteSet(int index, BiteSet &out) const;
    // Why a click on `cell` does not go on with the decision now. In the bite phase,
    // `chosen` are the pairs chosen so far and `pig` the pig picked to bite next (-1 for
    // none); both are ignored elsewhere. Answered from the legal moves (the bite sets that
    // hold every chosen pair).
    struct Refusal {
        enum class Kind : std::uint8_t {
            None,          // the click goes on (or there is nothing to say)
            Occupied,      // placing: the cell is taken
            NextToOther,   // placing (three players): the cell touches the other farmer's vegetables
            NotBiting,     // biting: neither a pig, nor a vegetable bitten now
            NothingToBite, // biting: a pig with nothing left to bite
            CannotBite,    // biting: the pig picked cannot bite the vegetable on the cell
            NobodyBites,   // biting: no pig can bite that vegetable now
            Bitten,        // biting: a pig chosen already bites that vegetable
            AssignBite,    // biting: several pigs can bite that vegetable: pick the one that does
        };
        Kind kind = Kind::None;
        int pig = -1;  // CannotBite: the pig picked; Bitten: the pig that bites it
        int cell = -1; // the cell clicked
    };
    Refusal refusal(std::span<const BitePair> chosen, int pig, int cell) const;
    // An action spelled out: what a view draws of it and what the move list names, so no
    // view reads the action numbers. A placement's cell and a run's direction read the same
    // in any position; what is placed and a bite's pairs depend on the position it is played
    // in.
    struct Decoded {
        enum class Kind : std::uint8_t { Invalid, Place, Run, Pass, Bite };
        enum class Piece : std::uint8_t { None, Pig, Pumpkin, Broccoli };
        Kind kind = Kind::Invalid;
        int cell = -1;                          // Place: the cell
        Piece piece = Piece::None;              // Place: what the seat to move places here, if any
        Direction direction = Direction::North; // Run
        BiteSet bites {};                       // Bite: the pairs, sorted by pig then vegetable
        int biteCount = 0;
    };
    // `action` spelled out in this position (before it is played); Kind::Invalid for a
    // number that is no action, or a bite set this position does not have.
    Decoded decode(Action action) const;
    // The inverse: the action of a placement's cell (its piece is not read), a run, the
    // pass, or the bite set of this position holding exactly the pairs given (in any
    // order); kInvalidAction for anything else.
    Action encode(const Decoded &move) const;
    // Vegetables on the board of a farmer seat.
    int onBoard(int seat) const;

protected:
    void doApply(Action action) override;
    void doUndo(Action action) override;
    void writeJsonExtras(nlohmann::json &json, int viewer) const override;

private:
    AzzannaState(const AzzannaState &) = default;

    void placeSetup(int cell);
    void farmerMove(Action action);
    void applyBites(int index);
    void applyRun(Direction direction);
    void beginPackTurn();
    void count();
    void finishPackTurn();
    void beginFarmersTurn();
    void endByFarmers();

    int players_ = 2;
    int extra_ = 0;
    Position pos_;
    std::vector<Position> undo_;
};

} // namespace ludoteca::games::azzanna
