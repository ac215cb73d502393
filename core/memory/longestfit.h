#pragma once
// The longest sequence that still fits, for any free-memory function of the length.
#include <algorithm>
#include <cstdint>

namespace headroom {

/// Longest length in [1, limit] with freeAt(length) >= 0 (0: not even one token fits). The free
/// memory falls monotonically with the length, so exactly one length L has freeAt(L) >= 0 >
/// freeAt(L + 1) (or the limit fits); any bracketing search finds it. The evaluated length
/// `known` (free memory `freeKnown`, already computed) brackets it from one side. False-position
/// guesses land within a token of the root for the near-linear terms, so the neighbour of an
/// interpolated guess is tried next; guesses are kept a sixteenth of the span away from the
/// ends, so curved terms (eager attention) still converge.
template <class FreeAt>
std::int64_t longestFitting(FreeAt freeAt, std::int64_t limit, std::int64_t known,
                            double freeKnown) {
    if (limit < 1)
        return 0;
    auto freeAtLength = [&](std::int64_t tokens) {
        return tokens == known ? freeKnown : double(freeAt(tokens));
    };
    std::int64_t lo = 1, hi = limit;
    // A known length that fits says the shortest fits too.
    double fLo = known >= lo && known <= hi && freeKnown >= 0 ? freeKnown : freeAtLength(lo);
    if (fLo < 0)
        return 0;
    double fHi = 0;
    if (known > lo && known < hi && freeKnown < 0) {
        hi = known;
        fHi = freeKnown;
    } else {
        if (known > lo && known < hi) {
            lo = known;
            fLo = freeKnown;
        }
        fHi = freeAtLength(hi);
        if (fHi >= 0)
            return hi;
    }
    while (hi - lo > 1) {
        // Interpolated guess, kept strictly inside and away from the ends.
        const double t = fLo / (fLo - fHi);
        const std::int64_t span = hi - lo;
        const std::int64_t interpolated = lo + static_cast<std::int64_t>(t * double(span));
        const std::int64_t margin = std::max<std::int64_t>(1, span / 16);
        const std::int64_t guess = std::clamp(interpolated, lo + margin, hi - margin);
        const double f = freeAt(guess);
        if (f >= 0) {
            lo = guess;
            fLo = f;
        } else {
            hi = guess;
            fHi = f;
        }
        if (guess != interpolated || hi - lo <= 1)
            continue;
        // The root is probably next to the interpolated guess: test the neighbour inside.
        const std::int64_t next = f >= 0 ? lo + 1 : hi - 1;
        const double fNext = freeAt(next);
        if (fNext >= 0) {
            lo = next;
            fLo = fNext;
        } else {
            hi = next;
            fHi = fNext;
        }
    }
    return lo;
}

} // namespace headroom
