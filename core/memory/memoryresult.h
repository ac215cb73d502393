#pragma once
// The memory stage's result (core/memory/gpumemory.h): one GPU's memory at the peak and the
// band the verdict puts around it. All GB are 1e9 bytes.

namespace headroom {

/// Where the real figure probably lies, from the calibration residuals of the run's regime.
struct MemoryBand {
    double low = 0;
    double high = 0;
    bool operator==(const MemoryBand&) const = default;
};

struct PerGpuMemory {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double states = 0;      ///< weights + gradients + optimizer
    double activations = 0; ///< saved for backward + the working set of the largest layer
    double logits = 0;
    double buffers = 0;  ///< FSDP gather/prefetch + reduce-scatter buffers
    double reserved = 0; ///< CUDA context + allocator reserve (total − allocated peak)
    /// The peak of tensors alive (≙ torch.cuda.max_memory_allocated).
    double allocatedPeak = 0;
    /// What the caching allocator holds at its peak (≙ torch.cuda.max_memory_reserved).
    double reservedPeak = 0;
    /// The card as nvidia-smi shows it: reserved peak + CUDA context (+ paged optimizer states).
    double total = 0;
    MemoryBand band; ///< of `total`
    /// What one process can use of the card, GB: the GPU's usable_bytes (the verdict's basis).
    double capacity = 0;
    double headroom = 0; ///< capacity - total (negative: does not fit)
    /// The card's listed memory_gb (the marketing figure the reference page and the quote's
    /// configuration print; the page measures what is left against it).
    double listed = 0;
    bool operator==(const PerGpuMemory&) const = default;
};

} // namespace headroom
