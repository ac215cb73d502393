// Serving the tuned model on the build (issue 23): KV-cache bytes from the sources' shapes, the
// page's serving sentences, users at a context by hand, and measured vLLM / gpt-fast figures.
#include "catalog.h"
#include "recommend.h"
#include "scenario.h"
#include "serving/decode.h"
#include "serving/kvcache.h"
#include "serving/serving.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::catalogModel;
using headroom::test::gpu;
using headroom::test::servingRefusalKey;
using headroom::test::servingRoundTrip;

namespace {

constexpr double GB = 1e9;
constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

/// Llama-2-70B (meta-llama/Llama-2-70b-hf config.json): the model of gpt-fast's
/// tensor-parallel table.
ModelArch llama2_70b() {
    auto a = parseModelConfig(nlohmann::json::parse(R"({
        "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 8192,
        "intermediate_size": 28672, "num_hidden_layers": 80, "num_attention_heads": 64,
        "num_key_value_heads": 8, "vocab_size": 32000, "max_position_embeddings": 4096,
        "tie_word_embeddings": false})"),
                              "llama-2-70b/config.json");
    REQUIRE(a);
    return std::move(a).value();
}

ServingRequest request(int context, int users, int tp = 0) {
    ServingRequest q;
    q.contextTokens = context;
    q.users = users;
    q.tensorParallel = tp;
    return q;
}

SizingResult serve(const std::string& overrides) {
    return evaluate(test::referenceScenario(overrides), catalog());
}

} // namespace

// ---- KV bytes per token from the model shapes -----------------------------------------------

TEST_CASE("Llama-3.1-8B keeps 131,072 B of BF16 KV cache per token, half that in FP8",
          "[serving]") {
    // 32 layers × 2 (K, V) × 8 KV heads × 128 head_dim × 2 B
    const KvCacheShape s = kvCacheShape(catalogModel("llama-3.1-8b"));
    CHECK(kvBytesPerToken(s, 2) == 131072);
    CHECK(kvBytesPerToken(s, 1) == 65536);
    CHECK(stateBytesPerSequence(s, 2) == 0);
}

TEST_CASE("GQA shares KV heads: Qwen3-32B and Llama-3.1-70B against the MHA Llama-2-7B",
          "[serving]") {
    // Qwen3-32B: 64 layers × 2 × 8 KV heads × 128 × 2 B; Llama-3.1-70B: 80 layers, 8 KV heads;
    // Llama-2-7B: multi-head attention, 32 KV heads of 128 in 32 layers.
    CHECK(kvBytesPerToken(kvCacheShape(catalogModel("qwen3-32b")), 2) == 262144);
    CHECK(kvBytesPerToken(kvCacheShape(catalogModel("llama-3.1-70b")), 2) == 327680);
    CHECK(kvBytesPerToken(kvCacheShape(catalogModel("llama-2-7b")), 2) == 524288);
    // Tensor parallel 4 splits the 8 KV heads; at 16 ranks each keeps one head (vLLM
    // replicates heads when there are fewer than ranks).
    const KvCacheShape l70 = kvCacheShape(catalogModel("llama-3.1-70b"));
    CHECK(kvBytesPerToken(l70, 2, 4) == 327680 / 4);
    CHECK(kvBytesPerToken(l70, 2, 16) == 327680 / 8);
}

TEST_CASE("MLA caches the compressed latent and the rope key: DeepSeek-V3 keeps 70,272 B per "
          "token",
          "[serving]") {
    // DeepSeek-V3 config.json: 61 layers, kv_lora_rank 512, qk_rope_head_dim 64; the cache
    // holds c_KV and k_R once per token and layer (no separate K and V), 576 values in BF16.
    KvCacheShape s;
    s.mlaLayers = 61;
    s.kvLoraRank = 512;
    s.qkRopeHeadDim = 64;
    CHECK(kvBytesPerToken(s, 2) == 61 * 576 * 2);
    CHECK(kvBytesPerToken(s, 2) == 70272);
    // Every tensor-parallel rank holds the whole latent.
    CHECK(kvBytesPerToken(s, 2, 8) == 70272);
}

TEST_CASE("Qwen3.8-27B: only 16 of its 64 layers keep a per-token KV cache, the 48 Gated "
          "DeltaNet layers a fixed state",
          "[serving][page]") {
    const ModelArch& a = catalogModel("qwen3.8-27b");
    REQUIRE(a.layers == 64);
    const KvCacheShape s = kvCacheShape(a);
    CHECK(s.fullAttentionLayers == 16);
    CHECK(s.stateLayers == 48);
    // 16 layers × 2 × 4 KV heads × 256 × 2 B: a quarter of what 64 attention layers would keep.
    CHECK(kvBytesPerToken(s, 2) == 65536);
    // Per sequence and DeltaNet layer: conv state 3 × (2·16·128 + 48·128) = 30,720 values and
    // recurrent state 48 × 128 × 128 = 786,432 values, in BF16, × 48 layers.
    CHECK(stateBytesPerSequence(s, 2) == 48.0 * (30720 + 786432) * 2);
    // The state does not grow with the context: 1k and 100k tokens differ by the KV part only.
    const double shortSeq = sequenceCacheBytes(s, 2, 2, 1024, 16);
    const double longSeq = sequenceCacheBytes(s, 2, 2, 102400, 16);
    CHECK(longSeq - shortSeq == (102400.0 - 1024) * 65536);
}

TEST_CASE("Mistral-7B-v0.1's sliding-window layers hold at most the 4,096-token window",
          "[serving]") {
    const KvCacheShape s = kvCacheShape(catalogModel("mistral-7b-v0.1"));
    CHECK(s.slidingLayers == 32);
    CHECK(s.slidingWindow == 4096);
    CHECK(kvBytesPerToken(s, 2) == 0);
    CHECK(slidingBytesPerToken(s, 2) == 131072);
    // vLLM SlidingWindowSpec: blocks for the last 4,095 tokens plus the block being filled,
    // ceil(4095 / 16) + 1 = 257 blocks of 16 tokens, whatever the context beyond.
    CHECK(sequenceCacheBytes(s, 2, 2, 32768, 16) == 257.0 * 16 * 131072);
    CHECK(sequenceCacheBytes(s, 2, 2, 32768, 16) == sequenceCacheBytes(s, 2, 2, 8192, 16));
    CHECK(sequenceCacheBytes(s, 2, 2, 1000, 16) == 63.0 * 16 * 131072);
    // Mistral v0.3 has no window: full attention.
    CHECK(kvBytesPerToken(kvCacheShape(catalogModel("mistral-7b-v0.3")), 2) == 131072);
}

// ---- The page's serving sentences -----------------------------------------------------------

TEST_CASE("Qwen's FP8 version of the 27B is 30.9 GB, from the parameter count", "[serving][page]") {
    // The page: "the finished model is again a 55.6 GB BF16 checkpoint, which Qwen's FP8
    // version reduces to 30.9 GB for serving". The linear layers of the language model and
    // of the MTP block at 1 B, everything else in BF16: 30.8 GB. The page quotes Qwen's file
    // size; which small modules Qwen leaves unconverted (and their 128 × 128-block scales) is
    // not in the config, so the count agrees within 0.5 %, the BF16 size within the page's 0.2 %.
    const ParameterCounts& p = catalogModel("qwen3.8-27b").params;
    const Assumptions& a = catalog().assumptions;
    CHECK(checkpointBytes(p, WeightsFormat::Bf16, a) / GB == Approx(55.6).epsilon(0.002));
    CHECK(checkpointBytes(p, WeightsFormat::Fp8, a) / GB == Approx(30.9).epsilon(0.005));
    // Not the BF16 size of the parts that stay: quantising the MTP block matters (0.4 GB).
    CHECK(checkpointBytes(p, WeightsFormat::Fp8, a) / GB < 30.9);
}

TEST_CASE("two or four RTX PRO 6000 Server Edition cards serve the tuned 27B, one card per "
          "replica",
          "[serving][page]") {
    for (int cards : {2, 4}) {
        INFO(cards << " cards");
        const SizingResult r =
            serve(R"({"server": "4x-rtx-pro-6000-se", "method": "lora", "gpu_count": )" +
                  std::to_string(cards) +
                  R"(, "serving": {"context_tokens": 32768, "users": 8, "max_num_seqs": 256}})");
        REQUIRE(r.serving.asked);
        CHECK(r.serving.tensorParallel == 1); // PCIe cards: no tensor parallelism needed
        CHECK(r.serving.replicas == cards);
        CHECK(r.serving.fits);
        CHECK(r.serving.usersAtContext >= 8);
        CHECK(r.serving.usersAtContext % cards == 0);
    }
    // At vLLM's default max_num_seqs of 1,024 one card per replica does not start: the hybrid
    // needs a state block per sequence of a step and one card's pool holds 667 (vllm-project/
    // recipes #831: "max_num_seqs (1024) exceeds available Mamba cache blocks"); two cards do.
    const SizingResult defaults = serve(
        R"({"server": "4x-rtx-pro-6000-se", "serving": {"context_tokens": 32768, "users": 8}})");
    CHECK(defaults.serving.tensorParallel == 2);
    CHECK(serve(R"({"server": "4x-rtx-pro-6000-se", "serving": {"context_tokens": 32768,
        "users": 8, "tensor_parallel": 1}})")
              .serving.engineStarts == false);
    // "the same server for serving many users later. Eight RTX PRO 6000 Server Edition cards":
    // twice the replicas of four, twice the users.
    const auto four = serve(R"({"server": "4x-rtx-pro-6000-se", "serving": {"users": 8}})");
    const auto eight = serve(R"({"server": "8x-rtx-pro-6000-se", "serving": {"users": 8}})");
    CHECK(eight.serving.usersAtContext == 2 * four.serving.usersAtContext);
    CHECK(eight.serving.decodeTokensPerSTotal > four.serving.decodeTokensPerSTotal);
}

// ---- Memory and users by hand ---------------------------------------------------------------

TEST_CASE("users at 32k tokens for Llama-3.1-8B on one H200 NVL, by hand", "[serving]") {
    // vLLM's budget (serving/enginebudget.cpp): the share is 0.9 of what CUDA gives the process,
    // 0.9 × 150,109,945,856 B = 135.099 GB (issue 33: not 0.9 × the listed 141 GB). Weights
    // 8.030 B params × 2 B = 16.061 GB. An H200 is a large card (>= 70 GiB, not an A100):
    // max_num_batched_tokens 8,192 and max_num_seqs 1,024. The profile run's peak is the larger of
    // the forward pass, an MLP's gate/up and product beside three hidden rows, 8,192 × 2 B ×
    // (3 × 14,336 + 3 × 4,096) = 0.90597 GB, and the sampler afterwards, logits only for the
    // 1,024 sampled rows beside the forward's output, 1,024 × 128,256 × 6 B + 8,192 × 4,096 ×
    // 2 B = 0.85511 GB: 0.90597 GB (was 4.907 GB with FP32 logits for every token, 1.4926 GB
    // with the two summed). Reserves 0.14 GB outside PyTorch and 0.5904 GB of CUDA graphs (the
    // catalog's 0.56 GB for 86 graphs of a 36-layer model × 102 graphs at max_num_seqs 1,024 (51
    // piecewise up to 512 tokens, 51 FULL decode up to 512) × 32 layers / (86 × 36)). Pool
    // 135.099 − 16.061 − 0.906 − 0.730 = 117.402 GB. One user at 32,768 tokens: 32,768 ×
    // 131,072 B = 4.295 GB → 27 users (27.3).
    const ServingResult v = evaluateServing(request(32768, 1), catalogModel("llama-3.1-8b"),
                                            gpu("h200-nvl"), nullptr, 1, catalog().assumptions);
    CHECK(v.weightsGbPerGpu == Approx(16.06).epsilon(0.001));
    CHECK(v.activationGbPerGpu == Approx(0.90597).epsilon(1e-5));
    CHECK(v.cudaGraphGbPerGpu == Approx(0.56 * 102 * 32 / (86.0 * 36)));
    CHECK(v.engineGbPerGpu == Approx(135.099).epsilon(0.0001));
    CHECK(v.kvCacheGbPerGpu == Approx(117.402).epsilon(0.0001));
    CHECK(v.usersAtContext == 27);
    CHECK(v.engine.maxNumBatchedTokens == 8192);
    CHECK(v.engine.maxNumSeqs == 1024);
    CHECK(v.engine.maxModelLen == 32768);
    CHECK(v.engineStarts);
    // vLLM's "GPU KV cache size" is max_concurrency × max_model_len: 117.402 GB / 4.295 GB ×
    // 32,768 = 895,706 tokens.
    CHECK(v.kvCacheTokens == 895706);
    // One user alone gets the model's 131,072-token context (17.2 GB of cache).
    CHECK(v.maxContextOneUser == 131072);
    CHECK(v.fits);
}

TEST_CASE("the KV budget matches vLLM's logged size for Llama-3.1-8B on an H100", "[serving]") {
    // llm-d/llm-d-benchmark config_explorer/empirical-vllm-memory-results.md (commit
    // 25933486): H100 with 79.18 GiB (the catalog's usable bytes, 85,027,979,264 B),
    // gpu_memory_utilization 0.9, "Available KV cache memory: 51.38 GiB". That vLLM predates
    // v0.21 (the CUDA graphs were captured after the cache, outside the budget) and sampled with
    // the PyTorch sort path: 38.4 B per sampled row and vocabulary entry (fitted to the file's
    // four peak activations, servingcalibration.h; its own, 4.76 GiB, gives 38.41 B). The
    // sampler's peak, 1,024 × 128,256 × 38.4 B + 8,192 × 4,096 × 2 B = 5.1103 GB, is above the
    // forward's 0.906 GB; the budget is 76.525 − 16.061 − 5.110 − 0.14 = 55.214 GB = 51.42 GiB,
    // within 0.1 % of the log.
    Assumptions before021 = catalog().assumptions;
    before021.servingCudaGraphGb = 0;
    before021.servingSamplerBytesPerLogit = 38.4;
    const ServingResult v = evaluateServing(request(16000, 1), catalogModel("llama-3.1-8b"),
                                            gpu("h100-sxm"), nullptr, 1, before021);
    CHECK(v.activationGbPerGpu == Approx(5.1103).epsilon(1e-4));
    CHECK(v.kvCacheGbPerGpu * GB / GiB == Approx(51.42).epsilon(0.001));
    CHECK(v.kvCacheGbPerGpu * GB / GiB == Approx(51.38).epsilon(0.002));
    // Today's vLLM (graphs in the budget, 6 B per logit): 76.525 − 16.061 − 0.906 − 0.730 =
    // 58.829 GB = 54.79 GiB.
    const ServingResult now = evaluateServing(request(16000, 1), catalogModel("llama-3.1-8b"),
                                              gpu("h100-sxm"), nullptr, 1, catalog().assumptions);
    CHECK(now.kvCacheGbPerGpu * GB / GiB == Approx(54.79).epsilon(0.001));
}

// ---- Decode rate against measurements -------------------------------------------------------

TEST_CASE("decode rate matches gpt-fast's measured tokens per second on A100-80GB", "[serving]") {
    // pytorch-labs/gpt-fast README (commit d2c5d822), one A100-80GB, batch 1, BF16:
    // Llama-2-7B 104.9 tokens/s; Llama-2-70B on 2, 4 and 8 GPUs (tensor parallel over NVLink)
    // 20.53, 34.15 and 47.25 tokens/s. Within 10 %: the all-reduce step latency comes from the
    // three tensor-parallel rows; the bandwidth efficiency and vLLM's per-layer cost (the
    // request's default engine) from two vLLM rows (core/serving/servingcalibration.cpp), so
    // the first row is a check: 109.0 predicted.
    const ServerSpec* hgx = catalog().findServer("8x-a100-80gb-sxm");
    REQUIRE(hgx);
    const GpuSpec& a100 = gpu("a100-80gb-sxm");
    const Assumptions& a = catalog().assumptions;
    const ServingResult l7 =
        evaluateServing(request(256, 1, 1), catalogModel("llama-2-7b"), a100, hgx, 1, a);
    CHECK(l7.decodeTokensPerSPerUser == Approx(104.9).epsilon(0.10));
    CHECK_FALSE(l7.computeBound);
    const ModelArch l70 = llama2_70b();
    const struct {
        int tp;
        double measured;
    } rows[] = {{2, 20.53}, {4, 34.15}, {8, 47.25}};
    for (const auto& row : rows) {
        INFO(row.tp << " GPUs");
        const ServingResult v = evaluateServing(request(256, 1, row.tp), l70, a100, hgx, row.tp, a);
        CHECK(v.link == "NVLink");
        CHECK(v.decodeTokensPerSPerUser == Approx(row.measured).epsilon(0.10));
    }
}

TEST_CASE("decode rate predicts measurements it was not fitted to: another model, engine, "
          "GPU and batch",
          "[serving]") {
    // The all-reduce step latency was fitted to gpt-fast's Llama-2 rows above, the bandwidth
    // efficiency (0.76) and vLLM's per-layer cost to the vLLM rows on an H100 and an A100 40GB
    // below; the others were not used to set any constant. Each within 10 %, Mixtral within
    // 15 % (issue 33's decode target; gpt-fast is not vLLM, whose per-layer cost it gets).
    const Assumptions& a = catalog().assumptions;
    const ModelArch& l8 = catalogModel("llama-3.1-8b");
    // pytorch-labs/gpt-fast README at commit 32971d3 ("Fix Llama3 HF checkpoint converter"):
    // Llama-3.1-8B BF16, batch 1, one A100-80GB (330 W): 93.89 tokens/s. A GQA model with a
    // 128k vocabulary: 15.01 GB read per step.
    const ServingResult gptFast =
        evaluateServing(request(256, 1, 1), l8, gpu("a100-80gb-sxm"), nullptr, 1, a);
    CHECK(gptFast.decodeTokensPerSPerUser == Approx(93.89).epsilon(0.10));
    // The same README: Mixtral 8x7B BF16 (2 of 8 experts per token), batch 1, on 2 and 4
    // A100 over NVLink: 96.67 and 155.35 tokens/s. On 8 GPUs it measures 227.82, faster than
    // the ring latency fitted to the first README's collectives gives (162; README).
    const ServerSpec* hgx = catalog().findServer("8x-a100-80gb-sxm");
    REQUIRE(hgx);
    const struct {
        int tp;
        double measured;
    } mixtral[] = {{2, 96.67}, {4, 155.35}};
    for (const auto& row : mixtral) {
        INFO("Mixtral on " << row.tp << " GPUs");
        const ServingResult v =
            evaluateServing(request(256, 1, row.tp), catalogModel("mixtral-8x7b"),
                            gpu("a100-80gb-sxm"), hgx, row.tp, a);
        CHECK(v.decodeTokensPerSPerUser == Approx(row.measured).epsilon(0.15));
    }
    // vLLM 0.21.0 on one H100-80GB-HBM3, Llama-3.1-8B-Instruct fp16 (InferenceBench recipe
    // "concurrency sweep", yobitelcomm.github.io/bench/recipes/concurrency-sweep, captured
    // 2026-05-16): median time per output token 6.48 ms at concurrency 1, 6.59 ms at 4. The
    // chat prompts' length is not stated; 1,024 tokens of context each (4 users: 0.54 GB of
    // cache read per step, 3 % of the step).
    const GpuSpec& h100 = gpu("h100-sxm");
    const struct {
        int users;
        double tpotMs;
    } vllm[] = {{1, 6.48}, {4, 6.59}};
    for (const auto& row : vllm) {
        INFO(row.users << " users on an H100");
        const ServingResult v =
            evaluateServing(request(1024, row.users, 1), l8, h100, nullptr, 1, a);
        CHECK(v.batchPerReplica == row.users);
        CHECK_FALSE(v.computeBound);
        CHECK(v.decodeStepS * 1e3 == Approx(row.tpotMs).epsilon(0.10));
    }
    // vLLM 0.23.0 on one A100 40GB (1,555 GB/s, NVIDIA A100 datasheet), Llama-3.1-8B-Instruct
    // BF16, 1,024 tokens in and 128 out, one request at a time: "about 75 tokens/sec"
    // (johnmusgrave.com/p/vllm-throughput-latency-sweep-on).
    GpuSpec a100_40 = gpu("a100-80gb-sxm");
    a100_40.memoryGb = 40;
    a100_40.usableBytes = 39.39 * GiB; // "39.39 GiB total capacity" (PyTorch, A100-SXM4-40GB)
    a100_40.memoryBandwidthGBs = 1555;
    const ServingResult lambda = evaluateServing(request(1152, 1, 1), l8, a100_40, nullptr, 1, a);
    CHECK(lambda.decodeTokensPerSPerUser == Approx(75).epsilon(0.10));
}

TEST_CASE("more users per step: the aggregate rate grows, each user's rate falls", "[serving]") {
    const ModelArch& m = catalogModel("llama-3.1-8b");
    const GpuSpec& h200 = gpu("h200-nvl");
    const Assumptions& a = catalog().assumptions;
    const ServingResult one = evaluateServing(request(4096, 1), m, h200, nullptr, 1, a);
    const ServingResult many = evaluateServing(request(4096, 64), m, h200, nullptr, 1, a);
    CHECK(many.batchPerReplica == 64);
    CHECK(many.decodeTokensPerSTotal > 10 * one.decodeTokensPerSTotal);
    CHECK(many.decodeTokensPerSPerUser < one.decodeTokensPerSPerUser);
    // At 4,096 tokens × 64 users the step reads 34.4 GB of cache besides 15.01 GB of weights
    // (16.06 GB less the 1.05 GB input embedding, a lookup of 64 rows).
    CHECK(many.decodeMemoryS ==
          Approx((15.01e9 + 64 * 4096 * 131072.0) / (4800e9 * 0.76)).epsilon(0.002));
}

TEST_CASE("the ring all-reduce costs its steps' latency and 2(N-1)/N of the data", "[serving]") {
    // 8 GPUs, 900 GB/s both directions at 75 %: 14 steps of 4.3 µs + 1.75 × 1 MB / 337.5 GB/s
    CHECK(allReduceSeconds(1e6, 8, 900, 0.75, 4.3e-6) ==
          Approx(14 * 4.3e-6 + 1.75e6 / 337.5e9).epsilon(1e-9));
    CHECK(allReduceSeconds(1e6, 1, 900, 0.75, 4.3e-6) == 0);
}

// ---- Scenario and result -------------------------------------------------------------------

TEST_CASE("the verdict answers the serving question", "[serving]") {
    const SizingResult r =
        serve(R"({"server": "8x-h200-nvl", "serving": {"context_tokens": 32768, "users": 40}})");
    REQUIRE(r.serving.fits);
    const std::string v = servingVerdict(r.serving);
    INFO(v);
    CHECK(v.rfind("serves 40 users at 32k tokens", 0) == 0);
    CHECK(v.find("tokens/s each") != std::string::npos);
    const nlohmann::json j = toJson(r);
    for (const char* key :
         {"replicas", "tensor_parallel", "weights_gb_per_gpu", "kv_bytes_per_token",
          "state_bytes_per_sequence", "kv_cache_tokens", "max_context_one_user", "users_at_context",
          "decode_tokens_per_s_per_user", "decode_tokens_per_s_total", "time_to_first_token_s",
          "fits"}) {
        INFO(key);
        CHECK(j.at("serving").contains(key));
    }
    CHECK(j.at("serving").at("kv_bytes_per_token") == 65536);
    // Without the section there is no serving result.
    CHECK_FALSE(toJson(serve("{}")).contains("serving"));
}

TEST_CASE("more users than the cache holds: the verdict says how many of them", "[serving]") {
    const SizingResult r = serve(R"({"server": "1x-rtx-pro-6000-se",
        "serving": {"context_tokens": 131072, "users": 50, "max_num_seqs": 256}})");
    CHECK_FALSE(r.serving.fits);
    CHECK(r.serving.usersAtContext < 50);
    bool warned = false;
    for (const Warning& w : r.warnings)
        warned = warned || w.code == "serving_short";
    CHECK(warned);
}

TEST_CASE("FP8 weights and cache leave more room for users", "[serving]") {
    const auto bf16 = serve(R"({"server": "4x-h200-nvl", "serving": {"context_tokens": 32768}})");
    const auto fp8 = serve(R"({"server": "4x-h200-nvl", "serving": {"context_tokens": 32768,
        "weights_format": "fp8", "kv_cache_format": "fp8"}})");
    CHECK(fp8.serving.weightsGbPerGpu < 0.6 * bf16.serving.weightsGbPerGpu);
    CHECK(fp8.serving.kvBytesPerToken == bf16.serving.kvBytesPerToken / 2);
    CHECK(fp8.serving.usersAtContext > 2 * bf16.serving.usersAtContext);
}

TEST_CASE("a serving section that does not fit the build is refused with its key",
          "[serving][badinput]") {
    auto key = [](const std::string& serving) { return servingRefusalKey(serving, "s.json"); };
    CHECK(key(R"({"tensor_parallel": 3})") == "/serving/tensor_parallel");
    CHECK(key(R"({"block_size": 17})") == "/serving/block_size");
    CHECK(key(R"({"weights_format": "int3"})") == "/serving/weights_format");
    CHECK(key(R"({"users": 0})") == "/serving/users");
    CHECK(key(R"({"gpu_memory_utilization": 1.5})") == "/serving/gpu_memory_utilization");
    CHECK(key(R"({"context": 5})") == "/serving/context");
    CHECK(key("[1]") == "/serving");
    // A valid section survives the scenario file's round trip.
    servingRoundTrip(R"({"context_tokens": 16384, "users": 50, "weights_format": "int4",
                        "tensor_parallel": 2, "block_size": 32})",
                     "s.json");
}

TEST_CASE("recommend takes a serving need: \"and 50 users at 16k afterwards\"", "[serving]") {
    // The LoRA of the 27B fits one RTX PRO 6000; 50 users at 16k tokens need more cards: one
    // card's cache holds 24 of them (max_num_seqs 256: at vLLM's 1,024 one card does not start,
    // test above). vLLM's share 0.9 × 101.974 GB usable = 91.777 GB; BF16 weights 54.714 GB;
    // profile at 8,192 tokens and 256 sampled rows 8,192 × 6 B × 17,408 + 256 × 248,320 × 6 B
    // = 1.237 GB; 0.14 GB outside PyTorch; CUDA graphs 0.56 GB × 86 graphs × 64 layers / (86 ×
    // 36) = 0.996 GB + (8,192 − 4,096) / 1,000 × 0.097 GB for the hybrid = 1.393 GB. Cache
    // 34.29 GB. vLLM pages the hybrid (serving.cpp Paging): the attention block grows to 784
    // tokens (16 · cdiv(3,207,168 B of fp32 DeltaNet state per layer, 16 · 4,096 B)), a page is
    // 3.211 MB; a user at 16,384 tokens takes 16 layers × 21 blocks × 784 × 4,096 B + 3 state
    // groups × 16 × 2 pages (prefix caching) × 3.211 MB = 1.387 GB → 24 users.
    const Scenario workload = test::referenceScenario(R"({"method": "lora",
        "serving": {"context_tokens": 16384, "users": 50, "max_num_seqs": 256}})");
    const auto list = recommend(workload, catalog());
    REQUIRE_FALSE(list.empty());
    CHECK(list.front().servingMeets);
    CHECK(list.front().result.serving.usersAtContext >= 50);
    CHECK(list.front().reason.find("meets the serving need too") != std::string::npos);
    bool sawOneCard = false;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Recommendation& r = list[i];
        if (r.nodes > 1)
            continue; // the cluster picks follow the ranked single servers
        // Within a fit tier, every build that serves the users ranks before every one that
        // does not.
        for (std::size_t j = i + 1; j < list.size(); ++j)
            if (list[j].tier == r.tier && list[j].nodes == 1)
                CHECK((r.servingMeets || !list[j].servingMeets));
        if (r.server == "1x-rtx-pro-6000-se") {
            sawOneCard = true;
            CHECK_FALSE(r.servingMeets);
            CHECK(r.result.serving.usersAtContext == 24);
            CHECK(r.reason.find("serving falls short: serves 24 of 50 users at 16k tokens") !=
                  std::string::npos);
        }
    }
    CHECK(sawOneCard);
    const nlohmann::json j = toJson(list);
    CHECK(j.at("recommendations").at(0).at("meets_both") == true);
    CHECK(j.at("recommendations").at(0).at("serving").contains("users_at_context"));
}

TEST_CASE("the Serving view's curve: users fall with the context down to one user", "[serving]") {
    const ServingResult v = evaluateServing(request(32768, 1), catalogModel("llama-3.1-8b"),
                                            gpu("h200-nvl"), nullptr, 1, catalog().assumptions);
    const auto points = usersAgainstContext(v.capacity);
    REQUIRE(points.size() >= 2);
    CHECK(points.front().contextTokens == 1024);
    // 117.402 GB of cache (the by-hand case above) at 1,024 × 131,072 B per user: 874 users.
    CHECK(points.front().users == 874);
    for (std::size_t i = 1; i < points.size(); ++i)
        CHECK(points[i].users <= points[i - 1].users);
    CHECK(points.back().contextTokens == v.maxContextOneUser);
    CHECK(points.back().users >= 1);
    // The point at 32k is the result's own.
    for (const ServingPoint& p : points)
        if (p.contextTokens == 32768)
            CHECK(p.users == v.usersAtContext);
}

TEST_CASE("serving power: GPUs at the decode load through the facility stage", "[serving]") {
    // 4× H200 NVL server: (4 × 600 W × 0.43 + 2 × 280 W) × 1.15 = 1,830.8 W sustained; the
    // facility stage adds its 10 % transient margin: 2,013.9 W. Training draws 3.40 kW.
    const SizingResult r = serve(R"({"server": "4x-h200-nvl", "serving": {"users": 4}})");
    CHECK(r.serving.powerW == Approx(1830.8).epsilon(1e-6));
    CHECK(r.serving.facility.serverPeakW == Approx(1830.8 * 1.10).epsilon(1e-6));
    CHECK(r.serving.powerW < r.power.total);
}
