#include "views/circular_chess/circular_chess_view.h"

#include <algorithm>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QFontMetricsF>
#include <QPushButton>

#include "ludoteca/games/circular_chess.h"
#include "session/game_session.h"
#include "views/board_layout.h"
#include "views/board_view_factory.h"
#include "views/circular_chess/circular_chess_art.h"
#include "views/circular_chess/circular_chess_smorfia.h"

namespace ludoteca::app::circular_chess {

using games::circular_chess::CircularChessState;

LUDOTECA_REGISTER_BOARD_VIEW("circular-chess", CircularChessView)

namespace {

constexpr int kMoveMs = 320;  // a piece's move, or its capture
constexpr int kEnterMs = 420; // a card's piece entering the board (or leaving it), with a bounce

QPushButton *stripButton(const QString &text, const QString &name, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setObjectName(name);
    button->setFocusPolicy(Qt::NoFocus); // keys keep going to the board
    button->setCursor(Qt::PointingHandCursor);
    return button;
}

using Decoded = CircularChessState::Decoded;

} // namespace

CircularChessView::CircularChessView(GameSession &session, QWidget *parent) : BoardView(session, parent)
{
    setSizeHints({860, 620}, {460, 380});
    drawButton_ = stripButton(QString(), QStringLiteral("circular_chess_draw"), this);
    connect(drawButton_, &QPushButton::clicked, this, &CircularChessView::drawCard);
    nameWidgets();

    refresh();
}

void CircularChessView::nameWidgets()
{
    drawButton_->setText(tr("Draw a card  (%1)").arg(drawKey()));
    drawButton_->setToolTip(tr("Draw the top card: its piece enters the cell of its number"));
}

void CircularChessView::retranslate()
{
    nameWidgets();
    BoardView::retranslate();
}

const CircularChessState *CircularChessView::game() const
{
    return (shown_ ? &stateAs<CircularChessState>(*shown_) : nullptr);
}

int CircularChessView::objectiveViewer() const { return session().viewer(); }

bool CircularChessView::gameOver() const
{
    // Once the game is over nothing is secret, even in the positions before the end.
    return session().hasGame() && session().state()->isTerminal();
}

// --- Where a move is drawn, for the hints ---------------------------------------------

QPainterPath CircularChessView::movePath(const State &state, Action action) const
{
    QPainterPath path;
    const Decoded move = stateAs<CircularChessState>(state).decode(action);
    if (move.kind == Decoded::Kind::Move) {
        path.addPath(geometry_.cellPath(move.from));
        path.addPath(geometry_.cellPath(move.to));
    } else if (move.kind == Decoded::Kind::Draw && drawButton_->isVisible()) {
        path.addRoundedRect(QRectF(drawButton_->geometry()), 6, 6);
    }
    return path;
}

// --- Geometry --------------------------------------------------------------------------

void CircularChessView::layoutBoard()
{
    layoutStrip(placeBoard());
    updateWidgets();
}

// --- Layout ----------------------------------------------------------------------------
//
// The strip's sections are measured with their words: the objective, every seat's row and
// the quiet counter must stand whole, so the board gives up room before they do.

qreal CircularChessView::objectiveNeed(qreal width) const
{
    const qreal line = fontMetrics().height();
    // While playing, the words beside the quarry's picture; at the end, the revealed hunts.
    const bool over = gameOver();
    const qreal glyph = over ? 0.0 : line * 2.2 + 8;
    const QRectF text =
        QFontMetricsF(objectiveFont(over ? QFont::Normal : QFont::DemiBold))
            .boundingRect(QRectF(0, 0, std::max(20.0, width - glyph), 1e6), Qt::TextWordWrap, objectiveWords());
    return line * 1.1 + std::max(over ? 0.0 : line * 2.2, text.height()) + 4;
}

qreal CircularChessView::seatsNeed() const
{
    // The title, then each seat's row on one line at least.
    const qreal line = fontMetrics().height();
    return line * 1.2 + std::max<qreal>(2, seats_.size()) * line * 1.3;
}

qreal CircularChessView::quietNeed(qreal width) const
{
    const auto *g = game();
    if (!g)
        return 0;
    const QRectF text =
        QFontMetricsF(stripSmallFont()).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, quietText(*g));
    return 9 + text.height() + 2;
}

qreal CircularChessView::infoNeed(qreal width, bool objective) const
{
    return (objective ? objectiveNeed(width) + 8 : 0.0) + seatsNeed() + 14 + quietNeed(width);
}

bool CircularChessView::placeBoard()
{
    const QRectF all = QRectF(rect()).adjusted(8, 8, -8, -8);
    const qreal gap = 16;
    // Below the board, the strip's second column must take the objective, every seat and
    // the quiet counter.
    const qreal low =
        std::max(std::clamp(all.height() * 0.34, 200.0, 260.0), infoNeed((all.width() - gap) / 2.0, true));
    const auto square = [](const QRectF &room) { return std::min(room.width(), room.height()); };
    const BoardAndStrip plan = placeBoardAndStrip(all, {besideStripWidth(all), gap, low, gap / 2}, square);
    const QRectF room = plan.board;
    const qreal side = std::max(40.0, square(room));
    if (plan.beside) {
        boardRect_ =
            QRectF(room.left() + (room.width() - side) / 2.0, room.top() + (room.height() - side) / 2.0, side, side);
        stripRect_ = plan.strip;
    } else {
        // The board at the top, the strip right under it.
        boardRect_ = QRectF(room.left() + (room.width() - side) / 2.0, room.top(), side, side);
        stripRect_ = QRectF(plan.strip.left(), boardRect_.bottom() + gap / 2, plan.strip.width(), plan.strip.height());
    }
    // Room around the rings for the rim and its white dot.
    geometry_ = circular_chess::BoardGeometry(boardRect_.center(), boardRect_.width() / 2.0 * 0.94);
    return plan.beside;
}

void CircularChessView::layoutStrip(bool beside)
{
    const qreal gap = 16;
    const qreal line = fontMetrics().height();
    const qreal button = drawButton_->sizeHint().height();
    const bool over = gameOver();
    const QRectF s = stripRect_;
    const qreal column = beside ? s.width() : (s.width() - gap) / 2.0;
    // Under the cards: their name and caption (or the name alone), and the draw button while
    // the game goes on.
    const qreal caption = game() ? QFontMetricsF(stripSmallFont())
                                       .boundingRect(QRectF(0, 0, column, 1e6), Qt::TextWordWrap, cardCaption(card_))
                                       .height()
                                 : 0.0;
    const auto textUnder = [&](bool withCaption) { return line * 1.15 + (withCaption ? caption + 2 : 0.0); };
    const auto underCards = [&](bool withCaption) { return 6 + textUnder(withCaption) + (over ? 4 : button + 10); };

    // On a short strip the cards shrink first, then lose their caption, and at the end the
    // objective section goes: the result above the board names every hunt.
    showCaption_ = true;
    bool objective = true;
    qreal cw = std::min(column * 0.4, 100.0);
    if (beside) {
        const auto fits = [&](qreal width) {
            return width * 1.4 + underCards(showCaption_) + 6 + infoNeed(column, objective) <= s.height();
        };
        const qreal smallest = std::min(cw, 44.0);
        if (!fits(smallest))
            showCaption_ = false;
        if (!fits(smallest) && over)
            objective = false;
        cw = std::max(smallest,
                      std::min(cw, (s.height() - infoNeed(column, objective) - 6 - underCards(showCaption_)) / 1.4));
    } else {
        if (s.height() - underCards(true) < 36 * 1.4)
            showCaption_ = false;
        cw = std::max(36.0, std::min(cw, (s.height() - underCards(showCaption_)) / 1.4));
    }

    const auto deckColumn = [&](qreal x, qreal y, qreal w) {
        const qreal ch = cw * 1.4;
        deckRect_ = QRectF(x + w / 2 - cw - 6, y, cw, ch);
        cardRect_ = QRectF(x + w / 2 + 6, y, cw, ch);
        cardTextRect_ = QRectF(x, y + ch + 6, w, textUnder(showCaption_));
        return y + ch + underCards(showCaption_);
    };
    const auto infoColumn = [&](qreal x, qreal y, qreal w, qreal bottom) {
        objectiveRect_ = objective ? QRectF(x, y, w, objectiveNeed(w)) : QRectF(x, y - 8, w, 0);
        const qreal quiet = quietNeed(w);
        quietRect_ = QRectF(x, bottom - quiet, w, quiet);
        seatsRect_ = QRectF(x, objectiveRect_.bottom() + 8, w, quietRect_.top() - objectiveRect_.bottom() - 14);
    };
    if (beside) {
        infoColumn(s.left(), deckColumn(s.left(), s.top(), column) + 6, column, s.bottom());
    } else {
        deckColumn(s.left(), s.top(), column);
        infoColumn(s.left() + column + gap, s.top(), column, s.bottom());
    }
}

CircularChessView::StripParts CircularChessView::stripParts() const
{
    return {deckRect_.united(cardRect_), cardTextRect_, objectiveRect_, seatsRect_, quietRect_};
}

QList<int> CircularChessView::targets() const { return moves_.value(selected_).keys(); }

// --- State changes ---------------------------------------------------------------------

void CircularChessView::refresh()
{
    shown_ = session().hasGame() ? shownState().clone() : nullptr;
    const CircularChessState *g = game();
    if (!g) {
        updateWidgets();
        update();
        return;
    }
    readBoard(*g);
    readMoves(*g);
    // Each seat's row, as the engine lets this screen's viewer see it.
    seats_ = seatRows(*g, session().seats(), objectiveViewer());

    layoutBoard();
    update();
}

// The pieces, the last move's cells and the last card revealed.
void CircularChessView::readBoard(const CircularChessState &game)
{
    for (int n = 1; n <= games::circular_chess::kCells; ++n)
        board_[static_cast<std::size_t>(n - 1)] = game.pieceAt(n);
    card_ = lastCard(game);
    lastFrom_ = lastTo_ = 0;
    const auto &history = game.history();
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
        const Decoded move = game.decode(*it);
        if (move.kind == Decoded::Kind::Move) {
            lastFrom_ = move.from;
            lastTo_ = move.to;
            break;
        }
        if (move.kind == Decoded::Kind::Card) {
            // The card's piece entered its cell, unless the card was discarded.
            lastTo_ = card_.discarded ? 0 : move.card;
            break;
        }
    }
}

// The moves a person may make, from the engine's legal actions only.
void CircularChessView::readMoves(const CircularChessState &game)
{
    moves_.clear();
    drawAction_ = kInvalidAction;
    if (acceptsInput()) {
        for (const Action action : game.legalActions()) {
            const Decoded move = game.decode(action);
            if (move.kind == Decoded::Kind::Draw)
                drawAction_ = action;
            else if (move.kind == Decoded::Kind::Move)
                moves_[move.from].insert(move.to, action);
        }
    }
    if (selected_ != kNoCell && !moves_.contains(selected_))
        selected_ = kNoCell;
}

void CircularChessView::updateWidgets()
{
    const CircularChessState *g = game();
    const bool live = g && !session().browsing();
    const bool playing = live && !g->isTerminal();
    const qreal button = drawButton_->sizeHint().height();

    const bool waiting = session().chanceMode() != GameSession::ChanceMode::Automatic;
    const bool chance = playing && session().chancePending() && waiting;
    // While chance waits for the players, the page's action strip turns the card over; in a
    // lesson, the lesson does.
    drawButton_->setVisible(playing && g->phase() != CircularChessState::Phase::Deal && !chance);
    drawButton_->setEnabled(drawAction_ != kInvalidAction);
    drawButton_->setGeometry(QRectF(cardTextRect_.left() + cardTextRect_.width() * 0.1, cardTextRect_.bottom() + 4,
                                    cardTextRect_.width() * 0.8, button)
                                 .toRect());
}

void CircularChessView::moveAnimationFinished() { motion_ = {}; }

void CircularChessView::animateMove(Action action)
{
    // board_ still holds the position before the move.
    stopMoveAnimation();
    motion_ = {};
    if (!game())
        return;
    const Decoded move = game()->decode(action);
    if (move.kind == Decoded::Kind::Move) {
        motion_.kind = Motion::Move;
        motion_.from = move.from;
        motion_.to = move.to;
        motion_.piece = board_[static_cast<std::size_t>(motion_.from - 1)];
        motion_.taken = board_[static_cast<std::size_t>(motion_.to - 1)];
        startMoveAnimation(kMoveMs);
    } else if (move.kind == Decoded::Kind::Card) {
        const int number = move.card;
        motion_.kind = board_[static_cast<std::size_t>(number - 1)] == 0 ? Motion::Enter : Motion::Discard;
        motion_.to = number;
        motion_.piece = games::circular_chess::cardPiece(number);
        startMoveAnimation(kEnterMs, QEasingCurve(QEasingCurve::OutBack));
    }
}

// --- Input -----------------------------------------------------------------------------

void CircularChessView::select(int cell)
{
    selected_ = cell;
    update();
}

bool CircularChessView::cellActive(int cell) const
{
    // With a piece picked up, any cell answers: a target moves it, another cell drops it.
    return acceptsInput() && cell != kNoCell && (selected_ != kNoCell || moves_.contains(cell));
}

bool CircularChessView::activateCell(int cell)
{
    if (selected_ != kNoCell) {
        const auto targets = moves_.value(selected_);
        const auto it = targets.constFind(cell);
        if (it != targets.constEnd()) {
            const Action action = it.value();
            selected_ = kNoCell;
            return requestMove(action);
        }
    }
    if (cell == selected_ || moves_.contains(cell)) {
        select(cell != selected_ ? cell : kNoCell); // another piece, or this one put back
        return true;
    }
    select(kNoCell); // no move of the piece goes there: dropped, and refused
    return false;
}

QString CircularChessView::refusalReason(int cell) const
{
    const CircularChessState *g = game();
    if (!inputBlocked().isEmpty() || !g)
        return BoardView::refusalReason(cell);
    const QString text = refusalText(*g, g->refusal(selected_ == kNoCell ? 0 : selected_, cell));
    return text.isEmpty() ? BoardView::refusalReason(cell) : text;
}

int CircularChessView::cursorStep(int cell, int key) const
{
    if (!game())
        return kNoCell;
    const int from = cell != kNoCell ? cell : selected_ != kNoCell ? selected_ : 1;
    int ray = games::circular_chess::rayOf(from);
    int ring = games::circular_chess::ringOf(from);
    switch (key) {
    case Qt::Key_Left:
        ray = (ray + games::circular_chess::kRays - 1) % games::circular_chess::kRays;
        break;
    case Qt::Key_Right:
        ray = (ray + 1) % games::circular_chess::kRays;
        break;
    case Qt::Key_Up:
        ring = std::min(games::circular_chess::kRings - 1, ring + 1);
        break;
    case Qt::Key_Down:
        ring = std::max(0, ring - 1);
        break;
    default:
        return kNoCell;
    }
    return games::circular_chess::cellNumber(ray, ring);
}

QRectF CircularChessView::cellRect(int cell) const { return geometry_.cellPath(cell).boundingRect(); }

void CircularChessView::paintCursorMark(QPainter &painter, int cell) const
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x1f5f8b), std::max(1.5, geometry_.radius() * 0.009) * 1.2, Qt::DashLine, Qt::RoundCap,
                        Qt::RoundJoin));
    painter.drawPath(geometry_.cellPath(cell));
}

void CircularChessView::drawCard()
{
    if (drawAction_ != kInvalidAction && acceptsInput()) {
        selected_ = kNoCell;
        requestMove(drawAction_);
    }
}

QString CircularChessView::drawKey() { return tr("D", "the key that draws a card: the first letter of Draw"); }

QList<BoardView::KeyHelp> CircularChessView::keyHelp() const
{
    return BoardView::keyHelp() << KeyHelp {drawKey(), tr("Draw a card")}
                                << KeyHelp {tr("Esc"), tr("Put the piece picked up back")};
}

void CircularChessView::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (game() && key == Qt::Key_Escape) {
        select(kNoCell);
        return;
    }
    if (game() && key == letterKey(drawKey())) {
        drawCard();
        return;
    }
    BoardView::keyPressEvent(event);
}

// --- Texts -----------------------------------------------------------------------------

QString CircularChessView::objectiveWords() const
{
    const auto *g = game();
    return g ? objectiveText(*g, seats_, objectiveViewer(), gameOver()) : QString();
}

QStringList CircularChessView::visibleTexts() const
{
    QStringList texts;
    if (!game())
        return texts;
    texts << deckText(*game()) << cardTitle(card_) << quietText(*game());
    if (showCaption_)
        texts << cardCaption(card_);
    if (!objectiveRect_.isEmpty())
        texts << objectiveWords();
    for (const SeatRow &seat : seats_) {
        texts << seat.name << seat.captured;
        if (seat.objective != 0)
            texts << pieceNamePlural(games::circular_chess::cardPiece(seat.objective)) << smorfia::name(seat.objective);
        if (seat.score >= 0)
            texts << QString::number(seat.score);
    }
    if (drawButton_->isVisible())
        texts << drawButton_->text();
    return texts;
}

} // namespace ludoteca::app::circular_chess
