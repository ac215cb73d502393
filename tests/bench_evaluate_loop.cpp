// headroom-evaluate-loop: evaluate() of one benchmark scenario N times and nothing else, for an
// instruction count that a shared, noisy machine does not move (packaging/DEVELOPMENT.md,
// "Benchmarks"):
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='headroom::evaluate(*'
//            build/tests/headroom-evaluate-loop default 2000   (one command line)
// Instructions per evaluation = callgrind's "Collected" / N. Scenarios: `default` (the default
// scenario, as headroom-bench's evaluate_ns), `plan` (Llama 3.1 405B on 8 × 8 H200 SXM,
// tp 8 · pp 8, as evaluate_plan_ns), `serving` (the default scenario serving 40 users at 32k),
// `rl` (GRPO on three HGX H100, the rollout engine on two of them).
// Usage: headroom-evaluate-loop SCENARIO N [CATALOG_DIR]
#include "catalog.h"
#include "catalogbands.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

using namespace headroom;

namespace {

/// Keeps a value alive so the optimizer cannot drop the call that produced it.
template <typename T> void keep(const T& value) {
    asm volatile("" : : "r"(&value) : "memory");
}

const std::map<std::string, const char*> kScenarios = {
    {"default", "{}"},
    {"plan", R"({"model": "llama-3.1-405b", "server": "8x-h200-sxm", "nodes": 8,
        "sharding": "zero1", "gradient_accumulation": 16,
        "plan": {"tp": 8, "pp": 8, "sequence_parallel": true}})"},
    {"serving", R"({"serving": {"context_tokens": 32768, "users": 40}})"},
    {"rl", R"({"model": "llama-3.1-8b", "server": "8x-h100-sxm", "nodes": 3, "method": "grpo",
        "micro_batch": 1, "gradient_accumulation": 4, "rollout": "separate",
        "rollout_gpu_count": 16, "rollout_tensor_parallel": 16})"},
};

} // namespace

int main(int argc, char** argv) {
    const auto which = argc > 2 ? kScenarios.find(argv[1]) : kScenarios.end();
    if (which == kScenarios.end()) {
        std::fprintf(stderr, "usage: headroom-evaluate-loop default|plan|serving|rl N [CATALOG]\n");
        return 2;
    }
    const int n = std::atoi(argv[2]);
    Expected<Catalog> catalog = loadCatalog(argc > 3 ? argv[3] : HEADROOM_SOURCE_CATALOG);
    if (!catalog) {
        std::fprintf(stderr, "headroom-evaluate-loop: %s\n", catalog.error().toString().c_str());
        return 1;
    }
    auto parsed = parseScenario(nlohmann::json::parse(which->second), which->first, *catalog);
    if (!parsed) {
        std::fprintf(stderr, "headroom-evaluate-loop: %s\n", parsed.error().toString().c_str());
        return 1;
    }
    const Scenario scenario = parsed.value();
    double total = 0;
    for (int i = 0; i < n; ++i) {
        SizingResult r = evaluate(scenario, *catalog);
        keep(r);
        total += r.perGpu.total;
    }
    // The figure every evaluation gave, so that two builds' runs can be seen to size the same.
    std::printf("%s: %d evaluations, %.6f GB per GPU\n", which->first.c_str(), n,
                n > 0 ? total / n : 0.0);
    return 0;
}
