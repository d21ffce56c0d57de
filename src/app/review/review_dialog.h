#pragma once
// The review of the game in the window: a chart of every seat's chance of winning after
// each move, filled in while GameReviewer analyses the positions in the background (a
// progress bar and a Cancel button meanwhile), and the biggest mistakes with the move the
// computer preferred. Clicking the chart or a mistake shows that position on the board
// through the session's browsing, so the board and the move list follow.
//
// The values are searched with the knowledge of GameSession::viewer() when the review
// starts: a game in progress at a shared screen is reviewed from what every seat may
// see, so the chart gives nobody's secret away. A review drawn from one seat's knowledge
// turns public as soon as the screen passes to somebody else (GameSession::liveViewer()).
// A new game closes the review and forgets it: the window keeps its own presentation, the
// seats' names and a copy of the game, nothing that belongs to the game page or the game
// that replaced it.
//
// It is a window of its own, small enough for a screen at scale 2; MainWindow places it
// beside the board it shows positions on where the screen has room (placeBeside).

#include <cstdint>
#include <memory>

#include <QDialog>

#include "ludoteca/core/state.h"

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace ludoteca::app {

class GamePresentation;
class GameReviewer;
class GameSession;
class ReviewChart;

class ReviewDialog : public QDialog {
    Q_OBJECT

public:
    // A mistake is a move after which its seat's chance fell by at least this much.
    static constexpr double kMistakeDrop = 0.10;
    static constexpr int kMaxMistakes = 6;

    ReviewDialog(GameSession &session, QWidget *parent = nullptr);
    ~ReviewDialog() override;

    // Search iterations per position (0: the game's review budget, ai::reviewIterations)
    // and threads (tests keep them small).
    void setBudget(std::uint64_t iterations, int threads);
    std::uint64_t iterations() const { return iterations_; }
    int threads() const { return threads_; }

    // (Re)starts the review of the session's game as it stands, searched with what the
    // session's viewer may know.
    void startReview();
    void cancelReview();
    bool reviewing() const;

    ReviewChart *chart() const { return chart_; }
    // The legend under the chart: a name per seat in its line's colour, and the mistakes'
    // mark, in as many rows as they need.
    QWidget *legend() const { return legend_; }
    QListWidget *mistakeList() const { return mistakes_; }
    QProgressBar *progressBar() const { return progress_; }
    GameReviewer *reviewer() const { return reviewer_; }
    // The observer the running (or last) review evaluates for.
    int observer() const { return observer_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The seats as the chart and its legend name them ("Ana (White)").
    QStringList seatNames(const State &game) const;
    void onPositionReviewed(int ply);
    void onFinished();
    void showMistakes();
    // A move in the move list's words (its label when played off the board), else its notation.
    QString moveWords(const State &before, Action action, const std::string &notation) const;
    void fillLegend(const QStringList &names);
    void startReviewFor(int observer);
    void followSession();
    // A new game: the old one's review is closed and forgotten.
    void forget();
    void updateStatus();

    GameSession &session_;
    // The reviewed game's colours and words, its own (the game page's goes with its game).
    std::unique_ptr<GamePresentation> presentation_;
    // The game as it was when the review started (play may go on meanwhile), and its
    // players' names then.
    std::unique_ptr<State> reviewed_;
    QStringList players_;
    GameReviewer *reviewer_ = nullptr;
    ReviewChart *chart_ = nullptr;
    QWidget *legend_ = nullptr;
    QLabel *status_ = nullptr;
    QProgressBar *progress_ = nullptr;
    QPushButton *cancel_ = nullptr;
    QPushButton *again_ = nullptr;
    QLabel *mistakesTitle_ = nullptr;
    QListWidget *mistakes_ = nullptr;
    std::uint64_t iterations_;
    int threads_;
    int observer_ = 0;
    bool cancelled_ = false;
    bool madePublic_ = false; // the screen passed and the review was searched again for everyone
};

} // namespace ludoteca::app
