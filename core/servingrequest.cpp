#include "servingrequest.h"

#include "jsonreader.h"
#include "modelarch.h"

#include <nlohmann/json.hpp>
#include <set>

namespace headroom {

const char* toString(WeightsFormat v) {
    return kWeightsFormatNames.name(v);
}

const char* toString(KvCacheFormat v) {
    return kKvCacheFormatNames.name(v);
}

const char* toString(ServingEngine v) {
    return kServingEngineNames.name(v);
}

Expected<ServingRequest> parseServingRequest(const nlohmann::json& section,
                                             const std::string& file) {
    if (!section.is_object())
        return Error{file, "/serving", "expected an object with context_tokens, users, ..."};
    static const std::set<std::string> known = {
        "context_tokens",     "users",        "weights_format",         "kv_cache_format",
        "tensor_parallel",    "block_size",   "gpu_memory_utilization", "engine",
        "max_model_len",      "max_num_seqs", "max_num_batched_tokens", "chunked_prefill",
        "speculative_tokens", "output_tokens", "mem_fraction_static"};
    for (const auto& item : section.items())
        if (!known.count(item.key()))
            return Error{file, "/serving/" + item.key(), "unknown serving key"};
    ServingRequest q;
    JsonReader r(section, file, "/serving");
    // The same token limit as sequence_length (README "Command line": 2^24).
    q.contextTokens = r.integer("context_tokens", q.contextTokens, 1, 16777216);
    q.users = r.integer("users", q.users, 1, 1000000);
    q.weights = r.choice("weights_format", kWeightsFormatNames, WeightsFormat::Bf16);
    q.kvCache = r.choice("kv_cache_format", kKvCacheFormatNames, KvCacheFormat::Bf16);
    q.tensorParallel = r.integer("tensor_parallel", q.tensorParallel, 0, 1024);
    // vLLM EngineArgs: gpu_memory_utilization in (0, 1]; block sizes of its CUDA backends
    // (vllm/config/cache.py BlockSize = Literal[1, 8, 16, 32, 64, 128, 256]).
    q.gpuMemoryUtilization =
        r.decimal("gpu_memory_utilization", q.gpuMemoryUtilization, 0.05, 1, 2);
    q.blockSize = r.integer("block_size", q.blockSize, 1, 256);
    q.engine = r.choice("engine", kServingEngineNames, ServingEngine::Vllm);
    // 0 = the engine's default; the same token limit as context_tokens.
    q.maxModelLen = r.integer("max_model_len", q.maxModelLen, 0, 16777216);
    q.maxNumSeqs = r.integer("max_num_seqs", q.maxNumSeqs, 0, 1000000);
    q.maxNumBatchedTokens = r.integer("max_num_batched_tokens", q.maxNumBatchedTokens, 0, 16777216);
    q.chunkedPrefill = r.boolean("chunked_prefill", q.chunkedPrefill);
    // vLLM SpeculativeConfig.num_speculative_tokens; MTP heads draft a handful per step.
    q.speculativeTokens = r.integer("speculative_tokens", q.speculativeTokens, 0, 64);
    // Tokens each request generates; 0 = the catalog's serving_output_tokens.
    q.outputTokens = r.integer("output_tokens", q.outputTokens, 0, 16777216);
    // SGLang ServerArgs.mem_fraction_static, a share of the free memory in (0, 1]; 0 = SGLang's
    // heuristic for the card (server_args.py _handle_gpu_memory_settings).
    q.memFractionStatic = r.decimal("mem_fraction_static", q.memFractionStatic, 0, 1, 3);
    if (r.failed())
        return r.error();
    if (q.outputTokens >= q.contextTokens)
        return Error{file, "/serving/output_tokens",
                     "value " + std::to_string(q.outputTokens) + " is not below context_tokens (" +
                         std::to_string(q.contextTokens) + "): the prompt would be empty"};
    if (q.maxModelLen > 0 && q.maxModelLen < q.contextTokens)
        return Error{file, "/serving/max_model_len",
                     "value " + std::to_string(q.maxModelLen) + " is below context_tokens (" +
                         std::to_string(q.contextTokens) +
                         "): the engine would refuse the context"};
    const int b = q.blockSize;
    if (b != 1 && b != 8 && b != 16 && b != 32 && b != 64 && b != 128 && b != 256)
        return Error{file, "/serving/block_size",
                     "value " + std::to_string(b) + " is not one of 1, 8, 16, 32, 64, 128, 256"};
    return q;
}

std::optional<Error> checkServingRequest(const ServingRequest& q, const ModelArch& arch,
                                         int gpuCount, const std::string& file) {
    const int tp = q.tensorParallel;
    if (tp <= 0)
        return std::nullopt;
    if (gpuCount > 0 && gpuCount % tp != 0)
        return Error{file, "/serving/tensor_parallel",
                     "value " + std::to_string(tp) + " does not divide the " +
                         std::to_string(gpuCount) + " GPUs into replicas"};
    // vLLM (vllm/config/parallel.py verify_with_model_config): the attention heads must split
    // evenly over the tensor-parallel ranks.
    if (arch.attention.heads > 0 && arch.attention.heads % tp != 0)
        return Error{file, "/serving/tensor_parallel",
                     "value " + std::to_string(tp) + " does not divide the model's " +
                         std::to_string(arch.attention.heads) + " attention heads"};
    return std::nullopt;
}

nlohmann::json toJson(const ServingRequest& q) {
    nlohmann::json j = {{"context_tokens", q.contextTokens},
                        {"users", q.users},
                        {"weights_format", toString(q.weights)},
                        {"kv_cache_format", toString(q.kvCache)},
                        {"tensor_parallel", q.tensorParallel},
                        {"gpu_memory_utilization", q.gpuMemoryUtilization},
                        {"block_size", q.blockSize},
                        {"engine", toString(q.engine)},
                        {"max_model_len", q.maxModelLen},
                        {"max_num_seqs", q.maxNumSeqs},
                        {"max_num_batched_tokens", q.maxNumBatchedTokens},
                        {"chunked_prefill", q.chunkedPrefill},
                        {"speculative_tokens", q.speculativeTokens}};
    if (q.outputTokens > 0)
        j["output_tokens"] = q.outputTokens;
    if (q.memFractionStatic > 0)
        j["mem_fraction_static"] = q.memFractionStatic;
    return j;
}

} // namespace headroom
