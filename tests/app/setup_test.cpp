#include <catch2/catch.hpp>

#include <cmath>
#include <optional>

#include <QAbstractItemModel>
#include <QComboBox>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QScrollBar>
#include <QScreen>

#include "app_test_support.h"
#include "ludoteca/ai/level_ratings.h"
#include "ui/screen_fit.h"
#include "ui/setup_dialog.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

void choose(SetupDialog *dialog, const char *key, const char *value)
{
    auto *combo = qobject_cast<QComboBox *>(dialog->optionEditor(QLatin1String(key)));
    REQUIRE(combo);
    const int index = combo->findData(QLatin1String(value));
    REQUIRE(index >= 0);
    combo->setCurrentIndex(index);
}

// Test-nim's set-up dialog (two to four players), with its player count and its body.
struct NimSetup {
    SetupDialog *dialog = nullptr;
    QSpinBox *players = nullptr;
    WholeScrollArea *scroll = nullptr;
};

NimSetup openNimSetup(AppFixture &app)
{
    NimSetup setup;
    setup.dialog = app.window.openSetup(QStringLiteral("test-nim"));
    REQUIRE(setup.dialog);
    setup.players = qobject_cast<QSpinBox *>(setup.dialog->optionEditor(QStringLiteral("players")));
    setup.scroll = setup.dialog->findChild<WholeScrollArea *>();
    REQUIRE(setup.players);
    REQUIRE(setup.scroll);
    return setup;
}

} // namespace

TEST_CASE("The set-up dialog starts a game with the chosen options and seats")
{
    AppFixture app;
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    choose(dialog, "size", "5");
    choose(dialog, "pie", "off");
    dialog->setSeat(0, human(QStringLiteral("Ana")));
    dialog->setSeat(1, computer(QStringLiteral("Bot"), ai::Level::Hard));
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);

    REQUIRE(app.window.showingGame());
    REQUIRE(app.session().hasGame());
    const State *state = app.session().state();
    CHECK(state->game().id == "egotzi");
    CHECK(state->options().at("size") == "5");
    CHECK(state->options().at("pie") == "off");
    CHECK(state->options().at("variant") == "standard");
    const auto &seats = app.session().seats();
    REQUIRE(seats.size() == 2);
    CHECK(seats[0].name == QLatin1String("Ana"));
    CHECK_FALSE(seats[0].isAi());
    CHECK(seats[1].name == QLatin1String("Bot"));
    CHECK(seats[1].isAi());
    CHECK(seats[1].level == ai::Level::Hard);
    CHECK(app.egotziView() != nullptr);
    CHECK(app.egotziView()->side() == 5);

    SECTION("the next set-up remembers these choices")
    {
        SetupDialog *again = app.window.openSetup(QStringLiteral("egotzi"));
        auto *size = qobject_cast<QComboBox *>(again->optionEditor(QStringLiteral("size")));
        CHECK(size->currentData().toString() == QLatin1String("5"));
        const auto remembered = again->seats();
        REQUIRE(remembered.size() == 2);
        CHECK(remembered[0].name == QLatin1String("Ana"));
        CHECK(remembered[1].isAi());
        CHECK(remembered[1].level == ai::Level::Hard);
        again->reject();
    }
}

TEST_CASE("The set-up dialog shows the engine's complaint and refuses to start")
{
    AppFixture app;
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    choose(dialog, "size", "5");
    choose(dialog, "variant", "squared");
    auto *komi = qobject_cast<QSpinBox *>(dialog->optionEditor(QStringLiteral("komi")));
    REQUIRE(komi);
    komi->setValue(60); // more than 2 x 5 x 5
    CHECK_FALSE(dialog->error().isEmpty());
    CHECK_FALSE(dialog->startButton()->isEnabled());
    dialog->accept();
    CHECK_FALSE(app.session().hasGame());

    komi->setValue(50);
    CHECK(dialog->error().isEmpty());
    CHECK(dialog->startButton()->isEnabled());
    komi->setValue(7); // odd: not a step of 2
    CHECK_FALSE(dialog->error().isEmpty());
    dialog->reject();
}

TEST_CASE("A game with a variable player count changes the seat rows live")
{
    AppFixture app;
    const auto [dialog, players, scroll] = openNimSetup(app);
    players->setValue(2);
    CHECK(dialog->seatCount() == 2);
    players->setValue(4);
    CHECK(dialog->seatCount() == 4);
    CHECK(dialog->seats().size() == 4);
    for (int i = 0; i < 4; ++i)
        dialog->setSeat(i, human(QStringLiteral("P%1").arg(i + 1)));
    dialog->accept();
    REQUIRE(app.session().hasGame());
    CHECK(app.session().state()->numPlayers() == 4);
    CHECK(app.session().seats().size() == 4);
    CHECK(app.session().seats()[3].name == QLatin1String("P4"));
}

TEST_CASE("The set-up dialog asks for the height of the seat rows it shows, no more")
{
    AppFixture app;
    const auto [dialog, players, scroll] = openNimSetup(app);
    auto *row = dialog->findChild<QWidget *>(QStringLiteral("seatKind0"));
    REQUIRE(row);
    players->setValue(2);
    // Asked before the event loop runs, as the dialog asks when it is first shown.
    const int two = scroll->sizeHint().height();
    players->setValue(4);
    const int four = scroll->sizeHint().height();
    CHECK(four >= two + 2 * row->sizeHint().height());
    players->setValue(2);
    CHECK(scroll->sizeHint().height() == two);
    dialog->reject();
}

TEST_CASE("The set-up dialog grows to show the seats added while it is open")
{
    AppFixture app;
    const auto [dialog, players, scroll] = openNimSetup(app);
    players->setValue(2);
    QApplication::processEvents();
    const int two = dialog->height();
    // Room for two more rows on the screen, or this case would prove nothing.
    REQUIRE(dialog->sizeHint().height() + 200 < dialog->screen()->availableGeometry().height());
    players->setValue(4);
    QApplication::processEvents();
    CHECK(dialog->height() > two);
    CHECK(scroll->verticalScrollBar()->maximum() == 0);
    dialog->reject();
}

TEST_CASE("An option that does not matter with the others is greyed out, as the engine says")
{
    AppFixture app;
    const auto comboIndex = [](QComboBox *box, const char *value) { return box->findData(QString::fromLatin1(value)); };
    {
        SetupDialog *dialog = app.window.openSetup(QStringLiteral("azzanna"));
        REQUIRE(dialog);
        QWidget *players = dialog->optionEditor(QStringLiteral("players"));
        QWidget *extra = dialog->optionEditor(QStringLiteral("extra"));
        REQUIRE(players);
        REQUIRE(extra);
        const auto setPlayers = [&](int count) {
            if (auto *spin = qobject_cast<QSpinBox *>(players))
                spin->setValue(count);
            else if (auto *box = qobject_cast<QComboBox *>(players))
                box->setCurrentIndex(box->findData(QString::number(count)));
            QApplication::processEvents();
        };
        setPlayers(2);
        CHECK(extra->isEnabled());
        setPlayers(3); // extra pumpkins are for two players only
        CHECK_FALSE(extra->isEnabled());
        setPlayers(2);
        CHECK(extra->isEnabled());
        dialog->reject();
    }
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    auto *variant = qobject_cast<QComboBox *>(dialog->optionEditor(QStringLiteral("variant")));
    QWidget *pie = dialog->optionEditor(QStringLiteral("pie"));
    QWidget *komi = dialog->optionEditor(QStringLiteral("komi"));
    REQUIRE(variant);
    REQUIRE(pie);
    REQUIRE(komi);
    variant->setCurrentIndex(comboIndex(variant, "standard"));
    CHECK(pie->isEnabled());
    CHECK_FALSE(komi->isEnabled());
    variant->setCurrentIndex(comboIndex(variant, "squared"));
    CHECK_FALSE(pie->isEnabled());
    CHECK(komi->isEnabled());
    // The window asks the engine: the same answer as optionApplies gives for these options.
    const GameInfo *info = GameRegistry::find("egotzi");
    for (const OptionSpec &spec : info->options)
        if (QWidget *editor = dialog->optionEditor(QString::fromStdString(spec.key)))
            CHECK(editor->isEnabled() == optionApplies(spec, {{"variant", "squared"}}));
    dialog->reject();
}

TEST_CASE("The computer's pace is remembered between runs")
{
    {
        AppFixture app;
        auto *pace = app.window.findChild<QComboBox *>(QStringLiteral("paceBox"));
        REQUIRE(pace);
        pace->setCurrentIndex(1);
    }
    AppFixture later;
    auto *pace = later.window.findChild<QComboBox *>(QStringLiteral("paceBox"));
    REQUIRE(pace);
    CHECK(pace->currentIndex() == 1);
    pace->setCurrentIndex(2); // back to the default for the other tests
}

TEST_CASE("The set-up dialog offers the six levels with their rating and what to expect")
{
    AppFixture app;
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    auto *kind = dialog->findChild<QComboBox *>(QStringLiteral("seatKind1"));
    REQUIRE(kind);
    const std::vector<ai::Level> levels = ai::allLevels();
    // A person, the six levels, a friend online.
    REQUIRE(kind->count() == 2 + static_cast<int>(levels.size()));
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const int index = 1 + static_cast<int>(i);
        const ai::LevelRating rating = ai::levelRating("egotzi", levels[i]);
        INFO(kind->itemText(index).toStdString());
        CHECK(kind->itemText(index)
              == QStringLiteral("Computer · %1 (%2)").arg(levelLabel(levels[i])).arg(qRound(rating.rating)));
        const QString tip = kind->itemData(index, Qt::ToolTipRole).toString();
        CHECK(tip.startsWith(levelBlurb(levels[i])));
        CHECK(tip.contains(rating.measured ? QStringLiteral("measured") : QStringLiteral("not yet measured")));
    }
    // Choosing an entry chooses that level.
    kind->setCurrentIndex(2);
    CHECK(dialog->seats()[1].level == ai::Level::Novice);
    dialog->setSeat(1, computer(QStringLiteral("Bot"), ai::Level::Master));
    CHECK(kind->currentIndex() == 6);
    dialog->reject();
}

TEST_CASE("Match My Strength sets the computer to the level nearest the person's rating")
{
    AppFixture app;
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    dialog->setStrengths([](const QString &name) -> std::optional<SetupDialog::Strength> {
        if (name == QLatin1String("Ana"))
            return SetupDialog::Strength {1750.0, 0.0}; // known for sure
        if (name == QLatin1String("Dora"))
            return SetupDialog::Strength {1531.0, 319.0}; // one win against Beginner
        return std::nullopt;
    });
    dialog->setSeat(0, human(QStringLiteral("Ana")));
    dialog->setSeat(1, computer(QStringLiteral("Bot"), ai::Level::Master));
    // The level whose rating in Egotzi is nearest a rating, found here by the ratings table.
    const auto nearestTo = [](double rating) {
        ai::Level level = ai::Level::Beginner;
        for (const ai::Level candidate : ai::allLevels())
            if (std::abs(ai::levelRating("egotzi", candidate).rating - rating)
                < std::abs(ai::levelRating("egotzi", level).rating - rating))
                level = candidate;
        return level;
    };
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("matchStrength")), Qt::LeftButton);
    CHECK(dialog->seats()[1].level == nearestTo(1750.0));
    CHECK(dialog->findChild<QLabel *>(QStringLiteral("strengthNote"))->text().contains(QStringLiteral("1750")));

    // An uncertain rating is matched by its low end: after one win the computer stays near
    // where the person began, not at the level of the rating's middle.
    dialog->setSeat(0, human(QStringLiteral("Dora")));
    dialog->matchStrength();
    CHECK(dialog->seats()[1].level == nearestTo(1531.0 - 2 * 319.0));
    CHECK(nearestTo(1531.0 - 2 * 319.0) != nearestTo(1531.0));
    CHECK(dialog->findChild<QLabel *>(QStringLiteral("strengthNote"))->text().contains(QStringLiteral("1531 ± 638")));

    // Someone who never played this game starts with Beginner.
    dialog->setSeat(0, human(QStringLiteral("Carla")));
    dialog->matchStrength();
    CHECK(dialog->seats()[1].level == ai::Level::Beginner);
    CHECK(dialog->seats()[0].kind == Seat::Kind::Human); // the person's seat stays theirs
    dialog->reject();
}

TEST_CASE("Match My Strength is offered only with a person and a computer at the table")
{
    AppFixture app;
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    auto *button = dialog->findChild<QPushButton *>(QStringLiteral("matchStrength"));
    auto *note = dialog->findChild<QLabel *>(QStringLiteral("strengthNote"));
    REQUIRE(button);
    REQUIRE(note);

    // Two people: no computer seat to set, so nothing to offer.
    dialog->setSeat(0, human(QStringLiteral("Ana")));
    dialog->setSeat(1, human(QStringLiteral("Bea")));
    CHECK_FALSE(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    CHECK(note->text().isEmpty());
    CHECK(dialog->seats()[1].kind == Seat::Kind::Human);

    // Two computers: nobody whose strength to match.
    dialog->setSeat(0, computer(QStringLiteral("Bot 1"), ai::Level::Club));
    dialog->setSeat(1, computer(QStringLiteral("Bot 2"), ai::Level::Master));
    CHECK_FALSE(button->isEnabled());

    // A person against a computer: offered, and its note goes once the seats change.
    dialog->setSeat(0, human(QStringLiteral("Ana")));
    REQUIRE(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    CHECK(dialog->seats()[1].level == ai::Level::Beginner);
    CHECK_FALSE(note->text().isEmpty());
    dialog->setSeat(1, computer(QStringLiteral("Bot 2"), ai::Level::Strong));
    CHECK(note->text().isEmpty());
    dialog->reject();
}

TEST_CASE("The set-up dialog starts no game under a name a person cannot have")
{
    AppFixture app;
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    auto *error = dialog->findChild<QLabel *>(QStringLiteral("error"));
    REQUIRE(error);
    dialog->setSeat(1, computer(QStringLiteral("Bot")));
    dialog->setSeat(0, human(QStringLiteral("ai:strong")));
    CHECK_FALSE(dialog->startButton()->isEnabled());
    CHECK(error->text().startsWith(QStringLiteral("Seat 1: ")));
    dialog->setSeat(0, human(QStringLiteral("Ann") + QChar(0x1f) + QStringLiteral("Bob")));
    CHECK_FALSE(dialog->startButton()->isEnabled());
    dialog->setSeat(0, human(QStringLiteral("Ann")));
    CHECK(dialog->startButton()->isEnabled());
    CHECK(error->isHidden());
    // A computer seat's name only describes it.
    dialog->setSeat(1, computer(QStringLiteral("ai:club")));
    CHECK(dialog->startButton()->isEnabled());
    dialog->reject();
}

TEST_CASE("A seat for a friend online takes their address, once the account is set up", "[online]")
{
    AppFixture app;
    QSettings().remove(QStringLiteral("online"));
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    auto *error = dialog->findChild<QLabel *>(QStringLiteral("error"));
    auto *kind = dialog->findChild<QComboBox *>(QStringLiteral("seatKind1"));
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("seatName1"));
    REQUIRE((error && kind && name));
    kind->setCurrentIndex(kind->findText(QStringLiteral("A Friend Online")));
    CHECK(name->text().isEmpty());
    CHECK(name->placeholderText() == QStringLiteral("friend@example.org"));
    CHECK_FALSE(dialog->startButton()->isEnabled());
    CHECK(error->text().contains(QStringLiteral("Settings → Online Account")));

    QSettings().setValue(QStringLiteral("online/address"), QStringLiteral("ana@example.org"));
    const auto refused = [&](const QString &address, const QString &why) {
        name->setText(QStringLiteral("typed"));
        name->setText(address);
        INFO(address.toStdString() << ": " << error->text().toStdString());
        CHECK_FALSE(dialog->startButton()->isEnabled());
        CHECK(error->text().contains(why));
    };
    refused(QString(), QStringLiteral("type your friend's address"));
    refused(QStringLiteral("Ben"), QStringLiteral("is not an address"));
    refused(QStringLiteral("ben@example.org/home"), QStringLiteral("is not an address"));
    refused(QStringLiteral("Ana@Example.org"), QStringLiteral("your own address"));
    name->setText(QStringLiteral("ben@example.org"));
    CHECK(dialog->startButton()->isEnabled());
    const QVector<Seat> seats = dialog->seats();
    REQUIRE(seats.size() == 2);
    CHECK(seats[1].isRemote());
    CHECK(seats[1].name == QStringLiteral("ben@example.org"));
    // Match My Strength has no computer to set.
    CHECK_FALSE(dialog->findChild<QPushButton *>(QStringLiteral("matchStrength"))->isEnabled());
    dialog->reject();
}

TEST_CASE("A friend's seat offers the online account's contacts, a person's the names played under")
{
    AppFixture app;
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    dialog->offerNames({QStringLiteral("Ana")});
    dialog->offerFriends({QStringLiteral("ben@example.org"), QStringLiteral("cleo@example.org")});
    auto *kind = dialog->findChild<QComboBox *>(QStringLiteral("seatKind1"));
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("seatName1"));
    REQUIRE(kind);
    REQUIRE(name);
    const auto offered = [&] {
        REQUIRE(name->completer());
        QStringList all;
        for (int row = 0; row < name->completer()->model()->rowCount(); ++row)
            all << name->completer()->model()->index(row, 0).data().toString();
        return all;
    };
    kind->setCurrentIndex(0); // a person
    CHECK(offered() == QStringList {QStringLiteral("Ana")});
    kind->setCurrentIndex(kind->count() - 1); // a friend online
    CHECK(offered() == (QStringList {QStringLiteral("ben@example.org"), QStringLiteral("cleo@example.org")}));
    dialog->reject();
}
