// The app hosts a game that a friend plays from afar: here the friend is `ludoteca-cli
// remote join`, a bot on an account of a Prosody of the test's own. The game is played to
// its end on both sides, the same moves, and kept in the history with the friend's address
// as the opponent; the window closed in the middle and opened again goes on with it.

#include <catch2/catch.hpp>

#include <QLineEdit>

#include "app_test_support.h"
#include "session/game_session.h"
#include "session/unfinished_games.h"
#include "ui/setup_dialog.h"
#include "ludoteca/core/observation.h"

TEST_CASE("The session never moves a friend's seat, and plays only what arrives for it", "[online]")
{
    using namespace ludoteca;
    using namespace ludoteca::app;
    using namespace ludoteca::app::testing;
    GameSession session;
    session.setAiDelay(0);
    QString error;
    const Seat friendSeat {Seat::Kind::Remote, ai::Level::Easy, QStringLiteral("ben@example.org")};
    REQUIRE(session.start(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}, {"pie", "off"}}),
                          {human(QStringLiteral("Ana")), friendSeat}, 1, error));
    REQUIRE(session.online());
    const Action first = session.state()->legalActions().front();
    // Ana's move is hers; a move "arriving" for her seat is refused.
    CHECK_FALSE(session.playReceived(first));
    REQUIRE(session.playHuman(first));
    // The friend's turn: nobody here moves it, neither a person nor the computer.
    CHECK_FALSE(session.humanToMove());
    CHECK_FALSE(session.playHuman(session.state()->legalActions().front()));
    QTest::qWait(50);
    CHECK(session.state()->ply() == 1);
    CHECK(session.playReceived(session.state()->legalActions().front()));
    CHECK(session.state()->ply() == 2);
    // A move a friend has seen is not taken back.
    CHECK_FALSE(session.canUndo());
    // Waiting for friends to accept: Ana may not move either.
    session.setWaiting(true);
    CHECK_FALSE(session.humanToMove());
    session.setWaiting(false);
    CHECK(session.humanToMove());

    // The same game opened from a file is played at one screen: the friend's seat is a person's.
    GameSession opened;
    REQUIRE(opened.restore(session.snapshot(), error));
    CHECK_FALSE(opened.online());
    CHECK(opened.seats()[1].isPerson());
    CHECK(opened.seats()[1].name == QStringLiteral("ben@example.org"));
}

TEST_CASE("The launcher says a game is played online, and whose move it waits for", "[online]")
{
    using namespace ludoteca;
    using namespace ludoteca::app;
    SavedGame saved;
    saved.gameId = QStringLiteral("egotzi");
    saved.options = {{"size", "5"}, {"pie", "off"}};
    saved.seats = {{Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ana")},
                   {Seat::Kind::Remote, ai::Level::Easy, QStringLiteral("ben@example.org")}};
    saved.moves = {QStringLiteral("c3")};
    const QDateTime when(QDate(2026, 12, 1), QTime(14, 3));
    CHECK(
        UnfinishedGames::describe(saved, when).endsWith(QStringLiteral("Played online; ben@example.org is to move.")));
    saved.moves << QStringLiteral("d3");
    CHECK(UnfinishedGames::describe(saved, when).endsWith(QStringLiteral("Played online; Ana is to move.")));
    // A game between people at one screen says nothing of the kind.
    saved.seats[1].kind = Seat::Kind::Human;
    CHECK_FALSE(UnfinishedGames::describe(saved, when).contains(QStringLiteral("online")));
}

TEST_CASE("A game joined online keeps its moves as its seat saw them, a card face down included", "[online]")
{
    using namespace ludoteca;
    using namespace ludoteca::app;
    const GameInfo &info = *GameRegistry::find("circular-chess");
    Options options;
    std::string problem;
    REQUIRE(info.resolveOptions({}, options, problem));
    // Seat 2's copy after the first card, dealt face down to seat 1.
    Message why;
    const std::vector<std::string> seen {"deal"};
    auto copy = replayObserved(info, options, seen, why);
    REQUIRE(copy);
    GameSession session;
    const QVector<Seat> seats {{Seat::Kind::Remote, ai::Level::Easy, QStringLiteral("ana@example.org")},
                               {Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ben")}};
    session.join(copy->clone(), seats, 1, newGameIdentity());
    CHECK(session.observer() == 1);
    CHECK(session.moveTexts() == QStringList {QStringLiteral("deal")});
    CHECK(session.viewer() == 1);

    // Written and read back, it is the same copy; read as every move played, "deal" is no move.
    SavedGame saved;
    QString error;
    REQUIRE(savedGameFromJson(savedGameToJson(session.snapshot()), saved, error));
    CHECK(saved.observer == 1);
    const auto replayed = replaySavedGame(saved, error);
    REQUIRE(replayed);
    CHECK(replayed->toJson(1).dump() == copy->toJson(1).dump());
    saved.observer = -1;
    CHECK_FALSE(replaySavedGame(saved, error));
}

TEST_CASE("A friend's address may run longer than a person's name, in a saved game and in the set-up", "[online]")
{
    using namespace ludoteca;
    using namespace ludoteca::app;
    const QString address = QStringLiteral("cleopatra.philopator.the.seventh@jabber.alexandria.example.org");
    REQUIRE(address.size() > Seat::kMaxNameLength);
    SavedGame saved;
    saved.gameId = QStringLiteral("egotzi");
    saved.options = {{"size", "5"}, {"pie", "off"}};
    saved.seats = {{Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ana")},
                   {Seat::Kind::Remote, ai::Level::Easy, address}};
    SavedGame read;
    QString error;
    CHECK(savedGameFromJson(savedGameToJson(saved), read, error));
    INFO(error.toStdString());
    CHECK(read.seats[1].name == address);
    // The same length is no person's name.
    saved.seats[1].kind = Seat::Kind::Human;
    CHECK_FALSE(savedGameFromJson(savedGameToJson(saved), read, error));

    testing::AppFixture app;
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    dialog->setSeat(1, {Seat::Kind::Remote, ai::Level::Easy, address});
    CHECK(dialog->seats()[1].name == address);
    dialog->setSeat(1, {Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ben")});
    CHECK(dialog->findChild<QLineEdit *>(QStringLiteral("seatName1"))->maxLength() == Seat::kMaxNameLength);
    dialog->reject();
}

#ifdef LUDOTECA_WITH_PROSODY

#include <sys/stat.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <variant>

#include <QDir>
#include <QTemporaryDir>

#include "child_process.h"
#include "history/history_recorder.h"
#include "history/history_store.h"
#include "online/online_account.h"
#include "online/online_game.h"
#include "ludoteca/remote/protocol.h"
#include "prosody_server.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

constexpr int kBotDeadlineMs = 160000;

// The settings of this computer's account: the host's, its password known for this run
// (no keyring service runs in the tests).
void useAccount(const ProsodyServer &server, const std::string &user)
{
    OnlineAccount account;
    account.setAddress(QString::fromStdString(server.jid(user)), QString::fromStdString(server.address()),
                       QString::fromStdString(server.caFile()));
    account.storePassword(QString::fromStdString(user + "-secret"));
}

// A bot that accepts the next invitation and plays it with the weakest level.
std::unique_ptr<ChildProcess> startBot(const ProsodyServer &server, const QTemporaryDir &folder,
                                       const std::string &user)
{
    const std::string dir = folder.filePath(QString::fromStdString(user)).toStdString();
    std::filesystem::create_directories(dir);
    const std::string password = dir + "/password";
    std::ofstream(password) << user << "-secret\n";
    chmod(password.c_str(), 0600);
    return std::make_unique<ChildProcess>(
        LUDOTECA_CLI_PATH,
        std::vector<std::string> {"remote", "join", "--as", "ai:beginner", "--jid", server.jid(user), "--password-file",
                                  password, "--server", server.address(), "--ca-file", server.caFile(), "--save-games",
                                  dir + "/saved", "--give-up-after", "150"},
        dir + "/out", dir + "/err");
}

// How the bot ended, once it has; the window goes on handling the network meanwhile (what
// it sent last may still be on its way out).
int botExit(ChildProcess &bot)
{
    waitUntil([&] { return bot.exited(); }, kBotDeadlineMs);
    return bot.wait(std::chrono::steady_clock::now() + std::chrono::seconds(1));
}

// The moves of the one game the bot saved.
QStringList botMoves(const QTemporaryDir &folder, const std::string &user)
{
    const QDir saved(folder.filePath(QString::fromStdString(user) + QStringLiteral("/saved")));
    const QStringList files = saved.entryList(QDir::Files);
    REQUIRE(files.size() == 1);
    SavedGame game;
    QString error;
    const bool read = readSavedGame(saved.filePath(files.front()), game, error);
    INFO(error.toStdString());
    REQUIRE(read);
    return game.moves;
}

Seat friendAt(const ProsodyServer &server, const std::string &user)
{
    return {Seat::Kind::Remote, ai::Level::Easy, QString::fromStdString(server.jid(user))};
}

// The game of `moves` is in the history, finished, with the friend `address` at `seat`.
void checkKeptWith(AppFixture &app, const QStringList &moves, int seat, const QString &address)
{
    REQUIRE(waitUntil([&] { return app.window.historyRecorder()->pending() == 0; }));
    INFO(app.messages.join(QLatin1Char('\n')).toStdString());
    CHECK(app.messages.isEmpty());
    const auto entries = historyOf(app.data.path());
    REQUIRE(entries.size() == 1);
    CHECK(entries.front().finished);
    CHECK(entries.front().moveCount == moves.size());
    REQUIRE(entries.front().seats.size() == 2);
    CHECK(entries.front().seats[seat].name == address);
    CHECK_FALSE(entries.front().seats[seat].ai);
}

// Ana plays the first legal move whenever she is to move, until `done`.
bool playAsAna(AppFixture &app, const std::function<bool()> &done)
{
    return waitUntil([&] {
        if (done())
            return true;
        if (app.session().humanToMove())
            app.session().playHuman(app.session().state()->legalActions().front());
        return false;
    });
}

// A Prosody with the host's and a friend's accounts, the bot playing the friend, and the
// window hosting a small Egotzi between Ana and the friend.
struct EgotziWithBot {
    explicit EgotziWithBot(const char *size)
    {
        useAccount(server, "host");
        bot = startBot(server, folder, "guest1");
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), friendAt(server, "guest1")},
                                {{"size", size}, {"pie", "off"}}));
    }
    ProsodyServer server {{"host", "host-secret"}, {"guest1", "guest1-secret"}};
    QTemporaryDir folder;
    std::unique_ptr<ChildProcess> bot;
    AppFixture app;
};

} // namespace

TEST_CASE("The app hosts a game a friend plays from afar, to its end and into the history", "[online]")
{
    EgotziWithBot table("5");
    AppFixture &app = table.app;
    ChildProcess &bot = *table.bot;
    OnlineGame &online = *app.window.onlineGame();
    REQUIRE(online.active());
    // Nobody moves before the friend has accepted.
    CHECK(app.session().waiting());
    CHECK_FALSE(app.session().humanToMove());
    CHECK_FALSE(app.window.action(QStringLiteral("undo"))->isEnabled());
    CHECK_FALSE(app.window.action(QStringLiteral("restart"))->isEnabled());
    REQUIRE(waitUntil([&] { return !app.session().waiting(); }, 60000));
    // The friend let the host see their presence.
    const QString friendAddress = QString::fromStdString(table.server.jid("guest1"));
    REQUIRE(
        waitUntil([&] { return online.connection().presenceOf(friendAddress) == remote::Presence::Online; }, 60000));

    REQUIRE(playAsAna(app, [&] { return app.session().state()->isTerminal(); }));
    const QStringList moves = app.session().moveTexts();
    // The bot has the end too, and leaves with the same game saved.
    const int exit = botExit(bot);
    INFO(bot.err());
    REQUIRE(exit == 0);
    CHECK(waitUntil([&] { return online.connection().presenceOf(friendAddress) == remote::Presence::Offline; }, 60000));
    CHECK(botMoves(table.folder, "guest1") == moves);
    // Once the friend acknowledged the end, the hosted game's record is gone.
    CHECK(waitUntil([&] { return !QFile::exists(online.filePath()); }, 60000));

    checkKeptWith(app, moves, 1, QString::fromStdString(table.server.jid("guest1")));
}

TEST_CASE("An online game with secrets and chance, closed in the middle, goes on when continued", "[online]")
{
    ProsodyServer server({{"host", "host-secret"}, {"guest1", "guest1-secret"}});
    QTemporaryDir folder;
    useAccount(server, "host");
    auto bot = startBot(server, folder, "guest1");
    QTemporaryDir data;
    QString autosave;
    {
        // The computer plays this computer's seat of a Circular Chess, whose cards are dealt
        // face down: the friend sees only their own.
        MainWindow window(data.path());
        window.setMessageHandler(
            [](QMessageBox::Icon, const QString &, const QString &text) { FAIL_CHECK(text.toStdString()); });
        window.session().aiPlayer().setIterationLimit(60);
        window.session().setAiDelay(0);
        window.setSeedSequence(Catch::rngSeed());
        const GameInfo &info = *GameRegistry::find("circular-chess");
        Options options;
        std::string error;
        REQUIRE(info.resolveOptions({}, options, error));
        REQUIRE(window.startGame(info, options, {computer(QStringLiteral("Bot")), friendAt(server, "guest1")}));
        REQUIRE(window.onlineGame()->active());
        REQUIRE(waitUntil([&] { return window.session().moveCount() >= 8; }, 120000));
        autosave = window.session().autosaveFile();
    } // closed in the middle of the game
    REQUIRE_FALSE(autosave.isEmpty());

    MainWindow window(data.path());
    window.session().aiPlayer().setIterationLimit(60);
    window.session().setAiDelay(0);
    REQUIRE(window.continueGame(autosave));
    INFO("continued at move " << window.session().moveCount());
    REQUIRE(window.session().online());
    REQUIRE(window.onlineGame()->active());
    REQUIRE(waitUntil([&] { return window.session().state()->isTerminal(); }, 240000));
    INFO("ended at move " << window.session().moveCount());
    const int exit = botExit(*bot);
    INFO(bot->err());
    REQUIRE(exit == 0);
    CHECK(botMoves(folder, "guest1").size() == window.session().moveCount());
}

TEST_CASE("Resigning an online game tells the friend, and leaves no record of it behind", "[online]")
{
    EgotziWithBot table("5");
    AppFixture &app = table.app;
    REQUIRE(playAsAna(app, [&] { return app.session().moveCount() >= 3; }));
    const QString record = app.window.onlineGame()->filePath();
    REQUIRE(QFile::exists(record));
    app.window.setQuestionHandler([](const QString &, const QString &, const QStringList &) { return 0; });
    REQUIRE(waitUntil([&] { return app.session().resigningSeat() == 0; }));
    REQUIRE(app.window.resignGame());
    CHECK_FALSE(QFile::exists(record));
    // The bot hears it, and leaves with the game over.
    const int exit = botExit(*table.bot);
    INFO(table.bot->err());
    CHECK(exit == 0);
    REQUIRE(waitUntil([&] { return app.window.historyRecorder()->pending() == 0; }));
    const auto entries = historyOf(app.data.path());
    REQUIRE(entries.size() == 1);
    CHECK(entries.front().resignedSeat == 0);
    CHECK(entries.front().seats[0].result == QStringLiteral("lost"));
}

TEST_CASE("An online game goes on after the server restarts in its middle", "[online]")
{
    EgotziWithBot table("7");
    AppFixture &app = table.app;
    ChildProcess &bot = *table.bot;
    REQUIRE(playAsAna(app, [&] { return app.session().moveCount() >= 6; }));
    table.server.restart();
    // The app finds itself offline, says so, connects again by itself and plays on.
    REQUIRE(waitUntil([&] { return app.window.onlineGame()->status().contains(QStringLiteral("Offline")); }, 60000));
    REQUIRE(playAsAna(app, [&] { return app.session().state()->isTerminal(); }));
    const int exit = botExit(bot);
    INFO(bot.err());
    REQUIRE(exit == 0);
    CHECK(botMoves(table.folder, "guest1") == app.session().moveTexts());
}

namespace {

// An account driven by the test itself, to say what no Ludoteca would.
struct HandDriven {
    HandDriven(const ProsodyServer &server, const std::string &user)
    {
        link.setMessageHandler([this](const remote::IncomingMessage &message) { inbox.push_back(message); });
        REQUIRE(link.connect({server.jid(user), user + "-secret", server.address(), server.caFile()}));
        REQUIRE(waitUntil(
            [&] {
                link.runOnce(0);
                return link.state() == remote::XmppLink::State::Online;
            },
            60000));
    }
    // The next game message, read.
    remote::Envelope next()
    {
        std::optional<remote::Envelope> read;
        REQUIRE(waitUntil(
            [&] {
                link.runOnce(0);
                while (!read && !inbox.empty()) {
                    std::string error;
                    read = remote::parseMessage(inbox.front().payloadXml, error);
                    inbox.erase(inbox.begin());
                }
                return read.has_value();
            },
            60000));
        return *read;
    }
    void send(const std::string &to, const std::string &payload)
    {
        std::string error;
        INFO(error);
        REQUIRE(link.send(to, "Ludoteca", payload, &error));
        // Out now: the link sends only while it is pumped, and the test waits on Qt's loop.
        for (int i = 0; i < 20; ++i)
            link.runOnce(10);
    }
    remote::XmppLink link;
    std::vector<remote::IncomingMessage> inbox;
};

} // namespace

TEST_CASE("What a stranger or a friend sends out of turn changes nothing, and a decline ends the game", "[online]")
{
    ProsodyServer server({{"host", "host-secret"}, {"guest1", "guest1-secret"}, {"guest2", "guest2-secret"}});
    useAccount(server, "host");
    HandDriven friendly(server, "guest1");
    HandDriven stranger(server, "guest2");
    AppFixture app;
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), friendAt(server, "guest1")}, {{"size", "5"}, {"pie", "off"}}));
    const remote::Envelope invitation = friendly.next();
    REQUIRE(std::holds_alternative<remote::Invite>(invitation.body));
    const std::string host = server.jid("host");
    const auto move = [&](int ply, const std::string &text) {
        return remote::toXml({invitation.gameId, remote::Move {ply, text, {}}});
    };
    // A stranger's acceptance and move, and garbage from the friend: each refused, and the
    // game still waits. (A move from the friend would say they accepted: the remote tests
    // check those refused out of turn, ahead of the game, or illegal.)
    stranger.send(host, remote::toXml({invitation.gameId, remote::Accept {}}));
    stranger.send(host, move(0, "c3"));
    friendly.send(host,
                  "<game xmlns='urn:ludoteca:remote:1' v='1' id='" + invitation.gameId + "'><move ply='x'/></game>");
    friendly.send(host,
                  std::string("<game xmlns='urn:ludoteca:remote:1' v='1'>") + std::string(60000, ' ') + "</game>");
    QTest::qWait(1500);
    CHECK(app.session().waiting());
    CHECK(app.session().moveCount() == 0);

    // The friend says no: the game does not begin, and the player is told.
    friendly.send(host, remote::toXml({invitation.gameId, remote::Decline {"not tonight"}}));
    REQUIRE(waitUntil([&] { return !app.messages.isEmpty(); }, 60000));
    CHECK(app.messages.join(QString()).contains(QStringLiteral("declined the invitation")));
    CHECK_FALSE(app.window.onlineGame()->active());
    CHECK_FALSE(QFile::exists(app.window.onlineGame()->filePath()));
    CHECK_FALSE(app.window.showingGame());
}

namespace {

// `ludoteca-cli remote host`, inviting this computer's account ("guest1") to `game` with the
// computer at the host's seats; it keeps the game it played in <folder>/host/saved.
std::unique_ptr<ChildProcess> startHost(const ProsodyServer &server, const QTemporaryDir &folder,
                                        const std::string &game, std::vector<std::string> options,
                                        const std::string &seats)
{
    const std::string dir = folder.filePath(QStringLiteral("host")).toStdString();
    std::filesystem::create_directories(dir);
    const std::string password = dir + "/password";
    std::ofstream(password) << "host-secret\n";
    chmod(password.c_str(), 0600);
    std::vector<std::string> arguments {"remote",          "host",          "--game",          game,
                                        "--seats",         seats,           "--jid",           server.jid("host"),
                                        "--password-file", password,        "--server",        server.address(),
                                        "--ca-file",       server.caFile(), "--seed",          "5",
                                        "--save-games",    dir + "/saved",  "--give-up-after", "200"};
    for (const std::string &option : options) {
        arguments.push_back("--set");
        arguments.push_back(option);
    }
    return std::make_unique<ChildProcess>(LUDOTECA_CLI_PATH, arguments, dir + "/out", dir + "/err");
}

// The launcher's Accept button of the invitation shown first.
QPushButton *acceptButton(MainWindow &window)
{
    for (QPushButton *button : window.findChildren<QPushButton *>())
        if (button->property("invitation").isValid() && button->isVisible())
            return button;
    return nullptr;
}

} // namespace

TEST_CASE("The app joins a game a friend hosts: the invitation, the game to its end, the history", "[online]")
{
    ProsodyServer server({{"host", "host-secret"}, {"guest1", "guest1-secret"}});
    QTemporaryDir folder;
    useAccount(server, "guest1");
    AppFixture app;
    QSettings().setValue(QStringLiteral("players/last"), QStringLiteral("Ana"));
    auto host = startHost(server, folder, "egotzi", {"size=5", "pie=off"}, "ai:beginner,xmpp:" + server.jid("guest1"));
    // The invitation shows on the launcher, and the window says so.
    REQUIRE(waitUntil([&] { return acceptButton(app.window) != nullptr; }, 60000));
    const auto &invitations = app.window.onlineGame()->invitations();
    REQUIRE(invitations.size() == 1);
    CHECK(invitations.front().description().contains(QString::fromStdString(server.jid("host"))));
    CHECK(invitations.front().description().contains(QStringLiteral("seat 2 of 2")));
    acceptButton(app.window)->click();
    REQUIRE(app.window.showingGame());
    REQUIRE(app.window.onlineGame()->joined() != nullptr);
    CHECK(app.session().seats()[0].isRemote());
    CHECK(app.session().seats()[0].name == QString::fromStdString(server.jid("host")));
    CHECK(app.session().seats()[1].isPerson());
    CHECK(app.launcherInvitations() == 0);

    // The host's presence shows once it has let this account see it.
    const QString hostAddress = QString::fromStdString(server.jid("host"));
    CHECK(waitUntil(
        [&] {
            if (app.session().humanToMove())
                app.session().playHuman(app.session().state()->legalActions().front());
            return app.window.onlineGame()->connection().presenceOf(hostAddress) == remote::Presence::Online;
        },
        60000));
    REQUIRE(playAsAna(app, [&] { return app.session().state()->isTerminal(); }));
    const QStringList moves = app.session().moveTexts();
    const int exit = botExit(*host);
    INFO(host->err());
    REQUIRE(exit == 0);
    CHECK(botMoves(folder, "host") == moves);
    checkKeptWith(app, moves, 0, QString::fromStdString(server.jid("host")));
    // The joined game's record goes once the game is over.
    CHECK_FALSE(QFile::exists(app.window.onlineGame()->filePath()));
}

TEST_CASE("A joined game with cards dealt face down, closed in the middle, goes on when continued", "[online]")
{
    ProsodyServer server({{"host", "host-secret"}, {"guest1", "guest1-secret"}});
    QTemporaryDir folder;
    useAccount(server, "guest1");
    auto host = startHost(server, folder, "circular-chess", {}, "ai:beginner,xmpp:" + server.jid("guest1"));
    QTemporaryDir data;
    QString autosave;
    const auto playOn = [](MainWindow &window, const std::function<bool()> &done) {
        return waitUntil(
            [&] {
                if (done())
                    return true;
                if (window.session().humanToMove())
                    window.session().playHuman(window.session().state()->legalActions().front());
                return false;
            },
            240000);
    };
    {
        MainWindow window(data.path());
        window.setMessageHandler(
            [](QMessageBox::Icon, const QString &, const QString &text) { FAIL_CHECK(text.toStdString()); });
        REQUIRE(waitUntil([&] { return !window.onlineGame()->invitations().isEmpty(); }, 60000));
        REQUIRE(window.acceptInvitation(window.onlineGame()->invitations().front().id));
        REQUIRE(playOn(window, [&] { return window.session().moveCount() >= 8; }));
        // The host's card was dealt face down: this seat keeps only that a card was dealt.
        CHECK(window.session().moveTexts().front() == QStringLiteral("deal"));
        CHECK(window.session().observer() == 1);
        autosave = window.session().autosaveFile();
    } // closed in the middle of the game
    REQUIRE_FALSE(autosave.isEmpty());

    MainWindow window(data.path());
    window.setMessageHandler(
        [](QMessageBox::Icon, const QString &, const QString &text) { FAIL_CHECK(text.toStdString()); });
    REQUIRE(window.continueGame(autosave));
    INFO("continued at move " << window.session().moveCount());
    REQUIRE(window.onlineGame()->joined() != nullptr);
    REQUIRE(playOn(window, [&] { return window.session().state()->isTerminal(); }));
    const int exit = botExit(*host);
    INFO(host->err());
    REQUIRE(exit == 0);
    CHECK(botMoves(folder, "host").size() == window.session().moveCount());
}

TEST_CASE("Invitations: a declined one tells the host, a bad one is refused, a flood keeps the newest", "[online]")
{
    ProsodyServer server({{"host", "host-secret"}, {"guest1", "guest1-secret"}});
    useAccount(server, "guest1");
    AppFixture app;
    HandDriven host(server, "host");
    const std::string me = server.jid("guest1");
    const auto invite = [&](const std::string &id, const std::string &game) {
        host.send(me, remote::toXml({id, remote::Invite {game, {{"size", "5"}}, {"", me}}}));
    };
    const std::string first(20, 'a');
    REQUIRE(waitUntil([&] { return app.window.onlineGame()->connection().state() == remote::XmppLink::State::Online; },
                      60000));
    invite(first, "egotzi");
    REQUIRE(waitUntil([&] { return app.launcherInvitations() == 1; }, 60000));
    // Asked again, it is still one invitation.
    invite(first, "egotzi");
    // A game nobody knows is declined with its reason, and never shown.
    invite(std::string(20, 'b'), "chess");
    const remote::Envelope refused = host.next();
    REQUIRE(std::holds_alternative<remote::Decline>(refused.body));
    CHECK(refused.gameId == std::string(20, 'b'));
    CHECK(app.launcherInvitations() == 1);

    // The player declines: the host hears it, and the invitation goes.
    REQUIRE(app.window.onlineGame()->invitations().size() == 1);
    app.window.findChild<QPushButton *>(QStringLiteral("declineInvitation"))->click();
    const remote::Envelope declined = host.next();
    CHECK(declined.gameId == first);
    CHECK(std::holds_alternative<remote::Decline>(declined.body));
    CHECK(app.launcherInvitations() == 0);

    // A flood: only the newest few wait, and the window stays on the launcher.
    for (int i = 0; i < OnlineGame::kMaxInvitations + 4; ++i)
        invite(std::string(18, 'c') + QStringLiteral("%1").arg(i, 2, 16, QLatin1Char('0')).toStdString(), "egotzi");
    REQUIRE(waitUntil(
        [&] {
            const auto &all = app.window.onlineGame()->invitations();
            return !all.isEmpty() && all.back().id.endsWith(QStringLiteral("0b"));
        },
        60000));
    CHECK(app.window.onlineGame()->invitations().size() == OnlineGame::kMaxInvitations);
    CHECK(app.launcherInvitations() == OnlineGame::kMaxInvitations);
    CHECK_FALSE(app.window.showingGame());
}

#endif
