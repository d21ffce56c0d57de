// Seats stay apart for players who see colours differently: in every game, light and dark,
// the colours of any two seats differ by at least ΔE2000 10 with normal vision and under
// simulated protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009,
// severity 1, applied to linear RGB).

#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <numbers>

#include <QApplication>
#include <QSettings>

#include "app_test_support.h"
#include "scheme_in_force.h"
#include "ui/game_page.h"
#include "ui/theme.h"
#include "views/game_presentation.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;
using Lab = std::array<double, 3>;

const Matrix kNormal {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
const Matrix kProtanopia {
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
const Matrix kDeuteranopia {
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
const Matrix kTritanopia {
    {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};

double linear(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

// The colour as seen through `vision`, in CIELAB (D65).
Lab seen(const QColor &colour, const Matrix &vision)
{
    const std::array<double, 3> rgb {linear(colour.redF()), linear(colour.greenF()), linear(colour.blueF())};
    std::array<double, 3> v {};
    for (int i = 0; i < 3; ++i)
        v[i] = std::clamp(vision[i][0] * rgb[0] + vision[i][1] * rgb[1] + vision[i][2] * rgb[2], 0.0, 1.0);
    const double x = (0.4124564 * v[0] + 0.3575761 * v[1] + 0.1804375 * v[2]) / 0.95047;
    const double y = 0.2126729 * v[0] + 0.7151522 * v[1] + 0.0721750 * v[2];
    const double z = (0.0193339 * v[0] + 0.1191920 * v[1] + 0.9503041 * v[2]) / 1.08883;
    const auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

// CIEDE2000 (Sharma, Wu and Dalal 2005), kL = kC = kH = 1.
double deltaE2000(const Lab &one, const Lab &two)
{
    constexpr double pi = std::numbers::pi;
    const auto degrees = [](double radians) { return radians * 180.0 / pi; };
    const auto radians = [](double degrees) { return degrees * pi / 180.0; };
    const double c1 = std::hypot(one[1], one[2]);
    const double c2 = std::hypot(two[1], two[2]);
    const double cMean = (c1 + c2) / 2.0;
    const double g = 0.5 * (1.0 - std::sqrt(std::pow(cMean, 7) / (std::pow(cMean, 7) + std::pow(25.0, 7))));
    const double a1 = (1.0 + g) * one[1];
    const double a2 = (1.0 + g) * two[1];
    const double c1p = std::hypot(a1, one[2]);
    const double c2p = std::hypot(a2, two[2]);
    const auto hue = [&](double b, double a) {
        if (a == 0.0 && b == 0.0)
            return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0.0 ? h + 360.0 : h;
    };
    const double h1 = hue(one[2], a1);
    const double h2 = hue(two[2], a2);
    const double dL = two[0] - one[0];
    const double dC = c2p - c1p;
    double dh = 0.0;
    if (c1p * c2p != 0.0) {
        dh = h2 - h1;
        if (dh > 180.0)
            dh -= 360.0;
        else if (dh < -180.0)
            dh += 360.0;
    }
    const double dH = 2.0 * std::sqrt(c1p * c2p) * std::sin(radians(dh / 2.0));
    const double lMean = (one[0] + two[0]) / 2.0;
    const double cMeanP = (c1p + c2p) / 2.0;
    double hMean = h1 + h2;
    if (c1p * c2p != 0.0) {
        if (std::abs(h1 - h2) <= 180.0)
            hMean = (h1 + h2) / 2.0;
        else
            hMean = h1 + h2 < 360.0 ? (h1 + h2 + 360.0) / 2.0 : (h1 + h2 - 360.0) / 2.0;
    }
    const double t = 1.0 - 0.17 * std::cos(radians(hMean - 30.0)) + 0.24 * std::cos(radians(2.0 * hMean))
        + 0.32 * std::cos(radians(3.0 * hMean + 6.0)) - 0.20 * std::cos(radians(4.0 * hMean - 63.0));
    const double dTheta = 30.0 * std::exp(-std::pow((hMean - 275.0) / 25.0, 2));
    const double rc = 2.0 * std::sqrt(std::pow(cMeanP, 7) / (std::pow(cMeanP, 7) + std::pow(25.0, 7)));
    const double sl = 1.0 + 0.015 * std::pow(lMean - 50.0, 2) / std::sqrt(20.0 + std::pow(lMean - 50.0, 2));
    const double sc = 1.0 + 0.045 * cMeanP;
    const double sh = 1.0 + 0.015 * cMeanP * t;
    const double rt = -std::sin(radians(2.0 * dTheta)) * rc;
    return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh));
}

} // namespace

TEST_CASE("The colour difference is CIEDE2000's, on the published test pairs")
{
    // Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17 and 34.
    CHECK(deltaE2000({50.0, 2.6772, -79.7751}, {50.0, 0.0, -82.7485}) == Approx(2.0425).margin(1e-4));
    CHECK(deltaE2000({50.0, 0.0, 0.0}, {50.0, -1.0, 2.0}) == Approx(2.3669).margin(1e-4));
    CHECK(deltaE2000({50.0, 2.5, 0.0}, {73.0, 25.0, -18.0}) == Approx(27.1492).margin(1e-4));
    CHECK(deltaE2000({2.0776, 0.0795, -1.1350}, {0.9033, -0.0636, -0.5514}) == Approx(0.9082).margin(1e-4));
    // White and black lie 100 apart in lightness alone.
    CHECK(deltaE2000(seen(Qt::white, kNormal), seen(Qt::black, kNormal)) == Approx(100.0).margin(0.01));
}

TEST_CASE("Any two seats' colours stay apart for every kind of colour vision, light and dark")
{
    const auto scheme = GENERATE(theme::Scheme::Light, theme::Scheme::Dark);
    const SchemeInForce inForce(scheme);
    const std::array<std::pair<const char *, const Matrix *>, 4> visions {{{"normal", &kNormal},
                                                                           {"protanopia", &kProtanopia},
                                                                           {"deuteranopia", &kDeuteranopia},
                                                                           {"tritanopia", &kTritanopia}}};
    QStringList close;
    for (const GameInfo *info : gamesWithBoards()) {
        AppFixture app;
        Options options;
        std::string error;
        std::vector<std::pair<std::string, std::string>> given;
        for (const OptionSpec &spec : info->options)
            if (spec.key == "players")
                given.push_back({"players", std::to_string(info->maxPlayers)});
        REQUIRE(info->resolveOptions(given, options, error));
        QVector<Seat> seats;
        for (int i = 0; i < info->maxPlayers; ++i)
            seats.append(human(QStringLiteral("P%1").arg(i + 1)));
        REQUIRE(app.window.startGame(*info, options, seats));
        const GamePresentation *presentation = app.window.findChild<GamePage *>()->presentation();
        REQUIRE(presentation);
        const State &state = *app.session().state();
        for (int a = 0; a < state.numPlayers(); ++a)
            for (int b = a + 1; b < state.numPlayers(); ++b)
                for (const auto &[name, vision] : visions) {
                    const QColor one = presentation->seatLook(state, a).color;
                    const QColor two = presentation->seatLook(state, b).color;
                    const double difference = deltaE2000(seen(one, *vision), seen(two, *vision));
                    if (difference < 10.0)
                        close << QStringLiteral("%1 %2: seats %3 (%4) and %5 (%6) differ by %7 in %8")
                                     .arg(QString::fromStdString(info->id),
                                          scheme == theme::Scheme::Dark ? QStringLiteral("dark")
                                                                        : QStringLiteral("light"))
                                     .arg(a + 1)
                                     .arg(one.name())
                                     .arg(b + 1)
                                     .arg(two.name())
                                     .arg(difference, 0, 'f', 1)
                                     .arg(QString::fromLatin1(name));
                }
    }
    INFO(close.join(QLatin1Char('\n')).toStdString());
    CHECK(close.isEmpty());
}
