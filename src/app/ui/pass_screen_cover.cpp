#include "ui/pass_screen_cover.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include "session/game_session.h"
#include "ui/theme.h"

namespace ludoteca::app {

PassScreenCover::PassScreenCover(GameSession &session, QWidget *parent) : QWidget(parent), session_(session)
{
    setObjectName(QStringLiteral("passScreen"));
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("passScreenTitle"));
    title_->setTextFormat(Qt::PlainText); // it names a player
    title_->setAlignment(Qt::AlignCenter);
    title_->setWordWrap(true);
    title_->setFont(theme::font(font(), 1.6, QFont::DemiBold));
    layout->addWidget(title_);
    note_ = new QLabel(this);
    note_->setTextFormat(Qt::PlainText);
    note_->setAlignment(Qt::AlignCenter);
    note_->setWordWrap(true);
    layout->addWidget(note_);
    layout->addSpacing(12);
    take_ = new QPushButton(this);
    take_->setObjectName(QStringLiteral("passScreenTake"));
    take_->setDefault(true);
    take_->setAutoDefault(true);
    layout->addWidget(take_, 0, Qt::AlignHCenter);
    layout->addStretch(2);
    connect(take_, &QPushButton::clicked, &session_, &GameSession::takeScreen);
    connect(&session_, &GameSession::stateChanged, this, &PassScreenCover::update);
    connect(&session_, &GameSession::gameStarted, this, &PassScreenCover::update);
    parent->installEventFilter(this);
    setGeometry(parent->rect());
    hide();
}

QString PassScreenCover::prompt() const { return isHidden() ? QString() : title_->text(); }

void PassScreenCover::update()
{
    const bool pending = session_.hasGame() && session_.passPending();
    if (pending) {
        const QString name = session_.seats().value(session_.screenSeat()).name;
        title_->setText(tr("Pass the screen to %1").arg(name));
        note_->setText(tr("Everything secret stays hidden until %1 has the screen.").arg(name));
        take_->setText(tr("I am %1: show my view").arg(name));
        take_->setToolTip(tr("Space or Enter"));
    }
    if (pending == isVisible())
        return;
    setVisible(pending);
    if (pending) {
        raise();
        take_->setFocus(); // Space or Enter answers
    } else if (parentWidget()) {
        parentWidget()->setFocus(); // the board view takes it back through its proxy
    }
}

void PassScreenCover::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

bool PassScreenCover::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void PassScreenCover::keyPressEvent(QKeyEvent *event)
{
    // The button has Space; Enter answers too, and no key reaches the board meanwhile.
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        take_->click();
}

void PassScreenCover::paintEvent(QPaintEvent *)
{
    // Opaque: not a glimpse of the board below.
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
}

} // namespace ludoteca::app
