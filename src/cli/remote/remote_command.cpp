// `ludoteca-cli remote`: hosts a game for friends on other computers, or joins one, over
// XMPP (docs/remote.md). The host referees and plays its own seats with the AI; a guest
// plays its one seat with the AI. Both stay until the game is over, reconnecting after a
// lost connection, and can save the game as the app's saved-game file.

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <functional>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ai_move.h"
#include "command_line.h"
#include "commands.h"
#include "ludoteca/ai/search.h"
#include "ludoteca/core/registry.h"
#include "ludoteca/remote/protocol.h"
#include "ludoteca/remote/session.h"
#include "ludoteca/remote/xmpp_link.h"
#include "saved_game_file.h"

namespace ludoteca::cli {

namespace {

using Clock = std::chrono::steady_clock;

const char *const kRemoteUsage = R"(usage: ludoteca-cli remote host --game G [--set KEY=VALUE]... --seats SEAT,SEAT,...
                                --jid JID --password-file FILE [--server HOST:PORT]
                                [--ca-file PEM] [--seed N] [--save-games DIR]
                                [--give-up-after SECONDS] [--trace FILE] [--state-file FILE]
                                [--pace MS]
       ludoteca-cli remote join --jid JID --password-file FILE --as ai:LEVEL
                                [--server HOST:PORT] [--ca-file PEM] [--seed N]
                                [--save-games DIR] [--give-up-after SECONDS] [--trace FILE]
                                [--state-file FILE] [--pace MS]

Plays a game with friends on other computers over XMPP (docs/remote.md). `host` invites
the remote seats and referees the game; `join` accepts the next invitation to its account
and plays its seat. Both exit 0 when the game is over.

flags:
  --game G               the game to host (ludoteca-cli engine's `games` lists them)
  --set KEY=VALUE        an option of the game (repeatable)
  --seats SEAT,...       one per seat, in order: ai:LEVEL (played by this computer) or
                         xmpp:JID (a friend's account)
  --as ai:LEVEL          how `join` plays its seat
  --jid JID              this program's XMPP account
  --password-file FILE   the account's password, on the file's first line; refused when
                         others than its owner may read the file
  --server HOST:PORT     where the XMPP server listens (default: from the JID's domain)
  --ca-file PEM          certificates to trust besides the system's (a private server)
  --seed N               the seed of the chance draws and of the AI (default: random)
  --save-games DIR       write the finished game there as a .ludoteca file: the host the
                         whole game, a guest what its seat saw
  --give-up-after S      stop with status 1 when the game is not over after S seconds
  --pace MS              let the computer's moves take at least MS milliseconds, so that
                         people can follow the game
  --trace FILE           append every game message received and sent to FILE, one per
                         line ("in FROM XML" or "out TO XML")
  --state-file FILE      keep the game in FILE as it goes, and go on from it when it
                         exists: run the same command again after the program stopped,
                         even killed, and the game resumes where it was (removed at the end)

levels: beginner novice casual club strong master
)";

std::optional<std::string> readPasswordFile(const std::string &path, std::string &error)
{
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode)) {
        error = "cannot read the password file " + path;
        return std::nullopt;
    }
    if ((info.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
        error = "the password file " + path + " may be read by others: make it private (chmod 600)";
        return std::nullopt;
    }
    if (info.st_size > 4096) {
        error = "the password file " + path + " is too large for a password";
        return std::nullopt;
    }
    std::ifstream file(path);
    std::string password;
    if (!file || !std::getline(file, password) || password.empty()) {
        error = "the password file " + path + " holds no password";
        return std::nullopt;
    }
    if (!password.empty() && password.back() == '\r')
        password.pop_back();
    return password;
}

// The file a game played apart is kept in between runs (--state-file): written whole
// under another name and renamed over it, so that a crash leaves the old or the new one.
class StateFile {
public:
    explicit StateFile(std::string path) : path_(std::move(path)) {}

    bool exists() const
    {
        struct stat info {};
        return !path_.empty() && ::lstat(path_.c_str(), &info) == 0;
    }

    std::optional<nlohmann::json> read(std::string &error) const
    {
        struct stat info {};
        if (::stat(path_.c_str(), &info) != 0 || !S_ISREG(info.st_mode) || info.st_size > (16 << 20)) {
            error = "the state file " + path_ + " is not a file of a game";
            return std::nullopt;
        }
        std::ifstream file(path_);
        auto json = nlohmann::json::parse(file, nullptr, false);
        if (json.is_discarded()) {
            error = "the state file " + path_ + " is not JSON";
            return std::nullopt;
        }
        return json;
    }

    // Nothing to do without --state-file.
    bool write(const nlohmann::json &json) const
    {
        if (path_.empty())
            return true;
        const std::string temporary = path_ + ".part";
        const std::string text = json.dump();
        const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0600);
        bool written = fd >= 0 && ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
        written = fd >= 0 && ::fsync(fd) == 0 && written;
        if (fd >= 0)
            ::close(fd);
        // A rename replaces a link at the path instead of writing through it.
        if (!written || std::rename(temporary.c_str(), path_.c_str()) != 0) {
            std::cerr << "ludoteca-cli remote: cannot write the state file " << path_ << '\n';
            ::unlink(temporary.c_str());
            return false;
        }
        return true;
    }

    void remove() const
    {
        if (!path_.empty())
            ::unlink(path_.c_str());
    }

private:
    std::string path_;
};

std::vector<std::string> splitCommas(const std::string &text)
{
    std::vector<std::string> parts;
    std::stringstream stream(text);
    std::string part;
    while (std::getline(stream, part, ','))
        parts.push_back(part);
    return parts;
}

bool parseAiSeat(const std::string &word, ai::Level &level)
{
    return word.rfind("ai:", 0) == 0 && ai::parseLevel(word.substr(3), level);
}

// One account's connection, kept up: connects, reconnects after a loss with growing
// pauses, and says when it has just come (back) online.
class Connection {
public:
    Connection(remote::XmppAccount account, const std::string &traceFile) : account_(std::move(account))
    {
        if (!traceFile.empty())
            trace_.open(traceFile, std::ios::app);
        link_.setMessageHandler([this](const remote::IncomingMessage &message) { inbox_.push_back(message); });
    }

    // Who may see this account's presence (remote::XmppLink::setSubscriptionFilter).
    void allowPresence(std::function<bool(const std::string &)> filter)
    {
        link_.setSubscriptionFilter(std::move(filter));
    }

    // Connects for the first time; false (with the reason printed) when it cannot.
    bool open()
    {
        link_.connect(account_);
        while (link_.state() == remote::XmppLink::State::Connecting)
            link_.runOnce(100);
        if (link_.state() != remote::XmppLink::State::Online) {
            std::cerr << "ludoteca-cli remote: cannot connect as " << account_.jid << ": " << link_.lastError() << '\n';
            return false;
        }
        me_ = remote::bareJid(link_.boundJid());
        return true;
    }

    // Handles the network for a while. True when the link has just come back online.
    bool pump(int milliseconds)
    {
        link_.runOnce(milliseconds);
        const auto state = link_.state();
        if (state == remote::XmppLink::State::Failed || state == remote::XmppLink::State::Disconnected) {
            if (Clock::now() >= retryAt_) {
                std::cerr << "ludoteca-cli remote: connection lost (" << link_.lastError() << "), connecting again\n";
                link_.connect(account_);
                pause_ = std::min(pause_ * 2, std::chrono::milliseconds(30000));
                retryAt_ = Clock::now() + pause_;
                wasOnline_ = false;
            }
            return false;
        }
        if (state == remote::XmppLink::State::Online && !wasOnline_) {
            wasOnline_ = true;
            pause_ = std::chrono::milliseconds(500);
            return true;
        }
        return false;
    }

    bool online() const { return link_.state() == remote::XmppLink::State::Online; }

    // Keeps the connection going until `pace` has passed since `since` (what arrives
    // meanwhile waits in the inbox).
    void keepUp(Clock::time_point since, std::chrono::milliseconds pace)
    {
        while (Clock::now() - since < pace)
            pump(10);
    }

    void send(const std::vector<remote::Outgoing> &letters)
    {
        for (const auto &letter : letters) {
            std::string error;
            const std::string xml = remote::toXml(letter.message);
            if (trace_.is_open())
                trace_ << "out " << letter.to << ' ' << xml << std::endl;
            if (!link_.send(letter.to, letter.body, xml, &error))
                std::cerr << "ludoteca-cli remote: not sent to " << letter.to << ": " << error << '\n';
        }
    }

    // The game messages that arrived, read; what cannot be read is refused in the log.
    std::vector<std::pair<std::string, remote::Envelope>> takeInbox()
    {
        std::vector<std::pair<std::string, remote::Envelope>> messages;
        for (const auto &incoming : std::exchange(inbox_, {})) {
            if (incoming.payloadXml.empty())
                continue; // a person's chat line
            if (trace_.is_open())
                trace_ << "in " << incoming.bareFrom << ' ' << incoming.payloadXml << std::endl;
            std::string error;
            auto message = remote::parseMessage(incoming.payloadXml, error);
            if (message)
                messages.emplace_back(incoming.bareFrom, std::move(*message));
            else
                refused(incoming.bareFrom, error);
        }
        return messages;
    }

    static void refused(const std::string &from, const std::string &why)
    {
        if (!why.empty())
            std::cerr << "ludoteca-cli remote: refused a message from " << from << ": " << why << '\n';
    }
    const std::string &me() const { return me_; }

    // Lets what was sent go out before the program ends.
    void close()
    {
        link_.disconnect();
        for (int i = 0; i < 50 && link_.state() == remote::XmppLink::State::Disconnecting; ++i)
            link_.runOnce(100);
    }

private:
    remote::XmppAccount account_;
    remote::XmppLink link_;
    std::vector<remote::IncomingMessage> inbox_;
    std::string me_;
    bool wasOnline_ = true; // open() brings it online first
    std::chrono::milliseconds pause_ {500};
    Clock::time_point retryAt_ {};
    std::ofstream trace_;
};

struct Common {
    remote::XmppAccount account;
    std::string traceFile;
    std::uint64_t seed = 0;
    std::string saveDir;
    int giveUpAfter = 0;
    std::chrono::milliseconds pace {0};
};

// `own` flags and those both subcommands share, which readCommon() reads.
std::vector<FlagSpec> withCommonFlags(std::vector<FlagSpec> own)
{
    for (const char *name : {"jid", "password-file", "server", "ca-file", "seed", "save-games", "give-up-after",
                             "trace", "state-file", "pace"})
        own.push_back({name, true});
    return own;
}

// Reads the flags both subcommands share; false after printing why.
bool readCommon(const CommandLine &line, Common &common)
{
    std::string error;
    common.account.jid = line.value("jid");
    if (common.account.jid.empty() || !line.has("password-file")) {
        std::cerr << "ludoteca-cli remote: --jid and --password-file are needed\n";
        return false;
    }
    const auto password = readPasswordFile(line.value("password-file"), error);
    if (!password) {
        std::cerr << "ludoteca-cli remote: " << error << '\n';
        return false;
    }
    common.account.password = *password;
    common.account.server = line.value("server");
    common.account.caFile = line.value("ca-file");
    if (line.has("seed")) {
        try {
            std::size_t used = 0;
            common.seed = std::stoull(line.value("seed"), &used);
            if (used != line.value("seed").size())
                throw std::invalid_argument("seed");
        } catch (const std::exception &) {
            std::cerr << "ludoteca-cli remote: --seed takes a whole number\n";
            return false;
        }
    } else {
        common.seed = (static_cast<std::uint64_t>(std::random_device {}()) << 32) | std::random_device {}();
    }
    common.saveDir = line.value("save-games");
    common.traceFile = line.value("trace");
    if (line.has("give-up-after")) {
        try {
            common.giveUpAfter = std::stoi(line.value("give-up-after"));
        } catch (const std::exception &) {
            common.giveUpAfter = -1;
        }
        if (common.giveUpAfter <= 0) {
            std::cerr << "ludoteca-cli remote: --give-up-after takes a number of seconds\n";
            return false;
        }
    }
    if (line.has("pace")) {
        int pace = -1;
        try {
            pace = std::stoi(line.value("pace"));
        } catch (const std::exception &) {
        }
        if (pace < 0 || pace > 60000) {
            std::cerr << "ludoteca-cli remote: --pace takes milliseconds, 0 to 60000\n";
            return false;
        }
        common.pace = std::chrono::milliseconds(pace);
    }
    return true;
}

bool saveGame(const Common &common, const std::string &id, const State &state, const std::vector<SavedSeat> &seats,
              const std::vector<std::string> &moves, std::uint64_t seed)
{
    if (common.saveDir.empty())
        return true;
    std::error_code code;
    std::filesystem::create_directories(common.saveDir, code);
    std::string error;
    const auto path = std::filesystem::path(common.saveDir) / (state.game().id + "-" + id + ".ludoteca");
    if (!writeSavedGameFile(path.string(), state.game().id, state.options(), seats, moves, seed, error)) {
        std::cerr << "ludoteca-cli remote: " << error << '\n';
        return false;
    }
    return true;
}

void printResult(const State &state, int resigned)
{
    std::cout << "game over:";
    if (resigned >= 0)
        std::cout << " seat " << resigned + 1 << " resigned;";
    std::cout << " winners";
    for (const int seat : state.winners())
        std::cout << ' ' << seat + 1;
    std::cout << "; scores";
    for (const double score : state.scores())
        std::cout << ' ' << score;
    std::cout << '\n';
}

// Whether --give-up-after has passed; then says so and closes the connection.
bool gaveUp(const Common &common, Clock::time_point start, Connection &connection)
{
    if (common.giveUpAfter <= 0 || Clock::now() - start <= std::chrono::seconds(common.giveUpAfter))
        return false;
    std::cerr << "ludoteca-cli remote: the game is not over after " << common.giveUpAfter << " s\n";
    connection.close();
    return true;
}

// After this long without a word, ask again: a message may have been lost with a link.
constexpr auto kAskAgainAfter = std::chrono::seconds(20);

int runHost(const std::vector<std::string> &args)
{
    CommandLine line;
    std::string error;
    if (!line.parse(args, withCommonFlags({{"game", true}, {"set", true, true}, {"seats", true}}), error)) {
        std::cerr << "ludoteca-cli remote host: " << error << '\n' << kRemoteUsage;
        return kExitUsage;
    }
    const GameInfo *info = GameRegistry::find(line.value("game"));
    if (!info) {
        std::cerr << "ludoteca-cli remote host: unknown game '" << line.value("game") << "'\n";
        return kExitUsage;
    }
    std::vector<std::pair<std::string, std::string>> given;
    for (const auto &word : line.values("set")) {
        const auto equals = word.find('=');
        if (equals == std::string::npos) {
            std::cerr << "ludoteca-cli remote host: --set takes KEY=VALUE, not '" << word << "'\n";
            return kExitUsage;
        }
        given.emplace_back(word.substr(0, equals), word.substr(equals + 1));
    }
    Options options;
    if (!info->resolveOptions(given, options, error)) {
        std::cerr << "ludoteca-cli remote host: " << error << '\n';
        return kExitUsage;
    }
    std::vector<std::string> seats;
    std::vector<ai::Level> levels;
    for (const auto &word : splitCommas(line.value("seats"))) {
        ai::Level level = ai::Level::Medium;
        if (parseAiSeat(word, level)) {
            seats.emplace_back();
        } else if (word.rfind("xmpp:", 0) == 0 && word.find('@') != std::string::npos) {
            seats.push_back(remote::bareJid(word.substr(5)));
        } else {
            std::cerr << "ludoteca-cli remote host: a seat is ai:LEVEL or xmpp:JID, not '" << word << "'\n";
            return kExitUsage;
        }
        levels.push_back(level);
    }
    Common common;
    if (!readCommon(line, common))
        return kExitUsage;

    std::unique_ptr<remote::HostedGame> game;
    const StateFile stateFile(line.value("state-file"));
    if (stateFile.exists()) {
        const auto saved = stateFile.read(error);
        if (saved)
            game = remote::HostedGame::restore(*saved, error);
        if (game
            && (game->state().game().id != info->id || game->seats() != seats || game->state().options() != options))
            error = "the state file " + line.value("state-file") + " holds another game than the one asked for";
        if (!game || !error.empty()) {
            std::cerr << "ludoteca-cli remote host: " << error << '\n';
            return 1;
        }
        std::cerr << "ludoteca-cli remote: going on with game " << game->id() << " at move " << game->state().ply() + 1
                  << '\n';
    } else {
        try {
            game = std::make_unique<remote::HostedGame>(remote::newGameId(), *info, options, seats, common.seed);
        } catch (const std::invalid_argument &problem) {
            std::cerr << "ludoteca-cli remote host: " << problem.what() << '\n';
            return kExitUsage;
        }
        if (!stateFile.write(game->save()))
            return 1;
    }
    // What a change returns goes out only once the change is kept: after a crash the host
    // never forgets a move a guest has seen.
    Connection connection(common.account, common.traceFile);
    // The players of the game may see whether this program is connected.
    connection.allowPresence([&game](const std::string &who) {
        return std::find(game->seats().begin(), game->seats().end(), who) != game->seats().end();
    });
    const auto keepAndSend = [&](const std::vector<remote::Outgoing> &letters) {
        stateFile.write(game->save());
        connection.send(letters);
    };
    if (!connection.open())
        return 1;
    std::cerr << "ludoteca-cli remote: hosting " << info->name << " (game " << game->id() << ")\n";
    connection.send(game->resendUnacknowledged());

    Rng rng(common.seed ^ 0x9e3779b97f4a7c15ull ^ static_cast<std::uint64_t>(game->state().ply()));
    const auto start = Clock::now();
    auto heard = Clock::now();
    auto thinkingSince = Clock::now();
    bool finishedAt = false;
    auto endedAt = Clock::now();
    while (true) {
        if (connection.pump(50))
            connection.send(game->resendUnacknowledged());
        for (const auto &[from, message] : connection.takeInbox()) {
            if (message.gameId != game->id())
                continue;
            heard = Clock::now();
            std::string refusal;
            keepAndSend(game->receive(from, message, refusal));
            Connection::refused(from, refusal);
        }
        if (game->declined()) {
            std::cerr << "ludoteca-cli remote: the invitation was declined\n";
            connection.close();
            return 1;
        }
        if (connection.online() && game->hostToMove()) {
            const State &state = game->state();
            if (state.isChanceNode()) {
                keepAndSend(game->drawChance());
            } else {
                MoveRequest request;
                request.level = levels[static_cast<std::size_t>(state.currentPlayer())];
                const Action action = pickMove(state, request, rng);
                connection.keepUp(thinkingSince, common.pace);
                keepAndSend(game->playHere(action));
                thinkingSince = Clock::now();
            }
            continue;
        }
        if (game->finished()) {
            if (!finishedAt) {
                finishedAt = true;
                endedAt = Clock::now();
            }
            // Every guest has the end, or has had time enough to say so.
            if (game->allAcknowledged() || Clock::now() - endedAt > std::chrono::seconds(30))
                break;
        }
        if (Clock::now() - heard > kAskAgainAfter && connection.online()) {
            heard = Clock::now();
            connection.send(game->resendUnacknowledged());
        }
        if (gaveUp(common, start, connection))
            return 1;
    }
    connection.close();
    const State &state = game->state();
    printResult(state, game->resigned());
    stateFile.remove();
    std::vector<SavedSeat> saved;
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        if (seats[seat].empty())
            saved.push_back({"ai", std::string(ai::levelName(levels[seat])), {}});
        else
            saved.push_back({"human", {}, seats[seat]});
    }
    return saveGame(common, game->id(), state, saved, state.historyTexts(kOmniscientViewer), common.seed) ? 0 : 1;
}

int runJoin(const std::vector<std::string> &args)
{
    CommandLine line;
    std::string error;
    if (!line.parse(args, withCommonFlags({{"as", true}}), error)) {
        std::cerr << "ludoteca-cli remote join: " << error << '\n' << kRemoteUsage;
        return kExitUsage;
    }
    ai::Level level = ai::Level::Medium;
    if (!parseAiSeat(line.value("as"), level)) {
        std::cerr << "ludoteca-cli remote join: --as takes ai:LEVEL\n";
        return kExitUsage;
    }
    Common common;
    if (!readCommon(line, common))
        return kExitUsage;
    std::unique_ptr<remote::JoinedGame> game;
    const StateFile stateFile(line.value("state-file"));
    if (stateFile.exists()) {
        const auto saved = stateFile.read(error);
        if (saved)
            game = remote::JoinedGame::restore(*saved, error);
        if (!game) {
            std::cerr << "ludoteca-cli remote join: " << error << '\n';
            return 1;
        }
        std::cerr << "ludoteca-cli remote: going on with game " << game->id() << " at move " << game->state().ply() + 1
                  << '\n';
    }
    Connection connection(common.account, common.traceFile);
    // Anyone may invite this program, and see whether it is connected.
    connection.allowPresence([](const std::string &) { return true; });
    const auto keepAndSend = [&](const std::vector<remote::Outgoing> &letters) {
        stateFile.write(game->save());
        connection.send(letters);
    };
    if (!connection.open())
        return 1;
    if (game)
        connection.send(game->catchUp());

    Rng rng(common.seed ^ static_cast<std::uint64_t>(game ? game->state().ply() : 0));
    const auto start = Clock::now();
    auto heard = Clock::now();
    auto thinkingSince = Clock::now();
    while (!game || !game->finished()) {
        if (connection.pump(50) && game)
            connection.send(game->catchUp());
        for (const auto &[from, message] : connection.takeInbox()) {
            std::string refusal;
            if (!game) {
                if (!std::holds_alternative<remote::Invite>(message.body))
                    continue;
                game = remote::JoinedGame::fromInvite(from, connection.me(), message, refusal);
                if (!game) {
                    std::cerr << "ludoteca-cli remote: declined an invitation from " << from << ": " << refusal << '\n';
                    connection.send(
                        {{from, {message.gameId, remote::Decline {refusal}}, "Ludoteca: invitation declined."}});
                    continue;
                }
                std::cerr << "ludoteca-cli remote: playing " << game->info().name << " at seat " << game->seat() + 1
                          << " (game " << game->id() << ")\n";
                keepAndSend({game->accept()});
                heard = Clock::now();
                continue;
            }
            if (message.gameId != game->id())
                continue;
            heard = Clock::now();
            keepAndSend(game->receive(from, message, refusal));
            Connection::refused(from, refusal);
        }
        if (game && connection.online() && game->myTurn() && !game->waiting()) {
            MoveRequest request;
            request.level = level;
            const Action action = pickMove(game->state(), request, rng);
            connection.keepUp(thinkingSince, common.pace);
            const auto move = game->play(action);
            keepAndSend({move});
            thinkingSince = Clock::now();
            continue;
        }
        if (game && Clock::now() - heard > kAskAgainAfter && connection.online()) {
            heard = Clock::now();
            connection.send(game->catchUp());
        }
        if (gaveUp(common, start, connection))
            return 1;
    }
    // The last acknowledgement goes out before the program ends.
    connection.close();
    const State &state = game->state();
    printResult(state, game->resigned());
    stateFile.remove();
    std::vector<SavedSeat> saved;
    for (std::size_t seat = 0; seat < game->seats().size(); ++seat) {
        if (static_cast<int>(seat) == game->seat())
            saved.push_back({"ai", std::string(ai::levelName(level)), connection.me()});
        else
            saved.push_back({"human", {}, game->seats()[seat].empty() ? game->host() : game->seats()[seat]});
    }
    return saveGame(common, game->id(), state, saved, state.historyTexts(game->seat()), 0) ? 0 : 1;
}

} // namespace

int runRemote(const std::vector<std::string> &args)
{
    if (args.empty() || args.front() == "--help" || args.front() == "-h") {
        (args.empty() ? std::cerr : std::cout) << kRemoteUsage;
        return args.empty() ? kExitUsage : 0;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args.front() == "host")
        return runHost(rest);
    if (args.front() == "join")
        return runJoin(rest);
    std::cerr << "ludoteca-cli remote: the first word is host or join, not '" << args.front() << "'\n" << kRemoteUsage;
    return kExitUsage;
}

} // namespace ludoteca::cli
