#include "session/seat.h"

namespace ludoteca::app {

QString levelLabel(ai::Level level)
{
    switch (level) {
    case ai::Level::Easy:
        return QStringLiteral("Easy");
    case ai::Level::Medium:
        return QStringLiteral("Medium");
    case ai::Level::Hard:
        return QStringLiteral("Hard");
    }
    return QStringLiteral("Medium");
}

QString levelKey(ai::Level level) { return levelLabel(level).toLower(); }

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
