// Help → Playing with a Screen Reader shows docs/accessibility.md in the app's language,
// the same text as the file in the sources.

#include <catch2/catch.hpp>

#include <QAction>
#include <QFile>
#include <QTextBrowser>

#include "app_test_support.h"
#include "ui/rules_dialog.h"

using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

QString sourceText(const char *name)
{
    QFile file(QStringLiteral(LUDOTECA_DOCS_DIR "/") + QLatin1String(name));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

RulesDialog *openGuide(AppFixture &app)
{
    app.window.action(QStringLiteral("accessibilityGuide"))->trigger();
    QApplication::processEvents();
    auto *guide = app.window.findChild<RulesDialog *>(QStringLiteral("accessibilityGuide"));
    REQUIRE(guide);
    REQUIRE(guide->isVisible());
    return guide;
}

} // namespace

TEST_CASE("Help shows the guide to playing with the keyboard and a screen reader")
{
    AppFixture app;
    RulesDialog *guide = openGuide(app);
    CHECK(guide->windowTitle() == QStringLiteral("Playing with a Screen Reader"));
    CHECK(guide->markdown() == sourceText("accessibility.md"));
    // Asked again: the same window, brought forward.
    CHECK(openGuide(app) == guide);
    CHECK(app.window.findChildren<RulesDialog *>(QStringLiteral("accessibilityGuide")).size() == 1);
    guide->close();
    QApplication::processEvents();

    Speaking italian(QLocale(QLocale::Italian, QLocale::Italy));
    QApplication::processEvents();
    guide = openGuide(app);
    CHECK(guide->markdown() == sourceText("accessibility.it.md"));
    CHECK(guide->windowTitle() == QStringLiteral("Giocare con un lettore di schermo"));
    guide->close();
}
