// The build's figures over what one run alone does (sizing.cpp sizes each run, sizeRun):
// runs side by side that share one server, an RL step's peak phase and whole step, and a
// rollout engine on cards of its own.
#include "buildfigures.h"

#include "facility/feeds.h"
#include "runfigures.h"
#include "verdictanswer.h"

#include <algorithm>

namespace headroom::pipeline {

namespace {

/// The run's verdict word: fits, tight (within the calibration band, or under the safety
/// margin) or does_not_fit.
const char* runVerdict(const SizingResult& r) {
    if (r.verdict == Verdict::DoesNotFit)
        return toString(r.verdict);
    return memoryTight(r) ? "tight" : "fits";
}

} // namespace

// ---- Runs side by side ----------------------------------------------------------------------
// Each run is sized on its group of cards (its own sharding and traffic); what the runs share,
// the server's power and feeds, host memory, CPUs and storage, is then counted for all of them.

void shareServer(SizingResult& r, const Scenario& s, const Catalog& cat, const ServerSpec& server,
                 const GpuSpec& gpu, int gpuCount, int runs) {
    const Assumptions& a = cat.assumptions;
    const double n = gpuCount, runsD = runs;
    r.gpuCount = gpuCount;
    r.aggregateTflops = n * gpu.bf16Tflops;

    // Host memory: NVIDIA-Certified Systems' 2x rule over every card's memory, and the
    // ZeRO-Offload host states of every run.
    const bool offload = s.offload != Offload::None;
    r.host.offloadRequired *= runsD;
    r.host.recommended = std::max(a.hostMemoryFactor * n * gpu.memoryGb,
                                  offload ? r.host.offloadRequired + a.hostOsGb : 0.0);

    // The CPUs update every run's offloaded optimizer states: each run gets 1/runs of the
    // server's CPU Adam rate (assumption cpu_adam_params_per_s is per server).
    StepTiming& st = r.step;
    if (offload) {
        const double extra =
            (runsD - 1) * r.trainable / a.cpuAdamParamsPerS / s.gradientAccumulation;
        const double alone = st.stepS;
        st.optimizerS += extra;
        st.stepS += extra;
        st.stepSSerial += extra;
        st.tokensPerS = st.stepS > 0 ? st.tokensPerStep / st.stepS : 0;
        if (alone > 0) // the run's time scales with its step
            r.time.hours *= st.stepS / alone;
    }

    // Power: all cards at full load (the page: "plan the feed for the full load").
    PowerDraw& pw = r.power;
    pw.gpus = n * pw.perGpuW;
    pw.overhead = a.powerOverhead * (pw.gpus + pw.cpus);
    pw.total = pw.gpus + pw.cpus + pw.overhead;
    for (Feed& f : r.feeds)
        f.fits = pw.total <= f.limitW;

    // Storage: every run keeps its checkpoints and writes its own final model.
    Storage& sto = r.storage;
    sto.checkpointsKept *= runsD;
    sto.finalBf16 *= runsD;
    sto.finalFp8 *= runsD;
    sto.total = sto.checkpointsKept + sto.finalBf16 + sto.finalFp8;

    // Time: the runs train in parallel, each its dataset: the wall time is one run's.
    r.time.energyKwh = pw.total * r.time.hours / 1000;
    r.time.energyCost = r.time.energyKwh * a.energyPrice;

    replaceServerWarnings(r, s, a, &server);
}

void addEngineGpus(SizingResult& r, const Scenario& s, const Catalog& cat,
                   const ResolvedBuild& build) {
    const Assumptions& a = cat.assumptions;
    if (!build.gpu)
        return;
    ResolvedBuild b = onCards(build, build.allCards);
    b.server = build.chassis;
    b.nodes = build.servers; // servers the engine fills whole count too (engineLayout)
    const int n = b.gpuCount;
    r.gpuCount = n;
    r.nodes = b.nodes;
    // Servers the engine fills whole join the cluster's network (the weights reach them after
    // every step): its adapters, switches and links for every server.
    if (build.servers != build.nodes)
        r.cluster = sizeCluster(s, cat, b, runNetwork(s, b), r.step);
    r.aggregateTflops = double(n) * b.nodes * b.gpu->bf16Tflops;
    r.cluster.gpus = n * b.nodes;
    // NVIDIA-Certified Systems' 2x rule covers every card's memory.
    r.host.recommended = std::max(r.host.recommended, a.hostMemoryFactor * n * b.gpu->memoryGb);
    r.power = powerDraw(s, b, a);
    r.feeds = feedsFor(s, r.power.total, a);
    r.facility = sizeFacility(
        facilityInput(cat, b, runNetwork(s, b), r.cluster, r.power.total, r.storage.checkpoint));
    const double drawW = b.nodes > 1 ? r.facility.clusterW : r.power.total;
    r.time.energyKwh = drawW * r.time.hours / 1000;
    r.time.energyCost = r.time.energyKwh * a.energyPrice;
    ServerTotals& t = r.serverTotals;
    t.gpus = n;
    t.cpuCoresNeeded = a.cpuCoresPerGpu * n;
    t.powerPerRunW = r.power.total;
    t.energyPerRunKwh = r.time.energyKwh;
    replaceServerWarnings(r, s, a, b.server);
}

void addRunShares(SizingResult& r, const std::optional<RunSplit>& split, int runs,
                  const ServerSpec* server, const Assumptions& a) {
    r.runsSideBySide = runs;
    r.gpusPerRun = r.gpuCount / runs;
    r.runs.reserve(std::size_t(runs));
    for (int i = 0; i < runs; ++i) {
        RunShare run;
        run.index = i + 1;
        if (split) {
            run.gpus = split->groups[std::size_t(i)].gpus;
            run.nvlinkDomain = split->groups[std::size_t(i)].nvlinkDomain;
        }
        run.fits = r.fits;
        run.verdict = runVerdict(r);
        run.headroomGb = r.perGpu.headroom;
        r.runs.push_back(std::move(run));
    }
    ServerTotals& t = r.serverTotals;
    t.gpus = r.gpuCount;
    t.tokensPerS = runs * r.step.tokensPerS;
    t.statesGb = runs * r.statesGb;
    t.cpuCores = server ? server->cpuSockets * server->cpuCores : 0;
    t.cpuCoresPerRun = double(t.cpuCores) / runs;
    t.cpuCoresNeeded = a.cpuCoresPerGpu * r.gpuCount;
    t.cpuPowerPerRunW = r.power.cpus / runs;
    t.powerPerRunW = r.power.total / runs;
    t.energyPerRunKwh = r.time.energyKwh / runs;
}

// ---- Preference / RL fine-tuning --------------------------------------------------------------

void peakVerdict(SizingResult& r, const RlResult& rl) {
    const auto peak = std::find_if(rl.phases.begin(), rl.phases.end(),
                                   [&](const RlPhase& p) { return p.name == rl.peakPhase; });
    PerGpuMemory& m = r.perGpu;
    const double extra = peak->perGpuGb - m.total;
    // The reference, the reward model and the critic are PyTorch tensors on the training GPUs
    // through the step (trl/trainer/dpo_trainer.py at f2cd5771: `self.ref_model =
    // self.accelerator.prepare_model(self.ref_model, evaluation_mode=True)`, or
    // prepare_deepspeed / prepare_fsdp, puts it on the policy's devices): the allocator's
    // allocated and reserved peaks hold them as the total does. The engine's memory is vLLM's
    // own pool, outside them.
    const double frozen = rl.referenceGbPerGpu + rl.rewardGbPerGpu;
    m.allocatedPeak += frozen + rl.criticGbPerGpu;
    m.reservedPeak += frozen + rl.criticGbPerGpu;
    m.total = peak->perGpuGb;
    m.headroom = m.capacity - m.total;
    // The policy's parts stay its training step's; the rest of the peak is the RL models'.
    const double policyParts =
        m.weights + m.gradients + m.optimizer + m.activations + m.logits + m.buffers + m.reserved;
    r.rl.modelsGbPerGpu = std::max(0.0, m.total - policyParts);
    m.band.low += extra;
    m.band.high += extra;
    r.fits = m.headroom >= 0;
    r.verdict = m.headroom < 0             ? Verdict::DoesNotFit
                : m.capacity < m.band.high ? Verdict::Tight
                                           : Verdict::Fits;
    for (RunShare& run : r.runs) {
        run.fits = r.fits;
        run.verdict = toString(r.verdict);
        run.headroomGb = m.headroom;
    }
}

void rlStepTiming(SizingResult& r, const RlResult& rl) {
    const double accumulation = rl.microStepsPerStep;
    StepTiming& st = r.step;
    const double microStepS = st.stepS;
    if (microStepS > 0 && rl.stepS > 0) {
        const double scale = rl.stepS / (accumulation * microStepS);
        st.stepSSerial = rl.generateS + rl.scoreS + rl.trainS / microStepS * st.stepSSerial;
        st.stepS = rl.stepS;
        st.tokensPerStep *= accumulation;
        st.tokensPerS = st.tokensPerStep / st.stepS;
        r.serverTotals.tokensPerS = r.runsSideBySide * st.tokensPerS;
        r.time.hours *= scale;
        r.time.energyKwh *= scale;
        r.time.energyCost *= scale;
        r.serverTotals.energyPerRunKwh *= scale;
    }
}

} // namespace headroom::pipeline
