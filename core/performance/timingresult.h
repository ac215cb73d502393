#pragma once
// The timing stage's result (core/performance/steptiming.h): one step of a run, its compute,
// transfers and the load of every link level.
#include "parallel/communication.h"

#include <string>
#include <vector>

namespace headroom {

struct StepTiming {
    std::string link;           ///< "NVLink", "PCIe Gen5", "NVLink + PCIe"
    double linkGBs = 0;         ///< bottleneck rate used, GB/s both directions
    double trafficPerGpuGb = 0; ///< received per card per forward+backward
    double hostTrafficGb = 0;   ///< offload: host<->GPU per step per card
    double transferSPeak = 0;
    double computeSPeak = 0;
    double transferS = 0;  ///< at the expected link efficiency
    double computeS = 0;   ///< at the expected MFU, incl. recomputation
    double optimizerS = 0; ///< CPU optimizer step with offload
    /// One micro-batch's forward and backward, overlapped: max(transfer, compute) + optimizer.
    /// Preference / RL runs: one optimizer step, generate + score + train (rl.phases); the
    /// compute, transfer and link figures stay the policy's micro-batch step.
    double stepS = 0;
    double stepSSerial = 0;   ///< not overlapped: sum
    double tokensPerStep = 0; ///< over all GPUs, average sequence incl. image tokens (per stepS)
    double tokensPerS = 0;
    double mfu = 0;                      ///< utilisation used
    double capRate = 1;                  ///< step-rate fraction under the power cap
    std::vector<LinkLoad> links;         ///< per link level: bytes, rate, time, hidden or not
    std::vector<Collective> collectives; ///< what each parallel dimension moves per GPU
    bool operator==(const StepTiming&) const = default;
};

} // namespace headroom
