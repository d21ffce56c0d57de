#include "session/settings_file.h"

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <optional>

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryFile>

namespace ludoteca::app::settings_file {

namespace {

// The bytes of the regular file `path` names (following a link), or nothing when it is not
// one, is larger than kMaxSize or cannot be read. Opened without waiting, so that a pipe
// put there meanwhile cannot block.
std::optional<QByteArray> regularContent(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    struct stat info {};
    std::optional<QByteArray> content;
    if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_size <= kMaxSize) {
        QByteArray bytes;
        char buffer[65536];
        ssize_t got = 0;
        while ((got = ::read(fd, buffer, sizeof buffer)) > 0 && bytes.size() <= kMaxSize)
            bytes.append(buffer, static_cast<qsizetype>(got));
        if (got == 0 && bytes.size() <= kMaxSize)
            content = bytes;
    }
    ::close(fd);
    return content;
}

// Whether QSettings reads `content` without a format error.
bool parses(const QByteArray &content)
{
    QTemporaryFile copy;
    if (!copy.open() || copy.write(content) != content.size() || !copy.flush())
        return true; // no room to look: leave the file to QSettings rather than set it aside
    copy.close();
    QSettings settings(copy.fileName(), QSettings::IniFormat);
    settings.allKeys();
    return settings.status() == QSettings::NoError;
}

// Moves `path` (whatever it is; a link is moved, not followed) aside beside it; the new
// name, or empty when it could not be moved.
QString moveAside(const QString &path)
{
    const QFileInfo file(path);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = file.dir().filePath(QStringLiteral("%1.unusable-%2.conf").arg(file.completeBaseName(), stamp));
    for (int n = 2; QFileInfo(aside).exists() || QFileInfo(aside).isSymLink(); ++n)
        aside =
            file.dir().filePath(QStringLiteral("%1.unusable-%2-%3.conf").arg(file.completeBaseName(), stamp).arg(n));
    if (std::rename(QFile::encodeName(path).constData(), QFile::encodeName(aside).constData()) != 0)
        return {};
    return aside;
}

// Puts `content` in a new file beside `path`, then renames it over `path`, which replaces
// a link there rather than writing through it.
bool replaceWith(const QString &path, const QByteArray &content)
{
    QTemporaryFile temporary(QFileInfo(path).dir().filePath(QStringLiteral(".settings-XXXXXX")));
    temporary.setAutoRemove(true);
    if (!temporary.open() || temporary.write(content) != content.size() || !temporary.flush()
        || ::fsync(temporary.handle()) != 0)
        return false;
    if (std::rename(QFile::encodeName(temporary.fileName()).constData(), QFile::encodeName(path).constData()) != 0)
        return false;
    temporary.setAutoRemove(false); // it is the settings file now
    return true;
}

// `why` is a whole sentence about the file; what became of it follows.
QString unusable(const QString &path, const QString &why)
{
    const QString aside = moveAside(path);
    if (aside.isEmpty())
        return why + QLatin1Char(' ')
            + QCoreApplication::translate("SettingsFile",
                                          "It could not be moved aside either, so settings will not be kept.");
    return why + QLatin1Char(' ')
        + QCoreApplication::translate("SettingsFile",
                                      "Ludoteca started with its default settings and kept that file as %1.")
              .arg(QDir::toNativeSeparators(aside));
}

} // namespace

QString userPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
        .filePath(QStringLiteral("%1/%2.conf")
                      .arg(QCoreApplication::organizationName(), QCoreApplication::applicationName()));
}

QString prepare(const QString &path)
{
    struct stat entry {};
    if (::lstat(QFile::encodeName(path).constData(), &entry) != 0)
        return {}; // none yet: QSettings makes it
    const QString where = QDir::toNativeSeparators(path);
    const bool link = S_ISLNK(entry.st_mode);
    if (!link && !S_ISREG(entry.st_mode))
        return unusable(path,
                        QCoreApplication::translate("SettingsFile", "The settings file %1 is not a file.").arg(where));
    const std::optional<QByteArray> content = regularContent(path);
    if (!content)
        return unusable(
            path,
            link ? QCoreApplication::translate(
                       "SettingsFile", "The settings file %1 is a link to something that is not a settings file.")
                       .arg(where)
                 : QCoreApplication::translate("SettingsFile", "The settings file %1 is too large or cannot be read.")
                       .arg(where));
    if (!parses(*content))
        return unusable(
            path,
            QCoreApplication::translate("SettingsFile", "The settings file %1 could not be read as settings.")
                .arg(where));
    if (link && !replaceWith(path, *content))
        return unusable(path,
                        QCoreApplication::translate(
                            "SettingsFile", "The settings file %1 is a link, and no copy could be made in its place.")
                            .arg(where));
    return {};
}

} // namespace ludoteca::app::settings_file
