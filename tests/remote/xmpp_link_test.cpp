// XmppLink against a real Prosody that each test case starts (prosody_server.h). Nothing
// waits for a fixed time: the links are pumped until what a test expects has happened,
// and a test gives up, saying what it waited for, after a generous deadline.
#include <catch2/catch.hpp>

#include <strophe.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "ludoteca/remote/xmpp_link.h"
#include "prosody_server.h"

using ludoteca::remote::IncomingMessage;
using ludoteca::remote::XmppAccount;
using ludoteca::remote::XmppLink;

namespace {

constexpr auto kDeadline = std::chrono::seconds(30);

// A link with what it received and logged.
struct Client {
    explicit Client(std::string name) : name(std::move(name))
    {
        link.setMessageHandler([this](const IncomingMessage &message) { received.push_back(message); });
        link.setLogSink([this](std::string_view line) { log += std::string(line) + "\n"; });
    }

    std::string describe() const
    {
        return name + ": state " + std::to_string(static_cast<int>(link.state())) + ", last error \"" + link.lastError()
            + "\", " + std::to_string(received.size()) + " received, log:\n" + log;
    }

    std::string name;
    XmppLink link;
    std::vector<IncomingMessage> received;
    std::string log;
};

XmppAccount account(const ProsodyServer &server, const std::string &user, const std::string &password)
{
    return XmppAccount {server.jid(user), password, server.address(), server.caFile()};
}

// Pumps every client's link until `done` holds; fails after kDeadline, saying what it
// waited for and what the clients and the server logged.
void pumpUntil(std::initializer_list<Client *> clients, const std::function<bool()> &done, const std::string &what,
               const ProsodyServer *server = nullptr)
{
    const auto deadline = std::chrono::steady_clock::now() + kDeadline;
    while (!done()) {
        if (std::chrono::steady_clock::now() > deadline) {
            std::string report = "gave up after 30 s waiting for: " + what + "\n";
            for (const Client *client : clients)
                report += client->describe();
            if (server != nullptr)
                report += "server log:\n" + server->log();
            FAIL(report);
        }
        for (Client *client : clients)
            client->link.runOnce(clients.size() > 1 ? 10 : 50);
    }
}

void connectAll(std::initializer_list<std::pair<Client *, XmppAccount>> logins, const ProsodyServer &server)
{
    for (const auto &[client, login] : logins)
        REQUIRE(client->link.connect(login));
    for (const auto &[client, login] : logins)
        pumpUntil(
            {client}, [client = client] { return client->link.state() != XmppLink::State::Connecting; },
            client->name + " online", &server);
    for (const auto &[client, login] : logins) {
        INFO(client->describe());
        REQUIRE(client->link.state() == XmppLink::State::Online);
    }
}

// The payload as libstrophe writes it again, which is what the receiving link hands over.
std::string canonical(const std::string &xml)
{
    xmpp_ctx_t *ctx = xmpp_ctx_new(nullptr, nullptr);
    xmpp_stanza_t *stanza = xmpp_stanza_new_from_string(ctx, xml.c_str());
    REQUIRE(stanza != nullptr);
    char *text = nullptr;
    std::size_t length = 0;
    REQUIRE(xmpp_stanza_to_text(stanza, &text, &length) == XMPP_EOK);
    std::string result(text, length);
    xmpp_free(ctx, text);
    xmpp_stanza_release(stanza);
    xmpp_ctx_free(ctx);
    return result;
}

std::size_t countBodies(const Client &client, const std::string &body)
{
    return static_cast<std::size_t>(std::count_if(client.received.begin(), client.received.end(),
                                                  [&](const IncomingMessage &m) { return m.body == body; }));
}

bool hasBody(const Client &client, const std::string &body) { return countBodies(client, body) > 0; }

const std::string kPayload = R"(<game xmlns="urn:ludoteca:remote:1"><move>e2e4</move></game>)";

} // namespace

TEST_CASE("xmpp link: two accounts exchange a message with a game element")
{
    ProsodyServer server({{"alice", "alice-secret"}, {"bob", "bob-secret"}});
    Client alice("alice");
    Client bob("bob");
    connectAll({{&alice, account(server, "alice", "alice-secret")}, {&bob, account(server, "bob", "bob-secret")}},
               server);
    CHECK(alice.link.boundJid().rfind("alice@localhost/", 0) == 0);

    const std::string body = "Tocca a te: e2-e4 & <niente> \"altro\"\nÈ la mossa 1 ♟";
    std::string error;
    REQUIRE(alice.link.send(server.jid("bob"), body, kPayload, &error));
    CHECK(error.empty());
    pumpUntil(
        {&alice, &bob}, [&] { return !bob.received.empty(); }, "bob's message", &server);

    REQUIRE(bob.received.size() == 1);
    const IncomingMessage &message = bob.received.front();
    CHECK(message.from == alice.link.boundJid());
    CHECK(message.bareFrom == "alice@localhost");
    CHECK(message.body == body);
    CHECK(message.payloadXml == kPayload);

    // Attributes, nested elements and escaped text arrive the same (in libstrophe's
    // attribute order), and a message without a body carries the element alone.
    const std::string rich = R"(<game xmlns="urn:ludoteca:remote:1" id="g-7" ply="12">)"
                             R"(<move from="e2" to="e4"/><note>a &lt; b &amp; c</note></game>)";
    REQUIRE(bob.link.send(message.from, "", rich));
    pumpUntil(
        {&alice, &bob}, [&] { return !alice.received.empty(); }, "alice's message", &server);
    REQUIRE(alice.received.size() == 1);
    CHECK(alice.received.front().from == bob.link.boundJid());
    CHECK(alice.received.front().body.empty());
    CHECK(alice.received.front().payloadXml == canonical(rich));
    CHECK(alice.received.front().payloadXml.find("<note>a &lt; b &amp; c</note>") != std::string::npos);
}

TEST_CASE("xmpp link: a message to an offline account arrives once, when it connects")
{
    ProsodyServer server({{"alice", "a"}, {"bob", "b"}});
    Client alice("alice");
    Client bob("bob");
    connectAll({{&alice, account(server, "alice", "a")}}, server);

    REQUIRE(alice.link.send(server.jid("bob"), "while you were away", kPayload));
    // The server handles one stream's stanzas in order: once alice's note to herself is
    // back, the message to bob has been stored.
    REQUIRE(alice.link.send(server.jid("alice"), "stored", ""));
    pumpUntil(
        {&alice}, [&] { return hasBody(alice, "stored"); }, "alice's note to herself", &server);

    // bob tells alice he is here only after his initial presence, which is when the
    // server hands him what it kept: when alice's answer reaches him, all of it has.
    const auto meetAgain = [&](const std::string &answer) {
        connectAll({{&bob, account(server, "bob", "b")}}, server);
        REQUIRE(bob.link.send(server.jid("alice"), "here", ""));
        pumpUntil(
            {&alice, &bob}, [&] { return hasBody(alice, "here"); }, "bob's hello", &server);
        alice.received.clear();
        REQUIRE(alice.link.send(server.jid("bob"), answer, ""));
        pumpUntil(
            {&alice, &bob}, [&] { return hasBody(bob, answer); }, "alice's answer", &server);
    };

    meetAgain("welcome back");
    REQUIRE(bob.received.size() == 2);
    CHECK(bob.received[0].body == "while you were away");
    CHECK(bob.received[0].bareFrom == "alice@localhost");
    CHECK(bob.received[0].payloadXml == kPayload);
    CHECK(bob.received[1].body == "welcome back");

    // Gone and back: the stored message is not delivered a second time.
    bob.link.disconnect();
    CHECK(bob.link.state() == XmppLink::State::Disconnecting);
    pumpUntil(
        {&alice, &bob}, [&] { return bob.link.state() == XmppLink::State::Disconnected; }, "bob gone", &server);
    CHECK(bob.link.lastError().empty());
    bob.received.clear();
    meetAgain("welcome back again");
    REQUIRE(bob.received.size() == 1);
    CHECK(bob.received[0].body == "welcome back again");
}

TEST_CASE("xmpp link: a wrong password is refused")
{
    ProsodyServer server({{"alice", "right"}});
    Client alice("alice");
    REQUIRE(alice.link.connect(account(server, "alice", "wrong")));
    CHECK(alice.link.state() == XmppLink::State::Connecting);
    pumpUntil(
        {&alice}, [&] { return alice.link.state() == XmppLink::State::Failed; }, "the refusal", &server);

    INFO(alice.describe());
    CHECK(alice.link.error() == XmppLink::Error::LoginRefused);
    CHECK(alice.link.lastError().find("refused the login") != std::string::npos);
    CHECK(alice.link.lastError().find("password") != std::string::npos);
    CHECK(alice.log.find("wrong") == std::string::npos); // no password in the log
    CHECK(alice.link.boundJid().empty());
    std::string error;
    CHECK_FALSE(alice.link.send(server.jid("alice"), "hello", "", &error));
    CHECK(error == "not connected");
}

TEST_CASE("xmpp link: an untrusted certificate ends the connection before the login")
{
    ProsodyServer server({{"alice", "secret"}});
    Client alice("alice");
    XmppAccount login = account(server, "alice", "secret");
    login.caFile.clear(); // the system's authorities only: the self-signed certificate fails
    REQUIRE(alice.link.connect(login));
    pumpUntil(
        {&alice}, [&] { return alice.link.state() == XmppLink::State::Failed; }, "the failure", &server);

    INFO(alice.describe());
    CHECK(alice.link.error() == XmppLink::Error::CertificateUntrusted);
    CHECK(alice.link.lastError().find("certificate is not trusted") != std::string::npos);
    CHECK(alice.link.lastError().find("self-signed") != std::string::npos);
    // The server received no SASL element at all: the handshake failed before it offered
    // a way to log in (c2s_require_encryption), and the link sent nothing afterwards.
    const std::string serverLog = server.log();
    INFO(serverLog);
    CHECK(serverLog.find("Client connected") != std::string::npos);
    CHECK(serverLog.find("Stream encrypted") == std::string::npos);
    CHECK(serverLog.find("<auth") == std::string::npos);
    CHECK(serverLog.find("<response") == std::string::npos);
    CHECK(serverLog.find("Authenticated as") == std::string::npos);

    // The same account, trusting the certificate, gets in.
    REQUIRE(alice.link.connect(account(server, "alice", "secret")));
    pumpUntil(
        {&alice}, [&] { return alice.link.state() == XmppLink::State::Online; }, "alice online", &server);
    CHECK(alice.link.lastError().empty());
    CHECK(server.log().find("Authenticated as alice@localhost") != std::string::npos);
}

TEST_CASE("xmpp link: nothing listening on the port means the server cannot be reached")
{
    Client alice("alice");
    const XmppAccount login {"alice@localhost", "secret", "127.0.0.1:" + std::to_string(ProsodyServer::freePort()), ""};
    // Refused at once or a moment later: either way the link ends Failed.
    alice.link.connect(login);
    pumpUntil(
        {&alice}, [&] { return alice.link.state() == XmppLink::State::Failed; }, "the failure");
    INFO(alice.describe());
    CHECK(alice.link.error() == XmppLink::Error::Unreachable);
    CHECK(alice.link.lastError().rfind("Could not reach the server at " + login.server, 0) == 0);
}

TEST_CASE("xmpp link: a server that never answers fails after the connect timeout")
{
    // A socket that listens and never accepts: the kernel completes the TCP handshake,
    // and nothing ever answers the stream's opening.
    const int listener = socket(AF_INET, SOCK_STREAM, 0);
    REQUIRE(listener >= 0);
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    REQUIRE(bind(listener, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0);
    REQUIRE(getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length) == 0);
    REQUIRE(listen(listener, 4) == 0);

    Client alice("alice");
    alice.link.setConnectTimeout(1000);
    const XmppAccount login {"alice@localhost", "secret", "127.0.0.1:" + std::to_string(ntohs(address.sin_port)), ""};
    REQUIRE(alice.link.connect(login));
    pumpUntil(
        {&alice}, [&] { return alice.link.state() == XmppLink::State::Failed; }, "the time limit");
    close(listener);
    INFO(alice.describe());
    CHECK(alice.link.error() == XmppLink::Error::Unreachable);
    CHECK(alice.link.lastError()
          == "The server at " + login.server + " did not let this program log in within 1 second.");
}

TEST_CASE("xmpp link: an account that cannot be used fails at once")
{
    Client alice("alice");
    const auto check = [&](const XmppAccount &login, const std::string &words) {
        CHECK_FALSE(alice.link.connect(login));
        CHECK(alice.link.state() == XmppLink::State::Failed);
        CHECK(alice.link.error() == XmppLink::Error::InvalidAccount);
        CHECK(alice.link.lastError().find(words) != std::string::npos);
    };
    check({"alice", "x", "127.0.0.1:5222", ""}, "is not an XMPP address");
    check({"@localhost", "x", "127.0.0.1:5222", ""}, "is not an XMPP address");
    check({"alice@localhost", "x", "127.0.0.1:99999", ""}, "is not a server address");
    check({"alice@localhost", "x", "127.0.0.1:", ""}, "is not a server address");
    check({"alice@localhost", "x", "127.0.0.1:5222", "/nonexistent/ca.pem"}, "certificate file");
    alice.link.disconnect();
    CHECK(alice.link.state() == XmppLink::State::Disconnected);
}

TEST_CASE("xmpp link: an oversized or malformed game element is refused by send and ignored on receive")
{
    ProsodyServer server({{"alice", "a"}, {"bob", "b"}});
    Client alice("alice");
    Client bob("bob");
    connectAll({{&alice, account(server, "alice", "a")}, {&bob, account(server, "bob", "b")}}, server);
    const std::string bobJid = server.jid("bob");
    const std::string big =
        R"(<game xmlns="urn:ludoteca:remote:1"><pad>)" + std::string(100 * 1024, 'x') + "</pad></game>";

    const auto refused = [&](const std::string &body, const std::string &payload, const std::string &words) {
        std::string error;
        CHECK_FALSE(alice.link.send(bobJid, body, payload, &error));
        INFO(error);
        CHECK(error.find(words) != std::string::npos);
    };
    refused("move", R"(<game xmlns="urn:ludoteca:remote:1">)", "not well-formed");
    refused("move", R"(<game xmlns="urn:ludoteca:remote:1"/><game xmlns="urn:ludoteca:remote:1"/>)", "several");
    refused("move", R"(hello <game xmlns="urn:ludoteca:remote:1"/>)", "without text");
    refused("move", R"(<game xmlns="urn:ludoteca:remote:1"/></wrapper><x>)", "not well-formed");
    refused("move", "plain text", "not an XML element");
    refused("move", R"(<game xmlns="urn:example:other"/>)", "not in namespace urn:ludoteca:remote:1");
    refused("move", "<game/>", "not in namespace");
    refused("move", big, "over the limit of 65536");
    refused(std::string(70 * 1024, 'y'), "", "over the limit");
    refused(std::string("bell \x07"), "", "not UTF-8 text that XML allows");
    refused("bad \xC3", "", "not UTF-8 text that XML allows");
    refused("", "", "nothing to send");
    CHECK(alice.link.send("not a jid", "move", "") == false);

    // A larger limit lets alice send what bob, at the default limit, drops.
    alice.link.setMaxMessageBytes(256 * 1024);
    REQUIRE(alice.link.send(bobJid, "too big", big));
    REQUIRE(alice.link.send(bobJid, "after", kPayload));
    pumpUntil(
        {&alice, &bob}, [&] { return hasBody(bob, "after"); }, "the message after the big one", &server);
    REQUIRE(bob.received.size() == 1);
    CHECK(bob.received[0].payloadXml == kPayload);
    CHECK(bob.log.find("dropped a message from " + alice.link.boundJid()) != std::string::npos);
    CHECK(bob.log.find("over the limit of 65536") != std::string::npos);
    CHECK(bob.link.state() == XmppLink::State::Online);
}

TEST_CASE("xmpp link: a message that cannot be delivered comes back as a delivery error")
{
    ProsodyServer server({{"alice", "a"}});
    Client alice("alice");
    connectAll({{&alice, account(server, "alice", "a")}}, server);
    CHECK(alice.link.lastDeliveryError().empty());

    REQUIRE(alice.link.send(server.jid("nobody"), "anyone there?", kPayload));
    pumpUntil(
        {&alice}, [&] { return !alice.link.lastDeliveryError().empty(); }, "the bounce", &server);
    INFO(alice.describe());
    CHECK(alice.link.lastDeliveryError().find("nobody@localhost could not be delivered") != std::string::npos);
    CHECK(alice.received.empty());
    CHECK(alice.link.state() == XmppLink::State::Online);
}

TEST_CASE("xmpp link: a server restart is noticed, and connecting again works")
{
    ProsodyServer server({{"alice", "a"}, {"bob", "b"}});
    Client alice("alice");
    Client bob("bob");
    connectAll({{&alice, account(server, "alice", "a")}, {&bob, account(server, "bob", "b")}}, server);

    server.restart();
    pumpUntil(
        {&alice, &bob},
        [&] { return alice.link.state() != XmppLink::State::Online && bob.link.state() != XmppLink::State::Online; },
        "both links to notice the restart", &server);
    for (const Client *client : {&alice, &bob}) {
        INFO(client->describe());
        CHECK(client->link.state() == XmppLink::State::Failed);
        CHECK(client->link.error() == XmppLink::Error::ConnectionLost);
        CHECK(client->link.lastError().rfind("The connection to the server was lost", 0) == 0);
        CHECK(client->link.boundJid().empty());
    }
    std::string error;
    CHECK_FALSE(alice.link.send(server.jid("bob"), "lost", "", &error));
    CHECK(error == "not connected");

    connectAll({{&alice, account(server, "alice", "a")}, {&bob, account(server, "bob", "b")}}, server);
    CHECK(alice.link.lastError().empty());
    CHECK(alice.link.error() == XmppLink::Error::None);
    REQUIRE(alice.link.send(server.jid("bob"), "still here", kPayload));
    pumpUntil(
        {&alice, &bob}, [&] { return hasBody(bob, "still here"); }, "the message after the restart", &server);
    CHECK(bob.received.back().payloadXml == kPayload);
}

TEST_CASE("xmpp link: a contact's presence is seen once they approve, and only theirs is kept")
{
    using ludoteca::remote::Presence;
    ProsodyServer server({{"alice", "alice-secret"}, {"bob", "bob-secret"}, {"eve", "eve-secret"}});
    Client alice("alice");
    Client bob("bob");
    Client eve("eve");
    std::vector<std::pair<std::string, Presence>> seen;
    alice.link.setPresenceHandler([&](const std::string &who, Presence presence) { seen.emplace_back(who, presence); });
    // Bob lets Alice see him, and nobody else; Eve lets nobody.
    std::vector<std::string> asked;
    bob.link.setSubscriptionFilter([&](const std::string &who) {
        asked.push_back(who);
        return who == "alice@localhost";
    });
    connectAll({{&alice, account(server, "alice", "alice-secret")},
                {&bob, account(server, "bob", "bob-secret")},
                {&eve, account(server, "eve", "eve-secret")}},
               server);
    CHECK(alice.link.presenceOf(server.jid("bob")) == Presence::Unknown);
    REQUIRE(alice.link.subscribe(server.jid("bob")));
    REQUIRE(alice.link.subscribe(server.jid("eve")));
    CHECK_FALSE(alice.link.subscribe("bob@localhost/desk")); // a bare address only
    pumpUntil(
        {&alice, &bob, &eve}, [&] { return alice.link.presenceOf(server.jid("bob")) == Presence::Online; },
        "bob's presence", &server);
    CHECK(asked == std::vector<std::string> {"alice@localhost"});
    CHECK(seen == (std::vector<std::pair<std::string, Presence>> {{"bob@localhost", Presence::Online}}));

    // Eve asks to see Bob: unanswered, and Alice keeps nothing of Eve, who never approved.
    REQUIRE(eve.link.subscribe(server.jid("bob")));
    pumpUntil(
        {&alice, &bob, &eve}, [&] { return asked.size() == 2; }, "eve's request", &server);
    CHECK(asked.back() == "eve@localhost");
    CHECK(eve.link.presenceOf(server.jid("bob")) == Presence::Unknown);
    CHECK(alice.link.presenceOf(server.jid("eve")) == Presence::Unknown);

    // Whom Alice asked about is among her contacts, as the server keeps them.
    std::optional<std::vector<std::string>> contacts;
    REQUIRE(alice.link.requestContacts([&](const std::vector<std::string> &list) { contacts = list; }));
    pumpUntil(
        {&alice, &bob, &eve}, [&] { return contacts.has_value(); }, "alice's contacts", &server);
    CHECK(*contacts == (std::vector<std::string> {"bob@localhost", "eve@localhost"}));

    // Bob leaves: Alice sees him go.
    bob.link.disconnect();
    pumpUntil(
        {&alice, &bob, &eve}, [&] { return alice.link.presenceOf(server.jid("bob")) == Presence::Offline; }, "bob gone",
        &server);
    CHECK(seen.back() == std::pair<std::string, Presence> {"bob@localhost", Presence::Offline});
    CHECK(seen.size() == 2);
}
