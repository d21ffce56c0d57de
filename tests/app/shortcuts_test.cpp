// Help → Keyboard Shortcuts lists every menu command's key and every game's board keys.

#include <catch2/catch.hpp>

#include <QAction>
#include <QDialog>
#include <QKeySequence>
#include <QScrollBar>
#include <QTreeWidget>

#include "app_test_support.h"
#include "ludoteca/core/registry.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// The list's rows: each section's title, then its rows as "keys | what they do".
QStringList rows(const QTreeWidget &list)
{
    QStringList texts;
    for (int i = 0; i < list.topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = list.topLevelItem(i);
        texts << (item->text(1).isEmpty() ? item->text(0) : item->text(0) + QStringLiteral(" | ") + item->text(1));
    }
    return texts;
}

} // namespace

TEST_CASE("Help → Keyboard Shortcuts names every menu key and each board's keys")
{
    AppFixture app;
    app.window.action(QStringLiteral("shortcuts"))->trigger();
    QApplication::processEvents();
    auto *dialog = app.window.findChild<QDialog *>(QStringLiteral("shortcuts"));
    REQUIRE(dialog);
    auto *list = dialog->findChild<QTreeWidget *>(QStringLiteral("shortcutList"));
    REQUIRE(list);
    const QStringList shown = rows(*list);
    INFO(shown.join(QLatin1Char('\n')).toStdString());

    // Every command with a key (the standard keys some platforms leave empty are skipped).
    int listed = 0;
    for (const char *name :
         {"undo", "redo", "hint", "new", "open", "save", "quit", "rules", "preferences", "summary"}) {
        const QAction *action = app.window.action(QLatin1String(name));
        REQUIRE(action);
        INFO(name);
        if (action->shortcut().isEmpty())
            continue;
        ++listed;
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        CHECK(std::any_of(shown.begin(), shown.end(),
                          [&](const QString &line) { return line.startsWith(keys + " | "); }));
    }
    CHECK(listed >= 6);
    // Every game has its section, the cursor's keys in each.
    for (const GameInfo *info : GameRegistry::games()) {
        const QString name = QString::fromStdString(info->name);
        INFO(name.toStdString());
        const qsizetype at = shown.indexOf(name);
        REQUIRE(at >= 0);
        REQUIRE(at + 1 < shown.size());
        CHECK(shown[at + 1].startsWith(QStringLiteral("Arrow keys | ")));
    }
    // And each board's own keys under its name.
    const auto under = [&](const char *game, const QString &line) {
        const qsizetype at = shown.indexOf(QString::fromLatin1(game));
        return at >= 0 && shown.indexOf(line, at) > at;
    };
    CHECK(under("Wapi", QStringLiteral("B | Show or hide what is left in the bag")));
    CHECK(under("Wang Zi", QStringLiteral("F | Flip a tile")));
    CHECK(under("Asymmetric Circular Chess", QStringLiteral("D | Draw a card")));

    // The list scrolls from the keyboard, a row at a time or a page.
    REQUIRE(list->focusPolicy() != Qt::NoFocus);
    CHECK(dialog->focusWidget() == list);
    QScrollBar *bar = list->verticalScrollBar();
    REQUIRE(bar->maximum() > 0); // more rows than the window shows
    const int top = bar->value();
    QTest::keyClick(list, Qt::Key_PageDown);
    QTest::keyClick(list, Qt::Key_PageDown);
    CHECK(bar->value() > top);
    QTest::keyClick(list, Qt::Key_End);
    CHECK(bar->value() == bar->maximum());
    QTest::keyClick(list, Qt::Key_Up);
    CHECK(list->currentItem() == list->topLevelItem(list->topLevelItemCount() - 2));

    app.window.action(QStringLiteral("shortcuts"))->trigger(); // asked again: the same window
    CHECK(app.window.findChildren<QDialog *>(QStringLiteral("shortcuts")).size() == 1);
    dialog->close();
}
