#include "views/board_note.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ludoteca::app {

BoardNote::BoardNote(const QString &name, const Look &look, QWidget *parent) : QFrame(parent)
{
    setObjectName(name);
    const QColor &b = look.background;
    setStyleSheet(QStringLiteral("#%1 { background: rgba(%2, %3, %4, %5); border: 2px solid %6; border-radius: %7px; }"
                                 " QLabel { color: #3a2414; }")
                      .arg(name)
                      .arg(b.red())
                      .arg(b.green())
                      .arg(b.blue())
                      .arg(b.alpha())
                      .arg(look.border.name())
                      .arg(look.radius));
    column_ = new QVBoxLayout(this);
    column_->setContentsMargins(look.margins);
    column_->setSpacing(look.spacing);
    text_ = new QLabel(this);
    text_->setTextFormat(Qt::RichText); // the game's words, with markup; no name or path
    text_->setAlignment(Qt::AlignCenter);
    column_->addWidget(text_);
    hide();
}

} // namespace ludoteca::app
