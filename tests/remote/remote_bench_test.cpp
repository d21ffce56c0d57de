// Figures for docs/benchmarks.md, not a test of speed: run by hand with
//   build/tests/test_remote "[.bench]"
// A host and a guest in one process, each on its own connection to a Prosody of the test's
// own, play Egotzi at random: the time from a move sent to its arrival on the other side
// (median and 95th percentile over 100 games), and the memory of the process as the games
// go by (it must stay flat).

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <unistd.h>
#include <vector>

#include "ludoteca/core/registry.h"
#include "ludoteca/remote/protocol.h"
#include "ludoteca/remote/session.h"
#include "ludoteca/remote/xmpp_link.h"
#include "prosody_server.h"

using namespace ludoteca;
using namespace ludoteca::remote;
using Clock = std::chrono::steady_clock;

namespace {

long residentKiB()
{
    std::ifstream statm("/proc/self/statm");
    long pages = 0;
    long resident = 0;
    statm >> pages >> resident;
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

} // namespace

TEST_CASE("remote: move latency and memory over a local Prosody", "[.bench]")
{
    ProsodyServer server({{"host", "host-secret"}, {"ben", "ben-secret"}});
    XmppLink hostLink;
    XmppLink benLink;
    std::vector<IncomingMessage> toHost;
    std::vector<IncomingMessage> toBen;
    hostLink.setMessageHandler([&](const IncomingMessage &m) { toHost.push_back(m); });
    benLink.setMessageHandler([&](const IncomingMessage &m) { toBen.push_back(m); });
    REQUIRE(hostLink.connect({server.jid("host"), "host-secret", server.address(), server.caFile()}));
    REQUIRE(benLink.connect({server.jid("ben"), "ben-secret", server.address(), server.caFile()}));
    while (hostLink.state() != XmppLink::State::Online || benLink.state() != XmppLink::State::Online) {
        REQUIRE(hostLink.state() != XmppLink::State::Failed);
        REQUIRE(benLink.state() != XmppLink::State::Failed);
        hostLink.runOnce(5);
        benLink.runOnce(5);
    }
    const GameInfo *info = GameRegistry::find("egotzi");
    const std::string hostJid = server.jid("host");
    const std::string benJid = server.jid("ben");
    std::vector<double> latencies;
    std::vector<long> memory {residentKiB()};
    Rng rng(1);
    std::vector<Action> scratch;
    for (int round = 0; round < 100; ++round) {
        HostedGame host(newGameId(), *info, info->defaultOptions(), {"", benJid}, static_cast<std::uint64_t>(round));
        std::unique_ptr<JoinedGame> ben;
        std::map<std::string, Clock::time_point> sentAt; // payload -> when it left
        const auto send = [&](XmppLink &link, const std::vector<Outgoing> &letters) {
            for (const auto &letter : letters) {
                const std::string xml = toXml(letter.message);
                if (std::holds_alternative<Move>(letter.message.body))
                    sentAt[std::to_string(std::get<Move>(letter.message.body).ply) + letter.to] = Clock::now();
                REQUIRE(link.send(letter.to, letter.body, xml));
            }
        };
        const auto arrived = [&](const Envelope &message, const std::string &to) {
            if (const auto *move = std::get_if<Move>(&message.body)) {
                const auto at = sentAt.find(std::to_string(move->ply) + to);
                if (at != sentAt.end()) {
                    latencies.push_back(std::chrono::duration<double, std::milli>(Clock::now() - at->second).count());
                    sentAt.erase(at);
                }
            }
        };
        send(hostLink, host.invitations());
        while (!host.finished() || !ben || !ben->finished()) {
            hostLink.runOnce(0);
            benLink.runOnce(1);
            std::string error;
            for (const auto &incoming : std::exchange(toBen, {})) {
                const auto message = parseMessage(incoming.payloadXml, error);
                REQUIRE(message);
                arrived(*message, benJid);
                if (!ben) {
                    ben = JoinedGame::fromInvite(incoming.bareFrom, benJid, *message, error);
                    REQUIRE(ben);
                    send(benLink, {ben->accept()});
                } else {
                    send(benLink, ben->receive(incoming.bareFrom, *message, error));
                }
            }
            for (const auto &incoming : std::exchange(toHost, {})) {
                const auto message = parseMessage(incoming.payloadXml, error);
                REQUIRE(message);
                arrived(*message, hostJid);
                send(hostLink, host.receive(incoming.bareFrom, *message, error));
            }
            if (host.hostToMove())
                send(hostLink, host.playHere(host.state().randomAction(rng, scratch)));
            if (ben && ben->myTurn() && !ben->waiting())
                send(benLink, {ben->play(ben->state().randomAction(rng, scratch))});
        }
        if ((round + 1) % 10 == 0)
            memory.push_back(residentKiB());
    }
    std::sort(latencies.begin(), latencies.end());
    const auto at = [&](double share) { return latencies[static_cast<std::size_t>(share * (latencies.size() - 1))]; };
    std::printf("moves timed: %zu\nlatency ms: median %.2f, 95th percentile %.2f, max %.2f\n", latencies.size(),
                at(0.5), at(0.95), latencies.back());
    std::printf("resident KiB: start %ld", memory.front());
    for (std::size_t i = 1; i < memory.size(); ++i)
        std::printf(", after %zu games %ld", i * 10, memory[i]);
    std::printf("\n");
    CHECK(latencies.size() > 1000);
}
