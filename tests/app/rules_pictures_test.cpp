// The rules pages' pictures: every page, in every language, shows at least three diagrams;
// each one it links is in docs/rules, is drawn from an entry of docs/rules/diagrams.json
// (never by hand), is built into the app and found by the rules window; and every entry's
// moves are legal moves of its game, replayed through the engine.

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>

#include <string>
#include <utility>
#include <vector>

#include "app_test_support.h"
#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"
#include "ui/rules_dialog.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

QDir rulesDir() { return QDir(QStringLiteral(LUDOTECA_RULES_DIR)); }

QString readText(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

// Every page: its file name ("wangzi.it.md").
QStringList pages()
{
    const QStringList names = rulesDir().entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
    REQUIRE(names.size() >= 10);
    return names;
}

// The pictures a Markdown page links, `![caption](path)`, in order.
QStringList pictureLinks(const QString &markdown)
{
    static const QRegularExpression link(QStringLiteral("!\\[[^\\]]*\\]\\(([^)\\s]+)\\)"));
    QStringList links;
    for (auto it = link.globalMatch(markdown); it.hasNext();)
        links << it.next().captured(1);
    return links;
}

QJsonArray diagramEntries()
{
    const QJsonDocument document =
        QJsonDocument::fromJson(readText(rulesDir().filePath(QStringLiteral("diagrams.json"))).toUtf8());
    REQUIRE(document.isObject());
    const QJsonArray entries = document.object().value(QStringLiteral("diagrams")).toArray();
    REQUIRE_FALSE(entries.isEmpty());
    return entries;
}

// The files the diagrams are drawn into: each entry's, and for those with words, the same
// in every other language a page is written in ("x.png", "x.it.png").
QSet<QString> diagramFiles()
{
    QSet<QString> files;
    for (const QJsonValue &value : diagramEntries()) {
        const QJsonObject entry = value.toObject();
        const QString file = entry.value(QStringLiteral("file")).toString();
        files << file;
        if (entry.value(QStringLiteral("words")).toBool())
            files << file.chopped(4) + QStringLiteral(".it.png");
    }
    return files;
}

} // namespace

TEST_CASE("Every rules page shows at least three diagrams that exist")
{
    const QSet<QString> drawn = diagramFiles();
    for (const QString &page : pages()) {
        INFO(page.toStdString());
        const QStringList links = pictureLinks(readText(rulesDir().filePath(page)));
        CHECK(links.size() >= 3);
        for (const QString &link : links) {
            INFO(link.toStdString());
            CHECK(QFileInfo(rulesDir().filePath(link)).isFile());
            // Drawn by the game's own view from a listed position, and built into the app.
            CHECK(drawn.contains(link));
            CHECK(QFile::exists(QStringLiteral(":/rules/") + link));
            // A page in another language shows the picture whose words are in its language.
            if (page.count(QLatin1Char('.')) == 2)
                CHECK_FALSE(drawn.contains(link.chopped(4) + QLatin1Char('.') + page.section(QLatin1Char('.'), 1, 1)
                                           + QStringLiteral(".png")));
        }
    }
}

TEST_CASE("Every diagram is a legal position of its game")
{
    for (const QJsonValue &value : diagramEntries()) {
        const QJsonObject entry = value.toObject();
        const QString file = entry.value(QStringLiteral("file")).toString();
        INFO(file.toStdString());
        const GameInfo *info = GameRegistry::find(entry.value(QStringLiteral("game")).toString().toStdString());
        REQUIRE(info);
        std::vector<std::pair<std::string, std::string>> given;
        const QJsonObject options = entry.value(QStringLiteral("options")).toObject();
        for (auto it = options.begin(); it != options.end(); ++it)
            given.emplace_back(it.key().toStdString(), it.value().toString().toStdString());
        std::string error;
        auto state = info->newGame(given, error);
        INFO(error);
        REQUIRE(state);
        int ply = 0;
        for (const QJsonValue &move : entry.value(QStringLiteral("moves")).toArray()) {
            ++ply;
            INFO("move " << ply << ": " << move.toString().toStdString());
            REQUIRE(move.isString());
            const bool legal = state->applyText(move.toString().toStdString(), error);
            INFO(error);
            REQUIRE(legal);
        }
        const int viewer = entry.value(QStringLiteral("viewer")).toInt(-1);
        CHECK(viewer < state->numPlayers());
    }
}

TEST_CASE("The rules window finds every diagram its page links")
{
    int pages = 0;
    for (const GameInfo *info : gamesWithBoards()) {
        const QString id = QString::fromStdString(info->id);
        INFO(info->id);
        if (!QFile::exists(QStringLiteral(":/rules/%1.md").arg(id)))
            continue; // a test-only game has no rules page, so no diagrams
        ++pages;
        RulesDialog dialog(id, id);
        auto *browser = dialog.findChild<QTextBrowser *>();
        REQUIRE(browser);
        int images = 0;
        for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat format = it.fragment().charFormat();
                if (!format.isImageFormat())
                    continue;
                const QString name = format.toImageFormat().name();
                INFO(name.toStdString());
                ++images;
                CHECK_FALSE(browser->loadResource(QTextDocument::ImageResource, QUrl(name)).isNull());
            }
        }
        CHECK(images >= 3);
    }
    CHECK(pages >= 5);
}
