#include "analysis_json.h"

#include <cmath>

#include <nlohmann/json.hpp>

namespace ludoteca::cli {

namespace {

nlohmann::ordered_json rounded(const std::vector<double> &values)
{
    auto list = nlohmann::ordered_json::array();
    for (const double value : values)
        list.push_back(std::round(value * 10000.0) / 10000.0);
    return list;
}

} // namespace

std::string analysisJson(const State &position, const ai::Analysis &analysis)
{
    nlohmann::ordered_json json;
    json["ply"] = position.ply();
    if (analysis.mover >= 0)
        json["to_move"] = analysis.mover;
    else if (analysis.mover == kChancePlayer)
        json["to_move"] = "chance";
    else
        json["to_move"] = nullptr;
    json["values"] = rounded(analysis.values);
    auto best = nlohmann::ordered_json::array();
    for (const auto &move : analysis.best) {
        nlohmann::ordered_json entry;
        entry["move"] = position.actionToString(move.action);
        entry["visits"] = move.visits;
        entry["values"] = rounded(move.values);
        best.push_back(std::move(entry));
    }
    json["best"] = std::move(best);
    return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace ludoteca::cli
