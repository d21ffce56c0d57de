#include "session/autosave.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace ludoteca::app {

Autosave::Autosave(QString folder) : folder_(std::move(folder))
{
    if (folder_.isEmpty())
        folder_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::filePath() const { return QDir(folder_).filePath(QStringLiteral("autosave.json")); }

// A link counts too, whatever it points to: it is what would be replaced.
bool Autosave::exists() const { return QFileInfo(filePath()).exists() || QFileInfo(filePath()).isSymLink(); }

bool Autosave::write(const SavedGame &game, QString &error)
{
    if (!QDir().mkpath(folder_)) {
        error = QCoreApplication::translate("Autosave", "Cannot create the folder %1.")
                    .arg(QDir::toNativeSeparators(folder_));
        return false;
    }
    if (!makeRoom()) {
        error = QCoreApplication::translate("Autosave", "The earlier file %1 could not be moved aside.")
                    .arg(QDir::toNativeSeparators(filePath()));
        return false;
    }
    return writeSavedGame(filePath(), game, error);
}

bool Autosave::read(SavedGame &game, QString &error, ReadProblem *problem)
{
    ReadProblem why = ReadProblem::None;
    const bool ok = readSavedGame(filePath(), game, error, &why);
    if (why == ReadProblem::NewerVersion)
        keepBeforeReplacing_ = true;
    if (problem)
        *problem = why;
    return ok;
}

void Autosave::clear()
{
    if (makeRoom())
        QFile::remove(filePath());
}

QString Autosave::keepAside(const QString &label)
{
    if (!exists())
        return {};
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = QDir(folder_).filePath(QStringLiteral("autosave.%1-%2.json").arg(label, stamp));
    for (int n = 2; QFileInfo(target).exists() || QFileInfo(target).isSymLink(); ++n)
        target = QDir(folder_).filePath(QStringLiteral("autosave.%1-%2-%3.json").arg(label, stamp).arg(n));
    // QFile::rename would copy and delete a file it cannot rename; a plain rename never
    // loses it and moves a link itself, not what it points to.
    if (!QDir(folder_).rename(QStringLiteral("autosave.json"), QFileInfo(target).fileName())) {
        keepBeforeReplacing_ = true;
        return {};
    }
    keepBeforeReplacing_ = false;
    return target;
}

bool Autosave::makeRoom()
{
    if (!keepBeforeReplacing_ || !exists())
        return true;
    return !keepAside(QStringLiteral("newer")).isEmpty();
}

} // namespace ludoteca::app
