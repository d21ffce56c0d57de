#include "ui/game_page.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QFrame>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "session/game_session.h"
#include "ui/evaluation_bar.h"
#include "ui/pass_screen_cover.h"
#include "ui/action_strip.h"
#include "ui/plain_text.h"
#include "ui/side_panel.h"
#include "ui/theme.h"
#include "views/board_view.h"
#include "views/board_view_factory.h"
#include "views/game_presentation.h"

namespace ludoteca::app {

GamePage::GamePage(GameSession &session, QWidget *parent) : QWidget(parent), session_(session)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    boardArea_ = new QWidget(this);
    auto *boardLayout = new QVBoxLayout(boardArea_);
    boardLayout->setContentsMargins(24, 16, 24, 24);
    boardLayout->setSpacing(8);
    // The result in words, above the board, once the game is over.
    result_ = new QLabel(boardArea_);
    result_->setObjectName(QStringLiteral("result"));
    result_->setAlignment(Qt::AlignCenter);
    result_->setWordWrap(true);
    result_->setTextFormat(Qt::PlainText); // it names the winners
    result_->setFont(theme::font(font(), 1.25, QFont::DemiBold));
    result_->hide();
    boardLayout->addWidget(result_);
    review_ = new QPushButton(boardArea_);
    review_->setObjectName(QStringLiteral("reviewGame"));
    review_->hide();
    connect(review_, &QPushButton::clicked, this, &GamePage::reviewRequested);
    boardLayout->addWidget(review_, 0, Qt::AlignHCenter);

    // A failed autosave is shown where the player looks, not in a status bar; the session
    // tries again after every move, and Save As keeps the game elsewhere meanwhile.
    autosaveBanner_ = new QFrame(boardArea_);
    autosaveBanner_->setObjectName(QStringLiteral("banner"));
    auto *bannerLayout = new QHBoxLayout(autosaveBanner_);
    bannerLayout->setContentsMargins(16, 8, 12, 8);
    autosaveText_ = new QLabel(autosaveBanner_);
    autosaveText_->setObjectName(QStringLiteral("autosaveProblem"));
    autosaveText_->setWordWrap(true);
    autosaveText_->setTextFormat(Qt::PlainText);
    bannerLayout->addWidget(autosaveText_, 1);
    saveAs_ = new QPushButton(autosaveBanner_);
    QPushButton *saveAs = saveAs_;
    saveAs->setObjectName(QStringLiteral("autosaveSaveAs"));
    bannerLayout->addWidget(saveAs);
    connect(saveAs, &QPushButton::clicked, this, &GamePage::saveAsRequested);
    autosaveBanner_->hide();
    boardLayout->addWidget(autosaveBanner_);
    // The evaluation bar and, when a game starts, the view; the strip under them.
    boardRow_ = new QHBoxLayout;
    boardRow_->setSpacing(12);
    evaluationBar_ = new EvaluationBar(session_, boardArea_);
    evaluationBar_->hide();
    boardRow_->addWidget(evaluationBar_);
    boardLayout->addLayout(boardRow_, 1);
    strip_ = new ActionStrip(session_, boardArea_);
    boardLayout->addWidget(strip_);
    connect(&session_, &GameSession::autosaveFailed, this, [this](const QString &error) {
        autosaveError_ = error;
        showAutosaveProblem();
        autosaveBanner_->show();
    });
    connect(&session_, &GameSession::autosaveWritten, autosaveBanner_, &QWidget::hide);
    layout->addWidget(boardArea_, 1);
    // Last, so that it lies over everything on the board's side.
    passCover_ = new PassScreenCover(session_, boardArea_);
    panel_ = new SidePanel(session_, this);
    layout->addWidget(panel_);
    connect(&session_, &GameSession::stateChanged, this, &GamePage::updateResult);
    retranslate();
}

void GamePage::retranslate()
{
    review_->setText(tr("Review Game"));
    saveAs_->setText(tr("Save As…"));
    showAutosaveProblem();
    updateResult();
}

void GamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void GamePage::showAutosaveProblem()
{
    if (autosaveError_.isEmpty())
        return;
    const QString text = tr("This game could not be kept on disk (%1). Ludoteca tries again after "
                            "every move; use Save As to keep it in a file of your choice.")
                             .arg(autosaveError_);
    // A long path is cut in its middle, so that it cannot squeeze the board; whole in the tooltip.
    autosaveText_->setText(plain_text::elideLongWords(text));
    autosaveText_->setToolTip(text);
}

GamePage::~GamePage() = default;

void GamePage::setEvaluationBarShown(bool shown) { evaluationBar_->setVisible(shown); }

QString GamePage::autosaveProblem() const { return autosaveBanner_->isHidden() ? QString() : autosaveText_->toolTip(); }

void GamePage::clearAutosaveProblem() { autosaveBanner_->hide(); }

QString GamePage::resultShown() const { return result_->isHidden() ? QString() : result_->text(); }

void GamePage::updateResult()
{
    const bool over = presentation_ && session_.hasGame() && session_.state()->isTerminal();
    if (over)
        result_->setText(presentation_->resultText(*session_.state()));
    result_->setVisible(over);
    review_->setVisible(over);
}

void GamePage::showGame()
{
    if (!session_.hasGame())
        return;
    const QString id = QString::fromStdString(session_.game()->id);
    if (view_ && id == viewGameId_) {
        panel_->setView(view_, presentation_.get());
        view_->setPresentation(presentation_.get());
        evaluationBar_->setPresentation(presentation_.get());
        strip_->setPresentation(presentation_.get());
        updateResult();
        return;
    }
    delete view_;
    view_ = BoardViewFactory::create(id.toStdString(), session_, boardArea_);
    view_->setObjectName(QStringLiteral("boardView"));
    boardRow_->addWidget(view_, 1);
    connect(view_, &BoardView::wordingChanged, this, &GamePage::updateResult);
    connect(view_, &BoardView::inputRefused, this, &GamePage::inputRefused);
    presentation_ = GamePresentation::create(id.toStdString(), session_);
    view_->setPresentation(presentation_.get());
    evaluationBar_->setPresentation(presentation_.get());
    viewGameId_ = id;
    boardArea_->setFocusProxy(view_); // where the focus goes back once the screen is passed
    passCover_->raise();
    panel_->setView(view_, presentation_.get());
    strip_->setPresentation(presentation_.get());
    view_->setFocus();
    updateResult();
}

} // namespace ludoteca::app
