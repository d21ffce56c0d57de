#pragma once
// The search tree's storage: every node lives in one reserved vector and points to its
// children by index (first child, next sibling), so growing the tree never allocates a
// node on its own and the whole tree is freed at once.

#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "ludoteca/core/types.h"

namespace ludoteca::ai {

struct Node {
    double totalReward = 0.0;       // sum of the rewards of `mover` over the visits
    Action action = kInvalidAction; // the action leading here from the parent
    std::int32_t firstChild = -1;
    std::int32_t nextSibling = -1;
    std::uint32_t visits = 0;
    // Hidden information only: how often this action was legal when its parent was
    // visited (information-set UCT counts opportunities, not parent visits).
    std::uint32_t available = 0;
    // RAVE: visits and total reward of the mover over iterations in which the mover
    // played this action anywhere below the parent.
    std::uint32_t amafVisits = 0;
    float amafTotal = 0.0f;
    std::int8_t mover = static_cast<std::int8_t>(kChancePlayer); // seat that chose `action`, or chance
    bool fullyExpanded = false; // perfect information only: every legal action has a child
};
// Memory per node matters: maxNodes' default of four million nodes stays near 160 MB.
static_assert(sizeof(Node) <= 40);

class NodePool {
public:
    NodePool(std::size_t maxNodes, std::size_t expected) : maxNodes_(maxNodes < kIndexLimit ? maxNodes : kIndexLimit)
    {
        if (maxNodes_ < 1)
            maxNodes_ = 1;
        nodes_.reserve(expected < maxNodes_ ? expected : maxNodes_);
        nodes_.emplace_back(); // the root
    }

    bool canGrow() const { return nodes_.size() < maxNodes_; }
    std::size_t size() const { return nodes_.size(); }

    Node &operator[](std::int32_t index) { return nodes_[static_cast<std::size_t>(index)]; }
    const Node &operator[](std::int32_t index) const { return nodes_[static_cast<std::size_t>(index)]; }

    // Adds a child in front of `parent`'s list; the caller checked canGrow().
    std::int32_t addChild(std::int32_t parent, Action action, int mover)
    {
        const auto index = static_cast<std::int32_t>(nodes_.size());
        Node &node = nodes_.emplace_back();
        node.action = action;
        node.mover = static_cast<std::int8_t>(mover);
        node.nextSibling = (*this)[parent].firstChild;
        (*this)[parent].firstChild = index;
        return index;
    }

    // A copy of the subtree under `node` of `from`, that node as the root, every list of
    // children in the same order, with room reserved for `extra` more nodes. Just a root
    // when the subtree does not fit in `maxNodes`.
    static NodePool subtree(const NodePool &from, std::int32_t node, std::size_t maxNodes, std::size_t extra)
    {
        std::vector<std::int32_t> pending {node};
        std::size_t count = 0;
        while (!pending.empty() && count <= maxNodes) {
            const std::int32_t at = pending.back();
            pending.pop_back();
            ++count;
            for (std::int32_t child = from[at].firstChild; child >= 0; child = from[child].nextSibling)
                pending.push_back(child);
        }
        if (count > maxNodes)
            return NodePool(maxNodes, extra);
        NodePool pool(maxNodes, count + extra);
        pool.nodes_.front() = from[node];
        pool.nodes_.front().firstChild = -1;
        pool.nodes_.front().nextSibling = -1;
        // Breadth first: each copied parent's children are appended and linked in order.
        std::vector<std::pair<std::int32_t, std::int32_t>> queue {{node, 0}}; // (in from, in pool)
        for (std::size_t next = 0; next < queue.size(); ++next) {
            const auto [old, copy] = queue[next];
            std::int32_t previous = -1;
            for (std::int32_t child = from[old].firstChild; child >= 0; child = from[child].nextSibling) {
                const auto index = static_cast<std::int32_t>(pool.nodes_.size());
                Node &added = pool.nodes_.emplace_back(from[child]);
                added.firstChild = -1;
                added.nextSibling = -1;
                if (previous < 0)
                    pool[copy].firstChild = index;
                else
                    pool[previous].nextSibling = index;
                previous = index;
                queue.emplace_back(child, index);
            }
        }
        return pool;
    }

    std::int32_t findChild(std::int32_t parent, Action action) const
    {
        for (std::int32_t child = (*this)[parent].firstChild; child >= 0; child = (*this)[child].nextSibling)
            if ((*this)[child].action == action)
                return child;
        return -1;
    }

private:
    static constexpr std::size_t kIndexLimit = static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max());
    std::size_t maxNodes_;
    std::vector<Node> nodes_;
};

} // namespace ludoteca::ai
