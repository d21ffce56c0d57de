// Ludoteca in Italian: the same windows built once in English and once in Italian — the
// launcher, every set-up dialog, every board with its side panel after a few moves and at
// the end of a game, every rules page — and their texts compared. A text shown in both
// languages fails, except those that are the same in both (names, numbers and notation).

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPaintEngine>
#include <QSettings>
#include <QTextDocumentFragment>
#include <QTabWidget>
#include <QTextEdit>

#include <algorithm>
#include <climits>
#include <random>

#include "app_test_support.h"
#include "history/history_dialog.h"
#include "lessons/lesson_window.h"
#include "ludoteca/lessons/lesson.h"
#include "history/history_recorder.h"
#include "history/statistics_view.h"
#include "screen_texts.h"
#include "i18n/engine_texts.h"
#include "i18n/language.h"
#include "session/saved_game.h"
#include "ui/game_card.h"
#include "ui/launcher_page.h"
#include "lessons/lesson_window.h"
#include "ludoteca/lessons/lesson.h"
#include "ui/rules_dialog.h"
#include "ui/setup_dialog.h"
#include "views/circular_chess/circular_chess_smorfia.h"
#include "views/game_presentation.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
namespace smorfia = ludoteca::app::circular_chess::smorfia;

namespace {

// Speaks `locale` for the scope's lifetime, English again afterwards. The settings start
// empty, so that what other tests remembered (set-ups, seat names) shows in neither walk.
struct SpeakingAfresh : Speaking {
    explicit SpeakingAfresh(const QLocale &locale) : Speaking((QSettings().clear(), locale)) {}
};

// What a game's presentation says of `state` through the side panel's questions: every
// seat's colour, every legal move's label and words, the hint and the result.
QStringList presentationTexts(const GamePresentation &presentation, const State &state)
{
    QStringList texts {presentation.moveHint(state), presentation.resultText(state)};
    for (int seat = 0; seat < state.numPlayers(); ++seat)
        texts << presentation.seatLook(state, seat).name;
    if (!state.isTerminal())
        for (const Action action : state.legalActions())
            texts << presentation.offBoardLabel(state, action) << presentation.moveText(state, action);
    return texts;
}

// Seat names the walk gives the players: names, the same in every language.
const QStringList kSeatNames {QStringLiteral("Anna"),  QStringLiteral("Bruno"), QStringLiteral("Carla"),
                              QStringLiteral("Dario"), QStringLiteral("Elena"), QStringLiteral("Franca")};

// Texts that are the same in English and Italian: names (of games, designers, seats,
// languages, Smorfia cards, the walk's file), numbers and notation — cells, piece letters
// and `notation`, the engine's texts of the moves of a game. A text is cut at the
// separators " — ", " · " and ": " (a move line names its seat first), and each part is a name, a part of a name (a
// painted name wraps), or words each of which is notation or one of the few words Italian shares.
bool sameInBothLanguages(QString text, const QSet<QString> &notation)
{
    static const QSet<QString> names = [] {
        QSet<QString> set {QStringLiteral("Ludoteca"), QStringLiteral("walk.ludoteca"), QStringLiteral("English")};
        for (const QString &name : kSeatNames)
            set << name;
        for (const QString &code : language::available()) {
            QString name = QLocale(code).nativeLanguageName();
            set << name << name.replace(0, 1, name[0].toUpper());
        }
        for (int card = 1; card <= 90; ++card) // also as a card is quoted: "(2, 'A piccerella)"
            set << smorfia::name(card) << QStringLiteral("%1, %2").arg(card).arg(smorfia::name(card));
        for (const GameInfo *info : GameRegistry::games()) {
            set << QString::fromStdString(info->name);
            QString byline = QString::fromStdString(info->designer);
            if (!info->year.empty())
                byline += QStringLiteral(", ") + QString::fromStdString(info->year);
            set << byline << QString::fromStdString(info->designer);
            for (const OptionSpec &spec : info->options)
                set << QString::fromStdString(spec.key); // as the rules quote them: `trees`
        }
        return set;
    }();
    // Words Italian uses as they are (and Italian words the English rules use), the
    // operators of a formula, and the new game's key as the keyboard names it.
    static const QSet<QString> shared {QStringLiteral("Computer"),
                                       QStringLiteral("Komi"),
                                       QStringLiteral("Volume"),
                                       QStringLiteral("olume"),
                                       /* "&Volume:" painted around its mnemonic */ QStringLiteral("OK"),
                                       QStringLiteral("totem"),
                                       QStringLiteral("zucca"),
                                       QStringLiteral("mod"),
                                       QStringLiteral("Broccoli"),
                                       QStringLiteral("broccoli"),
                                       QStringLiteral("div"),
                                       QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText)};
    static const QRegularExpression separators(QStringLiteral(" — | · |: "));
    static const QRegularExpression ends(QStringLiteral("^[^\\w']+|[^\\w']+$"));
    static const QRegularExpression spaces(QStringLiteral("[\\s,…]+"));
    static const QRegularExpression noWords(QStringLiteral("^[^A-Za-z]*$"));
    static const QRegularExpression cell(QStringLiteral("^[a-z]{1,2}[1-9][0-9]?$"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression moveNumber(QStringLiteral("^\\d+\\.\\s+"));
    const auto isNotation = [&notation](const QString &word) {
        return word.size() <= 2 || noWords.match(word).hasMatch() || cell.match(word).hasMatch()
            || notation.contains(word) || shared.contains(word);
    };
    const auto isName = [](const QString &part) {
        return std::any_of(names.begin(), names.end(), [&part](const QString &name) {
            return name == part || name.startsWith(part + QLatin1Char(' ')) || name.endsWith(QLatin1Char(' ') + part);
        });
    };
    text = text.remove(QStringLiteral("[*]")).trimmed().remove(moveNumber);
    for (QString part : text.split(separators)) {
        if (isName(part) || notation.contains(part))
            continue;
        part.remove(ends);
        if (part.isEmpty() || isName(part) || notation.contains(part))
            continue;
        const QStringList words = part.split(spaces, Qt::SkipEmptyParts);
        if (!std::all_of(words.begin(), words.end(), isNotation))
            return false;
    }
    return true;
}

// The texts shown both in `english` and in `italian` that are not names, numbers or
// notation, one a line: texts the Italian windows left in English.
std::string untranslated(const QStringList &english, const QStringList &italian, const QSet<QString> &notation = {})
{
    QSet<QString> englishTexts;
    for (const QString &text : english)
        englishTexts << text.trimmed();
    QStringList left;
    for (const QString &text : italian)
        if (englishTexts.contains(text.trimmed()) && !sameInBothLanguages(text, notation)
            && !left.contains(text.trimmed()))
            left << text.trimmed();
    return left.join(QLatin1Char('\n')).toStdString();
}

QStringList launcherTexts(const QLocale &locale)
{
    const SpeakingAfresh speaking(locale);
    AppFixture app;
    // The card of a game not translated yet speaks English by design.
    for (GameCard *card : app.window.launcher()->cards())
        if (!engine_texts::translated(card->gameId().toStdString()))
            card->hide();
    return visibleTexts(&app.window);
}

QStringList setupTexts(const QLocale &locale, const QString &gameId)
{
    const SpeakingAfresh speaking(locale);
    AppFixture app;
    SetupDialog *dialog = app.window.openSetup(gameId);
    REQUIRE(dialog);
    QApplication::processEvents();
    const QStringList texts = visibleTexts(dialog);
    dialog->reject();
    return texts;
}

// A game of `id` at its default options played by the engine with a fixed seed, chance
// included, for `plies` plies or to its end (plies < 0); and its notation: the texts of every
// move that was legal on the way, and of the moves as every viewer reads them.
struct PlayedGame {
    SavedGame saved;
    QSet<QString> notation;
};

PlayedGame playedGame(const std::string &id, int plies)
{
    const GameInfo &info = *GameRegistry::find(id);
    PlayedGame game;
    SavedGame &saved = game.saved;
    saved.gameId = QString::fromStdString(id);
    saved.options = info.defaultOptions();
    saved.seed = 7;
    std::string error;
    auto state = info.newGame(saved.options, error);
    REQUIRE(state);
    for (int seat = 0; seat < state->numPlayers(); ++seat)
        saved.seats << human(kSeatNames.value(seat));
    std::mt19937_64 random(11);
    std::vector<ChanceOutcome> outcomes;
    while (!state->isTerminal() && plies-- != 0) {
        const std::vector<Action> legal = state->legalActions();
        for (const Action action : legal)
            game.notation << QString::fromStdString(state->actionToString(action));
        Action action = kInvalidAction;
        if (state->isChanceNode()) {
            state->chanceOutcomes(outcomes);
            std::vector<int> weights;
            for (const ChanceOutcome &outcome : outcomes)
                weights.push_back(outcome.weight);
            std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
            action = outcomes[pick(random)].action;
        } else {
            action = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
        }
        saved.moves << QString::fromStdString(state->actionToString(action));
        state->apply(action);
    }
    for (const Action action : state->legalActions())
        game.notation << QString::fromStdString(state->actionToString(action));
    for (int viewer = kSpectatorViewer; viewer < state->numPlayers(); ++viewer)
        for (const std::string &text : state->historyTexts(viewer))
            game.notation << QString::fromStdString(text);
    return game;
}

// The main window showing `saved` opened from a file, its board, side panel and menus; and
// the rules window, when `rules`.
QStringList gameTexts(const QLocale &locale, const SavedGame &saved, bool rules)
{
    const SpeakingAfresh speaking(locale);
    AppFixture app;
    const QString path = app.data.filePath(QStringLiteral("walk.ludoteca"));
    QString error;
    REQUIRE(writeSavedGame(path, saved, error));
    REQUIRE(app.window.openFile(path));
    QApplication::processEvents();
    BoardView *view = app.window.gamePage()->view();
    REQUIRE(view);
    // The walk reads what the board paints (but what a board draws once into a cached
    // picture: Egotzi's coordinates, which are letters and numbers).
    TextRecorder board(view->size());
    view->render(&board);
    if (saved.gameId != QLatin1String("egotzi"))
        REQUIRE_FALSE(board.texts().isEmpty());
    REQUIRE(app.window.gamePage()->presentation());
    QStringList texts = visibleTexts(&app.window)
        + presentationTexts(*app.window.gamePage()->presentation(), app.session().shownState());
    if (rules) {
        RulesDialog dialog(saved.gameId, saved.gameId);
        dialog.show();
        QApplication::processEvents();
        texts << visibleTexts(&dialog);
    }
    return texts;
}

// The History of Games window after a game Anna played against the computer: its Games page,
// then its Statistics page.
QStringList historyTexts(const QLocale &locale)
{
    const SpeakingAfresh speaking(locale);
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Anna")), computer(QStringLiteral("Bruno"))},
                            {{"size", "5"}, {"pie", "off"}}));
    REQUIRE(waitUntil([&] {
        if (app.session().humanToMove())
            app.session().playHuman(app.session().state()->legalActions().front());
        return app.session().state()->isTerminal();
    }));
    REQUIRE(waitUntil([&] { return app.window.historyRecorder()->pending() == 0; }));
    HistoryDialog *history = historyShown(app.window);
    QApplication::processEvents();
    QStringList texts = visibleTexts(history);
    history->tabs()->setCurrentIndex(1);
    REQUIRE(history->statistics()->choose(QStringLiteral("Anna"), QStringLiteral("egotzi")));
    QApplication::processEvents();
    texts << visibleTexts(history);
    history->close();
    return texts;
}

// Every lesson of a game's course in its window: the course list, then each lesson at each
// step, after a wrong move and once solved, with what the board paints. `notation` gains
// the texts of the moves legal on the way.
QStringList lessonTexts(const QLocale &locale, const QString &gameId, QSet<QString> &notation)
{
    const SpeakingAfresh speaking(locale);
    AppFixture app;
    LessonWindow *lessons = app.window.showLessons(gameId);
    lessons->setReplyDelay(0);
    QApplication::processEvents();
    QStringList texts = visibleTexts(lessons);
    auto record = [&] {
        QApplication::processEvents();
        texts << visibleTexts(lessons);
        TextRecorder board(lessons->view()->size());
        lessons->view()->render(&board);
        texts << board.texts();
        for (const Action action : lessons->session().state()->legalActions())
            notation << QString::fromStdString(lessons->session().state()->actionToString(action));
    };
    for (std::size_t index = 0; index < lessons->course().size(); ++index) {
        const lessons::Lesson &lesson = lessons->course()[index];
        lessons->startLesson(static_cast<int>(index));
        for (const std::string &move : lesson.setup)
            notation << QString::fromStdString(move);
        for (const lessons::Step &step : lesson.steps) {
            record();
            std::string error;
            if (!step.wrong.empty())
                lessons->session().playHuman(
                    lessons->session().state()->parseAction(step.wrong.front().moves.front(), error));
            record();
            lessons->showMe();
            REQUIRE(waitUntil([&] { return !lessons->repliesPending(); }));
            record();
            lessons->next();
        }
        if (lesson.play)
            record();
    }
    delete lessons;
    return texts;
}

// The games a player chooses whose texts are translated: one marked as not translated yet
// (the tests' sixth game) speaks English in every language by design.
QStringList translatedGames()
{
    QStringList ids;
    for (const GameInfo *info : gamesWithBoards())
        if (engine_texts::translated(info->id))
            ids << QString::fromStdString(info->id);
    return ids;
}

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);
const QLocale kItalian(QLocale::Italian, QLocale::Italy);

} // namespace

TEST_CASE("The Italian translation is embedded and offered")
{
    CHECK(language::available().contains(QStringLiteral("it")));
    const SpeakingAfresh italian(kItalian);
    CHECK(italian.code == QLatin1String("it"));
}

TEST_CASE("Only a game shipped without rules may be marked as not translated")
{
    // The mark lets a test-only game pass the checks below; a real game, which ships its
    // rules, must not escape them through it.
    int shipped = 0;
    for (const GameInfo *info : gamesWithBoards()) {
        if (!QFile::exists(QStringLiteral(":/rules/%1.md").arg(QString::fromStdString(info->id))))
            continue;
        ++shipped;
        INFO(info->id);
        CHECK(engine_texts::translated(info->id));
    }
    CHECK(shipped >= 5);
    CHECK(translatedGames().size() == shipped);
}

TEST_CASE("In Italian the launcher shows no English")
{
    CHECK(untranslated(launcherTexts(kEnglish), launcherTexts(kItalian)) == "");
}

TEST_CASE("In Italian every set-up dialog shows no English")
{
    for (const QString &id : translatedGames()) {
        INFO(id.toStdString());
        CHECK(untranslated(setupTexts(kEnglish, id), setupTexts(kItalian, id)) == "");
    }
}

TEST_CASE("In Italian every board, its side panel and its rules show no English")
{
    for (const QString &id : translatedGames()) {
        INFO(id.toStdString());
        const PlayedGame game = playedGame(id.toStdString(), 8);
        REQUIRE(game.saved.moves.size() == 8);
        const QSet<QString> notation = playedGame(id.toStdString(), -1).notation + game.notation;
        CHECK(untranslated(gameTexts(kEnglish, game.saved, true), gameTexts(kItalian, game.saved, true), notation)
              == "");
    }
}

TEST_CASE("In Italian every game's end shows no English")
{
    for (const QString &id : translatedGames()) {
        INFO(id.toStdString());
        const PlayedGame game = playedGame(id.toStdString(), -1);
        REQUIRE(game.saved.moves.size() > 8);
        CHECK(
            untranslated(gameTexts(kEnglish, game.saved, false), gameTexts(kItalian, game.saved, false), game.notation)
            == "");
    }
}

TEST_CASE("In Italian every lesson shows no English")
{
    for (const QString &id : translatedGames()) {
        INFO(id.toStdString());
        QSet<QString> notation;
        const QStringList english = lessonTexts(kEnglish, id, notation);
        const QStringList italian = lessonTexts(kItalian, id, notation);
        CHECK(untranslated(english, italian, notation) == "");
    }
}

TEST_CASE("In Italian the history of games and its statistics show no English")
{
    CHECK(untranslated(historyTexts(kEnglish), historyTexts(kItalian)) == "");
}

TEST_CASE("In Italian a wrong option or move is explained in Italian")
{
    const GameInfo &egotzi = *GameRegistry::find("egotzi");
    Options options;
    Message error;
    REQUIRE_FALSE(egotzi.resolveOptions({{"size", "5"}, {"variant", "squared"}, {"komi", "60"}}, options, error));
    CHECK(engine_texts::message(egotzi, error) == QString::fromStdString(error.text)); // English: the engine's words

    const SpeakingAfresh italian(kItalian);
    CHECK(engine_texts::message(egotzi, error)
          == QStringLiteral("il komi può essere al massimo 50 (2 × lato × lato) su un tavoliere 5×5"));
    REQUIRE_FALSE(egotzi.resolveOptions({{"komi", "3"}}, options, error));
    CHECK(engine_texts::message(egotzi, error)
              .startsWith(QStringLiteral("l'opzione «Komi» accetta un numero intero pari")));
    const GameInfo &chess = *GameRegistry::find("circular-chess");
    REQUIRE_FALSE(chess.resolveOptions({{"capture", "sideways"}}, options, error));
    CHECK(
        engine_texts::message(chess, error)
        == QStringLiteral("l'opzione «Prese» accetta uno di questi valori: Stesso colore, Colore opposto, Qualsiasi"));
    const GameInfo &azzanna = *GameRegistry::find("azzanna");
    REQUIRE_FALSE(azzanna.resolveOptions({{"trees", "a6,b2,d4"}}, options, error));
    const QString trees = engine_texts::message(azzanna, error);
    CHECK(trees != QString::fromStdString(error.text));
    CHECK(trees.contains(QStringLiteral("a6,b2,d4,e5,f3,g7")));

    std::string english;
    auto state = egotzi.newGame(std::vector<std::pair<std::string, std::string>> {{"size", "5"}}, english);
    REQUIRE(state);
    REQUIRE_FALSE(state->applyText("z9", error));
    const QString illegal = engine_texts::message(egotzi, error);
    CHECK(illegal != QString::fromStdString(error.text));
    CHECK(illegal.endsWith(QStringLiteral("z9")));
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

    const SpeakingAfresh italian(kItalian);
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
    // Every message the engine's option checks and move parser make has its sentence.
    for (const char *id :
         {"option.unknown", "option.twice", "option.choice", "option.range", "option.even-range", "option.step-range",
          "option.empty", "move.over", "move.empty", "move.illegal", "egotzi.komi-limit", "azzanna.trees-not-cell",
          "azzanna.trees-twice", "azzanna.trees-count"}) {
        INFO(id);
        CHECK(engine_texts::knowsMessage(id));
    }
    // A changed English text in the engine falls back to English until its entry is updated.
    for (const GameInfo *info : GameRegistry::games()) {
        if (!engine_texts::translated(info->id))
            continue; // a game whose texts are marked as not translated yet (the tests' own)
        INFO(info->id);
        CHECK(engine_texts::knows(info->id + "/summary", info->summary));
        for (const OptionSpec &spec : info->options) {
            INFO(spec.key);
            CHECK(engine_texts::knows(info->id + '/' + spec.key + "/label", spec.label));
            CHECK(engine_texts::knows(info->id + '/' + spec.key + "/help", spec.help));
        }
    }
}

TEST_CASE("The settings offer the system language and every translation and remember the choice")
{
    const SpeakingAfresh english(kEnglish);
    AppFixture app;
    QDialog *settings = app.openSettings();
    REQUIRE(settings);
    auto *box = settings->findChild<QComboBox *>(QStringLiteral("language"));
    REQUIRE(box);
    CHECK(box->currentIndex() == box->findData(QString())); // the system's, until one is chosen
    CHECK(box->findData(QStringLiteral("en")) >= 0);
    const int italian = box->findData(QStringLiteral("it"));
    REQUIRE(italian >= 0);
    CHECK(box->itemText(italian) == QStringLiteral("Italiano"));
    // A label with a mnemonic names its field, or its "&" is shown as it is.
    for (const QLabel *label : settings->findChildren<QLabel *>())
        if (label->text().contains(QLatin1Char('&'))) {
            INFO(label->text().toStdString());
            CHECK(label->buddy());
        }

    box->setCurrentIndex(italian);
    CHECK(language::chosen() == QLatin1String("it"));
    CHECK(language::effectiveLocale().language() == QLocale::Italian);
    CHECK(QLocale().language() == QLocale::Italian); // spoken now, not from the next start
    settings->close();
    QApplication::processEvents();
    QDialog *again = app.openSettings();
    REQUIRE(again);
    CHECK(again->findChild<QComboBox *>(QStringLiteral("language"))->currentData().toString() == QLatin1String("it"));

    again->findChild<QComboBox *>(QStringLiteral("language"))->setCurrentIndex(0);
    CHECK(language::chosen().isEmpty());
    CHECK(language::effectiveLocale() == QLocale::system());
    again->close();
}

namespace {

// Everything a person reads in the main window and the windows opened from it: the board
// as painted, what its presentation says, the settings, the rules and the shortcuts.
QStringList openWindowsTexts(AppFixture &app, QDialog *settings)
{
    for (int round = 0; round < 3; ++round) // the retranslation is queued once
        QApplication::processEvents();
    QStringList texts = visibleTexts(&app.window) + visibleTexts(settings);
    for (QDialog *dialog : app.window.findChildren<QDialog *>())
        if (dialog->isVisible())
            texts << visibleTexts(dialog);
    if (BoardView *view = app.window.showingGame() ? app.window.gamePage()->view() : nullptr) {
        TextRecorder board(view->size());
        view->render(&board);
        texts << board.texts() << presentationTexts(*app.window.gamePage()->presentation(), app.session().shownState());
    }
    return texts;
}

void chooseLanguage(QDialog *settings, const QString &code)
{
    auto *box = settings->findChild<QComboBox *>(QStringLiteral("language"));
    REQUIRE(box);
    const int index = box->findData(code);
    REQUIRE(index >= 0);
    box->setCurrentIndex(index);
}

// The texts of `expected` that `shown` lacks, one a line.
std::string missingFrom(const QStringList &expected, const QStringList &shown)
{
    QStringList missing;
    for (const QString &text : expected)
        if (!text.trimmed().isEmpty() && !shown.contains(text) && !missing.contains(text))
            missing << text;
    return missing.join(QLatin1Char('\n')).toStdString();
}

// The launcher with the settings, the shortcuts and a rules page open, or `path`'s game
// with the settings and its rules.
QStringList windowsTexts(AppFixture &app, const QString &gameId, const QString &path = {})
{
    if (!path.isEmpty())
        REQUIRE(app.window.openFile(path));
    else
        app.window.action(QStringLiteral("shortcuts"))->trigger();
    app.window.showRules(gameId);
    QDialog *settings = app.openSettings();
    REQUIRE(settings);
    return openWindowsTexts(app, settings);
}

} // namespace

TEST_CASE("A language chosen in the settings speaks at once on the launcher and in its windows")
{
    QStringList english;
    QStringList italian;
    {
        const SpeakingAfresh speaking(kEnglish);
        AppFixture app;
        english = windowsTexts(app, QStringLiteral("wapi"));
    }
    {
        const SpeakingAfresh speaking(kItalian);
        AppFixture app;
        italian = windowsTexts(app, QStringLiteral("wapi"));
    }
    const SpeakingAfresh speaking(kEnglish);
    AppFixture app;
    REQUIRE(windowsTexts(app, QStringLiteral("wapi")) == english);
    QDialog *settings = app.window.findChild<QDialog *>(QStringLiteral("settings"));

    // Every line as a window built in Italian shows it, and none of the English ones.
    chooseLanguage(settings, QStringLiteral("it"));
    const QStringList after = openWindowsTexts(app, settings);
    CHECK(missingFrom(italian, after) == "");
    CHECK(missingFrom(after, italian) == "");
    CHECK_FALSE(after.contains(QStringLiteral("&Game")));

    // And back.
    chooseLanguage(settings, QStringLiteral("en"));
    const QStringList back = openWindowsTexts(app, settings);
    CHECK(missingFrom(english, back) == "");
    CHECK(missingFrom(back, english) == "");
    language::setChosen({});
}

TEST_CASE("A language chosen in the settings speaks at once on every board being played")
{
    for (const QString &id : translatedGames()) {
        INFO(id.toStdString());
        const PlayedGame game = playedGame(id.toStdString(), 8);
        const QSet<QString> notation = playedGame(id.toStdString(), -1).notation + game.notation;
        QTemporaryDir folder;
        const QString path = QDir(folder.path()).filePath(QStringLiteral("walk.ludoteca"));
        QString error;
        REQUIRE(writeSavedGame(path, game.saved, error));
        QStringList italian;
        {
            const SpeakingAfresh speaking(kItalian);
            AppFixture app;
            italian = windowsTexts(app, id, path);
        }
        const SpeakingAfresh speaking(kEnglish);
        AppFixture app;
        const QStringList before = windowsTexts(app, id, path);
        QDialog *settings = app.window.findChild<QDialog *>(QStringLiteral("settings"));

        chooseLanguage(settings, QStringLiteral("it"));
        const QStringList after = openWindowsTexts(app, settings);
        CHECK(untranslated(before, after, notation) == "");
        CHECK(missingFrom(italian, after) == "");
        CHECK(missingFrom(after, italian) == "");
        language::setChosen({});
    }
}

TEST_CASE("After a language change the side panel's pace box is as wide as its new words")
{
    // At 800 by 600, switched from English to Italian, the box read "Tranquill": its width
    // was the English one.
    AppFixture app;
    app.window.resize(800, 600);
    REQUIRE(app.startDefault("egotzi", {human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"))}));
    QComboBox *pace = app.window.findChild<QComboBox *>(QStringLiteral("paceBox"));
    REQUIRE(pace);
    QApplication::processEvents();
    const SpeakingAfresh speaking(kItalian);
    QTest::qWait(20); // the windows' retranslation is queued
    QApplication::processEvents();
    // The same choices in a box made now, styled as the pace box is.
    QComboBox fresh(pace->parentWidget());
    fresh.setObjectName(pace->objectName());
    for (int i = 0; i < pace->count(); ++i)
        fresh.addItem(pace->itemText(i));
    CHECK(pace->itemText(0) != QStringLiteral("Relaxed"));
    CHECK(pace->sizeHint().width() >= fresh.sizeHint().width());
}

TEST_CASE("In Italian no move in the move list is left in the engine's English words")
{
    // The engine writes some moves as words ("swap", "pass", "draw", "no-totem"): the move
    // list says them in the player's language, over every legal move of random games.
    AppFixture app;
    SpeakingAfresh italian(kItalian);
    static const QRegularExpression word(QStringLiteral("^[a-z][a-z-]{2,}$"));
    std::mt19937 random(7);
    for (const QString &id : translatedGames()) {
        INFO(id.toStdString());
        const auto presentation = GamePresentation::create(id.toStdString(), app.session());
        REQUIRE(presentation);
        std::string error;
        for (int game = 0; game < 20; ++game) {
            auto state = GameRegistry::find(id.toStdString())
                             ->newGame(std::vector<std::pair<std::string, std::string>> {}, error);
            REQUIRE(state);
            while (!state->isTerminal()) {
                const std::vector<Action> legal = state->legalActions();
                for (const Action action : legal) {
                    const QString engine = QString::fromStdString(state->actionToString(action));
                    if (word.match(engine).hasMatch())
                        CHECK(presentation->moveText(*state, action) != engine);
                }
                state->apply(legal[random() % legal.size()]);
            }
        }
    }
}
