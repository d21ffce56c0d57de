// Reading a saved game trusts nothing in the file: only regular files are opened, never
// more than the size limit is read, and counts and lengths are checked against the game
// before anything is built.

#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <sys/types.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "session/saved_game.h"

using namespace ludoteca;
using namespace ludoteca::app;

namespace {

SavedGame egotziGame()
{
    SavedGame game;
    game.gameId = QStringLiteral("egotzi");
    game.options = {{"size", "5"}};
    game.seats = {{Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ana")},
                  {Seat::Kind::Ai, ai::Level::Hard, QStringLiteral("Ben")}};
    game.moves = {QStringLiteral("c3"), QStringLiteral("d3")};
    game.seed = 42;
    return game;
}

QByteArray withMember(const char *key, const QJsonValue &value)
{
    QJsonObject root = QJsonDocument::fromJson(savedGameToJson(egotziGame())).object();
    root[QLatin1String(key)] = value;
    return QJsonDocument(root).toJson();
}

QJsonObject seat(const QString &name)
{
    return {{QStringLiteral("kind"), QStringLiteral("human")}, {QStringLiteral("name"), name}};
}

ReadProblem readJson(const QByteArray &json, QString &error)
{
    SavedGame game;
    ReadProblem problem = ReadProblem::None;
    CHECK_FALSE(savedGameFromJson(json, game, error, &problem));
    CHECK_FALSE(error.isEmpty());
    return problem;
}

ReadProblem readPath(const QString &path, QString &error)
{
    SavedGame game;
    ReadProblem problem = ReadProblem::None;
    QElapsedTimer clock;
    clock.start();
    CHECK_FALSE(readSavedGame(path, game, error, &problem));
    CHECK(clock.elapsed() < 5000); // a safety net against a hang, not a speed requirement
    CHECK_FALSE(error.isEmpty());
    return problem;
}

} // namespace

TEST_CASE("A well-formed game reads back as it was written")
{
    SavedGame game;
    QString error;
    REQUIRE(savedGameFromJson(savedGameToJson(egotziGame()), game, error));
    CHECK(game.moves == egotziGame().moves);
    CHECK(game.seats[1].name == QLatin1String("Ben"));
    CHECK(game.seats[1].level == ai::Level::Hard);
    auto state = replaySavedGame(game, error);
    REQUIRE(state);
    CHECK(state->ply() == 2);
}

TEST_CASE("Counts and lengths are checked against the game before anything is built")
{
    QString error;
    SECTION("a seat name longer than the set-up dialog allows")
    {
        const QString name(Seat::kMaxNameLength + 1, QLatin1Char('n'));
        CHECK(readJson(withMember("seats", QJsonArray {seat(name), seat(QStringLiteral("Ben"))}), error)
              == ReadProblem::Damaged);
        CHECK(error.contains(QStringLiteral("name")));
        CHECK(error.size() < 200);
    }
    SECTION("a huge seat name")
    {
        const QString name(7'000'000, QLatin1Char('n'));
        CHECK(readJson(withMember("seats", QJsonArray {seat(name), seat(QStringLiteral("Ben"))}), error)
              == ReadProblem::Damaged);
        CHECK(error.size() < 200);
    }
    SECTION("100,000 seats")
    {
        QJsonArray seats;
        for (int i = 0; i < 100'000; ++i)
            seats.append(seat(QStringLiteral("x")));
        CHECK(readJson(withMember("seats", seats), error) == ReadProblem::Damaged);
        CHECK(error.contains(QStringLiteral("100000 seat")));
    }
    SECTION("one seat for a game of two")
    {
        CHECK(readJson(withMember("seats", QJsonArray {seat(QStringLiteral("Ana"))}), error) == ReadProblem::Damaged);
        CHECK(error.contains(QStringLiteral("seat")));
    }
    SECTION("more moves than the game's longest possible game")
    {
        QJsonArray moves;
        for (int i = 0; i < 5'000; ++i)
            moves.append(QStringLiteral("a1"));
        CHECK(readJson(withMember("moves", moves), error) == ReadProblem::Damaged);
        CHECK(error.contains(QStringLiteral("5000 move")));
    }
    SECTION("a move of a megabyte")
    {
        CHECK(readJson(withMember("moves", QJsonArray {QString(1'000'000, QLatin1Char('m'))}), error)
              == ReadProblem::Damaged);
        CHECK(error.size() < 200);
    }
    SECTION("a name that is not text")
    {
        CHECK(readJson(withMember("seats",
                                  QJsonArray {QJsonObject {{QStringLiteral("kind"), QStringLiteral("human")},
                                                           {QStringLiteral("name"), 5}},
                                              seat(QStringLiteral("Ben"))}),
                       error)
              == ReadProblem::Damaged);
    }
    SECTION("a seat that is not an object")
    {
        CHECK(readJson(withMember("seats", QJsonArray {1, 2}), error) == ReadProblem::Damaged);
    }
}

TEST_CASE("A person's name is what the set-up dialog would take, or the file is refused")
{
    // The rule itself.
    for (const QString &good : {QStringLiteral("Ana"), QStringLiteral("Ana Maria"), QStringLiteral("Zoë 🎲"),
                                QStringLiteral("a:i"), QString(Seat::kMaxNameLength, QLatin1Char('n'))})
        CHECK(personNameProblem(good).isEmpty());
    const QString bad[] = {QString(),
                           QStringLiteral("   "),
                           QStringLiteral(" Ana"),
                           QStringLiteral("Ann") + QChar(0x1f) + QStringLiteral("Bob"),
                           QStringLiteral("Ann\nBob"),
                           QChar(0xfeff) + QStringLiteral("Ann"),
                           QStringLiteral("Ann") + QChar(0x2028),
                           QStringLiteral("Ann") + QChar(0xd800),
                           QStringLiteral("ai:strong"),
                           QStringLiteral("AI:Casual"),
                           QString(Seat::kMaxNameLength + 1, QLatin1Char('n'))};
    for (const QString &name : bad) {
        INFO(name.toStdString());
        CHECK_FALSE(personNameProblem(name).isEmpty());
    }
    // At the reader's door: a person's seat, not a computer's (whose name only describes it).
    QString error;
    CHECK(readJson(withMember("seats", QJsonArray {seat(QStringLiteral("ai:strong")), seat(QStringLiteral("Ben"))}),
                   error)
          == ReadProblem::Damaged);
    CHECK(error.contains(QStringLiteral("name")));
    CHECK(readJson(withMember("seats",
                              QJsonArray {seat(QStringLiteral("Ann") + QChar(0x1f) + QStringLiteral("Bob")),
                                          seat(QStringLiteral("Ben"))}),
                   error)
          == ReadProblem::Damaged);
    SavedGame game;
    QJsonObject computer {{QStringLiteral("kind"), QStringLiteral("ai")},
                          {QStringLiteral("level"), QStringLiteral("club")},
                          {QStringLiteral("name"), QStringLiteral("ai:club")}};
    CHECK(savedGameFromJson(withMember("seats", QJsonArray {seat(QStringLiteral("Ana")), computer}), game, error));
}

TEST_CASE("A newer version's file and an unknown game are told apart from damage")
{
    QString error;
    CHECK(readJson(withMember("version", 2), error) == ReadProblem::NewerVersion);
    CHECK(error.contains(QStringLiteral("newer version")));
    CHECK(readJson(withMember("game", QStringLiteral("chess")), error) == ReadProblem::NewerVersion);
    CHECK(readJson(withMember("version", QStringLiteral("1")), error) == ReadProblem::Damaged);
    CHECK(readJson(withMember("version", 0), error) == ReadProblem::Damaged);
    const QByteArray valid = savedGameToJson(egotziGame());
    CHECK(readJson(valid.chopped(2), error) == ReadProblem::Damaged); // the closing brace cut off
    CHECK(readJson(QByteArray("not json"), error) == ReadProblem::Damaged);
}

TEST_CASE("Only regular files are read, and never more than the limit")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QString error;

    SECTION("a missing file")
    {
        CHECK(readPath(dir.filePath(QStringLiteral("nowhere.json")), error) == ReadProblem::Missing);
    }
    SECTION("a folder") { CHECK(readPath(dir.path(), error) == ReadProblem::Damaged); }
    SECTION("a device")
    {
        CHECK(readPath(QStringLiteral("/dev/zero"), error) == ReadProblem::Damaged);
        CHECK(error.contains(QStringLiteral("device")));
    }
    SECTION("links to a device and to nothing")
    {
        const QString zero = dir.filePath(QStringLiteral("zero.json"));
        REQUIRE(QFile::link(QStringLiteral("/dev/zero"), zero));
        CHECK(readPath(zero, error) == ReadProblem::Damaged);
        const QString random = dir.filePath(QStringLiteral("random.json"));
        REQUIRE(QFile::link(QStringLiteral("/dev/urandom"), random));
        CHECK(readPath(random, error) == ReadProblem::Damaged);
        const QString dangling = dir.filePath(QStringLiteral("dangling.json"));
        REQUIRE(QFile::link(dir.filePath(QStringLiteral("gone")), dangling));
        CHECK(readPath(dangling, error) == ReadProblem::Damaged);
    }
    SECTION("a FIFO with no writer does not block")
    {
        const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
        REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        CHECK(readPath(fifo, error) == ReadProblem::Damaged);
        const QString link = dir.filePath(QStringLiteral("link-to-fifo.json"));
        REQUIRE(QFile::link(fifo, link));
        CHECK(readPath(link, error) == ReadProblem::Damaged);
    }
    SECTION("a file over the size limit")
    {
        const QString big = dir.filePath(QStringLiteral("big.json"));
        QFile file(big);
        REQUIRE(file.open(QIODevice::WriteOnly));
        REQUIRE(file.resize(SavedGame::kMaxFileSize + 1));
        file.close();
        CHECK(readPath(big, error) == ReadProblem::Damaged);
        CHECK(error.contains(QStringLiteral("too large")));
    }
}

TEST_CASE("A game saved before the six levels resumes with the same computer players")
{
    // Files name the levels easy, medium and hard from before; they are Casual, Club and
    // Strong, the same players. Today's files name every level by its own name.
    QJsonObject root = QJsonDocument::fromJson(savedGameToJson(egotziGame())).object();
    for (const auto &[key, level] : {std::pair {"easy", ai::Level::Casual}, std::pair {"medium", ai::Level::Club},
                                     std::pair {"hard", ai::Level::Strong}, std::pair {"beginner", ai::Level::Beginner},
                                     std::pair {"master", ai::Level::Master}}) {
        INFO(key);
        QJsonArray seats = root[QStringLiteral("seats")].toArray();
        QJsonObject computer = seats[1].toObject();
        computer[QStringLiteral("level")] = QLatin1String(key);
        seats[1] = computer;
        root[QStringLiteral("seats")] = seats;
        SavedGame game;
        QString error;
        REQUIRE(savedGameFromJson(QJsonDocument(root).toJson(), game, error));
        CHECK(game.seats[1].level == level);
    }
    const QJsonObject written = QJsonDocument::fromJson(savedGameToJson(egotziGame())).object();
    CHECK(written[QStringLiteral("seats")].toArray()[1].toObject()[QStringLiteral("level")].toString()
          == QLatin1String("strong"));
}

TEST_CASE("A friend's seat is kept with the address the game goes to, or the file is refused")
{
    SavedGame game = egotziGame();
    game.seats[1] = {Seat::Kind::Remote, ai::Level::Easy, QStringLiteral("ben@example.org")};
    SavedGame read;
    QString error;
    REQUIRE(savedGameFromJson(savedGameToJson(game), read, error));
    CHECK(read.seats[1].isRemote());
    CHECK(read.seats[1].name == QLatin1String("ben@example.org"));
    const auto remote = [](const QString &address) {
        return QJsonObject {{QStringLiteral("kind"), QStringLiteral("remote")}, {QStringLiteral("name"), address}};
    };
    for (const QString &bad : {QString(), QStringLiteral("Ben"), QStringLiteral("ben@example.org/home"),
                               QStringLiteral("ben@@example.org")}) {
        INFO(bad.toStdString());
        CHECK(readJson(withMember("seats", QJsonArray {seat(QStringLiteral("Ana")), remote(bad)}), error)
              == ReadProblem::Damaged);
    }
    CHECK(readJson(withMember("seats",
                              QJsonArray {seat(QStringLiteral("Ana")),
                                          QJsonObject {{QStringLiteral("kind"), QStringLiteral("robot")}}}),
                   error)
          == ReadProblem::Damaged);
    CHECK(error.contains(QStringLiteral("neither a person nor the computer")));
}
