// The dark scheme is readable: every board and panel of the five games, after a few moves
// and at the end (the evaluation bar shown), is rendered in the dark scheme, and every text
// a widget paints must stand out from what is under it by WCAG's 4.5:1 contrast; the seats'
// colour discs in the player list by 3:1 (a mark, not a text).

#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QSettings>

#include <algorithm>
#include <cmath>
#include <random>

#include "app_test_support.h"
#include "screen_texts.h"
#include "ui/evaluation_bar.h"
#include "ui/side_panel.h"
#include "ui/theme.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// WCAG 2's relative luminance of an sRGB colour.
double luminance(const QColor &colour)
{
    auto linear = [](int channel) {
        const double c = channel / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(colour.red()) + 0.7152 * linear(colour.green()) + 0.0722 * linear(colour.blue());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// `over` with its alpha, laid on the opaque `under`.
QColor blended(const QColor &over, const QColor &under)
{
    const double a = over.alphaF();
    auto mix = [a](int top, int bottom) { return static_cast<int>(std::lround(top * a + bottom * (1.0 - a))); };
    return QColor(mix(over.red(), under.red()), mix(over.green(), under.green()), mix(over.blue(), under.blue()));
}

// What a text of colour `ink` in `line` (its line's rectangle) is read against: of the
// pixels in the rectangle, leaving out those of the ink itself (its strokes), the one of
// median luminance (a gradient under the text, or antialiased edges, do not move it far).
// A text whose rectangle is nearly all of its own colour is on its own colour.
QColor backgroundUnder(const QImage &image, QRect line, const QColor &ink)
{
    line &= image.rect();
    std::vector<std::pair<double, QRgb>> pixels;
    int all = 0;
    for (int y = line.top(); y <= line.bottom(); ++y)
        for (int x = line.left(); x <= line.right(); ++x) {
            const QColor pixel = QColor::fromRgb(image.pixel(x, y));
            ++all;
            const int apart = std::max({std::abs(pixel.red() - ink.red()), std::abs(pixel.green() - ink.green()),
                                        std::abs(pixel.blue() - ink.blue())});
            if (apart > 24)
                pixels.emplace_back(luminance(pixel), pixel.rgb());
        }
    if (pixels.size() * 5 < static_cast<std::size_t>(all))
        return ink;
    std::nth_element(pixels.begin(), pixels.begin() + static_cast<std::ptrdiff_t>(pixels.size() / 2), pixels.end());
    return QColor::fromRgb(pixels[pixels.size() / 2].second);
}

// A chess piece drawn from a font: its solid glyph, then its outline glyph over it, are
// layers of one mark.
bool chessGlyph(const QString &text)
{
    return text.size() == 1 && text.front().unicode() >= 0x2654 && text.front().unicode() <= 0x265f;
}

QString describe(const QWidget *widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        name += QLatin1Char('#') + widget->objectName();
    if (widget->parentWidget() && widget->metaObject() == &QWidget::staticMetaObject)
        name = describe(widget->parentWidget()) + QLatin1Char('/') + name;
    return name;
}

// Every text the widgets of `window` paint, each checked against the pixels under it in
// the window as shown; the failures, one line each. `checked` counts the texts read.
QStringList lowContrastTexts(QWidget &window, int &checked)
{
    const QImage image = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
    REQUIRE(image.size() == window.size()); // one pixel per unit, as the offscreen screen has
    QStringList failures;
    const QList<QWidget *> widgets = window.findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        // Disabled controls are exempt from the contrast rule, as WCAG says.
        if (!widget->isVisible() || !widget->isEnabled() || widget->isWindow())
            continue;
        const QRegion visible = widget->visibleRegion();
        if (visible.isEmpty())
            continue;
        TextRecorder recorder(widget->size());
        widget->render(&recorder, QPoint(), QRegion(), QWidget::RenderFlags());
        const QPoint offset = widget->mapTo(&window, QPoint());
        // A text painted again over itself (a shadow or a halo, then the text: Circular
        // Chess's pieces are glyphs drawn so) is read by its layer that stands out most.
        struct Layered {
            PaintedText top;
            QColor ink, under;
            double best = 0;
        };
        QList<Layered> texts;
        for (const PaintedText &painted : recorder.painted()) {
            if (painted.text.trimmed().isEmpty() || painted.colour.alpha() == 0)
                continue;
            const QRect rect = painted.rect.toAlignedRect();
            if (!visible.contains(rect.center()))
                continue; // scrolled away or under another widget
            const QColor opaque(painted.colour.rgb());
            const QColor under = backgroundUnder(image, rect.translated(offset), opaque);
            const QColor ink = blended(painted.colour, under);
            const double ratio = contrast(ink, under);
            auto same = std::find_if(texts.begin(), texts.end(), [&](const Layered &layer) {
                const QPointF apart = layer.top.rect.center() - painted.rect.center();
                return (layer.top.text == painted.text || (chessGlyph(layer.top.text) && chessGlyph(painted.text)))
                    && std::abs(apart.x()) <= 4 && std::abs(apart.y()) <= 4;
            });
            if (same == texts.end())
                texts << Layered {painted, ink, under, ratio};
            else if (ratio >= same->best)
                *same = Layered {painted, ink, under, ratio};
        }
        checked += static_cast<int>(texts.size());
        for (const Layered &text : std::as_const(texts))
            if (text.best < 4.5)
                failures << QStringLiteral("\"%1\" in %2: %3 on %4, %5:1")
                                .arg(text.top.text, describe(widget), text.ink.name(), text.under.name())
                                .arg(text.best, 0, 'f', 2);
    }
    failures.removeDuplicates();
    return failures;
}

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
    // What is read is the position at rest, not a piece fading out half way.
    REQUIRE(waitUntil([&] { return !app.window.gamePage()->view()->animating(); }));
    QApplication::processEvents();
}

struct DarkScheme {
    DarkScheme() { theme::setScheme(*qApp, theme::Scheme::Dark); }
    ~DarkScheme()
    {
        theme::setScheme(*qApp, theme::Scheme::Light); // theme::colours() answers the light one again
        QSettings().remove(QStringLiteral("theme/scheme"));
        QApplication::setPalette(oldPalette);
        qApp->setStyleSheet(oldSheet);
    }
    QPalette oldPalette = QApplication::palette();
    QString oldSheet = qApp->styleSheet();
};

} // namespace

TEST_CASE("In the dark scheme every painted text stands out from what is under it")
{
    const DarkScheme dark;
    REQUIRE(theme::isDark());
    struct Game {
        const char *id;
        std::vector<std::pair<std::string, std::string>> options;
        int computers;
    };
    const Game games[] = {{"egotzi", {{"size", "5"}}, 1},
                          {"circular-chess", {{"players", "3"}}, 2},
                          {"wapi", {{"players", "3"}}, 2},
                          {"wangzi", {}, 1},
                          {"azzanna", {}, 1}};
    for (const Game &game : games) {
        DYNAMIC_SECTION(game.id)
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
