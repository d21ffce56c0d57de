#pragma once
// The History of Games window. Its Games page: every game the history keeps, in a table
// built on Qt's models (HistoryTableModel under a HistoryFilter, a QSortFilterProxyModel),
// filtered by game, player, opponent, result and date, and sorted by any column.
//
// The window never waits for the database: a HistoryReader reads the games, their texts
// and the statistics on a worker thread, and the window shows them when they arrive
// (loading() meanwhile). It reads again when a game is kept only while it is shown; a
// hidden window reads when it shows again.
//
// Open shows the chosen game on the main window's board, to step through move by move
// (Move → Previous and Next Position) and review; Continue from Here starts a new game from
// the position the board shows; Export… writes the game as a .ludoteca file; Delete and
// Clear History remove games, after asking, on the reader's thread (deleteSelected() and
// clearHistory() answer whether they asked; the table changes with the reader's answer).
// A game's document and a profile's change go through a store of the window's own in the
// GUI thread (one row each, found by its key). A delete waits only kWaitMs for another
// program holding the history, then says so. Its Statistics page is a StatisticsView of the same games, and its Players
// page a ProfilesView, where profiles are renamed and given their colours.

#include <functional>
#include <memory>

#include <QDate>
#include <QDialog>
#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include "history/history_reader.h"
#include "history/history_store.h"

class QComboBox;
class QDateEdit;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace ludoteca::app {

class MainWindow;
class ProfilesView;
class StatisticsView;

// One row per game: its id, end, game, players, results, moves, whether it finished and
// the seat that resigned it (-1: none).
class HistoryTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Id, Ended, Game, Players, Result, Moves, Finished, Resigned, ColumnCount };
    // The raw value of a cell (ids, times, names separated by kSeparator).
    static constexpr int kRawRole = Qt::UserRole + 1;
    static constexpr QChar kSeparator = QChar(0x1f);

    explicit HistoryTableModel(QObject *parent = nullptr);
    // The games to show, as the reader read them.
    void setSnapshot(std::shared_ptr<const HistorySnapshot> snapshot);
    // The game of a row, in the order sort() chose.
    const HistoryRow &row(int row) const;
    // Sorts by the texts' places and times the reader prepared (the latest end first at
    // the start): a hundred thousand games in a few milliseconds.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void order();

    std::shared_ptr<const HistorySnapshot> snapshot_;
    QVector<int> order_; // a row -> its game in the snapshot
    int sortColumn_ = Ended;
    Qt::SortOrder sortOrder_ = Qt::DescendingOrder;
};

class HistoryFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    enum class Result { Any, Won, Lost, Drawn, GivenUp };

    explicit HistoryFilter(QObject *parent = nullptr);
    // A HistoryTableModel: the filter reads its rows directly, and leaves sorting to it
    // (a proxy sorts through a comparison per pair of indexes: too slow for 100,000 rows).
    void setSourceModel(QAbstractItemModel *model) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // Every choice at once, filtering once.
    struct Choices {
        QString game, player, opponent;
        Result result = Result::Any;
        QDate from, to;
    };
    void choose(const Choices &choices);
    // Empty: any. A player is a profile's name or "ai:<level>".
    void setGame(const QString &gameId);
    void setPlayer(const QString &player);
    void setOpponent(const QString &opponent);
    // Of the player chosen, or of any person when none is.
    void setResult(Result result);
    // Games that ended from `from` to `to`, both included; a null date leaves that side open.
    void setDates(const QDate &from, const QDate &to);

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override;

private:
    HistoryTableModel *games_ = nullptr;
    QString game_, player_, opponent_;
    Result result_ = Result::Any;
    QDate from_, to_;
};

class HistoryDialog : public QDialog {
    Q_OBJECT

public:
    HistoryDialog(MainWindow &window, const QString &dataFolder);
    static constexpr int kWaitMs = 40;

    // Asked before Delete and Clear History; answers true to go on. Replaces the default (a
    // message box), so tests never meet a blocking dialog.
    using Confirm = std::function<bool(const QString &title, const QString &text)>;
    void setConfirm(Confirm confirm) { confirm_ = std::move(confirm); }
    // Where Export… writes; replaces the file dialog.
    using ChooseFile = std::function<QString(const QString &suggested)>;
    void setChooseFile(ChooseFile choose) { chooseFile_ = std::move(choose); }

    // Reads the games again (after a game ends, say): at once while the window is shown,
    // else when it shows next.
    void refresh();
    // Whether the games shown are being read again.
    bool loading() const { return reader_->loading(); }
    QTableView *table() const { return table_; }
    HistoryFilter *filter() const { return filter_; }
    QComboBox *gameBox() const { return gameBox_; }
    QComboBox *playerBox() const { return playerBox_; }
    QComboBox *opponentBox() const { return opponentBox_; }
    QComboBox *resultBox() const { return resultBox_; }
    // What the Games page says under an empty table (hidden while it lists games).
    QLabel *emptyNote() const { return emptyNote_; }
    // The id of the selected game, or 0.
    qint64 selectedId() const;
    bool selectRow(int row);
    // What the buttons do, for the menus and tests.
    bool openSelected();
    bool continueFromHere();
    bool exportSelected();
    bool deleteSelected();
    bool clearHistory();
    QString status() const;
    QTabWidget *tabs() const { return tabs_; }
    StatisticsView *statistics() const { return statistics_; }
    ProfilesView *profiles() const { return profiles_; }

signals:
    // A profile was renamed or given a colour.
    void profilesChanged();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showSnapshot(std::shared_ptr<const HistorySnapshot> snapshot);
    void fillChoices();
    void applyFilter();
    void updateButtons();
    void updateEmptyNote();
    bool confirm(const QString &title, const QString &text);
    void say(const QString &text);

    MainWindow &window_;
    QString dataFolder_;
    HistoryStore store_; // opened once the reader has checked the file
    HistoryReader *reader_ = nullptr;
    std::shared_ptr<const HistorySnapshot> snapshot_;
    bool stale_ = false; // a game was kept while the window was hidden
    HistoryTableModel *model_ = nullptr;
    HistoryFilter *filter_ = nullptr;
    QTableView *table_ = nullptr;
    QComboBox *gameBox_ = nullptr;
    QComboBox *playerBox_ = nullptr;
    QComboBox *opponentBox_ = nullptr;
    QComboBox *resultBox_ = nullptr;
    QDateEdit *fromEdit_ = nullptr;
    QDateEdit *toEdit_ = nullptr;
    QPushButton *openButton_ = nullptr;
    QPushButton *continueButton_ = nullptr;
    QPushButton *exportButton_ = nullptr;
    QPushButton *deleteButton_ = nullptr;
    QPushButton *clearButton_ = nullptr;
    QLabel *status_ = nullptr;
    QLabel *emptyNote_ = nullptr; // under an empty table: why it is empty
    QTabWidget *tabs_ = nullptr;
    StatisticsView *statistics_ = nullptr;
    ProfilesView *profiles_ = nullptr;
    Confirm confirm_;
    ChooseFile chooseFile_;
    qint64 opened_ = 0; // the game last opened on the board
};

} // namespace ludoteca::app
