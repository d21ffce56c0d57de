#include <catch2/catch.hpp>

#include "ludoteca/core/game_info.h"
#include "ludoteca/core/options.h"

using namespace ludoteca;

namespace {

GameInfo sampleGame()
{
    GameInfo info;
    info.id = "sample";
    OptionSpec size;
    size.key = "size";
    size.label = "Size";
    size.kind = OptionSpec::Kind::Choice;
    size.choices = {"5", "7"};
    size.defaultValue = "7";
    OptionSpec komi;
    komi.key = "komi";
    komi.label = "Komi";
    komi.kind = OptionSpec::Kind::Integer;
    komi.minimum = 0;
    komi.maximum = 10;
    komi.step = 2;
    komi.defaultValue = "0";
    info.options = {size, komi};
    info.validate = [](const Options &options) -> Message {
        if (options.at("size") == "5" && options.at("komi") == "10")
            return {"test.komi", {}, "komi 10 is too large for size 5"};
        return {};
    };
    return info;
}

} // namespace

TEST_CASE("integer options accept only the exact spelling", "[options]")
{
    const auto info = sampleGame();
    const OptionSpec &komi = *info.findOption("komi");
    CHECK(komi.check("0").empty());
    CHECK(komi.check("4").empty());
    CHECK(komi.check("10").empty());
    CHECK_FALSE(komi.check("04").empty());
    CHECK_FALSE(komi.check("+4").empty());
    CHECK_FALSE(komi.check("3").empty());
    CHECK_FALSE(komi.check("12").empty());
    CHECK_FALSE(komi.check("-2").empty());
    CHECK_FALSE(komi.check("").empty());
    CHECK_FALSE(komi.check("4x").empty());
    CHECK(komi.check("3").text.find("even") != std::string::npos);
}

TEST_CASE("choice options accept only listed values", "[options]")
{
    const auto info = sampleGame();
    const OptionSpec &size = *info.findOption("size");
    CHECK(size.check("5").empty());
    CHECK_FALSE(size.check("6").empty());
    CHECK_FALSE(size.check("05").empty());
}

TEST_CASE("resolving fills defaults and rejects bad sets", "[options]")
{
    const auto info = sampleGame();
    Options options;
    std::string error;
    REQUIRE(info.resolveOptions({}, options, error));
    CHECK(options.at("size") == "7");
    CHECK(options.at("komi") == "0");

    REQUIRE(info.resolveOptions({{"komi", "4"}}, options, error));
    CHECK(options.at("komi") == "4");
    CHECK(options.at("size") == "7");

    const Options before = options;
    CHECK_FALSE(info.resolveOptions({{"colour", "red"}}, options, error));
    CHECK(error.find("unknown option colour") != std::string::npos);
    CHECK_FALSE(info.resolveOptions({{"komi", "2"}, {"komi", "4"}}, options, error));
    CHECK(error.find("twice") != std::string::npos);
    CHECK_FALSE(info.resolveOptions({{"size", "5"}, {"komi", "10"}}, options, error));
    CHECK(error == "komi 10 is too large for size 5");
    CHECK(options == before);
}

TEST_CASE("errors name their sentence and its values apart from the English", "[options]")
{
    // The app translates by id and arguments; the English text stays as the protocol prints it.
    const auto info = sampleGame();
    Options options;
    Message error;
    CHECK_FALSE(info.resolveOptions({{"colour", "red"}}, options, error));
    CHECK(error.id == "option.unknown");
    CHECK(error.args == std::vector<std::string> {"colour", "sample"});
    CHECK(error.text == "unknown option colour for sample");
    CHECK_FALSE(info.resolveOptions({{"komi", "2"}, {"komi", "4"}}, options, error));
    CHECK(error.id == "option.twice");
    CHECK(error.args == std::vector<std::string> {"komi"});
    CHECK_FALSE(info.resolveOptions({{"size", "6"}}, options, error));
    CHECK(error.id == "option.choice");
    CHECK(error.args == std::vector<std::string> {"size", "5, 7"});
    CHECK(error.text == "option size takes one of: 5, 7");
    CHECK_FALSE(info.resolveOptions({{"komi", "3"}}, options, error));
    CHECK(error.id == "option.even-range");
    CHECK(error.args == std::vector<std::string> {"komi", "0", "10"});
    CHECK(error.text == "option komi takes an even whole number from 0 to 10");
    CHECK_FALSE(info.resolveOptions({{"size", "5"}, {"komi", "10"}}, options, error));
    CHECK(error.id == "test.komi");

    OptionSpec count;
    count.key = "count";
    count.kind = OptionSpec::Kind::Integer;
    count.minimum = 1;
    count.maximum = 9;
    CHECK(count.check("0").id == "option.range");
    CHECK(count.check("0").text == "option count takes a whole number from 1 to 9");
    count.step = 4;
    CHECK(count.check("2").id == "option.step-range");
    CHECK(count.check("2").args == std::vector<std::string> {"count", "1", "9", "4"});
    CHECK(count.check("2").text == "option count takes a whole number from 1 to 9 in steps of 4");
    OptionSpec name;
    name.key = "name";
    name.kind = OptionSpec::Kind::Text;
    CHECK(name.check("").id == "option.empty");
    CHECK(name.check("x").empty());
}

TEST_CASE("option words split at the first equals sign", "[options]")
{
    std::pair<std::string, std::string> word;
    REQUIRE(splitOptionWord("trees=a1,b2", word));
    CHECK(word.first == "trees");
    CHECK(word.second == "a1,b2");
    REQUIRE(splitOptionWord("key=", word));
    CHECK(word.second.empty());
    CHECK_FALSE(splitOptionWord("novalue", word));
    CHECK_FALSE(splitOptionWord("=value", word));
}

TEST_CASE("a resolved set is read with types", "[options]")
{
    const GameInfo info = sampleGame();
    Options options;
    std::string error;
    REQUIRE(info.resolveOptions({{"komi", "4"}}, options, error));
    CHECK(integerOption(options, "komi") == 4);
    CHECK(integerOption(options, "size") == 7); // a choice spelled as a number
    CHECK(textOption(options, "size") == "7");
    CHECK_THROWS_AS(integerOption(options, "colour"), std::out_of_range);
    CHECK_THROWS_AS(textOption(options, "colour"), std::out_of_range);
    options["komi"] = "four";
    CHECK_THROWS_AS(integerOption(options, "komi"), std::invalid_argument);
}

TEST_CASE("An option made to depend on another applies only with the values named")
{
    OptionSpec always;
    always.key = "size";
    CHECK(optionApplies(always, {}));
    CHECK(optionApplies(always, {{"players", "3"}}));

    OptionSpec extra;
    extra.key = "extra";
    extra.onlyWithKey = "players";
    extra.onlyWithValues = {"2"};
    CHECK(optionApplies(extra, {{"players", "2"}}));
    CHECK_FALSE(optionApplies(extra, {{"players", "3"}}));
    CHECK_FALSE(optionApplies(extra, {})); // what it depends on is not there

    OptionSpec either = extra;
    either.onlyWithValues = {"2", "4"};
    CHECK(optionApplies(either, {{"players", "4"}}));
    CHECK_FALSE(optionApplies(either, {{"players", "3"}}));
}
