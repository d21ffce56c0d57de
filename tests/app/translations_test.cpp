// The translation files (translations/ludoteca_<language>.ts): up to date with the sources,
// and finished. With the LUDOTECA_STRICT_TRANSLATIONS switch (a CMake option, on by
// default) turned off, the texts of the board views and the side panel may wait.

#include <algorithm>

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>

namespace {

struct Entry {
    QString context;
    QString source;
    QString comment;
    QStringList files;   // where the text is used, relative to the .ts file
    QString translation; // the numerus forms, one after the other
    bool unfinished = false;
    bool obsolete = false;

    QString key() const { return context + QLatin1String(" | ") + source + QLatin1String(" | ") + comment; }
};

QStringList tsFiles() { return QStringLiteral(LUDOTECA_TS_FILES).split(QLatin1Char('|'), Qt::SkipEmptyParts); }

QList<Entry> readTs(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QList<Entry> entries;
    QString context;
    QString lastFile; // lupdate names a file only where it changes
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            entries.append(Entry {});
            entries.last().context = context;
        } else if (entries.isEmpty()) {
            continue;
        } else if (name == QLatin1String("location")) {
            if (xml.attributes().hasAttribute(QLatin1String("filename")))
                lastFile = xml.attributes().value(QLatin1String("filename")).toString();
            entries.last().files << lastFile;
        } else if (name == QLatin1String("source")) {
            entries.last().source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            entries.last().comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            entries.last().unfinished = type == QLatin1String("unfinished");
            entries.last().obsolete = type == QLatin1String("obsolete") || type == QLatin1String("vanished");
            entries.last().translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        }
    }
    REQUIRE_FALSE(xml.hasError());
    return entries;
}

QStringList keys(const QList<Entry> &entries)
{
    QStringList result;
    for (const Entry &entry : entries)
        if (!entry.obsolete)
            result << entry.key();
    result.sort();
    return result;
}

// Texts of the board views and the side panel, which may wait while the check is lenient.
bool inViewLayer(const Entry &entry)
{
    return !entry.files.isEmpty() && std::all_of(entry.files.begin(), entry.files.end(), [](const QString &file) {
        return file.contains(QLatin1String("src/app/views/")) || file.contains(QLatin1String("src/app/ui/side_panel."));
    });
}

} // namespace

TEST_CASE("Every translation file holds exactly the texts of the sources")
{
    const QStringList files = tsFiles();
    REQUIRE_FALSE(files.isEmpty());
    for (const QString &path : files) {
        INFO(path.toStdString());
        const QList<Entry> entries = readTs(path);
        for (const Entry &entry : entries)
            CHECK_FALSE(entry.obsolete);

        // lupdate on a copy finds whatever the file lacks or no longer needs.
        QTemporaryDir work;
        const QString copy = QDir(work.path()).filePath(QFileInfo(path).fileName());
        REQUIRE(QFile::copy(path, copy));
        QStringList arguments {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                               QStringLiteral("relative")};
        if (path.endsWith(QLatin1String("_en.ts"))) // the source language keeps only its plurals
            arguments << QStringLiteral("-pluralonly");
        arguments << QStringLiteral(LUDOTECA_APP_SOURCES) << QStringLiteral("-ts") << copy;
        QProcess lupdate;
        lupdate.start(QStringLiteral(LUDOTECA_LUPDATE), arguments);
        REQUIRE(lupdate.waitForFinished(120000));
        REQUIRE(lupdate.exitCode() == 0);

        const QStringList expected = keys(readTs(copy));
        const QStringList present = keys(entries);
        for (const QString &key : expected)
            if (!present.contains(key))
                FAIL_CHECK("missing (run the update_translations target): " << key.toStdString());
        for (const QString &key : present)
            if (!expected.contains(key))
                FAIL_CHECK("no longer in the sources (run the update_translations target): " << key.toStdString());
    }
}

TEST_CASE("Every translation is finished")
{
    constexpr bool strict = LUDOTECA_STRICT_TRANSLATIONS;
    for (const QString &path : tsFiles()) {
        INFO(path.toStdString());
        int waiting = 0;
        for (const Entry &entry : readTs(path)) {
            if (!entry.unfinished)
                continue;
            if (!strict && inViewLayer(entry)) {
                ++waiting;
                continue;
            }
            FAIL_CHECK("unfinished: " << entry.key().toStdString());
        }
        if (waiting > 0)
            WARN(QFileInfo(path).fileName().toStdString()
                 << ": " << waiting << " unfinished text(s) of the board views and side panel");
    }
}

TEST_CASE("Every translated accelerator is one ampersand before a character, as in its source")
{
    // A menu's or a button's key letter: '&' before a character, "&&" standing for itself.
    static const QRegularExpression mnemonic(QStringLiteral("(?<!&)&(?!&)\\S"));
    const auto count = [](const QString &text) {
        QString single = text;
        single.replace(QLatin1String("&&"), QString());
        int found = 0;
        for (auto match = mnemonic.globalMatch(single); match.hasNext(); match.next())
            ++found;
        return found;
    };
    for (const QString &path : tsFiles()) {
        for (const Entry &entry : readTs(path)) {
            if (entry.obsolete || entry.translation.isEmpty())
                continue;
            INFO(QFileInfo(path).fileName().toStdString()
                 << ": " << entry.source.toStdString() << " -> " << entry.translation.toStdString());
            // An escaped entity written twice reads as text ("amp;Impara") and loses the key.
            CHECK_FALSE(entry.translation.contains(QLatin1String("amp;")));
            CHECK_FALSE(entry.translation.contains(QLatin1String("&lt;")));
            if (count(entry.source) == 1 && !entry.translation.contains(QLatin1Char('\n')))
                CHECK(count(entry.translation) == 1);
        }
    }
}
