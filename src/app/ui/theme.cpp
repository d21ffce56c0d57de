#include "ui/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyleFactory>

namespace ludoteca::app::theme {

void apply(QApplication &app)
{
    app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette palette = app.palette();
    palette.setColor(QPalette::Window, kBackground);
    palette.setColor(QPalette::Base, kSurface);
    palette.setColor(QPalette::AlternateBase, kBackground);
    palette.setColor(QPalette::WindowText, kText);
    palette.setColor(QPalette::Text, kText);
    palette.setColor(QPalette::ButtonText, kText);
    palette.setColor(QPalette::Button, QColor(0xfbf8f3));
    palette.setColor(QPalette::Highlight, kAccent);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::PlaceholderText, kMutedText);
    palette.setColor(QPalette::ToolTipBase, QColor(0x2b2520));
    palette.setColor(QPalette::ToolTipText, Qt::white);
    app.setPalette(palette);

    app.setStyleSheet(QStringLiteral(R"(
        QFrame#card { background: #ffffff; border: 1px solid #e4dccf; border-radius: 14px; }
        QFrame#card:hover { border: 1px solid #c9955a; background: #fffdf9; }
        QFrame#panel { background: #ffffff; border-left: 1px solid #e4dccf; }
        QFrame#banner { background: #fff4e5; border: 1px solid #efcf9f; border-radius: 12px; }
        QLabel#muted { color: #7a6f63; }
        QLabel#error { color: #b3261e; }
        QLabel#result { color: #2b2520; background: #fff4e5; border: 1px solid #efcf9f; border-radius: 12px; padding: 10px 16px; }
        QLabel#status { color: #4a4037; background: #f5f1ea; border-radius: 8px; padding: 8px 10px; }
        QPushButton { padding: 6px 14px; border-radius: 8px; border: 1px solid #d9cfbf; background: #fbf8f3; }
        QPushButton:hover { background: #f3ebdf; }
        QPushButton:pressed { background: #eadfcd; }
        QPushButton:disabled { color: #b5aca0; border-color: #e8e1d6; }
        QPushButton#primary { background: #b5652b; color: white; border: 1px solid #a0561f; font-weight: 600; }
        QPushButton#primary:hover { background: #c06f33; }
        QListWidget { border: 1px solid #e4dccf; border-radius: 8px; padding: 4px; }
        QListWidget::item { padding: 3px 6px; border-radius: 5px; }
        QListWidget::item:selected { background: #f0e0cc; color: #2b2520; }
        QGroupBox { font-weight: 600; border: 1px solid #e4dccf; border-radius: 10px; margin-top: 14px; padding: 12px 10px 8px 10px; background: #ffffff; }
        QGroupBox::title { subcontrol-origin: margin; left: 12px; padding: 0 4px; }
    )"));
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
