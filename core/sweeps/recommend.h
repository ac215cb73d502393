#pragma once
// Ranks catalog builds for a workload (issue 7; `headroom recommend`, README "Command line").
//
// The workload (model, method, sequence length, micro-batch, images, ...) stays fixed; the
// build varies:
//  - every catalog server as sold, with all its cards. The catalog is the product list: where
//    the vendor sells a smaller build it lists it (1×, 2×, 4×, 8× H200 NVL and RTX PRO 6000),
//    with CPUs, RAM and PSU sized for it. A larger chassis part-populated ("one card in the
//    4× L40S server") is not a build anyone quotes; a user who wants it sets gpu_count;
//  - optimizer variants (8-bit Adam, optimizer offload) only on builds where the user's choice
//    does not fit with the margin. They change the training (8-bit Adam its numerics, offload its
//    speed), so the reason line says so. One entry per build: the user's choice when it fits
//    with the margin, else the best-ranked variant.
//
// The objective, lexicographic, best first:
//  1. fit tier: fits with the safety margin (verdict "fits", i.e. free memory above the
//     calibration band, and headroom >= recommendMarginFraction × capacity), then fits without
//     it ("tight": within the band or under the margin), then blocked (the memory fits, but the
//     build cannot run: its RL engine has no room or its plan is refused; answer.blockers),
//     then does not fit (ranked by the share of the card it lacks, closest first). Optimizer
//     offload also needs its host memory installed. Every entry carries its answer
//     (SizingResult::answer); a no_go entry's reason line starts with what blocks it;
//  2. with a serving need (scenario `serving`: users at a context after the fine-tune), the
//     builds that also serve it, then those that do not (the reason line says which);
//  2b. the training as specified before a variant that changes it; then the builds the
//     planned feed carries before those that need another feed or a power cap;
//  3. the cost of the build: its price (server + cards) when the catalog prices every candidate;
//     otherwise a proxy: the number of cards (chassis, feed and most of the price scale with
//     it), then the aggregate dense BF16 rate. The rate ranks card classes in the order of their
//     prices in this catalog (L40S < RTX PRO 6000 < H100/H200 NVL < H100/H200 SXM < B200), which
//     memory size does not (an 80 GB H100 costs far more than a 96 GB RTX PRO 6000), and power
//     does not either (RTX PRO 6000 and H200 NVL both draw 600 W);
//  4. time to train the dataset, fastest first; then the server id, for a stable order.
// Runs side by side: a workload with `runs_side_by_side` > 1 is placed only on builds whose cards
// split into that many runs (each run on its group); with one run, every multi-card build that
// holds the run with the margin also says how many such runs it carries side by side at most
// (`sideBySide`, named in the reason: "also 4 runs side by side, one per card").
//
// So a LoRA gets the smallest card that holds it, not an 8× B200 that finishes sooner, and a
// full fine-tune gets the fewest cards that hold it; faster, larger builds follow as upgrades,
// their reason lines saying how much faster they are than the first.
#include "catalog.h"
#include "scenario.h"
#include "sizingresult.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

namespace headroom {

/// How well a build holds the workload, best first. Blocked: the memory fits, but the build
/// cannot run (its RL engine without room, its plan refused; answer.blockers).
enum class FitTier { WithMargin, Tight, Blocked, DoesNotFit };

/// How a variant departs from the user's choice, worded once by the core's reason and by each
/// face: the optimizer offloaded with the same 32-bit AdamW; offloaded where the workload
/// trains with a low-bit optimizer (the CPUs step 32-bit AdamW: the optimizer changes too);
/// 8-bit Adam instead of the workload's optimizer; 8-bit Adam on the GPUs instead of the
/// workload's offload; 32-bit AdamW kept on the GPUs.
enum class VariantKind { None, Offload, OffloadTo32bit, EightBit, EightBitOnGpus, GpuAdamW };

struct Recommendation {
    Scenario scenario; ///< the workload on this build
    SizingResult result;
    std::string server;
    std::string gpu;
    int gpuCount = 0;
    bool fits = false;         ///< GPU memory holds the run (and, with offload, host memory too)
    bool withinMargin = false; ///< verdict "fits", the safety margin kept free, it can run
    Verdict verdict = Verdict::DoesNotFit; ///< of the result; does_not_fit also for host memory
    bool variant = false;                  ///< optimizer or offload differ from the user's choice
    VariantKind variantKind = VariantKind::None; ///< which departure, when variant
    FitTier tier = FitTier::DoesNotFit;
    double headroomGb = 0; ///< free per GPU
    double marginGb = 0;   ///< the safety margin per GPU the ranking asks for
    double stepS = 0;
    double hours = 0;
    int sideBySide = 1; ///< most runs of the workload this build holds side by side with margin
    double sideBySideHeadroomGb = 0;  ///< free per GPU with that many runs
    bool sideBySidePerDomain = false; ///< each of those runs fills one NVLink domain
    bool servingMeets = true;         ///< the workload's serving need is met (true when none)
    std::optional<double> price;      ///< build price (server + cards) when the catalog knows it
    std::string reason;               ///< one line: why this build, and at what trade-off
    int nodes = 1;                    ///< servers of the build
    /// Several servers: "fastest" and/or "cheapest" of the cluster search; empty otherwise.
    std::string clusterPick;
    bool operator==(const Recommendation&) const = default;
};

/// How `variant` (the workload with recommend's optimizer and offload) departs from `workload`.
VariantKind variantKind(const Scenario& variant, const Scenario& workload);

/// Catalog builds ranked for the workload, best first (at most `limit`, 0 = all). Besides the
/// single servers, the search runs every build on 2 .. 16 servers with the plans automatic
/// (FSDP over every GPU), HSDP (one shard group per server) and tensor parallel inside the
/// NVLink domain, and adds the fastest and the cheapest (fewest GPUs, then the slower card
/// class; the catalog prices no network) of those that hold the workload with the margin,
/// right after the single servers that do.
std::vector<Recommendation> recommend(const Scenario& workload, const Catalog& catalog,
                                      std::size_t limit = 0);

/// `{"recommendations": [...]}`, the document of `headroom recommend --json`.
nlohmann::json toJson(const std::vector<Recommendation>& list);

} // namespace headroom
