#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>

#include "app_test_support.h"
#include "history/history_recorder.h"
#include "session/saved_game.h"
#include "ui/launcher_page.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

void playThreeMoves(AppFixture &app)
{
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}}));
    app.clickCell(QStringLiteral("c3"));
    QTest::mouseClick(app.window.findChild<QPushButton *>(QStringLiteral("action_swap")), Qt::LeftButton);
    app.clickCell(QStringLiteral("d3"));
    REQUIRE(app.session().moveCount() == 3);
}

} // namespace

TEST_CASE("A saved game is readable JSON and opens to the same game")
{
    AppFixture app;
    playThreeMoves(app);
    const QString path = app.data.filePath(QStringLiteral("game.json"));
    REQUIRE(app.window.saveFile(path));

    const QJsonObject root = QJsonDocument::fromJson(readFile(path)).object();
    CHECK(root.value(QStringLiteral("format")).toString() == QLatin1String("ludoteca-game"));
    CHECK(root.value(QStringLiteral("version")).toInt() == 1);
    CHECK(root.value(QStringLiteral("game")).toString() == QLatin1String("egotzi"));
    CHECK(root.value(QStringLiteral("options")).toObject().value(QStringLiteral("size")).toString()
          == QLatin1String("5"));
    CHECK(root.value(QStringLiteral("moves")).toArray().toVariantList()
          == QVariantList {QStringLiteral("c3"), QStringLiteral("swap"), QStringLiteral("d3")});
    CHECK(root.value(QStringLiteral("seats")).toArray().at(1).toObject().value(QStringLiteral("name")).toString()
          == QLatin1String("Ben"));

    const auto expected = app.session().state()->toJson().dump();
    REQUIRE(app.startEgotzi({human(QStringLiteral("X")), human(QStringLiteral("Y"))}, {{"size", "7"}}));
    REQUIRE(app.window.openFile(path));
    CHECK(app.messages.isEmpty());
    CHECK(app.session().state()->toJson().dump() == expected);
    CHECK(app.moves() == (QStringList {QStringLiteral("c3"), QStringLiteral("swap"), QStringLiteral("d3")}));
    CHECK(app.session().seats()[0].name == QLatin1String("Ana"));
    CHECK(app.egotziView()->side() == 5);
}

TEST_CASE("A corrupt or truncated or foreign file is refused and the game stays as it was")
{
    AppFixture app;
    playThreeMoves(app);
    const QString good = app.data.filePath(QStringLiteral("good.json"));
    REQUIRE(app.window.saveFile(good));
    const QByteArray valid = readFile(good);
    const auto before = app.session().state()->toJson().dump();
    const QStringList movesBefore = app.moves();

    auto withMoves = [&](const QJsonArray &moves) {
        QJsonObject root = QJsonDocument::fromJson(valid).object();
        root[QStringLiteral("moves")] = moves;
        return QJsonDocument(root).toJson();
    };
    auto withMember = [&](const char *key, const QJsonValue &value) {
        QJsonObject root = QJsonDocument::fromJson(valid).object();
        root[QLatin1String(key)] = value;
        return QJsonDocument(root).toJson();
    };

    const std::vector<std::pair<const char *, QByteArray>> cases = {
        {"garbage", QByteArray("this is not a game {{{")},
        {"truncated", valid.left(valid.size() / 2)},
        {"empty", QByteArray()},
        {"foreign JSON", QByteArray(R"({"format":"some-other-app","version":1})")},
        {"a JSON array", QByteArray("[1, 2, 3]")},
        {"a later version", withMember("version", 99)},
        {"an unknown game", withMember("game", QStringLiteral("chess"))},
        {"an illegal move", withMoves({QStringLiteral("c3"), QStringLiteral("c3")})},
        {"a misspelt move", withMoves({QStringLiteral("C03")})},
        {"a move that is not text", withMoves({1})},
        {"a bad option", withMember("options", QJsonObject {{QStringLiteral("size"), QStringLiteral("11")}})},
        {"too many seats", withMember("seats", QJsonArray {QJsonObject {}, QJsonObject {}, QJsonObject {}})},
    };
    for (const auto &[what, data] : cases) {
        INFO(what);
        const QString path = app.data.filePath(QStringLiteral("bad.json"));
        writeFile(path, data);
        app.messages.clear();
        CHECK_FALSE(app.window.openFile(path));
        REQUIRE(app.messages.size() == 1);
        CHECK(app.messages.front().startsWith(QStringLiteral("Cannot open the game")));
        CHECK(app.session().state()->toJson().dump() == before);
        CHECK(app.moves() == movesBefore);
    }

    SECTION("the message says which move is wrong")
    {
        const QString path = app.data.filePath(QStringLiteral("illegal.json"));
        writeFile(path, withMoves({QStringLiteral("a1"), QStringLiteral("a1")}));
        app.messages.clear();
        CHECK_FALSE(app.window.openFile(path));
        REQUIRE(app.messages.size() == 1);
        CHECK(app.messages.front().contains(QStringLiteral("Move 2")));
    }
    SECTION("a missing file is refused too")
    {
        app.messages.clear();
        CHECK_FALSE(app.window.openFile(app.data.filePath(QStringLiteral("nowhere.json"))));
        CHECK(app.messages.size() == 1);
        CHECK(app.moves() == movesBefore);
    }
}

TEST_CASE("The game in progress is offered back after a restart")
{
    QTemporaryDir data;
    QStringList expected;
    {
        MainWindow first(data.path());
        first.show();
        first.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "6"}}),
                        {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))});
        GameSession &session = first.session();
        std::string error;
        for (const char *move : {"a1", "b2", "c3"}) {
            REQUIRE(session.playHuman(session.state()->parseAction(move, error)));
            expected << QLatin1String(move);
        }
        REQUIRE(Autosave(data.path()).exists());
    } // the window closes as after a crash or a quit: the autosave stays

    MainWindow second(data.path());
    second.setMessageHandler([](QMessageBox::Icon, const QString &, const QString &) { FAIL("unexpected message"); });
    second.show();
    REQUIRE(second.launcher()->resumeOffered());
    CHECK_FALSE(second.showingGame());
    REQUIRE(second.continueGame());
    CHECK(second.showingGame());
    QStringList moves;
    for (int i = 0; i < second.session().moveCount(); ++i)
        moves << second.session().moveText(i);
    CHECK(moves == expected);
    CHECK(second.session().state()->options().at("size") == "6");
    CHECK(second.session().seats()[1].name == QLatin1String("Ben"));

    SECTION("discarding it, once the player says so, forgets it")
    {
        QStringList questions;
        int answer = 1; // Keep It
        second.setQuestionHandler([&](const QString &title, const QString &, const QStringList &) {
            questions << title;
            return answer;
        });
        second.showLauncher();
        REQUIRE(second.launcher()->resumeOffered());
        const auto discardButton = [&] {
            for (auto *button : second.launcher()->findChildren<QPushButton *>(QStringLiteral("discardButton")))
                if (button->isVisibleTo(second.launcher()))
                    return button;
            return static_cast<QPushButton *>(nullptr);
        };
        REQUIRE(discardButton());
        QTest::mouseClick(discardButton(), Qt::LeftButton);
        CHECK(questions.size() == 1);
        CHECK(second.launcher()->resumeOffered()); // kept: the player said no
        CHECK(Autosave(data.path()).exists());

        answer = 0; // Discard
        REQUIRE(discardButton());
        QTest::mouseClick(discardButton(), Qt::LeftButton);
        CHECK(questions.size() == 2);
        CHECK_FALSE(second.launcher()->resumeOffered());
        // Gone once the history has kept it as given up.
        REQUIRE(waitUntil([&] { return second.historyRecorder()->pending() == 0; }));
        CHECK_FALSE(Autosave(data.path()).exists());
        MainWindow third(data.path());
        CHECK_FALSE(third.launcher()->resumeOffered());
    }
    SECTION("a new game keeps it")
    {
        second.startGame(*GameRegistry::find("egotzi"), egotziOptions({}),
                         {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))});
        CHECK(Autosave(data.path()).files().size() == 1);
    }
}

TEST_CASE("A damaged autosave is not offered")
{
    QTemporaryDir data;
    writeFile(Autosave(data.path()).legacyFilePath(), QByteArray("{\"format\": \"ludoteca-game\", \"vers"));
    MainWindow window(data.path());
    CHECK_FALSE(window.launcher()->resumeOffered());
    CHECK_FALSE(window.launcher()->notice().isEmpty());
}

TEST_CASE("A file with the wrong number of seats says how many play the game")
{
    SavedGame saved;
    saved.gameId = QStringLiteral("egotzi");
    saved.options = egotziOptions({{"size", "5"}});
    saved.seats = {human(QStringLiteral("Ana")), human(QStringLiteral("Ben")), human(QStringLiteral("Cy"))};
    SavedGame read;
    QString error;
    REQUIRE_FALSE(savedGameFromJson(savedGameToJson(saved), read, error));
    CHECK(error == QStringLiteral("The file lists 3 seats; Egotzi is played by 2 players."));
    saved.gameId = QStringLiteral("circular-chess");
    saved.options = {};
    saved.seats.clear();
    REQUIRE_FALSE(savedGameFromJson(savedGameToJson(saved), read, error));
    CHECK(error == QStringLiteral("The file lists 0 seats; Asymmetric Circular Chess is played by 2 to 6."));
}
