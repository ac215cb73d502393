#pragma once
// Communication of one training step under a parallel plan on a cluster: the bytes each
// collective moves per GPU, the link level that carries them (NVLink domain, PCIe, the
// network between servers) and each level's time against the compute.
//
// Algorithms as NCCL runs them (NCCL documentation, "Collective Operations"; nccl-tests
// doc/PERFORMANCE.md, "Bus bandwidth"): a ring all-gather or reduce-scatter of an S-byte
// buffer over n ranks sends (n−1)/n · S per rank, a ring all-reduce 2(n−1)/n · S. A group that
// spans servers is reduced hierarchically, inside each server first and then between servers
// among the ranks with the same local index (NCCL's tree/ring over nodes, PyTorch HSDP): with g
// ranks per server and m servers the network carries (m−1)/m · S/g per rank and collective.
#include "enumnames.h"
#include <string_view>
#include <vector>

namespace headroom {

enum class LinkLevel { Nvlink, Pcie, Network, Host };

/// "nvlink", "pcie", "network", "host" (the result JSON's `level`).
inline constexpr auto kLinkLevelNames = makeEnumTable(
    std::pair{LinkLevel::Nvlink, "nvlink"},
    std::pair{LinkLevel::Pcie, "pcie"},
    std::pair{LinkLevel::Network, "network"},
    std::pair{LinkLevel::Host, "host"});
const char* toString(LinkLevel);

enum class CollectiveOp { AllGather, ReduceScatter, AllReduce, AllToAll, PointToPoint };

/// "all_gather", "reduce_scatter", "all_reduce", "all_to_all", "point_to_point".
inline constexpr auto kCollectiveOpNames = makeEnumTable(
    std::pair{CollectiveOp::AllGather, "all_gather"},
    std::pair{CollectiveOp::ReduceScatter, "reduce_scatter"},
    std::pair{CollectiveOp::AllReduce, "all_reduce"},
    std::pair{CollectiveOp::AllToAll, "all_to_all"},
    std::pair{CollectiveOp::PointToPoint, "point_to_point"});
const char* toString(CollectiveOp);

/// The shape of the build the collectives run on.
struct ClusterShape {
    int nodes = 1;
    int gpusPerNode = 1;         ///< cards in use per server
    int nvlinkDomain = 1;        ///< cards per NVLink domain (1: none)
    double nvlinkGBs = 0;        ///< per GPU, the catalog's figure (both directions)
    double pcieGBs = 0;          ///< per GPU, the catalog's figure (both directions)
    double networkGBsPerGpu = 0; ///< the server's adapters, one direction, shared by its GPUs
    bool operator==(const ClusterShape&) const = default;
};

/// The parallel plan as far as communication needs it. The ranks are ordered tp (innermost),
/// cp, dp, pp (outermost), as Megatron-LM's default order "tp-cp-ep-dp-pp"
/// (megatron/core/parallel_state.py, RankGenerator); ep takes consecutive ranks of the
/// cp · dp block.
struct CommPlan {
    int dp = 1;
    int tp = 1;
    int pp = 1;
    int cp = 1;
    int ep = 1;
    int shardGroup = 0;       ///< HSDP: data-parallel ranks per shard group; 0 = all dp · cp
    bool shardWeights = true; ///< FSDP / ZeRO-3 (else gradients are all-reduced)
    bool sequenceParallel = false;
    int microBatches = 1;    ///< per optimizer step (the pipeline's m)
    int virtualStages = 1;   ///< interleaved pipeline: model chunks per GPU
    bool cpAllToAll = false; ///< Ulysses-style all-to-all instead of ring attention
    bool operator==(const CommPlan&) const = default;
};

/// What of the model the collectives move.
struct CommModel {
    double weightBytes = 0;       ///< all weights in 16 bits (frozen ones included), whole model
    double expertWeightBytes = 0; ///< the MoE experts' share of weightBytes
    double gradientBytes = 0;     ///< trainable parameters' 16-bit gradients, whole model
    double frozenBytes = 0;       ///< frozen weights (LoRA base), whole model, as stored
    bool fullFineTune = true;
    int hidden = 0;
    int layers = 0;
    int fullAttentionLayers = 0;
    int moeLayers = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int expertsPerToken = 0;
    double tokensPerMicroBatch = 0; ///< b · s of one micro-batch (one model replica)
    bool recompute = true;          ///< full activation recomputation (gradient checkpointing)
    bool operator==(const CommModel&) const = default;
};

/// One collective of the step, per GPU.
struct Collective {
    std::string_view name; ///< "fsdp_all_gather", "tp_all_reduce", … (a literal)
    CollectiveOp op = CollectiveOp::AllReduce;
    int group = 1;                            ///< ranks taking part
    double bytes = 0;                         ///< bytes a GPU sends per step for it, all levels
    double networkBytes = 0;                  ///< of which between servers
    LinkLevel intraLevel = LinkLevel::Nvlink; ///< the level inside a server
    bool overlapped = true; ///< runs behind the compute (data parallel, ring attention)
    bool operator==(const Collective&) const = default;
};

/// One link level's load in a step (the result's `step.links[]`).
struct LinkLoad {
    LinkLevel level = LinkLevel::Nvlink;
    double bytesPerStepGb = 0; ///< per GPU per step
    double rateGbs = 0;        ///< per GPU at the catalog's peak
    double secondsPeak = 0;    ///< at the catalog's peak rate
    double seconds = 0;        ///< at the expected link efficiency
    double exposedSeconds = 0; ///< the part that cannot overlap the compute
    bool hidden = false;       ///< nothing exposed and the rest within the compute
    double neededGbs = 0;      ///< the peak rate per GPU that would hide the overlapped part
    bool operator==(const LinkLoad&) const = default;
};

struct StepCommunication {
    std::vector<Collective> collectives;
    std::vector<LinkLoad> links; ///< levels with traffic, in the order nvlink, pcie, network
    double overlappedS = 0;      ///< the slowest level's overlapped time
    double exposedS = 0;         ///< exposed time of all levels together
    bool operator==(const StepCommunication&) const = default;
};

/// The collectives of one step (one micro-batch's forward and backward on every GPU; data
/// parallel traffic of a pipeline counted once per optimizer step, spread over its
/// micro-batches) and each link level's time at `linkEfficiency` against `computeS`.
StepCommunication communicate(const ClusterShape& cluster, const CommPlan& plan,
                              const CommModel& model, double computeS, double linkEfficiency);

} // namespace headroom
