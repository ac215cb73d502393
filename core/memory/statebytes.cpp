#include "memory/statebytes.h"

#include "memory/stageshare.h"

#include "notconverted.h"

#include <algorithm>
#include <cmath>

// Bytes per parameter of the model states by accounting and optimizer, and the bytes per weight
// of a quantised base: the figures gpumemory.cpp shards and offloads.

namespace headroom {

namespace {

constexpr double kBf16 = 2; // bytes per BF16 value

} // namespace

/// ZeRO paper (Rajbhandari et al. 2020, §3.1): 2 B fp16 weights + 2 B gradients + K = 12 B of
/// Adam state (fp32 master, momentum, variance). Hugging Face's "Model training anatomy" counts
/// 6 B weights (fp32 + half copy) + 4 B fp32 gradients + 8 B Adam moments = 18 B.
/// 8-bit Adam (Dettmers et al. 2021) keeps the moments in 1 B each. Pure BF16 training
/// (torchtune's default dtype=bf16: "all activations, gradients and optimizer states are in
/// bfloat16"; LitGPT precision "bf16-true") keeps no fp32 master: torch AdamW's moments take the
/// parameter's dtype (torch/optim/adamw.py _init_group: torch.zeros_like(p)), 2 + 2 + 4 B;
/// bitsandbytes' 32-bit optimizers keep fp32 moments whatever the parameter's dtype
/// (bitsandbytes/optim/optimizer.py Optimizer2State.init_state: dtype=torch.float32 when
/// optim_bits == 32): 2 + 2 + 8 B; its 8-bit ones 1 B per moment + blockwise absmax.
/// The block-wise scales of an 8-bit optimizer's two moments, bytes per parameter: one fp32
/// absmax per 256 values of each (bitsandbytes@263af70b, tag 0.44.1, optim/optimizer.py
/// Optimizer2State.init_state: `blocks = n // 256` and `state["absmax1"]`, `state["absmax2"]` =
/// torch.zeros((blocks,), dtype=torch.float32, device=p.device); torchao@f04aec72, v0.7.0,
/// prototype/low_bit_optim/subclass_8bit.py OptimState8bit.zeros: `scale =
/// torch.zeros(codes.numel() // block_size)` with AdamW8bit's block_size=256): 2 · 4 / 256.
/// They are plain device tensors even for a paged optimizer (only state1/state2 go through
/// get_state_buffer). Counted where Headroom follows the framework's own layout (state_bytes
/// bf16); the ZeRO-paper and Hugging Face accountings, whose figures the reference page prints,
/// keep their 6 B and 2 B.
constexpr double kAdam8bitAbsmaxBytes = 2 * 4.0 / 256;
/// torchao's 4-bit AdamW (torchao@36027d82 torchao/optim/adam.py AdamW4bit: block_size=128;
/// subclass_4bit.py OptimState4bit.zeros: `codes = torch.zeros(n_elems // 2, dtype=torch.uint8)`
/// and `scale = torch.zeros(n_elems // block_size)`, fp32): half a byte per value of each moment
/// and 2 · 4 / 128 B of scales; as for 8 bits, tensors under 4,096 values keep moments of the
/// parameter's dtype (adam.py _new_buffer), a share too small to count. transformers'
/// `adamw_torch_4bit` (trainer.py, torchao >= 0.4) is this optimizer.
constexpr double kAdam4bitMomentBytes = 2 * 0.5;
constexpr double kAdam4bitScaleBytes = 2 * 4.0 / 128;

namespace {

double adam4bitMomentBytes() {
    return kAdam4bitMomentBytes + kAdam4bitScaleBytes;
}


/// The optimizer's own low-bit saving, whoever steps it (lowBitSaving without the offload).
std::optional<double> optimizerLowBitSaving(Optimizer o) {
    switch (o) {
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit:
        return 0.0;
    case Optimizer::AdamW4bit:
        return 2 - adam4bitMomentBytes(); // the 8-bit moments' 2 B against the 4-bit ones
    case Optimizer::AdamW:
    case Optimizer::PagedAdamW:
        break;
    }
    return std::nullopt;
}

} // namespace

std::optional<double> lowBitSaving(const Scenario& s) {
    if (lowBitOffloaded(s))
        return std::nullopt; // the CPUs step 32-bit Adam
    return optimizerLowBitSaving(s.optimizer);
}

bool lowBitOffloaded(const Scenario& s) {
    return optimizerLowBitSaving(s.optimizer).has_value() && s.offload != Offload::None &&
           runsZeroEngine(s);
}

bool runsZeroEngine(const Scenario& s) {
    return runsDeepSpeedZero(s) && !runsMegatronOptimizer(s, s.plan);
}

bool accelerateFillsAuto(const Scenario& s) {
    return s.stack == "hf-trainer" || s.stack == "liger" || s.stack == "unsloth";
}

ZeroSizes zeroSizes(const Scenario& s, int hidden, const Assumptions& a) {
    // A `deepspeed` section on a run DeepSpeed's engine does not hold is not sized (the warning
    // deepspeed_settings_unused says so): the catalog's defaults.
    const DeepSpeedSettings ds = runsZeroEngine(s) ? s.deepSpeed : DeepSpeedSettings{};
    const bool accelerate = accelerateFillsAuto(s);
    const double h = hidden;
    const auto size = [accelerate](const ZeroSize& z, double fallback, double automatic) {
        if (z.kind == ZeroSize::Kind::Elements)
            return z.elements;
        return z.kind == ZeroSize::Kind::Auto && accelerate ? automatic : fallback;
    };
    ZeroSizes z;
    z.reduceBucket = size(ds.reduceBucket, a.zeroReduceBucketElements, h * h);
    z.prefetchBucket =
        size(ds.prefetchBucket, a.zeroPrefetchBucketElements, std::floor(0.9 * h * h));
    z.persistenceThreshold = size(ds.persistenceThreshold, a.zeroPersistenceThreshold, 10 * h);
    z.maxLiveParameters = ds.maxLiveParameters.value_or(a.zeroMaxLiveParameters);
    z.overlapComm = ds.overlapComm.value_or(true);
    return z;
}

StateBytesPerParam trainableBytes(const Scenario& s, const Assumptions& a) {
    StateBytesPerParam b;
    // Hugging Face's accounting (fp32 parameters under autocast) does not survive DeepSpeed:
    // with bf16 enabled (HF's "auto" from TrainingArguments.bf16) the engine casts the module to
    // BF16 (deepspeed/runtime/engine.py _configure_distributed_model → _cast_module_mixed_precision
    // at edaa7221) and keeps the fp32 master weights only in the optimizer's partition
    // (runtime/zero/stage_1_and_2.py single_partition_of_fp32_groups; stage3.py
    // fp32_partitioned_groups_flat): ZeRO's 2 + 2 + 12 B. Found against ms-swift's Qwen2.5-14B
    // ZeRO-2 run on 8 × 80 GB, which Hugging Face's 6 B of unsharded weights put at 142 GB.
    // The same holds for pure BF16 (`state_bytes: bf16`, a model loaded in BF16 and trained in
    // place) where DeepSpeed is named (`sharding_impl: deepspeed`, as a DeepSpeed file imports,
    // or an optimizer-only offload: shardingImplOf): the engine's optimizer still keeps its fp32
    // partition. A ZeRO-1/2 without it stays pure BF16: FSDP's SHARD_GRAD_OP and an FSDP2 run
    // that keeps its gathered weights (reshard_after_forward false) import as zero2 too.
    const bool hf = s.stateBytes == StateBytes::Hf && !runsDeepSpeedZero(s);
    const bool pureBf16 = s.stateBytes == StateBytes::Bf16 &&
                          !(runsDeepSpeedZero(s) && shardingImplOf(s) == ShardingImpl::DeepSpeed);
    const bool eightBit =
        s.optimizer == Optimizer::AdamW8bit || s.optimizer == Optimizer::PagedAdamW8bit;
    const bool bnb32 = s.optimizer == Optimizer::PagedAdamW;
    const bool fourBit = s.optimizer == Optimizer::AdamW4bit;
    // Low-bit moments (8-bit, or 4-bit with their scales) in place of 32-bit ones; the fp32
    // master of the ZeRO and DeepSpeed accounting stays.
    const std::optional<double> lowBit = lowBitSaving(s);
    if (pureBf16) {
        b.weights = kBf16;
        b.gradients = kBf16;
        b.optimizer = fourBit    ? adam4bitMomentBytes()
                      : eightBit ? a.adam8bitOptimizerBytes - 4 + kAdam8bitAbsmaxBytes
                                 : (bnb32 ? 8 : 2 * kBf16);
    } else if (hf) {
        // fp32 parameters and the 16-bit copies autocast makes of them, which the graph holds
        // through the backward. FSDP instead gathers each unit in 16 bits and frees it after
        // use: accelerate sets FSDP's MixedPrecision(param_dtype=bf16) for bf16 (state.py
        // AcceleratorState.__init__ at f35cbd1f: `fsdp_plugin.set_mixed_precision(
        // self._mixed_precision)`), so autocast finds the parameters 16-bit already and the
        // states are the fp32 shards alone (the gathered units are the memory model's buffers).
        const bool fsdp = s.sharding == Sharding::Full && shardingImplOf(s) == ShardingImpl::Fsdp;
        b.weights = 4 + (fsdp ? 0.0 : a.hfExtraBytes);
        b.gradients = 4;
        b.optimizer = lowBit ? 2 - *lowBit : 8;
    } else {
        b.weights = kBf16;
        b.gradients = kBf16;
        b.optimizer = lowBit ? a.adam8bitOptimizerBytes - *lowBit : 12;
        if (runsPrecisionAwareOptimizer(s) && s.offload == Offload::None)
            b.optimizer = precisionAwareOptimizerBytes(s.megatron);
    }
    return b;
}

bool runsPrecisionAwareOptimizer(const Scenario& s) {
    return s.megatron.precisionAwareOptimizer && s.sharding == Sharding::Zero1 &&
           runsMegatronOptimizer(s, s.plan);
}

namespace {

/// Bytes of one value of a state in `d`. fp8: Transformer Engine's Float8Tensor, whose
/// Float8Quantizer FusedAdam builds with the default `columnwise=True`, so make_empty keeps a
/// uint8 transpose beside the uint8 data (TransformerEngine@04912bf0 pytorch/tensor/
/// float8_tensor.py, on GPUs without non-TN FP8 GEMMs, Hopper and earlier): 2 B.
double dtypeBytes(OptimizerDtype d) {
    switch (d) {
    case OptimizerDtype::Fp32:
        return 4;
    case OptimizerDtype::Bf16:
    case OptimizerDtype::Fp16:
        return 2;
    case OptimizerDtype::Fp8:
        return 2;
    }
    return 4;
}

} // namespace

double megatronMainGradBytes(const Scenario& s) {
    // megatron/training/arguments.py at d98e8a64 (validate_args): with bf16 and main_grads_dtype
    // fp32, accumulate_allreduce_grads_in_fp32 is set and the DDP's buffer is fp32
    // (distributed/param_and_grad_buffer.py group_params_for_buffers: `grad_dtype = torch.float
    // if grad_reduce_in_fp32 else param.dtype`); with main_grads_dtype bf16 it is not, and the
    // buffer takes the BF16 parameters' dtype.
    const bool bf16 =
        runsPrecisionAwareOptimizer(s) && s.megatron.mainGrads == OptimizerDtype::Bf16;
    return bf16 ? kBf16 : 4;
}

double precisionAwareOptimizerBytes(const MegatronSettings& m) {
    // megatron/core/optimizer/__init__.py at d98e8a64 (_get_megatron_optimizer_based_on_param_
    // groups): Transformer Engine's FusedAdam with master_weights, master_weight_dtype =
    // main_params_dtype, exp_avg_dtype, exp_avg_sq_dtype and store_param_remainders; the
    // distributed optimizer then keeps no fp32 shard of its own (distrib_optimizer.py,
    // use_precision_aware_optimizer_no_fp8_or_ds_fp8). TransformerEngine@04912bf0
    // pytorch/optimizers/fused_adam.py _initialize_state: each state `torch.empty_like(param,
    // dtype=dtype)`, an fp32 main parameter of a BF16 weight as its int16 remainder where
    // store_param_remainders holds (only with master_weight_dtype fp32).
    const bool remainders = m.storeParamRemainders && m.mainParams == OptimizerDtype::Fp32;
    const double main = remainders ? kBf16 : dtypeBytes(m.mainParams);
    return main + dtypeBytes(m.expAvg) + dtypeBytes(m.expAvgSq);
}

double precisionAwareCheckpointBytes(const Scenario& s) {
    // The distributed optimizer saves what FusedAdam.get_unscaled_state returns
    // (distrib_optimizer.py at d98e8a64, _get_main_param_and_optimizer_states; its dummy
    // shards `init_shard(torch.int16)` for remainders): fp32 copies of the moments and of fp16
    // main parameters, but the int16 remainders as they are. With the optimizer offloaded the
    // CPU keeps fp32 main parameters (HybridDeviceOptimizer, param_update_in_fp32).
    const MegatronSettings& m = s.megatron;
    const bool remainders = m.storeParamRemainders && m.mainParams == OptimizerDtype::Fp32 &&
                            s.offload == Offload::None;
    return (remainders ? kBf16 : 4) + 4 + 4;
}

double stepTemporaryBytes(const Scenario& s) {
    if (runsPrecisionAwareOptimizer(s))
        return precisionAwareStepBytes(s.megatron);
    // After the backward the activations are gone, every gradient and state exists, and
    // PyTorch's foreach AdamW (the default on CUDA) allocates a temporary the size of the second
    // moments: torch/optim/adam.py _multi_tensor_adam, `exp_avg_sq_sqrt =
    // torch._foreach_sqrt(device_exp_avg_sqs)` over all parameters of a device and dtype at
    // once (the fused and for-loop implementations work in place, one tensor at a time).
    // bitsandbytes' optimizers update tensor by tensor in their own kernels.
    if (s.optimizer == Optimizer::AdamW && s.optimizerImpl == OptimizerImpl::Foreach)
        return s.stateBytes == StateBytes::Bf16 ? kBf16 : 4;
    return 0;
}

double precisionAwareStepBytes(const MegatronSettings& m) {
    // TransformerEngine@04912bf0 fused_adam.py FusedAdam.step: for every parameter of the group
    // `unscaled = self.get_unscaled_state(p, name)`, a `.float()` copy of each state not kept
    // in fp32 (the int16 remainders are used as they are), all collected before the
    // multi-tensor kernel runs and scaled back after it. Megatron-LM issue #1477 measured the
    // effect: fp16 moments peaked at 56.0 GiB where fp32 ones peaked at 49.0 GiB.
    double bytes = 0;
    for (OptimizerDtype d : {m.expAvg, m.expAvgSq, m.mainParams})
        if (d != OptimizerDtype::Fp32)
            bytes += 4;
    return bytes;
}

/// bitsandbytes paged optimizers keep their states in CUDA unified memory
/// (bitsandbytes/functional.py get_paged: cudaMallocManaged through cget_managed_ptr), outside
/// PyTorch's caching allocator: they never show in max_memory_allocated, nvidia-smi shows them
/// while they are resident, and the driver pages them to the host under memory pressure.
/// Optimizer8bit.get_state_buffer pages only tensors of at least 1e5 elements.
bool pagedOptimizer(const Scenario& s) {
    return s.optimizer == Optimizer::PagedAdamW || s.optimizer == Optimizer::PagedAdamW8bit;
}

/// The part of a paged optimizer's state bytes that lives in unified memory: all of it but the
/// 8-bit block-wise absmax, which stays a device tensor (kAdam8bitAbsmaxBytes).
double pagedFraction(const Scenario& s, const Assumptions& a) {
    if (!pagedOptimizer(s))
        return 0;
    if (s.optimizer != Optimizer::PagedAdamW8bit || s.stateBytes != StateBytes::Bf16)
        return 1;
    const double moments = a.adam8bitOptimizerBytes - 4;
    return moments / (moments + kAdam8bitAbsmaxBytes);
}

/// Bytes per weight of a QLoRA base's quantised linears, by quantiser.
double quantizedBytesPerWeight(const Scenario& s, const ModelArch& arch, const Assumptions& a) {
    const QuantizationConfig& q = arch.quantization;
    switch (s.quantizer) {
    case Quantizer::Gptq:
    case Quantizer::Awq:
        // GPTQ (auto-gptq / gptqmodel QuantLinear: qweight packs 32/bits values per int32,
        // qzeros one bits-wide zero and scales one fp16 scale per group and output, g_idx one
        // int32 per input row, under 0.01 %) and AWQ (AutoAWQ WQLinear_GEMM: qweight, qzeros
        // and scales alike): bits/8 + (2 + bits/8) / group_size B per weight, from the
        // checkpoint's quantization_config, else the catalog's 4-bit group-128 figure.
        if (q.bits > 0 && q.groupSize > 0)
            return q.bits / 8.0 + (2 + q.bits / 8.0) / q.groupSize;
        return a.int4BytesPerWeight;
    case Quantizer::Mxfp4:
        return a.mxfp4BytesPerWeight;
    default:
        // NF4 (QLoRA §3): with double quantisation the catalog's figure, without it one fp32
        // absmax per 64 weights (bitsandbytes quantize_4bit blocksize=64).
        return s.nf4DoubleQuant ? a.nf4BytesPerWeight : 0.5 + 4.0 / 64;
    }
}

/// The weights a QLoRA base holds quantised: NF4 quantisers every linear of the language model
/// (the LM head too where the stack converts it); GPTQ and AWQ the decoder blocks' linears
/// (transformers' GPTQ / AWQ quantizers skip lm_head unless GPTQ's `lm_head` is set); MXFP4
/// what the checkpoint stores in MXFP4 (gpt-oss: the experts; Mxfp4Config's
/// modules_to_not_convert keeps attention, router, embeddings and head in BF16).
double quantizedWeights(const Scenario& s, const ModelArch& arch, double lmHeadParams) {
    const ParameterCounts& p = arch.params;
    switch (s.quantizer) {
    // Less the decoder linears the checkpoint keeps in BF16 (its quantization_config's
    // modules_to_not_convert / ignore: notconverted.h); the base counts them at 2 B.
    case Quantizer::Gptq:
        return p.textLinear - std::min(p.textLinear, unconvertedLinearParams(arch)) +
               (arch.quantization.lmHead ? lmHeadParams : 0);
    case Quantizer::Awq:
        return p.textLinear - std::min(p.textLinear, unconvertedLinearParams(arch));
    case Quantizer::Mxfp4:
        return p.mxfp4;
    default:
        return p.textLinear + (s.quantizeLmHead ? lmHeadParams : 0);
    }
}

/// Host memory of an offload (whole run, bytes): ZeRO-Offload (Ren et al. 2021) keeps fp32
/// master, m, v and 16-bit gradients (14 B per trainable parameter) in host memory; parameter
/// offload (FSDP CPUOffload, DeepSpeed offload_param) the 16-bit trainable and frozen weights
/// too (`frozenWeightBytes` without the constants every GPU keeps).
double offloadedHostBytes(const Scenario& s, const Assumptions& a, double trainable,
                          double frozenWeightBytes) {
    if (s.offload == Offload::None)
        return 0;
    if (s.offload == Offload::Optimizer && runsMegatronOptimizer(s, s.plan))
        // Megatron-LM's HybridDeviceOptimizer (megatron/core/optimizer/cpu_offloading/
        // hybrid_optimizer.py at d98e8a64, _set_sub_optimizer_grads): the gradients it copies
        // from the GPU land in pinned host tensors of the CPU parameter's dtype
        // (`torch.empty(param.shape, dtype=param.dtype, pin_memory=...)`), the fp32 main
        // parameters': 4 B where ZeRO-Offload's 16-bit gradients take 2. With the fp32 main
        // parameters (4) and Adam's moments (8): 16 B, not the catalog's ZeRO-Offload figure.
        return trainable * (4 + 8 + 4);
    double host = trainable * a.offloadHostBytes;
    if (s.offload == Offload::Parameters) {
        host += trainable * kBf16 + frozenWeightBytes;
        // FSDP1 also pins a gradient shard the size of every flat parameter's local shard,
        // frozen ones included (torch/distributed/fsdp/_flat_param.py at 00ae0bc9,
        // FlatParamHandle.init_flat_param_attributes: `flat_param._cpu_grad =
        // torch.zeros_like(flat_param._local_shard, device=cpu_device).pin_memory()` under
        // `if self._offload_params`, whatever requires_grad). The trainable ones' is the 16-bit
        // gradient offloadHostBytes counts; the frozen base's comes on top. (FSDP2 and
        // DeepSpeed's offload_param hold gradients for trainable parameters only.)
        if (shardingImplOf(s) == ShardingImpl::Fsdp && s.fsdpVersion == FsdpVersion::Fsdp1)
            host += frozenWeightBytes;
    }
    return host;
}

/// bitsandbytes' quantisation constants of a QLoRA base that every GPU holds whole, bytes.
/// Params4bit._quantize (bitsandbytes/nn/modules.py at tag 0.43.0, 48763245) keeps the
/// packed weight as the parameter's data but the QuantState (absmax per 64-weight block,
/// with double quantisation uint8 absmax plus fp32 second-level absmax per 256 blocks) as
/// attributes, `self.quant_state` and `self.module.quant_state`, on the GPU it was quantised
/// on. Sharding and CPU offload move parameters only: PyTorch FSDP flattens the packed
/// weights into its flat parameters and Linear4bit.forward recovers the state from the module
/// ("the quant state got lost when the parameter got converted. This happens for example for
/// fsdp"); DeepSpeed ZeRO-3 partitions param.data. So under `sharding: full` or parameter
/// offload each GPU keeps the constants of every quantised linear: the quantiser's bytes
/// per weight beyond the 4-bit data (0.016 B with double quantisation, 4/64 without). A
/// pre-quantised bitsandbytes checkpoint (Params4bit.from_prequantized) holds them alike;
/// torchao's NF4Tensor shards its scalers with the data under FSDP2, so it has none here.
double replicatedQuantStateBytes(const Scenario& s, const ModelArch& arch, const Assumptions& a,
                                 double lmHeadParams) {
    const bool bnb = s.quantizer == Quantizer::Bitsandbytes || s.quantizer == Quantizer::Prequantized;
    const bool spread = s.sharding == Sharding::Full || s.offload == Offload::Parameters;
    if (s.method != Method::Qlora || !bnb || !spread)
        return 0;
    const double constants = quantizedBytesPerWeight(s, arch, a) - 0.5; // 4 bits of data
    return quantizedWeights(s, arch, lmHeadParams) * std::max(0.0, constants);
}

} // namespace headroom
