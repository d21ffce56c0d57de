#pragma once
// A game's rules page (docs/rules/<id>.md, built into the app), rendered from Markdown
// with its diagrams (docs/rules/diagrams/, linked relative to the page).

#include <QDialog>

class QTextBrowser;

namespace ludoteca::app {

class RulesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RulesDialog(const QString &gameId, const QString &gameName, QWidget *parent = nullptr);
    QString markdown() const { return markdown_; }

    // The page's Markdown, or a polite note when the game has none.
    static QString rulesMarkdown(const QString &gameId, const QString &gameName);

private:
    QString markdown_;
};

} // namespace ludoteca::app
