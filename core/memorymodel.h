#pragma once
// Peak-memory terms beyond the model states (SPEC §4.3): activations saved for backward,
// logits and the loss, FSDP communication buffers. Built from the tensors each layer type
// actually keeps, so that it can be checked against measured runs (CALIBRATION.md).
#include "modelarch.h"
#include "scenario.h"

namespace headroom {

struct MemoryInput {
    const ModelArch* arch = nullptr;
    int sequence = 0;        ///< tokens in the longest sequence, text + image tokens
    int imageTokens = 0;     ///< image tokens (after the merger) in that sequence
    int images = 0;          ///< images in that sequence
    int microBatch = 1;
    bool checkpointing = true;
    bool fusedCrossEntropy = true;
    bool trainVision = false; ///< a trained vision tower keeps activations for backward
    Method method = Method::Full;
    int loraRank = 16;
    Sharding sharding = Sharding::Full;
    Offload offload = Offload::None;
    int gpuCount = 1;
    bool operator==(const MemoryInput&) const = default;
};

/// Bytes per GPU (not GB).
struct MemoryTerms {
    double activations = 0; ///< saved tensors + working set of the largest layer in backward
    double logits = 0;      ///< logits, their fp32 copy and gradient (or one fused chunk)
    double buffers = 0;     ///< FSDP all-gather (current + prefetched unit) + reduce-scatter
    bool operator==(const MemoryTerms&) const = default;
};

/// The per-GPU memory terms for one micro-batch at the peak (the longest sequence).
MemoryTerms memoryTerms(const MemoryInput& in);

} // namespace headroom
