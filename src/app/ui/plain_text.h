#pragma once
// Texts that come from a file, a name or a path are shown as they are written, never read
// as markup. Qt reads a text as rich text (HTML, images included) wherever it "looks like"
// markup (Qt::mightBeRichText): in a label left in Qt::AutoText, in a tooltip, in a chart's
// legend. An <img src=…> there makes Qt read that file to draw it (a device or a pipe can
// then exhaust memory or block the window for good).
//
// - Every label of the application that does not say Qt::RichText is plain text: install()
//   turns each label left in Qt::AutoText to Qt::PlainText as it is polished, before it is
//   first shown, and so the label Qt shows tooltips in (whatever shows them: a widget, a
//   menu entry, a list item, a chart, QToolTip::showText) and the labels of Qt's own
//   dialogs (QInputDialog quotes a name). So a tooltip or a label is set from data as it
//   is, never escaped, and no tooltip of the app may use markup.
// - A label that needs rich text says Qt::RichText and escapes every piece of data it
//   shows (escaped()).
// - The chart's legend draws series names as rich text: they are escaped.

#include <QString>

class QFontMetrics;

namespace ludoteca::app::plain_text {

// Installs the plain labels and tooltips on the application (once; later calls do nothing).
void install();

// `text` for a place that reads rich text: shown exactly as written.
QString escaped(const QString &text);

// `text` inside a window title: a "[*]" in it is shown as written rather than taken for
// the place of the modified mark.
QString inWindowTitle(const QString &text);

// `text` with every run of characters without a space longer than `longest` cut in its
// middle ("/home/ana/…/autosave-egotzi.json"), so that a long path cannot widen what
// shows it; the whole text belongs in a tooltip.
QString elideLongWords(const QString &text, int longest = 60);

// A name cut at its end with "…" to fit `width` pixels in `metrics`.
QString elidedName(const QString &name, const QFontMetrics &metrics, int width);

} // namespace ludoteca::app::plain_text
