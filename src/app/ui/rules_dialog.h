#pragma once
// A game's rules page (docs/rules/<id>.md, built into the app), rendered from Markdown
// with its diagrams (docs/rules/diagrams/, linked relative to the page), in the language
// the app speaks, and again in a language chosen while it is open. The guide to playing
// with the keyboard and a screen reader (docs/accessibility.md) is shown the same way.

#include <QDialog>

class QTextBrowser;

namespace ludoteca::app {

class RulesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RulesDialog(const QString &gameId, const QString &gameName, QWidget *parent = nullptr);
    // Help → Playing with a Screen Reader: docs/accessibility.md, in the app's language.
    static RulesDialog *accessibilityGuide(QWidget *parent);
    QString markdown() const { return markdown_; }

    // The page's Markdown, or a polite note when the game has none.
    static QString rulesMarkdown(const QString &gameId, const QString &gameName);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QString gameId_;
    QString gameName_;
    bool guide_ = false; // the accessibility guide, not a game's rules
    QTextBrowser *browser_ = nullptr;
    QString markdown_;
};

} // namespace ludoteca::app
