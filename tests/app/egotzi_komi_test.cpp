#include <catch2/catch.hpp>

#include <QComboBox>
#include <QPushButton>
#include <QSpinBox>

#include "app_test_support.h"
#include "ui/setup_dialog.h"
#include "views/egotzi/egotzi_komi_step.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using ludoteca::app::egotzi::EgotziKomiStep;

namespace {

SetupDialog *squaredSetup(AppFixture &app, const Seat &first, const Seat &second)
{
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    for (const auto &[key, value] : {std::pair {"size", "5"}, std::pair {"variant", "squared"}}) {
        auto *combo = qobject_cast<QComboBox *>(dialog->optionEditor(QLatin1String(key)));
        REQUIRE(combo);
        combo->setCurrentIndex(combo->findData(QLatin1String(value)));
    }
    dialog->setSeat(0, first);
    dialog->setSeat(1, second);
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    return dialog;
}

EgotziKomiStep *komiStep(AppFixture &app)
{
    EgotziKomiStep *step = nullptr;
    waitUntil([&] { return (step = app.window.findChild<EgotziKomiStep *>()) != nullptr || app.session().hasGame(); },
              5000);
    return step;
}

} // namespace

TEST_CASE("In squared Egotzi the first player names the komi and the second picks a colour")
{
    AppFixture app;
    squaredSetup(app, human(QStringLiteral("Ana")), human(QStringLiteral("Ben")));
    EgotziKomiStep *step = komiStep(app);
    REQUIRE(step);
    CHECK_FALSE(app.session().hasGame()); // nothing starts before the agreement
    CHECK_FALSE(step->choosing());

    // An odd komi cannot be named.
    step->komiEditor()->setValue(7);
    CHECK_FALSE(step->nameButton()->isEnabled());
    step->komiEditor()->setValue(12);
    REQUIRE(step->nameButton()->isEnabled());
    QTest::mouseClick(step->nameButton(), Qt::LeftButton);
    REQUIRE(step->choosing());

    SECTION("choosing Black puts the chooser first")
    {
        QTest::mouseClick(step->blackButton(), Qt::LeftButton);
        REQUIRE(waitUntil([&] { return app.session().hasGame(); }, 5000));
        CHECK(app.session().state()->options().at("komi") == "12");
        CHECK(app.session().state()->options().at("variant") == "squared");
        CHECK(app.session().seats()[0].name == QLatin1String("Ben"));
        CHECK(app.session().seats()[1].name == QLatin1String("Ana"));
        // White's komi counts from the start.
        CHECK(app.session().state()->scores() == std::vector<double> {0.0, 12.0});
    }
    SECTION("choosing White keeps the order")
    {
        QTest::mouseClick(step->whiteButton(), Qt::LeftButton);
        REQUIRE(waitUntil([&] { return app.session().hasGame(); }, 5000));
        CHECK(app.session().state()->options().at("komi") == "12");
        CHECK(app.session().seats()[0].name == QLatin1String("Ana"));
        CHECK(app.session().seats()[1].name == QLatin1String("Ben"));
    }
}

TEST_CASE("Cancelling the komi step starts nothing")
{
    AppFixture app;
    squaredSetup(app, human(QStringLiteral("Ana")), human(QStringLiteral("Ben")));
    EgotziKomiStep *step = komiStep(app);
    REQUIRE(step);
    step->reject();
    QTest::qWait(20);
    CHECK_FALSE(app.session().hasGame());
}

TEST_CASE("With the computer at the table the komi option is used as set")
{
    AppFixture app;
    squaredSetup(app, human(QStringLiteral("Ana")), computer(QStringLiteral("Bot")));
    CHECK(komiStep(app) == nullptr);
    CHECK(app.session().hasGame());
    CHECK(app.session().seats()[0].name == QLatin1String("Ana"));
}
