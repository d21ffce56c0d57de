#pragma once
// The app's one window: the launcher, then the game being played, with the menus. It
// connects the pieces (GameSession, launcher, set-up dialog, game page, saving) and shows
// messages through a replaceable handler, so tests never meet a blocking dialog.

#include <functional>

#include <QMainWindow>
#include <QMessageBox>

#include "session/autosave.h"
#include "session/game_session.h"

class QAction;
class QMenu;
class QStackedWidget;

namespace ludoteca::app {

class GamePage;
class LauncherPage;
class ReviewDialog;
class SetupDialog;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `dataFolder` keeps the autosave; empty: the standard application data folder.
    explicit MainWindow(const QString &dataFolder = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    using MessageHandler = std::function<void(QMessageBox::Icon, const QString &title, const QString &text)>;
    // Replaces the default (a non-blocking QMessageBox).
    void setMessageHandler(MessageHandler handler) { messages_ = std::move(handler); }

    GameSession &session() { return session_; }
    LauncherPage *launcher() const { return launcher_; }
    GamePage *gamePage() const { return gamePage_; }
    bool showingGame() const;
    QAction *action(const QString &name) const;
    // The review of the game (Game → Review Game); null until first asked for.
    ReviewDialog *review() const { return review_; }

    // Opens the set-up dialog of a game (non-blocking); Start begins the game.
    SetupDialog *openSetup(const QString &gameId);
    bool startGame(const GameInfo &info, const Options &options, const QVector<Seat> &seats);
    // Loads a saved game; on failure shows why and keeps the current game as it was.
    bool openFile(const QString &path);
    bool saveFile(const QString &path);
    // The name Save As suggests for a game never saved: the game's name and today's date.
    QString defaultFileName() const;
    // Game → Open Recent: the last games opened or saved, newest first, kept in the settings.
    static constexpr int kMaxRecentFiles = 10;
    QStringList recentFiles() const;
    // Opens an entry of Open Recent; a file that is gone leaves the list, with a message.
    bool openRecent(const QString &path);
    // Continues the game kept by the autosave (the launcher's banner).
    bool resumeAutosave();
    void showLauncher();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void updateActions();
    void updateTitle();
    void offerResume();
    // What to tell the player about an autosave that could not be used, after keeping it.
    QString keepUnusableAutosave(ReadProblem problem, const QString &error);
    void showMessage(QMessageBox::Icon icon, const QString &title, const QString &text);
    void showRules(const QString &gameId);
    void showAbout();
    void chooseOpenFile();
    void chooseSaveFile();
    void saveCurrent();
    void setRecentFiles(const QStringList &files);
    void rememberFile(const QString &path);
    void updateRecentMenu();
    void showReview();

    GameSession session_;
    Autosave autosave_;
    QStackedWidget *stack_ = nullptr;
    LauncherPage *launcher_ = nullptr;
    GamePage *gamePage_ = nullptr;
    QMenu *recentMenu_ = nullptr;
    ReviewDialog *review_ = nullptr;
    QHash<QString, QAction *> actions_;
    QString currentFile_;
    // The moves as the current file holds them: any other list is unsaved.
    QStringList savedMoves_;
    MessageHandler messages_;
};

} // namespace ludoteca::app
