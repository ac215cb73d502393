// No NaN, infinity or negative size ever reaches the output (issue 9): every catalog model on
// every catalog build, each control walked sparsely over its whole slider range, every number
// of toJson(result) finite and every size, time and power >= 0. Only the headroom may be
// negative ("does not fit").
#include "catalog.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace headroom;
using nlohmann::json;

namespace {

/// Keys whose value may be negative: the free rest of a card that does not hold the run, a
/// run's NVLink domain index (-1: no single domain holds the run), which is not a size, and the
/// signed error range of the calibration band.
bool mayBeNegative(const std::string& key) {
    return key == "headroom" || key == "headroom_gb" || key == "nvlink_domain" ||
           key == "error_low";
}

/// Appends "path = value" for every number that is not finite, or negative where it must not be.
void collectBadNumbers(const json& v, const std::string& path, const std::string& key,
                       std::vector<std::string>& bad) {
    if (v.is_object()) {
        for (const auto& item : v.items())
            collectBadNumbers(item.value(), path + "/" + item.key(), item.key(), bad);
    } else if (v.is_array()) {
        for (std::size_t i = 0; i < v.size(); ++i)
            collectBadNumbers(v[i], path + "/" + std::to_string(i), key, bad);
    } else if (v.is_number()) {
        const double d = v.get<double>();
        if (!std::isfinite(d) || (d < 0 && !mayBeNegative(key)))
            bad.push_back(path + " = " + std::to_string(d));
    } else if (v.is_null()) {
        // nlohmann writes NaN and infinity as null.
        bad.push_back(path + " = null (NaN or infinity)");
    }
}

/// The control values the walk visits: both ends of each slider and a few points between.
struct Ranges {
    std::vector<int> microBatch{1, 2, 8, 64, 4096};
    std::vector<int> accumulation{1, 16, 1 << 20};
    std::vector<double> imageShare{0, 0.01, 0.5, 1};
    std::vector<int> imagesPerSample{0, 1, 4, 256};
    std::vector<std::pair<int, int>> imageSize{{1, 1}, {14, 14}, {1024, 768}, {16384, 16384}};
    std::vector<int> loraRank{1, 16, 256, 4096};
    std::vector<int> checkpointsKept{0, 1, 3, 1000};
    std::vector<double> datasetTokens{1, 1e6, 1e9, 1e15};
    std::vector<double> epochs{0.01, 1, 1e4};
    std::vector<int> feedAmps{16, 32};
};

/// Sequence lengths 1 .. the model's context, geometric, plus the context itself.
std::vector<int> sequenceLengths(const ModelArch& arch) {
    const int maxContext = arch.maxPositionEmbeddings > 0 ? arch.maxPositionEmbeddings : 131072;
    std::vector<int> out;
    for (long long s = 1; s < maxContext; s *= 7)
        out.push_back(int(s));
    out.push_back(maxContext);
    return out;
}

/// Power caps: none, the lowest settable cap, the middle and the TDP.
std::vector<double> powerCaps(const GpuSpec& gpu) {
    return {0, gpu.minPowerCapW, (gpu.minPowerCapW + gpu.tdpW) / 2, gpu.tdpW};
}

std::vector<int> gpuCounts(int max) {
    std::vector<int> out{1};
    for (int n = 2; n < max; n *= 2)
        out.push_back(n);
    if (max > 1)
        out.push_back(max);
    return out;
}

template <class T, class Rng> const T& pick(const std::vector<T>& values, Rng& rng) {
    return values[std::uniform_int_distribution<std::size_t>(0, values.size() - 1)(rng)];
}

std::string describe(const Scenario& s) { return toJson(s).dump(); }

/// Evaluates one scenario and records what is wrong with its result (at most a few per run).
void check(const Scenario& s, const Catalog& catalog, std::vector<std::string>& failures,
           int& evaluated) {
    ++evaluated;
    const json result = toJson(evaluate(s, catalog));
    std::vector<std::string> bad;
    collectBadNumbers(result, "", "", bad);
    if (!bad.empty() && failures.size() < 25)
        failures.push_back(describe(s) + "\n    " + bad.front() +
                           (bad.size() > 1 ? " (and " + std::to_string(bad.size() - 1) + " more)" : ""));
}

/// The walk over every catalog model whose index is `shard` modulo `shards`: ctest runs the
/// shards side by side (the whole walk under the sanitizers was one 13-minute test on one core).
/// Each model draws from its own fixed seed, so a model's walk does not depend on the sharding.
void walkModels(std::size_t shard, std::size_t shards) {
    const Catalog& catalog = test::catalog();
    REQUIRE(catalog.models.size() >= shards);
    REQUIRE_FALSE(catalog.servers.empty());

    const Ranges r;
    const Method methods[] = {Method::Full, Method::Lora, Method::Qlora};
    const Optimizer optimizers[] = {Optimizer::AdamW, Optimizer::AdamW8bit};
    const Offload offloads[] = {Offload::None, Offload::Optimizer};
    const Sharding shardings[] = {Sharding::Full, Sharding::Zero2, Sharding::Zero1, Sharding::None};
    const StateBytes stateBytes[] = {StateBytes::Zero, StateBytes::Hf};

    std::vector<std::string> failures;
    int evaluated = 0;

    for (std::size_t index = shard; index < catalog.models.size(); index += shards) {
        const ModelEntry& model = catalog.models[index];
        std::mt19937 rng(20240609u + unsigned(index)); // fixed: the same walk on every run
        const std::vector<int> sequences = sequenceLengths(model.arch);
        for (const ServerSpec& server : catalog.servers) {
            const GpuSpec* gpu = catalog.findGpu(server.gpu);
            REQUIRE(gpu);
            const std::vector<double> caps = powerCaps(*gpu);
            const std::vector<int> counts = gpuCounts(server.gpuCount);

            Scenario base;
            base.model = model.id;
            base.server = server.id;
            base.gpu = server.gpu;
            base.gpuCount = server.gpuCount;

            // Every method × optimizer × offload × sharding × state accounting, at the defaults.
            for (Method m : methods)
                for (Optimizer o : optimizers)
                    for (Offload f : offloads)
                        for (Sharding sh : shardings)
                            for (StateBytes sb : stateBytes) {
                                Scenario s = base;
                                s.method = m;
                                s.optimizer = o;
                                s.offload = f;
                                s.sharding = sh;
                                s.stateBytes = sb;
                                check(s, catalog, failures, evaluated);
                            }

            // Each slider over its whole range, the others at random settings.
            auto sweep = [&](auto apply, const auto& values) {
                for (const auto& v : values) {
                    Scenario s = base;
                    s.method = methods[rng() % 3];
                    s.offload = offloads[rng() % 2];
                    s.imageShare = pick(r.imageShare, rng);
                    apply(s, v);
                    check(s, catalog, failures, evaluated);
                }
            };
            sweep([](Scenario& s, int v) { s.sequenceLength = v; }, sequences);
            sweep([](Scenario& s, int v) { s.microBatch = v; }, r.microBatch);
            sweep([](Scenario& s, int v) { s.gradientAccumulation = v; }, r.accumulation);
            sweep([](Scenario& s, double v) { s.imageShare = v; }, r.imageShare);
            sweep([](Scenario& s, int v) { s.imagesPerSample = v; s.imageShare = 1; }, r.imagesPerSample);
            sweep([](Scenario& s, std::pair<int, int> v) {
                s.imageWidth = v.first;
                s.imageHeight = v.second;
                s.imageShare = 1;
            }, r.imageSize);
            sweep([](Scenario& s, int v) { s.gpuCount = v; }, counts);
            sweep([](Scenario& s, double v) { s.powerCapW = v; }, caps);
            sweep([](Scenario& s, int v) { s.loraRank = v; s.method = Method::Lora; }, r.loraRank);
            sweep([](Scenario& s, int v) { s.checkpointsKept = v; }, r.checkpointsKept);
            sweep([](Scenario& s, double v) { s.datasetTokens = v; }, r.datasetTokens);
            sweep([](Scenario& s, double v) { s.epochs = v; }, r.epochs);
            sweep([](Scenario& s, int v) { s.feedAmps = v; s.threePhase = v == 32; }, r.feedAmps);

            // Random corners: every control drawn from its range at once, also as a bare GPU
            // count that lets the core pick the chassis.
            for (int i = 0; i < 12; ++i) {
                Scenario s = base;
                s.method = methods[rng() % 3];
                s.optimizer = optimizers[rng() % 2];
                s.offload = offloads[rng() % 2];
                s.sharding = shardings[rng() % 4];
                s.stateBytes = stateBytes[rng() % 2];
                s.gpuCount = pick(counts, rng);
                if (i % 3 == 0)
                    s.server.clear();
                s.sequenceLength = pick(sequences, rng);
                s.microBatch = pick(r.microBatch, rng);
                s.gradientAccumulation = pick(r.accumulation, rng);
                s.gradientCheckpointing = rng() % 2;
                s.fusedCrossEntropy = rng() % 2;
                s.attention = static_cast<AttentionKernel>(rng() % 4); // flash .. sdpa
                s.imageShare = pick(r.imageShare, rng);
                s.imagesPerSample = pick(r.imagesPerSample, rng);
                std::tie(s.imageWidth, s.imageHeight) = pick(r.imageSize, rng);
                s.trainVision = rng() % 2;
                s.loraRank = pick(r.loraRank, rng);
                s.powerCapW = pick(caps, rng);
                s.checkpointsKept = pick(r.checkpointsKept, rng);
                s.datasetTokens = pick(r.datasetTokens, rng);
                s.epochs = pick(r.epochs, rng);
                s.feedAmps = pick(r.feedAmps, rng);
                s.threePhase = rng() % 2;
                check(s, catalog, failures, evaluated);
            }
        }
    }

    INFO(evaluated << " scenarios evaluated");
    std::ostringstream report;
    for (const auto& f : failures)
        report << f << "\n";
    INFO(report.str());
    CHECK(failures.empty());
    // 8 of the catalog's 32 models per shard, each on every catalog build: about 21,600.
    CHECK(evaluated > 10000);
}

} // namespace

TEST_CASE("no NaN, infinity or negative size reaches the result on any slider setting (models 1 of 4)",
          "[grid]") {
    walkModels(0, 4);
}

TEST_CASE("no NaN, infinity or negative size reaches the result on any slider setting (models 2 of 4)",
          "[grid]") {
    walkModels(1, 4);
}

TEST_CASE("no NaN, infinity or negative size reaches the result on any slider setting (models 3 of 4)",
          "[grid]") {
    walkModels(2, 4);
}

TEST_CASE("no NaN, infinity or negative size reaches the result on any slider setting (models 4 of 4)",
          "[grid]") {
    walkModels(3, 4);
}
