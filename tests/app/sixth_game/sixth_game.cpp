// The sixth game's registrations: its engine, board view, presentation, set-up step and
// texts, each with the macro a real game uses from its own folder. Nothing outside this
// folder names the game.

#include "sixth_game.h"

#include <algorithm>
#include <vector>

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QPainter>
#include <QVBoxLayout>

#include <catch2/catch.hpp>

#include "i18n/engine_texts.h"
#include "ludoteca/core/registry.h"
#include "session/game_session.h"
#include "ui/setup_step.h"
#include "views/board_view.h"
#include "views/board_view_factory.h"
#include "views/game_presentation.h"

namespace ludoteca::testing::test_sixth {

namespace {

GameInfo makeSixthGameInfo()
{
    GameInfo info;
    info.id = kGameId;
    info.name = "Test Row";
    info.designer = "Nobody";
    info.summary = "Take one or two stones from the end of the row; whoever takes the last one wins.";
    info.minPlayers = 2;
    info.maxPlayers = 2;
    info.maxPlies = 12; // a stone a move at most

    OptionSpec stones;
    stones.key = "stones";
    stones.label = "Stones";
    stones.help = "How many stones the row begins with.";
    stones.kind = OptionSpec::Kind::Integer;
    stones.minimum = 3;
    stones.maximum = 12;
    stones.defaultValue = "7";

    info.options = {stones};
    info.create = [](const Options &options) -> std::unique_ptr<State> {
        return std::make_unique<RowState>(*GameRegistry::find(kGameId), options);
    };
    return info;
}

// The row drawn as circles, one cell a stone; a click on a stone takes it and those to
// its right.
class RowView final : public app::BoardView {
public:
    RowView(app::GameSession &session, QWidget *parent) : BoardView(session, parent)
    {
        setSizeHints(QSize(480, 160), QSize(240, 80));
    }

    QPainterPath movePath(const State &state, Action action) const override
    {
        const int left = stateAs<RowState>(state).stones();
        QPainterPath path;
        for (int cell = left - static_cast<int>(action); cell < left; ++cell)
            path.addEllipse(cellRect(cell));
        return path;
    }

    QPointF stoneCenter(int cell) const { return cellRect(cell).center(); }

private:
    const RowState &row() const { return stateAs<RowState>(shownState()); }

    int cellAt(QPointF point) const override
    {
        for (int cell = 0; cell < row().initialStones(); ++cell)
            if (cellRect(cell).contains(point))
                return cell;
        return kNoCell;
    }
    QRectF cellRect(int cell) const override
    {
        const qreal side = qMin(height() * 0.8, qreal(width()) / row().initialStones());
        const qreal left = (width() - side * row().initialStones()) / 2;
        return {left + side * cell, (height() - side) / 2, side, side};
    }
    // A stone is active when taking it and those to its right is a legal move: the engine
    // says which, the view knows no rule.
    bool cellActive(int cell) const override
    {
        if (!acceptsInput() || cell < 0 || cell >= row().stones())
            return false;
        std::vector<Action> legal;
        row().legalActions(legal);
        return std::find(legal.begin(), legal.end(), row().stones() - cell) != legal.end();
    }
    bool activateCell(int cell) override { return requestMove(row().stones() - cell); }
    // Left and right along the row.
    int cursorStep(int cell, int key) const override
    {
        const int last = row().initialStones() - 1;
        if (key == Qt::Key_Left)
            return cell == kNoCell ? last : std::max(0, cell - 1);
        if (key == Qt::Key_Right)
            return cell == kNoCell ? 0 : std::min(last, cell + 1);
        return kNoCell;
    }

    bool paintView(QPainter &painter) override
    {
        if (!session().hasGame())
            return false;
        for (int cell = 0; cell < row().initialStones(); ++cell) {
            const QRectF stone = cellRect(cell).adjusted(4, 4, -4, -4);
            painter.setPen(palette().color(QPalette::WindowText));
            painter.setBrush(cell < row().stones() ? palette().color(QPalette::WindowText) : Qt::NoBrush);
            painter.drawEllipse(stone);
        }
        return true;
    }
};

// Tells the result its own way, so the tests see the game's words on the page.
class RowPresentation final : public app::GamePresentation {
public:
    using GamePresentation::GamePresentation;

    QString resultText(const State &state) const override
    {
        const auto winners = state.winners();
        return winners.size() == 1 ? QStringLiteral("%1 took the last stone of the row.").arg(seatName(winners.front()))
                                   : GamePresentation::resultText(state);
    }
    // Its stones, spoken from the left.
    std::vector<int> boardCells(const State &state) const override
    {
        std::vector<int> cells(static_cast<std::size_t>(stateAs<RowState>(state).initialStones()));
        for (std::size_t cell = 0; cell < cells.size(); ++cell)
            cells[cell] = static_cast<int>(cell);
        return cells;
    }
    QString cellText(const State &state, int cell, int) const override
    {
        return cell < stateAs<RowState>(state).stones() ? QStringLiteral("Place %1, a stone").arg(cell + 1)
                                                        : QStringLiteral("Place %1, empty").arg(cell + 1);
    }
};

// The players agree who begins: ticked, the second seat moves first.
class RowFirstStep final : public app::SetupStepDialog {
public:
    RowFirstStep(const Options &options, const QVector<app::Seat> &seats, QWidget *parent)
        : SetupStepDialog(parent), options_(options), seats_(seats)
    {
        setObjectName(QStringLiteral("test_sixth_first_step"));
        setWindowTitle(QStringLiteral("Who begins"));
        swap_ = new QCheckBox(QStringLiteral("The second player begins"), this);
        swap_->setObjectName(QStringLiteral("test_sixth_swap"));
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
        connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(swap_);
        layout->addWidget(buttons);
    }

    Options options() const override { return options_; }
    QVector<app::Seat> seats() const override
    {
        QVector<app::Seat> seats = seats_;
        if (swap_->isChecked())
            std::reverse(seats.begin(), seats.end());
        return seats;
    }

private:
    Options options_;
    QVector<app::Seat> seats_;
    QCheckBox *swap_ = nullptr;
};

app::SetupStepDialog *makeRowFirstStep(const Options &options, const QVector<app::Seat> &seats, QWidget *parent)
{
    return new RowFirstStep(options, seats, parent);
}

} // namespace

bool isRowView(const app::BoardView *view) { return dynamic_cast<const RowView *>(view) != nullptr; }

QPointF stoneCenter(const app::BoardView *view, int cell)
{
    const auto *row = dynamic_cast<const RowView *>(view);
    REQUIRE(row);
    return row->stoneCenter(cell);
}

LUDOTECA_REGISTER_GAME(makeSixthGameInfo)
LUDOTECA_REGISTER_BOARD_VIEW(kGameId, RowView)
LUDOTECA_REGISTER_PRESENTATION(kGameId, RowPresentation)
LUDOTECA_REGISTER_SETUP_STEP(kGameId, makeRowFirstStep)

} // namespace ludoteca::testing::test_sixth

namespace ludoteca::app::engine_texts {

namespace {

// Its catalogue entries, in English only: the game is marked as not translated, so the
// translation checks pass it by while they stay strict for the others.
// clang-format off
constexpr Text kTexts[] = {
    {"Take one or two stones from the end of the row; whoever takes the last one wins.", "test-sixth/summary"},
    {"Stones", "test-sixth/stones/label"},
    {"How many stones the row begins with.", "test-sixth/stones/help"},
};
// clang-format on

} // namespace

LUDOTECA_REGISTER_ENGINE_TEXTS(kTexts, std::span<const MessageText> {})
LUDOTECA_ENGINE_TEXTS_NOT_TRANSLATED(ludoteca::testing::test_sixth::kGameId)

} // namespace ludoteca::app::engine_texts
