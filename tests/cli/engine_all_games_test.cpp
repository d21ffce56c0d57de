// Every registered game through the protocol: the required state members, genmove at
// decision and chance nodes alike, and undo all the way back to the start.

#include <algorithm>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_process.h"

using namespace ludoteca::cli::testing;
using nlohmann::json;

namespace {

constexpr int kMoves = 24;

void checkRequiredMembers(const json &state, const std::string &game)
{
    REQUIRE(state.is_object());
    CHECK(state["game"] == game);
    REQUIRE(state["options"].is_object());
    for (const auto &[key, value] : state["options"].items())
        CHECK(value.is_string());
    REQUIRE(state["players"].is_number_integer());
    const int players = state["players"];
    CHECK(players >= 1);
    CHECK(state["ply"].is_number_integer());
    REQUIRE(state["terminal"].is_boolean());
    const bool terminal = state["terminal"];
    const json &toMove = state["to_move"];
    if (terminal) {
        CHECK(toMove.is_null());
        CHECK_FALSE(state["winners"].empty());
    } else {
        CHECK((toMove == "chance" || (toMove.is_number_integer() && toMove >= 0 && toMove < players)));
        CHECK(state["winners"].empty());
    }
    REQUIRE(state["scores"].is_array());
    CHECK(state["scores"].size() == static_cast<std::size_t>(players));
    for (const auto &seat : state["winners"])
        CHECK((seat.is_number_integer() && seat >= 0 && seat < players));
}

} // namespace

TEST_CASE("every game answers new, state, legal, genmove, show and undo")
{
    const auto listing = runEngine("games\n");
    REQUIRE(listing.size() == 1);
    const auto ids = words(listing[0].payload);
    REQUIRE_FALSE(ids.empty());

    for (const auto &id : ids) {
        INFO("game " << id);
        std::string script = "seed 21\nnew " + id + "\nstate\nshow\n";
        for (int i = 0; i < kMoves; ++i)
            script += "legal\ngenmove iterations=10\nstate\n";
        for (int i = 0; i < kMoves; ++i)
            script += "undo\n";
        script += "state\n";
        const auto answers = runEngine(script);
        REQUIRE(answers.size() == 4 + 3 * kMoves + kMoves + 1);
        REQUIRE(answers[1].ok);
        const json start = json::parse(answers[2].payload);
        checkRequiredMembers(start, id);
        CHECK(start["ply"] == 0);
        CHECK(answers[3].ok);
        CHECK(answers[3].payload.find("\n\n") == std::string::npos);

        int played = 0;
        for (int i = 0; i < kMoves; ++i) {
            const Answer &legal = answers[4 + 3 * i];
            const Answer &move = answers[5 + 3 * i];
            const json state = json::parse(answers[6 + 3 * i].payload);
            checkRequiredMembers(state, id);
            REQUIRE(legal.ok);
            if (!move.ok) {
                CHECK(legal.payload.empty()); // only at the end of the game
                CHECK(state["terminal"] == true);
                break;
            }
            const auto moves = words(legal.payload);
            CHECK(std::find(moves.begin(), moves.end(), move.payload) != moves.end());
            ++played;
            CHECK(state["ply"] == played);
        }
        // Undo everything that was played; the rest are refused. Back to the very start.
        for (int i = 0; i < kMoves; ++i)
            CHECK(answers[4 + 3 * kMoves + i].ok == (i < played));
        CHECK(json::parse(answers.back().payload) == start);
    }
}
