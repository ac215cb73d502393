#pragma once
// Calibration rows as the catalog holds them (catalog/calibration/<source-id>.json): published or
// own measurements of real runs, each with the scenario that describes it, and the uncertainty
// bands per regime that evaluate() reads (computed once, when the catalog is loaded).
#include "enumnames.h"
#include "scenario.h"

#include <bit>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <vector>

namespace headroom {

/// What a calibration row measured: torch.cuda.max_memory_allocated, max_memory_reserved, or the
/// whole device as nvidia-smi shows it (reserved + CUDA context + paged states: per_gpu_gb.total).
enum class MemoryMetric { AllocatedPeak, ReservedPeak, Total };

inline constexpr auto kMemoryMetricNames = makeEnumTable(
    std::pair{MemoryMetric::AllocatedPeak, "allocated_peak"},
    std::pair{MemoryMetric::ReservedPeak, "reserved_peak"},
    std::pair{MemoryMetric::Total, "total"});
const char* toString(MemoryMetric);

struct CalibrationRow {
    std::string name;
    nlohmann::json scenario; ///< scenario keys; "model" a catalog id or a config path
    double measuredGb = 0;   ///< converted to GB (1e9 B) from the file's unit
    double measured = 0;     ///< as written in the file
    std::string unit;        ///< "GiB" or "GB"
    MemoryMetric metric = MemoryMetric::AllocatedPeak;
    std::string notes;
    std::string path; ///< JSON path of the row in its file, for errors
    bool operator==(const CalibrationRow&) const = default;
};

struct CalibrationSource {
    std::string id;
    std::string title;
    std::string citation;
    std::string setup;
    std::string file; ///< the file it was read from (relative model paths resolve against it)
    std::vector<CalibrationRow> rows;
    bool operator==(const CalibrationSource&) const = default;
};

/// How the GPUs share the run, as far as the memory model's error is concerned.
enum class ShardingRegime { Single, Fsdp, Zero, Ddp };

inline constexpr auto kShardingRegimeNames = makeEnumTable(
    std::pair{ShardingRegime::Single, "single"},
    std::pair{ShardingRegime::Fsdp, "fsdp"},
    std::pair{ShardingRegime::Zero, "zero"},
    std::pair{ShardingRegime::Ddp, "ddp"});
const char* toString(ShardingRegime);

/// A calibration regime: method × sharding × offload × stack.
struct Regime {
    Method method = Method::Full;
    ShardingRegime sharding = ShardingRegime::Single;
    Offload offload = Offload::None;
    std::string stack; ///< empty: Headroom's defaults
    bool operator==(const Regime&) const = default;
};

/// "qlora/single/none/litgpt" ("-" for no stack).
std::string toString(const Regime&);

/// The regime of a scenario run on `gpuCount` cards.
Regime regimeOf(const Scenario&, int gpuCount);

/// The respects in which a run can lie outside what the calibration rows of its band measured
/// (issue 37): there the residuals of those rows do not tell, and the band is widened by the
/// catalog's assumption for each (band_widen_*).
enum class BandRespect {
    SequenceLength,
    GpuCount,
    Offload,
    ParallelPlan,
    ModelFamily,
    SplitExperts,
    CheckpointPolicy,
    PrecisionAwareOptimizer
};

inline constexpr auto kBandRespectNames = makeEnumTable(
    std::pair{BandRespect::SequenceLength, "sequence_length"},
    std::pair{BandRespect::GpuCount, "gpu_count"},
    std::pair{BandRespect::Offload, "offload"},
    std::pair{BandRespect::ParallelPlan, "parallel_plan"},
    std::pair{BandRespect::ModelFamily, "model_family"},
    std::pair{BandRespect::SplitExperts, "split_experts"},
    std::pair{BandRespect::CheckpointPolicy, "checkpointing_policy"},
    std::pair{BandRespect::PrecisionAwareOptimizer, "precision_aware_optimizer"});
const char* toString(BandRespect);

constexpr int kBandRespects = 8;

/// A set of BandRespect, one bit each (bit i: the respect of value i).
using BandRespects = unsigned;

/// A run in those respects.
struct RunFacts {
    std::int64_t sequence = 0; ///< the longest sequence, tokens (text + image tokens)
    int gpus = 1;              ///< GPUs of the run over every server
    Offload offload = Offload::None;
    /// Parallel dimensions beyond data parallelism the plan uses: bit 0 tp, 1 pp, 2 cp, 3 ep.
    unsigned plan = 0;
    std::string family; ///< the model's model_type ("llama", "qwen3_5", ...)
    /// The share of the predicted total that is not counted per parameter (1 − model states /
    /// total: activations, logits, buffers, allocator reserve, CUDA context): what a longer
    /// sequence or another model family changes (widening()).
    double variableShare = 1;
    /// A mixture-of-experts model whose experts are split over GPUs: fully sharded (ZeRO-3,
    /// FSDP: whole MoE blocks gathered) or by a tensor or expert parallel plan (each expert
    /// split, tokens dispatched to the experts' ranks); a pipeline or context-parallel plan
    /// alone keeps every expert whole.
    bool splitExperts = false;
    /// torchtitan's selective per-op checkpointing (Scenario::checkpointPolicy), which keeps
    /// several tensors per layer beside its input.
    bool selectiveOp = false;
    /// Megatron-LM's precision-aware optimizer (runsPrecisionAwareOptimizer): Transformer
    /// Engine's FusedAdam with its state dtypes, remainders and fp32 step copies.
    bool precisionAware = false;
    bool operator==(const RunFacts&) const = default;
};

/// What the rows of a pool measured, in those respects.
struct BandCoverage {
    std::int64_t sequenceMin = 0, sequenceMax = 0;
    int gpusMin = 0, gpusMax = 0;
    std::vector<Offload> offloads;
    unsigned plans = 0; ///< every parallel dimension some row used (RunFacts::plan bits)
    std::vector<std::string> families;
    bool splitExperts = false; ///< some row split a mixture of experts (RunFacts::splitExperts)
    bool selectiveOp = false;  ///< some row checkpointed per op (RunFacts::selectiveOp)
    bool precisionAware = false; ///< some row ran the precision-aware optimizer
    bool operator==(const BandCoverage&) const = default;
};

/// Adds one row's run to `coverage`.
void addToCoverage(BandCoverage& coverage, const RunFacts& run);

/// The respects in which `run` lies outside `coverage`.
BandRespects outsideCoverage(const BandCoverage& coverage, const RunFacts& run);

/// The fields of a Regime a pool of rows leaves open (bits of RegimeBand::wild).
enum RegimeField : unsigned { kAnyStack = 1, kAnyOffload = 2, kAnySharding = 4, kAnyMethod = 8 };
constexpr unsigned kAllFields = kAnyStack | kAnyOffload | kAnySharding | kAnyMethod;

/// How many fields a pool leaves open (its level, RegimeBand::level).
inline int openFields(unsigned wild) {
    return std::popcount(wild);
}

/// The relative error range (predicted / measured − 1) of the rows of one regime, or of a
/// coarser pool of regimes: the regimes that agree with it in every field `wild` leaves closed.
/// The pools of a regime with rows of its own coarsen in one order (`level` 1: any stack; 2:
/// any offload and stack; 3: the method alone; 4: every row); a regime without rows takes its
/// parents, each of which opens one field more (chooseBand()).
struct RegimeBand {
    int level = 0;     ///< how many fields `wild` leaves open
    unsigned wild = 0; ///< RegimeField bits
    Regime regime;     ///< fields `wild` leaves open are ignored
    int rows = 0;
    int sources = 0;      ///< calibration sources of those rows
    double errorLow = 0;  ///< most negative error (under-prediction), <= 0
    double errorHigh = 0; ///< most positive error (over-prediction), >= 0
    std::string pool;     ///< poolName() of the band, kept when the bands are computed
    BandCoverage coverage; ///< what its rows measured
    /// Leave one source out over its rows: how many could be held out (another source gave
    /// them a band) and how many of those lay inside that band (computeBands()).
    int heldOut = 0;
    int inside = 0;
    bool operator==(const RegimeBand&) const = default;
};

constexpr int kBandLevels = 5;

/// Whether the pool `band` holds rows of `regime` (the fields `wild` keeps must match).
bool bandCovers(const RegimeBand& band, const Regime& regime);

/// The pool's name: the regime with "*" for the fields its level drops.
std::string poolName(const RegimeBand& band);

/// The band a scenario of `regime` gets from `bands`. With a row of its own regime
/// (`validated`): the finest pool of its chain (RegimeBand::level) with rows of two sources
/// (every row's pool takes what there is); without: the widest of its nearest parent regimes
/// with rows of two sources, each opening one field of the regime (stack, offload, sharding or
/// method), else two, and so on ("no measured run of this kind yet"). nullptr: no rows at all.
struct BandChoice {
    const RegimeBand* band = nullptr;
    bool validated = false;
};
BandChoice chooseBand(const std::vector<RegimeBand>& bands, const Regime& regime);

/// The pools of one level (RegimeBand::level): one run of `bands`, which buildBands()
/// (pipeline/calibration.cpp) orders by level, found by halving.
std::span<const RegimeBand> poolsAtLevel(const std::vector<RegimeBand>& bands, int level);

} // namespace headroom
