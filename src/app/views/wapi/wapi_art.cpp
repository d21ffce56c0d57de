#include "views/wapi/wapi_art.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

namespace ludoteca::app::wapi {

namespace {

const QColor kMaskColors[] = {QColor(0xb5442c), QColor(0x7b4a2a), QColor(0x4f6475),
                              QColor(0xb7812a), QColor(0x3c3656), QColor(0x4d7a3a)};

// Blue, vermilion, bluish green, reddish purple, yellow: distinct in hue and lightness.
const QColor kPlayerColors[] = {QColor(0x0072b2), QColor(0xd55e00), QColor(0x009e73), QColor(0xcc79a7),
                                QColor(0xf0e442)};
const char *const kPlayerColorNames[] = {QT_TRANSLATE_NOOP("Wapi", "Blue"), QT_TRANSLATE_NOOP("Wapi", "Vermilion"),
                                         QT_TRANSLATE_NOOP("Wapi", "Green"), QT_TRANSLATE_NOOP("Wapi", "Purple"),
                                         QT_TRANSLATE_NOOP("Wapi", "Yellow")};

// The emblems are drawn in a box from -1 to 1; this maps it onto the target.
struct Unit {
    QPointF center;
    qreal scale;
    QPointF operator()(qreal x, qreal y) const { return center + QPointF(x, y) * scale; }
};

QPainterPath polygon(const Unit &u, std::initializer_list<QPointF> points)
{
    QPainterPath path;
    bool first = true;
    for (const QPointF &p : points) {
        if (first)
            path.moveTo(u(p.x(), p.y()));
        else
            path.lineTo(u(p.x(), p.y()));
        first = false;
    }
    path.closeSubpath();
    return path;
}

void eagle(QPainter &p, const Unit &u)
{
    // Spread wings with feather tips, a head above and a fanned tail.
    p.drawPath(polygon(u, {{0, -0.35},    {-0.35, -0.5}, {-0.95, -0.45}, {-0.75, -0.3}, {-0.92, -0.22},
                           {-0.68, -0.1}, {-0.82, 0.0},  {-0.45, 0.05},  {-0.18, 0.2},  {-0.3, 0.7},
                           {0, 0.55},     {0.3, 0.7},    {0.18, 0.2},    {0.45, 0.05},  {0.82, 0.0},
                           {0.68, -0.1},  {0.92, -0.22}, {0.75, -0.3},   {0.95, -0.45}, {0.35, -0.5}}));
    p.drawEllipse(u(0, -0.55), u.scale * 0.2, u.scale * 0.2);
    p.drawPath(polygon(u, {{0.12, -0.6}, {0.34, -0.52}, {0.12, -0.44}}));
}

void bear(QPainter &p, const Unit &u, const QColor &ink)
{
    // Round ears and head; eyes and the muzzle are cut out, the nose drawn in.
    QPainterPath head;
    head.addEllipse(u(-0.52, -0.52), u.scale * 0.24, u.scale * 0.24);
    head.addEllipse(u(0.52, -0.52), u.scale * 0.24, u.scale * 0.24);
    head.addEllipse(u(0, 0.05), u.scale * 0.72, u.scale * 0.65);
    head = head.simplified();
    QPainterPath cut;
    cut.addEllipse(u(-0.26, -0.1), u.scale * 0.09, u.scale * 0.09);
    cut.addEllipse(u(0.26, -0.1), u.scale * 0.09, u.scale * 0.09);
    cut.addEllipse(u(0, 0.32), u.scale * 0.3, u.scale * 0.22);
    p.drawPath(head.subtracted(cut));
    p.setBrush(ink);
    p.drawEllipse(u(0, 0.24), u.scale * 0.12, u.scale * 0.08);
}

void wolf(QPainter &p, const Unit &u)
{
    // Tall pointed ears, a wide brow and a long muzzle.
    QPainterPath head = polygon(u,
                                {{-0.75, -0.85},
                                 {-0.35, -0.35},
                                 {0.35, -0.35},
                                 {0.75, -0.85},
                                 {0.72, -0.15},
                                 {0.55, 0.15},
                                 {0.2, 0.45},
                                 {0.12, 0.85},
                                 {-0.12, 0.85},
                                 {-0.2, 0.45},
                                 {-0.55, 0.15},
                                 {-0.72, -0.15}});
    QPainterPath eyes;
    eyes.addPath(polygon(u, {{-0.45, -0.12}, {-0.16, -0.02}, {-0.36, 0.06}}));
    eyes.addPath(polygon(u, {{0.45, -0.12}, {0.16, -0.02}, {0.36, 0.06}}));
    p.drawPath(head.subtracted(eyes));
}

void buffalo(QPainter &p, const Unit &u, const QColor &ink)
{
    // Broad head, horns curving up, a shaggy brow.
    QPen horn(ink, u.scale * 0.2, Qt::SolidLine, Qt::RoundCap);
    p.save();
    p.setPen(horn);
    p.setBrush(Qt::NoBrush);
    QPainterPath horns;
    horns.moveTo(u(-0.4, -0.25));
    horns.cubicTo(u(-0.95, -0.25), u(-0.95, -0.6), u(-0.7, -0.85));
    horns.moveTo(u(0.4, -0.25));
    horns.cubicTo(u(0.95, -0.25), u(0.95, -0.6), u(0.7, -0.85));
    p.drawPath(horns);
    p.restore();
    QPainterPath head;
    head.addRoundedRect(QRectF(u(-0.48, -0.45), u(0.48, 0.85)), u.scale * 0.35, u.scale * 0.35);
    QPainterPath cut;
    cut.addEllipse(u(-0.22, 0.05), u.scale * 0.09, u.scale * 0.09);
    cut.addEllipse(u(0.22, 0.05), u.scale * 0.09, u.scale * 0.09);
    cut.addEllipse(u(-0.16, 0.6), u.scale * 0.07, u.scale * 0.07);
    cut.addEllipse(u(0.16, 0.6), u.scale * 0.07, u.scale * 0.07);
    p.drawPath(head.subtracted(cut));
    p.drawEllipse(u(0, -0.42), u.scale * 0.42, u.scale * 0.2);
}

void raven(QPainter &p, const Unit &u)
{
    // A perched bird in profile, beak to the right.
    QPainterPath body;
    body.addEllipse(u(-0.05, 0.15), u.scale * 0.55, u.scale * 0.38);
    body.addEllipse(u(0.38, -0.3), u.scale * 0.3, u.scale * 0.28);
    body.addPath(polygon(u, {{0.6, -0.42}, {0.98, -0.25}, {0.6, -0.18}}));
    body.addPath(polygon(u, {{-0.45, 0.05}, {-0.98, 0.55}, {-0.85, 0.62}, {-0.35, 0.35}}));
    body = body.simplified();
    QPainterPath eye;
    eye.addEllipse(u(0.45, -0.35), u.scale * 0.06, u.scale * 0.06);
    p.drawPath(body.subtracted(eye));
    QPen legs(p.brush().color(), u.scale * 0.08, Qt::SolidLine, Qt::RoundCap);
    p.save();
    p.setPen(legs);
    p.drawLine(u(-0.05, 0.5), u(-0.1, 0.85));
    p.drawLine(u(0.15, 0.5), u(0.15, 0.85));
    p.restore();
}

void snake(QPainter &p, const Unit &u, const QColor &ink)
{
    // A coiling S with a head and a forked tongue.
    p.save();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(ink, u.scale * 0.26, Qt::SolidLine, Qt::RoundCap));
    QPainterPath s;
    s.moveTo(u(-0.6, 0.8));
    s.cubicTo(u(0.3, 0.9), u(0.6, 0.4), u(0.0, 0.15));
    s.cubicTo(u(-0.6, -0.1), u(-0.5, -0.6), u(0.1, -0.55));
    p.drawPath(s);
    p.setPen(QPen(ink, u.scale * 0.07, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(u(0.5, -0.6), u(0.8, -0.6));
    p.drawLine(u(0.8, -0.6), u(0.95, -0.72));
    p.drawLine(u(0.8, -0.6), u(0.95, -0.48));
    p.restore();
    p.drawEllipse(u(0.28, -0.6), u.scale * 0.26, u.scale * 0.19);
}

} // namespace

QColor maskColor(int mine) { return kMaskColors[std::clamp(mine, 0, 5)]; }

QColor playerColor(int seat) { return kPlayerColors[std::clamp(seat, 0, 4)]; }

QString playerColorName(int seat)
{
    return QCoreApplication::translate("Wapi", kPlayerColorNames[std::clamp(seat, 0, 4)]);
}

void paintEmblem(QPainter &painter, const QRectF &box, int mine, const QColor &ink)
{
    const Unit u {box.center(), std::min(box.width(), box.height()) / 2.0};
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    switch (mine) {
    case 0:
        eagle(painter, u);
        break;
    case 1:
        bear(painter, u, ink);
        break;
    case 2:
        wolf(painter, u);
        break;
    case 3:
        buffalo(painter, u, ink);
        break;
    case 4:
        raven(painter, u);
        break;
    default:
        snake(painter, u, ink);
        break;
    }
    painter.restore();
}

void paintMask(QPainter &painter, const QRectF &box, int mine, qreal opacity)
{
    painter.save();
    painter.setOpacity(painter.opacity() * opacity);
    const QColor base = maskColor(mine);
    const qreal r = std::min(box.width(), box.height()) * 0.22;
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(40, 20, 5, 70));
    painter.drawRoundedRect(box.translated(0, box.height() * 0.05), r, r);
    QLinearGradient paint(box.topLeft(), box.bottomLeft());
    paint.setColorAt(0.0, base.lighter(125));
    paint.setColorAt(1.0, base.darker(115));
    painter.setBrush(paint);
    painter.setPen(QPen(base.darker(160), std::max<qreal>(1.0, box.width() * 0.04)));
    painter.drawRoundedRect(box, r, r);
    const qreal inset = box.width() * 0.16;
    paintEmblem(painter, box.adjusted(inset, inset, -inset, -inset), mine, kCream);
    painter.restore();
}

void paintCoin(QPainter &painter, QPointF center, qreal radius, int value, qreal opacity)
{
    if (radius < 1.0)
        return;
    painter.save();
    const qreal whole = painter.opacity();
    painter.setOpacity(whole * opacity);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(30, 15, 0, 80));
    painter.drawEllipse(center + QPointF(radius * 0.06, radius * 0.12), radius, radius);
    // A rim and a face lit from the upper left; the higher the value, the brighter.
    const qreal shine = 0.75 + 0.05 * value;
    QLinearGradient rim(center - QPointF(radius, radius), center + QPointF(radius, radius));
    rim.setColorAt(0.0, QColor(0xf7f7f4));
    rim.setColorAt(0.5, QColor(0xa9adb3));
    rim.setColorAt(1.0, QColor(0x6c7077));
    painter.setBrush(rim);
    painter.drawEllipse(center, radius, radius);
    const QPointF light = center - QPointF(radius * 0.4, radius * 0.45);
    QRadialGradient face(light, radius * 1.6, light);
    face.setColorAt(0.0, QColor::fromRgbF(1.0, 1.0, 1.0));
    auto tone = [shine](qreal base) { return std::min<qreal>(1.0, base * shine + 0.15); };
    face.setColorAt(0.35, QColor::fromRgbF(tone(0.82), tone(0.84), tone(0.87)));
    face.setColorAt(1.0, QColor(0x8d9299));
    painter.setBrush(face);
    painter.drawEllipse(center, radius * 0.84, radius * 0.84);
    // A glint.
    painter.setBrush(QColor(255, 255, 255, 170));
    QPainterPath glint;
    glint.addEllipse(center - QPointF(radius * 0.42, radius * 0.5), radius * 0.28, radius * 0.12);
    painter.drawPath(glint);

    QFont font = painter.font();
    // Small enough that the number's line stays on the coin's face.
    font.setPixelSize(std::max(7, static_cast<int>(radius * 1.0)));
    font.setWeight(QFont::Black);
    painter.setFont(font);
    const QRectF box(center.x() - radius, center.y() - radius, radius * 2, radius * 2);
    painter.setPen(QColor(255, 255, 255, 160));
    painter.drawText(box.translated(0, radius * 0.05), Qt::AlignCenter, QString::number(value));
    painter.setOpacity(whole); // a faded coin (where it would go) keeps its value readable
    painter.setPen(kMetalInk);
    painter.drawText(box, Qt::AlignCenter, QString::number(value));
    painter.restore();
}

void paintTotem(QPainter &painter, const QRectF &box, const QColor &color, int seat, qreal opacity)
{
    painter.save();
    const qreal whole = painter.opacity();
    painter.setOpacity(whole * opacity);
    const qreal w = box.width();
    const qreal h = box.height();
    const qreal x = box.left();
    const qreal y = box.top();
    const QColor edge = color.darker(210);
    painter.setPen(QPen(edge, std::max<qreal>(1.0, w * 0.06), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    // Pole, with spread wings near the top and a beaked head.
    QLinearGradient wood(box.topLeft(), box.topRight());
    wood.setColorAt(0.0, color.lighter(135));
    wood.setColorAt(0.6, color);
    wood.setColorAt(1.0, color.darker(130));
    painter.setBrush(wood);
    QPainterPath wings;
    wings.moveTo(x, y + h * 0.22);
    wings.lineTo(x + w, y + h * 0.22);
    wings.lineTo(x + w * 0.72, y + h * 0.36);
    wings.lineTo(x + w * 0.28, y + h * 0.36);
    wings.closeSubpath();
    painter.drawPath(wings);
    painter.drawRoundedRect(QRectF(x + w * 0.22, y + h * 0.08, w * 0.56, h * 0.9), w * 0.12, w * 0.12);
    painter.drawEllipse(QRectF(x + w * 0.26, y, w * 0.48, h * 0.2));
    // Carved rings.
    painter.setPen(QPen(edge, std::max<qreal>(0.8, w * 0.04)));
    for (const qreal t : {0.5, 0.72})
        painter.drawLine(QPointF(x + w * 0.24, y + h * t), QPointF(x + w * 0.76, y + h * t));
    // The seat's number, so the owner is known without telling colours apart, on a cream
    // badge: the pole's shades go from light to dark, and no one ink reads on all of them.
    painter.setOpacity(whole); // a faded totem (where it would go) keeps its number readable
    const QPointF middle(x + w / 2, y + h * 0.61);
    const int pixels = std::max(6, static_cast<int>(w * 0.42));
    const qreal badge = pixels * 0.8;
    painter.setPen(QPen(edge, std::max<qreal>(0.6, w * 0.03)));
    painter.setBrush(kCream);
    painter.drawEllipse(middle, badge, badge);
    QFont font = painter.font();
    font.setPixelSize(pixels);
    font.setWeight(QFont::Bold);
    painter.setFont(font);
    painter.setPen(kInk);
    painter.drawText(QRectF(middle.x() - badge, middle.y() - badge, 2 * badge, 2 * badge), Qt::AlignCenter,
                     QString::number(seat + 1));
    painter.restore();
}

void paintBag(QPainter &painter, const QRectF &box, qreal shake)
{
    painter.save();
    const qreal angle = std::sin(shake * 3.14159 * 4) * 8.0 * (1.0 - shake);
    painter.translate(box.center().x(), box.bottom());
    painter.rotate(angle);
    painter.translate(-box.center().x(), -box.bottom());
    const qreal w = box.width();
    const qreal h = box.height();
    const qreal x = box.left();
    const qreal y = box.top();
    QPainterPath bag;
    bag.moveTo(x + w * 0.32, y + h * 0.22);
    bag.cubicTo(x - w * 0.05, y + h * 0.45, x - w * 0.02, y + h, x + w * 0.5, y + h);
    bag.cubicTo(x + w * 1.02, y + h, x + w * 1.05, y + h * 0.45, x + w * 0.68, y + h * 0.22);
    bag.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(40, 20, 5, 60));
    painter.drawPath(bag.translated(w * 0.03, h * 0.04));
    QRadialGradient leather(QPointF(x + w * 0.38, y + h * 0.5), w * 0.7);
    leather.setColorAt(0.0, QColor(0xc08a55));
    leather.setColorAt(1.0, QColor(0x7a4a26));
    painter.setBrush(leather);
    painter.setPen(QPen(QColor(0x4a2a14), std::max<qreal>(1.0, w * 0.02)));
    painter.drawPath(bag);
    // The gathered neck and its cord.
    painter.drawEllipse(QRectF(x + w * 0.28, y + h * 0.05, w * 0.44, h * 0.2));
    painter.setPen(QPen(QColor(0xd9b26f), std::max<qreal>(1.0, w * 0.035), Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(x + w * 0.3, y + h * 0.25), QPointF(x + w * 0.7, y + h * 0.25));
    painter.drawLine(QPointF(x + w * 0.7, y + h * 0.25), QPointF(x + w * 0.8, y + h * 0.4));
    // A stitched pattern band.
    painter.setPen(QPen(QColor(0xe8c48a), std::max<qreal>(1.0, w * 0.025), Qt::DashLine));
    QPainterPath band;
    band.moveTo(x + w * 0.12, y + h * 0.62);
    band.quadTo(x + w * 0.5, y + h * 0.72, x + w * 0.88, y + h * 0.62);
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(band);
    painter.restore();
}

} // namespace ludoteca::app::wapi
