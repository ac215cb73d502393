#pragma once
// Bytes per parameter of the model states (by the scenario's accounting and optimizer) and bytes
// per weight of a quantised base, before sharding and offload (statebytes.cpp cites the sources).
#include "catalog.h"
#include "scenario.h"
#include "memory/gpumemory.h"

#include <optional>

namespace headroom {

/// ZeRO's bucket and threshold sizes a run uses (elements; commbuffers.cpp sizes its buffers
/// from them) and whether ZeRO-1/2 doubles the IPG bucket (overlap_comm).
struct ZeroSizes {
    double reduceBucket = 0;
    double prefetchBucket = 0;
    double persistenceThreshold = 0;
    double maxLiveParameters = 0;
    bool overlapComm = true;
};

/// The run's DeepSpeed file's own sizes where the scenario has them (Scenario::deepSpeed), else
/// the catalog's (DeepSpeed's defaults); "auto" as accelerate fills it from `hidden` where
/// accelerate runs DeepSpeed (the Hugging Face Trainer's stacks: hf-trainer, liger, unsloth;
/// accelerate@16cb6eb8 accelerator.py _prepare_deepspeed: h², int(0.9 h²), 10 h), DeepSpeed's
/// own default elsewhere (its config model drops "auto": runtime/config_utils.py
/// DeepSpeedConfigModel at edaa7221). overlap_comm as the exported file sets it (on) unless
/// the run's file says.
ZeroSizes zeroSizes(const Scenario& s, int hidden, const Assumptions& a);

/// Whether DeepSpeed's ZeRO engine holds the run's states (runsDeepSpeedZero, less a ZeRO-1 that
/// is Megatron-LM's distributed optimizer): where its buffers and the `deepspeed` section count.
bool runsZeroEngine(const Scenario& s);

/// Whether accelerate runs the run's DeepSpeed and fills its "auto" sizes (the Hugging Face
/// Trainer's stacks: hf-trainer, liger, unsloth).
bool accelerateFillsAuto(const Scenario& s);

/// 8-bit or 4-bit AdamW's two moments in place of 32-bit ones, bytes per parameter fewer than
/// the catalog's 8-bit optimizer state (adam8bit_optimizer_bytes: fp32 master + 2 × 1 B): 0 for
/// 8 bits (paged or not), the 4-bit saving for AdamW4bit, nullopt for a 32-bit optimizer and
/// for a low-bit one that DeepSpeed's offload replaces (lowBitOffloaded): the model states,
/// the host memory and the checkpoint are then 32-bit AdamW's alike.
std::optional<double> lowBitSaving(const Scenario& s);

/// A low-bit optimizer (8-bit or 4-bit AdamW) whose step DeepSpeed's ZeRO-Offload moves to the
/// CPUs, where 32-bit Adam runs instead while zero_force_ds_cpu_optimizer keeps its default
/// true (deepspeed/runtime/constants.py at edaa72212): accelerate, under the Trainer, Axolotl,
/// TRL and LLaMA-Factory, swaps the client optimizer for DeepSpeedCPUAdam
/// (huggingface/accelerate@16cb6eb8 accelerator.py _prepare_deepspeed →
/// utils/deepspeed.py map_pytorch_optim_to_deepspeed), and deepspeed.initialize refuses it
/// (runtime/engine.py at edaa72212 _configure_basic_optimizer: "You are using ZeRO-Offload with
/// a client provided optimizer"). Megatron-LM's optimizer offload is its own (not this).
bool lowBitOffloaded(const Scenario& s);

/// Weights, gradients and optimizer states per trainable parameter.
StateBytesPerParam trainableBytes(const Scenario& s, const Assumptions& a);

/// Whether Megatron-LM's precision-aware optimizer holds the states: the `megatron` section's
/// use_precision_aware_optimizer on a run of Megatron's distributed optimizer
/// (runsMegatronOptimizer with `sharding: zero1`; megatron/core/optimizer/__init__.py at d98e8a64
/// raises "--use-precision-aware-optimizer only supported with distributed optimizer").
bool runsPrecisionAwareOptimizer(const Scenario& s);

/// Megatron-LM's fp32 main-gradient buffer, or BF16 with `main_grads_dtype: bf16`: bytes per
/// trainable parameter, whole on every rank (stageshare.cpp planStates).
double megatronMainGradBytes(const Scenario& s);

/// The states Transformer Engine's FusedAdam keeps per trainable parameter for the precision-aware
/// optimizer (before the distributed optimizer shards them): main parameters and both moments.
double precisionAwareOptimizerBytes(const MegatronSettings& m);

/// What the optimizer step allocates beside the states while it runs, bytes per trainable
/// parameter of the GPU's shard (without offload): foreach AdamW's temporary, FusedAdam's fp32
/// copies (precisionAwareStepBytes), or nothing.
double stepTemporaryBytes(const Scenario& s);

/// The optimizer's bytes per trainable parameter in a checkpoint of a precision-aware run.
double precisionAwareCheckpointBytes(const Scenario& s);

/// What FusedAdam.step adds per trainable parameter of the rank's shard while it steps: an fp32
/// copy of every state it keeps below fp32 (0 for the default dtypes).
double precisionAwareStepBytes(const MegatronSettings& m);

/// bitsandbytes' paged optimizers (states in CUDA unified memory).
bool pagedOptimizer(const Scenario& s);

/// The part of the optimizer state bytes a paged optimizer keeps in unified memory (0 when not
/// paged).
double pagedFraction(const Scenario& s, const Assumptions& a);

/// Bytes per weight of a QLoRA base's quantised linears, by quantiser.
double quantizedBytesPerWeight(const Scenario& s, const ModelArch& arch, const Assumptions& a);

/// The weights a QLoRA base holds quantised.
double quantizedWeights(const Scenario& s, const ModelArch& arch, double lmHeadParams);

/// The bitsandbytes quantisation constants of a QLoRA base that every GPU holds whole under
/// full sharding or parameter offload (the QuantState stays on the module), bytes.
double replicatedQuantStateBytes(const Scenario& s, const ModelArch& arch, const Assumptions& a,
                                 double lmHeadParams);

/// Host memory of an offload (whole run, bytes): what ZeRO-Offload, FSDP's CPU offload,
/// DeepSpeed's offload_param and Megatron-LM's optimizer CPU offload keep in host memory
/// (statebytes.cpp cites each). `frozenWeightBytes`: the frozen weights without the constants
/// every GPU keeps.
double offloadedHostBytes(const Scenario& s, const Assumptions& a, double trainable,
                          double frozenWeightBytes);

} // namespace headroom
