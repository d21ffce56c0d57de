#include "session/saved_game.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace ludoteca::app {

namespace {

// The context of this file's messages for translators.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SavedGame)
};

// Larger than any honest save; keeps a stray huge file from being read into memory.
constexpr qint64 kMaxFileSize = 8 * 1024 * 1024;

QString kindKey(Seat::Kind kind) { return kind == Seat::Kind::Ai ? QStringLiteral("ai") : QStringLiteral("human"); }

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
    // A string: JSON numbers cannot hold every 64-bit value exactly.
    root[QStringLiteral("seed")] = QString::number(game.seed);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool savedGameFromJson(const QByteArray &json, SavedGame &game, QString &error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (document.isNull()) {
        error = Text::tr("The file is not valid JSON (%1 at byte %2); it may be truncated or damaged.")
                    .arg(parseError.errorString())
                    .arg(parseError.offset);
        return false;
    }
    if (!document.isObject()) {
        error = Text::tr("The file is not a Ludoteca game.");
        return false;
    }
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(SavedGame::kFormat)) {
        error = Text::tr("The file is not a Ludoteca game.");
        return false;
    }
    const int version = root.value(QStringLiteral("version")).toInt(-1);
    if (version != SavedGame::kVersion) {
        error = Text::tr("The file was written by another version of Ludoteca (format version %1).")
                    .arg(version);
        return false;
    }

    SavedGame result;
    result.gameId = root.value(QStringLiteral("game")).toString();
    if (result.gameId.isEmpty()) {
        error = Text::tr("The file does not say which game it holds.");
        return false;
    }

    const QJsonValue options = root.value(QStringLiteral("options"));
    if (!options.isObject()) {
        error = Text::tr("The file's options are missing or damaged.");
        return false;
    }
    const QJsonObject optionObject = options.toObject();
    for (auto it = optionObject.begin(); it != optionObject.end(); ++it) {
        if (!it.value().isString()) {
            error = Text::tr("The option \"%1\" is not text.").arg(it.key());
            return false;
        }
        result.options[it.key().toStdString()] = it.value().toString().toStdString();
    }

    const QJsonValue seats = root.value(QStringLiteral("seats"));
    if (!seats.isArray() || seats.toArray().isEmpty()) {
        error = Text::tr("The file's seats are missing or damaged.");
        return false;
    }
    for (const QJsonValue &value : seats.toArray()) {
        const QJsonObject entry = value.toObject();
        Seat seat;
        const QString kind = entry.value(QStringLiteral("kind")).toString();
        if (kind == QLatin1String("ai"))
            seat.kind = Seat::Kind::Ai;
        else if (kind != QLatin1String("human")) {
            error = Text::tr("A seat is neither human nor AI.");
            return false;
        }
        if (!levelFromKey(entry.value(QStringLiteral("level")).toString(QStringLiteral("medium")), seat.level)) {
            error = Text::tr("A seat has an unknown AI level.");
            return false;
        }
        seat.name = entry.value(QStringLiteral("name")).toString();
        result.seats.append(seat);
    }

    const QJsonValue moves = root.value(QStringLiteral("moves"));
    if (!moves.isArray()) {
        error = Text::tr("The file's move list is missing or damaged.");
        return false;
    }
    for (const QJsonValue &value : moves.toArray()) {
        if (!value.isString()) {
            error = Text::tr("The move list holds something that is not a move.");
            return false;
        }
        result.moves.append(value.toString());
    }

    bool seedOk = true;
    const QJsonValue seed = root.value(QStringLiteral("seed"));
    if (!seed.isUndefined())
        result.seed = seed.toString().toULongLong(&seedOk);
    if (!seedOk) {
        error = Text::tr("The file's random seed is damaged.");
        return false;
    }

    game = std::move(result);
    return true;
}

bool writeSavedGame(const QString &path, const SavedGame &game, QString &error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        error = file.errorString();
        return false;
    }
    const QByteArray data = savedGameToJson(game);
    if (file.write(data) != data.size() || !file.commit()) {
        error = file.errorString();
        file.cancelWriting();
        return false;
    }
    return true;
}

bool readSavedGame(const QString &path, SavedGame &game, QString &error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = Text::tr("The file could not be opened: %1").arg(file.errorString());
        return false;
    }
    if (file.size() > kMaxFileSize) {
        error = Text::tr("The file is far too large to be a Ludoteca game.");
        return false;
    }
    return savedGameFromJson(file.readAll(), game, error);
}

} // namespace ludoteca::app
