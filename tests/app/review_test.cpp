// Game → Review Game: the chart's points are the engine's analyses of the same positions
// with the same seeds, a click shows that position, Stop stops at once, and the review
// is searched for the session's viewer.

#include <catch2/catch.hpp>

#include <QAction>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QScreen>
#include <QSet>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>

#include "app_test_support.h"
#include "i18n/language.h"
#include "ludoteca/ai/review.h"
#include "ludoteca/core/random.h"
#include "review/game_reviewer.h"
#include "review/review_chart.h"
#include "review/review_dialog.h"
#include "ui/game_page.h"
#include "views/board_view.h"
#include "views/game_presentation.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

bool playText(GameSession &session, const char *text)
{
    std::string error;
    const Action action = session.state()->parseAction(text, error);
    return action != kInvalidAction && session.playHuman(action);
}

// Opens the review from the menu, then restarts it with a small budget.
ReviewDialog *reviewWith(AppFixture &app, std::uint64_t iterations)
{
    QAction *action = app.window.action(QStringLiteral("review"));
    REQUIRE(action->isEnabled());
    action->trigger();
    ReviewDialog *review = app.window.review();
    REQUIRE(review != nullptr);
    REQUIRE(review->isVisible());
    review->setBudget(iterations, 1);
    review->startReview();
    return review;
}

} // namespace

TEST_CASE("A review charts each seat's chances as the engine's analysis gives them")
{
    AppFixture app;
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    for (const char *move : {"c3", "d3", "b2", "c4"})
        REQUIRE(playText(app.session(), move));
    ReviewDialog *review = reviewWith(app, 300);
    REQUIRE(waitUntil([&] { return !review->reviewing(); }));
    CHECK(review->progressBar()->isHidden());

    // The same positions and seeds through ai::analyse, searched for the same viewer.
    const State &game = *app.session().state();
    auto position = game.clone();
    while (position->undo()) {}
    Rng seeds(app.session().seed());
    ReviewChart *chart = review->chart();
    for (int ply = 0; ply <= game.ply(); ++ply) {
        INFO("ply " << ply);
        ai::SearchSettings settings = ai::analysisSettings(*position, 300, 0, seeds.next(), 1);
        settings.observer = app.session().viewer();
        const ai::Analysis expected = ai::analyse(*position, settings);
        for (int seat = 0; seat < 2; ++seat) {
            QLineSeries *line = chart->seatLine(seat);
            REQUIRE(line->count() == game.ply() + 1);
            CHECK(line->at(ply).x() == ply);
            CHECK(line->at(ply).y() == Approx(expected.values[static_cast<std::size_t>(seat)] * 100.0));
        }
        if (ply < game.ply())
            position->apply(game.history()[static_cast<std::size_t>(ply)]);
    }
    // The marks are the engine's mistakes for those analyses.
    const auto mistakes =
        ai::findMistakes(game, review->reviewer()->analyses(), ReviewDialog::kMistakeDrop, ReviewDialog::kMaxMistakes);
    CHECK(chart->mistakeMarks()->count() == static_cast<int>(mistakes.size()));

    SECTION("a click on the chart shows that position, and the chart marks it")
    {
        QLineSeries *line = chart->seatLine(0);
        const QPointF scene = chart->chart()->mapToPosition(line->at(2), line);
        const QPoint point = chart->mapFromScene(scene);
        CHECK(chart->plyAt(point) == 2);
        QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, point);
        CHECK(app.session().browsing());
        CHECK(app.session().shownPly() == 2);
        // Back to the last position: live play again.
        QTest::mouseClick(chart->viewport(), Qt::LeftButton, {},
                          chart->mapFromScene(chart->chart()->mapToPosition(line->at(4), line)));
        CHECK_FALSE(app.session().browsing());
    }
    SECTION("a new game closes the review")
    {
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        CHECK_FALSE(review->isVisible());
    }
}

TEST_CASE("A review searches each position with its game's own budget")
{
    // Wang Zi's playouts are long, so its profile gives its review a smaller budget; a game
    // without one gets the generic budget.
    for (const char *id : {"wangzi", "egotzi"}) {
        INFO(id);
        AppFixture app;
        REQUIRE(app.startDefault(id, {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        std::vector<Action> legal;
        app.session().state()->legalActions(legal);
        REQUIRE(app.session().playHuman(legal.front()));
        const std::uint64_t budget = ai::reviewIterations(*app.session().state());
        if (std::string(id) == "wangzi")
            CHECK(budget < ai::kReviewIterations);
        else
            CHECK(budget == ai::kReviewIterations);
        app.window.action(QStringLiteral("review"))->trigger();
        ReviewDialog *review = app.window.review();
        REQUIRE(review != nullptr);
        review->setBudget(0, 1);
        review->startReview();
        REQUIRE(waitUntil([&] { return !review->reviewing(); }, 120000));
        const auto &analyses = review->reviewer()->analyses();
        REQUIRE(analyses.size() == 2);
        for (const ai::Analysis &analysis : analyses)
            CHECK(analysis.iterations == budget);
    }
}

TEST_CASE("Stop ends a review at once and nothing more arrives")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "7"}}));
    for (const char *move : {"d4", "swap", "c3"})
        REQUIRE(playText(app.session(), move));
    // A budget that would take minutes: only cancellation ends it.
    ReviewDialog *review = reviewWith(app, 100'000'000);
    REQUIRE(review->reviewing());
    auto *stop = review->findChild<QPushButton *>(QStringLiteral("reviewCancel"));
    REQUIRE(stop != nullptr);
    REQUIRE(stop->isVisible());
    QTest::mouseClick(stop, Qt::LeftButton);
    CHECK_FALSE(review->reviewing());
    const auto shown = review->chart()->seatLine(0)->count();
    QTest::qWait(200);
    CHECK(review->chart()->seatLine(0)->count() == shown);

    // The worker is free again: a small review after it runs to the end.
    review->setBudget(200, 1);
    review->startReview();
    REQUIRE(waitUntil([&] { return !review->reviewing(); }, 60000));
    CHECK(review->chart()->seatLine(0)->count() == 4);
    CHECK(review->chart()->seatLine(1)->count() == 4);
}

TEST_CASE("A review evaluates for the session's viewer and is offered at the end of a game")
{
    AppFixture app;
    SECTION("at a shared screen, during the game: from what every seat may see")
    {
        REQUIRE(app.startDefault(
            "circular-chess", {human(QStringLiteral("Ana")), human(QStringLiteral("Ben")), human(QStringLiteral("Cy"))},
            {{"players", "3"}}));
        REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
        ReviewDialog *review = reviewWith(app, 50);
        CHECK(review->observer() == kSpectatorViewer);
        REQUIRE(waitUntil([&] { return !review->reviewing(); }));
        CHECK(review->chart()->seatLine(2)->count() == app.session().state()->ply() + 1);
    }
    SECTION("one person against the computer: that person's view")
    {
        REQUIRE(app.startDefault("circular-chess", {computer(QStringLiteral("Al")), human(QStringLiteral("Ben"))}));
        REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
        ReviewDialog *review = reviewWith(app, 50);
        CHECK(review->observer() == 1);
        REQUIRE(waitUntil([&] { return !review->reviewing(); }));
    }
    SECTION("a game of chance: the positions before each draw are charted too")
    {
        REQUIRE(app.startDefault(
            "wapi", {human(QStringLiteral("Ana")), human(QStringLiteral("Ben")), human(QStringLiteral("Cy"))},
            {{"players", "3"}}));
        REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
        ReviewDialog *review = reviewWith(app, 50);
        REQUIRE(waitUntil([&] { return !review->reviewing(); }));
        const auto &analyses = review->reviewer()->analyses();
        REQUIRE(static_cast<int>(analyses.size()) == app.session().state()->ply() + 1);
        CHECK(analyses.front().mover == kChancePlayer); // the bag is drawn from first
        for (int seat = 0; seat < 3; ++seat) {
            QLineSeries *line = review->chart()->seatLine(seat);
            REQUIRE(line->count() == static_cast<int>(analyses.size()));
            CHECK(line->at(0).y() == Approx(analyses.front().values[static_cast<std::size_t>(seat)] * 100.0));
        }
    }
    SECTION("a finished game: everything, from the button under the result")
    {
        REQUIRE(app.startEgotzi({computer(QStringLiteral("Al")), computer(QStringLiteral("Bo"))}));
        REQUIRE(waitUntil([&] { return app.session().state()->isTerminal(); }));
        auto *button = app.window.gamePage()->findChild<QPushButton *>(QStringLiteral("reviewGame"));
        REQUIRE(button != nullptr);
        REQUIRE(button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        ReviewDialog *review = app.window.review();
        REQUIRE(review != nullptr);
        CHECK(review->isVisible());
        CHECK(review->observer() == kOmniscientViewer);
        review->cancelReview();
    }
    SECTION("an opened save")
    {
        SavedGame saved;
        saved.gameId = QStringLiteral("egotzi");
        saved.options = egotziOptions({{"size", "5"}});
        saved.seats = {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))};
        saved.moves = {QStringLiteral("c3"), QStringLiteral("d3")};
        QString error;
        REQUIRE(app.session().restore(saved, error));
        QApplication::processEvents();
        ReviewDialog *review = reviewWith(app, 100);
        REQUIRE(waitUntil([&] { return !review->reviewing(); }));
        CHECK(review->chart()->seatLine(0)->count() == 3);
    }
}

TEST_CASE("The review names the biggest mistakes in the move list's words")
{
    AppFixture app;
    const GameInfo &wapi = *GameRegistry::find("wapi");
    Options options;
    std::string error;
    REQUIRE(wapi.resolveOptions({{"players", "3"}}, options, error));
    QString why;
    REQUIRE(app.session().start(
        wapi, options, {computer(QStringLiteral("Al")), computer(QStringLiteral("Bo")), computer(QStringLiteral("Cy"))},
        7, why));
    app.session().setChanceMode(GameSession::ChanceMode::Automatic); // whatever Wapi's box says
    REQUIRE(waitUntil([&] { return app.session().state()->isTerminal(); }));
    ReviewDialog *review = reviewWith(app, 120);
    REQUIRE(waitUntil([&] { return !review->reviewing(); }));

    const State &game = *app.session().state();
    const auto mistakes =
        ai::findMistakes(game, review->reviewer()->analyses(), ReviewDialog::kMistakeDrop, ReviewDialog::kMaxMistakes);
    REQUIRE_FALSE(mistakes.empty());
    auto *list = review->findChild<QListWidget *>(QStringLiteral("reviewMistakes"));
    REQUIRE(list);
    REQUIRE(list->count() == static_cast<int>(mistakes.size()));
    const GamePresentation *presentation = app.window.gamePage()->presentation();
    for (int i = 0; i < list->count(); ++i) {
        const ai::Mistake &mistake = mistakes[static_cast<std::size_t>(i)];
        auto before = game.clone();
        while (before->ply() > mistake.ply)
            before->undo();
        const auto words = [&](Action action) {
            const QString label = presentation->offBoardLabel(*before, action);
            return label.isEmpty() ? presentation->moveText(*before, action) : label;
        };
        const QString text = list->item(i)->text();
        INFO(text.toStdString());
        CHECK(text.contains(words(mistake.played)));
        CHECK(text.contains(words(mistake.preferred)));
        if (mistake.playedText.find('-') != std::string::npos) // mine-2, no-totem: notation only
            CHECK_FALSE(text.contains(QString::fromStdString(mistake.playedText)));
    }
}

TEST_CASE("With six players the review's legend names every seat whole and apart, in English and Italian")
{
    for (const QLocale &locale : {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Italian)}) {
        const Speaking speaking(locale);
        INFO(locale.name().toStdString());
        {
            AppFixture app;
            QVector<Seat> seats;
            for (int seat = 1; seat <= 6; ++seat)
                seats << human(QStringLiteral("Computer %1").arg(seat));
            // Fifty moves: the move numbers under the chart are many.
            SavedGame saved;
            saved.gameId = QStringLiteral("circular-chess");
            std::string error;
            REQUIRE(GameRegistry::find("circular-chess")->resolveOptions({{"players", "6"}}, saved.options, error));
            saved.seats = seats;
            saved.moves = {QStringLiteral("deal-27"), QStringLiteral("deal-26"), QStringLiteral("deal-43"),
                           QStringLiteral("deal-1"),  QStringLiteral("deal-76"), QStringLiteral("deal-47")};
            for (const int card :
                 {3, 8, 12, 15, 19, 24, 28, 31, 35, 37, 40, 46, 49, 52, 55, 61, 64, 67, 70, 73, 77, 80})
                saved.moves << QStringLiteral("draw") << QStringLiteral("card-%1").arg(card);
            QString why;
            REQUIRE(app.session().restore(saved, why));
            QApplication::processEvents();
            ReviewDialog *review = reviewWith(app, 20);
            REQUIRE(waitUntil([&] { return !review->reviewing(); }));
            // As small as the review gets: a screen at scale 2 may leave no more.
            review->resize(review->minimumSizeHint());
            QApplication::processEvents();

            const QList<QLabel *> entries =
                review->legend()->findChildren<QLabel *>(QStringLiteral("reviewLegendEntry"));
            REQUIRE(entries.size() == 7); // six seats and the mistakes' mark
            QSet<QString> names;
            for (const QLabel *entry : entries) {
                INFO(entry->text().toStdString() << ": " << entry->width() << "x" << entry->height());
                CHECK(entry->isVisible());
                CHECK(entry->width() >= entry->sizeHint().width());
                CHECK(entry->height() >= entry->sizeHint().height());
                names.insert(entry->text());
            }
            CHECK(names.size() == 7);
            for (int seat = 0; seat < 6; ++seat)
                CHECK(names.contains(
                    QStringLiteral("Computer %1 (%2)").arg(seat + 1).arg(GamePresentation::paletteLook(seat).name)));
            // Nothing the chart writes (the axes' titles and numbers) is cut short.
            int written = 0;
            for (const QGraphicsItem *item : review->chart()->scene()->items()) {
                const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
                if (!text || !text->isVisible() || text->toPlainText().isEmpty())
                    continue;
                ++written;
                INFO(text->toPlainText().toStdString());
                CHECK_FALSE(text->toPlainText().contains(QStringLiteral("...")));
                CHECK_FALSE(text->toPlainText().contains(QChar(0x2026)));
            }
            CHECK(written >= 2);
            // The mistakes' mark has a colour of its own, far from every seat's line.
            const QColor mark = review->chart()->markColor();
            for (int seat = 0; seat < 6; ++seat) {
                const QColor line = review->chart()->lineColor(seat);
                INFO("seat " << seat << " " << line.name().toStdString() << ", mark " << mark.name().toStdString());
                CHECK(std::max({std::abs(line.red() - mark.red()), std::abs(line.green() - mark.green()),
                                std::abs(line.blue() - mark.blue())})
                      > 60);
            }
            review->close();
        }
    }
}

TEST_CASE("The review opens beside the board where the screen has room, and inside the screen")
{
    AppFixture app;
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    REQUIRE(playText(app.session(), "c3"));
    const QRect available = app.window.screen()->availableGeometry();
    app.window.setMinimumSize(0, 0);
    app.window.resize(available.width() / 2, available.height() * 3 / 4);
    app.window.move(available.topLeft());
    QApplication::processEvents();
    ReviewDialog *review = reviewWith(app, 30);
    QApplication::processEvents();
    const BoardView *view = app.window.gamePage()->view();
    const QRect board(view->mapToGlobal(QPoint()), view->size());
    INFO("board " << board.x() << "," << board.y() << " " << board.width() << "x" << board.height() << ", review "
                  << review->frameGeometry().x() << "," << review->frameGeometry().y() << " "
                  << review->frameGeometry().width() << "x" << review->frameGeometry().height());
    CHECK(available.contains(review->frameGeometry()));
    CHECK_FALSE(review->frameGeometry().intersects(board));
    REQUIRE(waitUntil([&] { return !review->reviewing(); }));
}
