#pragma once
// The app's look: a calm, warm palette in a light and a dark scheme, one accent colour and
// a few font sizes, applied at start so every widget agrees. The scheme follows the
// desktop's unless the player picks one (in the settings window); disabled text is dimmed in both.

#include <QColor>
#include <QFont>

class QApplication;

class QChart;

namespace ludoteca::app::theme {

enum class Scheme { System, Light, Dark };

// One scheme's colours. The style sheet is written in these, and every text and mark a
// widget paints on the window's own background takes its colour from colours(), so that
// it reads in both schemes (the board art keeps its own, lit the same in both).
struct Colours {
    QColor window, surface, border, text, muted, disabled, accent, button, hover, pressed;
    QColor banner, bannerBorder, status, statusText, error, selection;
};

// The colours of the scheme in use now.
const Colours &colours();
// The same in both schemes, on every board and button: the computer's suggestion, and
// what a lesson points at.
inline const QColor kHint {0x2a9d8f};
inline const QColor kMark {0xe67e22};
// Black or white, whichever stands out more from `background` (at least 4.5:1, WCAG's
// contrast for text, against any colour): for words on a seat's colour.
QColor inkOn(const QColor &background);

// Applies the scheme kept in the settings (the desktop's by default).
void apply(QApplication &app);
// Applies `scheme` now and keeps it for the next start.
void setScheme(QApplication &app, Scheme scheme);
Scheme chosenScheme();
// Whether the palette in use now is the dark one.
bool isDark();

// Gives `chart` the scheme's colours: its background, title and legend, and the axes it
// has now (call it again after adding axes).
void styleChart(QChart *chart);

// A copy of `base` scaled by `factor` and set to `weight`.
QFont font(const QFont &base, qreal factor, QFont::Weight weight = QFont::Normal);

} // namespace ludoteca::app::theme
