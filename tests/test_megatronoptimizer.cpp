// Megatron-LM's precision-aware optimizer (the scenario's `megatron` section; outside check 27
// found a Megatron-SWIFT run with BF16 moments sized 20 % high): Transformer Engine's FusedAdam
// keeps each state in the dtype Megatron's flags give it (megatron/core/optimizer/__init__.py at
// d98e8a64; TransformerEngine@04912bf0 pytorch/optimizers/fused_adam.py), the gradient buffer
// follows --main-grads-dtype, and the step makes fp32 copies of every state kept below fp32.
#include "build/scenariocheck.h"
#include "calibrationdata.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

using namespace headroom;
using namespace headroom::test;

namespace {

/// Llama 3.1 8B, full fine-tune under Megatron's distributed optimizer (sharding zero1) over
/// dp 4 with tp 2 and sequence parallelism; `rest` adds keys (a `megatron` section).
std::string split(const std::string& rest, int microBatch = 1) {
    return R"({"model": "llama-3.1-8b", "server": "8x-h100-sxm", "method": "full",
        "sharding": "zero1", "state_bytes": "zero", "fused_cross_entropy": false,
        "gradient_checkpointing": true, "packing": true, "sequence_length": 2048,
        "micro_batch": )" +
           std::to_string(microBatch) +
           R"(, "plan": {"dp": 4, "tp": 2, "sequence_parallel": true})" + rest + "}";
}

SizingResult run(const std::string& megatron, int microBatch = 1) {
    const std::string section = megatron.empty() ? "" : R"(, "megatron": )" + megatron;
    return evaluate(referenceScenario(split(section, microBatch)), catalog());
}

bool warned(const SizingResult& r, const char* code) {
    return std::any_of(r.warnings.begin(), r.warnings.end(),
                       [code](const Warning& w) { return w.code == code; });
}

constexpr const char* kAware = R"({"use_precision_aware_optimizer": true)";

} // namespace

TEST_CASE("the precision-aware optimizer keeps each of Adam's states in its dtype",
          "[megatron][optimizer]") {
    // Without the section the distributed optimizer keeps fp32 main parameters and moments:
    // 12 B per parameter of the rank's shard. FusedAdam with master_weights keeps the fp32 main
    // parameters of BF16 weights as their int16 remainders (store_param_remainders, default
    // true): 2 + 4 + 4 = 10 B; BF16 moments 2 + 2 + 2; fp16 main parameters and moments 2 + 2 +
    // 2; without remainders 4 + 4 + 4.
    const double plain = run("").perGpu.optimizer;
    REQUIRE(plain > 0);
    const std::string a = kAware;
    CHECK(run(a + "}").perGpu.optimizer == Approx(plain * 10 / 12));
    CHECK(run(a + R"(, "exp_avg_dtype": "bf16", "exp_avg_sq_dtype": "bf16"})").perGpu.optimizer ==
          Approx(plain * 6 / 12));
    CHECK(run(a + R"(, "main_params_dtype": "fp16", "exp_avg_dtype": "fp16",
        "exp_avg_sq_dtype": "fp16"})")
              .perGpu.optimizer == Approx(plain * 6 / 12));
    // fp8: a uint8 Float8Tensor with its uint8 transpose (Float8Quantizer's columnwise default).
    CHECK(run(a + R"(, "exp_avg_dtype": "fp8", "exp_avg_sq_dtype": "fp8"})").perGpu.optimizer ==
          Approx(plain * 6 / 12));
    CHECK(run(a + R"(, "store_param_remainders": false})").perGpu.optimizer == Approx(plain));
}

TEST_CASE("main_grads_dtype bf16 halves Megatron's whole gradient buffer",
          "[megatron][optimizer]") {
    // The fp32 buffer is 4 B per parameter of the tp rank, whole on every data-parallel rank;
    // BF16 is 2, the same bytes as the BF16 weights the rank holds.
    const std::string a = kAware;
    const SizingResult fp32 = run(a + "}");
    const SizingResult bf16 = run(a + R"(, "main_grads_dtype": "bf16"})");
    CHECK(fp32.perGpu.states - bf16.perGpu.states == Approx(fp32.perGpu.weights));
    CHECK(bf16.perGpu.optimizer == Approx(fp32.perGpu.optimizer));
    // With Megatron's optimizer offload (which needs the precision-aware optimizer) the host
    // keeps fp32 states whatever the section says; the GPU keeps the weights and the buffer.
    const auto offloaded = [](const std::string& megatron) {
        return evaluate(
            referenceScenario(split(R"(, "offload": "optimizer", "megatron": )" + megatron)),
            catalog());
    };
    const SizingResult o32 = offloaded(a + "}");
    const SizingResult o16 =
        offloaded(a + R"(, "main_grads_dtype": "bf16", "exp_avg_dtype": "bf16"})");
    CHECK(o32.perGpu.optimizer == 0);
    CHECK(o32.perGpu.states == Approx(3 * o32.perGpu.weights)); // 2 B weights + 4 B buffer
    CHECK(o16.perGpu.states == Approx(2 * o16.perGpu.weights));
    CHECK(o16.host.offloadRequired == Approx(o32.host.offloadRequired));
}

TEST_CASE("FusedAdam's step copies the states kept below fp32 to fp32", "[megatron][optimizer]") {
    // Short sequences, one per micro-batch. BF16 moments keep 4 B less per parameter of the
    // shard than fp32 ones, but the step adds an fp32 copy of each, 8 B: the step sets the
    // peak, higher than the fp32 moments' peak (the backward's), as Megatron-LM issue #1477
    // measured (56.0 GiB with fp16 moments against 49.0 GiB with fp32 ones).
    const std::string a = kAware;
    const SizingResult fp32 = run(a + "}");
    const SizingResult bf16 = run(a + R"(, "exp_avg_dtype": "bf16", "exp_avg_sq_dtype": "bf16"})");
    const double shardParams = run("").perGpu.optimizer / 12; // GB per byte of state
    CHECK(bf16.perGpu.activations == 0); // the step's peak: the activations are gone
    CHECK(bf16.perGpu.buffers == Approx(8 * shardParams));
    CHECK(bf16.perGpu.allocatedPeak == Approx(bf16.perGpu.weights + bf16.perGpu.gradients +
                                              bf16.perGpu.optimizer + 8 * shardParams));
    CHECK(fp32.perGpu.activations > 0); // no copies: the backward's peak
    CHECK(bf16.perGpu.allocatedPeak > fp32.perGpu.allocatedPeak);
    CHECK(bf16.perGpu.allocatedPeak - fp32.perGpu.allocatedPeak < 4 * shardParams);
    // fp16 main parameters are copied too (the remainders are used as they are).
    const SizingResult fp16 = run(a + R"(, "main_params_dtype": "fp16", "exp_avg_dtype": "fp16",
        "exp_avg_sq_dtype": "fp16"})");
    CHECK(fp16.perGpu.buffers == Approx(12 * shardParams));
}

TEST_CASE("a precision-aware checkpoint keeps fp32 moments and the int16 remainders",
          "[megatron][optimizer][storage]") {
    // The distributed optimizer saves what FusedAdam.get_unscaled_state returns: fp32 moments
    // whatever their dtype on the GPU, the main parameters' int16 remainders as they are
    // (distrib_optimizer.py at d98e8a64: `init_shard(torch.int16)`): 2 B per trainable
    // parameter fewer than the 4 B fp32 main parameters of the plain run.
    const std::string a = kAware;
    const SizingResult plain = run("");
    const SizingResult aware = run(a + R"(, "exp_avg_dtype": "bf16", "exp_avg_sq_dtype": "bf16"})");
    CHECK(plain.storage.checkpoint - aware.storage.checkpoint == Approx(2 * plain.trainable / 1e9));
    CHECK(run(a + "}").storage == aware.storage);
    // fp16 main parameters and an offloaded optimizer (fp32 copies on the host) save 4 B.
    CHECK(run(a + R"(, "main_params_dtype": "fp16", "exp_avg_dtype": "fp16"})").storage ==
          plain.storage);
    const SizingResult offloaded = evaluate(
        referenceScenario(split(R"(, "offload": "optimizer", "megatron": )" + a + "}")), catalog());
    CHECK(offloaded.storage == plain.storage);
}

TEST_CASE("a mixture of experts steps its dense and expert states one after the other",
          "[megatron][optimizer][moe]") {
    // Megatron-LM's ChainedOptimizer (optimizer/__init__.py at d98e8a64) steps the dense and the
    // expert parameters with one FusedAdam each: the step's copies are the larger group's, not
    // the sum of both. Qwen3-30B-A3B over tp 2 and ep 4 on 8 GPUs.
    const std::string text = R"({"model": "qwen3-30b-a3b", "server": "8x-h100-sxm",
        "method": "full", "sharding": "zero1", "state_bytes": "zero",
        "fused_cross_entropy": false, "sequence_length": 1024, "micro_batch": 1,
        "plan": {"dp": 4, "tp": 2, "ep": 4, "sequence_parallel": true},
        "megatron": {"use_precision_aware_optimizer": true, "exp_avg_dtype": "bf16",
                     "exp_avg_sq_dtype": "bf16"}})";
    const SizingResult r = evaluate(referenceScenario(text), catalog());
    // 6 B of state and 8 B of copies per parameter of each group's shard: the sum of both
    // groups' copies would be 8/6 of the optimizer states.
    REQUIRE(r.perGpu.activations == 0);
    CHECK(r.perGpu.buffers > 0);
    CHECK(r.perGpu.buffers < r.perGpu.optimizer * 8 / 6 * 0.99);
}

TEST_CASE("a megatron section the run does not use is kept and said to be unsized",
          "[megatron][optimizer]") {
    // Megatron's DDP without the distributed optimizer (sharding none) refuses the
    // precision-aware optimizer (optimizer/__init__.py at d98e8a64): not sized, a warning.
    const std::string section =
        R"(, "megatron": {"use_precision_aware_optimizer": true, "exp_avg_dtype": "bf16"})";
    auto ddp = [](const std::string& rest) {
        std::string text = split(rest);
        text.replace(text.find(R"("zero1")"), 7, R"("none")");
        return evaluate(referenceScenario(text), catalog());
    };
    const SizingResult with = ddp(section);
    CHECK(warned(with, "megatron_settings_unused"));
    CHECK(with.perGpu.total == Approx(ddp("").perGpu.total));
    CHECK_FALSE(
        warned(run(R"({"use_precision_aware_optimizer": true})"), "megatron_settings_unused"));
    // A DeepSpeed file's settings on a run DeepSpeed does not hold (FSDP2) alike.
    const SizingResult fsdp = evaluate(
        referenceScenario(R"({"sharding": "full", "deepspeed": {"reduce_bucket_size": 2e8}})"),
        catalog());
    CHECK(warned(fsdp, "deepspeed_settings_unused"));
    CHECK_FALSE(warned(evaluate(referenceScenario(R"({"sharding": "zero2",
        "deepspeed": {"reduce_bucket_size": 2e8}})"),
                                catalog()),
                       "deepspeed_settings_unused"));
}

TEST_CASE("the band is widened for the precision-aware optimizer, which no calibration run used",
          "[band][megatron]") {
    const SizingResult plain = run("");
    const SizingResult aware = run(std::string(kAware) + "}");
    const unsigned respect = 1u << static_cast<unsigned>(BandRespect::PrecisionAwareOptimizer);
    CHECK((plain.bandBasis.outside & respect) == 0);
    CHECK(aware.bandBasis.outside == (plain.bandBasis.outside | respect));
    CHECK(aware.bandBasis.widening - plain.bandBasis.widening ==
          Approx(catalog().assumptions.bandWidenPrecisionAwareOptimizer));
    CHECK(catalog().assumptions.bandWidenPrecisionAwareOptimizer == Approx(0.10));
    CHECK(toJson(aware).at("band_basis").at("outside").dump().find("precision_aware_optimizer") !=
          std::string::npos);
    // A megatron section the run does not use widens nothing (Megatron's DDP without zero1).
    const SizingResult unused = evaluate(
        referenceScenario(R"({"model": "llama-3.1-8b", "server": "8x-h100-sxm", "method": "full",
        "sharding": "none", "state_bytes": "zero", "plan": {"dp": 4, "tp": 2},
        "megatron": )" + std::string(kAware) +
                          "}}"),
        catalog());
    CHECK((unused.bandBasis.outside & respect) == 0);
}

TEST_CASE("Megatron's optimizer offload without --use-precision-aware-optimizer is sized with "
          "it and says the launch needs it",
          "[memory][megatron]") {
    // megatron/training/arguments.py at d98e8a64 asserts use_precision_aware_optimizer beside
    // optimizer_cpu_offload: the run as the file gives it cannot start without the flag.
    const SizingResult bare =
        evaluate(referenceScenario(split(R"(, "offload": "optimizer")")), catalog());
    CHECK(warned(bare, "megatron_offload_flag"));
    const SizingResult flagged =
        evaluate(referenceScenario(split(R"(, "offload": "optimizer", "megatron": )" +
                                         std::string(kAware) + "}")),
                 catalog());
    CHECK_FALSE(warned(flagged, "megatron_offload_flag"));
    // fp32 states and no step copies either way: the same figures and the same band (the
    // precision-aware respect widens only where the states are on the GPU).
    CHECK(bare.perGpu == flagged.perGpu);
    CHECK(bare.bandBasis == flagged.bandBasis);
    CHECK(bare.host.offloadRequired == Approx(flagged.host.offloadRequired));
    // Not on a run without the offload, nor on an offloaded run Megatron does not hold (FSDP),
    // nor where the flag would not be sized (Megatron's DDP: sharding none).
    CHECK_FALSE(warned(run(""), "megatron_offload_flag"));
    CHECK_FALSE(warned(evaluate(referenceScenario(R"({"model": "llama-3.1-8b",
        "server": "8x-h100-sxm", "method": "full", "sharding": "none", "state_bytes": "zero",
        "offload": "optimizer", "plan": {"dp": 4, "tp": 2}})"),
                                catalog()),
                       "megatron_offload_flag"));
    CHECK_FALSE(warned(evaluate(referenceScenario(R"({"sharding": "full",
        "offload": "optimizer"})"),
                                catalog()),
                       "megatron_offload_flag"));
}

TEST_CASE("the megatron section round-trips and refuses what Megatron-LM refuses",
          "[megatron][optimizer][scenario]") {
    const Scenario s = referenceScenario(split(R"(, "megatron": {
        "use_precision_aware_optimizer": true, "main_grads_dtype": "bf16",
        "main_params_dtype": "fp16", "exp_avg_dtype": "fp8", "exp_avg_sq_dtype": "bf16",
        "store_param_remainders": false})"));
    CHECK(s.megatron.precisionAwareOptimizer);
    CHECK(s.megatron.mainGrads == OptimizerDtype::Bf16);
    CHECK(s.megatron.mainParams == OptimizerDtype::Fp16);
    CHECK(s.megatron.expAvg == OptimizerDtype::Fp8);
    CHECK(s.megatron.expAvgSq == OptimizerDtype::Bf16);
    CHECK_FALSE(s.megatron.storeParamRemainders);
    const nlohmann::json j = toJson(s);
    CHECK(j.at("megatron").size() == 6);
    auto back = parseScenario(j, "back.json", catalog());
    REQUIRE(back.ok());
    CHECK(back.value().megatron == s.megatron);
    // Only what the run sets is written; nothing without the section.
    CHECK_FALSE(toJson(referenceScenario(split(""))).contains("megatron"));
    const std::string aware = R"(, "megatron": {"use_precision_aware_optimizer": true})";
    CHECK(toJson(referenceScenario(split(aware))).at("megatron") ==
          nlohmann::json{{"use_precision_aware_optimizer", true}});

    const auto refusal = [](const std::string& section) {
        auto doc = nlohmann::json::parse(split(R"(, "megatron": )" + section));
        auto r = parseScenario(doc, "m.json", catalog());
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().file == "m.json");
        return r.error().key;
    };
    CHECK(refusal(R"({"exp_avg_dtype": "bf16"})") == "/megatron/exp_avg_dtype");
    CHECK(refusal(R"({"use_precision_aware_optimizer": true, "main_grads_dtype": "fp16"})") ==
          "/megatron/main_grads_dtype");
    CHECK(refusal(R"({"use_precision_aware_optimizer": true, "main_params_dtype": "bf16"})") ==
          "/megatron/main_params_dtype");
    CHECK(refusal(R"({"use_precision_aware_optimizer": true, "exp_avg_sq_dtype": "int8"})") ==
          "/megatron/exp_avg_sq_dtype");
    CHECK(refusal(R"({"precision_aware": true})") == "/megatron/precision_aware");
    CHECK(refusal(R"(true)") == "/megatron");
    // Megatron steps Adam (Transformer Engine's or Apex's): no bitsandbytes or torchao
    // optimizer, with the section or without it, offloaded or not.
    for (const char* rest :
         {R"(, "optimizer": "adamw-8bit", "megatron": {"use_precision_aware_optimizer": true})",
          R"(, "optimizer": "paged-adamw")",
          R"(, "optimizer": "adamw-4bit", "offload": "optimizer")"}) {
        auto r = parseScenario(nlohmann::json::parse(split(rest)), "m.json", catalog());
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().key == "/optimizer");
    }
    // The same optimizers are the Hugging Face Trainer's to run on the model whole.
    nlohmann::json whole = nlohmann::json::parse(split(R"(, "optimizer": "adamw-8bit")"));
    whole.erase("plan");
    CHECK(parseScenario(whole, "w.json", catalog()).ok());
}
