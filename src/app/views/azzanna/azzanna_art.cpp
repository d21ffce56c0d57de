#include "views/azzanna/azzanna_art.h"

#include <iterator>

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

namespace ludoteca::app::azzanna {

namespace {

// Every picture is drawn in a 100 x 100 box mapped onto the cell.
class Unit {
public:
    Unit(QPainter &painter, const QRectF &cell) : painter_(painter)
    {
        painter_.save();
        painter_.translate(cell.topLeft());
        painter_.scale(cell.width() / 100.0, cell.height() / 100.0);
        painter_.setRenderHint(QPainter::Antialiasing);
    }
    ~Unit() { painter_.restore(); }
    Unit(const Unit &) = delete;
    Unit &operator=(const Unit &) = delete;

private:
    QPainter &painter_;
};

void shadow(QPainter &painter, QPointF center, qreal rx, qreal ry)
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(40, 60, 10, 70));
    painter.drawEllipse(center, rx, ry);
}

QPen outline(const QColor &color, qreal width = 2.2)
{
    return QPen(color, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

QRadialGradient shine(QPointF light, qreal radius, const QColor &top, const QColor &bottom)
{
    QRadialGradient gradient(light, radius, light);
    gradient.setColorAt(0.0, top);
    gradient.setColorAt(1.0, bottom);
    return gradient;
}

} // namespace

void paintGrass(QPainter &painter, const QRectF &cell, int file, int rank)
{
    const bool dark = (file + rank) % 2 == 0;
    painter.fillRect(cell, dark ? palette::kGrassDark : palette::kGrassLight);
    Unit unit(painter, cell);
    // A few tufts, placed by a fixed hash of the cell so they never flicker.
    unsigned h = static_cast<unsigned>(file * 31 + rank * 17 + 7);
    painter.setPen(QPen(QColor(70, 120, 40, 90), 2.0, Qt::SolidLine, Qt::RoundCap));
    for (int i = 0; i < 3; ++i) {
        h = h * 1103515245u + 12345u;
        const qreal x = 12 + (h >> 8) % 76;
        const qreal y = 18 + (h >> 16) % 70;
        painter.drawLine(QPointF(x, y), QPointF(x - 3, y - 7));
        painter.drawLine(QPointF(x, y), QPointF(x + 1, y - 8));
        painter.drawLine(QPointF(x, y), QPointF(x + 4, y - 6));
    }
}

void paintTree(QPainter &painter, const QRectF &cell)
{
    Unit unit(painter, cell);
    shadow(painter, {52, 88}, 30, 7);
    // Trunk.
    painter.setPen(outline(QColor(0x4e2f14)));
    painter.setBrush(QColor(0x845024));
    QPainterPath trunk;
    trunk.moveTo(43, 90);
    trunk.quadTo(46, 70, 45, 58);
    trunk.lineTo(55, 58);
    trunk.quadTo(54, 70, 57, 90);
    trunk.closeSubpath();
    painter.drawPath(trunk);
    // Crown: overlapping round clumps, a darker rim and a light top.
    QPainterPath crown;
    crown.addEllipse(QPointF(50, 38), 30, 27);
    crown.addEllipse(QPointF(28, 50), 19, 17);
    crown.addEllipse(QPointF(72, 50), 19, 17);
    crown.addEllipse(QPointF(50, 20), 20, 15);
    crown.addEllipse(QPointF(50, 56), 22, 14);
    crown = crown.simplified();
    painter.setPen(outline(QColor(0x2f4f17), 2.6));
    painter.setBrush(shine({40, 24}, 62, QColor(0x9ccc4a), QColor(0x3f7422)));
    painter.drawPath(crown);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 220, 60));
    painter.drawEllipse(QPointF(39, 27), 11, 8);
    painter.drawEllipse(QPointF(25, 46), 6, 5);
    // A couple of apples for warmth.
    painter.setBrush(QColor(0xd8452b));
    painter.drawEllipse(QPointF(62, 34), 3.6, 3.6);
    painter.drawEllipse(QPointF(36, 55), 3.6, 3.6);
    painter.drawEllipse(QPointF(72, 54), 3.2, 3.2);
}

void paintPumpkin(QPainter &painter, const QRectF &cell)
{
    Unit unit(painter, cell);
    shadow(painter, {50, 84}, 33, 7);
    const QPen rim = outline(QColor(0xa4500f), 2.2);
    // Ribs: outer lobes first, the middle one in front.
    painter.setPen(rim);
    painter.setBrush(shine({30, 50}, 40, QColor(0xf39a40), QColor(0xd06a18)));
    painter.drawEllipse(QPointF(31, 61), 19, 22);
    painter.setBrush(shine({64, 50}, 40, QColor(0xf39a40), QColor(0xd06a18)));
    painter.drawEllipse(QPointF(69, 61), 19, 22);
    painter.setBrush(shine({44, 48}, 40, QColor(0xffb45a), QColor(0xe27d22)));
    painter.drawEllipse(QPointF(50, 61), 19, 24);
    // Highlight on the middle rib.
    painter.setPen(QPen(QColor(255, 235, 190, 150), 3.2, Qt::SolidLine, Qt::RoundCap));
    painter.drawArc(QRectF(38, 44, 16, 30), 100 * 16, 70 * 16);
    // Stem and leaf.
    painter.setPen(QPen(QColor(0x5a6b26), 6.5, Qt::SolidLine, Qt::RoundCap));
    QPainterPath stem;
    stem.moveTo(50, 40);
    stem.quadTo(49, 30, 56, 24);
    painter.drawPath(stem);
    painter.setPen(outline(QColor(0x2f5d1e), 1.8));
    painter.setBrush(QColor(0x6aa843));
    QPainterPath leaf;
    leaf.moveTo(52, 36);
    leaf.quadTo(62, 22, 76, 30);
    leaf.quadTo(66, 42, 52, 36);
    painter.drawPath(leaf);
    // A curly tendril.
    painter.setPen(QPen(QColor(0x5a8a2a), 1.8, Qt::SolidLine, Qt::RoundCap));
    painter.setBrush(Qt::NoBrush);
    QPainterPath tendril;
    tendril.moveTo(48, 36);
    tendril.cubicTo(36, 30, 34, 22, 42, 22);
    tendril.cubicTo(48, 22, 44, 30, 40, 27);
    painter.drawPath(tendril);
}

void paintBroccoli(QPainter &painter, const QRectF &cell)
{
    // Blue-green and bumpy on a thick pale stalk, so it never reads as a (yellow-green) tree.
    Unit unit(painter, cell);
    shadow(painter, {50, 88}, 22, 5.5);
    painter.setPen(outline(QColor(0x5e8a34), 2.2));
    painter.setBrush(shine({44, 70}, 34, QColor(0xe6f5c4), QColor(0xa9d27a)));
    QPainterPath stalk;
    stalk.moveTo(42, 89);
    stalk.quadTo(46, 74, 44, 62);
    stalk.quadTo(36, 56, 26, 52); // left branch
    stalk.lineTo(34, 46);
    stalk.quadTo(44, 52, 50, 54);
    stalk.quadTo(58, 50, 68, 45); // right branch
    stalk.lineTo(75, 52);
    stalk.quadTo(62, 56, 56, 62);
    stalk.quadTo(54, 74, 58, 89);
    stalk.quadTo(50, 92, 42, 89);
    painter.drawPath(stalk);
    // The head: a dome of small florets.
    const QPointF bumps[] = {{24, 44}, {33, 33}, {45, 26}, {58, 25}, {70, 31}, {78, 42},
                             {36, 46}, {50, 40}, {64, 43}, {50, 52}, {30, 53}, {71, 53}};
    const qreal radii[] = {10, 11, 12, 12, 11, 10, 11, 12, 11, 9, 7, 7};
    QPainterPath head;
    for (std::size_t i = 0; i < std::size(bumps); ++i)
        head.addEllipse(bumps[i], radii[i], radii[i]);
    head = head.simplified();
    painter.setPen(outline(QColor(0x17492e), 2.4));
    painter.setBrush(shine({40, 26}, 54, QColor(0x6cc08a), QColor(0x226b45)));
    painter.drawPath(head);
    // Bud texture: darker specks and light tips.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(20, 70, 45, 110));
    for (const QPointF p : {QPointF(40, 32), QPointF(55, 33), QPointF(66, 37), QPointF(30, 46), QPointF(46, 46),
                            QPointF(60, 49), QPointF(72, 47), QPointF(38, 54)})
        painter.drawEllipse(p, 2.2, 2.2);
    painter.setBrush(QColor(215, 245, 200, 150));
    for (const QPointF p : {QPointF(42, 22), QPointF(54, 20), QPointF(30, 31), QPointF(67, 27), QPointF(48, 36)})
        painter.drawEllipse(p, 2.4, 2.4);
}

void paintPig(QPainter &painter, const QRectF &cell, bool lying)
{
    Unit unit(painter, cell);
    const QColor body(0xf5b0be);
    const QColor deep(0xe48a9c);
    const QPen rim = outline(QColor(0xa8566a), 2.2);
    if (!lying) {
        // Standing, facing us: ears up, eyes open.
        shadow(painter, {50, 88}, 30, 6);
        painter.setPen(rim);
        painter.setBrush(deep);
        painter.drawRoundedRect(QRectF(31, 72, 12, 16), 5, 5); // feet
        painter.drawRoundedRect(QRectF(57, 72, 12, 16), 5, 5);
        painter.setBrush(shine({42, 56}, 40, QColor(0xfac6d0), body));
        painter.drawEllipse(QPointF(50, 66), 28, 19); // body behind the head
        QPainterPath ears;
        ears.moveTo(26, 34);
        ears.lineTo(22, 10);
        ears.lineTo(44, 22);
        ears.closeSubpath();
        ears.moveTo(74, 34);
        ears.lineTo(78, 10);
        ears.lineTo(56, 22);
        ears.closeSubpath();
        painter.setBrush(deep);
        painter.drawPath(ears);
        painter.setBrush(shine({40, 32}, 36, QColor(0xfcd3dc), body));
        painter.drawEllipse(QPointF(50, 44), 27, 25); // head
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(240, 120, 140, 90)); // cheeks
        painter.drawEllipse(QPointF(31, 52), 5, 3.5);
        painter.drawEllipse(QPointF(69, 52), 5, 3.5);
        painter.setBrush(QColor(0x2b1d1d));
        painter.drawEllipse(QPointF(40, 38), 3.6, 4.2);
        painter.drawEllipse(QPointF(60, 38), 3.6, 4.2);
        painter.setBrush(Qt::white);
        painter.drawEllipse(QPointF(41, 36.6), 1.2, 1.2);
        painter.drawEllipse(QPointF(61, 36.6), 1.2, 1.2);
        painter.setPen(rim);
        painter.setBrush(deep);
        painter.drawEllipse(QPointF(50, 53), 11, 8); // snout
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x8a4453));
        painter.drawEllipse(QPointF(46, 53), 2.2, 3);
        painter.drawEllipse(QPointF(54, 53), 2.2, 3);
        return;
    }
    // Lying on its side, full and asleep: a long round body, legs out, eyes shut.
    shadow(painter, {54, 80}, 40, 7);
    painter.setPen(rim);
    painter.setBrush(deep);
    for (const qreal x : {40.0, 52.0, 66.0, 78.0})
        painter.drawRoundedRect(QRectF(x - 4, 70, 9, 14), 4, 4);
    // Curly tail.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0xc7677c), 2.6, Qt::SolidLine, Qt::RoundCap));
    QPainterPath tail;
    tail.moveTo(88, 58);
    tail.cubicTo(98, 54, 96, 44, 90, 48);
    tail.cubicTo(86, 51, 92, 56, 95, 50);
    painter.drawPath(tail);
    painter.setPen(rim);
    painter.setBrush(shine({54, 50}, 44, QColor(0xfbcbd5), body));
    painter.drawEllipse(QPointF(58, 61), 32, 18); // body
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 230, 236, 150)); // round belly
    painter.drawEllipse(QPointF(60, 68), 20, 7);
    painter.setPen(rim);
    painter.setBrush(shine({22, 50}, 24, QColor(0xfcd3dc), body));
    painter.drawEllipse(QPointF(25, 59), 17, 16); // head
    painter.setBrush(deep);
    QPainterPath ear; // a floppy ear
    ear.moveTo(28, 46);
    ear.quadTo(40, 40, 42, 52);
    ear.quadTo(34, 52, 28, 46);
    painter.drawPath(ear);
    painter.drawEllipse(QPointF(11, 63), 6, 7.5); // snout
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x8a4453));
    painter.drawEllipse(QPointF(10, 61), 1.4, 2);
    painter.drawEllipse(QPointF(10, 66), 1.4, 2);
    painter.setPen(QPen(QColor(0x2b1d1d), 2.0, Qt::SolidLine, Qt::RoundCap));
    painter.setBrush(Qt::NoBrush);
    painter.drawArc(QRectF(18, 52, 9, 7), 200 * 16, 140 * 16); // closed eye
    // Zz.
    QFont font = painter.font();
    font.setPixelSize(15);
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(0x6d4c7d));
    painter.drawText(QPointF(60, 36), QStringLiteral("z"));
    font.setPixelSize(20);
    painter.setFont(font);
    painter.drawText(QPointF(70, 28), QStringLiteral("z"));
}

void paintPiece(QPainter &painter, const QRectF &cell, Piece piece)
{
    switch (piece) {
    case Piece::Tree:
        paintTree(painter, cell);
        break;
    case Piece::Pig:
        paintPig(painter, cell, false);
        break;
    case Piece::Lying:
        paintPig(painter, cell, true);
        break;
    case Piece::Pumpkin:
        paintPumpkin(painter, cell);
        break;
    case Piece::Broccoli:
        paintBroccoli(painter, cell);
        break;
    case Piece::Empty:
        break;
    }
}

} // namespace ludoteca::app::azzanna
