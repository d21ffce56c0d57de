// Game → Open Recent, and the program's own command line: a file to open, --version and
// --help without a display.
#include <catch2/catch.hpp>

#include <QFile>
#include <QMenu>
#include <QProcess>
#include <QSettings>

#include "app_test_support.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// Starts from an empty list: the settings outlive one test case when they share a process.
void forgetRecentFiles() { QSettings().remove(QStringLiteral("recentFiles")); }

void startTwoMoveGame(AppFixture &app)
{
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    app.clickCell(QStringLiteral("c3"));
    REQUIRE(app.session().moveCount() == 1);
}

// The entries of Open Recent as the player sees them when it opens.
QList<QAction *> recentEntries(MainWindow &window)
{
    auto *menu = window.findChild<QMenu *>(QStringLiteral("recent"));
    REQUIRE(menu);
    Q_EMIT menu->aboutToShow();
    QList<QAction *> entries;
    for (QAction *action : menu->actions())
        if (action->data().isValid())
            entries << action;
    return entries;
}

QString savePath(const AppFixture &app, int i) { return app.data.filePath(QStringLiteral("game%1.ludoteca").arg(i)); }

} // namespace

TEST_CASE("Open Recent keeps the last ten games opened or saved, newest first")
{
    forgetRecentFiles();
    AppFixture app;
    CHECK_FALSE(app.window.findChild<QMenu *>(QStringLiteral("recent"))->isEnabled());
    startTwoMoveGame(app);
    for (int i = 0; i < 12; ++i)
        REQUIRE(app.window.saveFile(savePath(app, i)));

    QStringList expected;
    for (int i = 11; i >= 2; --i)
        expected << savePath(app, i);
    CHECK(app.window.recentFiles() == expected);
    CHECK(app.window.findChild<QMenu *>(QStringLiteral("recent"))->isEnabled());
    const QList<QAction *> entries = recentEntries(app.window);
    REQUIRE(entries.size() == MainWindow::kMaxRecentFiles);
    CHECK(entries.front()->text() == QLatin1String("game11.ludoteca"));

    // Opening an older entry from the menu brings it to the top; a new window remembers.
    REQUIRE(app.startEgotzi({human(QStringLiteral("X")), human(QStringLiteral("Y"))}));
    entries.back()->trigger();
    CHECK(app.messages.isEmpty());
    CHECK(app.session().moveCount() == 1);
    CHECK(app.session().seats()[0].name == QLatin1String("Ana"));
    CHECK(app.window.recentFiles().front() == savePath(app, 2));
    MainWindow another(app.data.path());
    CHECK(another.recentFiles().front() == savePath(app, 2));
    CHECK(another.recentFiles().size() == MainWindow::kMaxRecentFiles);
}

TEST_CASE("A recent game that is gone leaves the list with a message and changes nothing")
{
    forgetRecentFiles();
    AppFixture app;
    startTwoMoveGame(app);
    REQUIRE(app.window.saveFile(savePath(app, 1)));
    REQUIRE(app.window.saveFile(savePath(app, 2)));
    REQUIRE(QFile::remove(savePath(app, 1)));
    const auto before = app.session().state()->toJson().dump();

    const QList<QAction *> entries = recentEntries(app.window);
    REQUIRE(entries.size() == 2);
    entries.back()->trigger();
    REQUIRE(app.messages.size() == 1);
    CHECK(app.messages.front().contains(QLatin1String("game1.ludoteca")));
    CHECK(app.window.recentFiles() == QStringList {savePath(app, 2)});
    CHECK(recentEntries(app.window).size() == 1);
    CHECK(app.session().state()->toJson().dump() == before);

    // Clear List empties it and leaves the submenu disabled.
    auto *menu = app.window.findChild<QMenu *>(QStringLiteral("recent"));
    menu->findChild<QAction *>(QStringLiteral("clearRecent"))->trigger();
    CHECK(app.window.recentFiles().isEmpty());
    CHECK_FALSE(menu->isEnabled());
}

TEST_CASE("Saved games get the .ludoteca extension and the window has the app's icon")
{
    AppFixture app;
    CHECK(QLatin1String(SavedGame::kSuffix) == QLatin1String("ludoteca"));
    CHECK_FALSE(app.window.windowIcon().isNull());
    CHECK_FALSE(app.window.windowIcon().pixmap(16, 16).isNull());
}

TEST_CASE("`ludoteca --version` and `--help` need no display")
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QLatin1String(name));
    auto run = [&](const QString &option) {
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(LUDOTECA_APP_PATH), {option});
        REQUIRE(process.waitForFinished(60000));
        CHECK(process.exitStatus() == QProcess::NormalExit);
        CHECK(process.exitCode() == 0);
        return QString::fromLocal8Bit(process.readAllStandardOutput());
    };
    CHECK(run(QStringLiteral("--version")) == QStringLiteral("Ludoteca " LUDOTECA_VERSION "\n"));
    const QString help = run(QStringLiteral("--help"));
    CHECK(help.contains(QLatin1String("--data-dir")));
    CHECK(help.contains(QLatin1String("[file]")));

    // In Italian, Qt's own option lines too.
    QTemporaryDir home;
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("it_IT.UTF-8"));
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("it"));
    const QString italian = run(QStringLiteral("--help"));
    CHECK(italian.contains(QStringLiteral("Una raccolta")));
    CHECK_FALSE(italian.contains(QLatin1String("Displays")));
}

TEST_CASE("`ludoteca FILE` opens the saved game")
{
    AppFixture app;
    startTwoMoveGame(app);
    const QString path = savePath(app, 1);
    REQUIRE(app.window.saveFile(path));

    // The program remembers what it opened in its own settings folder, which tells the
    // test that the game was opened.
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(LUDOTECA_APP_PATH),
                  {QStringLiteral("--data-dir"), home.filePath(QStringLiteral("data")), path});
    REQUIRE(process.waitForStarted());
    const QString settingsFile = home.filePath(QStringLiteral("config/Ludoteca/Ludoteca.conf"));
    const bool opened = waitUntil(
        [&] {
            return QSettings(settingsFile, QSettings::IniFormat).value(QStringLiteral("recentFiles")).toStringList()
                == QStringList {path};
        },
        60000);
    process.kill();
    process.waitForFinished();
    CHECK(opened);
}
