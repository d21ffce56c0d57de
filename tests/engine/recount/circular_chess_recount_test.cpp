// Circular Chess recounted: the test follows every draw, card and move, keeping its own
// quiet counter and captures, and checks the deck, the pieces on the board and the scores.

#include <numeric>

#include "engine/recount/recount_support.h"
#include "ludoteca/games/circular_chess.h"

using ludoteca::Action;
using ludoteca::State;
using ludoteca::games::circular_chess::CircularChessState;
namespace circular_chess = ludoteca::games::circular_chess;

namespace {

using Phase = CircularChessState::Phase;
constexpr int kCells = CircularChessState::kCells;
constexpr std::size_t kPieces = circular_chess::kPieceTypes;

class CircularChessModel {
public:
    explicit CircularChessModel(int players) : captured_(static_cast<std::size_t>(players)) {}

    void apply(const State &before, Action action)
    {
        const auto &s = static_cast<const CircularChessState &>(before);
        if (s.phase() == Phase::Card) {
            // The card's piece goes to the cell of its number, or the card is discarded;
            // either way the turn had a draw.
            const int card = static_cast<int>(action - CircularChessState::kFirstCard);
            if (s.pieceAt(card) == 0)
                ++placed_[idx(circular_chess::cardPiece(card) - 1)];
            quiet_ = 0;
        } else if (s.phase() == Phase::Turn && action < CircularChessState::kDraw) {
            const int to = static_cast<int>(action % kCells) + 1;
            const int taken = s.pieceAt(to);
            const std::string text = s.actionToString(action);
            REQUIRE((text.find('x') != std::string::npos) == (taken != 0));
            if (taken != 0)
                ++captured_[idx(s.turnSeat())][idx(taken - 1)];
            quiet_ = taken != 0 ? 0 : quiet_ + 1;
        }
    }

    void check(const State &after) const
    {
        const auto &s = static_cast<const CircularChessState &>(after);
        int deck = 0;
        for (int card = 1; card <= kCells; ++card)
            deck += s.inDeck(card) ? 1 : 0;
        REQUIRE(s.deckSize() == deck);

        // Every piece on the board or captured came from a card placed.
        std::array<int, kPieces> pieces {};
        for (int cell = 1; cell <= kCells; ++cell)
            if (s.pieceAt(cell) != 0)
                ++pieces[idx(s.pieceAt(cell) - 1)];
        for (std::size_t seat = 0; seat < captured_.size(); ++seat) {
            for (std::size_t piece = 0; piece < kPieces; ++piece) {
                REQUIRE(s.capturedCount(static_cast<int>(seat), static_cast<int>(piece) + 1) == captured_[seat][piece]);
                pieces[piece] += captured_[seat][piece];
            }
        }
        REQUIRE(pieces == placed_);

        if (s.phase() != Phase::Card)
            REQUIRE(s.quietTurns() == quiet_);
        if (s.phase() == Phase::Deal)
            return;
        std::vector<double> scores;
        for (std::size_t seat = 0; seat < captured_.size(); ++seat) {
            // A point for every piece of the seat's objective it captured.
            const int objective = circular_chess::cardPiece(s.objective(static_cast<int>(seat)));
            const int points = captured_[seat][idx(objective - 1)];
            REQUIRE(s.score(static_cast<int>(seat)) == points);
            scores.push_back(points);
        }
        REQUIRE(s.scores() == scores);
        if (quiet_ >= s.quietLimit())
            REQUIRE(s.isTerminal());
        if (!s.isTerminal())
            return;
        // Over before the quiet end only when nothing is left to do: no card to draw.
        REQUIRE((quiet_ >= s.quietLimit() || deck == 0));
        const double best = *std::max_element(scores.begin(), scores.end());
        std::vector<int> winners;
        for (std::size_t seat = 0; seat < scores.size(); ++seat)
            if (scores[seat] == best)
                winners.push_back(static_cast<int>(seat));
        REQUIRE(s.winners() == winners);
    }

private:
    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }

    std::array<int, kPieces> placed_ {};
    std::vector<std::array<int, kPieces>> captured_; // per seat, per piece
    int quiet_ = 0;
};

} // namespace

TEST_CASE("Circular Chess's deck, pieces, captures and quiet turns match a recount", "[recount][circular-chess]")
{
    const std::vector<ludoteca::testing::recount::Given> sets {{},
                                                               {{"players", "3"}, {"capture", "any"}},
                                                               {{"players", "6"}, {"capture", "opposite"}},
                                                               {{"quiet", "4"}},
                                                               {{"quiet", "60"}, {"capture", "any"}}};
    ludoteca::testing::recount::recountGames(
        "circular-chess", sets, ludoteca::testing::recount::games(400),
        [](const State &initial) { return CircularChessModel(initial.numPlayers()); });
}
