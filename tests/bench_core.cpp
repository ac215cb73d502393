// headroom-bench: timings of the sizing core, one figure per line as `name: value unit`
// (packaging/DEVELOPMENT.md, "Benchmarks"). Targets: evaluate() of the default scenario <= 2 µs,
// recommend() over the full catalog <= 20 ms. Usage: headroom-bench [CATALOG_DIR]
#include "catalog.h"
#include "corefixtures.h"
#include "memorymodel.h"
#include "modelarch.h"
#include "recommend.h"
#include "scenario.h"
#include "serving/serving.h"
#include "sizing.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <unistd.h>
#include <vector>

using namespace headroom;
using Clock = std::chrono::steady_clock;

namespace {

/// Keeps a value alive so the optimizer cannot drop the call that produced it.
template <typename T> void keep(const T& value) {
    asm volatile("" : : "r"(&value) : "memory");
}

struct Stats {
    double median = 0;
    double p95 = 0;
};

/// Runs `f` `batch` times per sample, `samples` samples after `warmup` calls; ns per call.
template <typename F> Stats measure(F&& f, int samples, int batch, int warmup) {
    for (int i = 0; i < warmup; ++i)
        f();
    std::vector<double> ns;
    ns.reserve(samples);
    for (int s = 0; s < samples; ++s) {
        const auto t0 = Clock::now();
        for (int i = 0; i < batch; ++i)
            f();
        const auto t1 = Clock::now();
        ns.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() / batch);
    }
    std::sort(ns.begin(), ns.end());
    return {ns[ns.size() / 2], ns[std::min(ns.size() - 1, ns.size() * 95 / 100)]};
}

void print(const char* name, double value, const char* unit) {
    std::printf("%s: %.*f %s\n", name, value < 10 ? 3 : 0, value, unit);
}

} // namespace

int main(int argc, char** argv) {
    const std::string dir = argc > 1 ? argv[1] : HEADROOM_SOURCE_CATALOG;

    // Catalog load: parse and validate every file (cold disk cache aside).
    Expected<Catalog> loaded = loadCatalog(dir);
    if (!loaded) {
        std::fprintf(stderr, "headroom-bench: %s\n", loaded.error().toString().c_str());
        return 1;
    }
    const Stats load = measure(
        [&] {
            auto c = loadCatalog(dir);
            keep(c);
        },
        21, 1, 2);
    const Catalog catalog = std::move(loaded).value();

    auto parsed = parseScenario(nlohmann::json::object(), "default", catalog);
    if (!parsed) {
        std::fprintf(stderr, "headroom-bench: %s\n", parsed.error().toString().c_str());
        return 1;
    }
    const Scenario scenario = parsed.value();

    // One evaluate() of the default scenario: many single-call samples give a real p95.
    const Stats eval = measure(
        [&] {
            SizingResult r = evaluate(scenario, catalog);
            keep(r);
        },
        20001, 1, 2000);
    // Batched as well: steady_clock's own cost (~20 ns) inflates single-call samples.
    const Stats evalBatched = measure(
        [&] {
            SizingResult r = evaluate(scenario, catalog);
            keep(r);
        },
        201, 100, 2000);

    // One evaluate() with a parallel plan (issue 17: <= 2 µs): Llama 3.1 405B on eight 8× H200
    // SXM servers, tp 8 · pp 8 with sequence parallelism, both pipeline end stages sized.
    auto planned = parseScenario(nlohmann::json::parse(R"({"model": "llama-3.1-405b",
        "server": "8x-h200-sxm", "nodes": 8, "sharding": "zero1", "gradient_accumulation": 16,
        "plan": {"tp": 8, "pp": 8, "sequence_parallel": true}})"),
                                 "plan", catalog);
    if (!planned) {
        std::fprintf(stderr, "headroom-bench: %s\n", planned.error().toString().c_str());
        return 1;
    }
    const Scenario planScenario = planned.value();
    const Stats evalPlan = measure(
        [&] {
            SizingResult r = evaluate(planScenario, catalog);
            keep(r);
        },
        20001, 1, 2000);
    // The serving stage (issue 23, target <= 0.3 µs): the default scenario with a serving
    // section, batched, and the stage alone on the evaluation's inputs.
    Scenario serving = scenario;
    serving.serving = ServingRequest{};
    serving.serving->contextTokens = 32768;
    serving.serving->users = 40;
    const Stats evalServing = measure(
        [&] {
            SizingResult r = evaluate(serving, catalog);
            keep(r);
        },
        201, 100, 2000);
    const SizingResult served = evaluate(serving, catalog);
    const ModelEntry* servedModel = catalog.findModel(serving.model);
    const GpuSpec* servedGpu = catalog.findGpu(served.gpuId);
    const ServerSpec* servedServer = catalog.findServer(served.serverId);
    Stats servingStage{};
    if (servedModel && servedGpu)
        servingStage = measure(
            [&] {
                ServingResult v = evaluateServing(*serving.serving, servedModel->arch, *servedGpu,
                                                  servedServer, served.gpuCount,
                                                  catalog.assumptions);
                keep(v);
            },
            201, 100, 2000);

    // The memory terms at one length: the max-sequence search calls them once per step.
    const SizingResult reference = evaluate(scenario, catalog);
    const ModelEntry* model = catalog.findModel(scenario.model);
    MemoryInput in;
    in.arch = model ? &model->arch : nullptr;
    in.sequence = scenario.sequenceLength;
    in.microBatch = scenario.microBatch;
    in.checkpointing = scenario.gradientCheckpointing;
    in.fusedCrossEntropy = scenario.fusedCrossEntropy;
    in.trainVision = scenario.trainVision;
    in.method = scenario.method;
    in.loraRank = scenario.loraRank;
    in.sharding = scenario.sharding;
    in.offload = scenario.offload;
    in.gpuCount = reference.gpuCount;
    Stats terms{};
    if (in.arch)
        terms = measure(
            [&] {
                MemoryTerms t = memoryTerms(in);
                keep(t);
                in.sequence ^= 1; // vary the input a little so nothing is hoisted
            },
            201, 100, 1000);

    const Stats rec = measure(
        [&] {
            auto list = recommend(scenario, catalog);
            keep(list);
        },
        51, 1, 3);
    const std::size_t builds = recommend(scenario, catalog).size();

    // Large generated inputs (issue 13: both loaders are linear). A user catalog of 50,000
    // servers on top of the built-in one, and a config.json of 100,000 layers with 150,000
    // mlp_only_layers entries (1 MB), each loaded from a file as the program does.
    const std::filesystem::path scratch =
        std::filesystem::temp_directory_path() / ("headroom-bench-" + std::to_string(::getpid()));
    std::filesystem::create_directories(scratch / "user");
    {
        std::ofstream(scratch / "user" / "servers.json")
            << nlohmann::json{{"servers", headroom::test::generatedServers(50000)}};
        nlohmann::json config = nlohmann::json::parse(R"({"model_type": "qwen3_moe",
            "hidden_size": 64, "intermediate_size": 128, "moe_intermediate_size": 32,
            "num_experts": 4, "num_experts_per_tok": 2, "num_attention_heads": 4,
            "num_key_value_heads": 2, "num_hidden_layers": 100000, "vocab_size": 1000})");
        nlohmann::json dense = nlohmann::json::array();
        for (int i = 0; i < 300000; i += 2)
            dense.push_back(i);
        config["mlp_only_layers"] = dense;
        std::ofstream(scratch / "config.json") << config;
    }
    const std::string userDir = (scratch / "user").string();
    const Stats bigCatalog = measure(
        [&] {
            auto c = loadCatalog(dir, userDir);
            if (!c || c->servers.size() < 50000)
                std::abort();
            keep(c);
        },
        5, 1, 1);
    const std::string configPath = (scratch / "config.json").string();
    const Stats bigConfig = measure(
        [&] {
            auto arch = loadModelConfig(configPath);
            if (!arch)
                std::abort();
            keep(arch);
        },
        5, 1, 1);
    std::filesystem::remove_all(scratch);

    print("evaluate_ns_median", eval.median, "ns");
    print("evaluate_ns_p95", eval.p95, "ns");
    print("evaluate_ns_batched_median", evalBatched.median, "ns");
    print("evaluate_plan_ns_median", evalPlan.median, "ns");
    print("evaluate_plan_ns_p95", evalPlan.p95, "ns");
    print("evaluate_serving_ns_batched_median", evalServing.median, "ns");
    print("serving_adds_ns", evalServing.median - evalBatched.median, "ns");
    print("serving_stage_ns_median", servingStage.median, "ns");
    print("memory_terms_ns_median", terms.median, "ns");
    print("catalog_load_ms", load.median / 1e6, "ms");
    print("recommend_ms", rec.median / 1e6, "ms");
    print("recommend_builds", double(builds), "builds");
    print("catalog_load_50k_servers_ms", bigCatalog.median / 1e6, "ms");
    print("config_import_mlp_only_ms", bigConfig.median / 1e6, "ms");
    return 0;
}
