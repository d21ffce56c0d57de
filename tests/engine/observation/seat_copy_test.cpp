// A game played apart, for every registered game: each seat's copy, built from the moves as
// that seat may read them, shows exactly what the seat may see, and what is sent to a seat
// does not change when another seat's secret does. A newly registered game is covered
// automatically.

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../random_play/option_sets.h"
#include "ludoteca/core/observation.h"
#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"

using namespace ludoteca;

namespace {

constexpr int kGamesPerOptionSet = 30;

int gamesPerOptionSet() { return testing::randomGameCount(kGamesPerOptionSet); }

std::unique_ptr<State> freshGame(const GameInfo &info, const Options &options)
{
    Message error;
    auto state = info.newGame(options, error);
    INFO(error.text);
    REQUIRE(state);
    return state;
}

// The text `viewer` reads of the action just played at `ply`, given its canonical text.
std::string textFor(const State &game, int viewer, int ply, const std::string &canonical)
{
    const std::string hidden = game.hiddenActionText(viewer, ply);
    return hidden.empty() ? canonical : hidden;
}

// Plays `game` at random until it ends or reaches `plies`.
void playOn(State &game, Rng &rng, int plies)
{
    std::vector<Action> scratch;
    while (!game.isTerminal() && game.ply() < plies)
        game.apply(game.randomAction(rng, scratch));
}

} // namespace

TEST_CASE("each seat's copy, fed move by move, shows what that seat may see", "[observation]")
{
    long checks = 0;
    for (const GameInfo *info : GameRegistry::games()) {
        for (const Options &options : testing::optionSets(*info)) {
            Rng rng(91);
            for (int round = 0; round < gamesPerOptionSet(); ++round) {
                INFO(info->id << ", game " << round);
                auto game = freshGame(*info, options);
                std::vector<std::unique_ptr<State>> copies;
                std::vector<std::vector<std::string>> sent(static_cast<std::size_t>(game->numPlayers()));
                for (int seat = 0; seat < game->numPlayers(); ++seat)
                    copies.push_back(freshGame(*info, options));
                std::vector<Action> scratch;
                while (!game->isTerminal()) {
                    const Action action = game->randomAction(rng, scratch);
                    const std::string canonical = game->actionToString(action);
                    const int ply = game->ply();
                    game->apply(action);
                    for (int seat = 0; seat < game->numPlayers(); ++seat) {
                        INFO("seat " << seat << ", ply " << ply << ": " << canonical);
                        auto &copy = *copies[static_cast<std::size_t>(seat)];
                        const std::string text = textFor(*game, seat, ply, canonical);
                        sent[static_cast<std::size_t>(seat)].push_back(text);
                        Message error;
                        const Action observed = copy.parseObserved(text, error);
                        INFO(error.text);
                        REQUIRE(observed != kInvalidAction);
                        copy.apply(observed);
                        // The end may show what was hidden: then the seat is sent every move
                        // again, as it now reads them, and rebuilds its copy.
                        if (game->isTerminal()) {
                            const auto texts = game->historyTexts(seat);
                            if (texts != sent[static_cast<std::size_t>(seat)]) {
                                int failed = -1;
                                copies[static_cast<std::size_t>(seat)] =
                                    replayObserved(*info, options, texts, error, &failed);
                                INFO(error.text << " at " << failed);
                                REQUIRE(copies[static_cast<std::size_t>(seat)]);
                            }
                        }
                        const auto &current = *copies[static_cast<std::size_t>(seat)];
                        REQUIRE(current.toJson(seat) == game->toJson(seat));
                        REQUIRE(publicDigest(current) == publicDigest(*game));
                        ++checks;
                    }
                }
                // The whole copy from scratch agrees with the one built move by move.
                for (int seat = 0; seat < game->numPlayers(); ++seat) {
                    Message error;
                    const auto rebuilt = replayObserved(*info, options, game->historyTexts(seat), error);
                    REQUIRE(rebuilt);
                    REQUIRE(rebuilt->toJson() == copies[static_cast<std::size_t>(seat)]->toJson());
                    REQUIRE(rebuilt->toJson() == game->toJson()); // the end shows everything
                }
            }
        }
    }
    CHECK(checks > 2000);
}

TEST_CASE("what a seat is sent does not change when another seat's secret does", "[observation]")
{
    // Another game that the seat cannot tell from this one: every action hidden from the
    // seat replaced by another that reads the same to it, the rest replayed as played.
    // What the seat is sent, and what its view shows, must be the same bytes in both.
    int gamesWithSecrets = 0;
    int differentWorlds = 0;
    for (const GameInfo *info : GameRegistry::games()) {
        if (!info->hasHiddenInformation)
            continue;
        ++gamesWithSecrets;
        for (const Options &options : testing::optionSets(*info)) {
            Rng rng(17);
            for (int round = 0; round < 20; ++round) {
                auto game = freshGame(*info, options);
                playOn(*game, rng, 1 + static_cast<int>(rng.below(120)));
                if (game->isTerminal())
                    continue; // the end shows every secret
                for (int seat = 0; seat < game->numPlayers(); ++seat) {
                    INFO(info->id << ", game " << round << ", seat " << seat << ", ply " << game->ply());
                    const auto texts = game->historyTexts(seat);
                    std::unique_ptr<State> other;
                    for (int attempt = 0; attempt < 50 && !other; ++attempt) {
                        auto world = freshGame(*info, options);
                        bool fits = true;
                        std::vector<Action> legal;
                        for (int ply = 0; ply < game->ply() && fits; ++ply) {
                            const Action played = game->history()[static_cast<std::size_t>(ply)];
                            if (game->hiddenActionText(seat, ply).empty()) {
                                fits = world->isLegal(played);
                                if (fits)
                                    world->apply(played);
                                continue;
                            }
                            world->legalActions(legal);
                            std::vector<Action> alternatives;
                            for (const Action a : legal)
                                if (a != played)
                                    alternatives.push_back(a);
                            fits = !alternatives.empty();
                            if (fits) {
                                world->apply(alternatives[rng.below(static_cast<std::uint32_t>(alternatives.size()))]);
                                fits = world->hiddenActionText(seat, ply) == texts[static_cast<std::size_t>(ply)];
                            }
                        }
                        if (fits && !world->isTerminal())
                            other = std::move(world);
                    }
                    REQUIRE(other);
                    REQUIRE(other->historyTexts(seat) == texts);
                    REQUIRE(other->toJson(seat).dump() == game->toJson(seat).dump());
                    REQUIRE(publicDigest(*other) == publicDigest(*game));
                    if (other->toJson().dump() != game->toJson().dump())
                        ++differentWorlds;
                }
            }
        }
    }
    REQUIRE(gamesWithSecrets > 0);
    // The two games really differ in the secrets (else the test would prove nothing).
    CHECK(differentWorlds > 100);
}
