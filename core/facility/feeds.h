#pragma once
// The feeds a draw is judged against, for one server (core/pipeline/sizing.cpp) and for a rack
// (core/facility/facility.cpp): one table, one formula.
#include <cmath>
#include <cstddef>

namespace headroom {

/// One feed: IEC 60309-2 industrial plugs of 16, 32 and 63 A, single phase at 230 V or three
/// phase at 400 V between the phases (IEC 60038 nominal voltages).
struct FeedType {
    double volts;
    double amps;
    int phases; ///< 1 or 3
};

/// 230 V 16 A and 32 A single phase; 400 V 16 A, 32 A and 63 A three phase. A server is judged
/// against the first two (the first four with three-phase feeds shown), a rack against all.
inline constexpr FeedType kFeedTypes[] = {
    {230, 16, 1}, {230, 32, 1}, {400, 16, 3}, {400, 32, 3}, {400, 63, 3}};
inline constexpr std::size_t kSinglePhaseFeeds = 2;
inline constexpr std::size_t kServerFeeds = 4; ///< single phase and 400 V 16 / 32 A

/// The continuous load a feed carries: V · I single phase, √3 · V · I three phase (V between
/// the phases), times the catalog's derating (assumption `feed_derating`).
inline double feedLimitW(const FeedType& feed, double derating) {
    return feed.volts * feed.amps * (feed.phases == 3 ? std::sqrt(3.0) : 1.0) * derating;
}

} // namespace headroom
