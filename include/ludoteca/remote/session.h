#pragma once
// One game played apart, without the network: what the host and each guest do with the
// messages of remote/protocol.h. The host referees: it holds the whole game, checks every
// move with the engine, draws every chance outcome and sends each seat only the moves as
// that seat may read them (core/observation.h). A guest holds its seat's copy, checks
// each digest, and asks again for whatever it missed or disagrees with. Ply numbers make
// a message that arrives twice harmless and one that never arrived noticed.
//
// Both sides answer a message with the messages to send; the caller carries them (over
// XMPP in ludoteca-cli remote and in the app) and keeps the refusals in its log.
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "ludoteca/core/options.h"
#include "ludoteca/core/random.h"
#include "ludoteca/core/state.h"
#include "ludoteca/remote/protocol.h"

namespace ludoteca {
struct GameInfo;
}

namespace ludoteca::remote {

// A message to send: to a bare address, with a line for a person's own chat client.
struct Outgoing {
    std::string to;
    Envelope message;
    std::string body;
};

// The address `jid` without its resource ("ana@example.org/home" -> "ana@example.org").
std::string bareJid(const std::string &jid);

// A new game id: 20 random hexadecimal digits.
std::string newGameId();

// A line a person's chat client shows for `message` in a game of `gameName`.
std::string plainText(const Envelope &message, const std::string &gameName);

class HostedGame {
public:
    // `seats`: per seat a remote player's bare address, or empty for a seat played here.
    // Throws std::invalid_argument when the seats do not suit the game (their count, an
    // address at two seats, no remote seat at all).
    HostedGame(std::string id, const GameInfo &info, const Options &options, std::vector<std::string> seats,
               std::uint64_t seed);

    const std::string &id() const { return id_; }
    const State &state() const { return *state_; }
    const std::vector<std::string> &seats() const { return seats_; }
    // The invitations to send, one per remote seat.
    std::vector<Outgoing> invitations() const;
    // Every remote seat accepted, and nobody declined.
    bool started() const;
    // Whether the remote seat `seat` accepted (or played, which says as much).
    bool accepted(int seat) const
    {
        return seat >= 0 && seat < static_cast<int>(accepted_.size()) && accepted_[static_cast<std::size_t>(seat)];
    }
    bool declined() const { return declined_; }
    // The game is over, or a seat resigned (resigned() >= 0).
    bool finished() const { return state_->isTerminal() || resigned_ >= 0; }
    int resigned() const { return resigned_; }
    // Whether the next ply is the host's to make: a chance draw or a seat played here.
    bool hostToMove() const;

    // Plays `action`, legal for a seat played here, and tells every guest.
    std::vector<Outgoing> playHere(Action action);
    // Draws the chance outcome due now, and tells every guest.
    std::vector<Outgoing> drawChance();
    // A seat played here gives up.
    std::vector<Outgoing> resignHere(int seat);
    // What arrived from `from` (a bare address) for this game. An empty result and a
    // non-empty `refusal` when the message is refused; nothing has changed then.
    std::vector<Outgoing> receive(const std::string &from, const Envelope &message, std::string &refusal);
    // After a reconnection: every guest's moves it has not acknowledged (the invitations
    // again while the game has not started).
    std::vector<Outgoing> resendUnacknowledged() const;
    // Every guest has acknowledged every move sent to it.
    bool allAcknowledged() const;

    // Everything needed to go on after the program stops, even killed: save it before
    // sending what a change returned, so that nothing sent is ever unknown to the host.
    // It holds the seed of the draws: it stays with the host.
    nlohmann::json save() const;
    // The game saved by save(); null with `error` when the text is not such a game (a
    // damaged or hostile file is refused whole).
    static std::unique_ptr<HostedGame> restore(const nlohmann::json &saved, std::string &error);

private:
    int seatOf(const std::string &from) const;
    // Plays `action` and tells each guest, in the words its seat may read.
    std::vector<Outgoing> playAndTell(Action action);
    Outgoing syncFor(int seat, int from) const;
    Outgoing outgoing(int seat, Body body) const;

    std::string id_;
    const GameInfo *info_;
    Options options_;
    std::vector<std::string> seats_;
    std::unique_ptr<State> state_;
    std::uint64_t seed_;
    Rng rng_;
    int draws_ = 0; // chance draws made, to bring the generator back where it was
    std::vector<bool> accepted_;
    std::vector<int> acknowledged_;
    std::vector<std::vector<std::string>> sent_; // per seat, the texts sent so far
    std::vector<std::string> digests_;           // after each ply
    bool declined_ = false;
    int resigned_ = -1;
};

class JoinedGame {
public:
    // The game `invite` (from `host`) offers `me`; null with `refusal` when it cannot be
    // played: an unknown game, options it refuses, seats it does not have, or `me` not at
    // exactly one seat.
    static std::unique_ptr<JoinedGame> fromInvite(const std::string &host, const std::string &me,
                                                  const Envelope &invite, std::string &refusal);

    const std::string &id() const { return id_; }
    const std::string &host() const { return host_; }
    int seat() const { return seat_; }
    const std::vector<std::string> &seats() const { return seats_; }
    const GameInfo &info() const { return *info_; }
    const Options &options() const { return options_; }
    // This seat's copy of the game: it holds what the seat may know and nothing more.
    const State &state() const { return *copy_; }
    bool finished() const { return copy_->isTerminal() || resigned_ >= 0; }
    int resigned() const { return resigned_; }
    bool myTurn() const { return !finished() && copy_->currentPlayer() == seat_; }
    // This seat's move was sent and its answer has not come back yet.
    bool waiting() const { return myTurn() && pendingPly_ == copy_->ply(); }

    Outgoing accept() const;
    Outgoing decline(const std::string &reason) const;
    // Sends this seat's move; the copy changes when the host's answer comes back.
    Outgoing play(Action action);
    Outgoing resign() const;
    // Asks for every move this copy has not got, and sends again a move still waiting for
    // its answer (after a reconnection, or when nothing has come for a while).
    std::vector<Outgoing> catchUp() const;
    // Everything needed to go on after the program stops (save it before sending what a
    // change returned), and the game it saved; as HostedGame's.
    nlohmann::json save() const;
    static std::unique_ptr<JoinedGame> restore(const nlohmann::json &saved, std::string &error);

    // What arrived from `from` for this game. A move that does not fit the copy is refused
    // (nothing changes) and answered with a request for the moves again.
    std::vector<Outgoing> receive(const std::string &from, const Envelope &message, std::string &refusal);

private:
    JoinedGame() = default;
    Outgoing toHost(Body body) const;

    std::string id_;
    std::string host_;
    std::string me_;
    const GameInfo *info_ = nullptr;
    Options options_;
    std::vector<std::string> seats_;
    int seat_ = -1;
    std::unique_ptr<State> copy_;
    int resigned_ = -1;
    int pendingPly_ = -1; // the ply of the move sent and not answered yet
    std::string pendingText_;
};

} // namespace ludoteca::remote
