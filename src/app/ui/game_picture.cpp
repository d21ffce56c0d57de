#include "ui/game_picture.h"

#include <QFile>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

namespace ludoteca::app {

namespace {

QString picturePath(const QString &gameId) { return QStringLiteral(":/pictures/%1.svg").arg(gameId); }

void paintFallback(QPainter &painter, const QRectF &rect)
{
    const qreal s = std::min(rect.width(), rect.height());
    const QRectF square(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xeadfcd));
    painter.drawRoundedRect(square, s * 0.14, s * 0.14);
    const QRectF die = square.adjusted(s * 0.28, s * 0.28, -s * 0.28, -s * 0.28);
    painter.setBrush(QColor(0xfffdf9));
    painter.setPen(QPen(QColor(0xb5a58f), s * 0.02));
    painter.drawRoundedRect(die, s * 0.07, s * 0.07);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x5a4a3a));
    const qreal r = s * 0.035;
    for (const QPointF p : {die.center(), die.topLeft() + QPointF(die.width() * 0.27, die.height() * 0.27),
                            die.bottomRight() - QPointF(die.width() * 0.27, die.height() * 0.27)})
        painter.drawEllipse(p, r, r);
}

} // namespace

bool hasGamePicture(const QString &gameId) { return QFile::exists(picturePath(gameId)); }

void paintGamePicture(QPainter &painter, const QRectF &rect, const QString &gameId)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QSvgRenderer renderer;
    if (hasGamePicture(gameId) && renderer.load(picturePath(gameId))) {
        // Keep the drawing's proportions, centred in `rect`.
        QSizeF size = renderer.defaultSize();
        size.scale(rect.size(), Qt::KeepAspectRatio);
        const QRectF target(rect.center().x() - size.width() / 2, rect.center().y() - size.height() / 2, size.width(),
                            size.height());
        renderer.render(&painter, target);
    } else {
        paintFallback(painter, rect);
    }
    painter.restore();
}

} // namespace ludoteca::app
