#pragma once
// A game's rules page (docs/rules/<id>.md, built into the app), rendered from Markdown
// with its diagrams (docs/rules/diagrams/, linked relative to the page), in the language
// the app speaks, and again in a language chosen while it is open.

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

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QString gameId_;
    QString gameName_;
    QTextBrowser *browser_ = nullptr;
    QString markdown_;
};

} // namespace ludoteca::app
