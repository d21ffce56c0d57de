#include "ui/side_panel.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <QComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include "i18n/engine_texts.h"
#include "ludoteca/core/state.h"
#include "session/game_session.h"
#include "ui/announcer.h"
#include "ui/busy_indicator.h"
#include "ui/computer_settings.h"
#include "ui/plain_text.h"
#include "ui/theme.h"
#include "views/board_view.h"
#include "views/game_presentation.h"

namespace ludoteca::app {

namespace {

QPixmap swatch(const QColor &color, qreal dpr)
{
    const int side = 18;
    QPixmap pixmap(QSize(side, side) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    // The rim in the scheme's muted ink, so that a disc of the panel's own colour (Egotzi's
    // Black in the dark scheme) still shows.
    painter.setPen(QPen(theme::colours().muted, 1.5));
    painter.setBrush(color);
    painter.drawEllipse(QRectF(1.5, 1.5, side - 3, side - 3));
    return pixmap;
}

QString scoreText(double value)
{
    if (std::abs(value - std::round(value)) < 1e-9)
        return QString::number(static_cast<long long>(std::llround(value)));
    return QString::number(value, 'f', 1);
}

// The scroll area lays the panel out at its preferred height, so the move list prefers
// only its minimum and takes the room left over through its stretch.
class MoveList : public QListWidget {
public:
    using QListWidget::QListWidget;
    QSize sizeHint() const override { return {QListWidget::sizeHint().width(), minimumHeight()}; }
};

QLabel *sectionLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QStringLiteral("muted"));
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.82);
    font.setWeight(QFont::DemiBold);
    font.setLetterSpacing(QFont::PercentageSpacing, 108);
    label->setFont(font);
    return label;
}

} // namespace

SidePanel::SidePanel(GameSession &session, QWidget *parent) : QFrame(parent), session_(session)
{
    setObjectName(QStringLiteral("panel"));
    setMinimumWidth(280);
    setMaximumWidth(340);
    // On a short screen the panel scrolls rather than squeezing the players' rows.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    scroll_ = new QScrollArea(this);
    scroll_->setObjectName(QStringLiteral("panelScroll"));
    scroll_->setFocusPolicy(Qt::NoFocus); // a tab stop of its own would say nothing: its contents take focus
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll_->viewport()->setAutoFillBackground(false);
    outer->addWidget(scroll_);
    auto *content = new QWidget(scroll_);
    content->setAutoFillBackground(false);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(20, 20, 20, 16);
    layout->setSpacing(10);
    addHeading(layout, content);
    addSeats(layout, content);
    addComputerRows(layout, content);
    addMoveList(layout, content);
    scroll_->setWidget(content);

    announcer_ = new Announcer(this);
    // Moves are announced as the list writes them, once it has read them.
    connect(&session_, &GameSession::moveMade, this, [this] { ++unannounced_; });
    connect(&session_, &GameSession::gameStarted, this, [this] { unannounced_ = 0; });
    connect(&session_, &GameSession::gameOver, this, [this] {
        refreshMoves();
        if (presentation())
            announcer_->announce(presentation()->resultText(*session_.state()));
    });
    connect(&session_, &GameSession::gameStarted, this, &SidePanel::rebuildSeats);
    connect(&session_, &GameSession::stateChanged, this, &SidePanel::refresh);
    connect(&session_, &GameSession::busyChanged, this, &SidePanel::refresh);
    // After the view has taken the hint in (it connects first), so the status can name it.
    connect(&session_, &GameSession::hintReady, this, &SidePanel::refresh, Qt::QueuedConnection);
    retranslateLabels();
    built_ = true;
}

void SidePanel::addHeading(QVBoxLayout *layout, QWidget *content)
{
    title_ = new QLabel(content);
    title_->setFont(theme::font(font(), 1.5, QFont::DemiBold));
    title_->setWordWrap(true); // long names take two lines rather than being cut
    title_->setTextFormat(Qt::PlainText);
    layout->addWidget(title_);
    optionsLine_ = new QLabel(content);
    optionsLine_->setObjectName(QStringLiteral("muted"));
    optionsLine_->setWordWrap(true);
    optionsLine_->setTextFormat(Qt::PlainText);
    layout->addWidget(optionsLine_);

    layout->addSpacing(6);
    turn_ = new QLabel(content);
    turn_->setObjectName(QStringLiteral("turn"));
    turn_->setFont(theme::font(font(), 1.15, QFont::DemiBold));
    turn_->setWordWrap(true);
    turn_->setTextFormat(Qt::PlainText); // it shows seat names, which come from files too
    layout->addWidget(turn_);
}

void SidePanel::addSeats(QVBoxLayout *layout, QWidget *content)
{
    playersTitle_ = sectionLabel(content);
    layout->addWidget(playersTitle_);
    seatBox_ = new QWidget(content);
    seatBox_->setObjectName(QStringLiteral("seats"));
    seatGrid_ = new QGridLayout(seatBox_);
    seatGrid_->setContentsMargins(0, 0, 0, 0);
    seatGrid_->setHorizontalSpacing(10);
    seatGrid_->setVerticalSpacing(6);
    seatGrid_->setColumnStretch(1, 1);
    layout->addWidget(seatBox_);
}

void SidePanel::addComputerRows(QVBoxLayout *layout, QWidget *content)
{
    auto *busyRow = new QHBoxLayout;
    busy_ = new BusyIndicator(content);
    busy_->setRunning(false);
    busyText_ = new QLabel(content);
    busyText_->setObjectName(QStringLiteral("muted"));
    pause_ = new QPushButton(content);
    pause_->setObjectName(QStringLiteral("pauseButton"));
    busyRow->addWidget(busy_);
    busyRow->addWidget(busyText_);
    busyRow->addStretch(1);
    busyRow->addWidget(pause_);
    layout->addLayout(busyRow);
    connect(pause_, &QPushButton::clicked, this, [this] { session_.setPaused(!session_.paused()); });

    paceRow_ = new QWidget(content);
    auto *paceRow = new QHBoxLayout(paceRow_);
    paceRow->setContentsMargins(0, 0, 0, 0);
    paceLabel_ = new QLabel(paceRow_);
    pace_ = new QComboBox(paceRow_);
    pace_->setObjectName(QStringLiteral("paceBox"));
    // Its choices are worded again in a new language: its width follows them.
    pace_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    pace_->addItems(computer_settings::paceNames());
    paceRow->addWidget(paceLabel_);
    paceRow->addStretch(1);
    paceRow->addWidget(pace_);
    layout->addWidget(paceRow_);
    // The kept pace applies from the start, through the same path as a choice.
    const auto applyPace = [this](int index) { session_.setAiDelay(computer_settings::paceDelay(index)); };
    pace_->setCurrentIndex(computer_settings::pace());
    applyPace(pace_->currentIndex());
    connect(pace_, &QComboBox::currentIndexChanged, this, [applyPace](int index) {
        computer_settings::setPace(index);
        applyPace(index);
    });
}

void SidePanel::addMoveList(QVBoxLayout *layout, QWidget *content)
{
    movesTitle_ = sectionLabel(content);
    layout->addWidget(movesTitle_);
    moves_ = new MoveList(content);
    moves_->setObjectName(QStringLiteral("moveList"));
    moves_->setMinimumHeight(moves_->fontMetrics().height() * 5); // a few lines, or the panel scrolls
    // A move too long for the panel (a narrow window, a long name) wraps onto a second line
    // instead of losing its end.
    moves_->setWordWrap(true);
    moves_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    moves_->viewport()->installEventFilter(this);
    layout->addWidget(moves_, 1);
    connect(moves_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { session_.browse(moves_->row(item)); });
    backToGame_ = new QPushButton(content);
    backToGame_->setObjectName(QStringLiteral("backToGame"));
    layout->addWidget(backToGame_);
    connect(backToGame_, &QPushButton::clicked, &session_, &GameSession::returnToLive);

    status_ = new QLabel(content);
    status_->setObjectName(QStringLiteral("status"));
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    status_->setMinimumHeight(status_->fontMetrics().height() * 3 + 16);
    status_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(status_);
}

void SidePanel::retranslateLabels()
{
    playersTitle_->setText(tr("Players").toUpper());
    movesTitle_->setText(tr("Moves").toUpper());
    moves_->setAccessibleName(tr("Moves"));
    pause_->setText(tr("Pause"));
    pause_->setToolTip(tr("Stop the computer players (they resume when you press again)"));
    paceLabel_->setText(tr("Computer pace"));
    const QStringList paces = computer_settings::paceNames();
    for (int i = 0; i < paces.size() && i < pace_->count(); ++i)
        pace_->setItemText(i, paces[i]);
    backToGame_->setText(tr("Back to the game"));
}

void SidePanel::setView(BoardView *view, const GamePresentation *presentation)
{
    if (view_ != view && view) { // a refused click says why in the status line, until the next change or click
        connect(view, &BoardView::inputRefused, this, [this](const QString &reason) {
            if (!reason.isEmpty()) {
                status_->setText(reason);
                announcer_->announce(reason);
            }
        });
        // A click that did something: the refusal no longer holds.
        connect(view, &BoardView::inputAccepted, this, [this] { status_->setText(statusText()); });
        connect(view, &BoardView::wordingChanged, this, &SidePanel::refresh);
    }
    view_ = view;
    presentation_ = presentation;
    viewGameId_ = session_.hasGame() ? session_.game()->id : std::string();
    rebuildSeats();
}

BoardView *SidePanel::currentView() const
{
    return session_.hasGame() && viewGameId_ == session_.game()->id ? view_ : nullptr;
}

const GamePresentation *SidePanel::presentation() const
{
    return session_.hasGame() && viewGameId_ == session_.game()->id ? presentation_ : nullptr;
}

void SidePanel::rebuildSeats()
{
    // A new game: its moves are read from its start.
    readTo_.reset();
    readMoves_.clear();
    for (const auto &w : std::as_const(seatWidgets_)) {
        delete w.swatch;
        delete w.name;
        delete w.score;
    }
    seatWidgets_.clear();
    if (!session_.hasGame())
        return;
    const GameInfo *info = session_.game();
    title_->setText(QString::fromStdString(info->name));
    QStringList parts;
    for (const OptionSpec &spec : info->options) {
        const auto it = session_.state()->options().find(spec.key);
        if (it != session_.state()->options().end())
            parts << tr("%1: %2", "an option and its value")
                         .arg(engine_texts::optionLabel(*info, spec),
                              engine_texts::optionValue(*info, spec, it->second));
    }
    optionsLine_->setText(parts.join(QStringLiteral(" · ")));
    optionsLine_->setVisible(!parts.isEmpty());

    const auto &seats = session_.seats();
    for (int i = 0; i < seats.size(); ++i) {
        SeatWidgets w;
        w.swatch = new QLabel(seatBox_);
        w.name = new QLabel(seatBox_);
        w.name->setTextFormat(Qt::RichText);
        w.score = new QLabel(seatBox_);
        w.score->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        w.score->setFont(theme::font(font(), 1.2, QFont::DemiBold));
        seatGrid_->addWidget(w.swatch, i, 0);
        seatGrid_->addWidget(w.name, i, 1);
        seatGrid_->addWidget(w.score, i, 2);
        seatWidgets_.append(w);
    }
    refresh();
}

QString SidePanel::turnText() const
{
    if (!session_.hasGame())
        return {};
    const State &state = session_.state()->isTerminal() ? *session_.state() : session_.shownState();
    if (state.isTerminal())
        return tr("Game over");
    if (state.isChanceNode())
        return tr("Chance");
    const int seat = state.currentPlayer();
    return tr("%1 to move").arg(shortName(seat, kNameWidth, turn_->font()));
}

QString SidePanel::summary() const
{
    if (!session_.hasGame())
        return tr("No game is being played.");
    QStringList parts {turnText() + QLatin1Char('.')};
    QStringList scores;
    for (int seat = 0; seat < session_.seats().size(); ++seat) {
        const QString score = scoreShown(seat);
        if (!score.isEmpty())
            scores << tr("%1 %2", "a player's name and their score")
                          .arg(session_.seats()[seat].name, score == QStringLiteral("–") ? tr("secret") : score);
    }
    if (!scores.isEmpty())
        parts << tr("Scores: %1.").arg(QLocale().createSeparatedList(scores));
    const QStringList moves = moveLines();
    parts << (moves.isEmpty() ? tr("No move yet.") : tr("Last move: %1.").arg(moves.back()));
    if (presentation()) {
        // Each detail a sentence of its own, whatever its source ends with.
        for (QString detail : presentation()->positionDetails(session_.shownState(), session_.viewer())) {
            if (!detail.isEmpty() && !QStringLiteral(".!?").contains(detail.back()))
                detail += QLatin1Char('.');
            parts << detail;
        }
    }
    return parts.join(QLatin1Char(' '));
}

void SidePanel::announceSummary() { announcer_->announce(summary()); }

QString SidePanel::statusText() const
{
    if (!session_.hasGame())
        return {};
    const State &live = *session_.state();
    if (session_.browsing())
        return tr("Looking at the position after move %1 of %2. Click the last move or “Back to the game” to play on.")
            .arg(session_.shownPly())
            .arg(live.ply());
    if (live.isTerminal()) // the result itself stands above the board
        return tr("Review the game, or start a new one with %1.")
            .arg(QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText));
    if (session_.paused())
        return tr("The computer players are paused. Press Resume to go on.");
    if (session_.waiting())
        return tr("Waiting for every friend to accept the invitation.");
    if (live.isChanceNode())
        return session_.chanceMode() == GameSession::ChanceMode::Manual ? tr("Chance decides the next move.")
                                                                        : tr("Chance is about to decide…");
    const int seat = live.currentPlayer();
    const Seat &mover = session_.seats()[seat];
    const QString name = shortName(seat, kNameWidth, status_->font());
    if (session_.passPending())
        return tr("Waiting for %1 to take the screen.").arg(name);
    if (mover.isAi())
        return session_.aiThinking() ? tr("%1 is thinking…").arg(name) : tr("%1 is about to move.").arg(name);
    if (mover.isRemote())
        return tr("Waiting for %1 to move on their own computer.").arg(name);
    QString text = tr("%1, your move.").arg(name);
    if (presentation())
        text += QLatin1Char(' ') + presentation()->moveHint(live);
    if (session_.busy())
        text += QLatin1Char(' ') + tr("Looking for a hint…");
    else if (currentView() && presentation() && currentView()->hint() != kInvalidAction
             && live.isLegal(currentView()->hint()))
        text += QLatin1Char(' ') + hintText(live);
    return text;
}

QString SidePanel::hintText(const State &live) const
{
    // Every suggestion with its chance, those off the board (a pass, a draw) included.
    const BoardView *view = currentView();
    QStringList moves;
    for (int i = 0; i < static_cast<int>(view->hints().size()); ++i) {
        const Action action = view->hints()[static_cast<std::size_t>(i)].action;
        if (!live.isLegal(action))
            continue;
        const QString offBoard = presentation()->offBoardLabel(live, action);
        const QString name = offBoard.isEmpty() ? presentation()->moveText(live, action) : offBoard;
        moves << tr("%1 (%2%)").arg(name).arg(qRound(view->hintChance(i) * 100));
    }
    return tr("Hint: %1 — your chance of winning after each move.").arg(QLocale().createSeparatedList(moves));
}

QString SidePanel::shortName(int seat, qreal width, const QFont &shownIn) const
{
    // The room the panel's lines have now (before it is first laid out: the usual room).
    const int content = scroll_->viewport()->width() - 40;
    const qreal room = content > 100 ? width - kNameWidth + content : width;
    QFont bold = shownIn;
    bold.setWeight(QFont::Bold);
    return plain_text::elidedName(session_.seats().value(seat).name, QFontMetrics(bold), qRound(room));
}

void SidePanel::refresh()
{
    if (!session_.hasGame())
        return;
    const State &live = *session_.state();
    const State &shown = session_.shownState();
    turn_->setText(turnText());
    // A name cut in the turn or the status line is whole in the line's tooltip.
    const auto wholeName = [this](const State &state) {
        const int mover = state.currentPlayer();
        const bool cut = !state.isTerminal() && !state.isChanceNode() && mover >= 0 && mover < session_.seats().size()
            && shortName(mover, kNameWidth, turn_->font()) != session_.seats()[mover].name;
        return cut ? session_.seats()[mover].name : QString();
    };
    turn_->setToolTip(wholeName(live.isTerminal() ? live : shown));

    // What this screen may show is the engine's answer for the session's viewer.
    const auto scores = shown.visibleScores(session_.viewer());
    const auto winners = live.winners();
    const auto &seats = session_.seats();
    const qreal dpr = devicePixelRatioF();
    for (int i = 0; i < seatWidgets_.size() && i < seats.size(); ++i) {
        const Seat &seat = seats[i];
        const bool toMove = shown.currentPlayer() == i;
        const bool won = live.isTerminal() && std::find(winners.begin(), winners.end(), i) != winners.end();
        const GamePresentation::SeatLook look =
            presentation() ? presentation()->seatLook(shown, i) : GamePresentation::SeatLook {};
        if (presentation())
            seatWidgets_[i].swatch->setPixmap(swatch(look.color, dpr));
        QString kind = seat.isAi() ? tr("Computer · %1").arg(levelLabel(seat.level))
            : seat.isRemote()      ? tr("Friend online")
                                   : tr("Person");
        if (!look.name.isEmpty())
            kind = tr("%1 · %2", "a seat's colour, then who plays it").arg(look.name, kind);
        // Cut to the row's room, less the colour and the score (a long name would push the
        // panel past the window's edge),
        // whole in the tooltip; escaped, as the label reads rich text.
        const QString name = plain_text::escaped(shortName(i, kNameWidth - 70, seatWidgets_[i].name->font()));
        seatWidgets_[i].name->setToolTip(seat.name);
        // The scheme's own colours (the panel is drawn again when the scheme changes).
        const theme::Colours &colours = theme::colours();
        const QString winner = won ? QStringLiteral(" <span style='color:%1'>· %2</span>")
                                         .arg(colours.accent.name(), tr("winner", "a seat that won the game"))
                                   : QString();
        seatWidgets_[i].name->setText(
            QStringLiteral("%1%2<br><span style='color:%3; font-size:small'>%4</span>")
                .arg(toMove ? QStringLiteral("<b>▸ %1</b>").arg(name) : name, winner, colours.muted.name(), kind));
        const bool listed = i < static_cast<int>(scores.size());
        const bool secret = listed && !scores[static_cast<std::size_t>(i)].has_value();
        seatWidgets_[i].score->setText(secret       ? QStringLiteral("–")
                                           : listed ? scoreText(scores[static_cast<std::size_t>(i)].value_or(0.0))
                                                    : QString());
        seatWidgets_[i].score->setToolTip(secret ? tr("Kept secret until the end of the game") : QString());
    }

    const bool anyAi = std::any_of(seats.begin(), seats.end(), [](const Seat &s) { return s.isAi(); });
    busy_->setRunning(session_.busy());
    busyText_->setText(session_.aiThinking() ? tr("Thinking…") : session_.busy() ? tr("Finding a hint…") : QString());
    busyText_->setVisible(session_.busy());
    pause_->setVisible(anyAi && !live.isTerminal());
    pause_->setText(session_.paused() ? tr("Resume") : tr("Pause"));
    paceRow_->setVisible(anyAi);

    refreshMoves();
    backToGame_->setVisible(session_.browsing());
    status_->setText(statusText());
    status_->setToolTip(session_.browsing() ? QString() : wholeName(live));
}

QString SidePanel::scoreShown(int seat) const
{
    return seat >= 0 && seat < seatWidgets_.size() ? seatWidgets_[seat].score->text() : QString();
}

SidePanel::~SidePanel() = default;

QStringList SidePanel::moveLines() const
{
    QStringList lines;
    if (!session_.hasGame()) {
        readTo_.reset();
        readMoves_.clear();
        return lines;
    }
    const State &live = *session_.state();
    const auto &history = live.history();
    if (!readTo_ || &readTo_->game() != &live.game()) {
        readTo_ = live.clone();
        while (readTo_->undo()) {}
        readMoves_.clear();
    }
    // The moves read before and still played stay as they were read; those taken back
    // are undone, and only the new ones are read, each in the position it is played in.
    std::size_t same = 0;
    while (same < readTo_->history().size() && same < history.size() && readTo_->history()[same] == history[same])
        ++same;
    while (readTo_->history().size() > same) {
        readTo_->undo();
        readMoves_.removeLast();
    }
    const GamePresentation *words = presentation();
    for (std::size_t ply = same; ply < history.size(); ++ply) {
        const Action action = history[ply];
        const QString text =
            words ? words->moveText(*readTo_, action) : QString::fromStdString(readTo_->actionToString(action));
        readMoves_.append({action, readTo_->currentPlayer(), text});
        readTo_->apply(action);
    }

    // Which of them this screen's viewer may read is the engine's answer, asked afresh: it
    // changes with the viewer and at the end of the game.
    const int viewer = session_.viewer();
    const auto &seats = session_.seats();
    for (int ply = 0; ply < readMoves_.size(); ++ply) {
        const ReadMove &move = readMoves_[ply];
        QString text = move.words;
        if (const std::string hidden = live.hiddenActionText(viewer, ply); !hidden.empty())
            text = words ? words->hiddenMoveText(move.action, QString::fromStdString(hidden))
                         : QString::fromStdString(hidden);
        if (move.seat >= 0 && move.seat < seats.size())
            text = tr("%1: %2", "a player's name and their move").arg(seats[move.seat].name, text);
        lines << text;
    }
    return lines;
}

void SidePanel::refreshMoves()
{
    const QStringList moves = moveLines();
    if (moves != listedMoves_) {
        // Row 0 is the starting position; row n the position after move n. Only the rows
        // that differ are rebuilt, so a long game's list does not flicker.
        int same = 0;
        while (same < moves.size() && same < listedMoves_.size() && moves[same] == listedMoves_[same])
            ++same;
        if (moves_->count() == 0)
            moves_->addItem(QString());
        while (moves_->count() > same + 1)
            delete moves_->takeItem(moves_->count() - 1);
        for (int i = same; i < moves.size(); ++i)
            new QListWidgetItem(QStringLiteral("%1. %2").arg(i + 1).arg(moves[i]), moves_);
        listedMoves_ = moves;
        updateMoveTips();
    }
    if (unannounced_ > 0 && !moves.isEmpty()) {
        const qsizetype count = std::min<qsizetype>(unannounced_, moves.size());
        announcer_->announce(moves.mid(moves.size() - count).join(QStringLiteral("; ")));
    }
    unannounced_ = 0;
    if (moves_->count() > 0)
        moves_->item(0)->setText(tr("Start")); // in the language spoken now
    const QSignalBlocker blocker(moves_);
    // Qt's list view tells assistive technology that its new current row has the focus even
    // when the list has not: after every move a screen reader would leave the board for the
    // list. Unless the list has the focus, the row changes quietly (the view only repaints).
    const std::optional<QSignalBlocker> quiet =
        moves_->hasFocus() ? std::nullopt : std::make_optional<QSignalBlocker>(moves_->selectionModel());
    moves_->setCurrentRow(session_.shownPly());
    moves_->viewport()->update();
    moves_->scrollToItem(moves_->currentItem());
}

void SidePanel::updateMoveTips()
{
    // Only a line cut at its end shows whole as its tooltip. The room is the list's width
    // less the theme's item padding (6 px a side) and the item's own text margins.
    const QFontMetrics metrics(moves_->font());
    const int margin = moves_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, moves_) + 1;
    const int room = moves_->viewport()->width() - 2 * 6 - 2 * margin;
    for (int row = 1; row < moves_->count(); ++row) {
        QListWidgetItem *item = moves_->item(row);
        const bool cut = metrics.horizontalAdvance(item->text()) > room;
        item->setToolTip(cut ? listedMoves_.value(row - 1) : QString());
    }
}

void SidePanel::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    // The seats' discs and words are painted in the scheme's colours: a new scheme
    // repaints them.
    if (built_ && (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange))
        refresh();
    // A new language: every line again, the moves read anew in its words.
    if (built_ && event->type() == QEvent::LanguageChange) {
        retranslateLabels();
        rebuildSeats();
        refresh();
    }
}

bool SidePanel::eventFilter(QObject *watched, QEvent *event)
{
    // After the list has laid itself out for its new size.
    if (watched == moves_->viewport() && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, [this] {
            updateMoveTips();
            if (moves_->currentItem())
                moves_->scrollToItem(moves_->currentItem());
        });
    return QFrame::eventFilter(watched, event);
}

} // namespace ludoteca::app
