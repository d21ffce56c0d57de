// Both sides of games played apart, carried through an in-memory network as XML: whole
// games of every registered game, with messages lost, sent twice and delayed, and the
// messages a hostile or confused peer could send.

#include <catch2/catch.hpp>

#include <deque>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ludoteca/core/observation.h"
#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"
#include "ludoteca/remote/session.h"

using namespace ludoteca;
using namespace ludoteca::remote;

namespace {

const std::string kHost = "host@example.org";

std::string guestAddress(int seat) { return "seat" + std::to_string(seat) + "@example.org"; }

struct Letter {
    std::string from;
    std::string to;
    std::string xml;
};

// A network that loses, repeats and delays letters at the rates given (per cent).
class Network {
public:
    Network(std::uint64_t seed, int losePercent, int repeatPercent, int delayPercent)
        : rng_(seed), lose_(losePercent), repeat_(repeatPercent), delay_(delayPercent)
    {
    }
    void post(const std::string &from, const std::vector<Outgoing> &letters)
    {
        for (const Outgoing &out : letters) {
            const Letter letter {from, out.to, toXml(out.message)};
            REQUIRE(letter.xml.size() <= kMaxPayloadBytes);
            received_[out.to].push_back(letter.xml);
            if (static_cast<int>(rng_.below(100)) < lose_)
                continue;
            queue_.push_back(letter);
            if (static_cast<int>(rng_.below(100)) < repeat_)
                queue_.push_back(letter);
        }
    }
    bool empty() const { return queue_.empty(); }
    // The oldest letter, or now and then any other (it overtakes the ones before it).
    Letter take()
    {
        std::size_t pick = 0;
        if (queue_.size() > 1 && static_cast<int>(rng_.below(100)) < delay_)
            pick = rng_.below(static_cast<std::uint32_t>(queue_.size()));
        const Letter letter = queue_[pick];
        queue_.erase(queue_.begin() + static_cast<std::ptrdiff_t>(pick));
        return letter;
    }
    // Every letter ever sent to `address`, delivered or not.
    const std::vector<std::string> &sentTo(const std::string &address) { return received_[address]; }

private:
    Rng rng_;
    int lose_;
    int repeat_;
    int delay_;
    std::deque<Letter> queue_;
    std::map<std::string, std::vector<std::string>> received_;
};

Envelope parsed(const Letter &letter)
{
    std::string error;
    auto message = parseMessage(letter.xml, error);
    INFO(error);
    REQUIRE(message);
    return *message;
}

struct Played {
    std::unique_ptr<HostedGame> host;
    std::vector<std::unique_ptr<JoinedGame>> guests; // per seat; null at the host's seats
    std::unique_ptr<Network> network;
};

// Plays one whole game: seats with `remote` true are guests, the rest the host's; every
// seat moves at random. Lost letters are recovered by asking again when all is quiet.
// Every `restartEvery` steps (when not 0) the host or a guest stops and starts again from
// what it saved, as after `kill -9`.
Played playApart(const GameInfo &info, const Options &options, const std::vector<bool> &remote, std::uint64_t seed,
                 int lose, int repeat, int delay, int restartEvery = 0)
{
    Played played;
    std::vector<std::string> seats;
    for (std::size_t seat = 0; seat < remote.size(); ++seat)
        seats.push_back(remote[seat] ? guestAddress(static_cast<int>(seat)) : std::string());
    played.host = std::make_unique<HostedGame>(newGameId(), info, options, seats, seed);
    played.guests.resize(remote.size());
    played.network = std::make_unique<Network>(seed, lose, repeat, delay);
    Network &network = *played.network;
    Rng rng(seed * 7 + 1);
    network.post(kHost, played.host->invitations());
    std::vector<Action> scratch;
    int quiet = 0;
    for (int step = 0; step < 200000; ++step) {
        if (restartEvery > 0 && step % restartEvery == restartEvery - 1) {
            const auto who = rng.below(static_cast<std::uint32_t>(remote.size() + 1));
            std::string error;
            if (who == remote.size()) {
                played.host = HostedGame::restore(nlohmann::json::parse(played.host->save().dump()), error);
                INFO(error);
                REQUIRE(played.host);
                network.post(kHost, played.host->resendUnacknowledged());
            } else if (auto &guest = played.guests[who]) {
                guest = JoinedGame::restore(nlohmann::json::parse(guest->save().dump()), error);
                INFO(error);
                REQUIRE(guest);
                network.post(guestAddress(static_cast<int>(who)), guest->catchUp());
            }
        }
        HostedGame &host = *played.host;
        const bool guestsDone = std::all_of(played.guests.begin(), played.guests.end(), [&](const auto &guest) {
            return !guest || guest->state().toJson(guest->seat()) == host.state().toJson(guest->seat());
        });
        if (host.finished() && network.empty() && guestsDone)
            return played;
        if (!network.empty()) {
            const Letter letter = network.take();
            const Envelope message = parsed(letter);
            std::string refusal;
            if (letter.to == kHost) {
                network.post(kHost, host.receive(letter.from, message, refusal));
            } else {
                const int seat = std::stoi(letter.to.substr(4));
                auto &guest = played.guests[static_cast<std::size_t>(seat)];
                if (!guest) {
                    guest = JoinedGame::fromInvite(letter.from, letter.to, message, refusal);
                    INFO(refusal);
                    REQUIRE(guest);
                    network.post(letter.to, {guest->accept()});
                } else {
                    network.post(letter.to, guest->receive(letter.from, message, refusal));
                }
            }
            // A repeated or late letter may be refused; a refusal never changes a game.
            continue;
        }
        // All is quiet: somebody whose turn it is moves, or everybody asks again.
        if (host.hostToMove()) {
            if (host.state().isChanceNode())
                network.post(kHost, host.drawChance());
            else
                network.post(kHost, host.playHere(host.state().randomAction(rng, scratch)));
            quiet = 0;
            continue;
        }
        bool moved = false;
        for (auto &guest : played.guests) {
            if (guest && guest->myTurn() && !guest->waiting()) {
                network.post(guest->seats()[static_cast<std::size_t>(guest->seat())],
                             {guest->play(guest->state().randomAction(rng, scratch))});
                moved = true;
                break;
            }
        }
        if (moved)
            continue;
        REQUIRE(++quiet < 1000);
        network.post(kHost, host.resendUnacknowledged());
        for (auto &guest : played.guests)
            if (guest)
                network.post(guest->seats()[static_cast<std::size_t>(guest->seat())], guest->catchUp());
    }
    FAIL("the game did not end");
    return played;
}

// The default options, with three seats where the game takes more than two.
Options threeSeatsWhereAllowed(const GameInfo &info)
{
    Options options = info.defaultOptions();
    if (info.maxPlayers > 2) {
        std::string error;
        REQUIRE(info.resolveOptions({{"players", "3"}}, options, error));
    }
    return options;
}

int seatCount(const GameInfo &info, const Options &options)
{
    Message error;
    const auto state = info.newGame(options, error);
    REQUIRE(state);
    return state->numPlayers();
}

void checkAgreement(const Played &played)
{
    const State &game = played.host->state();
    REQUIRE(game.isTerminal());
    for (const auto &guest : played.guests) {
        if (!guest)
            continue;
        INFO("seat " << guest->seat());
        CHECK(guest->finished());
        CHECK(guest->state().toJson() == game.toJson()); // the end shows everything
        CHECK(publicDigest(guest->state()) == publicDigest(game));
        CHECK(guest->state().historyTexts(guest->seat()) == game.historyTexts(guest->seat()));
    }
}

} // namespace

TEST_CASE("every game played apart ends the same on every side", "[remote][session]")
{
    for (const GameInfo *info : GameRegistry::games()) {
        const Options options = info->defaultOptions();
        const int seats = seatCount(*info, options);
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            INFO(info->id << ", seed " << seed);
            std::vector<bool> remote(static_cast<std::size_t>(seats), true);
            remote[seed % static_cast<std::size_t>(seats)] = seed % 2 == 0; // sometimes a seat at the host's
            checkAgreement(playApart(*info, options, remote, seed, 0, 0, 0));
        }
    }
}

TEST_CASE("lost, repeated and late messages still end in the same game", "[remote][session]")
{
    for (const GameInfo *info : GameRegistry::games()) {
        const Options options = threeSeatsWhereAllowed(*info);
        const int seats = seatCount(*info, options);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            INFO(info->id << ", seed " << seed);
            checkAgreement(
                playApart(*info, options, std::vector<bool>(static_cast<std::size_t>(seats), true), seed, 10, 10, 10));
        }
    }
}

TEST_CASE("a host or a guest that stops and starts again from its save ends the same game", "[remote][session]")
{
    for (const GameInfo *info : GameRegistry::games()) {
        const Options options = threeSeatsWhereAllowed(*info);
        const int seats = seatCount(*info, options);
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            INFO(info->id << ", seed " << seed);
            std::vector<bool> remote(static_cast<std::size_t>(seats), true);
            remote[0] = seed % 2 == 0;
            checkAgreement(playApart(*info, options, remote, seed, 5, 5, 5, 7));
        }
    }
}

TEST_CASE("a damaged or hostile save is refused whole", "[remote][session]")
{
    const GameInfo *info = GameRegistry::find("egotzi");
    REQUIRE(info);
    HostedGame host(newGameId(), *info, info->defaultOptions(), {"", "ben@example.org"}, 3);
    std::string refusal;
    const Envelope invite = host.invitations().front().message;
    auto guest = JoinedGame::fromInvite("ana@example.org", "ben@example.org", invite, refusal);
    REQUIRE(guest);
    host.receive("ben@example.org", guest->accept().message, refusal);
    REQUIRE(host.started());
    std::vector<Action> scratch;
    Rng rng(5);
    for (const auto &out : host.playHere(host.state().randomAction(rng, scratch)))
        guest->receive("ana@example.org", out.message, refusal);
    REQUIRE(guest->state().ply() == 1);

    std::string error;
    REQUIRE(HostedGame::restore(host.save(), error));
    REQUIRE(JoinedGame::restore(guest->save(), error));
    const auto refused = [](const nlohmann::json &saved, bool hosted) {
        std::string why;
        const bool restored =
            hosted ? HostedGame::restore(saved, why) != nullptr : JoinedGame::restore(saved, why) != nullptr;
        INFO(saved.dump());
        CHECK_FALSE(restored);
        CHECK_FALSE(why.empty());
    };
    refused(nlohmann::json::object(), true);
    refused(nlohmann::json::array(), false);
    refused(nlohmann::json("host"), true);
    refused(guest->save(), true); // a guest's save is no host's
    refused(host.save(), false);
    for (const char *key : {"id", "game", "options", "seats", "seed", "draws", "moves", "sent", "acknowledged"}) {
        auto saved = host.save();
        saved.erase(key);
        refused(saved, true);
    }
    auto saved = host.save();
    saved["moves"] = {"z99"};
    refused(saved, true);
    saved = host.save();
    saved["sent"][1].push_back("c3"); // sent a move never played
    refused(saved, true);
    saved = host.save();
    saved["acknowledged"][1] = 5;
    refused(saved, true);
    saved = host.save();
    saved["seed"] = "12abc";
    refused(saved, true);
    saved = host.save();
    saved["draws"] = -1;
    refused(saved, true);
    saved = host.save();
    saved["seats"] = {"ben@example.org", "ben@example.org"};
    refused(saved, true);
    saved = host.save();
    saved["options"]["size"] = "99";
    refused(saved, true);
    saved = guest->save();
    saved["moves"] = {"c3", "c3"};
    refused(saved, false);
    saved = guest->save();
    saved["me"] = "mallory@example.org";
    refused(saved, false);
    saved = guest->save();
    saved["resigned"] = 7;
    refused(saved, false);
}

TEST_CASE("nothing sent to a seat holds another seat's objective", "[remote][session]")
{
    const GameInfo *info = GameRegistry::find("circular-chess");
    REQUIRE(info);
    Options options;
    std::string error;
    REQUIRE(info->resolveOptions({{"players", "3"}}, options, error));
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const Played played = playApart(*info, options, {true, true, true}, seed, 0, 0, 0);
        const State &game = played.host->state();
        // Until the last move, which shows every objective, no letter names another
        // seat's deal.
        for (int seat = 0; seat < 3; ++seat) {
            const auto &letters = played.network->sentTo(guestAddress(seat));
            REQUIRE(letters.size() > 3);
            for (int other = 0; other < 3; ++other) {
                if (other == seat)
                    continue;
                const std::string secret = ">" + game.historyTexts(other)[static_cast<std::size_t>(other)] + "<";
                INFO("seat " << seat << ", secret " << secret);
                for (std::size_t i = 0; i + 1 < letters.size(); ++i) {
                    if (letters[i].find("<sync") != std::string::npos)
                        continue; // the end's sync, and resyncs before it, checked below
                    CHECK(letters[i].find(secret) == std::string::npos);
                }
            }
        }
    }
}
