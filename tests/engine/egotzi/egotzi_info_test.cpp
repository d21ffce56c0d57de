// The game's identity, its options and their validation, and move texts.

#include <nlohmann/json.hpp>

#include "egotzi_support.h"

using namespace ludoteca::testing::egotzi;
using ludoteca::GameRegistry;
using ludoteca::Message;
using ludoteca::Options;
using ludoteca::OptionSpec;

namespace {

std::string newGameError(const OptionList &options)
{
    std::string error;
    auto state = GameRegistry::find("egotzi")->newGame(options, error);
    if (state)
        return {};
    REQUIRE_FALSE(error.empty());
    return error;
}

} // namespace

TEST_CASE("Egotzi is registered with its identity", "[egotzi][info]")
{
    const auto *info = GameRegistry::find("egotzi");
    REQUIRE(info != nullptr);
    CHECK(info->name == "Egotzi");
    CHECK(info->designer == "Luis Bolaños Mures");
    CHECK(info->year == "2021");
    CHECK_FALSE(info->summary.empty());
    CHECK(info->minPlayers == 2);
    CHECK(info->maxPlayers == 2);
    CHECK_FALSE(info->hasChance);
    CHECK_FALSE(info->hasHiddenInformation);
}

TEST_CASE("Egotzi options follow the contract", "[egotzi][info]")
{
    const auto *info = GameRegistry::find("egotzi");
    REQUIRE(info->options.size() == 4);
    for (const auto &spec : info->options) {
        CHECK_FALSE(spec.label.empty());
        CHECK_FALSE(spec.help.empty());
    }
    const auto *size = info->findOption("size");
    REQUIRE(size);
    CHECK(size->kind == OptionSpec::Kind::Choice);
    CHECK(size->choices == std::vector<std::string> {"5", "6", "7", "8", "9"});
    CHECK(size->defaultValue == "7");
    const auto *variant = info->findOption("variant");
    REQUIRE(variant);
    CHECK(variant->choices == std::vector<std::string> {"standard", "squared"});
    CHECK(variant->defaultValue == "standard");
    const auto *pie = info->findOption("pie");
    REQUIRE(pie);
    CHECK(pie->choices == std::vector<std::string> {"on", "off"});
    CHECK(pie->defaultValue == "on");
    const auto *komi = info->findOption("komi");
    REQUIRE(komi);
    CHECK(komi->kind == OptionSpec::Kind::Integer);
    CHECK(komi->minimum == 0);
    CHECK(komi->maximum == 162);
    CHECK(komi->step == 2);
    CHECK(komi->defaultValue == "0");

    auto state = newGame();
    const auto json = state->toJson();
    CHECK(json["game"] == "egotzi");
    CHECK(json["options"] == nlohmann::json({{"size", "7"}, {"variant", "standard"}, {"pie", "on"}, {"komi", "0"}}));
    CHECK(json["players"] == 2);
    CHECK(json["ply"] == 0);
    CHECK(json["to_move"] == 0);
    CHECK(json["terminal"] == false);
    CHECK(json["scores"] == nlohmann::json::array({0, 0}));
    CHECK(json["board"] == "......./......./......./......./......./......./.......");
    CHECK(json["colors"] == nlohmann::json::array({"B", "W"}));
}

TEST_CASE("Option values outside the contract are rejected", "[egotzi][info]")
{
    CHECK(newGameError({{"komi", "3"}}).find("komi") != std::string::npos);
    CHECK(newGameError({{"komi", "04"}}).find("komi") != std::string::npos);
    CHECK(newGameError({{"komi", "-2"}}).find("komi") != std::string::npos);
    CHECK(newGameError({{"komi", "164"}}).find("komi") != std::string::npos);
    CHECK(newGameError({{"komi", ""}}).find("komi") != std::string::npos);
    CHECK(newGameError({{"size", "4"}}).find("size") != std::string::npos);
    CHECK(newGameError({{"size", "10"}}).find("size") != std::string::npos);
    CHECK(newGameError({{"size", "07"}}).find("size") != std::string::npos);
    CHECK(newGameError({{"variant", "Squared"}}).find("variant") != std::string::npos);
    CHECK(newGameError({{"pie", "yes"}}).find("pie") != std::string::npos);
    CHECK(newGameError({{"colour", "black"}}).find("colour") != std::string::npos);
    CHECK(newGameError({{"size", "5"}, {"size", "5"}}).find("twice") != std::string::npos);
}

TEST_CASE("A refused move names its reason apart from the English", "[egotzi][info]")
{
    std::string english;
    auto state = GameRegistry::find("egotzi")->newGame(OptionList {{"size", "5"}}, english);
    REQUIRE(state);
    Message error;
    CHECK_FALSE(state->applyText("z9", error));
    CHECK(error.id == "move.illegal");
    CHECK(error.args == std::vector<std::string> {"z9"});
    CHECK(error.text == "illegal move: z9");
    CHECK_FALSE(state->applyText("", error));
    CHECK(error.id == "move.empty");
    CHECK(state->ply() == 0);
}

TEST_CASE("Komi may not exceed twice the number of cells", "[egotzi][info]")
{
    const std::string error = newGameError({{"size", "5"}, {"variant", "squared"}, {"komi", "52"}});
    CHECK(error.find("komi") != std::string::npos);
    CHECK(error.find("50") != std::string::npos);
    Options options;
    Message message;
    CHECK_FALSE(GameRegistry::find("egotzi")->resolveOptions({{"size", "5"}, {"variant", "squared"}, {"komi", "52"}},
                                                             options, message));
    CHECK(message.id == "egotzi.komi-limit");
    CHECK(message.args == std::vector<std::string> {"50", "5"});
    CHECK(message.text == error);
    CHECK_FALSE(newGameError({{"size", "5"}, {"komi", "52"}}).empty());
    CHECK(newGameError({{"size", "5"}, {"variant", "squared"}, {"komi", "50"}}).empty());
    CHECK(newGameError({{"size", "9"}, {"variant", "squared"}, {"komi", "162"}}).empty());
    CHECK_FALSE(newGameError({{"size", "8"}, {"variant", "squared"}, {"komi", "130"}}).empty());
    // The limit the komi step's editor offers is the one the check applies.
    CHECK(EgotziState::maxKomi(5) == 50);
    CHECK(EgotziState::maxKomi(8) == 128);
    CHECK(newGameError({{"size", "8"}, {"variant", "squared"}, {"komi", "128"}}).empty());
}

TEST_CASE("Move texts: cells and swap, with fixed action numbers", "[egotzi][text]")
{
    auto state = newGame();
    CHECK(state->maxActions() == 82);
    CHECK(EgotziState::kSwapAction == 81);
    CHECK(state->actionToString(0) == "a1");
    CHECK(state->actionToString(6) == "g1");
    CHECK(state->actionToString(7) == "a2");
    CHECK(state->actionToString(48) == "g7");
    std::string error;
    CHECK(state->parseAction("d4", error) == 24);
    CHECK(state->parseAction("b3", error) == 15);

    auto nine = newGame({{"size", "9"}});
    CHECK(nine->parseAction("i9", error) == 80);
    CHECK(nine->actionToString(80) == "i9");
    auto five = newGame({{"size", "5"}});
    CHECK(five->parseAction("e5", error) == 24);
}

TEST_CASE("Only the canonical text of a legal move parses", "[egotzi][text]")
{
    auto state = newGame();
    for (const char *text :
         {"D04", "D4", "z9", "a0", "", "a01", "h1", "a8", " a1", "a1 ", "swap", "pass", "Swap", "4d", "a", "81"}) {
        std::string error;
        INFO("text '" << text << "'");
        CHECK(state->parseAction(text, error) == ludoteca::kInvalidAction);
        CHECK_FALSE(error.empty());
    }
    play(*state, "a1");
    std::string error;
    CHECK(state->parseAction("a1", error) == ludoteca::kInvalidAction); // occupied
    CHECK(state->parseAction("swap", error) == EgotziState::kSwapAction);
    const auto before = state->toJson();
    CHECK_FALSE(state->applyText("a1", error));
    CHECK(state->toJson() == before);
}

TEST_CASE("The board text shows coordinates and stones", "[egotzi][text]")
{
    auto state = position({{"size", "5"}}, "B..../...../..W../...../....B", 1);
    const std::string text = state->toText();
    CHECK(text.find("   a b c d e\n") != std::string::npos);
    CHECK(text.find(" 5 B . . . . 5\n") != std::string::npos);
    CHECK(text.find(" 3 . . W . . 3\n") != std::string::npos);
    CHECK(text.find(" 1 . . . . B 1\n") != std::string::npos);
    CHECK(text.find("seat 1 (White)") != std::string::npos);
}

TEST_CASE("Hand-built positions reject malformed boards", "[egotzi][text]")
{
    CHECK_THROWS(position({{"size", "5"}}, "...../...../...../.....", 0));
    CHECK_THROWS(position({{"size", "5"}}, "...../...../..X../...../.....", 0));
    CHECK_THROWS(position({{"size", "5"}}, "......./...../...../....", 0));
    CHECK_THROWS(position({{"size", "5"}}, "...../...../...../...../.....", 2));
    CHECK_THROWS(position({{"size", "3"}}, "..././...", 0));
}
