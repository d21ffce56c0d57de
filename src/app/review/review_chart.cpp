#include "review/review_chart.h"

#include <algorithm>
#include <cmath>

#include <QChart>
#include <QLineSeries>
#include <QFontMetrics>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include "ui/plain_text.h"
#include "ui/theme.h"

namespace ludoteca::app {

namespace {

QPointF chartPoint(int ply, double value) { return {static_cast<double>(ply), value * 100.0}; }

// How far apart two colours look, roughly: the distance in RGB weighted as the eye weighs
// the channels.
double apart(const QColor &a, const QColor &b)
{
    const double red = (a.red() + b.red()) / 2.0;
    const double dr = a.red() - b.red(), dg = a.green() - b.green(), db = a.blue() - b.blue();
    return std::sqrt((2 + red / 256) * dr * dr + 4 * dg * dg + (2 + (255 - red) / 256) * db * db);
}

} // namespace

ReviewChart::ReviewChart(QWidget *parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(220, 150);
    auto *chart = new QChart;
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->hide();
    plies_ = new QValueAxis(chart);
    plies_->setLabelFormat(QStringLiteral("%d"));
    chances_ = new QValueAxis(chart);
    chances_->setRange(0, 100);
    chances_->setTickCount(5);
    chances_->setLabelFormat(QStringLiteral("%d%%"));
    // The chances' title stands over the chart rather than along its axis, where a small
    // chart (a screen at scale 2) or a long language cut it short.
    chances_->setTitleVisible(false);
    QFont title = font();
    title.setBold(true);
    chart->setTitleFont(title);
    chart->addAxis(plies_, Qt::AlignBottom);
    chart->addAxis(chances_, Qt::AlignLeft);
    theme::styleChart(chart);
    setChart(chart);
    retranslate();
}

void ReviewChart::retranslate()
{
    plies_->setTitleText(tr("Move"));
    chart()->setTitle(tr("Chance of winning"));
    if (marks_)
        marks_->setName(tr("Mistake"));
}

void ReviewChart::renameSeats(const QStringList &seatNames)
{
    for (int seat = 0; seat < lines_.size() && seat < seatNames.size(); ++seat)
        lines_[seat]->setName(plain_text::escaped(seatNames[seat]));
}

void ReviewChart::reset(const QStringList &seatNames, const QVector<QColor> &colors, int positions)
{
    QChart *chart = this->chart();
    chart->removeAllSeries();
    lines_.clear();
    markTexts_.clear();
    positions_ = positions;
    plies_->setRange(0, std::max(positions - 1, 1));
    plies_->setTickType(QValueAxis::TicksDynamic);
    plies_->setTickAnchor(0);
    updateTicks();
    for (int seat = 0; seat < seatNames.size(); ++seat) {
        auto *line = new QLineSeries(chart);
        // The legend reads its names as rich text.
        line->setName(plain_text::escaped(seatNames[seat]));
        QColor color = colors.value(seat, Qt::darkGray);
        // A white seat's line would vanish on the light chart, a black one's on the dark
        // chart: a grey stands for it.
        if (!theme::isDark() && color.lightness() > 200)
            color = color.darker(170);
        else if (theme::isDark() && color.lightness() < 70)
            color = QColor(0x9a9a9a);
        QPen pen(color, 2.5);
        line->setPen(pen);
        chart->addSeries(line);
        line->attachAxis(plies_);
        line->attachAxis(chances_);
        lines_.append(line);
    }
    marks_ = new QScatterSeries(chart);
    marks_->setName(tr("Mistake"));
    // Square and in a colour of their own: no seat's line is drawn that way.
    QVector<QColor> used;
    for (const QLineSeries *line : std::as_const(lines_))
        used << line->pen().color();
    marks_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    marks_->setMarkerSize(10);
    marks_->setColor(colourApart(used));
    marks_->setBorderColor(palette().color(QPalette::Base));
    chart->addSeries(marks_);
    marks_->attachAxis(plies_);
    marks_->attachAxis(chances_);
    connect(marks_, &QScatterSeries::hovered, this, [this](const QPointF &point, bool state) {
        const auto points = marks_->points();
        const auto found = std::find(points.begin(), points.end(), point);
        if (state && found != points.end())
            QToolTip::showText(QCursor::pos(), markTexts_.value(static_cast<int>(found - points.begin())), this);
        else
            QToolTip::hideText();
    });
    current_ = new QLineSeries(chart);
    QPen dashed(QColor(0x7a6f63), 1.0, Qt::DashLine);
    current_->setPen(dashed);
    chart->addSeries(current_);
    current_->attachAxis(plies_);
    current_->attachAxis(chances_);
}

QColor ReviewChart::lineColor(int seat) const
{
    return seat >= 0 && seat < lines_.size() ? lines_[seat]->pen().color() : QColor();
}

QColor ReviewChart::markColor() const { return marks_ ? marks_->color() : QColor(); }

QColor ReviewChart::colourApart(const QVector<QColor> &used)
{
    // Colours no seat palette of the games uses, each readable on the white chart.
    const QColor candidates[] = {QColor(0xd81b8c), QColor(0x00838f), QColor(0x6d4c41), QColor(0x5e35b1),
                                 QColor(0x9e9d24)};
    QColor best = candidates[0];
    double bestApart = -1;
    for (const QColor &candidate : candidates) {
        double nearest = 1e9;
        for (const QColor &colour : used)
            nearest = std::min(nearest, apart(candidate, colour));
        if (nearest > bestApart) {
            bestApart = nearest;
            best = candidate;
        }
    }
    return best;
}

void ReviewChart::updateTicks()
{
    // Ticks at round move numbers: every 1, 2, 5, 10, 20, 50... moves, at most about ten and
    // as many as the chart's width leaves room for, each number whole with a gap beside it.
    const int label = QFontMetrics(plies_->labelsFont()).horizontalAdvance(QStringLiteral("0000"));
    const int room = std::clamp(static_cast<int>(chart()->plotArea().width()) / std::max(1, label), 2, 10);
    int step = 1;
    for (int factor = 0; (positions_ - 1) / step > room; ++factor)
        step = (factor % 3 == 1 ? 5 : 2) * (step / (factor % 3 == 1 ? 2 : 1));
    plies_->setTickInterval(step);
}

void ReviewChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    updateTicks();
}

void ReviewChart::addPosition(int ply, const std::vector<double> &values)
{
    for (int seat = 0; seat < lines_.size() && seat < static_cast<int>(values.size()); ++seat)
        lines_[seat]->append(chartPoint(ply, values[static_cast<std::size_t>(seat)]));
}

void ReviewChart::setMistakes(const QVector<Mark> &marks)
{
    QList<QPointF> points;
    markTexts_.clear();
    for (const Mark &mark : marks) {
        points.append(chartPoint(mark.ply, mark.value));
        markTexts_.append(mark.text);
    }
    marks_->replace(points);
}

void ReviewChart::setCurrentPly(int ply)
{
    if (ply < 0 || ply >= positions_)
        current_->clear();
    else
        current_->replace({QPointF(ply, 0.0), QPointF(ply, 100.0)});
}

int ReviewChart::plyAt(QPoint position) const
{
    const QPointF value = chart()->mapToValue(mapToScene(position), lines_.value(0));
    const int known = lines_.isEmpty() ? 0 : static_cast<int>(lines_.front()->count());
    if (known == 0 || !chart()->plotArea().adjusted(-8, -8, 8, 8).contains(mapToScene(position)))
        return -1;
    return std::clamp(static_cast<int>(std::lround(value.x())), 0, known - 1);
}

void ReviewChart::mousePressEvent(QMouseEvent *event)
{
    const int ply = event->button() == Qt::LeftButton ? plyAt(event->position().toPoint()) : -1;
    if (ply >= 0) {
        emit plyClicked(ply);
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event);
}

} // namespace ludoteca::app
