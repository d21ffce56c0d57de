// The messages of a game played apart, written and read back, and what the reader refuses.

#include <catch2/catch.hpp>

#include <string>

#include "ludoteca/remote/protocol.h"

using namespace ludoteca::remote;

namespace {

const std::string kId = "0123456789abcdef0123";

Envelope roundTrip(const Envelope &message)
{
    const std::string xml = toXml(message);
    INFO(xml);
    std::string error;
    const auto read = parseMessage(xml, error);
    INFO(error);
    REQUIRE(read);
    CHECK(read->gameId == message.gameId);
    return *read;
}

std::string refusal(const std::string &xml)
{
    std::string error;
    const auto read = parseMessage(xml, error);
    INFO(xml);
    CHECK_FALSE(read);
    CHECK_FALSE(error.empty());
    return error;
}

std::string wrapped(const std::string &inner)
{
    return "<game xmlns='urn:ludoteca:remote:1' v='1' id='" + kId + "'>" + inner + "</game>";
}

} // namespace

TEST_CASE("every message reads back as it was written", "[remote][protocol]")
{
    const Invite invite {
        "circular-chess", {{"players", "3"}, {"capture", "any"}}, {"ana@example.org", "", "ben@x.net"}};
    const auto readInvite = std::get<Invite>(roundTrip({kId, invite}).body);
    CHECK(readInvite.game == invite.game);
    CHECK(readInvite.options == invite.options);
    CHECK(readInvite.seats == invite.seats);

    CHECK(std::holds_alternative<Accept>(roundTrip({kId, Accept {}}).body));
    CHECK(std::get<Decline>(roundTrip({kId, Decline {"busy <now> & \"later\""}}).body).reason
          == "busy <now> & \"later\"");

    const auto move = std::get<Move>(roundTrip({kId, Move {41, "12x17", "00ff00ff00ff00ff"}}).body);
    CHECK(move.ply == 41);
    CHECK(move.text == "12x17");
    CHECK(move.digest == "00ff00ff00ff00ff");
    CHECK(std::get<Move>(roundTrip({kId, Move {0, "c3", {}}}).body).digest.empty());

    const Sync sync {3, {"deal", "deal-7", "a&b"}, "0123456789abcdef"};
    const auto readSync = std::get<Sync>(roundTrip({kId, sync}).body);
    CHECK(readSync.from == 3);
    CHECK(readSync.moves == sync.moves);
    CHECK(readSync.digest == sync.digest);
    CHECK(std::get<Sync>(roundTrip({kId, Sync {0, {}, "0123456789abcdef"}}).body).moves.empty());

    CHECK(std::get<Ack>(roundTrip({kId, Ack {12}}).body).plies == 12);
    CHECK(std::get<Resync>(roundTrip({kId, Resync {0}}).body).from == 0);
    CHECK(std::get<Resign>(roundTrip({kId, Resign {5}}).body).seat == 5);
    CHECK(std::get<Chat>(roundTrip({kId, Chat {"good game\nsee you <3"}}).body).text == "good game\nsee you <3");
}

TEST_CASE("what is not a good message is refused with a reason", "[remote][protocol]")
{
    CHECK(refusal("") == "not well-formed XML");
    CHECK(refusal("<game") == "not well-formed XML");
    CHECK(refusal("plain text") == "not well-formed XML");
    CHECK(refusal("<game xmlns='urn:other' v='1' id='" + kId + "'><accept/></game>") == "not a Ludoteca message");
    CHECK(refusal("<other xmlns='urn:ludoteca:remote:1' v='1' id='" + kId + "'><accept/></other>")
          == "not a Ludoteca message");
    CHECK(refusal("<game xmlns='urn:ludoteca:remote:1' v='2' id='" + kId + "'><accept/></game>")
          == "protocol version 2 is not 1");
    CHECK(refusal("<game xmlns='urn:ludoteca:remote:1' id='" + kId + "'><accept/></game>").find("no v")
          != std::string::npos);
    CHECK(refusal("<game xmlns='urn:ludoteca:remote:1' v='1' id='XYZ'><accept/></game>").find("game id")
          != std::string::npos);
    CHECK(refusal(wrapped("")) == "an empty message");
    CHECK(refusal(wrapped("<accept/><accept/>")) == "more than one message in one element");
    CHECK(refusal(wrapped("<launch/>")) == "unknown message <launch>");

    // Numbers: plain decimal in range, nothing else.
    for (const char *ply : {"", "-1", "01", "1e3", "0x10", " 1", "100001", "99999999999999999999"}) {
        INFO(ply);
        CHECK(refusal(wrapped(std::string("<move ply='") + ply + "'>c3</move>")).find("ply") != std::string::npos);
    }
    CHECK(refusal(wrapped("<move>c3</move>")) == "<move> has no ply");
    CHECK(refusal(wrapped("<move ply='1'></move>")) == "an empty move");
    CHECK(refusal(wrapped("<move ply='1' digest='xyz'>c3</move>")) == "digest is not 16 hexadecimal digits");
    CHECK(refusal(wrapped("<move ply='1'>c3&#10;d4</move>")) == "a move holds a control character");
    CHECK(refusal(wrapped("<move ply='1'>" + std::string(201, 'a') + "</move>")) == "a move longer than 200 bytes");
    CHECK(refusal(wrapped("<sync from='0'><m>c3</m></sync>")) == "<sync> has no digest");
    CHECK(refusal(wrapped("<sync from='0' digest='0123456789abcdef'><m>c3</m><x/></sync>")) == "unexpected <x>");
    CHECK(refusal(wrapped("<sync from='0' digest='0123456789abcdef'>junk<m>c3</m></sync>")) == "stray text in <sync>");
    CHECK(refusal(wrapped("<resign seat='8'/>")).find("seat") != std::string::npos);
    CHECK(refusal(wrapped("<invite game='egotzi'><seat jid='a@b'/></invite>"))
          == "an invitation needs at least two seats");
    std::string seats;
    for (int i = 0; i < 9; ++i)
        seats += "<seat/>";
    CHECK(refusal(wrapped("<invite game='egotzi'>" + seats + "</invite>")) == "too many seats");
    CHECK(refusal(wrapped("<invite game='egotzi'><seat/><seat/><bomb/></invite>"))
          == "unexpected <bomb> in an invitation");
    CHECK(refusal(wrapped("<chat>" + std::string(1001, 'a') + "</chat>")) == "a chat line longer than 1000 bytes");

    // Size first: a megabyte is refused before it is parsed.
    CHECK(refusal(wrapped("<chat>" + std::string(1 << 20, 'a') + "</chat>")) == "message larger than 65536 bytes");
    CHECK(refusal(std::string("<game\0", 6)) == "message holds a NUL byte");
}

TEST_CASE("a bare address is a name, one @ and a domain, nothing more", "[remote][protocol]")
{
    for (const char *good : {"ana@example.org", "b@c", "bob.smith+games@chat.example.co.uk", "ana@[::1]"})
        CHECK(isBareAddress(good));
    for (const char *bad :
         {"", "ana", "@example.org", "ana@", "ana@example.org/home", "ana @example.org", "ana@@example.org", "ana@b@c",
          "ana@.org", "ana@example.", "ana@a..org", "ana\n@example.org", "<ana>@example.org", "ana@exa\"mple.org"})
        CHECK_FALSE(isBareAddress(bad));
    CHECK(isBareAddress("a@" + std::string(kMaxTextBytes - 2, 'x')));
    CHECK_FALSE(isBareAddress("a@" + std::string(kMaxTextBytes - 1, 'x')));
}
