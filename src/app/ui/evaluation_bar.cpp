#include "ui/evaluation_bar.h"

#include <algorithm>

#include <QEvent>
#include <QLocale>
#include <QPainter>

#include "session/game_session.h"
#include "ui/theme.h"
#include "views/game_presentation.h"

namespace ludoteca::app {

namespace {

constexpr int kColumn = 14; // a seat's column with more than two seats
constexpr int kGap = 4;

} // namespace

EvaluationBar::EvaluationBar(GameSession &session, QWidget *parent) : QWidget(parent), session_(session)
{
    setObjectName(QStringLiteral("evaluationBar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    analyser_.setThreads(1); // a glance, not a search: the rest of the machine is the players'
    connect(&analyser_, &AiPlayer::analysed, this, &EvaluationBar::onAnalysed);
    connect(&session_, &GameSession::moveMade, this, [this] {
        stop();
        valuesMoves_ = -1; // still drawn, faded, until the next answer
    });
    connect(&session_, &GameSession::gameStarted, this, [this] {
        stop();
        values_.clear();
        valuesMoves_ = -1;
        updateGeometry();
        reconsider();
    });
    connect(&session_, &GameSession::stateChanged, this, &EvaluationBar::reconsider);
    connect(&session_, &GameSession::busyChanged, this, &EvaluationBar::reconsider);
}

void EvaluationBar::setPresentation(const GamePresentation *presentation)
{
    presentation_ = presentation;
    updateGeometry();
    update();
}

int EvaluationBar::seatCount() const { return session_.hasGame() ? session_.state()->numPlayers() : 2; }

QSize EvaluationBar::sizeHint() const
{
    const int seats = seatCount();
    return {seats <= 2 ? 34 : seats * kColumn + (seats - 1) * kGap + 4, 160};
}

void EvaluationBar::reconsider()
{
    // The position on the board: the live one, or the one looked back at in the move list.
    const bool browsing = session_.hasGame() && session_.browsing();
    const int moves = shownMoves();
    const bool wanted = isVisible() && session_.hasGame() && !session_.passPending() && !session_.aiThinking()
        && (browsing || session_.humanToMove());
    if (request_ != 0 && (!wanted || requestMoves_ != moves))
        stop();
    update();
    if (!wanted || request_ != 0 || valuesMoves_ == moves)
        return;
    const State &shown = session_.shownState();
    ai::SearchSettings settings = ai::settingsForLevel(ai::Level::Medium, shown);
    settings.iterations = kIterations;
    settings.milliseconds = 0;
    settings.seed = session_.seed() + static_cast<std::uint64_t>(moves);
    settings.observer = session_.viewer(); // what this screen may know, never more
    request_ = analyser_.analyse(shown.clone(), settings, 1);
    requestMoves_ = moves;
}

int EvaluationBar::shownMoves() const
{
    if (!session_.hasGame())
        return 0;
    return session_.browsing() ? session_.shownPly() : session_.moveCount();
}

void EvaluationBar::stop()
{
    if (request_ == 0)
        return;
    analyser_.cancelAll();
    request_ = 0;
}

void EvaluationBar::onAnalysed(quint64 id, int, const ai::Analysis &analysis)
{
    if (id != request_)
        return;
    request_ = 0;
    // The chances after the move the search trusts most, as a hint counts them: the mean
    // over the whole search also counts the weak moves it tried, and read lower than the
    // hint's best move.
    values_ = analysis.best.empty() ? analysis.values : analysis.best.front().values;
    valuesMoves_ = requestMoves_;
    updateToolTip();
    update();
    emit updated();
}

void EvaluationBar::updateToolTip()
{
    if (values_.empty())
        return;
    QStringList seats;
    for (std::size_t seat = 0; seat < values_.size(); ++seat)
        seats
            << tr("%1: %2%").arg(session_.seats().value(static_cast<int>(seat)).name).arg(qRound(values_[seat] * 100));
    setToolTip(tr("Each player's chance of winning with the best moves from here, as the computer sees it: %1")
                   .arg(QLocale().createSeparatedList(seats)));
}

void EvaluationBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateToolTip();
    QWidget::changeEvent(event);
}

void EvaluationBar::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    reconsider();
}

void EvaluationBar::hideEvent(QHideEvent *event)
{
    stop();
    QWidget::hideEvent(event);
}

void EvaluationBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const theme::Colours &colours = theme::colours();
    const QRectF area = QRectF(rect()).adjusted(2, 2, -2, -2);
    painter.setPen(QPen(colours.border, 1));
    painter.setBrush(colours.surface);
    painter.drawRoundedRect(area, 4, 4);
    if (!session_.hasGame() || values_.empty())
        return;
    const State &state = session_.shownState();
    // An answer for an earlier position is drawn faded into the bar's background; the
    // numbers stay whole, in the ink that reads on what is under them.
    const bool stale = valuesMoves_ != shownMoves();
    auto colorOf = [&](int seat) {
        const QColor colour = presentation_ ? presentation_->seatLook(state, seat).color : colours.muted;
        if (!stale)
            return colour;
        auto mix = [](int a, int b) { return static_cast<int>(a * 0.45 + b * 0.55); };
        return QColor(mix(colour.red(), colours.surface.red()), mix(colour.green(), colours.surface.green()),
                      mix(colour.blue(), colours.surface.blue()));
    };
    auto percent = [&](std::size_t seat) { return tr("%1%").arg(qRound(values_[seat] * 100)); };
    QFont font = painter.font();
    font.setPixelSize(10);
    painter.setFont(font);
    const QRectF inner = area.adjusted(1, 1, -1, -1);
    if (values_.size() == 2) {
        // One bar: the first seat from the bottom, the second from the top.
        const double total = std::max(1e-9, values_[0] + values_[1]);
        const qreal split = inner.height() * values_[0] / total;
        painter.setPen(Qt::NoPen);
        painter.setBrush(colorOf(1));
        painter.drawRect(QRectF(inner.left(), inner.top(), inner.width(), inner.height() - split));
        painter.setBrush(colorOf(0));
        painter.drawRect(QRectF(inner.left(), inner.bottom() - split, inner.width(), split));
        constexpr qreal kLabel = 16;
        for (std::size_t seat = 0; seat < 2; ++seat) {
            // A share too thin to hold its number has it just past its end, wholly on the
            // other seat's colour.
            const qreal share = seat == 0 ? split : inner.height() - split;
            const bool fits = share >= kLabel;
            const qreal from = fits ? 0 : share; // from the seat's end of the bar
            const QRectF text(inner.left(), seat == 0 ? inner.bottom() - from - kLabel : inner.top() + from,
                              inner.width(), kLabel);
            painter.setPen(theme::inkOn(colorOf(static_cast<int>(fits ? seat : 1 - seat))));
            painter.drawText(text, Qt::AlignCenter, percent(seat));
        }
        return;
    }
    // A column per seat, filled to its share.
    for (std::size_t seat = 0; seat < values_.size(); ++seat) {
        const QRectF column(inner.left() + 1 + static_cast<qreal>(seat) * (kColumn + kGap), inner.top() + 14, kColumn,
                            inner.height() - 14);
        const qreal filled = column.height() * std::clamp(values_[seat], 0.0, 1.0);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colorOf(static_cast<int>(seat)));
        painter.drawRect(QRectF(column.left(), column.bottom() - filled, column.width(), filled));
        painter.setPen(stale ? colours.muted : colours.text);
        painter.drawText(QRectF(column.left() - kGap / 2.0, inner.top(), column.width() + kGap, 14), Qt::AlignCenter,
                         QString::number(qRound(values_[seat] * 100)));
    }
}

} // namespace ludoteca::app
