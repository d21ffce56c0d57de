#pragma once
// The first page: every registered game as a card, and above them the invitations of
// friends online, each with Accept and Decline, and every unfinished game, each with
// Continue and Discard (the window asks before discarding).

#include <QVector>
#include <QWidget>

#include "session/unfinished_games.h"

class QGridLayout;
class QLabel;
class QPushButton;
class QFrame;
class QScrollArea;
class QVBoxLayout;

namespace ludoteca::app {

class GameCard;

class LauncherPage : public QWidget {
    Q_OBJECT

public:
    explicit LauncherPage(QWidget *parent = nullptr);
    // Shows the top of the page, where the unfinished games are.
    void scrollToTop();

    const QVector<GameCard *> &cards() const { return cards_; }
    // Lists the unfinished games, most recent first; none hides the list. `more` older ones
    // kept in `folder` but not listed are counted under the list. Past kShownUnfinished the
    // rest wait behind a "Show All" button, so that the games' cards stay in view.
    static constexpr int kShownUnfinished = 3;
    void setUnfinished(const QVector<UnfinishedGame> &games, int more = 0, const QString &folder = {});
    const QVector<UnfinishedGame> &unfinished() const { return unfinished_; }
    bool resumeOffered() const { return !unfinished_.isEmpty(); }
    // An invitation to a game online: which game (its id), and what it offers.
    struct Invitation {
        QString id;
        QString description;
    };
    // Lists the invitations waiting for an answer; none hides the list.
    void setInvitations(const QVector<Invitation> &invitations);
    int invitationCount() const { return invitationCount_; }
    // Shows a notice about the kept game (one that could not be read, say) until the
    // player dismisses it; empty hides it.
    void setNotice(const QString &text);
    QString notice() const;
    // How many cards stand side by side: as many as the width takes, without scrolling sideways.
    int columns() const { return columns_; }

signals:
    void gameChosen(const QString &gameId);
    // The Learn button of a game's card: its course of lessons.
    void learnChosen(const QString &gameId);
    void resumeRequested(const QString &file);
    void discardRequested(const QString &file);
    void historyRequested();
    void invitationAccepted(const QString &id);
    void invitationDeclined(const QString &id);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void reflow();
    void retranslate();

    QVector<GameCard *> cards_;
    QScrollArea *scroll_ = nullptr;
    QGridLayout *grid_ = nullptr;
    int columns_ = 0;
    QFrame *invitations_ = nullptr;
    QVBoxLayout *invitationRows_ = nullptr;
    int invitationCount_ = 0;
    QFrame *banner_ = nullptr;
    QVBoxLayout *bannerRows_ = nullptr;
    QVector<UnfinishedGame> unfinished_;
    bool showAllUnfinished_ = false;
    int more_ = 0;
    QString folder_;
    QFrame *notice_ = nullptr;
    QLabel *noticeText_ = nullptr;
    QLabel *title_ = nullptr;
    QLabel *subtitle_ = nullptr;
    QLabel *none_ = nullptr; // only when no game has a board
    QPushButton *history_ = nullptr;
    QPushButton *dismiss_ = nullptr;
    int gameCount_ = 0;
};

} // namespace ludoteca::app
