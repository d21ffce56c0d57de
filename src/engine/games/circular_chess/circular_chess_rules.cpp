// The turn structure: dealing, drawing, moving, the two ends, undo, scores and the
// determinization of the secret objectives.

#include "ludoteca/games/circular_chess.h"

#include <algorithm>
#include <array>

namespace ludoteca::games::circular_chess {

namespace {

// How much likelier a card is to be a seat's objective for each piece of its kind that
// seat has taken, up to kMaxEvidence pieces (docs/ai-circular-chess.md).
constexpr int kMaxEvidence = 4;
constexpr std::array<double, kMaxEvidence + 1> kCaptureEvidence {1.0, 64.0, 4096.0, 262144.0, 16777216.0};

} // namespace

int CircularChessState::currentPlayer() const
{
    switch (phase_) {
    case Phase::Deal:
    case Phase::Card:
        return kChancePlayer;
    case Phase::Turn:
        return seat_;
    case Phase::Over:
        break;
    }
    return kTerminalPlayer;
}

std::unique_ptr<State> CircularChessState::clone() const
{
    return std::unique_ptr<State>(new CircularChessState(*this));
}

void CircularChessState::dealTo(int seat, int card)
{
    inDeck_[idx(card - 1)] = 0;
    --deckSize_;
    objective_[idx(seat)] = card;
}

void CircularChessState::endTurn()
{
    if (quiet_ >= quietLimit_) {
        phase_ = Phase::Over;
        return;
    }
    seat_ = nextSeat(seat_);
    phase_ = Phase::Turn;
    // With the deck empty the next seat may have nothing at all to do.
    if (deckSize_ == 0 && !anyMove())
        phase_ = Phase::Over;
}

void CircularChessState::doApply(Action action)
{
    UndoRecord record {static_cast<std::uint8_t>(phase_), static_cast<std::uint8_t>(seat_),
                       static_cast<std::uint8_t>(quiet_), 0};
    if (phase_ == Phase::Deal) {
        if (action == kFaceDownDeal)
            --deckSize_; // some card left the deck; which one, this copy does not know
        else
            dealTo(dealt_, action - kFirstDeal);
        ++dealt_;
        if (dealt_ == players_) {
            phase_ = Phase::Turn;
            seat_ = 0;
        }
    } else if (phase_ == Phase::Card) {
        const int card = action - kFirstCard;
        inDeck_[idx(card - 1)] = 0;
        --deckSize_;
        if (board_[idx(card - 1)] == 0) {
            board_[idx(card - 1)] = static_cast<std::uint8_t>(circular_chess::cardPiece(card));
            record.taken = 1;
        } else {
            discarded_[idx(card - 1)] = 1;
        }
        quiet_ = 0; // a draw, placed or discarded
        endTurn();
    } else if (action == kDraw) {
        phase_ = Phase::Card;
    } else {
        const int from = action / kCells;
        const int to = action % kCells;
        const int taken = board_[idx(to)];
        board_[idx(to)] = board_[idx(from)];
        board_[idx(from)] = 0;
        record.taken = static_cast<std::uint8_t>(taken);
        if (taken != 0) {
            ++captured_[idx(seat_)][idx(taken - 1)];
            quiet_ = 0;
        } else {
            ++quiet_;
        }
        endTurn();
    }
    undo_.push_back(record);
}

void CircularChessState::doUndo(Action action)
{
    const UndoRecord record = undo_.back();
    undo_.pop_back();
    const auto before = static_cast<Phase>(record.phase);
    if (before == Phase::Deal) {
        // The card now held, which a determinization may have changed; none for a card
        // dealt face down in a seat's copy, which never left inDeck_.
        --dealt_;
        const int card = objective_[idx(dealt_)];
        objective_[idx(dealt_)] = 0;
        if (card != 0)
            inDeck_[idx(card - 1)] = 1;
        ++deckSize_;
    } else if (before == Phase::Card) {
        const int card = action - kFirstCard;
        if (record.taken != 0)
            board_[idx(card - 1)] = 0;
        else
            discarded_[idx(card - 1)] = 0;
        inDeck_[idx(card - 1)] = 1;
        ++deckSize_;
    } else if (action != kDraw) {
        const int from = action / kCells;
        const int to = action % kCells;
        board_[idx(from)] = board_[idx(to)];
        board_[idx(to)] = record.taken;
        if (record.taken != 0)
            --captured_[idx(record.seat)][idx(record.taken - 1)];
    }
    phase_ = before;
    seat_ = record.seat;
    quiet_ = record.quiet;
}

int CircularChessState::score(int seat) const
{
    const int card = objective_[idx(seat)];
    if (card == 0)
        return 0;
    return captured_[idx(seat)][idx(circular_chess::cardPiece(card) - 1)];
}

std::vector<double> CircularChessState::scores() const
{
    std::vector<double> result;
    result.reserve(idx(players_));
    for (int seat = 0; seat < players_; ++seat)
        result.push_back(score(seat));
    return result;
}

std::vector<int> CircularChessState::winners() const
{
    std::vector<int> result;
    if (phase_ != Phase::Over)
        return result;
    int best = 0;
    for (int seat = 0; seat < players_; ++seat)
        best = std::max(best, score(seat));
    for (int seat = 0; seat < players_; ++seat)
        if (score(seat) == best)
            result.push_back(seat);
    return result;
}

Action CircularChessState::standInAction(std::string_view text) const
{
    return phase_ == Phase::Deal && text == "deal" ? kFaceDownDeal : kInvalidAction;
}

void CircularChessState::sampleHidden(int observer, Rng &rng) { dealUnseen(observer, rng, false); }

void CircularChessState::sampleHiddenFromPlay(int observer, Rng &rng) { dealUnseen(observer, rng, true); }

void CircularChessState::dealUnseen(int observer, Rng &rng, bool fromPlay)
{
    // What the observer cannot tell apart: the deck and the other seats' objectives, as
    // one set listed in card order, so that the sample never depends on which is which.
    // In a seat's copy the cards dealt face down never left inDeck_, so they are here too.
    std::array<std::uint8_t, kCells> pool {};
    int poolSize = 0;
    for (int card = 1; card <= kCells; ++card) {
        bool unseen = inDeck_[idx(card - 1)] != 0;
        for (int seat = 0; seat < dealt_ && !unseen; ++seat)
            unseen = seat != observer && objective_[idx(seat)] == card;
        if (unseen)
            pool[idx(poolSize++)] = static_cast<std::uint8_t>(card);
    }
    for (int i = 0; i < poolSize; ++i)
        inDeck_[idx(pool[idx(i)] - 1)] = 1;
    int left = poolSize;
    for (int seat = 0; seat < dealt_; ++seat) {
        if (seat == observer)
            continue;
        const auto pick = idx(fromPlay ? pickFromPlay(seat, pool, left, rng)
                                       : static_cast<int>(rng.below(static_cast<std::uint32_t>(left))));
        const int card = pool[pick];
        pool[pick] = pool[idx(left - 1)];
        --left;
        objective_[idx(seat)] = card;
        inDeck_[idx(card - 1)] = 0;
    }
}

int CircularChessState::pickFromPlay(int seat, const std::array<std::uint8_t, kCells> &pool, int size, Rng &rng) const
{
    // A player who hunts a piece takes it whenever one is offered, so each piece of a kind
    // a seat has taken makes that kind's cards likelier to be its objective.
    std::array<double, kCells> weight {};
    double total = 0.0;
    for (int i = 0; i < size; ++i) {
        const int taken = captured_[idx(seat)][idx(circular_chess::cardPiece(pool[idx(i)]) - 1)];
        weight[idx(i)] = kCaptureEvidence[idx(std::min<int>(taken, kMaxEvidence))];
        total += weight[idx(i)];
    }
    double left = rng.uniform() * total;
    for (int i = 0; i + 1 < size; ++i) {
        left -= weight[idx(i)];
        if (left < 0.0)
            return i;
    }
    return size - 1;
}

} // namespace ludoteca::games::circular_chess
