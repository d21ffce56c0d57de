#pragma once
// Shared helpers for the app tests: a window with its own data folder and captured
// messages, waiting on the event loop, and clicking Egotzi's cells.

#include <functional>

#include <QElapsedTimer>
#include <QFile>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "ludoteca/core/registry.h"
#include "history/history_dialog.h"
#include "history/history_store.h"
#include "i18n/language.h"
#include "ludoteca/games/egotzi.h"
#include "session/seat.h"
#include "ui/action_strip.h"
#include "ui/game_page.h"
#include "ui/launcher_page.h"
#include "ui/main_window.h"
#include "views/board_view.h"
#include "views/board_view_factory.h"
#include "views/square_board_view.h"
#include "views/game_presentation.h"

namespace ludoteca::app::testing {

// The app speaks `locale` while this lives, English again after. `code` is the translation
// loaded (empty for English).
struct Speaking {
    explicit Speaking(const QLocale &locale) : code(language::install(locale)) {}
    ~Speaking() { language::install(QLocale(QLocale::English, QLocale::UnitedStates)); }
    Speaking(const Speaking &) = delete;
    Speaking &operator=(const Speaking &) = delete;
    QString code;
};

// Runs the event loop until `done` holds; false after `timeoutMs` (a safety net against a
// hang, not a speed requirement).
inline bool waitUntil(const std::function<bool()> &done, int timeoutMs = 240000)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QTest::qWait(5);
    }
    return true;
}

// Every game the history in `folder` keeps, read straight from its store.
inline QVector<HistoryEntry> historyOf(const QString &folder)
{
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder, error));
    QVector<HistoryEntry> entries;
    REQUIRE(store.entries(entries, error));
    return entries;
}

// The History window once it has read the games it shows (it reads on a worker thread).
inline void settled(HistoryDialog &dialog)
{
    REQUIRE(waitUntil([&] { return !dialog.loading(); }));
}
inline HistoryDialog *historyShown(MainWindow &window)
{
    HistoryDialog *history = window.showHistory();
    settled(*history);
    return history;
}

// How many different colours `presentation` gives the first `seats` seats of `state`; every seat
// must also have a colour name.
inline int distinctSeatColours(const GamePresentation &presentation, const State &state, int seats)
{
    QSet<QRgb> colours;
    for (int seat = 0; seat < seats; ++seat) {
        const auto look = presentation.seatLook(state, seat);
        colours.insert(look.color.rgb());
        CHECK_FALSE(look.name.isEmpty());
    }
    return static_cast<int>(colours.size());
}

// Whole files, for the saved-game tests.
inline void writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.write(data) == data.size());
}

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

// The games a player can choose, as the launcher offers them: those with a board view of
// their own, the tests' sixth game among them (test-nim is drawn by the generic view only).
inline std::vector<const GameInfo *> gamesWithBoards()
{
    std::vector<const GameInfo *> games;
    for (const GameInfo *info : GameRegistry::games())
        if (BoardViewFactory::has(info->id))
            games.push_back(info);
    return games;
}

inline Seat human(const QString &name) { return {Seat::Kind::Human, ai::Level::Easy, name}; }
inline Seat computer(const QString &name, ai::Level level = ai::Level::Easy) { return {Seat::Kind::Ai, level, name}; }

// A game's options with `given` in place of the defaults; a mistyped key or value fails the
// test instead of quietly playing the defaults.
inline Options gameOptions(const std::string &gameId, const std::vector<std::pair<std::string, std::string>> &given)
{
    const GameInfo *info = GameRegistry::find(gameId);
    REQUIRE(info);
    Options options;
    std::string error;
    const bool resolved = info->resolveOptions(given, options, error);
    INFO(gameId << ": " << error);
    REQUIRE(resolved);
    return options;
}

inline Options egotziOptions(const std::vector<std::pair<std::string, std::string>> &given)
{
    return gameOptions("egotzi", given);
}

struct AppFixture {
    QTemporaryDir data;
    MainWindow window {data.path()};

    QStringList messages;

    AppFixture()
    {
        window.setMessageHandler([this](QMessageBox::Icon, const QString &title, const QString &text) {
            messages << title + QStringLiteral(": ") + text;
        });
        // Small searches keep AI seats quick in tests.
        window.session().aiPlayer().setIterationLimit(60);
        window.session().setAiDelay(0);
        window.resize(1000, 700);
        // The games' seeds follow Catch's --rng-seed (0 unless given): a failure repeats,
        // and `--rng-seed N` plays other deals.
        window.setSeedSequence(Catch::rngSeed());
        // The course is offered once per game, the first time it is chosen: tests that
        // choose games mean to play them (lessons_test.cpp checks the offer).
        for (const GameInfo *info : GameRegistry::games())
            QSettings().setValue(QStringLiteral("lessons/%1/offered").arg(QString::fromStdString(info->id)), true);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            qWarning("the test window was not exposed");
    }

    GameSession &session() { return window.session(); }
    // How many invitations of friends online the launcher lists.
    int launcherInvitations() { return window.findChild<LauncherPage *>()->invitationCount(); }

    // Settings → Configure Ludoteca…, opened as a player opens it.
    QDialog *openSettings()
    {
        window.action(QStringLiteral("preferences"))->trigger();
        QApplication::processEvents();
        return window.findChild<QDialog *>(QStringLiteral("settings"));
    }

    bool startEgotzi(QVector<Seat> seats, std::vector<std::pair<std::string, std::string>> options = {{"size", "5"}})
    {
        const bool ok = window.startGame(*GameRegistry::find("egotzi"), egotziOptions(std::move(options)), seats);
        QApplication::processEvents(); // lay the new view out
        return ok;
    }

    // Starts the game `id` with its default options, but for `given`.
    bool startDefault(const char *id, const QVector<Seat> &seats,
                      const std::vector<std::pair<std::string, std::string>> &given = {})
    {
        const GameInfo *info = GameRegistry::find(id);
        Options options;
        std::string error;
        if (!info || !info->resolveOptions(given, options, error) || !window.startGame(*info, options, seats))
            return false;
        QApplication::processEvents(); // lay the new view out
        return true;
    }

    // Egotzi's board view (its class has no header), or null when another view is shown.
    SquareBoardView *egotziView()
    {
        BoardView *view = window.gamePage()->view();
        return view && view->inherits("ludoteca::app::egotzi::EgotziView") ? qobject_cast<SquareBoardView *>(view)
                                                                           : nullptr;
    }

    // Clicks the centre of an Egotzi cell given by name ("c3").
    void clickCell(const QString &name)
    {
        const auto &game = stateAs<games::egotzi::EgotziState>(*session().state());
        const int cell = game.cellFromName(name.toStdString());
        REQUIRE(cell >= 0);
        QTest::mouseClick(egotziView(), Qt::LeftButton, {}, egotziView()->cellCenter(cell).toPoint());
    }

    QStringList moves()
    {
        QStringList list;
        for (int i = 0; i < session().moveCount(); ++i)
            list << session().moveText(i);
        return list;
    }
};

// The action strip's button named `name` ("action_chance", "action_no-totem"), or null.
inline QPushButton *stripButton(AppFixture &app, const QString &name)
{
    for (QPushButton *button : app.window.gamePage()->actionStrip()->buttons())
        if (button->objectName() == name)
            return button;
    return nullptr;
}

} // namespace ludoteca::app::testing
