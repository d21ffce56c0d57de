#include "ui/rules_dialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ludoteca::app {

QString RulesDialog::rulesMarkdown(const QString &gameId, const QString &gameName)
{
    // The page in the language the app speaks (docs/rules/<id>.<language>.md), else English.
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    for (const QString &name : {QStringLiteral("%1.%2.md").arg(gameId, language), gameId + QStringLiteral(".md")}) {
        QFile file(QStringLiteral(":/rules/") + name);
        if (file.open(QIODevice::ReadOnly))
            return QString::fromUtf8(file.readAll());
    }
    return tr("# %1\n\nThe rules of %1 have not been written down for this edition yet. "
              "The status line under the move list always says what you can do next, "
              "and the game refuses any move the rules do not allow.")
        .arg(gameName);
}

RulesDialog::RulesDialog(const QString &gameId, const QString &gameName, QWidget *parent)
    : QDialog(parent), gameId_(gameId), gameName_(gameName)
{
    resize(640, 720);
    auto *layout = new QVBoxLayout(this);
    auto *browser = new QTextBrowser(this);
    browser_ = browser;
    browser->setOpenExternalLinks(true);
    browser->document()->setDocumentMargin(18);
    // The pages link their diagrams relative to themselves (diagrams/<name>.png), and they
    // live beside them in the resources.
    browser->setSearchPaths({QStringLiteral(":/rules")});
    layout->addWidget(browser);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    retranslate();
}

RulesDialog *RulesDialog::accessibilityGuide(QWidget *parent)
{
    // docs/accessibility.md and its translations lie among the rules pages (src/app/CMakeLists.txt).
    auto *dialog = new RulesDialog(QStringLiteral("accessibility"), QString(), parent);
    dialog->setObjectName(QStringLiteral("accessibilityGuide"));
    dialog->guide_ = true;
    dialog->retranslate();
    return dialog;
}

void RulesDialog::retranslate()
{
    // Each language has its own page: a new language reads it from its start.
    setWindowTitle(guide_ ? tr("Playing with a Screen Reader") : tr("Rules of %1").arg(gameName_));
    markdown_ = rulesMarkdown(gameId_, gameName_);
    browser_->setMarkdown(markdown_);
}

void RulesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace ludoteca::app
