#include "ui/game_card.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include "i18n/engine_texts.h"
#include "ludoteca/core/game_info.h"
#include "ludoteca/lessons/lesson.h"
#include "ui/game_picture.h"
#include "ui/theme.h"

namespace ludoteca::app {

namespace {

class PictureLabel : public QWidget {
public:
    PictureLabel(QString gameId, QWidget *parent) : QWidget(parent), gameId_(std::move(gameId))
    {
        setFixedSize(112, 112);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        paintGamePicture(painter, rect(), gameId_);
    }

private:
    QString gameId_;
};

} // namespace

QString playersText(const GameInfo &info)
{
    if (info.minPlayers == info.maxPlayers)
        return GameCard::tr("%n player(s)", nullptr, info.minPlayers);
    return GameCard::tr("%1–%2 players").arg(info.minPlayers).arg(info.maxPlayers);
}

GameCard::GameCard(const GameInfo &info, QWidget *parent)
    : QFrame(parent), info_(info), gameId_(QString::fromStdString(info.id))
{
    setObjectName(QStringLiteral("card"));
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_Hover);
    setMinimumWidth(360);
    setAccessibleName(QString::fromStdString(info.name));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(16, 16, 18, 16);
    layout->setSpacing(18);
    layout->addWidget(new PictureLabel(gameId_, this), 0, Qt::AlignTop);

    auto *text = new QVBoxLayout;
    text->setSpacing(4);
    auto *name = new QLabel(QString::fromStdString(info.name), this);
    name->setFont(theme::font(font(), 1.45, QFont::DemiBold));
    name->setWordWrap(true); // a long name takes two lines in a narrow card
    text->addWidget(name);

    QString byline = QString::fromStdString(info.designer);
    if (!info.year.empty())
        byline += QStringLiteral(", ") + QString::fromStdString(info.year);
    auto *designer = new QLabel(byline, this);
    designer->setObjectName(QStringLiteral("muted"));
    designer->setVisible(!byline.isEmpty());
    text->addWidget(designer);

    players_ = new QLabel(this);
    QLabel *players = players_;
    players->setFont(theme::font(font(), 0.95, QFont::DemiBold));
    players->setObjectName(QStringLiteral("accent"));
    text->addWidget(players);

    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    text->addSpacing(4);
    text->addWidget(summary_);
    text->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(8);
    play_ = new QPushButton(this);
    play_->setObjectName(QStringLiteral("play"));
    connect(play_, &QPushButton::clicked, this, [this] { emit chosen(gameId_); });
    buttons->addWidget(play_);
    if (!lessons::Library::files(info.id).empty()) {
        learn_ = new QPushButton(this);
        learn_->setObjectName(QStringLiteral("learn"));
        connect(learn_, &QPushButton::clicked, this, [this] { emit learnChosen(gameId_); });
        buttons->addWidget(learn_);
    }
    buttons->addStretch(1);
    text->addSpacing(6);
    text->addLayout(buttons);
    layout->addLayout(text, 1);
    retranslate();
}

void GameCard::retranslate()
{
    const QString name = QString::fromStdString(info_.name);
    QStringList facts {playersText(info_)};
    if (info_.hasChance)
        facts << tr("chance");
    if (info_.hasHiddenInformation)
        facts << tr("hidden information");
    players_->setText(facts.join(QStringLiteral(" · ")));
    summary_->setText(engine_texts::summary(info_));
    play_->setText(tr("Play"));
    play_->setAccessibleName(tr("Play %1").arg(name));
    if (learn_) {
        learn_->setText(tr("Learn"));
        learn_->setAccessibleName(tr("Learn %1").arg(name));
        learn_->setToolTip(tr("A short course on the real board, one rule at a time"));
    }
}

void GameCard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void GameCard::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit chosen(gameId_);
}

void GameCard::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space)
        emit chosen(gameId_);
    else
        QFrame::keyPressEvent(event);
}

} // namespace ludoteca::app
