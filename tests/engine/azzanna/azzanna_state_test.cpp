// Azzanna: undo and clone exactness, hand-built positions, texts and the JSON extras.

#include "azzanna_support.h"

#include "engine/decode_round_trip.h"

#include <stdexcept>

using namespace ludoteca::testing::azzanna;

namespace {

// Every legal action spelled out by decode, read against its text (a separate reading).
void checkDecode(const State &state, const std::vector<Action> &legal)
{
    using Kind = AzzannaState::Decoded::Kind;
    using Piece = AzzannaState::Decoded::Piece;
    const AzzannaState &game = azzanna(state);
    for (const Action action : legal) {
        const std::string text = state.actionToString(action);
        INFO(text);
        const auto decoded = game.decode(action);
        if (text.size() == 4 && text[1] == '@') {
            REQUIRE(decoded.kind == Kind::Place);
            CHECK(ludoteca::games::azzanna::cellName(decoded.cell) == text.substr(2));
            CHECK(decoded.piece == (text[0] == 'P' ? Piece::Pig : text[0] == 'Z' ? Piece::Pumpkin : Piece::Broccoli));
        } else if (text == "N" || text == "S" || text == "E" || text == "W") {
            REQUIRE(decoded.kind == Kind::Run);
            CHECK("NSEW"[static_cast<int>(decoded.direction)] == text[0]);
        } else if (text == "pass") {
            CHECK(decoded.kind == Kind::Pass);
        } else {
            REQUIRE(decoded.kind == Kind::Bite);
            std::string pairs;
            for (int i = 0; i < decoded.biteCount; ++i)
                pairs += (i ? "," : "") + ludoteca::games::azzanna::cellName(decoded.bites[i].pig) + "x"
                    + ludoteca::games::azzanna::cellName(decoded.bites[i].vegetable);
            CHECK(pairs == text);
        }
    }
    CHECK(game.decode(-1).kind == Kind::Invalid);
    CHECK(game.decode(state.maxActions()).kind == Kind::Invalid);
}

void playRandomGameChecking(State &state, Rng &rng)
{
    std::vector<Action> legal;
    std::vector<Action> scratch;
    while (!state.isTerminal()) {
        state.legalActions(legal);
        REQUIRE_FALSE(legal.empty());
        checkDecode(state, legal);
        const auto before = state.toJson();
        const Action action = rng.below(2) == 0 ? state.playoutAction(rng, scratch)
                                                : legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        REQUIRE(std::find(legal.begin(), legal.end(), action) != legal.end());
        REQUIRE(action < state.maxActions());
        auto copy = state.clone();
        REQUIRE(copy->toJson() == before);
        state.apply(action);
        const auto after = state.toJson();
        REQUIRE(state.undo());
        REQUIRE(state.toJson() == before);
        state.apply(action);
        copy->apply(action);
        REQUIRE(copy->toJson() == after);
        REQUIRE(copy->toText() == state.toText());
    }
}

} // namespace

TEST_CASE("undo and clone are exact through whole games", "[azzanna][undo]")
{
    for (const std::string players : {"2", "3"}) {
        Rng rng(players == "2" ? 11 : 12);
        for (int game = 0; game < 40; ++game) {
            auto state = newGame({{"players", players}});
            const auto start = state->toJson();
            playRandomGameChecking(*state, rng);
            const auto final = state->toJson();
            CHECK(final.at("winners").size() == 1);
            while (state->undo()) {}
            CHECK(state->toJson() == start);
        }
    }
}

TEST_CASE("undo goes back through the automatic steps of a turn", "[azzanna][undo]")
{
    // The bite eliminates the broccoli; undo brings them back.
    auto state = position(3, "Pc3 Zh1 Zh2 Zh3 Zh4 Bb4 Ba8 Be8", Step::PackTurn, {10, 10});
    const auto start = state->toJson();
    play(*state, "c3xb4");
    play(*state, "E");
    CHECK(state->undo());
    CHECK(state->toJson().at("board") == boardOf("Lc3 Zh1 Zh2 Zh3 Zh4"));
    CHECK(state->undo());
    CHECK(state->toJson() == start);
    CHECK_FALSE(state->undo()); // a hand-built position has no history
}

TEST_CASE("hand-built positions reject malformed boards", "[azzanna][state]")
{
    CHECK_THROWS_AS(AzzannaState::fromBoard(2, "......../", Step::PackTurn), std::invalid_argument);
    CHECK_THROWS_AS(AzzannaState::fromBoard(4, boardOf("Pa1"), Step::PackTurn), std::invalid_argument);
    CHECK_THROWS_AS(AzzannaState::fromBoard(2, boardOf("Xa1"), Step::PackTurn), std::invalid_argument);
    CHECK_THROWS_AS(AzzannaState::fromBoard(2, boardOf("Ba1"), Step::PackTurn), std::invalid_argument);
    CHECK_THROWS_AS(AzzannaState::fromBoard(2, boardOf("La1"), Step::PackTurn), std::invalid_argument);
    CHECK_THROWS_AS(AzzannaState::fromBoard(2, boardOf("Pa1 Pa2 Pa3 Pa4 Pa5 Pa6"), Step::Run), std::invalid_argument);
    CHECK_THROWS_AS(AzzannaState::fromBoard(3, boardOf("Pa1 Zc3"), Step::Run, {10, 10}, 0, 2u), std::invalid_argument);
    CHECK_NOTHROW(AzzannaState::fromBoard(2, boardOf("La1 Zc3"), Step::Run));
}

TEST_CASE("the JSON carries the board, the supplies and the phase", "[azzanna][state]")
{
    auto state = position(3, "Ta6 Pc3 Lc4 Zh1 Zh2 Zh3 Ba8 Bb8 Bc8", Step::Run, {7, 8}, 5, 0);
    const auto json = state->toJson();
    CHECK(json.at("game") == "azzanna");
    CHECK(json.at("players") == 3);
    CHECK(json.at("to_move") == 0);
    CHECK(json.at("board") == "BBB...../......../T......./......../..L...../..P....Z/.......Z/.......Z");
    CHECK(json.at("supply") == nlohmann::json::array({7, 8}));
    CHECK(json.at("phase") == "run");
    CHECK(json.at("scores") == nlohmann::json::array({5, 3, 3}));
    CHECK(json.at("winners") == nlohmann::json::array());
    CHECK(json.at("options").at("trees") == "a6");

    const std::string text = state->toText();
    CHECK(text.find("    a b c d e f g h") == 0);
    CHECK(text.find(" 8  B B B . . . . .  8") != std::string::npos);
    CHECK(text.find(" 4  . . L . . . . .  4") != std::string::npos);
    CHECK(text.find("To move: Pack (run)") != std::string::npos);
}

TEST_CASE("every action is below the bound, bite sets included", "[azzanna][state]")
{
    auto two = newGame();
    CHECK(two->maxActions() == kFirstBite + 59049);
    auto three = newGame({{"players", "3"}});
    CHECK(three->maxActions() == kFirstBite + 1048576);
    // Five pigs with two pumpkins each to themselves: 2^5 maximal sets.
    auto many = position(2, "Pb2 Pb5 Pe2 Pe5 Pg8 Za1 Za3 Za4 Za6 Zd1 Zd3 Zd4 Zd6 Zf8 Zh8", Step::PackTurn);
    const auto legal = many->legalActions();
    CHECK(legal.size() == 32);
    CHECK(legal.back() == kFirstBite + 31);
    CHECK(many->actionToString(legal.front()) == "b2xa1,b5xa4,e2xd1,e5xd4,g8xf8");
}

TEST_CASE("every action of random games decodes and encodes back", "[azzanna]")
{
    CHECK(ludoteca::testing::decodeRoundTrip<AzzannaState>(newGame(), 20, 13) > 1000);
    CHECK(ludoteca::testing::decodeRoundTrip<AzzannaState>(newGame({{"players", "3"}}), 20, 17) > 1000);
}

TEST_CASE("the field's cells are numbered along the files", "[azzanna]")
{
    using ludoteca::games::azzanna::kField;
    using ludoteca::games::azzanna::parseCell;
    CHECK(kField.cell(0, 0) == parseCell("a1"));
    CHECK(kField.cell(0, 1) == parseCell("a2"));
    CHECK(kField.cell(1, 0) == parseCell("b1"));
    CHECK(kField.cell(7, 7) == parseCell("h8"));
    CHECK(kField.file(parseCell("e3")) == 4);
    CHECK(kField.rank(parseCell("e3")) == 2);
    CHECK(kField.cell(8, 0) == -1);
}
