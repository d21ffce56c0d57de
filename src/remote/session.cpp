#include "ludoteca/remote/session.h"

#include <algorithm>
#include <random>
#include <stdexcept>

#include "ludoteca/core/game_info.h"
#include "ludoteca/core/observation.h"
#include "ludoteca/core/registry.h"

#include <nlohmann/json.hpp>

namespace ludoteca::remote {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

} // namespace

std::string bareJid(const std::string &jid) { return jid.substr(0, jid.find('/')); }

std::string newGameId()
{
    std::random_device device;
    static constexpr char kHex[] = "0123456789abcdef";
    std::string id;
    for (int i = 0; i < 20; ++i)
        id += kHex[device() % 16];
    return id;
}

std::string plainText(const Envelope &message, const std::string &gameName)
{
    struct Writer {
        const std::string &game;
        std::string operator()(const Invite &) const
        {
            return "Ludoteca: an invitation to play " + game + ". Open Ludoteca to answer it.";
        }
        std::string operator()(const Accept &) const { return "Ludoteca: invitation to " + game + " accepted."; }
        std::string operator()(const Decline &) const { return "Ludoteca: invitation to " + game + " declined."; }
        std::string operator()(const Move &move) const
        {
            return "Ludoteca: move " + std::to_string(move.ply + 1) + " in " + game + ": " + move.text;
        }
        std::string operator()(const Sync &sync) const
        {
            return "Ludoteca: " + game + " brought up to date (" + std::to_string(sync.moves.size()) + " moves).";
        }
        std::string operator()(const Ack &ack) const
        {
            return "Ludoteca: " + std::to_string(ack.plies) + " moves of " + game + " received.";
        }
        std::string operator()(const Resync &) const { return "Ludoteca: asked for the moves of " + game + " again."; }
        std::string operator()(const Resign &resign) const
        {
            return "Ludoteca: seat " + std::to_string(resign.seat + 1) + " resigned in " + game + ".";
        }
        std::string operator()(const Chat &chat) const { return chat.text; }
    };
    return std::visit(Writer {gameName}, message.body);
}

// --- The host -----------------------------------------------------------------------------

HostedGame::HostedGame(std::string id, const GameInfo &info, const Options &options, std::vector<std::string> seats,
                       std::uint64_t seed)
    : id_(std::move(id)), info_(&info), options_(options), seats_(std::move(seats)), seed_(seed), rng_(seed)
{
    Message error;
    state_ = info.newGame(options, error);
    if (!state_)
        throw std::invalid_argument(error.text);
    if (static_cast<int>(seats_.size()) != state_->numPlayers())
        throw std::invalid_argument("the game has " + std::to_string(state_->numPlayers()) + " seats, not "
                                    + std::to_string(seats_.size()));
    bool anyRemote = false;
    for (std::size_t seat = 0; seat < seats_.size(); ++seat) {
        if (seats_[seat].empty())
            continue;
        anyRemote = true;
        if (std::count(seats_.begin(), seats_.end(), seats_[seat]) > 1)
            throw std::invalid_argument(seats_[seat] + " holds two seats");
    }
    if (!anyRemote)
        throw std::invalid_argument("no seat is played apart");
    accepted_.assign(seats_.size(), false);
    acknowledged_.assign(seats_.size(), 0);
    sent_.resize(seats_.size());
}

Outgoing HostedGame::outgoing(int seat, Body body) const
{
    Outgoing out {seats_[at(seat)], {id_, std::move(body)}, {}};
    out.body = plainText(out.message, info_->name);
    return out;
}

std::vector<Outgoing> HostedGame::invitations() const
{
    Invite invite {info_->id, {}, seats_};
    for (const auto &[key, value] : options_)
        invite.options.emplace_back(key, value);
    std::vector<Outgoing> out;
    for (std::size_t seat = 0; seat < seats_.size(); ++seat)
        if (!seats_[seat].empty())
            out.push_back(outgoing(static_cast<int>(seat), invite));
    return out;
}

bool HostedGame::started() const
{
    if (declined_)
        return false;
    for (std::size_t seat = 0; seat < seats_.size(); ++seat)
        if (!seats_[seat].empty() && !accepted_[seat])
            return false;
    return true;
}

bool HostedGame::hostToMove() const
{
    if (!started() || finished())
        return false;
    const int mover = state_->currentPlayer();
    return mover == kChancePlayer || seats_[at(mover)].empty();
}

int HostedGame::seatOf(const std::string &from) const
{
    for (std::size_t seat = 0; seat < seats_.size(); ++seat)
        if (!seats_[seat].empty() && seats_[seat] == from)
            return static_cast<int>(seat);
    return -1;
}

Outgoing HostedGame::syncFor(int seat, int from) const
{
    const auto &texts = sent_[at(seat)];
    Sync sync {from, {texts.begin() + from, texts.end()}, publicDigest(*state_)};
    return outgoing(seat, std::move(sync));
}

std::vector<Outgoing> HostedGame::playAndTell(Action action)
{
    std::vector<Outgoing> out;
    const int ply = state_->ply();
    // The canonical text comes from the position the move is played in.
    const std::string canonical = state_->actionToString(action);
    state_->apply(action);
    digests_.push_back(publicDigest(*state_));
    for (std::size_t seat = 0; seat < seats_.size(); ++seat) {
        if (seats_[seat].empty())
            continue;
        const std::string hidden = state_->hiddenActionText(static_cast<int>(seat), ply);
        sent_[seat].push_back(hidden.empty() ? canonical : hidden);
        // The end may show what was hidden: a seat that now reads earlier moves anew gets
        // them all from the first that changed, the last one with them.
        if (state_->isTerminal()) {
            auto texts = state_->historyTexts(static_cast<int>(seat));
            const auto differ = std::mismatch(texts.begin(), texts.end(), sent_[seat].begin());
            if (differ.first != texts.end()) {
                const int from = static_cast<int>(differ.first - texts.begin());
                sent_[seat] = std::move(texts);
                out.push_back(syncFor(static_cast<int>(seat), from));
                continue;
            }
        }
        out.push_back(outgoing(static_cast<int>(seat), Move {ply, sent_[seat].back(), digests_.back()}));
    }
    return out;
}

std::vector<Outgoing> HostedGame::playHere(Action action)
{
    if (!hostToMove() || state_->isChanceNode() || !state_->isLegal(action))
        throw std::logic_error("not a move of a seat played here");
    return playAndTell(action);
}

std::vector<Outgoing> HostedGame::drawChance()
{
    if (!hostToMove() || !state_->isChanceNode())
        throw std::logic_error("no chance draw is due");
    std::vector<ChanceOutcome> outcomes;
    state_->chanceOutcomes(outcomes);
    ++draws_;
    return playAndTell(rng_.pickWeighted(outcomes));
}

std::vector<Outgoing> HostedGame::resignHere(int seat)
{
    if (finished() || seat < 0 || seat >= static_cast<int>(seats_.size()) || !seats_[at(seat)].empty())
        throw std::logic_error("not a seat played here");
    resigned_ = seat;
    std::vector<Outgoing> out;
    for (std::size_t other = 0; other < seats_.size(); ++other)
        if (!seats_[other].empty())
            out.push_back(outgoing(static_cast<int>(other), Resign {seat}));
    return out;
}

std::vector<Outgoing> HostedGame::receive(const std::string &from, const Envelope &message, std::string &refusal)
{
    refusal.clear();
    const int seat = seatOf(from);
    if (seat < 0) {
        refusal = from + " holds no seat of this game";
        return {};
    }
    // A seat that answers with anything but a refusal has accepted, even when its
    // acceptance was lost on the way.
    if (!std::holds_alternative<Decline>(message.body) && !std::holds_alternative<Invite>(message.body) && !declined_)
        accepted_[at(seat)] = true;
    struct Handler {
        HostedGame &game;
        int seat;
        std::string &refusal;
        std::vector<Outgoing> operator()(const Invite &) const
        {
            refusal = "only the host invites";
            return {};
        }
        std::vector<Outgoing> operator()(const Accept &) const
        {
            game.accepted_[at(seat)] = true;
            return {};
        }
        std::vector<Outgoing> operator()(const Decline &) const
        {
            if (game.started()) {
                refusal = "the game has already started";
                return {};
            }
            game.declined_ = true;
            return {};
        }
        std::vector<Outgoing> operator()(const Move &move) const
        {
            const State &state = *game.state_;
            if (!game.started()) {
                refusal = "the game has not started";
                return {};
            }
            if (move.ply < state.ply()) {
                // Sent again (its answer was lost): answer again, change nothing.
                const auto &texts = game.sent_[at(seat)];
                if (move.ply < static_cast<int>(texts.size()) && texts[at(move.ply)] == move.text)
                    return {game.outgoing(seat, Move {move.ply, move.text, game.digests_[at(move.ply)]})};
                refusal = "move " + std::to_string(move.ply + 1) + " was played already";
                return {};
            }
            if (game.finished()) {
                refusal = "the game is over";
                return {};
            }
            if (move.ply > state.ply()) {
                refusal = "move " + std::to_string(move.ply + 1) + " is ahead of the game, which waits for move "
                    + std::to_string(state.ply() + 1);
                return {};
            }
            if (state.currentPlayer() != seat) {
                refusal = "it is not seat " + std::to_string(seat + 1) + "'s turn";
                return {};
            }
            const Action action = state.parseAction(move.text, refusal);
            if (action == kInvalidAction)
                return {};
            return game.playAndTell(action);
        }
        std::vector<Outgoing> operator()(const Sync &) const
        {
            refusal = "only the host sends the moves";
            return {};
        }
        std::vector<Outgoing> operator()(const Ack &ack) const
        {
            if (ack.plies > static_cast<int>(game.sent_[at(seat)].size())) {
                refusal = "acknowledges moves never sent";
                return {};
            }
            game.acknowledged_[at(seat)] = std::max(game.acknowledged_[at(seat)], ack.plies);
            return {};
        }
        std::vector<Outgoing> operator()(const Resync &resync) const
        {
            if (!game.started()) {
                refusal = "the game has not started";
                return {};
            }
            const int sent = static_cast<int>(game.sent_[at(seat)].size());
            return {game.syncFor(seat, std::min(resync.from, sent))};
        }
        std::vector<Outgoing> operator()(const Resign &resign) const
        {
            if (resign.seat != seat) {
                refusal = "a seat resigns only for itself";
                return {};
            }
            if (game.finished()) {
                refusal = "the game is over";
                return {};
            }
            game.resigned_ = seat;
            std::vector<Outgoing> out;
            for (std::size_t other = 0; other < game.seats_.size(); ++other)
                if (!game.seats_[other].empty() && static_cast<int>(other) != seat)
                    out.push_back(game.outgoing(static_cast<int>(other), Resign {seat}));
            return out;
        }
        std::vector<Outgoing> operator()(const Chat &chat) const
        {
            std::vector<Outgoing> out;
            for (std::size_t other = 0; other < game.seats_.size(); ++other)
                if (!game.seats_[other].empty() && static_cast<int>(other) != seat)
                    out.push_back(game.outgoing(static_cast<int>(other), chat));
            return out;
        }
    };
    return std::visit(Handler {*this, seat, refusal}, message.body);
}

std::vector<Outgoing> HostedGame::resendUnacknowledged() const
{
    std::vector<Outgoing> out;
    if (!started())
        return invitations();
    for (std::size_t seat = 0; seat < seats_.size(); ++seat)
        if (!seats_[seat].empty() && acknowledged_[seat] < static_cast<int>(sent_[seat].size()))
            out.push_back(syncFor(static_cast<int>(seat), acknowledged_[seat]));
    return out;
}

bool HostedGame::allAcknowledged() const
{
    for (std::size_t seat = 0; seat < seats_.size(); ++seat)
        if (!seats_[seat].empty() && acknowledged_[seat] < static_cast<int>(sent_[seat].size()))
            return false;
    return true;
}

nlohmann::json HostedGame::save() const
{
    nlohmann::json saved;
    saved["role"] = "host";
    saved["id"] = id_;
    saved["game"] = info_->id;
    saved["options"] = options_;
    saved["seats"] = seats_;
    saved["seed"] = std::to_string(seed_); // a string: JSON numbers cannot hold every 64-bit value
    saved["draws"] = draws_;
    saved["moves"] = state_->historyTexts(kOmniscientViewer);
    saved["accepted"] = accepted_;
    saved["acknowledged"] = acknowledged_;
    saved["sent"] = sent_;
    saved["declined"] = declined_;
    saved["resigned"] = resigned_;
    return saved;
}

std::unique_ptr<HostedGame> HostedGame::restore(const nlohmann::json &saved, std::string &error)
{
    try {
        if (saved.at("role") != "host" || !isGameId(saved.at("id").get<std::string>()))
            throw std::invalid_argument("not a hosted game");
        const GameInfo *info = GameRegistry::find(saved.at("game").get<std::string>());
        if (!info)
            throw std::invalid_argument("no game called " + saved.at("game").dump());
        std::vector<std::pair<std::string, std::string>> given;
        for (const auto &[key, value] : saved.at("options").items())
            given.emplace_back(key, value.get<std::string>());
        Options options;
        if (!info->resolveOptions(given, options, error))
            return nullptr;
        const std::string seedText = saved.at("seed").get<std::string>();
        std::size_t used = 0;
        const std::uint64_t seed = std::stoull(seedText, &used);
        if (used != seedText.size())
            throw std::invalid_argument("a bad seed");
        auto game = std::make_unique<HostedGame>(saved.at("id").get<std::string>(), *info, options,
                                                 saved.at("seats").get<std::vector<std::string>>(), seed);
        const int draws = saved.at("draws").get<int>();
        const auto moves = saved.at("moves").get<std::vector<std::string>>();
        if (draws < 0 || draws > static_cast<int>(moves.size()) || moves.size() > static_cast<std::size_t>(kMaxPly))
            throw std::invalid_argument("a bad count of moves or draws");
        for (int i = 0; i < draws; ++i)
            game->rng_.next();
        game->draws_ = draws;
        for (const auto &text : moves) {
            Message problem;
            const Action action = game->state_->parseAction(text, problem);
            if (action == kInvalidAction)
                throw std::invalid_argument(problem.text);
            game->state_->apply(action);
            game->digests_.push_back(publicDigest(*game->state_));
        }
        const auto seats = game->seats_.size();
        game->accepted_ = saved.at("accepted").get<std::vector<bool>>();
        game->acknowledged_ = saved.at("acknowledged").get<std::vector<int>>();
        game->sent_ = saved.at("sent").get<std::vector<std::vector<std::string>>>();
        if (game->accepted_.size() != seats || game->acknowledged_.size() != seats || game->sent_.size() != seats)
            throw std::invalid_argument("not one entry per seat");
        for (std::size_t seat = 0; seat < seats; ++seat) {
            const auto sent = game->sent_[seat].size();
            if (sent > moves.size() || (game->seats_[seat].empty() && sent != 0) || game->acknowledged_[seat] < 0
                || static_cast<std::size_t>(game->acknowledged_[seat]) > sent)
                throw std::invalid_argument("moves sent that were never played");
        }
        game->declined_ = saved.at("declined").get<bool>();
        game->resigned_ = saved.at("resigned").get<int>();
        if (game->resigned_ < -1 || game->resigned_ >= static_cast<int>(seats))
            throw std::invalid_argument("a bad seat resigned");
        return game;
    } catch (const std::exception &problem) {
        error = std::string("the saved game cannot be read: ") + problem.what();
        return nullptr;
    }
}

// --- A guest ------------------------------------------------------------------------------

std::unique_ptr<JoinedGame> JoinedGame::fromInvite(const std::string &host, const std::string &me,
                                                   const Envelope &message, std::string &refusal)
{
    const auto *invite = std::get_if<Invite>(&message.body);
    if (!invite) {
        refusal = "not an invitation";
        return nullptr;
    }
    const GameInfo *info = GameRegistry::find(invite->game);
    if (!info) {
        refusal = "no game called " + invite->game;
        return nullptr;
    }
    std::unique_ptr<JoinedGame> game(new JoinedGame);
    if (!info->resolveOptions(invite->options, game->options_, refusal))
        return nullptr;
    Message error;
    game->copy_ = info->newGame(game->options_, error);
    if (!game->copy_) {
        refusal = error.text;
        return nullptr;
    }
    if (static_cast<int>(invite->seats.size()) != game->copy_->numPlayers()) {
        refusal = info->name + " with these options has " + std::to_string(game->copy_->numPlayers()) + " seats, not "
            + std::to_string(invite->seats.size());
        return nullptr;
    }
    if (std::count(invite->seats.begin(), invite->seats.end(), me) != 1) {
        refusal = "the invitation does not give " + me + " one seat";
        return nullptr;
    }
    game->id_ = message.gameId;
    game->host_ = host;
    game->me_ = me;
    game->info_ = info;
    game->seats_ = invite->seats;
    game->seat_ = static_cast<int>(std::find(invite->seats.begin(), invite->seats.end(), me) - invite->seats.begin());
    return game;
}

Outgoing JoinedGame::toHost(Body body) const
{
    Outgoing out {host_, {id_, std::move(body)}, {}};
    out.body = plainText(out.message, info_->name);
    return out;
}

Outgoing JoinedGame::accept() const { return toHost(Accept {}); }

Outgoing JoinedGame::decline(const std::string &reason) const { return toHost(Decline {reason}); }

Outgoing JoinedGame::play(Action action)
{
    if (!myTurn() || !copy_->isLegal(action))
        throw std::logic_error("not a move of this seat");
    pendingPly_ = copy_->ply();
    pendingText_ = copy_->actionToString(action);
    return toHost(Move {pendingPly_, pendingText_, {}});
}

Outgoing JoinedGame::resign() const { return toHost(Resign {seat_}); }

std::vector<Outgoing> JoinedGame::catchUp() const
{
    std::vector<Outgoing> out {toHost(Resync {copy_->ply()})};
    if (waiting())
        out.push_back(toHost(Move {pendingPly_, pendingText_, {}}));
    return out;
}

nlohmann::json JoinedGame::save() const
{
    nlohmann::json saved;
    saved["role"] = "guest";
    saved["id"] = id_;
    saved["host"] = host_;
    saved["me"] = me_;
    saved["game"] = info_->id;
    saved["options"] = options_;
    saved["seats"] = seats_;
    saved["moves"] = copy_->historyTexts(seat_);
    saved["pending_ply"] = pendingPly_;
    saved["pending"] = pendingText_;
    saved["resigned"] = resigned_;
    return saved;
}

std::unique_ptr<JoinedGame> JoinedGame::restore(const nlohmann::json &saved, std::string &error)
{
    try {
        if (saved.at("role") != "guest" || !isGameId(saved.at("id").get<std::string>()))
            throw std::invalid_argument("not a joined game");
        Invite invite {saved.at("game").get<std::string>(), {}, saved.at("seats").get<std::vector<std::string>>()};
        for (const auto &[key, value] : saved.at("options").items())
            invite.options.emplace_back(key, value.get<std::string>());
        auto game = fromInvite(saved.at("host").get<std::string>(), saved.at("me").get<std::string>(),
                               {saved.at("id").get<std::string>(), invite}, error);
        if (!game)
            return nullptr;
        const auto moves = saved.at("moves").get<std::vector<std::string>>();
        if (moves.size() > static_cast<std::size_t>(kMaxPly))
            throw std::invalid_argument("too many moves");
        Message problem;
        game->copy_ = replayObserved(*game->info_, game->options_, moves, problem);
        if (!game->copy_)
            throw std::invalid_argument(problem.text);
        game->pendingPly_ = saved.at("pending_ply").get<int>();
        game->pendingText_ = saved.at("pending").get<std::string>();
        game->resigned_ = saved.at("resigned").get<int>();
        if (game->resigned_ < -1 || game->resigned_ >= game->copy_->numPlayers())
            throw std::invalid_argument("a bad seat resigned");
        return game;
    } catch (const std::exception &problem) {
        error = std::string("the saved game cannot be read: ") + problem.what();
        return nullptr;
    }
}

std::vector<Outgoing> JoinedGame::receive(const std::string &from, const Envelope &message, std::string &refusal)
{
    refusal.clear();
    if (from != host_) {
        refusal = from + " is not the host of this game";
        return {};
    }
    if (const auto *move = std::get_if<Move>(&message.body)) {
        if (move->ply < copy_->ply())
            return {toHost(Ack {copy_->ply()})}; // sent again: nothing to do
        if (move->ply > copy_->ply())
            return {toHost(Resync {copy_->ply()})}; // one went missing
        Message error;
        const Action action = copy_->parseObserved(move->text, error);
        if (action == kInvalidAction) {
            refusal = "the host's move " + std::to_string(move->ply + 1) + " does not fit: " + error.text;
            return {toHost(Resync {0})};
        }
        copy_->apply(action);
        if (move->digest != publicDigest(*copy_)) {
            copy_->undo();
            refusal = "after move " + std::to_string(move->ply + 1) + " the board differs from the host's";
            return {toHost(Resync {0})};
        }
        return {toHost(Ack {copy_->ply()})};
    }
    if (const auto *sync = std::get_if<Sync>(&message.body)) {
        if (sync->from > copy_->ply())
            return {toHost(Resync {copy_->ply()})};
        auto texts = copy_->historyTexts(seat_);
        texts.resize(at(sync->from));
        texts.insert(texts.end(), sync->moves.begin(), sync->moves.end());
        Message error;
        int failed = -1;
        auto rebuilt = replayObserved(*info_, options_, texts, error, &failed);
        if (!rebuilt) {
            refusal = "the host's move " + std::to_string(failed + 1) + " does not fit: " + error.text;
            return {};
        }
        if (sync->digest != publicDigest(*rebuilt)) {
            refusal = "after the host's moves the board differs from the host's";
            // Moves before `from` may read differently now (the end shows the secrets).
            if (sync->from > 0)
                return {toHost(Resync {0})};
            return {};
        }
        copy_ = std::move(rebuilt);
        return {toHost(Ack {copy_->ply()})};
    }
    if (std::holds_alternative<Invite>(message.body))
        return {accept()}; // the host asks again after a reconnection
    if (const auto *resign = std::get_if<Resign>(&message.body)) {
        if (resign->seat >= copy_->numPlayers()) {
            refusal = "no seat " + std::to_string(resign->seat + 1);
            return {};
        }
        resigned_ = resign->seat;
        return {};
    }
    if (std::holds_alternative<Chat>(message.body))
        return {};
    refusal = "the host does not send that";
    return {};
}

} // namespace ludoteca::remote
