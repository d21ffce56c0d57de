#pragma once
// The evaluation bar beside the board: each seat's chance of winning (their expected share
// with more than two seats) as the AI sees the position on the board (the live one, or the
// one the move list is browsing), one split bar for two seats, one column per seat for more.
//
// Protocol. While it is shown and a person is to move in the live position, or a past
// position is browsed, the bar asks
// its own AiPlayer (a low-priority worker of its own, one thread, a small budget) to
// analyse a copy of the position, and draws the answer when it comes (updated()). Any move,
// undo or browsing cancels the running request at once; it never runs while an AI seat is
// thinking (the AI seats have the cores to themselves) nor when hidden.

#include <vector>

#include <QWidget>

#include "session/ai_player.h"

namespace ludoteca::app {

class GamePresentation;
class GameSession;

class EvaluationBar : public QWidget {
    Q_OBJECT

public:
    // The iterations each analysis may use.
    static constexpr std::uint64_t kIterations = 4000;

    explicit EvaluationBar(GameSession &session, QWidget *parent = nullptr);

    // What knows the seats' colours (may be null).
    void setPresentation(const GamePresentation *presentation);

    // The last answer: every seat's value in [0, 1], for the position after `valuesMoves()`
    // moves; empty before the first one or once the position changed.
    const std::vector<double> &values() const { return values_; }
    int valuesMoves() const { return valuesMoves_; }
    // Whether an analysis is running now.
    bool running() const { return request_ != 0; }
    AiPlayer &analyser() { return analyser_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

signals:
    void updated();

protected:
    void paintEvent(QPaintEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateToolTip();
    void reconsider();
    void stop();
    void onAnalysed(quint64 id, int ply, const ai::Analysis &analysis);
    int seatCount() const;
    // The moves played to the position on the board (the one browsed to, or the live one).
    int shownMoves() const;

    GameSession &session_;
    const GamePresentation *presentation_ = nullptr;
    AiPlayer analyser_;
    quint64 request_ = 0;
    int requestMoves_ = -1; // the move count the running request was asked at
    std::vector<double> values_;
    int valuesMoves_ = -1;
};

} // namespace ludoteca::app
