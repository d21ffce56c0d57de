#include "i18n/engine_texts.h"

#include <map>
#include <set>

#include <QCoreApplication>
#include <QStringList>

namespace ludoteca::app::engine_texts {

namespace {

constexpr char kContext[] = "EngineText";

struct Catalogue {
    std::map<std::string, Text, std::less<>> texts;           // by key
    std::map<std::string, MessageText, std::less<>> messages; // by message id
    std::set<std::string, std::less<>> notTranslated;         // game ids
};

Catalogue &catalogue()
{
    static Catalogue instance;
    return instance;
}

// clang-format off
// The engine's own checks, which every game shares (OptionSpec::check,
// GameInfo::resolveOptions, State::parseAction).
constexpr MessageText kMessages[] = {
    {"option.unknown", QT_TRANSLATE_NOOP3("EngineText", "unknown option %1 for %2", "error/unknown-option"), 0, 0, 0},
    {"option.twice", QT_TRANSLATE_NOOP3("EngineText", "option %1 is given twice", "error/twice"), 1, 0, 0},
    {"option.choice", QT_TRANSLATE_NOOP3("EngineText", "option %1 takes one of: %2", "error/choice"), 1, 2, 0},
    {"option.range", QT_TRANSLATE_NOOP3("EngineText", "option %1 takes a whole number from %2 to %3", "error/range"), 1, 0, 0},
    {"option.even-range", QT_TRANSLATE_NOOP3("EngineText", "option %1 takes an even whole number from %2 to %3", "error/even-range"), 1, 0, 0},
    {"option.step-range", QT_TRANSLATE_NOOP3("EngineText", "option %1 takes a whole number from %2 to %3 in steps of %4", "error/step-range"), 1, 0, 0},
    {"option.empty", QT_TRANSLATE_NOOP3("EngineText", "option %1 needs a value", "error/empty"), 1, 0, 0},
    {"move.over", QT_TRANSLATE_NOOP3("EngineText", "the game is over", "error/over"), 0, 0, 0},
    {"move.empty", QT_TRANSLATE_NOOP3("EngineText", "empty move", "error/empty-move"), 0, 0, 0},
    {"move.illegal", QT_TRANSLATE_NOOP3("EngineText", "illegal move: %1", "error/illegal"), 0, 0, 0},
};
// clang-format on

LUDOTECA_REGISTER_ENGINE_TEXTS(std::span<const Text> {}, kMessages)

// The translation of the entry `key`, or `english` when it has none or says otherwise.
QString lookup(const std::string &key, const std::string &english)
{
    const auto found = catalogue().texts.find(key);
    if (found == catalogue().texts.end() || english != found->second.source)
        return QString::fromStdString(english);
    return QCoreApplication::translate(kContext, found->second.source, found->second.key);
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

} // namespace

bool add(std::span<const Text> texts, std::span<const MessageText> messages)
{
    for (const Text &text : texts)
        catalogue().texts.emplace(text.key, text);
    for (const MessageText &message : messages)
        catalogue().messages.emplace(message.id, message);
    return true;
}

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
    const auto found = catalogue().texts.find(info.id + '/' + spec.key + '=' + value);
    if (found != catalogue().texts.end())
        return QCoreApplication::translate(kContext, found->second.source, found->second.key);
    // A choice without a label is a word or a number; free text is shown as typed (cells).
    const QString text = QString::fromStdString(value);
    return spec.kind == OptionSpec::Kind::Choice ? capitalised(text) : text;
}

QString message(const GameInfo &info, const Message &message)
{
    const QString english = QString::fromStdString(message.text);
    const auto found = catalogue().messages.find(message.id);
    if (found == catalogue().messages.end())
        return english;
    const MessageText &entry = found->second;
    const auto argument = [&message](int number) -> const std::string & {
        static const std::string none;
        return number >= 1 && number <= static_cast<int>(message.args.size()) ? message.args[number - 1] : none;
    };
    const int count = entry.countArgument ? QString::fromStdString(argument(entry.countArgument)).toInt() : -1;
    QString text = QCoreApplication::translate(kContext, entry.text.source, entry.text.key, count);
    if (text == QLatin1String(entry.text.source))
        return english; // not translated: the engine's own words
    const OptionSpec *option = entry.optionArgument ? info.findOption(argument(entry.optionArgument)) : nullptr;
    QStringList values;
    for (int i = 1; i <= static_cast<int>(message.args.size()); ++i) {
        if (i == entry.countArgument)
            continue;
        if (i == entry.optionArgument && option) {
            values << optionLabel(info, *option);
        } else if (i == entry.choicesArgument && option) {
            QStringList labels;
            for (const std::string &choice : option->choices)
                labels << optionValue(info, *option, choice);
            values << labels.join(QStringLiteral(", "));
        } else {
            values << QString::fromStdString(argument(i));
        }
    }
    // Placeholders filled in one pass, so a value holding "%1" stays as typed.
    switch (values.size()) {
    case 0:
        return text;
    case 1:
        return text.arg(values[0]);
    case 2:
        return text.arg(values[0], values[1]);
    case 3:
        return text.arg(values[0], values[1], values[2]);
    default:
        return text.arg(values[0], values[1], values[2], values[3]);
    }
}

bool knows(const std::string &key, const std::string &english)
{
    const auto found = catalogue().texts.find(key);
    return found != catalogue().texts.end() && english == found->second.source;
}

bool knowsMessage(const std::string &id) { return catalogue().messages.count(id) != 0; }

std::vector<std::string> gameIds()
{
    std::set<std::string> ids;
    for (const auto &[key, text] : catalogue().texts)
        ids.insert(key.substr(0, key.find('/')));
    for (const auto &[id, message] : catalogue().messages) {
        const std::string prefix = id.substr(0, id.find('.'));
        if (prefix != "option" && prefix != "move")
            ids.insert(prefix);
    }
    return {ids.begin(), ids.end()};
}

bool markNotTranslated(std::string gameId)
{
    catalogue().notTranslated.insert(std::move(gameId));
    return true;
}

bool translated(std::string_view gameId) { return catalogue().notTranslated.count(gameId) == 0; }

} // namespace ludoteca::app::engine_texts
