#include "serving/servingcalibration.h"

#include "build/resolvebuild.h"
#include "serving/serving.h"
#include "textformat.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace headroom {

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

/// A model's config.json as Hugging Face publishes it, parsed; an empty model where it does not
/// parse.
ModelArch configArch(const std::string& configJson, const char* file) {
    auto a = parseModelConfig(nlohmann::json::parse(configJson), file);
    return a ? std::move(a).value() : ModelArch{};
}

/// vLLM's PyTorch sort sampler before v0.21.0: bytes per sampled row and vocabulary entry at the
/// profile run's peak (the fit is stated in servingcalibration.h).
constexpr double kSortSamplerBytesPerLogit = 38.4;

/// Qwen/Qwen3-0.6B config.json (not in the catalog): the llm-d row's small model.
const ModelArch& qwen3_06b() {
    static const ModelArch arch = configArch(R"({
        "architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3", "hidden_size": 1024,
        "intermediate_size": 3072, "num_hidden_layers": 28, "num_attention_heads": 16,
        "num_key_value_heads": 8, "head_dim": 128, "vocab_size": 151936,
        "max_position_embeddings": 40960, "tie_word_embeddings": true})",
                                             "qwen3-0.6b/config.json");
    return arch;
}

/// Qwen/Qwen3-14B config.json (not in the catalog): the model of vllm-project/vllm#20469.
const ModelArch& qwen3_14b() {
    static const ModelArch arch = configArch(R"({
        "architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3", "hidden_size": 5120,
        "intermediate_size": 17408, "num_hidden_layers": 40, "num_attention_heads": 40,
        "num_key_value_heads": 8, "head_dim": 128, "vocab_size": 151936,
        "max_position_embeddings": 40960, "tie_word_embeddings": false})",
                                             "qwen3-14b/config.json");
    return arch;
}

/// openai/gpt-oss-20b config.json (not in the catalog): gpt-oss-120b's (catalog) with 24 layers
/// and 32 experts; MXFP4 experts, attention, router, embeddings and head in BF16.
const ModelArch& gptOss20b() {
    static const ModelArch arch = [] {
        std::string layers;
        for (int i = 0; i < 24; ++i)
            layers += std::string(i ? ", " : "") +
                      (i % 2 ? "\"full_attention\"" : "\"sliding_attention\"");
        return configArch(R"({
            "architectures": ["GptOssForCausalLM"], "model_type": "gpt_oss", "attention_bias": true,
            "experts_per_token": 4, "head_dim": 64, "hidden_act": "silu", "hidden_size": 2880,
            "intermediate_size": 2880, "layer_types": [)" + layers + R"(],
            "max_position_embeddings": 131072, "num_attention_heads": 64,
            "num_experts_per_tok": 4, "num_hidden_layers": 24, "num_key_value_heads": 8,
            "num_local_experts": 32, "quantization_config": {"modules_to_not_convert":
            ["model.layers.*.self_attn", "model.layers.*.mlp.router", "model.embed_tokens",
            "lm_head"], "quant_method": "mxfp4"}, "sliding_window": 128,
            "tie_word_embeddings": false, "vocab_size": 201088})",
                          "gpt-oss-20b/config.json");
    }();
    return arch;
}

const std::vector<ServingMemoryRow> kMemoryRows = {
    // LMCache/LMCache#3430 (2026-05-28): vLLM 0.21.0, RTX A5000 24 GB, Qwen/Qwen3-8B through the
    // LLM class (its defaults on a small card: 8,192 batched tokens, 256 sequences), utilisation
    // 0.9764, "GPU KV cache size: 46,368 tokens", "Maximum concurrency for 16,384 tokens per
    // request: 2.83x".
    {"github.com/LMCache/LMCache/issues/3430", "qwen3-8b", "rtx-4090", 23.58, "0.21.0", false, 1,
     0.9764, 16384, 256, 8192, 16, WeightsFormat::Bf16, KvCacheFormat::Bf16, 46368, 0, 2.83, 0},
    // mitchross/talos-argocd-proxmox#1995 (2026-08-16): 2x RTX 3090, TP 2, Qwen3.8-27B-FP8,
    // utilisation 0.92, fp8_e4m3 KV, max_num_batched_tokens 8192, max_num_seqs 2, max_model_len
    // 131072: "GPU KV cache size: 302,921 tokens", "Maximum concurrency for 131,072 tokens per
    // request: 2.31x". A 2026 vLLM (graph estimate on).
    {"github.com/mitchross/talos-argocd-proxmox/pull/1995", "qwen3.8-27b", "rtx-4090", 23.58,
     "2026-08 release", false, 2, 0.92, 131072, 2, 8192, 16, WeightsFormat::Fp8, KvCacheFormat::Fp8,
     302921, 0, 2.31, 0},
    // llm-d/llm-d-benchmark config_explorer/empirical-vllm-memory-results.md (commit 25933486):
    // H100 79.18 GiB, utilisation 0.9, block size 128, max_model_len 16000, OpenAI server
    // defaults; vLLM with the kv_cache_memory suggestion of PR #21489 (v0.10–v0.11).
    {"github.com/llm-d/llm-d-benchmark config_explorer/empirical-vllm-memory-results.md",
     "llama-3.1-8b", "h100-sxm", 0, "0.10/0.11", true, 1, 0.9, 16000, 0, 0, 128,
     WeightsFormat::Bf16, KvCacheFormat::Bf16, 0, 51.38, 0, 14.99},
    {"github.com/llm-d/llm-d-benchmark config_explorer/empirical-vllm-memory-results.md",
     "qwen3-32b", "h100-sxm", 0, "0.10/0.11", true, 1, 0.9, 16000, 0, 0, 128, WeightsFormat::Bf16,
     KvCacheFormat::Bf16, 0, 4.45, 0, 61.03},
    {"github.com/llm-d/llm-d-benchmark config_explorer/empirical-vllm-memory-results.md",
     "qwen3-0.6b", "h100-sxm", 0, "0.10/0.11", true, 1, 0.9, 16000, 0, 0, 128, WeightsFormat::Bf16,
     KvCacheFormat::Bf16, 0, 64.45, 0, 1.12},
    // The same model at max_model_len 32,000: the pool does not move (64.45 GiB), since chunked
    // prefill profiles the batched tokens, not max_model_len.
    {"github.com/llm-d/llm-d-benchmark config_explorer/empirical-vllm-memory-results.md",
     "qwen3-0.6b", "h100-sxm", 0, "0.10/0.11", true, 1, 0.9, 32000, 0, 0, 128, WeightsFormat::Bf16,
     KvCacheFormat::Bf16, 0, 64.45, 0, 0},
    // Llama-3.3-70B-Instruct-FP8-dynamic, TP 2 (the architecture of Llama-3.1-70B).
    {"github.com/llm-d/llm-d-benchmark config_explorer/empirical-vllm-memory-results.md",
     "llama-3.1-70b", "h100-sxm", 0, "0.10/0.11", true, 2, 0.9, 16000, 0, 0, 128,
     WeightsFormat::Fp8, KvCacheFormat::Bf16, 0, 32.0, 0, 33.88},
    // gpt-oss-20b: MXFP4 experts (config inline above).
    {"github.com/llm-d/llm-d-benchmark config_explorer/empirical-vllm-memory-results.md",
     "gpt-oss-20b", "h100-sxm", 0, "0.10/0.11", true, 1, 0.9, 16000, 0, 0, 128,
     WeightsFormat::Mxfp4, KvCacheFormat::Bf16, 0, 50.28, 0, 13.47},
    // gpt-oss-120b: MXFP4 experts. The file's summary row gives no utilisation for it (no
    // section of its own); its figures add up at 0.95, not the others' 0.9: 0.95 × 79.18 −
    // 64.38 (weights) − 7.38 (peak activation) − 0.13 (non-torch) = 3.33 GiB, the logged pool
    // (at 0.9 the same sum is −0.63 GiB).
    {"github.com/llm-d/llm-d-benchmark config_explorer/empirical-vllm-memory-results.md",
     "gpt-oss-120b", "h100-sxm", 0, "0.10/0.11", true, 1, 0.95, 16000, 0, 0, 128,
     WeightsFormat::Mxfp4, KvCacheFormat::Bf16, 0, 3.33, 0, 64.38},
    // vllm-project/vllm#21348 (2025-07-22): Qwen3-235B-A22B-FP8 on 4x H100, TP 4, defaults but
    // for the LMCache connector (kv_transfer_config LMCacheConnectorV1): "Available KV cache
    // memory: 8.11 GiB", "GPU KV cache size: 178,880 tokens"; max_model_len the model's 40,960.
    // Out of scope: the worker registers the KV caches with the connector during the profile run,
    // and a connector that sets up GPU buffers there has them counted against the cache
    // (vllm-project/vllm#38558 "Skip register_kv_caches on profiling"; the issue's reply points
    // at PR #19312); LMCache's buffers are not modelled. Shown, not counted in the medians.
    {"github.com/vllm-project/vllm/issues/21348", "qwen3-235b-a22b", "h100-sxm", 0, "0.9.2", true,
     4, 0.9, 40960, 0, 0, 16, WeightsFormat::Fp8, KvCacheFormat::Bf16, 178880, 8.11, 0, 0, 0,
     ServingEngine::Vllm, 0, 0, "LMCache KV connector not modelled"},
    // The same issue, the SGLang side: "python3 -m sglang.launch_server --model
    // Qwen3-235B-A22B-FP8 --tp 4 --mem-fraction-static 0.93" on the same 4x H100: "KV Cache is
    // allocated. #tokens: 367404, K size: 8.23 GB, V size: 8.23 GB" (SGLang of July 2025; its
    // context length the model's 40,960).
    {"github.com/vllm-project/vllm/issues/21348", "qwen3-235b-a22b", "h100-sxm", 0,
     "SGLang 2025-07", false, 4, 0.9, 40960, 0, 0, 1, WeightsFormat::Fp8, KvCacheFormat::Bf16,
     367404, 0, 0, 0, 0, ServingEngine::Sglang, 0.93},
    // vllm-project/vllm#10517 (kaspersiminski, 2024-12-02): vLLM's V0 engine (its "Memory
    // profiling results" line), one RTX 3090 ("total_gpu_memory=23.58GiB"),
    // meta-llama/Llama-3.1-8B-Instruct BF16, utilisation 0.90, OpenAI server: below 32k
    // max_model_len V0 runs without chunked prefill and profiles max_model_len tokens over 256
    // sequences. max_model_len 20,000: "GPU blocks: 1952" (31,232 tokens), "Maximum concurrency
    // for 20000 tokens per request: 1.56x", "Loading model weights took 14.9888 GB" (GiB),
    // "non_torch_memory=0.35GiB" (V0 counts the CUDA context there; taken as logged).
    {"github.com/vllm-project/vllm/issues/10517", "llama-3.1-8b", "rtx-4090", 23.58, "0.6 (V0)",
     true, 1, 0.9, 20000, 256, 20000, 16, WeightsFormat::Bf16, KvCacheFormat::Bf16, 31232, 0, 1.56,
     14.9888, 0, ServingEngine::Vllm, 0, 0.35},
    // The same card and model at max_model_len 29,000: "# GPU blocks: 1478" (23,648 tokens),
    // "Maximum concurrency for 29000 tokens per request: 0.82x", and V0 refuses to start (the
    // cache holds less than one max_model_len sequence).
    {"github.com/vllm-project/vllm/issues/10517", "llama-3.1-8b", "rtx-4090", 23.58, "0.6 (V0)",
     true, 1, 0.9, 29000, 256, 29000, 16, WeightsFormat::Bf16, KvCacheFormat::Bf16, 23648, 0, 0.82,
     0, 0, ServingEngine::Vllm, 0, 0.35},
    // vllm-project/vllm#24577 (2025-09-10, mgoin): Qwen/Qwen3-0.6B through lm_eval's LLM class on
    // an A100 (the LLM class's defaults below 70 GiB or on an A100: 8,192 batched tokens, 256
    // sequences), max_model_len 4096, FlashInfer BF16 cache: "Available KV cache memory: 69.66
    // GiB", "GPU KV cache size: 652,144 tokens", "Maximum concurrency for 4,096 tokens per
    // request: 159.21x", "Model loading took 1.1201 GiB".
    {"github.com/vllm-project/vllm/pull/24577", "qwen3-0.6b", "a100-80gb-sxm", 0, "0.10.2", true, 1,
     0.9, 4096, 256, 8192, 16, WeightsFormat::Bf16, KvCacheFormat::Bf16, 652144, 69.66, 159.21,
     1.1201},
    // vllm-project/vllm#20469 (2025-07-04, the speed table's TTFT row below): vLLM 0.9.1, one
    // A100 80GB, Qwen/Qwen3-14B-AWQ, --gpu-memory-utilization 0.95 --max-model-len 16384
    // --tensor-parallel-size 1 --enforce-eager --max-num-seq 30: "vLLM reports a supported max
    // concurrency of 26 for this configuration" (the issue rounds the logged figure).
    {"github.com/vllm-project/vllm/issues/20469", "qwen3-14b", "a100-80gb-sxm", 0, "0.9.1", true, 1,
     0.95, 16384, 30, 0, 16, WeightsFormat::Int4, KvCacheFormat::Bf16, 0, 0, 26, 0},
    // cogentica-ai/kvlm docs/profiling-notes.md (commit f25ad285, measured 2026-08-08): vLLM
    // 0.26.0, Qwen3-32B-FP8 on one H100 SXM with the repository's serve spec for it
    // (src/model/qwen.rs at f25ad285: --max-model-len 32768 --max-num-seqs 32
    // --max-num-batched-tokens 8192 --gpu-memory-utilization 0.90 --kv-cache-dtype fp8): "KV
    // pool 37.42 GiB = 306,528 tokens = 131,072 bytes/token exactly", "Maximum concurrency for
    // 32,768 tokens per request: 9.35x" (its 1.26 GiB activation, 0.22 GiB non-torch and 0.18 GiB
    // graphs: 1.41, 0.13 and 0.19 GiB predicted).
    {"github.com/cogentica-ai/kvlm docs/profiling-notes.md", "qwen3-32b", "h100-sxm", 0, "0.26.0",
     false, 1, 0.9, 32768, 32, 8192, 16, WeightsFormat::Fp8, KvCacheFormat::Fp8, 306528, 0, 9.35,
     0},
    // noonghunna/club-3090#1087 (2026-08-22): 2x RTX 5090 (PyTorch: 31.4 GiB), TP 2,
    // Qwen3.8-27B-FP8 with the club's dual compose (fp8 cache, prefix caching, 8,192 batched
    // tokens, 2 sequences, MTP with 3 speculative tokens: the non-default args of #1011),
    // utilisation 0.92: "Current kv cache memory in use is 12.26 GiB", "1.59 GiB for peak
    // activation", "0.09 GiB for CUDAGraph memory".
    {"github.com/noonghunna/club-3090/issues/1087", "qwen3.8-27b", "rtx-4090", 31.4,
     "2026-08 release", false, 2, 0.92, 262144, 2, 8192, 16, WeightsFormat::Fp8, KvCacheFormat::Fp8,
     0, 12.26, 0, 0, 3},
    // vllm-project/recipes#810 (2026-08-15): Qwen3.8-27B FP8 on 2x RTX 5090, TP 2, MTP on, vLLM
    // 0.26.1rc1: "weights/GPU 14.28 GiB" (the KV pool's settings are not stated: weights only).
    {"github.com/vllm-project/recipes/pull/810", "qwen3.8-27b", "rtx-4090", 31.4, "0.26.1rc1",
     false, 2, 0.9, 262144, 2, 8192, 16, WeightsFormat::Fp8, KvCacheFormat::Fp8, 0, 0, 0, 14.28, 1},
};

// The fit (catalog/assumptions.json states each): serving_bandwidth_efficiency and
// serving_layer_us_vllm solve the two vLLM batch-1 rows together (an H100 SXM and an A100 40GB:
// 2.15× apart in bandwidth, which separates the bytes from the fixed cost);
// serving_layer_us_tensorrt_llm is the mean residual of the two NIM rows at concurrency 1;
// serving_prefill_efficiency the mean over the three rows with a time to first token (FP8 on
// FP8 tensor cores, W4A16 on 16-bit ones). The NIM rows at 5, 25 and 50 users test the
// interleaved prefill and fitted nothing.
const std::vector<ServingSpeedRow> kRows = {
    // InferenceBench "concurrency sweep" recipe (yobitelcomm.github.io/bench/recipes/
    // concurrency-sweep, captured 2026-05-16): vLLM 0.21.0, one H100-80GB-HBM3,
    // meta-llama/Llama-3.1-8B-Instruct fp16, concurrency 1: median TPOT 6.48 ms. Prompt length
    // not stated (1,024 tokens of context assumed; at one user it only sets the cache read).
    {"yobitelcomm.github.io/bench/recipes/concurrency-sweep", "llama-3.1-8b", "h100-sxm", "",
     "vLLM 0.21.0", "bandwidth, vLLM per-layer", ServingEngine::Vllm, WeightsFormat::Bf16,
     KvCacheFormat::Bf16, 1, 1, 896, 128, 6.48, 0},
    // johnmusgrave.com/p/vllm-throughput-latency-sweep-on: vLLM 0.23.0, one A100-SXM4-40GB
    // (1,555 GB/s, NVIDIA A100 datasheet; PyTorch: 39.39 GiB), Llama-3.1-8B-Instruct BF16,
    // 1,024 in / 128 out, one request at a time: "about 75 tokens/sec" (13.33 ms).
    {"johnmusgrave.com/p/vllm-throughput-latency-sweep-on", "llama-3.1-8b", "a100-80gb-sxm", "",
     "vLLM 0.23.0", "bandwidth, vLLM per-layer", ServingEngine::Vllm, WeightsFormat::Bf16,
     KvCacheFormat::Bf16, 1, 1, 1024, 128, 1000.0 / 75, 0, 1555, 39.39},
    // docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance: NIM 1.8.0 (TensorRT-LLM profile),
    // Llama-3.3-70B-Instruct (Llama-3.1-70B's architecture), 2x H100 80G, fp8 TP2, 5,000 input /
    // 500 output tokens: TTFT / ITL 406.77 / 18.58 ms at concurrency 1, ITL 21.83 at 5, 38.75 at
    // 25, 59.73 at 50. FP8 KV cache: 50 sequences of 5,500 tokens ran unqueued (TTFT 0.83 s),
    // which a BF16 cache (45 GB per GPU beside 35 GB of weights) would not hold.
    {"docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance", "llama-3.1-70b", "h100-sxm",
     "8x-h100-sxm", "NIM 1.8.0 (TensorRT-LLM)", "TensorRT-LLM per-layer, prefill",
     ServingEngine::TensorRtLlm, WeightsFormat::Fp8, KvCacheFormat::Fp8, 2, 1, 5000, 500, 18.58,
     406.77},
    {"docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance", "llama-3.1-70b", "h100-sxm",
     "8x-h100-sxm", "NIM 1.8.0 (TensorRT-LLM)", "", ServingEngine::TensorRtLlm, WeightsFormat::Fp8,
     KvCacheFormat::Fp8, 2, 5, 5000, 500, 21.83, 0},
    {"docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance", "llama-3.1-70b", "h100-sxm",
     "8x-h100-sxm", "NIM 1.8.0 (TensorRT-LLM)", "", ServingEngine::TensorRtLlm, WeightsFormat::Fp8,
     KvCacheFormat::Fp8, 2, 25, 5000, 500, 38.75, 0},
    {"docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance", "llama-3.1-70b", "h100-sxm",
     "8x-h100-sxm", "NIM 1.8.0 (TensorRT-LLM)", "", ServingEngine::TensorRtLlm, WeightsFormat::Fp8,
     KvCacheFormat::Fp8, 2, 50, 5000, 500, 59.73, 0},
    // The same page, 500 input / 2,000 output tokens, concurrency 1: TTFT 47.77 ms, ITL 18.91.
    {"docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance", "llama-3.1-70b", "h100-sxm",
     "8x-h100-sxm", "NIM 1.8.0 (TensorRT-LLM)", "TensorRT-LLM per-layer, prefill",
     ServingEngine::TensorRtLlm, WeightsFormat::Fp8, KvCacheFormat::Fp8, 2, 1, 500, 2000, 18.91,
     47.77},
    // SemiAnalysisAI/InferenceX#870 (2026-03-05, Actions run 22740679519): SGLang v0.5.7,
    // DeepSeek-R1-0528 (DeepSeek-V3's architecture) FP8, TP 8 / EP 1 on one H200 server, 1,024
    // input / 1,024 output tokens: mean TPOT 12.8, 17.2, 25.6 and 34.6 ms at concurrency 8, 16,
    // 32 and 64 (its TTFT, 331-423 ms, includes queueing behind other prompts: not used). These
    // rows fitted nothing: SGLang's per-layer cost is vLLM's (catalog serving_layer_us_sglang).
    {"github.com/SemiAnalysisAI/InferenceX/issues/870", "deepseek-v3", "h200-sxm", "8x-h200-sxm",
     "SGLang v0.5.7", "", ServingEngine::Sglang, WeightsFormat::Fp8, KvCacheFormat::Bf16, 8, 8,
     1024, 1024, 12.8, 0},
    {"github.com/SemiAnalysisAI/InferenceX/issues/870", "deepseek-v3", "h200-sxm", "8x-h200-sxm",
     "SGLang v0.5.7", "", ServingEngine::Sglang, WeightsFormat::Fp8, KvCacheFormat::Bf16, 8, 16,
     1024, 1024, 17.2, 0},
    {"github.com/SemiAnalysisAI/InferenceX/issues/870", "deepseek-v3", "h200-sxm", "8x-h200-sxm",
     "SGLang v0.5.7", "", ServingEngine::Sglang, WeightsFormat::Fp8, KvCacheFormat::Bf16, 8, 32,
     1024, 1024, 25.6, 0},
    {"github.com/SemiAnalysisAI/InferenceX/issues/870", "deepseek-v3", "h200-sxm", "8x-h200-sxm",
     "SGLang v0.5.7", "", ServingEngine::Sglang, WeightsFormat::Fp8, KvCacheFormat::Bf16, 8, 64,
     1024, 1024, 34.6, 0},
    // vllm-project/vllm#20469 (2025-07-04): vLLM 0.9.1, one A100 80GB, Qwen/Qwen3-14B-AWQ
    // (W4A16: 16-bit tensor cores), --enforce-eager, 16,000 input / 200 output, concurrency 1:
    // mean TTFT 3,345.37 ms (its TPOT is eager mode, without CUDA graphs: not used).
    {"github.com/vllm-project/vllm/issues/20469", "qwen3-14b", "a100-80gb-sxm", "",
     "vLLM 0.9.1 (eager)", "prefill", ServingEngine::Vllm, WeightsFormat::Int4, KvCacheFormat::Bf16,
     1, 1, 16000, 200, 0, 3345.37},
};

/// The row's model: the catalog's, or one of the two configs above; null when a catalog lacks it.
const ModelArch* modelFor(const std::string& id, const Catalog& catalog) {
    if (const ModelArch* m = catalogModel(id, catalog))
        return m;
    if (id == "qwen3-0.6b")
        return &qwen3_06b();
    if (id == "gpt-oss-20b")
        return &gptOss20b();
    if (id == "qwen3-14b")
        return &qwen3_14b();
    return nullptr;
}

ServingSpeedResult evaluateRow(const ServingSpeedRow& row, const Catalog& catalog) {
    ServingSpeedResult r;
    r.row = &row;
    const ModelArch* model = modelFor(row.model, catalog);
    const GpuSpec* listed = catalog.findGpu(row.gpu);
    if (!model || !listed)
        return r;
    const ModelArch& arch = *model;
    GpuSpec gpu = *listed;
    if (row.bandwidthGBs > 0)
        gpu.memoryBandwidthGBs = row.bandwidthGBs;
    if (row.usableGib > 0)
        gpu.usableBytes = row.usableGib * GiB;
    ServingRequest q;
    q.contextTokens = row.promptTokens + row.outputTokens;
    q.outputTokens = row.outputTokens;
    q.users = row.users;
    q.tensorParallel = row.tp;
    q.weights = row.weights;
    q.kvCache = row.kv;
    q.engine = row.engine;
    const ServerSpec* server = *row.server ? catalog.findServer(row.server) : nullptr;
    const ServingResult v = evaluateServing(q, arch, gpu, server, row.tp, catalog.assumptions);
    r.decodeMs = v.decodeStepS * 1e3;
    r.ttftMs = v.timeToFirstTokenS * 1e3;
    r.promptTokensPerStep = v.promptTokensPerStep;
    r.memoryMs = v.decodeMemoryS * 1e3;
    r.overheadMs = v.decodeOverheadS * 1e3;
    r.interconnectMs = v.decodeInterconnectS * 1e3;
    r.prefillMs = v.decodePrefillS * 1e3;
    return r;
}

std::string formatFixed(double v, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

std::string signedPercent(double e) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f %%", 100 * e);
    return buf;
}

void addFigure(ServingCalibrationReport& r, const std::string& source, const std::string& setup,
               const char* metric, double measured, double predicted, bool fitted,
               const std::string& outOfScope = {}) {
    if (measured <= 0)
        return;
    r.figures.push_back(
        {source, setup, metric, measured, predicted, predicted / measured - 1, fitted, outOfScope});
}

/// The share of the card the engine was given: SGLang's --mem-fraction-static where the row
/// sets it, vLLM's gpu_memory_utilization (two places, four where the log has them).
std::string engineShare(const ServingMemoryRow& row) {
    if (row.memFractionStatic > 0)
        return ", mem_fraction_static " + formatFixed(row.memFractionStatic, 2);
    if (row.engine != ServingEngine::Vllm)
        return {};
    const bool twoPlaces = row.util * 100 == std::round(row.util * 100);
    return ", gpu_memory_utilization " + formatFixed(row.util, twoPlaces ? 2 : 4);
}

/// The log's figures: the pool in tokens where the log counts them, else in GiB; vLLM's
/// maximum concurrency (the pool over one max_model_len sequence's pages); the weights.
void addMemoryFigures(ServingCalibrationReport& r, const ServingMemoryRow& row,
                      const Catalog& catalog) {
    const ServingResult v = predictMemoryRow(row, catalog);
    if (!v.asked)
        return; // a catalog without the row's model or card
    const std::string engine = row.engine == ServingEngine::Sglang ? "" : "vLLM ";
    const std::string setup =
        engine + row.version + ", " + row.model + ", " +
        (row.totalGib > 0 ? formatFixed(row.totalGib, 2) + " GiB card" : std::string(row.gpu)) +
        ", TP " + std::to_string(row.tp) + ", max_model_len " + std::to_string(row.maxModelLen) +
        engineShare(row);
    const std::string out = row.outOfScope;
    if (row.kvTokens > 0)
        addFigure(r, row.source, setup, "kv_tokens", row.kvTokens, double(v.kvCacheTokens), false,
                  out);
    else
        addFigure(r, row.source, setup, "kv_gib", row.kvGib, v.kvCacheGbPerGpu * 1e9 / GiB, false,
                  out);
    const double sequence = sequenceBytes(v.capacity, row.maxModelLen);
    addFigure(r, row.source, setup, "users", row.users,
              sequence > 0 ? v.capacity.poolBytesPerGpu / sequence : 0, false, out);
    addFigure(r, row.source, setup, "weights_gib", row.weightsGib, v.weightsGbPerGpu * 1e9 / GiB,
              false, out);
}

const char* groupOf(const std::string& metric) {
    if (metric == "kv_tokens" || metric == "kv_gib")
        return "kv_pool";
    if (metric == "weights_gib")
        return "weights";
    if (metric == "decode_ms")
        return "decode";
    if (metric == "ttft_ms")
        return "ttft";
    return "users";
}

void summarise(ServingCalibrationReport& r) {
    for (const char* name : {"kv_pool", "users", "weights", "decode", "ttft"}) {
        std::vector<double> errors;
        ServingGroup g;
        g.name = name;
        for (const ServingFigure& f : r.figures)
            if (groupOf(f.metric) == g.name && f.outOfScope.empty()) {
                errors.push_back(std::abs(f.error));
                if (std::abs(f.error) > std::abs(g.worstError))
                    g.worstError = f.error;
            }
        g.rows = int(errors.size());
        if (!errors.empty()) {
            std::sort(errors.begin(), errors.end());
            const std::size_t n = errors.size();
            g.medianError = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
        }
        r.groups.push_back(g);
    }
}

} // namespace

const std::vector<ServingMemoryRow>& servingMemoryRows() {
    return kMemoryRows;
}

ServingResult predictMemoryRow(const ServingMemoryRow& row, const Catalog& catalog) {
    const ModelArch* model = modelFor(row.model, catalog);
    const GpuSpec* listed = catalog.findGpu(row.gpu);
    if (!model || !listed)
        return {};
    const ModelArch& arch = *model;
    GpuSpec gpu = *listed;
    if (row.totalGib > 0)
        gpu.usableBytes = row.totalGib * GiB;
    Assumptions a = catalog.assumptions;
    if (row.before021) {
        a.servingCudaGraphGb = 0;
        a.servingCudaGraphHybridGbPer1kTokens = 0;
        a.servingSamplerBytesPerLogit = kSortSamplerBytesPerLogit;
    }
    if (row.nonTorchGib > 0)
        a.servingNonTorchGb = row.nonTorchGib * GiB / 1e9;
    ServingRequest q;
    q.contextTokens = row.maxModelLen;
    q.maxModelLen = row.maxModelLen;
    q.users = 1;
    q.tensorParallel = row.tp;
    q.gpuMemoryUtilization = row.util;
    q.maxNumSeqs = row.maxNumSeqs;
    q.maxNumBatchedTokens = row.maxNumBatchedTokens;
    q.blockSize = row.blockSize;
    q.weights = row.weights;
    q.kvCache = row.kv;
    q.speculativeTokens = row.spec;
    q.engine = row.engine;
    q.memFractionStatic = row.memFractionStatic;
    return evaluateServing(q, arch, gpu, nullptr, row.tp, a);
}

ServingCalibrationReport servingCalibration(const Catalog& catalog) {
    ServingCalibrationReport r;
    for (const ServingMemoryRow& row : kMemoryRows)
        addMemoryFigures(r, row, catalog);
    for (const ServingSpeedResult& s : servingSpeedCalibration(catalog)) {
        const ServingSpeedRow& row = *s.row;
        if (s.decodeMs <= 0)
            continue; // a catalog without the row's model or card
        const std::string setup =
            std::string(row.setup) + ", " + row.model + " " + toString(row.weights) + ", " +
            row.gpu +
            (row.bandwidthGBs > 0 ? " at " + formatFixed(row.bandwidthGBs, 0) + " GB/s, " +
                                        formatFixed(row.usableGib, 2) + " GiB"
                                  : std::string()) +
            " TP " + std::to_string(row.tp) + ", " + std::to_string(row.users) +
            (row.users == 1 ? " user, " : " users, ") + std::to_string(row.promptTokens) + "/" +
            std::to_string(row.outputTokens) + " tokens";
        const bool fitted = *row.fitted != 0;
        addFigure(r, row.source, setup, "decode_ms", row.decodeMs, s.decodeMs, fitted);
        addFigure(r, row.source, setup, "ttft_ms", row.ttftMs, s.ttftMs, fitted);
    }
    summarise(r);
    return r;
}

nlohmann::json toJson(const ServingCalibrationReport& report) {
    nlohmann::json rows = nlohmann::json::array();
    for (const ServingFigure& f : report.figures)
        rows.push_back({{"source", f.source},
                        {"setup", f.setup},
                        {"metric", f.metric},
                        {"measured", f.measured},
                        {"predicted", f.predicted},
                        {"error", f.error},
                        {"fitted", f.fitted},
                        {"out_of_scope", f.outOfScope}});
    nlohmann::json groups = nlohmann::json::array();
    for (const ServingGroup& g : report.groups)
        groups.push_back({{"group", g.name},
                          {"rows", g.rows},
                          {"median_abs_error", g.medianError},
                          {"worst_error", g.worstError}});
    return {{"rows", rows}, {"summary", groups}};
}

std::string toText(const ServingCalibrationReport& report) {
    std::string out = "\nServing (vLLM logs, published decode and time-to-first-token rates):\n";
    for (const ServingFigure& f : report.figures)
        out += "  " + escapeControls(f.source) + ": " + escapeControls(f.setup) + "\n    " +
               f.metric + " measured " + formatFixed(f.measured, 2) + ", predicted " +
               formatFixed(f.predicted, 2) + ", " + signedPercent(f.error) +
               (f.fitted ? " (fitted)" : "") +
               (f.outOfScope.empty() ? "" : " (not counted: " + f.outOfScope + ")") + "\n";
    out += "\nServing per figure: median |error|, worst\n";
    for (const ServingGroup& g : report.groups)
        out += "  " + g.name + ": " + std::to_string(g.rows) + " row(s), median " +
               formatFixed(100 * g.medianError, 1) + " %, worst " + signedPercent(g.worstError) +
               "\n";
    return out;
}

std::string toMarkdown(const ServingCalibrationReport& report) {
    std::string out = "| source | setup | figure | measured | predicted | error |\n"
                      "|---|---|---|---|---|---|\n";
    for (const ServingFigure& f : report.figures)
        out += "| " + markdownCell(f.source) + " | " + markdownCell(f.setup) + " | " + f.metric +
               (f.fitted ? " (fitted)" : "") +
               (f.outOfScope.empty() ? "" : " (not counted: " + markdownCell(f.outOfScope) + ")") +
               " | " + formatFixed(f.measured, 2) + " | " + formatFixed(f.predicted, 2) + " | " +
               signedPercent(f.error) + " |\n";
    out += "\n| figure | rows | median error | worst error |\n|---|---|---|---|\n";
    for (const ServingGroup& g : report.groups)
        out += "| " + g.name + " | " + std::to_string(g.rows) + " | " +
               formatFixed(100 * g.medianError, 1) + " % | " + signedPercent(g.worstError) + " |\n";
    return out;
}

const std::vector<ServingSpeedRow>& servingSpeedRows() {
    return kRows;
}

std::vector<ServingSpeedResult> servingSpeedCalibration(const Catalog& catalog) {
    std::vector<ServingSpeedResult> out;
    out.reserve(kRows.size());
    for (const ServingSpeedRow& row : kRows)
        out.push_back(evaluateRow(row, catalog));
    return out;
}

} // namespace headroom
