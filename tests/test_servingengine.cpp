// The serving engine's settings and memory budget (issue 33): vLLM's defaults per card class,
// the profile run at max_num_batched_tokens with logits for the sampled rows only, an engine that
// cannot start, SGLang's and TensorRT-LLM's budgets, and the keys of the scenario and the result.
// Every figure by hand from the sources cited in core/serving/enginebudget.cpp.
#include "catalog.h"
#include "memory/statebytes.h"
#include "notconverted.h"
#include "scenario.h"
#include "serving/enginebudget.h"
#include "serving/serving.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::catalogModel;
using headroom::test::gpu;
using headroom::test::servingRefusalKey;
using headroom::test::servingRoundTrip;

namespace {

ServingRequest request(int context, int users) {
    ServingRequest q;
    q.contextTokens = context;
    q.users = users;
    q.tensorParallel = 1;
    return q;
}

ServingResult serve(const ServingRequest& q, const char* gpuId) {
    return evaluateServing(q, catalogModel("llama-3.1-8b"), gpu(gpuId), nullptr, 1,
                           catalog().assumptions);
}

} // namespace

TEST_CASE("a 24 GB card runs vLLM's small defaults: 2,048 batched tokens and 256 sequences",
          "[serving][engine]") {
    // RTX 4090: 25,383,256,719 B usable (23.6 GiB < 70 GiB), so max_num_batched_tokens 2,048 and
    // max_num_seqs 256 (vllm/engine/arg_utils.py). Share 0.9 × 25.383 = 22.845 GB; weights
    // 16.061 GB; profile: the forward's 2,048 × 2 B × (3 × 14,336 + 3 × 4,096) = 0.22649 GB,
    // above the sampler's 256 × 128,256 × 6 B + 2,048 × 4,096 × 2 B = 0.21378 GB (they run one
    // after the other); reserves 0.14 GB and CUDA graphs 0.56 GB × 86 graphs (max_num_seqs 256:
    // 51 piecewise up to 512 tokens, 35 FULL decode up to 256) × 32 layers / (86 × 36) = 0.4978
    // GB. Pool 22.845 − 16.061 − 0.226 − 0.638 = 5.920 GB: 5.920 GB / (16,384 × 131,072 B) ×
    // 16,384 = 45,167 tokens; 2 users at 16k (5.920 / 2.147 = 2.76).
    const ServingResult v = serve(request(16384, 2), "rtx-4090");
    CHECK(v.engine.name == "vllm");
    CHECK(v.engine.maxNumBatchedTokens == 2048);
    CHECK(v.engine.maxNumSeqs == 256);
    CHECK(v.engine.defaultsFromCard);
    CHECK(v.engineGbPerGpu == Approx(22.8449).epsilon(1e-4));
    CHECK(v.activationGbPerGpu == Approx(0.226492).epsilon(1e-5));
    CHECK(v.cudaGraphGbPerGpu == Approx(0.56 * 32 / 36.0).epsilon(1e-6));
    CHECK(v.kvCacheGbPerGpu == Approx(5.92016).epsilon(1e-5));
    CHECK(v.kvCacheTokens == 45167);
    CHECK(v.usersAtContext == 2);
    CHECK(v.fits);
    // The old budget (the listed 24 GB, an 8,192-token profile with FP32 logits for every token:
    // 4.9 GB) left nothing for the cache on this card.
}

TEST_CASE("an A100-80GB keeps vLLM's small defaults by name, whatever its size",
          "[serving][engine]") {
    // arg_utils.py: `device_memory >= 70 * GiB_bytes and "a100" not in device_name` (PR #17885:
    // larger budgets lowered A100 throughput). 85.094 GB usable, yet 2,048 / 256: profile
    // 0.2265 GB and graphs 0.4978 GB as on the 4090; pool 0.9 × 85.094 − 16.061 − 0.226 −
    // 0.638 = 59.660 GB.
    const ServingResult v = serve(request(16384, 1), "a100-80gb-sxm");
    CHECK(v.engine.maxNumBatchedTokens == 2048);
    CHECK(v.engine.maxNumSeqs == 256);
    CHECK(v.kvCacheGbPerGpu == Approx(59.6599).epsilon(1e-5));
    CHECK(v.kvCacheTokens == 455168);
    // An H100 of the same size takes the large defaults.
    CHECK(serve(request(16384, 1), "h100-sxm").engine.maxNumBatchedTokens == 8192);
}

TEST_CASE("without chunked prefill vLLM profiles a whole max_model_len prompt",
          "[serving][engine]") {
    // arg_utils.py: `if not self.enable_chunked_prefill: max_num_batched_tokens =
    // model_config.max_model_len`. H200 NVL, max_model_len 32,768: the forward's 32,768 × 2 B ×
    // (3 × 14,336 + 3 × 4,096) = 3.6239 GB, above the sampler's 1,024 × 128,256 × 6 B + 32,768
    // × 4,096 × 2 B = 1.0564 GB; pool 135.099 − 16.061 − 3.624 − 0.730 = 114.684 GB (117.402 GB
    // with chunked prefill, test_serving.cpp).
    ServingRequest q = request(16384, 1);
    q.maxModelLen = 32768;
    q.chunkedPrefill = false;
    const ServingResult v = serve(q, "h200-nvl");
    CHECK(v.engine.maxNumBatchedTokens == 32768);
    CHECK_FALSE(v.engine.chunkedPrefill);
    CHECK(v.activationGbPerGpu == Approx(3.623879).epsilon(1e-6));
    CHECK(v.kvCacheGbPerGpu == Approx(114.6842).epsilon(1e-5));
    // Settings the request names are taken as they are.
    ServingRequest set = request(4096, 1);
    set.maxNumBatchedTokens = 4096;
    set.maxNumSeqs = 64;
    const ServingResult s = serve(set, "h200-nvl");
    CHECK(s.engine.maxNumBatchedTokens == 4096);
    CHECK(s.engine.maxNumSeqs == 64);
    CHECK_FALSE(s.engine.defaultsFromCard);
    // The forward's 4,096 × 2 B × (3 × 14,336 + 3 × 4,096) = 0.45298 GB; the sampler's 64 ×
    // 128,256 × 6 B + 4,096 × 4,096 × 2 B = 0.08280 GB.
    CHECK(s.activationGbPerGpu == Approx(0.452985).epsilon(1e-5));
}

TEST_CASE("an engine that cannot hold one max_model_len sequence does not start: a no-fit",
          "[serving][engine]") {
    // vllm/v1/core/kv_cache_utils.py check_enough_kv_cache_memory raises at start-up when one
    // max_model_len sequence needs more than the cache. On the RTX 4090 the cache is 5.920 GB
    // (above); one sequence of 131,072 tokens needs 131,072 × 131,072 B = 17.18 GB.
    ServingRequest q = request(8192, 1);
    q.maxModelLen = 131072;
    const ServingResult v = serve(q, "rtx-4090");
    CHECK(v.kvCacheGbPerGpu == Approx(5.92016).epsilon(1e-5));
    CHECK_FALSE(v.engineStarts);
    CHECK(v.usersAtContext == 0);
    CHECK_FALSE(v.fits);
    CHECK(servingVerdict(v) ==
          "does not serve the model: the engine refuses 131072 tokens (max_model_len) with a "
          "cache of 45167");
    std::vector<Warning> warnings;
    appendServingWarnings(v, gpu("rtx-4090"), warnings);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings.front().code == "serving_engine_no_start");
    // 5.9202 GB / (16 × 131,072 B) = 2,822 whole blocks: 45,152 tokens fit, a max_model_len of
    // that size starts, one token more does not.
    q.maxModelLen = 45152;
    CHECK(serve(q, "rtx-4090").engineStarts);
    q.maxModelLen = 45153;
    CHECK_FALSE(serve(q, "rtx-4090").engineStarts);
}

TEST_CASE("the build's answer is no-go when the serving engine cannot start", "[serving][engine]") {
    const SizingResult r =
        evaluate(test::referenceScenario(R"({"model": "llama-3.1-8b", "server": "1x-rtx-4090-ws",
            "method": "qlora", "serving": {"context_tokens": 8192, "max_model_len": 131072}})"),
                 catalog());
    REQUIRE(r.serving.asked);
    CHECK_FALSE(r.serving.engineStarts);
    CHECK_FALSE(r.serving.fits);
    CHECK(r.answer.answer == AnswerState::NoGo);
    CHECK(std::find(r.answer.blockers.begin(), r.answer.blockers.end(), "serving_short") !=
          r.answer.blockers.end());
}

TEST_CASE("SGLang sizes its pool with mem_fraction_static from the card's memory",
          "[serving][engine]") {
    // sglang server_args.py _handle_gpu_memory_settings, H100 SXM: 85,027,979,264 B = 81,089 MiB
    // (60–90 GiB class): chunked_prefill_size 8,192, cuda_graph_max_bs 256 (tp < 4). Reserved
    // 512 + 8,192 × 1.5 + 256 × 2 + 1 / 8 × 1,024 = 13,440 MiB (above the 10 GiB floor);
    // mem_fraction_static = round((81,089 − 13,440) / 81,089, 3) = 0.834. SGLang takes the
    // fraction of the memory free once the CUDA context and the distributed groups exist
    // (assumption cuda_context_gb, 1.0 GB): 0.834 × (85.028 − 1.0) = 70.079 GB for weights and
    // pool; pool 70.079 − 16.061 = 54.019 GB: 54.019 GB / 131,072 B = 412,130 tokens (SGLang's
    // pages are one token).
    ServingRequest q = request(16384, 1);
    q.engine = ServingEngine::Sglang;
    const ServingResult v = serve(q, "h100-sxm");
    CHECK(v.engine.name == "sglang");
    CHECK(v.engine.memoryFraction == Approx(0.834));
    CHECK(v.engine.maxNumBatchedTokens == 8192);
    CHECK(v.engine.maxNumSeqs == 256);
    CHECK(v.engineGbPerGpu == Approx(70.0793).epsilon(1e-5));
    CHECK(v.kvCacheGbPerGpu == Approx(54.0188).epsilon(1e-5));
    CHECK(v.kvCacheTokens == 412130);
}

TEST_CASE("an explicit mem_fraction_static replaces SGLang's heuristic", "[serving][engine]") {
    // model_runner_kv_cache_mixin.py profile_max_num_token: the pool is the fraction of the
    // memory less the weights. H100 SXM, Llama-3.1-8B BF16 (16.0605 GB of weights, the case
    // above: 70.0793 − 54.0188), --mem-fraction-static 0.8: 0.8 × (85.027979 − 1.0) = 67.2224 GB
    // for weights and pool, 67.2224 − 16.0605 = 51.1619 GB of KV pool.
    ServingRequest q = request(16384, 1);
    q.engine = ServingEngine::Sglang;
    q.memFractionStatic = 0.8;
    const ServingResult v = serve(q, "h100-sxm");
    CHECK(v.engine.memoryFraction == 0.8);
    CHECK(v.weightsGbPerGpu == Approx(16.0605).epsilon(1e-5));
    CHECK(v.engineGbPerGpu == Approx(67.2224).epsilon(1e-5));
    CHECK(v.kvCacheGbPerGpu == Approx(51.1619).epsilon(1e-5));
    // vLLM ignores the key.
    q.engine = ServingEngine::Vllm;
    CHECK(serve(q, "h100-sxm").engine.memoryFraction == 0.9);
}

TEST_CASE("TensorRT-LLM gives the cache 0.9 of what the weights and the dry run leave",
          "[serving][engine]") {
    // TensorRT-LLM kvcacheconfig.md: free_gpu_memory_fraction 0.9 of the free memory. H100 SXM:
    // 85.028 − 16.061 − 0.906 (8,192 tokens, 1,024 rows: the forward's peak) − 0.14 = 67.922 GB
    // free; 0.9 × that = 61.129 GB: 466,379 tokens of 131,072 B.
    ServingRequest q = request(16384, 1);
    q.engine = ServingEngine::TensorRtLlm;
    const ServingResult v = serve(q, "h100-sxm");
    CHECK(v.engine.name == "tensorrt-llm");
    CHECK(v.kvCacheGbPerGpu == Approx(61.1294).epsilon(1e-5));
    CHECK(v.kvCacheTokens == 466379);
    CHECK(v.cudaGraphGbPerGpu == 0);
}

TEST_CASE("the engine keys: read with one line naming the key, echoed in the result",
          "[serving][engine][badinput]") {
    const Catalog& cat = catalog();
    auto refusal = [](const std::string& serving) {
        return servingRefusalKey(serving, "plan.json");
    };
    CHECK(refusal(R"({"engine": "tgi"})") == "/serving/engine");
    CHECK(refusal(R"({"max_num_seqs": -1})") == "/serving/max_num_seqs");
    CHECK(refusal(R"({"max_num_batched_tokens": "8k"})") == "/serving/max_num_batched_tokens");
    CHECK(refusal(R"({"chunked_prefill": "yes"})") == "/serving/chunked_prefill");
    CHECK(refusal(R"({"speculative_tokens": 65})") == "/serving/speculative_tokens");
    CHECK(refusal(R"({"mem_fraction_static": 1.5})") == "/serving/mem_fraction_static");
    // A max_model_len below the context would make the engine refuse the users' requests.
    CHECK(refusal(R"({"context_tokens": 16384, "max_model_len": 8192})") ==
          "/serving/max_model_len");
    const Scenario ok = servingRoundTrip(R"({"context_tokens": 8192, "users": 4, "engine": "sglang",
        "max_model_len": 32768, "max_num_seqs": 64, "max_num_batched_tokens": 4096,
        "chunked_prefill": false, "speculative_tokens": 2, "mem_fraction_static": 0.85})",
                                         "plan.json");
    const ServingRequest& q = *ok.serving;
    CHECK(q.engine == ServingEngine::Sglang);
    CHECK(q.maxModelLen == 32768);
    CHECK(q.maxNumSeqs == 64);
    CHECK(q.maxNumBatchedTokens == 4096);
    CHECK_FALSE(q.chunkedPrefill);
    CHECK(q.speculativeTokens == 2);
    CHECK(q.memFractionStatic == 0.85);
    // The result echoes what the engine runs with (../shared/SPEC.md §8).
    const nlohmann::json j = toJson(evaluate(ok, cat));
    const nlohmann::json& e = j.at("serving").at("engine");
    CHECK(e.at("name") == "sglang");
    CHECK(e.at("max_model_len") == 32768);
    CHECK(e.at("max_num_seqs") == 64);
    CHECK(e.at("max_num_batched_tokens") == 4096);
    CHECK(e.at("chunked_prefill") == false);
    CHECK(e.at("speculative_tokens") == 2);
    CHECK(e.at("memory_fraction") == 0.85);
    for (const char* key : {"kv_cache_gb_per_gpu", "profile_gb", "cuda_graph_gb"}) {
        INFO(key);
        CHECK(j.at("serving").at(key).is_number());
    }
}

TEST_CASE("speculative decoding loads the MTP block with the weights", "[serving][engine]") {
    // Qwen3.8-27B has an MTP block (params.mtp); vLLM loads it only for speculative decoding
    // (qwen3_5.py skips "mtp." weights otherwise), at 2 B per weight in BF16.
    const ModelEntry* m = catalog().findModel("qwen3.8-27b");
    REQUIRE(m);
    REQUIRE(m->arch.params.mtp > 0);
    ServingRequest q = request(8192, 1);
    const Assumptions& a = catalog().assumptions;
    const ServingResult plain = evaluateServing(q, m->arch, gpu("h200-nvl"), nullptr, 1, a);
    q.speculativeTokens = 3;
    const ServingResult mtp = evaluateServing(q, m->arch, gpu("h200-nvl"), nullptr, 1, a);
    CHECK(mtp.weightsGbPerGpu - plain.weightsGbPerGpu ==
          Approx(m->arch.params.mtp * 2 / 1e9).epsilon(1e-9));
    CHECK(mtp.engine.speculativeTokens == 3);
}

TEST_CASE("vLLM's profile run sizes a Qwen-VL vision tower on the largest image",
          "[serving][engine]") {
    // Qwen3.8-27B (Qwen3.5's tower: patch 16, temporal patch 2, merge 2, hidden 1,152,
    // intermediate 4,304, 2,304 learned positions, out 5,120), TP 2, 8,192 batched tokens,
    // 2 sampled rows. The largest image: 16,384 tokens (assumption
    // serving_vision_max_image_tokens), so encoder_budget = max(8,192, 16,384) = 16,384, one
    // item, 16,384 × 2² = 65,536 patches.
    //   pixels in BF16: 65,536 × 3 × 2 × 16² × 2 B      = 201,326,592 B
    //   patch embedding out: 65,536 × 1,152 × 2 B       = 150,994,944 B
    //   position interpolation: 6 × 150,994,944         = 905,969,664 B
    //   a block's MLP: 2 × 150,994,944 + 2 × 65,536 × 2,152 × 2 B = 866,123,776 B
    //   tower: 201,326,592 + max(1,056,964,608, 866,123,776) = 1,258,291,200 B
    //   language model: the forward's 8,192 × 2 B × (3 × 17,408 / 2 + 3 × 5,120) =
    //   679,477,248 B (the sampler's 2 × 248,320 × 6 B + 8,192 × 5,120 × 2 B = 86,865,920 B),
    //   with the encoder cache 16,384 × 5,120 × 2 B = 167,772,160 B: 847,249,408 B.
    // The tower's peak is the profile's: 1,258,291,200 B (1.17 GiB; the club-3090 #1087 log
    // says 1.59 GiB, where the language model alone gives 0.63 GiB).
    const ModelArch& arch = catalogModel("qwen3.8-27b");
    const Assumptions& a = catalog().assumptions;
    REQUIRE(arch.vision.present);
    REQUIRE(a.servingVisionMaxImageTokens == 16384);
    const double language = profileActivationBytes(arch, 8192, 2, 2, a);
    CHECK(language == Approx(679477248.0).epsilon(1e-12));
    CHECK(visionProfilePeakBytes(arch, 8192, language, 2, a) == Approx(1258291200.0).epsilon(1e-12));
    // Tokens per step above the image's: two images of 16,384 tokens in a budget of 40,000, each
    // output padded to 40,000 rows in the encoder cache: 131,072 patches, the positions
    // (4 / 2 + 2) × 301,989,888 B; the language model's peak plus 2 × 40,000 × 5,120 × 2 B.
    //   tower: 402,653,184 + max(301,989,888 + 1,207,959,552, 2 × 301,989,888 + 2 × 131,072 ×
    //   2,152 × 2 B = 1,732,247,552) = 402,653,184 + 1,732,247,552 = 2,134,900,736 B.
    CHECK(visionProfilePeakBytes(arch, 40000, language, 2, a) == Approx(2134900736.0).epsilon(1e-12));
    CHECK(visionProfilePeakBytes(arch, 40000, 2e9, 2, a) == Approx(2e9 + 819200000.0).epsilon(1e-12));
    // A text-only model, and the assumption at 0 (a text-only start): the language model's peak.
    CHECK(visionProfilePeakBytes(catalogModel("qwen3-8b"), 8192, language, 2, a) == language);
    Assumptions off = a;
    off.servingVisionMaxImageTokens = 0;
    CHECK(visionProfilePeakBytes(arch, 8192, language, 2, off) == language);
    // The engine's budget counts it: vLLM on a 24 GB card at TP 2 with the calibration row's
    // settings (mitchross/talos-argocd-proxmox#1995).
    ServingRequest q;
    q.contextTokens = 131072;
    q.maxNumSeqs = 2;
    q.maxNumBatchedTokens = 8192;
    q.tensorParallel = 2;
    CHECK(engineBudget(q, arch, gpu("rtx-4090"), 2, a).profileBytes ==
          Approx(1258291200.0).epsilon(1e-12));
}

namespace {

/// Llama-3.1-8B's catalog config.json with `quantization` as its quantization_config.
ModelArch llamaQuantized(const nlohmann::json& quantization) {
    const std::string path = std::string(HEADROOM_SOURCE_CATALOG) + "/models/llama-3.1-8b.json";
    std::ifstream in(path);
    REQUIRE(in.good());
    nlohmann::json config = nlohmann::json::parse(in).at("config");
    config["quantization_config"] = quantization;
    auto arch = parseModelConfig(config, path);
    INFO(path << ": " << (arch ? std::string() : arch.error().toString()));
    REQUIRE(arch.ok());
    return arch.value();
}

} // namespace

TEST_CASE("a checkpoint's BF16 exceptions count 2 B per weight, served and as a QLoRA base",
          "[serving][quantization]") {
    // Llama-3.1-8B's attention per layer: q and o 4,096 × 4,096, k and v 4,096 × 1,024:
    // 2 × 16,777,216 + 2 × 4,194,304 = 41,943,040 parameters.
    const ModelArch two = llamaQuantized(nlohmann::json::parse(R"({"quant_method": "fp8",
        "modules_to_not_convert": ["model.layers.0.self_attn", "model.layers.1.self_attn",
        "model.layers.1.self_attn.q_proj", "lm_head", "model.embed_tokens"]})"));
    // Layers 0 and 1 (layer 1's q_proj is in its attention block already; head and embeddings
    // are BF16 anyway).
    CHECK(two.quantization.notConverted.size() == 5);
    CHECK(unconvertedLinearParams(two) == 2 * 41943040.0);
    // Single projections count where their block is not named: layer 3's q_proj 4,096 × 4,096 =
    // 16,777,216; every layer's down_proj 14,336 × 4,096 = 58,720,256, × 32 = 1,879,048,192; the
    // fused qkv_proj of layer 0, 4,096 × (4,096 + 2 × 1,024) = 25,165,824, not counted again in
    // layer 0's whole attention block; layer 5's gate_up_proj 2 × 4,096 × 14,336 = 117,440,512.
    const ModelArch parts = llamaQuantized(nlohmann::json::parse(R"({"quant_method": "fp8",
        "ignored_layers": ["model.layers.3.self_attn.q_proj", "model.layers.*.mlp.down_proj",
        "model.layers.0.self_attn", "model.layers.0.self_attn.qkv_proj",
        "model.layers.5.mlp.gate_up_proj", "model.layers.*.mlp.down_proj", "lm_head"]})"));
    CHECK(unconvertedLinearParams(parts) ==
          41943040.0 + 16777216.0 + 1879048192.0 + 117440512.0);
    // A layer index counts among all layers: Qwen3.8-27B's layer 63 is one of its 16 attention
    // layers (every fourth); its gated q_proj is 5,120 × 24 × 256 × 2 = 62,914,560 weights.
    ModelArch hybrid = catalogModel("qwen3.8-27b");
    hybrid.quantization.notConverted = {"model.language_model.layers.63.self_attn.q_proj"};
    CHECK(unconvertedLinearParams(hybrid) == 62914560.0);
    // compressed-tensors `ignore` with a regex: every one of the 32 layers.
    const ModelArch all = llamaQuantized(nlohmann::json::parse(R"({"quant_method":
        "compressed-tensors", "ignore": ["lm_head", "re:.*self_attn$"]})"));
    CHECK(unconvertedLinearParams(all) == 32 * 41943040.0);
    // AWQ writes null: nothing kept back.
    const ModelArch awq = llamaQuantized(nlohmann::json::parse(R"({"quant_method": "awq",
        "bits": 4, "group_size": 128, "modules_to_not_convert": null})"));
    CHECK(awq.quantization.notConverted.empty());
    CHECK(unconvertedLinearParams(awq) == 0);

    // Served in FP8: 1,342,177,280 weights at 2 B instead of fp8_linear_bytes, resident and read.
    const Assumptions& a = catalog().assumptions;
    ServingRequest q = request(8192, 1);
    q.weights = WeightsFormat::Fp8;
    const ModelArch& plain = catalogModel("llama-3.1-8b");
    const ServingResult base = evaluateServing(q, plain, gpu("h100-sxm"), nullptr, 1, a);
    const ServingResult kept = evaluateServing(q, all, gpu("h100-sxm"), nullptr, 1, a);
    CHECK(kept.weightsGbPerGpu - base.weightsGbPerGpu ==
          Approx(32 * 41943040.0 * (2 - a.fp8LinearBytes) / 1e9).epsilon(1e-9));
    CHECK(kept.decodeMemoryS > base.decodeMemoryS);
    // Served in BF16 the exceptions change nothing.
    q.weights = WeightsFormat::Bf16;
    CHECK(evaluateServing(q, all, gpu("h100-sxm"), nullptr, 1, a).weightsGbPerGpu ==
          evaluateServing(q, plain, gpu("h100-sxm"), nullptr, 1, a).weightsGbPerGpu);

    // A prequantised AWQ base quantises the decoder linears less the two attention blocks.
    const ModelArch awqTwo = llamaQuantized(nlohmann::json::parse(R"({"quant_method": "awq",
        "bits": 4, "group_size": 128, "modules_to_not_convert": ["model.layers.0.self_attn",
        "model.layers.1.self_attn"]})"));
    Scenario s;
    s.quantizer = Quantizer::Awq;
    CHECK(quantizedWeights(s, awqTwo, 0) == awqTwo.params.textLinear - 2 * 41943040.0);
    CHECK(quantizedWeights(s, awq, 0) == awq.params.textLinear);
}
