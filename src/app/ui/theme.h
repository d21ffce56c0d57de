#pragma once
// The app's look: a calm, warm light palette, one accent colour and a few font sizes,
// applied once at start so every widget agrees.

#include <QColor>
#include <QFont>

class QApplication;

namespace ludoteca::app::theme {

inline const QColor kBackground(0xf5f1ea);
inline const QColor kSurface(0xffffff);
inline const QColor kBorder(0xe4dccf);
inline const QColor kText(0x2b2520);
inline const QColor kMutedText(0x7a6f63);
inline const QColor kAccent(0xb5652b);

void apply(QApplication &app);
// A copy of `base` scaled by `factor` and set to `weight`.
QFont font(const QFont &base, qreal factor, QFont::Weight weight = QFont::Normal);

} // namespace ludoteca::app::theme
