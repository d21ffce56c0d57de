// A seat's copy of a game played apart: the other seats' objectives arrive as `deal`, a
// card dealt face down, and the copy never learns which card it was until the end.

#include <set>

#include <nlohmann/json.hpp>

#include "circular_chess_support.h"
#include "ludoteca/core/observation.h"

using namespace ludoteca::testing::circular_chess;
using ludoteca::Message;

namespace {

// A three-seat game dealt 40, 7 and 61; then seats 0 and 1 draw cards 12 and 41, whose
// pieces go onto the empty board.
std::unique_ptr<CircularChessState> dealtGame()
{
    auto game = newGame({{"players", "3"}});
    for (const char *move : {"deal-40", "deal-7", "deal-61", "draw", "card-12", "draw", "card-41"})
        play(*game, move);
    return game;
}

std::unique_ptr<CircularChessState> copyFor(const CircularChessState &game, int seat)
{
    Message error;
    auto copy = ludoteca::replayObserved(game.game(), game.options(), game.historyTexts(seat), error);
    INFO(error.text);
    REQUIRE(copy);
    auto &typed = ludoteca::stateAs<CircularChessState>(*copy);
    copy.release();
    return std::unique_ptr<CircularChessState>(&typed);
}

} // namespace

TEST_CASE("a seat reads the other seats' deals as deal", "[circular-chess][observation]")
{
    const auto game = dealtGame();
    const std::vector<std::string> seat1 {"deal", "deal-7", "deal", "draw", "card-12", "draw", "card-41"};
    CHECK(game->historyTexts(1) == seat1);
    const auto copy = copyFor(*game, 1);
    CHECK(copy->objective(0) == 0);
    CHECK(copy->objective(1) == 7);
    CHECK(copy->objective(2) == 0);
    CHECK(copy->deckSize() == game->deckSize());
    CHECK(copy->pieceAt(12) == game->pieceAt(12));
    // The copy's scores of the hidden seats are unknown to it, as they are to seat 1.
    const auto scores = copy->visibleScores(ludoteca::kOmniscientViewer);
    CHECK_FALSE(scores[0].has_value());
    CHECK(scores[1].has_value());
    CHECK_FALSE(scores[2].has_value());
    CHECK(copy->toJson(1) == game->toJson(1));
    CHECK(copy->historyTexts(1) == seat1);
}

TEST_CASE("deal is a stand-in only while dealing and only in a copy", "[circular-chess][observation]")
{
    auto game = newGame();
    Message error;
    CHECK(game->parseAction("deal", error) == ludoteca::kInvalidAction); // the host deals cards
    CHECK(game->parseObserved("deal", error) == CircularChessState::kFaceDownDeal);
    play(*game, "deal-3");
    play(*game, "deal-4");
    CHECK(game->parseObserved("deal", error) == ludoteca::kInvalidAction);
    CHECK(error.id == "move.illegal");
}

TEST_CASE("undoing a card dealt face down gives the deck its count back", "[circular-chess][observation]")
{
    auto copy = copyFor(*dealtGame(), 2);
    const int deck = copy->deckSize();
    while (copy->undo()) {}
    CHECK(copy->deckSize() == 90);
    CHECK(deck == 90 - 3 - 2);
    for (int card = 1; card <= 90; ++card)
        CHECK(copy->inDeck(card));
}

TEST_CASE("sampling a copy deals the face-down cards from the cards it has not seen", "[circular-chess][observation]")
{
    const auto game = dealtGame();
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        auto copy = copyFor(*game, 0);
        ludoteca::Rng rng(seed);
        copy->sampleHidden(0, rng);
        INFO("seed " << seed);
        CHECK(copy->objective(0) == 40);
        std::set<int> objectives;
        for (int seat = 0; seat < 3; ++seat)
            objectives.insert(copy->objective(seat));
        CHECK(objectives.size() == 3);
        CHECK(objectives.count(12) == 0); // drawn cards are no objectives
        CHECK(objectives.count(41) == 0);
        int inDeck = 0;
        for (int card = 1; card <= 90; ++card)
            inDeck += copy->inDeck(card) ? 1 : 0;
        CHECK(inDeck == copy->deckSize());
        for (const int card : objectives)
            CHECK_FALSE(copy->inDeck(card));
    }
}
