#pragma once
// The first page: every registered game as a card, and a banner that offers back the game
// left unfinished last time.

#include <QVector>
#include <QWidget>

class QLabel;
class QFrame;

namespace ludoteca::app {

class GameCard;

class LauncherPage : public QWidget {
    Q_OBJECT

public:
    explicit LauncherPage(QWidget *parent = nullptr);

    const QVector<GameCard *> &cards() const { return cards_; }
    // Shows the banner with `description` ("Egotzi, 12 moves played"); empty hides it.
    void setResumable(const QString &description);
    bool resumeOffered() const;
    // Shows a notice about the kept game (one that could not be read, say) until the
    // player dismisses it; empty hides it.
    void setNotice(const QString &text);
    QString notice() const;

signals:
    void gameChosen(const QString &gameId);
    void resumeRequested();
    void discardRequested();

private:
    QVector<GameCard *> cards_;
    QFrame *banner_ = nullptr;
    QLabel *bannerText_ = nullptr;
    QFrame *notice_ = nullptr;
    QLabel *noticeText_ = nullptr;
};

} // namespace ludoteca::app
