#include "rl/rlstage.h"

#include "messagetable.h"
#include "resolvebuild.h"
#include "serving/serving.h"
#include "textformat.h"

#include <algorithm>
#include <cmath>

// Memory of a preference / RL step per training GPU, phase by phase:
// - DPO (TRL DPOTrainer, huggingface/trl f2cd5771 trl/trainer/dpo_trainer.py): the policy
//   trains on chosen and rejected sequences concatenated into one batch; the reference is a
//   frozen copy of the model unless its log-probabilities are precomputed
//   (precompute_ref_log_probs) or the policy is a PEFT model, whose reference is the base with
//   the adapter disabled ("the reference model is not needed since the adapter can be
//   disabled"). ORPO and SimPO have no reference.
// - GRPO (trl/trainer/grpo_trainer.py at the same commit): vLLM colocated on the training GPUs
//   with vllm_gpu_memory_utilization of each (default 0.3) or a server on GPUs of its own; the
//   reference only with beta > 0 and not for PEFT policies (adapter disabled); sleep mode
//   (vllm_enable_sleep_mode) frees the engine's weights and cache while the policy trains.
// - PPO (Ouyang et al. 2022; OpenRLHF and verl's ppo_trainer): a critic of the policy's size
//   (a value head on a copy of the policy) trained beside it, the reference for the KL
//   penalty, a reward model if the reward is a model.
// Frozen models are sharded as the policy's weights are (FSDP FULL_SHARD / ZeRO-3 over the
// training GPUs, else replicated), in BF16.

namespace headroom {

namespace {
constexpr double GB = 1e9;
constexpr double kBf16 = 2;

const ModelArch* policyArch(const Scenario& s, const Catalog& cat) {
    if (s.importedModel)
        return &*s.importedModel;
    const ModelEntry* e = cat.findModel(s.model);
    return e ? &e->arch : nullptr;
}

/// BF16 weights of catalog model `id` (or of the policy when empty), GB per GPU over `shards`.
double frozenGb(const std::string& id, const ModelArch& policy, const Catalog& cat, double shards) {
    const ModelEntry* e = id.empty() ? nullptr : cat.findModel(id);
    const ModelArch& arch = e ? e->arch : policy;
    return arch.params.total * kBf16 / GB / std::max(1.0, shards);
}

bool pairMethod(RlMethod m) {
    return m == RlMethod::Dpo || m == RlMethod::Orpo || m == RlMethod::Simpo;
}
} // namespace

Scenario policyScenario(const Scenario& s, const Catalog& cat) {
    Scenario p = s;
    p.rl.reset();
    if (!s.rl)
        return p;
    const RlRequest& q = *s.rl;
    p.sequenceLength = q.promptLength + q.completionLength;
    if (pairMethod(q.method))
        p.microBatch = 2 * s.microBatch; // chosen + rejected in one forward
    if (generates(q.method) && q.rollout == RolloutPlacement::Separate) {
        const ServerSpec* server = buildServer(s, cat);
        const int n = s.gpuCount > 0 ? s.gpuCount : (server ? server->gpuCount : 1);
        p.gpuCount = std::max(1, n - q.rolloutGpuCount);
    }
    return p;
}

void addRlPhases(SizingResult& r, const Scenario& s, const Catalog& cat) {
    if (!s.rl)
        return;
    const RlRequest& q = *s.rl;
    const ModelArch* arch = policyArch(s, cat);
    const GpuSpec* gpu = cat.findGpu(r.gpuId);
    if (!arch || !gpu)
        return;
    const Assumptions& a = cat.assumptions;
    RlResult& rl = r.rl;
    rl.asked = true;
    rl.method = toString(q.method);
    rl.policyMethod = toString(s.method);
    rl.trainGpus = r.gpusPerRun > 0 ? r.gpusPerRun : r.gpuCount;
    const PerGpuMemory policy = r.perGpu;
    rl.policyTrainGb = policy.total;
    const double context = policy.total - policy.reservedPeak; // CUDA context (+ paged states)
    const double shards = s.sharding == Sharding::Full ? rl.trainGpus : 1;

    // The reference: a frozen BF16 copy for full fine-tuning; a PEFT policy disables its
    // adapter instead (no second copy), as TRL does for DPO and GRPO.
    ReferenceKind reference = q.reference;
    if (reference == ReferenceKind::Model && s.method != Method::Full)
        reference = ReferenceKind::None;
    rl.reference = toString(q.reference);
    rl.referenceGbPerGpu = reference == ReferenceKind::Model ? frozenGb({}, *arch, cat, shards) : 0;
    rl.rewardGbPerGpu = q.rewardModel.empty() ? 0 : frozenGb(q.rewardModel, *arch, cat, shards);
    if (q.method == RlMethod::Ppo) {
        // The critic trains like the policy: its states scale with its parameters.
        const ModelEntry* critic = q.criticModel.empty() ? nullptr : cat.findModel(q.criticModel);
        const double ratio =
            critic ? critic->arch.params.total / std::max(1.0, arch->params.total) : 1;
        rl.criticGbPerGpu = policy.states * ratio;
    }
    const double frozen = rl.referenceGbPerGpu + rl.rewardGbPerGpu;
    // Between optimizer steps the gradients are freed; weights and optimizer states stay.
    const double policyResident = policy.weights + policy.optimizer;
    const double criticResident =
        policy.states > 0 ? rl.criticGbPerGpu * (policy.weights + policy.optimizer) / policy.states
                          : 0;

    // Time of the policy's step and of one forward over the same tokens: a forward is a third
    // of a training step's FLOPs (2N of 6N per token, Kaplan et al. 2020).
    const double forwardS = r.step.computeS / 3;
    const double trainS = r.step.stepS * (q.method == RlMethod::Ppo ? 2 : 1);
    // Forwards over the step's tokens besides the policy's own: the reference (a PEFT policy
    // runs it with the adapter disabled), the reward model, PPO's critic values.
    int scored = q.reference == ReferenceKind::Model ? 1 : 0;
    if (!q.rewardModel.empty())
        ++scored;
    if (q.method == RlMethod::Ppo)
        ++scored; // the critic's values

    if (!generates(q.method)) {
        // DPO / ORPO / SimPO: the reference forward runs inside the step, before the policy's
        // forward and backward; its logits are the phase's working set.
        if (scored > 0)
            rl.phases.push_back(
                {"score", context + policyResident + frozen + policy.logits, scored * forwardS});
        rl.phases.push_back({"train", policy.total + frozen, r.step.stepS});
        rl.completionsPerStep = 0;
        rl.promptsPerStep =
            int(std::lround(double(s.microBatch) * s.gradientAccumulation * rl.trainGpus));
    } else {
        // The engine: the serving stage on the engine's share of its GPUs, every completion of
        // the step a sequence of prompt + completion tokens (TRL generates a whole generation
        // batch, per_device_train_batch_size × GPUs × gradient accumulation, at once).
        const bool separate = q.rollout == RolloutPlacement::Separate;
        rl.placement = toString(q.rollout);
        rl.rolloutGpus = separate ? q.rolloutGpuCount : rl.trainGpus;
        rl.completionsPerStep = std::max(1, s.microBatch * s.gradientAccumulation * rl.trainGpus);
        rl.promptsPerStep = std::max(1, rl.completionsPerStep / std::max(1, q.groupSize));
        ServingRequest engine;
        engine.contextTokens = q.promptLength + q.completionLength;
        engine.users = rl.completionsPerStep;
        engine.tensorParallel = std::max(1, q.rolloutTensorParallel);
        engine.gpuMemoryUtilization = q.rolloutMemoryFraction;
        const ServerSpec* server = cat.findServer(r.serverId);
        rl.rollout = evaluateServing(engine, *arch, *gpu, server, rl.rolloutGpus, a);
        const ServingResult& e = rl.rollout;
        const std::int64_t fit = std::max<std::int64_t>(1, e.usersAtContext);
        rl.generationWaves = int((rl.completionsPerStep + fit - 1) / fit);
        rl.generateS =
            rl.generationWaves * (e.timeToFirstTokenS + q.completionLength * e.decodeStepS);
        rl.engineGbPerGpu = separate ? 0 : e.engineGbPerGpu;
        const double awake = q.sleepMode ? 0 : rl.engineGbPerGpu;
        rl.phases.push_back({"generate",
                             context + policyResident + criticResident + frozen + rl.engineGbPerGpu,
                             rl.generateS});
        rl.phases.push_back(
            {"score", context + policyResident + criticResident + frozen + awake + policy.logits,
             scored * forwardS});
        rl.phases.push_back({"train", policy.total + frozen + rl.criticGbPerGpu + awake, trainS});
    }
    rl.generateS = 0;
    rl.scoreS = 0;
    rl.trainS = 0;
    for (const RlPhase& p : rl.phases) {
        (p.name == "generate" ? rl.generateS
         : p.name == "score"  ? rl.scoreS
                              : rl.trainS) = p.seconds;
        rl.stepS += p.seconds;
    }
    const RlPhase* peak = &rl.phases.front();
    for (const RlPhase& p : rl.phases)
        if (p.perGpuGb > peak->perGpuGb)
            peak = &p;
    rl.peakPhase = peak->name;
    rl.samplesPerHour = rl.stepS > 0 ? rl.promptsPerStep / rl.stepS * 3600 : 0;
    // vLLM sleep level 1 "will offload the model weights and discard the KV cache ... The
    // model weights are backed up in CPU memory" (docs.vllm.ai, Sleep Mode).
    rl.hostRequiredGb = r.host.offloadRequired;
    if (generates(q.method) && q.sleepMode && q.rollout == RolloutPlacement::Colocated)
        rl.hostRequiredGb += rl.rollout.weightsGbPerGpu * rl.rolloutGpus;

    // The verdict on the peak phase, its band moved with it.
    PerGpuMemory& m = r.perGpu;
    const double extra = peak->perGpuGb - m.total;
    m.total = peak->perGpuGb;
    m.headroom = m.capacity - m.total;
    m.band.low += extra;
    m.band.high += extra;
    r.fits = m.headroom >= 0;
    r.verdict = m.headroom < 0             ? Verdict::DoesNotFit
                : m.capacity < m.band.high ? Verdict::Tight
                                           : Verdict::Fits;
    for (RunShare& run : r.runs) {
        run.fits = r.fits;
        run.verdict = r.verdict == Verdict::Fits    ? "fits"
                      : r.verdict == Verdict::Tight ? "tight"
                                                    : "does_not_fit";
        run.headroomGb = m.headroom;
    }
    // The time for the dataset at the step's new length.
    if (r.step.stepS > 0 && rl.stepS > 0) {
        const double scale = rl.stepS / r.step.stepS;
        r.time.hours *= scale;
        r.time.energyKwh *= scale;
        r.time.energyCost *= scale;
    }
    // The memory warnings again, for the peak phase (the rules of evaluateRun).
    std::erase_if(r.warnings, [](const Warning& w) {
        return w.code == "does_not_fit" || w.code == "within_band" || w.code == "tight_fit";
    });
    using K = ArgKind;
    if (!r.fits)
        r.warnings.push_back(makeWarning(
            "does_not_fit",
            {{K::Gb, m.total, {}}, {K::WholeGb, m.capacity, {}}, {K::Gb, -m.headroom, {}}}));
    else if (r.verdict == Verdict::Tight)
        r.warnings.push_back(makeWarning("within_band", {{K::Gb, m.headroom, {}},
                                                         {K::Gb, m.band.high - m.total, {}},
                                                         {K::Gb, m.band.high, {}}}));
    else if (m.headroom < a.recommendMarginFraction * m.capacity)
        r.warnings.push_back(makeWarning("tight_fit", {{K::Gb, m.headroom, {}}}));
    if (generates(q.method) && rl.rollout.kvCacheGbPerGpu <= 0)
        r.warnings.push_back(
            makeWarning("rl_engine_no_room", {{K::Gb, rl.rollout.weightsGbPerGpu, {}},
                                              {K::Percent, q.rolloutMemoryFraction, {}}}));
}

} // namespace headroom
