// The checks that tie a scenario's values to each other, to the catalog and to the model: the
// build, the manual parallel plan, the RL methods, serving, the LoRA rank and the sequence.
// Each check returns the first problem it finds, in a fixed order.
#include "scenariocheck.h"

#include "catalog.h"
#include "jsonreader.h"
#include "resolvebuild.h"
#include "runsplit.h"
#include "scenariofile.h"
#include "scenariorange.h"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace headroom {

using scenariofile::validIds;

long long clusterGpus(const Scenario& s, const Catalog& catalog) {
    // The engine's cards do not train: whole servers of it, or its share of each (engineLayout).
    const int cards = cardsPerServer(s, buildServer(s, catalog));
    return 1LL * trainingServers(s, cards) * trainingCards(s, cards);
}

namespace {

/// "1, 2, 4, 8": the divisors of `n` up to `limit`.
std::string divisorsOf(int n, int limit) {
    std::string text;
    for (int d = 1; d <= std::min(n, limit); ++d)
        if (n % d == 0)
            text += (text.empty() ? "" : ", ") + std::to_string(d);
    return text;
}

/// The plan's grid against the cluster: one run on every GPU, dp · tp · pp · cp of them.
std::optional<Error> checkPlanGrid(const Scenario& s, const Catalog& catalog,
                                   const std::string& file) {
    const ParallelPlan& p = s.plan;
    const long long gpus = clusterGpus(s, catalog);
    const bool engineApart =
        s.rl && generates(s.rl->method) && s.rl->rollout == RolloutPlacement::Separate;
    const int servers = trainingServers(s, cardsPerServer(s, buildServer(s, catalog)));
    const std::string cluster = std::to_string(servers) + (servers == 1 ? " server" : " servers") +
                                " × " + std::to_string(gpus / servers) +
                                (engineApart ? " training GPUs = " : " GPUs = ") +
                                std::to_string(gpus) + " GPUs";
    if (s.runsSideBySide > 1)
        return Error{file, "/plan",
                     "a manual plan describes one run on every GPU of the cluster: "
                     "runs_side_by_side must be 1"};
    const long long model = 1LL * p.tp * p.pp * p.cp;
    if (p.dp <= 0)
        return Error{file, "/plan",
                     "tp × pp × cp = " + std::to_string(model) + " does not divide the " + cluster +
                         " (give dp, or a tp · pp · cp that divides the GPUs)"};
    if (p.gpus() != gpus)
        return Error{file, "/plan",
                     "dp × tp × pp × cp = " + std::to_string(p.dp) + " × " + std::to_string(p.tp) +
                         " × " + std::to_string(p.pp) + " × " + std::to_string(p.cp) + " = " +
                         std::to_string(p.gpus()) + " GPUs, but the cluster has " + cluster};
    return std::nullopt;
}

/// HSDP's shard group: full sharding, and a group that divides the data-parallel ranks.
std::optional<Error> checkShardGroup(const Scenario& s, const std::string& file) {
    const ParallelPlan& p = s.plan;
    if (p.hsdpShardGroup <= 0)
        return std::nullopt;
    const int group = p.dp * p.cp;
    if (s.sharding != Sharding::Full)
        return Error{file, "/plan/hsdp_shard_group",
                     std::string("HSDP shards the weights inside each group: it needs "
                                 "sharding \"full\", not \"") +
                         toString(s.sharding) + "\""};
    if (group % p.hsdpShardGroup != 0)
        return Error{file, "/plan/hsdp_shard_group",
                     "shard group " + std::to_string(p.hsdpShardGroup) + " does not divide the " +
                         std::to_string(group) + " data-parallel ranks (dp × cp): allowed " +
                         divisorsOf(group, group)};
    return std::nullopt;
}

/// The pipeline schedule and its virtual stages.
std::optional<Error> checkSchedule(const ParallelPlan& p, const std::string& file) {
    if (p.pipelineSchedule == PipelineSchedule::Interleaved) {
        // Megatron-LM arguments.py: the interleaved schedule needs more than one stage and
        // more than one model chunk per stage.
        if (p.pp < 2)
            return Error{file, "/plan/pipeline_schedule",
                         "the interleaved schedule needs pp of 2 or more, not " +
                             std::to_string(p.pp)};
        if (p.virtualStages < 2)
            return Error{file, "/plan/pipeline_virtual_stages",
                         "the interleaved schedule needs 2 or more virtual stages per GPU, not " +
                             std::to_string(p.virtualStages)};
    } else if (p.virtualStages > 1) {
        return Error{file, "/plan/pipeline_virtual_stages",
                     "virtual stages need pipeline_schedule \"interleaved\""};
    }
    return std::nullopt;
}

/// Tensor parallelism against the model's heads: softmax attention, then linear attention.
std::optional<Error> checkTensorParallel(const ParallelPlan& p, const ModelArch& arch,
                                         const std::string& file) {
    const int heads = arch.attention.heads, kv = arch.attention.kvHeads;
    // Megatron-LM transformer_config.py: num_attention_heads and num_query_groups must each be
    // divisible by the tensor-parallel size (each rank holds whole heads).
    if (p.tp > 1 && heads > 0 && (heads % p.tp != 0 || kv % p.tp != 0)) {
        const int both = std::gcd(heads, kv);
        return Error{file, "/plan/tp",
                     "tp " + std::to_string(p.tp) + " does not divide the model's " +
                         std::to_string(heads) + " attention heads and " + std::to_string(kv) +
                         " KV heads: allowed " + divisorsOf(both, both)};
    }
    if (p.tp > 1 && arch.linearAttentionLayers > 0) {
        const int keyHeads = arch.deltaNet.keyHeads, valueHeads = arch.deltaNet.valueHeads;
        if (keyHeads % p.tp != 0 || valueHeads % p.tp != 0) {
            const int both = std::gcd(keyHeads, valueHeads);
            return Error{file, "/plan/tp",
                         "tp " + std::to_string(p.tp) + " does not divide the model's " +
                             std::to_string(keyHeads) + " linear-attention key heads and " +
                             std::to_string(valueHeads) + " value heads: allowed " +
                             divisorsOf(both, both)};
        }
    }
    return std::nullopt;
}

/// Pipeline stages against the model's layers, and all-to-all context parallelism against the
/// heads each tensor-parallel rank holds.
std::optional<Error> checkStagesAndContext(const ParallelPlan& p, const ModelArch& arch,
                                           const std::string& file) {
    const int heads = arch.attention.heads, kv = arch.attention.kvHeads;
    const int layers = arch.layers;
    if (p.pp * p.virtualStages > layers)
        return Error{file, "/plan/pp",
                     "pp " + std::to_string(p.pp) +
                         (p.virtualStages > 1
                              ? " × " + std::to_string(p.virtualStages) + " virtual stages"
                              : std::string()) +
                         " is more stages than the model's " + std::to_string(layers) + " layers"};
    const int kvPerRank = kv / std::max(1, p.tp);
    if (p.cp > 1 && p.cpKind == ContextParallelKind::AllToAll && heads > 0 &&
        ((heads / p.tp) % p.cp != 0 || (kvPerRank % p.cp != 0 && p.cp % kvPerRank != 0)))
        // DeepSpeed-Ulysses (Jacobs et al. 2023 §3): the all-to-all gives each rank whole
        // heads, so the query heads a tensor-parallel rank holds must divide by cp; its KV
        // heads too, or divide cp: DeepSpeed ALST replicates them (ulysses_sp.py at edaa7221:
        // "KV attention head count ... is not divisible by SP size ... or vice versa").
        return Error{file, "/plan/cp",
                     "all-to-all context parallelism gives each rank whole heads: " +
                         ((heads / p.tp) % p.cp != 0
                              ? "cp " + std::to_string(p.cp) + " does not divide the " +
                                    std::to_string(heads / p.tp) + " query heads"
                              : "cp " + std::to_string(p.cp) + " and the " +
                                    std::to_string(kvPerRank) +
                                    " KV heads do not divide one another (KV heads are repeated "
                                    "only up to a multiple of them)") +
                         " per tensor-parallel rank"};
    return std::nullopt;
}

/// Expert parallelism: a mixture-of-experts model whose experts and data-parallel ranks ep
/// divides.
std::optional<Error> checkExpertParallel(const ParallelPlan& p, const ModelArch& arch,
                                         const std::string& file) {
    if (p.ep <= 1)
        return std::nullopt;
    const int experts = arch.mlp.experts;
    if (experts <= 0)
        return Error{file, "/plan/ep",
                     "ep " + std::to_string(p.ep) +
                         " needs a mixture-of-experts model; this one is dense"};
    // Megatron-LM arguments.py: "Number of experts should be a multiple of expert model
    // parallel_size".
    if (experts % p.ep != 0)
        return Error{file, "/plan/ep",
                     "ep " + std::to_string(p.ep) + " does not divide the model's " +
                         std::to_string(experts) + " experts: allowed " +
                         divisorsOf(experts, experts)};
    // Expert-parallel ranks come from the data- and context-parallel ranks (Megatron-LM
    // parallel_state.py: expert data parallel = world / (etp · ep · pp), etp = tp).
    const int group = p.dp * p.cp;
    if (group % p.ep != 0)
        return Error{file, "/plan/ep",
                     "ep " + std::to_string(p.ep) +
                         " does not divide dp × cp = " + std::to_string(group) +
                         " (expert-parallel ranks come from the data- and context-parallel "
                         "ranks): allowed " +
                         divisorsOf(std::gcd(group, experts), group)};
    return std::nullopt;
}

/// The plan against the cluster and the model: one line per violation, the first one found.
std::optional<Error> checkPlan(const Scenario& s, const Catalog& catalog, const ModelArch* arch,
                               const std::string& file) {
    const ParallelPlan& p = s.plan;
    if (p.automatic)
        return std::nullopt;
    if (auto e = checkPlanGrid(s, catalog, file))
        return e;
    if (auto e = checkShardGroup(s, file))
        return e;
    if (auto e = checkSchedule(p, file))
        return e;
    if (!arch)
        return std::nullopt;
    if (auto e = checkTensorParallel(p, *arch, file))
        return e;
    if (auto e = checkStagesAndContext(p, *arch, file))
        return e;
    return checkExpertParallel(p, *arch, file);
}

/// The RL methods' checks (checkScenario): the rollout engine's GPUs and tensor parallelism,
/// TRL's group size, the frozen and critic models.
std::optional<Error> checkRl(const Scenario& s, const Catalog& catalog, const ModelArch* arch,
                             const std::string& file) {
    const RlRequest& q = *s.rl;
    const int cards = cardsPerServer(s, buildServer(s, catalog));
    const int nodes = std::max(1, s.nodes);
    if (q.rollout == RolloutPlacement::Separate && q.rolloutGpuCount >= nodes * cards)
        return Error{file, "/rollout_gpu_count",
                     "value " + std::to_string(q.rolloutGpuCount) + " leaves none of the " +
                         std::to_string(nodes * cards) + " GPUs to train on"};
    if (generates(q.method) && !engineLayout(s, cards).valid)
        return Error{file, "/rollout_gpu_count",
                     "value " + std::to_string(q.rolloutGpuCount) + " neither fills whole servers (" +
                         std::to_string(cards) + " GPUs each) nor takes the same share of each of the " +
                         std::to_string(nodes) + " servers"};
    // TRL's colocated engine refuses an 8-bit policy: "vLLM does not support in-flight 8-bit
    // quantization" (trl/generation/vllm_generation.py, huggingface/trl f2cd5771).
    if (generates(q.method) && q.rollout == RolloutPlacement::Colocated &&
        s.method == Method::Lora8bit)
        return Error{file, "/policy_method",
                     "lora-8bit with a colocated rollout engine: vLLM does not support "
                     "in-flight 8-bit quantization (TRL); use qlora, lora or rollout "
                     "\"separate\""};
    // The engine's GPUs serve one training run: side by side, whose would they be?
    if (generates(q.method) && q.rollout == RolloutPlacement::Separate && s.runsSideBySide > 1)
        return Error{file, "/runs_side_by_side",
                     "value " + std::to_string(s.runsSideBySide) +
                         ": a rollout engine on GPUs of its own (rollout \"separate\") "
                         "serves one run; runs_side_by_side must be 1"};
    const int engineGpus = q.rollout == RolloutPlacement::Separate ? q.rolloutGpuCount : cards;
    if (generates(q.method) && engineGpus % q.rolloutTensorParallel != 0)
        return Error{file, "/rollout_tensor_parallel",
                     "value " + std::to_string(q.rolloutTensorParallel) +
                         " does not divide the engine's " + std::to_string(engineGpus) + " GPUs"};
    if (generates(q.method) && arch->attention.heads > 0 &&
        arch->attention.heads % q.rolloutTensorParallel != 0)
        return Error{file, "/rollout_tensor_parallel",
                     "value " + std::to_string(q.rolloutTensorParallel) +
                         " does not divide the model's " + std::to_string(arch->attention.heads) +
                         " attention heads"};
    // TRL GRPOTrainer: the effective batch (completions per step) must be evenly divisible
    // by num_generations.
    // Every training process of the cluster generates its share (TRL: per_device_train_batch_size
    // × num_processes × steps_per_generation).
    const long long trainGpus = clusterGpus(s, catalog);
    const long long completions = 1LL * s.microBatch * s.gradientAccumulation * trainGpus;
    if (generates(q.method) && completions % q.groupSize != 0)
        return Error{file, "/group_size",
                     "value " + std::to_string(q.groupSize) + " does not divide the step's " +
                         std::to_string(completions) +
                         " completions (micro_batch × gradient_accumulation × " +
                         std::to_string(trainGpus) + " training GPUs)"};
    for (const auto& [key, id] :
         {std::pair<const char*, const std::string*>{"/critic_model", &q.criticModel},
          {"/reward_model", &q.rewardModel}})
        if (!id->empty() && !catalog.findModel(*id))
            return Error{file, key, "unknown catalog model \"" + *id + "\""};
    // PPO's critic trains like the policy (rlstage.cpp), with adapters of the policy's rank
    // when the policy trains LoRA: the rank is bounded by the critic's width too.
    const ModelArch* critic =
        q.method == RlMethod::Ppo ? catalogModel(q.criticModel, catalog) : nullptr;
    if (critic && s.method != Method::Full && s.loraRank > critic->hidden)
        return Error{file, "/lora_rank",
                     "rank " + std::to_string(s.loraRank) +
                         " is above the critic's adapted layers' width: allowed 1 .. " +
                         std::to_string(critic->hidden) + " (critic_model " + q.criticModel +
                         "'s hidden_size)"};
    if (s.runsSideBySide > 1)
        return Error{file, "/runs_side_by_side",
                     std::string("method ") + toString(q.method) +
                         " is sized as one run: runs_side_by_side must be 1"};
    return std::nullopt;
}

/// The build's checks (checkScenario): runs side by side, power cap, feed, 8-bit sharding, the
/// network between servers.
std::optional<Error> checkBuild(const Scenario& s, const Catalog& catalog,
                                const std::string& file) {
    if (s.nodes > 1 && s.runsSideBySide > 1)
        return Error{file, "/runs_side_by_side",
                     "runs side by side split one server's cards; with " + std::to_string(s.nodes) +
                         " nodes it must be 1"};
    // Runs side by side: equal groups of the cards, each inside one NVLink domain.
    if (s.runsSideBySide > 1) {
        const ServerSpec* server = buildServer(s, catalog);
        const GpuSpec* gpu = catalog.findGpu(s.gpu);
        if (server && gpu) {
            const int n = cardsPerServer(s, server);
            if (auto split = splitRuns(*server, *gpu, n, s.runsSideBySide); !split)
                return Error{file, "/runs_side_by_side", split.error().message};
        }
    }
    if (s.powerCapW > 0) {
        if (const GpuSpec* g = catalog.findGpu(s.gpu);
            g && (s.powerCapW < g->minPowerCapW || s.powerCapW > g->tdpW))
            return Error{file, "/power_cap_w",
                         "value " + formatNumber(s.powerCapW) + " is outside " +
                             formatNumber(g->minPowerCapW) + " .. " + formatNumber(g->tdpW) +
                             " W, the power limits of the " + g->name + " (0 = no cap)"};
    }
    if (s.feedAmps != 16 && s.feedAmps != 32)
        return Error{file, "/feed_amps", "feed must be 16 or 32 A"};
    // FSDP flattens only floating-point parameters: bitsandbytes' int8 weights fail with
    // "Integer parameters are unsupported" (huggingface/accelerate issue 1415) or "Must flatten
    // tensors with uniform dtype" (bitsandbytes-foundation/bitsandbytes issue 1709), and
    // LLaMA-Factory's maintainer declines FSDP for 8-bit (hiyouga/LlamaFactory issue 3543).
    if (s.method == Method::Lora8bit && s.sharding == Sharding::Full &&
        clusterGpus(s, catalog) / std::max(1, s.runsSideBySide) > 1)
        return Error{file, "/sharding",
                     "method lora-8bit: FSDP / ZeRO-3 cannot shard bitsandbytes' int8 weights; "
                     "use sharding zero2, zero1 or none"};
    if (s.feedPhases != 1 && s.feedPhases != 3)
        return Error{file, "/feed_phases",
                     "feed must be 1 (230 V single phase) or 3 (400 V three phase)"};
    if (!s.network.empty() && !catalog.findNic(s.network))
        return Error{file, "/network",
                     "unknown network adapter id '" + s.network + "'" + validIds(catalog.nics)};
    if (s.nodes > 1 && s.network.empty() && catalog.nics.empty())
        return Error{file, "/nodes",
                     "more than one server needs a network, and the catalog lists no network "
                     "adapter (networks.json)"};
    return std::nullopt;
}

/// The selective-op policy's refusal for `s` on `arch` as one line (selectiveOpRefusal), as an
/// Error on the scenario's key.
std::optional<Error> checkCheckpointPolicy(const Scenario& s, const ModelArch& arch,
                                           const std::string& file) {
    if (s.checkpointPolicy != CheckpointPolicy::SelectiveOp)
        return std::nullopt;
    if (auto why = selectiveOpRefusal(s, arch))
        return Error{file, "/checkpointing_policy", *why};
    return std::nullopt;
}

/// Megatron-LM steps Adam from Transformer Engine or Apex, its precision-aware optimizer
/// Transformer Engine's FusedAdam (megatron/core/optimizer/__init__.py at d98e8a64: adam, sgd,
/// lion and the emerging optimizers; optimizer_config.py: "--use-precision-aware-optimizer only
/// supported with adam"), and its CPU offload torch's AdamW: none is a bitsandbytes or torchao
/// low-bit optimizer. Low-bit moments are the `megatron` section's exp_avg_dtype.
std::optional<Error> checkMegatronOptimizer(const Scenario& s, const std::string& file) {
    if (s.optimizer != Optimizer::AdamW && runsMegatronOptimizer(s, s.plan))
        return Error{file, "/optimizer",
                     "Megatron-LM (tp, pp, ep or a ring cp with sharding zero1 or none) steps "
                     "Adam: optimizer adamw (low-bit moments: the megatron section's "
                     "exp_avg_dtype and exp_avg_sq_dtype)"};
    return std::nullopt;
}

} // namespace

std::optional<std::string> sdpaRefusal(const Scenario& s) {
    if (s.attention != AttentionKernel::Sdpa)
        return std::nullopt;
    // torchtune (its own MultiHeadAttention over SDPA, is_causal or a packed block mask),
    // LitGPT (CausalSelfAttention, flash-expanded-kv) and Unsloth (its fast attention forward)
    // do not run transformers' attention interface.
    if (s.stack == "torchtune" || s.stack == "litgpt" || s.stack == "unsloth")
        return "sdpa is transformers' attention path; the " + s.stack +
               " stack runs its own attention (flash)";
    // A plan that splits the model runs Megatron-LM's or torchtitan's attention; with context
    // parallelism a rank's mask would span the whole sequence, which is not sized.
    if (!s.plan.automatic && s.plan.splitsModel())
        return std::string("sdpa is sized on data parallelism (FSDP, ZeRO, DDP), not with tp, pp, "
                           "cp or ep: use flash");
    return std::nullopt;
}

std::optional<std::string> selectiveOpRefusal(const Scenario& s, const ModelArch& arch) {
    // torchtitan's policy (9dec370 parallelisms/parallelize_llama.py `_save_list` and
    // `_get_custom_policy`) counts aten.mm calls inside each block: it describes torchtitan's
    // own Llama block (models/llama/model.py: wq, wk, wv, wo, w1, w3, w2, each a bias-free
    // nn.Linear, and F.scaled_dot_product_attention) under data parallelism. None of the
    // catalog's stacks (Hugging Face's Trainer, torchtune, LitGPT, Unsloth, Liger) applies it:
    // torchtune's ac_mode "selective" takes a layer frequency only (torchtune@bd2a0fc7
    // training/activations.py checkpoint_wrapper: `int(ac_style)`).
    const char* what = "selective-op is torchtitan's per-op checkpointing of its Llama blocks: ";
    if (!s.gradientCheckpointing)
        return std::string(what) + "it needs gradient_checkpointing";
    if (!s.stack.empty())
        return std::string(what) + "the " + s.stack +
               " stack checkpoints whole layers (set no stack)";
    if (s.method != Method::Full || s.rl)
        return std::string(what) + "a full fine-tune without preference or RL training";
    // torchtitan shards with FSDP2 (fully_shard) or replicates with DDP, never with DeepSpeed
    // (parallelize_llama.py apply_fsdp / apply_ddp at 9dec370), and computes its loss on the
    // whole fp32 logits (train.py: `loss_fn(pred, labels)`, cross_entropy(pred.flatten(0, 1)
    // .float(), ...)), no fused or chunked loss.
    const bool fsdp1 = (s.sharding == Sharding::Full || s.offload == Offload::Parameters) &&
                       s.fsdpVersion == FsdpVersion::Fsdp1;
    if (runsDeepSpeedZero(s) || fsdp1)
        return std::string(what) + "FSDP2 or DDP, not DeepSpeed or FSDP1";
    if (s.fusedCrossEntropy)
        return std::string(what) + "the plain loss on fp32 logits (fused_cross_entropy false)";
    const bool llamaBlock = arch.moeLayers == 0 && arch.linearAttentionLayers == 0 &&
                            arch.mambaLayers == 0 && arch.mlpOnlyLayers == 0 &&
                            arch.mtpLayers == 0 && arch.mla.kvLoraRank == 0 && arch.mlp.gated &&
                            !arch.vision.present;
    if (!llamaBlock)
        return std::string(what) + "a dense text model with softmax attention and a SwiGLU MLP";
    // A biased linear runs aten.addmm, which the policy neither keeps nor counts; gates,
    // sinks and softcapped scores are not in torchtitan's block.
    const AttentionShape& at = arch.attention;
    if (at.qkvBias || at.outputBias || at.outputGate || at.sinks || at.softcap > 0)
        return std::string(what) + "attention without biases, output gate, sinks or softcap";
    if (s.attention == AttentionKernel::Eager)
        return std::string(what) + "it keeps the SDPA kernel's output, not eager attention's";
    // torchtitan's block calls SDPA itself: no transformers mask, no repeated k and v.
    if (s.attention == AttentionKernel::Sdpa)
        return std::string(what) + "torchtitan's own attention (flash), not transformers' sdpa";
    if (s.activationOffload || s.tiledMlp)
        return std::string(what) + "without activation offloading or tiled_mlp";
    if (!s.plan.automatic && s.plan.splitsModel())
        return std::string(what) + "on data parallelism (FSDP, DDP), not with tp, pp, cp or ep";
    return std::nullopt;
}

std::optional<Error> checkParallelPlan(const Scenario& s, const Catalog& catalog) {
    if (s.plan.automatic)
        return std::nullopt;
    const ModelArch* arch = resolveModel(s, catalog).arch;
    return checkPlan(s, catalog, arch, {});
}

std::optional<Error> checkScenario(const Scenario& s, const Catalog& catalog,
                                   const std::string& file) {
    if (auto e = checkBuild(s, catalog, file))
        return e;

    const ModelArch* arch = resolveModel(s, catalog).arch;
    if (auto e = checkPlan(s, catalog, arch, file))
        return e;
    if (s.costs)
        if (auto e = checkCostsRequest(*s.costs, catalog, file))
            return e;
    if (!arch)
        return std::nullopt;
    if (auto e = checkCheckpointPolicy(s, *arch, file))
        return e;
    if (auto e = checkMegatronOptimizer(s, file))
        return e;
    if (auto why = sdpaRefusal(s))
        return Error{file, "/attention", *why};
    if (s.rl)
        if (auto e = checkRl(s, catalog, arch, file))
            return e;
    if (s.serving) {
        const ServerSpec* server = buildServer(s, catalog);
        const int cards = cardsPerServer(s, server);
        if (auto e = checkServingRequest(*s.serving, *arch, cards, file))
            return e;
    }
    // LoRA (Hu et al. 2021, §4.1): B·A has rank at most min(d, k), and every adapted linear
    // reads or writes the hidden state, so no adapter can use a rank above hidden_size.
    if (s.loraRank > arch->hidden)
        return Error{file, "/lora_rank",
                     "rank " + std::to_string(s.loraRank) +
                         " is above the adapted layers' width: allowed 1 .. " +
                         std::to_string(arch->hidden) + " (the model's hidden_size)"};
    // Text and image tokens of the longest sample share the sequence length's limit.
    const std::int64_t perImage = imageTokens(arch->vision, s.imageWidth, s.imageHeight);
    if (s.imageShare > 0 && s.imagesPerSample > 0 && perImage > 0) {
        const std::int64_t images = perImage * s.imagesPerSample;
        const std::int64_t longest = std::int64_t(s.sequenceLength) + images;
        const double limit = maxSequenceTokens();
        if (double(longest) > limit)
            return Error{file, "/images_per_sample",
                         std::to_string(s.imagesPerSample) + " images of " +
                             std::to_string(s.imageWidth) + "×" + std::to_string(s.imageHeight) +
                             " px are " + std::to_string(images) + " tokens; with " +
                             std::to_string(s.sequenceLength) + " text tokens the sequence is " +
                             std::to_string(longest) + " tokens, above the limit of " +
                             formatNumber(limit) +
                             " (fewer or smaller images, or a shorter sequence_length)"};
    }
    return std::nullopt;
}

} // namespace headroom
