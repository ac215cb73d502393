#pragma once
// The serving stage: the tuned model served on the build after the fine-tune. Memory per GPU
// as vLLM accounts it (weights at the served format, the profiled activation peak, non-torch
// and CUDA-graph reserves, the rest of the engine's share for KV-cache blocks), replicas and
// tensor parallelism, users at the context, decode rate and time to first token, the draw.
#include "catalog.h"
#include "serving/kvcache.h"
#include "servingrequest.h"
#include "serving/servingresult.h"
#include "warning.h"

#include <cstdint>
#include <string>
#include <vector>

namespace headroom {

/// Bytes per linear weight at the served format (catalog assumptions for the quantised ones).
double weightBytesPerLinear(WeightsFormat format, const Assumptions& a);

/// Bytes of the checkpoint at `format`: the linear layers of the language model and of its
/// MTP block at the format, everything else (embeddings, head, norms, vision tower) in BF16.
double checkpointBytes(const ParameterCounts& p, WeightsFormat format, const Assumptions& a);

/// Users whose `contextTokens` each fit in the replicas' caches.
std::int64_t usersAtContext(const ServingCapacity& capacity, std::int64_t contextTokens);

/// Bytes one sequence of `tokens` takes on one GPU of a replica (whole cache blocks, the
/// sliding window's blocks, the fixed per-sequence state).
double sequenceBytes(const ServingCapacity& capacity, std::int64_t tokens);

/// The longest context one user gets on one replica (capped at the model's context).
std::int64_t maxContextOneUser(const ServingCapacity& capacity);

struct ServingPoint {
    std::int64_t contextTokens = 0;
    std::int64_t users = 0;
    bool operator==(const ServingPoint&) const = default;
};

/// Users against context length for the Serving view: at 1k, 2k, 4k … tokens up to the longest
/// context one user gets, which ends the curve.
std::vector<ServingPoint> usersAgainstContext(const ServingCapacity& capacity);

/// The servers one replica may span: an RL engine on whole servers of a cluster, tensor parallel
/// across them (verl runs TP 16 on two nodes, verl@b178a3cd docs/advance/one_step_off.md).
/// Default: every GPU in one server.
struct ServingSpan {
    int gpusPerServer = 0;       ///< cards of one server; 0: the replica never leaves it
    double networkGBsPerGpu = 0; ///< the adapters' rate per GPU, one direction (GB/s)
};

/// Sizes the serving of `arch` on `gpuCount` cards of `gpu` in `server` (may be null); a
/// replica wider than `span.gpusPerServer` all-reduces over the network between the servers.
/// Pure; the request must have passed checkServingRequest().
ServingResult evaluateServing(const ServingRequest& request, const ModelArch& arch,
                              const GpuSpec& gpu, const ServerSpec* server, int gpuCount,
                              const Assumptions& assumptions, const ServingSpan& span = {});

/// The context as the verdict says it: "32k" for whole multiples of 1,024 tokens, else the
/// number ("10000").
std::string contextLabel(std::int64_t tokens);

/// The serving verdict in one line: "serves 40 users at 32k tokens (room for 230), about 35
/// tokens/s each", "serves 30 of 50 users at 16k tokens, …", or why it serves none.
std::string servingVerdict(const ServingResult& serving);

/// The serving warnings: users short of the context, a context beyond the model's, a card
/// without a bandwidth figure (codes serving_short, serving_no_kv_room,
/// serving_context_exceeded, serving_no_bandwidth).
void appendServingWarnings(const ServingResult& serving, const GpuSpec& gpu,
                           std::vector<Warning>& warnings);

} // namespace headroom
