// The protocol class and the command line's helpers, driven without a process.

#include <sstream>

#include <catch2/catch.hpp>

#include "ai_move.h"
#include "command_line.h"
#include "engine_protocol.h"
#include "match_stats.h"
#include "text_parse.h"

using namespace ludoteca::cli;

TEST_CASE("EngineProtocol frames answers and stops at quit")
{
    std::istringstream in("# comment\n\nnew egotzi size=5\nplay c3\nshow\nbogus\nquit\nstate\n");
    std::ostringstream out;
    EngineProtocol protocol(out);
    protocol.run(in);
    const std::string text = out.str();
    REQUIRE(protocol.state() != nullptr);
    CHECK(protocol.state()->ply() == 1);
    // new, play, show (several lines), bogus, quit: five answers, nothing after quit.
    CHECK(text.rfind("=\n\n=\n\n= ", 0) == 0);
    CHECK(text.find("\n? unknown command 'bogus'") != std::string::npos);
    CHECK(text.substr(text.size() - 4) == "\n=\n\n");
    std::size_t blocks = 0;
    for (std::size_t at = text.find("\n\n"); at != std::string::npos; at = text.find("\n\n", at + 2))
        ++blocks;
    CHECK(blocks == 5);
}

TEST_CASE("EngineProtocol keeps the game when new fails")
{
    std::ostringstream out;
    EngineProtocol protocol(out);
    CHECK(protocol.handleLine("new egotzi size=5"));
    const auto *before = protocol.state();
    CHECK(protocol.handleLine("new egotzi size=5 pie=maybe"));
    CHECK(protocol.state() == before);
    CHECK(protocol.state()->options().at("size") == "5");
    CHECK_FALSE(protocol.handleLine("quit"));
    CHECK_FALSE(protocol.handleLine("games")); // nothing is read after quit
    // new: '=', the failed new: '?' naming the option, quit: '='.
    const std::string text = out.str();
    CHECK(text.rfind("=\n\n? ", 0) == 0);
    CHECK(text.find("pie") != std::string::npos);
    CHECK(text.substr(text.size() - 5) == "\n\n=\n\n");
}

TEST_CASE("splitWords ignores runs of blanks and a final CR")
{
    CHECK(splitWords("  play \t c3  \r") == std::vector<std::string> {"play", "c3"});
    CHECK(splitWords("\r").empty());
    CHECK(splitWords("").empty());
}

TEST_CASE("parseUnsigned takes plain decimal from 0 to 2^64-1 only")
{
    std::uint64_t value = 7;
    CHECK(parseUnsigned("0", value));
    CHECK(value == 0);
    CHECK(parseUnsigned("18446744073709551615", value));
    CHECK(value == 18446744073709551615ULL);
    for (const char *bad : {"", "18446744073709551616", "-1", "+1", "01", "1 ", "1e3", "0x1", "١"}) {
        INFO(bad);
        value = 7;
        CHECK_FALSE(parseUnsigned(bad, value));
        CHECK(value == 7);
    }
    CHECK(parseUnsignedInRange("5", 1, 5, value));
    CHECK_FALSE(parseUnsignedInRange("0", 1, 5, value));
    CHECK_FALSE(parseUnsignedInRange("6", 1, 5, value));
}

TEST_CASE("parseSeconds accepts positive decimals")
{
    double seconds = 0;
    CHECK(parseSeconds("3", seconds));
    CHECK(seconds == 3.0);
    CHECK(parseSeconds("0.5", seconds));
    CHECK(seconds == Approx(0.5));
    for (const char *bad : {"", "0", "0.0", "-1", ".5", "5.", "1e3", "inf", "nan", "1,5", "9999999"})
        CHECK_FALSE(parseSeconds(bad, seconds));
}

TEST_CASE("CommandLine parses values, repeats and refuses the unexpected")
{
    const std::vector<FlagSpec> specs {{"help"}, {"game", true}, {"set", true, true}};
    CommandLine commandLine;
    std::string error;
    REQUIRE(commandLine.parse({"--game", "egotzi", "--set", "size=5", "--set=pie=off"}, specs, error));
    CHECK(commandLine.value("game") == "egotzi");
    CHECK(commandLine.values("set") == std::vector<std::string> {"size=5", "pie=off"});
    CHECK_FALSE(commandLine.has("help"));
    CHECK(commandLine.value("missing", "fallback") == "fallback");

    REQUIRE(commandLine.parse({"-h"}, specs, error));
    CHECK(commandLine.has("help"));

    CHECK_FALSE(commandLine.parse({"--bogus"}, specs, error));
    CHECK(error.find("--bogus") != std::string::npos);
    CHECK_FALSE(commandLine.parse({"--game"}, specs, error));
    CHECK_FALSE(commandLine.parse({"--game", "a", "--game", "b"}, specs, error));
    CHECK_FALSE(commandLine.parse({"--help=yes"}, specs, error));
    CHECK_FALSE(commandLine.parse({"stray"}, specs, error));
}

TEST_CASE("wilsonInterval matches known values")
{
    const Interval half = wilsonInterval(5, 10);
    CHECK(half.low == Approx(0.2366).epsilon(1e-3));
    CHECK(half.high == Approx(0.7634).epsilon(1e-3));
    const Interval none = wilsonInterval(0, 10);
    CHECK(none.low == 0.0);
    CHECK(none.high == Approx(0.2775).epsilon(1e-3));
    const Interval all = wilsonInterval(10, 10);
    CHECK(all.low == Approx(0.7225).epsilon(1e-3));
    CHECK(all.high == Approx(1.0));
    const Interval empty = wilsonInterval(0, 0);
    CHECK(empty.low == 0.0);
    CHECK(empty.high == 1.0);
}

TEST_CASE("rivalsBeaten counts the seats finished ahead of and halves ties")
{
    const std::vector<double> scores {40.0, 52.5, 40.0, 61.0};
    CHECK(rivalsBeaten(scores, 3) == 3.0);
    CHECK(rivalsBeaten(scores, 1) == 2.0);
    CHECK(rivalsBeaten(scores, 0) == 0.5);
    CHECK(rivalsBeaten(scores, 2) == 0.5);
    CHECK(rivalsBeaten({7.0, 7.0}, 0) == 0.5);
}

TEST_CASE("An explicit time for a move is searched in full, a level's may end once settled")
{
    std::ostringstream out;
    EngineProtocol protocol(out);
    REQUIRE(protocol.handleLine("new egotzi size=5"));
    REQUIRE(protocol.state() != nullptr);
    const auto &state = *protocol.state();

    MoveRequest request;
    request.level = ludoteca::ai::Level::Master;
    request.milliseconds = 500;
    auto settings = searchSettingsFor(state, request, 7);
    CHECK(settings.milliseconds == 500);
    CHECK(settings.iterations == 0);
    CHECK_FALSE(settings.stopWhenDecided);
    CHECK(settings.seed == 7);

    // Master's own time, with knowledge-free playouts: as in the app.
    request.milliseconds = 0;
    request.gamePolicy = false;
    settings = searchSettingsFor(state, request, 7);
    CHECK(settings.milliseconds > 0);
    CHECK(settings.stopWhenDecided);
    CHECK_FALSE(settings.gamePolicy);
}
