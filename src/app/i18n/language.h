#pragma once
// The language the app speaks: the system's by default, or the one chosen in the settings
// window (remembered in QSettings under "language"). Translations are the embedded
// :/i18n/ludoteca_<code>.qm files, so adding a language adds no code; Qt's own catalogue
// (qtbase_<code>.qm from the Qt installation) translates standard buttons and dialogs.
// installTranslations runs once, before any widget; a choice made later applies at once:
// install() sends every widget a LanguageChange, on which each one names itself again.

#include <QLocale>
#include <QStringList>

class QApplication;

namespace ludoteca::app::language {

// The chosen language's code ("it"), or empty for the system's.
QString chosen();
void setChosen(const QString &code);

// The locale the app speaks: the chosen language, or the system's.
QLocale effectiveLocale();

// The codes of the languages that have an embedded translation ("it"), English excluded.
QStringList available();

// Installs the app's and Qt's translators for `locale` in place of those installed before,
// and makes it the default locale (numbers, lists). Returns the code of the app
// translation loaded, or empty when the app speaks its source language, English.
QString install(const QLocale &locale);
// Counts the calls of install(): a window that remembers it when it names itself can tell
// a new language from the LanguageChange every start sends.
int generation();
// install(effectiveLocale()), once at start.
QString installTranslations(QApplication &app);

// A language's name in itself, capitalised ("Italiano").
QString nativeName(const QString &code);

} // namespace ludoteca::app::language
