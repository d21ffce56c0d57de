#include "review/review_dialog.h"

#include <algorithm>
#include <cmath>

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QEvent>
#include <QHBoxLayout>
#include <QPainter>
#include <QPixmap>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QScatterSeries>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

#include "review/game_reviewer.h"
#include "review/review_chart.h"
#include "session/game_session.h"
#include "views/game_presentation.h"

namespace ludoteca::app {

ReviewDialog::ReviewDialog(GameSession &session, QWidget *parent)
    : QDialog(parent), session_(session), reviewer_(new GameReviewer(this)), iterations_(0),
      threads_(std::max(QThread::idealThreadCount(), 1))
{
    setObjectName(QStringLiteral("reviewDialog"));
    auto *layout = new QVBoxLayout(this);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("reviewStatus"));
    status_->setWordWrap(true);
    layout->addWidget(status_);
    auto *progressRow = new QHBoxLayout;
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("reviewProgress"));
    progressRow->addWidget(progress_, 1);
    cancel_ = new QPushButton(this);
    cancel_->setObjectName(QStringLiteral("reviewCancel"));
    progressRow->addWidget(cancel_);
    again_ = new QPushButton(this);
    again_->setObjectName(QStringLiteral("reviewAgain"));
    progressRow->addWidget(again_);
    layout->addLayout(progressRow);
    chart_ = new ReviewChart(this);
    chart_->setObjectName(QStringLiteral("reviewChart"));
    layout->addWidget(chart_, 1);
    legend_ = new QWidget(this);
    legend_->setObjectName(QStringLiteral("reviewLegend"));
    new QGridLayout(legend_);
    legend_->layout()->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(legend_);
    mistakesTitle_ = new QLabel(this);
    layout->addWidget(mistakesTitle_);
    mistakes_ = new QListWidget(this);
    mistakes_->setObjectName(QStringLiteral("reviewMistakes"));
    mistakes_->setWordWrap(true); // a long sentence wraps rather than scrolling sideways
    mistakes_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mistakes_->setResizeMode(QListView::Adjust);
    mistakes_->setMinimumHeight(fontMetrics().height() * 3);
    mistakes_->setMaximumHeight(120);
    layout->addWidget(mistakes_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    resize(640, 560);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(cancel_, &QPushButton::clicked, this, &ReviewDialog::cancelReview);
    connect(again_, &QPushButton::clicked, this, &ReviewDialog::startReview);
    connect(reviewer_, &GameReviewer::positionReviewed, this, &ReviewDialog::onPositionReviewed);
    connect(reviewer_, &GameReviewer::finished, this, &ReviewDialog::onFinished);
    connect(chart_, &ReviewChart::plyClicked, &session_, &GameSession::browse);
    connect(mistakes_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { session_.browse(item->data(Qt::UserRole).toInt()); });
    connect(&session_, &GameSession::stateChanged, this, &ReviewDialog::followSession);
    // A review belongs to one game.
    connect(&session_, &GameSession::gameStarted, this, &ReviewDialog::forget);
    // Closing the window stops the search: nothing is left working out of sight.
    connect(this, &QDialog::finished, this, &ReviewDialog::cancelReview);
    retranslate();
}

void ReviewDialog::retranslate()
{
    setWindowTitle(tr("Review Game"));
    cancel_->setText(tr("Stop"));
    again_->setText(tr("Review Again"));
    mistakesTitle_->setText(tr("Biggest mistakes"));
    chart_->retranslate();
    if (reviewed_) {
        const QStringList names = seatNames(*reviewed_);
        chart_->renameSeats(names);
        fillLegend(names);
        // What is still being found is worded as it comes.
        if (!reviewer_->running())
            showMistakes();
    }
    updateStatus();
}

void ReviewDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

QStringList ReviewDialog::seatNames(const State &game) const
{
    QStringList names;
    for (int seat = 0; seat < game.numPlayers(); ++seat) {
        const QString name = players_.value(seat);
        const auto look = presentation_ ? presentation_->seatLook(game, seat) : GamePresentation::SeatLook {};
        names.append(look.name.isEmpty() || look.name == name ? name : tr("%1 (%2)").arg(name, look.name));
    }
    return names;
}

ReviewDialog::~ReviewDialog() = default;

void ReviewDialog::setBudget(std::uint64_t iterations, int threads)
{
    iterations_ = iterations;
    threads_ = std::max(threads, 1);
}

bool ReviewDialog::reviewing() const { return reviewer_->running(); }

void ReviewDialog::startReview() { startReviewFor(session_.viewer()); }

void ReviewDialog::startReviewFor(int observer)
{
    if (!session_.hasGame())
        return;
    const State &game = *session_.state();
    observer_ = observer;
    cancelled_ = false;
    madePublic_ = false;
    presentation_ = GamePresentation::create(game.game().id, session_);
    players_.clear();
    for (const Seat &seat : session_.seats())
        players_ << seat.name;
    const QStringList names = seatNames(game);
    QVector<QColor> colors;
    for (int seat = 0; seat < game.numPlayers(); ++seat)
        colors.append(presentation_ ? presentation_->seatLook(game, seat).color : QColor());
    chart_->reset(names, colors, game.ply() + 1);
    fillLegend(names);
    mistakes_->clear();
    progress_->setRange(0, game.ply() + 1);
    progress_->setValue(0);
    ai::ReviewRequest request;
    request.iterations = iterations_ != 0 ? iterations_ : ai::reviewIterations(game);
    request.threads = threads_;
    request.seed = session_.seed();
    request.observer = observer_;
    reviewed_ = game.clone();
    reviewer_->start(game.clone(), request);
    followSession();
    updateStatus();
}

void ReviewDialog::cancelReview()
{
    if (!reviewer_->running())
        return;
    reviewer_->cancel();
    cancelled_ = true;
    showMistakes();
    updateStatus();
}

void ReviewDialog::onPositionReviewed(int ply)
{
    chart_->addPosition(ply, reviewer_->analyses()[static_cast<std::size_t>(ply)].values);
    progress_->setValue(ply + 1);
}

void ReviewDialog::onFinished()
{
    showMistakes();
    updateStatus();
}

void ReviewDialog::showMistakes()
{
    mistakes_->clear();
    if (!reviewed_)
        return;
    const State &game = *reviewed_;
    const auto &analyses = reviewer_->analyses();
    QVector<ReviewChart::Mark> marks;
    for (const ai::Mistake &mistake : ai::findMistakes(game, analyses, kMistakeDrop, kMaxMistakes)) {
        const int percent = static_cast<int>(std::lround(mistake.drop * 100.0));
        // Worded as the move list words them, in the position they were played in.
        auto before = game.clone();
        while (before->ply() > mistake.ply)
            before->undo();
        const QString text = tr("Move %1, %2: %3 lost %4% of the chance of winning; the computer preferred %5.")
                                 .arg(QString::number(mistake.ply + 1), players_.value(mistake.seat),
                                      moveWords(*before, mistake.played, mistake.playedText), QString::number(percent),
                                      moveWords(*before, mistake.preferred, mistake.preferredText));
        auto *item = new QListWidgetItem(text, mistakes_);
        item->setData(Qt::UserRole, mistake.ply);
        item->setToolTip(text);
        const auto after = static_cast<std::size_t>(mistake.ply + 1);
        marks.append(
            {mistake.ply + 1, mistake.seat, analyses[after].values[static_cast<std::size_t>(mistake.seat)], text});
    }
    if (marks.isEmpty() && !reviewer_->running() && !cancelled_)
        new QListWidgetItem(tr("No move lost much: well played."), mistakes_);
    chart_->setMistakes(marks);
}

QString ReviewDialog::moveWords(const State &before, Action action, const std::string &notation) const
{
    if (!presentation_ || !before.isLegal(action))
        return QString::fromStdString(notation);
    const QString label = presentation_->offBoardLabel(before, action);
    return label.isEmpty() ? presentation_->moveText(before, action) : label;
}

void ReviewDialog::fillLegend(const QStringList &names)
{
    auto *grid = static_cast<QGridLayout *>(legend_->layout());
    while (QLayoutItem *item = grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (names.isEmpty())
        return; // no game: no line, and no mark either
    const int chip = fontMetrics().height() * 3 / 4;
    const auto entry = [&](int index, const QString &name, const QColor &colour, bool square) {
        // Up to three entries side by side, then two to a row, each name whole on its line
        // with its colour chip beside it.
        const int count = static_cast<int>(names.size()) + 1;
        const int columns = count <= 3 ? count : 2;
        QPixmap picture(chip * devicePixelRatio(), chip * devicePixelRatio());
        picture.setDevicePixelRatio(devicePixelRatio());
        picture.fill(Qt::transparent);
        QPainter painter(&picture);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        if (square)
            painter.drawRect(QRectF(1, 1, chip - 2, chip - 2));
        else
            painter.drawRoundedRect(QRectF(0, chip * 0.3, chip, chip * 0.4), chip * 0.2, chip * 0.2);
        painter.end();
        auto *swatch = new QLabel(legend_);
        swatch->setPixmap(picture);
        swatch->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
        swatch->setContentsMargins(0, fontMetrics().height() / 8, 0, 0);
        auto *label = new QLabel(name, legend_);
        label->setObjectName(QStringLiteral("reviewLegendEntry"));
        label->setTextFormat(Qt::PlainText);
        label->setMinimumWidth(label->sizeHint().width());
        const int row = index / columns;
        const int column = index % columns * 2;
        grid->addWidget(swatch, row, column, Qt::AlignTop);
        grid->addWidget(label, row, column + 1);
        grid->setColumnStretch(column + 1, 1);
    };
    for (int seat = 0; seat < names.size(); ++seat)
        entry(seat, names[seat], chart_->lineColor(seat), false);
    entry(static_cast<int>(names.size()), chart_->mistakeMarks()->name(), chart_->markColor(), true);
}

void ReviewDialog::followSession()
{
    if (!session_.hasGame())
        return;
    // Drawn from one seat's knowledge while the screen has passed on: that seat's secret
    // must not stay on screen, so the review starts again from what everyone may see.
    const State &live = *session_.state();
    if (reviewed_ && observer_ >= 0 && !live.isTerminal() && session_.liveViewer() != observer_) {
        if (isVisible()) {
            startReviewFor(kSpectatorViewer);
            madePublic_ = true;
            updateStatus();
        } else {
            forget();
        }
        return;
    }
    chart_->setCurrentPly(session_.shownPly());
}

void ReviewDialog::forget()
{
    reviewer_->cancel();
    cancelled_ = false;
    madePublic_ = false;
    close();
    reviewed_.reset();
    presentation_.reset();
    players_.clear();
    chart_->reset({}, {}, 0);
    fillLegend({});
    mistakes_->clear();
    updateStatus();
}

void ReviewDialog::updateStatus()
{
    const bool running = reviewer_->running();
    cancel_->setVisible(running);
    again_->setVisible(!running);
    progress_->setVisible(running);
    const int done = static_cast<int>(reviewer_->analyses().size());
    if (running && madePublic_)
        status_->setText(tr("The screen has passed, so the computer looks at the game again from what every "
                            "player may see…"));
    else if (running)
        status_->setText(tr("The computer is looking at every position of the game…"));
    else if (cancelled_)
        status_->setText(tr("Review stopped after %n position(s). Click the chart to see a position.", nullptr, done));
    else
        status_->setText(tr("Each line is a player's chance of winning after every move. Click the chart to see "
                            "that position; the square marks are the biggest mistakes."));
}

} // namespace ludoteca::app
