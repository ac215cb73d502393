#pragma once
// The complete answer for one scenario (toJson() writes its keys). All GB are 1e9 bytes.
#include "answer.h"
#include "costsresult.h"
#include "enumnames.h"
#include "facility/facility.h"
#include "memory/memoryresult.h"
#include "messagetable.h"
#include "modelarch.h"
#include "parallel/communication.h"
#include "plan.h"
#include "performance/timingresult.h"
#include "rlresult.h"
#include "serving/servingresult.h"
#include "warning.h"

#include <cstdint>
#include <string>
#include <vector>

namespace headroom {

/// fits: the free memory exceeds the band; tight: it fits as predicted, but within the band;
/// does not fit: the prediction exceeds the card.
enum class Verdict { Fits, Tight, DoesNotFit };

inline constexpr auto kVerdictNames = makeEnumTable(
    std::pair{Verdict::Fits, "fits"},
    std::pair{Verdict::Tight, "tight"},
    std::pair{Verdict::DoesNotFit, "does_not_fit"});
const char* toString(Verdict);

/// What the band was computed from.
struct BandBasis {
    std::string regime;   ///< the scenario's regime, e.g. "qlora/single/none/litgpt"
    std::string pool;     ///< the rows' pool used: the regime itself or a coarser one
    int rows = 0;         ///< calibration rows in that pool (0: no band)
    double errorLow = 0;  ///< the band's low relative error (<= 0), widening included
    double errorHigh = 0; ///< the band's high relative error (>= 0), widening included
    /// Share of the pool's rows inside the band computed without their own source (leave one
    /// source out); negative when no row of the pool could be held out.
    double coverage = -1;
    /// False where no calibration row has the scenario's regime ("no measured run of this kind
    /// yet"): the band is then the widest of the pools above the regime.
    bool validated = false;
    /// The respects (BandRespect bits) in which the run lies outside the pool's rows, and what
    /// they added to each end of the error range (catalog band_widen_*).
    unsigned outside = 0;
    double widening = 0;
    bool operator==(const BandBasis&) const = default;
};

struct HostMemory {
    double offloadRequired = 0; ///< bytes the optimizer offload keeps in host RAM, GB
    double recommended = 0;     ///< max(2x GPU memory, offload + OS)
    double installed = 0;
    bool operator==(const HostMemory&) const = default;
};

struct PowerDraw {
    double gpus = 0;
    double cpus = 0;
    double overhead = 0;
    double total = 0;
    double perGpuW = 0;
    bool operator==(const PowerDraw&) const = default;
};

struct Feed {
    double voltage = 230;
    double amps = 16;
    int phases = 1;
    double limitW = 0;
    bool fits = false;
    bool operator==(const Feed&) const = default;
};

struct Storage {
    double checkpoint = 0;      ///< one resumable checkpoint
    double checkpointsKept = 0; ///< x kept
    double finalBf16 = 0;
    double finalFp8 = 0;
    double total = 0; ///< kept + final BF16 + FP8
    bool operator==(const Storage&) const = default;
};

struct RunTime {
    double steps = 0; ///< optimizer steps, whole (the last batch may be partial)
    double hours = 0;
    double energyKwh = 0;
    double energyCost = 0;
    bool operator==(const RunTime&) const = default;
};

/// One of the runs side by side: its cards on the server and its verdict.
struct RunShare {
    int index = 1;         ///< 1-based
    std::vector<int> gpus; ///< server slots, 0-based
    int nvlinkDomain = -1; ///< 0-based; -1 where the server has none or the run spans several
    bool fits = false;
    std::string verdict;   ///< "fits", "tight" or "does_not_fit"
    double headroomGb = 0; ///< free per GPU
    bool operator==(const RunShare&) const = default;
};

/// What all runs on the server add up to (the shared parts are also in the result's power,
/// feeds, host memory and storage, which count every run).
struct ServerTotals {
    int gpus = 0;          ///< cards in use, all runs
    double tokensPerS = 0; ///< all runs together
    double statesGb = 0;   ///< model states of all runs
    int cpuCores = 0;      ///< installed, all sockets (0 = not in the catalog)
    double cpuCoresPerRun = 0;
    double cpuCoresNeeded = 0;  ///< physical cores the cards in use need (catalog assumption)
    double cpuPowerPerRunW = 0; ///< the CPUs' share of the power per run
    double powerPerRunW = 0;    ///< the server's draw per run
    double energyPerRunKwh = 0;
    bool operator==(const ServerTotals&) const = default;
};

/// The servers of the run and the network that joins them.
struct ClusterInfo {
    int nodes = 1;
    int gpus = 0;        ///< all servers' cards in use
    std::string network; ///< catalog NIC id ("" with one server and no network named)
    std::string networkName;
    int nicsPerServer = 0;
    double nicGbps = 0; ///< per adapter, all ports, one direction
    double networkGbpsPerServer = 0;
    /// Adapter rate per server that would hide the network's overlapped traffic (0: no network
    /// traffic).
    double networkNeededGbpsPerServer = 0;
    bool railOptimized = true;
    std::string switchId;
    std::string switchName;
    int nics = 0; ///< adapters, all servers
    Fabric fabric;
    std::string cable;
    double switchW = 0;
    double linkW = 0;
    double nicW = 0;
    bool networkPowerKnown = true; ///< false: a switch, link or adapter has no power figure
    bool operator==(const ClusterInfo&) const = default;
};

struct SizingResult {
    std::string modelName;
    std::string serverId;
    std::string serverName;
    std::string gpuId;
    std::string gpuName;
    std::string gpuShortName; ///< the card without its maker (legends, pins): "H200 NVL"
    double gpuMemoryBytes = 0; ///< the card's total as the driver reports it (catalog)
    double gpuUsableBytes = 0; ///< what one process can use of it (catalog)
    int gpuCount = 0;          ///< cards in use on the server, all runs together
    int runsSideBySide = 1;    ///< runs on equal groups of the cards
    int gpusPerRun = 0;        ///< cards of one run; per-GPU memory and step are one run's
    std::vector<RunShare> runs;
    ServerTotals serverTotals;
    int nodes = 1;     ///< servers in the cluster
    ParallelPlan plan; ///< the plan used (resolved: "auto" shows dp = every GPU)
    ParameterCounts parameters;
    double trainable = 0; ///< trainable parameters
    double statesGb = 0;  ///< weights + gradients + optimizer over one run's GPUs
    PerGpuMemory perGpu;
    bool fits = false; ///< true for Verdict::Fits and Verdict::Tight
    Verdict verdict = Verdict::DoesNotFit;
    BandBasis bandBasis;
    HostMemory host;
    StepTiming step;
    double aggregateTflops = 0; ///< dense BF16 peak of all cards in use
    std::int64_t imageTokensPerImage = 0;
    std::int64_t longestSequence = 0; ///< text + image tokens of the longest sample
    double averageSequence = 0;
    PowerDraw power;
    std::vector<Feed> feeds;
    Storage storage;
    RunTime time;
    ClusterInfo cluster;
    Facility facility;
    std::int64_t maxSequenceLength = 0; ///< longest text sequence that still fits, all else fixed
    ServingResult serving; ///< the tuned model served on the build (`asked` when requested)
    RlResult rl;           ///< preference / RL phases (`asked` for dpo|orpo|simpo|grpo|ppo)
    CostsResult costs;     ///< own or rent (`asked` when the scenario has a `costs` section)
    PurchasePrice purchase; ///< the quote's purchase price (Compare's price row)
    std::vector<Warning> warnings;
    /// What every face shows (result key `answer`): computed last by evaluate() from the
    /// verdict, the band, the feed, the RL engine, the serving need and the plan.
    VerdictAnswer answer;
    bool operator==(const SizingResult&) const = default;
};

} // namespace headroom
