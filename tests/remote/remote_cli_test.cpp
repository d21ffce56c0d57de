// ludoteca-cli remote host and join, as separate processes, playing whole games over a
// Prosody of the test's own: every game to the same end on every side, what each guest
// received holding no other seat's secret, and a server restart in the middle.

#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "child_process.h"
#include "ludoteca/core/registry.h"
#include "prosody_server.h"

namespace fs = std::filesystem;

namespace {

constexpr auto kGameDeadline = std::chrono::seconds(300);

std::string cliPath()
{
    const char *path = std::getenv("LUDOTECA_CLI");
    REQUIRE(path != nullptr);
    return path;
}

// A temporary folder, removed at the end.
struct Folder {
    Folder()
    {
        std::string pattern = (fs::temp_directory_path() / "ludoteca-remote-XXXXXX").string();
        REQUIRE(mkdtemp(pattern.data()) != nullptr);
        path = pattern;
    }
    ~Folder()
    {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
    fs::path path;
};

std::string passwordFile(const Folder &folder, const std::string &user, const std::string &password, int mode = 0600)
{
    const auto path = folder.path / (user + ".password");
    std::ofstream(path) << password << '\n';
    chmod(path.c_str(), static_cast<mode_t>(mode));
    return path.string();
}

std::vector<std::string> account(const ProsodyServer &server, const Folder &folder, const std::string &user)
{
    return {"--jid",           server.jid(user),
            "--password-file", passwordFile(folder, user, user + "-secret"),
            "--server",        server.address(),
            "--ca-file",       server.caFile(),
            "--give-up-after", "280"};
}

// The moves of the one saved game in `dir`.
std::vector<std::string> savedMoves(const fs::path &dir)
{
    std::vector<fs::path> files;
    for (const auto &entry : fs::directory_iterator(dir))
        files.push_back(entry.path());
    REQUIRE(files.size() == 1);
    const auto document = nlohmann::json::parse(readWhole(files.front().string()), nullptr, false);
    REQUIRE(document.is_object());
    REQUIRE(document.contains("moves"));
    return document.at("moves").get<std::vector<std::string>>();
}

struct Game {
    std::string id;
    std::vector<std::string> options;
    int guests;
};

// Hosts `game` with the host's computer at the first seat and `guests` joining, and
// returns the folder's saved games per side: [0] the host, then each guest.
void playOverProsody(ProsodyServer &server, const Game &game, const Folder &folder, bool restartMidGame = false)
{
    const std::string cli = cliPath();
    std::vector<std::unique_ptr<ChildProcess>> guests;
    std::string seats = "ai:beginner";
    for (int guest = 1; guest <= game.guests; ++guest) {
        const std::string user = "guest" + std::to_string(guest);
        const auto dir = folder.path / game.id / user;
        fs::create_directories(dir);
        auto args = account(server, folder, user);
        args.insert(args.begin(), {"remote", "join", "--as", "ai:beginner", "--seed", std::to_string(guest)});
        if (restartMidGame) // time for the server to go away in the middle
            args.insert(args.end(), {"--pace", "20"});
        args.insert(args.end(), {"--save-games", (dir / "saved").string(), "--trace", (dir / "trace").string()});
        guests.push_back(std::make_unique<ChildProcess>(cli, args, (dir / "out").string(), (dir / "err").string()));
        seats += ",xmpp:" + server.jid(user);
    }
    const auto hostDir = folder.path / game.id / "host";
    fs::create_directories(hostDir);
    auto args = account(server, folder, "host");
    args.insert(args.begin(), {"remote", "host", "--game", game.id, "--seats", seats, "--seed", "7"});
    if (restartMidGame)
        args.insert(args.end(), {"--pace", "20"});
    for (const auto &option : game.options)
        args.insert(args.end(), {"--set", option});
    args.insert(args.end(), {"--save-games", (hostDir / "saved").string(), "--trace", (hostDir / "trace").string()});
    ChildProcess host(cli, args, (hostDir / "out").string(), (hostDir / "err").string());

    if (restartMidGame) {
        // Once a few moves have gone by, the server goes away and comes back.
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        const auto traceLines = [&] {
            const std::string trace = readWhole((hostDir / "trace").string());
            return std::count(trace.begin(), trace.end(), '\n');
        };
        while (traceLines() < 12) {
            REQUIRE(std::chrono::steady_clock::now() < deadline);
            REQUIRE_FALSE(host.exited());
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        server.restart();
    }

    const auto deadline = std::chrono::steady_clock::now() + kGameDeadline;
    const int hostStatus = host.wait(deadline);
    INFO("host: " << host.err() << "\nserver log tail: "
                  << server.log().substr(server.log().size() > 4000 ? server.log().size() - 4000 : 0));
    REQUIRE(hostStatus == 0);
    const auto hostMoves = savedMoves(hostDir / "saved");
    CHECK(host.out().find("game over:") != std::string::npos);
    for (int guest = 1; guest <= game.guests; ++guest) {
        auto &process = *guests[static_cast<std::size_t>(guest - 1)];
        INFO("guest " << guest << ": " << process.err());
        REQUIRE(process.wait(deadline) == 0);
        // The end shows every secret: each side saved the same game.
        CHECK(savedMoves(folder.path / game.id / ("guest" + std::to_string(guest)) / "saved") == hostMoves);
        CHECK(process.out() == host.out());
    }
}

} // namespace

TEST_CASE("ludoteca-cli remote plays a whole game of every game over a local Prosody", "[remote][cli]")
{
    ProsodyServer server({{"host", "host-secret"}, {"guest1", "guest1-secret"}, {"guest2", "guest2-secret"}});
    Folder folder;
    for (const ludoteca::GameInfo *info : ludoteca::GameRegistry::games()) {
        Game game {info->id, {}, 1};
        if (info->maxPlayers >= 3) { // three seats on three accounts
            game.options = {"players=3"};
            game.guests = 2;
        }
        INFO(info->id);
        playOverProsody(server, game, folder);
    }
    // In Circular Chess each guest read its own objective and `deal` for the others' until
    // the end: no letter to it before the last names another seat's card.
    const auto hostMoves = savedMoves(folder.path / "circular-chess" / "host" / "saved");
    REQUIRE(hostMoves.size() > 3);
    for (int guest = 1; guest <= 2; ++guest) {
        const std::string trace =
            readWhole((folder.path / "circular-chess" / ("guest" + std::to_string(guest)) / "trace").string());
        std::vector<std::string> received;
        std::istringstream lines(trace);
        for (std::string line; std::getline(lines, line);)
            if (line.rfind("in ", 0) == 0)
                received.push_back(line);
        REQUIRE(received.size() > 3);
        received.pop_back(); // the end, which shows every card
        for (int seat = 0; seat < 3; ++seat) {
            if (seat == guest)
                continue;
            const std::string secret = ">" + hostMoves[static_cast<std::size_t>(seat)] + "<";
            INFO("guest " << guest << ", secret " << secret);
            for (const auto &line : received)
                if (line.find("<sync") == std::string::npos)
                    CHECK(line.find(secret) == std::string::npos);
        }
        CHECK(trace.find(">" + hostMoves[static_cast<std::size_t>(guest)] + "<") != std::string::npos);
    }
}

TEST_CASE("a game played apart survives a restart of the server", "[remote][cli]")
{
    ProsodyServer server({{"host", "host-secret"}, {"guest1", "guest1-secret"}});
    Folder folder;
    playOverProsody(server, {"egotzi", {}, 1}, folder, true);
}

TEST_CASE("a game played apart goes on after the guest and then the host are killed", "[remote][cli]")
{
    ProsodyServer server({{"host", "host-secret"}, {"guest1", "guest1-secret"}});
    Folder folder;
    const std::string cli = cliPath();
    const auto guestDir = folder.path / "guest1";
    const auto hostDir = folder.path / "host";
    fs::create_directories(guestDir);
    fs::create_directories(hostDir);
    auto guestArgs = account(server, folder, "guest1");
    // A long game at a pace people could follow, so that the kills fall in its middle.
    guestArgs.insert(guestArgs.begin(), {"remote", "join", "--as", "ai:beginner", "--seed", "1", "--pace", "20"});
    guestArgs.insert(guestArgs.end(),
                     {"--save-games", (guestDir / "saved").string(), "--trace", (guestDir / "trace").string(),
                      "--state-file", (guestDir / "state").string()});
    auto hostArgs = account(server, folder, "host");
    hostArgs.insert(hostArgs.begin(),
                    {"remote", "host", "--game", "circular-chess", "--seats",
                     "ai:beginner,xmpp:" + server.jid("guest1"), "--seed", "7", "--set", "quiet=30", "--pace", "20"});
    hostArgs.insert(hostArgs.end(),
                    {"--save-games", (hostDir / "saved").string(), "--trace", (hostDir / "trace").string(),
                     "--state-file", (hostDir / "state").string()});
    const auto start = [&](const fs::path &dir, const std::vector<std::string> &args, int run) {
        return std::make_unique<ChildProcess>(cli, args, (dir / ("out" + std::to_string(run))).string(),
                                              (dir / ("err" + std::to_string(run))).string());
    };
    const auto movesSent = [&] {
        const std::string trace = readWhole((hostDir / "trace").string());
        int moves = 0;
        for (std::size_t at = trace.find("out "); at != std::string::npos; at = trace.find("out ", at + 1))
            moves += trace.compare(trace.find('<', at), 5, "<game") == 0 ? 1 : 0;
        return moves;
    };
    const auto waitForMoves = [&](int count, ChildProcess &host) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (movesSent() < count) {
            INFO("host: " << host.err());
            REQUIRE(std::chrono::steady_clock::now() < deadline);
            REQUIRE_FALSE(host.exited()); // the game must not be over yet
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    };

    auto guest = start(guestDir, guestArgs, 1);
    auto host = start(hostDir, hostArgs, 1);
    waitForMoves(8, *host);
    guest->kill();
    REQUIRE(fs::exists(guestDir / "state"));
    guest = start(guestDir, guestArgs, 2);
    waitForMoves(movesSent() + 8, *host);
    host->kill();
    REQUIRE(fs::exists(hostDir / "state"));
    host = start(hostDir, hostArgs, 2);

    const auto deadline = std::chrono::steady_clock::now() + kGameDeadline;
    INFO("host: " << host->err() << "\nguest: " << guest->err());
    REQUIRE(host->wait(deadline) == 0);
    REQUIRE(guest->wait(deadline) == 0);
    CHECK(host->err().find("going on with game") != std::string::npos);
    CHECK(guest->err().find("going on with game") != std::string::npos);
    CHECK(savedMoves(guestDir / "saved") == savedMoves(hostDir / "saved"));
    CHECK(guest->out() == host->out());
    CHECK_FALSE(fs::exists(hostDir / "state")); // removed at the end
    CHECK_FALSE(fs::exists(guestDir / "state"));
}

TEST_CASE("ludoteca-cli remote refuses a password file others may read", "[remote][cli]")
{
    Folder folder;
    const std::string file = passwordFile(folder, "ana", "secret", 0644);
    ChildProcess cli(cliPath(),
                     {"remote", "join", "--as", "ai:beginner", "--jid", "ana@localhost", "--password-file", file},
                     (folder.path / "out").string(), (folder.path / "err").string());
    CHECK(cli.wait(std::chrono::steady_clock::now() + std::chrono::seconds(30)) == 2);
    CHECK(cli.err().find("may be read by others") != std::string::npos);
}
