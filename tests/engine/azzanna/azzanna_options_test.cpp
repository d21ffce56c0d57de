// Azzanna: the game's identity, its options and the trees option's checks.

#include "azzanna_support.h"

using namespace ludoteca::testing::azzanna;

namespace {

std::string optionError(const std::vector<std::pair<std::string, std::string>> &given)
{
    Options resolved;
    std::string error;
    if (GameRegistry::find("azzanna")->resolveOptions(given, resolved, error))
        return {};
    REQUIRE_FALSE(error.empty());
    return error;
}

} // namespace

TEST_CASE("azzanna is registered with its options", "[azzanna][options]")
{
    const GameInfo *info = GameRegistry::find("azzanna");
    REQUIRE(info);
    CHECK(info->name == "Azzanna la Zucca!");
    CHECK(info->minPlayers == 2);
    CHECK(info->maxPlayers == 3);
    CHECK_FALSE(info->highestScoreWins);
    const Options defaults = info->defaultOptions();
    CHECK(defaults.at("players") == "2");
    CHECK(defaults.at("extra") == "0");
    CHECK(defaults.at("trees") == "a6,b2,d4,e5,f3,g7");
}

TEST_CASE("azzanna option values must be written as listed", "[azzanna][options]")
{
    CHECK(optionError({{"players", "3"}}).empty());
    CHECK_FALSE(optionError({{"players", "4"}}).empty());
    CHECK_FALSE(optionError({{"players", "02"}}).empty());
    CHECK(optionError({{"extra", "2"}}).empty());
    CHECK_FALSE(optionError({{"extra", "3"}}).empty());
    CHECK_FALSE(optionError({{"extra", "-1"}}).empty());
}

TEST_CASE("the trees option takes six distinct cells in any order", "[azzanna][options]")
{
    CHECK(optionError({{"trees", "g7,f3,e5,d4,b2,a6"}}).empty());
    CHECK(optionError({{"trees", "a1,a2,a3,h6,h7,h8"}}).empty());

    const std::string five = optionError({{"trees", "a6,b2,d4,e5,f3"}});
    CHECK(five.find("six") != std::string::npos);
    CHECK(five.find("5 given") != std::string::npos);
    CHECK_FALSE(optionError({{"trees", "a6,b2,d4,e5,f3,g7,h8"}}).empty());
    CHECK(optionError({{"trees", "a6,b2,d4,e5,f3,a6"}}).find("twice") != std::string::npos);
    CHECK(optionError({{"trees", "a6,b2,d4,e5,f3,i7"}}).find("'i7'") != std::string::npos);
    CHECK_FALSE(optionError({{"trees", "a6,b2,d4,e5,f3,g9"}}).empty());
    CHECK_FALSE(optionError({{"trees", "A6,b2,d4,e5,f3,g7"}}).empty());
    CHECK_FALSE(optionError({{"trees", "a6, b2,d4,e5,f3,g7"}}).empty());
    CHECK_FALSE(optionError({{"trees", "a6,b2,d4,e5,f3,g7,"}}).empty());
    CHECK_FALSE(optionError({{"trees", "a6,,b2,d4,e5,f3"}}).empty());
    CHECK_FALSE(optionError({{"trees", "a06,b2,d4,e5,f3,g7"}}).empty());
}

TEST_CASE("the trees option's errors name their sentence and quote its values", "[azzanna][options]")
{
    std::uint64_t mask = 0;
    const Message count = games::azzanna::parseTrees("a6,b2,d4,e5,f3", mask);
    CHECK(count.id == "azzanna.trees-count");
    CHECK(count.args == std::vector<std::string> {"a6,b2,d4,e5,f3,g7", "5"});
    const Message twice = games::azzanna::parseTrees("a6,b2,d4,e5,f3,a6", mask);
    CHECK(twice.id == "azzanna.trees-twice");
    CHECK(twice.args == std::vector<std::string> {"a6,b2,d4,e5,f3,g7", "a6"});
    const Message notCell = games::azzanna::parseTrees("a6,b2,d4,e5,f3,i7", mask);
    CHECK(notCell.id == "azzanna.trees-not-cell");
    CHECK(notCell.args == std::vector<std::string> {"a6,b2,d4,e5,f3,g7", "i7"});
    CHECK(notCell.text == optionError({{"trees", "a6,b2,d4,e5,f3,i7"}}));
}

TEST_CASE("the trees stand where the option says, and the option is echoed as given", "[azzanna][options]")
{
    auto standard = newGame();
    CHECK(boardAfter(*standard) == "......../......T./T......./....T.../...T..../.....T../.T....../........");

    auto moved = newGame({{"trees", "h8,a1,c3,c4,f6,e2"}});
    const auto json = moved->toJson();
    CHECK(json.at("options").at("trees") == "h8,a1,c3,c4,f6,e2");
    CHECK(json.at("board") == ".......T/......../.....T../......../..T...../..T...../....T.../T.......");
    // Pigs cannot go on a tree.
    CHECK_FALSE(accepts(*moved, "P@c3"));
    CHECK(accepts(*moved, "P@d4"));
}

TEST_CASE("extra pumpkins apply to two players only, and three ignore them", "[azzanna][options]")
{
    const GameInfo *info = GameRegistry::find("azzanna");
    REQUIRE(info);
    const auto extra = std::find_if(info->options.begin(), info->options.end(),
                                    [](const OptionSpec &spec) { return spec.key == "extra"; });
    REQUIRE(extra != info->options.end());
    CHECK(optionApplies(*extra, {{"players", "2"}, {"extra", "2"}}));
    CHECK_FALSE(optionApplies(*extra, {{"players", "3"}, {"extra", "2"}}));
    // With three players the game is the same whatever the option says.
    const auto withThree = newGame({{"players", "3"}, {"extra", "2"}});
    const auto plain = newGame({{"players", "3"}});
    CHECK(withThree->toJson().at("board") == plain->toJson().at("board"));
    CHECK(legalTexts(*withThree) == legalTexts(*plain));
    // With two it is not.
    CHECK(newGame({{"players", "2"}, {"extra", "2"}})->toJson() != newGame({{"players", "2"}})->toJson());
}
