#pragma once
// What the game page says about a game beside its board: the seats' colours and their
// names, which legal actions are played off the board (the page's action strip offers them
// as buttons) and their labels, the label of a chance draw made by hand, the hint for the
// person to move and the result in words. The side panel, the move list and the page ask
// the presentation; the board view only paints.
//
// One subclass per game, in the game's views folder, registered from its .cpp with
// LUDOTECA_REGISTER_PRESENTATION(id, Class), as views are; a game without one gets this
// base (a palette of colours, every action on the board, the engine's move texts), and a
// game overrides only what it says differently. A
// presentation owns no widget: it answers from the state it is given and the session's
// seats, so it is tested without a window. Every text is one whole translatable sentence.

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <QColor>
#include <QObject>
#include <QString>
#include <QStringList>

#include "ludoteca/core/square_cells.h"
#include "ludoteca/core/types.h"

namespace ludoteca {
class State;
}

namespace ludoteca::app {

class GameSession;

// The sounds of a game (resources/sounds/, see ui/sound_board.h): a move's, a click that is
// no move, the end of the game. None: the move makes no sound.
enum class Sound : std::uint8_t { None, Place, Move, Capture, Draw, Refused, End };

class GamePresentation : public QObject {
    Q_OBJECT

public:
    explicit GamePresentation(const GameSession &session, QObject *parent = nullptr);

    // The colour that stands for a seat (a stone, a pawn...) and its name ("Black").
    struct SeatLook {
        QColor color;
        QString name;
    };
    // A seat's look in `state` (Egotzi's pie rule swaps them). The default is the palette
    // below, a colour a seat.
    virtual SeatLook seatLook(const State &state, int seat) const;
    // The label of a legal action played off the board (a pie-rule swap, a pass, a totem
    // choice), which the action strip offers as a button; empty for an action played on the
    // board (the default: every action).
    virtual QString offBoardLabel(const State &state, Action action) const;
    // A move in words, for the move list and the hint ("silver 3 → Bear"), read in
    // `before`, the position it is played in. The default is the engine's canonical text.
    virtual QString moveText(const State &before, Action action) const;
    // A move the engine keeps secret from this screen, in words: `hidden` is the engine's
    // text for it ("deal"). The default shows that text.
    virtual QString hiddenMoveText(Action action, const QString &hidden) const;
    // The strip's button that makes a chance draw by hand ("Draw a tile").
    virtual QString chanceLabel(const State &state) const;
    // One sentence telling the human to move what they can do.
    virtual QString moveHint(const State &state) const;
    // The result in words once the game is over.
    virtual QString resultText(const State &state) const;
    // The sound of `action` as it is played: `before` is the position it is played in,
    // `after` the one it leads to, so a game names it from what its engine says of the
    // move (its decode(), what the move captured). One of None, Place, Move, Capture and
    // Draw. The default: Draw for a chance outcome, Move for any other action.
    virtual Sound moveSound(const State &before, Action action, const State &after) const;
    // What a seat plays, for the set-up dialog, in a game whose seats differ ("the Pack");
    // empty where every seat plays alike (the default).
    virtual QString seatRole(int seat) const;
    // The board's cells as a screen reader goes through them, in reading order, numbered as
    // the engine and the board view number them; empty (the default) when the board has no
    // cells to name.
    virtual std::vector<int> boardCells(const State &state) const;
    // A cell in words, its name first and then what stands on it, as the seat `viewer` may
    // see it ("c3, white stone"); the default names the cell by its number.
    virtual QString cellText(const State &state, int cell, int viewer) const;
    // What a spoken summary of the position adds for this game beyond the turn, the scores
    // and the last move: what each seat has in hand, and the secrets the seat `viewer` may
    // know. One sentence per entry; none by default.
    virtual QStringList positionDetails(const State &state, int viewer) const;

    // Six colours that stay apart for colour-blind players too (Okabe and Ito's vermilion,
    // blue, bluish green, orange, reddish purple and sky blue), for games whose seats have
    // no colours of their own; a seat past the sixth takes the first again.
    static SeatLook paletteLook(int seat);
    // White and black as the panel shows them (Wang Zi's seats, Egotzi's stones).
    static SeatLook whiteOrBlack(bool white);

    using Maker = std::function<GamePresentation *(const GameSession &)>;
    static bool add(std::string gameId, Maker maker);
    // The ids of the games with a presentation of their own, sorted.
    static std::vector<std::string> gameIds();
    // Never null: falls back to this base.
    static std::unique_ptr<GamePresentation> create(std::string_view gameId, const GameSession &session);

protected:
    const GameSession &session() const { return session_; }
    // A square board's cells as a reader goes: the top rank first, each from file a.
    static std::vector<int> readingOrder(const SquareCells &cells);
    // The seat's name as the players chose it.
    QString seatName(int seat) const;
    // Whether the sentences about `seat` speak to the person at it (a lesson's learner).
    bool addressed(int seat) const;
    // The names of `seats` as one list in the player's language ("Ana, Ben and Cy").
    QString namesOf(const std::vector<int> &seats) const;

private:
    const GameSession &session_;
};

} // namespace ludoteca::app

#define LUDOTECA_REGISTER_PRESENTATION(gameId, Class)                                                                  \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaPresentation_##Class = ::ludoteca::app::GamePresentation::add(                 \
        gameId, [](const ::ludoteca::app::GameSession &session) -> ::ludoteca::app::GamePresentation * {               \
            return new Class(session);                                                                                 \
        });                                                                                                            \
    }
