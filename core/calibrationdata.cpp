#include "calibrationdata.h"

#include <algorithm>
#include <span>

// The functions of calibrationdata.h: the regimes, pools and coverage the bands are made of, and
// the choice of a scenario's band (Catalog::bandFor). Computing the bands from evaluated rows,
// and widening them for one run: core/pipeline/calibration.cpp.

namespace headroom {

namespace {

bool contains(const std::vector<std::string>& v, const std::string& x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

/// The pools of a regime with rows of its own, finest first (RegimeBand::level 0 to 4).
constexpr unsigned kChain[kBandLevels] = {0, kAnyStack, kAnyStack | kAnyOffload,
                                          kAnyStack | kAnyOffload | kAnySharding,
                                          kAnyStack | kAnyOffload | kAnySharding | kAnyMethod};

/// Orders pools and levels by RegimeBand::level.
struct LevelLess {
    bool operator()(const RegimeBand& a, int level) const { return a.level < level; }
    bool operator()(int level, const RegimeBand& a) const { return level < a.level; }
};

} // namespace

/// The pools of one level: one run of `bands`, which buildBands() (pipeline/calibration.cpp)
/// orders by level, found by halving instead of a pass over every pool (declared in calibrationdata.h).
std::span<const RegimeBand> poolsAtLevel(const std::vector<RegimeBand>& bands, int level) {
    // std::equal_range, not std::ranges: Debian's emscripten libc++ (clang 14) has no
    // ranges::equal_range, and the sheet's module compiles this file too.
    const auto [first, last] = std::equal_range(bands.begin(), bands.end(), level, LevelLess{});
    return {bands.data() + (first - bands.begin()), static_cast<std::size_t>(last - first)};
}

const char* toString(MemoryMetric v) {
    return kMemoryMetricNames.name(v);
}

const char* toString(ShardingRegime v) {
    return kShardingRegimeNames.name(v);
}

std::string toString(const Regime& r) {
    std::string text = toString(r.method);
    text += '/';
    text += toString(r.sharding);
    text += '/';
    text += toString(r.offload);
    text += '/';
    text += r.stack.empty() ? std::string("-") : r.stack;
    return text;
}

Regime regimeOf(const Scenario& s, int gpuCount) {
    Regime r;
    r.method = s.method;
    if (gpuCount <= 1)
        r.sharding = ShardingRegime::Single;
    else if (s.sharding == Sharding::Full && shardingImplOf(s) == ShardingImpl::Fsdp)
        r.sharding = ShardingRegime::Fsdp;
    else if (s.sharding == Sharding::None)
        r.sharding = ShardingRegime::Ddp;
    else
        r.sharding = ShardingRegime::Zero;
    r.offload = s.offload;
    r.stack = s.stack;
    return r;
}

bool bandCovers(const RegimeBand& b, const Regime& r) {
    const Regime& k = b.regime;
    return ((b.wild & kAnyMethod) || k.method == r.method) &&
           ((b.wild & kAnySharding) || k.sharding == r.sharding) &&
           ((b.wild & kAnyOffload) || k.offload == r.offload) &&
           ((b.wild & kAnyStack) || k.stack == r.stack);
}

std::string poolName(const RegimeBand& b) {
    const Regime& r = b.regime;
    std::string text = b.wild & kAnyMethod ? "*" : toString(r.method);
    text += '/';
    text += b.wild & kAnySharding ? "*" : toString(r.sharding);
    text += '/';
    text += b.wild & kAnyOffload ? "*" : toString(r.offload);
    text += '/';
    text += b.wild & kAnyStack ? "*" : (r.stack.empty() ? std::string("-") : r.stack);
    return text;
}

const char* toString(BandRespect v) {
    return kBandRespectNames.name(v);
}

void addToCoverage(BandCoverage& c, const RunFacts& run) {
    const bool first = c.families.empty();
    c.sequenceMin = first ? run.sequence : std::min(c.sequenceMin, run.sequence);
    c.sequenceMax = first ? run.sequence : std::max(c.sequenceMax, run.sequence);
    c.gpusMin = first ? run.gpus : std::min(c.gpusMin, run.gpus);
    c.gpusMax = first ? run.gpus : std::max(c.gpusMax, run.gpus);
    if (std::find(c.offloads.begin(), c.offloads.end(), run.offload) == c.offloads.end())
        c.offloads.push_back(run.offload);
    c.plans |= run.plan;
    if (!contains(c.families, run.family))
        c.families.push_back(run.family);
    c.splitExperts = c.splitExperts || run.splitExperts;
    c.selectiveOp = c.selectiveOp || run.selectiveOp;
    c.precisionAware = c.precisionAware || run.precisionAware;
}

BandRespects outsideCoverage(const BandCoverage& c, const RunFacts& run) {
    auto bit = [](BandRespect r) { return BandRespects(1) << static_cast<unsigned>(r); };
    BandRespects out = 0;
    if (c.families.empty()) // no rows: nothing is covered
        return bit(BandRespect::SequenceLength) | bit(BandRespect::GpuCount) |
               bit(BandRespect::Offload) | (run.plan ? bit(BandRespect::ParallelPlan) : 0) |
               bit(BandRespect::ModelFamily) |
               (run.splitExperts ? bit(BandRespect::SplitExperts) : 0) |
               (run.selectiveOp ? bit(BandRespect::CheckpointPolicy) : 0) |
               (run.precisionAware ? bit(BandRespect::PrecisionAwareOptimizer) : 0);
    if (run.sequence < c.sequenceMin || run.sequence > c.sequenceMax)
        out |= bit(BandRespect::SequenceLength);
    if (run.gpus < c.gpusMin || run.gpus > c.gpusMax)
        out |= bit(BandRespect::GpuCount);
    if (std::find(c.offloads.begin(), c.offloads.end(), run.offload) == c.offloads.end())
        out |= bit(BandRespect::Offload);
    if ((run.plan & ~c.plans) != 0)
        out |= bit(BandRespect::ParallelPlan);
    if (!contains(c.families, run.family))
        out |= bit(BandRespect::ModelFamily);
    if (run.splitExperts && !c.splitExperts)
        out |= bit(BandRespect::SplitExperts);
    if (run.selectiveOp && !c.selectiveOp)
        out |= bit(BandRespect::CheckpointPolicy);
    if (run.precisionAware && !c.precisionAware)
        out |= bit(BandRespect::PrecisionAwareOptimizer);
    return out;
}

BandChoice chooseBand(const std::vector<RegimeBand>& bands, const Regime& regime) {
    // A pool needs rows of two sources: what one source's rows spread says nothing about what
    // another source's run does (the band rule moves each end by the farthest a source strayed
    // beyond the others, which needs others). Every row's pool takes what there is.
    constexpr int kMinSources = 2;
    auto usable = [&](const RegimeBand& b) {
        return bandCovers(b, regime) && (b.sources >= kMinSources || b.wild == kAllFields);
    };
    BandChoice c;
    for (const RegimeBand& b : poolsAtLevel(bands, 0)) // a row of the regime's own settles it
        if (b.regime == regime) {
            c.validated = true;
            break;
        }
    if (c.validated) {
        // The regime's own rows, pooled over stacks, then offload, then sharding as needed: the
        // chain's pool of each level is the one of its level with the chain's open fields.
        for (int level = 0; level < kBandLevels; ++level) {
            for (const RegimeBand& b : poolsAtLevel(bands, level))
                if (b.wild == kChain[level] && usable(b))
                    c.band = &b;
            if (c.band)
                return c;
        }
        return c;
    }
    // No row of its own: the widest of its nearest parents with rows of two sources (each
    // opens one field; where none has them, those that open two, and so on up to every row).
    for (int open = 1; open <= openFields(kAllFields) && !c.band; ++open)
        for (const RegimeBand& b : poolsAtLevel(bands, open))
            if (usable(b) &&
                (!c.band || b.errorHigh - b.errorLow > c.band->errorHigh - c.band->errorLow))
                c.band = &b;
    return c;
}

} // namespace headroom
