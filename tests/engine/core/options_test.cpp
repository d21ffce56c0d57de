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
    info.validate = [](const Options &options) -> std::string {
        if (options.at("size") == "5" && options.at("komi") == "10")
            return "komi 10 is too large for size 5";
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
    CHECK(komi.check("3").find("even") != std::string::npos);
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
