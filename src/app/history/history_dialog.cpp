#include "history/history_dialog.h"

#include <numeric>
#include <utility>

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "ludoteca/core/registry.h"
#include "history/profiles_view.h"
#include "history/statistics_view.h"
#include "session/seat.h"
#include "ui/main_window.h"

namespace ludoteca::app {

namespace {

QString gameName(const QString &gameId)
{
    const GameInfo *info = GameRegistry::find(gameId.toStdString());
    return info ? QString::fromStdString(info->name) : gameId;
}

} // namespace

HistoryTableModel::HistoryTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void HistoryTableModel::setSnapshot(std::shared_ptr<const HistorySnapshot> snapshot)
{
    beginResetModel();
    snapshot_ = std::move(snapshot);
    order();
    endResetModel();
}

void HistoryTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QVector<int> games;
    for (const QModelIndex &index : before)
        games << order_[index.row()];
    sortColumn_ = column;
    sortOrder_ = order;
    this->order();
    QVector<int> rowOf(order_.size());
    for (int row = 0; row < order_.size(); ++row)
        rowOf[order_[row]] = row;
    QModelIndexList after;
    for (int i = 0; i < before.size(); ++i)
        after << index(rowOf[games[i]], before[i].column());
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void HistoryTableModel::order()
{
    const qsizetype games = snapshot_ ? snapshot_->rows.size() : 0;
    order_.resize(games);
    std::iota(order_.begin(), order_.end(), 0);
    if (!snapshot_)
        return;
    const QVector<HistoryRow> &rows = snapshot_->rows;
    // The reader's order, the latest end first, breaks ties.
    const auto key = [this, &rows](int game) -> qint64 {
        const HistoryRow &row = rows[game];
        switch (sortColumn_) {
        case Game:
            return row.gameRank;
        case Players:
            return row.playersRank;
        case Result:
            return row.resultRank;
        case Moves:
            return row.moves;
        default:
            return -static_cast<qint64>(game); // the latest first: the reader's order
        }
    };
    const bool descending = sortOrder_ == Qt::DescendingOrder;
    std::stable_sort(order_.begin(), order_.end(), [&](int a, int b) {
        const qint64 left = key(a), right = key(b);
        return descending ? right < left : left < right;
    });
}

int HistoryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !snapshot_ ? 0 : static_cast<int>(snapshot_->rows.size());
}

int HistoryTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

const HistoryRow &HistoryTableModel::row(int row) const { return snapshot_->rows[order_[row]]; }

QVariant HistoryTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const HistoryRow &game = row(index.row());
    if (role == kRawRole) {
        switch (index.column()) {
        case Id:
            return game.id;
        case Ended:
            return game.ended;
        case Game:
            return game.gameId;
        case Players:
            return game.players.join(kSeparator);
        case Result:
            return game.results.join(kSeparator);
        case Moves:
            return game.moves;
        case Finished:
            return game.finished ? 1 : 0;
        case Resigned:
            return game.resignedSeat;
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() == Moves)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Ended:
        return game.endedText;
    case Game:
        return game.gameText;
    case Players:
        return game.playersText;
    case Result:
        return game.resultText;
    case Moves:
        return game.moves;
    default: // the hidden columns: no words to show
        return {};
    }
}

QVariant HistoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Ended:
        return HistoryDialog::tr("Ended");
    case Game:
        return HistoryDialog::tr("Game");
    case Players:
        return HistoryDialog::tr("Players");
    case Result:
        return HistoryDialog::tr("Result");
    case Moves:
        return HistoryDialog::tr("Moves");
    default:
        return {};
    }
}

HistoryFilter::HistoryFilter(QObject *parent) : QSortFilterProxyModel(parent) {}

void HistoryFilter::setSourceModel(QAbstractItemModel *model)
{
    games_ = qobject_cast<HistoryTableModel *>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void HistoryFilter::sort(int column, Qt::SortOrder order)
{
    if (games_)
        games_->sort(column, order);
}

void HistoryFilter::choose(const Choices &choices)
{
    if (game_ == choices.game && player_ == choices.player && opponent_ == choices.opponent && result_ == choices.result
        && from_ == choices.from && to_ == choices.to)
        return;
    game_ = choices.game;
    player_ = choices.player;
    opponent_ = choices.opponent;
    result_ = choices.result;
    from_ = choices.from;
    to_ = choices.to;
    // Filtering again row by row tells the view of every range of rows that goes or
    // comes, which grows with the square of the games (seconds at 100,000); the whole
    // mapping made again is one change.
    invalidate();
}

void HistoryFilter::setGame(const QString &gameId)
{
    game_ = gameId;
    invalidateFilter();
}

void HistoryFilter::setPlayer(const QString &player)
{
    player_ = player;
    invalidateFilter();
}

void HistoryFilter::setOpponent(const QString &opponent)
{
    opponent_ = opponent;
    invalidateFilter();
}

void HistoryFilter::setResult(Result result)
{
    result_ = result;
    invalidateFilter();
}

void HistoryFilter::setDates(const QDate &from, const QDate &to)
{
    from_ = from;
    to_ = to;
    invalidateFilter();
}

bool HistoryFilter::filterAcceptsRow(int row, const QModelIndex &parent) const
{
    // Read from the rows as the reader prepared them: a hundred thousand games are
    // filtered without parsing a date or splitting a name.
    if (parent.isValid() || !games_)
        return false;
    const HistoryRow &game = games_->row(row);
    if (!game_.isEmpty() && game.gameId != game_)
        return false;
    if ((from_.isValid() && game.endedOn < from_) || (to_.isValid() && game.endedOn > to_))
        return false;
    const QStringList &players = game.players;
    if (!player_.isEmpty() && !players.contains(player_))
        return false;
    if (!opponent_.isEmpty() && std::none_of(players.begin(), players.end(), [&](const QString &p) {
            return p == opponent_ && p != player_;
        }))
        return false;
    if (result_ == Result::Any)
        return true;
    if (result_ == Result::GivenUp)
        return !game.finished;
    // A resigned game has results: a loss for the seat that resigned.
    if (!game.finished && game.resignedSeat < 0)
        return false;
    const QString wanted = result_ == Result::Won ? QStringLiteral("won")
        : result_ == Result::Lost                 ? QStringLiteral("lost")
                                                  : QStringLiteral("drawn");
    for (int seat = 0; seat < players.size() && seat < game.results.size(); ++seat) {
        const bool counts =
            player_.isEmpty() ? !players[seat].startsWith(QLatin1String("ai:")) : players[seat] == player_;
        if (counts && game.results[seat] == wanted)
            return true;
    }
    return false;
}

HistoryDialog::HistoryDialog(MainWindow &window, const QString &dataFolder)
    : QDialog(&window), window_(window), dataFolder_(dataFolder), store_(kWaitMs)
{
    setWindowTitle(tr("History of Games"));
    resize(900, 620);
    model_ = new HistoryTableModel(this);
    filter_ = new HistoryFilter(this);
    filter_->setSourceModel(model_);

    // Two rows: the five filters in one were clipped on a small screen in Italian.
    auto *filters = new QHBoxLayout;
    auto *dates = new QHBoxLayout;
    const auto addFilter = [&](QHBoxLayout *row, const QString &label, QWidget *editor) {
        auto *caption = new QLabel(label, this);
        caption->setBuddy(editor);
        row->addWidget(caption);
        row->addWidget(editor);
    };
    gameBox_ = new QComboBox(this);
    gameBox_->setObjectName(QStringLiteral("historyGame"));
    playerBox_ = new QComboBox(this);
    playerBox_->setObjectName(QStringLiteral("historyPlayer"));
    opponentBox_ = new QComboBox(this);
    opponentBox_->setObjectName(QStringLiteral("historyOpponent"));
    // Filled once the history is read, after the window first shows: they grow to fit.
    for (QComboBox *box : {playerBox_, opponentBox_})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    resultBox_ = new QComboBox(this);
    resultBox_->setObjectName(QStringLiteral("historyResult"));
    resultBox_->addItem(tr("Any result"), static_cast<int>(HistoryFilter::Result::Any));
    resultBox_->addItem(tr("Won"), static_cast<int>(HistoryFilter::Result::Won));
    resultBox_->addItem(tr("Lost"), static_cast<int>(HistoryFilter::Result::Lost));
    resultBox_->addItem(tr("Drawn"), static_cast<int>(HistoryFilter::Result::Drawn));
    resultBox_->addItem(tr("Given up"), static_cast<int>(HistoryFilter::Result::GivenUp));
    fromEdit_ = new QDateEdit(this);
    toEdit_ = new QDateEdit(this);
    for (QDateEdit *edit : {fromEdit_, toEdit_}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QLocale().dateFormat(QLocale::ShortFormat));
    }
    // The earliest date means "from the beginning".
    fromEdit_->setMinimumDate(QDate(2000, 1, 1));
    fromEdit_->setSpecialValueText(tr("Any day"));
    fromEdit_->setDate(fromEdit_->minimumDate());
    // Qt's size hint leaves a date a space's room in its field and this text none: it was
    // clipped ("Qualsiasi giorno").
    fromEdit_->setMinimumWidth(fromEdit_->sizeHint().width()
                               + fromEdit_->fontMetrics().horizontalAdvance(QLatin1Char(' ')));
    toEdit_->setDate(QDate::currentDate());
    addFilter(filters, tr("&Game:"), gameBox_);
    addFilter(filters, tr("&Player:"), playerBox_);
    addFilter(filters, tr("&Opponent:"), opponentBox_);
    filters->addStretch();
    addFilter(dates, tr("&Result:"), resultBox_);
    addFilter(dates, tr("&From:"), fromEdit_);
    addFilter(dates, tr("&To:"), toEdit_);
    dates->addStretch();

    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("historyTable"));
    table_->setAccessibleName(tr("Games"));
    table_->setModel(filter_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSortingEnabled(true);
    table_->sortByColumn(HistoryTableModel::Ended, Qt::DescendingOrder);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->setWordWrap(false);

    openButton_ = new QPushButton(tr("&Open"), this);
    continueButton_ = new QPushButton(tr("&Continue from Here"), this);
    continueButton_->setToolTip(tr("Start a new game from the position the board shows."));
    exportButton_ = new QPushButton(tr("&Export…"), this);
    deleteButton_ = new QPushButton(tr("&Delete"), this);
    clearButton_ = new QPushButton(tr("C&lear History…"), this);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *button : {openButton_, continueButton_, exportButton_, deleteButton_})
        buttons->addWidget(button);
    buttons->addStretch();
    buttons->addWidget(clearButton_);

    status_ = new QLabel(this);
    status_->setTextFormat(Qt::PlainText); // it quotes file names and SQLite's messages
    status_->setWordWrap(true);

    emptyNote_ = new QLabel(this);
    emptyNote_->setObjectName(QStringLiteral("muted"));
    emptyNote_->setAlignment(Qt::AlignCenter);
    emptyNote_->setWordWrap(true);

    auto *gamesPage = new QWidget(this);
    auto *gamesLayout = new QVBoxLayout(gamesPage);
    gamesLayout->addLayout(filters);
    gamesLayout->addLayout(dates);
    gamesLayout->addWidget(table_, 1);
    gamesLayout->addWidget(emptyNote_);
    gamesLayout->addLayout(buttons);
    statistics_ = new StatisticsView(this);
    tabs_ = new QTabWidget(this);
    tabs_->addTab(gamesPage, tr("Games"));
    tabs_->addTab(statistics_, tr("Statistics"));
    profiles_ = new ProfilesView(store_, this);
    tabs_->addTab(profiles_, tr("Players"));
    connect(profiles_, &ProfilesView::profilesChanged, this, [this] {
        refresh();
        emit profilesChanged();
    });

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs_, 1);
    layout->addWidget(status_);
    layout->addWidget(close);

    for (QComboBox *box : {gameBox_, playerBox_, opponentBox_, resultBox_})
        connect(box, &QComboBox::currentIndexChanged, this, &HistoryDialog::applyFilter);
    connect(fromEdit_, &QDateEdit::dateChanged, this, &HistoryDialog::applyFilter);
    connect(toEdit_, &QDateEdit::dateChanged, this, &HistoryDialog::applyFilter);
    connect(openButton_, &QPushButton::clicked, this, &HistoryDialog::openSelected);
    connect(continueButton_, &QPushButton::clicked, this, &HistoryDialog::continueFromHere);
    connect(exportButton_, &QPushButton::clicked, this, &HistoryDialog::exportSelected);
    connect(deleteButton_, &QPushButton::clicked, this, &HistoryDialog::deleteSelected);
    connect(clearButton_, &QPushButton::clicked, this, &HistoryDialog::clearHistory);
    connect(table_, &QTableView::doubleClicked, this, &HistoryDialog::openSelected);
    // The filter changes its rows itself (a choice, a refresh): the note follows them.
    connect(filter_, &QAbstractItemModel::rowsInserted, this, &HistoryDialog::updateEmptyNote);
    connect(filter_, &QAbstractItemModel::rowsRemoved, this, &HistoryDialog::updateEmptyNote);
    connect(filter_, &QAbstractItemModel::modelReset, this, &HistoryDialog::updateEmptyNote);
    connect(filter_, &QAbstractItemModel::layoutChanged, this, &HistoryDialog::updateEmptyNote);
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &HistoryDialog::updateButtons);
    connect(&window_.session(), &GameSession::stateChanged, this, &HistoryDialog::updateButtons);

    for (int column : {HistoryTableModel::Id, HistoryTableModel::Finished, HistoryTableModel::Resigned})
        table_->setColumnHidden(column, true);
    // The result and the end are read whole; the players share what is left. Sized from
    // the first rows only (Qt's default looks at a thousand): the columns hold short texts.
    table_->horizontalHeader()->setSectionResizeMode(HistoryTableModel::Players, QHeaderView::Stretch);
    table_->horizontalHeader()->setResizeContentsPrecision(100);
    for (int column :
         {HistoryTableModel::Ended, HistoryTableModel::Game, HistoryTableModel::Result, HistoryTableModel::Moves})
        table_->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);

    reader_ = new HistoryReader(dataFolder, this);
    connect(reader_, &HistoryReader::loaded, this, &HistoryDialog::showSnapshot);
    reader_->load();
    fillChoices();
    updateButtons();
    updateEmptyNote();
}

void HistoryDialog::refresh()
{
    if (!isVisible()) {
        stale_ = true;
        return;
    }
    stale_ = false;
    reader_->load();
}

void HistoryDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (stale_)
        refresh();
}

void HistoryDialog::showSnapshot(std::shared_ptr<const HistorySnapshot> snapshot)
{
    QString error;
    if (!snapshot->error.isEmpty())
        say(snapshot->error);
    else if (!snapshot->refused.isEmpty())
        say(snapshot->refused);
    else if (!snapshot->notice.isEmpty())
        say(snapshot->notice);
    // The reader has checked the file (and kept a damaged one aside): this store only
    // finds it.
    if (snapshot->opened && !store_.isOpen() && !store_.open(dataFolder_, error, false))
        say(error);
    // The games shown until now stay alive while the views change over (they share their
    // data), and are freed on the reader's thread.
    std::shared_ptr<const HistorySnapshot> before = std::exchange(snapshot_, snapshot);
    const qint64 selected = selectedId();
    model_->setSnapshot(snapshot);
    statistics_->setProfiles(snapshot->profiles);
    statistics_->setEntries(snapshot->entries, snapshot->statistics);
    profiles_->setProfiles(snapshot->profiles, snapshot->profileGames);
    fillChoices();
    // The game chosen stays chosen.
    for (int row = 0; selected && row < filter_->rowCount(); ++row)
        if (filter_->index(row, HistoryTableModel::Id).data(HistoryTableModel::kRawRole).toLongLong() == selected) {
            table_->selectRow(row);
            break;
        }
    updateButtons();
    updateEmptyNote();
    reader_->release(std::move(before));
}

void HistoryDialog::fillChoices()
{
    const QString game = gameBox_->currentData().toString();
    const QString player = playerBox_->currentData().toString();
    const QString opponent = opponentBox_->currentData().toString();
    QSignalBlocker blockGame(gameBox_), blockPlayer(playerBox_), blockOpponent(opponentBox_);
    gameBox_->clear();
    gameBox_->addItem(tr("Every game"), QString());
    for (const GameInfo *info : GameRegistry::games())
        gameBox_->addItem(QString::fromStdString(info->name), QString::fromStdString(info->id));
    const QStringList players = snapshot_ ? snapshot_->players : QStringList();
    playerBox_->clear();
    opponentBox_->clear();
    playerBox_->addItem(tr("Anyone"), QString());
    opponentBox_->addItem(tr("Anyone"), QString());
    for (const QString &name : players) {
        playerBox_->addItem(historyPlayerLabel(name), name);
        opponentBox_->addItem(historyPlayerLabel(name), name);
    }
    gameBox_->setCurrentIndex(std::max(0, gameBox_->findData(game)));
    playerBox_->setCurrentIndex(std::max(0, playerBox_->findData(player)));
    opponentBox_->setCurrentIndex(std::max(0, opponentBox_->findData(opponent)));
    applyFilter();
}

void HistoryDialog::applyFilter()
{
    HistoryFilter::Choices choices;
    choices.game = gameBox_->currentData().toString();
    choices.player = playerBox_->currentData().toString();
    choices.opponent = opponentBox_->currentData().toString();
    choices.result = static_cast<HistoryFilter::Result>(resultBox_->currentData().toInt());
    choices.from = fromEdit_->date() == fromEdit_->minimumDate() ? QDate() : fromEdit_->date();
    choices.to = toEdit_->date();
    filter_->choose(choices);
    updateButtons();
}

void HistoryDialog::updateButtons()
{
    const bool chosen = selectedId() != 0;
    openButton_->setEnabled(chosen);
    exportButton_->setEnabled(chosen);
    deleteButton_->setEnabled(chosen);
    clearButton_->setEnabled(store_.isOpen() && model_->rowCount() > 0);
    // Only from a game of the history shown on the board, at a position before its end.
    GameSession &session = window_.session();
    continueButton_->setEnabled(opened_ != 0 && session.hasGame() && session.browsing());
}

void HistoryDialog::updateEmptyNote()
{
    // An unopened history has its reason in the status line already.
    emptyNote_->setVisible(snapshot_ && snapshot_->opened && filter_->rowCount() == 0);
    emptyNote_->setText(model_->rowCount() == 0
                            ? tr("No games yet. Every game played to its end, or given up, is kept here.")
                            : tr("No game matches these choices."));
}

qint64 HistoryDialog::selectedId() const
{
    const QModelIndexList rows =
        table_->selectionModel() ? table_->selectionModel()->selectedRows() : QModelIndexList();
    if (rows.isEmpty())
        return 0;
    return filter_->index(rows.front().row(), HistoryTableModel::Id).data(HistoryTableModel::kRawRole).toLongLong();
}

bool HistoryDialog::selectRow(int row)
{
    if (row < 0 || row >= filter_->rowCount())
        return false;
    table_->selectRow(row);
    return selectedId() != 0;
}

bool HistoryDialog::openSelected()
{
    SavedGame saved;
    QString error;
    const qint64 id = selectedId();
    if (!id || !store_.document(id, saved, error) || !window_.showGame(saved)) {
        if (!error.isEmpty())
            say(error);
        return false;
    }
    opened_ = id;
    updateButtons();
    // The board is what the player opened it for: the window steps aside, and Move →
    // Previous and Continue from Here work from the main window.
    hide();
    return true;
}

bool HistoryDialog::continueFromHere()
{
    if (opened_ == 0)
        return false;
    opened_ = 0;
    return window_.continueFromHere();
}

bool HistoryDialog::exportSelected()
{
    SavedGame saved;
    QString error;
    const qint64 id = selectedId();
    if (!id || !store_.document(id, saved, error)) {
        say(error);
        return false;
    }
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested =
        QDir(folder).filePath(QStringLiteral("%1.%2").arg(gameName(saved.gameId), QLatin1String(SavedGame::kSuffix)));
    QString path = chooseFile_
        ? chooseFile_(suggested)
        : QFileDialog::getSaveFileName(this, tr("Export Game"), suggested,
                                       tr("Ludoteca games (*.%1)").arg(QLatin1String(SavedGame::kSuffix)));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + QLatin1String(SavedGame::kSuffix);
    if (!writeSavedGame(path, saved, error)) {
        say(tr("%1 could not be written. %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    say(tr("The game was exported as %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool HistoryDialog::deleteSelected()
{
    const qint64 id = selectedId();
    if (!id || !confirm(tr("Delete this game?"), tr("The game leaves the history and its statistics for good.")))
        return false;
    // On the reader's thread, which reads the history again after it.
    say(QString());
    reader_->change([id](HistoryStore &store, QString &why) { return store.remove(id, why); });
    if (opened_ == id)
        opened_ = 0;
    return true;
}

bool HistoryDialog::clearHistory()
{
    if (!confirm(tr("Clear the history?"),
                 tr("Every game leaves the history and the statistics for good. The players' names stay.")))
        return false;
    // A hundred thousand games take seconds to delete: on the reader's thread.
    say(QString());
    reader_->change([](HistoryStore &store, QString &why) { return store.clear(why); });
    opened_ = 0;
    return true;
}

QString HistoryDialog::status() const { return status_->text(); }

bool HistoryDialog::confirm(const QString &title, const QString &text)
{
    if (confirm_)
        return confirm_(title, text);
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setTextFormat(Qt::PlainText);
    return box.exec() == QMessageBox::Yes;
}

void HistoryDialog::say(const QString &text) { status_->setText(text); }

} // namespace ludoteca::app
