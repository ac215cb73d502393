#pragma once
// The serving calibration (issue 33, `headroom calibrate`): vLLM start-up logs pasted in public
// issues (KV pool, users at a context, weights per GPU) and published decode and time-to-first-
// token measurements of vLLM and TensorRT-LLM (NVIDIA NIM), each with its model, card,
// precision, concurrency and engine, against what the serving stage predicts for the same
// settings. Which rows fitted which constant is stated per row (`fitted`); the others are checks.
#include "catalog.h"
#include "servingrequest.h"
#include "serving/servingresult.h"

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace headroom {

/// A vLLM (or SGLang) start-up log. Cards: the catalog's usable bytes where the catalog has the card; a
/// 24 GB GA102 card (RTX 3090, RTX A5000) at the 23.58 GiB PyTorch reports for it
/// (vllm-project/vllm#10517: "total_gpu_memory=23.58GiB"), an RTX 5090 at 31.4 GiB. Versions:
/// vLLM before v0.21.0 captured its CUDA graphs after the cache (outside the budget) and sampled
/// through the PyTorch sort path: 38.4 B per sampled row and vocabulary entry, the mean of the
/// four peaks llm-d/llm-d-benchmark config_explorer/empirical-vllm-memory-results.md (commit
/// 25933486) logs on an H100 at 8,192 batched tokens and 1,024 sampled rows, less the forward's
/// output held beside them: Llama-3.1-8B 4.76 GiB (38.41 B), Qwen3-0.6B 5.56 GiB (38.26 B),
/// gpt-oss-20b 7.38 GiB (38.25 B), Llama-3.3-70B FP8 at TP 2 4.84 GiB (38.55 B); each peak is the
/// sampler's, larger than the forward's (enginebudget.cpp profileActivationBytes). Rows from
/// those versions run with those two settings, the others with the catalog's.
struct ServingMemoryRow {
    const char* source;  ///< where the log is
    const char* model;   ///< catalog model id ("qwen3-0.6b": config inline)
    const char* gpu;     ///< catalog GPU id
    double totalGib;     ///< PyTorch's total where the catalog lacks the card (0: catalog)
    const char* version; ///< vLLM version as the log or the issue states it
    bool before021;      ///< CUDA graphs outside the budget, the sort sampler
    int tp;
    double util;
    int maxModelLen;
    int maxNumSeqs;          ///< 0: the default for the card
    int maxNumBatchedTokens; ///< 0: the default for the card
    int blockSize;
    WeightsFormat weights;
    KvCacheFormat kv;
    double kvTokens;   ///< "GPU KV cache size: N tokens" (0: not logged)
    double kvGib;      ///< "Available KV cache memory: X GiB" (0: not logged)
    double users;      ///< "Maximum concurrency for max_model_len tokens: X" (0: not logged)
    double weightsGib; ///< "Model loading took X GiB" (0: not logged)
    int spec = 0;      ///< num_speculative_tokens (MTP; its layer is loaded)
    /// The engine that logged the row; SGLang logs "KV Cache is allocated. #tokens: N".
    ServingEngine engine = ServingEngine::Vllm;
    double memFractionStatic = 0; ///< SGLang --mem-fraction-static (0: SGLang's heuristic)
    /// Non-torch memory as the log states it (0: the catalog's). vLLM V0 (v0.6) took it as the
    /// card's used memory less PyTorch's after profiling, CUDA context included; V1 counts only
    /// the increase over a snapshot taken after the context exists.
    double nonTorchGib = 0;
    /// Why the row is shown but left out of the medians ("" where it counts): a setting the
    /// serving stage does not model.
    const char* outOfScope = "";
};

/// The rows (static storage).
const std::vector<ServingMemoryRow>& servingMemoryRows();

/// What the serving stage predicts for a log's settings (one user at max_model_len).
ServingResult predictMemoryRow(const ServingMemoryRow& row, const Catalog& catalog);

struct ServingSpeedRow {
    const char* source; ///< where the measurement is published
    const char* model;  ///< catalog model id, or "qwen3-14b" (config inline)
    const char* gpu;    ///< catalog GPU id
    const char* server; ///< catalog server id (its NVLink domain), "" for a lone card
    const char* setup;  ///< the engine and its version as the source states it
    const char* fitted; ///< the constant this row fitted ("" for a check)
    ServingEngine engine;
    WeightsFormat weights;
    KvCacheFormat kv;
    int tp;
    int users;               ///< concurrent requests
    int promptTokens;        ///< input tokens per request
    int outputTokens;        ///< output tokens per request
    double decodeMs;         ///< measured time per output token (0: not published)
    double ttftMs;           ///< measured time to first token at concurrency 1 (0: not used)
    double bandwidthGBs = 0; ///< the card's bandwidth where it differs from the catalog's
    double usableGib = 0;    ///< the card's total where it differs from the catalog's
};

struct ServingSpeedResult {
    const ServingSpeedRow* row = nullptr;
    double decodeMs = 0; ///< predicted time per output token
    double ttftMs = 0;   ///< predicted time to first token
    double promptTokensPerStep = 0;
    double memoryMs = 0;       ///< the step's bytes over the bandwidth
    double overheadMs = 0;     ///< the engine's per-layer cost
    double interconnectMs = 0; ///< the tensor-parallel all-reduces
    double prefillMs = 0;      ///< the interleaved prompts
};

/// The rows (static storage).
const std::vector<ServingSpeedRow>& servingSpeedRows();

/// Every row evaluated with `catalog`'s GPUs, models and assumptions.
std::vector<ServingSpeedResult> servingSpeedCalibration(const Catalog& catalog);

/// One published figure against the prediction. metric: kv_tokens, kv_gib, users,
/// weights_gib, decode_ms, ttft_ms.
struct ServingFigure {
    std::string source;
    std::string setup; ///< engine and version, card, model, precision, users
    std::string metric;
    double measured = 0;
    double predicted = 0;
    double error = 0;       ///< predicted / measured − 1
    bool fitted = false;    ///< the row fitted a constant
    std::string outOfScope; ///< shown, not counted in the medians, and why
};

/// Median and worst |error| of one group: kv_pool (tokens and GiB), users, weights, decode,
/// ttft.
struct ServingGroup {
    std::string name;
    int rows = 0;
    double medianError = 0; ///< median |error|
    double worstError = 0;  ///< the |error| furthest from zero, with its sign
};

struct ServingCalibrationReport {
    std::vector<ServingFigure> figures;
    std::vector<ServingGroup> groups;
};

ServingCalibrationReport servingCalibration(const Catalog& catalog);
nlohmann::json toJson(const ServingCalibrationReport& report);
std::string toText(const ServingCalibrationReport& report);
std::string toMarkdown(const ServingCalibrationReport& report);

} // namespace headroom
