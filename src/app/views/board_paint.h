#pragma once
// Small drawing helpers the board views share.

#include <algorithm>
#include <cmath>

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QPointF>
#include <QString>

namespace ludoteca::app {

// The colour every board marks the last move with.
inline const QColor kLastMoveInk(0xe4572e);

// The point a fraction `t` of the way from `a` to `b`.
inline QPointF lerp(QPointF a, QPointF b, qreal t) { return a + (b - a) * t; }

// `color` with another alpha.
inline QColor withAlpha(QColor color, int alpha)
{
    color.setAlpha(alpha);
    return color;
}

// `font` made smaller, a pixel at a time down to `smallest`, until `text` fits `width`:
// a smaller letter before a cut word.
inline QFont fittedFont(QFont font, const QString &text, qreal width, qreal smallest)
{
    while (font.pixelSize() > smallest && QFontMetricsF(font).horizontalAdvance(text) > width)
        font.setPixelSize(font.pixelSize() - 1);
    return font;
}

// A view's fonts sized in pixels: `base` at `pixels` high in `weight`, never below the
// view's smallest legible size; the size is cut to a whole pixel, or rounded to the nearest.
class PixelFont {
public:
    enum class Whole { Cut, Round };

    constexpr explicit PixelFont(int smallest, Whole whole = Whole::Cut) : smallest_(smallest), whole_(whole) {}

    QFont operator()(const QFont &base, qreal pixels, QFont::Weight weight = QFont::Normal) const
    {
        const int size = whole_ == Whole::Round ? static_cast<int>(std::lround(pixels)) : static_cast<int>(pixels);
        QFont font = base;
        font.setPixelSize(std::max(smallest_, size));
        font.setWeight(weight);
        return font;
    }

private:
    int smallest_;
    Whole whole_;
};

} // namespace ludoteca::app
