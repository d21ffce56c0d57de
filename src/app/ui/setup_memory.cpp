#include "ui/setup_memory.h"

#include <QSettings>

namespace ludoteca::app {

namespace {

const QString kLastPersonKey = QStringLiteral("players/last");

} // namespace

SetupChoices loadSetupChoices(const QString &gameId)
{
    SetupChoices choices;
    QSettings settings;
    settings.beginGroup(QStringLiteral("setup/") + gameId);
    settings.beginGroup(QStringLiteral("options"));
    for (const QString &key : settings.childKeys())
        choices.options.emplace_back(key.toStdString(), settings.value(key).toString().toStdString());
    settings.endGroup();
    const int count = settings.beginReadArray(QStringLiteral("seats"));
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        Seat seat;
        const QString kind = settings.value(QStringLiteral("kind")).toString();
        seat.kind = kind == QLatin1String("ai") ? Seat::Kind::Ai
            : kind == QLatin1String("remote")   ? Seat::Kind::Remote
                                                : Seat::Kind::Human;
        levelFromKey(settings.value(QStringLiteral("level")).toString(), seat.level);
        seat.name = settings.value(QStringLiteral("name")).toString();
        choices.seats.append(seat);
    }
    settings.endArray();
    settings.endGroup();
    return choices;
}

void saveSetupChoices(const QString &gameId, const Options &options, const QVector<Seat> &seats)
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("setup/") + gameId);
    settings.remove(QString());
    settings.beginGroup(QStringLiteral("options"));
    for (const auto &[key, value] : options)
        settings.setValue(QString::fromStdString(key), QString::fromStdString(value));
    settings.endGroup();
    settings.beginWriteArray(QStringLiteral("seats"), static_cast<int>(seats.size()));
    for (int i = 0; i < seats.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("kind"),
                          seats[i].isAi()           ? QStringLiteral("ai")
                              : seats[i].isRemote() ? QStringLiteral("remote")
                                                    : QStringLiteral("human"));
        settings.setValue(QStringLiteral("level"), levelKey(seats[i].level));
        settings.setValue(QStringLiteral("name"), seats[i].name);
    }
    settings.endArray();
    settings.endGroup();
    for (const Seat &seat : seats)
        if (seat.isPerson() && !seat.name.isEmpty()) {
            settings.setValue(kLastPersonKey, seat.name);
            break;
        }
}

QString lastPersonName()
{
    const QString name = QSettings().value(kLastPersonKey).toString();
    return personNameProblem(name).isEmpty() ? name : QString();
}

void renamePerson(const QString &from, const QString &to)
{
    QSettings settings;
    if (settings.value(kLastPersonKey).toString() == from)
        settings.setValue(kLastPersonKey, to);
    settings.beginGroup(QStringLiteral("setup"));
    for (const QString &game : settings.childGroups()) {
        settings.beginGroup(game);
        const int count = settings.beginReadArray(QStringLiteral("seats"));
        QStringList renamed;
        for (int i = 0; i < count; ++i) {
            settings.setArrayIndex(i);
            const QString key = QStringLiteral("seats/%1/name").arg(i + 1);
            if (settings.value(QStringLiteral("kind")).toString() != QLatin1String("ai")
                && settings.value(QStringLiteral("name")).toString() == from)
                renamed << key;
        }
        settings.endArray();
        for (const QString &key : std::as_const(renamed))
            settings.setValue(key, to);
        settings.endGroup();
    }
    settings.endGroup();
}

} // namespace ludoteca::app
