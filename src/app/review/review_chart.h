#pragma once
// The review's chart: each seat's chance of winning (its value, in per cent) after every
// move, one line per seat in the seat's colour, the mistakes marked on the line of the seat
// that made them (their explanation on hover) in a colour no seat's line has, and a dashed
// line at the position the board shows. A click anywhere on the chart asks for the nearest
// position (plyClicked). The chart draws no legend of its own: with many seats Qt Charts'
// one row cuts the names, so the dialog lays the legend out under it (lineColor and
// markColor give the colours).

#include <QChartView>
#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace ludoteca::app {

class ReviewChart : public QChartView {
    Q_OBJECT

public:
    struct Mark {
        int ply = 0; // the position after the mistake
        int seat = 0;
        double value = 0.0; // the seat's value there, in [0, 1]
        QString text;
    };

    explicit ReviewChart(QWidget *parent = nullptr);

    // Starts an empty chart for `positions` positions (ply 0 to positions - 1).
    void reset(const QStringList &seatNames, const QVector<QColor> &colors, int positions);
    // The titles in the language now spoken, and the seats under new names.
    void retranslate();
    void renameSeats(const QStringList &seatNames);
    // The values of every seat, in [0, 1], at one more position (in order).
    void addPosition(int ply, const std::vector<double> &values);
    void setMistakes(const QVector<Mark> &marks);
    // The position the board shows, drawn as a dashed line (-1: none).
    void setCurrentPly(int ply);

    // For tests: a seat's line and the position a point of the widget stands for.
    QLineSeries *seatLine(int seat) const { return lines_.value(seat); }
    QScatterSeries *mistakeMarks() const { return marks_; }
    // The colour a seat's line is drawn in, and the mistakes' marks.
    QColor lineColor(int seat) const;
    QColor markColor() const;
    // A colour far from every one of `used` (the seats' lines), for the mistakes' marks.
    static QColor colourApart(const QVector<QColor> &used);
    int plyAt(QPoint position) const;

signals:
    void plyClicked(int ply);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateTicks();

    QVector<QLineSeries *> lines_;
    QScatterSeries *marks_ = nullptr;
    QVector<QString> markTexts_;
    QLineSeries *current_ = nullptr;
    QValueAxis *plies_ = nullptr;
    QValueAxis *chances_ = nullptr;
    int positions_ = 0;
};

} // namespace ludoteca::app
