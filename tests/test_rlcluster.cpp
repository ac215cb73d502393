// A rollout engine on GPUs of its own in a cluster of several servers (issue 37): the engine's
// GPUs count over the whole cluster, in one of verl's two layouts (verl@b178a3cd
// docs/advance/one_step_off.md, "Resource Configuration Strategies"): whole servers that only
// generate, or the same share of every server; the training GPUs of every server are the
// policy's (TRL and verl split a step's completions over every training process).
#include "build/scenariocheck.h"
#include "rlfixtures.h"
#include "build/scenarioedit.h"
#include "costs/pricing.h"
#include "scenariojson.h"

#include <catch2/catch.hpp>

using namespace headroom;
using test::parseError;
using test::catalog;
using test::run;

namespace {

/// Llama 3.1 8B GRPO on `nodes` HGX H100 servers (8 cards each) with the engine apart.
std::string cluster(int nodes, int engineGpus, const std::string& more = "") {
    return R"({"model": "llama-3.1-8b", "server": "8x-h100-sxm", "nodes": )" +
           std::to_string(nodes) +
           R"(, "method": "grpo", "micro_batch": 1, "gradient_accumulation": 4,
        "rollout": "separate", "rollout_gpu_count": )" +
           std::to_string(engineGpus) + more + "}";
}

} // namespace

TEST_CASE("an engine on whole servers: the others train, every server is bought", "[rl][cluster]") {
    // Three servers, two of them the engine's (16 GPUs, tensor parallel 16 across both, as
    // verl runs it on two nodes); the third trains on all eight cards.
    const std::string three = cluster(3, 16, R"(, "rollout_tensor_parallel": 16)");
    REQUIRE(parseError(three).empty());
    const Scenario s = test::referenceScenario(three);
    const ResolvedBuild b = resolveBuild(s, catalog());
    CHECK(b.servers == 3);
    CHECK(b.nodes == 1);   // the training run's servers
    CHECK(b.gpuCount == 8); // every card of a training server
    CHECK(clusterGpus(s, catalog()) == 8);
    const SizingResult r = run(three);
    CHECK(r.rl.trainGpus == 8);
    CHECK(r.rl.rolloutGpus == 16);
    CHECK(r.rl.rollout.tensorParallel == 16);
    CHECK(r.rl.rollout.replicas == 1);
    // Its all-reduces cross the adapters between the two servers: one ConnectX-7 NDR
    // (400 Gb/s, the catalog's first adapter) per card, 400 / 8 = 50 GB/s per GPU each way.
    CHECK(r.rl.rollout.link == "network");
    CHECK(networkGBsPerGpu(s, *catalog().findNic("cx7-ndr-400"), 8) == Approx(50.0));
    // The same engine inside one server (TP 8 on the two engine servers' 16 GPUs: two
    // replicas) stays on NVLink; tensor parallel 16 over a 50 GB/s network all-reduces slower
    // than TP 8 over 900 GB/s NVLink, with half the weights per GPU each step to read.
    const SizingResult eight = run(cluster(3, 16, R"(, "rollout_tensor_parallel": 8)"));
    CHECK(eight.rl.rollout.link == "NVLink");
    CHECK(eight.rl.rollout.replicas == 2);
    CHECK(r.rl.rollout.decodeInterconnectS > eight.rl.rollout.decodeInterconnectS);
    // 1 completion × 4 accumulation × 8 training GPUs per step.
    CHECK(r.rl.completionsPerStep == 32);
    // The policy trains as the same run on one server of eight cards would.
    CHECK(r.rl.policyTrainGb == Approx(test::policyOf(R"({"model": "llama-3.1-8b",
        "server": "8x-h100-sxm", "method": "grpo", "micro_batch": 1,
        "gradient_accumulation": 4})").perGpu.total));
    // Every server is bought, powered and joined by the network: 3 × 8 cards.
    CHECK(r.nodes == 3);
    CHECK(r.cluster.nodes == 3);
    CHECK(r.cluster.gpus == 24);
    CHECK(r.cluster.nics == 3 * r.cluster.nicsPerServer);
    CHECK(r.cluster.nicsPerServer > 0);
    CHECK(test::lineQuantity(priceQuote(s, r, catalog(), {}), "gpu") == 24);
}

TEST_CASE("an engine with the same share of every server", "[rl][cluster]") {
    // Two servers, two cards of each generate: six of each train, twelve in all.
    const std::string shared = cluster(2, 4);
    REQUIRE(parseError(shared).empty());
    const Scenario s = test::referenceScenario(shared);
    const ResolvedBuild b = resolveBuild(s, catalog());
    CHECK(b.servers == 2);
    CHECK(b.nodes == 2);
    CHECK(b.gpuCount == 6);
    CHECK(clusterGpus(s, catalog()) == 12);
    const SizingResult r = run(shared);
    CHECK(r.rl.trainGpus == 12);
    CHECK(r.rl.completionsPerStep == 1 * 4 * 12);
    CHECK(r.nodes == 2);
    CHECK(r.cluster.gpus == 16);
}

TEST_CASE("engine GPUs the cluster cannot place are refused with the reason", "[rl][cluster]") {
    // Five of sixteen: neither whole servers of eight nor the same share of two.
    CHECK(parseError(cluster(2, 5)) == "/rollout_gpu_count");
    auto doc = nlohmann::json::parse(cluster(2, 5));
    auto refused = parseScenario(doc, "s.json", catalog());
    REQUIRE(!refused);
    CHECK(refused.error().message ==
          "value 5 neither fills whole servers (8 GPUs each) nor takes the same share of each "
          "of the 2 servers");
    // All sixteen: nothing trains.
    CHECK(parseError(cluster(2, 16)) == "/rollout_gpu_count");
    // One server's eight of two: allowed (it was refused when the count was per server).
    CHECK(parseError(cluster(2, 8)).empty());
}

TEST_CASE("a colocated run across servers splits its step over every GPU", "[rl][cluster]") {
    // TRL: a step's completions are per_device_train_batch_size × num_processes ×
    // steps_per_generation (GRPOConfig), num_processes every GPU of the cluster.
    const std::string two = R"({"model": "llama-3.1-8b", "server": "8x-h100-sxm", "nodes": 2,
        "method": "grpo", "micro_batch": 1, "gradient_accumulation": 1, "group_size": 16})";
    REQUIRE(parseError(two).empty());
    const SizingResult r = run(two);
    CHECK(r.rl.trainGpus == 16);
    CHECK(r.rl.completionsPerStep == 16);
    // 16 completions do not split into groups of 32: refused with the cluster's count.
    auto doc = nlohmann::json::parse(two);
    doc["group_size"] = 32;
    auto refused = parseScenario(doc, "s.json", catalog());
    REQUIRE(!refused);
    CHECK(refused.error().key == "/group_size");
    CHECK(refused.error().message.find("16 training GPUs") != std::string::npos);
}

TEST_CASE("the window's engine split starts on whole servers in a cluster", "[rl][cluster]") {
    Scenario s = test::referenceScenario(R"({"model": "llama-3.1-8b", "server": "8x-h100-sxm",
        "nodes": 2, "method": "grpo", "micro_batch": 1, "gradient_accumulation": 4})");
    s = withRollout(s, RolloutPlacement::Separate, catalog());
    CHECK(s.rl->rolloutGpuCount == 8); // one of the two servers
    CHECK(engineLayout(s, 8).engineServers == 1);
    // Four servers: two of them generate.
    s.nodes = 4;
    s = withRollout(s, RolloutPlacement::Separate, catalog());
    CHECK(s.rl->rolloutGpuCount == 16);
    // Three servers still place 16 (two of them whole): kept; five of 24 they cannot place:
    // back to the default, one whole server.
    s.nodes = 3;
    CHECK(fitRlRun(s, s, catalog()).rl->rolloutGpuCount == 16);
    s.rl->rolloutGpuCount = 5;
    CHECK(fitRlRun(s, s, catalog()).rl->rolloutGpuCount == 8);
    // One server: half its cards, as before.
    s.nodes = 1;
    s = withRollout(s, RolloutPlacement::Separate, catalog());
    CHECK(s.rl->rolloutGpuCount == 4);
}
