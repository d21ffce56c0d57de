// What the search knows about Wang Zi: a playout policy that closes groups.
//
// A playout move is the best of a few random moves (randomAction), where a move that may
// close a group of the mover's candidate cells (mayEnclose: it splits the group or takes
// its last border cell) beats one that cannot, and ties go to the first drawn. Territory
// is what decides a game, and random playouts seldom finish an enclosure they start; this
// one does, at the cost of one small ring test per move drawn. Nothing is applied.
//
// Other knowledge was tried and lost to plain random playouts in matches (ai-wangzi.md):
// scores for flips by value, for tiles laid, against tiles the opponent can flip at once,
// and for the Prince's last tile.

#include "wangzi_geometry.h"

namespace ludoteca::games::wangzi {

namespace {

// Random moves compared per playout move (docs/ai-wangzi.md).
constexpr int kCandidates = 2;

} // namespace

Action WangziState::playoutAction(Rng &rng, std::vector<Action> &scratch) const
{
    Action first = kInvalidAction;
    for (int i = 0; i < kCandidates; ++i) {
        const Action action = randomAction(rng, scratch);
        if (action == kInvalidAction || mayEncloseByMove(action))
            return action;
        if (first == kInvalidAction)
            first = action;
    }
    return first;
}

void WangziState::rewards(std::span<double> out) const
{
    out[0] = out[1] = 0.0;
    if (!isTerminal())
        return;
    const int white = finalScore(0);
    const int black = finalScore(1);
    out[0] = white > black ? 1.0 : white == black ? 0.5 : 0.0;
    out[1] = 1.0 - out[0];
}

} // namespace ludoteca::games::wangzi
