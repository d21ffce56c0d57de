#pragma once
// The History window's Statistics page: for one player (a profile or a computer level)
// and one game, the tallies against everyone and against each opponent (played, won,
// lost, drawn, win rate, longest winning streak, average score, time played), a profile's
// Glicko-2 rating with its deviation, and two Qt Charts: the results over time (wins,
// losses and draws so far, after each game) and the rating over time with its deviation
// as a band. Everything comes from history_stats.h; the page only lays it out.

#include <QColor>
#include <QVector>
#include <QWidget>

#include "history/history_stats.h"

class QChartView;
class QComboBox;
class QLabel;
class QStandardItemModel;
class QTableView;

namespace ludoteca::app {

class StatisticsView : public QWidget {
    Q_OBJECT

public:
    enum Column { Opponent, Played, Won, Lost, Drawn, WinRate, Streak, AverageScore, TimePlayed, ColumnCount };

    explicit StatisticsView(QWidget *parent = nullptr);

    // The games to count (HistoryStore::entries); keeps the player and game chosen if they
    // are still there.
    // `statistics` are history::statistics(entries), computed off the GUI thread.
    void setEntries(const QVector<HistoryEntry> &entries, const history::Statistics &statistics);
    // The profiles, for their colours (ProfilesView); before setEntries().
    void setProfiles(const QVector<HistoryProfile> &profiles) { profiles_ = profiles; }
    // Chooses the player ("Ana", "ai:hard") and the game shown; false when there is none such.
    bool choose(const QString &player, const QString &gameId);

    QComboBox *playerBox() const { return playerBox_; }
    QComboBox *gameBox() const { return gameBox_; }
    QStandardItemModel *table() const { return table_; }
    QString ratingText() const;
    QChartView *resultsChart() const { return resultsChart_; }
    QChartView *ratingChart() const { return ratingChart_; }
    // The line shown instead of the table and charts while no game is kept.
    QLabel *emptyNote() const { return emptyNote_; }

private:
    void fillGames();
    void update();

    QColor colourOf(const QString &player) const;

    QVector<HistoryEntry> entries_;
    QVector<HistoryProfile> profiles_;
    QVector<history::Tally> byGame_;
    QVector<history::Tally> byOpponent_;
    QVector<history::ProfileRating> ratings_;
    QComboBox *playerBox_ = nullptr;
    QComboBox *gameBox_ = nullptr;
    QStandardItemModel *table_ = nullptr;
    QTableView *view_ = nullptr;
    QLabel *rating_ = nullptr;
    QChartView *resultsChart_ = nullptr;
    QChartView *ratingChart_ = nullptr;
    QWidget *content_ = nullptr;
    QLabel *emptyNote_ = nullptr;
};

} // namespace ludoteca::app
