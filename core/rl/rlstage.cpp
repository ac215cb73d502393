#include "rl/rlstage.h"

#include "build/resolvebuild.h"
#include "memory/gpumemory.h"
#include "memory/ncclbuffers.h"
#include "memory/longestfit.h"
#include "memory/stageshare.h"
#include "messagetable.h"
#include "scenariorange.h"
#include "serving/serving.h"
#include "sizingresult.h"
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
// training GPUs, else replicated), in BF16; the reference is also split by the plan's tensor,
// pipeline and expert parallelism like the policy (referenceGbPerGpu).

namespace headroom {

namespace {
constexpr double GB = 1e9;
constexpr double kBf16 = 2;

/// BF16 weights of `model` (the policy's where null: no catalog model of its own), GB per GPU
/// over `shards`.
double frozenGb(const ModelArch* model, const ModelArch& policy, double shards) {
    const ModelArch& arch = model ? *model : policy;
    return arch.params.total * kBf16 / GB / std::max(1.0, shards);
}

/// The frozen reference's BF16 weights per training GPU, GB, split as the policy's are.
/// Without a model split (plan "auto" or dp only): whole on every GPU, or sharded over the
/// training GPUs with FSDP / ZeRO-3 (TRL prepares the reference with the policy's DeepSpeed /
/// FSDP plugin). A plan that splits the model splits the reference like the policy: the
/// Megatron backends build it on the actor's model-parallel groups (volcengine/verl@b178a3cd
/// verl/workers/megatron_workers.py: `mpu.initialize_model_parallel` with the actor's tensor,
/// pipeline, context and expert sizes `if self._is_actor or self._is_ref`, the ref module from
/// make_megatron_module with `wrap_with_ddp=False`: no data-parallel sharding of its own). A
/// GPU holds its pipeline stage's share (stageshare.h: the stage's layers split by tp, the
/// embedding on the first stage, the output layer on the last, norms whole, routed experts by
/// ep · tp); the fullest stage is taken (an upper bound where the policy peaks on another).
/// FSDP / ZeRO-3 shards it further over dp · cp, the experts over dp · cp / ep.
double referenceGbPerGpu(const ModelArch& arch, const Scenario& s, const ParallelPlan& plan,
                         int trainGpus) {
    const bool sharded = s.sharding == Sharding::Full;
    if (!plan.splitsModel())
        return frozenGb(nullptr, arch, sharded ? trainGpus : 1);
    double most = 0;
    for (StageKind kind : {StageKind::First, StageKind::Middle, StageKind::Last}) {
        const StageShare sh = stageShare(arch, plan, kind, 0, pipelineSplit(s));
        const double dense = sh.nonExpertParams / (sharded ? stateShards(plan) : 1);
        const double experts = sh.expertParams / (sharded ? expertStateShards(plan) : 1);
        most = std::max(most, dense + experts);
    }
    return most * kBf16 / GB;
}

bool pairMethod(RlMethod m) {
    return m == RlMethod::Dpo || m == RlMethod::Orpo || m == RlMethod::Simpo;
}

/// What the method keeps beside the policy's training step on each training GPU, GB. None of
/// it depends on the sequence length: the frozen models' weights, the critic's states, the
/// engine's fixed share of the card.
struct Beside {
    double frozen = 0;         ///< reference + reward weights
    double critic = 0;         ///< the critic's weights, gradients and optimizer states
    double criticResident = 0; ///< between its steps: weights and optimizer states
    double engine = 0;         ///< the colocated engine's share while it generates
    double awake = 0;          ///< the engine while the policy trains (0 in sleep mode)
    double sync = 0;           ///< the weight sync's gathered parameters (before generation)
    bool generates = false;    ///< a generate phase (GRPO, PPO)
    bool scores = false;       ///< a score phase
};

struct PhaseMemory {
    double generate = 0, score = 0, train = 0;
};

/// Memory per GPU of each phase, over the policy's training memory at one sequence length.
PhaseMemory phaseMemory(const PerGpuMemory& policy, const Beside& b) {
    const double context = policy.total - policy.reservedPeak; // CUDA context (+ paged states)
    // Between optimizer steps the gradients are freed; weights and optimizer states stay.
    const double resident =
        context + policy.weights + policy.optimizer + b.criticResident + b.frozen;
    PhaseMemory m;
    if (b.generates)
        m.generate = resident + b.engine + b.sync;
    // The reference / reward / critic forwards: their logits are the phase's working set.
    if (b.scores)
        m.score = resident + b.awake + policy.logits;
    m.train = policy.total + b.frozen + b.critic + b.awake;
    return m;
}

double peakGb(const PhaseMemory& m) {
    return std::max({m.generate, m.score, m.train});
}

/// The engine's weight format: TRL's colocated engine loads a QLoRA policy's base with vLLM's
/// bitsandbytes 4-bit quantization and every other policy in its BF16 dtype
/// (trl/generation/vllm_generation.py: `quantization = "bitsandbytes"` for bnb Linear4bit
/// modules, huggingface/trl f2cd5771); `rollout_weights` fp8 is vLLM's online FP8
/// quantization (vLLM `quantization="fp8"`, per-tensor scales).
WeightsFormat engineWeights(RolloutWeights w, Method policy) {
    switch (w) {
    case RolloutWeights::Bf16:
        return WeightsFormat::Bf16;
    case RolloutWeights::Fp8:
        return WeightsFormat::Fp8;
    case RolloutWeights::Policy:
        break;
    }
    return policy == Method::Qlora ? WeightsFormat::Int4 : WeightsFormat::Bf16;
}

/// The weight sync before each generation gathers the policy's sharded parameters one FSDP
/// unit at a time (TRL's `_sync_fsdp1_params_to_vllm`: a post-order traversal with
/// `FSDP.summon_full_params(module, recurse=False)`, trl/generation/vllm_generation.py at
/// huggingface/trl f2cd5771). The largest unit is a decoder layer or the root, which holds
/// the input embedding and the LM head (transformers' FSDP auto-wrap wraps the decoder
/// layers); each gathered in BF16, less the GPU's own shard. Unsharded weights need no
/// gather.
double syncBufferGb(const ModelArch& arch, const Scenario& s, int trainGpus) {
    if (s.sharding != Sharding::Full || trainGpus < 2)
        return 0;
    const ParameterCounts& p = arch.params;
    const double root = p.embedding + p.lmHead;
    const double layer = arch.layers > 0 ? (p.text - root) / arch.layers : 0;
    return std::max(root, layer) * kBf16 / GB * (1 - 1.0 / trainGpus);
}

/// Whether the engine starts on its share of the card, and what it takes there. vLLM starts
/// only when its share holds the weights, the profiled activation, the reserves and the cache
/// of one max_model_len sequence (vllm/v1/core/kv_cache_utils.py check_enough_kv_cache_memory,
/// vllm-project/vllm c1d86421: "No available memory for the cache blocks" / "max seq len ...
/// is larger than the maximum number of tokens that can be stored in KV cache"); an engine
/// split over more GPUs than it has (rollout_tensor_parallel 2 on one card) does not start
/// either. It is counted at what it needs where that outgrows the share, never at less.
void checkEngineRoom(RlResult& rl, const ServingRequest& engine, bool separate) {
    const ServingResult& e = rl.rollout;
    const double sequence = sequenceBytes(e.capacity, engine.contextTokens);
    rl.engineNeedGbPerGpu =
        e.weightsGbPerGpu + e.activationGbPerGpu + e.reserveGbPerGpu + sequence / GB;
    rl.engineFits = e.kvCacheGbPerGpu > 0 && e.capacity.poolBytesPerGpu >= sequence &&
                    engine.tensorParallel <= rl.rolloutGpus &&
                    rl.rolloutGpus % engine.tensorParallel == 0;
    rl.engineGbPerGpu = separate ? 0 : std::max(e.engineGbPerGpu, rl.engineNeedGbPerGpu);
}

/// The longest prompt + completion at which every phase still fits, and for GRPO / PPO the
/// engine holds one whole sequence (vLLM refuses a max_model_len its KV cache cannot hold:
/// vllm/v1/core/kv_cache_utils.py check_enough_kv_cache_memory, vllm-project/vllm c1d86421).
/// The policy's memory is the supervised run's at that length, from the memory stage directly
/// (gpuMemoryAt on the policy's plan and GPU: what evaluate() of the policy scenario at that
/// length finds per GPU); what sits beside it is fixed.
std::int64_t longestRlSequence(const Scenario& policyRun, const PerGpuMemory& policy,
                               const SizingResult& policyResult, const Beside& beside,
                               const ModelArch& arch, const GpuSpec& gpu, const Assumptions& a,
                               std::int64_t engineLongest) {
    const double capacity = policy.capacity;
    // The supervised run's images: the longest sample's image tokens beside its text.
    const std::int64_t images = policyResult.longestSequence - policyRun.sequenceLength;
    const int imagesLongest = images > 0 ? policyRun.imagesPerSample : 0;
    const ModelStates states = modelStates(policyRun, arch, a); // not a function of the length
    const double nccl = ncclNvlsGb(policyRun, gpu, policyResult.plan, policyResult.gpuCount);
    Scenario p = policyRun;
    auto freeAt = [&](std::int64_t tokens) {
        p.sequenceLength = static_cast<int>(tokens);
        const PerGpuMemory at = gpuMemoryAt(p, arch, a, states, policyResult.plan, gpu.usableGb(),
                                            images, imagesLongest, nccl);
        return capacity - peakGb(phaseMemory(at, beside));
    };
    // The supervised run's limits: the model's context (at least 2^20 tokens) and the scenario
    // limit for text and image tokens together.
    const std::int64_t limit =
        std::min<std::int64_t>(std::max<std::int64_t>(arch.maxPositionEmbeddings, 1 << 20),
                               static_cast<std::int64_t>(maxSequenceTokens()) - images);
    const std::int64_t known = policyRun.sequenceLength;
    const std::int64_t longest =
        longestFitting(freeAt, limit, known, capacity - peakGb(phaseMemory(policy, beside)));
    return beside.generates ? std::min(longest, engineLongest) : longest;
}
} // namespace

Scenario policyScenario(const Scenario& s, const ResolvedBuild& b) {
    Scenario p = s;
    p.rl.reset();
    if (!s.rl)
        return p;
    const RlRequest& q = *s.rl;
    p.sequenceLength = q.promptLength + q.completionLength;
    if (pairMethod(q.method))
        p.microBatch = 2 * s.microBatch; // chosen + rejected in one forward
    if (generates(q.method) && q.rollout == RolloutPlacement::Separate) {
        p.gpuCount = b.gpuCount; // the cards the engine leaves (trainingCards)
        p.nodes = b.nodes;       // the servers it leaves (engineLayout)
    }
    return p;
}

std::int64_t sequenceTokens(const Scenario& s) {
    return s.rl ? std::int64_t(s.rl->promptLength) + s.rl->completionLength
                : std::int64_t(s.sequenceLength);
}

Scenario atSequenceTokens(const Scenario& s, std::int64_t tokens) {
    Scenario at = s;
    if (!s.rl) {
        at.sequenceLength = static_cast<int>(tokens);
        return at;
    }
    RlRequest& q = *at.rl;
    const double share = double(q.promptLength) / double(sequenceTokens(s));
    const std::int64_t total = std::max<std::int64_t>(2, tokens);
    const std::int64_t prompt =
        std::clamp<std::int64_t>(std::llround(share * double(total)), 1, total - 1);
    q.promptLength = static_cast<int>(prompt);
    q.completionLength = static_cast<int>(total - prompt);
    return at;
}

namespace {

/// A model's size against the policy's: its forward and training FLOPs per token scale with
/// its parameters (6N per token trained, 2N per forward, Kaplan et al. 2020). Null: the policy.
double sizeRatio(const ModelArch* model, const ModelArch& policy) {
    return model ? model->params.total / std::max(1.0, policy.params.total) : 1.0;
}

/// The frozen reference and reward models and PPO's critic beside the policy, per GPU, into
/// `rl` and `beside`; returns the critic's size against the policy's (0 without a critic).
double addBesideModels(RlResult& rl, Beside& beside, const Scenario& s, const ResolvedBuild& b,
                       const PerGpuMemory& policy, const ParallelPlan& plan) {
    const ModelArch& arch = *b.model.arch;
    const RlRequest& q = *s.rl;
    const double shards = s.sharding == Sharding::Full ? rl.trainGpus : 1;
    // The reference: a frozen BF16 copy for full fine-tuning; a PEFT policy disables its
    // adapter instead (no second copy), as TRL does for DPO and GRPO.
    ReferenceKind reference = q.reference;
    if (reference == ReferenceKind::Model && s.method != Method::Full)
        reference = ReferenceKind::None;
    rl.reference = toString(q.reference);
    rl.referenceGbPerGpu =
        reference == ReferenceKind::Model ? referenceGbPerGpu(arch, s, plan, rl.trainGpus) : 0;
    rl.rewardGbPerGpu = q.rewardModel.empty() ? 0 : frozenGb(b.reward, arch, shards);
    const double criticRatio = q.method == RlMethod::Ppo ? sizeRatio(b.critic, arch) : 0;
    if (q.method == RlMethod::Ppo) {
        // The critic trains like the policy: its states scale with its parameters.
        rl.criticGbPerGpu = policy.states * criticRatio;
        beside.critic = rl.criticGbPerGpu;
        beside.criticResident =
            policy.states > 0
                ? rl.criticGbPerGpu * (policy.weights + policy.optimizer) / policy.states
                : 0;
    }
    beside.frozen = rl.referenceGbPerGpu + rl.rewardGbPerGpu;
    return criticRatio;
}

/// Forwards over the step's tokens besides the policy's own, each in its model's time: the
/// reference (a PEFT policy runs it with the adapter disabled), the reward model, PPO's
/// critic values. `count` counts them, `forwards` in policy forwards.
struct ScoredForwards {
    int count = 0;
    double forwards = 0;
};

ScoredForwards scoredForwards(const RlRequest& q, double criticRatio, const ResolvedBuild& b) {
    ScoredForwards f;
    f.count = q.reference == ReferenceKind::Model ? 1 : 0;
    f.forwards = f.count;
    if (!q.rewardModel.empty()) {
        ++f.count;
        f.forwards += sizeRatio(b.reward, *b.model.arch);
    }
    if (q.method == RlMethod::Ppo) {
        ++f.count; // the critic's values
        f.forwards += criticRatio;
    }
    return f;
}

/// DPO / ORPO / SimPO: the reference forward runs inside the step, before the policy's
/// forward and backward.
void addPairPhases(RlResult& rl, Beside& beside, const Scenario& s, const PerGpuMemory& policy,
                   const ScoredForwards& scored, double forwardS, double trainS) {
    beside.scores = scored.count > 0;
    const PhaseMemory m = phaseMemory(policy, beside);
    if (beside.scores)
        rl.phases.push_back({"score", m.score, scored.forwards * forwardS});
    rl.phases.push_back({"train", m.train, trainS});
    rl.completionsPerStep = 0;
    rl.promptsPerStep =
        int(std::lround(double(s.microBatch) * s.gradientAccumulation * rl.trainGpus));
}

/// GRPO / PPO: the engine generates, the frozen models and the critic score, the policy
/// trains. The engine is the serving stage on the engine's share of its GPUs, every completion
/// of the step a sequence of prompt + completion tokens (TRL generates a whole generation
/// batch, per_device_train_batch_size × GPUs × gradient accumulation, at once). Returns the
/// longest sequence the engine holds.
std::int64_t addGeneratePhases(RlResult& rl, Beside& beside, const Scenario& s,
                               const ResolvedBuild& b, const Assumptions& a,
                               const PerGpuMemory& policy, double scoreS, double trainS) {
    const RlRequest& q = *s.rl;
    const ModelArch& arch = *b.model.arch;
    const bool separate = q.rollout == RolloutPlacement::Separate;
    rl.placement = toString(q.rollout);
    rl.rolloutGpus = separate ? q.rolloutGpuCount : rl.trainGpus;
    rl.completionsPerStep = std::max(1, s.microBatch * s.gradientAccumulation * rl.trainGpus);
    rl.promptsPerStep = std::max(1, rl.completionsPerStep / std::max(1, q.groupSize));
    ServingRequest engine;
    engine.contextTokens = q.promptLength + q.completionLength;
    engine.outputTokens = q.completionLength;
    engine.users = rl.completionsPerStep;
    engine.tensorParallel = std::max(1, q.rolloutTensorParallel);
    engine.gpuMemoryUtilization = q.rolloutMemoryFraction;
    engine.weights = engineWeights(q.rolloutWeights, s.method);
    // An engine on whole servers may be wider than one (verl's TP 16 on two nodes): its
    // all-reduces then cross the adapters between them.
    ServingSpan span;
    if (separate && b.servers > b.nodes && b.nic) {
        span.gpusPerServer = b.allCards;
        span.networkGBsPerGpu = networkGBsPerGpu(s, *b.nic, b.allCards);
    }
    rl.rollout = evaluateServing(engine, arch, *b.gpu, b.server, rl.rolloutGpus, a, span);
    const ServingResult& e = rl.rollout;
    const std::int64_t fit = std::max<std::int64_t>(1, e.usersAtContext);
    rl.generationWaves = int((rl.completionsPerStep + fit - 1) / fit);
    checkEngineRoom(rl, engine, separate);
    beside.generates = true;
    beside.scores = true;
    beside.engine = rl.engineGbPerGpu;
    rl.syncBufferGbPerGpu = syncBufferGb(arch, s, rl.trainGpus);
    beside.sync = rl.syncBufferGbPerGpu;
    beside.awake = q.sleepMode ? 0 : rl.engineGbPerGpu;
    const PhaseMemory m = phaseMemory(policy, beside);
    rl.phases.push_back(
        {"generate", m.generate,
         rl.generationWaves * (e.timeToFirstTokenS + q.completionLength * e.decodeStepS)});
    rl.phases.push_back({"score", m.score, scoreS});
    rl.phases.push_back({"train", m.train, trainS});
    return e.maxContextOneUser;
}

/// The step's time per phase and in all, and the phase of the memory peak.
void sumPhases(RlResult& rl) {
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
}

} // namespace

void appendRlWarnings(std::vector<Warning>& warnings, const RlResult& rl, const RlRequest& q) {
    if (!rl.asked || !generates(q.method))
        return;
    using K = ArgKind;
    if (rl.rollout.kvCacheGbPerGpu <= 0)
        warnings.push_back(
            makeWarning("rl_engine_no_room", {{K::Gb, rl.rollout.weightsGbPerGpu, {}},
                                              {K::Percent, q.rolloutMemoryFraction, {}}}));
    else if (!rl.engineFits)
        warnings.push_back(makeWarning("rl_engine_short",
                                       {{K::Count, double(rl.rollout.maxContextOneUser), {}},
                                        {K::Count, double(q.promptLength) + q.completionLength, {}},
                                        {K::Percent, q.rolloutMemoryFraction, {}}}));
}

namespace {

/// Host memory of a generating run's rollout worker processes, GB for the server: one process
/// per GPU the engine runs on (verl's ActorRolloutRefWorker and TRL's colocated vLLM alike run
/// one per GPU; a separate engine one per engine GPU), each as one published measurement found
/// it (catalog rl_worker_host_gb, verl issue #224), for every run side by side. DPO, ORPO and
/// SimPO run no engine.
double rolloutWorkersHostGb(const RlResult& rl, const Scenario& s, const SizingResult& r,
                            const Assumptions& a) {
    if (!generates(s.rl->method))
        return 0;
    const int runs = std::max(1, r.runsSideBySide);
    return double(rl.rolloutGpus) * runs * a.rlWorkerHostGb;
}

} // namespace

RlFigures rlPhases(const SizingResult& r, const Scenario& s, const ResolvedBuild& b,
                   const Assumptions& a) {
    RlFigures figures;
    if (!s.rl || !b.model.arch || !b.gpu)
        return figures;
    RlResult& rl = figures.rl;
    const RlRequest& q = *s.rl;
    const ModelArch& arch = *b.model.arch;
    rl.asked = true;
    rl.method = toString(q.method);
    rl.policyMethod = toString(s.method);
    // The training GPUs of one run: a run's group of cards side by side, else every training
    // card of the cluster (the policy's servers: the ones a separate engine leaves).
    rl.trainGpus =
        r.runsSideBySide > 1 ? r.gpusPerRun : r.gpuCount * std::max(1, r.nodes);
    const PerGpuMemory& policy = r.perGpu;
    rl.policyTrainGb = policy.total;
    Beside beside;
    const double criticRatio = addBesideModels(rl, beside, s, b, policy, r.plan);

    // One RL step is one optimizer step: TRL generates a whole generation batch (the
    // completions of gradient_accumulation micro-batches on every GPU) and then trains on it
    // (GRPOConfig.__post_init__ sets steps_per_generation = gradient_accumulation_steps when
    // neither it nor generation_batch_size is given, huggingface/trl f2cd5771).
    // The policy's `step` is one micro-batch's forward and backward, so training takes
    // `accumulation` of them, and a forward over the same tokens is a third of a micro-step's
    // FLOPs (2N of 6N per token, Kaplan et al. 2020).
    const double accumulation = std::max(1, s.gradientAccumulation);
    rl.microStepsPerStep = std::max(1, s.gradientAccumulation);
    const double microStepS = r.step.stepS;
    const double forwardS = accumulation * r.step.computeS / 3;
    // PPO trains its critic after the policy on the same tokens, in the critic's own time.
    rl.criticTrainS = accumulation * microStepS * criticRatio;
    const double trainS = accumulation * microStepS + rl.criticTrainS;
    const ScoredForwards scored = scoredForwards(q, criticRatio, b);

    std::int64_t engineLongest = 0;
    if (!generates(q.method))
        addPairPhases(rl, beside, s, policy, scored, forwardS, trainS);
    else
        engineLongest =
            addGeneratePhases(rl, beside, s, b, a, policy, scored.forwards * forwardS, trainS);
    sumPhases(rl);
    // Host memory: the policy's offload. A sleeping engine keeps nothing there: TRL puts it to
    // sleep at level 2 (trl/generation/vllm_generation.py, `self.llm.sleep(level=2)`,
    // huggingface/trl f2cd5771), which discards weights and KV cache ("Level 2 sleep will
    // discard both the model weights and the kv cache", docs.vllm.ai, Sleep Mode); the weights
    // come back from the policy at the next weight sync.
    rl.hostRequiredGb = r.host.offloadRequired + rolloutWorkersHostGb(rl, s, r, a);
    figures.longestSequence =
        longestRlSequence(policyScenario(s, b), policy, r, beside, arch, *b.gpu, a, engineLongest);
    return figures;
}

} // namespace headroom
