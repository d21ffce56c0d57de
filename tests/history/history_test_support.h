#pragma once
// Helpers for the history tests: the QCoreApplication that Qt SQL needs to load its
// driver, games made up in the test, and whole files.

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <catch2/catch.hpp>

#include "history/history_store.h"

namespace ludoteca::app::testing {

// Qt SQL loads its drivers as plugins, which needs an application object.
inline void ensureApplication()
{
    if (QCoreApplication::instance())
        return;
    static int argc = 1;
    static char name[] = "test_history";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}

inline Seat person(const QString &name) { return {Seat::Kind::Human, ai::Level::Easy, name}; }
inline Seat computer(ai::Level level) { return {Seat::Kind::Ai, level, QStringLiteral("Computer")}; }

// A finished game of Egotzi between `seats`, won by `winners` with `scores`, ended
// `minute` minutes after a fixed moment (so that the order of games is known).
inline HistoryGame madeUpGame(QVector<Seat> seats, QVector<int> winners, QVector<double> scores, int minute = 0)
{
    HistoryGame game;
    game.document.gameId = QStringLiteral("egotzi");
    game.document.options = {{"size", "7"}};
    game.document.seats = std::move(seats);
    game.document.moves = {QStringLiteral("a1"), QStringLiteral("b2")};
    game.document.seed = 42;
    game.document.identity = newGameIdentity(); // each made-up game is a game of its own
    const QDateTime start(QDate(2026, 11, 1), QTime(10, 0), Qt::UTC);
    game.started = start.addSecs(60 * minute);
    game.ended = game.started.addSecs(90);
    game.winners = std::move(winners);
    game.scores = std::move(scores);
    game.appVersion = QStringLiteral("0.1.0");
    return game;
}

inline QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

inline void writeBytes(const QString &path, const QByteArray &data)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    REQUIRE(file.write(data) == data.size());
}

// Runs `statement` on the SQLite file `path` through a connection of its own.
inline void runSql(const QString &path, const QString &statement)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("test-raw"));
        db.setDatabaseName(path);
        REQUIRE(db.open());
        QSqlQuery query(db);
        REQUIRE(query.exec(statement));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("test-raw"));
}

} // namespace ludoteca::app::testing
