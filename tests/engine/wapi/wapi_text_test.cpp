// Wapi's texts: canonical move names, rejected spellings, the JSON extras, the board as
// text and hand-built positions that are not positions of the game.

#include <stdexcept>

#include <nlohmann/json.hpp>

#include "engine/decode_round_trip.h"
#include "engine/wapi/wapi_support.h"

using namespace ludoteca::testing::wapi;

TEST_CASE("every action has its canonical text", "[wapi]")
{
    auto state = newWapi();
    const std::vector<std::string> names {
        "silver-0", "silver-1", "silver-2", "silver-3", "silver-5", "mask-1", "mask-2", "mask-3", "mask-4",  "mask-5",
        "mask-6",   "mine-1",   "mine-2",   "mine-3",   "mine-4",   "mine-5", "mine-6", "totem",  "no-totem"};
    REQUIRE(static_cast<int>(names.size()) == state->maxActions());
    for (int action = 0; action < state->maxActions(); ++action)
        CHECK(state->actionToString(action) == names[static_cast<std::size_t>(action)]);
    for (int outcome = 0; outcome < WapiState::kOutcomes; ++outcome)
        CHECK(WapiState::outcomeFromName(names[static_cast<std::size_t>(outcome)]) == outcome);
    CHECK(WapiState::outcomeFromName("silver-4") == -1);
}

// The typed decode is checked against the texts, a separate reading of the same numbers.
TEST_CASE("decode spells out every action and outcome as its text does", "[wapi]")
{
    using Kind = WapiState::Decoded::Kind;
    auto state = newWapi();
    for (int action = -1; action <= state->maxActions(); ++action) {
        INFO("action " << action);
        const auto decoded = state->decode(action);
        const std::string text = state->actionToString(action);
        if (text.rfind("silver-", 0) == 0) {
            CHECK(decoded.kind == Kind::Silver);
            CHECK(decoded.value == std::stoi(text.substr(7)));
        } else if (text.rfind("mask-", 0) == 0) {
            CHECK(decoded.kind == Kind::Mask);
            CHECK(decoded.mine + 1 == std::stoi(text.substr(5)));
        } else if (text.rfind("mine-", 0) == 0) {
            CHECK(decoded.kind == Kind::Mine);
            CHECK(decoded.mine + 1 == std::stoi(text.substr(5)));
            CHECK(action == 10 + decoded.mine + 1); // the header's numbering: mine-k is 10 + k
        } else if (text == "totem") {
            CHECK(decoded.kind == Kind::Totem);
        } else if (text == "no-totem") {
            CHECK(decoded.kind == Kind::NoTotem);
        } else {
            CHECK(text == "?");
            CHECK(decoded.kind == Kind::Invalid);
        }
        if (decoded.kind != Kind::Invalid)
            CHECK(state->encode(decoded) == action);
    }
    for (int mine = 0; mine < WapiState::kMines; ++mine)
        CHECK(state->decode(WapiState::maskOutcome(mine)).mine == mine);
    CHECK(state->encode({Kind::Silver, 4, -1}) == ludoteca::kInvalidAction);
    CHECK(state->encode({Kind::Mine, -1, 6}) == ludoteca::kInvalidAction);
    CHECK(state->encode({}) == ludoteca::kInvalidAction);
    CHECK(state->drawnTile().kind == Kind::Invalid); // nothing drawn yet
    // The bag as the rules count it: 8 zeros, 12 ones, 12 twos, 10 threes, 6 fives, 4 of each mask.
    CHECK(state->tilesInBag({Kind::Silver, 0, -1}) == 8);
    CHECK(state->tilesInBag({Kind::Silver, 3, -1}) == 10);
    CHECK(state->tilesInBag({Kind::Silver, 5, -1}) == 6);
    CHECK(state->tilesInBag({Kind::Silver, 4, -1}) == 0);
    CHECK(state->tilesInBag({Kind::Mask, -1, 5}) == 4);
    CHECK(state->tilesInBag({Kind::Mine, -1, 5}) == 0);
}

TEST_CASE("other spellings and moves of the wrong kind are rejected", "[wapi]")
{
    auto state = newWapi();
    const auto before = state->toJson();
    std::string error;
    for (const char *bad : {"", "silver-4", "silver-05", "Silver-3", "silver3", "mask-0", "mask-7", "mine-1", "totem",
                            "no-totem", "mask 1", " silver-1"}) {
        INFO(bad);
        CHECK_FALSE(state->applyText(bad, error));
        CHECK_FALSE(error.empty());
    }
    CHECK(state->toJson() == before);

    play(*state, "silver-2");
    for (const char *bad : {"mine-0", "mine-7", "mine-01", "Mine-1", "mine1", "silver-2", "totem"}) {
        INFO(bad);
        CHECK_FALSE(state->applyText(bad, error));
    }
    play(*state, "mine-1");
    play(*state, "mask-4");
    for (const char *bad : {"Totem", "no_totem", "nototem", "mine-4", "mask-4", "yes"}) {
        INFO(bad);
        CHECK_FALSE(state->applyText(bad, error));
    }
    play(*state, "no-totem");
}

TEST_CASE("the state JSON carries mines, bag, totems and the drawn tile", "[wapi]")
{
    WapiSetup setup;
    setup.options = {{"players", "3"}};
    setup.mines[0] = {{5, 0, 2}, 2, {2, 0}};
    setup.mines[3] = {{}, 1, {}};
    setup.toMove = 1;
    setup.drawn = "silver-3";
    auto state = WapiState::fromSetup(setup);
    const auto json = state->toJson();
    CHECK(json["game"] == "wapi");
    CHECK(json["options"]["players"] == "3");
    CHECK(json["options"]["scoring"] == "full");
    CHECK(json["players"] == 3);
    CHECK(json["to_move"] == 1);
    CHECK(json["drawn"] == "silver-3");
    CHECK(json["totems_left"] == nlohmann::json::array({2, 3, 2}));
    REQUIRE(json["mines"].size() == 6);
    CHECK(json["mines"][0]["silver"] == nlohmann::json::array({5, 0, 2}));
    CHECK(json["mines"][0]["value"] == 7);
    CHECK(json["mines"][0]["masks"] == 2);
    CHECK(json["mines"][0]["totems"] == nlohmann::json::array({2, 0}));
    CHECK(json["mines"][3]["masks"] == 1);
    CHECK(json["mines"][3]["totems"].empty());
    CHECK(json["bag"]["silver-0"] == 7);
    CHECK(json["bag"]["silver-3"] == 9);
    CHECK(json["bag"]["silver-5"] == 5);
    CHECK(json["bag"]["mask-1"] == 2);
    CHECK(json["bag"]["mask-4"] == 3);
    CHECK(json["bag"]["mask-6"] == 4);
    CHECK(json["scores"] == nlohmann::json::array({7, 0, 7}));

    play(*state, "mine-1");
    const auto after = state->toJson();
    CHECK(after["to_move"] == "chance");
    CHECK(after["drawn"].is_null());
    CHECK(after["turn"] == 2);
    CHECK(after["ply"] == 1);
}

TEST_CASE("the board as text shows mines, bag and whose turn it is", "[wapi]")
{
    WapiSetup setup;
    setup.options = {{"scoring", "share"}};
    setup.mines[1] = {{3, 1}, 4, {0, 2, 2}};
    setup.toMove = 3;
    setup.drawn = "mask-2";
    auto state = WapiState::fromSetup(setup);
    const auto text = state->toText();
    CHECK(text.find("mine-2  silver 3 1 . . . . . .  = 4  masks 4/4  totems 0 2 2") != std::string::npos);
    CHECK(text.find("seat 0: totems left 2, score 1 4/12") != std::string::npos);
    CHECK(text.find("seat 3 drew mask-2: totem or no-totem") != std::string::npos);
    CHECK(text.find("mask-2:0") != std::string::npos);
}

TEST_CASE("hand-built positions that the game cannot reach are refused", "[wapi]")
{
    const auto refused = [](const WapiSetup &setup) {
        CHECK_THROWS_AS(WapiState::fromSetup(setup), std::invalid_argument);
    };
    WapiSetup base;

    auto s = base;
    s.options = {{"players", "6"}};
    refused(s);
    s = base;
    s.options = {{"colour", "red"}};
    refused(s);
    s = base;
    s.toMove = 4;
    refused(s);
    s = base;
    s.mines[0].silver = {1, 1, 1, 1, 1, 1, 1, 1, 1};
    refused(s);
    s = base;
    s.mines[0].silver = {4};
    refused(s);
    s = base;
    s.mines[0].silver = {5, 5, 5, 5};
    s.mines[1].silver = {5, 5, 5};
    refused(s);
    s = base;
    s.mines[0].silver = {5, 5, 5, 5};
    s.mines[1].silver = {5, 5};
    s.drawn = "silver-5";
    refused(s);
    s = base;
    s.mines[0].masks = 5;
    refused(s);
    s = base;
    s.mines[0] = {{}, 1, {0, 1}};
    refused(s);
    s = base;
    s.mines[0] = {{}, 1, {4}};
    refused(s);
    s = base;
    s.mines[0] = {{}, 4, {0, 0, 0, 0}};
    refused(s);
    s = base;
    s.drawn = "silver-4";
    refused(s);
    s = base;
    s.drawn = "mask-2"; // the drawn mask must already stand in its mine
    refused(s);
    s = base;
    s.mines[1] = {{}, 1, {2}};
    s.drawn = "mask-2"; // its own field cannot hold a totem yet
    refused(s);
    s = base;
    s.mines[0] = {{}, 3, {0, 0, 0}};
    s.mines[1] = {{}, 1, {}};
    s.drawn = "mask-2"; // seat 0 has no totem left to decide on
    refused(s);
    s = finishedSetup({}, {});
    s.drawn = "mask-1";
    s.mines[0].masks = 1;
    refused(s);

    // And a sound one is accepted.
    s = base;
    s.mines[1] = {{2, 0}, 2, {1}};
    s.drawn = "mask-2";
    s.toMove = 2;
    auto state = WapiState::fromSetup(s);
    CHECK(state->currentPlayer() == 2);
    CHECK(state->totemsLeft(1) == 2);
    CHECK(state->bagCount(WapiState::outcomeFromName("mask-2")) == 2);
}

TEST_CASE("every action and draw of random games decodes and encodes back", "[wapi]")
{
    for (const char *players : {"3", "5"}) {
        INFO(players << " players");
        CHECK(ludoteca::testing::decodeRoundTrip<WapiState>(newWapi({{"players", players}}), 30, 11) > 1000);
    }
}
