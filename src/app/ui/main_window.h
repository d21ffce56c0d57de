#pragma once
// The app's one window: the launcher, then the game being played, with the menus. It
// connects the pieces (GameSession, launcher, set-up dialog, game page, saving) and shows
// messages through a replaceable handler, so tests never meet a blocking dialog.

#include <functional>
#include <optional>

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QRandomGenerator>
#include <QSet>

#include "session/autosave.h"
#include "session/game_file.h"
#include "session/game_session.h"
#include "session/recent_files.h"
#include "session/unfinished_games.h"

class QAction;
class QMenu;
class QStackedWidget;

namespace ludoteca::app {

class GamePage;
class HistoryDialog;
class HistoryRecorder;
class LauncherPage;
class ReviewDialog;
class RulesDialog;
class LessonWindow;
class OnlineDialog;
class OnlineGame;
class SettingsDialog;
class SetupDialog;
class ShortcutsDialog;
class SoundBoard;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `dataFolder` keeps the autosave; empty: the standard application data folder.
    explicit MainWindow(const QString &dataFolder = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    using MessageHandler = std::function<void(QMessageBox::Icon, const QString &title, const QString &text)>;
    // Replaces the default (a non-blocking QMessageBox).
    void setMessageHandler(MessageHandler handler) { messages_ = std::move(handler); }
    // New games take their seeds from the system's randomness; a test fixes the sequence
    // so that what its games deal and what the computer plays repeat run after run.
    void setSeedSequence(quint64 first) { seeds_.emplace(first); }
    // A question with its choices as buttons; answers the index chosen, or -1 when the
    // player closes it. Replaces the default (a window-modal QMessageBox that never blocks).
    using QuestionHandler = std::function<int(const QString &title, const QString &text, const QStringList &choices)>;
    void setQuestionHandler(QuestionHandler handler) { questions_ = std::move(handler); }

    GameSession &session() { return session_; }
    LauncherPage *launcher() const { return launcher_; }
    GamePage *gamePage() const { return gamePage_; }
    bool showingGame() const;
    QAction *action(const QString &name) const;
    // The review of the game (Game → Review Game); null until first asked for.
    ReviewDialog *review() const { return review_; }
    // Keeps every game that ends, and every unfinished one discarded, in the history.
    HistoryRecorder *historyRecorder() const { return history_; }
    // The game on the board when friends play seats of it online (inactive otherwise).
    OnlineGame *onlineGame() const { return onlineGame_; }
    // The sounds of the game being played (silent without an audio output).
    SoundBoard *soundBoard() const { return sound_; }
    // Game → History of Games: the window of every game kept (created when first asked for).
    HistoryDialog *showHistory();
    // Shows a game of the history on the board, as Open shows a file's.
    bool showGame(const SavedGame &saved);
    // Move → Continue from Here: a new game, with the same seats, from the position shown
    // while stepping through a game (the game itself is kept: see replaceGame()).
    bool continueFromHere();

    // The launcher's choice of a game: when one of that game is unfinished, asks first
    // whether to continue it, keep it and start another, or discard it; then the set-up.
    void newGame(const QString &gameId);
    // Opens the set-up dialog of a game (non-blocking); Start begins the game.
    SetupDialog *openSetup(const QString &gameId);
    bool startGame(const GameInfo &info, const Options &options, const QVector<Seat> &seats);
    // Loads a saved game; on failure shows why and keeps the current game as it was.
    bool openFile(const QString &path);
    bool saveFile(const QString &path);
    // The name Save As suggests for a game never saved: the game's name and today's date.
    QString defaultFileName() const;
    // Game → Open Recent: the last games opened or saved, newest first, kept in the settings.
    static constexpr int kMaxRecentFiles = RecentFiles::kMaxFiles;
    // The launcher reads and lists this many unfinished games at most, the most recent.
    static constexpr int kMaxListedUnfinished = UnfinishedGames::kMaxListed;
    QStringList recentFiles() const;
    // Where Open and Save As start: the folder of the last game opened or saved, while it
    // exists, else the documents folder.
    QString fileFolder() const;
    // Opens an entry of Open Recent; a file that is gone leaves the list, with a message.
    bool openRecent(const QString &path);
    // Continues an unfinished game the launcher lists (its autosave `file`; empty: the
    // most recent one). One that cannot be continued is kept aside, with a message.
    bool continueGame(const QString &file = {});
    // Joins the game a friend online invites to (OnlineGame::invitations()), asking first
    // about the game on the board as a new game does.
    bool acceptInvitation(const QString &id);
    // Asks, then removes an unfinished game; true when the player said yes.
    bool discardGame(const QString &file);
    // Game → Resign: asks, then ends the game in progress as lost by the seat that resigns
    // (GameSession::resigningSeat()), keeps it in the history marked so, and shows the
    // launcher; true when the player said yes.
    bool resignGame();
    // A game's rules in a window of their own, one per game, over `owner` (the window that
    // asks; null: this one). Not modal: the player reads while playing or setting up.
    RulesDialog *showRules(const QString &gameId, QWidget *owner = nullptr);
    // A game's course of lessons in a window of its own, one per game, at the list.
    LessonWindow *showLessons(const QString &gameId);
    void showLauncher();

protected:
    void closeEvent(QCloseEvent *event) override;
    // A new language: the menus, the launcher and the windows opened from them speak it.
    void changeEvent(QEvent *event) override;

private:
    quint64 nextSeed();
    void createActions();
    void retranslateActions();
    void createMenus();
    void retranslate();
    void updateActions();
    void updateTitle();
    // Lists every unfinished game on the launcher, and says which files could not be used.
    void offerUnfinished();
    void showInvitations();
    // A question whose last choice changes nothing ("Keep Playing") has no Cancel beside it:
    // Escape picks that choice. Otherwise a Cancel button closes it (answer -1).
    enum class Escape { Cancel, LastChoice };
    void ask(const QString &title, const QString &text, const QStringList &choices,
             const std::function<void(int)> &answer, Escape escape = Escape::Cancel);
    void showMessage(QMessageBox::Icon icon, const QString &title, const QString &text);
    // Every path that puts another game on the board goes through here. `replace` runs at
    // once when the game there is kept (a game in progress in its autosave, which waits on
    // the launcher; a finished one in the history); otherwise after the player chose to save
    // it or to let it go. True when `replace` ran and succeeded.
    bool replaceGame(const std::function<bool()> &replace);
    // Why the game on the board is kept nowhere, for the questions that offer to save it.
    QString unkeptGameText() const;

    void showSettings();
    void showOnlineAccount();
    // The hosted game's news: friends who accept, decline, resign, and the connection.
    void connectOnlineGame();
    // Asks for the account's password, which the keyring did not have, saying `reason`.
    void askOnlinePassword(const QString &reason);
    void showShortcuts();
    // Help → Playing with a Screen Reader (docs/accessibility.md), one window.
    void showAccessibilityGuide();
    void showAbout();
    void chooseOpenFile();
    // Save As; true when the game was written.
    bool chooseSaveFile();
    // Game → Restart: asks first when moves would be lost.
    void restartGame();
    // The autosave failed: the game goes to its own file instead, if it has one.
    void keepInCurrentFile();
    void saveCurrent();
    void rememberFile(const QString &path);
    void updateRecentMenu();
    void showReview();
    // Puts the review beside the board where the screen has room.
    void placeReview();

    GameSession session_;
    Autosave autosave_;
    UnfinishedGames unfinished_;
    GameFile file_;
    RecentFiles recentFiles_;
    QStackedWidget *stack_ = nullptr;
    LauncherPage *launcher_ = nullptr;
    GamePage *gamePage_ = nullptr;
    QMenu *recentMenu_ = nullptr;
    ReviewDialog *review_ = nullptr;
    HistoryRecorder *history_ = nullptr;
    SoundBoard *sound_ = nullptr;
    OnlineGame *onlineGame_ = nullptr;
    HistoryDialog *historyDialog_ = nullptr;
    QString dataFolder_;
    QHash<QString, QAction *> actions_;
    QPointer<SettingsDialog> settings_;
    QPointer<OnlineDialog> online_;
    QPointer<ShortcutsDialog> shortcuts_;
    QPointer<RulesDialog> accessibilityGuide_;
    QHash<QString, QPointer<RulesDialog>> rules_;    // the open rules windows, by game id
    QHash<QString, QPointer<LessonWindow>> lessons_; // the open courses, by game id
    std::optional<QRandomGenerator64> seeds_;
    MessageHandler messages_;
    QuestionHandler questions_;
    // The unfinished game the player chose to replace, removed once the new game starts.
    QString replacedFile_;
    // The finished games found in the autosave folder and handed to the history this run.
    QSet<QString> handedToHistory_;
    bool quitting_ = false;      // the player answered the question on quitting
    bool retranslating_ = false; // a retranslation is on its way
    int spokenGeneration_ = 0;   // language::generation() when the menus were named
};

} // namespace ludoteca::app
