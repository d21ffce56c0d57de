#include "ui/theme.h"

#include <QApplication>
#include <QChart>
#include <QLegend>
#include <QAbstractAxis>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

#include <cmath>

namespace ludoteca::app::theme {

namespace {

const QString kSettingsKey = QStringLiteral("theme/scheme");

const Colours kLight {QColor(0xf5f1ea), QColor(0xffffff), QColor(0xe4dccf), QColor(0x2b2520),
                      QColor(0x6e6358), QColor(0xa9a096), QColor(0x9f541d), QColor(0xfbf8f3),
                      QColor(0xf3ebdf), QColor(0xeadfcd), QColor(0xfff4e5), QColor(0xefcf9f),
                      QColor(0xf5f1ea), QColor(0x4a4037), QColor(0xb3261e), QColor(0xf0e0cc)};
const Colours kDark {QColor(0x23201d), QColor(0x2d2926), QColor(0x4a423b), QColor(0xede6dc),
                     QColor(0xb0a496), QColor(0x766d64), QColor(0xdc8642), QColor(0x36312d),
                     QColor(0x413a35), QColor(0x4b433d), QColor(0x3a2f22), QColor(0x7a5a33),
                     QColor(0x2d2926), QColor(0xd8cfc4), QColor(0xf2877f), QColor(0x5a4430)};

// The scheme applied last (the light one before any).
const Colours *&current()
{
    static const Colours *colours = &kLight;
    return colours;
}

// WCAG 2's relative luminance.
double luminance(const QColor &colour)
{
    auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF());
}

// The palette the desktop gave before this theme replaced it.
QPalette &systemPalette()
{
    static QPalette palette;
    return palette;
}

bool systemIsDark()
{
    const QPalette &palette = systemPalette();
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

QString styleSheet(const Colours &c)
{
    // clang-format off
    QString sheet = QStringLiteral(R"(
        QFrame#card { background: @surface; border: 1px solid @border; border-radius: 14px; }
        QFrame#card:hover { border: 1px solid #c9955a; background: @surface; }
        QFrame#card:focus { border: 2px solid @accent; background: @surface; }
        QFrame#panel { background: @surface; border-left: 1px solid @border; }
        QFrame#banner { background: @banner; border: 1px solid @bannerBorder; border-radius: 12px; }
        QLabel#muted { color: @muted; }
        QLabel#accent { color: @accent; }
        QLabel#error { color: @error; }
        QLabel#result { color: @text; background: @banner; border: 1px solid @bannerBorder; border-radius: 12px; padding: 10px 16px; }
        QLabel#status { color: @statusText; background: @status; border-radius: 8px; padding: 8px 10px; }
        QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }
        QPushButton { padding: 6px 14px; border-radius: 8px; border: 1px solid @border; background: @button; color: @text; }
        QPushButton:hover { background: @hover; }
        QPushButton:pressed { background: @pressed; }
        QPushButton:disabled { color: @disabled; border-color: @border; }
        QPushButton#primary { background: #9f541d; color: white; border: 1px solid #87461a; font-weight: 600; }
        QPushButton#primary:hover { background: #ab5b21; }
        QPushButton#primary:disabled { background: @button; color: @disabled; border-color: @border; }
        QListWidget { border: 1px solid @border; border-radius: 8px; padding: 4px; }
        QListWidget::item { padding: 3px 6px; border-radius: 5px; }
        QListWidget::item:selected { background: @selection; color: @text; }
        QGroupBox { font-weight: 600; border: 1px solid @border; border-radius: 10px; margin-top: 14px; padding: 12px 10px 8px 10px; background: @surface; }
        QGroupBox::title { subcontrol-origin: margin; left: 12px; padding: 0 4px; }
        QMenu::item:disabled { color: @disabled; }
    )");
    // clang-format on
    // Longest names first, so that @bannerBorder is not read as @banner.
    const std::pair<const char *, QColor> names[] = {{"@bannerBorder", c.bannerBorder},
                                                     {"@statusText", c.statusText},
                                                     {"@selection", c.selection},
                                                     {"@disabled", c.disabled},
                                                     {"@pressed", c.pressed},
                                                     {"@surface", c.surface},
                                                     {"@accent", c.accent},
                                                     {"@border", c.border},
                                                     {"@banner", c.banner},
                                                     {"@button", c.button},
                                                     {"@status", c.status},
                                                     {"@error", c.error},
                                                     {"@hover", c.hover},
                                                     {"@muted", c.muted},
                                                     {"@text", c.text}};
    for (const auto &[name, colour] : names)
        sheet.replace(QLatin1String(name), colour.name());
    return sheet;
}

void applyColours(QApplication &app, const Colours &c)
{
    current() = &c;
    QPalette palette = app.style()->standardPalette();
    palette.setColor(QPalette::Window, c.window);
    palette.setColor(QPalette::Base, c.surface);
    palette.setColor(QPalette::AlternateBase, c.window);
    palette.setColor(QPalette::WindowText, c.text);
    palette.setColor(QPalette::Text, c.text);
    palette.setColor(QPalette::ButtonText, c.text);
    palette.setColor(QPalette::BrightText, c.text);
    palette.setColor(QPalette::Button, c.button);
    palette.setColor(QPalette::Light, c.button.lighter(115));
    palette.setColor(QPalette::Midlight, c.button);
    palette.setColor(QPalette::Mid, c.border);
    palette.setColor(QPalette::Dark, c.border.darker(130));
    palette.setColor(QPalette::Shadow, Qt::black);
    palette.setColor(QPalette::Highlight, c.accent);
    palette.setColor(QPalette::HighlightedText, inkOn(c.accent)); // white on the light accent, black on the dark
    palette.setColor(QPalette::PlaceholderText, c.muted);
    palette.setColor(QPalette::Link, c.accent);
    palette.setColor(QPalette::ToolTipBase, QColor(0x2b2520));
    palette.setColor(QPalette::ToolTipText, Qt::white);
    // Disabled items (a menu entry with nothing to act on) must look it.
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::BrightText})
        palette.setColor(QPalette::Disabled, role, c.disabled);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, c.border);
    palette.setColor(QPalette::Disabled, QPalette::HighlightedText, c.disabled);
    app.setPalette(palette);
    app.setStyleSheet(styleSheet(c));
}

} // namespace

void apply(QApplication &app)
{
    static bool styled = false;
    if (!styled) {
        systemPalette() = app.palette();
        app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        styled = true;
    }
    const Scheme scheme = chosenScheme();
    const bool dark = scheme == Scheme::Dark || (scheme == Scheme::System && systemIsDark());
    applyColours(app, dark ? kDark : kLight);
}

void styleChart(QChart *chart)
{
    const Colours &c = colours();
    chart->setBackgroundBrush(c.surface);
    chart->setBackgroundPen(QPen(c.border));
    chart->setTitleBrush(c.text);
    chart->legend()->setLabelColor(c.text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(c.text);
        axis->setTitleBrush(c.text);
        axis->setLinePenColor(c.muted);
        axis->setGridLineColor(c.border);
        axis->setMinorGridLineColor(c.border);
    }
}

void setScheme(QApplication &app, Scheme scheme)
{
    QSettings().setValue(kSettingsKey, static_cast<int>(scheme));
    apply(app);
}

Scheme chosenScheme()
{
    const int value = QSettings().value(kSettingsKey, static_cast<int>(Scheme::System)).toInt();
    return value == static_cast<int>(Scheme::Light) || value == static_cast<int>(Scheme::Dark) ? Scheme(value)
                                                                                               : Scheme::System;
}

const Colours &colours() { return *current(); }

QColor inkOn(const QColor &background)
{
    // Black stands out more exactly when (L + 0.05) / 0.05 > 1.05 / (L + 0.05).
    const double l = luminance(background);
    return (l + 0.05) * (l + 0.05) > 0.05 * 1.05 ? QColor(Qt::black) : QColor(Qt::white);
}

bool isDark()
{
    const QPalette palette = QApplication::palette();
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

QFont font(const QFont &base, qreal factor, QFont::Weight weight)
{
    QFont result = base;
    if (base.pointSizeF() > 0)
        result.setPointSizeF(base.pointSizeF() * factor);
    else
        result.setPixelSize(static_cast<int>(base.pixelSize() * factor));
    result.setWeight(weight);
    return result;
}

} // namespace ludoteca::app::theme
