#include "views/circular_chess/circular_chess_geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "ludoteca/games/circular_chess.h"

namespace ludoteca::app::circular_chess {

namespace {

constexpr qreal kRayDegrees = 360.0 / games::circular_chess::kRays;
// A cell's width at its middle, per unit of distance from the centre.
const qreal kWidthPerRadius = 2.0 * std::sin(kRayDegrees / 2.0 * std::numbers::pi / 180.0);
// Every ring is as deep as the next, and the pole just large enough that the innermost
// cells are as wide as they are deep: then every cell holds a piece of the same size,
// the largest the board allows (with rings narrowing inwards, the inner pieces shrank to
// a third of the outer ones). Depth d, pole p: d = kWidthPerRadius * (p + d / 2).
const qreal kPoleInDepths = 1.0 / kWidthPerRadius - 0.5;
const qreal kPole =
    kPoleInDepths / (kPoleInDepths + games::circular_chess::kRings); // the pole's radius, of the board's
constexpr qreal kFirstRay = 270.0 - kRayDegrees / 2;                 // ray 0 centred straight down

qreal radians(qreal degrees) { return degrees * std::numbers::pi / 180.0; }

} // namespace

qreal BoardGeometry::poleRadius() const { return radius_ * kPole; }

qreal BoardGeometry::ringOuter(int ring) const
{
    return radius_ - ring * (radius_ - poleRadius()) / games::circular_chess::kRings;
}

qreal BoardGeometry::ringInner(int ring) const { return ringOuter(ring + 1); }

qreal BoardGeometry::rayStart(int ray) { return kFirstRay + ray * kRayDegrees; }

QPointF BoardGeometry::pointAt(qreal distance, qreal degrees) const
{
    const qreal a = radians(degrees);
    return {centre_.x() + distance * std::cos(a), centre_.y() - distance * std::sin(a)};
}

QPointF BoardGeometry::cellCenter(int number) const
{
    const int ring = games::circular_chess::ringOf(number);
    const qreal middle = (ringOuter(ring) + ringInner(ring)) / 2.0;
    return pointAt(middle, rayStart(games::circular_chess::rayOf(number)) + kRayDegrees / 2);
}

QPainterPath BoardGeometry::cellPath(int number) const
{
    const int ring = games::circular_chess::ringOf(number);
    const qreal outer = ringOuter(ring);
    const qreal inner = ringInner(ring);
    const qreal start = rayStart(games::circular_chess::rayOf(number));
    const QRectF outerBox(centre_.x() - outer, centre_.y() - outer, 2 * outer, 2 * outer);
    const QRectF innerBox(centre_.x() - inner, centre_.y() - inner, 2 * inner, 2 * inner);
    QPainterPath path;
    path.moveTo(pointAt(outer, start));
    path.arcTo(outerBox, start, kRayDegrees);
    path.lineTo(pointAt(inner, start + kRayDegrees));
    path.arcTo(innerBox, start + kRayDegrees, -kRayDegrees);
    path.closeSubpath();
    return path;
}

int BoardGeometry::cellAt(QPointF point) const
{
    if (!valid())
        return -1;
    const QPointF d = point - centre_;
    const qreal distance = std::hypot(d.x(), d.y());
    if (distance > radius_ || distance < poleRadius())
        return -1;
    int ring = 0;
    while (ring < games::circular_chess::kRings - 1 && distance < ringInner(ring))
        ++ring;
    qreal degrees = std::atan2(-d.y(), d.x()) * 180.0 / std::numbers::pi - kFirstRay;
    degrees = std::fmod(degrees + 720.0, 360.0);
    const int ray = std::clamp(static_cast<int>(degrees / kRayDegrees), 0, games::circular_chess::kRays - 1);
    return games::circular_chess::cellNumber(ray, ring);
}

qreal BoardGeometry::pieceSize(int number) const
{
    const int ring = games::circular_chess::ringOf(number);
    const qreal depth = ringOuter(ring) - ringInner(ring);
    const qreal middle = (ringOuter(ring) + ringInner(ring)) / 2.0;
    const qreal width = 2.0 * middle * std::sin(radians(kRayDegrees / 2));
    return std::min(depth, width) * 0.92;
}

QPointF BoardGeometry::numberAnchor(int number) const { return cellCenter(number); }

} // namespace ludoteca::app::circular_chess
