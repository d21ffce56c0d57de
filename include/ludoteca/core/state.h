#pragma once
// The one interface every game implements (in the spirit of OpenSpiel's State).
//
// A State is a position plus the actions that led to it. Actions are compact integers;
// each has one canonical text. apply() and undo() are the only ways to change a state,
// and undo() restores the previous state exactly, so the search can walk a single copy
// up and down instead of cloning. Hot paths (legalActions, apply, undo, playoutAction)
// must not allocate once their buffers have grown.

#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "ludoteca/core/game_info.h"
#include "ludoteca/core/random.h"
#include "ludoteca/core/types.h"

namespace ludoteca {

// What a viewer may see is the game's answer (as OpenSpiel's ActionToString(player, action)
// and ObservationString(player)): toJson(viewer), visibleScores(viewer) and
// historyTexts(viewer) take a seat, or one of these two.
// Everything, hidden parts included (the protocol's view).
inline constexpr int kOmniscientViewer = -1;
// Somebody who holds no seat: only what is public (a game between computers, watched).
inline constexpr int kSpectatorViewer = -2;

class State {
public:
    State(const GameInfo &info, Options options);
    virtual ~State() = default;

    const GameInfo &game() const { return *info_; }
    const Options &options() const { return options_; }

    // --- Turn structure -------------------------------------------------------------
    virtual int numPlayers() const = 0;
    // A seat (0 ..), kChancePlayer, or kTerminalPlayer when the game is over.
    virtual int currentPlayer() const = 0;
    bool isTerminal() const { return currentPlayer() == kTerminalPlayer; }
    bool isChanceNode() const { return currentPlayer() == kChancePlayer; }

    // --- Actions --------------------------------------------------------------------
    // Every action of this game (for any options) is below this bound.
    virtual int maxActions() const = 0;
    // Clears `out` and fills it with the legal actions (the outcomes at a chance node),
    // without duplicates. Empty when the game is over.
    virtual void legalActions(std::vector<Action> &out) const = 0;
    std::vector<Action> legalActions() const;
    // At a chance node: the outcomes with their weights; elsewhere: clears `out`.
    virtual void chanceOutcomes(std::vector<ChanceOutcome> &out) const;
    bool isLegal(Action action) const;

    // Plays a legal action (the caller guarantees legality; see applyText()).
    void apply(Action action);
    // Takes back the last action; false at the start of the game.
    bool undo();
    const std::vector<Action> &history() const { return history_; }
    int ply() const { return static_cast<int>(history_.size()); }

    virtual std::unique_ptr<State> clone() const = 0;

    // --- Text -----------------------------------------------------------------------
    // The canonical text of an action that is legal in this state.
    virtual std::string actionToString(Action action) const = 0;
    // Finds the legal action whose canonical text is `text`; on failure returns
    // kInvalidAction and explains why in `error` (move.over, move.empty, or move.illegal
    // with the text); the std::string forms give the message's English text.
    Action parseAction(std::string_view text, Message &error) const;
    Action parseAction(std::string_view text, std::string &error) const;
    // parseAction() then apply(); false (and nothing changed) when the text is not legal.
    bool applyText(std::string_view text, Message &error);
    bool applyText(std::string_view text, std::string &error);
    // The board for a person to read (several lines).
    virtual std::string toText() const = 0;

    // --- Result ---------------------------------------------------------------------
    // One number per seat, as the game's page defines it (running score while playing).
    virtual std::vector<double> scores() const = 0;
    // The seats that won; empty until the game is over.
    virtual std::vector<int> winners() const = 0;
    // The result for the search, one value per seat in [0, 1]. At the end of the game the
    // default splits 1 among the winners. Games may refine it (margins), keeping it in [0, 1].
    virtual void rewards(std::span<double> out) const;

    // --- What a viewer may see ---------------------------------------------------------
    // scores() as `viewer` may know them: nullopt where a number would give a secret away.
    // The default hides nothing.
    virtual std::vector<std::optional<double>> visibleScores(int viewer) const;
    // The actions played so far as `viewer` may read them: the canonical texts, except
    // those the game keeps secret from that viewer (see secretActionText). Walks one copy
    // of the state back to the start, so it costs about as much as replaying the game.
    std::vector<std::string> historyTexts(int viewer) const;
    // What `viewer` reads instead of the action played at `ply`, or empty when that viewer
    // may read the action itself. Cheap: nothing is replayed.
    std::string hiddenActionText(int viewer, int ply) const { return secretActionText(viewer, ply); }

    // --- A seat's own copy (a game played apart) ---------------------------------------
    // A seat's copy of the game replays historyTexts(seat). Where a text hides an action
    // from that seat (a card dealt face down), the copy plays a stand-in that knows no more
    // than the text, so the copy holds nothing the seat may not know and shows what it may:
    // toJson(seat) of the copy is toJson(seat) of the game. Replaying is replayObserved()
    // (core/observation.h).
    // The stand-in for `text` at this point, or kInvalidAction when `text` hides no action
    // here. The default has none: a game without secrets.
    virtual Action standInAction(std::string_view text) const;
    // parseAction(), or the stand-in of a hidden text; kInvalidAction and `error` as there.
    Action parseObserved(std::string_view text, Message &error) const;
    // --- JSON -----------------------------------------------------------------------
    // The protocol's state object: the required members plus the game's own. `viewer`
    // is a seat whose view it is (hidden parts left out), kSpectatorViewer or
    // kOmniscientViewer. The scores are visibleScores(viewer), null where secret.
    nlohmann::json toJson(int viewer = kOmniscientViewer) const;

    // --- Hidden information ---------------------------------------------------------
    // Replaces what `observer` cannot see with a sample consistent with what it has
    // seen (determinization). The default does nothing: perfect information.
    virtual void sampleHidden(int observer, Rng &rng);
    // The same, with each sample weighed by how well it explains what the other seats have
    // done so far, where their play gives their secrets away. The default: sampleHidden().
    virtual void sampleHiddenFromPlay(int observer, Rng &rng);

    // --- Search hooks (per-game knowledge; defaults are generic) ---------------------
    // The action a fast playout takes here. The default is randomAction(); games with
    // knowledge replace it with a policy. Must not allocate in steady state.
    virtual Action playoutAction(Rng &rng, std::vector<Action> &scratch) const;
    // An action drawn without game knowledge: uniform among legal actions, or a weighted
    // chance outcome. `scratch` is a reusable buffer. Games may draw from a cheaper,
    // similar distribution. The search uses it instead of playoutAction() when told to
    // play without the game's policy (to measure what the policy is worth).
    virtual Action randomAction(Rng &rng, std::vector<Action> &scratch) const;
    // A static estimate of rewards() for a position that is not over, each in [0, 1];
    // false when the game has none (the search then plays out to the end).
    virtual bool evaluate(std::span<double> out) const;

protected:
    State(const State &) = default;
    State &operator=(const State &) = default;

    virtual void doApply(Action action) = 0;
    // Undoes `action`, which was the last one applied.
    virtual void doUndo(Action action) = 0;
    // Adds the game's own members (board, supplies...) to the JSON object.
    virtual void writeJsonExtras(nlohmann::json &json, int viewer) const;
    // What `viewer` reads instead of the action played at `ply` of this state's history,
    // or empty when it may read the action's own text. The default hides nothing.
    virtual std::string secretActionText(int viewer, int ply) const;

private:
    const GameInfo *info_;
    Options options_;
    std::vector<Action> history_;
};

// The concrete state of one game, checked: the one downcast used everywhere. Throws
// std::logic_error when `state` belongs to another game (a caller's bug, never input).
template <class T>
const T &stateAs(const State &state)
{
    const auto *concrete = dynamic_cast<const T *>(&state);
    if (!concrete)
        throw std::logic_error("a state of " + state.game().id + " is not the one asked for");
    return *concrete;
}

template <class T>
T &stateAs(State &state)
{
    return const_cast<T &>(stateAs<T>(std::as_const(state)));
}

} // namespace ludoteca
