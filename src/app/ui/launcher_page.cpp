#include "ui/launcher_page.h"

#include <algorithm>
#include <vector>

#include <QDir>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include "ludoteca/core/registry.h"
#include "ui/game_card.h"
#include "ui/plain_text.h"
#include "ui/theme.h"
#include "views/board_view_factory.h"

namespace ludoteca::app {

namespace {

constexpr int kPageMargin = 40; // left and right of the cards

} // namespace

LauncherPage::LauncherPage(QWidget *parent) : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll_ = scroll;
    scroll->setWidgetResizable(true);
    // The cards reflow into fewer columns instead (see reflow()).
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);

    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(kPageMargin, 32, kPageMargin, 32);
    layout->setSpacing(18);

    auto *title = new QLabel(tr("Ludoteca"), content);
    title->setWordWrap(true);
    title->setFont(theme::font(font(), 2.3, QFont::Bold));
    layout->addWidget(title);
    // Only games with a board of their own: the generic view is a fallback for tests and
    // development, not something to offer players (the command line plays every game).
    std::vector<const GameInfo *> games;
    for (const GameInfo *info : GameRegistry::games())
        if (BoardViewFactory::has(info->id))
            games.push_back(info);
    auto *subtitle = new QLabel(
        tr("%n modern board game(s) to play against friends or the computer.", nullptr, static_cast<int>(games.size())),
        content);
    subtitle->setObjectName(QStringLiteral("muted"));
    subtitle->setWordWrap(true);
    subtitle->setFont(theme::font(font(), 1.1));
    layout->addWidget(subtitle);
    auto *history = new QPushButton(tr("History of Games"), content);
    history->setObjectName(QStringLiteral("historyButton"));
    connect(history, &QPushButton::clicked, this, &LauncherPage::historyRequested);
    layout->addWidget(history, 0, Qt::AlignLeft);

    banner_ = new QFrame(content);
    banner_->setObjectName(QStringLiteral("banner"));
    bannerRows_ = new QVBoxLayout(banner_);
    bannerRows_->setContentsMargins(16, 10, 12, 10);
    banner_->hide();
    layout->addWidget(banner_);

    notice_ = new QFrame(content);
    notice_->setObjectName(QStringLiteral("banner"));
    auto *noticeLayout = new QHBoxLayout(notice_);
    noticeLayout->setContentsMargins(16, 10, 12, 10);
    noticeText_ = new QLabel(notice_);
    noticeText_->setObjectName(QStringLiteral("noticeText"));
    noticeText_->setWordWrap(true);
    noticeText_->setTextFormat(Qt::PlainText); // it quotes what a file holds
    noticeText_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    noticeLayout->addWidget(noticeText_, 1);
    auto *dismiss = new QPushButton(tr("Dismiss"), notice_);
    dismiss->setObjectName(QStringLiteral("dismissNotice"));
    noticeLayout->addWidget(dismiss);
    connect(dismiss, &QPushButton::clicked, this, [this] { setNotice({}); });
    notice_->hide();
    layout->addWidget(notice_);

    auto *grid = new QGridLayout;
    grid_ = grid;
    grid->setSpacing(18);
    for (const GameInfo *info : games) {
        auto *card = new GameCard(*info, content);
        connect(card, &GameCard::chosen, this, &LauncherPage::gameChosen);
        connect(card, &GameCard::learnChosen, this, &LauncherPage::learnChosen);
        cards_.append(card);
    }
    reflow();
    if (games.empty()) {
        auto *none = new QLabel(tr("No games are installed."), content);
        none->setObjectName(QStringLiteral("muted"));
        grid->addWidget(none, 0, 0);
    }
    layout->addLayout(grid);
    layout->addStretch(1);
    scroll->setWidget(content);
}

void LauncherPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    reflow();
}

void LauncherPage::reflow()
{
    constexpr int kMaxColumns = 2;
    int cardWidth = 1;
    for (const GameCard *card : std::as_const(cards_))
        cardWidth = std::max(cardWidth, card->minimumSizeHint().width());
    const int room = scroll_->viewport()->width() - 2 * kPageMargin;
    const int columns = std::clamp((room + grid_->spacing()) / (cardWidth + grid_->spacing()), 1, kMaxColumns);
    if (columns == columns_)
        return;
    columns_ = columns;
    for (GameCard *card : std::as_const(cards_))
        grid_->removeWidget(card);
    for (int i = 0; i < cards_.size(); ++i)
        grid_->addWidget(cards_[i], i / columns, i % columns);
    for (int column = 0; column < kMaxColumns; ++column)
        grid_->setColumnStretch(column, column < columns ? 1 : 0);
}

void LauncherPage::setUnfinished(const QVector<UnfinishedGame> &games, int more, const QString &folder)
{
    unfinished_ = games;
    // Later: the list may be rebuilt from a click on one of its own buttons.
    const auto rows = banner_->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
    for (QWidget *old : rows) {
        old->hide();
        old->deleteLater();
    }
    while (QLayoutItem *item = bannerRows_->takeAt(0))
        delete item; // the rows' layouts; their widgets belong to the banner
    bannerRows_->addWidget(new QLabel(tr("<b>Unfinished games</b>"), banner_));
    for (const UnfinishedGame &game : games) {
        auto *row = new QHBoxLayout;
        auto *text = new QLabel(game.description, banner_);
        text->setObjectName(QStringLiteral("unfinishedGame"));
        text->setTextFormat(Qt::PlainText); // it quotes the players' names
        text->setWordWrap(true);
        row->addWidget(text, 1);
        auto *discard = new QPushButton(tr("Discard…"), banner_);
        discard->setObjectName(QStringLiteral("discardButton"));
        discard->setAccessibleDescription(game.description);
        auto *resume = new QPushButton(tr("Continue"), banner_);
        resume->setObjectName(QStringLiteral("primary"));
        resume->setAccessibleDescription(game.description);
        row->addWidget(discard);
        row->addWidget(resume);
        const QString file = game.file;
        connect(resume, &QPushButton::clicked, this, [this, file] { emit resumeRequested(file); });
        connect(discard, &QPushButton::clicked, this, [this, file] { emit discardRequested(file); });
        bannerRows_->addLayout(row);
    }
    if (more > 0) {
        const QString text =
            tr("%n older unfinished game(s) are kept in %1; continue or discard the ones above to see them.", nullptr,
               more)
                .arg(QDir::toNativeSeparators(folder));
        auto *rest = new QLabel(plain_text::elideLongWords(text), banner_);
        rest->setObjectName(QStringLiteral("moreUnfinished"));
        rest->setTextFormat(Qt::PlainText); // it quotes a path
        rest->setWordWrap(true);
        rest->setToolTip(text);
        bannerRows_->addWidget(rest);
    }
    banner_->setVisible(!games.isEmpty());
}

void LauncherPage::setNotice(const QString &text)
{
    noticeText_->setText(text);
    notice_->setVisible(!text.isEmpty());
}

QString LauncherPage::notice() const { return notice_->isHidden() ? QString() : noticeText_->text(); }

void LauncherPage::scrollToTop() { scroll_->verticalScrollBar()->setValue(0); }

} // namespace ludoteca::app
