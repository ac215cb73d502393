#include "memory/commbuffers.h"

#include "memorymodel.h"

#include <algorithm>

// The communication buffers of the memory model's peak (memoryterms.cpp): FSDP's gathered units
// and reduce-scatter, DeepSpeed ZeRO-3's gathers and buckets, ZeRO-1/2's and DDP's buckets.

namespace headroom {

using namespace layermodel;

namespace {

/// Elements of the parameters DeepSpeed ZeRO-3 keeps whole on every GPU: each parameter of at
/// most stage3_param_persistence_threshold elements, `in.zeroPersistenceThreshold` (the catalog's
/// zero_param_persistence_threshold: DeepSpeed's default 1e5, which accelerate's generated ZeRO
/// config keeps; HF Trainer's "auto" would be 10 · hidden_size, under which a rank-8 matrix on
/// a hidden-wide side, 8 · hidden elements, persists at any width, where 1e5 keeps it up to
/// hidden 12,500) (DeepSpeed at commit edaa7221:
/// deepspeed/runtime/zero/partition_parameters.py Init._convert_to_deepspeed_param sets
/// `param.ds_persist` when `param.ds_numel <= Init.param_persistence_threshold`, and
/// parameter_offload.py mark_persistent_parameters alike; partitioned_param_coordinator.py
/// __params_to_release leaves out `p.ds_persist`, so once gathered they are never released,
/// and partition() keeps their own partition on the GPU, `if param.ds_persist: device =
/// self.local_device`, even under offload_param). Counted: the RMSNorm weights (two per
/// decoder layer and the final one, `hidden` elements each) and the LoRA matrices, A = r × in
/// and B = out × r per adapted linear; biases and q/k norms are left out. Linear-attention
/// and Mamba mixers' adapters are taken as partitioned (above the threshold or not adapted).
double zeroPersistentElements(const MemoryInput& in, const ModelArch& a, const LayerCounts& c) {
    const double threshold = in.zeroPersistenceThreshold;
    auto small = [threshold](double numel) { return numel <= threshold ? numel : 0.0; };
    double e = (2.0 * std::max(1, a.layers) + 1) * small(a.hidden);
    if (in.method == Method::Full)
        return e;
    const double r = std::max(0, in.loraRank), h = a.hidden;
    auto adapted = [&](double count, double inF, double outF) {
        e += count * (small(r * inF) + small(r * outF));
    };
    const unsigned t = in.loraTargets == 0 ? ~0u : in.loraTargets;
    const AttentionShape& at = a.attention;
    const double dq = double(at.heads) * at.headDim * (at.outputGate ? 2 : 1);
    const double dkv = double(at.kvHeads) * at.headDim;
    if (t & LoraQ)
        adapted(c.full, h, dq);
    if (t & LoraK)
        adapted(c.full, h, dkv);
    if (t & LoraV)
        adapted(c.full, h, dkv);
    if (t & LoraO)
        adapted(c.full, double(at.heads) * at.headDim, h);
    const MlpShape& m = a.mlp;
    const double experts = fusedExperts(a) || !in.loraRoutedExperts ? 0 : double(m.experts);
    for (const unsigned bit : {unsigned(LoraGate), unsigned(LoraUp), unsigned(LoraDown)}) {
        if (!(t & bit) || (bit == LoraGate && !m.gated))
            continue;
        const bool down = bit == LoraDown;
        adapted(c.dense, down ? m.intermediate : h, down ? h : m.intermediate);
        adapted(c.moe * experts, down ? m.moeIntermediate : h, down ? h : m.moeIntermediate);
        if (m.sharedExpertIntermediate > 0)
            adapted(c.moe, down ? m.sharedExpertIntermediate : h,
                    down ? h : m.sharedExpertIntermediate);
    }
    return e;
}

/// DeepSpeed ZeRO-3 (deepspeed/runtime/zero/stage3.py and partitioned_param_coordinator.py at
/// commit edaa7221). `layerParams`: one decoder layer's weights; `largestModule`: its largest
/// linear; `outer`: the embedding or LM head; `bytes` per gathered weight; `persistent`: the
/// elements zeroPersistentElements() keeps whole; `largestTrained`: the elements of the largest
/// parameter that trains (0 when only small adapters do).
void zeroStage3Buffers(const MemoryInput& in, MemoryTerms& r, double layerParams,
                       double largestModule, double outer, double bytes, double persistent,
                       double largestTrained) {
    // Gathered parameters: the coordinator gathers each submodule's parameters before it runs
    // and prefetches the next ones up to stage3_prefetch_bucket_size elements
    // (fetch_sub_module). A parameter whose next use lies within stage3_max_reuse_distance
    // elements (1e9, like stage3_max_live_parameters) is not released (__params_to_release):
    // with activation checkpointing a decoder layer gathered for its recompute is used again
    // at once by its backward, so the whole layer stays gathered; without it each module is
    // released after use. stage3_max_live_parameters caps the prefetch, not the module that
    // runs (fetch_sub_module gathers the current module's parameters, then prefetches
    // `min(self.__max_n_available_params - self.__n_available_params,
    // self.__prefetch_bucket_sz)` elements more).
    const double unit = std::max(in.checkpointing ? layerParams : largestModule, outer);
    const double gathered =
        unit + std::max(0.0, std::min(in.zeroMaxLive - unit, in.zeroPrefetchBucket));
    r.gatherBuffer = bytes * gathered;
    // Persistent parameters (zeroPersistentElements) stay gathered throughout, BF16 under the
    // bf16 engine (engine.py _configure_distributed_model: `self.module.bfloat16()`), beside
    // their partition, which the states count.
    r.gatherBuffer += kAct * persistent;
    if (in.offload == Offload::Parameters)
        // offload_param: the partitions live in pinned host memory and each all-gather first
        // copies this rank's partitions to the GPU (partition_parameters.py at edaa7221,
        // all_gather_coalesced: `torch.cat([p.ds_tensor.to(current_device_name()) ...],
        // out=partitions[rank_in_group])`): one partition of what is gathered, transient.
        r.gatherBuffer += bytes * gathered / std::max(1, in.gpuCount);
    // Gradients: with contiguous_gradients (the default) stage3.py allocates one IPG bucket of
    // reduce_bucket_size elements per communication dtype once the optimizer is set up
    // (`bucket.buffer = torch.empty(self.reduce_bucket_size, dtype=dtype, ...)`), however few
    // parameters train; BF16 under bf16 mixed precision. Each gradient reaches the bucket as
    // the whole gathered parameter's gradient that autograd allocated: the gradient hook's
    // __add_grad_to_ipg_bucket copies it into the bucket on the reduce stream (`new_grad_tensor.
    // copy_(param.grad, non_blocking=True)`, `param.grad.record_stream(...)`, then `param.grad.
    // data = new_grad_tensor`), and one larger than the bucket is reduced from where it is. A
    // full fine-tune's largest parameter (the LM head or embedding, V × h) has its whole BF16
    // gradient beside the bucket for that while.
    r.reduceBuffer = kAct * (in.zeroReduceBucket + largestTrained);
}

/// The units the GPUs gather (FSDP, ZeRO-3): one decoder layer, the embedding, the LM head.
struct GatherUnits {
    double layerParams = 0, emb = 0, lmHead = 0;
    double quantBytes = 0;
    double layerBytes = 0, embBytes = 0, headBytes = 0;
};

GatherUnits gatherUnits(const MemoryInput& in, const ModelArch& a, const LayerCounts& c) {
    const bool qlora = in.method == Method::Qlora;
    const double vh = double(a.vocab) * a.hidden;
    GatherUnits u;
    double layerParams = 0;
    if (c.full > 0)
        layerParams = std::max(layerParams, attentionParams(a));
    if (c.linear > 0)
        layerParams = std::max(layerParams, deltaNetParams(a));
    layerParams +=
        std::max(c.dense > 0 ? mlpParams(a, false) : 0.0, c.moe > 0 ? mlpParams(a, true) : 0.0);
    u.layerParams = layerParams;
    u.emb = vh;
    u.lmHead = a.tiedEmbeddings ? 0 : vh;
    u.quantBytes = in.quantizedWeightBytes > 0 ? in.quantizedWeightBytes : kNf4Bytes;
    u.layerBytes = layerParams * (qlora ? u.quantBytes : kAct);
    u.embBytes = kAct * u.emb;
    u.headBytes = kAct * u.lmHead;
    return u;
}

/// PyTorch FSDP: the gathered units and the reduce-scatter buffer.
void fsdpBuffers(const MemoryInput& in, const GatherUnits& u, double trainable, int layers,
                 MemoryTerms& r) {
    const bool lora = in.method != Method::Full;
    const int n = std::max(1, in.gpuCount);
    const double layerParams = u.layerParams, emb = u.emb, lmHead = u.lmHead;
    const double layerBytes = u.layerBytes, embBytes = u.embBytes, headBytes = u.headBytes;
    // PyTorch FSDP (FSDP1 limit_all_gathers / FSDP2 fully_shard prefetching): the unit
    // being computed and the next one prefetched are gathered (unsharded) at once.
    // Units: each decoder layer; the embedding and LM head either as units of their own
    // or in the root, which FSDP never reshards between forward and backward (FSDP2
    // fully_shard docs: the root's reshard_after_forward is set to False; FSDP1
    // _post_forward_reshard keeps the root's parameters).
    if (in.fsdpSeparateEmbedding)
        r.gatherBuffer = layerBytes + std::max({layerBytes, embBytes, headBytes});
    else
        r.gatherBuffer = embBytes + headBytes + 2 * layerBytes;
    // Reduce-scatter: the unsharded BF16 gradient of one unit before it is scattered
    // (FSDP MixedPrecision reduce_dtype BF16); LoRA reduces only the adapters' grads.
    // FSDP2 (torch/distributed/_composable/fsdp, commit 01d66d21: FSDPParamGroup.
    // post_backward reshards the unit before foreach_reduce_scatter copies the
    // per-parameter gradients into one reduce_scatter_input): the prefetched unit, the
    // gradients and the copy — one gathered unit plus two gradient units, which the
    // two gathered units and one gradient unit here add up to.
    // FSDP1 (torch/distributed/fsdp, commit 00ae0bc9): the module's parameters are
    // autograd views of the unit's FlatParameter (FlatParamHandle._use_unsharded_views
    // in forward, also with use_orig_params), so the views' gradients wait in the
    // engine until SplitWithSizesBackward concatenates them into the unsharded flat
    // gradient, while the unit and the prefetched one are still gathered
    // (_post_backward_hook reshards only after): two gradient units at that moment.
    // With the embedding and LM head in the root unit that unit is both.
    const double unitGrads = in.fsdpSeparateEmbedding ? std::max({layerParams, emb, lmHead})
                                                      : std::max(layerParams, emb + lmHead);
    if (lora)
        r.reduceBuffer = kAct * trainable / std::max(1, layers);
    else
        r.reduceBuffer = kAct * unitGrads * (in.fsdpVersion == FsdpVersion::Fsdp1 ? 2 : 1);
    if (in.offload == Offload::Parameters) {
        // CPU parameter offload: the unit's shard is copied to the GPU before its
        // all-gather (FSDP2 FSDPParam.all_gather_inputs, PyTorch 2.4 to 2.6:
        // `sharded_param_data.to(self.device, non_blocking=True)`; taken in BF16 as the
        // recipes keep it), and the reduce-scattered gradient shard stays on the GPU
        // until its copy to the host completes (FSDP1 _post_backward_hook at 00ae0bc9:
        // `flat_param._cpu_grad.copy_(grad_to_offload, non_blocking=True)` with
        // record_stream). One shard of the largest unit each, besides the gathered
        // units above. FSDP1 copies a whole flat parameter's shard at once (_flat_param.py,
        // FlatParamHandle.pre_unshard: `elif self._offload_params and self.flat_param.device
        // != self.device: self.flat_param_to(self.device, non_blocking=True)`, PyTorch 2.2,
        // on the pre_unshard stream), so with the embedding and LM head in the root unit
        // that shard holds both.
        const double rootBytes = in.fsdpSeparateEmbedding ? std::max(embBytes, headBytes)
                                                          : embBytes + headBytes;
        r.gatherBuffer += std::max(layerBytes, rootBytes) / n;
        if (!lora)
            r.reduceBuffer += kAct * unitGrads / n;
    }
}

} // namespace

/// The communication buffers of a run on more than one GPU: FSDP's gathers and
/// reduce-scatter, DeepSpeed's ZeRO buckets, DDP's all-reduce buckets.
void commBuffers(const MemoryInput& in, const ModelArch& a, const LayerCounts& c,
                 double trainable, int layers, MemoryTerms& r) {
    const int n = std::max(1, in.gpuCount);
    // DeepSpeed ZeRO-3 runs its parameter coordinator and IPG bucket on one GPU too (its
    // partitions are then whole; with offload_param they live in host memory and every module
    // is fetched before it runs: ArcticTraining's one-GPU ALST recipes,
    // projects/sequence-parallelism/run-h200-sp1-*.yml at b28638e6). Other shardings need a
    // second GPU for any buffer.
    const bool zero3 = in.sharding == Sharding::Full && in.deepspeed;
    if (n <= 1 && !zero3)
        return;
    const bool qlora = in.method == Method::Qlora;
    const GatherUnits u = gatherUnits(in, a, c);
    // A full fine-tune's largest parameter, whose whole gradient reaches DeepSpeed's IPG bucket
    // (zeroStage3Buffers; stage_1_and_2.py alike below): a linear, the embedding or LM head,
    // or a fused expert parameter (fusedExperts: gpt-oss's and Llama 4's gate_up_proj, E × h
    // × 2I).
    const double fusedExpert = fusedExperts(a) ? fusedExpertGateUp(a) : 0;
    const double largestTrained =
        in.method == Method::Full ? std::max({largestLinear(a), u.emb, u.lmHead, fusedExpert})
                                  : 0;
    if (zero3) {
        zeroStage3Buffers(in, r, u.layerParams, largestLinear(a), std::max(u.emb, u.lmHead),
                          qlora ? u.quantBytes : kAct, zeroPersistentElements(in, a, c),
                          largestTrained);
    } else if (in.sharding == Sharding::Full) {
        fsdpBuffers(in, u, trainable, layers, r);
    } else if (in.sharding == Sharding::Zero2 || in.sharding == Sharding::Zero1) {
        // DeepSpeed ZeRO-1/2 (deepspeed/runtime/zero/stage_1_and_2.py at commit edaa7221):
        // with contiguous_gradients (config.py default True) every gradient hook calls
        // setup_buckets(), which allocates the IPG buffer `torch.empty(int(self.
        // reduce_bucket_size), dtype=self.dtype, ...)` in the optimizer's 16-bit dtype, however
        // few parameters train, and with overlap_comm a second one ("Use double buffers to
        // avoid data access conflict when overlap_comm is enabled": buf_1). config.py
        // overlap_comm_valid leaves overlap_comm off below stage 3 when the JSON does not set it
        // (accelerate's generated config; LLaMA-Factory's ds_z2_config.json sets false), but the
        // JSON Headroom exports sets it true (core/recipe/deepspeedrecipe.cpp), as Axolotl's
        // deepspeed_configs/zero2.json (axolotl@067b021c) does: Headroom sizes the run it
        // exports, the larger of the two. (The recipe importers also map FSDP's SHARD_GRAD_OP
        // onto zero2; it is sized as DeepSpeed's.)
        // ZeRO-2's gradient hook (reduce_independent_p_g_buckets_and_remove_grads) copies each
        // whole gradient into the IPG buffer (`new_grad_tensor.copy_(grad_reduc.view(-1))`) or,
        // above reduce_bucket_size, reduces it where it is (extra_large_param_to_reduce): the
        // largest trained parameter's whole BF16 gradient beside the buffers, where ZeRO-2's
        // states hold only the partition. ZeRO-1 keeps every gradient whole anyway.
        r.reduceBuffer = kAct * (in.zeroReduceBucket * (in.zeroOverlapComm ? 2 : 1) +
                                 (in.sharding == Sharding::Zero2 ? largestTrained : 0));
    } else {
        // PyTorch DDP: the Reducer copies every gradient into flat all-reduce buckets of
        // bucket_cap_mb = 25 MiB each, i.e. buckets for all gradients; the DDP docs note
        // that gradient_as_bucket_view=True saves "the total gradients size".
        r.reduceBuffer = kAct * trainable;
    }
    r.buffers = r.gatherBuffer + r.reduceBuffer;
}

} // namespace headroom
