#include "scenariorange.h"

#include <iterator>

namespace headroom {

namespace {
// Sanity bounds of the product, not physics: each is far beyond any real run, so that a typo
// (an extra zero, a negative sign) is caught and every count stays exact in a double and in
// the controls' 32-bit integers.
// clang-format off
constexpr ScenarioRange kRanges[] = {
    // The largest catalog chassis holds 8 cards; user catalogs may describe bigger ones.
    {RangeKey::GpuCount,             "gpu_count",             1, 1024,       0, 1},
    // At most one run per card; the split itself is checked against the server's cards.
    {RangeKey::RunsSideBySide,       "runs_side_by_side",     1, 1024,       0, 1},
    // 2^24 tokens: 16× the longest context of any supported model (Qwen2.5 1M with YaRN,
    // Qwen/Qwen2.5-7B-Instruct-1M config.json). Text and image tokens together stay below it.
    {RangeKey::SequenceLength,       "sequence_length",       1, 16777216,   0, 512},
    {RangeKey::MicroBatch,           "micro_batch",           1, 4096,       0, 1},
    {RangeKey::GradientAccumulation, "gradient_accumulation", 1, 1048576,    0, 1},
    // Whole percent: the window's slider moves in 1 % steps.
    {RangeKey::ImageShare,           "image_share",           0, 1,          2, 0.01},
    {RangeKey::ImagesPerSample,      "images_per_sample",     0, 256,        0, 1},
    // 16384 px: the largest texture side of current GPUs' image pipelines and far above the
    // Qwen-VL processors' max_pixels (Qwen2.5-VL preprocessor_config.json: 12845056 = 3584²).
    {RangeKey::ImageSize,            "image_size",            1, 16384,      0, 64},
    // Further bounded by the model's hidden_size (Hu et al. 2021: r ≤ min(d, k)).
    {RangeKey::LoraRank,             "lora_rank",             1, 4096,       0, 1},
    // Whole watts (nvidia-smi --power-limit takes watts); further bounded by the GPU's range.
    {RangeKey::PowerCapW,            "power_cap_w",           0, 100000,     0, 25},
    {RangeKey::CheckpointsKept,      "checkpoints_kept",      0, 1000,       0, 1},
    {RangeKey::DatasetTokens,        "dataset_tokens",        1, 1e15,       0, 1e8},
    {RangeKey::Epochs,               "epochs",                0.01, 10000,   2, 0.1},
    // Servers of one type in a cluster: recommend searches up to 16; a file may describe more.
    {RangeKey::Nodes,                "nodes",                 1, 1024,       0, 1},
    // Plan degrees: each at most the GPUs a scenario can describe (1,024 servers of up to
    // 1,024 cards would be far more; the product check against the cluster bounds them
    // further). 1024 = the largest tensor/pipeline/context/expert split in any published
    // Megatron-LM configuration is far below it (Narayanan et al. 2021 Table 1: t ≤ 8, p ≤ 64).
    {RangeKey::PlanDp,               "plan/dp",               1, 1048576,    0, 1},
    {RangeKey::PlanTp,               "plan/tp",               1, 1024,       0, 1},
    {RangeKey::PlanPp,               "plan/pp",               1, 1024,       0, 1},
    {RangeKey::PlanCp,               "plan/cp",               1, 1024,       0, 1},
    {RangeKey::PlanEp,               "plan/ep",               1, 1024,       0, 1},
    {RangeKey::PlanVirtualStages,    "plan/pipeline_virtual_stages", 1, 1024, 0, 1},
    {RangeKey::PlanMicroBatches,     "plan/pipeline_micro_batches",  1, 1048576, 0, 1},
    {RangeKey::PlanShardGroup,       "plan/hsdp_shard_group", 1, 1048576,    0, 1},
    // Adapters per server: 0 = one per GPU (the rail-optimised layout of NVIDIA's DGX H100/
    // B200 reference architectures: eight 400 Gb/s compute adapters for eight GPUs).
    {RangeKey::NicsPerServer,        "nics_per_server",       0, 64,         0, 1},
    // The quote section: validity up to ten years (vendor.json takes the same range), percent
    // and money to the cent, a unit price up to a billion in the quote's currency.
    {RangeKey::QuoteValidDays,       "quote/valid_days",      1, 3650,       0, 1},
    {RangeKey::QuoteDiscountPercent, "quote/discount_percent", 0, 100,        2, 0.5},
    {RangeKey::QuoteVatPercent,      "quote/vat_percent",     0, 100,        2, 0.5},
    {RangeKey::QuotePrice,           "quote/prices",          0, 1e9,        2, 100},
};
// clang-format on
} // namespace

const ScenarioRange& scenarioRange(RangeKey key) {
    for (const auto& r : kRanges)
        if (r.id == key)
            return r;
    return kRanges[0]; // every RangeKey has a row (tests/test_badinput.cpp checks)
}

const ScenarioRange* scenarioRangesBegin() {
    return std::begin(kRanges);
}
const ScenarioRange* scenarioRangesEnd() {
    return std::end(kRanges);
}

double maxSequenceTokens() {
    return scenarioRange(RangeKey::SequenceLength).max;
}

} // namespace headroom
