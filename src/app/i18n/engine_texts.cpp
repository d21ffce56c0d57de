#include "i18n/engine_texts.h"

#include <cstring>
#include <iterator>

#include <QCoreApplication>
#include <QRegularExpression>

namespace ludoteca::app::engine_texts {

namespace {

constexpr char kContext[] = "EngineText";

// One text: its English as the engine says it, and its key (lupdate's disambiguation).
struct Text {
    const char *source;
    const char *key;
};

// clang-format off
constexpr Text kTexts[] = {
    // Wang Zi
    QT_TRANSLATE_NOOP3("EngineText", "Move the six neutral Princes, lay your tiles along their way and enclose the largest territories.", "wangzi/summary"),
    QT_TRANSLATE_NOOP3("EngineText", "Board size", "wangzi/size/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Number of cells along each side of the hexagonal board.", "wangzi/size/help"),
    // Asymmetric Circular Chess
    QT_TRANSLATE_NOOP3("EngineText", "Draw chess pieces onto a round board with a pole, move any of them, and hunt the kind of piece your secret card shows.", "circular-chess/summary"),
    QT_TRANSLATE_NOOP3("EngineText", "Players", "circular-chess/players/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Number of seats, from 2 to 6.", "circular-chess/players/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Captures", "circular-chess/capture/label"),
    QT_TRANSLATE_NOOP3("EngineText", "same: a piece takes only pieces of its own colour; opposite: only of the other colour; any: both.", "circular-chess/capture/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Same", "circular-chess/capture=same"),
    QT_TRANSLATE_NOOP3("EngineText", "Opposite", "circular-chess/capture=opposite"),
    QT_TRANSLATE_NOOP3("EngineText", "Any", "circular-chess/capture=any"),
    QT_TRANSLATE_NOOP3("EngineText", "Quiet turns", "circular-chess/quiet/label"),
    QT_TRANSLATE_NOOP3("EngineText", "The game ends after this many turns in a row without a draw or a capture.", "circular-chess/quiet/help"),
    // Wapi
    QT_TRANSLATE_NOOP3("EngineText", "Draw silver and masks from the bag and drive your totems into the richest mines.", "wapi/summary"),
    QT_TRANSLATE_NOOP3("EngineText", "Players", "wapi/players/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Number of seats, from 3 to 5.", "wapi/players/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Scoring", "wapi/scoring/label"),
    QT_TRANSLATE_NOOP3("EngineText", "full: every totem earns its whole mine; share: the totems in a mine split it.", "wapi/scoring/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Full", "wapi/scoring=full"),
    QT_TRANSLATE_NOOP3("EngineText", "Share", "wapi/scoring=share"),
    // Egotzi
    QT_TRANSLATE_NOOP3("EngineText", "Place a stone, push its neighbours away, and build the largest group that has no twin.", "egotzi/summary"),
    QT_TRANSLATE_NOOP3("EngineText", "Board size", "egotzi/size/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Number of cells along each side of the square board.", "egotzi/size/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Scoring", "egotzi/variant/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Standard: equal groups cancel in pairs and the largest group left wins; squared: each group scores its size squared.", "egotzi/variant/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Standard", "egotzi/variant=standard"),
    QT_TRANSLATE_NOOP3("EngineText", "Squared", "egotzi/variant=squared"),
    QT_TRANSLATE_NOOP3("EngineText", "Pie rule", "egotzi/pie/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Standard scoring only: instead of the second move, the second player may take over the first stone and swap colours.", "egotzi/pie/help"),
    QT_TRANSLATE_NOOP3("EngineText", "On", "egotzi/pie=on"),
    QT_TRANSLATE_NOOP3("EngineText", "Off", "egotzi/pie=off"),
    QT_TRANSLATE_NOOP3("EngineText", "Komi", "egotzi/komi/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Squared scoring only: an even number of points added to White's score, at most twice the number of cells.", "egotzi/komi/help"),
    // Azzanna la Zucca!
    QT_TRANSLATE_NOOP3("EngineText", "A pack of five hungry pigs runs across the field to bite the pumpkins a farmer keeps planting.", "azzanna/summary"),
    QT_TRANSLATE_NOOP3("EngineText", "Players", "azzanna/players/label"),
    QT_TRANSLATE_NOOP3("EngineText", "2: the Pack against the Farmer; 3: a second farmer plants broccoli.", "azzanna/players/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Extra pumpkins", "azzanna/extra/label"),
    QT_TRANSLATE_NOOP3("EngineText", "Two players only: pumpkins a beginner farmer places at setup on top of the usual five.", "azzanna/extra/help"),
    QT_TRANSLATE_NOOP3("EngineText", "Trees", "azzanna/trees/label"),
    QT_TRANSLATE_NOOP3("EngineText", "The six cells of the trees, joined by commas (any order).", "azzanna/trees/help"),
};

// An error the engine builds with values in it: the pattern that recognises its English,
// and the same sentence with %1, %2… for the captured values (%n for a count). A captured
// option key is shown as the option's label, and a captured list of its choices as their
// labels.
struct ErrorPattern {
    const char *gameId; // empty for the engine's own checks, which every game shares
    const char *pattern;
    Text text;
    int countCapture = 0;   // the capture that is the plural's %n
    int choicesCapture = 0; // the capture that lists the choices of the option in capture 1
};

constexpr ErrorPattern kErrors[] = {
    {"", R"(^unknown option (.+) for (\S+)$)",
     QT_TRANSLATE_NOOP3("EngineText", "unknown option %1 for %2", "error/unknown-option"), 0, 0},
    {"", R"(^option (\S+) is given twice$)",
     QT_TRANSLATE_NOOP3("EngineText", "option %1 is given twice", "error/twice"), 0, 0},
    {"", R"(^option (\S+) takes one of: (.+)$)",
     QT_TRANSLATE_NOOP3("EngineText", "option %1 takes one of: %2", "error/choice"), 0, 2},
    {"", R"(^option (\S+) takes a whole number from (-?\d+) to (-?\d+)$)",
     QT_TRANSLATE_NOOP3("EngineText", "option %1 takes a whole number from %2 to %3", "error/range"), 0, 0},
    {"", R"(^option (\S+) takes an even whole number from (-?\d+) to (-?\d+)$)",
     QT_TRANSLATE_NOOP3("EngineText", "option %1 takes an even whole number from %2 to %3", "error/even-range"), 0, 0},
    {"", R"(^option (\S+) takes a whole number from (-?\d+) to (-?\d+) in steps of (\d+)$)",
     QT_TRANSLATE_NOOP3("EngineText", "option %1 takes a whole number from %2 to %3 in steps of %4", "error/step-range"), 0, 0},
    {"", R"(^option (\S+) needs a value$)",
     QT_TRANSLATE_NOOP3("EngineText", "option %1 needs a value", "error/empty"), 0, 0},
    {"", R"(^the game is over$)", QT_TRANSLATE_NOOP3("EngineText", "the game is over", "error/over"), 0, 0},
    {"", R"(^empty move$)", QT_TRANSLATE_NOOP3("EngineText", "empty move", "error/empty-move"), 0, 0},
    {"", R"(^illegal move: (.*)$)", QT_TRANSLATE_NOOP3("EngineText", "illegal move: %1", "error/illegal"), 0, 0},
    {"egotzi", R"(^option komi takes at most (\d+) \(2 x size x size\) on a (\d+)x\d+ board$)",
     QT_TRANSLATE_NOOP3("EngineText", "option komi takes at most %1 (2 x size x size) on a %2x%2 board", "egotzi/error/komi"), 0, 0},
    {"azzanna", R"(^option trees takes six distinct cells \(a1 to h8\) joined by commas, such as ([^;]+); '(.*)' is not a cell$)",
     QT_TRANSLATE_NOOP3("EngineText", "option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; '%2' is not a cell", "azzanna/error/not-cell"), 0, 0},
    {"azzanna", R"(^option trees takes six distinct cells \(a1 to h8\) joined by commas, such as ([^;]+); (.*) is given twice$)",
     QT_TRANSLATE_NOOP3("EngineText", "option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; %2 is given twice", "azzanna/error/twice"), 0, 0},
    {"azzanna", R"(^option trees takes six distinct cells \(a1 to h8\) joined by commas, such as ([^;]+); (\d+) given$)",
     QT_TRANSLATE_N_NOOP3("EngineText", "option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; %n given", "azzanna/error/count"), 2, 0},
};
// clang-format on

const Text *find(const std::string &key)
{
    for (const Text &text : kTexts)
        if (key == text.key)
            return &text;
    return nullptr;
}

// The translation of the entry `key`, or `english` when it has none or says otherwise.
QString lookup(const std::string &key, const std::string &english)
{
    const Text *text = find(key);
    if (!text || english != text->source)
        return QString::fromStdString(english);
    return QCoreApplication::translate(kContext, text->source, text->key);
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

} // namespace

QString summary(const GameInfo &info) { return lookup(info.id + "/summary", info.summary); }

QString optionLabel(const GameInfo &info, const OptionSpec &spec)
{
    return lookup(info.id + '/' + spec.key + "/label", spec.label);
}

QString optionHelp(const GameInfo &info, const OptionSpec &spec)
{
    return lookup(info.id + '/' + spec.key + "/help", spec.help);
}

QString optionValue(const GameInfo &info, const OptionSpec &spec, const std::string &value)
{
    if (const Text *text = find(info.id + '/' + spec.key + '=' + value))
        return QCoreApplication::translate(kContext, text->source, text->key);
    return capitalised(QString::fromStdString(value));
}

QString error(const GameInfo &info, const std::string &english)
{
    const QString message = QString::fromStdString(english);
    for (const ErrorPattern &entry : kErrors) {
        if (*entry.gameId && info.id != entry.gameId)
            continue;
        const QRegularExpression pattern(QString::fromLatin1(entry.pattern));
        const QRegularExpressionMatch match = pattern.match(message);
        if (!match.hasMatch())
            continue;
        const int count = entry.countCapture ? match.captured(entry.countCapture).toInt() : -1;
        QString text = QCoreApplication::translate(kContext, entry.text.source, entry.text.key, count);
        if (text == QLatin1String(entry.text.source))
            break; // not translated: the engine's own words
        const OptionSpec *option = info.findOption(match.captured(1).toStdString());
        QStringList values;
        for (int i = 1; i <= pattern.captureCount(); ++i) {
            if (i == entry.countCapture)
                continue;
            const QString value = match.captured(i);
            if (i == entry.choicesCapture && option) {
                QStringList labels;
                for (const std::string &choice : option->choices)
                    labels << optionValue(info, *option, choice);
                values << labels.join(QStringLiteral(", "));
                continue;
            }
            const OptionSpec *spec = info.findOption(value.toStdString());
            values << (spec ? optionLabel(info, *spec) : value);
        }
        // Placeholders filled in one pass, so a value holding "%1" stays as typed.
        switch (values.size()) {
        case 0:
            break;
        case 1:
            text = text.arg(values[0]);
            break;
        case 2:
            text = text.arg(values[0], values[1]);
            break;
        case 3:
            text = text.arg(values[0], values[1], values[2]);
            break;
        default:
            text = text.arg(values[0], values[1], values[2], values[3]);
            break;
        }
        return text;
    }
    return message;
}

bool knows(const char *key, const std::string &english)
{
    const Text *text = find(key);
    return text && english == text->source;
}

} // namespace ludoteca::app::engine_texts
