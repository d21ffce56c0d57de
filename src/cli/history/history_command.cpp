// `ludoteca-cli history`: adds finished saved games to the app's history of games, or
// prints its statistics as JSON lines. Uses the app's own store and saved-game reader
// (Qt Core and Qt Sql), so a file is checked exactly as the app checks it.

#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include "command_line.h"
#include "commands.h"
#include "history/history_stats.h"
#include "history/history_store.h"
#include "session/saved_game.h"

namespace ludoteca::cli {

namespace {

const char *const kHistoryUsage = R"(usage: ludoteca-cli history [--data-dir DIR] --import FILE...
       ludoteca-cli history [--data-dir DIR] --json

The history of games that the app keeps (history.sqlite in its data folder): adds
finished saved games to it, or prints its statistics.

flags:
  --data-dir DIR     the app's data folder, as `ludoteca --data-dir` takes it (default:
                     the app's own)
  --import FILE...   adds each file, a finished game saved by the app or by `match
                     --save-games`, checked by the app's own reader; a file that cannot
                     be read, or whose game is not over, is refused with its reason and
                     nothing is added from it. Prints one line per file added, then how
                     many were added and the slowest write
  --json             prints one JSON object per line for each player, game and opponent:
                     player, player_kind, game, opponent, opponent_kind, played, won,
                     lost, drawn, win_rate, longest_winning_streak, average_score,
                     seconds_played, and for a person their rating in that game with its
                     deviation (rating, rating_deviation)
  --help             this text
)";

std::string text(const QString &value) { return value.toStdString(); }

int importFiles(app::HistoryStore &store, const std::vector<std::string> &files)
{
    int added = 0;
    qint64 slowestNs = 0;
    for (const std::string &file : files) {
        const QString path = QString::fromStdString(file);
        app::SavedGame saved;
        app::HistoryGame game;
        QString error;
        if (!app::readSavedGame(path, saved, error) || !app::historyGameFromSaved(saved, game, error, true)) {
            std::cerr << "ludoteca-cli history: '" << file << "' is refused: " << text(error) << '\n';
            continue;
        }
        // The file's own time is the best guess of when the game ended.
        game.ended = QFileInfo(path).lastModified().toUTC();
        game.started = game.ended;
        game.appVersion = QStringLiteral(LUDOTECA_VERSION);
        QElapsedTimer clock;
        clock.start();
        qint64 id = 0;
        if (!store.record(game, id, error)) {
            std::cerr << "ludoteca-cli history: '" << file << "' could not be added: " << text(error) << '\n';
            continue;
        }
        slowestNs = std::max(slowestNs, clock.nsecsElapsed());
        ++added;
        std::cout << "added '" << file << "' as game " << id << '\n';
    }
    std::cout << "added " << added << " of " << files.size() << (files.size() == 1 ? " file" : " files")
              << "; the slowest write took " << QString::number(slowestNs / 1e6, 'f', 2).toStdString() << " ms\n";
    return added == static_cast<int>(files.size()) ? 0 : 1;
}

int printJson(const app::HistoryStore &store)
{
    QVector<app::HistoryEntry> entries;
    QString error;
    if (!store.entries(entries, error)) {
        std::cerr << "ludoteca-cli history: " << text(error) << '\n';
        return 1;
    }
    std::map<std::pair<QString, QString>, glicko2::Rating> ratings;
    for (const auto &rating : app::history::ratings(entries))
        ratings[{rating.player, rating.gameId}] = rating.rating;
    for (const app::history::Tally &tally : app::history::tallyByOpponent(entries)) {
        nlohmann::json line {
            {"player", text(tally.player)},
            {"player_kind", tally.playerIsAi ? "ai" : "human"},
            {"game", text(tally.gameId)},
            {"opponent", text(tally.opponent)},
            {"opponent_kind", tally.opponentIsAi ? "ai" : "human"},
            {"played", tally.played},
            {"won", tally.won},
            {"lost", tally.lost},
            {"drawn", tally.drawn},
            {"win_rate", tally.winRate()},
            {"longest_winning_streak", tally.longestWinningStreak},
            {"average_score", tally.averageScore()},
            {"seconds_played", tally.secondsPlayed},
        };
        const auto rating = ratings.find({tally.player, tally.gameId});
        if (!tally.playerIsAi && rating != ratings.end()) {
            line["rating"] = rating->second.rating;
            line["rating_deviation"] = rating->second.deviation;
        }
        std::cout << line.dump() << '\n';
    }
    return 0;
}

} // namespace

int runHistory(const std::vector<std::string> &args)
{
    // --import takes every word up to the next flag: written out as repeated flags for
    // the shared parser.
    std::vector<std::string> words;
    bool importing = false;
    for (const std::string &arg : args) {
        if (arg.rfind("--", 0) == 0 || arg == "-h") {
            importing = arg == "--import";
            if (!importing)
                words.push_back(arg);
        } else if (importing) {
            words.push_back("--import");
            words.push_back(arg);
        } else {
            words.push_back(arg);
        }
    }
    const bool importGiven = std::find(args.begin(), args.end(), "--import") != args.end();
    CommandLine commandLine;
    std::string error;
    const bool parsed =
        commandLine.parse(words, {{"help"}, {"data-dir", true}, {"import", true, true}, {"json"}}, error);
    if (parsed && commandLine.has("help")) {
        std::cout << kHistoryUsage;
        return 0;
    }
    if (parsed && importGiven && !commandLine.has("import"))
        error = "--import needs at least one file";
    else if (parsed && commandLine.has("import") == commandLine.has("json"))
        error = "give either --import FILE... or --json";
    if (!error.empty()) {
        std::cerr << "ludoteca-cli history: " << error << "\n\n" << kHistoryUsage;
        return kExitUsage;
    }

    // Qt SQL loads its driver as a plugin, which needs an application object; its names
    // make the default data folder the app's.
    int argc = 1;
    char name[] = "ludoteca-cli";
    char *argv[] = {name, nullptr};
    QCoreApplication::setOrganizationName(QStringLiteral("Ludoteca"));
    QCoreApplication::setApplicationName(QStringLiteral("Ludoteca"));
    QCoreApplication application(argc, argv);

    app::HistoryStore store;
    QString problem;
    if (!store.open(QString::fromStdString(commandLine.value("data-dir")), problem)) {
        std::cerr << "ludoteca-cli history: " << text(problem) << '\n';
        return 1;
    }
    if (!store.notice().isEmpty())
        std::cerr << "ludoteca-cli history: " << text(store.notice()) << '\n';
    if (commandLine.has("import"))
        return importFiles(store, commandLine.values("import"));
    return printJson(store);
}

} // namespace ludoteca::cli
