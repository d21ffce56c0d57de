#include "session/seat.h"

#include <QCoreApplication>

namespace ludoteca::app {

QString seatLabel(const Seat &seat)
{
    //: The learner's seat in a lesson, as its name is shown on the board.
    return seat.learner ? QCoreApplication::translate("Seat", "You") : seat.name;
}

QString levelLabel(ai::Level level)
{
    switch (level) {
    case ai::Level::Beginner:
        return QCoreApplication::translate("Seat", "Beginner");
    case ai::Level::Novice:
        return QCoreApplication::translate("Seat", "Novice");
    case ai::Level::Casual:
        return QCoreApplication::translate("Seat", "Casual");
    case ai::Level::Club:
        return QCoreApplication::translate("Seat", "Club");
    case ai::Level::Strong:
        return QCoreApplication::translate("Seat", "Strong");
    case ai::Level::Master:
        return QCoreApplication::translate("Seat", "Master");
    }
    return QCoreApplication::translate("Seat", "Club");
}

QString levelBlurb(ai::Level level)
{
    switch (level) {
    case ai::Level::Beginner:
        return QCoreApplication::translate("Seat",
                                           "Plays almost at random, but never misses a move that wins at once.");
    case ai::Level::Novice:
        return QCoreApplication::translate("Seat", "Looks a move or two ahead and often misses threats.");
    case ai::Level::Casual:
        return QCoreApplication::translate("Seat", "Plays sensibly but misses threats two moves ahead.");
    case ai::Level::Club:
        return QCoreApplication::translate("Seat", "Thinks several moves ahead: a fair fight for a regular player.");
    case ai::Level::Strong:
        return QCoreApplication::translate("Seat", "Searches deeply and punishes mistakes.");
    case ai::Level::Master:
        return QCoreApplication::translate("Seat", "Thinks up to three seconds a move on every core but one.");
    }
    return {};
}

QString personNameProblem(const QString &name)
{
    if (name.trimmed().isEmpty())
        return QCoreApplication::translate("Seat", "A name needs at least one letter or sign.");
    if (name.size() > Seat::kMaxNameLength)
        return QCoreApplication::translate("Seat", "A name has at most %1 characters.").arg(Seat::kMaxNameLength);
    if (name != name.trimmed())
        return QCoreApplication::translate("Seat", "A name does not begin or end with a space.");
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (c.isHighSurrogate() && i + 1 < name.size() && name.at(i + 1).isLowSurrogate()) {
            ++i;
            continue;
        }
        if (c.isSurrogate())
            return QCoreApplication::translate("Seat", "A name cannot hold a broken character.");
        const QChar::Category category = c.category();
        if (category == QChar::Other_Control || category == QChar::Other_Format || category == QChar::Separator_Line
            || category == QChar::Separator_Paragraph)
            return QCoreApplication::translate("Seat", "A name cannot hold the invisible character U+%1.")
                .arg(QStringLiteral("%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper());
    }
    if (name.startsWith(QLatin1String("ai:"), Qt::CaseInsensitive))
        return QCoreApplication::translate("Seat", "A name beginning with \"ai:\" would be taken for the computer.");
    return {};
}

// The key saved files use: the engine's name of the level, never translated.
QString levelKey(ai::Level level) { return QString::fromLatin1(ai::levelName(level)); }

bool levelFromKey(const QString &key, ai::Level &level)
{
    // The engine also takes the old names easy, medium and hard, for files saved before.
    return ai::parseLevel(key.toStdString(), level);
}

} // namespace ludoteca::app
