#include "session/game_session.h"

#include <algorithm>
#include <utility>

#include <QCoreApplication>
#include <QScopedValueRollback>

#include "i18n/engine_texts.h"
#include "ludoteca/core/random.h"
#include "ludoteca/core/registry.h"
#include "session/autosave.h"

namespace ludoteca::app {

namespace {

constexpr std::uint64_t kChanceSalt = 0x6368616e6365ULL; // distinct streams for chance,
constexpr std::uint64_t kAiSalt = 0x6169ULL;             // the AI seats
constexpr std::uint64_t kHintSalt = 0x68696e74ULL;       // and hints
constexpr int kHintMoves = 3;                            // moves a hint suggests

QVector<Seat> fittedSeats(QVector<Seat> seats, int count)
{
    seats.resize(count);
    for (int i = 0; i < count; ++i)
        if (seats[i].name.trimmed().isEmpty())
            seats[i].name = seats[i].isAi()
                ? QCoreApplication::translate("ludoteca::app::GameSession", "Computer %1").arg(i + 1)
                : QCoreApplication::translate("ludoteca::app::GameSession", "Player %1").arg(i + 1);
    return seats;
}

} // namespace

GameSession::GameSession(QObject *parent) : QObject(parent)
{
    turnTimer_.setSingleShot(true);
    connect(&turnTimer_, &QTimer::timeout, this, &GameSession::onTurnTimer);
    connect(&ai_, &AiPlayer::moveChosen, this, &GameSession::onAiMove);
    connect(&ai_, &AiPlayer::analysed, this, &GameSession::onAnalysed);
}

GameSession::~GameSession() = default;

bool GameSession::start(const GameInfo &info, const Options &options, QVector<Seat> seats, std::uint64_t seed,
                        QString &error)
{
    Message why;
    auto state = info.newGame(options, why);
    if (!state) {
        error = engine_texts::message(info, why);
        return false;
    }
    seats = fittedSeats(std::move(seats), state->numPlayers());
    // A file of its own at its first move: no other game is replaced.
    identity_ = newGameIdentity();
    observer_ = -1;
    install(info, std::move(state), std::move(seats), seed, {}, {});
    return true;
}

void GameSession::join(std::unique_ptr<State> copy, QVector<Seat> seats, int seat, const QString &identity)
{
    const GameInfo &info = copy->game();
    identity_ = identity;
    observer_ = seat;
    // The texts as play() keeps them, each read in the position it was played in.
    QStringList texts;
    Message why;
    auto walk = info.newGame(copy->options(), why);
    for (const Action action : copy->history()) {
        texts.append(QString::fromStdString(walk->actionToString(action)));
        walk->apply(action);
    }
    seats = fittedSeats(std::move(seats), copy->numPlayers());
    install(info, std::move(copy), std::move(seats), 0, std::move(texts), {});
    writeAutosave();
}

bool GameSession::restore(const SavedGame &saved, QString &error, const QString &autosaveFile)
{
    auto state = replaySavedGame(saved, error);
    if (!state)
        return false;
    const GameInfo &info = state->game(); // the registry's, not the state's
    // A game continued is the same game; one opened over is kept already, and what is
    // played on from it after an undo is another game.
    identity_ = saved.identity.isEmpty() || state->isTerminal() ? newGameIdentity() : saved.identity;
    observer_ = saved.observer;
    // Kept in its own file from the start: a game opened already over removes that file,
    // never the one of the game it replaces.
    QVector<Seat> seats = fittedSeats(saved.seats, saved.seats.size());
    // Only the online game that hosts it continues a game with friends (from its autosave);
    // opened from a file, the friends' seats are played at this screen.
    if (autosaveFile.isEmpty())
        for (Seat &seat : seats)
            if (seat.isRemote())
                seat.kind = Seat::Kind::Human;
    install(info, std::move(state), std::move(seats), saved.seed, saved.moves, autosaveFile);
    // The undone moves, checked by replaySavedGame, become Redo's groups again.
    auto ahead = state_->clone();
    for (const QStringList &texts : saved.undone) {
        std::vector<Action> group;
        for (const QString &text : texts) {
            std::string why;
            const Action action = ahead->parseAction(text.toStdString(), why);
            ahead->apply(action);
            group.insert(group.begin(), action); // Redo plays a group from its back
        }
        redo_.insert(redo_.begin(), std::move(group)); // the first group to play is the last
    }
    if (!redo_.empty())
        emit stateChanged(); // Redo is possible
    writeAutosave();
    return true;
}

void GameSession::install(const GameInfo &info, std::unique_ptr<State> state, QVector<Seat> seats, std::uint64_t seed,
                          QStringList texts, const QString &autosaveFile)
{
    stopThinking();
    autosaveFile_ = autosaveFile;
    info_ = &info;
    state_ = std::move(state);
    shown_.reset();
    seats_ = std::move(seats);
    moveTexts_ = std::move(texts);
    redo_.clear();
    seed_ = seed;
    paused_ = false;
    waiting_ = false;
    screenHolder_ = kSpectatorViewer; // whoever sits there shows who they are first
    // A new game has no moves; a restored one was played before, even to its end.
    const QScopedValueRollback replaying(replaying_, true);
    emit gameStarted();
    afterChange();
}

SavedGame GameSession::snapshot() const
{
    SavedGame saved;
    if (!state_)
        return saved;
    saved.gameId = QString::fromStdString(info_->id);
    saved.options = state_->options();
    saved.seats = seats_;
    saved.moves = moveTexts_;
    saved.seed = seed_;
    saved.identity = identity_;
    saved.observer = observer_;
    // Redo plays the last group first; the file lists the groups in the order they play.
    if (!redo_.empty()) {
        auto ahead = state_->clone();
        for (auto group = redo_.rbegin(); group != redo_.rend(); ++group) {
            if (group->empty())
                continue; // the group Redo is playing back, each move kept as it is played
            QStringList texts;
            for (auto it = group->rbegin(); it != group->rend(); ++it) {
                texts.append(QString::fromStdString(ahead->actionToString(*it)));
                ahead->apply(*it);
            }
            saved.undone.append(texts);
        }
    }
    return saved;
}

void GameSession::restart(std::uint64_t seed)
{
    if (!state_)
        return;
    // The players agreed to begin this game again: its file now holds the new beginning,
    // and new draws, so that nobody knows the bag or the deck from the first time.
    const QString file = autosaveFile_;
    QString error;
    if (start(*info_, state_->options(), seats_, seed, error)) {
        autosaveFile_ = file;
        writeAutosave();
    }
}

void GameSession::abandon(bool removeFile)
{
    stopThinking();
    if (autosave_ && removeFile)
        autosave_->remove(autosaveFile_);
    autosaveFile_.clear();
    state_.reset();
    shown_.reset();
    moveTexts_.clear();
    redo_.clear();
    info_ = nullptr;
    emit stateChanged();
}

const State &GameSession::shownState() const { return shown_ ? *shown_ : *state_; }

int GameSession::shownPly() const
{
    if (shown_)
        return shown_->ply();
    return state_ ? state_->ply() : 0;
}

void GameSession::browse(int ply)
{
    if (!state_)
        return;
    ply = std::clamp(ply, 0, state_->ply());
    if (ply == state_->ply()) {
        returnToLive();
        return;
    }
    auto copy = state_->clone();
    while (copy->ply() > ply)
        copy->undo();
    shown_ = std::move(copy);
    emit stateChanged();
}

void GameSession::returnToLive()
{
    if (!shown_)
        return;
    shown_.reset();
    emit stateChanged();
}

bool GameSession::humanToMove() const
{
    if (!state_ || shown_ || waiting_)
        return false;
    const int seat = state_->currentPlayer();
    return seat >= 0 && seat < seats_.size() && seats_[seat].isPerson();
}

int GameSession::resigningSeat() const
{
    if (!state_ || state_->isTerminal())
        return -1;
    int person = -1;
    int people = 0;
    for (int seat = 0; seat < seats_.size(); ++seat) {
        if (seats_[seat].isPerson()) {
            person = seat;
            ++people;
        }
    }
    if (people == 1)
        return person;
    const int mover = state_->currentPlayer();
    return mover >= 0 && mover < seats_.size() && seats_[mover].isPerson() ? mover : -1;
}

bool GameSession::playHuman(Action action)
{
    refusal_.clear();
    if (!humanToMove() || passPending() || !state_->isLegal(action))
        return false;
    if (moveFilter_) {
        if (const auto sentence = moveFilter_(action)) {
            refusal_ = *sentence;
            emit moveRefused(refusal_);
            return false;
        }
    }
    play(action, false);
    return true;
}

bool GameSession::playScripted(Action action)
{
    if (!state_ || shown_ || state_->isTerminal() || !state_->isLegal(action))
        return false;
    play(action, false);
    return true;
}

bool GameSession::playReceived(Action action)
{
    if (!state_ || state_->isTerminal())
        return false;
    const bool standIn =
        observer_ >= 0 && state_->isChanceNode() && state_->standInAction(state_->actionToString(action)) == action;
    if (!standIn && !state_->isLegal(action))
        return false;
    const int mover = state_->currentPlayer();
    if (!state_->isChanceNode() && (mover < 0 || mover >= seats_.size() || !seats_[mover].isRemote()))
        return false;
    play(action, false);
    return true;
}

void GameSession::setWaiting(bool waiting)
{
    if (waiting_ == waiting)
        return;
    waiting_ = waiting;
    if (waiting)
        stopThinking();
    else
        scheduleNext();
    emit stateChanged();
}

bool GameSession::chancePending() const { return state_ && state_->isChanceNode(); }

void GameSession::setChanceMode(ChanceMode mode)
{
    chanceMode_ = mode;
    scheduleNext();
}

bool GameSession::resolveChance()
{
    // Automatic chance resolves itself through the timer; scripted chance is the lesson's.
    if (!chancePending() || chanceMode_ == ChanceMode::Scripted)
        return false;
    turnTimer_.stop();
    std::vector<ChanceOutcome> outcomes;
    state_->chanceOutcomes(outcomes);
    if (outcomes.empty())
        return false;
    Rng rng(moveSeed(state_->ply(), kChanceSalt));
    play(rng.pickWeighted(outcomes), false);
    return true;
}

// A move a friend has seen cannot be taken back.
bool GameSession::canUndo() const { return state_ && state_->ply() > 0 && !online(); }

bool GameSession::online() const
{
    return std::any_of(seats_.begin(), seats_.end(), [](const Seat &s) { return s.isRemote(); });
}

void GameSession::undo()
{
    if (!canUndo())
        return;
    stopThinking();
    shown_.reset();
    const bool anyHuman = std::any_of(seats_.begin(), seats_.end(), [](const Seat &s) { return s.isPerson(); });
    std::vector<Action> group;
    do {
        group.push_back(state_->history().back());
        state_->undo();
        moveTexts_.removeLast();
        // Keep going back through AI and chance moves until a human is to move again.
    } while (anyHuman && state_->ply() > 0 && !humanToMove());
    redo_.push_back(std::move(group));
    screenHolder_ = kSpectatorViewer; // the screen may now name someone else
    if (!anyHuman)
        paused_ = true; // otherwise the AI would answer at once and the undo would vanish
    writeAutosave();
    afterChange();
}

int GameSession::viewer() const { return viewerOf(state_ ? &shownState() : nullptr); }

int GameSession::liveViewer() const { return viewerOf(state_.get()); }

int GameSession::viewerOf(const State *position) const
{
    if (state_ && state_->isTerminal())
        return kOmniscientViewer; // once the game is over nothing is secret, even before the end
    int person = kSpectatorViewer;
    int people = 0;
    for (int i = 0; i < seats_.size(); ++i)
        if (seats_[i].isPerson()) {
            person = i;
            ++people;
        }
    if (people == 1)
        return person;
    const int named = seatNamedBy(position);
    if (people > 1 && named != kSpectatorViewer && (!passScreen_ || screenHolder_ == named))
        return named;
    return kSpectatorViewer;
}

int GameSession::screenSeat() const { return seatNamedBy(state_ ? &shownState() : nullptr); }

int GameSession::seatNamedBy(const State *position) const
{
    if (!position || state_->isTerminal())
        return kSpectatorViewer;
    const int seat = position->currentPlayer();
    return seat >= 0 && seat < seats_.size() && seats_[seat].isPerson() ? seat : kSpectatorViewer;
}

bool GameSession::sharedSecrets() const
{
    return info_ && info_->hasHiddenInformation
        && std::count_if(seats_.begin(), seats_.end(), [](const Seat &s) { return s.isPerson(); }) > 1;
}

bool GameSession::passPending() const
{
    // Browsing only looks back: nobody is asked for the screen, and nothing secret shows
    // unless the position names the person who has it.
    return passScreen_ && !shown_ && sharedSecrets() && screenSeat() != kSpectatorViewer
        && screenHolder_ != screenSeat();
}

void GameSession::takeScreen()
{
    if (!passPending())
        return;
    screenHolder_ = screenSeat();
    emit stateChanged();
}

void GameSession::setPassScreen(bool on)
{
    if (passScreen_ == on)
        return;
    passScreen_ = on;
    screenHolder_ = kSpectatorViewer;
    emit stateChanged();
}

void GameSession::redo()
{
    if (redo_.empty())
        return;
    stopThinking();
    shown_.reset();
    // The moves leave the record one at a time, so that the head of the game (headPlayer)
    // stays what it was while they are replayed.
    const QScopedValueRollback replaying(replaying_, true);
    while (!redo_.empty() && !redo_.back().empty()) {
        const Action action = redo_.back().back();
        if (!state_->isLegal(action))
            break; // cannot happen: the same moves from the same position
        redo_.back().pop_back();
        play(action, true);
    }
    if (!redo_.empty())
        redo_.pop_back();
    screenHolder_ = kSpectatorViewer;
    writeAutosave(); // without the group just played again
    emit stateChanged();
}

void GameSession::requestHint()
{
    if (!humanToMove() || passPending() || hintRequest_ != 0)
        return;
    const quint64 id = ai_.analyse(state_->clone(), hintSettings(), kHintMoves);
    setBusyState(aiRequest_, id);
}

ai::SearchSettings GameSession::hintSettings() const
{
    if (!state_)
        return {};
    ai::SearchSettings settings = ai::settingsForLevel(ai::Level::Medium, *state_);
    settings.seed =
        moveSeed(state_->ply(), kHintSalt + static_cast<std::uint64_t>(std::max(0, state_->currentPlayer())));
    return ai_.searchSettings(settings);
}

void GameSession::setAiDelay(int milliseconds) { aiDelay_ = std::max(0, milliseconds); }

void GameSession::setPaused(bool paused)
{
    if (paused_ == paused)
        return;
    paused_ = paused;
    if (paused)
        stopThinking();
    else
        scheduleNext();
    emit stateChanged();
}

void GameSession::play(Action action, bool fromRedo)
{
    turnTimer_.stop();
    if (hintRequest_ != 0)
        setBusyState(aiRequest_, 0); // a hint is for the position it was asked in
    if (!fromRedo)
        redo_.clear();
    moveTexts_.append(QString::fromStdString(state_->actionToString(action)));
    state_->apply(action);
    writeAutosave(true);
    emit moveMade(action, state_->ply());
    afterChange();
}

void GameSession::afterChange()
{
    emit stateChanged();
    if (state_ && state_->isTerminal()) {
        // Kept until the history has it (setKeepFinished).
        if (autosave_ && !keepFinished_)
            autosave_->remove(autosaveFile_);
        emit gameOver();
        return;
    }
    scheduleNext();
}

void GameSession::scheduleNext()
{
    turnTimer_.stop();
    if (!state_ || state_->isTerminal() || paused_ || waiting_ || aiRequest_ != 0)
        return;
    const int seat = state_->currentPlayer();
    const bool chance = state_->isChanceNode();
    if (chance && chanceMode_ != ChanceMode::Automatic)
        return;
    if (chance || (seat >= 0 && seat < seats_.size() && seats_[seat].isAi()))
        turnTimer_.start(aiDelay_);
}

void GameSession::onTurnTimer()
{
    if (!state_ || paused_ || waiting_ || state_->isTerminal())
        return;
    if (state_->isChanceNode()) {
        if (chanceMode_ == ChanceMode::Automatic)
            resolveChance();
        return;
    }
    const int seat = state_->currentPlayer();
    if (seat < 0 || seat >= seats_.size() || !seats_[seat].isAi() || aiRequest_ != 0)
        return;
    const quint64 id = ai_.think(state_->clone(), seats_[seat].level, moveSeed(state_->ply(), kAiSalt + seat));
    setBusyState(id, hintRequest_);
}

void GameSession::onAiMove(quint64 id, int ply, int action)
{
    if (!state_ || ply != state_->ply())
        return; // an answer for a position that is gone
    if (id != aiRequest_)
        return;
    setBusyState(0, hintRequest_);
    if (action == kInvalidAction || !state_->isLegal(action)) {
        // The search came back empty-handed; a legal move keeps the game going.
        const auto moves = state_->legalActions();
        if (moves.empty())
            return;
        action = moves.front();
    }
    play(action, false);
}

void GameSession::onAnalysed(quint64 id, int ply, const ai::Analysis &analysis)
{
    if (!state_ || ply != state_->ply() || id != hintRequest_)
        return; // an answer for a position that is gone
    setBusyState(aiRequest_, 0);
    if (humanToMove() && !analysis.best.empty()
        && std::all_of(analysis.best.begin(), analysis.best.end(),
                       [this](const ai::MoveAnalysis &move) { return state_->isLegal(move.action); }))
        emit hintReady(analysis);
}

void GameSession::stopThinking()
{
    turnTimer_.stop();
    if (aiRequest_ != 0 || hintRequest_ != 0)
        ai_.cancelAll();
    setBusyState(0, 0);
}

void GameSession::setBusyState(quint64 aiRequest, quint64 hintRequest)
{
    const bool wasBusy = busy();
    aiRequest_ = aiRequest;
    hintRequest_ = hintRequest;
    if (wasBusy != busy())
        emit busyChanged(busy());
}

void GameSession::writeAutosave(bool ended)
{
    if (!autosave_ || !state_)
        return;
    // A finished game's file is the history keeper's to remove (setKeepFinished): written
    // once more when a move ends the game, else left as it is.
    if (state_->isTerminal() && keepFinished_ && !ended) {
        emit autosaveWritten(); // nothing more to keep here
        return;
    }
    // An empty board is worth keeping only for the moves Redo can bring back, or when
    // friends online have the game too (it is theirs to resume as well).
    if ((state_->isTerminal() && !keepFinished_) || (state_->ply() == 0 && redo_.empty() && !online())) {
        autosave_->remove(autosaveFile_);
        emit autosaveWritten(); // nothing left to keep
        return;
    }
    if (autosaveFile_.isEmpty())
        autosaveFile_ = autosave_->newFilePath(QString::fromStdString(info_->id));
    QString error;
    if (autosave_->write(autosaveFile_, snapshot(), error))
        emit autosaveWritten();
    else
        emit autosaveFailed(error);
}

std::uint64_t GameSession::moveSeed(int ply, std::uint64_t salt) const
{
    // splitmix64 of (seed, ply, salt): independent, reproducible streams per move.
    std::uint64_t z = seed_ + 0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(ply) + 1) + salt;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace ludoteca::app
