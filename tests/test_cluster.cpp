// Clusters (issue 17): the network catalog, the bytes each collective moves and the link level
// that carries them, the facility (PSUs, racks, feeds) of several servers.
#include "catalog.h"
#include "catalogbands.h"
#include "facility/facility.h"
#include "parallel/communication.h"
#include "recommend.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;

namespace {

const Collective* find(const StepCommunication& c, const std::string& name) {
    for (const Collective& x : c.collectives)
        if (x.name == name)
            return &x;
    return nullptr;
}

const LinkLoad* level(const std::vector<LinkLoad>& links, LinkLevel l) {
    for (const LinkLoad& x : links)
        if (x.level == l)
            return &x;
    return nullptr;
}

/// Two HGX-style servers of 8 GPUs in one NVLink domain (900 GB/s per GPU, PCIe 128 GB/s),
/// `nics` adapters of 400 Gb/s per server.
ClusterShape twoHgx(int nics) {
    ClusterShape c;
    c.nodes = 2;
    c.gpusPerNode = 8;
    c.nvlinkDomain = 8;
    c.nvlinkGBs = 900;
    c.pcieGBs = 128;
    c.networkGBsPerGpu = nics * 400.0 / 8 / 8; // Gb/s → GB/s, shared by the 8 GPUs
    return c;
}

SizingResult evaluateJson(const std::string& text) {
    auto s = parseScenario(nlohmann::json::parse(text), "cluster.headroom.json", catalog());
    INFO((s ? std::string() : s.error().toString()));
    REQUIRE(s.ok());
    return evaluate(s.value(), catalog());
}

} // namespace

TEST_CASE("tensor and data parallel collectives move the bytes computed by hand", "[cluster]") {
    // A 70e9-parameter dense model, 80 layers, hidden 8192, one micro-batch of 4,096 tokens,
    // full recomputation; tp 8 inside each server, dp 2 across the two servers (FSDP).
    CommModel m;
    m.weightBytes = 2 * 70e9;
    m.gradientBytes = 2 * 70e9;
    m.hidden = 8192;
    m.layers = 80;
    m.tokensPerMicroBatch = 4096;
    m.recompute = true;
    CommPlan p;
    p.dp = 2;
    p.tp = 8;
    p.sequenceParallel = true;
    const StepCommunication c = communicate(twoHgx(8), p, m, 10.0, 0.75);

    // TP: (4 + 2 recomputed) all-reduces per layer of 2·s·h = 2·4096·8192 = 67,108,864 B, ring
    // 2·(8−1)/8 = 1.75 of it each, 80 layers: 6 · 80 · 1.75 · 67,108,864 = 56,371,445,760 B,
    // all on NVLink.
    const Collective* tp = find(c, "tp_all_reduce");
    REQUIRE(tp);
    CHECK(tp->op == CollectiveOp::AllReduce);
    CHECK(tp->group == 8);
    CHECK(tp->bytes == Approx(56371445760.0));
    CHECK(tp->networkBytes == 0);
    CHECK(tp->intraLevel == LinkLevel::Nvlink);
    CHECK_FALSE(tp->overlapped);

    // FSDP over the 2 data-parallel ranks (8 ranks apart: one per server): each GPU's part is
    // 1/8 of the weights, 140e9/8 = 17.5e9 B, gathered before forward and backward: buffer
    // 35e9 B, (2−1)/2 of it sent = 17.5e9 B, all between the servers (one group member each).
    const Collective* ag = find(c, "fsdp_all_gather");
    REQUIRE(ag);
    CHECK(ag->group == 2);
    CHECK(ag->bytes == Approx(17.5e9));
    CHECK(ag->networkBytes == Approx(17.5e9));
    // Reduce-scatter of the 17.5e9 B of gradients: 8.75e9 B.
    const Collective* rs = find(c, "fsdp_reduce_scatter");
    REQUIRE(rs);
    CHECK(rs->bytes == Approx(8.75e9));
    CHECK(rs->networkBytes == Approx(8.75e9));

    // Levels: NVLink 56.37 GB exposed at 900 · 0.75 GB/s; network 26.25 GB overlapped at 50
    // GB/s per GPU (8 × 400 Gb/s / 8 GPUs) · 0.75 = 0.7 s, hidden behind 10 s of compute.
    const LinkLoad* nv = level(c.links, LinkLevel::Nvlink);
    const LinkLoad* net = level(c.links, LinkLevel::Network);
    REQUIRE(nv);
    REQUIRE(net);
    CHECK(nv->bytesPerStepGb == Approx(56.37144576));
    CHECK(nv->exposedSeconds == Approx(56.37144576 / (900 * 0.75)));
    CHECK_FALSE(nv->hidden);
    CHECK(net->rateGbs == Approx(50));
    CHECK(net->bytesPerStepGb == Approx(26.25));
    CHECK(net->seconds == Approx(26.25 / (50 * 0.75)));
    CHECK(net->hidden);
    CHECK(net->neededGbs == Approx(26.25 / (10.0 * 0.75)));
}

TEST_CASE("a pipeline, context and expert parallel plan adds their point-to-point and "
          "all-to-all bytes",
          "[cluster]") {
    // 8 GPUs on one server: tp 2, cp 2 (ring), ep 2, pp 2; 48 layers (12 full attention,
    // 48 MoE), hidden 4096, 32 heads, 4 KV heads of 128, 8 experts per token, micro-batch of
    // 8,192 tokens, no recomputation.
    ClusterShape one = twoHgx(8);
    one.nodes = 1;
    CommModel m;
    m.weightBytes = 2 * 30e9;
    m.gradientBytes = 2 * 30e9;
    m.hidden = 4096;
    m.layers = 48;
    m.fullAttentionLayers = 12;
    m.moeLayers = 48;
    m.heads = 32;
    m.kvHeads = 4;
    m.headDim = 128;
    m.expertsPerToken = 8;
    m.tokensPerMicroBatch = 8192;
    m.recompute = false;
    CommPlan p;
    p.dp = 1;
    p.tp = 2;
    p.cp = 2;
    p.ep = 2;
    p.pp = 2;
    p.microBatches = 8;
    const StepCommunication c = communicate(one, p, m, 1.0, 0.75);
    // Each cp rank holds 4,096 tokens. Ring attention: K and V of the rank's tokens, 2 · 2 B ·
    // 4096 · 4 · 128 / tp 2 = 4,194,304 B, passed on cp − 1 = 1 time in the forward and twice
    // (K/V and their gradients) in the backward, over 12/2 = 6 attention layers per stage:
    // 3 · 4,194,304 · 6 = 75,497,472 B.
    const Collective* ring = find(c, "cp_ring_p2p");
    REQUIRE(ring);
    CHECK(ring->op == CollectiveOp::PointToPoint);
    CHECK(ring->bytes == Approx(75497472.0));
    // Experts: dispatch and combine, forward and backward (4 all-to-alls) of 2 B · 4096 tokens
    // · 4096 · 8 routed copies = 268,435,456 B, (2−1)/2 leaving the rank, 24 MoE layers per
    // stage: 4 · 268,435,456 · 0.5 · 24 = 12,884,901,888 B.
    const Collective* a2a = find(c, "ep_all_to_all");
    REQUIRE(a2a);
    CHECK(a2a->op == CollectiveOp::AllToAll);
    CHECK(a2a->bytes == Approx(12884901888.0));
    // Pipeline: the activations forward and their gradients back, 2 · (2 B · 4096 · 4096) =
    // 67,108,864 B per micro-batch; no sequence parallelism, so not divided by tp.
    const Collective* pp = find(c, "pp_p2p");
    REQUIRE(pp);
    CHECK(pp->bytes == Approx(67108864.0));
    CHECK(pp->networkBytes == 0);
    // FSDP runs over the dp · cp = 2 ranks holding the same layers: each GPU's 1/(tp · pp) =
    // 15e9 B of weights gathered twice, once per optimizer step of 8 micro-batches: buffer
    // 2 · 15e9 / 8 = 3.75e9 B, half of it sent.
    const Collective* ag = find(c, "fsdp_all_gather");
    REQUIRE(ag);
    CHECK(ag->group == 2);
    CHECK(ag->bytes == Approx(1.875e9));
}

TEST_CASE("a 2-node HSDP plan's network level is not hidden on 1x400G, hidden on 8x400G",
          "[cluster]") {
    // Llama 3.1 8B (8.03e9 parameters), full fine-tune: HSDP with a shard group of 8 (one
    // server) and 2 replicas. The replicas all-reduce their gradient shards: 2 · (2−1)/2 ·
    // (2 B · 8.03e9 / 8) = 2.0075e9 B per GPU, all of it between the servers.
    CommModel m;
    m.weightBytes = 2 * 8.03e9;
    m.gradientBytes = 2 * 8.03e9;
    m.hidden = 4096;
    m.layers = 32;
    m.tokensPerMicroBatch = 2048;
    CommPlan p;
    p.dp = 16;
    p.shardGroup = 8;
    const double computeS = 0.2;
    const StepCommunication one = communicate(twoHgx(1), p, m, computeS, 0.75);
    const StepCommunication eight = communicate(twoHgx(8), p, m, computeS, 0.75);
    const Collective* ar = find(one, "hsdp_all_reduce");
    REQUIRE(ar);
    CHECK(ar->group == 2);
    CHECK(ar->networkBytes == Approx(2.0075e9));
    // The shard group's all-gather stays on NVLink.
    REQUIRE(find(one, "fsdp_all_gather"));
    CHECK(find(one, "fsdp_all_gather")->networkBytes == 0);
    const LinkLoad* slow = level(one.links, LinkLevel::Network);
    const LinkLoad* fast = level(eight.links, LinkLevel::Network);
    REQUIRE(slow);
    REQUIRE(fast);
    // 1 × 400 Gb/s for 8 GPUs: 6.25 GB/s each, 2.0075 / (6.25 · 0.75) = 0.428 s > 0.2 s.
    CHECK(slow->rateGbs == Approx(6.25));
    CHECK(slow->seconds == Approx(2.0075 / (6.25 * 0.75)));
    CHECK_FALSE(slow->hidden);
    // 8 × 400 Gb/s: 50 GB/s each, 0.0535 s: hidden.
    CHECK(fast->seconds == Approx(2.0075 / (50 * 0.75)));
    CHECK(fast->hidden);
    // The rate that would hide it: 2.0075 GB in 0.2 s at 75 % efficiency = 13.38 GB/s.
    CHECK(slow->neededGbs == Approx(2.0075 / (0.2 * 0.75)));
}

TEST_CASE("two HGX H200 servers on one 400G adapter each wait for the network, on eight not",
          "[cluster]") {
    const std::string base = R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm",
        "nodes": 2, "network": "cx7-ndr-400", "sequence_length": 2048, "nics_per_server": )";
    const SizingResult one = evaluateJson(base + "1}");
    const SizingResult eight = evaluateJson(base + "8}");
    CHECK(one.cluster.nodes == 2);
    CHECK(one.cluster.gpus == 16);
    CHECK(one.cluster.network == "cx7-ndr-400");
    // FSDP over all 16 GPUs: each server's adapters carry one ring link's (n−1)/n · S.
    const LinkLoad* slow = level(one.step.links, LinkLevel::Network);
    const LinkLoad* fast = level(eight.step.links, LinkLevel::Network);
    REQUIRE(slow);
    REQUIRE(fast);
    CHECK_FALSE(slow->hidden);
    CHECK(fast->hidden);
    CHECK(slow->seconds == Approx(8 * fast->seconds));
    CHECK(one.step.stepS == Approx(slow->seconds)); // the network sets the pace
    CHECK(eight.step.stepS == Approx(eight.step.computeS));
    bool warned = false;
    for (const Warning& w : one.warnings)
        warned = warned || w.code == "network_not_hidden";
    CHECK(warned);
    // Memory: the states shard over all 16 GPUs: 16 B · 8.03e9 / 16 = 8.03 GB per GPU.
    CHECK(one.perGpu.states == Approx(16 * one.parameters.total / 16 / 1e9));
    // The fabric: rail-optimised, 1 or 8 rails of 2 ports on one 64-port QM9700.
    CHECK(one.cluster.fabric.leafSwitches == 1);
    CHECK(eight.cluster.fabric.links == 16);
    const nlohmann::json j = toJson(eight);
    CHECK(j.at("cluster").at("nodes") == 2);
    CHECK(j.at("step").at("links").size() == 2);
    CHECK(j.at("step").at("links").at(1).at("level") == "network");
}

TEST_CASE("one server's transfer link keeps the single-server figures", "[cluster]") {
    const SizingResult r = evaluate(test::referenceScenario("{}"), catalog());
    REQUIRE(r.step.links.size() == 1);
    const LinkLoad& l = r.step.links[0];
    CHECK(l.level == LinkLevel::Nvlink);
    CHECK(l.bytesPerStepGb == r.step.trafficPerGpuGb);
    CHECK(l.seconds == r.step.transferS);
    CHECK(l.rateGbs == r.step.linkGBs);
    CHECK(r.cluster.nodes == 1);
    CHECK(r.cluster.fabric.leafSwitches == 0);
}

TEST_CASE("rack power with N+1 supplies and the feeds a rack of two HGX servers needs",
          "[cluster][facility]") {
    FacilityInput in;
    in.nodes = 2;
    in.serverW = 7245; // 8 × 700 W + 2 × 350 W, + 15 % overhead
    in.psuInstalledW = 12000;
    in.psuUnitW = 3000;
    in.transientMargin = 0.10;
    in.feedDerating = 0.8;
    in.serverRackUnits = 8;
    in.rackUnits = 42;
    in.switches = 1;
    in.switchRackUnits = 1;
    in.switchW = 1720;
    in.linkW = 16 * 17.5;
    in.checkpointGb = 112.4;
    in.storageWriteGBsPerServer = 4;
    const Facility f = sizeFacility(in);
    // Peak 7,245 · 1.1 = 7,969.5 W: 3 supplies of 3 kW carry it; N+1 = 4, N+N = 6.
    CHECK(f.serverPeakW == Approx(7969.5));
    CHECK(f.psuUnitsNeeded == 3);
    CHECK(f.psuNPlus1 == 4);
    CHECK(f.psuNPlusN == 6);
    // 12 kW installed: 7,969.5 + 3,000 fits (N+1), 2 · 7,969.5 does not (N+N).
    CHECK(f.psuNPlus1Ok);
    CHECK_FALSE(f.psuNPlusNOk);
    // One rack (41 U left beside the switch hold 5 servers of 8 U): 2 · 7,969.5 + 1,720 + 280
    // = 17,939 W.
    CHECK(f.racks == 1);
    CHECK(f.rackUnitsUsed == 17);
    CHECK(f.rackPeakW == Approx(17939));
    CHECK(f.clusterW == Approx(2 * 7245 + 1720 + 280));
    // Feeds: 400 V 3-phase 32 A carries 400 · 32 · √3 · 0.8 = 17,736 W → 2 per rack (4 with
    // A+B); 63 A: 34,918 W → 1; 230 V 32 A: 5,888 W → 4.
    REQUIRE(f.feeds.size() == 5);
    CHECK(f.feeds[3].voltage == 400);
    CHECK(f.feeds[3].amps == 32);
    CHECK(f.feeds[3].limitW == Approx(17736.2).epsilon(1e-4));
    CHECK(f.feeds[3].perRack == 2);
    CHECK(f.feeds[3].perRackRedundant == 4);
    CHECK(f.feeds[4].perRack == 1);
    CHECK(f.feeds[1].perRack == 4);
    // 112.4 GB over two servers writing 4 GB/s each: 14.05 s.
    CHECK(f.checkpointWriteS == Approx(14.05));
}

TEST_CASE("the fabric takes one leaf per rail group, or a two-tier fat tree", "[cluster]") {
    // 16 servers with 8 rails on 64-port switches: 4 rails of 16 ports share a switch.
    const Fabric rail = sizeFabric({16, 8, 1, 64, true});
    CHECK(rail.serverPorts == 128);
    CHECK(rail.leafSwitches == 2);
    CHECK(rail.spineSwitches == 0);
    CHECK(rail.links == 128);
    // Not rail-optimised: 128 ports on 32-down leaves: 4 leaves, 4 · 32 uplinks on 2 spines.
    const Fabric tree = sizeFabric({16, 8, 1, 64, false});
    CHECK(tree.leafSwitches == 4);
    CHECK(tree.spineSwitches == 2);
    CHECK(tree.links == 128 + 128);
    // One server: no fabric.
    CHECK(sizeFabric({1, 8, 1, 64, true}).leafSwitches == 0);
}

TEST_CASE("networks.json is validated at load, each problem naming the file and the key",
          "[cluster][badinput]") {
    struct Row {
        const char* what;
        const char* json;
        const char* key;
    };
    const Row rows[] = {
        {"an adapter naming an unknown switch",
         R"({"nics": [{"id": "x", "name": "X", "kind": "infiniband", "gbps": 400,
             "switch": "nope", "cable": "ndr-400-mm-optic", "source": "s"}]})",
         "/nics/0/switch"},
        {"an InfiniBand adapter on an Ethernet switch",
         R"({"nics": [{"id": "x", "name": "X", "kind": "infiniband", "gbps": 400,
             "switch": "sn5600", "cable": "ndr-400-mm-optic", "source": "s"}]})",
         "/nics/0/switch"},
        {"an adapter faster than its cable",
         R"({"nics": [{"id": "x", "name": "X", "kind": "infiniband", "gbps": 800,
             "switch": "q3400-ra", "cable": "ndr-400-mm-optic", "source": "s"}]})",
         "/nics/0/cable"},
        {"a switch without ports",
         R"({"switches": [{"id": "x", "name": "X", "kind": "ethernet", "port_gbps": 400,
             "source": "s"}]})",
         "/switches/0/ports"},
        {"an adapter without a kind",
         R"({"nics": [{"id": "x", "name": "X", "gbps": 400, "switch": "qm9700",
             "cable": "ndr-400-mm-optic", "source": "s"}]})",
         "/nics/0/kind"},
        {"a cable without a source", R"({"cables": [{"id": "x", "name": "X", "gbps": 400}]})",
         "/cables/0/source"},
        {"an unknown list", R"({"routers": []})", "/routers"},
    };
    for (const Row& row : rows) {
        INFO(row.what);
        test::ScratchDir dir("networks");
        test::writeFile(dir / "user" / "networks.json", row.json);
        auto cat = loadCatalog(HEADROOM_SOURCE_CATALOG, (dir / "user").string());
        REQUIRE_FALSE(cat.ok());
        CHECK(cat.error().file.find("networks.json") != std::string::npos);
        CHECK(cat.error().key == row.key);
    }
    // The built-in file loads, and a scenario naming an unknown adapter is refused.
    REQUIRE(catalog().findNic("cx7-ndr-400"));
    auto bad = parseScenario(nlohmann::json::parse(R"({"server": "8x-h200-sxm", "nodes": 2,
        "network": "cx9"})"),
                             "s.json", catalog());
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().key == "/network");
}

TEST_CASE("an HSDP plan on two HGX H200 servers reduces only gradient shards over the network",
          "[cluster]") {
    // Llama 3.1 8B, full fine-tune, plan dp 16 with shard groups of 8 (one per server): the
    // weights are gathered on NVLink, and across the servers each GPU all-reduces its 1/8 of
    // the 16-bit gradients with its peer: 2 · (2−1)/2 · 2 B · P / 8 = P / 4 bytes.
    const std::string base = R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm",
        "nodes": 2, "network": "cx7-ndr-400", "sequence_length": 2048,
        "plan": {"dp": 16, "hsdp_shard_group": 8}, "nics_per_server": )";
    const SizingResult one = evaluateJson(base + "1}");
    const SizingResult eight = evaluateJson(base + "8}");
    const double p = one.parameters.total;
    const LinkLoad* slow = level(one.step.links, LinkLevel::Network);
    const LinkLoad* fast = level(eight.step.links, LinkLevel::Network);
    REQUIRE(slow);
    REQUIRE(fast);
    CHECK(slow->bytesPerStepGb == Approx(p / 4 / 1e9));
    // 1 × 400 Gb/s shared by 8 GPUs: 6.25 GB/s each at 75 %: P/4 / 4.6875e9 s, about 0.43 s,
    // longer than the 0.33 s of compute; 8 × 400 Gb/s: 50 GB/s each, about 0.05 s.
    CHECK(slow->seconds == Approx(p / 4 / (6.25e9 * 0.75)));
    CHECK(one.step.computeS < slow->seconds);
    CHECK_FALSE(slow->hidden);
    CHECK(fast->seconds == Approx(p / 4 / (50e9 * 0.75)));
    CHECK(fast->hidden);
    const LinkLoad* nv = level(one.step.links, LinkLevel::Nvlink);
    REQUIRE(nv);
    CHECK(nv->hidden);
    // Per server needed: the rate that moves P/4 per GPU within the compute, × 8 GPUs, in Gb/s.
    CHECK(one.cluster.networkNeededGbpsPerServer ==
          Approx(p / 4 / (one.step.computeS * 0.75) / 1e9 * 8 * 8));
}

TEST_CASE("recommend adds the cheapest and the fastest cluster plan that hold a 70B full "
          "fine-tune",
          "[cluster][recommend]") {
    // Llama 3.1 70B, full fine-tune with 32-bit AdamW: 16 B · 70.6e9 = 1.13 TB of states, more
    // than any single catalog server holds with its activations and the margin.
    const Scenario w = test::referenceScenario(R"({"model": "llama-3.1-70b",
        "sequence_length": 4096})");
    const auto list = recommend(w, catalog());
    std::vector<const Recommendation*> clusters;
    for (const Recommendation& r : list)
        if (!r.clusterPick.empty())
            clusters.push_back(&r);
    REQUIRE_FALSE(clusters.empty());
    REQUIRE(clusters.size() <= 2);
    for (const Recommendation* r : clusters) {
        INFO(r->reason);
        CHECK(r->nodes >= 2);
        CHECK(r->nodes <= 16);
        CHECK(r->withinMargin);
        CHECK(r->result.cluster.nodes == r->nodes);
        CHECK(r->result.plan.gpus() == 1LL * r->nodes * r->gpuCount);
        CHECK(r->reason.rfind("Cluster", 0) == 0);
    }
    // The fastest pick is at least as fast as the cheapest, which uses no more GPUs.
    if (clusters.size() == 2) {
        CHECK(clusters[0]->clusterPick == "cheapest");
        CHECK(clusters[1]->clusterPick == "fastest");
        CHECK(clusters[1]->hours <= clusters[0]->hours);
        CHECK(clusters[0]->nodes * clusters[0]->gpuCount <=
              clusters[1]->nodes * clusters[1]->gpuCount);
    }
    // Every entry names its plan, node count and verdict.
    const nlohmann::json j = toJson(list);
    for (const auto& e : j.at("recommendations")) {
        CHECK(e.contains("plan"));
        CHECK(e.contains("nodes"));
        CHECK(e.contains("verdict"));
    }
}

TEST_CASE("Llama 3.1 405B on eight HGX H200 with tp 8 · pp 8: tensor traffic on NVLink, the "
          "pipeline's on the network, both on the critical path",
          "[cluster]") {
    const SizingResult r = evaluateJson(R"({"model": "llama-3.1-405b", "method": "full",
        "server": "8x-h200-sxm", "nodes": 8, "sharding": "zero1", "gradient_accumulation": 16,
        "plan": {"tp": 8, "pp": 8, "sequence_parallel": true}})");
    const LinkLoad* nv = level(r.step.links, LinkLevel::Nvlink);
    const LinkLoad* net = level(r.step.links, LinkLevel::Network);
    REQUIRE(nv);
    REQUIRE(net);
    // Pipeline: 2 · (2 B · 8,192 tokens · 16,384) / tp 8 = 67,108,864 B per micro-batch, every
    // stage boundary between servers (tp 8 fills one).
    CHECK(net->bytesPerStepGb == Approx(0.067108864));
    CHECK(net->exposedSeconds == Approx(net->seconds));
    CHECK_FALSE(net->hidden);
    // The step is the compute plus the exposed transfers of both levels.
    CHECK(r.step.stepS ==
          Approx(r.step.computeS + nv->exposedSeconds + net->exposedSeconds + r.step.optimizerS));
    // Critical-path traffic is in the step already: no "network not hidden" warning for it.
    for (const Warning& w : r.warnings)
        CHECK(w.code != "network_not_hidden");
    // Eight 8U servers: five beside the switch in the first rack, three in the second.
    CHECK(r.facility.racks == 2);
    CHECK(r.cluster.fabric.leafSwitches == 1);
    CHECK(r.cluster.fabric.links == 64);
}

TEST_CASE("the text summary names every server of a cluster, not one server's cards",
          "[cluster]") {
    // Two HGX H200 servers with eight cards each: the headline says both servers, as the
    // quote's title and the window do ("on 2 servers with 8 × … each").
    const std::string two = R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm",
        "sequence_length": 2048, "nodes": )";
    const SizingResult r = evaluateJson(two + "2}");
    REQUIRE(r.nodes == 2);
    const std::string text = toText(r);
    CHECK(text.substr(0, text.find('\n')) ==
          "Llama 3.1 8B on 2 servers with 8× " + r.gpuName + " each (" + r.serverName + ")");
    // One server keeps the short form.
    const SizingResult one = evaluateJson(two + "1}");
    const std::string single = toText(one);
    CHECK(single.substr(0, single.find('\n')) ==
          "Llama 3.1 8B on 8× " + one.gpuName + " (" + one.serverName + ")");
}
