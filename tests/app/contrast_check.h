#pragma once
// Reads the contrast of every text a window paints against the pixels under it (WCAG's
// relative luminance and contrast ratio), for the tests that check texts can be read.

#include <QImage>
#include <QRegion>
#include <QStringList>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <vector>

#include <catch2/catch.hpp>

#include "screen_texts.h"

namespace ludoteca::app::testing {

// WCAG 2's relative luminance of an sRGB colour.
inline double luminance(const QColor &colour)
{
    auto linear = [](int channel) {
        const double c = channel / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(colour.red()) + 0.7152 * linear(colour.green()) + 0.0722 * linear(colour.blue());
}

inline double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// `over` with its alpha, laid on the opaque `under`.
inline QColor blended(const QColor &over, const QColor &under)
{
    const double a = over.alphaF();
    auto mix = [a](int top, int bottom) { return static_cast<int>(std::lround(top * a + bottom * (1.0 - a))); };
    return QColor(mix(over.red(), under.red()), mix(over.green(), under.green()), mix(over.blue(), under.blue()));
}

// What a text of colour `ink` in `line` (its line's rectangle) is read against: of the
// pixels in the rectangle, leaving out those of the ink itself (its strokes), the one of
// median luminance (a gradient under the text, or antialiased edges, do not move it far).
// A text whose rectangle is nearly all of its own colour is on its own colour.
inline QColor backgroundUnder(const QImage &image, QRect line, const QColor &ink)
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
inline bool chessGlyph(const QString &text)
{
    return text.size() == 1 && text.front().unicode() >= 0x2654 && text.front().unicode() <= 0x265f;
}

inline QString describe(const QWidget *widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        name += QLatin1Char('#') + widget->objectName();
    if (widget->parentWidget() && widget->metaObject() == &QWidget::staticMetaObject)
        name = describe(widget->parentWidget()) + QLatin1Char('/') + name;
    return name;
}

// Every text the widgets of `window` paint (or `only` paints, when given), each checked
// against the pixels under it in the window as shown; the failures, one line each.
// `checked` counts the texts read.
inline QStringList lowContrastTexts(QWidget &window, int &checked, const QWidget *only = nullptr)
{
    const QImage image = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
    REQUIRE(image.size() == window.size()); // one pixel per unit, as the offscreen screen has
    QStringList failures;
    const QList<QWidget *> widgets = window.findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        // Disabled controls are exempt from the contrast rule, as WCAG says.
        if (!widget->isVisible() || !widget->isEnabled() || widget->isWindow() || (only && widget != only))
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
            if (text.best < 4.5) {
                const QRect at = text.top.rect.toAlignedRect().translated(offset);
                failures << QStringLiteral("\"%1\" in %2 at %6,%7 (%8×%9): %3 on %4, %5:1")
                                .arg(text.top.text, describe(widget), text.ink.name(), text.under.name())
                                .arg(text.best, 0, 'f', 2)
                                .arg(at.x())
                                .arg(at.y())
                                .arg(at.width())
                                .arg(at.height());
            }
    }
    failures.removeDuplicates();
    return failures;
}

} // namespace ludoteca::app::testing
