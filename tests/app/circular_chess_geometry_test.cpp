// The round board's geometry: every cell holds a piece large enough to recognise, on the
// inner rings too, and the board takes the room the window gives it.
#include <catch2/catch.hpp>

#include "app_test_support.h"
#include "ludoteca/games/circular_chess.h"
#include "views/circular_chess/circular_chess_geometry.h"
#include "views/circular_chess/circular_chess_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using ludoteca::app::circular_chess::CircularChessView;

TEST_CASE("Every cell of the round board holds a piece of the same, large size")
{
    const qreal radius = 250;
    const circular_chess::BoardGeometry geometry(QPointF(300, 300), radius);
    for (int n = 1; n <= games::circular_chess::kCells; ++n) {
        INFO("cell " << n);
        const qreal size = geometry.pieceSize(n);
        CHECK(size >= radius * 0.12); // the old inner rings gave 0.072
        // The piece's round base lies inside its cell.
        const QPointF c = geometry.cellCenter(n);
        QPainterPath base;
        base.addEllipse(c, size / 2, size / 2);
        CHECK(geometry.cellPath(n).contains(base));
    }
    // The inner ring's pieces are as large as the outer ring's.
    CHECK(geometry.pieceSize(5) == Approx(geometry.pieceSize(1)));
}

TEST_CASE("At 800 by 600 the round board is large and its inner pieces readable")
{
    AppFixture app;
    app.window.resize(800, 600);
    REQUIRE(app.startDefault("circular-chess", {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    auto *view = qobject_cast<CircularChessView *>(app.window.gamePage()->view());
    REQUIRE(view);
    const circular_chess::BoardGeometry &geometry = view->boardGeometry();
    INFO("view " << view->width() << "×" << view->height() << ", board radius " << geometry.radius());
    CHECK(geometry.pieceSize(5) >= 18); // 11 before the rings were made equal
    // The board takes most of the view's shorter side.
    CHECK(2 * geometry.radius() >= 0.6 * std::min(view->width(), view->height()));
}
