#pragma once
// Every text a person can read in a window, for the tests that look for words on screen:
// the widgets' own texts and tooltips, and every run of text they paint themselves.

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPaintEngine>
#include <QTextDocumentFragment>
#include <QTextEdit>

#include <climits>

namespace ludoteca::app::testing {

// A run of text as it was painted: its pen's colour (its alpha times the painter's
// opacity) and the rectangle of its line in the device's coordinates.
struct PaintedText {
    QString text;
    QColor colour;
    QRectF rect;
};

// Records the texts a widget paints: QPainter hands every run of text to its engine.
class TextRecorder : public QPaintDevice {
public:
    explicit TextRecorder(QSize size) : size_(size) {}
    QPaintEngine *paintEngine() const override { return &engine_; }
    QStringList texts() const
    {
        QStringList list;
        for (const PaintedText &painted : engine_.painted)
            list << painted.text;
        return list;
    }
    const QList<PaintedText> &painted() const { return engine_.painted; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return size_.width();
        case PdmHeight:
            return size_.height();
        case PdmWidthMM:
            return size_.width() * 254 / 960;
        case PdmHeightMM:
            return size_.height() * 254 / 960;
        case PdmNumColors:
            return INT_MAX;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    struct Engine : QPaintEngine {
        Engine() : QPaintEngine(AllFeatures) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawPath(const QPainterPath &) override {}
        void drawTextItem(const QPointF &origin, const QTextItem &item) override
        {
            QColor colour = state->pen().color();
            colour.setAlphaF(colour.alphaF() * state->opacity());
            const QRectF line(origin.x(), origin.y() - item.ascent(), item.width(), item.ascent() + item.descent());
            painted << PaintedText {item.text(), colour, state->transform().mapRect(line)};
        }
        Type type() const override { return User; }
        QList<PaintedText> painted;
    };
    QSize size_;
    mutable Engine engine_;
};

inline QStringList menuTexts(const QList<QAction *> &actions)
{
    QStringList texts;
    for (const QAction *action : actions) {
        if (!action->isVisible() || action->isSeparator())
            continue;
        texts << action->text() << action->toolTip();
        if (action->menu())
            texts << action->menu()->title() << menuTexts(action->menu()->actions());
    }
    return texts;
}

inline QStringList modelTexts(const QAbstractItemModel *model, const QModelIndex &parent = {})
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(parent); ++row) {
        for (int column = 0; column < model->columnCount(parent); ++column) {
            const QModelIndex index = model->index(row, column, parent);
            texts << index.data(Qt::DisplayRole).toString() << index.data(Qt::ToolTipRole).toString();
            if (column == 0)
                texts << modelTexts(model, index);
        }
    }
    return texts;
}

// Every text a person can read in `root`: titles, labels, buttons, lists, menus, tooltips,
// and what the widgets paint themselves (the boards).
inline QStringList visibleTexts(QWidget *root)
{
    QStringList texts {root->windowTitle(), root->toolTip()};
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (const QWidget *widget : std::as_const(widgets)) {
        if (!widget->isVisibleTo(root))
            continue;
        texts << widget->toolTip();
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            texts << QTextDocumentFragment::fromHtml(label->text()).toPlainText().split(QLatin1Char('\n'));
        else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            texts << button->text();
        else if (const auto *box = qobject_cast<const QGroupBox *>(widget))
            texts << box->title();
        else if (const auto *combo = qobject_cast<const QComboBox *>(widget))
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        else if (const auto *browser = qobject_cast<const QTextEdit *>(widget))
            texts << browser->toPlainText().split(QLatin1Char('\n'));
        else if (const auto *list = qobject_cast<const QAbstractItemView *>(widget))
            texts << modelTexts(list->model());
        else if (const auto *bar = qobject_cast<const QMenuBar *>(widget))
            texts << menuTexts(bar->actions());
        else if (const auto *edit = qobject_cast<const QLineEdit *>(widget))
            texts << edit->placeholderText();
    }
    TextRecorder recorder(root->size());
    root->render(&recorder);
    texts << recorder.texts();
    return texts;
}

} // namespace ludoteca::app::testing
