#pragma once
// The scenario's `serving` section: the tuned model served on the same build afterwards
// (context per user, concurrent users, weight and KV-cache formats, tensor parallelism, the
// engine's memory share and block size, as vLLM names them).
#include "enumnames.h"
#include "error.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

namespace headroom {

struct ModelArch;

/// Weights as served: BF16, FP8 (E4M3 with block scales), INT4 (AWQ/GPTQ, group 128) or MXFP4.
enum class WeightsFormat { Bf16, Fp8, Int4, Mxfp4 };
/// KV-cache dtype (vLLM --kv-cache-dtype auto / fp8).
enum class KvCacheFormat { Bf16, Fp8 };
/// The serving engine, whose memory budget the stage reproduces (../shared/SPEC.md §8).
enum class ServingEngine { Vllm, Sglang, TensorRtLlm };

struct ServingRequest {
    int contextTokens = 8192; ///< prompt + output per user
    int users = 1;            ///< concurrent users
    WeightsFormat weights = WeightsFormat::Bf16;
    KvCacheFormat kvCache = KvCacheFormat::Bf16;
    int tensorParallel = 0;            ///< GPUs per replica; 0 = the fewest that serve the users
    double gpuMemoryUtilization = 0.9; ///< vLLM's default engine share of each GPU
    int blockSize = 16;                ///< vLLM's default PagedAttention block (tokens)
    ServingEngine engine = ServingEngine::Vllm;
    /// The longest sequence the engine accepts (vLLM --max-model-len); 0: the context per user.
    int maxModelLen = 0;
    /// Sequences per step (vLLM --max-num-seqs, SGLang --max-running-requests,
    /// TensorRT-LLM max_batch_size); 0: the engine's default for the card.
    int maxNumSeqs = 0;
    /// Tokens per step (vLLM --max-num-batched-tokens, SGLang --chunked-prefill-size,
    /// TensorRT-LLM max_num_tokens); 0: the engine's default for the card. The profile run's size.
    int maxNumBatchedTokens = 0;
    /// Chunked prefill (vLLM V1 always for generative models); off, vLLM batches up to
    /// max_model_len tokens per step and profiles that many.
    bool chunkedPrefill = true;
    /// Draft tokens per step (MTP / EAGLE); above 0 the model's MTP block is loaded too.
    int speculativeTokens = 0;
    /// Tokens each request generates (the rest of context_tokens is its prompt): the prompt
    /// rate the decode steps interleave. 0: the catalog's serving_output_tokens.
    int outputTokens = 0;
    /// SGLang --mem-fraction-static: the share of the memory free before the weights load that
    /// weights and KV pool may take (scenario key mem_fraction_static). 0: SGLang's own
    /// heuristic for the card. vLLM and TensorRT-LLM ignore it.
    double memFractionStatic = 0;
    bool operator==(const ServingRequest&) const = default;
};

inline constexpr auto kWeightsFormatNames =
    makeEnumTable(std::pair{WeightsFormat::Bf16, "bf16"}, std::pair{WeightsFormat::Fp8, "fp8"},
                  std::pair{WeightsFormat::Int4, "int4"}, std::pair{WeightsFormat::Mxfp4, "mxfp4"});
const char* toString(WeightsFormat);
inline constexpr auto kKvCacheFormatNames =
    makeEnumTable(std::pair{KvCacheFormat::Bf16, "bf16"}, std::pair{KvCacheFormat::Fp8, "fp8"});
const char* toString(KvCacheFormat);
inline constexpr auto kServingEngineNames = makeEnumTable(
    std::pair{ServingEngine::Vllm, "vllm"}, std::pair{ServingEngine::Sglang, "sglang"},
    std::pair{ServingEngine::TensorRtLlm, "tensorrt-llm"});
const char* toString(ServingEngine);

/// The context a request serves and the engine's length limit: max_model_len, or the context.
inline int effectiveMaxModelLen(const ServingRequest& q) {
    return q.maxModelLen > 0 ? q.maxModelLen : q.contextTokens;
}

/// Parses the `serving` object of scenario `file` (errors name "/serving/<key>").
Expected<ServingRequest> parseServingRequest(const nlohmann::json& section,
                                             const std::string& file);

/// The checks against the model and the cards: tensor_parallel divides the GPUs and the
/// attention heads (vLLM refuses a split that does not). `gpuCount`: the cards in use.
std::optional<Error> checkServingRequest(const ServingRequest& request, const ModelArch& arch,
                                         int gpuCount, const std::string& file);

/// The section as written to a scenario file.
nlohmann::json toJson(const ServingRequest& request);

} // namespace headroom
