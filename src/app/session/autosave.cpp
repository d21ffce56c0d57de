#include "session/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace ludoteca::app {

Autosave::Autosave(QString folder) : folder_(std::move(folder))
{
    if (folder_.isEmpty())
        folder_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::filePath() const { return QDir(folder_).filePath(QStringLiteral("autosave.json")); }

bool Autosave::exists() const { return QFile::exists(filePath()); }

bool Autosave::write(const SavedGame &game, QString &error) const
{
    if (!QDir().mkpath(folder_)) {
        error = QCoreApplication::translate("Autosave", "Cannot create the folder %1.").arg(QDir::toNativeSeparators(folder_));
        return false;
    }
    return writeSavedGame(filePath(), game, error);
}

bool Autosave::read(SavedGame &game, QString &error) const { return readSavedGame(filePath(), game, error); }

void Autosave::clear() const { QFile::remove(filePath()); }

} // namespace ludoteca::app
