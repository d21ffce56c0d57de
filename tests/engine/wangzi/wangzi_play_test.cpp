// Wang Zi played through: notation round trips, apply/undo/clone agreement, the legal
// moves against the plain reading of the rules, the JSON extras and the board as text.

#include <nlohmann/json.hpp>

#include "engine/wangzi/wangzi_support.h"

using namespace ludoteca::testing::wangzi;

TEST_CASE("every legal move has one text that parses back to it", "[wangzi]")
{
    for (const char *size : {"4", "6"}) {
        auto state = newGame(size);
        ludoteca::Rng rng(7);
        for (int ply = 0; ply < 30 && !state->isTerminal(); ++ply) {
            const auto legal = state->legalActions();
            std::set<std::string> texts;
            for (const auto action : legal) {
                const auto text = state->actionToString(action);
                CHECK(texts.insert(text).second);
                std::string error;
                CHECK(state->parseAction(text, error) == action);
                REQUIRE(action < state->maxActions());
            }
            CHECK(texts.size() == legal.size());
            state->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
}

TEST_CASE("random games keep legal moves and apply and undo and clone in agreement", "[wangzi]")
{
    for (const char *size : {"4", "5", "6"}) {
        INFO("size " << size);
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            auto state = newGame(size);
            const auto start = state->toJson();
            ludoteca::Rng rng(seed);
            std::vector<nlohmann::json> seen {start};
            while (!state->isTerminal()) {
                REQUIRE(state->ply() < 2000);
                CHECK(legalTexts(*state) == referenceMoves(*state));
                const auto legal = state->legalActions();
                const auto action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                auto copy = state->clone();
                const int mover = state->currentPlayer();
                state->apply(action);
                // Every group the mover has closed was taken, wherever it lies.
                REQUIRE_FALSE(closedGroupLeft(*state, mover));
                for (int cell = 0; cell < state->cellCount(); ++cell)
                    if (state->territoryOwner(cell) >= 0)
                        REQUIRE((state->tileOwner(cell) < 0 && !state->hasPrince(cell)));
                REQUIRE(state->undo());
                REQUIRE(state->toJson() == seen.back());
                state->apply(action);
                copy->apply(action);
                REQUIRE(copy->toJson() == state->toJson());
                seen.push_back(state->toJson());
                // Tiles only move between the supplies and the board: 2 x 40 in all.
                int tiles = static_cast<int>(seen.back()["tiles"].size());
                for (const auto &seat : seen.back()["supply"])
                    for (const auto &count : seat)
                        tiles += count.get<int>();
                CHECK(tiles == 80);
            }
            CHECK(state->toJson()["winners"].size() >= 1);
            while (state->undo()) {
                seen.pop_back();
                REQUIRE(state->toJson() == seen.back());
            }
            CHECK(state->toJson() == start);
        }
    }
}

TEST_CASE("the board as text shows tiles and locks and territory and Princes", "[wangzi]")
{
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"D4"};
    setup.tiles = {{"D4", "W2"}, {"E5", "B3L"}};
    setup.territory[1] = {"C3"};
    setup.lastMoved = "D4";
    setup.quietMoves = 3;
    auto state = position(setup);
    const auto text = state->toText();
    CHECK(text.find("*W2 ") != std::string::npos);
    CHECK(text.find(" B3L") != std::string::npos);
    CHECK(text.find(" b  ") != std::string::npos);
    CHECK(text.find("\n\n") == std::string::npos);
    CHECK(text.find("G") != std::string::npos);

    auto fresh = newGame("5");
    const auto board = fresh->toText();
    CHECK(board.find("To move: White") != std::string::npos);
    CHECK(board.find("supply 1x15 2x13 3x12") != std::string::npos);
}

TEST_CASE("the JSON extras describe the whole position", "[wangzi]")
{
    WangziSetup setup;
    setup.options = {{"size", "5"}};
    setup.princes = {"E5", "A1"};
    setup.tiles = {{"E5", "W2"}, {"D4", "B1L"}};
    setup.territory[0] = {"C3"};
    setup.supply = {{{1, 2, 3}, {4, 5, 6}}};
    setup.captured = {1, 0};
    setup.toMove = 1;
    setup.lastMoved = "E5";
    setup.quietMoves = 4;
    const auto json = position(setup)->toJson();
    CHECK(json["tiles"] == nlohmann::json::parse(R"({"E5":"W2","D4":"B1L"})"));
    CHECK(json["princes"] == nlohmann::json::parse(R"(["A1","E5"])"));
    CHECK(json["territory"] == nlohmann::json::parse(R"([["C3"],[]])"));
    CHECK(json["supply"] == nlohmann::json::parse("[[1,2,3],[4,5,6]]"));
    CHECK(json["captured"] == nlohmann::json::parse("[1,0]"));
    CHECK(json["blocked"] == "E5");
    CHECK(json["last_moved"] == "E5");
    CHECK(json["quiet_moves"] == 4);
    CHECK(json["to_move"] == 1);
    CHECK(json["scores"] == nlohmann::json::parse("[3,0]"));
}

TEST_CASE("the playout policy's move is always legal", "[wangzi]")
{
    for (const std::uint64_t seed : {3, 11}) {
        auto state = newGame("5");
        ludoteca::Rng rng(seed);
        std::vector<ludoteca::Action> scratch;
        while (!state->isTerminal()) {
            const auto legal = state->legalActions();
            for (int draw = 0; draw < 20; ++draw) {
                const auto action = state->playoutAction(rng, scratch);
                REQUIRE(std::find(legal.begin(), legal.end(), action) != legal.end());
            }
            state->apply(state->playoutAction(rng, scratch));
        }
    }
}
