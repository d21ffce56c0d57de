// The light and the dark scheme: each is what it says, and disabled text looks disabled
// in both (a menu entry with nothing to act on must not look clickable).
#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QSettings>

#include "app_test_support.h"
#include "contrast_check.h"
#include "ui/theme.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

int lightnessGap(const QColor &a, const QColor &b) { return std::abs(a.lightness() - b.lightness()); }

} // namespace

TEST_CASE("Both colour schemes dim disabled text, and the settings switch between them")
{
    const QPalette oldPalette = QApplication::palette();
    const QString oldSheet = qApp->styleSheet();
    AppFixture app;
    // On the launcher there is nothing to restart or save.
    CHECK_FALSE(app.window.action(QStringLiteral("restart"))->isEnabled());
    CHECK_FALSE(app.window.action(QStringLiteral("save"))->isEnabled());

    for (const auto scheme : {theme::Scheme::Light, theme::Scheme::Dark}) {
        theme::setScheme(*qApp, scheme);
        INFO((scheme == theme::Scheme::Dark ? "dark" : "light"));
        CHECK(theme::isDark() == (scheme == theme::Scheme::Dark));
        const QPalette palette = QApplication::palette();
        for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
            const QColor enabled = palette.color(QPalette::Active, role);
            const QColor disabled = palette.color(QPalette::Disabled, role);
            const QColor background = palette.color(QPalette::Active, QPalette::Window);
            // Readable when enabled, clearly fainter when disabled, yet still visible.
            CHECK(lightnessGap(enabled, background) >= 150);
            CHECK(lightnessGap(disabled, background) <= lightnessGap(enabled, background) - 60);
            CHECK(lightnessGap(disabled, background) >= 40);
        }
        // The accent is a text colour too (a card's player count, a winner, a link), and a
        // selected row's text is read on it: WCAG's 4.5:1 both ways.
        const theme::Colours &colours = theme::colours();
        for (const QColor &under : {colours.window, colours.surface, colours.banner})
            CHECK(contrast(colours.accent, under) >= 4.5);
        CHECK(contrast(palette.color(QPalette::HighlightedText), palette.color(QPalette::Highlight)) >= 4.5);
    }

    QDialog *settings = app.openSettings();
    REQUIRE(settings);
    auto *colours = settings->findChild<QComboBox *>(QStringLiteral("colours"));
    REQUIRE(colours);
    colours->setCurrentIndex(colours->findData(static_cast<int>(theme::Scheme::Dark)));
    CHECK(theme::isDark());
    CHECK(theme::chosenScheme() == theme::Scheme::Dark);
    colours->setCurrentIndex(colours->findData(static_cast<int>(theme::Scheme::Light)));
    CHECK_FALSE(theme::isDark());
    CHECK(theme::chosenScheme() == theme::Scheme::Light);
    settings->close();

    QSettings().remove(QStringLiteral("theme/scheme"));
    QApplication::setPalette(oldPalette);
    qApp->setStyleSheet(oldSheet);
}
