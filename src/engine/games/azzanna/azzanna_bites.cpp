// Azzanna: the bite step. A bite move is one maximal set of pig-vegetable pairs; the sets
// are enumerated in a fixed order (see forEachMaximalBite) and an action is an index into
// that list. With three players each kind has its own maximal sets and a move is one of
// each: index = pumpkinIndex * broccoliCount + broccoliIndex.

#include <algorithm>

#include "azzanna_ai.h"
#include "azzanna_rules.h"

namespace ludoteca::games::azzanna {

namespace {

bool augment(int pigIndex, const std::array<std::uint64_t, kPigs> &reach, std::uint64_t &seen,
             std::array<int, kCells> &owner)
{
    for (std::uint64_t free = reach[static_cast<std::size_t>(pigIndex)] & ~seen; free; free &= free - 1) {
        const int cell = lowestCell(free);
        seen |= bit(cell);
        int &holder = owner[static_cast<std::size_t>(cell)];
        if (holder < 0 || augment(holder, reach, seen, owner)) {
            holder = pigIndex;
            return true;
        }
    }
    return false;
}

// The index of the set of one kind, decoded into pairs appended at `out[count]`.
int decodeKind(const BiteGraph &graph, int index, BiteSet &out, int count)
{
    if (graph.count == 0)
        return count;
    int seen = 0;
    forEachMaximalBite(graph, [&](const std::array<std::int8_t, kPigs> &choice) {
        if (seen++ < index)
            return true;
        for (int i = 0; i < graph.count; ++i) {
            const auto at = static_cast<std::size_t>(i);
            if (choice[at] >= 0)
                out[static_cast<std::size_t>(count++)] = {graph.pig[at], choice[at]};
        }
        return false;
    });
    return count;
}

int kindCount(const BiteGraph &graph) { return graph.count == 0 ? 1 : countMaximalBites(graph); }

} // namespace

namespace {

// A maximum matching of one kind: fills `eaten` and `biters`, returns its size.
int maximumBites(std::uint64_t pigs, std::uint64_t vegetables, std::uint64_t &eaten, std::uint64_t &biters)
{
    const BiteGraph graph(pigs, vegetables);
    std::array<int, kCells> owner;
    owner.fill(-1);
    int matched = 0;
    for (int i = 0; i < graph.count; ++i) {
        std::uint64_t seen = 0;
        if (augment(i, graph.reach, seen, owner))
            ++matched;
    }
    for (std::uint64_t rest = vegetables; rest && matched; rest &= rest - 1) {
        const int cell = lowestCell(rest);
        if (const int pig = owner[static_cast<std::size_t>(cell)]; pig >= 0) {
            eaten |= bit(cell);
            biters |= bit(graph.pig[static_cast<std::size_t>(pig)]);
        }
    }
    return matched;
}

} // namespace

int maxBites(std::uint64_t biters, std::uint64_t vegetables)
{
    std::uint64_t eaten = 0;
    std::uint64_t lying = 0;
    return maximumBites(biters, vegetables, eaten, lying);
}

BitePreview previewBites(std::uint64_t pigs, std::uint64_t pumpkins, std::uint64_t broccoli)
{
    BitePreview preview;
    maximumBites(pigs, pumpkins, preview.eaten, preview.biters);
    if (broccoli)
        maximumBites(pigs, broccoli, preview.eaten, preview.biters);
    return preview;
}

int AzzannaState::biteSetCount() const
{
    if (pos_.phase != Phase::Bite)
        return 0;
    const std::uint64_t biters = pos_.pigs & ~pos_.lying;
    const int pumpkinSets = kindCount(BiteGraph(biters, pos_.pumpkins));
    if (players_ == 2)
        return pumpkinSets;
    return pumpkinSets * kindCount(BiteGraph(biters, pos_.broccoli));
}

int AzzannaState::biteSet(int index, BiteSet &out) const
{
    const std::uint64_t biters = pos_.pigs & ~pos_.lying;
    const BiteGraph pumpkinGraph(biters, pos_.pumpkins);
    int count = 0;
    if (players_ == 2) {
        count = decodeKind(pumpkinGraph, index, out, 0);
    } else {
        const BiteGraph broccoliGraph(biters, pos_.broccoli);
        const int broccoliSets = kindCount(broccoliGraph);
        count = decodeKind(pumpkinGraph, index / broccoliSets, out, 0);
        count = decodeKind(broccoliGraph, index % broccoliSets, out, count);
    }
    std::sort(out.begin(), out.begin() + count, [](const BitePair &a, const BitePair &b) {
        return a.pig != b.pig ? a.pig < b.pig : a.vegetable < b.vegetable;
    });
    return count;
}

AzzannaState::Refusal AzzannaState::refusal(std::span<const BitePair> chosen, int pig, int cell) const
{
    using Kind = Refusal::Kind;
    Refusal why;
    why.cell = cell;
    if (cell < 0 || cell >= kCells || isTerminal())
        return why;
    const std::uint64_t bit = std::uint64_t {1} << cell;
    if (pos_.phase != Phase::Bite) {
        if ((placementMask(pos_.toMove) & bit) == 0)
            why.kind = (pos_.occupied() & bit) != 0 ? Kind::Occupied : Kind::NextToOther;
        return why;
    }
    // The pigs that may still bite the cell, and whether the cell's pig may bite anything,
    // in the sets that hold every pair chosen so far.
    const auto same = [](const BitePair &a, const BitePair &b) { return a.pig == b.pig && a.vegetable == b.vegetable; };
    std::uint64_t takers = 0;
    bool pigBites = false;
    bool pigReaches = false;
    BiteSet set;
    for (int index = 0, sets = biteSetCount(); index < sets; ++index) {
        const int count = biteSet(index, set);
        const auto pairs = std::span<const BitePair>(set.data(), static_cast<std::size_t>(count));
        const bool holds = std::all_of(chosen.begin(), chosen.end(), [&](const BitePair &c) {
            return std::any_of(pairs.begin(), pairs.end(), [&](const BitePair &p) { return same(c, p); });
        });
        if (!holds)
            continue;
        for (const BitePair &pair : pairs) {
            if (std::any_of(chosen.begin(), chosen.end(), [&](const BitePair &c) { return same(c, pair); }))
                continue;
            pigBites = pigBites || pair.pig == cell;
            pigReaches = pigReaches || (pair.pig == pig && pair.vegetable == cell);
            if (pair.vegetable == cell)
                takers |= std::uint64_t {1} << pair.pig;
        }
    }
    const bool chosenPig =
        std::any_of(chosen.begin(), chosen.end(), [cell](const BitePair &c) { return c.pig == cell; });
    if ((pos_.pigs & bit) != 0) {
        if (!pigBites && !chosenPig) // a pig whose bites are chosen takes them back
            why.kind = Kind::NothingToBite;
        return why;
    }
    if (pig >= 0 && pigReaches)
        return why;
    const auto bitten =
        std::find_if(chosen.begin(), chosen.end(), [cell](const BitePair &c) { return c.vegetable == cell; });
    if ((pos_.vegetables() & bit) == 0) {
        why.kind = Kind::NotBiting;
    } else if (bitten != chosen.end()) {
        why.kind = Kind::Bitten;
        why.pig = bitten->pig;
        return why;
    } else if (takers == 0) {
        why.kind = Kind::NobodyBites;
    } else if (pig >= 0) {
        why.kind = Kind::CannotBite;
    } else if ((takers & (takers - 1)) != 0) {
        why.kind = Kind::AssignBite;
    }
    why.pig = why.kind == Kind::CannotBite ? pig : -1;
    return why;
}

void AzzannaState::applyBites(int index)
{
    BiteSet pairs;
    const int count = biteSet(index, pairs);
    for (int i = 0; i < count; ++i) {
        const auto &pair = pairs[static_cast<std::size_t>(i)];
        pos_.pumpkins &= ~bit(pair.vegetable);
        pos_.broccoli &= ~bit(pair.vegetable);
        pos_.lying |= bit(pair.pig);
    }
    pos_.eaten = static_cast<std::uint8_t>(pos_.eaten + count);
}

} // namespace ludoteca::games::azzanna
