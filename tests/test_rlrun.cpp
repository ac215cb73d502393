// Preference and reinforcement fine-tuning (issue 19), the run as a whole: the issue's
// builds sized out, the whole RL step, the longest sequence and the runs-out curve at the peak
// phase, a separate rollout engine's GPUs bought and powered, the engine's weights.
#include "catalog.h"
#include "pricing.h"
#include "recommend.h"
#include "rlfixtures.h"
#include "runsout.h"
#include "scenario.h"
#include "serving/serving.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::parseError;
using headroom::test::phaseNames;
using headroom::test::policyOf;
using headroom::test::run;

TEST_CASE("GRPO of an 8B model on eight H100 with a colocated engine at TRL's defaults fits, "
          "as TRL's published colocation runs do",
          "[rl][grpo][reference]") {
    // Hugging Face blog "No GPU left behind: Unlocking Efficiency with Co-located vLLM in TRL"
    // (huggingface.co/blog/vllm-colocate, 2025-06-03): GRPO of 1.5B and 7B models with vLLM
    // colocated on the training GPUs of one node of eight H100 (and Qwen2.5-Math-72B on
    // eight H100). An 8B model at TRL's defaults must size out the same way: it fits, the
    // engine's 0.3 of an 80 GB card holds its BF16 weights and a cache for the step's
    // completions, and a step takes seconds to minutes, not hours.
    const SizingResult r = run(R"({"model": "llama-3.1-8b", "server": "8x-h100-sxm",
        "method": "grpo"})");
    REQUIRE(r.rl.asked);
    CHECK(r.fits);
    CHECK(r.perGpu.listed == 80);
    CHECK(r.perGpu.capacity == Approx(85.027979264)); // usable: 81,089 MiB of an H100 SXM
    CHECK(r.rl.rollout.engineGbPerGpu == Approx(0.3 * 85.027979264)); // of the usable bytes
    CHECK(r.rl.rollout.weightsGbPerGpu == Approx(16.06).epsilon(0.001));
    CHECK(r.rl.rollout.kvCacheGbPerGpu > 0);
    // 8 × 1 × 8 GPUs = 64 completions, 8 groups: TRL's default generation batch
    // (per_device_train_batch_size × processes × steps_per_generation = gradient accumulation);
    // 8 per replica × 1,024 tokens = 8,192 of the 13,664 tokens of each replica's cache.
    CHECK(r.rl.completionsPerStep == 64);
    CHECK(r.rl.rollout.kvCacheTokens > 8 * 1024);
    CHECK(r.rl.generationWaves == 1);
    // Order of magnitude: between a third and the whole card at the peak, a step of 1 s to
    // 10 min.
    CHECK(r.perGpu.total > 80.0 / 3);
    CHECK(r.perGpu.total < 80);
    CHECK(r.rl.stepS > 1);
    CHECK(r.rl.stepS < 600);
}

TEST_CASE("issue 19 done: DPO and GRPO of Qwen3.8-27B (LoRA) and of an 8B model (full) size out "
          "on the page's servers with a phase breakdown",
          "[rl][issue19]") {
    struct Case {
        const char* json;
        std::vector<std::string> phases;
    };
    const Case cases[] = {
        // LoRA: the reference forward runs on the base with the adapter disabled.
        {R"({"server": "4x-h200-nvl", "method": "dpo", "policy_method": "lora"})",
         {"score", "train"}},
        {R"({"server": "4x-h200-nvl", "method": "grpo", "policy_method": "lora",
            "gradient_accumulation": 2, "rollout_tensor_parallel": 2})",
         {"generate", "score", "train"}},
        {R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "dpo"})",
         {"score", "train"}},
        {R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "grpo",
            "gradient_accumulation": 2})",
         {"generate", "score", "train"}},
    };
    for (const Case& c : cases) {
        INFO(c.json);
        const SizingResult r = run(c.json);
        REQUIRE(r.rl.asked);
        CHECK(phaseNames(r) == c.phases);
        // The verdict is the peak phase's; generating and training take time (scoring only
        // with a reference or reward model to run), the step is their sum.
        double peak = 0, step = 0;
        for (const RlPhase& p : r.rl.phases) {
            peak = std::max(peak, p.perGpuGb);
            step += p.seconds;
            CHECK(p.seconds >= 0);
            if (p.name != "score")
                CHECK(p.seconds > 0);
        }
        CHECK(r.perGpu.total == Approx(peak));
        CHECK(r.rl.stepS == Approx(step));
        CHECK(r.rl.samplesPerHour == Approx(r.rl.promptsPerStep / step * 3600));
        CHECK(r.fits);
    }
}

TEST_CASE("an RL run's step is the whole step: generation, scoring and training", "[rl][grpo]") {
    // micro_batch given: the figures below do not hang on the catalog's default.
    const std::string grpo = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo", "micro_batch": 1, "gradient_accumulation": 8, "reference": "model"})";
    const SizingResult r = run(grpo);
    const SizingResult policy = policyOf(grpo);
    REQUIRE(r.rl.phases.size() == 3);
    // One RL step is one optimizer step (TRL: steps_per_generation = gradient_accumulation):
    // 8 micro-batches trained, and the reference's forward over the same tokens.
    CHECK(r.rl.trainS == Approx(8 * policy.step.stepS));
    CHECK(r.rl.scoreS == Approx(8 * policy.step.computeS / 3));
    // The summary, the quote and recommend read `step`: it is generate + score + train.
    CHECK(r.step.stepS == Approx(r.rl.generateS + r.rl.scoreS + r.rl.trainS));
    CHECK(r.step.stepS == Approx(r.rl.stepS));
    // The training part keeps the policy's own serial/overlapped ratio.
    CHECK(r.step.stepSSerial == Approx(r.rl.generateS + r.rl.scoreS + 8 * policy.step.stepSSerial));
    // The policy's compute and transfers stay the training micro-step's.
    CHECK(r.step.computeS == Approx(policy.step.computeS));
    CHECK(r.step.transferS == Approx(policy.step.transferS));
    // 1 × 8 × 4 GPUs = 32 completions of 1,024 tokens per step, over the whole step.
    CHECK(r.step.tokensPerStep == Approx(32 * 1024));
    CHECK(r.step.tokensPerS == Approx(32 * 1024 / r.step.stepS));
    CHECK(r.serverTotals.tokensPerS == Approx(r.step.tokensPerS));
    // The dataset's hours and energy: as many optimizer steps as the supervised run, each an
    // RL step long.
    CHECK(r.time.steps == policy.time.steps);
    CHECK(r.time.hours == Approx(policy.time.steps * r.step.stepS / 3600));
    const double scale = r.time.hours / policy.time.hours;
    CHECK(r.time.energyKwh == Approx(policy.time.energyKwh * scale));
    CHECK(r.serverTotals.energyPerRunKwh == Approx(policy.serverTotals.energyPerRunKwh * scale));
    // PPO trains two models: its training part is twice the policy's, serial time too.
    const SizingResult ppo = run(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "ppo", "micro_batch": 1, "gradient_accumulation": 8})");
    CHECK(ppo.step.stepSSerial ==
          Approx(ppo.rl.generateS + ppo.rl.scoreS + 2 * 8 * policy.step.stepSSerial));
    // recommend ranks the builds by this step.
    const auto recs = recommend(test::referenceScenario(grpo), catalog(), 3);
    REQUIRE_FALSE(recs.empty());
    for (const Recommendation& rec : recs) {
        CHECK(rec.stepS == Approx(rec.result.rl.stepS));
        CHECK(rec.stepS > rec.result.rl.trainS);
    }
}

TEST_CASE("an RL run's longest sequence is where its peak phase fills the card",
          "[rl][dpo][grpo]") {
    // DPO of a full 8B policy: the frozen reference (4.01 GB per GPU) sits beside the policy's
    // training step at every length, so the longest prompt + completion is shorter than the
    // supervised run's, and exactly where the train phase reaches 141 GB.
    const Scenario dpo = test::referenceScenario(
        R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "dpo", "micro_batch": 4})");
    const SizingResult r = evaluate(dpo, catalog());
    const SizingResult policy =
        evaluate(policyScenario(dpo, resolveBuild(dpo, catalog())), catalog());
    REQUIRE(r.maxSequenceLength > 1024);
    CHECK(r.maxSequenceLength < policy.maxSequenceLength);
    const SizingResult at = evaluate(atSequenceTokens(dpo, r.maxSequenceLength), catalog());
    const SizingResult over = evaluate(atSequenceTokens(dpo, r.maxSequenceLength + 1), catalog());
    CHECK(sequenceTokens(atSequenceTokens(dpo, r.maxSequenceLength)) == r.maxSequenceLength);
    CHECK(at.fits);
    CHECK_FALSE(over.fits);
    // The prompt keeps its half of the tokens.
    CHECK(atSequenceTokens(dpo, 4000).rl->promptLength == 2000);
    CHECK(atSequenceTokens(dpo, 4000).rl->completionLength == 2000);

    // GRPO with a small engine share: memory would allow far longer sequences, but the engine's
    // cache must hold one whole sequence (vLLM refuses a longer max_model_len).
    const SizingResult g = run(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo", "micro_batch": 1, "gradient_accumulation": 8,
        "rollout_memory_fraction": 0.16})");
    const ServingResult& e = g.rl.rollout;
    REQUIRE(e.kvCacheGbPerGpu > 0);
    // 0.16 × 150.110 = 24.018 GB less 16.061 GB of weights, 0.906 GB of profile activation,
    // 0.14 GB outside PyTorch and 0.590 GB of CUDA graphs: 6.321 GB of cache, 48,223 tokens at
    // 131,072 B each, 48,208 in whole blocks of 16.
    CHECK(e.maxContextOneUser == 48208);
    CHECK(g.maxSequenceLength == e.maxContextOneUser);
    CHECK(g.perGpu.headroom > 40); // memory is not what limits it
}

TEST_CASE("the runs-out curve of an RL run moves prompt + completion", "[rl][dpo]") {
    const Scenario dpo = test::referenceScenario(
        R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "dpo", "micro_batch": 4})");
    const RunsOutCurve c = runsOutCurve(dpo, catalog());
    CHECK(c.currentSequence == 1024);
    CHECK(c.longestSequence == evaluate(dpo, catalog()).maxSequenceLength);
    REQUIRE(c.points.size() >= 3);
    for (std::size_t i = 0; i < c.points.size(); ++i) {
        const RunsOutPoint& p = c.points[i];
        INFO(p.sequenceLength);
        CHECK(p.totalGb ==
              Approx(evaluate(atSequenceTokens(dpo, p.sequenceLength), catalog()).perGpu.total));
        CHECK(p.fits == (p.sequenceLength <= c.longestSequence));
        if (i > 0)
            CHECK(p.totalGb > c.points[i - 1].totalGb);
    }
}

TEST_CASE("a separate rollout engine's GPUs are bought, powered and counted", "[rl][grpo]") {
    const std::string separate = R"({"model": "llama-3.1-8b", "server": "8x-h200-nvl",
        "method": "grpo", "micro_batch": 1, "gradient_accumulation": 4, "rollout": "separate",
        "rollout_gpu_count": 2})";
    const SizingResult r = run(separate);
    // Six cards train, two generate; the server holds all eight.
    CHECK(r.rl.trainGpus == 6);
    CHECK(r.gpuCount == 8);
    CHECK(r.serverTotals.gpus == 8);
    CHECK(r.cluster.gpus == 8);
    CHECK(r.serverTotals.cpuCoresNeeded == Approx(8 * catalog().assumptions.cpuCoresPerGpu));
    // The draw of a supervised run on all eight cards of the same server.
    const SizingResult eight =
        run(R"({"model": "llama-3.1-8b", "server": "8x-h200-nvl", "micro_batch": 1})");
    CHECK(r.power.gpus == Approx(8 * r.power.perGpuW));
    CHECK(r.power.total == Approx(eight.power.total));
    CHECK(r.facility.serverPeakW == Approx(eight.facility.serverPeakW));
    CHECK(r.time.energyKwh == Approx(r.power.total * r.time.hours / 1000));
    bool feed = false;
    for (const Warning& w : r.warnings)
        feed = feed || w.code == "feed_exceeded";
    CHECK(feed == !eight.feeds[1].fits);
    // The quote prices eight cards.
    CHECK(test::lineQuantity(priceQuote(test::referenceScenario(separate), r, catalog(), {}),
                             "gpu") == 8);
    // A manual plan describes the training GPUs: 3 × 2 of the six, not the server's eight.
    CHECK(parseError(R"({"server": "8x-h200-nvl", "method": "grpo", "rollout": "separate",
        "rollout_gpu_count": 2, "gradient_accumulation": 4, "plan": {"dp": 3, "tp": 2}})")
              .empty());
    CHECK(parseError(R"({"server": "8x-h200-nvl", "method": "grpo", "rollout": "separate",
        "rollout_gpu_count": 2, "gradient_accumulation": 4, "plan": {"dp": 4, "tp": 2}})") ==
          "/plan");
    const Scenario tp = test::referenceScenario(R"({"model": "llama-3.1-8b",
        "server": "8x-h200-nvl", "method": "grpo", "micro_batch": 1, "gradient_accumulation": 4,
        "rollout": "separate", "rollout_gpu_count": 2, "plan": {"tp": 2}})");
    CHECK(tp.plan.dp == 3); // derived from the six training GPUs
    CHECK(evaluate(tp, catalog()).plan.gpus() == 6);
    // Runs side by side would have to share the engine's GPUs: refused, one line.
    CHECK(parseError(R"({"server": "8x-h200-nvl", "method": "grpo", "rollout": "separate",
        "rollout_gpu_count": 2, "runs_side_by_side": 2})") == "/runs_side_by_side");
}

TEST_CASE("the rollout engine's weights: as TRL loads them, or BF16 / FP8 as the run says",
          "[rl][grpo]") {
    // TRL's colocated engine loads a QLoRA policy's base with vLLM's bitsandbytes 4-bit
    // quantization, a full or LoRA policy in BF16.
    const std::string base = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo", "micro_batch": 1, "gradient_accumulation": 8)";
    const SizingResult full = run(base + "}");
    const SizingResult qlora = run(base + R"(, "policy_method": "qlora"})");
    const SizingResult fp8 = run(base + R"(, "rollout_weights": "fp8"})");
    const SizingResult bf16 =
        run(base + R"(, "policy_method": "qlora", "rollout_weights": "bf16"})");
    CHECK(full.rl.rollout.weightsFormat == "bf16");
    CHECK(qlora.rl.rollout.weightsFormat == "int4");
    CHECK(fp8.rl.rollout.weightsFormat == "fp8");
    CHECK(bf16.rl.rollout.weightsFormat == "bf16");
    // The serving stage's checkpoint bytes: the linear layers at the format's bytes per
    // weight, embeddings, head and norms in BF16.
    const Assumptions& a = catalog().assumptions;
    const ParameterCounts& p = catalog().findModel("llama-3.1-8b")->arch.params;
    CHECK(fp8.rl.rollout.weightsGbPerGpu ==
          Approx((p.textLinear * a.fp8LinearBytes + (p.total - p.textLinear) * 2) / 1e9));
    CHECK(qlora.rl.rollout.weightsGbPerGpu ==
          Approx((p.textLinear * a.int4BytesPerWeight + (p.total - p.textLinear) * 2) / 1e9));
    // Less of the engine's share for weights leaves more for the KV cache.
    CHECK(fp8.rl.rollout.kvCacheGbPerGpu ==
          Approx(full.rl.rollout.kvCacheGbPerGpu + full.rl.rollout.weightsGbPerGpu -
                 fp8.rl.rollout.weightsGbPerGpu));
    // The key survives the round trip and belongs to the generating methods.
    nlohmann::json j;
    writeRlRequest(*test::referenceScenario(base + R"(, "rollout_weights": "fp8"})").rl, j);
    CHECK(j["rollout_weights"] == "fp8");
    CHECK(parseError(R"({"method": "dpo", "rollout_weights": "fp8"})") == "/rollout_weights");
    CHECK(parseError(R"({"method": "grpo", "rollout_weights": "int8"})") == "/rollout_weights");
    // An 8-bit policy with a colocated engine: TRL refuses ("vLLM does not support in-flight
    // 8-bit quantization"); with the engine on GPUs of its own it loads the model itself.
    CHECK(parseError(R"({"method": "grpo", "policy_method": "lora-8bit", "sharding": "zero2"})") ==
          "/policy_method");
    CHECK(parseError(R"({"method": "grpo", "policy_method": "lora-8bit", "sharding": "zero2",
        "rollout": "separate", "rollout_gpu_count": 2})")
              .empty());
}
