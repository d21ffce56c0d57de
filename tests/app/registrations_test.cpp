// Every registration names a registered game: a view, presentation, set-up step, option
// editor or text catalogue left behind by a renamed or removed game would otherwise sit
// unused without a word.

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "i18n/engine_texts.h"
#include "ludoteca/core/registry.h"
#include "ui/option_editor_factory.h"
#include "ui/setup_step.h"
#include "views/board_view_factory.h"
#include "views/game_presentation.h"

using namespace ludoteca;
using namespace ludoteca::app;

namespace {

void checkAllRegistered(const char *what, const std::vector<std::string> &ids)
{
    for (const std::string &id : ids) {
        INFO(what << " of " << id);
        CHECK(GameRegistry::find(id) != nullptr);
    }
}

} // namespace

TEST_CASE("Every registered view, presentation, set-up step, option editor and text catalogue names a game")
{
    CHECK(BoardViewFactory::gameIds().size() >= 5); // the five games at least
    checkAllRegistered("the board view", BoardViewFactory::gameIds());
    checkAllRegistered("the presentation", GamePresentation::gameIds());
    checkAllRegistered("the set-up step", SetupSteps::gameIds());
    checkAllRegistered("an option editor", OptionEditorFactory::gameIds());
    checkAllRegistered("the engine texts", engine_texts::gameIds());
    // Not the screenshot tours (src/devtools/tour_registry.h): they are linked into
    // ludoteca-devtools only, not into this program.
}

TEST_CASE("Every registered game bounds its length, so that its saved games reopen")
{
    // The save reader refuses a move list longer than the bound before replaying it.
    for (const GameInfo *info : GameRegistry::games()) {
        INFO(info->id);
        CHECK(info->maxPlies > 0);
    }
}
