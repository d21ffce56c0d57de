#pragma once
// What Azzanna's view needs to know about a position, copied out of the engine's state
// (where each standing pig ends a run is the engine's games::azzanna::runSlides), and the
// pig-then-vegetable choice of a bite set, matched against the engine's legal bite texts.

#include <array>

#include <QString>
#include <QVector>

#include "ludoteca/core/types.h"
#include "ludoteca/games/azzanna.h"

namespace ludoteca {
class State;
}

namespace ludoteca::app::azzanna {

using games::azzanna::Direction;
using games::azzanna::Phase;
using games::azzanna::Slide;

enum class Piece : char { Empty = '.', Tree = 'T', Pig = 'P', Lying = 'L', Pumpkin = 'Z', Broccoli = 'B' };

// Cells use the engine's numbering (games::azzanna::kField).
using games::azzanna::kField;
QString cellName(int cell);
int cellFromName(QStringView text); // -1 when not a1..h8

struct Field {
    bool valid = false;
    int players = 2;
    Phase phase = Phase::Over;
    int toMove = -1;
    int placed = 0;     // placements made in the current setup phase
    int setupTotal = 0; // and how many it makes in all (0 outside the setup)
    int eaten = 0;
    std::array<int, 3> supply {}; // vegetables in hand per farmer seat (seat 0 unused)
    std::array<int, 3> onBoard {};
    std::array<bool, 3> out {}; // eliminated farmers (three players)
    std::array<Piece, games::azzanna::kCells> cells {};
    std::uint64_t allowed = 0;         // where the seat to move may place now (placement phases)
    games::azzanna::Position position; // the engine's own, for its queries (the run's slides)

    static Field fromState(const State &state);

    Piece at(int cell) const { return cell >= 0 && cell < 64 ? cells[static_cast<std::size_t>(cell)] : Piece::Empty; }
    bool isPig(int cell) const { return at(cell) == Piece::Pig || at(cell) == Piece::Lying; }
    bool isVegetable(int cell) const { return at(cell) == Piece::Pumpkin || at(cell) == Piece::Broccoli; }
};

struct BitePair {
    int pig = -1;
    int vegetable = -1;
    bool operator==(const BitePair &other) const = default;
};

// Builds a bite set one pair at a time: the player picks a pig that can still bite, then a
// vegetable it can reach; only pairs that keep the choice inside some legal set are taken.
class BiteChooser {
public:
    // Reads the legal bite moves of `state` (none outside the bite phase).
    void reset(const State &state);
    void clear(); // forgets the pairs chosen so far
    bool active() const { return !sets_.isEmpty(); }
    int setCount() const { return static_cast<int>(sets_.size()); }

    const QVector<BitePair> &chosen() const { return chosen_; }
    int selectedPig() const { return pig_; }
    // Pigs that can still bite, and the vegetables the selected pig can reach.
    QVector<int> bitingPigs() const;
    QVector<int> reachable() const;
    // A click: on a pig selects it (or drops its chosen pairs when it has no bite left); on
    // a vegetable pairs it with the selected pig (or with the only pig that can take it).
    // False when the click means nothing here (nothing changes).
    bool click(int cell);
    // The bite move once the chosen pairs leave one legal set, else kInvalidAction.
    Action decided() const;
    // The pairs of the set a move stands for (empty when not a bite move of this position).
    QVector<BitePair> pairsOf(Action action) const;

private:
    struct Set {
        Action action = kInvalidAction;
        QVector<BitePair> pairs;
    };
    QVector<int> candidates() const; // sets holding every chosen pair
    bool take(BitePair pair);

    QVector<Set> sets_;
    QVector<BitePair> chosen_;
    int pig_ = -1;
};

} // namespace ludoteca::app::azzanna
