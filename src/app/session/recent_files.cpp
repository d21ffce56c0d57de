#include "session/recent_files.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace ludoteca::app {

namespace {

const QString kFilesKey = QStringLiteral("recentFiles");
const QString kFolderKey = QStringLiteral("files/lastFolder");

} // namespace

// The limit holds when reading too: a settings file written elsewhere may list any number.
QStringList RecentFiles::files() const { return QSettings().value(kFilesKey).toStringList().mid(0, kMaxFiles); }

void RecentFiles::setFiles(const QStringList &files) { QSettings().setValue(kFilesKey, files.mid(0, kMaxFiles)); }

void RecentFiles::remember(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QSettings().setValue(kFolderKey, QFileInfo(absolute).absolutePath());
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    setFiles(list);
}

void RecentFiles::forget(const QString &path)
{
    QStringList list = files();
    list.removeAll(path);
    setFiles(list);
}

void RecentFiles::clear() { setFiles({}); }

QString RecentFiles::folder() const
{
    const QString last = QSettings().value(kFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QDir().mkpath(documents);
    return documents;
}

} // namespace ludoteca::app
