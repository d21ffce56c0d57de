// Every control a keyboard can reach has a name a screen reader can speak: the name Qt's
// accessibility gives it (its text, its label's as a buddy, or one set for it), in every
// window a player opens.

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAccessible>
#include <QAccessibleInterface>
#include <QDialog>
#include <QTabWidget>

#include "app_test_support.h"
#include "history/history_dialog.h"
#include "ui/setup_dialog.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// The focusable widgets of `root` (shown, enabled or not) that Qt's accessibility leaves
// without a name, described for the failure message.
QStringList unnamed(QWidget *root)
{
    QStringList found;
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(root) || widget->focusPolicy() == Qt::NoFocus || widget->focusProxy())
            continue;
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
        const QString name = accessible ? accessible->text(QAccessible::Name).trimmed() : QString();
        if (name.isEmpty())
            found << QStringLiteral("%1 \"%2\"")
                         .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName());
    }
    return found;
}

} // namespace

TEST_CASE("Every focusable control of the main windows has an accessible name")
{
    AppFixture app;
    INFO("launcher");
    CHECK(unnamed(&app.window).join(QStringLiteral(", ")).toStdString() == "");
    for (const char *id : {"egotzi", "wangzi", "wapi", "circular-chess", "azzanna"}) {
        INFO(id);
        SetupDialog *setup = app.window.openSetup(QString::fromLatin1(id));
        REQUIRE(setup);
        QApplication::processEvents();
        CHECK(unnamed(setup).join(QStringLiteral(", ")).toStdString() == "");
        // A seat's boxes say which seat and what they choose.
        const auto name = [&](const QString &object) {
            QWidget *widget = setup->findChild<QWidget *>(object);
            REQUIRE(widget);
            return QAccessible::queryAccessibleInterface(widget)->text(QAccessible::Name);
        };
        CHECK(name(QStringLiteral("seatName1")) == QStringLiteral("Seat 2 name"));
        // A combo box's name is its value on Linux: its seat comes from the label it is the
        // buddy of.
        QWidget *kind = setup->findChild<QWidget *>(QStringLiteral("seatKind0"));
        REQUIRE(kind);
        QStringList labels;
        for (const auto &[other, relation] : QAccessible::queryAccessibleInterface(kind)->relations(QAccessible::Label))
            labels << other->text(QAccessible::Name);
        CHECK(labels.filter(QStringLiteral("Seat 1")).size() == 1);
        setup->reject();
        REQUIRE(app.startDefault(id, {human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"))}));
        QApplication::processEvents();
        CHECK(unnamed(&app.window).join(QStringLiteral(", ")).toStdString() == "");
    }
    HistoryDialog *history = historyShown(app.window);
    for (int page = 0; page < history->tabs()->count(); ++page) {
        history->tabs()->setCurrentIndex(page);
        INFO("history page " << page);
        CHECK(unnamed(history).join(QStringLiteral(", ")).toStdString() == "");
    }
    QDialog *settings = app.openSettings();
    REQUIRE(settings);
    CHECK(unnamed(settings).join(QStringLiteral(", ")).toStdString() == "");
    app.window.action(QStringLiteral("onlineAccount"))->trigger();
    QApplication::processEvents();
    auto *online = app.window.findChild<QDialog *>(QStringLiteral("online"));
    REQUIRE(online);
    CHECK(unnamed(online).join(QStringLiteral(", ")).toStdString() == "");
}
