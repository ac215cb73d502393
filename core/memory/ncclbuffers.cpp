#include "memory/ncclbuffers.h"

#include "memory/stageshare.h"
#include "memory/statebytes.h"

#include <algorithm>

namespace headroom {

namespace {

constexpr double GB = 1e9;

/// NCCL's NVLS buffers of one communicator whose group has `local` ranks on the GPU's server,
/// bytes: one head per local rank, `channels` NVLS channels, two buffers of `buffer` bytes per
/// channel and head, bound to the multicast object on every GPU (nvlsTotalSize).
/// - NCCL 2.21 and before (PyTorch 2.6 and before: torch pins nvidia-nccl-cu12 2.21.5),
///   src/transport/nvls.cc ncclNvlsSetup: nvlsPerRankSize = nChannels · 2 · (buffSize +
///   memSize), buffSize the simple protocol's NCCL_BUFFSIZE (4 MiB), memSize 2 MiB;
///   vllm-project/vllm#9699 logs it on 8 × H200 ("nHeads 8 buffSize 4194304 memSize 2097152
///   nvlsPerRankSize 301989888 nvlsTotalSize 2415919104": 24 channels), and with
///   NCCL_NVLS_ENABLE=0 the same 405B server got some 5,100 more KV blocks of 1 MB each: two
///   communicators' buffers.
/// - NCCL 2.26 and later (PyTorch 2.7 on: 2.26.2), ncclNvlsBufferSetup: buffSize =
///   nvlsChunkSize (NCCL_NVLS_CHUNKSIZE 128 KiB) · NCCL_STEPS (8), nvlsPerRankSize =
///   nChannels (NCCL_NVLS_NCHANNELS 16) · 2 · buffSize: "nHeads 8 nvlsRanks 8 buffSize 1048576
///   nvlsPerRankSize 33554432 nvlsTotalSize 268435456" in NCCL's INFO log over eight GPUs.
/// NVLS is on for more than two GPUs only (vllm#9699) and needs the third-generation NVSwitch
/// of HGX H100 and later (NVIDIA H100 Tensor Core GPU Architecture whitepaper, "NVLink
/// SHARP"): an NVSwitch card with FP8 tensor cores here; A100's NVSwitch has none.
double nvlsCommunicatorBytes(const GpuSpec& gpu, NcclNvls nvls, int local) {
    if (nvls == NcclNvls::Off || gpu.link != LinkKind::NvlinkSwitch || gpu.fp8Tflops <= 0 ||
        local <= 2)
        return 0;
    constexpr double kMiB = 1048576;
    const bool legacy = nvls == NcclNvls::Legacy;
    const double channels = legacy ? 24 : 16;
    const double buffer = legacy ? 4 * kMiB + 2 * kMiB : 128 * 1024 * 8;
    return local * channels * 2 * buffer;
}

} // namespace

double ncclNvlsGb(const Scenario& s, const GpuSpec& gpu, const ParallelPlan& plan,
                  int gpusPerNode) {
    const int node = std::max(1, gpusPerNode);
    // PyTorch's default process group: every run on more than one GPU makes its first
    // collective on it (init barrier, DDP/FSDP/ZeRO reductions), all the server's ranks local.
    double bytes = nvlsCommunicatorBytes(gpu, s.ncclNvls, node);
    // DeepSpeed reduces ZeRO's gradients on a copy of the world group (deepspeed/utils/
    // groups.py _clone_world_group, `dist.new_group(ranks=range(world_size))`, v0.13.2 and
    // edaa7221): a second communicator over the same ranks. Megatron-LM's distributed optimizer
    // (`zero1` with a plan that splits the model) reduces on the plan's dp group, counted below.
    if (runsZeroEngine(s))
        bytes += nvlsCommunicatorBytes(gpu, s.ncclNvls, node);
    // A plan's groups are communicators of their own (Megatron-LM parallel_state.py order
    // tp-cp-ep-dp-pp: tp innermost, each next group strided by the ones inside it); pipeline
    // stages only send and receive (no NVLS collective).
    if (plan.splitsModel()) {
        const auto localRanks = [&](int size, int inner) {
            return std::max(1, std::min(size, node / std::max(1, inner)));
        };
        bytes += nvlsCommunicatorBytes(gpu, s.ncclNvls, localRanks(plan.tp, 1));
        bytes += nvlsCommunicatorBytes(gpu, s.ncclNvls, localRanks(plan.cp, plan.tp));
        bytes += nvlsCommunicatorBytes(gpu, s.ncclNvls, localRanks(plan.ep, plan.tp * plan.cp));
        bytes += nvlsCommunicatorBytes(gpu, s.ncclNvls, localRanks(plan.dp, plan.tp * plan.cp));
    }
    return bytes / GB;
}

} // namespace headroom
