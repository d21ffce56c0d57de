// The engine protocol driven as a process: scripted Egotzi games and the state JSON.

#include <algorithm>
#include <set>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_process.h"

using namespace ludoteca::cli::testing;
using nlohmann::json;

namespace {

json parseState(const Answer &answer)
{
    INFO("payload: " << answer.payload);
    REQUIRE(answer.ok);
    REQUIRE(answer.payload.find('\n') == std::string::npos); // one line
    return json::parse(answer.payload);
}

bool contains(const std::vector<std::string> &list, const std::string &word)
{
    return std::find(list.begin(), list.end(), word) != list.end();
}

} // namespace

TEST_CASE("games lists egotzi and nothing twice")
{
    const auto answers = runEngine("games\n");
    REQUIRE(answers.size() == 1);
    REQUIRE(answers[0].ok);
    const auto ids = words(answers[0].payload);
    CHECK(contains(ids, "egotzi"));
    CHECK(std::set<std::string>(ids.begin(), ids.end()).size() == ids.size());
}

TEST_CASE("a scripted Egotzi game: new, legal, play, state, undo, show")
{
    const auto answers = runEngine("new egotzi size=5 pie=off\n" // 0
                                   "legal\n"                     // 1
                                   "state\n"                     // 2
                                   "play c3\n"                   // 3
                                   "legal\n"                     // 4
                                   "state\n"                     // 5
                                   "show\n"                      // 6
                                   "play b3\n"                   // 7
                                   "state\n"                     // 8
                                   "undo\n"                      // 9
                                   "undo\n"                      // 10
                                   "state\n"                     // 11
                                   "undo\n");                    // 12
    REQUIRE(answers.size() == 13);
    CHECK(answers[0].ok);
    CHECK(answers[0].payload.empty());

    const auto opening = words(answers[1].payload);
    CHECK(opening.size() == 25);
    CHECK(std::set<std::string>(opening.begin(), opening.end()).size() == 25);
    CHECK(contains(opening, "a1"));
    CHECK(contains(opening, "e5"));
    CHECK_FALSE(contains(opening, "swap"));

    const json start = parseState(answers[2]);
    CHECK(start["game"] == "egotzi");
    CHECK(start["options"] == json({{"size", "5"}, {"pie", "off"}, {"variant", "standard"}, {"komi", "0"}}));
    CHECK(start["players"] == 2);
    CHECK(start["ply"] == 0);
    CHECK(start["to_move"] == 0);
    CHECK(start["terminal"] == false);
    CHECK(start["scores"] == json({0, 0}));
    CHECK(start["winners"] == json::array());

    CHECK(answers[3].ok);
    const auto second = words(answers[4].payload);
    CHECK(second.size() == 24);
    CHECK_FALSE(contains(second, "c3"));
    CHECK_FALSE(contains(second, "swap")); // pie=off

    const json afterOne = parseState(answers[5]);
    CHECK(afterOne["ply"] == 1);
    CHECK(afterOne["to_move"] == 1);
    CHECK(afterOne["scores"] == json({1, 0}));

    // show: a multi-line board that names the files.
    CHECK(answers[6].ok);
    CHECK(answers[6].payload.find('\n') != std::string::npos);
    CHECK(answers[6].payload.find('a') != std::string::npos);
    CHECK(answers[6].payload.find("\n\n") == std::string::npos);

    CHECK(answers[7].ok);
    const json afterTwo = parseState(answers[8]);
    CHECK(afterTwo["ply"] == 2);
    CHECK(afterTwo["to_move"] == 0);

    CHECK(answers[9].ok);
    CHECK(answers[10].ok);
    CHECK(parseState(answers[11]) == start);
    CHECK_FALSE(answers[12].ok); // nothing left to undo
    CHECK_FALSE(answers[12].payload.empty());
}

TEST_CASE("the pie rule: swap on the second move only")
{
    const auto answers = runEngine("new egotzi size=5\n" // 0, pie on by default
                                   "play c3\n"           // 1
                                   "legal\n"             // 2
                                   "play swap\n"         // 3
                                   "state\n"             // 4
                                   "legal\n"             // 5
                                   "play swap\n"         // 6
                                   "undo\n"              // 7
                                   "state\n");           // 8
    REQUIRE(answers.size() == 9);
    CHECK(answers[1].ok);
    const auto offered = words(answers[2].payload);
    CHECK(contains(offered, "swap"));
    CHECK(offered.size() == 25); // 24 empty cells and swap
    CHECK(answers[3].ok);

    const json swapped = parseState(answers[4]);
    CHECK(swapped["ply"] == 2);
    CHECK(swapped["to_move"] == 0);           // White, now seat 0, moves next
    CHECK(swapped["scores"] == json({0, 1})); // seat 1 owns the stone
    CHECK_FALSE(contains(words(answers[5].payload), "swap"));
    CHECK_FALSE(answers[6].ok);

    CHECK(answers[7].ok);
    const json back = parseState(answers[8]);
    CHECK(back["ply"] == 1);
    CHECK(back["to_move"] == 1);
    CHECK(back["scores"] == json({1, 0}));
}

TEST_CASE("a full game by genmove ends with consistent winners and scores")
{
    for (const std::string variant : {"standard", "squared"}) {
        INFO("variant " << variant);
        std::string script =
            "seed 11\nnew egotzi size=5 variant=" + variant + (variant == "squared" ? " komi=2" : "") + "\n";
        for (int i = 0; i < 30; ++i)
            script += "genmove iterations=40\n";
        script += "state\nlegal\nplay a1\nundo\nstate\n";
        const auto answers = runEngine(script);
        REQUIRE(answers.size() == 2 + 30 + 5);
        CHECK(answers[0].ok);
        CHECK(answers[1].ok);

        int played = 0;
        while (played < 30 && answers[2 + played].ok)
            ++played;
        CHECK(played >= 25); // every game lasts 25 placements, plus a possible swap
        CHECK(played <= 26);
        for (int i = 2 + played; i < 32; ++i) {
            CHECK_FALSE(answers[i].ok); // the game is over
            CHECK_FALSE(answers[i].payload.empty());
        }

        const json end = parseState(answers[32]);
        CHECK(end["terminal"] == true);
        CHECK(end["to_move"].is_null());
        CHECK(end["ply"] == played);
        const auto scores = end["scores"].get<std::vector<double>>();
        const auto winners = end["winners"].get<std::vector<int>>();
        REQUIRE(scores.size() == 2);
        REQUIRE_FALSE(winners.empty());
        if (variant == "squared") {
            if (scores[0] == scores[1]) {
                CHECK(winners == std::vector<int> {0, 1});
            } else {
                REQUIRE(winners.size() == 1);
                CHECK(scores[winners[0]] > scores[1 - winners[0]]);
            }
        } else {
            REQUIRE(winners.size() == 1); // no draws
            // Either the larger remaining group wins, or nothing remains at all.
            CHECK((scores[winners[0]] > scores[1 - winners[0]] || (scores[0] == 0 && scores[1] == 0)));
        }

        CHECK(answers[33].ok);
        CHECK(answers[33].payload.empty()); // no legal moves at the end
        CHECK_FALSE(answers[34].ok);        // no play at the end
        CHECK(answers[35].ok);              // but undo still works
        const json reopened = parseState(answers[36]);
        CHECK(reopened["terminal"] == false);
        CHECK(reopened["ply"] == played - 1);
    }
}
