#include "views/circular_chess/circular_chess_art.h"

#include <algorithm>
#include <array>

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include "ludoteca/games/circular_chess.h"

namespace ludoteca::app::circular_chess {

namespace {

constexpr qreal kGlyphSize = 100.0; // the size the glyph outlines are made at
// U+2654 is the outlined king; the solid set starts six later. Kinds run P N B R Q K.
constexpr std::array<char16_t, 6> kOutlined {u'\u2659', u'\u2658', u'\u2657', u'\u2656', u'\u2655', u'\u2654'};

char16_t glyph(games::circular_chess::Kind kind, bool solid)
{
    const char16_t outlined = kOutlined[static_cast<std::size_t>(kind)];
    return solid ? static_cast<char16_t>(outlined + 6) : outlined;
}

QFont glyphFont()
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(static_cast<int>(kGlyphSize));
    return font;
}

bool fontHasGlyphs()
{
    static const bool has = [] {
        const QFontMetricsF metrics(glyphFont());
        return metrics.inFontUcs4(0x265A) && metrics.inFontUcs4(0x2654);
    }();
    return has;
}

// Where to put a glyph's baseline so that the solid glyph's box is centred on the origin
// (the outlined glyph shares it).
QPointF glyphOrigin(games::circular_chess::Kind kind)
{
    static std::array<QPointF, 6> cache;
    static std::array<bool, 6> made {};
    const auto i = static_cast<std::size_t>(kind);
    if (!made[i]) {
        const QFontMetricsF metrics(glyphFont());
        cache[i] = -metrics.tightBoundingRect(QString(QChar(glyph(kind, true)))).center();
        made[i] = true;
    }
    return cache[i];
}

// Whole names, white P N B R Q K then black, so that each language can make the colour
// agree with the piece ("regina bianca", "pedoni neri").
constexpr char kContext[] = "CircularChessPieces";
constexpr std::array<const char *, games::circular_chess::kPieceTypes> kNames {
    QT_TRANSLATE_NOOP("CircularChessPieces", "white pawn"),   QT_TRANSLATE_NOOP("CircularChessPieces", "white knight"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "white bishop"), QT_TRANSLATE_NOOP("CircularChessPieces", "white rook"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "white queen"),  QT_TRANSLATE_NOOP("CircularChessPieces", "white king"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "black pawn"),   QT_TRANSLATE_NOOP("CircularChessPieces", "black knight"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "black bishop"), QT_TRANSLATE_NOOP("CircularChessPieces", "black rook"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "black queen"),  QT_TRANSLATE_NOOP("CircularChessPieces", "black king"),
};
constexpr std::array<const char *, games::circular_chess::kPieceTypes> kPluralNames {
    QT_TRANSLATE_NOOP("CircularChessPieces", "white pawns"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "white knights"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "white bishops"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "white rooks"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "white queens"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "white kings"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "black pawns"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "black knights"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "black bishops"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "black rooks"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "black queens"),
    QT_TRANSLATE_NOOP("CircularChessPieces", "black kings"),
};

// The letter a piece is drawn with when no font has the chess glyphs, P N B R Q K in English.
struct Letter {
    const char *source;
    const char *comment;
};
constexpr std::array<Letter, 6> kLetters {{
    QT_TRANSLATE_NOOP3("CircularChessPieces", "P", "the letter of a pawn"),
    QT_TRANSLATE_NOOP3("CircularChessPieces", "N", "the letter of a knight"),
    QT_TRANSLATE_NOOP3("CircularChessPieces", "B", "the letter of a bishop"),
    QT_TRANSLATE_NOOP3("CircularChessPieces", "R", "the letter of a rook"),
    QT_TRANSLATE_NOOP3("CircularChessPieces", "Q", "the letter of a queen"),
    QT_TRANSLATE_NOOP3("CircularChessPieces", "K", "the letter of a king"),
}};

// The piece's letter in the app's language: capital for white, small for black.
QString shownLetter(int piece)
{
    const Letter &letter = kLetters[static_cast<std::size_t>(games::circular_chess::kindOf(piece))];
    const QString text = QCoreApplication::translate(kContext, letter.source, letter.comment);
    return games::circular_chess::isWhite(piece) ? text.toUpper() : text.toLower();
}

} // namespace

QString pieceName(int piece)
{
    if (piece < 1 || piece > games::circular_chess::kPieceTypes)
        return {};
    return QCoreApplication::translate(kContext, kNames[static_cast<std::size_t>(piece - 1)]);
}

QString pieceNamePlural(int piece)
{
    if (piece < 1 || piece > games::circular_chess::kPieceTypes)
        return {};
    return QCoreApplication::translate(kContext, kPluralNames[static_cast<std::size_t>(piece - 1)]);
}

QString pieceSymbol(int piece)
{
    if (piece < 1 || piece > games::circular_chess::kPieceTypes)
        return {};
    if (!fontHasGlyphs())
        return shownLetter(piece);
    return QString(QChar(glyph(games::circular_chess::kindOf(piece), !games::circular_chess::isWhite(piece))));
}

QString symbolsFromLetters(const QString &letters)
{
    QString symbols;
    for (const QChar letter : letters)
        symbols += pieceSymbol(games::circular_chess::pieceFromLetter(letter.toLatin1()));
    return symbols;
}

QString inkSwapped(const QString &symbols)
{
    QString swapped = symbols;
    for (QChar &symbol : swapped) {
        const char16_t code = symbol.unicode();
        if (code >= 0x2654 && code <= 0x2659)
            symbol = QChar(static_cast<char16_t>(code + 6));
        else if (code >= 0x265A && code <= 0x265F)
            symbol = QChar(static_cast<char16_t>(code - 6));
    }
    return swapped;
}

void paintPiece(QPainter &painter, QPointF centre, qreal size, int piece, qreal opacity)
{
    if (piece < 1 || piece > games::circular_chess::kPieceTypes || size <= 0)
        return;
    const bool white = games::circular_chess::isWhite(piece);
    const QColor body = white ? QColor(0xfbf8f0) : QColor(0x221e1a);
    const QColor line = white ? QColor(0x231f1b) : QColor(0xf3ead8);
    painter.save();
    painter.setOpacity(painter.opacity() * opacity);
    painter.translate(centre);
    if (!fontHasGlyphs()) {
        // A lettered disc: plain, but still tells the pieces apart.
        painter.setPen(QPen(line, size * 0.06));
        painter.setBrush(body);
        painter.drawEllipse(QPointF(0, 0), size * 0.42, size * 0.42);
        QFont font = painter.font();
        font.setPixelSize(std::max(6, static_cast<int>(size * 0.5)));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(line);
        painter.drawText(QRectF(-size / 2, -size / 2, size, size), Qt::AlignCenter, shownLetter(piece).toUpper());
        painter.restore();
        return;
    }
    // The font draws the glyphs itself: its rasterizer fills their outlines the way
    // they were designed, overlapping contours included.
    const games::circular_chess::Kind kind = games::circular_chess::kindOf(piece);
    const QString solid(QChar(glyph(kind, true)));
    const QPointF origin = glyphOrigin(kind);
    const qreal scale = size / kGlyphSize;
    painter.scale(scale, scale);
    painter.setFont(glyphFont());
    // A soft shadow, then a halo that parts the piece from any cell colour.
    painter.setPen(QColor(40, 25, 10, 60));
    painter.drawText(origin + QPointF(2.5, 4.0), solid);
    painter.setPen(white ? QColor(35, 31, 27, 210) : QColor(250, 244, 232, 230));
    for (const QPointF step : {QPointF(3, 0), QPointF(-3, 0), QPointF(0, 3), QPointF(0, -3), QPointF(2.2, 2.2),
                               QPointF(-2.2, 2.2), QPointF(2.2, -2.2), QPointF(-2.2, -2.2)})
        painter.drawText(origin + step, solid);
    painter.setPen(body);
    painter.drawText(origin, solid);
    if (white) {
        painter.setPen(line);
        painter.drawText(origin, QString(QChar(glyph(kind, false))));
    }
    painter.restore();
}

} // namespace ludoteca::app::circular_chess
