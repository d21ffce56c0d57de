#include "ui/main_window.h"

#include <memory>
#include <utility>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

#include "history/history_dialog.h"
#include "i18n/language.h"
#include "history/history_recorder.h"
#include "ludoteca/core/registry.h"
#include "review/review_dialog.h"
#include "ui/computer_settings.h"
#include "ui/game_page.h"
#include "ui/launcher_page.h"
#include "ui/setup_memory.h"
#include "ui/plain_text.h"
#include "lessons/lesson_window.h"
#include "ludoteca/lessons/lesson.h"
#include "ui/rules_dialog.h"
#include "ui/screen_fit.h"
#include "online/online_dialog.h"
#include "online/online_account.h"
#include "online/online_game.h"
#include "ui/settings_dialog.h"
#include "ui/setup_dialog.h"
#include "ui/shortcuts_dialog.h"
#include "ui/setup_step.h"
#include "ui/sound_board.h"
#include "ui/side_panel.h"
#include "views/board_view.h"

namespace ludoteca::app {

namespace {

const QString kPassScreenKey = QStringLiteral("play/passScreen");

} // namespace

MainWindow::MainWindow(const QString &dataFolder, QWidget *parent)
    : QMainWindow(parent), autosave_(dataFolder), unfinished_(autosave_), file_(session_)
{
    setWindowTitle(tr("Ludoteca"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/" LUDOTECA_APP_ID ".svg")));
    resize(1120, 760);
    // Small enough for an 800×600 screen, or 1600×1000 at scale 2, with a panel.
    setMinimumSize(640, 420);
    // Every window and dialog opens inside its screen's free area.
    qApp->installEventFilter(new ScreenFitter(this));
    // No tooltip reads markup: they quote names and paths (ui/plain_text.h).
    plain_text::install();
    session_.setAutosave(&autosave_);
    session_.aiPlayer().setThreads(computer_settings::threads());
    session_.setPassScreen(QSettings().value(kPassScreenKey, true).toBool());
    dataFolder_ = dataFolder;
    history_ = new HistoryRecorder(session_, dataFolder, this);
    session_.setKeepFinished(true); // until the history has it

    connect(history_, &HistoryRecorder::problem, this, [this](const QString &text) {
        file_.setHistoryFailing(true);
        showMessage(QMessageBox::Warning, tr("History of Games"), text);
    });
    connect(history_, &HistoryRecorder::recorded, this, [this] { file_.setHistoryFailing(false); });

    onlineGame_ = new OnlineGame(session_, autosave_.folder(), this);
    connectOnlineGame();

    // A machine without an audio output gets no sink: the board stays silent.
    sound_ = new SoundBoard(session_, EffectSink::outputAvailable() ? std::make_unique<EffectSink>() : nullptr, this);

    stack_ = new QStackedWidget(this);
    launcher_ = new LauncherPage(stack_);
    gamePage_ = new GamePage(session_, stack_);
    stack_->addWidget(launcher_);
    stack_->addWidget(gamePage_);
    setCentralWidget(stack_);

    createActions();
    createMenus();
    onlineGame_->listen(); // friends' invitations arrive while the app runs
    spokenGeneration_ = language::generation();

    connect(launcher_, &LauncherPage::gameChosen, this, &MainWindow::newGame);
    connect(launcher_, &LauncherPage::learnChosen, this, [this](const QString &id) { showLessons(id); });
    connect(launcher_, &LauncherPage::resumeRequested, this, &MainWindow::continueGame);
    connect(launcher_, &LauncherPage::discardRequested, this, &MainWindow::discardGame);
    connect(launcher_, &LauncherPage::historyRequested, this, [this] { showHistory(); });
    connect(launcher_, &LauncherPage::invitationAccepted, this, &MainWindow::acceptInvitation);
    connect(launcher_, &LauncherPage::invitationDeclined, onlineGame_, &OnlineGame::decline);
    connect(&session_, &GameSession::stateChanged, this, &MainWindow::updateActions);
    connect(&session_, &GameSession::stateChanged, this, &MainWindow::updateTitle);
    connect(&session_, &GameSession::busyChanged, this, &MainWindow::updateActions);
    connect(&session_, &GameSession::gameStarted, this, [this] {
        // Another game on the board: the one hosted online (if any) waits in its file.
        onlineGame_->stop();
        gamePage_->showGame();
        stack_->setCurrentWidget(gamePage_);
        updateTitle();
        updateActions();
    });
    // After GamePage's own handlers, which show and hide the banner.
    connect(&session_, &GameSession::autosaveWritten, this, [this] { file_.setAutosaveFailing(false); });
    connect(&session_, &GameSession::autosaveFailed, this, &MainWindow::keepInCurrentFile);
    connect(gamePage_, &GamePage::saveAsRequested, this, &MainWindow::chooseSaveFile);
    connect(gamePage_, &GamePage::reviewRequested, this, &MainWindow::showReview);
    connect(gamePage_, &GamePage::inputRefused, sound_, &SoundBoard::refused);

    // The status line shows only while it has something to say (a save, a failure).
    statusBar()->hide();
    connect(statusBar(), &QStatusBar::messageChanged, statusBar(),
            [this](const QString &message) { statusBar()->setVisible(!message.isEmpty()); });
    restoreGeometry(QSettings().value(QStringLiteral("window/geometry")).toByteArray());
    offerUnfinished();
    updateActions();
}

MainWindow::~MainWindow()
{
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    // The pages refer to the session: they go first.
    delete takeCentralWidget();
}

void MainWindow::createActions()
{
    // Named in retranslateActions(), again whenever the language changes.
    auto make = [this](const QString &name, auto slot, const QKeySequence &keys = {}) {
        auto *action = new QAction(this);
        action->setObjectName(name);
        if (!keys.isEmpty())
            action->setShortcut(keys);
        connect(action, &QAction::triggered, this, slot);
        actions_.insert(name, action);
        addAction(action); // shortcuts work even when the menu bar is hidden
        return action;
    };
    make(
        QStringLiteral("new"), [this] { showLauncher(); }, QKeySequence::New);
    make(QStringLiteral("restart"), [this] { restartGame(); });
    make(QStringLiteral("resign"), [this] { resignGame(); });
    make(
        QStringLiteral("open"), [this] { chooseOpenFile(); }, QKeySequence::Open);
    make(
        QStringLiteral("save"), [this] { saveCurrent(); }, QKeySequence::Save);
    make(
        QStringLiteral("saveAs"), [this] { chooseSaveFile(); }, QKeySequence::SaveAs);
    make(QStringLiteral("review"), [this] { showReview(); });
    make(QStringLiteral("history"), [this] { showHistory(); });
    make(
        QStringLiteral("quit"), [this] { close(); }, QKeySequence::Quit);
    make(
        QStringLiteral("undo"), [this] { session_.undo(); }, QKeySequence::Undo);
    make(
        QStringLiteral("redo"), [this] { session_.redo(); }, QKeySequence::Redo);
    make(
        QStringLiteral("hint"), [this] { session_.requestHint(); }, QKeySequence(Qt::Key_H));
    make(QStringLiteral("pause"), [this] { session_.setPaused(!session_.paused()); });
    make(
        QStringLiteral("previous"), [this] { session_.browse(session_.shownPly() - 1); }, QKeySequence::Back);
    make(
        QStringLiteral("next"), [this] { session_.browse(session_.shownPly() + 1); }, QKeySequence::Forward);
    make(
        QStringLiteral("live"), [this] { session_.returnToLive(); }, QKeySequence(Qt::Key_End));
    make(QStringLiteral("continueFromHere"), [this] { continueFromHere(); });
    make(QStringLiteral("summary"), [this] {
        if (showingGame())
            gamePage_->panel()->announceSummary();
    });
    make(
        QStringLiteral("rules"),
        [this] {
            if (session_.hasGame() && showingGame())
                showRules(QString::fromStdString(session_.game()->id));
        },
        QKeySequence::HelpContents);
    make(QStringLiteral("about"), [this] { showAbout(); });
    make(QStringLiteral("shortcuts"), [this] { showShortcuts(); });
    make(QStringLiteral("accessibilityGuide"), [this] { showAccessibilityGuide(); });
    make(
        QStringLiteral("preferences"), [this] { showSettings(); }, QKeySequence::Preferences);
    make(QStringLiteral("onlineAccount"), [this] { showOnlineAccount(); });
    QAction *bar = make(QStringLiteral("evaluationBar"), [this](bool shown) {
        computer_settings::setEvaluationBarShown(shown);
        gamePage_->setEvaluationBarShown(shown);
    });
    bar->setCheckable(true);
    bar->setChecked(computer_settings::evaluationBarShown());
    gamePage_->setEvaluationBarShown(bar->isChecked());
    QAction *pass = make(QStringLiteral("passScreen"), [this](bool on) {
        QSettings().setValue(kPassScreenKey, on);
        session_.setPassScreen(on);
    });
    pass->setCheckable(true);
    pass->setChecked(session_.passScreen());
    QAction *sounds = make(QStringLiteral("playSounds"), [this](bool on) { sound_->setMuted(!on); });
    sounds->setCheckable(true);
    sounds->setChecked(!sound_->muted());
    sounds->setEnabled(sound_->available());
    connect(sound_, &SoundBoard::settingsChanged, sounds, [this, sounds] { sounds->setChecked(!sound_->muted()); });
    actions_.value(QStringLiteral("quit"))->setMenuRole(QAction::QuitRole);
    actions_.value(QStringLiteral("about"))->setMenuRole(QAction::AboutRole);
    actions_.value(QStringLiteral("preferences"))->setMenuRole(QAction::PreferencesRole);
    retranslateActions();
}

void MainWindow::retranslateActions()
{
    const std::pair<const char *, QString> texts[] = {
        {"new", tr("&New Game…")},
        {"restart", tr("&Restart")},
        {"resign", tr("Resi&gn…")},
        {"open", tr("&Open…")},
        {"save", tr("&Save")},
        {"saveAs", tr("Save &As…")},
        {"review", tr("Re&view Game")},
        {"history", tr("&History of Games")},
        {"quit", tr("&Quit")},
        {"undo", tr("&Undo")},
        {"redo", tr("&Redo")},
        {"hint", tr("&Hint")},
        {"pause", tr("&Pause Computer Players")},
        {"previous", tr("Pre&vious Position")},
        {"next", tr("Ne&xt Position")},
        {"live", tr("&Back to the Game")},
        {"continueFromHere", tr("&Continue from Here")},
        {"summary", tr("&Describe the Position")},
        {"rules", tr("&Rules")},
        {"about", tr("&About Ludoteca")},
        {"shortcuts", tr("&Keyboard Shortcuts")},
        {"accessibilityGuide", tr("Playing with a &Screen Reader")},
        {"preferences", tr("&Configure Ludoteca…")},
        {"onlineAccount", tr("&Online Account…")},
        {"evaluationBar", tr("&Evaluation Bar")},
        {"passScreen", tr("&Pass the Screen Between Players")},
        {"playSounds", tr("Play &Sounds")},
    };
    for (const auto &[name, text] : texts)
        actions_.value(QLatin1String(name))->setText(text);
    actions_.value(QStringLiteral("restart"))->setShortcut(QKeySequence(tr("Ctrl+R")));
    // For a screen reader: the position in words, whatever has the focus.
    actions_.value(QStringLiteral("summary"))->setShortcut(QKeySequence(tr("Ctrl+I")));
    // Not a bare letter: the boards read letters and digits (P passes in Wang Zi), and a
    // window shortcut would win over them.
    actions_.value(QStringLiteral("pause"))->setShortcuts({QKeySequence(tr("Ctrl+P")), QKeySequence(Qt::Key_Pause)});
    actions_.value(QStringLiteral("passScreen"))
        ->setToolTip(tr("In games with secrets, hide the board between two people's turns until the next one "
                        "has the screen"));
    if (!sound_->available())
        actions_.value(QStringLiteral("playSounds"))->setToolTip(tr("No sound output was found on this computer"));
}

void MainWindow::createMenus()
{
    // Built anew in a new language: the menus hold the games' names as well.
    menuBar()->clear();
    qDeleteAll(menuBar()->findChildren<QMenu *>(QString(), Qt::FindDirectChildrenOnly));
    recentMenu_ = nullptr;
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    for (const char *name :
         {"new", "restart", "resign", "", "open", "save", "saveAs", "", "review", "history", "", "quit"}) {
        if (*name)
            game->addAction(actions_.value(QLatin1String(name)));
        else
            game->addSeparator();
        if (QLatin1String(name) == QLatin1String("open")) {
            recentMenu_ = game->addMenu(tr("Open &Recent"));
            recentMenu_->setObjectName(QStringLiteral("recent"));
            recentMenu_->setToolTipsVisible(true);
            recentMenu_->setEnabled(!recentFiles().isEmpty());
            // Filled as it opens: an entry's action must not be deleted while it is triggering.
            connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
        }
    }
    QMenu *move = menuBar()->addMenu(tr("&Move"));
    for (const char *name : {"undo", "redo", "", "hint", "pause", "", "previous", "next", "live", "continueFromHere"}) {
        if (*name)
            move->addAction(actions_.value(QLatin1String(name)));
        else
            move->addSeparator();
    }
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(actions_.value(QStringLiteral("evaluationBar")));
    view->addAction(actions_.value(QStringLiteral("summary")));
    // The preferences, as the KDE applications keep them: a toggle at hand, then the window.
    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(actions_.value(QStringLiteral("passScreen")));
    settings->addAction(actions_.value(QStringLiteral("playSounds")));
    settings->addSeparator();
    settings->addAction(actions_.value(QStringLiteral("onlineAccount")));
    settings->addAction(actions_.value(QStringLiteral("preferences")));
    settings->setToolTipsVisible(true);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(actions_.value(QStringLiteral("rules")));
    // Every game's rules, from the launcher too.
    QMenu *everyRules = help->addMenu(tr("Rules &of…"));
    everyRules->setObjectName(QStringLiteral("rulesOf"));
    for (const GameInfo *info : GameRegistry::games()) {
        const QString id = QString::fromStdString(info->id);
        QAction *entry =
            everyRules->addAction(QString::fromStdString(info->name).replace(QLatin1Char('&'), QLatin1String("&&")));
        entry->setObjectName(QStringLiteral("rulesOf_") + id);
        connect(entry, &QAction::triggered, this, [this, id] { showRules(id); });
    }
    // Every game's course of lessons.
    QMenu *learn = help->addMenu(tr("&Learn to Play…"));
    learn->setObjectName(QStringLiteral("learn"));
    for (const GameInfo *info : GameRegistry::games()) {
        const QString id = QString::fromStdString(info->id);
        if (lessons::Library::files(info->id).empty())
            continue;
        QAction *entry =
            learn->addAction(QString::fromStdString(info->name).replace(QLatin1Char('&'), QLatin1String("&&")));
        entry->setObjectName(QStringLiteral("learn_") + id);
        connect(entry, &QAction::triggered, this, [this, id] { showLessons(id); });
    }
    help->addSeparator();
    help->addAction(actions_.value(QStringLiteral("shortcuts")));
    help->addAction(actions_.value(QStringLiteral("accessibilityGuide")));
    help->addAction(actions_.value(QStringLiteral("about")));
}

QAction *MainWindow::action(const QString &name) const { return actions_.value(name); }

bool MainWindow::showingGame() const { return stack_->currentWidget() == gamePage_; }

void MainWindow::updateActions()
{
    const bool inGame = session_.hasGame() && showingGame();
    const bool over = inGame && session_.state()->isTerminal();
    const bool anyAi =
        inGame && std::any_of(session_.seats().begin(), session_.seats().end(), [](const Seat &s) { return s.isAi(); });
    // A game with friends online cannot begin again: they have seen its moves.
    action(QStringLiteral("restart"))->setEnabled(inGame && !session_.online());
    const int resigning = inGame ? session_.resigningSeat() : -1;
    action(QStringLiteral("resign"))->setEnabled(resigning >= 0);
    action(QStringLiteral("resign"))
        ->setToolTip(resigning >= 0 ? tr("%1 gives up the game and loses it").arg(session_.seats()[resigning].name)
                                    : QString());
    action(QStringLiteral("save"))->setEnabled(inGame);
    action(QStringLiteral("saveAs"))->setEnabled(inGame);
    action(QStringLiteral("review"))->setEnabled(inGame);
    action(QStringLiteral("undo"))->setEnabled(inGame && session_.canUndo());
    action(QStringLiteral("redo"))->setEnabled(inGame && session_.canRedo());
    action(QStringLiteral("hint"))
        ->setEnabled(inGame && session_.humanToMove() && !session_.passPending() && !session_.busy());
    action(QStringLiteral("pause"))->setEnabled(anyAi && !over);
    action(QStringLiteral("pause"))
        ->setText(session_.paused() ? tr("&Resume Computer Players") : tr("&Pause Computer Players"));
    action(QStringLiteral("previous"))->setEnabled(inGame && session_.shownPly() > 0);
    action(QStringLiteral("next"))->setEnabled(inGame && session_.browsing());
    action(QStringLiteral("live"))->setEnabled(inGame && session_.browsing());
    action(QStringLiteral("continueFromHere"))->setEnabled(inGame && session_.browsing());
    action(QStringLiteral("rules"))->setEnabled(inGame);
}

void MainWindow::updateTitle()
{
    const bool inGame = session_.hasGame() && showingGame();
    // [*] marks moves that are not in the game's file yet (or a game never saved).
    if (inGame && !file_.path().isEmpty())
        setWindowTitle(tr("%1[*] — %2 — Ludoteca")
                           .arg(plain_text::inWindowTitle(QFileInfo(file_.path()).fileName()),
                                QString::fromStdString(session_.game()->name)));
    else if (inGame)
        setWindowTitle(tr("%1[*] — Ludoteca").arg(QString::fromStdString(session_.game()->name)));
    else
        setWindowTitle(tr("Ludoteca"));
    setWindowFilePath(inGame ? file_.path() : QString());
    setWindowModified(inGame && file_.modified());
}

void MainWindow::offerUnfinished()
{
    UnfinishedGames::Found found = unfinished_.find();
    // A finished game left in the folder goes to the history, once a run (a history that
    // cannot take it says so once, not each time the launcher shows); a game on its way
    // there is no longer one to continue.
    for (const QString &file : std::as_const(found.finished))
        if (!handedToHistory_.contains(file)) {
            handedToHistory_.insert(file);
            history_->recordKept(file);
        }
    found.games.removeIf([this](const UnfinishedGame &game) { return history_->holds(game.file); });
    launcher_->setUnfinished(found.games, found.unread, autosave_.folder());
    if (!found.notices.isEmpty())
        launcher_->setNotice(found.notices.join(QStringLiteral("\n\n")));
}

void MainWindow::showLauncher()
{
    // The game waits (on disk too) until the player continues or discards it.
    if (session_.hasGame() && !session_.state()->isTerminal())
        session_.setPaused(true);
    offerUnfinished();
    launcher_->scrollToTop(); // where the unfinished games are
    stack_->setCurrentWidget(launcher_);
    updateTitle();
    updateActions();
}

bool MainWindow::continueGame(const QString &file)
{
    const QString path = file.isEmpty() && launcher_->resumeOffered() ? launcher_->unfinished().front().file : file;
    if (path.isEmpty())
        return false;
    if (session_.hasGame() && !session_.state()->isTerminal() && session_.autosaveFile() == path) {
        // Still in memory, with its redo and browsing: just go back to it.
        session_.setPaused(false);
        stack_->setCurrentWidget(gamePage_);
        updateTitle();
        updateActions();
        return true;
    }
    return replaceGame([this, path] {
        SavedGame saved;
        QString error;
        ReadProblem problem = ReadProblem::None;
        if (!autosave_.read(path, saved, error, &problem) || !session_.restore(saved, error, path)) {
            const QString notice =
                unfinished_.keepUnusable(path, problem == ReadProblem::None ? ReadProblem::Damaged : problem, error);
            offerUnfinished();
            launcher_->setNotice(notice);
            showMessage(QMessageBox::Warning, tr("Cannot continue the game"), notice);
            return false;
        }
        if (session_.online() && !onlineGame_->resume(error)) {
            // Its autosave stays: nothing of it is lost, and it may be continued later.
            session_.abandon(false);
            showLauncher();
            showMessage(QMessageBox::Warning, tr("Cannot continue the game"), error);
            return false;
        }
        file_.clear();
        updateTitle();
        return true;
    });
}

bool MainWindow::acceptInvitation(const QString &id)
{
    return replaceGame([this, id] {
        QString error;
        const QString name = lastPersonName().isEmpty() ? OnlineAccount().address() : lastPersonName();
        if (!onlineGame_->accept(id, name, error)) {
            showMessage(QMessageBox::Warning, tr("Cannot join the game"), error);
            return false;
        }
        file_.clear();
        file_.setAutosaveFailing(false);
        updateTitle();
        return true;
    });
}

void MainWindow::showInvitations()
{
    QVector<LauncherPage::Invitation> rows;
    for (const OnlineGame::Invitation &invitation : onlineGame_->invitations())
        rows.append({invitation.id, invitation.description()});
    launcher_->setInvitations(rows);
}

bool MainWindow::discardGame(const QString &file)
{
    const auto found = std::find_if(launcher_->unfinished().begin(), launcher_->unfinished().end(),
                                    [&](const UnfinishedGame &game) { return game.file == file; });
    if (found == launcher_->unfinished().end())
        return false;
    // Answered at once by a test's handler, later by the message box.
    auto discarded = std::make_shared<bool>(false);
    ask(
        tr("Discard the unfinished game?"),
        tr("%1\n\nA discarded game cannot be brought back.").arg(found->description), {tr("Discard"), tr("Keep It")},
        [this, file, discarded](int choice) {
            if (choice != 0)
                return;
            // The history removes the file once it has the game.
            history_->recordAbandoned(file);
            if (session_.autosaveFile() == file)
                session_.abandon(false);
            *discarded = true;
            offerUnfinished();
            updateActions();
        },
        Escape::LastChoice);
    return *discarded;
}

void MainWindow::newGame(const QString &gameId)
{
    replacedFile_.clear();
    // The first time a game with a course is chosen, its course is offered once.
    QSettings settings;
    const QString offered = QStringLiteral("lessons/%1/offered").arg(gameId);
    if (!settings.value(offered).toBool() && !lessons::Library::files(gameId.toStdString()).empty()
        && LessonWindow::completedLessons(gameId).isEmpty()) {
        settings.setValue(offered, true);
        const GameInfo *info = GameRegistry::find(gameId.toStdString());
        const QString name = info ? QString::fromStdString(info->name) : gameId;
        ask(tr("New to %1?").arg(name),
            tr("A short course teaches %1 on the real board in about ten minutes, one rule at a time. "
               "Take it now? It stays under Learn on the game's card and in Help → Learn to Play.")
                .arg(name),
            {tr("Take the Course"), tr("Play Now")}, [this, gameId](int choice) {
                if (choice == 0)
                    showLessons(gameId);
                else if (choice == 1)
                    newGame(gameId);
            });
        return;
    }
    const auto &games = launcher_->unfinished();
    const auto waiting =
        std::find_if(games.begin(), games.end(), [&](const UnfinishedGame &game) { return game.gameId == gameId; });
    if (waiting == games.end()) {
        openSetup(gameId);
        return;
    }
    const QString file = waiting->file;
    ask(tr("An unfinished game is waiting"),
        tr("%1\n\nContinue it, keep it for later and start another, or discard it and start a new one?")
            .arg(waiting->description),
        {tr("Continue It"), tr("Keep It and Start Another"), tr("Discard It and Start")},
        [this, gameId, file](int choice) {
            if (choice == 0) {
                continueGame(file);
            } else if (choice == 1 || choice == 2) {
                // Discarded only once the new game starts: a cancelled set-up changes nothing.
                if (choice == 2)
                    replacedFile_ = file;
                openSetup(gameId);
            }
        });
}

void MainWindow::ask(const QString &title, const QString &text, const QStringList &choices,
                     const std::function<void(int)> &answer, Escape escape)
{
    if (questions_) {
        answer(questions_(title, text, choices));
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, title, text, QMessageBox::NoButton, this);
    box->setTextFormat(Qt::PlainText); // it quotes the players' names
    box->setAttribute(Qt::WA_DeleteOnClose);
    QList<QAbstractButton *> buttons;
    for (const QString &choice : choices)
        buttons << box->addButton(choice, QMessageBox::AcceptRole);
    if (escape == Escape::LastChoice && !buttons.isEmpty())
        box->setEscapeButton(buttons.back());
    else
        box->addButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::buttonClicked, this,
            [answer, buttons](QAbstractButton *button) { answer(static_cast<int>(buttons.indexOf(button))); });
    box->open(); // never blocks the event loop
}

bool MainWindow::resignGame()
{
    const int seat = session_.resigningSeat();
    if (!session_.hasGame() || !showingGame() || seat < 0)
        return false;
    const QString name = session_.seats()[seat].name;
    // Answered at once by a test's handler, later by the message box.
    auto resigned = std::make_shared<bool>(false);
    ask(
        tr("Resign the game?"),
        tr("%1 gives up this game and loses it. The game is kept in the history of games, marked as resigned.")
            .arg(name),
        {tr("Resign"), tr("Keep Playing")},
        [this, seat, name, resigned](int choice) {
            // The game may have moved on while the question was open.
            if (choice != 0 || session_.resigningSeat() != seat)
                return;
            onlineGame_->resign(seat); // the friends are told
            history_->recordResigned(seat);
            session_.abandon(false);
            file_.clear();
            showLauncher();
            statusBar()->showMessage(tr("%1 resigned. The game is kept in the history of games.").arg(name), 8000);
            *resigned = true;
        },
        Escape::LastChoice);
    return *resigned;
}

SetupDialog *MainWindow::openSetup(const QString &gameId)
{
    const GameInfo *info = GameRegistry::find(gameId.toStdString());
    if (!info)
        return nullptr;
    auto *dialog = new SetupDialog(*info, session_, this);
    dialog->offerNames(history_->knownNames());
    dialog->offerFriends(onlineGame_->contacts());
    dialog->setStrengths([this, gameId](const QString &name) -> std::optional<SetupDialog::Strength> {
        const auto rating = history_->rating(name, gameId);
        return rating ? std::optional(SetupDialog::Strength {rating->rating, rating->deviation}) : std::nullopt;
    });
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Owned by the set-up dialog, so that this window-modal dialog does not block it.
    connect(dialog, &SetupDialog::rulesRequested, this, [this, dialog](const QString &id) { showRules(id, dialog); });
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const GameInfo &game = dialog->game();
        // A game may ask the players to agree on something first (a komi, a side).
        SetupStepDialog *step = SetupSteps::create(game.id, dialog->options(), dialog->seats(), this);
        if (!step) {
            startGame(game, dialog->options(), dialog->seats());
            return;
        }
        step->setAttribute(Qt::WA_DeleteOnClose);
        connect(step, &QDialog::accepted, this,
                [this, &game, step] { startGame(game, step->options(), step->seats()); });
        step->open();
    });
    dialog->open();
    return dialog;
}

quint64 MainWindow::nextSeed() { return seeds_ ? seeds_->generate64() : QRandomGenerator::global()->generate64(); }

bool MainWindow::startGame(const GameInfo &info, const Options &options, const QVector<Seat> &seats)
{
    return replaceGame([this, &info, options, seats] {
        QString error;
        if (!session_.start(info, options, seats, nextSeed(), error)) {
            showMessage(QMessageBox::Warning, tr("Cannot start the game"), error);
            return false;
        }
        if (session_.online() && !onlineGame_->host(error)) {
            session_.abandon();
            showLauncher();
            showMessage(QMessageBox::Warning, tr("Cannot start the game"), error);
            return false;
        }
        file_.clear();
        file_.setAutosaveFailing(false); // nothing of the new game is lost yet
        if (!replacedFile_.isEmpty() && replacedFile_ != session_.autosaveFile()) {
            history_->recordAbandoned(std::exchange(replacedFile_, QString()));
        }
        updateTitle();
        return true;
    });
}

bool MainWindow::openFile(const QString &path)
{
    return replaceGame([this, path] {
        QString error;
        if (!file_.open(path, error)) {
            showMessage(QMessageBox::Warning, tr("Cannot open the game"),
                        tr("%1 could not be opened.\n\n%2").arg(QDir::toNativeSeparators(path), error));
            return false;
        }
        rememberFile(path);
        updateTitle();
        return true;
    });
}

bool MainWindow::replaceGame(const std::function<bool()> &replace)
{
    const auto replaceAndSay = [this, replace] {
        // A game in progress stays in its own file, listed on the launcher: say where it went.
        const bool waits = session_.hasGame() && !session_.state()->isTerminal() && !session_.autosaveFile().isEmpty()
            && QFileInfo(session_.autosaveFile()).isFile();
        const QString file = session_.autosaveFile();
        if (!replace())
            return false;
        if (waits && session_.autosaveFile() != file)
            statusBar()->showMessage(
                tr("The game you were playing waits among the unfinished games: continue it from the start page."),
                10000);
        return true;
    };
    if (!session_.hasGame() || file_.kept())
        return replaceAndSay();
    // Answered at once by a test's handler, later by the message box.
    auto replaced = std::make_shared<bool>(false);
    ask(tr("Save the game on the board first?"), unkeptGameText(), {tr("Save…"), tr("Put It Away Without Saving")},
        [this, replaceAndSay, replaced](int choice) {
            if (choice == 0 && !chooseSaveFile())
                return;
            if (choice != 0 && choice != 1)
                return;
            *replaced = replaceAndSay();
        });
    return *replaced;
}

QString MainWindow::unkeptGameText() const
{
    return session_.state()->isTerminal()
        ? tr("This finished game could not be kept in the history of games. Save it to look at it again later?")
        : tr("This game could not be kept in Ludoteca's data folder, and its last moves are not in a file. "
             "Save it to go on with it later?");
}

bool MainWindow::saveFile(const QString &path)
{
    if (!session_.hasGame())
        return false;
    QString error;
    if (!file_.save(path, error)) {
        showMessage(QMessageBox::Warning, tr("Cannot save the game"),
                    tr("%1 could not be written.\n\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    rememberFile(path);
    updateTitle();
    statusBar()->showMessage(tr("Game saved as %1.").arg(QDir::toNativeSeparators(path)), 6000);
    return true;
}

QStringList MainWindow::recentFiles() const { return recentFiles_.files(); }

QString MainWindow::fileFolder() const { return recentFiles_.folder(); }

void MainWindow::rememberFile(const QString &path)
{
    recentFiles_.remember(path);
    recentMenu_->setEnabled(true);
}

bool MainWindow::openRecent(const QString &path)
{
    if (!QFileInfo::exists(path)) {
        recentFiles_.forget(path);
        recentMenu_->setEnabled(!recentFiles_.files().isEmpty());
        showMessage(
            QMessageBox::Warning, tr("Cannot open the game"),
            tr("%1 is no longer there, so it was removed from the recent games.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return openFile(path);
}

void MainWindow::updateRecentMenu()
{
    recentMenu_->clear();
    const QStringList files = recentFiles();
    for (const QString &path : files) {
        // The name alone is short enough for a menu; the folder shows as the tooltip.
        QAction *entry =
            recentMenu_->addAction(QFileInfo(path).fileName().replace(QLatin1Char('&'), QLatin1String("&&")));
        entry->setToolTip(QDir::toNativeSeparators(path));
        entry->setData(path);
        connect(entry, &QAction::triggered, this, [this, path] { openRecent(path); });
    }
    recentMenu_->addSeparator();
    QAction *clear = recentMenu_->addAction(tr("&Clear List"), this, [this] {
        recentFiles_.clear();
        recentMenu_->setEnabled(false);
    });
    clear->setObjectName(QStringLiteral("clearRecent"));
}

void MainWindow::saveCurrent()
{
    if (file_.path().isEmpty())
        chooseSaveFile();
    else
        saveFile(file_.path());
}

bool MainWindow::chooseSaveFile()
{
    if (!session_.hasGame())
        return false;
    const QString suggested = file_.path().isEmpty() ? QDir(fileFolder()).filePath(defaultFileName()) : file_.path();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), suggested,
                                                tr("Ludoteca games (*.%1)").arg(QLatin1String(SavedGame::kSuffix)));
    if (path.isEmpty())
        return false;
    // Without its extension the file manager would not know the file as a game.
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + QLatin1String(SavedGame::kSuffix);
    return saveFile(path);
}

QString MainWindow::defaultFileName() const
{
    // The game and the day, as a player would name it: "Wang Zi 2026-12-01.ludoteca".
    const QString name = session_.hasGame() ? QString::fromStdString(session_.game()->name) : tr("Game");
    return QStringLiteral("%1 %2.%3")
        .arg(name, QDate::currentDate().toString(Qt::ISODate), QLatin1String(SavedGame::kSuffix));
}

void MainWindow::chooseOpenFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Game"), fileFolder(),
        tr("Ludoteca games (*.%1 *.json);;All files (*)").arg(QLatin1String(SavedGame::kSuffix)));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::showMessage(QMessageBox::Icon icon, const QString &title, const QString &text)
{
    if (messages_) {
        messages_(icon, title, text);
        return;
    }
    auto *box = new QMessageBox(icon, title, text, QMessageBox::Ok, this);
    box->setTextFormat(Qt::PlainText); // messages quote file names and texts from files
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // never blocks the event loop
}

void MainWindow::showAccessibilityGuide()
{
    if (!accessibilityGuide_) {
        accessibilityGuide_ = RulesDialog::accessibilityGuide(this);
        accessibilityGuide_->setAttribute(Qt::WA_DeleteOnClose);
    }
    accessibilityGuide_->show();
    accessibilityGuide_->raise();
    accessibilityGuide_->activateWindow();
}

RulesDialog *MainWindow::showRules(const QString &gameId, QWidget *owner)
{
    if (!owner)
        owner = this;
    // One window per game, brought forward when asked again, and moved to the window that
    // asks so that no modal dialog stands between the player and it.
    QPointer<RulesDialog> &dialog = rules_[gameId];
    if (!dialog) {
        const GameInfo *info = GameRegistry::find(gameId.toStdString());
        const QString name = info ? QString::fromStdString(info->name) : gameId;
        dialog = new RulesDialog(gameId, name, owner);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    } else if (dialog->parentWidget() != owner) {
        const QRect where = dialog->geometry();
        dialog->setParent(owner, dialog->windowFlags());
        dialog->setGeometry(where);
    }
    dialog->setModal(false);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

LessonWindow *MainWindow::showLessons(const QString &gameId)
{
    QPointer<LessonWindow> &window = lessons_[gameId];
    if (!window) {
        window = new LessonWindow(gameId, this);
        window->setAttribute(Qt::WA_DeleteOnClose);
    }
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

void MainWindow::showShortcuts()
{
    if (shortcuts_) {
        shortcuts_->raise();
        shortcuts_->activateWindow();
        return;
    }
    // The menus' commands in the order the menus show them.
    QList<QAction *> commands;
    for (const QAction *menu : menuBar()->actions())
        if (menu->menu())
            for (QAction *command : menu->menu()->actions())
                if (!command->menu() && !command->isSeparator())
                    commands << command;
    shortcuts_ = new ShortcutsDialog(commands, this);
    shortcuts_->setAttribute(Qt::WA_DeleteOnClose);
    shortcuts_->show();
}

void MainWindow::showOnlineAccount()
{
    if (online_) {
        online_->raise();
        online_->activateWindow();
        return;
    }
    online_ = new OnlineDialog(this);
    online_->setAttribute(Qt::WA_DeleteOnClose);
    // An account just set up starts listening for invitations.
    connect(online_, &QObject::destroyed, onlineGame_, &OnlineGame::listen);
    online_->show();
}

void MainWindow::connectOnlineGame()
{
    connect(onlineGame_, &OnlineGame::statusChanged, this, [this] {
        const QString status = onlineGame_->status();
        if (status.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(status);
    });
    connect(onlineGame_, &OnlineGame::passwordNeeded, this, &MainWindow::askOnlinePassword);
    connect(onlineGame_, &OnlineGame::invitationsChanged, this, [this](const QString &fresh) {
        showInvitations();
        if (fresh.isEmpty())
            return;
        // Said where the player looks, and the desktop draws attention to the window.
        if (stack_->currentWidget() == launcher_)
            statusBar()->showMessage(fresh, 10000);
        else
            statusBar()->showMessage(tr("%1 Answer it on the start page.").arg(fresh), 10000);
        QApplication::alert(this);
    });
    connect(onlineGame_, &OnlineGame::declined, this, [this](const QString &address) {
        // Nothing was played: the game goes, and its file with it.
        if (session_.online())
            session_.abandon();
        showLauncher();
        showMessage(QMessageBox::Information, tr("Invitation Declined"),
                    tr("%1 declined the invitation: the game does not begin.").arg(address));
    });
    connect(onlineGame_, &OnlineGame::friendResigned, this, [this](int seat) {
        const QString name = session_.seats().value(seat).name;
        history_->recordResigned(seat);
        session_.abandon(false); // the history removes the autosave once it has the game
        onlineGame_->stop();
        file_.clear();
        showLauncher();
        showMessage(QMessageBox::Information, tr("Resigned"),
                    tr("%1 resigned: the game is kept in the history of games.").arg(name));
    });
}

void MainWindow::askOnlinePassword(const QString &reason)
{
    auto *dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("onlinePassword"));
    dialog->setWindowTitle(tr("Online Account"));
    dialog->setLabelText(tr("%1\n\nThe password of %2:").arg(reason, OnlineAccount().address()));
    dialog->setTextEchoMode(QLineEdit::Password);
    connect(dialog, &QInputDialog::textValueSelected, onlineGame_, &OnlineGame::connectWith);
    dialog->open(); // never blocks the event loop
}

void MainWindow::showSettings()
{
    if (settings_) {
        settings_->raise();
        settings_->activateWindow();
        return;
    }
    settings_ = new SettingsDialog(session_.aiPlayer(), *sound_, session_.passScreen(), this);
    settings_->setAttribute(Qt::WA_DeleteOnClose);
    // The panel's pace box and the Settings menu's toggle apply these choices; the window
    // follows them when they are made there.
    QComboBox *pace = gamePage_->panel()->paceBox();
    QAction *pass = action(QStringLiteral("passScreen"));
    connect(settings_, &SettingsDialog::paceChosen, pace, &QComboBox::setCurrentIndex);
    connect(pace, &QComboBox::currentIndexChanged, settings_, &SettingsDialog::showPace);
    connect(settings_, &SettingsDialog::passScreenChosen, pass, [pass](bool on) {
        if (pass->isChecked() != on)
            pass->trigger();
    });
    connect(pass, &QAction::toggled, settings_, &SettingsDialog::showPassScreen);
    settings_->show();
}

void MainWindow::showAbout()
{
    showMessage(QMessageBox::Information, tr("About Ludoteca"),
                tr("Ludoteca %1\n\nA collection of modern board games to play with friends at one "
                   "computer or against the computer.\n\nEach game's rules are under Help → Rules.")
                    .arg(QApplication::applicationVersion()));
}

void MainWindow::restartGame()
{
    if (!session_.hasGame())
        return;
    const auto restart = [this] {
        session_.restart(nextSeed());
        file_.restarted();
        updateTitle();
    };
    // A finished game, or one not begun, loses nothing.
    if (session_.state()->isTerminal() || (session_.moveCount() == 0 && !session_.canRedo())) {
        restart();
        return;
    }
    ask(
        tr("Restart the game?"),
        tr("The %n move(s) played so far will be lost, and the game begins again with new draws.", nullptr,
           session_.moveCount()),
        {tr("Restart"), tr("Keep Playing")},
        [restart](int choice) {
            if (choice == 0)
                restart();
        },
        Escape::LastChoice);
}

void MainWindow::keepInCurrentFile()
{
    if (!file_.keepInFile())
        return;
    updateTitle();
    gamePage_->clearAutosaveProblem();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // A game in progress is normally on disk already (written after every move) and is
    // offered back at the next start. One kept nowhere, a finished one among them, is not
    // lost without a question.
    if (quitting_ || file_.kept()) {
        event->accept();
        return;
    }
    event->ignore();
    ask(tr("Save the game before quitting?"), unkeptGameText(), {tr("Save…"), tr("Quit Without Saving")},
        [this](int choice) {
            if (choice == 0 && !chooseSaveFile())
                return;
            if (choice != 0 && choice != 1)
                return;
            quitting_ = true;
            QMetaObject::invokeMethod(this, &QWidget::close, Qt::QueuedConnection);
        });
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    // Once, after the translators of a new language are all in place.
    if (event->type() == QEvent::LanguageChange && !retranslating_ && spokenGeneration_ != language::generation()) {
        retranslating_ = true;
        QMetaObject::invokeMethod(this, &MainWindow::retranslate, Qt::QueuedConnection);
    }
}

void MainWindow::retranslate()
{
    retranslating_ = false;
    spokenGeneration_ = language::generation();
    retranslateActions();
    createMenus();
    updateActions();
    updateTitle();
    offerUnfinished(); // the launcher's lines about them are sentences
    showInvitations();
    // The windows built from the menus or from the history are built again, where they stood.
    const auto rebuild = [](QWidget *window, const std::function<QWidget *()> &show) {
        if (!window)
            return;
        const bool shown = window->isVisible();
        const QRect where = window->geometry();
        delete window;
        if (!shown)
            return;
        QWidget *again = show();
        again->setGeometry(where);
    };
    rebuild(shortcuts_, [this]() -> QWidget * {
        showShortcuts();
        return shortcuts_;
    });
    HistoryDialog *history = historyDialog_;
    historyDialog_ = nullptr;
    rebuild(history, [this]() -> QWidget * { return showHistory(); });
}

HistoryDialog *MainWindow::showHistory()
{
    if (!historyDialog_) {
        historyDialog_ = new HistoryDialog(*this, dataFolder_);
        connect(history_, &HistoryRecorder::recorded, historyDialog_, &HistoryDialog::refresh);
        connect(historyDialog_, &HistoryDialog::profilesChanged, history_, &HistoryRecorder::readNames);
    } else {
        historyDialog_->refresh();
    }
    historyDialog_->show();
    historyDialog_->raise();
    return historyDialog_;
}

bool MainWindow::continueFromHere()
{
    if (!session_.hasGame() || !session_.browsing())
        return false;
    SavedGame saved = session_.snapshot();
    saved.moves = saved.moves.mid(0, session_.shownPly());
    saved.undone.clear();
    saved.identity.clear(); // another game from here on
    return showGame(saved);
}

bool MainWindow::showGame(const SavedGame &saved)
{
    return replaceGame([this, saved] {
        QString error;
        if (!session_.restore(saved, error)) {
            showMessage(QMessageBox::Warning, tr("Cannot open the game"), error);
            return false;
        }
        file_.clear();
        updateTitle();
        return true;
    });
}

void MainWindow::placeReview()
{
    const BoardView *view = gamePage_->view();
    const QScreen *screen = this->screen();
    if (!view || !screen)
        return;
    const QRect board(view->mapToGlobal(QPoint()), view->size());
    // The review's frame is not known before it is shown: this window's stands for it.
    const QSize border = frameGeometry().size() - size();
    const QRect place = placeBeside(board, review_->sizeHint().expandedTo(QSize(640, 560)) + border,
                                    review_->minimumSizeHint() + border, screen->availableGeometry());
    review_->resize(place.size() - border);
    review_->move(place.topLeft());
}

void MainWindow::showReview()
{
    if (!session_.hasGame() || !showingGame())
        return;
    if (!review_)
        review_ = new ReviewDialog(session_, this);
    // Asked again while it works on this very game: it only comes forward.
    if (!(review_->isVisible() && review_->reviewing())) {
        review_->startReview();
    }
    if (!review_->isVisible())
        placeReview();
    review_->show();
    review_->raise();
    review_->activateWindow();
}

} // namespace ludoteca::app
