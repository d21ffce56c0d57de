// A player's game is never deleted because it could not be read, and a failed autosave is
// shown where the player looks.

#include <catch2/catch.hpp>

#include <csignal>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSettings>

#include "app_test_support.h"
#include "history/history_recorder.h"
#include "session/autosave.h"
#include "session/saved_game.h"
#include "ui/launcher_page.h"
#include "ui/setup_dialog.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

QByteArray egotziSave(int version)
{
    SavedGame saved;
    saved.gameId = QStringLiteral("egotzi");
    saved.options = {{"size", "5"}};
    saved.seats = {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))};
    saved.moves = {QStringLiteral("c3")};
    QByteArray json = savedGameToJson(saved);
    return json.replace("\"version\": 1", QByteArray("\"version\": ") + QByteArray::number(version));
}

// The files of the data folder whose name starts with `prefix`.
QStringList filesStartingWith(const QTemporaryDir &data, const QString &prefix)
{
    return QDir(data.path()).entryList({prefix + QLatin1Char('*')}, QDir::Files | QDir::System | QDir::Hidden);
}

void playOneMove(MainWindow &window)
{
    GameSession &session = window.session();
    REQUIRE(session.playHuman(session.state()->legalActions().front()));
}

// The process's file-size limit (RLIMIT_FSIZE) lowered for as long as it lives.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        REQUIRE(::getrlimit(RLIMIT_FSIZE, &saved_) == 0);
        rlimit lowered = saved_;
        lowered.rlim_cur = bytes;
        REQUIRE(::setrlimit(RLIMIT_FSIZE, &lowered) == 0);
    }
    ~FileSizeLimit() { ::setrlimit(RLIMIT_FSIZE, &saved_); }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    rlimit saved_ {};
};

// A 1 MiB tmpfs mounted on `folder` for as long as it lives, where the system lets the
// tests mount one (root with CAP_SYS_ADMIN); detached again when the test ends, passed or
// failed (only a crash of the test program could leave it mounted). Room enough for the
// history's database, its write-ahead log and shared index beside the first autosave:
// with 64 KiB the history's first writes could take the space before the autosave did.
class SmallDisk {
public:
    explicit SmallDisk(const QString &folder) : folder_(QFile::encodeName(folder))
    {
        mounted_ = ::mount("tmpfs", folder_.constData(), "tmpfs", MS_NOSUID | MS_NODEV, "size=1m") == 0;
    }
    ~SmallDisk()
    {
        if (mounted_)
            ::umount2(folder_.constData(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;
    bool mounted() const { return mounted_; }

    // Writes a file until the disk is full.
    void fill(const QString &path) const
    {
        const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        REQUIRE(fd >= 0);
        const QByteArray block(4096, 'x');
        while (::write(fd, block.constData(), static_cast<size_t>(block.size())) > 0) {}
        if (::write(fd, block.constData(), 1) < 0) {} // the last bytes of a partly used page
        ::close(fd);
    }

private:
    QByteArray folder_;
    bool mounted_ = false;
};

// Every file in `folder` but the autosave, hidden ones included (a temporary file left behind).
QStringList strayFiles(const QString &folder, const QString &autosave)
{
    QStringList found = QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    found.removeAll(QFileInfo(autosave).fileName());
    // The history of games lives in the same folder, with SQLite's own files beside it.
    found.removeIf([](const QString &name) { return name.startsWith(QStringLiteral("history.sqlite")); });
    return found;
}

} // namespace

TEST_CASE("A write past the file-size limit keeps the last complete game and shows the banner")
{
    AppFixture app;
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    playOneMove(app.window);
    const QString path = app.session().autosaveFile();
    const QByteArray kept = readFile(path);
    {
        // Room for the game as it is, not for one more move. Without SIGXFSZ ignored the
        // write would end the process; with a write that does not check its flush, the
        // autosave would be cut short.
        const FileSizeLimit limit(static_cast<rlim_t>(kept.size() + 4));
        playOneMove(app.window);
        CHECK(app.window.gamePage()->autosaveProblem().contains(QStringLiteral("could not be kept")));
        CHECK(readFile(path) == kept);
        playOneMove(app.window);
        CHECK_FALSE(app.window.gamePage()->autosaveProblem().isEmpty());
        CHECK(readFile(path) == kept);
        CHECK(strayFiles(app.data.path(), path).isEmpty());
    }
    playOneMove(app.window); // room again: the next write succeeds and the banner goes
    CHECK(app.window.gamePage()->autosaveProblem().isEmpty());
    SavedGame saved;
    QString error;
    REQUIRE(Autosave(app.data.path()).read(path, saved, error));
    CHECK(saved.moves.size() == 4);
}

TEST_CASE("On a full disk the autosave keeps the last complete game and the banner shows")
{
    QTemporaryDir data;
    const SmallDisk disk(data.path());
    if (!disk.mounted()) {
        WARN("no tmpfs can be mounted here; the file-size limit tests stand for a full disk");
        return;
    }
    MainWindow window(data.path());
    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}, {"pie", "off"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(window);
    const QString path = window.session().autosaveFile();
    const QByteArray kept = readFile(path);
    // The history's worker opens its files in the same folder at the start: once it is done,
    // nothing but the autosave touches the disk, so nothing frees room after the fill.
    REQUIRE(waitUntil([&] { return window.historyRecorder()->pending() == 0; }));
    const QString filler = data.filePath(QStringLiteral("filler"));
    disk.fill(filler);
    for (int move = 0; move < 3; ++move) {
        playOneMove(window);
        CHECK(window.gamePage()->autosaveProblem().contains(QStringLiteral("could not be kept")));
        CHECK(readFile(path) == kept);
    }
    CHECK(strayFiles(data.path(), path) == QStringList {QStringLiteral("filler")});
    REQUIRE(QFile::remove(filler));
    playOneMove(window);
    CHECK(window.gamePage()->autosaveProblem().isEmpty());
    SavedGame saved;
    QString error;
    REQUIRE(Autosave(data.path()).read(path, saved, error));
    CHECK(saved.moves.size() == 5);
}

TEST_CASE("Killed at any moment, even past the file-size limit, the app leaves the last complete game")
{
    // Two computer players play a game the app opens from a file; the app runs in a
    // process of its own under a file-size limit with room for the game and its first
    // three moves, and is killed (SIGKILL) at several moments.
    QTemporaryDir home;
    SavedGame game;
    game.gameId = QStringLiteral("egotzi");
    game.options = egotziOptions({{"size", "5"}, {"pie", "off"}});
    game.seats = {computer(QStringLiteral("Ana")), computer(QStringLiteral("Ben"))};
    game.seed = 7;
    game.identity = newGameIdentity(); // kept in every autosave of it
    const QString gameFile = home.filePath(QStringLiteral("game.ludoteca"));
    QString error;
    REQUIRE(writeSavedGame(gameFile, game, error));
    // Each move is a cell such as "c3": the size of the game after n moves is known.
    const auto sizeAfter = [&](int moves) {
        SavedGame longer = game;
        for (int i = 0; i < moves; ++i)
            longer.moves << QStringLiteral("c3");
        return savedGameToJson(longer).size();
    };
    constexpr int kFitting = 3;
    const qint64 limit = sizeAfter(kFitting) + 4;
    REQUIRE(limit < sizeAfter(kFitting + 1));
    {
        QSettings settings(home.filePath(QStringLiteral("config/Ludoteca/Ludoteca.conf")), QSettings::IniFormat);
        settings.setValue(QStringLiteral("play/pace"), 1); // a quarter of a second a move
    }
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));

    // Killed: as soon as the game is on disk, after two moves, and after the third (the last
    // that fits) once the next moves have had time to fail.
    for (const int killAfter : {0, 2, kFitting, kFitting}) {
        INFO("killed after move " << killAfter);
        QTemporaryDir data;
        QProcess app;
        app.setProcessEnvironment(environment);
        app.setChildProcessModifier([limit] {
            const rlimit lowered {static_cast<rlim_t>(limit), static_cast<rlim_t>(limit)};
            ::setrlimit(RLIMIT_FSIZE, &lowered);
            std::signal(SIGXFSZ, SIG_DFL); // as a player's shell would start it
        });
        app.start(QStringLiteral(LUDOTECA_APP_PATH), {QStringLiteral("--data-dir"), data.path(), gameFile});
        REQUIRE(app.waitForStarted());

        // Every read of every autosave, at any moment, is a complete game.
        int reads = 0;
        int moves = -1;
        const auto look = [&] {
            for (const QString &file : Autosave(data.path()).files()) {
                QFile opened(file);
                if (!opened.open(QIODevice::ReadOnly))
                    continue; // replaced between the listing and the open
                SavedGame saved;
                QString why;
                ++reads;
                INFO(file.toStdString() << ": " << why.toStdString());
                REQUIRE(savedGameFromJson(opened.readAll(), saved, why));
                moves = static_cast<int>(saved.moves.size());
            }
            return moves >= killAfter || app.state() != QProcess::Running;
        };
        REQUIRE(waitUntil(look, 60000));
        if (killAfter == kFitting) // the next writes fail meanwhile; it must live through them
            waitUntil([&] { return look() && app.state() != QProcess::Running; }, 1500);
        CHECK(app.state() == QProcess::Running); // not ended by SIGXFSZ
        app.kill();
        app.waitForFinished();
        const QStringList files = Autosave(data.path()).files();
        REQUIRE(files.size() == 1);
        SavedGame saved;
        CHECK(Autosave(data.path()).read(files.front(), saved, error));
        CHECK(saved.moves.size() >= killAfter);
        CHECK(saved.moves.size() <= kFitting);
        CHECK(reads > 0);
    }
}

TEST_CASE("A link put in the autosave's place is replaced, never written through")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(app.window);
    const QString path = app.session().autosaveFile();
    QTemporaryDir elsewhere;
    const QString victim = elsewhere.filePath(QStringLiteral("victim.txt"));
    writeFile(victim, "not a game");
    REQUIRE(QFile::remove(path));
    REQUIRE(QFile::link(victim, path));
    playOneMove(app.window);
    CHECK(readFile(victim) == "not a game");
    CHECK_FALSE(QFileInfo(path).isSymLink());
    SavedGame saved;
    QString error;
    REQUIRE(Autosave(app.data.path()).read(path, saved, error));
    CHECK(saved.moves.size() == 2);
    CHECK(app.window.gamePage()->autosaveProblem().isEmpty());
}

TEST_CASE("A damaged autosave is kept aside, not deleted, and the player is told")
{
    QTemporaryDir data;
    const QByteArray damaged = egotziSave(1).chopped(3);
    writeFile(Autosave(data.path()).legacyFilePath(), damaged);

    MainWindow window(data.path());
    CHECK_FALSE(window.launcher()->resumeOffered());
    const QStringList kept = filesStartingWith(data, QStringLiteral("autosave.broken-"));
    REQUIRE(kept.size() == 1);
    CHECK(readFile(QDir(data.path()).filePath(kept.front())) == damaged);
    CHECK(window.launcher()->notice().contains(QStringLiteral("could not be read")));
    CHECK(window.launcher()->notice().contains(kept.front()));

    // A new game does not touch the kept file.
    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(window);
    CHECK(readFile(QDir(data.path()).filePath(kept.front())) == damaged);
}

TEST_CASE("A newer version's autosave is left as it is, even when a game is played here")
{
    QTemporaryDir data;
    const QString path = Autosave(data.path()).legacyFilePath();
    const QByteArray newer = egotziSave(2);
    writeFile(path, newer);

    {
        MainWindow window(data.path());
        CHECK_FALSE(window.launcher()->resumeOffered());
        CHECK(window.launcher()->notice().contains(QStringLiteral("newer version")));
        CHECK(readFile(path) == newer);
        CHECK(filesStartingWith(data, QStringLiteral("autosave")).size() == 1);
    }
    MainWindow window(data.path()); // the next start says the same, and still touches nothing
    CHECK(window.launcher()->notice().contains(QStringLiteral("newer version")));
    CHECK(readFile(path) == newer);

    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(window);
    CHECK(readFile(path) == newer); // this game has a file of its own
    CHECK(filesStartingWith(data, QStringLiteral("autosave.")).size() == 1);
    SavedGame saved;
    QString error;
    REQUIRE(window.session().autosaveFile() != path);
    CHECK(Autosave(data.path()).read(window.session().autosaveFile(), saved, error));
}

TEST_CASE("A newer version's autosave is told of once a run, not each time the launcher comes back")
{
    QTemporaryDir data;
    writeFile(Autosave(data.path()).legacyFilePath(), egotziSave(2));
    MainWindow window(data.path());
    REQUIRE(window.launcher()->notice().contains(QStringLiteral("newer version")));
    auto *dismiss = window.launcher()->findChild<QPushButton *>(QStringLiteral("dismissNotice"));
    REQUIRE(dismiss);
    dismiss->click();
    CHECK(window.launcher()->notice().isEmpty());

    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(window);
    window.showLauncher();
    CHECK(window.launcher()->notice().isEmpty());
    CHECK(window.launcher()->unfinished().size() == 1); // the game just played is still offered
}

TEST_CASE("An autosave whose moves cannot be replayed is kept aside when Continue fails")
{
    QTemporaryDir data;
    const QByteArray illegal = egotziSave(1).replace("\"c3\"", "\"z9\"");
    writeFile(Autosave(data.path()).legacyFilePath(), illegal);
    MainWindow window(data.path());
    QStringList messages;
    window.setMessageHandler([&](QMessageBox::Icon, const QString &title, const QString &text) {
        messages << title + QStringLiteral(": ") + text;
    });
    REQUIRE(window.launcher()->resumeOffered()); // its structure is fine
    CHECK_FALSE(window.continueGame());
    REQUIRE(messages.size() == 1);
    CHECK(messages.front().contains(QStringLiteral("Move 1")));
    const QStringList kept = filesStartingWith(data, QStringLiteral("autosave.broken-"));
    REQUIRE(kept.size() == 1);
    CHECK(readFile(QDir(data.path()).filePath(kept.front())) == illegal);
    CHECK_FALSE(window.showingGame());
}

TEST_CASE("A failed autosave shows a banner in the game page with Save As, and is retried")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(app.window);
    CHECK(app.window.gamePage()->autosaveProblem().isEmpty());

    // A folder where the file should go: no write can replace it.
    const QString path = app.session().autosaveFile();
    REQUIRE(QFile::remove(path));
    REQUIRE(QDir().mkpath(path));
    playOneMove(app.window);
    const QString problem = app.window.gamePage()->autosaveProblem();
    CHECK(problem.contains(QStringLiteral("could not be kept")));
    auto *saveAs = app.window.gamePage()->findChild<QPushButton *>(QStringLiteral("autosaveSaveAs"));
    REQUIRE(saveAs);
    CHECK(saveAs->isVisibleTo(app.window.gamePage()));

    playOneMove(app.window); // still failing: still shown
    CHECK_FALSE(app.window.gamePage()->autosaveProblem().isEmpty());

    REQUIRE(QDir(path).removeRecursively());
    playOneMove(app.window); // the next move's write succeeds: the banner goes
    CHECK(app.window.gamePage()->autosaveProblem().isEmpty());
    SavedGame saved;
    QString error;
    CHECK(Autosave(app.data.path()).read(path, saved, error));
    CHECK(saved.moves.size() == 4);
}

TEST_CASE("Every unfinished game is kept and offered, and a new one of the same game asks first")
{
    AppFixture app;
    QStringList questions;
    int answer = -1;
    app.window.setQuestionHandler([&](const QString &title, const QString &text, const QStringList &) {
        questions << title + QStringLiteral(": ") + text;
        return answer;
    });
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(app.window);
    const QString egotziFile = app.session().autosaveFile();
    REQUIRE(app.startDefault("wangzi", {human(QStringLiteral("Carla")), human(QStringLiteral("Dino"))}));
    playOneMove(app.window);
    playOneMove(app.window);
    const QString wangziFile = app.session().autosaveFile();
    CHECK(wangziFile != egotziFile);
    CHECK(Autosave(app.data.path()).files().size() == 2);

    // Both are offered, here and at the next start, with their players and moves.
    for (MainWindow *window : {&app.window, new MainWindow(app.data.path())}) {
        window->showLauncher();
        const auto &games = window->launcher()->unfinished();
        REQUIRE(games.size() == 2);
        QStringList ids, texts;
        for (const UnfinishedGame &game : games) {
            ids << game.gameId;
            texts << game.description;
        }
        CHECK(ids.contains(QStringLiteral("egotzi")));
        CHECK(ids.contains(QStringLiteral("wangzi")));
        const QString all = texts.join(QLatin1Char('\n'));
        CHECK(all.contains(QStringLiteral("Ana")));
        CHECK(all.contains(QStringLiteral("Carla")));
        CHECK(all.contains(QStringLiteral("one move"))); // English plural forms are installed, as in the app
        CHECK(all.contains(QStringLiteral("2 move")));
        if (window != &app.window)
            delete window;
    }

    SECTION("each one continues where it was")
    {
        REQUIRE(app.window.continueGame(egotziFile));
        CHECK(app.session().game()->id == "egotzi");
        CHECK(app.session().moveCount() == 1);
        app.window.showLauncher();
        REQUIRE(app.window.continueGame(wangziFile));
        CHECK(app.session().game()->id == "wangzi");
        CHECK(app.session().moveCount() == 2);
        CHECK(questions.isEmpty());
    }
    SECTION("a new game of a kind that has one asks: closing the question changes nothing")
    {
        app.window.newGame(QStringLiteral("egotzi"));
        REQUIRE(questions.size() == 1);
        CHECK(questions.front().contains(QStringLiteral("Ana")));
        CHECK_FALSE(app.window.findChild<SetupDialog *>());
        CHECK(QFileInfo::exists(egotziFile));
    }
    SECTION("continue it")
    {
        answer = 0;
        app.window.newGame(QStringLiteral("egotzi"));
        CHECK(app.window.showingGame());
        CHECK(app.session().game()->id == "egotzi");
        CHECK(app.session().moveCount() == 1);
    }
    SECTION("keep it and start another")
    {
        answer = 1;
        app.window.newGame(QStringLiteral("egotzi"));
        SetupDialog *setup = app.window.findChild<SetupDialog *>();
        REQUIRE(setup);
        setup->accept();
        REQUIRE(app.window.showingGame());
        playOneMove(app.window);
        CHECK(QFileInfo::exists(egotziFile));
        CHECK(Autosave(app.data.path()).files().size() == 3);
    }
    SECTION("discard it, only once the new game starts")
    {
        answer = 2;
        app.window.newGame(QStringLiteral("egotzi"));
        SetupDialog *setup = app.window.findChild<SetupDialog *>();
        REQUIRE(setup);
        CHECK(QFileInfo::exists(egotziFile)); // the set-up may still be cancelled
        setup->accept();
        REQUIRE(app.window.showingGame());
        // Gone once the history has kept it as given up.
        REQUIRE(waitUntil([&] { return app.window.historyRecorder()->pending() == 0; }));
        CHECK_FALSE(QFileInfo::exists(egotziFile));
        CHECK(QFileInfo::exists(wangziFile));
    }
    SECTION("a game without one starts without a question")
    {
        app.window.newGame(QStringLiteral("wapi"));
        CHECK(questions.isEmpty());
        SetupDialog *setup = app.window.findChild<SetupDialog *>();
        REQUIRE(setup);
        setup->reject();
    }
}

TEST_CASE("An unfinished game is discarded only after the player confirms")
{
    AppFixture app;
    QStringList questions;
    int answer = -1;
    app.window.setQuestionHandler([&](const QString &title, const QString &, const QStringList &) {
        questions << title;
        return answer;
    });
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(app.window);
    const QString file = app.session().autosaveFile();
    app.window.showLauncher();
    REQUIRE(app.window.launcher()->resumeOffered());

    CHECK_FALSE(app.window.discardGame(file)); // closed without an answer
    answer = 1;                                // Keep It
    CHECK_FALSE(app.window.discardGame(file));
    CHECK(questions.size() == 2);
    CHECK(QFileInfo::exists(file));
    CHECK(app.window.launcher()->resumeOffered());

    answer = 0; // Discard
    CHECK(app.window.discardGame(file));
    CHECK_FALSE(app.window.launcher()->resumeOffered());
    REQUIRE(waitUntil([&] { return app.window.historyRecorder()->pending() == 0; }));
    CHECK_FALSE(QFileInfo::exists(file));
    CHECK_FALSE(app.window.launcher()->resumeOffered());
    CHECK_FALSE(app.session().hasGame()); // it was the game in memory: gone with its file
}

TEST_CASE("Thousands of unfinished games: the launcher reads and lists the latest and counts the others")
{
    QTemporaryDir data;
    const QByteArray game = egotziSave(1);
    constexpr int kFiles = 200;
    for (int i = 0; i < kFiles; ++i)
        writeFile(data.filePath(QStringLiteral("autosave-egotzi-%1.json").arg(i, 4, 10, QLatin1Char('0'))), game);
    MainWindow window(data.path());
    CHECK(window.launcher()->unfinished().size() == MainWindow::kMaxListedUnfinished);
    // The first few are shown, so that the games' cards stay in view; the rest on asking.
    const auto shownRows = [&] {
        const auto rows = window.launcher()->findChildren<QLabel *>(QStringLiteral("unfinishedGame"));
        // The rows replaced are hidden at once and deleted later.
        return std::count_if(rows.begin(), rows.end(), [](const QLabel *row) { return !row->isHidden(); });
    };
    CHECK(shownRows() == LauncherPage::kShownUnfinished);
    auto *all = window.launcher()->findChild<QPushButton *>(QStringLiteral("showAllUnfinished"));
    REQUIRE(all);
    CHECK(all->text().contains(QString::number(MainWindow::kMaxListedUnfinished)));
    all->click();
    CHECK(shownRows() == MainWindow::kMaxListedUnfinished);
    auto *more = window.launcher()->findChild<QLabel *>(QStringLiteral("moreUnfinished"));
    REQUIRE(more);
    CHECK(more->text().contains(QString::number(kFiles - MainWindow::kMaxListedUnfinished)));
    CHECK(Autosave(data.path()).files().size() == kFiles); // none touched
}

TEST_CASE("The single autosave of older versions is still found, continued and kept in place")
{
    QTemporaryDir data;
    const QString legacy = Autosave(data.path()).legacyFilePath();
    writeFile(legacy, egotziSave(1));
    MainWindow window(data.path());
    REQUIRE(window.launcher()->unfinished().size() == 1);
    CHECK(window.launcher()->unfinished().front().file == legacy);
    REQUIRE(window.continueGame(legacy));
    CHECK(window.session().moveCount() == 1);
    playOneMove(window);
    SavedGame saved;
    QString error;
    REQUIRE(Autosave(data.path()).read(legacy, saved, error));
    CHECK(saved.moves.size() == 2);
    CHECK(Autosave(data.path()).files() == QStringList {legacy});
}
