#include "session/autosave.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace ludoteca::app {

namespace {

// A link counts too, whatever it points to: it is what would be replaced.
bool taken(const QString &path) { return QFileInfo(path).exists() || QFileInfo(path).isSymLink(); }

// `name`, or name-2, name-3… when that is taken, followed by `suffix`.
QString freePath(const QDir &folder, const QString &name, const QString &suffix)
{
    QString path = folder.filePath(name + suffix);
    for (int n = 2; taken(path); ++n)
        path = folder.filePath(QStringLiteral("%1-%2%3").arg(name).arg(n).arg(suffix));
    return path;
}

QString stamp() { return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")); }

} // namespace

Autosave::Autosave(QString folder) : folder_(std::move(folder))
{
    if (folder_.isEmpty())
        folder_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::legacyFilePath() const { return QDir(folder_).filePath(QStringLiteral("autosave.json")); }

QStringList Autosave::files() const
{
    const QDir folder(folder_);
    const QFileInfoList found =
        folder.entryInfoList({QStringLiteral("autosave.json"), QStringLiteral("autosave-*.json")},
                             QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Time);
    QStringList paths;
    for (const QFileInfo &file : found)
        paths << file.filePath();
    return paths;
}

QString Autosave::newFilePath(const QString &gameId) const
{
    return freePath(QDir(folder_), QStringLiteral("autosave-%1-%2").arg(gameId, stamp()), QStringLiteral(".json"));
}

bool Autosave::write(const QString &path, const SavedGame &game, QString &error)
{
    if (!QDir().mkpath(folder_)) {
        error = QCoreApplication::translate("Autosave", "Cannot create the folder %1.")
                    .arg(QDir::toNativeSeparators(folder_));
        return false;
    }
    return writeSavedGame(path, game, error);
}

bool Autosave::read(const QString &path, SavedGame &game, QString &error, ReadProblem *problem) const
{
    return readSavedGame(path, game, error, problem);
}

void Autosave::remove(const QString &path)
{
    if (!path.isEmpty())
        QFile::remove(path);
}

QString Autosave::keepAside(const QString &path, const QString &label)
{
    if (!taken(path))
        return {};
    QDir folder(folder_);
    const QString target =
        freePath(folder, QStringLiteral("autosave.%1-%2").arg(label, stamp()), QStringLiteral(".json"));
    // QFile::rename would copy and delete a file it cannot rename; a plain rename never
    // loses it and moves a link itself, not what it points to.
    if (!folder.rename(QFileInfo(path).fileName(), QFileInfo(target).fileName()))
        return {};
    return target;
}

} // namespace ludoteca::app
