#include "ui/plain_text.h"

#include <algorithm>

#include <QApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QPointer>

namespace ludoteca::app::plain_text {

namespace {

// Every label is polished before it is first shown: one left to guess whether its text is
// markup (Qt::AutoText) reads it as plain text from then on. That covers the tooltips
// (Qt shows each in a label of its own class, QTipLabel, polished before it is given its
// text) and the labels Qt's own dialogs make (QInputDialog's question quotes a name).
// A label meant to show markup says Qt::RichText.
class PlainLabels : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Polish)
            if (auto *label = qobject_cast<QLabel *>(watched);
                label && (label->textFormat() == Qt::AutoText || watched->inherits("QTipLabel")))
                label->setTextFormat(Qt::PlainText);
        return false;
    }
};

} // namespace

void install()
{
    static QPointer<QObject> installed; // gone with its application
    if (!qApp || installed)
        return;
    installed = new PlainLabels(qApp);
    qApp->installEventFilter(installed);
}

QString escaped(const QString &text) { return text.toHtmlEscaped(); }

QString inWindowTitle(const QString &text)
{
    QString shown = text;
    return shown.replace(QLatin1String("[*]"), QLatin1String("[*][*]"));
}

QString elideLongWords(const QString &text, int longest)
{
    QString result;
    qsizetype start = 0;
    const auto flush = [&](qsizetype end) {
        const qsizetype length = end - start;
        if (length > longest) {
            const qsizetype head = (longest - 1) / 2;
            const qsizetype tail = longest - 1 - head;
            result += text.mid(start, head) + QChar(0x2026) + text.mid(end - tail, tail);
        } else {
            result += text.mid(start, length);
        }
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i).isSpace()) {
            flush(i);
            result += text.at(i);
            start = i + 1;
        }
    }
    flush(text.size());
    return result;
}

QString elidedName(const QString &name, const QFontMetrics &metrics, int width)
{
    return metrics.elidedText(name, Qt::ElideRight, std::max(width, 1));
}

} // namespace ludoteca::app::plain_text
