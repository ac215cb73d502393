#pragma once
// The memory stages of evaluate(): the model states (what trains, what stays frozen, what the
// host keeps) and the memory of one GPU at the scenario's sequence length (states sharded by
// the plan, activations, buffers, the caching allocator), with the longest sequence that fits.
#include "catalog.h"
#include "plan.h"
#include "scenario.h"
#include "memory/memoryresult.h"

#include <cstdint>

namespace headroom {

/// Bytes per trainable parameter on the GPU side, before sharding.
struct StateBytesPerParam {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    bool operator==(const StateBytesPerParam&) const = default;
};

/// The model states of one run, over all of its GPUs.
struct ModelStates {
    StateBytesPerParam perParam; ///< bytes per trainable parameter (before offload)
    double trainable = 0;        ///< trainable parameters
    double frozenBytes = 0;      ///< frozen weights (BF16, NF4), bytes
    /// On the GPUs before sharding, after offload: 16-bit weights, gradients, optimizer states
    /// of the trainable parameters and the frozen weights, bytes.
    double weightBytes = 0, gradientBytes = 0, optimizerBytes = 0, frozenOnGpuBytes = 0;
    double hostBytes = 0; ///< what optimizer / parameter offload keeps in host memory, bytes
    /// Held whole by every GPU whatever the sharding or offload (bitsandbytes' quantisation
    /// constants of a sharded or offloaded QLoRA base), bytes; not in frozenOnGpuBytes.
    double replicatedBytes = 0;
    double statesGb = 0;  ///< weights + gradients + optimizer over all GPUs, GB
    bool operator==(const ModelStates&) const = default;
};

/// The run's model states (ZeRO accounting, LoRA/QLoRA, offload, optimizer in backward).
ModelStates modelStates(const Scenario& scenario, const ModelArch& arch, const Assumptions& a);

/// One GPU's memory: the fullest pipeline stage's under a plan that splits the model.
struct GpuMemory {
    PerGpuMemory perGpu;                ///< all but the band (the verdict's stage sets it)
    double pagedGb = 0;                 ///< paged optimizer states (unified memory), GB
    std::int64_t maxSequenceLength = 0; ///< longest text sequence that fits, all else fixed
    double paramsPerGpu = 0;            ///< parameters the sized GPU holds (before sharding)
    double trainablePerGpu = 0;         ///< trainable parameters the sized GPU holds
    bool operator==(const GpuMemory&) const = default;
};

/// Sizes one GPU of the run on `capacityGb` of memory: `imageTokensLongest` and
/// `imagesLongest` describe the longest sample's images.
/// `outsideGb`: what the card holds outside PyTorch's allocator and the CUDA context (ncclNvlsGb).
GpuMemory gpuMemory(const Scenario& scenario, const ModelArch& arch, const Assumptions& a,
                    const ModelStates& states, const ParallelPlan& plan, double capacityGb,
                    std::int64_t imageTokensLongest, int imagesLongest, double outsideGb);

/// The same GPU's memory without the longest sequence that fits: what a search over the
/// sequence length probes (the RL stage's longest fit, core/rl/rlstage.cpp).
PerGpuMemory gpuMemoryAt(const Scenario& scenario, const ModelArch& arch, const Assumptions& a,
                         const ModelStates& states, const ParallelPlan& plan, double capacityGb,
                         std::int64_t imageTokensLongest, int imagesLongest, double outsideGb);

/// Whether the run executes transformers' modeling code as it is (Headroom's default stack,
/// hf-trainer, liger): its mixture-of-experts blocks as transformers writes them.
bool runsTransformersModel(const Scenario& s);

/// Bytes per element of the routed experts' gradients as MemoryInput::
/// indexedExpertGradientElementBytes takes them for `s`: a full fine-tune through
/// transformers' modeling code (Headroom's default stack, hf-trainer, liger) in the dtype the
/// GPU computes them in; 0 where the stack runs its own expert kernels or they do not train.
double indexedExpertGradientElementBytes(const Scenario& s, const ModelStates& states);

} // namespace headroom
