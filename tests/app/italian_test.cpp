// Ludoteca in Italian: the same windows built once in English and once in Italian, compared
// text by text. A visible text still equal to its English source fails, except those that
// are the same in both languages (game names, designers, numbers and notation).

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QMessageBox>

#include "app_test_support.h"
#include "i18n/engine_texts.h"
#include "i18n/language.h"
#include "ui/game_card.h"
#include "ui/launcher_page.h"
#include "ui/rules_dialog.h"
#include "ui/setup_dialog.h"
#include "views/circular_chess/smorfia.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
namespace smorfia = ludoteca::app::circular_chess::smorfia;

namespace {

// Speaks `locale` for the scope's lifetime, English again afterwards.
struct Speaking {
    explicit Speaking(const QLocale &locale) : code(language::install(locale)) {}
    ~Speaking() { language::install(QLocale(QLocale::English, QLocale::UnitedStates)); }
    QString code;
};

// Every text a person can read in `root`, in the widgets' order.
QStringList visibleTexts(const QWidget *root)
{
    QStringList texts;
    for (const QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(root))
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            texts << label->text();
        else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            texts << button->text();
        else if (const auto *box = qobject_cast<const QGroupBox *>(widget))
            texts << box->title();
        else if (const auto *combo = qobject_cast<const QComboBox *>(widget))
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
    }
    return texts;
}

// Texts that are the same in English and Italian: names, numbers, notation.
bool sameInBothLanguages(const QString &text)
{
    static const QSet<QString> names = [] {
        QSet<QString> set {QStringLiteral("Ludoteca"), QStringLiteral("Komi")};
        for (const GameInfo *info : GameRegistry::games()) {
            set << QString::fromStdString(info->name);
            QString byline = QString::fromStdString(info->designer);
            if (!info->year.empty())
                byline += QStringLiteral(", ") + QString::fromStdString(info->year);
            set << byline;
        }
        return set;
    }();
    static const QRegularExpression noWords(QStringLiteral("^[^A-Za-z]*$"));
    static const QRegularExpression cells(QStringLiteral("^[a-h][1-8](,[a-h][1-8])*$"));
    return text.isEmpty() || names.contains(text) || noWords.match(text).hasMatch() || cells.match(text).hasMatch();
}

// The texts of `english` that `italian` left as they were, one a line.
std::string untranslated(const QStringList &english, const QStringList &italian)
{
    REQUIRE(english.size() == italian.size()); // the same widgets, in the same order
    QStringList left;
    for (int i = 0; i < english.size(); ++i)
        if (english[i] == italian[i] && !sameInBothLanguages(english[i]))
            left << english[i];
    return left.join(QLatin1Char('\n')).toStdString();
}

QStringList launcherTexts(const QLocale &locale)
{
    const Speaking speaking(locale);
    AppFixture app;
    return visibleTexts(app.window.launcher());
}

QStringList setupTexts(const QLocale &locale, const QString &gameId)
{
    const Speaking speaking(locale);
    AppFixture app;
    SetupDialog *dialog = app.window.openSetup(gameId);
    REQUIRE(dialog);
    QApplication::processEvents();
    const QStringList texts = visibleTexts(dialog);
    dialog->reject();
    return texts;
}

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);
const QLocale kItalian(QLocale::Italian, QLocale::Italy);

} // namespace

TEST_CASE("The Italian translation is embedded and offered")
{
    CHECK(language::available().contains(QStringLiteral("it")));
    const Speaking italian(kItalian);
    CHECK(italian.code == QLatin1String("it"));
}

TEST_CASE("In Italian the launcher shows no English")
{
    const QStringList english = launcherTexts(kEnglish);
    const QStringList italian = launcherTexts(kItalian);
    CHECK(untranslated(english, italian).empty());
}

TEST_CASE("In Italian every set-up dialog shows no English")
{
    for (const QString &id : {QStringLiteral("wangzi"), QStringLiteral("circular-chess"), QStringLiteral("wapi"),
                              QStringLiteral("egotzi"), QStringLiteral("azzanna")}) {
        INFO(id.toStdString());
        CHECK(untranslated(setupTexts(kEnglish, id), setupTexts(kItalian, id)) == "");
    }
}

TEST_CASE("In Italian a wrong option is explained in Italian")
{
    const GameInfo &egotzi = *GameRegistry::find("egotzi");
    Options options;
    std::string error;
    REQUIRE_FALSE(egotzi.resolveOptions({{"size", "5"}, {"variant", "squared"}, {"komi", "60"}}, options, error));
    CHECK(engine_texts::error(egotzi, error) == QString::fromStdString(error)); // English: the engine's words

    const Speaking italian(kItalian);
    CHECK(engine_texts::error(egotzi, error)
          == QStringLiteral("il komi può essere al massimo 50 (2 × lato × lato) su una plancia 5×5"));
    REQUIRE_FALSE(egotzi.resolveOptions({{"komi", "3"}}, options, error));
    CHECK(engine_texts::error(egotzi, error)
              .startsWith(QStringLiteral("l'opzione «Komi» accetta un numero intero pari")));
    const GameInfo &chess = *GameRegistry::find("circular-chess");
    REQUIRE_FALSE(chess.resolveOptions({{"capture", "sideways"}}, options, error));
    CHECK(
        engine_texts::error(chess, error)
        == QStringLiteral("l'opzione «Prese» accetta uno di questi valori: Stesso colore, Colore opposto, Qualsiasi"));
}

TEST_CASE("In Italian the rules and the Smorfia speak Italian")
{
    QStringList english;
    {
        AppFixture app;
        for (const GameCard *card : app.window.launcher()->cards())
            english << RulesDialog::rulesMarkdown(card->gameId(), card->gameId());
    }
    CHECK(smorfia::meaning(3) == QStringLiteral("the cat"));

    const Speaking italian(kItalian);
    AppFixture app;
    int index = 0;
    for (const GameCard *card : app.window.launcher()->cards()) {
        INFO(card->gameId().toStdString());
        const QString page = RulesDialog::rulesMarkdown(card->gameId(), card->gameId());
        CHECK(page != english[index++]);
        CHECK(page.contains(QStringLiteral(" il ")));
    }
    CHECK(smorfia::name(3) == QStringLiteral("'A jatta"));
    CHECK(smorfia::meaning(3) == QStringLiteral("la gatta"));
}

TEST_CASE("The catalogue of engine texts matches what the engine says today")
{
    // A changed English text in the engine falls back to English until its entry is updated.
    for (const GameInfo *info : GameRegistry::games()) {
        if (info->id == "test-nim")
            continue; // the tests' own game
        INFO(info->id);
        CHECK(engine_texts::knows((info->id + "/summary").c_str(), info->summary));
        for (const OptionSpec &spec : info->options) {
            INFO(spec.key);
            CHECK(engine_texts::knows((info->id + '/' + spec.key + "/label").c_str(), spec.label));
            CHECK(engine_texts::knows((info->id + '/' + spec.key + "/help").c_str(), spec.help));
        }
    }
}

TEST_CASE("The Language menu offers the system language and every translation and remembers the choice")
{
    AppFixture app;
    auto *system = app.window.findChild<QAction *>(QStringLiteral("language_system"));
    auto *english = app.window.findChild<QAction *>(QStringLiteral("language_en"));
    auto *italian = app.window.findChild<QAction *>(QStringLiteral("language_it"));
    REQUIRE(system);
    REQUIRE(english);
    REQUIRE(italian);
    CHECK(system->isChecked());
    CHECK(italian->text() == QStringLiteral("Italiano"));

    italian->trigger();
    CHECK(italian->isChecked());
    CHECK(language::chosen() == QLatin1String("it"));
    CHECK(language::effectiveLocale().language() == QLocale::Italian);
    // It applies at the next start, and a message says so.
    const auto boxes = app.window.findChildren<QMessageBox *>();
    REQUIRE(boxes.size() == 1);
    boxes.first()->close();

    system->trigger();
    CHECK(language::chosen().isEmpty());
    CHECK(language::effectiveLocale() == QLocale::system());
    for (QMessageBox *box : app.window.findChildren<QMessageBox *>())
        box->close();
}
