#pragma once
// A colour scheme put in force for a test, and the light one with its palette and style
// sheet back afterwards.

#include <QApplication>
#include <QPalette>
#include <QSettings>
#include <QString>

#include "ui/theme.h"

namespace ludoteca::app::testing {

struct SchemeInForce {
    explicit SchemeInForce(theme::Scheme scheme) { theme::setScheme(*qApp, scheme); }
    ~SchemeInForce()
    {
        theme::setScheme(*qApp, theme::Scheme::Light); // theme::colours() answers the light one again
        QSettings().remove(QStringLiteral("theme/scheme"));
        QApplication::setPalette(oldPalette);
        qApp->setStyleSheet(oldSheet);
    }
    SchemeInForce(const SchemeInForce &) = delete;
    SchemeInForce &operator=(const SchemeInForce &) = delete;
    QPalette oldPalette = QApplication::palette();
    QString oldSheet = qApp->styleSheet();
};

} // namespace ludoteca::app::testing
