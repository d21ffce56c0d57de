#include <catch2/catch.hpp>

#include <QDir>
#include <QScrollArea>
#include <QScrollBar>

#include "app_test_support.h"
#include "ui/game_card.h"
#include "ui/launcher_page.h"
#include "ui/setup_dialog.h"
#include "ui/theme.h"
#include "views/board_view_factory.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

TEST_CASE("The launcher lists every game that has a board of its own")
{
    AppFixture app;
    REQUIRE_FALSE(app.window.showingGame());
    const auto &cards = app.window.launcher()->cards();
    QStringList ids;
    for (const GameCard *card : cards)
        ids << card->gameId();
    int withBoards = 0;
    for (const GameInfo *info : GameRegistry::games()) {
        const bool hasBoard = BoardViewFactory::has(info->id);
        withBoards += hasBoard ? 1 : 0;
        CHECK(ids.contains(QString::fromStdString(info->id)) == hasBoard);
    }
    CHECK(cards.size() == withBoards);
    CHECK(ids.contains(QStringLiteral("egotzi")));
    CHECK_FALSE(ids.contains(QStringLiteral("test-nim"))); // registered, but drawn only by the generic view
    CHECK_FALSE(app.window.launcher()->resumeOffered());
}

TEST_CASE("Clicking a game's card opens its set-up")
{
    AppFixture app;
    GameCard *egotzi = nullptr;
    for (GameCard *card : app.window.launcher()->cards())
        if (card->gameId() == QLatin1String("egotzi"))
            egotzi = card;
    REQUIRE(egotzi);
    QTest::mouseClick(egotzi, Qt::LeftButton, {}, egotzi->rect().center());
    REQUIRE(waitUntil([&] { return app.window.findChild<SetupDialog *>() != nullptr; }));
    SetupDialog *dialog = app.window.findChild<SetupDialog *>();
    CHECK(dialog->game().id == "egotzi");
    dialog->reject();
}

TEST_CASE("New Game during a game shows the launcher from its top, where the unfinished games are")
{
    AppFixture app;
    app.window.resize(640, 420); // small enough for the launcher to scroll
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    app.clickCell(QStringLiteral("c3"));
    app.window.showLauncher();
    QApplication::processEvents();
    auto *scroll = app.window.launcher()->findChild<QScrollArea *>();
    REQUIRE(scroll);
    QScrollBar *bar = scroll->verticalScrollBar();
    REQUIRE(bar->maximum() > 0);
    bar->setValue(bar->maximum());
    REQUIRE(app.window.continueGame(app.session().autosaveFile()));
    app.window.action(QStringLiteral("new"))->trigger();
    QApplication::processEvents();
    CHECK(bar->value() == 0);
}

TEST_CASE("Open and Save As start in the folder of the last game opened or saved")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    app.clickCell(QStringLiteral("c3"));
    const QString folder = app.data.filePath(QStringLiteral("games"));
    REQUIRE(QDir().mkpath(folder));
    REQUIRE(app.window.saveFile(QDir(folder).filePath(QStringLiteral("mine.ludoteca"))));
    CHECK(app.window.fileFolder() == folder);
    {
        MainWindow again(app.data.path()); // the next start remembers it
        CHECK(again.fileFolder() == folder);
    }
    REQUIRE(QDir(folder).removeRecursively());
    CHECK(app.window.fileFolder() != folder); // gone: the documents folder again
}

TEST_CASE("The game card that has the keyboard's focus is framed in the accent colour")
{
    const QPalette oldPalette = QApplication::palette();
    const QString oldSheet = qApp->styleSheet();
    theme::setScheme(*qApp, theme::Scheme::Light); // the app's style sheet, as it starts
    AppFixture app;
    const auto &cards = app.window.launcher()->cards();
    REQUIRE(cards.size() >= 2);
    GameCard *card = cards[1];
    const auto edgeAt = [&] {
        const QImage image = card->grab().toImage();
        return image.pixelColor(1, image.height() / 2);
    };
    const auto near = [](const QColor &a, const QColor &b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) < 40;
    };
    const QColor accent = theme::colours().accent;
    CHECK_FALSE(near(edgeAt(), accent));
    card->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    REQUIRE(card->hasFocus());
    INFO("edge " << edgeAt().name().toStdString() << ", accent " << accent.name().toStdString());
    CHECK(near(edgeAt(), accent));
    cards[0]->setFocus(Qt::TabFocusReason); // Tab goes on: the frame follows
    QApplication::processEvents();
    CHECK_FALSE(near(edgeAt(), accent));
    QSettings().remove(QStringLiteral("theme/scheme"));
    QApplication::setPalette(oldPalette);
    qApp->setStyleSheet(oldSheet);
}
