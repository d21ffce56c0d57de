#include "ludoteca/core/state.h"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

namespace ludoteca {

State::State(const GameInfo &info, Options options) : info_(&info), options_(std::move(options)) {}

std::vector<Action> State::legalActions() const
{
    std::vector<Action> actions;
    legalActions(actions);
    return actions;
}

void State::chanceOutcomes(std::vector<ChanceOutcome> &out) const { out.clear(); }

bool State::isLegal(Action action) const
{
    const auto actions = legalActions();
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

void State::apply(Action action)
{
    history_.push_back(action);
    doApply(action);
}

bool State::undo()
{
    if (history_.empty())
        return false;
    const Action last = history_.back();
    doUndo(last);
    history_.pop_back();
    return true;
}

Action State::parseAction(std::string_view text, Message &error) const
{
    if (isTerminal()) {
        error = {"move.over", {}, "the game is over"};
        return kInvalidAction;
    }
    if (text.empty()) {
        error = {"move.empty", {}, "empty move"};
        return kInvalidAction;
    }
    for (const Action action : legalActions())
        if (actionToString(action) == text)
            return action;
    error = {"move.illegal", {excerpt(text)}, "illegal move: " + excerpt(text)};
    return kInvalidAction;
}

Action State::standInAction(std::string_view) const { return kInvalidAction; }

Action State::parseObserved(std::string_view text, Message &error) const
{
    if (!isTerminal() && !text.empty()) {
        const Action standIn = standInAction(text);
        if (standIn != kInvalidAction)
            return standIn;
    }
    return parseAction(text, error);
}

Action State::parseAction(std::string_view text, std::string &error) const
{
    Message message;
    const Action action = parseAction(text, message);
    if (action == kInvalidAction)
        error = message.text;
    return action;
}

bool State::applyText(std::string_view text, Message &error)
{
    const Action action = parseAction(text, error);
    if (action == kInvalidAction)
        return false;
    apply(action);
    return true;
}

bool State::applyText(std::string_view text, std::string &error)
{
    const Action action = parseAction(text, error);
    if (action == kInvalidAction)
        return false;
    apply(action);
    return true;
}

void State::rewards(std::span<double> out) const
{
    std::fill(out.begin(), out.end(), 0.0);
    const auto won = winners();
    if (won.empty())
        return;
    const double share = 1.0 / static_cast<double>(won.size());
    for (const int seat : won)
        out[static_cast<std::size_t>(seat)] = share;
}

nlohmann::json State::toJson(int viewer) const
{
    nlohmann::json json = nlohmann::json::object();
    json["game"] = info_->id;
    json["options"] = nlohmann::json::object();
    for (const auto &[key, value] : options_)
        json["options"][key] = value;
    json["players"] = numPlayers();
    json["ply"] = ply();
    const int mover = currentPlayer();
    if (mover == kTerminalPlayer)
        json["to_move"] = nullptr;
    else if (mover == kChancePlayer)
        json["to_move"] = "chance";
    else
        json["to_move"] = mover;
    json["terminal"] = isTerminal();
    json["scores"] = nlohmann::json::array();
    for (const auto &visible : visibleScores(viewer)) {
        if (!visible) {
            json["scores"].push_back(nullptr);
            continue;
        }
        // Whole numbers print as integers; fractions are rounded to 6 places.
        const double score = *visible;
        const auto whole = static_cast<long long>(score);
        if (static_cast<double>(whole) == score)
            json["scores"].push_back(whole);
        else
            json["scores"].push_back(static_cast<double>(std::llround(score * 1e6)) / 1e6);
    }
    json["winners"] = winners();
    writeJsonExtras(json, viewer);
    return json;
}

void State::writeJsonExtras(nlohmann::json &, int) const {}

std::vector<std::optional<double>> State::visibleScores(int) const
{
    const auto all = scores();
    return {all.begin(), all.end()};
}

std::string State::secretActionText(int, int) const { return {}; }

std::vector<std::string> State::historyTexts(int viewer) const
{
    std::vector<std::string> texts(history_.size());
    for (std::size_t ply = 0; ply < texts.size(); ++ply)
        texts[ply] = secretActionText(viewer, static_cast<int>(ply));
    // The canonical texts of the rest come from the positions they were played in.
    const auto walker = clone();
    for (std::size_t ply = texts.size(); ply-- > 0;) {
        walker->undo();
        if (texts[ply].empty())
            texts[ply] = walker->actionToString(history_[ply]);
    }
    return texts;
}

void State::sampleHidden(int, Rng &) {}

void State::sampleHiddenFromPlay(int observer, Rng &rng) { sampleHidden(observer, rng); }

Action State::playoutAction(Rng &rng, std::vector<Action> &scratch) const { return randomAction(rng, scratch); }

Action State::randomAction(Rng &rng, std::vector<Action> &scratch) const
{
    if (isChanceNode()) {
        // A small fixed buffer keeps the default chance sampling allocation-free.
        thread_local std::vector<ChanceOutcome> outcomes;
        chanceOutcomes(outcomes);
        return rng.pickWeighted(outcomes);
    }
    legalActions(scratch);
    return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
}

bool State::evaluate(std::span<double>) const { return false; }

} // namespace ludoteca
