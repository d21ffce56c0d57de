#include "session/saved_game.h"

#include "ludoteca/remote/protocol.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUuid>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include "ludoteca/core/registry.h"

#include "i18n/engine_texts.h"

namespace ludoteca::app {

namespace {

// The context of this file's messages for translators.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SavedGame)
};

QString kindKey(Seat::Kind kind)
{
    switch (kind) {
    case Seat::Kind::Ai:
        return QStringLiteral("ai");
    case Seat::Kind::Remote:
        return QStringLiteral("remote");
    case Seat::Kind::Human:
        break;
    }
    return QStringLiteral("human");
}

// A text from the file, quoted in a message: at most its first characters.
QString quoted(const QString &text) { return QString::fromStdString(excerpt(text.toStdString())); }

bool refuse(QString &error, ReadProblem *problem, ReadProblem why, const QString &reason)
{
    error = reason;
    if (problem)
        *problem = why;
    return false;
}

bool readSeat(const QJsonValue &value, Seat &seat, QString &error)
{
    if (!value.isObject()) {
        error = Text::tr("A seat is not described as a seat.");
        return false;
    }
    const QJsonObject entry = value.toObject();
    const QString kind = entry.value(QStringLiteral("kind")).toString();
    if (kind == QLatin1String("ai"))
        seat.kind = Seat::Kind::Ai;
    else if (kind == QLatin1String("remote"))
        seat.kind = Seat::Kind::Remote;
    else if (kind != QLatin1String("human")) {
        error = Text::tr("A seat is neither a person nor the computer.");
        return false;
    }
    const QJsonValue level = entry.value(QStringLiteral("level"));
    if (!level.isUndefined() && (!level.isString() || !levelFromKey(level.toString(), seat.level))) {
        error = Text::tr("A seat has an unknown AI level.");
        return false;
    }
    const QJsonValue name = entry.value(QStringLiteral("name"));
    if (!name.isUndefined() && !name.isString()) {
        error = Text::tr("A seat's name is not text.");
        return false;
    }
    seat.name = name.toString();
    const int longest = seat.isRemote() ? Seat::kMaxAddressLength : Seat::kMaxNameLength;
    if (seat.name.size() > longest) {
        error =
            Text::tr("A seat's name is %1 characters long; names have at most %2.").arg(seat.name.size()).arg(longest);
        return false;
    }
    // A person's name as the set-up dialog and Rename… take it (a computer seat's name only
    // describes it; empty: the seat's default name).
    if (seat.isPerson() && !seat.name.isEmpty()) {
        if (const QString problem = personNameProblem(seat.name); !problem.isEmpty()) {
            error = Text::tr("A player's name cannot be used: %1").arg(problem);
            return false;
        }
    }
    // A friend online is named by their address, which the game is sent to.
    if (seat.isRemote() && !remote::isBareAddress(seat.name.toStdString())) {
        error = Text::tr("A friend's seat has no address a game can be sent to.");
        return false;
    }
    return true;
}

} // namespace

QByteArray savedGameToJson(const SavedGame &game)
{
    QJsonObject root;
    root[QStringLiteral("format")] = QString::fromLatin1(SavedGame::kFormat);
    root[QStringLiteral("version")] = SavedGame::kVersion;
    root[QStringLiteral("game")] = game.gameId;

    QJsonObject options;
    for (const auto &[key, value] : game.options)
        options[QString::fromStdString(key)] = QString::fromStdString(value);
    root[QStringLiteral("options")] = options;

    QJsonArray seats;
    for (const Seat &seat : game.seats) {
        QJsonObject entry;
        entry[QStringLiteral("kind")] = kindKey(seat.kind);
        entry[QStringLiteral("level")] = levelKey(seat.level);
        entry[QStringLiteral("name")] = seat.name;
        seats.append(entry);
    }
    root[QStringLiteral("seats")] = seats;
    root[QStringLiteral("moves")] = QJsonArray::fromStringList(game.moves);
    if (!game.undone.isEmpty()) {
        QJsonArray undone;
        for (const QStringList &group : game.undone)
            undone.append(QJsonArray::fromStringList(group));
        root[QStringLiteral("undone")] = undone;
    }
    // A string: JSON numbers cannot hold every 64-bit value exactly.
    root[QStringLiteral("seed")] = QString::number(game.seed);
    if (!game.identity.isEmpty())
        root[QStringLiteral("id")] = game.identity;
    if (game.observer >= 0)
        root[QStringLiteral("observer")] = game.observer;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString newGameIdentity() { return QUuid::createUuid().toString(QUuid::WithoutBraces); }

QString historyIdentity(const SavedGame &game)
{
    if (!game.identity.isEmpty())
        return game.identity;
    SavedGame played = game;
    played.undone.clear(); // what Redo could play is not part of the game played
    return QStringLiteral("sha256:")
        + QString::fromLatin1(QCryptographicHash::hash(savedGameToJson(played), QCryptographicHash::Sha256).toHex());
}

bool savedGameFromJson(const QByteArray &json, SavedGame &game, QString &error, ReadProblem *problem)
{
    const auto damaged = [&](const QString &reason) { return refuse(error, problem, ReadProblem::Damaged, reason); };
    if (json.size() > SavedGame::kMaxFileSize)
        return damaged(Text::tr("The file is far too large to be a Ludoteca game."));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (document.isNull()) {
        return damaged(Text::tr("The file is not valid JSON (%1 at byte %2); it may be truncated or damaged.")
                           .arg(parseError.errorString())
                           .arg(parseError.offset));
    }
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(QStringLiteral("format")).toString() != QLatin1String(SavedGame::kFormat))
        return damaged(Text::tr("The file is not a Ludoteca game."));
    const QJsonValue versionValue = root.value(QStringLiteral("version"));
    const int version = versionValue.toInt(-1);
    if (!versionValue.isDouble() || version < 1)
        return damaged(Text::tr("The file's format version is missing or damaged."));
    if (version > SavedGame::kVersion) {
        return refuse(error, problem, ReadProblem::NewerVersion,
                      Text::tr("The file was written by a newer version of Ludoteca (format version %1; "
                               "this version reads version %2).")
                          .arg(version)
                          .arg(SavedGame::kVersion));
    }

    SavedGame result;
    const QJsonValue gameId = root.value(QStringLiteral("game"));
    if (!gameId.isString() || gameId.toString().isEmpty())
        return damaged(Text::tr("The file does not say which game it holds."));
    result.gameId = gameId.toString();
    const GameInfo *info = GameRegistry::find(result.gameId.toStdString());
    if (!info) {
        return refuse(error, problem, ReadProblem::NewerVersion,
                      Text::tr("The file holds a game this version of Ludoteca does not know (\"%1\").")
                          .arg(quoted(result.gameId)));
    }
    const QString gameName = QString::fromStdString(info->name);

    // Every count and length is checked before anything is built from it.
    const QJsonValue options = root.value(QStringLiteral("options"));
    if (!options.isObject() || options.toObject().size() > static_cast<qsizetype>(info->options.size()))
        return damaged(Text::tr("The file's options are missing or damaged."));
    const QJsonObject optionObject = options.toObject();
    for (auto it = optionObject.begin(); it != optionObject.end(); ++it) {
        if (!it.value().isString() || it.key().size() > SavedGame::kMaxTextLength
            || it.value().toString().size() > SavedGame::kMaxTextLength)
            return damaged(Text::tr("The option \"%1\" is damaged.").arg(quoted(it.key())));
        result.options[it.key().toStdString()] = it.value().toString().toStdString();
    }

    const QJsonValue seats = root.value(QStringLiteral("seats"));
    if (!seats.isArray())
        return damaged(Text::tr("The file's seats are missing or damaged."));
    const QJsonArray seatArray = seats.toArray();
    if (seatArray.size() < info->minPlayers || seatArray.size() > info->maxPlayers) {
        const int seats = static_cast<int>(seatArray.size());
        if (info->minPlayers == info->maxPlayers) {
            const QString players = Text::tr("%n player(s)", nullptr, info->minPlayers);
            return damaged(
                Text::tr("The file lists %n seat(s); %1 is played by %2.", nullptr, seats).arg(gameName, players));
        }
        return damaged(Text::tr("The file lists %n seat(s); %1 is played by %2 to %3.", nullptr, seats)
                           .arg(gameName)
                           .arg(info->minPlayers)
                           .arg(info->maxPlayers));
    }
    for (const QJsonValue &value : seatArray) {
        Seat seat;
        if (!readSeat(value, seat, error))
            return damaged(error);
        result.seats.append(seat);
    }

    const QJsonValue moves = root.value(QStringLiteral("moves"));
    if (!moves.isArray())
        return damaged(Text::tr("The file's move list is missing or damaged."));
    const QJsonArray moveArray = moves.toArray();
    if (moveArray.size() > info->maxPlies) {
        return damaged(Text::tr("The file lists %n move(s); no game of %1 lasts more than %2.", nullptr,
                                static_cast<int>(moveArray.size()))
                           .arg(gameName)
                           .arg(info->maxPlies));
    }
    for (const QJsonValue &value : moveArray) {
        if (!value.isString() || value.toString().size() > SavedGame::kMaxTextLength)
            return damaged(Text::tr("The move list holds something that is not a move."));
        result.moves.append(value.toString());
    }

    // Undone moves, for Redo: a game lasts no longer with them than without.
    const QJsonValue undone = root.value(QStringLiteral("undone"));
    if (!undone.isUndefined()) {
        const auto bad = [&] { return damaged(Text::tr("The file's undone moves are damaged.")); };
        if (!undone.isArray())
            return bad();
        qsizetype total = result.moves.size();
        for (const QJsonValue &group : undone.toArray()) {
            if (!group.isArray() || group.toArray().isEmpty())
                return bad();
            total += group.toArray().size();
            if (total > info->maxPlies)
                return bad();
            QStringList texts;
            for (const QJsonValue &value : group.toArray()) {
                if (!value.isString() || value.toString().size() > SavedGame::kMaxTextLength)
                    return bad();
                texts.append(value.toString());
            }
            result.undone.append(texts);
        }
    }

    bool seedOk = true;
    const QJsonValue seed = root.value(QStringLiteral("seed"));
    if (!seed.isUndefined())
        result.seed = seed.toString().toULongLong(&seedOk);
    if (!seedOk)
        return damaged(Text::tr("The file's random seed is damaged."));

    // Letters, digits and dashes, as a UUID is written.
    const QJsonValue identity = root.value(QStringLiteral("id"));
    if (!identity.isUndefined()) {
        static const QRegularExpression kIdentity(
            QStringLiteral("^[A-Za-z0-9-]{1,%1}$").arg(SavedGame::kMaxIdentityLength));
        if (!identity.isString() || !kIdentity.match(identity.toString()).hasMatch())
            return damaged(Text::tr("The file's game identity is damaged."));
        result.identity = identity.toString();
    }

    // The seat whose view the moves are: one of the file's seats, and nothing to redo.
    const QJsonValue observer = root.value(QStringLiteral("observer"));
    if (!observer.isUndefined()) {
        const int seat = observer.isDouble() ? observer.toInt(-1) : -1;
        if (seat < 0 || seat >= result.seats.size() || observer.toDouble() != seat || !result.undone.isEmpty())
            return damaged(Text::tr("The file's seat of the game joined online is damaged."));
        result.observer = seat;
    }

    game = std::move(result);
    if (problem)
        *problem = ReadProblem::None;
    return true;
}

#ifdef Q_OS_UNIX
namespace {

QString systemError(int code) { return QString::fromLocal8Bit(std::strerror(code)); }

// Every byte, going on after a short write; false with errno set when one fails.
bool writeAll(int fd, const char *data, qint64 size)
{
    while (size > 0) {
        const ssize_t written = ::write(fd, data, static_cast<size_t>(size));
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0)
            return false;
        if (written == 0) {
            errno = EIO;
            return false;
        }
        data += written;
        size -= written;
    }
    return true;
}

bool closeChecked(int fd)
{
    // On Linux the descriptor is gone even when close() reports EINTR: never close it twice.
    return ::close(fd) == 0 || errno == EINTR;
}

} // namespace

void ignoreFileSizeSignal()
{
    // Past RLIMIT_FSIZE a write raises SIGXFSZ, which ends the process unless it is ignored;
    // ignored, the write fails with EFBIG like any other failed write.
    static const bool ignored = [] { return std::signal(SIGXFSZ, SIG_IGN) != SIG_ERR; }();
    Q_UNUSED(ignored);
}

bool writeSavedGame(const QString &path, const SavedGame &game, QString &error)
{
    ignoreFileSizeSignal();
    const QByteArray data = savedGameToJson(game);
    const QFileInfo target(path);
    const QByteArray finalName = QFile::encodeName(target.absoluteFilePath());
    const QByteArray folder = QFile::encodeName(target.absolutePath());
    // `why` is a sentence with %1 for the system's reason.
    const auto failed = [&](const QString &why, int code) {
        error = why.arg(systemError(code));
        return false;
    };

    // A new file beside the target, never one that exists or a link (O_EXCL, O_NOFOLLOW).
    // The mode of a file already there is kept; a new one gets the usual mode less umask.
    struct stat old {};
    const bool replacing = ::lstat(finalName.constData(), &old) == 0 && S_ISREG(old.st_mode);
    QByteArray temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 64 && fd < 0; ++attempt) {
        temporary = folder + "/." + QFile::encodeName(target.fileName()) + '.'
            + QByteArray::number(QRandomGenerator::global()->generate64(), 36) + ".tmp";
        fd = ::open(temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0) {
        const int code = errno;
        return failed(Text::tr("The file could not be created: %1"), code);
    }
    // The step that failed: the new file goes, the old one stays.
    enum class Step { Write, Sync };
    const auto abandon = [&](Step step) {
        const int code = errno;
        ::close(fd);
        ::unlink(temporary.constData());
        return failed(step == Step::Write ? Text::tr("The file could not be written: %1")
                                          : Text::tr("The file could not be written to the disk: %1"),
                      code);
    };
    if (replacing && ::fchmod(fd, old.st_mode & 07777) != 0)
        return abandon(Step::Write);
    // Every byte on the disk before the new file takes the old one's place: a full disk, a
    // size limit or a failed flush leaves the previous file as it was.
    if (!writeAll(fd, data.constData(), data.size()))
        return abandon(Step::Write);
    if (::fsync(fd) != 0)
        return abandon(Step::Sync);
    if (!closeChecked(fd)) {
        const int code = errno;
        ::unlink(temporary.constData());
        return failed(Text::tr("The file could not be written to the disk: %1"), code);
    }
    // rename() replaces whatever is at the target, a link included, without following it.
    if (::rename(temporary.constData(), finalName.constData()) != 0) {
        const int code = errno;
        ::unlink(temporary.constData());
        return failed(Text::tr("The file could not take its place: %1"), code);
    }
    // And the rename itself on the disk.
    const int dir = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        const bool synced = ::fsync(dir) == 0 || errno == EINVAL;
        const int code = errno;
        ::close(dir);
        if (!synced)
            return failed(Text::tr("The file could not be written to the disk: %1"), code);
    }
    return true;
}
#else
void ignoreFileSizeSignal() {}

bool writeSavedGame(const QString &path, const SavedGame &game, QString &error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        error = file.errorString();
        return false;
    }
    const QByteArray data = savedGameToJson(game);
    // flush() first: commit() would rename a file whose last buffered bytes failed to go out.
    if (file.write(data) != data.size() || !file.flush() || file.error() != QFileDevice::NoError) {
        error = file.errorString();
        file.cancelWriting();
        file.commit();
        return false;
    }
    if (!file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}
#endif

bool readSavedGame(const QString &path, SavedGame &game, QString &error, ReadProblem *problem)
{
    const auto damaged = [&](const QString &reason) { return refuse(error, problem, ReadProblem::Damaged, reason); };
    // QFileInfo follows a symbolic link: what counts is what it points to.
    const QFileInfo info(path);
    if (!info.exists()) {
        if (info.isSymLink())
            return damaged(Text::tr("The file is a link to nothing."));
        return refuse(error, problem, ReadProblem::Missing, Text::tr("There is no such file."));
    }
    if (info.isDir())
        return damaged(Text::tr("This is a folder, not a saved game."));
    if (!info.isFile())
        return damaged(Text::tr("This is a device, a pipe or a socket, not a saved game."));

    QFile file;
#ifdef Q_OS_UNIX
    // Opened without waiting (a pipe put in the file's place since the check above would
    // otherwise block until a writer comes) and checked again on what was actually opened.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return damaged(Text::tr("The file could not be opened: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    struct stat status {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        return damaged(Text::tr("This is a device, a pipe or a socket, not a saved game."));
    }
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return damaged(Text::tr("The file could not be opened: %1").arg(file.errorString()));
    }
#else
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly))
        return damaged(Text::tr("The file could not be opened: %1").arg(file.errorString()));
#endif
    // Never more than the limit and one byte, whatever size() claims.
    const QByteArray data = file.read(SavedGame::kMaxFileSize + 1);
    if (data.size() > SavedGame::kMaxFileSize)
        return damaged(Text::tr("The file is far too large to be a Ludoteca game."));
    return savedGameFromJson(data, game, error, problem);
}

std::unique_ptr<State> replaySavedGame(const SavedGame &saved, QString &error)
{
    const GameInfo *info = GameRegistry::find(saved.gameId.toStdString());
    if (!info) {
        error = Text::tr("The file holds a game this version of Ludoteca does not know (\"%1\").")
                    .arg(quoted(saved.gameId));
        return nullptr;
    }
    std::vector<std::pair<std::string, std::string>> given(saved.options.begin(), saved.options.end());
    Message why;
    Options options;
    if (!info->resolveOptions(given, options, why)) {
        error = Text::tr("The file's options are not valid for %1: %2")
                    .arg(QString::fromStdString(info->name), engine_texts::message(*info, why));
        return nullptr;
    }
    auto state = info->newGame(options, why);
    if (!state) {
        error = engine_texts::message(*info, why);
        return nullptr;
    }
    if (saved.seats.size() != state->numPlayers()) {
        error = Text::tr("The file lists %n seat(s), but this game of %1 has %2.", nullptr,
                         static_cast<int>(saved.seats.size()))
                    .arg(QString::fromStdString(info->name))
                    .arg(state->numPlayers());
        return nullptr;
    }
    for (int i = 0; i < saved.moves.size(); ++i) {
        const std::string text = saved.moves[i].toStdString();
        const bool played = saved.observer >= 0 ? [&] {
            const Action action = state->parseObserved(text, why);
            if (action != kInvalidAction)
                state->apply(action);
            return action != kInvalidAction;
        }()
                                                : state->applyText(text, why);
        if (!played) {
            error = Text::tr("Move %1 (\"%2\") cannot be played: %3.")
                        .arg(i + 1)
                        .arg(quoted(saved.moves[i]), engine_texts::message(*info, why));
            return nullptr;
        }
    }
    // Redo must be able to play the undone moves again, so they are checked as well.
    auto ahead = state->clone();
    for (const QStringList &group : saved.undone) {
        for (const QString &text : group) {
            if (!ahead->applyText(text.toStdString(), why)) {
                error = Text::tr("The undone move \"%1\" cannot be played again: %2.")
                            .arg(quoted(text), engine_texts::message(*info, why));
                return nullptr;
            }
        }
    }
    return state;
}

} // namespace ludoteca::app
