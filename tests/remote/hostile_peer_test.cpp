// What a host of ludoteca-cli remote does with messages it must not trust, over a real
// Prosody: a guest of the test's own (the session and link, driven here) sends moves out of
// turn, for past and future plies and illegal ones, and a stranger sends garbage, a game
// element of the wrong size and a flood of invitations. Each is refused with its reason in
// the host's log, and the game goes on to its end unchanged.

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <sys/stat.h>

#include "child_process.h"
#include "ludoteca/remote/protocol.h"
#include "ludoteca/remote/session.h"
#include "ludoteca/remote/xmpp_link.h"
#include "prosody_server.h"

namespace fs = std::filesystem;
using namespace ludoteca;
using namespace ludoteca::remote;

namespace {

struct Peer {
    XmppLink link;
    std::vector<IncomingMessage> received;
    Peer()
    {
        link.setMessageHandler([this](const IncomingMessage &message) { received.push_back(message); });
    }
};

void pumpUntil(Peer &peer, const std::function<bool()> &done, const std::string &what)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (!done()) {
        INFO("waiting for " << what << "; last error: " << peer.link.lastError());
        REQUIRE(std::chrono::steady_clock::now() < deadline);
        peer.link.runOnce(20);
    }
}

void sendAll(Peer &peer, const std::vector<Outgoing> &letters)
{
    for (const auto &letter : letters)
        REQUIRE(peer.link.send(letter.to, letter.body, toXml(letter.message)));
}

} // namespace

TEST_CASE("a host refuses what a guest or a stranger may not send, and the game goes on", "[remote][cli]")
{
    ProsodyServer server({{"host", "host-secret"}, {"ben", "ben-secret"}, {"mallory", "mallory-secret"}});
    const char *cli = std::getenv("LUDOTECA_CLI");
    REQUIRE(cli != nullptr);
    std::string pattern = (fs::temp_directory_path() / "ludoteca-hostile-XXXXXX").string();
    REQUIRE(mkdtemp(pattern.data()) != nullptr);
    const fs::path folder = pattern;
    const auto passwordFile = (folder / "password").string();
    std::ofstream(passwordFile) << "host-secret\n";
    chmod(passwordFile.c_str(), 0600);
    ChildProcess host(cli,
                      {"remote", "host", "--game", "egotzi", "--seats", "ai:beginner,xmpp:" + server.jid("ben"),
                       "--jid", server.jid("host"), "--password-file", passwordFile, "--server", server.address(),
                       "--ca-file", server.caFile(), "--seed", "3", "--give-up-after", "120"},
                      (folder / "out").string(), (folder / "err").string());

    Peer ben;
    Peer mallory;
    REQUIRE(ben.link.connect({server.jid("ben"), "ben-secret", server.address(), server.caFile()}));
    REQUIRE(mallory.link.connect({server.jid("mallory"), "mallory-secret", server.address(), server.caFile()}));
    pumpUntil(
        ben, [&] { return ben.link.state() == XmppLink::State::Online; }, "ben online");
    pumpUntil(
        mallory, [&] { return mallory.link.state() == XmppLink::State::Online; }, "mallory online");

    // Ben takes the invitation, and the host's first move.
    std::unique_ptr<JoinedGame> game;
    std::size_t read = 0;
    const auto takeMail = [&] {
        for (; read < ben.received.size(); ++read) {
            std::string error;
            const auto message = parseMessage(ben.received[read].payloadXml, error);
            REQUIRE(message);
            std::string refusal;
            if (!game) {
                game = JoinedGame::fromInvite(ben.received[read].bareFrom, server.jid("ben"), *message, refusal);
                REQUIRE(game);
                sendAll(ben, {game->accept()});
                continue;
            }
            sendAll(ben, game->receive(ben.received[read].bareFrom, *message, refusal));
            CHECK(refusal.empty());
        }
    };
    pumpUntil(
        ben,
        [&] {
            takeMail();
            return game && game->myTurn();
        },
        "ben's turn");
    const std::string hostJid = server.jid("host");
    const std::string id = game->id();
    const auto guestMove = [&](int ply, const std::string &text) {
        REQUIRE(ben.link.send(hostJid, "", toXml({id, Move {ply, text, {}}})));
    };

    // Ben, out of order: a move for a ply already played, one for a future ply, an illegal
    // move, a sync (only the host sends those), a resignation for the other seat.
    const int ply = game->state().ply();
    const std::vector<Action> legal = game->state().legalActions();
    guestMove(ply - 1, game->state().actionToString(legal.front()));
    guestMove(ply + 5, game->state().actionToString(legal.front()));
    guestMove(ply, "z99");
    REQUIRE(ben.link.send(hostJid, "", toXml({id, Sync {0, {}, "0123456789abcdef"}})));
    REQUIRE(ben.link.send(hostJid, "", toXml({id, Resign {0}})));

    // Mallory, who holds no seat: a move in Ben's name, garbage, a foreign element, a flood.
    REQUIRE(mallory.link.send(hostJid, "", toXml({id, Move {ply, game->state().actionToString(legal.front()), {}}})));
    REQUIRE(mallory.link.send(hostJid, "hello", ""));
    REQUIRE(mallory.link.send(
        hostJid, "", "<game xmlns='urn:ludoteca:remote:1' v='1' id='" + id + "'><move ply='-1'>c3</move></game>"));
    REQUIRE(
        mallory.link.send(hostJid, "", "<game xmlns='urn:ludoteca:remote:1' v='9' id='" + id + "'><accept/></game>"));
    for (int i = 0; i < 100; ++i)
        REQUIRE(mallory.link.send(hostJid, "", toXml({newGameId(), Invite {"egotzi", {}, {"", hostJid}}})));
    pumpUntil(
        mallory, [&] { return mallory.received.empty(); }, "mallory's letters out");

    // Then Ben plays properly to the end.
    std::vector<Action> scratch;
    Rng rng(11);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
    while (!game->finished()) {
        REQUIRE(std::chrono::steady_clock::now() < deadline);
        ben.link.runOnce(20);
        mallory.link.runOnce(0);
        takeMail();
        if (game->myTurn() && !game->waiting())
            sendAll(ben, {game->play(game->state().randomAction(rng, scratch))});
    }
    // Ben's last acknowledgement goes out while the host finishes.
    pumpUntil(
        ben, [&] { return host.exited(); }, "the host's end");
    const int status = host.wait(std::chrono::steady_clock::now() + std::chrono::seconds(60));
    const std::string log = host.err();
    INFO(log);
    CHECK(status == 0);
    CHECK(log.find("refused a message from " + server.jid("ben") + ": move " + std::to_string(ply)
                   + " was played already")
          != std::string::npos);
    CHECK(log.find("is ahead of the game, which waits for move") != std::string::npos);
    CHECK(log.find("illegal move: z99") != std::string::npos);
    CHECK(log.find("only the host sends the moves") != std::string::npos);
    CHECK(log.find("a seat resigns only for itself") != std::string::npos);
    CHECK(log.find(server.jid("mallory") + " holds no seat of this game") != std::string::npos);
    CHECK(log.find("ply is not a number") != std::string::npos);
    CHECK(log.find("protocol version 9 is not 1") != std::string::npos);
    // The host and Ben end with the same game.
    CHECK(host.out().find("game over:") != std::string::npos);
    CHECK(game->state().isTerminal());
    std::error_code ignored;
    fs::remove_all(folder, ignored);
}
