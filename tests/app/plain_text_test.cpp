// Texts that come from a file (seat names above all) are shown as plain text: markup in
// them is shown literally, never interpreted.

#include <catch2/catch.hpp>

#include <QLabel>
#include <QTextDocument>

#include "app_test_support.h"
#include "session/saved_game.h"
#include "ui/launcher_page.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

const QString kMarkupName = QStringLiteral("<img src='/dev/zero'>Ana");
const QString kStyledName = QStringLiteral("<span style='font-size:90pt'>Ben</span>");

// Every label that shows the name must show it as it is written: either as plain text, or
// as rich text in which the markup was escaped. Returns how many labels show it.
int labelsShowingLiterally(const QWidget &root, const QString &name)
{
    int literal = 0;
    for (const QLabel *label : root.findChildren<QLabel *>()) {
        if (label->isHidden() || label->text().isEmpty())
            continue;
        const bool rich = label->textFormat() == Qt::RichText
            || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
        QString shown = label->text();
        if (rich) {
            QTextDocument document;
            document.setHtml(label->text());
            shown = document.toPlainText();
        }
        INFO("label " << label->objectName().toStdString() << ": " << label->text().toStdString());
        if (label->text().contains(name.section(QLatin1Char('>'), 0, 0)))
            CHECK(shown.contains(name));
        if (shown.contains(name))
            ++literal;
    }
    return literal;
}

} // namespace

TEST_CASE("A seat name with markup is shown literally in the turn line, the players and the result")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(kMarkupName), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    QApplication::processEvents();
    CHECK(labelsShowingLiterally(app.window, kMarkupName) >= 2); // the turn line and the players

    // To the end of the game, so that the result line shows a name too.
    GameSession &session = app.session();
    std::string error;
    while (!session.state()->isTerminal())
        REQUIRE(session.playHuman(session.state()->legalActions().front()));
    QApplication::processEvents();
    CHECK(labelsShowingLiterally(app.window, kMarkupName) >= 1);
}

TEST_CASE("A seat name with markup from a file is shown literally after Open")
{
    AppFixture app;
    SavedGame saved;
    saved.gameId = QStringLiteral("egotzi");
    saved.options = {{"size", "5"}};
    saved.seats = {human(kMarkupName), human(kStyledName)};
    saved.moves = {QStringLiteral("c3")};
    const QString path = app.data.filePath(QStringLiteral("markup.json"));
    QString error;
    REQUIRE(writeSavedGame(path, saved, error));
    REQUIRE(app.window.openFile(path));
    QApplication::processEvents();
    CHECK(labelsShowingLiterally(app.window, kMarkupName) >= 1); // the players
    CHECK(labelsShowingLiterally(app.window, kStyledName) >= 2); // the turn line and the players

    // And in the launcher's offer to continue.
    app.window.showLauncher();
    QApplication::processEvents();
    CHECK(labelsShowingLiterally(*app.window.launcher(), kMarkupName) >= 1);
}
