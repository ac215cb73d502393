#pragma once
// NCCL's buffers outside PyTorch's allocator that the memory stage adds to a card's total
// (core/memory/gpumemory.h gpuMemory's `outsideGb`).
#include "catalog.h"
#include "plan.h"
#include "scenario.h"

namespace headroom {

/// NCCL's NVLink SHARP (NVLS) buffers on each GPU, GB: the memory NCCL binds to a multicast
/// object for every communicator with more than two ranks on one NVSwitch of the Hopper
/// generation or later, outside PyTorch's allocator (nvidia-smi counts it; max_memory_reserved
/// does not). `gpusPerNode`: the run's cards on each server. See ncclbuffers.cpp.
double ncclNvlsGb(const Scenario& scenario, const GpuSpec& gpu, const ParallelPlan& plan,
                  int gpusPerNode);

} // namespace headroom
