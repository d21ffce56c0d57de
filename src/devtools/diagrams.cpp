// `ludoteca-devtools --diagrams FOLDER`: each diagram's position restored through a
// GameSession as a saved game, drawn by the game's board view at the size asked, and
// written as a small PNG.

#include "diagrams.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <vector>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QPixmap>

#include "i18n/language.h"
#include "ludoteca/core/registry.h"
#include "session/game_session.h"
#include "session/saved_game.h"
#include "views/board_view.h"
#include "views/board_view_factory.h"
#include "views/game_presentation.h"

namespace ludoteca::app {

namespace {

struct Diagram {
    QString file;
    SavedGame saved;
    int viewer = -1;
    bool words = false;
    QSize size;
};

// The seats of `diagram`: every seat a person (nobody's secrets are shown to several people
// at one screen), or only the viewer's, the others computer players.
QVector<Seat> seatsFor(int count, int viewer)
{
    static const char *const names[] = {"Ana", "Ben", "Carla", "Dario", "Elena", "Fabio", "Gina", "Hugo"};
    QVector<Seat> seats;
    for (int i = 0; i < count; ++i) {
        Seat seat;
        seat.kind = viewer < 0 || i == viewer ? Seat::Kind::Human : Seat::Kind::Ai;
        seat.name = QString::fromLatin1(names[i % 8]);
        seats << seat;
    }
    return seats;
}

bool readDiagrams(const QString &path, QVector<Diagram> &out, QString &error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read %1").arg(path);
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!document.isObject()) {
        error = QStringLiteral("%1 is not a JSON object: %2").arg(path, parseError.errorString());
        return false;
    }
    const QJsonObject top = document.object();
    const QSize standard(top.value(QStringLiteral("width")).toInt(480), top.value(QStringLiteral("height")).toInt(400));
    for (const QJsonValue &value : top.value(QStringLiteral("diagrams")).toArray()) {
        const QJsonObject entry = value.toObject();
        Diagram diagram;
        diagram.file = entry.value(QStringLiteral("file")).toString();
        diagram.saved.gameId = entry.value(QStringLiteral("game")).toString();
        const GameInfo *info = GameRegistry::find(diagram.saved.gameId.toStdString());
        if (diagram.file.isEmpty() || !info) {
            error = QStringLiteral("a diagram without a file or of an unknown game (\"%1\")").arg(diagram.saved.gameId);
            return false;
        }
        const QJsonObject options = entry.value(QStringLiteral("options")).toObject();
        for (auto it = options.begin(); it != options.end(); ++it)
            diagram.saved.options[it.key().toStdString()] = it.value().toString().toStdString();
        for (const QJsonValue &move : entry.value(QStringLiteral("moves")).toArray())
            diagram.saved.moves << move.toString();
        diagram.viewer = entry.value(QStringLiteral("viewer")).toInt(-1);
        diagram.words = entry.value(QStringLiteral("words")).toBool(false);
        diagram.size = QSize(entry.value(QStringLiteral("width")).toInt(standard.width()),
                             entry.value(QStringLiteral("height")).toInt(standard.height()));
        // The seat count comes from the position the options make.
        std::vector<std::pair<std::string, std::string>> given(diagram.saved.options.begin(),
                                                               diagram.saved.options.end());
        std::string why;
        const auto start = info->newGame(given, why);
        if (!start) {
            error = QStringLiteral("%1: %2").arg(diagram.file, QString::fromStdString(why));
            return false;
        }
        diagram.saved.seats = seatsFor(start->numPlayers(), diagram.viewer);
        out << diagram;
    }
    return true;
}

// The position of `diagram` drawn by its game's board view, at its size.
QImage drawDiagram(const Diagram &diagram, QString &error)
{
    GameSession session;
    if (!session.restore(diagram.saved, error))
        return {};
    // Nothing moves by itself: no chance outcome is drawn, no computer player thinks.
    session.setPaused(true);
    const std::string id = diagram.saved.gameId.toStdString();
    const std::unique_ptr<GamePresentation> presentation = GamePresentation::create(id, session);
    const std::unique_ptr<BoardView> view(BoardViewFactory::create(id, session));
    view->setPresentation(presentation.get());
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->resize(diagram.size);
    view->show();
    QApplication::processEvents();
    QImage image = view->grab().toImage();
    view->hide();
    return image;
}

// The picture in at most 256 colours, so that PNG stores a byte a pixel instead of three:
// the colours are grouped by median cut (over a histogram of 5 bits a channel) and every
// pixel takes the colour of its group. A board keeps its look at a third of the size.
QImage withPalette(const QImage &source)
{
    const QImage image = source.convertToFormat(QImage::Format_RGB32);
    constexpr int kBuckets = 1 << 15;
    const auto bucketOf = [](QRgb c) { return ((qRed(c) >> 3) << 10) | ((qGreen(c) >> 3) << 5) | (qBlue(c) >> 3); };
    struct Bucket {
        std::int64_t count = 0;
        std::array<std::int64_t, 3> sum {};
    };
    std::vector<Bucket> buckets(kBuckets);
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            Bucket &bucket = buckets[static_cast<std::size_t>(bucketOf(line[x]))];
            ++bucket.count;
            bucket.sum[0] += qRed(line[x]);
            bucket.sum[1] += qGreen(line[x]);
            bucket.sum[2] += qBlue(line[x]);
        }
    }
    const auto channel = [](int bucket, int k) { return (bucket >> (10 - 5 * k)) & 31; };

    // Median cut: split the box whose pixels spread widest, across its longest side, at
    // the pixel that has half of the box's pixels on each side.
    struct Box {
        std::vector<int> buckets;
        std::int64_t pixels = 0;
    };
    std::vector<Box> boxes(1);
    for (int b = 0; b < kBuckets; ++b)
        if (buckets[static_cast<std::size_t>(b)].count > 0) {
            boxes[0].buckets.push_back(b);
            boxes[0].pixels += buckets[static_cast<std::size_t>(b)].count;
        }
    const auto longest = [&channel](const Box &box, int &side) {
        int widest = -1;
        for (int k = 0; k < 3; ++k) {
            int low = 31, high = 0;
            for (const int b : box.buckets) {
                low = std::min(low, channel(b, k));
                high = std::max(high, channel(b, k));
            }
            if (high - low > widest) {
                widest = high - low;
                side = k;
            }
        }
        return widest;
    };
    while (boxes.size() < 256) {
        std::size_t pick = boxes.size();
        std::int64_t best = 0;
        int side = 0;
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            int k = 0;
            const std::int64_t spread = boxes[i].pixels * longest(boxes[i], k);
            if (boxes[i].buckets.size() > 1 && spread > best) {
                best = spread;
                pick = i;
                side = k;
            }
        }
        if (pick == boxes.size())
            break; // every colour has a group of its own
        Box &box = boxes[pick];
        std::sort(box.buckets.begin(), box.buckets.end(),
                  [&channel, side](int a, int b) { return channel(a, side) < channel(b, side); });
        std::size_t cut = 1;
        std::int64_t below = buckets[static_cast<std::size_t>(box.buckets[0])].count;
        while (cut + 1 < box.buckets.size() && below * 2 < box.pixels)
            below += buckets[static_cast<std::size_t>(box.buckets[cut++])].count;
        Box upper;
        upper.buckets.assign(box.buckets.begin() + static_cast<std::ptrdiff_t>(cut), box.buckets.end());
        upper.pixels = box.pixels - below;
        box.buckets.resize(cut);
        box.pixels = below;
        boxes.push_back(std::move(upper));
    }

    // Each group's colour is the mean of its pixels; each bucket maps to its group's.
    QImage out(image.size(), QImage::Format_Indexed8);
    QVector<QRgb> palette;
    std::vector<std::uint8_t> index(kBuckets, 0);
    for (const Box &box : boxes) {
        std::array<std::int64_t, 3> sum {};
        for (const int b : box.buckets) {
            for (int k = 0; k < 3; ++k)
                sum[static_cast<std::size_t>(k)] +=
                    buckets[static_cast<std::size_t>(b)].sum[static_cast<std::size_t>(k)];
            index[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(palette.size());
        }
        const std::int64_t n = std::max<std::int64_t>(box.pixels, 1);
        palette << qRgb(static_cast<int>(sum[0] / n), static_cast<int>(sum[1] / n), static_cast<int>(sum[2] / n));
    }
    out.setColorTable(palette);
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        uchar *target = out.scanLine(y);
        for (int x = 0; x < image.width(); ++x)
            target[x] = index[static_cast<std::size_t>(bucketOf(line[x]))];
    }
    return out;
}

// "diagrams/wapi-end.png" in Italian: "diagrams/wapi-end.it.png".
QString inLanguage(const QString &file, const QString &language)
{
    if (language.isEmpty())
        return file;
    const QFileInfo info(file);
    return QDir(info.path()).filePath(info.completeBaseName() + QLatin1Char('.') + language + QStringLiteral(".png"));
}

} // namespace

int writeDiagrams(const QString &folder)
{
    QVector<Diagram> diagrams;
    QString error;
    if (!readDiagrams(QDir(folder).filePath(QStringLiteral("diagrams.json")), diagrams, error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    QStringList languages {QString()};
    languages << language::available();
    int failures = 0;
    for (const QString &code : std::as_const(languages)) {
        // English first; the pictures with words again in every other language.
        language::install(code.isEmpty() ? QLocale(QLocale::English, QLocale::UnitedStates) : QLocale(code));
        for (const Diagram &diagram : std::as_const(diagrams)) {
            if (!code.isEmpty() && !diagram.words)
                continue;
            const QString path = QDir(folder).filePath(inLanguage(diagram.file, code));
            const QImage image = drawDiagram(diagram, error);
            QDir().mkpath(QFileInfo(path).path());
            // Quality 0: the smallest file PNG's lossless compression makes.
            if (image.isNull() || !withPalette(image).save(path, "PNG", 0)) {
                std::fprintf(stderr, "could not write %s: %s\n", qPrintable(path), qPrintable(error));
                ++failures;
                continue;
            }
            std::printf("wrote %s (%lld bytes)\n", qPrintable(path), static_cast<long long>(QFileInfo(path).size()));
        }
    }
    std::fflush(stdout);
    return failures == 0 ? 0 : 1;
}

} // namespace ludoteca::app
