#include "history/statistics_view.h"

#include <algorithm>
#include <cmath>

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTimeAxis>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPixmap>
#include <QStandardItemModel>
#include <QTableView>
#include <QValueAxis>
#include <QVBoxLayout>

#include "history/history_reader.h"
#include "history/profiles_view.h"
#include "ludoteca/core/registry.h"
#include "session/seat.h"
#include "ui/theme.h"

namespace ludoteca::app {

namespace {

// At most kChartPoints of `points`, evenly taken, the first and the last among them: a
// chart is a few hundred pixels wide, and a hundred thousand points would take the window
// a second to lay out.
constexpr int kChartPoints = 800;
QList<QPointF> thinned(const QList<QPointF> &points)
{
    if (points.size() <= kChartPoints)
        return points;
    QList<QPointF> kept;
    kept.reserve(kChartPoints);
    const double step = static_cast<double>(points.size() - 1) / (kChartPoints - 1);
    for (int i = 0; i < kChartPoints; ++i)
        kept.append(points[static_cast<qsizetype>(std::lround(i * step))]);
    return kept;
}

QString duration(qint64 seconds)
{
    const qint64 minutes = (seconds + 30) / 60;
    if (minutes < 60)
        return StatisticsView::tr("%n minute(s)", nullptr, static_cast<int>(minutes));
    return StatisticsView::tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QChartView *makeChart(const QString &title, QWidget *parent)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    theme::styleChart(chart);
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(200);
    return view;
}

constexpr int kTimeTicks = 4;
// Up to this many games, each is marked on its line (a single game is a point, not a line).
constexpr int kMarkedGames = 40;

// Puts a time axis under and a value axis beside every series of `chart`. `counting`:
// the values are counts of games, with a tick on every whole number while they are few.
void addAxes(QChart *chart, const QDateTime &first, const QDateTime &last, double low, double high,
             bool counting = false)
{
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    auto *time = new QDateTimeAxis;
    // Games of one day are told apart by their time, others by their day.
    const bool oneDay = first.toLocalTime().date() == last.toLocalTime().date();
    time->setFormat(oneDay ? QLocale().timeFormat(QLocale::ShortFormat) : QLocale().dateFormat(QLocale::ShortFormat));
    time->setTickCount(kTimeTicks);
    // The ticks a whole minute (or day) apart at least, so that no two read the same.
    const qint64 unit = oneDay ? 60 : 24 * 60 * 60;
    const qint64 pad = std::max<qint64>(60, ((kTimeTicks - 1) * unit - first.secsTo(last) + 1) / 2);
    time->setRange(first.addSecs(-pad), last.addSecs(pad));
    auto *values = new QValueAxis;
    values->setLabelFormat(QStringLiteral("%d"));
    // A short chart (a small screen, scale 2, six games' lines) would cut a rating to "…":
    // its few digits are shown whole, and the plot gives up the room.
    values->setTruncateLabels(false);
    if (counting && high - low <= 10) {
        // A tick on every whole number, with room for the marks on the first and last.
        values->setRange(low - 0.25, high + 0.25);
        values->setTickType(QValueAxis::TicksDynamic);
        values->setTickAnchor(0);
        values->setTickInterval(1);
    } else {
        values->setRange(low, high);
    }
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(time);
        series->attachAxis(values);
    }
    theme::styleChart(chart);
}

} // namespace

StatisticsView::StatisticsView(QWidget *parent) : QWidget(parent)
{
    playerBox_ = new QComboBox(this);
    playerBox_->setObjectName(QStringLiteral("statisticsPlayer"));
    gameBox_ = new QComboBox(this);
    gameBox_->setObjectName(QStringLiteral("statisticsGame"));
    // Filled once the history is read, after the page first shows: they grow to fit.
    for (QComboBox *box : {playerBox_, gameBox_})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *choices = new QHBoxLayout;
    auto *playerLabelWidget = new QLabel(tr("P&layer:"), this);
    playerLabelWidget->setBuddy(playerBox_);
    auto *gameLabel = new QLabel(tr("G&ame:"), this);
    gameLabel->setBuddy(gameBox_);
    choices->addWidget(playerLabelWidget);
    choices->addWidget(playerBox_);
    choices->addWidget(gameLabel);
    choices->addWidget(gameBox_);
    choices->addStretch();

    table_ = new QStandardItemModel(0, ColumnCount, this);
    table_->setHorizontalHeaderLabels({tr("Opponent"), tr("Played"), tr("Won"), tr("Lost"), tr("Drawn"), tr("Win rate"),
                                       tr("Longest winning streak"), tr("Average score"), tr("Time played")});
    // Four-player games against three seats of one level read as three games against it.
    table_->setHeaderData(
        Played, Qt::Horizontal,
        tr("Games played; an opponent at several seats of one game counts once for each of its seats."),
        Qt::ToolTipRole);
    view_ = new QTableView(this);
    view_->setObjectName(QStringLiteral("statisticsTable"));
    view_->setModel(table_);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->setWordWrap(false);

    rating_ = new QLabel(this);
    rating_->setObjectName(QStringLiteral("statisticsRating"));
    rating_->setTextFormat(Qt::PlainText);

    resultsChart_ = makeChart(tr("Results over time"), this);
    ratingChart_ = makeChart(tr("Rating over time"), this);
    auto *charts = new QHBoxLayout;
    charts->addWidget(resultsChart_);
    charts->addWidget(ratingChart_);

    // Before the first game is kept there is nothing to choose or chart: a line says so.
    emptyNote_ = new QLabel(tr("No statistics yet. They appear once a game is kept in the history."), this);
    emptyNote_->setObjectName(QStringLiteral("muted"));
    emptyNote_->setAlignment(Qt::AlignCenter);
    emptyNote_->setWordWrap(true);
    content_ = new QWidget(this);
    auto *contentLayout = new QVBoxLayout(content_);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(view_, 1);
    contentLayout->addWidget(rating_);
    contentLayout->addLayout(charts, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(choices);
    layout->addWidget(content_, 1);
    layout->addWidget(emptyNote_, 1);

    connect(playerBox_, &QComboBox::currentIndexChanged, this, [this] {
        fillGames();
        update();
    });
    connect(gameBox_, &QComboBox::currentIndexChanged, this, &StatisticsView::update);
    update();
}

void StatisticsView::setEntries(const QVector<HistoryEntry> &entries, const history::Statistics &statistics)
{
    entries_ = entries;
    byGame_ = statistics.byGame;
    byOpponent_ = statistics.byOpponent;
    ratings_ = statistics.ratings;
    const QString player = playerBox_->currentData().toString();
    QStringList players;
    for (const history::Tally &tally : std::as_const(byGame_))
        if (!players.contains(tally.player))
            players << tally.player;
    // People first, then the computer's levels.
    std::stable_sort(players.begin(), players.end(), [](const QString &a, const QString &b) {
        return !a.startsWith(QLatin1String("ai:")) && b.startsWith(QLatin1String("ai:"));
    });
    {
        QSignalBlocker block(playerBox_);
        playerBox_->clear();
        for (const QString &name : players) {
            playerBox_->addItem(historyPlayerLabel(name), name);
            const QColor colour = colourOf(name);
            if (colour.isValid()) {
                QPixmap dot(12, 12);
                dot.fill(colour);
                playerBox_->setItemIcon(playerBox_->count() - 1, QIcon(dot));
            }
        }
        playerBox_->setCurrentIndex(std::max(0, playerBox_->findData(player)));
    }
    fillGames();
    update();
}

bool StatisticsView::choose(const QString &player, const QString &gameId)
{
    const int playerIndex = playerBox_->findData(player);
    if (playerIndex < 0)
        return false;
    playerBox_->setCurrentIndex(playerIndex);
    const int gameIndex = gameBox_->findData(gameId);
    if (gameIndex < 0)
        return false;
    gameBox_->setCurrentIndex(gameIndex);
    return true;
}

void StatisticsView::fillGames()
{
    const QString player = playerBox_->currentData().toString();
    const QString game = gameBox_->currentData().toString();
    QSignalBlocker block(gameBox_);
    gameBox_->clear();
    for (const history::Tally &tally : std::as_const(byGame_)) {
        if (tally.player != player)
            continue;
        const GameInfo *info = GameRegistry::find(tally.gameId.toStdString());
        gameBox_->addItem(info ? QString::fromStdString(info->name) : tally.gameId, tally.gameId);
    }
    gameBox_->setCurrentIndex(std::max(0, gameBox_->findData(game)));
}

QColor StatisticsView::colourOf(const QString &player) const
{
    for (const HistoryProfile &profile : profiles_)
        if (profile.name == player)
            return profileColour(profile);
    return {};
}

QString StatisticsView::ratingText() const { return rating_->text(); }

void StatisticsView::update()
{
    const QString player = playerBox_->currentData().toString();
    const QString game = gameBox_->currentData().toString();
    const bool empty = playerBox_->count() == 0;
    content_->setHidden(empty);
    emptyNote_->setVisible(empty);
    playerBox_->setEnabled(!empty);
    gameBox_->setEnabled(!empty);
    table_->removeRows(0, table_->rowCount());
    const auto addRow = [this](const history::Tally &tally, const QString &opponent) {
        QList<QStandardItem *> row;
        const auto cell = [&row](const QString &text, const QVariant &sortValue = {}) {
            auto *item = new QStandardItem(text);
            if (sortValue.isValid())
                item->setData(sortValue, Qt::UserRole);
            row << item;
        };
        cell(opponent);
        cell(QString::number(tally.played));
        cell(QString::number(tally.won));
        cell(QString::number(tally.lost));
        cell(QString::number(tally.drawn));
        cell(QLocale().toString(100.0 * tally.winRate(), 'f', 0) + QLocale().percent());
        cell(QString::number(tally.longestWinningStreak));
        // A resigned game has no scores: with none, there is no average either.
        cell(tally.scored ? QLocale().toString(tally.averageScore(), 'f', 1) : QStringLiteral("—"));
        cell(duration(tally.secondsPlayed));
        table_->appendRow(row);
    };
    for (const history::Tally &tally : std::as_const(byGame_))
        if (tally.player == player && tally.gameId == game)
            addRow(tally, tr("Everyone"));
    for (const history::Tally &tally : std::as_const(byOpponent_))
        if (tally.player == player && tally.gameId == game)
            addRow(tally, historyPlayerLabel(tally.opponent));

    // The results so far after each game, and the rating after each.
    QChart *results = resultsChart_->chart();
    results->removeAllSeries();
    auto *won = new QLineSeries;
    won->setName(tr("Won"));
    auto *lost = new QLineSeries;
    lost->setName(tr("Lost"));
    auto *drawn = new QLineSeries;
    drawn->setName(tr("Drawn"));
    int wins = 0, losses = 0, draws = 0;
    QList<QPointF> wonPoints, lostPoints, drawnPoints;
    QDateTime first, last;
    for (const HistoryEntry &entry : std::as_const(entries_)) {
        if (!history::counts(entry) || entry.gameId != game)
            continue;
        const auto seat = std::find_if(entry.seats.begin(), entry.seats.end(),
                                       [&](const HistorySeat &s) { return history::playerName(s) == player; });
        if (seat == entry.seats.end() || seat->result.isEmpty())
            continue;
        if (seat->result == QLatin1String("won"))
            ++wins;
        else if (seat->result == QLatin1String("lost"))
            ++losses;
        else
            ++draws;
        const qreal when = static_cast<qreal>(entry.ended.toMSecsSinceEpoch());
        wonPoints.append({when, static_cast<qreal>(wins)});
        lostPoints.append({when, static_cast<qreal>(losses)});
        drawnPoints.append({when, static_cast<qreal>(draws)});
        if (!first.isValid())
            first = entry.ended;
        last = entry.ended;
    }
    const bool marked = wonPoints.size() <= kMarkedGames;
    won->replace(thinned(wonPoints));
    lost->replace(thinned(lostPoints));
    drawn->replace(thinned(drawnPoints));
    for (QLineSeries *series : {won, lost, drawn}) {
        series->setPointsVisible(marked);
        results->addSeries(series);
    }
    if (first.isValid())
        addAxes(results, first, last, 0, std::max({wins, losses, draws, 1}), true);

    QChart *rating = ratingChart_->chart();
    rating->removeAllSeries();
    rating_->clear();
    const auto found = std::find_if(ratings_.begin(), ratings_.end(), [&](const history::ProfileRating &r) {
        return r.player == player && r.gameId == game;
    });
    const bool computer = player.startsWith(QLatin1String("ai:"));
    ratingChart_->setVisible(!computer); // its rating is its level's, fixed
    if (found == ratings_.end()) {
        rating_->setText(computer ? tr("The computer's levels have fixed ratings.") : tr("No rating yet."));
        for (QAbstractAxis *axis : rating->axes())
            rating->removeAxis(axis);
        return;
    }
    rating_->setText(tr("Rating: %1 ± %2 (after %n game(s))", nullptr, found->games)
                         .arg(std::lround(found->rating.rating))
                         .arg(std::lround(2.0 * found->rating.deviation)));
    auto *line = new QLineSeries;
    line->setName(tr("Rating"));
    // The player's own colour, for the line and its band.
    const QColor colour = colourOf(player);
    auto *upper = new QLineSeries;
    auto *lower = new QLineSeries;
    double low = found->history.front().rating.rating, high = low;
    QList<QPointF> linePoints, upperPoints, lowerPoints;
    for (const history::RatingPoint &point : found->history) {
        const qreal when = static_cast<qreal>(point.when.toMSecsSinceEpoch());
        linePoints.append({when, point.rating.rating});
        upperPoints.append({when, point.rating.rating + point.rating.deviation});
        lowerPoints.append({when, point.rating.rating - point.rating.deviation});
        low = std::min(low, point.rating.rating - point.rating.deviation);
        high = std::max(high, point.rating.rating + point.rating.deviation);
    }
    line->replace(thinned(linePoints));
    upper->replace(thinned(upperPoints));
    lower->replace(thinned(lowerPoints));
    line->setPointsVisible(linePoints.size() <= kMarkedGames);
    auto *band = new QAreaSeries(upper, lower);
    band->setName(tr("Deviation"));
    rating->addSeries(band);
    rating->addSeries(line);
    if (colour.isValid())
        line->setColor(colour);
    // A pale fill of the line's colour, without a border: the legend's two marks, which
    // show the series' own colours, then read apart.
    QColor fill = line->color();
    fill.setAlphaF(0.25);
    band->setColor(fill);
    band->setBorderColor(Qt::transparent);
    addAxes(rating, found->history.front().when, found->history.back().when, std::floor(low / 100) * 100,
            std::ceil(high / 100) * 100);
}

} // namespace ludoteca::app
