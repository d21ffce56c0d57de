#include "history/history_dialog.h"

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

// A player as people read it: a name, or "Computer (Hard)".
QString playerLabel(const QString &player)
{
    if (!player.startsWith(QLatin1String("ai:")))
        return player;
    ai::Level level = ai::Level::Medium;
    levelFromKey(player.mid(3), level);
    return HistoryDialog::tr("Computer (%1)").arg(levelLabel(level));
}

} // namespace

HistoryTableModel::HistoryTableModel(QObject *parent) : QSqlQueryModel(parent) {}

void HistoryTableModel::refresh(const QSqlDatabase &db)
{
    // One row per game; the seats' players and results in seat order, joined by kSeparator.
    setQuery(QStringLiteral(
                 "SELECT g.id, g.ended, g.game,"
                 " (SELECT group_concat(player, char(31)) FROM (SELECT CASE s.kind WHEN 'ai' THEN 'ai:' || s.level"
                 "  ELSE coalesce(p.name, s.name) END AS player FROM seats s LEFT JOIN profiles p ON p.id = "
                 "  s.profile_id WHERE s.game_id = g.id ORDER BY s.seat)),"
                 " (SELECT group_concat(result, char(31)) FROM (SELECT coalesce(s.result, '') AS result FROM seats s"
                 "  WHERE s.game_id = g.id ORDER BY s.seat)),"
                 " g.move_count, g.finished, coalesce(g.resigned_seat, -1) FROM games g"
                 " ORDER BY g.ended DESC, g.id DESC"),
             db);
    while (canFetchMore())
        fetchMore();
}

QVariant HistoryTableModel::data(const QModelIndex &index, int role) const
{
    const QVariant raw = QSqlQueryModel::data(index, Qt::DisplayRole);
    if (role == kRawRole)
        return raw;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return QSqlQueryModel::data(index, role);
    const auto rawAt = [&](int column) { return QSqlQueryModel::data(this->index(index.row(), column)); };
    switch (index.column()) {
    case Ended:
        return QLocale().toString(QDateTime::fromString(raw.toString(), Qt::ISODateWithMs).toLocalTime(),
                                  QLocale::ShortFormat);
    case Game:
        return gameName(raw.toString());
    case Players: {
        QStringList names;
        for (const QString &player : raw.toString().split(kSeparator))
            names << playerLabel(player);
        return QLocale().createSeparatedList(names);
    }
    case Result: {
        const QStringList players = rawAt(Players).toString().split(kSeparator);
        if (rawAt(Finished).toInt() == 0) {
            const int resigned = rawAt(Resigned).toInt();
            if (resigned >= 0 && resigned < players.size())
                return HistoryDialog::tr("%1 resigned").arg(playerLabel(players[resigned]));
            return HistoryDialog::tr("Given up");
        }
        const QStringList results = raw.toString().split(kSeparator);
        QStringList winners;
        for (int seat = 0; seat < results.size() && seat < players.size(); ++seat)
            if (results[seat] == QLatin1String("won"))
                winners << playerLabel(players[seat]);
        if (winners.isEmpty())
            return HistoryDialog::tr("Draw");
        return HistoryDialog::tr("Won by %1").arg(QLocale().createSeparatedList(winners));
    }
    default:
        return raw;
    }
}

QVariant HistoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QSqlQueryModel::headerData(section, orientation, role);
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

HistoryFilter::HistoryFilter(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(HistoryTableModel::kRawRole);
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
    const auto raw = [&](int column) {
        return sourceModel()->index(row, column, parent).data(HistoryTableModel::kRawRole);
    };
    if (!game_.isEmpty() && raw(HistoryTableModel::Game).toString() != game_)
        return false;
    const QDate ended =
        QDateTime::fromString(raw(HistoryTableModel::Ended).toString(), Qt::ISODateWithMs).toLocalTime().date();
    if ((from_.isValid() && ended < from_) || (to_.isValid() && ended > to_))
        return false;
    const QStringList players = raw(HistoryTableModel::Players).toString().split(HistoryTableModel::kSeparator);
    const QStringList results = raw(HistoryTableModel::Result).toString().split(HistoryTableModel::kSeparator);
    const bool finished = raw(HistoryTableModel::Finished).toInt() != 0;
    if (!player_.isEmpty() && !players.contains(player_))
        return false;
    if (!opponent_.isEmpty() && std::none_of(players.begin(), players.end(), [&](const QString &p) {
            return p == opponent_ && p != player_;
        }))
        return false;
    if (result_ == Result::Any)
        return true;
    if (result_ == Result::GivenUp)
        return !finished;
    // A resigned game has results: a loss for the seat that resigned.
    if (!finished && raw(HistoryTableModel::Resigned).toInt() < 0)
        return false;
    const QString wanted = result_ == Result::Won ? QStringLiteral("won")
        : result_ == Result::Lost                 ? QStringLiteral("lost")
                                                  : QStringLiteral("drawn");
    for (int seat = 0; seat < players.size() && seat < results.size(); ++seat) {
        const bool counts =
            player_.isEmpty() ? !players[seat].startsWith(QLatin1String("ai:")) : players[seat] == player_;
        if (counts && results[seat] == wanted)
            return true;
    }
    return false;
}

HistoryDialog::HistoryDialog(MainWindow &window, const QString &dataFolder)
    : QDialog(&window), window_(window), store_(kWaitMs)
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

    QString error;
    if (!store_.open(dataFolder, error))
        say(error);
    else if (!store_.notice().isEmpty())
        say(store_.notice());
    refresh();
}

void HistoryDialog::refresh()
{
    if (store_.isOpen()) {
        model_->refresh(store_.database());
        QVector<HistoryEntry> entries;
        QString error;
        if (!store_.entries(entries, error))
            say(error);
        statistics_->setProfiles(store_.profiles());
        statistics_->setEntries(entries);
        profiles_->setEntries(entries);
    }
    // The columns exist once a query has run.
    if (model_->columnCount() == HistoryTableModel::ColumnCount) {
        for (int column : {HistoryTableModel::Id, HistoryTableModel::Finished, HistoryTableModel::Resigned})
            table_->setColumnHidden(column, true);
        table_->horizontalHeader()->setSectionResizeMode(HistoryTableModel::Players, QHeaderView::Stretch);
        // The result and the end are read whole; the players share what is left.
        for (int column :
             {HistoryTableModel::Ended, HistoryTableModel::Game, HistoryTableModel::Result, HistoryTableModel::Moves})
            table_->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    }
    fillChoices();
    updateButtons();
    updateEmptyNote();
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
    QStringList players;
    for (int row = 0; row < model_->rowCount(); ++row)
        for (const QString &name : model_->index(row, HistoryTableModel::Players)
                                       .data(HistoryTableModel::kRawRole)
                                       .toString()
                                       .split(HistoryTableModel::kSeparator))
            if (!name.isEmpty() && !players.contains(name))
                players << name;
    std::sort(players.begin(), players.end(), [](const QString &a, const QString &b) {
        return a.startsWith(QLatin1String("ai:")) != b.startsWith(QLatin1String("ai:"))
            ? !a.startsWith(QLatin1String("ai:"))
            : QString::localeAwareCompare(a, b) < 0;
    });
    playerBox_->clear();
    opponentBox_->clear();
    playerBox_->addItem(tr("Anyone"), QString());
    opponentBox_->addItem(tr("Anyone"), QString());
    for (const QString &name : players) {
        playerBox_->addItem(playerLabel(name), name);
        opponentBox_->addItem(playerLabel(name), name);
    }
    gameBox_->setCurrentIndex(std::max(0, gameBox_->findData(game)));
    playerBox_->setCurrentIndex(std::max(0, playerBox_->findData(player)));
    opponentBox_->setCurrentIndex(std::max(0, opponentBox_->findData(opponent)));
    applyFilter();
}

void HistoryDialog::applyFilter()
{
    filter_->setGame(gameBox_->currentData().toString());
    filter_->setPlayer(playerBox_->currentData().toString());
    filter_->setOpponent(opponentBox_->currentData().toString());
    filter_->setResult(static_cast<HistoryFilter::Result>(resultBox_->currentData().toInt()));
    filter_->setDates(fromEdit_->date() == fromEdit_->minimumDate() ? QDate() : fromEdit_->date(), toEdit_->date());
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
    emptyNote_->setVisible(store_.isOpen() && filter_->rowCount() == 0);
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
    QString error;
    if (!id || !confirm(tr("Delete this game?"), tr("The game leaves the history and its statistics for good.")))
        return false;
    if (!store_.remove(id, error)) {
        say(error);
        return false;
    }
    if (opened_ == id)
        opened_ = 0;
    refresh();
    return true;
}

bool HistoryDialog::clearHistory()
{
    QString error;
    if (!confirm(tr("Clear the history?"),
                 tr("Every game leaves the history and the statistics for good. The players' names stay.")))
        return false;
    if (!store_.clear(error)) {
        say(error);
        return false;
    }
    opened_ = 0;
    refresh();
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
