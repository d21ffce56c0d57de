// Several people at one screen in a game with secrets (Circular Chess's objectives): after
// every step a player can take — a move, Undo, Redo, Undo twice, continuing the game after
// a restart, opening it from a file — everything the window shows and paints is read, and
// no objective but that of the seat the screen names may be there, and none at all before
// that person has taken the screen.

#include <QRegularExpression>

#include "app_test_support.h"
#include "ludoteca/games/circular_chess.h"
#include "screen_texts.h"
#include "session/saved_game.h"
#include "ui/pass_screen_cover.h"
#include "views/circular_chess/circular_chess_smorfia.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using games::circular_chess::CircularChessState;

namespace {

const QStringList kNames {QStringLiteral("Alice"), QStringLiteral("Bob"),  QStringLiteral("Carol"),
                          QStringLiteral("Dan"),   QStringLiteral("Erin"), QStringLiteral("Frank")};

QVector<Seat> people(int count)
{
    QVector<Seat> seats;
    for (int i = 0; i < count; ++i)
        seats << human(kNames[i]);
    return seats;
}

const CircularChessState &chess(MainWindow &window) { return stateAs<CircularChessState>(*window.session().state()); }

// Whether any text on screen tells seat `seat`'s objective: its hunt in words, its card's
// number or its card's Smorfia name (objective cards never enter the deck, so neither
// can show for another reason). Returns the text that tells it, or an empty string.
QString objectiveText(const QStringList &texts, MainWindow &window, int seat)
{
    const int card = chess(window).objective(seat);
    if (card == 0)
        return {};
    // A card is named "card N" in sentences and "N · name" on the card shown; a name alone
    // is matched whole, since one can begin another ('O muorto, 'O muorto che parla).
    const QRegularExpression number(QStringLiteral("\\bcard %1\\b|^%1 · ").arg(card));
    const QString name = circular_chess::smorfia::name(card);
    const QString hunt = QStringLiteral("%1 hunts").arg(window.session().seats()[seat].name);
    const auto found = std::find_if(texts.begin(), texts.end(), [&](const QString &text) {
        return text.contains(number) || text.contains(hunt) || text.trimmed() == name;
    });
    return found == texts.end() ? QString() : *found;
}

bool showsObjective(const QStringList &texts, MainWindow &window, int seat)
{
    return !objectiveText(texts, window, seat).isEmpty();
}

// Checked so that a failure prints the text that told the secret.
#define CHECK_HIDDEN(texts, window, seat) CHECK(objectiveText(texts, window, seat).toStdString() == std::string())

PassScreenCover *cover(MainWindow &window) { return window.gamePage()->passCover(); }

// The screen names a person who has not taken it yet: nothing secret shows, and the cover
// asks for that person by the name the turn line gives.
void checkWaitingForScreen(MainWindow &window)
{
    QApplication::processEvents();
    GameSession &session = window.session();
    const int named = session.screenSeat();
    REQUIRE(named >= 0);
    REQUIRE(session.passPending());
    const QString name = session.seats()[named].name;
    CHECK(cover(window)->prompt() == QStringLiteral("Pass the screen to %1").arg(name));
    const QStringList texts = visibleTexts(&window);
    CHECK(std::any_of(texts.begin(), texts.end(),
                      [&](const QString &text) { return text == QStringLiteral("%1 to move").arg(name); }));
    for (int seat = 0; seat < session.seats().size(); ++seat) {
        INFO("seat " << seat << " before " << name.toStdString() << " took the screen");
        CHECK_HIDDEN(texts, window, seat);
    }
    // Nothing is played from the screen meanwhile.
    CHECK_FALSE(session.playHuman(CircularChessState::kDraw));
}

// The named person takes the screen with their button: their objective shows, nobody else's.
void takeScreenAndCheck(MainWindow &window)
{
    checkWaitingForScreen(window);
    GameSession &session = window.session();
    const int named = session.screenSeat();
    QTest::keyClick(cover(window)->takeButton(), Qt::Key_Space);
    QApplication::processEvents();
    REQUIRE_FALSE(session.passPending());
    CHECK(cover(window)->prompt().isEmpty());
    const QStringList texts = visibleTexts(&window);
    CHECK(showsObjective(texts, window, named));
    for (int seat = 0; seat < session.seats().size(); ++seat) {
        if (seat == named)
            continue;
        INFO("seat " << seat << " while " << session.seats()[named].name.toStdString() << " has the screen");
        CHECK_HIDDEN(texts, window, seat);
    }
}

// The person to move draws a card; chance turns it over by itself.
void drawCard(AppFixture &app)
{
    const int ply = app.session().state()->ply();
    REQUIRE(app.session().playHuman(CircularChessState::kDraw));
    REQUIRE(waitUntil([&] { return app.session().state()->ply() >= ply + 2 && app.session().humanToMove(); }));
}

} // namespace

TEST_CASE("Only the seat the screen names shows its objective, after it has taken the screen")
{
    for (const int count : {3, 6}) {
        DYNAMIC_SECTION(count << " people at one screen")
        {
            AppFixture app;
            REQUIRE(app.startDefault("circular-chess", people(count), {{"players", std::to_string(count)}}));
            // The objectives are dealt by chance; then the first person is named.
            REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
            takeScreenAndCheck(app.window);

            // A round of draws: each turn passes the screen to the next person.
            for (int turn = 0; turn < count + 1; ++turn) {
                drawCard(app);
                takeScreenAndCheck(app.window);
            }

            // Undo names the person whose move it took back; Redo the one to move again.
            app.window.action(QStringLiteral("undo"))->trigger();
            takeScreenAndCheck(app.window);
            app.window.action(QStringLiteral("redo"))->trigger();
            takeScreenAndCheck(app.window);
            app.window.action(QStringLiteral("undo"))->trigger();
            app.window.action(QStringLiteral("undo"))->trigger();
            takeScreenAndCheck(app.window);

            // Continued in another window (the app started again), from its autosave.
            const QString file = app.session().autosaveFile();
            REQUIRE_FALSE(file.isEmpty());
            {
                MainWindow again(app.data.path());
                again.resize(1000, 700);
                again.show();
                REQUIRE(again.continueGame(file));
                QApplication::processEvents();
                takeScreenAndCheck(again);
            }

            // Opened from a file.
            const QString path = app.data.filePath(QStringLiteral("chess.ludoteca"));
            REQUIRE(app.window.saveFile(path));
            REQUIRE(app.window.openFile(path));
            takeScreenAndCheck(app.window);
        }
    }
}

TEST_CASE("The screen is not passed between a person and the computer, nor in a game without secrets")
{
    SECTION("two people and a computer: only a change of person asks for the screen")
    {
        AppFixture app;
        QVector<Seat> seats {human(QStringLiteral("Alice")), computer(QStringLiteral("Cy")),
                             human(QStringLiteral("Bob"))};
        REQUIRE(app.startDefault("circular-chess", seats, {{"players", "3"}}));
        REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
        takeScreenAndCheck(app.window);
        REQUIRE(app.session().screenSeat() == 0);
        drawCard(app); // Alice, then the computer, then Bob
        REQUIRE(app.session().screenSeat() == 2);
        takeScreenAndCheck(app.window);
    }
    SECTION("one person against the computer sees their own objective at once")
    {
        AppFixture app;
        REQUIRE(app.startDefault("circular-chess", {human(QStringLiteral("Alice")), computer(QStringLiteral("Cy"))}));
        REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
        CHECK_FALSE(app.session().passPending());
        CHECK(cover(app.window)->prompt().isEmpty());
        CHECK(showsObjective(visibleTexts(&app.window), app.window, 0));
    }
    SECTION("two people at Egotzi, which has no secrets")
    {
        AppFixture app;
        REQUIRE(app.startEgotzi({human(QStringLiteral("Alice")), human(QStringLiteral("Bob"))}));
        CHECK_FALSE(app.session().passPending());
        app.clickCell(QStringLiteral("c3"));
        CHECK(app.session().moveCount() == 1);
        CHECK_FALSE(app.session().passPending());
    }
}

TEST_CASE("With the step switched off, the person to move sees their objective at once")
{
    AppFixture app;
    QAction *step = app.window.action(QStringLiteral("passScreen"));
    REQUIRE(step->isChecked());
    step->trigger();
    REQUIRE_FALSE(app.session().passScreen());
    REQUIRE(app.startDefault("circular-chess", people(3), {{"players", "3"}}));
    REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
    for (int turn = 0; turn < 3; ++turn) {
        QApplication::processEvents();
        CHECK_FALSE(app.session().passPending());
        const int named = app.session().screenSeat();
        const QStringList texts = visibleTexts(&app.window);
        CHECK(showsObjective(texts, app.window, named));
        for (int seat = 0; seat < 3; ++seat)
            if (seat != named)
                CHECK_HIDDEN(texts, app.window, seat);
        drawCard(app);
    }
    step->trigger(); // the settings outlive the test
    CHECK(app.session().passScreen());
}
