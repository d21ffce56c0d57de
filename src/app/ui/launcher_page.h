#pragma once
// The first page: every registered game as a card, and a banner that offers back the game
// left unfinished last time.

#include <QVector>
#include <QWidget>

class QGridLayout;
class QLabel;
class QFrame;
class QScrollArea;

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
    // How many cards stand side by side: as many as the width takes, without scrolling sideways.
    int columns() const { return columns_; }

signals:
    void gameChosen(const QString &gameId);
    void resumeRequested();
    void discardRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void reflow();

    QVector<GameCard *> cards_;
    QScrollArea *scroll_ = nullptr;
    QGridLayout *grid_ = nullptr;
    int columns_ = 0;
    QFrame *banner_ = nullptr;
    QLabel *bannerText_ = nullptr;
    QFrame *notice_ = nullptr;
    QLabel *noticeText_ = nullptr;
};

} // namespace ludoteca::app
