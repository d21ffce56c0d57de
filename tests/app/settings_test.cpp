// Settings → Configure Ludoteca…: one window holds the preferences the Help menu used to,
// each applied as it is chosen and kept for the next start.

#include <catch2/catch.hpp>

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>

#include "app_test_support.h"
#include "ui/computer_settings.h"
#include "ui/side_panel.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

QMenu *menuTitled(MainWindow &window, const QString &title)
{
    for (QAction *action : window.menuBar()->actions())
        if (action->menu() && action->text() == title)
            return action->menu();
    return nullptr;
}

} // namespace

TEST_CASE("The Settings menu opens one window of preferences, and Help keeps only help")
{
    AppFixture app;
    QMenu *settings = menuTitled(app.window, QStringLiteral("&Settings"));
    REQUIRE(settings);
    CHECK(settings->actions().contains(app.window.action(QStringLiteral("passScreen"))));
    CHECK(settings->actions().contains(app.window.action(QStringLiteral("preferences"))));
    QMenu *help = menuTitled(app.window, QStringLiteral("&Help"));
    REQUIRE(help);
    for (QAction *entry : help->actions())
        if (entry->menu()) // the rules and the courses of each game, nothing else
            CHECK((entry->menu()->objectName() == QLatin1String("rulesOf")
                   || entry->menu()->objectName() == QLatin1String("learn")));

    QDialog *window = app.openSettings();
    REQUIRE(window);
    CHECK(window->isVisible());
    CHECK(app.openSettings() == window); // asked again, the same window comes forward
    CHECK(app.window.findChildren<QDialog *>(QStringLiteral("settings")).size() == 1);
    window->close();
}

TEST_CASE("The computer's pace and the pass-the-screen step chosen in the settings apply at once and are kept")
{
    const int oldPace = computer_settings::pace();
    {
        AppFixture app;
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Cy"))}));
        auto *panelPace = app.window.findChild<QComboBox *>(QStringLiteral("paceBox"));
        REQUIRE(panelPace);
        QDialog *settings = app.openSettings();
        REQUIRE(settings);
        auto *pace = settings->findChild<QComboBox *>(QStringLiteral("pace"));
        auto *pass = settings->findChild<QCheckBox *>(QStringLiteral("passScreen"));
        REQUIRE(pace);
        REQUIRE(pass);
        CHECK(pace->currentIndex() == panelPace->currentIndex());
        CHECK(pass->isChecked() == app.session().passScreen());

        const int slow = pace->count() - 1;
        pace->setCurrentIndex(slow);
        CHECK(panelPace->currentIndex() == slow);
        CHECK(app.session().aiDelay() == computer_settings::paceDelay(slow));
        CHECK(app.session().aiDelay() > computer_settings::paceDelay(0));

        pass->setChecked(false);
        CHECK_FALSE(app.session().passScreen());
        CHECK_FALSE(app.window.action(QStringLiteral("passScreen"))->isChecked());

        // Chosen in the panel or the menu while the window is open, the window follows.
        panelPace->setCurrentIndex(0);
        CHECK(pace->currentIndex() == 0);
        app.window.action(QStringLiteral("passScreen"))->trigger();
        CHECK(pass->isChecked());
        CHECK(app.session().passScreen());
        pace->setCurrentIndex(slow);
        pass->setChecked(false);
        settings->close();
    }
    AppFixture later; // the next start
    QDialog *settings = later.openSettings();
    REQUIRE(settings);
    auto *pace = settings->findChild<QComboBox *>(QStringLiteral("pace"));
    auto *pass = settings->findChild<QCheckBox *>(QStringLiteral("passScreen"));
    CHECK(pace->currentIndex() == pace->count() - 1);
    CHECK_FALSE(pass->isChecked());
    CHECK_FALSE(later.session().passScreen());
    pass->setChecked(true);
    CHECK(later.session().passScreen());
    settings->close();
    computer_settings::setPace(oldPace);
}
