#include "i18n/language.h"

#include <memory>

#include <QApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace ludoteca::app::language {

namespace {

const QString kSettingsKey = QStringLiteral("language");
const QString kResourceFolder = QStringLiteral(":/i18n");
const QString kPrefix = QStringLiteral("ludoteca_");
const QString kSourceLanguage = QStringLiteral("en"); // its file holds only plural forms

// The translators in use, replaced as a whole by install().
QTranslator *appTranslator = nullptr;
QTranslator *qtTranslator = nullptr;
int installed = 0; // how many times install() ran

void remove(QTranslator *&translator)
{
    if (!translator)
        return;
    QCoreApplication::removeTranslator(translator);
    delete translator;
    translator = nullptr;
}

} // namespace

// A language's name in itself, capitalised as a menu entry ("Italiano").
QString nativeName(const QString &code)
{
    QString name = QLocale(code).nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

QString chosen() { return QSettings().value(kSettingsKey).toString(); }

void setChosen(const QString &code)
{
    if (code.isEmpty())
        QSettings().remove(kSettingsKey);
    else
        QSettings().setValue(kSettingsKey, code);
}

QLocale effectiveLocale()
{
    const QString code = chosen();
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

QStringList available()
{
    QStringList codes;
    const QStringList files =
        QDir(kResourceFolder).entryList({kPrefix + QStringLiteral("*.qm")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        codes << file.mid(kPrefix.size()).chopped(3);
    codes.removeAll(kSourceLanguage);
    return codes;
}

int generation() { return installed; }

QString install(const QLocale &locale)
{
    ++installed;
    remove(appTranslator);
    remove(qtTranslator);
    auto app = std::make_unique<QTranslator>();
    if (!app->load(locale, QStringLiteral("ludoteca"), QStringLiteral("_"), kResourceFolder)) {
        // A language without a translation: English, lists and all ("A and B"), with
        // English plural forms ("1 card left", not "1 card(s) left").
        QLocale::setDefault(QLocale(QLocale::English, locale.territory()));
        if (app->load(kPrefix + kSourceLanguage, kResourceFolder)) {
            appTranslator = app.release();
            QCoreApplication::installTranslator(appTranslator);
        }
        return {};
    }
    QLocale::setDefault(locale);
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        qtTranslator = qt.release();
        QCoreApplication::installTranslator(qtTranslator);
    }
    appTranslator = app.release();
    QCoreApplication::installTranslator(appTranslator);
    const QString code = appTranslator->language().section(QLatin1Char('_'), 0, 0);
    return code == kSourceLanguage ? QString() : code;
}

QString installTranslations(QApplication &) { return install(effectiveLocale()); }

} // namespace ludoteca::app::language
