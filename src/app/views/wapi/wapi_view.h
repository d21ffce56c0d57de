#pragma once
// Wapi's board: six silver mines in a ring around the bag, each with its mask, its eight
// silver fields and four mask fields, its value and what a totem in it earns now. Beside
// it, a live score table (exact shares as fractions or decimals) and, at the end, what
// each mine paid to whom.
//
// Playing: a drawn coin waits in the middle; the mines it may go to light up, a click (or
// the keys 1-6, or the arrows and Enter) puts it there. A drawn mask flies to its mine and
// a small panel asks whether to drive a totem into it (buttons, or T / N, Enter / Escape).
// When the session draws by hand, a Draw button (or D / Space) empties the bag one tile at
// a time; the bag's contents are shown on demand.

#include <array>
#include <memory>
#include <optional>

#include "ludoteca/core/state.h"
#include "ludoteca/games/wapi.h"
#include "views/board_note.h"
#include "views/board_view.h"

class QCheckBox;
class QLabel;
class QToolButton;

namespace ludoteca::app::wapi {

class WapiView : public BoardView {
    Q_OBJECT

public:
    // Every text of the last painting and where it went, so tests can see that the board's
    // words are whole and inside their card where there is room.
    enum class Part { Other, Player, Name, Number, Value, Footer, BagCaption, CentreNote, Payout };
    struct PaintedText {
        Part part = Part::Other;
        int mine = -1;    // the card's mine, for the cards' texts
        QString text;     // as drawn
        QString whole;    // the whole text: the tooltip when `text` is shorter
        QRectF bounds;    // where the letters (or the value's plaque) went
        bool cut = false; // elided for want of room
    };

    explicit WapiView(GameSession &session, QWidget *parent = nullptr);

    // Geometry and widgets, public so tests can click and read them.
    QRectF mineRect(int mine) const { return mineRects_[static_cast<std::size_t>(mine)]; }
    int mineAt(QPointF point) const;
    // The mines are the cells of the input layer.
    int cellAt(QPointF point) const override { return mineAt(point); }
    // The note beside a mask being decided (what a totem would score there).
    QFrame *choiceNote() const { return choice_; }
    QToolButton *bagButton() const { return bagButton_; }
    QToolButton *decimalsButton() const { return decimalsButton_; }
    // The score shown in the table for a seat, as written there.
    QString scoreShown(int seat) const;
    // The payout lines shown at the end (empty before).
    QStringList payoutShown() const { return payout_; }
    // The names and lines cut short in the last painting for want of room (each one's
    // whole text is its tooltip); empty when everything fits.
    QStringList cutTexts() const;
    // Every text of the last painting.
    QVector<PaintedText> paintedTexts() const { return painted_; }
    // The round clearing in the middle, where the bag stands.
    QRectF clearing() const;
    // Whether the score strip stands beside the board (else under it).
    bool scoresBeside() const { return stripBeside_.value_or(true); }

private:
    enum class Motion { None, Draw, Silver, Mask, Totem };
    static constexpr qreal kTableTop = 68.0;     // the score table's first row, below its title
    static constexpr qreal kWideTableTop = 40.0; // the same in a wide strip, its note beside it

    // The position shown.
    void refresh() override;
    void retranslate() override;
    // The words of the view's own buttons, again in a new language.
    void nameWidgets();
    void animateMove(Action action) override;
    void moveAnimationFinished() override;
    const games::wapi::WapiState *wapi() const;
    void updateWidgets();
    // Puts the note beside a mask being decided where it covers no mine, whole.
    void placeChoice(const games::wapi::WapiState &game);

    // Input: the cells are the six mines.
    QRectF cellRect(int mine) const override { return mineRect(mine); }
    bool cellActive(int mine) const override { return mine != kNoCell && allowed(mine); }
    bool activateCell(int mine) override;
    // The engine's answer for the mine, in the view's words (wapi_format.h).
    QString refusalReason(int mine) const override;
    int cursorStep(int cell, int key) const override;
    // A click on the bag shows what it holds and the next click hides it; the keys 1-6,
    // T / N, B for the bag, and D or Space to draw.
    void mouseReleaseEvent(QMouseEvent *event) override;
    QList<KeyHelp> keyHelp() const override;
    void keyPressEvent(QKeyEvent *event) override;
    bool allowed(int mine) const { return (allowed_ >> mine) & 1U; }
    void decide(bool totem);

    // Where things sit: silver field `field` and mask field `field` of a mine.
    QRectF silverField(int mine, int field) const;
    QRectF maskField(int mine, int field) const;
    QPointF drawnSpot() const;
    QRectF bagRect() const;      // the bag in the middle
    qreal captionBottom() const; // the bottom of the count under the bag
    QRectF bagCard() const;      // the card listing the bag's contents
    qreal coinRadius() const;

    // Painting (wapi_view_paint.cpp).
    bool event(QEvent *event) override; // the tooltips of cut texts
    bool paintView(QPainter &painter) override;
    QPainterPath movePath(const State &state, Action action) const override; // for the hints
    void paintBackground(QPainter &painter) const;
    // A mine's card: its frame, header (emblem, name, number, value), silver fields, mask
    // fields with their totems, footer, and the marks of the moment (lit, last, key).
    void paintMine(QPainter &painter, int mine) const;
    qreal mineCorner(int mine) const; // the radius of a card's corners
    bool mineHot(int mine) const { return allowed(mine) && (hoverCell() == mine || cursorCell() == mine); }
    void paintMineCard(QPainter &painter, int mine) const;
    void paintMineHeader(QPainter &painter, int mine) const;
    void paintSilverFields(QPainter &painter, int mine) const;
    void paintMaskFields(QPainter &painter, int mine) const;
    void paintMineFooter(QPainter &painter, int mine) const;
    void paintMineMarks(QPainter &painter, int mine) const;
    void paintCentre(QPainter &painter) const;
    void paintMotion(QPainter &painter) const;
    // The score strip: its card, title and note, a row per player, the payouts at the end.
    void paintScores(QPainter &painter) const;
    void paintBagContents(QPainter &painter) const;
    // Draws `text` in `box` with the painter's font, made smaller down to `smallest`
    // pixels before the text is cut; a cut text is remembered with its box for a tooltip.
    void drawFitted(QPainter &painter, const QRectF &box, int flags, const QString &text, qreal smallest,
                    Part part = Part::Other, int mine = -1) const;
    // Draws the first of `forms` (the whole text, then shorter wordings of it) that fits
    // `box` at `smallest` pixels or more, on several lines when `flags` allow word wrap;
    // the last form is cut when none fits. A shorter form has the whole text as tooltip.
    void drawWhole(QPainter &painter, const QRectF &box, int flags, const QStringList &forms, qreal smallest, Part part,
                   int mine = -1) const;

    std::unique_ptr<State> shown_; // a copy of what is drawn, to animate from
    QStringList names_;
    unsigned allowed_ = 0; // mines a human's coin may go to now
    int lastMine_ = -1;    // the mine of the last placed tile
    bool decimals_ = false;
    QStringList payout_;
    QStringList payoutBrief_;              // the same in fewer words, for a small board
    mutable QVector<PaintedText> painted_; // filled by each painting

    // Layout.
    // Where a mine card's parts sit, from the card's top-left corner. On a small card
    // (`compact`) the name gets a row of its own and the number goes beside the value,
    // each at a size that stays readable; the silver fields take what is left.
    struct CardLayout {
        bool compact = false;
        qreal pad = 0;
        QRectF badge, name, number, plaque;
        qreal nameSize = 0, numberSize = 0, valueSize = 0; // pixel sizes of the fonts
        qreal silverTop = 0, field = 0;
        qreal maskTop = 0, maskSize = 0;
        QRectF foot;
        qreal footSize = 0;
    };
    CardLayout card_;
    // Where the score strip's parts sit. A wide strip (below the board) puts its note and
    // controls beside the table, and the payouts there at the end, so that it takes less
    // of the board's height.
    struct StripLayout {
        bool wide = false;
        qreal row = 0;     // a player's row height
        QRectF table;      // the title and the rows
        qreal rowsTop = 0; // the first row
        QRectF note;       // which scoring
        QPointF controls;  // the hand-draw box, the bag's button beside or under it
        qreal controlsRight = 0;
        QRectF payout; // at the end
    };
    // The score table's columns: a score column as wide as the widest score, the names in
    // the rest, the pips of the totems in hand beside the names or under them (`stacked`).
    struct ScoreColumns {
        qreal row = 0;
        QFont scoreFont;
        qreal scoreWidth = 0;
        qreal pip = 0, pipsRight = 0, pipsWidth = 0;
        bool pips = false;
        qreal nameRoom = 0;
        bool stacked = false;
    };
    // How the payouts fit their area: the font, and whether in brief words, one line each.
    struct PayoutFit {
        QFont font;
        bool brief = false;
        bool oneLine = false;
    };
    void paintScoresCard(QPainter &painter, const StripLayout &strip) const;
    ScoreColumns scoreColumns(const StripLayout &strip) const;
    void paintScoreRow(QPainter &painter, const QRectF &line, int seat, const ScoreColumns &columns) const;
    PayoutFit payoutFit(QPainter &painter, const QRectF &lines) const;
    void paintPayouts(QPainter &painter, const QRectF &area) const;
    void layoutBoard() override;
    StripLayout stripLayout() const;
    void layoutCard(qreal width, qreal height);
    QRectF boardRect_;
    QRectF centreRect_;
    QRectF stripRect_;
    std::optional<bool> stripBeside_; // where the score strip went last (none: not yet laid out)
    std::array<QRectF, 6> mineRects_ {};

    // Children.
    QToolButton *bagButton_ = nullptr;
    QToolButton *decimalsButton_ = nullptr;
    QCheckBox *handDraw_ = nullptr;
    BoardNote *choice_ = nullptr;

    // The move being animated.
    Motion motion_ = Motion::None;
    int motionMine_ = -1;
    int motionField_ = -1;
    int motionValue_ = 0; // the coin on the move
    int motionSeat_ = -1;
};

} // namespace ludoteca::app::wapi
