#pragma once
// GameSession: one game being played in the app — the engine's position, who sits at each
// seat, the undo/redo record, the AI seats' turns and the autosave.
//
// Turn protocol. Views and panels never change the position; they ask the session. After
// any change the session emits stateChanged(); when the change was a move it emits
// moveMade(action, ply) just before, so a view can animate from what it drew last. It then
// looks at the position: at the end of the game it emits gameOver() and removes its
// autosave; at a chance node it samples the outcome itself (seeded, after a short pause) or,
// in ChanceMode::Manual, waits for resolveChance(); when an AI seat is to move it waits the
// AI delay (a QTimer), sends a copy of the position to AiPlayer tagged with a request id and
// the ply, and emits busyChanged(true); AiPlayer answers moveChosen(id, ply, action) on this
// thread and the session plays it only if the id and the ply are still current. When a
// human seat is to move the session waits for playHuman(action), which it refuses (returns
// false, nothing changes) unless a human is to move in the live position and the action is
// legal. Undo, redo, restart, restore and pausing cancel the AI's request first, so a late
// answer is simply dropped. The GUI thread never waits for the AI.
//
// Replaying. Opening a file, continuing a kept game and Redo play moves again that were
// played before: while they do (and while a restored game announces that it is over),
// replaying() is true, so that a listener that marks moves as they happen (the sounds)
// can let them pass. Undo takes moves back and emits no moveMade().
//
// Passing the screen. In a game with secrets played by several people at one screen, the
// screen names one seat (the seat to move in the position shown) and shows that seat's
// secrets only once its person has taken the screen (takeScreen()). Whenever the named
// person changes, and after undo, redo, restart or restore, passPending() is true until
// they do: meanwhile viewer() is nobody, and no move or hint is taken from the screen.
//
// Lessons. A lesson sets a move filter: playHuman() asks it about every legal move before
// playing it, and a move it answers with a sentence is refused (moveRefused(sentence),
// nothing changes). The lesson plays the other seats' scripted replies and chance outcomes
// itself with playScripted(), the session being paused so that no AI seat moves, and in
// ChanceMode::Scripted, where chance waits for the lesson alone: resolveChance() refuses and
// no view offers a draw or the choice of how to draw.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVector>

#include "ludoteca/core/game_info.h"
#include "ludoteca/core/state.h"
#include "session/ai_player.h"
#include "session/saved_game.h"
#include "session/seat.h"

namespace ludoteca::app {

class Autosave;

class GameSession : public QObject {
    Q_OBJECT

public:
    // Who resolves chance: the session itself, the player (resolveChance()), or only the
    // program driving the session (playScripted(), a lesson).
    enum class ChanceMode { Automatic, Manual, Scripted };

    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    // --- Starting and ending ------------------------------------------------------------
    // A new game; `options` complete and valid. Seats beyond the game's count are dropped,
    // missing ones are added as humans.
    bool start(const GameInfo &info, const Options &options, QVector<Seat> seats, std::uint64_t seed, QString &error);
    // Replays a saved game through the engine, validating every move. On failure nothing
    // changes and `error` says what is wrong with the file. The game goes on being kept in
    // `autosaveFile` (an unfinished game continued), or empty: in a file of its own.
    bool restore(const SavedGame &saved, QString &error, const QString &autosaveFile = {});
    // A game joined online: `copy`, the game as seat `seat` sees it (remote::JoinedGame's),
    // played here with friends at the other seats (Seat::Kind::Remote), under the identity
    // the joined game is kept by. Its moves are kept as that seat saw them
    // (SavedGame::observer).
    void join(std::unique_ptr<State> copy, QVector<Seat> seats, int seat, const QString &identity);
    // The seat whose copy of the game this is (a game joined online), or -1.
    int observer() const { return observer_; }
    // The game as a file keeps it: its moves, and the undone moves Redo would play again.
    SavedGame snapshot() const;
    // The same options and seats from the first move, with new chance draws (`seed`), kept
    // in the same file. The caller asks the players first: the old moves are gone.
    void restart(std::uint64_t seed);
    // Stops playing and removes this game's autosave (the player discarded it), unless
    // `removeFile` is false (the history removes it once it has kept the game).
    void abandon(bool removeFile = true);
    bool hasGame() const { return state_ != nullptr; }
    // Whether the moves and the end announced now are replayed (see "Replaying" above).
    bool replaying() const { return replaying_; }

    // --- What there is to see -----------------------------------------------------------
    const GameInfo *game() const { return info_; }
    const State *state() const { return state_.get(); }
    // The position the views draw: the live one, or a past one while browsing the moves.
    const State &shownState() const;
    bool browsing() const { return shown_ != nullptr; }
    int shownPly() const;
    // Shows the position after `ply` moves, read-only; the live ply returns to live play.
    void browse(int ply);
    void returnToLive();

    const QVector<Seat> &seats() const { return seats_; }
    // Whether a friend plays a seat from their own computer (Seat::Kind::Remote). Such a
    // game is driven by the online game that holds it (online/online_game.h): the session
    // never moves a remote seat, draws chance only when told (ChanceMode::Scripted), and
    // takes nothing back.
    bool online() const;
    int moveCount() const { return static_cast<int>(moveTexts_.size()); }
    QString moveText(int index) const { return moveTexts_.value(index); }
    const QStringList &moveTexts() const { return moveTexts_; }
    std::uint64_t seed() const { return seed_; }

    // --- Playing ------------------------------------------------------------------------
    // True when a human seat is to move in the live position.
    bool humanToMove() const;
    // The seat that would resign now: the one person at the game, or, with several, the
    // person to move in the live position; -1 when nobody may (a game over, a computer or
    // chance to move between people).
    int resigningSeat() const;
    bool playHuman(Action action);
    // Asked about each legal move playHuman() is given: a sentence refuses it (an empty one
    // refuses it without a word). Null (the default): every legal move is played.
    using MoveFilter = std::function<std::optional<QString>(Action)>;
    void setMoveFilter(MoveFilter filter) { moveFilter_ = std::move(filter); }
    // Why the last playHuman() was refused by the move filter (empty when it was not).
    const QString &refusal() const { return refusal_; }
    // Plays any legal move of the live position, whoever is to move, chance included (a
    // lesson's scripted replies); false when it is not legal or the game is browsed.
    bool playScripted(Action action);
    // Plays a move that arrived from afar in an online game: a friend's at their seat, or
    // a chance outcome. Played in the live position even while an earlier one is browsed;
    // false when it is not legal there or not theirs to play. In a joined game a chance
    // outcome may be a stand-in for a draw hidden from this seat (State::standInAction).
    bool playReceived(Action action);
    // An online game waits for something outside the session (friends to accept the
    // invitation): meanwhile nobody here moves, neither a person nor the computer.
    void setWaiting(bool waiting);
    bool waiting() const { return waiting_; }
    // Samples and plays the pending chance outcome (the player's draw in ChanceMode::Manual);
    // false in ChanceMode::Scripted, and when no chance is pending.
    bool resolveChance();
    void setChanceMode(ChanceMode mode);
    ChanceMode chanceMode() const { return chanceMode_; }
    bool chancePending() const;

    // Whose secrets the app may show (a seat, or kSpectatorViewer for nobody's): every one
    // once the live game is over (kOmniscientViewer); the one person playing against the
    // computer; with several people at one screen, the seat the screen names once its
    // person has taken the screen, else nobody.
    int viewer() const;
    // The same for the live position, whatever is browsed: the seat whose secrets the
    // person at the screen is entitled to now. A window drawn from one seat's knowledge
    // stays only while this is that seat.
    int liveViewer() const;
    // The seat the screen names: the person's seat to move in the position shown, or
    // kSpectatorViewer (a computer or chance to move, the game over, no game).
    int screenSeat() const;
    // Whether the screen must be passed to screenSeat()'s person before anything of theirs
    // shows (see "Passing the screen" above).
    bool passPending() const;
    // The person screenSeat() names has the screen: their secrets show.
    void takeScreen();
    // With the step off (people playing alone), the named seat's secrets show at once.
    void setPassScreen(bool on);
    bool passScreen() const { return passScreen_; }

    bool canUndo() const;
    bool canRedo() const { return !redo_.empty(); }
    // Takes back to the last human move (one move when every seat is an AI, which pauses).
    void undo();
    void redo();

    // Asks the AI for suggestions for the human to move: its best three moves with their
    // values and lines, answered by hintReady().
    void requestHint();
    // What a hint searches the live position with (its budget, seed and threads).
    ai::SearchSettings hintSettings() const;

    // --- The AI ---------------------------------------------------------------------------
    bool busy() const { return aiRequest_ != 0 || hintRequest_ != 0; }
    bool aiThinking() const { return aiRequest_ != 0; }
    // Pause before an AI (or chance) move, so people can follow an AI-against-AI game.
    void setAiDelay(int milliseconds);
    int aiDelay() const { return aiDelay_; }
    void setPaused(bool paused);
    bool paused() const { return paused_; }
    AiPlayer &aiPlayer() { return ai_; }

    // Where the game in progress is kept after every move (not owned; null: nowhere).
    // Every game has a file of its own there, so starting one never replaces another.
    void setAutosave(Autosave *autosave) { autosave_ = autosave; }
    // This game's file; empty until its first move is kept.
    const QString &autosaveFile() const { return autosaveFile_; }
    // With a history to keep finished games (the window's), a game that ends by a move
    // stays in its autosave, written as finished, until the history has it: whoever keeps
    // the history removes the file then (HistoryRecorder), so that at every instant the
    // game is in one of the two. Off (the default): the file goes when the game ends.
    void setKeepFinished(bool keep) { keepFinished_ = keep; }
    // Which game this is (SavedGame::identity): new for a new game and for one restored
    // already over (playing on from it makes another game), kept when one is continued.
    const QString &identity() const { return identity_; }

signals:
    void gameStarted();
    void moveMade(int action, int ply);
    void stateChanged();
    void gameOver();
    void busyChanged(bool busy);
    // The analysis of the live position; its best moves are legal there.
    void hintReady(const ludoteca::ai::Analysis &analysis);
    // After each attempt to keep the game on disk: failed (it is tried again after the next
    // move), or written (or nothing left to keep).
    void autosaveFailed(const QString &error);
    void autosaveWritten();
    // The move filter refused a move, with this sentence (maybe empty).
    void moveRefused(const QString &sentence);

private:
    void play(Action action, bool fromRedo);
    void afterChange();
    void scheduleNext();
    void onTurnTimer();
    void onAiMove(quint64 id, int ply, int action);
    void onAnalysed(quint64 id, int ply, const ai::Analysis &analysis);
    void stopThinking();
    void setBusyState(quint64 aiRequest, quint64 hintRequest);
    // `ended`: the game has just ended by a move (kept until the history has it).
    void writeAutosave(bool ended = false);
    std::uint64_t moveSeed(int ply, std::uint64_t salt) const;
    void install(const GameInfo &info, std::unique_ptr<State> state, QVector<Seat> seats, std::uint64_t seed,
                 QStringList texts, const QString &autosaveFile);
    // Whether several people share this screen in a game with secrets.
    bool sharedSecrets() const;
    // viewer() and screenSeat() of `position`, the live one or the one shown (null: no game).
    int viewerOf(const State *position) const;
    int seatNamedBy(const State *position) const;

    const GameInfo *info_ = nullptr;
    std::unique_ptr<State> state_;
    std::unique_ptr<State> shown_; // set while browsing
    QVector<Seat> seats_;
    QStringList moveTexts_;
    std::vector<std::vector<Action>> redo_; // groups of undone moves, last undone first
    std::uint64_t seed_ = 0;
    bool passScreen_ = true;
    int screenHolder_ = kSpectatorViewer; // the person who took the screen last

    AiPlayer ai_;
    QTimer turnTimer_;
    quint64 aiRequest_ = 0;
    quint64 hintRequest_ = 0;
    int aiDelay_ = 500;
    bool paused_ = false;
    ChanceMode chanceMode_ = ChanceMode::Automatic;
    Autosave *autosave_ = nullptr;
    QString autosaveFile_;
    QString identity_;
    bool keepFinished_ = false;
    MoveFilter moveFilter_;
    QString refusal_;
    bool replaying_ = false;
    bool waiting_ = false;
    int observer_ = -1;
};

} // namespace ludoteca::app
