// The move list reads each move once, in the position it was played in, and asks the
// engine which moves this screen may not read. Here it is checked, in every game, against
// a plain reading of the whole game from its start, through moves, Undo, Redo and a new
// game, with secrets kept from some seats.

#include <QListWidget>

#include "app_test_support.h"
#include "screen_texts.h"
#include "ludoteca/core/random.h"
#include "ui/side_panel.h"
#include "views/game_presentation.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// Every move read afresh from the start; a secret one told apart by comparing the text the
// engine gives the viewer with the move's own text.
QStringList readWholeGame(GameSession &session)
{
    const auto words = GamePresentation::create(session.game()->id, session);
    QStringList lines;
    const State &live = *session.state();
    const auto texts = live.historyTexts(session.viewer());
    auto before = live.clone();
    while (before->undo()) {}
    for (std::size_t ply = 0; ply < live.history().size(); ++ply) {
        const Action action = live.history()[ply];
        QString text = texts[ply] == before->actionToString(action)
            ? words->moveText(*before, action)
            : words->hiddenMoveText(action, QString::fromStdString(texts[ply]));
        const int seat = before->currentPlayer();
        if (seat >= 0 && seat < session.seats().size())
            text = session.seats()[seat].name + QStringLiteral(": ") + text;
        lines << text;
        before->apply(action);
    }
    return lines;
}

bool settled(GameSession &session) { return session.humanToMove() || session.state()->isTerminal(); }

} // namespace

TEST_CASE("The move list, read move by move, matches a reading of the whole game")
{
    AppFixture app;
    QAction *step = app.window.action(QStringLiteral("passScreen"));
    if (step->isChecked())
        step->trigger(); // moves are played straight from the session here
    Rng rng(20261202);
    for (const GameInfo *info : GameRegistry::games()) {
        std::string error;
        const auto probe = info->newGame(info->defaultOptions(), error);
        REQUIRE(probe);
        QVector<Seat> seats;
        for (int seat = 0; seat < probe->numPlayers(); ++seat)
            seats << human(QStringLiteral("P%1").arg(seat + 1));
        INFO(info->id);
        // Two games each, so the second starts over a list read for the first.
        for (int game = 0; game < 2; ++game) {
            REQUIRE(app.startDefault(info->id.c_str(), seats));
            REQUIRE(waitUntil([&] { return settled(app.session()); }));
            for (int turn = 0; turn < 40 && !app.session().state()->isTerminal(); ++turn) {
                const auto roll = rng.below(10);
                if (roll < 2 && app.session().canUndo()) {
                    app.window.action(QStringLiteral("undo"))->trigger();
                } else if (roll < 3 && app.session().canRedo()) {
                    app.window.action(QStringLiteral("redo"))->trigger();
                } else {
                    const auto legal = app.session().state()->legalActions();
                    REQUIRE_FALSE(legal.empty());
                    REQUIRE(app.session().playHuman(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
                }
                REQUIRE(waitUntil([&] { return settled(app.session()); }));
                QApplication::processEvents();
                INFO("turn " << turn);
                REQUIRE(app.window.gamePage()->panel()->moveLines() == readWholeGame(app.session()));
            }
        }
    }
    if (!step->isChecked())
        step->trigger(); // the settings outlive the test
}

TEST_CASE("A move too long for a narrow window wraps in the move list instead of losing its end")
{
    AppFixture app;
    app.window.resize(800, 560);
    const QString name = QStringLiteral("Bartolomeo Scrivano da Montecatini");
    REQUIRE(app.startDefault("wapi", {human(name), human(QStringLiteral("Ana"))}));
    app.session().setPassScreen(false);
    app.session().setChanceMode(GameSession::ChanceMode::Scripted);
    // Chance draws, then the person lays the silver: a line naming the player and the mine.
    while (app.session().moveCount() < 8) {
        const std::vector<Action> legal = app.session().state()->legalActions();
        REQUIRE(app.session().playScripted(legal.back()));
    }
    QApplication::processEvents();
    auto *list = app.window.findChild<QListWidget *>(QStringLiteral("moveList"));
    REQUIRE(list);
    QStringList cut;
    bool wrapped = false;
    for (int row = 0; row < list->count(); ++row) {
        QListWidgetItem *item = list->item(row);
        const QRect rect = list->visualItemRect(item);
        const int needed = list->fontMetrics().horizontalAdvance(item->text());
        if (needed > list->viewport()->width())
            wrapped = wrapped || rect.height() > list->fontMetrics().height() * 3 / 2;
        TextRecorder painted(list->viewport()->size());
        list->viewport()->render(&painted);
        for (const QString &text : painted.texts())
            if (text.contains(QChar(0x2026)))
                cut << text;
    }
    INFO(cut.join(QStringLiteral(" | ")).toStdString());
    INFO("viewport " << list->viewport()->width() << ", last line "
                     << list->item(list->count() - 1)->text().toStdString());
    CHECK(cut.isEmpty());
    CHECK(wrapped);
}
