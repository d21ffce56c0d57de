#pragma once
// A small, fast and portable random generator (xoshiro256**, seeded by splitmix64).
// Unlike the standard distributions, its results are the same on every platform,
// which keeps seeded AI games and tests reproducible everywhere.

#include <cstdint>
#include <span>

#include "ludoteca/core/types.h"

namespace ludoteca {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        for (auto &word : state_) {
            seed += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            word = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    // Uniform integer in [0, bound); bound must be positive (Lemire's multiply-shift).
    std::uint32_t below(std::uint32_t bound)
    {
        return static_cast<std::uint32_t>(((next() >> 32) * static_cast<std::uint64_t>(bound)) >> 32);
    }

    // Uniform real in [0, 1).
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // Picks an outcome with probability proportional to its weight; the total must be positive.
    Action pickWeighted(std::span<const ChanceOutcome> outcomes)
    {
        std::int64_t total = 0;
        for (const auto &o : outcomes)
            total += o.weight;
        auto r = static_cast<std::int64_t>(below(static_cast<std::uint32_t>(total)));
        for (const auto &o : outcomes) {
            if (r < o.weight)
                return o.action;
            r -= o.weight;
        }
        return outcomes.back().action;
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t state_[4] {};
};

} // namespace ludoteca
