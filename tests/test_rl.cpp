// Preference and reinforcement fine-tuning (issue 19): DPO, ORPO/SimPO, GRPO and PPO over full
// and LoRA policies, their reference, critic and reward models and the rollout engine, phase by
// phase. Figures from the models' config shapes and TRL's trainers (huggingface/trl f2cd5771).
#include "catalog.h"
#include "pricing.h"
#include "recommend.h"
#include "rlfixtures.h"
#include "runsout.h"
#include "scenario.h"
#include "scenariojson.h"
#include "serving/serving.h"
#include "sizing.h"
#include "support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::parseError;
using headroom::test::phaseNames;
using headroom::test::policyOf;
using headroom::test::run;

namespace {

const char* const kDpo8b =
    R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "dpo", "policy_method": "full"})";

} // namespace

TEST_CASE("DPO of an 8B model (full): a frozen reference copy sharded like the policy",
          "[rl][dpo]") {
    const Scenario s = test::referenceScenario(kDpo8b);
    REQUIRE(s.rl);
    CHECK(s.method == Method::Full);
    // Chosen and rejected sequences of 512 + 512 tokens (TRL DPOConfig.max_length 1,024) in
    // one batch (concatenated_forward): twice the micro-batch.
    const Scenario p = policyScenario(s, resolveBuild(s, catalog()));
    CHECK(p.sequenceLength == 1024);
    CHECK(p.microBatch == 2 * s.microBatch);
    CHECK_FALSE(p.rl);
    const SizingResult r = evaluate(s, catalog());
    const SizingResult policy = evaluate(p, catalog());
    // Llama-3.1-8B: 8.030 B parameters in BF16 = 16.06 GB, FSDP-sharded over 4 GPUs.
    CHECK(r.rl.referenceGbPerGpu == Approx(16.06 / 4).epsilon(0.001));
    CHECK(phaseNames(r) == std::vector<std::string>{"score", "train"});
    CHECK(r.rl.peakPhase == "train");
    CHECK(r.perGpu.total == Approx(policy.perGpu.total + 16.06 / 4).epsilon(0.001));
    // "RL models" on every face (per_gpu_gb.rl_models): the training phase's total beyond the
    // policy's own training step is the frozen reference alone, 16.06 / 4 GB.
    CHECK(r.rl.modelsGbPerGpu == Approx(16.06 / 4).epsilon(0.001));
    // Against what one process can use of the H200 NVL: 143,156 MiB = 150.11 GB.
    CHECK(r.perGpu.headroom == Approx(150.109945856 - r.perGpu.total));
    // The reference forward: a third of the policy's training FLOPs over the same tokens.
    CHECK(r.rl.scoreS == Approx(policy.step.computeS / 3));
    CHECK(r.rl.stepS == Approx(policy.step.stepS + policy.step.computeS / 3));
    CHECK(r.fits);
    // Precomputed log-probabilities: no reference on the GPUs, no scoring phase.
    const SizingResult pre = run(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "dpo", "reference": "precomputed"})");
    CHECK(pre.rl.referenceGbPerGpu == 0);
    CHECK(phaseNames(pre) == std::vector<std::string>{"train"});
    CHECK(pre.perGpu.total == Approx(policy.perGpu.total));
}

TEST_CASE("DPO of Qwen3.8-27B with LoRA on one RTX PRO 6000: the reference is the base with the "
          "adapter disabled, no second copy",
          "[rl][dpo]") {
    const std::string lora =
        R"({"server": "1x-rtx-pro-6000-se", "method": "dpo", "policy_method": "lora"})";
    const SizingResult r = run(lora);
    const SizingResult policy = policyOf(lora);
    CHECK(r.rl.policyMethod == "lora");
    CHECK(r.rl.referenceGbPerGpu == 0);
    // The reference forward still runs (adapter disabled): a scoring phase, no extra weights.
    CHECK(phaseNames(r) == std::vector<std::string>{"score", "train"});
    CHECK(r.rl.scoreS > 0);
    CHECK(r.perGpu.total == Approx(policy.perGpu.total));
    CHECK(r.fits);
    // The same run with a full policy would carry the 55.6 GB BF16 copy on the one card.
    const SizingResult full =
        run(R"({"server": "4x-h200-nvl", "method": "dpo", "policy_method": "full"})");
    CHECK(full.rl.referenceGbPerGpu == Approx(55.6 / 4).epsilon(0.003));
}

TEST_CASE("ORPO and SimPO are reference-free", "[rl][dpo]") {
    for (const char* method : {"orpo", "simpo"}) {
        INFO(method);
        const SizingResult r = run(std::string(R"({"model": "llama-3.1-8b", "server":
            "4x-h200-nvl", "method": ")") +
                                   method + "\"}");
        CHECK(r.rl.reference == "none");
        CHECK(r.rl.referenceGbPerGpu == 0);
        CHECK(phaseNames(r) == std::vector<std::string>{"train"});
        CHECK(parseError(std::string(R"({"method": ")") + method + R"(", "reference": "model"})") ==
              "/reference");
    }
}

TEST_CASE("GRPO of an 8B model (full): the colocated engine is the serving stage on its share",
          "[rl][grpo]") {
    // TRL GRPOConfig defaults: vllm_mode colocate, vllm_gpu_memory_utilization 0.3,
    // num_generations 8, max_completion_length 512, beta 0 (no reference).
    const std::string grpo = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo", "gradient_accumulation": 8})";
    const SizingResult r = run(grpo);
    const SizingResult policy = policyOf(grpo);
    CHECK(phaseNames(r) == std::vector<std::string>{"generate", "score", "train"});
    CHECK(r.rl.reference == "none");
    // Micro-batch 8 (TRL's per_device_train_batch_size) × 8 × 4 GPUs = 256 completions of
    // 512 + 512 tokens, 32 prompts of 8.
    CHECK(test::referenceScenario(grpo).microBatch == 8);
    CHECK(r.rl.completionsPerStep == 256);
    CHECK(r.rl.promptsPerStep == 32);
    const ServingResult& e = r.rl.rollout;
    // The engine's share: 0.3 × 150.110 GB usable (vLLM takes gpu_memory_utilization of the
    // total PyTorch reports) = 45.033 GB; 16.061 GB of weights, vLLM's profile activation
    // 0.90597 GB (the forward pass over 8,192 tokens, above the sampler's logits for 1,024 rows:
    // test_serving.cpp), 0.14 GB outside PyTorch and 0.5904 GB of CUDA graphs (102 graphs at
    // max_num_seqs 1,024, 32 layers: test_serving.cpp): 27.336 GB of cache at 131,072 B per
    // token; vLLM reports max_concurrency × max_model_len: 208,557 tokens.
    const double share = 0.3 * 150.109945856;
    CHECK(e.engineGbPerGpu == Approx(share));
    CHECK(e.kvBytesPerToken == 131072);
    CHECK(e.kvCacheGbPerGpu ==
          Approx(share - 16.0605 - 0.90597 - 0.14 - 0.56 * 102 * 32 / (86.0 * 36)).epsilon(0.0001));
    CHECK(e.kvCacheTokens == 208557);
    CHECK(e.replicas == 4);
    // Every completion fits the cache at once: 64 per replica × 1,024 tokens = 65,536 of the
    // 208,557 tokens each replica caches; one wave of 512 decode steps after the prefill.
    CHECK(r.rl.generationWaves == 1);
    CHECK(r.rl.generateS == Approx(e.timeToFirstTokenS + 512 * e.decodeStepS).epsilon(1e-9));
    // Memory per phase: the engine stays resident through training without sleep mode.
    const RlPhase& train = r.rl.phases.back();
    CHECK(train.perGpuGb == Approx(policy.perGpu.total + share));
    CHECK(r.perGpu.total ==
          Approx(std::max({r.rl.phases[0].perGpuGb, r.rl.phases[1].perGpuGb, train.perGpuGb})));
    // Sleep mode frees the engine while the policy trains; generation keeps it.
    const SizingResult sleeping = run(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo", "gradient_accumulation": 8, "rollout_sleep_mode": true})");
    CHECK(sleeping.rl.phases.back().perGpuGb == Approx(train.perGpuGb - share));
    CHECK(sleeping.rl.phases.front().perGpuGb == Approx(r.rl.phases.front().perGpuGb));
    // TRL sleeps the engine at level 2: weights and cache are discarded, not parked in host
    // memory; the next weight sync brings the weights back. The host holds the four rollout
    // worker processes (one per GPU the engine runs on) at 11.2 GB each (catalog
    // rl_worker_host_gb, verl#224), asleep or not: 44.8 GB; no offload here.
    CHECK(r.host.offloadRequired == 0);
    CHECK(r.rl.hostRequiredGb == Approx(4 * 11.2));
    CHECK(sleeping.rl.hostRequiredGb == Approx(4 * 11.2));
    // The 2x rule over four 141 GB cards (1,128 GB) still covers 44.8 + 64 GB of OS floor.
    CHECK(r.host.recommended == Approx(2 * 4 * 141.0));
    // The weight sync before generation gathers one FSDP unit at a time; the largest is the
    // root with the embedding and the untied LM head: 2 × 128,256 × 4,096 parameters in BF16
    // = 2.101 GB, less the GPU's own quarter (a decoder layer is 0.44 GB).
    CHECK(r.rl.syncBufferGbPerGpu == Approx(2 * 128256.0 * 4096 * 2 / 1e9 * 3 / 4).epsilon(0.001));
    const PerGpuMemory& pm = policy.perGpu;
    CHECK(r.rl.phases.front().perGpuGb == Approx(pm.total - pm.reservedPeak + pm.weights +
                                                 pm.optimizer + share + r.rl.syncBufferGbPerGpu));
    // Unsharded weights need no gather.
    CHECK(run(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "grpo",
        "policy_method": "lora", "sharding": "none"})")
              .rl.syncBufferGbPerGpu == 0);
    // A KL term loads the reference (beta > 0): a frozen copy for the full policy.
    const SizingResult kl = run(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo", "gradient_accumulation": 8, "reference": "model"})");
    CHECK(kl.rl.referenceGbPerGpu == Approx(16.06 / 4).epsilon(0.001));
    CHECK(kl.rl.scoreS > r.rl.scoreS);
}

TEST_CASE("GRPO of Qwen3.8-27B with LoRA: the engine caches 16 of 64 layers per token",
          "[rl][grpo]") {
    // The engine needs its own BF16 copy of the 55.6 GB model: 0.3 of an H200 NVL (45.0 GB of
    // the 150.1 GB usable)
    // does not hold it on one card; two cards per engine replica do.
    const SizingResult one = run(R"({"server": "4x-h200-nvl", "method": "grpo",
        "policy_method": "lora", "gradient_accumulation": 2})");
    bool noRoom = false;
    for (const Warning& w : one.warnings)
        noRoom = noRoom || w.code == "rl_engine_no_room";
    CHECK(noRoom);
    CHECK(one.rl.rollout.kvCacheGbPerGpu == 0);
    const SizingResult two = run(R"({"server": "4x-h200-nvl", "method": "grpo",
        "policy_method": "lora", "gradient_accumulation": 2, "rollout_tensor_parallel": 2})");
    const ServingResult& e = two.rl.rollout;
    CHECK(e.tensorParallel == 2);
    CHECK(e.replicas == 2);
    CHECK(e.kvCacheGbPerGpu > 0);
    // 16 full-attention layers × 2 × 4 KV heads × 256 × 2 B (the serving stage's figure).
    CHECK(e.kvBytesPerToken == 65536);
    CHECK(two.rl.referenceGbPerGpu == 0); // LoRA: adapter disabled
    CHECK(two.rl.peakPhase == "train");
}

TEST_CASE("PPO trains a critic of the policy's size beside it", "[rl][ppo]") {
    const std::string ppo = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "ppo", "gradient_accumulation": 8, "rollout_sleep_mode": true})";
    const SizingResult r = run(ppo);
    const SizingResult policy = policyOf(ppo);
    CHECK(r.rl.reference == "model");
    CHECK(r.rl.criticGbPerGpu == Approx(policy.perGpu.states));
    CHECK(r.rl.phases.back().perGpuGb ==
          Approx(policy.perGpu.total + 16.06 / 4 + policy.perGpu.states).epsilon(0.001));
    // Two models train, each over the step's 8 accumulated micro-batches: 2 × 8 of the
    // policy's micro-batch steps.
    CHECK(r.rl.trainS == Approx(2 * 8 * policy.step.stepS));
    CHECK(r.rl.criticTrainS == Approx(8 * policy.step.stepS));
    // A smaller critic trains in its own time, and the reward model scores in its own: FLOPs per
    // token scale with the parameters (Llama 3.2 3B: 3.21 B, Qwen2.5 7B: 7.62 B of 8.03 B).
    const SizingResult small = run(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "ppo", "gradient_accumulation": 8, "rollout_sleep_mode": true,
        "critic_model": "llama-3.2-3b", "reward_model": "qwen2.5-7b"})");
    CHECK(small.rl.criticTrainS == Approx(8 * policy.step.stepS * 3.21 / 8.03).epsilon(0.005));
    CHECK(small.rl.trainS == Approx(8 * policy.step.stepS + small.rl.criticTrainS));
    // The reference, the reward model and the critic's values: 1 + 7.62/8.03 + 3.21/8.03
    // forwards of the policy's, each a third of its micro-step's compute, 8 micro-batches.
    CHECK(small.rl.scoreS ==
          Approx(8 * policy.step.computeS / 3 * (1 + 7.62 / 8.03 + 3.21 / 8.03)).epsilon(0.005));
}

TEST_CASE("a separate rollout engine takes its GPUs from training", "[rl][grpo]") {
    const std::string separate = R"({"model": "llama-3.1-8b", "server": "8x-h200-nvl",
        "method": "grpo", "gradient_accumulation": 4, "rollout": "separate",
        "rollout_gpu_count": 2})";
    const Scenario s = test::referenceScenario(separate);
    CHECK(policyScenario(s, resolveBuild(s, catalog())).gpuCount == 6);
    const SizingResult r = evaluate(s, catalog());
    CHECK(r.rl.trainGpus == 6);
    CHECK(r.rl.rolloutGpus == 2);
    CHECK(r.rl.engineGbPerGpu == 0); // nothing of the engine on the training GPUs
    CHECK(r.rl.rollout.replicas == 2);
    // vLLM's own default share on GPUs of its own, of the 150.110 GB usable.
    CHECK(r.rl.rollout.engineGbPerGpu == Approx(0.9 * 150.109945856));
}

TEST_CASE("the rollout workers' host memory: one process per engine GPU, none without an engine",
          "[rl][grpo]") {
    // A separate engine on 2 of 8 H200 NVL: two rollout worker processes, 2 × 11.2 GB.
    const SizingResult separate = run(R"({"model": "llama-3.1-8b", "server": "8x-h200-nvl",
        "method": "grpo", "gradient_accumulation": 4, "rollout": "separate",
        "rollout_gpu_count": 2})");
    CHECK(separate.rl.hostRequiredGb == Approx(2 * 11.2));
    // DPO runs no engine: the host needs only the policy's offload (none here).
    CHECK(run(kDpo8b).rl.hostRequiredGb == 0);
    // Where the workers need more than the 2x rule gives, the recommendation follows them
    // with the OS floor and the server warns of its installed memory. With 300 GB per worker
    // (a catalog override) four colocated workers need 1,200 GB + 64 GB > 1,128 GB.
    Catalog cat = catalog();
    cat.assumptions.rlWorkerHostGb = 300;
    const SizingResult big = evaluate(test::referenceScenario(R"({"model": "llama-3.1-8b",
        "server": "4x-h200-nvl", "method": "grpo", "gradient_accumulation": 8})"),
                                      cat);
    CHECK(big.rl.hostRequiredGb == Approx(1200));
    CHECK(big.host.recommended == Approx(1200 + 64));
    // The server has 1,152 GB (vendor reference page): short of 1,264 GB, one warning.
    CHECK(big.host.installed == 1152);
    CHECK(std::count_if(big.warnings.begin(), big.warnings.end(),
                        [](const Warning& w) { return w.code == "host_memory"; }) == 1);
    // The catalog's own figure stays within the 2x rule on that server: no warning.
    CHECK(std::none_of(separate.warnings.begin(), separate.warnings.end(),
                       [](const Warning& w) { return w.code == "host_memory"; }));
}

TEST_CASE("RL keys are checked one line each, and survive the file's round trip",
          "[rl][badinput]") {
    CHECK(parseError(R"({"method": "dpo", "group_size": 4})") == "/group_size");
    CHECK(parseError(R"({"method": "full", "policy_method": "lora"})") == "/policy_method");
    CHECK(parseError(R"({"method": "dpo", "critic_model": "llama-3.2-3b"})") == "/critic_model");
    CHECK(parseError(R"({"method": "grpo", "gradient_accumulation": 8, "rollout": "separate"})") ==
          "/rollout_gpu_count");
    CHECK(parseError(R"({"method": "grpo", "rollout": "separate", "rollout_gpu_count": 4})") ==
          "/rollout_gpu_count");
    // 1 × 1 × 4 completions do not split into groups of 8 (TRL's divisibility rule); the
    // default micro-batch's 8 × 1 × 4 = 32 do, but not into groups of 64.
    CHECK(parseError(R"({"method": "grpo", "micro_batch": 1})") == "/group_size");
    CHECK(parseError(R"({"method": "grpo"})").empty());
    CHECK(parseError(R"({"method": "grpo", "group_size": 64})") == "/group_size");
    CHECK(parseError(R"({"method": "ppo", "gradient_accumulation": 8, "reward_model": "nope"})") ==
          "/reward_model");
    CHECK(parseError(R"({"method": "grpo", "gradient_accumulation": 8,
                         "rollout_tensor_parallel": 3})") == "/rollout_tensor_parallel");
    CHECK(parseError(R"({"method": "rlhf"})") == "/method");
    const Scenario s = test::referenceScenario(R"({"model": "llama-3.1-8b", "server":
        "4x-h200-nvl", "method": "ppo", "policy_method": "lora", "gradient_accumulation": 8,
        "group_size": 4, "completion_length": 1024, "rollout_memory_fraction": 0.4,
        "rollout_sleep_mode": true, "critic_model": "llama-3.2-3b"})");
    auto again = parseScenario(toJson(s), "s.json", catalog());
    REQUIRE(again);
    CHECK(again.value().rl == s.rl);
    CHECK(again.value().method == Method::Lora);
}

TEST_CASE("evaluate --json names the phases, the peak, the reference and the engine", "[rl]") {
    const nlohmann::json j = toJson(run(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo", "gradient_accumulation": 8, "reference": "model"})"));
    REQUIRE(j.contains("phases"));
    CHECK(j.at("phases").size() == 3);
    CHECK(j.at("phases").at(0).at("name") == "generate");
    CHECK(j.at("phases").at(0).contains("per_gpu_gb_total"));
    CHECK(j.at("peak_phase").is_string());
    CHECK(j.at("per_gpu_gb").at("reference").get<double>() == Approx(16.06 / 4).epsilon(0.001));
    // The RL models beside the policy's parts: what the total holds beyond them, as one figure.
    const nlohmann::json& g = j.at("per_gpu_gb");
    double policyParts = 0;
    for (const char* part :
         {"weights", "gradients", "optimizer", "activations", "logits", "buffers", "reserved"})
        policyParts += g.at(part).get<double>();
    CHECK(g.at("rl_models").get<double>() ==
          Approx(g.at("total").get<double>() - policyParts).epsilon(1e-9));
    CHECK(g.at("rl_models").get<double>() > g.at("reference").get<double>()); // + the engine
    CHECK(j.at("rollout").at("kv_bytes_per_token") == 131072);
    CHECK(j.at("rollout").at("kv_cache_tokens").get<double>() > 0);
    CHECK(j.at("rl").at("samples_per_hour").get<double>() > 0);
    // A supervised run has none of them.
    const nlohmann::json sft = toJson(run(R"({"model": "llama-3.1-8b"})"));
    CHECK_FALSE(sft.contains("phases"));
    CHECK_FALSE(sft.at("per_gpu_gb").contains("reference"));
    CHECK_FALSE(sft.at("per_gpu_gb").contains("rl_models"));
}

TEST_CASE("the RL defaults are catalog assumptions with the frameworks' sources, and the core "
          "reads them from there",
          "[rl][catalog]") {
    const Assumptions& a = catalog().assumptions;
    // TRL GRPOConfig at f2cd5771: num_generations 8, max_completion_length 512,
    // vllm_gpu_memory_utilization 0.3, vllm_tensor_parallel_size 1, vllm_enable_sleep_mode
    // False; DPOConfig.max_length 1,024 (512 + 512); vLLM CacheConfig 0.9 on GPUs of its own.
    CHECK(a.rlGroupSize == 8);
    CHECK(a.rlPromptLength == 512);
    CHECK(a.rlCompletionLength == 512);
    CHECK(a.rlColocatedMemoryFraction == 0.3);
    CHECK(a.rlSeparateMemoryFraction == 0.9);
    CHECK(a.rlRolloutTensorParallel == 1);
    CHECK(a.rlSleepMode == 0);
    // DPOConfig.beta 0.1, GRPOConfig.beta 0.0, PPOConfig.kl_coef 0.05; DPOConfig and
    // GRPOConfig keep TrainingArguments.per_device_train_batch_size 8.
    CHECK(a.rlDpoBeta == 0.1);
    CHECK(a.rlGrpoBeta == 0);
    CHECK(a.rlPpoKlCoef == 0.05);
    CHECK(a.rlMicroBatch == 8);
    CHECK(a.rlWorkerHostGb == 11.2); // verl#224: 11.04 to 11.20 GB per worker process
    int listed = 0;
    for (const Assumption& item : a.all) {
        if (item.id.rfind("rl_", 0) != 0)
            continue;
        INFO(item.id);
        ++listed;
        CHECK((item.source.find("TRL") != std::string::npos ||
               item.source.find("vLLM") != std::string::npos));
        CHECK_FALSE(item.sourceDe.empty());
    }
    CHECK(listed == 12);
    // Another catalog's defaults make other runs of the same file.
    Catalog other = catalog();
    other.assumptions.rlGroupSize = 4;
    other.assumptions.rlPromptLength = 256;
    other.assumptions.rlCompletionLength = 1024;
    other.assumptions.rlColocatedMemoryFraction = 0.4;
    other.assumptions.rlSeparateMemoryFraction = 0.8;
    other.assumptions.rlRolloutTensorParallel = 2;
    other.assumptions.rlSleepMode = 1;
    auto parse = [&](const char* json) {
        // Eight completions per step on two or four training GPUs: whole groups of 2 or 4.
        auto doc = nlohmann::json::parse(json);
        doc["gradient_accumulation"] = 4;
        auto s = parseScenario(doc, "s.json", other);
        if (!s)
            FAIL(s.error().toString());
        return *std::move(s).value().rl;
    };
    const RlRequest q = parse(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo"})");
    CHECK(q.groupSize == 4);
    CHECK(q.promptLength == 256);
    CHECK(q.completionLength == 1024);
    CHECK(q.rolloutMemoryFraction == 0.4);
    CHECK(q.rolloutTensorParallel == 2);
    CHECK(q.sleepMode);
    const RlRequest separate = parse(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo", "rollout": "separate", "rollout_gpu_count": 2})");
    CHECK(separate.rolloutMemoryFraction == 0.8);
    // A key in the file wins over the catalog.
    const RlRequest given = parse(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo", "group_size": 2, "rollout_memory_fraction": 0.5})");
    CHECK(given.groupSize == 2);
    CHECK(given.rolloutMemoryFraction == 0.5);
    CHECK(defaultRlRequest(RlMethod::Grpo, other.assumptions) ==
          parse(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "grpo"})"));
}

TEST_CASE("the default reference follows the method's KL coefficient in the catalog",
          "[rl][catalog]") {
    // At the frameworks' defaults: DPO (beta 0.1) and PPO (kl_coef 0.05) load a reference
    // model, GRPO (beta 0.0) does not; ORPO and SimPO have no KL term.
    const Assumptions& a = catalog().assumptions;
    CHECK(klCoefficient(RlMethod::Dpo, a) == 0.1);
    CHECK(klCoefficient(RlMethod::Grpo, a) == 0);
    CHECK(klCoefficient(RlMethod::Ppo, a) == 0.05);
    CHECK(defaultReference(RlMethod::Dpo, a) == ReferenceKind::Model);
    CHECK(defaultReference(RlMethod::Ppo, a) == ReferenceKind::Model);
    CHECK(defaultReference(RlMethod::Grpo, a) == ReferenceKind::None);
    CHECK(defaultReference(RlMethod::Orpo, a) == ReferenceKind::None);
    CHECK(defaultReference(RlMethod::Simpo, a) == ReferenceKind::None);

    // A catalog with DeepSeek-R1-style GRPO (beta 0.04 > 0) gives GRPO a reference by default,
    // and a PPO without KL penalty (verl's default: no KL in the reward) none.
    Catalog kl = catalog();
    kl.assumptions.rlGrpoBeta = 0.04;
    kl.assumptions.rlPpoKlCoef = 0;
    kl.assumptions.rlDpoBeta = 0;
    const char* const grpo = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo"})";
    const Scenario withKl = test::referenceScenario(grpo, kl);
    CHECK(withKl.rl->reference == ReferenceKind::Model);
    CHECK(test::referenceScenario(grpo).rl->reference == ReferenceKind::None);
    // The reference then sits on the GPUs: a frozen BF16 copy of the 8.03 B policy over 4.
    const SizingResult r = evaluate(withKl, kl);
    CHECK(r.rl.reference == "model");
    CHECK(r.rl.referenceGbPerGpu == Approx(16.06 / 4).epsilon(0.001));
    CHECK(evaluate(test::referenceScenario(grpo), catalog()).rl.referenceGbPerGpu == 0);
    CHECK(test::referenceScenario(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "ppo"})",
                                  kl)
              .rl->reference == ReferenceKind::None);
    CHECK(test::referenceScenario(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "dpo"})",
                                  kl)
              .rl->reference == ReferenceKind::None);
    // A file's `reference` wins over the coefficient.
    CHECK(test::referenceScenario(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "grpo", "reference": "none"})",
                                  kl)
              .rl->reference == ReferenceKind::None);
}

TEST_CASE("a preference or RL scenario without micro_batch takes the catalog's micro-batch",
          "[rl][catalog]") {
    const char* const dpo = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "dpo"})";
    // TRL's per_device_train_batch_size 8: eight pairs, 16 sequences of 1,024 tokens a forward.
    const Scenario s = test::referenceScenario(dpo);
    CHECK(s.microBatch == 8);
    CHECK(policyScenario(s, resolveBuild(s, catalog())).microBatch == 16);
    // A supervised run keeps its own default of one sequence; the file's key wins.
    CHECK(test::referenceScenario(R"({"model": "llama-3.1-8b"})").microBatch == 1);
    CHECK(test::referenceScenario(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "dpo", "micro_batch": 2})")
              .microBatch == 2);
    // Another catalog's micro-batch makes another run of the same file: the step's pairs and
    // the policy's memory follow it.
    Catalog two = catalog();
    two.assumptions.rlMicroBatch = 2;
    const Scenario small = test::referenceScenario(dpo, two);
    CHECK(small.microBatch == 2);
    const SizingResult big = evaluate(s, catalog());
    const SizingResult little = evaluate(small, two);
    // 8 × 1 × 4 GPUs = 32 pairs a step at 8, 2 × 1 × 4 = 8 at 2.
    CHECK(big.rl.promptsPerStep == 32);
    CHECK(little.rl.promptsPerStep == 8);
    CHECK(little.perGpu.activations < big.perGpu.activations);
    // GRPO: 2 × 1 × 4 = 8 completions, one group of 8.
    const Scenario grpo = test::referenceScenario(R"({"model": "llama-3.1-8b", "server":
        "4x-h200-nvl", "method": "grpo"})",
                                                  two);
    CHECK(grpo.microBatch == 2);
    CHECK(evaluate(grpo, two).rl.completionsPerStep == 8);
}
