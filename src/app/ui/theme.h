#pragma once
// The app's look: a calm, warm palette in a light and a dark scheme, one accent colour and
// a few font sizes, applied at start so every widget agrees. The scheme follows the
// desktop's unless the player picks one (Help → Colours); disabled text is dimmed in both.

#include <QColor>
#include <QFont>

class QApplication;
class QMenu;
class QWidget;

namespace ludoteca::app::theme {

inline const QColor kBackground(0xf5f1ea);
inline const QColor kSurface(0xffffff);
inline const QColor kBorder(0xe4dccf);
inline const QColor kText(0x2b2520);
inline const QColor kMutedText(0x7a6f63);
inline const QColor kAccent(0xb5652b);

enum class Scheme { System, Light, Dark };

// Applies the scheme kept in the settings (the desktop's by default).
void apply(QApplication &app);
// Applies `scheme` now and keeps it for the next start.
void setScheme(QApplication &app, Scheme scheme);
Scheme chosenScheme();
// Whether the palette in use now is the dark one.
bool isDark();
// Help → Colours: the desktop's scheme, light or dark.
QMenu *createMenu(QWidget *parent);

// A copy of `base` scaled by `factor` and set to `weight`.
QFont font(const QFont &base, qreal factor, QFont::Weight weight = QFont::Normal);

} // namespace ludoteca::app::theme
