#pragma once
// A game played apart. The host holds the whole game; each seat holds its own copy, rebuilt
// from what the host sends it, the moves as that seat may read them (State::historyTexts),
// and checked against a digest of what everybody may see. A copy never holds another
// seat's secret, nor anything from which a future draw could be told.
#include <memory>
#include <span>
#include <string>

#include "ludoteca/core/message.h"
#include "ludoteca/core/options.h"

namespace ludoteca {

struct GameInfo;
class State;

// Replays `texts`, a seat's historyTexts, into a new game of `info` with `options`
// (complete and valid): the copy that seat plays on. Null when a text does not fit, with
// `error` saying why (move.*) and `failedPly` (when given) its index.
std::unique_ptr<State> replayObserved(const GameInfo &info, const Options &options, std::span<const std::string> texts,
                                      Message &error, int *failedPly = nullptr);

// A digest of what everybody may see of `state` (its toJson(kSpectatorViewer)), the same on
// the host's game and on every seat's copy after each ply: 16 lowercase hex digits.
std::string publicDigest(const State &state);

} // namespace ludoteca
