#pragma once
// Finds the board view of a game by its id. Each game's view registers itself from its
// own .cpp with LUDOTECA_REGISTER_BOARD_VIEW(id, Class); a game without one gets the
// generic view (its legal moves as buttons). The app library is linked whole, so these
// registrations are never dropped by the linker.

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <QWidget>

namespace ludoteca::app {

class BoardView;
class GameSession;

class BoardViewFactory {
public:
    using Maker = std::function<BoardView *(GameSession &, QWidget *)>;

    static bool add(std::string gameId, Maker maker);
    static bool has(std::string_view gameId);
    // The ids of the games with a view, sorted (the tests check each names a game).
    static std::vector<std::string> gameIds();
    // Never null: falls back to the generic view.
    static BoardView *create(std::string_view gameId, GameSession &session, QWidget *parent = nullptr);
};

} // namespace ludoteca::app

#define LUDOTECA_REGISTER_BOARD_VIEW(gameId, ViewClass)                                                                \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaBoardView_##ViewClass = ::ludoteca::app::BoardViewFactory::add(                \
        gameId, [](::ludoteca::app::GameSession &session, QWidget *parent) -> ::ludoteca::app::BoardView * {           \
            return new ViewClass(session, parent);                                                                     \
        });                                                                                                            \
    }
