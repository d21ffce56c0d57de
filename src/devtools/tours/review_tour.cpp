// The review's picture: a computer-against-computer Egotzi game played to the end, then
// reviewed, with the board showing the position halfway through beside the review window
// (the two drawn side by side into one picture).

#include <memory>

#include <QAction>
#include <QDir>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QTimer>

#include "ludoteca/core/registry.h"
#include "review/game_reviewer.h"
#include "review/review_dialog.h"
#include "screenshot_support.h"
#include "tour_registry.h"
#include "ui/main_window.h"

namespace ludoteca::app {

namespace {

void saveSideBySide(QWidget *left, QWidget *right, const QString &folder, const QString &name)
{
    const QPixmap one = left->grab();
    const QPixmap two = right->grab();
    QPixmap both(one.width() + two.width(), std::max(one.height(), two.height()));
    both.fill(Qt::white);
    QPainter painter(&both);
    painter.drawPixmap(0, 0, one);
    painter.drawPixmap(one.width(), 0, two);
    painter.end();
    const QString path = QDir(folder).filePath(name + QStringLiteral(".png"));
    qInfo("%s %s", both.save(path) ? "wrote" : "could not write", qPrintable(path));
}

void takeReviewScreenshots(MainWindow &window, const QString &folder, std::function<void()> done)
{
    const GameInfo &info = *GameRegistry::find("egotzi");
    GameSession &session = window.session();
    session.aiPlayer().setIterationLimit(400);
    session.setAiDelay(0);
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = QObject::connect(&session, &GameSession::gameOver, &window, [&window, folder, done, connection] {
        QObject::disconnect(*connection);
        window.action(QStringLiteral("review"))->trigger();
        ReviewDialog *review = window.review();
        if (!review) {
            done();
            return;
        }
        resizeOnScreen(&window, 900, 640);
        resizeOnScreen(review, 620, 640);
        auto finished = std::make_shared<QMetaObject::Connection>();
        *finished = QObject::connect(review->reviewer(), &GameReviewer::finished, review,
                                     [&window, review, folder, done, finished] {
                                         QObject::disconnect(*finished);
                                         // The board in the middle of the game, as a click on the chart
                                         // there shows it.
                                         review->mistakeList()->setCurrentRow(0);
                                         window.session().browse(window.session().moveCount() / 2);
                                         QTimer::singleShot(700, review, [&window, review, folder, done] {
                                             saveSideBySide(&window, review, folder, QStringLiteral("review"));
                                             review->close();
                                             done();
                                         });
                                     });
    });
    window.startGame(info, info.defaultOptions(),
                     {{Seat::Kind::Ai, ai::Level::Easy, QStringLiteral("Ada")},
                      {Seat::Kind::Ai, ai::Level::Medium, QStringLiteral("Bruno")}});
}

} // namespace

LUDOTECA_REGISTER_TOUR(90, "egotzi", takeReviewScreenshots)

} // namespace ludoteca::app
