#include "views/azzanna/azzanna_tree_layout_editor.h"

#include <algorithm>
#include <cmath>

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include "ludoteca/games/azzanna.h"
#include "ui/option_editor_factory.h"
#include "views/azzanna/azzanna_art.h"
#include "views/square_grid.h"

namespace ludoteca::app::azzanna {

LUDOTECA_REGISTER_OPTION_EDITOR("azzanna", "trees", TreeLayoutEditor)

namespace {

QString treesText(std::uint64_t trees)
{
    QStringList cells;
    for (int cell = 0; cell < 64; ++cell)
        if ((trees >> cell) & 1u)
            cells << cellName(cell);
    return cells.join(QLatin1Char(','));
}

} // namespace

// --- The little field ------------------------------------------------------------------

TreeField::TreeField(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setMinimumSize(200, 200);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setObjectName(QStringLiteral("azzanna_tree_field"));
}

void TreeField::setTrees(std::uint64_t trees, bool valid)
{
    trees_ = trees;
    valid_ = valid;
    if (!hasTree(picked_))
        picked_ = -1;
    update();
}

SquareGrid TreeField::grid() const
{
    const qreal c = std::min(width(), height()) / 8.6;
    return {QPointF(c * 0.45, c * 0.15), c, kField};
}

void TreeField::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const SquareGrid field = grid();
    const qreal c = field.cellSize();
    const QRectF board = field.rect();
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette::kFence);
    painter.drawRoundedRect(board.adjusted(-c * 0.1, -c * 0.1, c * 0.1, c * 0.1), c * 0.12, c * 0.12);
    for (int cell = 0; cell < 64; ++cell)
        paintGrass(painter, field.cellRect(cell), kField.file(cell), kField.rank(cell));

    QFont font = painter.font();
    font.setPixelSize(std::max(7, static_cast<int>(c * 0.3)));
    painter.setFont(font);
    // Outside the fence, on the dialog: in the dialog's own text colour, light or dark.
    painter.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < 8; ++i) {
        painter.drawText(QRectF(board.left() + i * c, board.bottom() + c * 0.1, c, c * 0.35), Qt::AlignCenter,
                         QString(QChar('a' + i)));
        painter.drawText(QRectF(0, board.top() + (7 - i) * c, c * 0.35, c), Qt::AlignCenter, QString::number(i + 1));
    }

    if (hover_ >= 0 && picked_ >= 0 && !hasTree(hover_)) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 230, 110));
        painter.drawRect(field.cellRect(hover_));
    }
    painter.setOpacity(valid_ ? 1.0 : 0.4);
    for (int cell = 0; cell < 64; ++cell) {
        if (!hasTree(cell))
            continue;
        if (cell == picked_) {
            painter.save();
            painter.setOpacity(dragging_ ? 0.3 : 1.0);
            painter.setPen(QPen(palette::kChoice.darker(110), c * 0.08));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(field.cellRect(cell).adjusted(c * 0.05, c * 0.05, -c * 0.05, -c * 0.05), c * 0.15,
                                    c * 0.15);
            paintTree(painter, field.cellRect(cell));
            painter.restore();
            continue;
        }
        paintTree(painter, field.cellRect(cell));
    }
    if (dragging_ && picked_ >= 0)
        paintTree(painter, QRectF(dragAt_.x() - c / 2, dragAt_.y() - c / 2, c, c));
}

void TreeField::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !valid_)
        return;
    const int cell = cellAt(event->position());
    if (hasTree(cell)) {
        picked_ = cell;
        dragging_ = true;
        dragAt_ = event->position();
        update();
    }
}

void TreeField::mouseMoveEvent(QMouseEvent *event)
{
    hover_ = cellAt(event->position());
    if (dragging_)
        dragAt_ = event->position();
    setCursor(hasTree(hover_)                   ? Qt::OpenHandCursor
                  : picked_ >= 0 && hover_ >= 0 ? Qt::PointingHandCursor
                                                : Qt::ArrowCursor);
    update();
}

void TreeField::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !valid_)
        return;
    const int cell = cellAt(event->position());
    dragging_ = false;
    if (picked_ >= 0 && cell >= 0 && !hasTree(cell)) {
        // Dropped (or clicked, after picking a tree) on a free cell.
        const int from = picked_;
        picked_ = -1;
        emit treeMoved(from, cell);
    } else if (cell != picked_) {
        picked_ = -1; // dropped elsewhere: nothing moves
    }
    update();
}

// --- The editor --------------------------------------------------------------------------

TreeLayoutEditor::TreeLayoutEditor(const OptionSpec &, QLineEdit &text, QWidget *parent) : QWidget(parent), text_(&text)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(12);
    field_ = new TreeField(this);
    field_->setFixedSize(field_->sizeHint());
    layout->addWidget(field_);
    auto *side = new QVBoxLayout;
    side->setSpacing(8);
    auto *help = new QLabel(tr("Drag a tree to another cell, or click a tree and then a cell."), this);
    help->setWordWrap(true);
    help->setFixedWidth(150);
    side->addWidget(help);
    auto *reset = new QPushButton(tr("Usual layout"), this);
    reset->setObjectName(QStringLiteral("azzanna_trees_default"));
    side->addWidget(reset, 0, Qt::AlignLeft);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("muted"));
    note_->setWordWrap(true);
    note_->setFixedWidth(150);
    side->addWidget(note_);
    side->addStretch(1);
    layout->addLayout(side);

    connect(&text, &QLineEdit::textChanged, this, &TreeLayoutEditor::readText);
    connect(reset, &QPushButton::clicked, this, [this] {
        if (text_)
            text_->setText(QString::fromLatin1(games::azzanna::kDefaultTrees));
    });
    connect(field_, &TreeField::treeMoved, this, [this](int from, int to) {
        if (!text_)
            return;
        const std::uint64_t trees = (field_->trees() & ~(std::uint64_t {1} << from)) | (std::uint64_t {1} << to);
        text_->setText(treesText(trees));
    });
    readText();
}

void TreeLayoutEditor::readText()
{
    if (!text_)
        return;
    std::uint64_t mask = 0;
    const bool valid = games::azzanna::parseTrees(text_->text().toStdString(), mask).empty();
    if (valid)
        field_->setTrees(mask, true);
    else
        field_->setTrees(field_->trees(), false);
    note_->setText(valid ? QString() : tr("The text is not six cells yet; the picture waits for it."));
}

} // namespace ludoteca::app::azzanna
