// The settings file is checked before QSettings reads it: a link is replaced by a copy and
// never written through, a pipe, a device, a folder or a file QSettings cannot parse is
// moved aside with a sentence for the player, and the recent files are capped when read.

#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <sys/types.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>

#include "app_test_support.h"
#include "session/recent_files.h"
#include "session/settings_file.h"

using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

QStringList keptAside(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("Ludoteca.unusable-*.conf")},
                                  QDir::Files | QDir::System | QDir::Dirs | QDir::NoDotAndDotDot);
}

} // namespace

TEST_CASE("A settings file QSettings could not use is moved aside, and a good one is left alone")
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("Ludoteca.conf"));

    SECTION("none yet")
    {
        CHECK(settings_file::prepare(path).isEmpty());
        CHECK_FALSE(QFileInfo::exists(path));
    }
    SECTION("a good one")
    {
        const QByteArray good = "[play]\npace=1\n";
        writeFile(path, good);
        CHECK(settings_file::prepare(path).isEmpty());
        CHECK(readFile(path) == good);
        CHECK(keptAside(folder.path()).isEmpty());
    }
    SECTION("a link to a regular file: replaced by a copy, its target never written again")
    {
        const QString target = folder.filePath(QStringLiteral("elsewhere.conf"));
        const QByteArray good = "[play]\npace=2\n";
        writeFile(target, good);
        REQUIRE(QFile::link(target, path));
        CHECK(settings_file::prepare(path).isEmpty());
        CHECK_FALSE(QFileInfo(path).isSymLink());
        CHECK(readFile(path) == good);
        QSettings(path, QSettings::IniFormat).setValue(QStringLiteral("play/pace"), 3);
        CHECK(readFile(target) == good);
    }
    SECTION("things that are not settings")
    {
        QString what;
        SECTION("a pipe, which QSettings would wait on for good")
        {
            REQUIRE(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
            what = QStringLiteral("is not a file");
        }
        SECTION("a link to a device")
        {
            REQUIRE(QFile::link(QStringLiteral("/dev/zero"), path));
            what = QStringLiteral("is a link to something that is not a settings file");
        }
        SECTION("a folder")
        {
            REQUIRE(QDir().mkpath(path));
            what = QStringLiteral("is not a file");
        }
        SECTION("a file QSettings cannot parse")
        {
            writeFile(path, QByteArray("[play\n\xff\xfe garbage \"\n=\n"));
            what = QStringLiteral("could not be read as settings");
        }
        SECTION("a file far larger than settings")
        {
            writeFile(path, QByteArray(settings_file::kMaxSize + 1, 'x'));
            what = QStringLiteral("is too large or cannot be read");
        }
        const QString notice = settings_file::prepare(path);
        CHECK(notice.contains(what));
        CHECK_FALSE(QFileInfo::exists(path));
        CHECK_FALSE(QFileInfo(path).isSymLink());
        const QStringList aside = keptAside(folder.path());
        REQUIRE(aside.size() == 1);
        CHECK(notice.contains(aside.front()));
    }
}

TEST_CASE("The app starts over a pipe put where its settings go, and says so")
{
    QTemporaryDir home;
    const QString config = home.filePath(QStringLiteral("config/Ludoteca"));
    REQUIRE(QDir().mkpath(config));
    const QString path = config + QStringLiteral("/Ludoteca.conf");
    REQUIRE(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(LUDOTECA_APP_PATH),
                  {QStringLiteral("--data-dir"), home.filePath(QStringLiteral("data"))});
    REQUIRE(process.waitForStarted());
    // Past the settings: the pipe is moved aside, and the app goes on to its window.
    const bool movedAside = waitUntil([&] { return keptAside(config).size() == 1; }, 60000);
    const bool running = process.state() == QProcess::Running;
    process.kill();
    process.waitForFinished();
    CHECK(movedAside);
    CHECK(running);
}

TEST_CASE("Open Recent lists ten games however many the settings hold")
{
    QStringList many;
    for (int i = 0; i < 100000; ++i)
        many << QStringLiteral("/nowhere/game-%1.ludoteca").arg(i);
    QSettings().setValue(QStringLiteral("recentFiles"), many);
    RecentFiles recent;
    CHECK(recent.files().size() == RecentFiles::kMaxFiles);
    CHECK(recent.files().front() == many.front());
}
