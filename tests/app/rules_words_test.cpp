// The rules pages speak to players: wherever a page writes one of its game's options by its
// key, it names it as the set-up dialog does, in the page's language.

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QStringList>

#include "i18n/engine_texts.h"
#include "i18n/language.h"
#include "ludoteca/core/registry.h"

using namespace ludoteca;
using namespace ludoteca::app;

namespace {

// The page's paragraphs (and table rows), each on one line.
QStringList paragraphs(const QString &name)
{
    QFile file(QDir(QStringLiteral(LUDOTECA_RULES_DIR)).filePath(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList found {QString()};
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('|'))) {
            found << line << QString();
            continue;
        }
        found.back() += QLatin1Char(' ') + line.trimmed();
    }
    return found;
}

// The paragraphs that write the option's key in code and do not name it as the set-up does:
// a bare key (`trees`) must follow its label ("Trees (`trees`)"), and a command-line
// setting (`trees=…`) needs the label in italics in its paragraph.
QStringList keysWithoutLabel(const QStringList &paragraphs, const QString &key, const QString &label)
{
    QStringList found;
    const QString bare = QLatin1Char('`') + key + QLatin1Char('`');
    const QString setting = QLatin1Char('`') + key + QLatin1Char('=');
    for (const QString &paragraph : paragraphs) {
        bool named = true;
        for (qsizetype at = paragraph.indexOf(bare); at >= 0; at = paragraph.indexOf(bare, at + 1)) {
            QString before = paragraph.left(at);
            before.remove(QLatin1Char('*'));
            named = named && before.trimmed().endsWith(label + QStringLiteral(" ("), Qt::CaseInsensitive);
        }
        if (paragraph.contains(setting))
            named = named && paragraph.contains(QLatin1Char('*') + label + QLatin1Char('*'), Qt::CaseInsensitive);
        if (!named)
            found << paragraph.trimmed();
    }
    return found;
}

} // namespace

TEST_CASE("Rules pages name an option by its set-up label wherever they write its key")
{
    for (const GameInfo *info : GameRegistry::games()) {
        const QString id = QString::fromStdString(info->id);
        for (const QString &code : {QStringLiteral("en"), QStringLiteral("it")}) {
            const QString page =
                code == QLatin1String("en") ? id + QStringLiteral(".md") : QStringLiteral("%1.%2.md").arg(id, code);
            const QStringList lines = paragraphs(page);
            if (lines.isEmpty())
                continue; // a game without a page in this language (a test-only game)
            language::install(QLocale(code));
            for (const OptionSpec &spec : info->options) {
                const QString label = engine_texts::optionLabel(*info, spec);
                INFO(page.toStdString() << ": option " << spec.key << " (" << label.toStdString() << ")");
                CHECK(keysWithoutLabel(lines, QString::fromStdString(spec.key), label)
                          .join(QLatin1Char('\n'))
                          .toStdString()
                      == "");
            }
        }
    }
    language::install(QLocale(QLocale::English, QLocale::UnitedStates));
}
