// Texts that come from a file (seat names above all) are shown as plain text: markup in
// them is shown literally, never interpreted.

#include <catch2/catch.hpp>

#include <atomic>
#include <cerrno>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QHelpEvent>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QScatterSeries>
#include <QTabWidget>
#include <QTableView>
#include <QTextDocument>
#include <QToolTip>
#include <QWindow>

#include "app_test_support.h"
#include "history/history_dialog.h"
#include "history/statistics_view.h"
#include "review/review_chart.h"
#include "review/review_dialog.h"
#include "session/saved_game.h"
#include "ui/evaluation_bar.h"
#include "ui/launcher_page.h"
#include "ui/side_panel.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

const QString kMarkupName = QStringLiteral("<img src='/dev/zero'>Ana");
const QString kStyledName = QStringLiteral("<span style='font-size:90pt'>Ben</span>");

// Every label that shows the name must show it as it is written: either as plain text, or
// as rich text in which the markup was escaped; a name cut to fit is whole in the label's
// tooltip. Returns how many labels show it.
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
            CHECK((shown.contains(name) || label->toolTip() == name));
        if (shown.contains(name) || (label->toolTip() == name && shown.contains(QChar(0x2026))))
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

// Everything the app can show about one game whose names and path hold markup, visited
// widget by widget: no markup is interpreted and no image is ever requested.
namespace {

// A named pipe that notices every open for reading: Qt opens the file of an <img src=…>
// it draws. Each open is let through at once with nothing to read, so nothing waits.
class Tripwire {
public:
    explicit Tripwire(const QString &path) : path_(QFile::encodeName(path))
    {
        REQUIRE(::mkfifo(path_.constData(), 0600) == 0);
        thread_ = std::thread([this] {
            for (;;) {
                const int fd = ::open(path_.constData(), O_WRONLY | O_CLOEXEC); // until a reader comes
                if (fd < 0 && errno == EINTR)
                    continue;
                if (fd >= 0)
                    ::close(fd);
                if (fd < 0 || stopping_)
                    return;
                ++opened_;
            }
        });
    }
    ~Tripwire()
    {
        stopping_ = true;
        const int fd = ::open(path_.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC); // releases the writer
        thread_.join();
        if (fd >= 0)
            ::close(fd);
    }
    Tripwire(const Tripwire &) = delete;
    Tripwire &operator=(const Tripwire &) = delete;
    int opened() const { return opened_; }

private:
    QByteArray path_;
    std::thread thread_;
    std::atomic<bool> stopping_ {false};
    std::atomic<int> opened_ {0};
};

bool readsRichText(Qt::TextFormat format, const QString &text)
{
    return format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
}

// Visits what is on the screen and counts where the pieces of markup show.
struct Visitor {
    QStringList pieces; // each as the data holds it
    int literal = 0;    // texts that show a piece as written
    int tooltips = 0;   // tooltips shown

    void text(const std::string &where, const QString &raw, bool rich)
    {
        INFO(where << ": " << raw.toStdString());
        for (const QString &piece : pieces) {
            if (rich) {
                CHECK_FALSE(raw.contains(piece)); // data in rich text must be escaped
                if (raw.contains(piece.toHtmlEscaped()))
                    ++literal;
            } else if (raw.contains(piece)) {
                ++literal;
            }
        }
    }

    void label(const QLabel &label, const std::string &where)
    {
        text(where + " " + label.objectName().toStdString(), label.text(),
             readsRichText(label.textFormat(), label.text()));
    }

    // The tooltip Qt shows now, if any, in the label it shows it in.
    void shownToolTip(const std::string &where)
    {
        for (QWidget *widget : QApplication::allWidgets()) {
            auto *tip = qobject_cast<QLabel *>(widget);
            if (tip && widget->inherits("QTipLabel") && widget->isVisible()) {
                label(*tip, "tooltip of " + where);
                ++tooltips;
            }
        }
        QToolTip::hideText();
        QApplication::processEvents();
    }

    void askToolTip(QWidget *widget, QPoint at, const std::string &where)
    {
        QHelpEvent event(QEvent::ToolTip, at, widget->mapToGlobal(at));
        QApplication::sendEvent(widget, &event);
        shownToolTip(where);
    }

    // Every visible label, tooltip, list line and chart text of the application.
    void visitAll()
    {
        for (QWidget *widget : QApplication::allWidgets()) {
            if (!widget->isVisible() || widget->inherits("QTipLabel"))
                continue;
            const std::string name =
                widget->metaObject()->className() + std::string(" ") + widget->objectName().toStdString();
            if (auto *label = qobject_cast<QLabel *>(widget))
                this->label(*label, name);
            if (widget->isWindow() && widget->windowHandle())
                text("title of " + name, widget->windowHandle()->title(), false);
            if (!widget->toolTip().isEmpty())
                askToolTip(widget, widget->rect().center(), name);
            if (auto *list = qobject_cast<QListWidget *>(widget)) {
                for (int row = 0; row < list->count(); ++row) {
                    QListWidgetItem *item = list->item(row);
                    text(name + " line", item->text(), false);
                    if (item->toolTip().isEmpty())
                        continue;
                    list->scrollToItem(item);
                    askToolTip(list->viewport(), list->visualItemRect(item).center(), name + " line");
                }
            }
            if (auto *chart = qobject_cast<QGraphicsView *>(widget)) {
                for (QGraphicsItem *item : chart->scene()->items()) {
                    if (auto *words = dynamic_cast<QGraphicsTextItem *>(item)) {
                        if (words->isVisible())
                            text(name + " chart text", words->toPlainText(), false);
                    }
                }
            }
        }
    }
};

} // namespace

TEST_CASE("A game whose names and path hold markup shows them as written everywhere, and no image is requested")
{
    // Short, so that a name can hold the whole <img src=…>.
    QTemporaryDir dir(QStringLiteral("/tmp/lm-XXXXXX"));
    REQUIRE(dir.isValid());
    const QString pipe = dir.filePath(QStringLiteral("f"));
    const Tripwire tripwire(pipe);
    const QString image = QStringLiteral("<img src=%1>").arg(pipe);
    const QString bold = QStringLiteral("<b>Zed</b>");
    const QString entity = QStringLiteral("&lt;Cy&gt;");
    const QString first = image + QString(Seat::kMaxNameLength - image.size(), QLatin1Char('W'));
    const QString second = entity + QLatin1Char(' ') + bold;
    REQUIRE(first.size() <= Seat::kMaxNameLength);
    // The file: .../<img src=PIPE>&lt;Cy&gt;[*].ludoteca, in folders named "<img src=" and on.
    const QString path = dir.path() + QStringLiteral("/<img src=") + pipe + QStringLiteral(">") + entity
        + QStringLiteral("[*].ludoteca");
    REQUIRE(QDir().mkpath(QFileInfo(path).absolutePath()));

    Visitor visitor;
    visitor.pieces = {image, bold, entity};
    AppFixture app;
    app.window.setMessageHandler({}); // the real message boxes
    app.window.setQuestionHandler({});
    REQUIRE(app.startEgotzi({human(first), human(second)}, {{"size", "5"}, {"pie", "off"}}));
    for (int move = 0; move < 3; ++move)
        REQUIRE(app.session().playHuman(app.session().state()->legalActions().front()));
    REQUIRE(app.window.saveFile(path));
    REQUIRE(app.window.openFile(path));
    QApplication::processEvents();

    SECTION("the game page, the evaluation bar, the move list and Open Recent")
    {
        QAction *bar = app.window.action(QStringLiteral("evaluationBar"));
        if (!bar->isChecked())
            bar->trigger();
        REQUIRE(waitUntil([&] { return !app.window.gamePage()->evaluationBar()->toolTip().isEmpty(); }));
        visitor.visitAll();

        QMenu *recent = app.window.findChild<QMenu *>(QStringLiteral("recent"));
        REQUIRE(recent);
        recent->popup(app.window.geometry().center());
        QApplication::processEvents();
        int entries = 0;
        for (QAction *entry : recent->actions()) {
            if (entry->data().toString() != path)
                continue;
            ++entries;
            visitor.text("recent entry", entry->text().replace(QLatin1String("&&"), QLatin1String("&")), false);
            visitor.askToolTip(recent, recent->actionGeometry(entry).center(), "recent entry");
        }
        CHECK(entries == 1);
        recent->hide();
        // The window names the file as it is called, "[*]" included.
        CHECK(app.window.windowHandle()->title().contains(entity + QStringLiteral("[*].ludoteca")));
    }
    SECTION("the review, its chart, its legend and its marks")
    {
        app.window.action(QStringLiteral("review"))->trigger();
        ReviewDialog *review = app.window.review();
        REQUIRE(review);
        review->setBudget(200, 1);
        review->startReview();
        REQUIRE(waitUntil([&] { return !review->reviewing(); }, 60000));
        auto *chart = review->findChild<ReviewChart *>();
        REQUIRE(chart);
        chart->setMistakes({{1, 0, 0.5, QStringLiteral("Move 1, %1: a mistake.").arg(first)}});
        auto *marks =
            qobject_cast<QScatterSeries *>(chart->chart()->series().value(chart->chart()->series().size() - 2));
        REQUIRE(marks);
        marks->hovered(marks->points().front(), true);
        visitor.shownToolTip("a mark of the chart");
        visitor.visitAll();
        // The legend under the chart, as it reads: plain text.
        QStringList legend;
        for (const QLabel *entry : review->legend()->findChildren<QLabel *>(QStringLiteral("reviewLegendEntry"))) {
            CHECK(entry->textFormat() == Qt::PlainText);
            legend << entry->text();
        }
        CHECK(legend.join(QLatin1Char('\n')).contains(bold));
        CHECK(legend.join(QLatin1Char('\n')).contains(entity));
        review->close();
    }
    SECTION("the result, the launcher and the questions and messages about the game")
    {
        while (!app.session().state()->isTerminal())
            REQUIRE(app.session().playHuman(app.session().state()->legalActions().front()));
        QApplication::processEvents();
        CHECK_FALSE(app.window.gamePage()->resultShown().isEmpty());
        visitor.visitAll();

        // The history keeps the finished game under its players' names: its table, its
        // choices of player and its statistics show them as written.
        HistoryDialog *history = historyShown(app.window);
        REQUIRE(waitUntil([&] { return history->table()->model()->rowCount() > 0; }, 30000));
        QApplication::processEvents();
        visitor.visitAll();
        const QAbstractItemModel *model = history->table()->model();
        QStringList cells;
        for (int row = 0; row < model->rowCount(); ++row)
            for (int column = 0; column < model->columnCount(); ++column)
                cells << model->index(row, column).data().toString();
        CHECK(cells.join(QLatin1Char('\n')).contains(bold));
        for (QComboBox *box : {history->playerBox(), history->opponentBox()})
            for (int i = 0; i < box->count(); ++i)
                visitor.text("history choice", box->itemText(i), false);
        history->tabs()->setCurrentWidget(history->statistics());
        QApplication::processEvents();
        visitor.visitAll();
        history->close();

        // An unfinished copy to offer, discard and ask about.
        REQUIRE(app.window.openFile(path));
        REQUIRE(app.session().playHuman(app.session().state()->legalActions().front()));
        app.window.showLauncher();
        QApplication::processEvents();
        visitor.visitAll();
        REQUIRE_FALSE(app.window.launcher()->unfinished().isEmpty());
        app.window.discardGame(app.session().autosaveFile());
        QApplication::processEvents();
        auto boxes = app.window.findChildren<QMessageBox *>();
        REQUIRE(boxes.size() == 1);
        visitor.visitAll();
        boxes.front()->reject();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);

        // A message quoting the path: the file cannot be opened any more.
        writeFile(path, "not a game");
        CHECK_FALSE(app.window.openFile(path));
        QApplication::processEvents();
        boxes = app.window.findChildren<QMessageBox *>();
        REQUIRE_FALSE(boxes.isEmpty());
        visitor.visitAll();
        for (QMessageBox *box : boxes)
            box->close();
    }
    CHECK(visitor.literal >= 3);
    CHECK(visitor.tooltips >= 2);
    CHECK(tripwire.opened() == 0);
}

TEST_CASE("Forty-character names are cut in the side panel, whole in their tooltips")
{
    AppFixture app;
    const QString wide(Seat::kMaxNameLength, QLatin1Char('W'));
    const QString other(Seat::kMaxNameLength, QLatin1Char('M'));
    REQUIRE(app.startEgotzi({human(wide), human(other)}, {{"size", "5"}, {"pie", "off"}}));
    REQUIRE(app.session().playHuman(app.session().state()->legalActions().front()));
    QApplication::processEvents();
    SidePanel *panel = app.window.gamePage()->panel();
    QStringList tips;
    for (const QLabel *label : panel->findChildren<QLabel *>()) {
        if (label->isHidden())
            continue;
        INFO(label->text().toStdString());
        CHECK(label->minimumSizeHint().width() <= panel->maximumWidth() - 40);
        tips << label->toolTip();
    }
    CHECK(tips.contains(wide));
    CHECK(tips.contains(other));
}

TEST_CASE("A long path in the autosave banner is cut in its middle, whole in its tooltip")
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("blocker")), "a file where a folder should be");
    const QString folder = dir.filePath(QStringLiteral("blocker/") + QString(4000, QLatin1Char('d')));
    MainWindow window(folder);
    window.resize(1000, 700);
    window.show();
    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    REQUIRE(window.session().playHuman(window.session().state()->legalActions().front()));
    QApplication::processEvents();
    const QString problem = window.gamePage()->autosaveProblem();
    CHECK(problem.contains(QString(4000, QLatin1Char('d'))));
    auto *banner = window.gamePage()->findChild<QLabel *>(QStringLiteral("autosaveProblem"));
    REQUIRE(banner);
    CHECK(banner->toolTip() == problem);
    CHECK(banner->minimumSizeHint().width() < 700);
    CHECK(banner->text().contains(QChar(0x2026)));
}

TEST_CASE("A label that does not ask for markup shows a name as written, in Qt's own dialogs too")
{
    AppFixture app; // installs the rule on the application
    // The Players page's Rename… asks through QInputDialog, whose question quotes the name.
    QInputDialog rename(&app.window);
    rename.setLabelText(QStringLiteral("New name for %1:").arg(kMarkupName));
    rename.show();
    QApplication::processEvents();
    const auto labels = rename.findChildren<QLabel *>();
    REQUIRE_FALSE(labels.isEmpty());
    for (const QLabel *label : labels)
        CHECK(label->textFormat() == Qt::PlainText);
    rename.close();
    // Any label made without saying what its text is.
    QLabel label(kStyledName, &app.window);
    label.show();
    QApplication::processEvents();
    CHECK(label.textFormat() == Qt::PlainText);
    // One that says it is markup keeps it.
    QLabel rich(QStringLiteral("<b>bold</b>"), &app.window);
    rich.setTextFormat(Qt::RichText);
    rich.show();
    QApplication::processEvents();
    CHECK(rich.textFormat() == Qt::RichText);
}
