// The computer's help to a person: its threads, the hint's best moves with their chances
// and lines, and the evaluation bar.

#include <QAction>
#include <QDialog>
#include <QSpinBox>
#include <QSettings>
#include <QThread>

#include "app_test_support.h"
#include "session/game_session.h"
#include "ui/computer_settings.h"
#include "ui/evaluation_bar.h"
#include "ui/side_panel.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

TEST_CASE("The computer searches on all the cores but one unless told otherwise, and the choice is kept")
{
    QSettings().remove(QStringLiteral("computer/threads"));
    const int cores = std::max(1, QThread::idealThreadCount());
    CHECK(computer_settings::defaultThreads() == std::max(1, cores - 1));
    const int choice = computer_settings::defaultThreads() == 1 ? cores : 1; // anything but the default
    {
        AppFixture app;
        CHECK(app.session().aiPlayer().threads() == computer_settings::defaultThreads());
        QDialog *settings = app.openSettings();
        REQUIRE(settings);
        auto *threads = settings->findChild<QSpinBox *>(QStringLiteral("threads"));
        REQUIRE(threads);
        CHECK(threads->value() == computer_settings::defaultThreads());
        CHECK(threads->maximum() == cores);
        threads->setValue(choice);
        CHECK(QSettings().value(QStringLiteral("computer/threads")).toInt() == choice);
        CHECK(app.session().aiPlayer().threads() == choice);
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        CHECK(app.session().hintSettings().threads == choice);
    }
    AppFixture again; // the next start
    CHECK(again.session().aiPlayer().threads() == choice);
    QDialog *settings = again.openSettings();
    REQUIRE(settings);
    CHECK(settings->findChild<QSpinBox *>(QStringLiteral("threads"))->value() == choice);
    QSettings().remove(QStringLiteral("computer/threads"));
}

TEST_CASE("A hint marks the best three moves with the chances the analysis gives, highest first, in every game")
{
    for (const GameInfo *info : gamesWithBoards()) {
        const char *id = info->id.c_str();
        INFO(id);
        AppFixture app;
        app.session().aiPlayer().setThreads(2); // the hint's search on two threads
        REQUIRE(app.startDefault(id, {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
        app.session().takeScreen(); // Circular Chess's secrets: Ana has the screen
        BoardView *view = app.window.gamePage()->view();
        app.window.action(QStringLiteral("hint"))->trigger();
        REQUIRE(waitUntil([&] { return view->hint() != kInvalidAction; }));

        const State &live = *app.session().state();
        const ai::SearchSettings settings = app.session().hintSettings();
        CHECK(settings.threads == 2);
        ai::Analysis expected = ai::analyse(live, settings, 3);
        // The three most visited moves, the highest chance (in whole percent) first.
        const auto mover = static_cast<std::size_t>(live.currentPlayer());
        for (std::size_t i = 1; i < expected.best.size(); ++i)
            for (std::size_t j = i; j > 0; --j) {
                const long before = std::lround(expected.best[j - 1].values[mover] * 100);
                const long after = std::lround(expected.best[j].values[mover] * 100);
                if (after > before)
                    std::swap(expected.best[j - 1], expected.best[j]);
            }
        // A move off the board goes by its label, any other by its words.
        const auto nameOf = [&](const State &state, Action action) {
            const GamePresentation *presentation = app.window.gamePage()->presentation();
            const QString label = presentation->offBoardLabel(state, action);
            return label.isEmpty() ? presentation->moveText(state, action) : label;
        };
        REQUIRE(view->hints().size() == expected.best.size());
        CHECK(view->hints().size() <= 3);
        int marked = 0;
        for (std::size_t i = 0; i < expected.best.size(); ++i) {
            const int index = static_cast<int>(i);
            CHECK(view->hints()[i].action == expected.best[i].action);
            CHECK(view->hints()[i].line == expected.best[i].line);
            CHECK(view->hintChance(index)
                  == Approx(expected.best[i].values[static_cast<std::size_t>(live.currentPlayer())]));
            const bool onBoard = !view->movePath(live, expected.best[i].action).isEmpty();
            CHECK(onBoard == !view->hintLabelRect(index).isEmpty());
            if (onBoard)
                ++marked;
            else // named with its chance beside the board
                CHECK(app.window.gamePage()->panel()->statusText().contains(nameOf(live, expected.best[i].action)));
        }
        CHECK(marked >= (std::string_view(id) == "wapi" ? 0 : 1));
        for (int i = 1; i < static_cast<int>(view->hints().size()); ++i)
            CHECK(qRound(view->hintChance(i - 1) * 100) >= qRound(view->hintChance(i) * 100));
        CHECK(app.window.gamePage()->panel()->statusText().contains(QStringLiteral("%")));
    }
}

TEST_CASE("The pointer on a hint's label shows the line the computer expects")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    SquareBoardView *view = app.egotziView();
    app.window.action(QStringLiteral("hint"))->trigger();
    REQUIRE(waitUntil([&] { return view->hint() != kInvalidAction; }));
    CHECK(view->hints().size() == 3);
    CHECK(view->hints().front().line.size() > 1); // Egotzi hides nothing: the line goes on
    CHECK(view->shownLine() == -1);
    const QRectF label = view->hintLabelRect(0);
    REQUIRE_FALSE(label.isEmpty());
    QTest::mouseMove(view, label.center().toPoint());
    CHECK(view->shownLine() == 0);
    QTest::mouseMove(view, QPoint(1, 1));
    CHECK(view->shownLine() == -1);
    app.clickCell(QStringLiteral("a1"));
    CHECK(view->hints().empty()); // gone with the position
}

TEST_CASE("The evaluation bar follows the person's turns and the browsed position, and never runs beside the AI")
{
    QSettings().remove(QStringLiteral("view/evaluationBar"));
    AppFixture app;
    EvaluationBar *bar = app.window.gamePage()->evaluationBar();
    QAction *toggle = app.window.action(QStringLiteral("evaluationBar"));
    CHECK_FALSE(toggle->isChecked()); // off by default
    // Master thinks for a time, so its turn lasts long enough to be seen.
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"), ai::Level::Master)}));
    CHECK_FALSE(bar->isVisible());
    CHECK_FALSE(bar->running());

    toggle->trigger();
    CHECK(QSettings().value(QStringLiteral("view/evaluationBar")).toBool());
    CHECK(bar->isVisible());
    REQUIRE(waitUntil([&] { return bar->valuesMoves() == 0; }));
    REQUIRE(bar->values().size() == 2);
    for (const double value : bar->values())
        CHECK((value >= 0.0 && value <= 1.0));

    app.session().aiPlayer().setIterationLimit(20000); // the AI seat thinks for a while
    app.clickCell(QStringLiteral("c3"));
    CHECK_FALSE(bar->running()); // the move stopped it
    REQUIRE(waitUntil([&] { return app.session().aiThinking(); }));
    CHECK_FALSE(bar->running());
    REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
    REQUIRE(waitUntil([&] { return bar->valuesMoves() == 2; })); // the person's turn again

    // Looking back at the first position, the bar speaks of it, and of the live one again
    // on the way back; an answer for another position is never drawn as current.
    app.session().browse(1);
    REQUIRE(app.session().browsing());
    REQUIRE(waitUntil([&] { return bar->valuesMoves() == 1; }));
    REQUIRE(bar->values().size() == 2);
    app.session().returnToLive();
    REQUIRE(waitUntil([&] { return bar->valuesMoves() == 2; }));

    toggle->trigger();
    CHECK_FALSE(bar->isVisible());
    CHECK_FALSE(QSettings().value(QStringLiteral("view/evaluationBar")).toBool());
    app.clickCell(QStringLiteral("b2"));
    REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
    CHECK_FALSE(bar->running()); // hidden: it does not look
    QSettings().remove(QStringLiteral("view/evaluationBar"));
}

TEST_CASE("The evaluation bar and the hint give a chance alike: the chance after the best move")
{
    // Two stones left in the test game's row: taking both wins, taking one loses. The
    // search's mean over every move it tried says less than certain; after the best move
    // the mover has won, and both the bar and the hint say so.
    QSettings().setValue(QStringLiteral("view/evaluationBar"), true);
    AppFixture app;
    EvaluationBar *bar = app.window.gamePage()->evaluationBar();
    REQUIRE(app.startDefault("test-sixth", {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))},
                             {{"stones", "3"}}));
    REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
    app.session().takeScreen();
    for (const Action action : app.session().state()->legalActions()) {
        auto after = app.session().state()->clone();
        after->apply(action);
        if (after->legalActions().size() == 2) {
            REQUIRE(app.session().playHuman(action));
            break;
        }
    }
    REQUIRE(app.session().moveCount() == 1);
    REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
    app.session().takeScreen();
    REQUIRE(bar->isVisible());
    REQUIRE(waitUntil([&] { return bar->valuesMoves() == 1; }));
    REQUIRE(bar->values().size() == 2);
    CHECK(bar->values()[1] == Approx(1.0));
    CHECK(bar->values()[0] == Approx(0.0));

    BoardView *view = app.window.gamePage()->view();
    app.window.action(QStringLiteral("hint"))->trigger();
    REQUIRE(waitUntil([&] { return view->hint() != kInvalidAction; }));
    CHECK(view->hintChance(0) == Approx(1.0));
    QSettings().remove(QStringLiteral("view/evaluationBar"));
}
