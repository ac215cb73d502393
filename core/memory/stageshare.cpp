#include "memory/stageshare.h"

#include "memory/gpumemory.h"
#include "memory/statebytes.h"
#include "memorymodel.h"
#include "scenario.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace headroom {

namespace {

int divided(int value, int by) {
    return value <= 0 ? value : std::max(1, value / std::max(1, by));
}

} // namespace

double routedExpertParams(const ModelArch& a) {
    if (a.mlp.experts <= 0)
        return 0;
    return double(std::clamp(a.moeLayers, 0, a.layers)) * a.mlp.experts * 3.0 * a.hidden *
           a.mlp.moeIntermediate;
}

namespace {

/// The model as one rank of the plan sees it (its stage's layers, its tp / ep slice of the
/// heads, widths and experts), for the activation and buffer terms.
ModelArch rankView(const ModelArch& a, const StageShare& s, int tp, int ep, int stageLayers,
                   bool first, bool last, double embedding, double head, double vision) {
    const ParameterCounts& p = a.params;
    const double f = s.layerFraction;
    ModelArch r = a;
    r.layers = stageLayers;
    const int full = a.fullAttentionLayers, linear = a.linearAttentionLayers;
    if (full + linear > 0) {
        r.fullAttentionLayers =
            std::clamp(int(std::lround(full * f)), full > 0 ? 1 : 0, stageLayers);
        r.linearAttentionLayers = stageLayers - r.fullAttentionLayers;
        if (linear == 0) {
            r.fullAttentionLayers = stageLayers;
            r.linearAttentionLayers = 0;
        }
    }
    if (a.moeLayers > 0)
        r.moeLayers = std::clamp(int(std::ceil(a.moeLayers * f)), 1, stageLayers);
    r.attention.heads = divided(a.attention.heads, tp);
    r.attention.kvHeads = divided(a.attention.kvHeads, tp);
    r.deltaNet.keyHeads = divided(a.deltaNet.keyHeads, tp);
    r.deltaNet.valueHeads = divided(a.deltaNet.valueHeads, tp);
    r.mlp.intermediate = divided(a.mlp.intermediate, tp);
    r.mlp.moeIntermediate = divided(a.mlp.moeIntermediate, tp);
    r.mlp.sharedExpertIntermediate = divided(a.mlp.sharedExpertIntermediate, tp);
    r.mlp.experts = divided(a.mlp.experts, ep);
    r.vocab = divided(a.vocab, tp); // vocab-parallel embedding, head and cross-entropy
    if (!first)
        r.vision = VisionShape{};
    ParameterCounts& q = r.params;
    q.total = s.nonExpertParams + s.expertParams;
    q.vision = vision / tp;
    q.embedding = embedding / tp;
    q.lmHead = head / tp;
    q.mtp = last ? p.mtp / tp : 0;
    q.text = q.total - q.vision - q.mtp;
    q.textLinear = p.textLinear * (q.total / std::max(1.0, p.total));
    q.loraInOutPerRank = s.loraNonExpertPerRank + s.loraExpertPerRank;
    q.active = q.total;
    return r;
}

/// DeepSpeed ALST's Ulysses (deepspeed/runtime/sequence_parallel/ulysses_sp.py at edaa7221,
/// UlyssesSPAttentionHF): with more sequence-parallel ranks than KV heads ("if we have 4 kv
/// heads and sp 8, we need to replicate kv heads 2x") each KV head is repeated
/// `kv_replication_factor = world_size // kv_head_count` times (`repeat_interleave` before the
/// all-to-all) and every rank attends with one whole KV head over the whole sequence. Headroom
/// holds a cp rank as 1/cp of the sequence with all of the rank's heads, so the replicated
/// heads are cp KV heads over that 1/cp: one head's K and V for every token.
void replicateKvHeads(const ParallelPlan& plan, ModelArch& rank) {
    const int kv = rank.attention.kvHeads;
    if (plan.cp > 1 && plan.cpKind == ContextParallelKind::AllToAll && kv > 0 && kv < plan.cp)
        rank.attention.kvHeads = plan.cp;
}

} // namespace

StageLayers stageLayers(int layers, const ParallelPlan& plan, PipelineSplit split) {
    const int pp = std::max(1, plan.pp);
    if (pp <= 1 || layers < pp)
        return {layers, 0, layers};
    if (layers % pp == 0)
        return {layers / pp, pp > 2 ? layers / pp : 0, layers / pp};
    StageLayers l;
    if (split == PipelineSplit::Torchtitan) {
        // generate_split_points (pipelining_utils.py at 9dec370), then the ranks' chunks.
        const int v = plan.pipelineSchedule == PipelineSchedule::Interleaved
                          ? std::max(1, plan.virtualStages)
                          : 1;
        const int stages = pp * v;
        const int base = layers / stages;
        int extra = layers % stages, given = 0;
        std::vector<int> perRank(pp, 0);
        for (int i = 0; i < stages; ++i) {
            int n = base;
            if (i == stages - 1)
                n = layers - given;
            else if (i > 0 && extra > 0) {
                ++n;
                --extra;
            }
            given += n;
            perRank[i % pp] += n;
        }
        l.first = perRank.front();
        l.last = perRank.back();
        for (int r = 1; r + 1 < pp; ++r)
            l.middle = std::max(l.middle, perRank[r]);
        return l;
    }
    // Megatron-LM with the first and last stages' counts given (stageshare.h).
    if (pp == 2)
        return {layers / 2, 0, layers - layers / 2};
    int middle = (layers + pp - 1) / pp;
    if (layers - (pp - 2) * middle < 2)
        middle = layers / pp;
    const int ends = layers - (pp - 2) * middle;
    return {ends / 2, middle, ends - ends / 2};
}

double stageInFlightMicroBatches(const ParallelPlan& p, int stage) {
    const int rank = std::clamp(stage, 0, std::max(1, p.pp) - 1);
    if (rank == 0)
        return inFlightMicroBatches(p);
    // A later stage warms up with fewer micro-batches (megatron/core/pipeline_parallel/
    // schedules.py at d98e8a64, get_pp_rank_microbatches): 1F1B `num_warmup_microbatches =
    // pipeline_parallel_size - pipeline_parallel_rank - 1`, plus the one of its first steady
    // step: pp − i; interleaved `(pipeline_parallel_size - pipeline_parallel_rank - 1) * 2 +
    // (num_model_chunks - 1) * microbatch_group_size_per_vp_stage` chunks of 1/v of the stage
    // (the group size is pp by default), plus one: pp + (pp − 1 − 2i)/v of the stage's whole
    // layers, which for i = 0 is inFlightMicroBatches' penalty. Never more than the step's m.
    const double pp = p.pp, m = std::max(1, p.pipelineMicroBatches), i = rank;
    if (p.pipelineSchedule == PipelineSchedule::Interleaved && p.virtualStages > 1)
        return std::min(m, pp + (pp - 1 - 2 * i) / p.virtualStages);
    return std::min(pp - i, m);
}

PipelineSplit pipelineSplit(const Scenario& s) {
    const bool fsdp2 = s.sharding == Sharding::Full && shardingImplOf(s) == ShardingImpl::Fsdp &&
                       s.fsdpVersion == FsdpVersion::Fsdp2;
    return fsdp2 ? PipelineSplit::Torchtitan : PipelineSplit::Megatron;
}

StageShare stageShare(const ModelArch& a, const ParallelPlan& plan, StageKind kind,
                      unsigned loraTargets, PipelineSplit split, bool routedExpertLora) {
    StageShare s;
    s.kind = plan.pp <= 1 ? StageKind::Only : kind;
    const int tp = std::max(1, plan.tp), ep = std::max(1, plan.ep);
    const ParameterCounts& p = a.params;
    const double h = a.hidden;
    const bool only = s.kind == StageKind::Only;
    const bool first = only || s.kind == StageKind::First, last = only || s.kind == StageKind::Last;

    // Megatron-LM theoretical_memory_usage.py: the most loaded shard holds 1/pp of the layers
    // (an uneven split: the stage's count from stageLayers), the embedding (first stage), the
    // output layer (last stage; with tied embeddings the last stage keeps its own copy when
    // pp > 1), the MTP block (last stage). Norms and routers are replicated over the tp ranks;
    // everything else is split by tp; routed experts by ep · tp (expert tensor parallelism =
    // tp, Megatron-LM's default).
    const StageLayers counts = stageLayers(a.layers, plan, split);
    const int held = only                          ? a.layers
                     : s.kind == StageKind::First  ? counts.first
                     : s.kind == StageKind::Middle ? counts.middle
                                                   : counts.last;
    s.layerFraction = a.layers > 0 ? double(held) / a.layers : 1;
    const double f = s.layerFraction;
    const double experts = routedExpertParams(a);
    const double replicated = 2 * h * a.layers + h * double(std::max(0, a.mlp.experts)) *
                                                     std::clamp(a.moeLayers, 0, a.layers);
    const double layerParams = p.text - p.embedding - p.lmHead - h /* final norm */;
    const double tpSharded = layerParams - experts - replicated;
    double sharded = tpSharded * f, kept = replicated * f;
    double embedding = 0, head = 0, vision = 0;
    if (first) {
        embedding = p.embedding;
        vision = p.vision;
    }
    if (last) {
        // Tied and on its own stage, the output layer is a copy of the embedding (Megatron's
        // shared embedding on the last stage); untied, the model's lm_head.
        head = a.tiedEmbeddings ? (first ? 0 : p.embedding) : p.lmHead;
        sharded += p.mtp;
        kept += h; // final norm
    }
    s.nonExpertParams = (sharded + embedding + head + vision) / tp + kept;
    s.expertParams = experts * f / (double(ep) * tp);

    // LoRA Σ(in + out) per rank; the routed experts' adapters (each expert adapted on its own,
    // as PEFT's all-linear does) split by ep · tp, where the run adapts them.
    const double expertLora = routedExpertLoraPerRank(a, loraTargets);
    const double allLora = loraInOutPerRank(a, loraTargets);
    s.loraNonExpertPerRank = (allLora - expertLora) * f / tp;
    s.loraExpertPerRank = routedExpertLora ? expertLora * f / (double(ep) * tp) : 0;

    // The rank's view of the model, for the activation and buffer terms.
    s.arch = rankView(a, s, tp, ep, held, first, last, embedding, head, vision);
    replicateKvHeads(plan, s.arch);
    return s;
}

bool planFusesKernels(const ParallelPlan& plan) {
    return plan.splitsModel();
}

bool runsMegatronLoss(const Scenario& s, const ParallelPlan& plan) {
    // A Hugging Face Trainer stack split by transformers' own tp plan keeps its loss (lm_head
    // `colwise_rep` gathers the vocabulary).
    return planFusesKernels(plan) && !runsAlstUlysses(s, plan) &&
           pipelineSplit(s) == PipelineSplit::Megatron && s.stack != "hf-trainer" &&
           s.stack != "liger";
}

bool runsAlstUlysses(const Scenario& s, const ParallelPlan& plan) {
    return plan.cp > 1 && plan.cpKind == ContextParallelKind::AllToAll && runsDeepSpeedZero(s) &&
           plan.tp == 1 && plan.pp == 1 && plan.ep == 1;
}

bool runsModelWhole(const Scenario& s, const ParallelPlan& plan) {
    return !plan.splitsModel() || runsAlstUlysses(s, plan);
}

EagerAttentionCode eagerAttentionCode(const Scenario& s, const ModelArch& arch,
                                      const ParallelPlan& plan) {
    EagerAttentionCode c;
    const bool wholeHf = runsTransformersModel(s) && runsModelWhole(s, plan);
    // transformers modeling_llama.py at 00227283 (LlamaAttention.forward: repeat_kv, then
    // `softmax(attn_weights, dim=-1, dtype=torch.float32).to(query_states.dtype)`); litgpt/
    // model.py at 26857050 (repeat_interleave of k and v, the softcapped path's `F.softmax(
    // scores, dim=-1, dtype=torch.float).to(dtype=q.dtype)`); torchtune models/gemma2/
    // _attention.py at bd2a0fc7 (k and v expanded and reshaped; `F.softmax(output.float(),
    // dim=-1).type_as(q)`), the path its softcapped Gemma 2 takes. Megatron-LM's
    // FusedScaleMaskSoftmax keeps BF16 (fused_softmax.py at d98e8a64) and its
    // DotProductAttention repeats K and V (dot_product_attention.py, repeat_interleave).
    const bool torchtuneSoftcap = s.stack == "torchtune" && arch.attention.softcap > 0;
    c.softmaxFp32 = wholeHf || s.stack == "litgpt" || torchtuneSoftcap;
    c.repeatsKv = runsTransformersModel(s) || s.stack == "litgpt" || torchtuneSoftcap;
    return c;
}

PlanStates planStates(const Scenario& s, const ParallelPlan& plan, const StageShare& share,
                      double trainable) {
    PlanStates r;
    const bool onGpu = s.offload == Offload::None;
    const bool fsdp2 = s.sharding == Sharding::Full && shardingImplOf(s) == ShardingImpl::Fsdp &&
                       s.fsdpVersion == FsdpVersion::Fsdp2;
    if (fsdp2 && onGpu && plan.pp > 1) {
        // torchtitan apply_fsdp (torchtitan/parallelisms/parallelize_llama.py at 9dec370): with
        // pipeline parallelism every block is wrapped with `reshard_after_forward=False` ("do
        // not reshard after forward to avoid per-microbatch all-gathers"), and the stage runs
        // every backward but the last with FSDP's `set_reshard_after_backward(False)` and
        // `set_requires_gradient_sync(False)` (pytorch torch/distributed/pipelining/stage.py at
        // 0138610331c9, _PipelineStageBase.backward_maybe_with_nosync; _post_backward reduces
        // once at the end): the stage's parameters stay gathered in the compute dtype (BF16,
        // 2 B) and its gradients accumulate unsharded in FSDP's reduce dtype
        // (FSDPParam.to_accumulated_grad_if_needed: `unsharded_grad.to(self.reduce_dtype)`,
        // fp32 by torchtitan's mixed_precision_reduce default): 4 B per trainable parameter.
        r.gatheredWeights = 2.0 * (share.nonExpertParams + share.expertParams);
        if (plan.pipelineMicroBatches > 1)
            r.extraGradients = 4.0 * trainable;
        return r;
    }
    if (!runsMegatronOptimizer(s, plan))
        return r;
    if (s.offload == Offload::Optimizer)
        // Megatron's --optimizer-cpu-offload (which needs --use-precision-aware-optimizer:
        // megatron/training/arguments.py at d98e8a64) moves only the optimizer:
        // HybridDeviceOptimizer (megatron/core/optimizer/cpu_offloading/hybrid_optimizer.py,
        // _get_sub_optimizer_param_groups) keeps pinned fp32 CPU copies of the main parameters
        // and its CPU Adam their moments, and _set_sub_optimizer_grads copies each step's
        // gradients from the GPU into pinned CPU tensors. The DDP's gradient buffer
        // (param_and_grad_buffer.py, `self.grad_data`, fp32) stays whole on the GPU beside the
        // BF16 weights: 4 B per trainable parameter where ZeRO-Offload keeps none (2 B with the
        // precision-aware optimizer's main_grads_dtype bf16: megatronMainGradBytes).
        r.extraGradients = megatronMainGradBytes(s) * trainable;
    else if (onGpu)
        // Megatron-LM (d98e8a64): with bf16 "gradient accumulation and all-reduce [are] done in
        // fp32" (megatron/training/arguments.py: accumulate_allreduce_grads_in_fp32 with
        // main_grads_dtype float32), and megatron/core/distributed/param_and_grad_buffer.py
        // allocates the gradient buffer for every parameter of the rank (`self.grad_data =
        // torch.zeros(self.numel, dtype=self.grad_dtype)`), which the distributed optimizer
        // reduce-scatters in place without freeing it: 4 B per trainable parameter whole,
        // theoretical_memory_usage.py's "6 + 12 / dp" (bf16 weights 2, fp32 main gradients 4,
        // fp32 main parameters and Adam moments 12 sharded). `state_bytes: zero` counts 2; a
        // BF16 buffer (main_grads_dtype bf16, megatronMainGradBytes) nothing more.
        r.extraGradients = (megatronMainGradBytes(s) - 2.0) * trainable;
    return r;
}

} // namespace headroom
