#pragma once
// The one answer every face shows (result key `answer`, SPEC §8 "Added 2026-12-04"): go, tight
// or no_go, the headline as a message-table entry (worded by the command line, the window, the
// quote and the sheet in their language), and every reason that blocks the build, most severe
// first. evaluate() computes it once (core/pipeline/verdictanswer.cpp); no face decides "fits"
// itself.
#include "enumnames.h"
#include "messagetable.h"

#include <optional>
#include <string>
#include <vector>

namespace headroom {

/// go: memory fits above the band's upper end and nothing blocks; tight: memory fits, but
/// within the band or under the safety margin, nothing blocks; no_go: the memory does not fit
/// or a blocker is set.
enum class AnswerState { Go, Tight, NoGo };

inline constexpr auto kAnswerStateNames =
    makeEnumTable(std::pair{AnswerState::Go, "go"}, std::pair{AnswerState::Tight, "tight"},
                  std::pair{AnswerState::NoGo, "no_go"});
const char* toString(AnswerState);

/// The first reason of the answer, for the window's colour and the tests: the state and, when
/// it is no_go, what blocks first.
enum class VerdictState {
    Fits,          ///< go
    Tight,         ///< memory within the band (or under the safety margin), nothing blocks
    ServingShort,  ///< the run fits and the feed carries it, but the build serves fewer users
                   ///< than the scenario's serving section asks for afterwards
    PowerExceeded, ///< memory fits (or is tight), but the planned feed does not carry the draw
    EngineNoRoom,  ///< the RL rollout engine cannot hold its weights and one whole sequence
    DoesNotFit,    ///< the memory per GPU exceeds the card
    PlanRefused,   ///< the manual parallel plan does not suit the model or the GPUs
};

inline constexpr auto kVerdictStateNames = makeEnumTable(
    std::pair{VerdictState::Fits, "fits"},
    std::pair{VerdictState::Tight, "tight"},
    std::pair{VerdictState::ServingShort, "serving_short"},
    std::pair{VerdictState::PowerExceeded, "power_exceeded"},
    std::pair{VerdictState::EngineNoRoom, "rl_engine_no_room"},
    std::pair{VerdictState::DoesNotFit, "does_not_fit"},
    std::pair{VerdictState::PlanRefused, "plan_refused"});
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
    AnswerState answer = AnswerState::NoGo; ///< result key `answer.state`
    VerdictState state = VerdictState::DoesNotFit;
    /// Result key `answer.blockers`, most severe first: plan_refused, does_not_fit,
    /// rl_engine_no_room, feed_exceeded, serving_short.
    std::vector<std::string> blockers;
    /// The headline: a message-table entry (`answer_*`) with its figures.
    std::string headlineCode;
    std::vector<MessageArg> headlineArgs;
    double freeGb = 0;    ///< free memory per GPU (negative: short)
    double shortByGb = 0; ///< how much memory per GPU is missing (0 when it fits)
    int plannedAmps = 16; ///< the scenario's feed
    int plannedPhases = 1;
    bool feedExceeded = false;
    FeedAnswer planned; ///< the scenario's feed (one of feed16/feed32, or a 400 V one)
    bool servingShort = false; ///< a serving section is asked and not met
    bool engineNoRoom = false; ///< an RL rollout engine without room (rl.engine_fits false)
    bool planRefused = false;  ///< the manual plan is refused (checkPlan)
    FeedAnswer feed16;
    FeedAnswer feed32;
    /// Where the planned single-phase feed does not carry the draw: the smallest of the
    /// catalog's other server feeds (230 V 32 A, then 400 V three phase 16 A and 32 A) that
    /// does, at the scenario's cap; the answer names it before a power cap (issue 32).
    std::optional<FeedAnswer> otherFeed;
    bool operator==(const VerdictAnswer&) const = default;
};

} // namespace headroom
