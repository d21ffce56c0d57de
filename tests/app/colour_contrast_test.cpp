// Both colour schemes are readable: every board and panel of the five games, after a few
// moves and at the end (the evaluation bar shown), is rendered in each scheme, and every text
// a widget paints must stand out from what is under it by WCAG's 4.5:1 contrast; the seats'
// colour discs in the player list by 3:1 (a mark, not a text).

#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QSettings>
#include <QTabWidget>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "app_test_support.h"
#include "scheme_in_force.h"
#include "history/history_dialog.h"
#include "history/statistics_view.h"
#include "review/review_chart.h"
#include "review/review_dialog.h"
#include "ui/setup_dialog.h"
#include "contrast_check.h"
#include "screen_texts.h"
#include "ui/evaluation_bar.h"
#include "ui/side_panel.h"
#include "ui/theme.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// The seats' colour discs in the player list: each must show an edge of at least 3:1
// against the panel (WCAG's rule for the marks a player must tell apart).
QStringList faintSeatDiscs(QWidget &window, SidePanel &panel)
{
    const QImage image = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
    QStringList failures;
    QWidget *seats = panel.findChild<QWidget *>(QStringLiteral("seats"));
    REQUIRE(seats);
    for (QLabel *label : seats->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->pixmap().isNull())
            continue;
        const QRect area(label->mapTo(&window, QPoint()), label->size());
        const QColor under = QColor::fromRgb(image.pixel(area.topLeft())); // the panel, beside the disc
        int strong = 0;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x)
                if (contrast(QColor::fromRgb(image.pixel(x, y)), under) >= 3.0)
                    ++strong;
        if (strong < 30)
            failures << QStringLiteral("a seat's disc in %1: %2 pixels of 3:1 on %3")
                            .arg(describe(label))
                            .arg(strong)
                            .arg(under.name());
    }
    return failures;
}

// Plays `plies` more moves (a random legal one for the person, the computer's own), or to
// the end when `plies` is negative, waiting for the evaluation bar's answer at each turn of
// the person so that it has something to show.
void play(AppFixture &app, int plies, std::mt19937 &random)
{
    GameSession &session = app.session();
    EvaluationBar *bar = app.window.gamePage()->evaluationBar();
    const int target = session.moveCount() + plies;
    session.setPaused(false);
    REQUIRE(waitUntil([&] {
        if (session.state()->isTerminal() || (plies >= 0 && session.moveCount() >= target))
            return true;
        if (session.chancePending())
            session.resolveChance();
        else if (session.humanToMove() && !session.busy()
                 && (bar->valuesMoves() == session.moveCount() || !bar->isVisible())) {
            const std::vector<Action> legal = session.state()->legalActions();
            session.playHuman(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]);
        }
        return false;
    }));
    // What is read is the position at rest, not a piece fading out half way: the computer
    // waits meanwhile, or a move of its own arriving would start an animation under the reader.
    session.setPaused(true);
    REQUIRE(waitUntil([&] { return !app.window.gamePage()->view()->animating(); }));
    QApplication::processEvents();
}

} // namespace

TEST_CASE("In either colour scheme every painted text stands out from what is under it")
{
    struct Game {
        const char *id;
        std::vector<std::pair<std::string, std::string>> options;
        int computers;
    };
    // Every game a player chooses, with Anna against the computers; a few with options that
    // show more seats, or a quicker game.
    const std::map<std::string, Game> tweaked {{"egotzi", {"egotzi", {{"size", "5"}}, 1}},
                                               {"circular-chess", {"circular-chess", {{"players", "3"}}, 2}},
                                               {"wapi", {"wapi", {{"players", "3"}}, 2}}};
    std::vector<Game> games;
    for (const GameInfo *info : gamesWithBoards()) {
        const auto found = tweaked.find(info->id);
        games.push_back(found != tweaked.end() ? found->second : Game {info->id.c_str(), {}, info->minPlayers - 1});
    }
    const auto scheme = GENERATE(theme::Scheme::Dark, theme::Scheme::Light);
    const SchemeInForce inForce(scheme);
    REQUIRE(theme::isDark() == (scheme == theme::Scheme::Dark));
    for (const Game &game : games) {
        DYNAMIC_SECTION(game.id << (scheme == theme::Scheme::Dark ? " dark" : " light"))
        {
            AppFixture app;
            int checked = 0;
            const QStringList launcher = lowContrastTexts(app.window, checked);
            CHECK(checked > 20); // the reader does see the launcher's words
            QAction *bar = app.window.action(QStringLiteral("evaluationBar"));
            const bool barWasShown = bar->isChecked();
            if (!barWasShown)
                bar->trigger();
            QVector<Seat> seats {human(QStringLiteral("Anna"))};
            for (int i = 1; i <= game.computers; ++i)
                seats << computer(QStringLiteral("Computer %1").arg(i));
            REQUIRE(app.startDefault(game.id, seats, game.options));
            QApplication::processEvents();
            std::mt19937 random(7);
            QStringList failures = launcher;
            failures << lowContrastTexts(app.window, checked);
            play(app, 6, random);
            failures << lowContrastTexts(app.window, checked);
            failures << faintSeatDiscs(app.window, *app.window.gamePage()->panel());
            play(app, -1, random);
            REQUIRE(app.session().state()->isTerminal());
            REQUIRE_FALSE(app.window.gamePage()->evaluationBar()->values().empty());
            failures << lowContrastTexts(app.window, checked);
            failures << faintSeatDiscs(app.window, *app.window.gamePage()->panel());
            CHECK(checked > 100); // the boards' and panels' words were read
            failures.removeDuplicates();
            INFO(failures.join(QLatin1Char('\n')).toStdString());
            CHECK(failures.isEmpty());
            if (!barWasShown)
                bar->trigger(); // the settings outlive the test
        }
    }
}

TEST_CASE("In either colour scheme the charts, their legends and the set-up's boards stand out")
{
    const auto scheme = GENERATE(theme::Scheme::Dark, theme::Scheme::Light);
    const SchemeInForce inForce(scheme);
    INFO((scheme == theme::Scheme::Dark ? "dark" : "light"));
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Anna")), computer(QStringLiteral("Bruno"))},
                            {{"size", "5"}, {"pie", "off"}}));
    std::mt19937 random(7);
    play(app, -1, random);
    REQUIRE(app.session().state()->isTerminal());
    QStringList failures;
    int checked = 0;

    // The review: its chart's words, and every seat's line (its legend's mark) against
    // the chart, by WCAG's 3:1 for marks.
    app.window.action(QStringLiteral("review"))->trigger();
    ReviewDialog *review = app.window.review();
    REQUIRE(review);
    review->setBudget(200, 1);
    review->startReview();
    REQUIRE(waitUntil([&] { return !review->reviewing(); }));
    QApplication::processEvents();
    failures << lowContrastTexts(*review, checked);
    const QColor chartBackground = review->chart()->chart()->backgroundBrush().color();
    for (int seat = 0; seat < 2; ++seat) {
        const QColor line = review->chart()->seatLine(seat)->pen().color();
        if (contrast(line, chartBackground) < 3.0)
            failures << QStringLiteral("seat %1's line %2 on %3").arg(seat).arg(line.name(), chartBackground.name());
    }
    // The chart takes the scheme's colours, not Qt Charts' white.
    CHECK(contrast(chartBackground, theme::colours().window) < 1.5);
    review->close();

    // The history's statistics, with its chart.
    HistoryDialog *history = historyShown(app.window);
    REQUIRE(waitUntil([&] { return history->statistics()->choose(QStringLiteral("Anna"), QStringLiteral("egotzi")); }));
    history->tabs()->setCurrentWidget(history->statistics());
    history->resize(900, 700);
    QApplication::processEvents();
    failures << lowContrastTexts(*history, checked);
    history->close();

    // The set-up of every game, with the boards some of them draw for their options.
    for (const GameInfo *info : gamesWithBoards()) {
        SetupDialog *setup = app.window.openSetup(QString::fromStdString(info->id));
        REQUIRE(setup);
        setup->resize(700, 900);
        QApplication::processEvents();
        failures << lowContrastTexts(*setup, checked);
        setup->reject();
    }
    CHECK(checked > 50);
    failures.removeDuplicates();
    INFO(failures.join(QLatin1Char('\n')).toStdString());
    CHECK(failures.isEmpty());
}
