#pragma once
// The serving engine's memory budget on one GPU, as each engine computes it at start-up (the
// sources are cited in enginebudget.cpp): its share of the card, the profile run's activation
// peak, the allocations outside PyTorch and the CUDA graphs it counts, and the settings it runs
// with (the request's, or the engine's defaults for the card).
#include "catalog.h"
#include "model/modelarch.h"
#include "servingrequest.h"
#include "serving/servingresult.h"

namespace headroom {

/// One GPU of a replica of `tensorParallel` GPUs, before the weights are placed.
struct EngineBudget {
    ServingEngineSettings settings;
    double shareBytes = 0;     ///< what the engine may use: fraction × usable bytes (vLLM, SGLang)
    double profileBytes = 0;   ///< the profile (dummy) run's activation peak
    double nonTorchBytes = 0;  ///< NCCL, cuBLAS and other allocations outside PyTorch
    double cudaGraphBytes = 0; ///< CUDA graphs the engine counts against its share
    bool operator==(const EngineBudget&) const = default;
};

/// The engine's budget for `request` serving `arch` on `gpu` with `tensorParallel` GPUs per
/// replica.
EngineBudget engineBudget(const ServingRequest& request, const ModelArch& arch, const GpuSpec& gpu,
                          int tensorParallel, const Assumptions& assumptions);

/// Bytes left for KV-cache blocks once `weightsBytes` per GPU are loaded (may be negative: the
/// engine cannot start).
double kvCacheBytes(const EngineBudget& budget, double weightsBytes, double usableBytes);

/// vLLM's profile-run peak on one of `tensorParallel` GPUs: the larger of the forward pass over
/// `tokens` (an MLP's activations beside three hidden rows) and the sampler over `rows` sampled
/// positions (their logits beside the forward's output), which run one after the other.
double profileActivationBytes(const ModelArch& arch, double tokens, double rows, int tensorParallel,
                              const Assumptions& assumptions);

/// vLLM's whole profile-run peak on one of `tensorParallel` GPUs for a model with a Qwen-VL
/// vision tower: the tower's own peak over the largest dummy image
/// (assumption serving_vision_max_image_tokens), or the language model's `languagePeakBytes`
/// with the tower's outputs held in the encoder cache, whichever is larger.
/// `languagePeakBytes` unchanged for text-only models.
double visionProfilePeakBytes(const ModelArch& arch, double batchedTokens, double languagePeakBytes,
                              int tensorParallel, const Assumptions& assumptions);

} // namespace headroom
