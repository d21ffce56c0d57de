#include "engine_protocol.h"

#include <exception>
#include <istream>
#include <limits>
#include <ostream>

#include <nlohmann/json.hpp>

#include "ai_move.h"
#include "analysis_json.h"
#include "game_setup.h"
#include "text_parse.h"
#include "ludoteca/ai/review.h"
#include "ludoteca/core/registry.h"

namespace ludoteca::cli {

namespace {

// This protocol's version, answered by protocol_version (docs/protocol.md).
constexpr int kProtocolVersion = 1;

const char *const kNoGame = "no game yet: start one with new GAME";

std::string countError(std::string_view command, std::string_view expected)
{
    return "wrong number of arguments: " + std::string(command) + " takes " + std::string(expected);
}

// An answer must stay inside its frame: the reason is one printable line (it may echo
// what was typed), and a payload has no empty line (the reader stops at the first one)
// and no trailing newline.
std::string oneLine(std::string text)
{
    for (char &c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    return text;
}

std::string framedPayload(std::string_view text)
{
    std::string result;
    std::size_t start = 0;
    while (start <= text.size()) {
        auto end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.find_first_not_of(" \t") != std::string_view::npos) {
            if (!result.empty())
                result += '\n';
            result += line;
        }
        start = end + 1;
    }
    return result;
}

} // namespace

EngineProtocol::EngineProtocol(std::ostream &out) : out_(out) {}

void EngineProtocol::run(std::istream &in)
{
    // One buffer of the longest allowed line and its terminator: a longer line is skipped
    // unread instead of growing a string to whatever size the input has.
    std::vector<char> line(kMaxLineLength + 1);
    const auto size = static_cast<std::streamsize>(line.size());
    // Stops as well when the output is gone: nobody is left to read the answers.
    while (out_) {
        in.getline(line.data(), size);
        const bool filled = in.fail() && in.gcount() == size - 1;
        if (in.fail() && !filled)
            break; // end of input (or a stream error) with nothing read
        if (filled) {
            in.clear();
            in.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
            write({false, "line too long"});
            continue;
        }
        // gcount() counts the newline too, unless the input ended first.
        const auto length = static_cast<std::size_t>(in.gcount() - (in.eof() ? 0 : 1));
        if (!handleLine(std::string_view(line.data(), length)))
            break;
    }
}

bool EngineProtocol::handleLine(std::string_view line)
{
    if (quit_)
        return false;
    if (line.size() > kMaxLineLength) {
        write({false, "line too long"});
        return true;
    }
    const auto words = splitWords(line);
    if (words.empty() || words.front().front() == '#')
        return true;
    Reply reply;
    try {
        reply = dispatch(words);
    } catch (const std::exception &e) {
        reply = {false, std::string("internal error: ") + e.what()};
    } catch (...) {
        reply = {false, "internal error"};
    }
    write(reply);
    return !quit_;
}

const EngineProtocol::Command EngineProtocol::kCommands[] = {
    {"games", &EngineProtocol::games},
    {"new", &EngineProtocol::newGame},
    {"seed", &EngineProtocol::seed},
    {"legal", &EngineProtocol::legal},
    {"play", &EngineProtocol::play},
    {"undo", &EngineProtocol::undo},
    {"state", &EngineProtocol::stateJson},
    {"genmove", &EngineProtocol::genmove},
    {"analyse", &EngineProtocol::analyse},
    {"show", &EngineProtocol::show},
    {"name", &EngineProtocol::name},
    {"version", &EngineProtocol::version},
    {"protocol_version", &EngineProtocol::protocolVersion},
    {"list_commands", &EngineProtocol::listCommands},
    {"known_command", &EngineProtocol::knownCommand},
    {"quit", &EngineProtocol::quit},
};

EngineProtocol::Reply EngineProtocol::dispatch(const Words &words)
{
    const std::string &command = words.front();
    const Words args(words.begin() + 1, words.end());
    for (const Command &entry : kCommands)
        if (command == entry.name)
            return (this->*entry.handler)(args);
    return {false, "unknown command '" + excerpt(command) + "' (list_commands lists them)"};
}

EngineProtocol::Reply EngineProtocol::quit(const Words &args)
{
    if (!args.empty())
        return {false, countError("quit", "no arguments")};
    quit_ = true;
    return {};
}

EngineProtocol::Reply EngineProtocol::name(const Words &args)
{
    if (!args.empty())
        return {false, countError("name", "no arguments")};
    return {true, "Ludoteca"};
}

EngineProtocol::Reply EngineProtocol::version(const Words &args)
{
    if (!args.empty())
        return {false, countError("version", "no arguments")};
    return {true, LUDOTECA_VERSION};
}

EngineProtocol::Reply EngineProtocol::protocolVersion(const Words &args)
{
    if (!args.empty())
        return {false, countError("protocol_version", "no arguments")};
    return {true, std::to_string(kProtocolVersion)};
}

EngineProtocol::Reply EngineProtocol::listCommands(const Words &args)
{
    if (!args.empty())
        return {false, countError("list_commands", "no arguments")};
    std::string text;
    for (const Command &entry : kCommands)
        text += std::string(text.empty() ? "" : "\n") + entry.name;
    return {true, text};
}

EngineProtocol::Reply EngineProtocol::knownCommand(const Words &args)
{
    if (args.size() != 1)
        return {false, countError("known_command", "one command name")};
    for (const Command &entry : kCommands)
        if (args.front() == entry.name)
            return {true, "true"};
    return {true, "false"};
}

EngineProtocol::Reply EngineProtocol::games(const Words &args)
{
    if (!args.empty())
        return {false, countError("games", "no arguments")};
    return {true, gameIdList()};
}

EngineProtocol::Reply EngineProtocol::newGame(const Words &args)
{
    if (args.empty())
        return {false, countError("new", "a game id and optional KEY=VALUE options")};
    std::string error;
    auto state = createGame(args.front(), Words(args.begin() + 1, args.end()), error);
    if (!state)
        return {false, error};
    state_ = std::move(state);
    return {};
}

EngineProtocol::Reply EngineProtocol::seed(const Words &args)
{
    if (args.size() != 1)
        return {false, countError("seed", "one number")};
    std::uint64_t value = 0;
    if (!parseUnsigned(args.front(), value))
        return {false, "seed takes a whole number from 0 to 18446744073709551615 written in plain decimal"};
    rng_.reseed(value);
    return {};
}

EngineProtocol::Reply EngineProtocol::legal(const Words &args)
{
    if (!args.empty())
        return {false, countError("legal", "no arguments")};
    if (!state_)
        return {false, kNoGame};
    std::string text;
    for (const Action action : state_->legalActions()) {
        if (!text.empty())
            text += ' ';
        text += state_->actionToString(action);
    }
    return {true, text};
}

EngineProtocol::Reply EngineProtocol::play(const Words &args)
{
    if (args.size() != 1)
        return {false, countError("play", "one move")};
    if (!state_)
        return {false, kNoGame};
    std::string error;
    if (!state_->applyText(args.front(), error))
        return {false, error};
    return {};
}

EngineProtocol::Reply EngineProtocol::undo(const Words &args)
{
    if (!args.empty())
        return {false, countError("undo", "no arguments")};
    if (!state_)
        return {false, kNoGame};
    if (!state_->undo())
        return {false, "nothing to undo: no move has been played"};
    return {};
}

EngineProtocol::Reply EngineProtocol::stateJson(const Words &args)
{
    if (!args.empty())
        return {false, countError("state", "no arguments")};
    if (!state_)
        return {false, kNoGame};
    // Invalid UTF-8 in a game's text must not throw halfway through an answer.
    return {true, state_->toJson().dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)};
}

EngineProtocol::Reply EngineProtocol::genmove(const Words &args)
{
    MoveRequest request;
    bool seenLevel = false, seenMs = false, seenIterations = false;
    for (const auto &word : args) {
        std::pair<std::string, std::string> option;
        if (!splitOptionWord(word, option))
            return {false, "genmove takes level=LEVEL, ms=N and iterations=N, not '" + excerpt(word) + "'"};
        const auto &[key, value] = option;
        if (key != "level" && key != "ms" && key != "iterations")
            return {false, "genmove has no setting '" + excerpt(key) + "' (settings: level ms iterations)"};
        bool &seen = key == "level" ? seenLevel : key == "ms" ? seenMs : seenIterations;
        if (seen)
            return {false, "genmove setting " + key + " is given twice"};
        seen = true;
        if (key == "level") {
            if (!ai::parseLevel(value, request.level))
                return {false, "level takes beginner, novice, casual, club, strong or master (or easy, medium, hard)"};
        } else if (key == "ms") {
            std::uint64_t ms = 0;
            if (!parseUnsignedInRange(value, 1, kMaxMilliseconds, ms))
                return {false, "ms takes a whole number from 1 to " + std::to_string(kMaxMilliseconds)};
            request.milliseconds = static_cast<int>(ms);
        } else {
            if (!parseUnsignedInRange(value, 1, kMaxIterations, request.iterations))
                return {false, "iterations takes a whole number from 1 to " + std::to_string(kMaxIterations)};
        }
    }
    if (!state_)
        return {false, kNoGame};
    if (state_->isTerminal())
        return {false, "the game is over"};

    // The generator only moves on when a move is actually made, so a refused genmove
    // changes nothing.
    Rng rng = rng_;
    const Action action = pickMove(*state_, request, rng);
    if (action == kInvalidAction || !state_->isLegal(action))
        return {false, "no move could be chosen here"};
    const std::string text = state_->actionToString(action);
    state_->apply(action);
    rng_ = rng;
    return {true, text};
}

EngineProtocol::Reply EngineProtocol::analyse(const Words &args)
{
    std::uint64_t iterations = 0, milliseconds = 0, top = 3;
    bool seen[3] = {false, false, false};
    for (const auto &word : args) {
        std::pair<std::string, std::string> option;
        if (!splitOptionWord(word, option))
            return {false, "analyse takes iterations=N, ms=N and top=K, not '" + excerpt(word) + "'"};
        const auto &[key, value] = option;
        const auto index = key == "iterations" ? 0 : key == "ms" ? 1 : key == "top" ? 2 : -1;
        if (index < 0)
            return {false, "analyse has no setting '" + excerpt(key) + "' (settings: iterations ms top)"};
        if (seen[index])
            return {false, "analyse setting " + key + " is given twice"};
        seen[index] = true;
        if (index == 0 && !parseUnsignedInRange(value, 1, kMaxIterations, iterations))
            return {false, "iterations takes a whole number from 1 to " + std::to_string(kMaxIterations)};
        if (index == 1 && !parseUnsignedInRange(value, 1, kMaxMilliseconds, milliseconds))
            return {false, "ms takes a whole number from 1 to " + std::to_string(kMaxMilliseconds)};
        if (index == 2 && !parseUnsignedInRange(value, 1, kMaxTop, top))
            return {false, "top takes a whole number from 1 to " + std::to_string(kMaxTop)};
    }
    if (!state_)
        return {false, kNoGame};
    if (state_->isTerminal())
        return {false, "the game is over"};
    if (state_->isChanceNode())
        return {false, "chance is to move here: nobody's move to analyse"};
    // A seed drawn from a copy: analysing changes nothing, not even the next genmove.
    Rng rng = rng_;
    const auto settings = ai::analysisSettings(*state_, iterations, static_cast<int>(milliseconds), rng.next(), 1);
    return {true, analysisJson(*state_, ai::analyse(*state_, settings, static_cast<int>(top)))};
}

EngineProtocol::Reply EngineProtocol::show(const Words &args)
{
    if (!args.empty())
        return {false, countError("show", "no arguments")};
    if (!state_)
        return {false, kNoGame};
    return {true, state_->toText()};
}

void EngineProtocol::write(const Reply &reply)
{
    if (reply.ok) {
        const std::string payload = framedPayload(reply.text);
        out_ << (payload.empty() ? "=" : "= " + payload) << "\n\n";
    } else {
        out_ << "? " << oneLine(reply.text) << "\n\n";
    }
    out_.flush();
}

} // namespace ludoteca::cli
