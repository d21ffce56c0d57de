#pragma once
// Asymmetric Circular Chess (Federico Berti): 2 to 6 players bring chess pieces onto a
// round board of 90 cells from a deck of numbered cards, move any piece, and score for
// capturing the one kind of piece their secret objective card shows.
//
// The board: cell n (1..90) lies on radius ray = (n-1) div 5 and ring = (n-1) mod 5 (0 is
// the outer ring, 4 the inner one). The inner ring borders the opposite inner cells across
// the pole; a line through the pole goes on outward on the far side.
//
// Turn structure: first one chance move per seat deals its objective (`deal-N`); then the
// seats take turns in order, each either moving a piece (`12-17`, `12x17`) or drawing
// (`draw`, followed by the chance move `card-N` that places or discards the card's piece).
//
// Actions: a move is from * 90 + to (cells 0-based; the text's `-` or `x` follows from the
// board), `draw` is 8100, `deal-N` is 8100 + N and `card-N` is 8190 + N. A seat's own copy of
// a game played apart (State::standInAction) plays `deal`, 8281, for a card dealt face down
// to another seat: that seat's objective stays unknown (0) and its score secret.
//
// JSON extras: "board" (cell number -> piece letter), "deck" (cards left, a count: the list
// would give the objectives away), "discards" (cards drawn onto an occupied cell),
// "objectives" (per seat {"card", "piece"} or null; a viewer sees only its own until the
// game ends), "captured" (per seat the letters of the pieces taken), "quiet" (turns in a
// row without a draw or a capture) and "turn" (the seat whose turn it is, or null).
//
// The state lives in small fixed arrays; each action leaves one fixed-size undo record.

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ludoteca/core/state.h"

namespace ludoteca::games::circular_chess {

inline constexpr int kRays = 18;
inline constexpr int kRings = 5;
inline constexpr int kCells = kRays * kRings; // 90, also the number of cards

// The eight directions as (dring, dray): dring +1 is inward, dray +1 counter-clockwise.
struct Direction {
    int dring;
    int dray;
};
inline constexpr std::array<Direction, 8> kDirections {{
    {0, 1},
    {0, -1},
    {1, 0},
    {-1, 0}, // orthogonal: 0..3
    {1, 1},
    {1, -1},
    {-1, 1},
    {-1, -1}, // diagonal: 4..7
}};
// Index into kDirections, or -1.
int directionIndex(int dring, int dray);

// Cell numbers 1..90 from (ray, ring) and back.
inline constexpr int cellNumber(int ray, int ring) { return 5 * ray + ring + 1; }
inline constexpr int rayOf(int number) { return (number - 1) / 5; }
inline constexpr int ringOf(int number) { return (number - 1) % 5; }

// One step from cell `number` in direction `direction`: the cell reached (0 when the step
// leaves the board) and the direction to keep for further steps (turned after the pole).
struct Step {
    int cell = 0;
    int direction = -1;
};
Step step(int number, int direction);

// Pieces: 0 is an empty cell; 1..6 are the white P N B R Q K, 7..12 the black ones.
enum Kind : int { Pawn = 0, Knight, Bishop, Rook, Queen, King };
inline constexpr int kPieceTypes = 12;
inline constexpr int pieceOf(Kind kind, bool white) { return 1 + static_cast<int>(kind) + (white ? 0 : 6); }
inline constexpr Kind kindOf(int piece) { return static_cast<Kind>((piece - 1) % 6); }
inline constexpr bool isWhite(int piece) { return piece >= 1 && piece <= 6; }
char pieceLetter(int piece);      // 'P' .. 'k', '.' for empty
int pieceFromLetter(char letter); // 0 when not a piece letter
// The piece card `number` shows.
int cardPiece(int number);

// A position described by hand, for tests and puzzles (see CircularChessState::fromSetup).
// Every objective is dealt; the seat to move is at the start of its turn.
struct CircularChessSetup {
    // Options as KEY=VALUE pairs (others at their defaults), e.g. {{"players", "3"}}.
    std::vector<std::pair<std::string, std::string>> options;
    // Pieces on the board: cell number and letter ('K' .. 'p').
    std::vector<std::pair<int, char>> pieces;
    // The objective card of every seat, one per seat.
    std::vector<int> objectives;
    // Cards already drawn (out of the deck); the deck is every other non-objective card.
    std::vector<int> drawn;
    // Cards among `drawn` that were discarded (their cell was occupied).
    std::vector<int> discards;
    // Per seat, the letters of the pieces it captured (may be shorter than the seats).
    std::vector<std::string> captured;
    int toMove = 0;
    int quiet = 0; // turns in a row without a draw or a capture so far
};

class CircularChessState final : public State {
public:
    static constexpr int kCells = circular_chess::kCells;
    static constexpr int kMaxSeats = 6;
    static constexpr Action kDraw = kCells * kCells;                 // 8100
    static constexpr Action kFirstDeal = kDraw;                      // deal-N is kFirstDeal + N
    static constexpr Action kFirstCard = kDraw + kCells;             // card-N is kFirstCard + N
    static constexpr Action kFaceDownDeal = kFirstCard + kCells + 1; // 8281, `deal`
    static constexpr int kActionCount = kFaceDownDeal + 1;

    enum class Capture : std::uint8_t { Same, Opposite, Any };
    enum class Phase : std::uint8_t { Deal, Turn, Card, Over };

    // A fresh game; `options` must be complete and valid (see GameInfo::resolveOptions).
    CircularChessState(const GameInfo &info, const Options &options);

    // Builds a position by hand. The history is empty, so it cannot be undone further.
    // Throws std::invalid_argument when the setup is not a position of the game.
    static std::unique_ptr<CircularChessState> fromSetup(const CircularChessSetup &setup);

    // --- State ------------------------------------------------------------------------
    int numPlayers() const override { return players_; }
    int currentPlayer() const override;
    int maxActions() const override { return kActionCount; }
    using State::legalActions;
    void legalActions(std::vector<Action> &out) const override;
    void chanceOutcomes(std::vector<ChanceOutcome> &out) const override;
    std::unique_ptr<State> clone() const override;
    std::string actionToString(Action action) const override;
    std::string toText() const override;
    std::vector<double> scores() const override;
    std::vector<int> winners() const override;
    // `deal` while dealing: the stand-in for another seat's card, which the text hides.
    Action standInAction(std::string_view text) const override;
    void sampleHidden(int observer, Rng &rng) override;
    // Deals the hidden objectives weighed by the pieces each seat has taken: a seat that
    // took pieces of one kind most likely hunts it.
    void sampleHiddenFromPlay(int observer, Rng &rng) override;
    // Takes a piece of the mover's objective when it can, otherwise mostly draws
    // (circular_chess_policy.cpp).
    Action playoutAction(Rng &rng, std::vector<Action> &scratch) const override;
    // A shared win counts for less than its share, so that the AI plays for a win.
    void rewards(std::span<double> out) const override;
    // Chances from the captures so far and the objectives' pieces still to be had.
    bool evaluate(std::span<double> out) const override;

    // --- Game-specific queries ----------------------------------------------------------
    Phase phase() const { return phase_; }
    Capture captureRule() const { return capture_; }
    int quietLimit() const { return quietLimit_; }
    int quietTurns() const { return quiet_; }
    // The seat whose turn it is (also while its card is revealed); meaningless at the end.
    int turnSeat() const { return seat_; }
    int pieceAt(int number) const { return board_[idx(number - 1)]; }
    bool inDeck(int card) const { return inDeck_[idx(card - 1)] != 0; }
    int deckSize() const { return deckSize_; }
    // Whether `card` was drawn onto an occupied cell and discarded (public).
    bool discarded(int card) const { return discarded_[idx(card - 1)] != 0; }
    // The objective card of a seat, 0 while not dealt (or dealt face down in a seat's copy
    // of the game). For display, ask visibleObjective.
    int objective(int seat) const { return objective_[idx(seat)]; }
    // A seat's objective as `viewer` may see it: its own, or any once the game is over;
    // 0 when dealt face down to somebody else (or not dealt yet).
    int visibleObjective(int viewer, int seat) const;
    // Every score but the viewer's own stays secret until the end: it tells the objective.
    std::vector<std::optional<double>> visibleScores(int viewer) const override;
    int capturedCount(int seat, int piece) const { return captured_[idx(seat)][idx(piece - 1)]; }
    int score(int seat) const;
    bool canTake(int mover, int target) const;
    // Whether `action`, a move of the seat to move, takes a piece of that seat's objective.
    bool takesObjective(Action action) const;

    // Why a click on cell `cell` (1..kCells) cannot go on with the move chosen so far: with
    // `from` 0 nothing is picked up, else the cell of the piece picked up. Any player moves
    // any piece, so a click that picks up a piece that may move is always allowed.
    struct Refusal {
        enum class Kind : std::uint8_t {
            None,        // a move of the piece picked up, or a piece that may move
            Empty,       // nothing picked up and no piece there
            Stuck,       // nothing picked up, and that piece has no move
            CannotReach, // the piece picked up has no move to the cell
            CannotTake,  // the cell holds a piece the one picked up may not take (the capture option)
        };
        Kind kind = Kind::None;
        int from = 0; // the piece picked up's cell, or 0
        int cell = 0;
    };
    Refusal refusal(int from, int cell) const;

    // Action helpers.
    static Action moveAction(int from, int to) { return (from - 1) * kCells + (to - 1); }
    static Action dealAction(int card) { return kFirstDeal + card; }
    static Action cardAction(int card) { return kFirstCard + card; }

    // An action spelled out: what a view draws of it and names, so no view reads the
    // action numbers. encode() is the inverse: kInvalidAction for Kind::Invalid or a cell
    // or card out of 1..kCells.
    struct Decoded {
        enum class Kind : std::uint8_t { Invalid, Move, Draw, Deal, Card };
        Kind kind = Kind::Invalid;
        int from = 0; // Move: the cells left and entered, 1..kCells
        int to = 0;
        int card = 0; // Deal, Card: the card's number, 1..kCells; 0 for a Deal face down
    };
    Decoded decode(Action action) const;
    Action encode(const Decoded &move) const;

protected:
    void doApply(Action action) override;
    void doUndo(Action action) override;
    void writeJsonExtras(nlohmann::json &json, int viewer) const override;
    std::string secretActionText(int viewer, int ply) const override;

private:
    CircularChessState(const CircularChessState &) = default;

    bool seesObjective(int viewer, int seat) const;
    // Whether `seat`'s objective was dealt face down (in a seat's copy of the game).
    bool faceDown(int seat) const;
    // The determinization: every card `observer` has not seen goes back to the deck and
    // the other seats' objectives are dealt from it, uniformly or weighed by their play.
    void dealUnseen(int observer, Rng &rng, bool fromPlay);
    // The index in pool[0, size) of `seat`'s objective, drawn by the pieces it has taken.
    int pickFromPlay(int seat, const std::array<std::uint8_t, kCells> &pool, int size, Rng &rng) const;

    // What one action changed beyond what the action itself says.
    struct UndoRecord {
        std::uint8_t phase;
        std::uint8_t seat;
        std::uint8_t quiet;
        std::uint8_t taken; // piece captured by a move, or 1 when a card was placed
    };

    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }
    int nextSeat(int seat) const { return seat + 1 == players_ ? 0 : seat + 1; }
    // Appends the moves of the piece on `from` (0-based); stops early and returns true as
    // soon as one exists when `out` is null.
    bool pieceMoves(int from, std::vector<Action> *out) const;
    bool anyMove() const;
    // Ends the turn of seat_: the quiet end, the next seat, the no-action end.
    void endTurn();
    void dealTo(int seat, int card);

    int players_ = 2;
    Capture capture_ = Capture::Same;
    int quietLimit_ = 12;
    Phase phase_ = Phase::Deal;
    int seat_ = 0;
    int dealt_ = 0;
    int quiet_ = 0;
    int deckSize_ = kCells;
    std::array<std::uint8_t, kCells> board_ {};
    std::array<std::uint8_t, kCells> inDeck_ {};
    std::array<std::uint8_t, kCells> discarded_ {};
    std::array<int, kMaxSeats> objective_ {};
    std::array<std::array<std::uint8_t, circular_chess::kPieceTypes>, kMaxSeats> captured_ {};
    std::vector<UndoRecord> undo_;
};

} // namespace ludoteca::games::circular_chess
