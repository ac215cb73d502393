#pragma once
// What the build does when it serves the tuned model (result key `serving`). All GB are 1e9 B.
#include "facility/facility.h"

#include <cstdint>
#include <string>

namespace headroom {

/// The KV-cache pool of one replica and what one user's context takes from it: enough to
/// answer "how many users at this context" for any context without evaluating again.
struct ServingCapacity {
    double poolBytesPerGpu = 0;       ///< the engine's share less weights and reserves
    double kvBytesPerTokenPerGpu = 0; ///< per-token layers, one GPU of the replica
    double slidingBytesPerTokenPerGpu = 0;
    int slidingWindow = 0;
    double stateBytesPerSequencePerGpu = 0;
    int blockSize = 16;
    int replicas = 0;
    std::int64_t contextLimit = 0; ///< the model's max_position_embeddings (0: none stated)
    bool operator==(const ServingCapacity&) const = default;
};

/// The engine and its settings as it runs them: the request's, or the engine's defaults for the
/// card (result key `serving.engine`).
struct ServingEngineSettings {
    std::string name = "vllm";
    double memoryFraction = 0.9; ///< gpu_memory_utilization / mem_fraction_static / KV fraction
    int maxModelLen = 0;
    int maxNumSeqs = 0;
    int maxNumBatchedTokens = 0;
    bool chunkedPrefill = true;
    int speculativeTokens = 0;
    bool defaultsFromCard = false; ///< batched tokens or sequences were the engine's defaults
    bool operator==(const ServingEngineSettings&) const = default;
};

struct ServingResult {
    bool asked = false; ///< the scenario has a `serving` section
    int contextTokens = 0;
    int users = 0;
    std::string weightsFormat;
    std::string kvCacheFormat;
    int replicas = 0;
    int tensorParallel = 0;
    bool tensorParallelAuto = false; ///< chosen by Headroom (tensor_parallel 0 or absent)
    std::string link;                ///< what carries the tensor-parallel all-reduces
    double weightsGbPerGpu = 0;
    double activationGbPerGpu = 0; ///< the engine's profiled peak activation (profile_gb)
    double reserveGbPerGpu = 0;    ///< non-torch allocations and CUDA graphs
    double cudaGraphGbPerGpu = 0;  ///< CUDA graphs counted in the budget (cuda_graph_gb)
    ServingEngineSettings engine;
    /// The engine starts: weights, profile and reserves leave room for the cache, and one
    /// sequence of max_model_len fits it (vLLM raises at start-up otherwise).
    bool engineStarts = false;
    double kvCacheGbPerGpu = 0;       ///< the pool the cache blocks come from
    double engineGbPerGpu = 0;        ///< capacity × the engine's memory fraction
    double capacityGb = 0;            ///< what one process can use of the card (usable bytes)
    double kvBytesPerToken = 0;       ///< whole model, per-token layers only
    double stateBytesPerSequence = 0; ///< whole model, fixed per sequence
    std::int64_t kvCacheTokens = 0;   ///< tokens one replica's cache holds
    std::int64_t maxContextOneUser = 0;
    std::int64_t usersAtContext = 0; ///< all replicas
    int batchPerReplica = 0;         ///< sequences each decode step serves
    double decodeTokensPerSPerUser = 0;
    double decodeTokensPerSTotal = 0;
    double decodeStepS = 0;
    double decodeMemoryS = 0;
    double decodeComputeS = 0;
    double decodeInterconnectS = 0;
    double decodeOverheadS = 0; ///< the engine's fixed cost per layer and step, all layers
    double decodePrefillS = 0;  ///< other users' prompts prefilled per decode step
    double promptTokensPerStep = 0; ///< the stated prompt rate: prompt tokens per decode step
    int outputTokens = 0;           ///< tokens each request generates (its prompt: the rest)
    bool computeBound = false;
    double timeToFirstTokenS = 0;
    double powerW = 0; ///< the server's draw while serving (GPUs at the serving load)
    Facility facility; ///< the facility stage at the serving draw (one server)
    bool fits = false; ///< the weights fit and every user gets the context
    ServingCapacity capacity;
    bool operator==(const ServingResult&) const = default;
};

} // namespace headroom
