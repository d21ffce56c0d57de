#pragma once
// Wapi (Reiner Knizia, 2003): 3 to 5 players draw silver and mask tiles from a bag into six
// silver mines and drive their three totems into the mines they want a share of.
//
// Turn structure: every turn starts with a chance move (the draw). A silver tile then waits
// for its owner to choose a mine (`mine-1` .. `mine-6`); a mask goes to its own mine by
// itself and, if the drawer still has a totem, waits for `totem` or `no-totem`. The game ends
// the moment the last silver field is filled.
//
// Actions: the draw outcomes are 0..10 (silver-0, silver-1, silver-2, silver-3, silver-5,
// mask-1 .. mask-6), mine-k is 10 + k, `totem` 17 and `no-totem` 18.
//
// JSON extras: "mines" (per mine its "silver" in order, "value", "masks" and the seats of
// its "totems"), "bag" (tiles left per outcome), "totems_left" per seat, "drawn" (the tile
// waiting, or null) and "turn" (the seat whose turn it is, also during the draw).
//
// Everything lives in small fixed arrays, so copying, applying and undoing never allocate.
// Scores are kept exactly in twelfths: a mine has four mask fields, so at most four totems
// share it, and 12 is divisible by 1, 2, 3 and 4.

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ludoteca/core/state.h"

namespace ludoteca::games::wapi {

// A position described by hand, for tests, puzzles and analysis (see WapiState::fromSetup).
// Only the board is given; the bag and the totems left follow from it.
struct WapiSetup {
    struct Mine {
        std::vector<int> silver; // values in the order they were placed: 0, 1, 2, 3 or 5
        int masks = 0;           // masks on the mine's mask fields, 0 .. 4
        std::vector<int> totems; // seats of the totems standing on those masks, in order
    };

    // Options as KEY=VALUE pairs (others at their defaults), e.g. {{"players", "3"}}.
    std::vector<std::pair<std::string, std::string>> options;
    std::array<Mine, 6> mines {};
    // The seat whose turn it is.
    int toMove = 0;
    // The tile drawn this turn and waiting ("silver-3", "mask-2"), or empty at a draw. A
    // drawn mask already sits in its mine, so it must be counted in that mine's `masks`;
    // the seat to move then decides `totem` / `no-totem` (it must have a totem left).
    std::string drawn;
};

class WapiState final : public State {
public:
    static constexpr int kMines = 6;
    static constexpr int kSilverFields = 8; // per mine
    static constexpr int kMaskFields = 4;   // per mine
    static constexpr int kTotemsEach = 3;
    static constexpr int kMaxSeats = 5;
    static constexpr int kSilverKinds = 5; // values 0, 1, 2, 3, 5
    static constexpr int kOutcomes = 11;   // 5 silver kinds + 6 masks
    static constexpr int kTiles = 72;
    static constexpr int kTotalSilverFields = kMines * kSilverFields; // 48

    // Action encoding.
    static constexpr Action kFirstMask = kSilverKinds; // mask-1 is 5, mask-6 is 10
    static constexpr Action kFirstMine = kOutcomes;    // mine-1 is 11, mine-6 is 16
    static constexpr Action kTotem = 17;
    static constexpr Action kNoTotem = 18;
    static constexpr int kActionCount = 19;

    static constexpr std::array<int, kSilverKinds> kSilverValues {0, 1, 2, 3, 5};
    static constexpr std::array<int, kOutcomes> kInitialBag {8, 12, 12, 10, 6, 4, 4, 4, 4, 4, 4};

    enum class Scoring : std::uint8_t { Full, Share };
    enum class Phase : std::uint8_t { Draw, PlaceSilver, DecideTotem, Over };

    // A fresh game; `options` must be complete and valid (see GameInfo::resolveOptions).
    WapiState(const GameInfo &info, const Options &options);

    // Builds a position by hand. The bag holds the 72 tiles minus those on the board and the
    // drawn one; each seat has 3 totems minus those standing in mines. The history is empty,
    // so the position cannot be undone further. Throws std::invalid_argument when the setup
    // is not a position of the game (unknown option, too many tiles or totems, a totem
    // without its mask, a drawn silver with no free field, ...).
    static std::unique_ptr<WapiState> fromSetup(const WapiSetup &setup);

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
    void rewards(std::span<double> out) const override;
    Action playoutAction(Rng &rng, std::vector<Action> &scratch) const override;
    bool evaluate(std::span<double> out) const override;

    // --- Wapi-specific queries ----------------------------------------------------------
    Scoring scoring() const { return scoring_; }
    Phase phase() const { return phase_; }
    // The seat whose turn it is (also during the draw); meaningless once the game is over.
    int turnSeat() const { return seat_; }
    // The outcome drawn and waiting (0..10), or -1.
    int drawn() const { return drawn_; }
    int bagCount(int outcome) const { return bag_[static_cast<std::size_t>(outcome)]; }
    int bagTotal() const { return bagTotal_; }
    int silverCount(int mine) const { return silverCount_[idx(mine)]; }
    int silverAt(int mine, int field) const { return silver_[idx(mine)][idx(field)]; }
    int mineValue(int mine) const { return mineValue_[idx(mine)]; }
    int maskCount(int mine) const { return masks_[idx(mine)]; }
    int totemCount(int mine) const { return totemCount_[idx(mine)]; }
    int totemSeat(int mine, int index) const { return totemSeats_[idx(mine)][idx(index)]; }
    int totemsOf(int mine, int seat) const { return totemsBySeat_[idx(mine)][idx(seat)]; }
    int totemsLeft(int seat) const { return totemsLeft_[idx(seat)]; }
    int silverPlaced() const { return silverPlaced_; }
    // Mines a silver tile may go to now, as bits (bit k for mine k, 0-based).
    unsigned allowedMines() const;
    // Why a click on `mine` (0-based) puts no silver there now.
    struct Refusal {
        enum class Kind : std::uint8_t {
            None,           // the mine takes the coin (or no coin waits: nothing to say)
            DecideTotem,    // a mask waits for `totem` or `no-totem`; `mine` is the mask's
            Full,           // the mine's silver fields are full
            TotemMineFirst, // a mine with a totem has room, and this one has no totem
        };
        Kind kind = Kind::None;
        int mine = -1;
    };
    Refusal refusal(int mine) const;
    // A seat's score in twelfths, exact in both scorings.
    int scoreTwelfths(int seat) const;
    // What one totem standing in `mine` takes now, in twelfths: the whole mine, or in the
    // share scoring its share among the mine's totems (a lone totem's when none stands
    // there), with `extraTotems` more counted, as if they were driven in too.
    int totemShareTwelfths(int mine, int extraTotems = 0) const;

    // Texts of outcomes and actions; -1 / kInvalidAction for an unknown text.
    static std::string outcomeName(int outcome);
    static int outcomeFromName(std::string_view text);
    static constexpr bool isSilverOutcome(int outcome) { return outcome >= 0 && outcome < kSilverKinds; }
    static constexpr bool isMaskOutcome(int outcome) { return outcome >= kFirstMask && outcome < kOutcomes; }
    static Action mineAction(int mine) { return kFirstMine + mine; }
    static int maskOutcome(int mine) { return kFirstMask + mine; }

    // An action (or a drawn outcome, which is its chance action) spelled out: what a view
    // draws of it and names, so no view reads the action numbers. encode() is the inverse:
    // kInvalidAction for Kind::Invalid, a silver value not in the bag's kinds or a mine out
    // of 0..5.
    struct Decoded {
        enum class Kind : std::uint8_t { Invalid, Silver, Mask, Mine, Totem, NoTotem };
        Kind kind = Kind::Invalid;
        int value = -1; // Silver: the tile's value (0, 1, 2, 3 or 5)
        int mine = -1;  // Mask: the mine the mask belongs to; Mine: the mine chosen (0-based)
    };
    Decoded decode(Action action) const;
    Action encode(const Decoded &move) const;
    // The drawn tile spelled out (Kind::Invalid while none waits); a mask's mine is where
    // a totem would stand now.
    Decoded drawnTile() const { return decode(drawn_); }
    // How many tiles like `tile` (a silver value or a mine's mask) are still in the bag.
    int tilesInBag(const Decoded &tile) const
    {
        const Action outcome =
            tile.kind == Decoded::Kind::Silver || tile.kind == Decoded::Kind::Mask ? encode(tile) : kInvalidAction;
        return outcome == kInvalidAction ? 0 : bagCount(outcome);
    }

protected:
    void doApply(Action action) override;
    void doUndo(Action action) override;
    void writeJsonExtras(nlohmann::json &json, int viewer) const override;

private:
    WapiState(const WapiState &) = default;

    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }
    int nextSeat(int seat) const { return seat + 1 == players_ ? 0 : seat + 1; }
    int previousSeat(int seat) const { return seat == 0 ? players_ - 1 : seat - 1; }
    void endTurn();
    void placeTotem(int mine, int seat);
    // Per-seat scores in twelfths, for every seat at once.
    void allScores(std::array<int, kMaxSeats> &out) const;

    // Search knowledge (wapi_policy.cpp).
    int chooseMineForPlayout(Rng &rng) const;
    bool wantsTotemInPlayout(Rng &rng) const;

    int players_ = 4;
    Scoring scoring_ = Scoring::Full;
    Phase phase_ = Phase::Draw;
    int seat_ = 0;
    int drawn_ = -1;
    int bagTotal_ = kTiles;
    int silverPlaced_ = 0;
    std::array<std::uint8_t, kOutcomes> bag_ {};
    std::array<std::array<std::uint8_t, kSilverFields>, kMines> silver_ {};
    std::array<std::uint8_t, kMines> silverCount_ {};
    std::array<std::uint8_t, kMines> mineValue_ {};
    std::array<std::uint8_t, kMines> masks_ {};
    std::array<std::array<std::uint8_t, kMaskFields>, kMines> totemSeats_ {};
    std::array<std::uint8_t, kMines> totemCount_ {};
    std::array<std::array<std::uint8_t, kMaxSeats>, kMines> totemsBySeat_ {};
    std::array<std::uint8_t, kMaxSeats> totemsLeft_ {};
    // The mines of the masks drawn, in order: undoing `totem` / `no-totem` finds its mine
    // here. Positions built by hand list their masks mine by mine, the waiting one last.
    std::array<std::uint8_t, kMines * kMaskFields> maskLog_ {};
    int maskLogSize_ = 0;
};

} // namespace ludoteca::games::wapi
