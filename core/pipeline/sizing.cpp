#include "sizing.h"

#include "buildfigures.h"
#include "calibration.h"
#include "costs/costs.h"
#include "pricing.h"
#include "calibrationdata.h"
#include "facility/facility.h"
#include "facility/feeds.h"
#include "memory/gpumemory.h"
#include "memory/ncclbuffers.h"
#include "memorymodel.h"
#include "messagetable.h"
#include "parallel/communication.h"
#include "performance/steptiming.h"
#include "rl/rlstage.h"
#include "runfigures.h"
#include "runsplit.h"
#include "scenariorange.h"
#include "serving/serving.h"
#include "textformat.h"
#include "verdictanswer.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace headroom {

using namespace pipeline;

namespace {

/// The uncertainty band of `total` and the three-state verdict. A regime's rows measured
/// predicted = measured · (1 + error), so the real figure lies in [p / (1 + high), p / (1 + low)]
/// for the part the memory model predicts; `fixedGb` (the CUDA context, paged states) is
/// taken as it is. The errors are the band's (bandForRun: its pool's leave-one-source-out
/// range, widened where the run lies outside what the pool's rows measured).
void applyBand(SizingResult& r, const Scenario& s, const Catalog& cat, const ResolvedBuild& build,
               double fixedGb) {
    PerGpuMemory& m = r.perGpu;
    const Regime regime = regimeOf(s, r.gpuCount);
    BandBasis& basis = r.bandBasis;
    basis.regime = toString(regime);
    const RunBand band =
        bandForRun(cat.bands, regime, runFacts(s, r, build), bandWidening(cat.assumptions));
    basis.validated = band.validated;
    if (band.pool) {
        basis.pool = band.pool->pool;
        basis.rows = band.pool->rows;
        basis.coverage =
            band.pool->heldOut > 0 ? double(band.pool->inside) / band.pool->heldOut : -1;
        basis.outside = band.outside;
        basis.widening = band.widening;
    }
    basis.errorLow = band.low;
    basis.errorHigh = band.high;
    const double predicted = std::max(0.0, m.total - fixedGb);
    m.band.low = fixedGb + predicted / (1 + band.high);
    m.band.high = fixedGb + predicted / std::max(0.05, 1 + band.low);
    if (m.headroom < 0)
        r.verdict = Verdict::DoesNotFit;
    else if (m.capacity < m.band.high)
        r.verdict = Verdict::Tight;
    else
        r.verdict = Verdict::Fits;
}

/// The step time's input for one run: the build, its plan, states, memory and network.
TimingInput timingInput(const Scenario& s, const ResolvedBuild& build, const Assumptions& a,
                        const ParallelPlan& plan, const ModelStates& states,
                        const GpuMemory& memory, const SizingResult& r, const RunNetwork& net) {
    TimingInput timing;
    timing.scenario = &s;
    timing.arch = build.model.arch;
    timing.gpu = build.gpu;
    timing.server = build.server;
    timing.assumptions = &a;
    timing.plan = &plan;
    timing.gpuCount = build.gpuCount;
    timing.nodes = build.nodes;
    timing.trainable = states.trainable;
    timing.frozenWeightBytes = states.frozenOnGpuBytes; // after offload
    timing.paramsPerGpu = memory.paramsPerGpu;
    timing.trainablePerGpu = memory.trainablePerGpu;
    timing.averageSequence = r.averageSequence;
    timing.longestSequence = r.longestSequence;
    timing.networkGBsPerGpu = net.gbsPerGpu;
    return timing;
}

/// The build's names and counts in the result (stage 1 of sizeRun).
void recordBuild(SizingResult& r, const Scenario& s, const ResolvedBuild& build) {
    const GpuSpec& gpu = *build.gpu;
    const ServerSpec* server = build.server;
    r.modelName = *build.model.name;
    r.serverId = server ? server->id : std::string();
    r.serverName = server ? server->name : std::string();
    r.gpuId = gpu.id;
    r.gpuName = gpu.name;
    r.gpuShortName = gpu.shortName;
    r.gpuCount = build.gpuCount;
    r.nodes = s.nodes;
    r.parameters = build.model.arch->params;
}

/// One run on `build` (resolveBuild() of the scenario), stage by stage: the plan, the model states,
/// the memory per GPU (the activations and buffers at the plan's share), the communication, the
/// step time, and the power, storage, time and facility of the servers.
SizingResult sizeRun(const Scenario& s, const Catalog& cat, const ResolvedBuild& build) {
    SizingResult r;
    const Assumptions& a = cat.assumptions;

    // ---- 1. The build: model, server, cards ---------------------------------------------------
    if (!build.model.arch || !build.gpu)
        return r; // parseScenario() rejects these; keep evaluate() total anyway
    const ModelArch& arch = *build.model.arch;
    const GpuSpec& gpu = *build.gpu;
    const int n = build.gpuCount;
    recordBuild(r, s, build);

    // ---- 2. The plan (core/parallel/) ----------------------------------------------------------
    r.plan = resolvePlan(s.plan, n * std::max(1, s.nodes), s.gradientAccumulation);
    const ParallelPlan& plan = r.plan;

    // ---- 3. The model states (core/memory/) ----------------------------------------------------
    const ModelStates states = modelStates(s, arch, a);
    r.trainable = states.trainable;
    r.statesGb = states.statesGb;

    // ---- 4. Sequences, activations and the memory per GPU (core/memory/) ----------------------
    r.imageTokensPerImage = imageTokens(arch.vision, s.imageWidth, s.imageHeight);
    const bool images = r.imageTokensPerImage > 0 && s.imageShare > 0 && s.imagesPerSample > 0;
    // 64-bit: 256 images of 16384² at a small patch are billions of tokens. parseScenario()
    // keeps text + image tokens within maxSequenceTokens(); evaluate() stays exact beyond it.
    const std::int64_t imageTokensLongest =
        images ? r.imageTokensPerImage * std::int64_t(s.imagesPerSample) : 0;
    r.longestSequence = std::int64_t(s.sequenceLength) + imageTokensLongest;
    r.averageSequence =
        s.sequenceLength + (images ? s.imageShare * double(imageTokensLongest) : 0.0);
    // The verdict's capacity is what one process can use of the card (catalog usable_bytes:
    // CUDA's total, the driver's reserve taken off); the prediction counts the CUDA context
    // itself (cuda_context_gb, in applyBand's fixedGb), so nothing is taken off twice.
    // NCCL's NVLS buffers lie outside PyTorch's allocator, beside the CUDA context.
    const double nccl = ncclNvlsGb(s, gpu, plan, n);
    const GpuMemory memory = gpuMemory(s, arch, a, states, plan, gpu.usableGb(), imageTokensLongest,
                                       images ? s.imagesPerSample : 0, nccl);
    r.perGpu = memory.perGpu;
    r.perGpu.listed = gpu.memoryGb;
    r.gpuMemoryBytes = gpu.memoryBytes;
    r.gpuUsableBytes = gpu.usableBytes;
    r.fits = r.perGpu.headroom >= 0;
    applyBand(r, s, cat, build, a.cudaContextGb + memory.pagedGb + nccl);
    r.maxSequenceLength = memory.maxSequenceLength;
    r.host = hostMemory(s, build, states, a);

    // ---- 5. Communication (core/parallel/) and 6. the step time (core/performance/) -----------
    const RunNetwork net = runNetwork(s, build);
    const TimingInput timing = timingInput(s, build, a, plan, states, memory, r, net);
    StepTiming compute = computeTiming(timing);
    StepCommunication comm = runCommunication(s, build, plan, states, net,
                                              tokensPerMicroBatch(timing), compute.computeS, a);
    r.step = stepTiming(timing, std::move(compute), std::move(comm));
    r.aggregateTflops = double(n) * std::max(1, s.nodes) * gpu.bf16Tflops;

    // ---- 7. Power, storage, time, and the facility of the servers (core/facility/) ------------
    r.power = powerDraw(s, build, a);
    r.feeds = feedsFor(s, r.power.total, a);
    r.storage = storageFor(s, build, states, a);
    r.time = runTime(s, plan, r.step.stepS);
    r.cluster = sizeCluster(s, cat, build, net, r.step);
    r.facility = sizeFacility(
        facilityInput(cat, build, net, r.cluster, r.power.total, r.storage.checkpoint));
    // The energy of every server (and the network) for the run's hours.
    const double drawW = build.nodes > 1 ? r.facility.clusterW : r.power.total;
    r.time.energyKwh = drawW * r.time.hours / 1000;
    r.time.energyCost = r.time.energyKwh * a.energyPrice;

    addRunWarnings(r, s, build, a, imageTokensLongest, images);
    if (!cat.bands.empty() && !r.bandBasis.validated)
        addWarning(r, "band_unvalidated", {}); // no measured run of this kind yet
    return r;
}

/// What an evaluation computes last, over the whole build: the answer every face shows, and the
/// purchase as the quote prices it (core/costs/), once: Compare's price row; own or rent reads
/// the same purchase.
void answerAndPrice(SizingResult& r, const Scenario& s, const Catalog& cat,
                    const ResolvedBuild& build) {
    r.answer = answerVerdict(s, r, cat);
    r.purchase = purchaseOf(build, r, cat, s.quote);
}

} // namespace

SizingResult evaluateRun(const Scenario& s, const Catalog& cat) {
    const ResolvedBuild build = resolveBuild(s, cat);
    SizingResult r = sizeRun(s, cat, build);
    answerAndPrice(r, s, cat, build);
    return r;
}

namespace {

/// The training figures of the server: one run on all its cards, or one of `runs` runs on its
/// group of cards (its own sharding and traffic) with what the runs share counted for all.
SizingResult sizeServerRuns(const Scenario& s, const Catalog& cat, const ResolvedBuild& build,
                            int runs) {
    if (runs == 1)
        return sizeRun(s, cat, build);
    Scenario one = s;
    one.runsSideBySide = 1;
    one.server = build.server->id;
    one.gpuCount = build.split->gpusPerRun;
    SizingResult shared = sizeRun(one, cat, onCards(build, one.gpuCount));
    shareServer(shared, s, cat, *build.server, *build.gpu, build.gpuCount, runs);
    return shared;
}

/// Serving the tuned model on all the cards afterwards (core/serving/), with the same facility
/// stage as training at the serving draw (one server).
void addServing(SizingResult& r, const Scenario& s, const Catalog& cat,
                const ResolvedBuild& build) {
    if (!s.serving || !build.gpu || !build.model.arch)
        return;
    const GpuSpec& gpu = *build.gpu;
    r.serving = evaluateServing(*s.serving, *build.model.arch, gpu, build.server, r.gpuCount,
                                cat.assumptions);
    appendServingWarnings(r.serving, gpu, r.warnings);
    r.serving.facility =
        sizeFacility(serverFacilityInput(cat.assumptions, build.server, r.serving.powerW));
}

/// A supervised run's figures (no RL section): the build, its runs side by side, serving.
SizingResult trainingFigures(const Scenario& s, const Catalog& cat, const ResolvedBuild& build) {
    const int runs = build.split ? build.split->runs : 1;
    SizingResult r = sizeServerRuns(s, cat, build, runs);
    addRunShares(r, build.split, runs, build.server, cat.assumptions);
    addServing(r, s, cat, build);
    return r;
}

/// The host memory an RL run needs beyond the policy's offload (its rollout workers, core/rl):
/// the recommendation covers it with the OS floor (catalog host_os_gb), and the server's
/// warnings follow when that raised it.
void rlHostMemory(SizingResult& r, const Scenario& s, const Assumptions& a,
                  const ServerSpec* server) {
    const double needed = r.rl.hostRequiredGb + a.hostOsGb;
    if (r.rl.hostRequiredGb <= r.host.offloadRequired || needed <= r.host.recommended)
        return;
    r.host.recommended = needed;
    replaceServerWarnings(r, s, a, server);
}

/// Preference / RL fine-tuning: the policy's training step as a supervised run, then what the
/// method keeps beside it, phase by phase (the RL stage, core/rl), its peak phase in the
/// verdict and its step in the step time, and a separate rollout engine's cards.
SizingResult rlFigures(const Scenario& s, const Catalog& cat, const ResolvedBuild& build) {
    SizingResult r = trainingFigures(policyScenario(s, build), cat, build);
    RlFigures rl = rlPhases(r, s, build, cat.assumptions);
    if (rl.rl.asked) {
        r.rl = std::move(rl.rl);
        peakVerdict(r, r.rl);
        rlStepTiming(r, r.rl);
        r.maxSequenceLength = rl.longestSequence;
        peakMemoryWarnings(r, cat.assumptions);
        appendRlWarnings(r.warnings, r.rl, *s.rl);
        rlHostMemory(r, s, cat.assumptions, build.server);
    }
    if (generates(s.rl->method) && s.rl->rollout == RolloutPlacement::Separate)
        addEngineGpus(r, s, cat, build);
    return r;
}

} // namespace

SizingResult evaluate(const Scenario& s, const Catalog& cat) {
    const ResolvedBuild build = resolveBuild(s, cat);
    SizingResult r = s.rl ? rlFigures(s, cat, build) : trainingFigures(s, cat, build);
    answerAndPrice(r, s, cat, build);
    // Own or rent (core/costs/): the build's quote prices against the cloud's, when asked.
    if (s.costs)
        r.costs = evaluateCosts(*s.costs, r, r.purchase, cat);
    return r;
}

} // namespace headroom
