#include "parallel/communication.h"

#include <algorithm>
#include <array>

namespace headroom {

const char* toString(LinkLevel v) {
    return kLinkLevelNames.name(v);
}

const char* toString(CollectiveOp v) {
    return kCollectiveOpNames.name(v);
}

namespace {

constexpr double kBf16 = 2; // bytes per 16-bit value

/// Adds the collectives of a step, each placed on the link levels its group spans.
class CollectiveList {
public:
    CollectiveList(const ClusterShape& c, std::vector<Collective>& out) : m_c(c), m_out(out) {}

    /// `buffer`: for all-gather and reduce-scatter the gathered (whole) buffer, for all-reduce
    /// the reduced buffer, for all-to-all what one rank holds to exchange (its own share
    /// included), for point-to-point what it sends. `stride`: the distance in ranks between
    /// two members of the group (the product of the plan's dimensions inside it).
    void add(const char* name, CollectiveOp op, int group, int stride, double buffer,
             bool overlapped) {
        if (group <= 1 || buffer <= 0)
            return;
        const double g = group;
        const int span = stride * group;
        const int perNode = m_c.gpusPerNode;
        // Members of the group on one server.
        const int inNode = span <= perNode ? group : std::max(1, perNode / std::max(1, stride));
        Collective c;
        c.name = name;
        c.op = op;
        c.group = group;
        c.overlapped = overlapped;
        const bool nvlink = m_c.nvlinkGBs > 0 && m_c.nvlinkDomain > 1;
        c.intraLevel =
            nvlink && stride * inNode <= m_c.nvlinkDomain ? LinkLevel::Nvlink : LinkLevel::Pcie;
        switch (op) {
        case CollectiveOp::AllGather:
        case CollectiveOp::ReduceScatter:
            c.bytes = (g - 1) / g * buffer; // ring: (n−1)/n · S (nccl-tests PERFORMANCE.md)
            break;
        case CollectiveOp::AllReduce:
            c.bytes = 2 * (g - 1) / g * buffer; // ring: 2(n−1)/n · S
            break;
        case CollectiveOp::AllToAll:
            c.bytes = (g - 1) / g * buffer; // every rank keeps 1/n of its buffer
            break;
        case CollectiveOp::PointToPoint:
            c.bytes = buffer;
            break;
        }
        if (span > perNode && m_c.nodes > 1) {
            if (op == CollectiveOp::AllToAll)
                c.networkBytes = (g - inNode) / g * buffer; // to ranks on other servers
            else if (op == CollectiveOp::PointToPoint)
                c.networkBytes = c.bytes; // the pipeline's slowest hop is between servers
            else
                // NCCL builds each ring channel to enter and leave every server once
                // (src/graph/search.cc, ring pattern), so a server's adapters carry one ring
                // link's bytes; its inNode ranks share them.
                c.networkBytes = c.bytes / inNode;
        }
        m_out.push_back(c);
    }

private:
    const ClusterShape& m_c;
    std::vector<Collective>& m_out;
};

/// The plan's degrees, each at least 1.
struct Degrees {
    int tp, pp, cp, dp, ep;
    explicit Degrees(const CommPlan& plan)
        : tp(std::max(1, plan.tp)), pp(std::max(1, plan.pp)), cp(std::max(1, plan.cp)),
          dp(std::max(1, plan.dp)), ep(std::max(1, plan.ep)) {}
};

/// Data parallel: the states of this GPU's model part (1/tp of its stage's 1/pp, experts also
/// 1/ep), sharded over the dp · cp ranks that hold the same part (Megatron-LM's distributed
/// optimizer; FSDP over dp · cp in torchtitan) or over the HSDP shard group.
void addDataParallel(CollectiveList& list, const Degrees& d, const CommPlan& plan,
                     const CommModel& model) {
    const double modelShare = 1.0 / (double(d.tp) * d.pp);
    const double expertShare = model.expertWeightBytes > 0 ? 1.0 / d.ep : 1.0;
    const double weightFraction = model.weightBytes > 0
                                      ? ((model.weightBytes - model.expertWeightBytes) +
                                         model.expertWeightBytes * expertShare) /
                                            model.weightBytes
                                      : 1.0;
    const double weights = model.weightBytes * weightFraction * modelShare;
    const double gradients = model.gradientBytes * weightFraction * modelShare;
    const double frozen = model.frozenBytes * weightFraction * modelShare;
    const int dataRanks = d.dp * d.cp;
    const int shard = plan.shardGroup > 0 ? std::min(plan.shardGroup, dataRanks) : dataRanks;
    const int replicas = std::max(1, dataRanks / std::max(1, shard));
    const int tp = d.tp;
    // A pipeline gathers and reduces the states once per optimizer step, not per micro-batch
    // (Megatron-LM finalize_model_grads after the last micro-batch; torchtitan's FSDP with
    // pipelining keeps the gathered weights over the step): spread over the micro-batches.
    const double perStep = d.pp > 1 ? 1.0 / std::max(1, plan.microBatches) : 1.0;
    if (model.fullFineTune && plan.shardWeights) {
        // ZeRO-3 / FSDP (ZeRO paper §7): all-gather before forward and again before backward,
        // reduce-scatter of the gradients: 3 · 2P · (N−1)/N with every weight trained.
        list.add("fsdp_all_gather", CollectiveOp::AllGather, shard, tp, 2 * weights * perStep,
                 true);
        list.add("fsdp_reduce_scatter", CollectiveOp::ReduceScatter, shard, tp, gradients * perStep,
                 true);
    } else {
        // DDP, ZeRO-1/2: the gradients are all-reduced (ZeRO-2 as reduce-scatter + the
        // all-gather of updated weights, the same 2(N−1)/N volume). Adapters: their gradients;
        // a sharded frozen base is gathered before forward and backward.
        list.add("dp_all_reduce", CollectiveOp::AllReduce, shard, tp, gradients * perStep, true);
        if (plan.shardWeights && frozen > 0)
            list.add("fsdp_all_gather", CollectiveOp::AllGather, shard, tp, 2 * frozen * perStep,
                     true);
    }
    // HSDP (PyTorch HYBRID_SHARD): the gradient shards are all-reduced across the replicas,
    // between ranks with the same place in their shard groups.
    if (replicas > 1)
        list.add("hsdp_all_reduce", CollectiveOp::AllReduce, replicas, tp * shard,
                 gradients / shard * perStep, true);
}

/// Tensor, context, expert and pipeline parallel: the activations' collectives.
void addModelParallel(CollectiveList& list, const Degrees& d, const CommPlan& plan,
                      const CommModel& model) {
    const int tp = d.tp, pp = d.pp, cp = d.cp, dp = d.dp, ep = d.ep;
    const double dtp = tp, dpp = pp, dcp = cp;
    // ---- Tensor parallel (Megatron-LM, Shoeybi et al. 2019 §3; Korthikanti et al. 2022
    // §4.2): per layer two all-reduces of the b·s·h activations in the forward (after the
    // attention and after the MLP) and two in the backward; sequence parallelism replaces each
    // by an all-gather + reduce-scatter of the same volume (Korthikanti §4.2.2). Full
    // recomputation repeats the forward's two. They sit on the critical path.
    const double tokens = model.tokensPerMicroBatch / dcp; // each cp rank holds 1/cp of them
    const double activation = kBf16 * tokens * model.hidden;
    const double layersPerStage = double(model.layers) / dpp;
    const double tpPerLayer = 4 + (model.recompute ? 2 : 0);
    list.add("tp_all_reduce", CollectiveOp::AllReduce, tp, 1,
             tpPerLayer * layersPerStage * activation, false);
    // ---- Context parallel, full-attention layers only. Ring attention (Megatron-LM /
    // Transformer Engine "p2p"): cp − 1 exchanges of the local K and V blocks in the forward,
    // K, V and their gradients in the backward (TE AttnFuncWithCPAndKVP2P), overlapped with the
    // attention blocks. Ulysses (Jacobs et al. 2023): all-to-all of q, k, v in and the output
    // back, forward and backward, exposed.
    const double attnLayers = double(model.fullAttentionLayers) / dpp;
    if (cp > 1 && attnLayers > 0) {
        const double kv = 2 * kBf16 * tokens * model.kvHeads * model.headDim / dtp;
        const double passes = 1 + 2 + (model.recompute ? 1 : 0);
        if (!plan.cpAllToAll) {
            // Every rank sends its K/V block on, cp − 1 times per pass: point-to-point along
            // the ring.
            list.add("cp_ring_p2p", CollectiveOp::PointToPoint, cp, tp,
                     passes * (dcp - 1) * kv * attnLayers, true);
        } else {
            const double qkvo =
                kBf16 * model.tokensPerMicroBatch *
                (2.0 * model.heads * model.headDim + 2.0 * model.kvHeads * model.headDim) / dtp /
                dcp;
            list.add("cp_all_to_all", CollectiveOp::AllToAll, cp, tp,
                     (2 + (model.recompute ? 1 : 0)) * qkvo * attnLayers, false);
        }
    }

    // ---- Expert parallel (GShard, Lepikhin et al. 2020; Megatron-LM MoE token dispatcher
    // "alltoall"): per MoE layer a dispatch and a combine all-to-all of each token's h values
    // for every expert it is routed to, forward and backward (and the recomputed forward).
    const double moeLayers = double(model.moeLayers) / dpp;
    if (ep > 1 && moeLayers > 0) {
        const double routed = kBf16 * tokens * model.hidden * std::max(1, model.expertsPerToken);
        const double passes = 2 * (2 + (model.recompute ? 1 : 0));
        list.add("ep_all_to_all", CollectiveOp::AllToAll, ep, tp, passes * routed * moeLayers,
                 false);
    }

    // ---- Pipeline parallel (Narayanan et al. 2021 §2.2): each stage sends its output
    // activations forward and receives their gradients backward, per micro-batch and model
    // chunk (v with the interleaved schedule); with sequence parallelism only the 1/tp slice
    // (Megatron-LM scatter-gather optimisation, Narayanan et al. §4.1).
    if (pp > 1) {
        const double slice = plan.sequenceParallel ? activation / dtp : activation;
        list.add("pp_p2p", CollectiveOp::PointToPoint, pp, tp * cp * dp,
                 2 * slice * std::max(1, plan.virtualStages), false);
    }
}

/// Each link level's bytes per step against the compute they hide behind.
void addLinkLoads(StepCommunication& out, const ClusterShape& cluster, double computeS,
                  double linkEfficiency) {
    struct Level {
        LinkLevel level;
        double rate;
        double overlapped = 0;
        double exposed = 0;
    };
    std::array<Level, 3> levels{{{LinkLevel::Nvlink, cluster.nvlinkGBs},
                                 {LinkLevel::Pcie, cluster.pcieGBs},
                                 {LinkLevel::Network, cluster.networkGBsPerGpu}}};
    for (const Collective& c : out.collectives) {
        const double intra = c.bytes - c.networkBytes;
        Level& in = levels[c.intraLevel == LinkLevel::Nvlink ? 0 : 1];
        (c.overlapped ? in.overlapped : in.exposed) += intra;
        (c.overlapped ? levels[2].overlapped : levels[2].exposed) += c.networkBytes;
    }
    constexpr double GB = 1e9;
    for (const Level& l : levels) {
        const double bytes = l.overlapped + l.exposed;
        if (bytes <= 0)
            continue;
        LinkLoad load;
        load.level = l.level;
        load.bytesPerStepGb = bytes / GB;
        load.rateGbs = l.rate;
        load.secondsPeak = l.rate > 0 ? bytes / (l.rate * GB) : 0;
        const double rate = l.rate * linkEfficiency * GB;
        const double overlappedS = rate > 0 ? l.overlapped / rate : 0;
        load.exposedSeconds = rate > 0 ? l.exposed / rate : 0;
        load.seconds = overlappedS + load.exposedSeconds;
        load.hidden = load.exposedSeconds == 0 && overlappedS <= computeS;
        load.neededGbs = computeS > 0 ? l.overlapped / (computeS * linkEfficiency) / GB : 0;
        out.overlappedS = std::max(out.overlappedS, overlappedS);
        out.exposedS += load.exposedSeconds;
        out.links.push_back(load);
    }
}

} // namespace

StepCommunication communicate(const ClusterShape& cluster, const CommPlan& plan,
                              const CommModel& model, double computeS, double linkEfficiency) {
    StepCommunication out;
    out.collectives.reserve(8);
    out.links.reserve(3);
    CollectiveList list(cluster, out.collectives);
    const Degrees degrees(plan);
    addDataParallel(list, degrees, plan, model);
    addModelParallel(list, degrees, plan, model);
    addLinkLoads(out, cluster, computeS, linkEfficiency);
    return out;
}

} // namespace headroom
