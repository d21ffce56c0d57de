#include "session/seat.h"

#include <QCoreApplication>

namespace ludoteca::app {

QString levelLabel(ai::Level level)
{
    switch (level) {
    case ai::Level::Easy:
        return QCoreApplication::translate("Seat", "Easy");
    case ai::Level::Medium:
        return QCoreApplication::translate("Seat", "Medium");
    case ai::Level::Hard:
        return QCoreApplication::translate("Seat", "Hard");
    }
    return QCoreApplication::translate("Seat", "Medium");
}

// The key saved files use: never translated.
QString levelKey(ai::Level level)
{
    switch (level) {
    case ai::Level::Easy:
        return QStringLiteral("easy");
    case ai::Level::Medium:
        return QStringLiteral("medium");
    case ai::Level::Hard:
        return QStringLiteral("hard");
    }
    return QStringLiteral("medium");
}

bool levelFromKey(const QString &key, ai::Level &level)
{
    for (const auto candidate : {ai::Level::Easy, ai::Level::Medium, ai::Level::Hard}) {
        if (key == levelKey(candidate)) {
            level = candidate;
            return true;
        }
    }
    return false;
}

} // namespace ludoteca::app
