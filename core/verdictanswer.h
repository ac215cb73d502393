#pragma once
// The verdict line's direct answers: by how much the memory does not fit, and what the planned
// feed needs (the 32 A feed, or a power cap per GPU). The window and the quote word them; every
// figure is computed here.
#include "enumnames.h"
#include "scenario.h"
#include "sizingresult.h"

#include <optional>

namespace headroom {

struct Catalog;

/// What the window colours: green only for VerdictState::Fits.
enum class VerdictState {
    Fits,          ///< memory fits outside the band and the planned feed carries the draw
    Tight,         ///< memory within the band (or under the safety margin), feed fine
    ServingShort,  ///< the run fits and the feed carries it, but the build serves fewer users
                   ///< than the scenario's serving section asks for afterwards
    PowerExceeded, ///< memory fits (or is tight), but the planned feed does not carry the draw
    DoesNotFit,    ///< the memory per GPU exceeds the card
};

inline constexpr auto kVerdictStateNames = makeEnumTable(
    std::pair{VerdictState::Fits, "fits"},
    std::pair{VerdictState::Tight, "tight"},
    std::pair{VerdictState::ServingShort, "serving_short"},
    std::pair{VerdictState::PowerExceeded, "power_exceeded"},
    std::pair{VerdictState::DoesNotFit, "does_not_fit"});
const char* toString(VerdictState);

/// One feed (230 V single phase or 400 V three phase) and what brings the draw within it.
struct FeedAnswer {
    int amps = 16;
    int phases = 1;    ///< 1: 230 V single phase; 3: 400 V three phase
    double limitW = 0; ///< 80 % of the rating (catalog assumption feed_derating)
    bool fits = false; ///< the draw as planned (with the scenario's cap, if any) fits
    /// Whole watts per GPU that bring the server's draw within this feed, when the draw
    /// exceeds it and such a cap lies within the GPU's settable range; else nothing.
    std::optional<double> capW;
    bool operator==(const FeedAnswer&) const = default;
};

struct VerdictAnswer {
    VerdictState state = VerdictState::DoesNotFit;
    double freeGb = 0;    ///< free memory per GPU (negative: short)
    double shortByGb = 0; ///< how much memory per GPU is missing (0 when it fits)
    int plannedAmps = 16; ///< the scenario's feed
    int plannedPhases = 1;
    bool feedExceeded = false;
    FeedAnswer planned; ///< the scenario's feed (one of feed16/feed32, or a 400 V one)
    bool servingShort = false; ///< a serving section is asked and not met
    FeedAnswer feed16;
    FeedAnswer feed32;
    bool operator==(const VerdictAnswer&) const = default;
};

/// The state and the answers for `result`, the evaluation of `scenario` (a feed that is
/// exceeded is never green).
VerdictAnswer answerVerdict(const Scenario& scenario, const SizingResult& result,
                            const Catalog& catalog);

} // namespace headroom
