// Hostile and broken saved games (tests/data/saves/, plus special files made here), opened
// through Open and found as the autosave. For each: no crash, no hang (CTest's time limit
// catches one), a clear message, the file untouched (and never deleted), and the app still
// usable afterwards. Files named ok-*.json are valid games, however odd their contents.

#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <sys/types.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "app_test_support.h"
#include "session/autosave.h"
#include "session/saved_game.h"
#include "ui/launcher_page.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

QDir savesFolder() { return QDir(QStringLiteral(LUDOTECA_TEST_DATA "/saves")); }

QStringList caseFiles()
{
    const QStringList files = savesFolder().entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    REQUIRE(files.size() >= 30);
    return files;
}

bool playOneMove(MainWindow &window)
{
    GameSession &session = window.session();
    return session.playHuman(session.state()->legalActions().front());
}

void startEgotzi(MainWindow &window)
{
    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    REQUIRE(playOneMove(window));
}

// The special files a save's path may hold, made in `dir`: name and what to check after.
struct SpecialFile {
    QString name;
    QString linkTarget; // empty: not a link
};

QVector<SpecialFile> makeSpecialFiles(const QTemporaryDir &dir)
{
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    REQUIRE(QDir().mkpath(dir.filePath(QStringLiteral("folder"))));
    return {{QStringLiteral("zero"), QStringLiteral("/dev/zero")},
            {QStringLiteral("urandom"), QStringLiteral("/dev/urandom")},
            {QStringLiteral("fifo-link"), fifo},
            {QStringLiteral("folder-link"), dir.filePath(QStringLiteral("folder"))},
            {QStringLiteral("dangling"), dir.filePath(QStringLiteral("gone"))}};
}

} // namespace

TEST_CASE("Hostile saves through Open are refused with a message and leave the game and the file as they were")
{
    AppFixture app;
    QTemporaryDir copies;
    for (const QString &name : caseFiles()) {
        INFO(name.toStdString());
        startEgotzi(app.window);
        const std::string before = app.session().state()->toJson().dump();
        const QString path = copies.filePath(name);
        const QByteArray bytes = readFile(savesFolder().filePath(name));
        writeFile(path, bytes);

        app.messages.clear();
        const bool opened = app.window.openFile(path);
        CHECK(opened == name.startsWith(QStringLiteral("ok-")));
        if (!opened) {
            REQUIRE(app.messages.size() == 1);
            CHECK(app.messages.front().startsWith(QStringLiteral("Cannot open the game")));
            CHECK(app.messages.front().size() < 1000); // says what is wrong, briefly
            CHECK(app.session().state()->toJson().dump() == before);
        }
        CHECK(readFile(path) == bytes);
        CHECK(playOneMove(app.window)); // still playable
    }
}

TEST_CASE("Devices, pipes, folders and links given to Open are refused at once")
{
    AppFixture app;
    startEgotzi(app.window);
    const std::string before = app.session().state()->toJson().dump();
    QTemporaryDir dir;
    QStringList paths {QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("fifo")), dir.path()};
    for (const SpecialFile &special : makeSpecialFiles(dir)) {
        REQUIRE(QFile::link(special.linkTarget, dir.filePath(special.name)));
        paths << dir.filePath(special.name);
    }
    for (const QString &path : paths) {
        INFO(path.toStdString());
        app.messages.clear();
        CHECK_FALSE(app.window.openFile(path));
        CHECK(app.messages.size() == 1);
        CHECK(app.session().state()->toJson().dump() == before);
    }
    CHECK(playOneMove(app.window));
}

TEST_CASE("A 7 MB seat name inside the size limit is refused without building the game")
{
    AppFixture app;
    QTemporaryDir dir;
    QByteArray json = readFile(savesFolder().filePath(QStringLiteral("ok-plain.json")));
    json.replace("\"Ana\"", "\"" + QByteArray(7'000'000, 'n') + "\"");
    const QString path = dir.filePath(QStringLiteral("seven-megabytes.json"));
    writeFile(path, json);
    CHECK_FALSE(app.window.openFile(path));
    REQUIRE(app.messages.size() == 1);
    CHECK(app.messages.front().contains(QStringLiteral("name")));
}

TEST_CASE("Hostile saves as the autosave are never deleted, and the app starts and plays")
{
    for (const QString &name : caseFiles()) {
        INFO(name.toStdString());
        const bool valid = name.startsWith(QStringLiteral("ok-"));
        QTemporaryDir data;
        const QByteArray bytes = readFile(savesFolder().filePath(name));
        writeFile(Autosave(data.path()).legacyFilePath(), bytes);
        // Where the file's bytes are now: in place or kept aside, never gone.
        const auto keptSomewhere = [&] {
            for (const QString &file : QDir(data.path()).entryList({QStringLiteral("autosave*")}, QDir::Files))
                if (readFile(QDir(data.path()).filePath(file)) == bytes)
                    return true;
            return false;
        };

        MainWindow window(data.path());
        QStringList messages;
        window.setMessageHandler([&](QMessageBox::Icon, const QString &title, const QString &text) {
            messages << title + QStringLiteral(": ") + text;
        });
        if (window.launcher()->resumeOffered()) {
            const bool resumed = window.continueGame();
            CHECK(resumed == valid);
            if (!resumed)
                CHECK(messages.size() == 1);
        } else {
            CHECK_FALSE(valid);
            CHECK_FALSE(window.launcher()->notice().isEmpty());
        }
        if (!valid)
            CHECK(keptSomewhere());

        startEgotzi(window); // a new game is played and kept as usual
        SavedGame saved;
        QString error;
        CHECK(Autosave(data.path()).read(window.session().autosaveFile(), saved, error));
        if (!valid)
            CHECK(keptSomewhere());
    }
}

TEST_CASE("Devices, pipes, folders and links as the autosave are kept aside and never block the start")
{
    QTemporaryDir dir;
    auto specials = makeSpecialFiles(dir);
    specials.append({QStringLiteral("fifo"), {}});
    specials.append({QStringLiteral("folder"), {}});
    for (const SpecialFile &special : specials) {
        INFO(special.name.toStdString());
        QTemporaryDir data;
        const QString path = Autosave(data.path()).legacyFilePath();
        if (special.linkTarget.isEmpty())
            REQUIRE(QDir().rename(dir.filePath(special.name), path));
        else
            REQUIRE(QFile::link(special.linkTarget, path));

        MainWindow window(data.path());
        CHECK_FALSE(window.launcher()->resumeOffered());
        CHECK_FALSE(window.launcher()->notice().isEmpty());
        const QStringList kept = QDir(data.path())
                                     .entryList({QStringLiteral("autosave.broken-*")},
                                                QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
        REQUIRE(kept.size() == 1);
        const QFileInfo keptInfo(QDir(data.path()).filePath(kept.front()));
        if (!special.linkTarget.isEmpty())
            CHECK(keptInfo.symLinkTarget() == QFileInfo(special.linkTarget).absoluteFilePath());

        startEgotzi(window);
        SavedGame saved;
        QString error;
        CHECK(Autosave(data.path()).read(window.session().autosaveFile(), saved, error));
    }
}
