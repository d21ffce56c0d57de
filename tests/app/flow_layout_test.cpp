// The row that wraps (the action strip's layout): one row where it fits, as many as needed
// where it does not, each centred, never an item outside the width given.

#include <catch2/catch.hpp>

#include <QPushButton>
#include <QWidget>

#include "ui/flow_layout.h"

using namespace ludoteca::app;

TEST_CASE("A flowing row wraps its items where the width is too narrow, each row centred")
{
    QWidget strip;
    auto *layout = new FlowLayout(&strip);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    QList<QPushButton *> buttons;
    for (const int width : {100, 150, 80}) {
        auto *button = new QPushButton(&strip);
        button->setFixedSize(width, 30);
        layout->addWidget(button);
        buttons << button;
    }
    // One row asks for them all side by side; the narrowest it may be is the widest item.
    CHECK(layout->sizeHint() == QSize(100 + 150 + 80 + 2 * 10, 30));
    CHECK(layout->minimumSize().width() == 150);
    CHECK(layout->hasHeightForWidth());

    SECTION("wide enough: one row, centred")
    {
        CHECK(layout->heightForWidth(400) == 30);
        layout->setGeometry(QRect(0, 0, 400, 30));
        CHECK(buttons[0]->geometry() == QRect(25, 0, 100, 30));
        CHECK(buttons[1]->geometry() == QRect(135, 0, 150, 30));
        CHECK(buttons[2]->geometry() == QRect(295, 0, 80, 30));
    }
    SECTION("narrower: the items that fit on each row, rows below one another")
    {
        CHECK(layout->heightForWidth(260) == 30 + 10 + 30);
        layout->setGeometry(QRect(0, 0, 260, 70));
        CHECK(buttons[0]->geometry() == QRect(0, 0, 100, 30));
        CHECK(buttons[1]->geometry() == QRect(110, 0, 150, 30));
        CHECK(buttons[2]->geometry() == QRect(90, 40, 80, 30));
    }
    SECTION("as narrow as the widest: one item a row")
    {
        CHECK(layout->heightForWidth(150) == 3 * 30 + 2 * 10);
        layout->setGeometry(QRect(0, 0, 150, 110));
        for (const QPushButton *button : buttons) {
            CHECK(button->geometry().left() >= 0);
            CHECK(button->geometry().right() < 150);
        }
        CHECK(buttons[2]->geometry().top() == 80);
    }
    SECTION("a hidden item takes no room")
    {
        buttons[1]->hide();
        CHECK(layout->sizeHint().width() == 100 + 80 + 10);
        CHECK(layout->heightForWidth(200) == 30);
    }
}
