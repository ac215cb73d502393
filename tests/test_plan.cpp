// Parallel plans (issue 17): the scenario's `plan` and `nodes`, the plan a run resolves to,
// the pipeline's in-flight micro-batches and bubble.
#include "plan.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

using namespace headroom;
using namespace headroom::test;
using nlohmann::json;

TEST_CASE("an automatic plan makes every GPU of the cluster a data-parallel rank", "[plan]") {
    const Scenario one = referenceScenario("{}");
    CHECK(one.plan.automatic);
    const SizingResult r = evaluate(one, catalog());
    CHECK(r.plan.automatic);
    CHECK(r.plan.dp == 4);
    CHECK(r.plan.tp == 1);
    CHECK(r.plan.pp == 1);
    CHECK(r.plan.cp == 1);
    CHECK(r.plan.ep == 1);
    const Scenario cluster =
        referenceScenario(R"({"server": "8x-h200-sxm", "nodes": 3, "plan": "auto"})");
    CHECK(evaluate(cluster, catalog()).plan.dp == 24);
}

TEST_CASE("a manual plan without dp takes the GPUs that tp, pp and cp leave", "[plan]") {
    const Scenario s =
        referenceScenario(R"({"server": "8x-h200-sxm", "nodes": 2, "plan": {"tp": 4, "pp": 2}})");
    CHECK_FALSE(s.plan.automatic);
    CHECK(s.plan.dp == 2);
    CHECK(s.plan.gpus() == 16);
    CHECK(clusterGpus(s, catalog()) == 16);
}

TEST_CASE("a manual plan survives the scenario file's round trip key for key", "[plan]") {
    const Scenario s = referenceScenario(R"({"model": "qwen3-30b-a3b", "server": "8x-b200",
        "nodes": 4, "sharding": "full", "plan": {"dp": 4, "tp": 2, "pp": 4, "cp": 1, "ep": 4,
        "sequence_parallel": true, "pipeline_schedule": "interleaved",
        "pipeline_virtual_stages": 3, "pipeline_micro_batches": 16, "hsdp_shard_group": 2,
        "cp_kind": "all-to-all"}})");
    const ParallelPlan& p = s.plan;
    CHECK(p.dp == 4);
    CHECK(p.tp == 2);
    CHECK(p.pp == 4);
    CHECK(p.ep == 4);
    CHECK(p.sequenceParallel);
    CHECK(p.pipelineSchedule == PipelineSchedule::Interleaved);
    CHECK(p.virtualStages == 3);
    CHECK(p.pipelineMicroBatches == 16);
    CHECK(p.hsdpShardGroup == 2);
    CHECK(p.cpKind == ContextParallelKind::AllToAll);
    CHECK(s.nodes == 4);
    const json saved = toJson(s);
    CHECK(saved["plan"]["tp"] == 2);
    CHECK(saved["nodes"] == 4);
    auto again = parseScenario(saved, "again.json", catalog());
    REQUIRE(again.ok());
    CHECK(again.value() == s);
    // "auto" is written as such and reads back as automatic.
    const json autoSaved = toJson(referenceScenario("{}"));
    CHECK(autoSaved["plan"] == "auto");
}

TEST_CASE("the plan shows in evaluate --json with dp, tp, pp, cp and ep", "[plan]") {
    const Scenario s = referenceScenario(
        R"({"server": "8x-h200-sxm", "nodes": 2, "plan": {"tp": 4, "sequence_parallel": true}})");
    const json j = toJson(evaluate(s, catalog()));
    CHECK(j["plan"]["dp"] == 4);
    CHECK(j["plan"]["tp"] == 4);
    CHECK(j["plan"]["pp"] == 1);
    CHECK(j["plan"]["cp"] == 1);
    CHECK(j["plan"]["ep"] == 1);
    CHECK(j["plan"]["automatic"] == false);
    CHECK(j["nodes"] == 2);
}

TEST_CASE("the first pipeline stage holds pp micro-batches with 1F1B, more interleaved", "[plan]") {
    ParallelPlan p;
    p.automatic = false;
    p.pp = 4;
    p.pipelineMicroBatches = 8;
    // Narayanan et al. 2021 §2.2: 1F1B keeps at most p micro-batches in flight.
    CHECK(inFlightMicroBatches(p) == 4);
    p.pipelineMicroBatches = 2; // fewer micro-batches than stages: only those
    CHECK(inFlightMicroBatches(p) == 2);
    p.pipelineMicroBatches = 8;
    p.pipelineSchedule = PipelineSchedule::Interleaved;
    p.virtualStages = 2;
    // Megatron-LM theoretical_memory_usage.py: pp · (1 + (pp − 1)/(pp · v)) = 4 · 1.375.
    CHECK(inFlightMicroBatches(p) == Approx(5.5));
    // Never more than the step's micro-batches: with m = 4 the warm-up runs all 4 · 2 chunks
    // (Megatron-LM schedules.py "all microbatches in warmup"), 4 micro-batches of the stage.
    p.pipelineMicroBatches = 4;
    CHECK(inFlightMicroBatches(p) == 4);
    p.pp = 1;
    CHECK(inFlightMicroBatches(p) == 1);
}

TEST_CASE("the pipeline bubble is (pp − 1)/m, divided by v when interleaved", "[plan]") {
    ParallelPlan p;
    p.pp = 4;
    p.pipelineMicroBatches = 8;
    CHECK(pipelineBubble(p) == Approx(3.0 / 8));
    p.pipelineSchedule = PipelineSchedule::Interleaved;
    p.virtualStages = 2;
    CHECK(pipelineBubble(p) == Approx(3.0 / 16));
    p.pp = 1;
    CHECK(pipelineBubble(p) == 0);
    // The micro-batches default to the gradient accumulation steps.
    ParallelPlan manual;
    manual.automatic = false;
    manual.pp = 2;
    CHECK(resolvePlan(manual, 8, 12).pipelineMicroBatches == 12);
}

TEST_CASE("states are sharded over dp · cp, or the HSDP group; experts over dp · cp / ep",
          "[plan]") {
    ParallelPlan p;
    p.dp = 8;
    p.cp = 2;
    CHECK(stateShards(p) == 16);
    p.ep = 4;
    CHECK(expertStateShards(p) == 4);
    p.hsdpShardGroup = 8;
    CHECK(stateShards(p) == 8);
    CHECK(expertStateShards(p) == 2);
}
