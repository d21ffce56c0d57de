#include "ui/launcher_page.h"

#include <algorithm>
#include <vector>

#include <QDir>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
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
    scroll->setFocusPolicy(Qt::NoFocus); // the cards' buttons take focus, and it follows them
    // The cards reflow into fewer columns instead (see reflow()).
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);

    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(kPageMargin, 32, kPageMargin, 32);
    layout->setSpacing(18);

    title_ = new QLabel(content);
    QLabel *title = title_;
    title->setWordWrap(true);
    title->setFont(theme::font(font(), 2.3, QFont::Bold));
    layout->addWidget(title);
    // Only games with a board of their own: the generic view is a fallback for tests and
    // development, not something to offer players (the command line plays every game).
    std::vector<const GameInfo *> games;
    for (const GameInfo *info : GameRegistry::games())
        if (BoardViewFactory::has(info->id))
            games.push_back(info);
    gameCount_ = static_cast<int>(games.size());
    subtitle_ = new QLabel(content);
    QLabel *subtitle = subtitle_;
    subtitle->setObjectName(QStringLiteral("muted"));
    subtitle->setWordWrap(true);
    subtitle->setFont(theme::font(font(), 1.1));
    layout->addWidget(subtitle);
    history_ = new QPushButton(content);
    QPushButton *history = history_;
    history->setObjectName(QStringLiteral("historyButton"));
    connect(history, &QPushButton::clicked, this, &LauncherPage::historyRequested);
    layout->addWidget(history, 0, Qt::AlignLeft);

    invitations_ = new QFrame(content);
    invitations_->setObjectName(QStringLiteral("banner"));
    invitationRows_ = new QVBoxLayout(invitations_);
    invitationRows_->setContentsMargins(16, 10, 12, 10);
    invitations_->hide();
    layout->addWidget(invitations_);

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
    dismiss_ = new QPushButton(notice_);
    QPushButton *dismiss = dismiss_;
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
        none_ = new QLabel(content);
        none_->setObjectName(QStringLiteral("muted"));
        grid->addWidget(none_, 0, 0);
    }
    layout->addLayout(grid);
    layout->addStretch(1);
    scroll->setWidget(content);
    retranslate();
}

void LauncherPage::retranslate()
{
    title_->setText(tr("Ludoteca"));
    subtitle_->setText(tr("%n modern board game(s) to play against friends or the computer.", nullptr, gameCount_));
    history_->setText(tr("History of Games"));
    dismiss_->setText(tr("Dismiss"));
    if (none_)
        none_->setText(tr("No games are installed."));
    // The cards retranslate themselves; their widths change with their words.
    columns_ = 0;
    QTimer::singleShot(0, this, &LauncherPage::reflow);
}

void LauncherPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
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
    // A copy: the list may be rebuilt from its own button, with these very arguments.
    const QVector<UnfinishedGame> listed = games;
    unfinished_ = listed;
    more_ = more;
    folder_ = folder;
    // Later: the list may be rebuilt from a click on one of its own buttons.
    const auto rows = banner_->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
    for (QWidget *old : rows) {
        old->hide();
        old->deleteLater();
    }
    while (QLayoutItem *item = bannerRows_->takeAt(0))
        delete item; // the rows' layouts; their widgets belong to the banner
    auto *title = new QLabel(tr("<b>Unfinished games</b>"), banner_);
    title->setTextFormat(Qt::RichText);
    bannerRows_->addWidget(title);
    const bool folded = listed.size() > kShownUnfinished && !showAllUnfinished_;
    for (qsizetype index = 0; index < listed.size(); ++index) {
        const UnfinishedGame &game = listed[index];
        if (folded && index == kShownUnfinished) {
            auto *all =
                new QPushButton(tr("Show All %n Unfinished Games", nullptr, static_cast<int>(listed.size())), banner_);
            all->setObjectName(QStringLiteral("showAllUnfinished"));
            connect(all, &QPushButton::clicked, this, [this] {
                showAllUnfinished_ = true;
                setUnfinished(unfinished_, more_, folder_);
            });
            bannerRows_->addWidget(all, 0, Qt::AlignLeft);
            break;
        }
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
    if (more > 0 && !folded) {
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
    banner_->setVisible(!listed.isEmpty());
}

void LauncherPage::setInvitations(const QVector<Invitation> &invitations)
{
    invitationCount_ = static_cast<int>(invitations.size());
    // Later: the list may be rebuilt from a click on one of its own buttons.
    const auto rows = invitations_->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
    for (QWidget *old : rows) {
        old->hide();
        old->deleteLater();
    }
    while (QLayoutItem *item = invitationRows_->takeAt(0))
        delete item;
    auto *title = new QLabel(tr("<b>Invitations from friends online</b>"), invitations_);
    title->setTextFormat(Qt::RichText);
    invitationRows_->addWidget(title);
    for (const Invitation &invitation : invitations) {
        auto *row = new QHBoxLayout;
        auto *text = new QLabel(invitation.description, invitations_);
        text->setObjectName(QStringLiteral("invitation"));
        text->setTextFormat(Qt::PlainText); // it quotes an address from the network
        text->setWordWrap(true);
        row->addWidget(text, 1);
        auto *decline = new QPushButton(tr("Decline"), invitations_);
        decline->setObjectName(QStringLiteral("declineInvitation"));
        decline->setAccessibleDescription(invitation.description);
        auto *accept = new QPushButton(tr("Accept"), invitations_);
        accept->setObjectName(QStringLiteral("primary"));
        accept->setProperty("invitation", invitation.id);
        accept->setAccessibleDescription(invitation.description);
        row->addWidget(decline);
        row->addWidget(accept);
        const QString id = invitation.id;
        connect(accept, &QPushButton::clicked, this, [this, id] { emit invitationAccepted(id); });
        connect(decline, &QPushButton::clicked, this, [this, id] { emit invitationDeclined(id); });
        invitationRows_->addLayout(row);
    }
    invitations_->setVisible(!invitations.isEmpty());
}

void LauncherPage::setNotice(const QString &text)
{
    noticeText_->setText(text);
    notice_->setVisible(!text.isEmpty());
}

QString LauncherPage::notice() const { return notice_->isHidden() ? QString() : noticeText_->text(); }

void LauncherPage::scrollToTop() { scroll_->verticalScrollBar()->setValue(0); }

} // namespace ludoteca::app
