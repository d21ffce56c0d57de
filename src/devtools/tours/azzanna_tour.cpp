// Azzanna's part of the screenshot tour: the set-up dialog with its tree editor, a bite
// being chosen, a run previewed, a three-player game with the hatched cells, and
// computer games in play and at their end. Calls `done` when the last picture is written.

#include <cstdio>

#include <QApplication>
#include <QDir>
#include <QMouseEvent>
#include <QPixmap>
#include <QPointer>
#include <QTimer>

#include "ludoteca/core/registry.h"
#include "screenshot_support.h"
#include "session/ai_player.h"
#include "ui/game_page.h"
#include "ui/main_window.h"
#include "ui/setup_dialog.h"
#include "tour_registry.h"
#include "views/azzanna/azzanna_view.h"

namespace ludoteca::app::azzanna {

namespace {

using games::azzanna::Phase;

struct Step {
    QString name; // the picture's file name, without ".png"
    std::function<void()> start;
    std::function<bool()> ready;       // polled until true
    std::function<QWidget *()> target; // what to grab; the window when unset
    std::function<void()> finish;
};

// Runs the steps one after another on the event loop: start, wait until ready and for the
// animations to end, grab, finish.
class Tour : public QObject {
public:
    Tour(MainWindow &window, QString folder, QVector<Step> steps, std::function<void()> done)
        : QObject(&window), window_(window), folder_(std::move(folder)), steps_(std::move(steps)),
          done_(std::move(done))
    {
        poll_.setInterval(40);
        connect(&poll_, &QTimer::timeout, this, &Tour::check);
        QTimer::singleShot(0, this, &Tour::begin);
    }

private:
    void begin()
    {
        if (index_ >= steps_.size()) {
            done_();
            deleteLater();
            return;
        }
        if (steps_[index_].start)
            steps_[index_].start();
        poll_.start();
    }

    void check()
    {
        const Step &step = steps_[index_];
        if (step.ready && !step.ready())
            return;
        poll_.stop();
        QTimer::singleShot(450, this, [this] {
            const Step &step = steps_[index_];
            QWidget *target = step.target ? step.target() : &window_;
            const QString path = QDir(folder_).filePath(step.name + QStringLiteral(".png"));
            if (target && target->grab().save(path))
                std::printf("wrote %s\n", qPrintable(path));
            else
                std::fprintf(stderr, "could not write %s\n", qPrintable(path));
            std::fflush(stdout);
            if (step.finish)
                step.finish();
            ++index_;
            begin();
        });
    }

    MainWindow &window_;
    QString folder_;
    QVector<Step> steps_;
    std::function<void()> done_;
    int index_ = 0;
    QTimer poll_;
};

const GameInfo &azzannaInfo() { return *GameRegistry::find("azzanna"); }

Options optionsFor(const char *players)
{
    Options options;
    std::string error;
    azzannaInfo().resolveOptions({{"players", players}}, options, error);
    return options;
}

QVector<Seat> seats(bool computers, int count)
{
    const QString names[] = {QStringLiteral("Ada"), QStringLiteral("Bruno"), QStringLiteral("Cleo")};
    QVector<Seat> result;
    for (int i = 0; i < count; ++i)
        result.append({computers ? Seat::Kind::Ai : Seat::Kind::Human, ai::Level::Medium, names[i]});
    return result;
}

AzzannaView *view(MainWindow &window) { return qobject_cast<AzzannaView *>(window.gamePage()->view()); }

void play(MainWindow &window, std::initializer_list<const char *> moves)
{
    std::string error;
    for (const char *text : moves) {
        const Action action = window.session().state()->parseAction(text, error);
        if (action != kInvalidAction)
            window.session().playHuman(action);
    }
}

// Plays sensible moves for the people seated until `stop` holds (at least `plies` moves).
void playOn(MainWindow &window, int plies, const std::function<bool(const azzanna::Field &)> &stop)
{
    GameSession &session = window.session();
    for (int guard = 0; guard < 400 && !session.state()->isTerminal(); ++guard) {
        const azzanna::Field field = azzanna::Field::fromState(*session.state());
        if (session.moveCount() >= plies && stop(field))
            return;
        session.playHuman(ai::chooseMove(*session.state(), ai::Level::Medium, 77 + guard, nullptr, {300, 0}));
    }
}

void mouse(QWidget *widget, QEvent::Type type, QPointF at)
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    const Qt::MouseButtons buttons = type == QEvent::MouseButtonPress ? Qt::LeftButton : Qt::NoButton;
    QMouseEvent event(type, at, widget->mapToGlobal(at), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(widget, &event);
}

void click(AzzannaView *view, const char *cell)
{
    const QPointF at = view->cellCenter(azzanna::cellFromName(QString::fromLatin1(cell)));
    mouse(view, QEvent::MouseMove, at);
    mouse(view, QEvent::MouseButtonPress, at);
    mouse(view, QEvent::MouseButtonRelease, at);
}

} // namespace

void takeAzzannaScreenshots(MainWindow &window, const QString &folder, std::function<void()> done)
{
    if (!GameRegistry::find("azzanna")) {
        done();
        return;
    }
    GameSession &session = window.session();
    auto dialog = std::make_shared<QPointer<SetupDialog>>();
    QVector<Step> steps;

    steps.append(Step {QStringLiteral("azzanna-setup"),
                       [&window, dialog] { *dialog = window.openSetup(QStringLiteral("azzanna")); },
                       {},
                       [dialog]() -> QWidget * { return dialog->data(); },
                       [dialog] {
                           if (*dialog)
                               (*dialog)->reject();
                       }});

    steps.append(
        Step {QStringLiteral("azzanna-2p-bite-choice"),
              [&window] {
                  window.session().setAiDelay(30);
                  window.startGame(azzannaInfo(), optionsFor("2"), seats(false, 2));
                  play(window, {"P@c3", "P@c5", "P@f5", "P@g2", "P@h8", "Z@c4", "Z@b4", "Z@e6", "Z@g6", "Z@a3"});
                  QTimer::singleShot(100, &window, [&window] { click(view(window), "c5"); });
              },
              {},
              {},
              {}});

    steps.append(
        Step {QStringLiteral("azzanna-2p-run-preview"),
              [&window] {
                  window.startGame(azzannaInfo(), optionsFor("2"), seats(false, 2));
                  playOn(window, 24, [](const azzanna::Field &f) { return f.phase == Phase::Run; });
                  QTimer::singleShot(100, &window, [&window] {
                      // Hover the button that moves the most pigs.
                      AzzannaView *v = view(window);
                      const auto field = azzanna::Field::fromState(*window.session().state());
                      int best = 0;
                      for (int d = 1; d < 4; ++d)
                          if (games::azzanna::runSlides(field.position, static_cast<azzanna::Direction>(d)).size()
                              > games::azzanna::runSlides(field.position, static_cast<azzanna::Direction>(best)).size())
                              best = d;
                      mouse(v, QEvent::MouseMove, v->arrowCenter(static_cast<azzanna::Direction>(best)));
                  });
              },
              {},
              {},
              {}});

    steps.append(Step {QStringLiteral("azzanna-3p-placing"),
                       [&window] {
                           window.startGame(azzannaInfo(), optionsFor("3"), seats(false, 3));
                           playOn(window, 26, [](const azzanna::Field &f) {
                               return f.phase == Phase::Farmers && f.toMove == 2 && f.allowed != 0;
                           });
                           QTimer::singleShot(100, &window, [&window] {
                               AzzannaView *v = view(window);
                               const auto field = azzanna::Field::fromState(*window.session().state());
                               for (int cell = 27; cell < 64; ++cell)
                                   if ((field.allowed >> cell) & 1u) {
                                       mouse(v, QEvent::MouseMove, v->cellCenter(cell));
                                       break;
                                   }
                           });
                       },
                       {},
                       {},
                       {}});

    steps.append(Step {QStringLiteral("azzanna-2p-playing"),
                       [&window] {
                           window.session().aiPlayer().setIterationLimit(300);
                           window.startGame(azzannaInfo(), optionsFor("2"), seats(true, 2));
                       },
                       [s = &session] {
                           if (s->moveCount() < 22 && !s->state()->isTerminal())
                               return false;
                           s->setPaused(true);
                           return true;
                       },
                       {},
                       [s = &session] { s->setPaused(false); }});
    steps.append(
        Step {QStringLiteral("azzanna-2p-finished"), {}, [s = &session] { return s->state()->isTerminal(); }, {}, {}});

    steps.append(Step {QStringLiteral("azzanna-3p-playing"),
                       [&window] { window.startGame(azzannaInfo(), optionsFor("3"), seats(true, 3)); },
                       [s = &session] {
                           if (s->moveCount() < 30 && !s->state()->isTerminal())
                               return false;
                           s->setPaused(true);
                           return true;
                       },
                       {},
                       [s = &session] { s->setPaused(false); }});
    steps.append(
        Step {QStringLiteral("azzanna-3p-finished"), {}, [s = &session] { return s->state()->isTerminal(); }, {}, {}});

    // The same field in a small window: everything must stay readable.
    steps.append(
        Step {QStringLiteral("azzanna-small"),
              [&window] { resizeOnScreen(&window, 760, 500); },
              {},
              {},
              [&window] { resizeOnScreen(&window, screenshotWindowSize().width(), screenshotWindowSize().height()); }});

    new Tour(window, folder, std::move(steps), std::move(done));
}

LUDOTECA_REGISTER_TOUR(50, "azzanna", takeAzzannaScreenshots)

} // namespace ludoteca::app::azzanna
