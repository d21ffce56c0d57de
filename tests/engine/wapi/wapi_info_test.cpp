// Wapi's entry in the registry and its options.

#include "engine/wapi/wapi_support.h"

using namespace ludoteca::testing::wapi;

TEST_CASE("wapi is registered with its identity and options", "[wapi]")
{
    const auto *info = ludoteca::GameRegistry::find("wapi");
    REQUIRE(info != nullptr);
    CHECK(info->name == "Wapi");
    CHECK(info->designer == "Reiner Knizia");
    CHECK(info->year == "2003");
    CHECK(info->hasChance);
    CHECK_FALSE(info->hasHiddenInformation);
    CHECK(info->minPlayers == 3);
    CHECK(info->maxPlayers == 5);

    const auto *players = info->findOption("players");
    REQUIRE(players != nullptr);
    CHECK(players->choices == std::vector<std::string> {"3", "4", "5"});
    CHECK(players->defaultValue == "4");
    const auto *scoring = info->findOption("scoring");
    REQUIRE(scoring != nullptr);
    CHECK(scoring->choices == std::vector<std::string> {"full", "share"});
    CHECK(scoring->defaultValue == "full");
}

TEST_CASE("wapi options set the number of seats and the scoring", "[wapi]")
{
    auto three = newWapi({{"players", "3"}, {"scoring", "share"}});
    CHECK(three->numPlayers() == 3);
    CHECK(three->scoring() == WapiState::Scoring::Share);
    CHECK(newWapi({{"players", "5"}})->numPlayers() == 5);
    auto defaults = newWapi();
    CHECK(defaults->numPlayers() == 4);
    CHECK(defaults->scoring() == WapiState::Scoring::Full);
    for (int seat = 0; seat < 4; ++seat)
        CHECK(defaults->totemsLeft(seat) == 3);

    const auto *info = ludoteca::GameRegistry::find("wapi");
    std::string error;
    using Given = std::vector<std::pair<std::string, std::string>>;
    CHECK(info->newGame(Given {{"players", "2"}}, error) == nullptr);
    CHECK(info->newGame(Given {{"players", "6"}}, error) == nullptr);
    CHECK(info->newGame(Given {{"players", "04"}}, error) == nullptr);
    CHECK(info->newGame(Given {{"scoring", "half"}}, error) == nullptr);
    CHECK(info->newGame(Given {{"mines", "6"}}, error) == nullptr);
}

TEST_CASE("a new wapi game starts with a draw for seat 0 from the full bag", "[wapi]")
{
    auto state = newWapi();
    CHECK(state->isChanceNode());
    CHECK(state->turnSeat() == 0);
    CHECK(state->bagTotal() == 72);
    CHECK(state->maxActions() == 19);
    CHECK(legalTexts(*state)
          == std::vector<std::string> {"silver-0", "silver-1", "silver-2", "silver-3", "silver-5", "mask-1", "mask-2",
                                       "mask-3", "mask-4", "mask-5", "mask-6"});
    std::vector<ludoteca::ChanceOutcome> outcomes;
    state->chanceOutcomes(outcomes);
    std::vector<int> weights;
    for (const auto &o : outcomes)
        weights.push_back(o.weight);
    CHECK(weights == std::vector<int> {8, 12, 12, 10, 6, 4, 4, 4, 4, 4, 4});
    CHECK(state->scores() == std::vector<double> {0, 0, 0, 0});
    CHECK(state->winners().empty());
}
