// Small screens and large scale factors: the launcher reflows instead of scrolling
// sideways, and every window and dialog fits the screen's free area with its buttons in
// reach.
#include <catch2/catch.hpp>

#include <QComboBox>
#include <QDateEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>

#include "app_test_support.h"
#include "history/history_dialog.h"
#include "ui/game_card.h"
#include "ui/launcher_page.h"
#include "ui/screen_fit.h"
#include "ui/setup_dialog.h"
#include "ui/side_panel.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

TEST_CASE("The launcher puts its cards in one column at 800 pixels and in two when wide")
{
    AppFixture app;
    LauncherPage *launcher = app.window.launcher();
    auto *scroll = launcher->findChild<QScrollArea *>();
    REQUIRE(scroll);
    const auto cardsInside = [&] {
        for (const GameCard *card : launcher->cards()) {
            const QRect shown(card->mapTo(scroll->viewport(), QPoint()), card->size());
            if (shown.right() >= scroll->viewport()->width())
                return false;
        }
        return true;
    };

    app.window.resize(800, 600);
    QApplication::processEvents();
    CHECK(launcher->columns() == 1);
    CHECK_FALSE(scroll->horizontalScrollBar()->isVisible());
    CHECK(cardsInside());

    app.window.setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    app.window.resize(1300, 800);
    QApplication::processEvents();
    CHECK(launcher->columns() == 2);
    CHECK(cardsInside());
}

TEST_CASE("A window or dialog larger than the screen is fitted into it, buttons included")
{
    AppFixture app;
    const QRect available = app.window.screen()->availableGeometry();
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("azzanna"));
    REQUIRE(dialog);
    QApplication::processEvents();
    // What a scale factor of 2 does to a dialog that asked for its natural size.
    dialog->resize(available.width() * 2, available.height() * 2);
    fitToScreen(dialog);
    CHECK(available.contains(dialog->frameGeometry()));
    // It can be made as small as an 800×600 screen at scale 2 leaves (less a panel).
    CHECK(dialog->minimumSizeHint().height() <= 400);
    dialog->resize(dialog->width(), 400);
    QApplication::processEvents();
    auto *start = dialog->findChild<QPushButton *>(QStringLiteral("primary"));
    REQUIRE(start);
    CHECK(dialog->rect().contains(QRect(start->mapTo(dialog, QPoint()), start->size())));

    app.window.resize(available.width() + 500, available.height() + 500);
    fitToScreen(&app.window);
    CHECK(available.contains(app.window.frameGeometry()));
    CHECK(app.window.minimumHeight() <= 420);
}

TEST_CASE("Wapi's score table and its controls stay inside the view at 800 by 600")
{
    AppFixture app;
    app.window.resize(800, 600);
    QVector<Seat> seats;
    for (int seat = 0; seat < 5; ++seat)
        seats << human(QStringLiteral("Player %1").arg(seat + 1));
    REQUIRE(app.startDefault("wapi", seats, {{"players", "5"}}));
    BoardView *view = app.window.gamePage()->view();
    REQUIRE(view);
    const QList<QWidget *> controls = view->findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
    REQUIRE_FALSE(controls.isEmpty());
    for (const QWidget *control : controls) {
        if (control->isHidden())
            continue;
        INFO(control->metaObject()->className() << " at " << control->geometry().bottom() << " in " << view->height());
        CHECK(view->rect().contains(control->geometry()));
    }
}

TEST_CASE("On a short screen the side panel scrolls rather than cutting the players' rows")
{
    AppFixture app;
    // What a 1600×1000 screen leaves at scale 2, less a panel: the rows were squeezed there.
    app.window.setMinimumSize(0, 0);
    app.window.resize(800, 460);
    QVector<Seat> seats;
    for (int seat = 0; seat < 4; ++seat)
        seats << computer(QStringLiteral("Computer %1").arg(seat + 1));
    REQUIRE(app.startDefault("wapi", seats, {{"players", "4"}}));
    app.session().setPaused(true);
    QApplication::processEvents();
    const QWidget *rows = app.window.gamePage()->panel()->findChild<QWidget *>(QStringLiteral("seats"));
    REQUIRE(rows);
    const QList<QLabel *> labels = rows->findChildren<QLabel *>();
    REQUIRE(labels.size() >= 8);
    for (const QLabel *label : labels) {
        INFO(label->text().toStdString());
        CHECK(label->height() >= label->sizeHint().height());
    }
}

TEST_CASE("At 800 by 600 in Italian the history's filters show their choices whole")
{
    AppFixture app;
    Speaking italian(QLocale(QLocale::Italian, QLocale::Italy));
    HistoryDialog dialog(app.window, app.data.path());
    // The width an 800-pixel screen leaves the dialog inside its frame.
    dialog.resize(780, 540);
    dialog.show();
    QApplication::processEvents();
    const QList<QComboBox *> boxes = dialog.findChildren<QComboBox *>();
    REQUIRE(boxes.size() >= 4);
    for (const QComboBox *box : boxes) {
        if (!box->isVisible())
            continue;
        INFO(box->objectName().toStdString() << ": " << box->currentText().toStdString());
        CHECK(box->width() >= box->sizeHint().width());
    }
    // "Any day" stands whole in its field, as the dates do.
    for (const QDateEdit *edit : dialog.findChildren<QDateEdit *>()) {
        const auto *field = edit->findChild<QLineEdit *>();
        REQUIRE(field);
        const QString shown = edit->date() == edit->minimumDate() ? edit->specialValueText() : edit->text();
        INFO(shown.toStdString() << " in " << field->width());
        CHECK(field->width() >= field->fontMetrics().horizontalAdvance(shown) + 4);
    }
}

TEST_CASE("A window placed beside a board takes the free band next to it, or the far edge")
{
    const QRect screen(0, 0, 1600, 1000);
    SECTION("room on the right: against the board, level with it, never over it")
    {
        const QRect board(0, 100, 900, 700);
        const QRect placed = placeBeside(board, QSize(640, 560), QSize(300, 300), screen);
        CHECK(screen.contains(placed));
        CHECK_FALSE(placed.intersects(board));
        CHECK(placed.left() == board.right() + 1);
        CHECK(placed.size() == QSize(640, 560));
        CHECK(placed.center().y() == Approx(board.center().y()).margin(1));
    }
    SECTION("a narrow band: the window shrinks to it, down to its minimum")
    {
        const QRect board(0, 0, 1250, 1000);
        const QRect placed = placeBeside(board, QSize(640, 560), QSize(300, 300), screen);
        CHECK_FALSE(placed.intersects(board));
        CHECK(placed.width() == 350);
    }
    SECTION("room on the left only")
    {
        const QRect board(700, 0, 900, 1000);
        const QRect placed = placeBeside(board, QSize(640, 560), QSize(300, 300), screen);
        CHECK_FALSE(placed.intersects(board));
        CHECK(placed.right() == board.left() - 1);
    }
    SECTION("no room: inside the screen, on the side away from the board's middle")
    {
        const QRect board(0, 0, 1500, 1000);
        const QRect placed = placeBeside(board, QSize(640, 560), QSize(300, 300), screen);
        CHECK(screen.contains(placed));
        CHECK(placed.right() == screen.right());
        CHECK(placed.width() == 300);
    }
}
