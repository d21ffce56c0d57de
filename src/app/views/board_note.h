#pragma once
// A small framed note over a board (Wang Zi's choice at a cell, Wapi's totem question): a
// centred sentence, and below it whatever the view adds to column(), in the board's colours.
// The view places it and shows it; it starts hidden.

#include <QFrame>
#include <QMargins>

class QLabel;
class QVBoxLayout;

namespace ludoteca::app {

class BoardNote : public QFrame {
    Q_OBJECT

public:
    struct Look {
        QColor background;
        QColor border;
        int radius = 8;   // of the corners
        QMargins margins; // around the sentence and the rest
        int spacing = 5;  // between them
    };

    // `name` is the object name, for tests and style sheets.
    BoardNote(const QString &name, const Look &look, QWidget *parent);

    QLabel *text() const { return text_; }
    QVBoxLayout *column() const { return column_; }

private:
    QLabel *text_ = nullptr;
    QVBoxLayout *column_ = nullptr;
};

} // namespace ludoteca::app
