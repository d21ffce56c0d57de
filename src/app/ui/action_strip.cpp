#include "ui/action_strip.h"

#include <algorithm>

#include <QEvent>
#include <QPushButton>
#include <QStyle>

#include "ludoteca/core/game_info.h"
#include "ludoteca/core/state.h"
#include "session/game_session.h"
#include "ui/flow_layout.h"
#include "ui/theme.h"
#include "views/game_presentation.h"

namespace ludoteca::app {

ActionStrip::ActionStrip(GameSession &session, QWidget *parent) : QWidget(parent), session_(session)
{
    setObjectName(QStringLiteral("actionStrip"));
    // The buttons wrap onto a second row rather than widen the window (long labels, Italian).
    layout_ = new FlowLayout(this);
    layout_->setContentsMargins(0, 0, 0, 0);
    layout_->setSpacing(std::max(6, style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing)));
    connect(&session_, &GameSession::stateChanged, this, &ActionStrip::refresh);
    connect(&session_, &GameSession::busyChanged, this, &ActionStrip::refresh);
    connect(&session_, &GameSession::hintReady, this, [this](const ai::Analysis &analysis) {
        hint_ = analysis.best.empty() ? kInvalidAction : analysis.best.front().action;
        hintPly_ = session_.hasGame() ? session_.state()->ply() : -1;
        refresh();
    });
    setStyleSheet(QStringLiteral("QPushButton[hinted=\"true\"] { border: 3px dashed %1; border-radius: 6px;"
                                 " padding: 4px 10px; }")
                      .arg(theme::kHint.name()));
    hide();
}

void ActionStrip::setPresentation(const GamePresentation *presentation)
{
    presentation_ = presentation;
    gameId_ = session_.hasGame() ? session_.game()->id : std::string();
    // A new game starts with the whole height for the board.
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(false);
    setSizePolicy(policy);
    refresh();
}

void ActionStrip::changeEvent(QEvent *event)
{
    // The buttons say the presentation's words: new words, new buttons.
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void ActionStrip::refresh()
{
    for (QPushButton *button : std::as_const(buttons_)) {
        // Out of the layout now, so that the old and new buttons never ask for room together.
        layout_->removeWidget(button);
        button->hide();
        button->deleteLater(); // may be the button whose click led here
    }
    buttons_.clear();
    auto add = [this](const QString &text, const QString &name) {
        auto *button = new QPushButton(text, this);
        button->setObjectName(name);
        button->setFocusPolicy(Qt::NoFocus); // the keys stay with the board
        layout_->addWidget(button);
        buttons_.append(button);
        return button;
    };
    if (presentation_ && session_.hasGame() && session_.game()->id == gameId_ && !session_.browsing()) {
        const State &state = *session_.state();
        if (session_.chancePending() && session_.chanceMode() == GameSession::ChanceMode::Manual) {
            connect(add(presentation_->chanceLabel(state), QStringLiteral("action_chance")), &QPushButton::clicked,
                    &session_, &GameSession::resolveChance);
        } else if (session_.humanToMove()) {
            for (const Action action : state.legalActions()) {
                const QString label = presentation_->offBoardLabel(state, action);
                if (label.isEmpty())
                    continue;
                const QString name = QStringLiteral("action_") + QString::fromStdString(state.actionToString(action));
                QPushButton *button = add(label, name);
                connect(button, &QPushButton::clicked, this, [this, action] { session_.playHuman(action); });
                if (action == hint_ && hintPly_ == state.ply()) {
                    button->setProperty("hinted", true);
                    button->setToolTip(tr("The computer suggests this"));
                }
            }
        }
    }
    setVisible(!buttons_.isEmpty());
    if (!buttons_.isEmpty()) {
        // Once a game has used the strip its row stays, so the board does not jump each turn.
        QSizePolicy policy = sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        setSizePolicy(policy);
    }
}

} // namespace ludoteca::app
