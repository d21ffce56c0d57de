// What a new player meets: the window names the game's file and marks unsaved moves, a save
// is confirmed, Save suggests a name, an undo takes the hint away, the set-up dialog says
// what each seat plays.
#include <catch2/catch.hpp>

#include <QDate>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPointer>
#include <QStatusBar>

#include "app_test_support.h"
#include "ui/rules_dialog.h"
#include "ui/setup_dialog.h"
#include "ui/side_panel.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

TEST_CASE("The title shows the file and an unsaved mark, and a save is confirmed")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    CHECK(app.window.windowTitle().contains(QStringLiteral("Egotzi")));
    CHECK(app.window.windowTitle().contains(QStringLiteral("[*]")));
    CHECK_FALSE(app.window.isWindowModified()); // nothing to lose yet

    app.clickCell(QStringLiteral("c3"));
    REQUIRE(app.session().moveCount() == 1);
    CHECK(app.window.isWindowModified());
    CHECK_FALSE(app.window.statusBar()->isVisible());

    const QString path = app.data.filePath(QStringLiteral("evening.ludoteca"));
    REQUIRE(app.window.saveFile(path));
    CHECK_FALSE(app.window.isWindowModified());
    CHECK(app.window.windowTitle().contains(QStringLiteral("evening.ludoteca")));
    CHECK(app.window.windowFilePath() == path);
    CHECK(app.window.statusBar()->isVisible());
    CHECK(app.window.statusBar()->currentMessage().contains(QStringLiteral("evening.ludoteca")));

    app.clickCell(QStringLiteral("b2"));
    REQUIRE(app.session().moveCount() == 2);
    CHECK(app.window.isWindowModified());
    app.session().undo();
    CHECK_FALSE(app.window.isWindowModified()); // back to what the file holds

    SECTION("a new game has no file")
    {
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        CHECK_FALSE(app.window.windowTitle().contains(QStringLiteral("evening")));
        CHECK(app.window.windowFilePath().isEmpty());
    }
    SECTION("the file opened names the window")
    {
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        REQUIRE(app.window.openFile(path));
        CHECK(app.window.windowTitle().contains(QStringLiteral("evening.ludoteca")));
        CHECK_FALSE(app.window.isWindowModified());
    }
}

TEST_CASE("Save suggests the game's name and today's date")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    const QString name = app.window.defaultFileName();
    CHECK(name.startsWith(QStringLiteral("Egotzi ")));
    CHECK(name.contains(QDate::currentDate().toString(Qt::ISODate)));
    CHECK(name.endsWith(QStringLiteral(".ludoteca")));
}

TEST_CASE("An undo takes the hint away with the position it was for")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    app.clickCell(QStringLiteral("c3"));
    app.clickCell(QStringLiteral("b2"));
    REQUIRE(app.session().moveCount() == 2);
    SquareBoardView *view = app.egotziView();
    ai::Analysis hint;
    hint.mover = 0;
    hint.best.push_back({0, 10, {0.6, 0.4}, {0}});
    view->showHints(hint);
    REQUIRE(view->hint() == 0);
    app.session().redo(); // nothing to redo: the hint stays
    CHECK(view->hint() == 0);
    app.session().undo();
    REQUIRE(app.session().moveCount() == 1);
    CHECK(view->hint() == kInvalidAction);
}

TEST_CASE("The set-up says what each seat plays where seats differ: Azzanna's sides, Egotzi's colours")
{
    AppFixture app;
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("azzanna"));
    REQUIRE(dialog);
    auto label = [dialog](int seat) {
        return dialog->findChild<QLabel *>(QStringLiteral("seatLabel%1").arg(seat))->text();
    };
    CHECK(label(0).startsWith(QStringLiteral("Seat 1")));
    CHECK(label(0).contains(QStringLiteral("Pack")));
    CHECK(label(1).startsWith(QStringLiteral("Seat 2")));
    CHECK(label(1).contains(QStringLiteral("Farmer")));
    dialog->close();

    SetupDialog *other = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(other);
    CHECK(other->findChild<QLabel *>(QStringLiteral("seatLabel0"))->text() == QStringLiteral("Seat 1 (starts): Black"));
    CHECK(other->findChild<QLabel *>(QStringLiteral("seatLabel1"))->text() == QStringLiteral("Seat 2: White"));
    other->close();

    // Where every seat plays alike, a seat is only its number.
    SetupDialog *wapi = app.window.openSetup(QStringLiteral("wapi"));
    REQUIRE(wapi);
    CHECK(wapi->findChild<QLabel *>(QStringLiteral("seatLabel1"))->text() == QStringLiteral("Seat 2"));
    wapi->close();
}

TEST_CASE("A move line has a tooltip only when the list cuts it")
{
    AppFixture app;
    const QString longName = QStringLiteral("Bartholomew of the Very Long Name Indeed, Second of That Name");
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(longName)}));
    app.clickCell(QStringLiteral("c3"));
    app.clickCell(QStringLiteral("b2"));
    REQUIRE(app.session().moveCount() == 2);
    QApplication::processEvents();
    QListWidget *list = app.window.gamePage()->panel()->moveList();
    REQUIRE(list->count() == 3); // the start and two moves
    const QStringList lines = app.window.gamePage()->panel()->moveLines();
    CHECK(list->item(1)->toolTip().isEmpty()); // "1. Ana: c3" fits
    CHECK(list->item(2)->toolTip() == lines[1]);
}

TEST_CASE("The rules can be read from the set-up dialog and the launcher, one window per game")
{
    AppFixture app;
    SetupDialog *setup = app.window.openSetup(QStringLiteral("wapi"));
    REQUIRE(setup);
    REQUIRE(setup->isModal()); // window-modal over the main window
    auto *rulesButton = setup->findChild<QPushButton *>(QStringLiteral("rules"));
    REQUIRE(rulesButton);
    QTest::mouseClick(rulesButton, Qt::LeftButton);
    QApplication::processEvents();
    auto rules = setup->findChildren<RulesDialog *>();
    REQUIRE(rules.size() == 1);
    RulesDialog *dialog = rules.front();
    CHECK(dialog->isVisible());
    CHECK_FALSE(dialog->isModal());
    // Not under the set-up dialog's modality: its parent chain leads to the dialog itself.
    CHECK(QApplication::activeModalWidget() == setup);
    CHECK(dialog->parentWidget() == setup);

    // Asked again: the same window comes forward, no second copy.
    QTest::mouseClick(rulesButton, Qt::LeftButton);
    QApplication::processEvents();
    CHECK(setup->findChildren<RulesDialog *>().size() == 1);

    // Its Close button closes it.
    auto *box = dialog->findChild<QDialogButtonBox *>();
    REQUIRE(box);
    QPointer<RulesDialog> watched(dialog);
    QTest::mouseClick(box->button(QDialogButtonBox::Close), Qt::LeftButton);
    QApplication::processEvents();
    QApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    CHECK(watched.isNull());
    setup->close();

    // On the launcher, Help → Rules of… offers every game.
    QMenu *rulesOf = app.window.findChild<QMenu *>(QStringLiteral("rulesOf"));
    REQUIRE(rulesOf);
    CHECK(rulesOf->actions().size() == static_cast<qsizetype>(GameRegistry::games().size()));
    for (const GameInfo *info : GameRegistry::games()) {
        auto *entry = rulesOf->findChild<QAction *>(QStringLiteral("rulesOf_") + QString::fromStdString(info->id));
        REQUIRE(entry);
        CHECK(entry->isEnabled());
    }
    rulesOf->findChild<QAction *>(QStringLiteral("rulesOf_egotzi"))->trigger();
    RulesDialog *egotzi = app.window.showRules(QStringLiteral("egotzi")); // the same window, raised
    CHECK(egotzi->isVisible());
    CHECK(app.window.findChildren<RulesDialog *>().size() == 1);
    egotzi->close();
}
