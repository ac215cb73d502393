#pragma once
// "Where it runs out": the memory per GPU against the sequence length for one scenario, with
// the card's capacity, the verdict's band and the longest sequence that fits.
#include "scenario.h"

#include <cstdint>
#include <vector>

namespace headroom {

struct Catalog;

struct RunsOutPoint {
    std::int64_t sequenceLength = 0; ///< text tokens per sequence (RL: prompt + completion)
    double totalGb = 0;              ///< the card's total per GPU at that length
    double bandLowGb = 0;            ///< the verdict's band around the total
    double bandHighGb = 0;
    bool fits = false;
    bool operator==(const RunsOutPoint&) const = default;
};

struct RunsOutCurve {
    std::vector<RunsOutPoint> points; ///< ascending sequence lengths, powers of two
    double capacityGb = 0;
    std::int64_t longestSequence = 0; ///< longest text sequence that fits (0: none)
    std::int64_t modelContext = 0;    ///< the model's native context (0: unknown)
    std::int64_t currentSequence = 0; ///< the scenario's own length (RL: prompt + completion)
    double currentTotalGb = 0;        ///< the card's total at the scenario's own length
    bool operator==(const RunsOutCurve&) const = default;
};

/// Smallest sequence length on the curve: 512 tokens, 2^9.
inline constexpr std::int64_t kRunsOutFirstLength = 512;

/// The curve at every power of two from 512 tokens up to the model's native context (at least
/// the scenario's own length), every other key as in `scenario`.
RunsOutCurve runsOutCurve(const Scenario& scenario, const Catalog& catalog);

} // namespace headroom
