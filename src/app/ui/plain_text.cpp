#include "ui/plain_text.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QPointer>

namespace ludoteca::app::plain_text {

namespace {

// Qt shows every tooltip in one label of its own class (QTipLabel), made anew for each
// tooltip that is not already showing. Its constructor polishes it before it is given its
// text; from then on it reads its text as plain text.
class PlainToolTips : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Polish && watched->inherits("QTipLabel"))
            if (auto *label = qobject_cast<QLabel *>(watched))
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
    installed = new PlainToolTips(qApp);
    qApp->installEventFilter(installed);
}

QString escaped(const QString &text) { return text.toHtmlEscaped(); }

QString inWindowTitle(const QString &text)
{
    QString shown = text;
    return shown.replace(QLatin1String("[*]"), QLatin1String("[*][*]"));
}

} // namespace ludoteca::app::plain_text
