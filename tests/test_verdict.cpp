// Issue 14: the training stack sets the low-level keys (explicit keys override it); the result
// names PyTorch's metrics (allocated, reserved peak) and the card's total; the band comes from
// the calibration rows of the regime and decides the three-state verdict.
#include "calibrate.h"
#include "catalog.h"
#include "catalogbands.h"
#include "recommend.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;

namespace {

Scenario scenario(const char* text) {
    auto s = parseScenario(nlohmann::json::parse(text), "inline", catalog());
    if (!s)
        FAIL(s.error().toString());
    return s.value();
}

/// A user catalog overlay in a fresh temp directory holding one file.
struct Overlay {
    std::filesystem::path dir;
    Overlay(const std::string& name, const std::string& file, const std::string& text) {
        dir = std::filesystem::temp_directory_path() / ("headroom-verdict-" + name);
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories((dir / file).parent_path());
        std::ofstream(dir / file) << text;
    }
    ~Overlay() { std::filesystem::remove_all(dir); }
};

} // namespace

TEST_CASE("a training stack sets its low-level keys and an explicit key overrides each",
          "[stack]") {
    const Scenario lit = scenario(R"({"stack": "litgpt", "method": "lora"})");
    CHECK(lit.stack == "litgpt");
    CHECK(lit.stateBytes == StateBytes::Bf16);
    CHECK(lit.fusedCrossEntropy);
    CHECK(lit.fusedLoss == FusedLossKind::LmHeadChunks);
    CHECK(lit.optimizerImpl == OptimizerImpl::Foreach);
    CHECK(lit.untieEmbeddings);
    CHECK(lit.quantizeLmHead);
    CHECK(lit.loraTargets == (LoraQ | LoraV));

    const Scenario over = scenario(
        R"({"stack": "litgpt", "state_bytes": "zero", "lora_targets": "all-linear",
            "fused_cross_entropy": false})");
    CHECK(over.stateBytes == StateBytes::Zero);
    CHECK(over.loraTargets == 0u);
    CHECK_FALSE(over.fusedCrossEntropy);
    CHECK(over.fusedLoss == FusedLossKind::LmHeadChunks); // not overridden: the stack's

    const Scenario tt = scenario(R"({"stack": "torchtune"})");
    CHECK(tt.optimizerImpl == OptimizerImpl::Fused);
    CHECK(tt.fusedLoss == FusedLossKind::Chunked);
    CHECK(tt.fsdpVersion == FsdpVersion::Fsdp2);
    const Scenario hf = scenario(R"({"stack": "hf-trainer"})");
    CHECK(hf.stateBytes == StateBytes::Hf);
    CHECK_FALSE(hf.fusedCrossEntropy);
    CHECK(hf.plainLoss == PlainLoss::Hf);
    CHECK(hf.fsdpVersion == FsdpVersion::Fsdp1);
    CHECK(scenario(R"({"stack": "unsloth"})").activationOffload);
    CHECK(scenario(R"({"stack": "liger"})").fusedLoss == FusedLossKind::FusedLinear);
}

TEST_CASE("every stack the contract names is in the catalog, with its assumption and source",
          "[stack]") {
    for (const char* id : {"hf-trainer", "torchtune", "litgpt", "unsloth", "liger"}) {
        INFO(id);
        const StackSpec* st = catalog().findStack(id);
        REQUIRE(st);
        CHECK_FALSE(st->source.empty());
        bool listed = false;
        for (const Assumption& a : catalog().assumptions.all)
            listed = listed || (a.id == std::string("stack_") + id && !a.source.empty());
        CHECK(listed);
    }
}

TEST_CASE("a stack written back to a scenario file reads back the same", "[stack]") {
    const Scenario s = scenario(
        R"({"stack": "litgpt", "method": "qlora", "optimizer": "paged-adamw-8bit",
            "plain_loss": "hf-legacy", "attention": "eager", "lora_targets": ["q", "k", "down"]})");
    auto back = parseScenario(toJson(s), "roundtrip", catalog());
    REQUIRE(back);
    CHECK(back.value() == s);
    CHECK(s.loraTargets == (LoraQ | LoraK | LoraDown));
}

TEST_CASE("an unknown stack or LoRA target names the scenario file and the key", "[stack]") {
    auto s = parseScenario(nlohmann::json::parse(R"({"stack": "axolotl"})"), "my.json", catalog());
    REQUIRE_FALSE(s);
    CHECK(s.error().file == "my.json");
    CHECK(s.error().key == "/stack");
    auto t = parseScenario(nlohmann::json::parse(R"({"lora_targets": ["q", "qkv"]})"), "my.json",
                           catalog());
    REQUIRE_FALSE(t);
    CHECK(t.error().key == "/lora_targets/1");
}

TEST_CASE("an error naming an unknown id lists the catalog's valid ids", "[stack][messages]") {
    // issue 32: "unknown server id '1x-rtx-4090'" said nothing of the ids there are.
    const struct {
        const char* doc;
        const char* key;
        const char* lists; ///< one of the valid ids the line must name
    } rows[] = {
        {R"({"server": "1x-rtx-4090"})", "/server", "1x-rtx-4090-ws"},
        {R"({"model": "gpt-5"})", "/model", "qwen3.8-27b"},
        {R"({"gpu": "h300", "gpu_count": 1})", "/gpu", "h200-nvl"},
        {R"({"stack": "axolotl"})", "/stack", catalog().stacks.front().id.c_str()},
        {R"({"network": "nic-9000"})", "/network", catalog().nics.front().id.c_str()},
    };
    for (const auto& row : rows) {
        INFO(row.doc);
        auto s = parseScenario(nlohmann::json::parse(row.doc), "my.json", catalog());
        REQUIRE_FALSE(s);
        CHECK(s.error().key == row.key);
        const std::string& message = s.error().message;
        CHECK(message.find("; valid ids: ") != std::string::npos);
        CHECK(message.find(row.lists) != std::string::npos);
    }
}

TEST_CASE("a user stack that sets a key no stack sets is rejected at load, naming file and key",
          "[stack]") {
    Overlay user("badstack", "stacks.json",
                 R"({"stacks": [{"id": "mine", "name": "Mine", "source": "me",
                     "sets": {"state_bytes": "bf16", "sequence_length": 4096}}]})");
    auto c = loadCatalog(HEADROOM_SOURCE_CATALOG, user.dir.string());
    REQUIRE_FALSE(c);
    CHECK(c.error().file == (user.dir / "stacks.json").string());
    CHECK(c.error().key == "/stacks/0/sets/sequence_length");
}

TEST_CASE("a calibration row without a metric is rejected at load, naming file and key",
          "[calibration-data]") {
    Overlay user("badrow", "calibration/mine.json",
                 R"({"source": {"id": "mine", "title": "t", "citation": "c", "setup": "s"},
                     "rows": [{"name": "r", "scenario": {"model": "llama-3.1-8b",
                               "gpu": "h200-nvl"}, "measured": 20, "unit": "GiB"}]})");
    auto c = loadCatalog(HEADROOM_SOURCE_CATALOG, user.dir.string());
    REQUIRE_FALSE(c);
    CHECK(c.error().file == (user.dir / "calibration/mine.json").string());
    CHECK(c.error().key == "/rows/0/metric");
}

TEST_CASE("a calibration row whose scenario is bad names the row's key in its file",
          "[calibration-data]") {
    Overlay user("badscenario", "calibration/mine.json",
                 R"({"source": {"id": "mine", "title": "t", "citation": "c", "setup": "s"},
                     "rows": [{"name": "r", "scenario": {"model": "llama-3.1-8b",
                               "gpu": "h200-nvl", "optimiser": "adamw"}, "measured": 20,
                               "unit": "GiB", "metric": "allocated_peak"}]})");
    auto c = loadCatalog(HEADROOM_SOURCE_CATALOG, user.dir.string());
    REQUIRE_FALSE(c);
    CHECK(c.error().key == "/rows/0/scenario/optimiser");
}

TEST_CASE("allocated peak <= reserved peak < total, and the band brackets the total", "[verdict]") {
    for (const char* text :
         {R"({})", R"({"method": "qlora", "server": "1x-h200-nvl"})",
          R"({"model": "llama-3.1-8b", "method": "lora", "gpu": "rtx-4090", "stack": "litgpt"})"}) {
        INFO(text);
        const SizingResult r = evaluate(scenario(text), catalog());
        const PerGpuMemory& m = r.perGpu;
        CHECK(m.allocatedPeak > 0);
        CHECK(m.allocatedPeak <= m.reservedPeak);
        // total = reserved peak + the CUDA context (catalog), as nvidia-smi shows the card
        CHECK(m.total == Approx(m.reservedPeak + catalog().assumptions.cudaContextGb));
        CHECK(m.band.low <= m.total);
        CHECK(m.band.high >= m.total);
        CHECK(r.bandBasis.rows >= 2);
        CHECK(r.fits == (r.verdict != Verdict::DoesNotFit));
        // The stacked bars still add up to the total.
        CHECK(m.weights + m.gradients + m.optimizer + m.activations + m.logits + m.buffers +
                  m.reserved ==
              Approx(m.total));
    }
}

TEST_CASE("at the longest sequence that fits the verdict is tight; beyond it, does not fit",
          "[verdict]") {
    Scenario s = scenario(R"({"model": "llama-3.1-8b", "method": "lora", "server": "1x-h200-nvl",
                              "stack": "hf-trainer"})");
    const SizingResult base = evaluate(s, catalog());
    REQUIRE(base.maxSequenceLength > 0);
    s.sequenceLength = static_cast<int>(base.maxSequenceLength);
    const SizingResult edge = evaluate(s, catalog());
    CHECK(edge.perGpu.headroom >= 0);
    CHECK(edge.perGpu.band.high > edge.perGpu.capacity); // the band's spread is > 0
    CHECK(edge.verdict == Verdict::Tight);
    CHECK(edge.fits);
    s.sequenceLength = static_cast<int>(base.maxSequenceLength + 64);
    const SizingResult over = evaluate(s, catalog());
    CHECK(over.verdict == Verdict::DoesNotFit);
    CHECK_FALSE(over.fits);
    s.sequenceLength = 512;
    CHECK(evaluate(s, catalog()).verdict == Verdict::Fits);
}

TEST_CASE("the band of a regime is the band rule over its calibration rows", "[verdict]") {
    auto report = calibrate(catalog());
    REQUIRE(report);
    // Every regime's own pool: bandRule() over exactly its rows (tests/test_band.cpp checks the
    // rule by hand), which holds every one of them.
    for (const RegimeSummary& g : report.value().regimes) {
        double lo = 0, hi = 0;
        std::vector<SourcedError> rows;
        for (const CalibrationResult& row : report.value().rows)
            if (row.regime == g.regime) {
                lo = std::min(lo, row.error);
                hi = std::max(hi, row.error);
                rows.push_back({row.source, row.error});
            }
        const auto [ruleLow, ruleHigh] = bandRule(rows);
        bool found = false;
        for (const RegimeBand& b : catalog().bands)
            if (b.level == 0 && poolName(b) == g.regime) {
                found = true;
                CHECK(b.rows == g.rows);
                CHECK(b.errorLow == Approx(ruleLow));
                CHECK(b.errorHigh == Approx(ruleHigh));
                CHECK(b.errorLow <= lo);
                CHECK(b.errorHigh >= hi);
            }
        INFO(g.regime);
        CHECK(found);
    }
}

TEST_CASE("a result's band scales its total by its regime's error range", "[verdict]") {
    const Scenario s = scenario(R"({"model": "llama-2-7b", "method": "lora", "stack": "litgpt",
                                    "gpu": "a100-80gb-sxm", "gpu_count": 1, "sharding": "none",
                                    "sequence_length": 16384})");
    const SizingResult r = evaluate(s, catalog());
    const RegimeBand* band = catalog().bandFor(regimeOf(s, 1));
    REQUIRE(band);
    CHECK(r.bandBasis.regime == "lora/single/none/litgpt");
    // The scenario's 16,384 tokens lie beyond every LoRA row (256 to 8,192 tokens: what the
    // calibration covers is the runs of the scenario's method): the band's ends move out by
    // band_widen_sequence_length, and by nothing else (a llama on one GPU, no offload, no plan,
    // like LoRA rows).
    CHECK(r.bandBasis.outside == 1u << unsigned(BandRespect::SequenceLength));
    // The sequence length's widening scales with the share of the total not counted per
    // parameter (activations and logits grow with the sequence, the states do not).
    const double share = 1 - r.perGpu.states / r.perGpu.total;
    CHECK(share == Approx(0.453).margin(0.001));
    const double widen = catalog().assumptions.bandWidenSequence * share;
    CHECK(r.bandBasis.widening == Approx(widen));
    CHECK(r.bandBasis.errorLow == Approx(band->errorLow - widen));
    CHECK(r.bandBasis.errorHigh == Approx(band->errorHigh + widen));
    const double ctx = catalog().assumptions.cudaContextGb;
    CHECK(r.perGpu.band.low ==
          Approx(ctx + (r.perGpu.total - ctx) / (1 + band->errorHigh + widen)));
    CHECK(r.perGpu.band.high ==
          Approx(ctx + (r.perGpu.total - ctx) / (1 + band->errorLow - widen)));
}

TEST_CASE("paged optimizer states are not in the allocated peak but are on the card", "[verdict]") {
    const char* base = R"({"model": "llama-3.2-3b", "gpu": "h200-nvl", "gpu_count": 1,
                           "sharding": "none", "state_bytes": "bf16", "optimizer": "%s"})";
    char a[512], b[512];
    std::snprintf(a, sizeof a, base, "adamw-8bit");
    std::snprintf(b, sizeof b, base, "paged-adamw-8bit");
    const SizingResult plain = evaluate(scenario(a), catalog());
    const SizingResult paged = evaluate(scenario(b), catalog());
    CHECK(paged.perGpu.optimizer == Approx(plain.perGpu.optimizer));
    CHECK(paged.perGpu.allocatedPeak < plain.perGpu.allocatedPeak - 0.9 * plain.perGpu.optimizer);
    CHECK(paged.perGpu.total > paged.perGpu.reservedPeak + paged.perGpu.optimizer);
}

TEST_CASE("the foreach AdamW step's temporaries set a full fine-tune's peak; fused does not",
          "[verdict]") {
    // Short sequences: the optimizer step, not the activations, is the largest moment.
    const char* text = R"({"model": "llama-3.2-3b", "gpu": "h200-nvl", "gpu_count": 1,
                           "sharding": "none", "state_bytes": "bf16", "sequence_length": 128,
                           "optimizer_impl": "%s"})";
    char f[512], e[512];
    std::snprintf(f, sizeof f, text, "fused");
    std::snprintf(e, sizeof e, text, "foreach");
    const SizingResult fused = evaluate(scenario(f), catalog());
    const SizingResult foreach = evaluate(scenario(e), catalog());
    // _foreach_sqrt over the second moments: one BF16 copy of every trained parameter.
    const double moments = 2 * catalog().findModel("llama-3.2-3b")->arch.params.total / 1e9;
    CHECK(foreach.perGpu.allocatedPeak ==
          Approx(fused.perGpu.weights + fused.perGpu.optimizer + 2 * moments / 2 + moments)
              .epsilon(0.001));
    CHECK(foreach.perGpu.allocatedPeak > fused.perGpu.allocatedPeak);
}

TEST_CASE("result JSON carries the metrics, the band and the verdict", "[verdict]") {
    const nlohmann::json j = toJson(evaluate(scenario("{}"), catalog()));
    for (const char* key :
         {"/per_gpu_gb/allocated_peak", "/per_gpu_gb/reserved_peak", "/per_gpu_gb/total",
          "/per_gpu_gb/band/low", "/per_gpu_gb/band/high", "/verdict"}) {
        INFO(key);
        CHECK(j.contains(nlohmann::json::json_pointer(key)));
    }
    const std::string v = j.at("verdict");
    CHECK((v == "fits" || v == "tight" || v == "does_not_fit"));
}

TEST_CASE("recommend ranks a tight build below one that fits and names each verdict", "[verdict]") {
    const Scenario w = scenario(R"({"model": "llama-3.1-8b", "method": "lora",
                                    "gpu": "rtx-4090", "sequence_length": 4096})");
    const auto list = recommend(w, catalog());
    REQUIRE_FALSE(list.empty());
    bool seenTight = false;
    for (const Recommendation& r : list) {
        if (r.verdict == Verdict::Tight)
            seenTight = true;
        if (r.verdict == Verdict::Fits && r.withinMargin)
            CHECK_FALSE(seenTight);
    }
    const nlohmann::json j = toJson(list);
    for (const auto& e : j.at("recommendations"))
        CHECK(e.contains("verdict"));
}

TEST_CASE("LitGPT keeps an untied copy of a tied embedding: 2 B per weight frozen, 8 B trained",
          "[stack]") {
    // Of the catalog, Llama 3.2 3B ties its LM head to the embedding (128256 × 3072). LitGPT's
    // GPT builds `lm_head` and `transformer.wte` as separate modules, and its converter fills a
    // missing lm_head.weight from the embedding (litgpt/scripts/convert_hf_checkpoint.py
    // copy_weights_hf_llama, commit 26857050): two tensors of V·h on the card.
    const ModelEntry* m = catalog().findModel("llama-3.2-3b");
    REQUIRE(m);
    REQUIRE(m->arch.tiedEmbeddings);
    const double vh = double(m->arch.vocab) * m->arch.hidden;
    auto weights = [](const char* text) { return evaluate(scenario(text), catalog()).perGpu; };

    // LoRA: the frozen copy in BF16.
    const PerGpuMemory lora = weights(
        R"({"model": "llama-3.2-3b", "stack": "litgpt", "method": "lora", "gpu_count": 1})");
    const PerGpuMemory loraTied = weights(R"({"model": "llama-3.2-3b", "stack": "litgpt",
        "method": "lora", "gpu_count": 1, "untie_embeddings": false})");
    CHECK(lora.weights - loraTied.weights == Approx(2 * vh / 1e9));
    CHECK(lora.weights - loraTied.weights == Approx(0.788).epsilon(0.001));

    // QLoRA: BitsandbytesPrecision makes the copy NF4 (no double quantisation: 0.5625 B).
    const PerGpuMemory q = weights(
        R"({"model": "llama-3.2-3b", "stack": "litgpt", "method": "qlora", "gpu_count": 1})");
    const PerGpuMemory qTied = weights(R"({"model": "llama-3.2-3b", "stack": "litgpt",
        "method": "qlora", "gpu_count": 1, "untie_embeddings": false})");
    CHECK(q.weights - qTied.weights == Approx((0.5 + 4.0 / 64) * vh / 1e9));

    // Full fine-tune: the copy trains, BF16 weight, gradient and AdamW moments (2 + 2 + 4 B).
    const PerGpuMemory full = weights(
        R"({"model": "llama-3.2-3b", "stack": "litgpt", "method": "full", "gpu_count": 1})");
    const PerGpuMemory fullTied = weights(R"({"model": "llama-3.2-3b", "stack": "litgpt",
        "method": "full", "gpu_count": 1, "untie_embeddings": false})");
    CHECK(full.states - fullTied.states == Approx(8 * vh / 1e9));

    // An untied model has nothing to copy.
    const PerGpuMemory untied = weights(
        R"({"model": "llama-3.1-8b", "stack": "litgpt", "method": "lora", "gpu_count": 1})");
    const PerGpuMemory untiedOff = weights(R"({"model": "llama-3.1-8b", "stack": "litgpt",
        "method": "lora", "gpu_count": 1, "untie_embeddings": false})");
    CHECK(untied.weights == untiedOff.weights);
}
