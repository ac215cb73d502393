// Calibration against measured runs (torchtune README and the catalog/calibration rows; the user
// guide, resources/guide/user-guide.md, "Calibration against measured runs").
//
// Every row is encoded from its source's own configuration (torchtune recipes/configs and the
// README's "Optimization flags" table: batch 2, max_seq_len 4096, A100 80GB, bf16; its
// "Memory and training speed" table: batch 2, packed to 2048, compile on). The measurement is
// PyTorch's allocated ("active") peak in GiB (2^30 B), so it is compared with Headroom's
// per-GPU total minus the CUDA context/fragmentation reserve.
//
// Two kinds of check per row:
//  1. the memory model (core/memory/memorymodel.cpp) with the states the run actually keeps: torchtune
//     trains in pure BF16 (weights, gradients and AdamW moments all 2 B — "When dtype=bf16, all
//     activations, gradients and optimizer states are in bfloat16", full_finetune_single_device
//     docstring). Gradients are tracked by phase
//     (MemoryInput::gradientBytes): freed after every optimizer step, they do not exist while
//     the forward's activations peak.
//  2. Headroom's end-to-end prediction for every row of catalog/calibration (both published
//     tables and any measurement added there): the row's scenario through evaluate(), its
//     allocated or reserved peak against the measured one (headroom calibrate).
#include "calibrate.h"
#include "catalog.h"
#include "memorymodel.h"
#include "scenario.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::calibrationReport;
using headroom::test::catalog;
using headroom::test::catalogModel;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kTolerance = 0.15;

/// Σ(in + out) over the linears torchtune's LoRA builders adapt per layer: the attention
/// modules listed in lora_attn_modules plus, with apply_lora_to_mlp, w1, w2, w3.
double torchtuneLoraInOut(const ModelArch& a, bool kProj) {
    const double h = a.hidden, dq = double(a.attention.heads) * a.attention.headDim;
    const double dkv = double(a.attention.kvHeads) * a.attention.headDim;
    const double i = a.mlp.intermediate;
    const double attention = (h + dq) + (h + dkv) + (dq + h) + (kProj ? h + dkv : 0);
    return a.layers * (attention + 3 * (h + i));
}

/// NF4 (torchao, as torchtune's QLoRA uses it): 4 bits + scales ≈ 0.516 B per linear weight;
/// embeddings and norms stay BF16.
double nf4Base(const ModelArch& a) {
    return a.params.textLinear * 0.516 + (a.params.total - a.params.textLinear) * 2;
}

/// A measured run as its source configured it, and what the memory model predicts for it.
struct Run {
    MemoryInput in;
    double statesWithoutGradients = 0; ///< bytes per GPU the run keeps besides gradients
    double measuredGiB = 0;
    double predictedGiB() const {
        const MemoryTerms t = memoryTerms(in);
        const double gradients = in.gradientBytes > 0 ? t.gradientsAtPeak : 0;
        return (statesWithoutGradients + gradients + t.activations + t.logits + t.buffers) / GiB;
    }
};

MemoryInput base(const ModelArch& a, int seq, int batch) {
    MemoryInput in = test::singleGpuInput(a, seq, batch);
    in.fusedCrossEntropy = false;
    in.checkpointing = false;
    return in;
}

/// Rows 1–8: Llama 3.2 3B on one A100 80GB (torchtune README, "Optimization flags"; baseline
/// full_finetune_single_device, batch 2, max_seq_len 4096, bf16; each row adds one technique).
Run llama3bAblation(int row) {
    const ModelArch& a = catalogModel("llama-3.2-3b");
    const double p = a.params.total;
    const double tiedGrad = 2.0 * a.vocab * a.hidden; // the tied embedding/LM head's gradient
    Run r;
    // Row 1, no packing: alpaca samples are short; a batch is padded to its longer sample.
    // We take 512 tokens as the longest padded pair the run met (torchtune's alpaca template +
    // Llama 3 tokenizer: most samples well under 512). Below ≈ 700 tokens the peak is the end
    // of backward (all gradients + the embedding's dense gradient), so the exact length barely
    // matters: 256 → 24.8 GiB, 512 → 24.9 GiB, 768 → 25.4 GiB.
    r.in = base(a, row == 1 ? 512 : 4096, 2);
    // Pure BF16, torch AdamW: weights 2 + moments 2 + 2 B; gradients 2 B, tracked by phase.
    r.statesWithoutGradients = 6 * p;
    r.in.gradientBytes = 2 * p;
    r.in.compiled = row >= 3;          // + torch.compile (layers; per-layer compile)
    r.in.fusedCrossEntropy = row >= 4; // + CEWithChunkedOutputLoss (8 chunks)
    r.in.fusedLoss = FusedLoss::ChunkedOutput;
    r.in.checkpointing = row >= 5; // + activation checkpointing
    if (row >= 6) {
        // README rows between 5 and 8-bit AdamW: "+ Fuse optimizer step into backward"
        // (23.1 GiB) and "+ Activation Offloading" (21.8 GiB); the 17.6 GiB row includes both.
        // With the optimizer in backward each gradient is freed by its hook, except the tied
        // embedding/LM head's, whose AccumulateGrad waits for the embedding's contribution at
        // the very end: that one buffer lives through the backward.
        r.in.activationOffload = true;
        r.in.gradientBytes = 0;
        r.statesWithoutGradients = (2 + 2.03) * p + tiedGrad; // 8-bit moments: 2 B + absmax
    }
    if (row >= 7) {
        // LoRA / QLoRA rows: 3B_lora_single_device (rank 64, q/v/output_proj + MLP), AdamW,
        // not in backward; packed, compiled, chunked loss, checkpointing and offloading kept.
        const double adapters = 64 * torchtuneLoraInOut(a, false);
        r.in.method = row == 7 ? Method::Lora : Method::Qlora;
        r.in.loraRank = 64;
        r.statesWithoutGradients = (row == 7 ? 2 * p : nf4Base(a)) + 6 * adapters;
        r.in.gradientBytes = 2 * adapters;
    }
    const double measured[] = {0, 25.5, 60.0, 51.0, 42.9, 24.9, 17.6, 8.5, 4.6};
    r.measuredGiB = measured[row];
    return r;
}

/// Rows 9–12: torchtune README "Memory and training speed": batch 2, packed to 2048, compile;
/// the configs' own settings otherwise (all checkpoint activations, CEWithChunkedOutputLoss).
Run recipeTable(int row) {
    Run r;
    if (row == 9 || row == 10) {
        const ModelArch& a = catalogModel("llama-3.1-70b");
        r.in = base(a, 2048, 2);
        r.in.gpuCount = 8;
        r.in.sharding = Sharding::Full;
        if (row == 9) {
            // 70B_full.yaml: fsdp_cpu_offload: True (FSDP keeps parameters, gradients and the
            // fused AdamW on the host), custom_sharded_layers: ['tok_embeddings', 'output'].
            r.statesWithoutGradients = 0;
            r.in.fsdpSeparateEmbedding = true;
            r.measuredGiB = 13.9;
        } else {
            // 70B_lora.yaml: rank 16, q/v/output_proj + MLP; no custom_sharded_layers, so the
            // embedding and LM head sit in the root unit, gathered from forward to backward.
            const double adapters = 16 * torchtuneLoraInOut(a, false);
            r.in.method = Method::Lora;
            r.in.loraRank = 16;
            r.in.fsdpSeparateEmbedding = false;
            r.statesWithoutGradients = (2 * a.params.total + 6 * adapters) / 8;
            r.in.gradientBytes = 2 * adapters / 8;
            r.measuredGiB = 27.6;
        }
    } else {
        // 8B_lora_single_device (rank 8, q/v/output_proj + MLP) and 8B_qlora_single_device
        // (rank 8, q/k/v/output_proj + MLP) on an RTX 4090.
        const ModelArch& a = catalogModel("llama-3.1-8b");
        r.in = base(a, 2048, 2);
        const double adapters = 8 * torchtuneLoraInOut(a, row == 12);
        r.in.method = row == 11 ? Method::Lora : Method::Qlora;
        r.in.loraRank = 8;
        r.statesWithoutGradients = (row == 11 ? 2 * a.params.total : nf4Base(a)) + 6 * adapters;
        r.in.gradientBytes = 2 * adapters;
        r.measuredGiB = row == 11 ? 16.2 : 7.4;
    }
    r.in.checkpointing = true;
    r.in.compiled = true;
    r.in.fusedCrossEntropy = true;
    r.in.fusedLoss = FusedLoss::ChunkedOutput;
    return r;
}

Run calibrationRow(int row) {
    return row <= 8 ? llama3bAblation(row) : recipeTable(row);
}

void checkModel(int row) {
    const Run r = calibrationRow(row);
    const double predicted = r.predictedGiB();
    INFO("row " << row << ": predicted " << predicted << " GiB, measured " << r.measuredGiB
                << " GiB");
    CHECK(predicted == Approx(r.measuredGiB).epsilon(kTolerance));
}

} // namespace

// ---- 1. The memory model with each run's own states ------------------------------------------

TEST_CASE("row 1: Llama 3.2 3B full fine-tune on unpacked alpaca batches is within 15 % of "
          "25.5 GiB",
          "[calibration]") {
    checkModel(1);
}
TEST_CASE("row 2: packing every sequence to 4096 tokens is within 15 % of 60.0 GiB",
          "[calibration]") {
    checkModel(2);
}
TEST_CASE("row 3: torch.compile is within 15 % of 51.0 GiB", "[calibration]") {
    checkModel(3);
}
TEST_CASE("row 4: the chunked cross-entropy is within 15 % of 42.9 GiB", "[calibration]") {
    checkModel(4);
}
TEST_CASE("row 5: activation checkpointing is within 15 % of 24.9 GiB", "[calibration]") {
    checkModel(5);
}
TEST_CASE("row 6: 8-bit AdamW (with optimizer in backward and activation offloading) is within "
          "15 % of 17.6 GiB",
          "[calibration]") {
    checkModel(6);
}
TEST_CASE("row 7: LoRA rank 64 on the 3B is within 15 % of 8.5 GiB", "[calibration]") {
    checkModel(7);
}
TEST_CASE("row 8: QLoRA rank 64 on the 3B is within 15 % of 4.6 GiB", "[calibration]") {
    checkModel(8);
}
TEST_CASE("row 9: Llama 3.1 70B full fine-tune with FSDP CPU offload on 8 A100 is within 15 % "
          "of 13.9 GiB per GPU",
          "[calibration]") {
    checkModel(9);
}
TEST_CASE("row 10: Llama 3.1 70B LoRA on 8 A100 is within 15 % of 27.6 GiB per GPU",
          "[calibration]") {
    checkModel(10);
}
TEST_CASE("row 11: Llama 3.1 8B LoRA rank 8 on an RTX 4090 is within 15 % of 16.2 GiB",
          "[calibration]") {
    checkModel(11);
}
TEST_CASE("row 12: Llama 3.1 8B QLoRA on an RTX 4090 is within 15 % of 7.4 GiB", "[calibration]") {
    checkModel(12);
}

TEST_CASE("every step of the Llama 3.2 3B ablation goes the measured way, by a similar amount",
          "[calibration]") {
    for (int row = 2; row <= 8; ++row) {
        const Run before = calibrationRow(row - 1), after = calibrationRow(row);
        const double predicted = after.predictedGiB() - before.predictedGiB();
        const double measured = after.measuredGiB - before.measuredGiB;
        INFO("row " << row - 1 << " -> " << row << ": predicted " << predicted << " GiB, measured "
                    << measured << " GiB");
        CHECK((predicted > 0) == (measured > 0));
        // Size: within a factor of two of the measured step.
        CHECK(predicted / measured > 0.5);
        CHECK(predicted / measured < 2.0);
    }
}

// ---- 2. Headroom end to end, every row of catalog/calibration -----------------------------------
// The rows are data (one file per source, with its setup and citation); `headroom calibrate`
// evaluates each one's scenario and compares the metric it measured (allocated or reserved
// peak) with Headroom's figure for it. Nothing here copies a measured number.

namespace {

/// Rows that still miss the ±10 % target, each with the bound it is held to and why it misses
/// (user guide, "Calibration against measured runs"). A row that comes within 10 % fails here
/// until it is taken off this list, so the list stays the truth.
struct KnownMiss {
    const char* row; ///< "source: name"
    double lowest;   ///< the error it must not fall below
};
const KnownMiss kKnownMisses[] = {
    {"torchtune-readme: + 8-bit AdamW, optimizer in backward, activation offloading", -0.13},
    // Table 3 (CALIBRATION.md), PEFT's DeepSpeed/FSDP docs on Llama-2-70B: whole-device
    // figures from screenshots and text. The QLoRA FSDP run with CPU parameter offload on two
    // 24 GB cards: what the rest is has not been found in FSDP's, PEFT's or the Trainer's code
    // yet (user guide, "Calibration against measured runs": "Misses and caveats"). The LoRA
    // ZeRO-3 run came within 10 % with ZeRO-3's saved linear inputs and NCCL's NVLS buffers.
    {"peft-docs-deepspeed-fsdp: Llama-2-70B QLoRA r8 all-linear, FSDP + CPU parameter offload, 2 "
     "GPUs, 2x2048 packed, GC",
     -0.26},
};

const KnownMiss* knownMiss(const CalibrationResult& r) {
    for (const KnownMiss& k : kKnownMisses)
        if (r.source + ": " + r.name == k.row)
            return &k;
    return nullptr;
}

} // namespace

TEST_CASE("the calibration data holds the three published tables", "[calibration]") {
    // Table 1 (torchtune README): 12 runs; table 2 (LitGPT, torchtune tutorials): 13 runs;
    // table 3 (PEFT MetaMathQA 3, torchtitan 1, PEFT DeepSpeed/FSDP docs 3, Qwen README 5): 12.
    CHECK(calibrationReport().rows.size() >= 37);
    int torchtuneReadme = 0, table3 = 0;
    for (const auto& r : calibrationReport().rows) {
        torchtuneReadme += r.source == "torchtune-readme";
        table3 += r.source == "peft-metamathqa" || r.source == "torchtitan-llama3-h100" ||
                  r.source == "peft-docs-deepspeed-fsdp" || r.source == "qwen-readme";
    }
    CHECK(torchtuneReadme == 12);
    CHECK(table3 == 12);
}

TEST_CASE("every calibration row is within 10 % of its measurement", "[calibration]") {
    for (const CalibrationResult& r : calibrationReport().rows) {
        DYNAMIC_SECTION(r.source << ": " << r.name) {
            INFO("regime " << r.regime << ", " << toString(r.metric) << ": predicted "
                           << r.predictedGb << " GB, measured " << r.measuredGb << " GB, error "
                           << 100 * r.error << " %");
            if (const KnownMiss* miss = knownMiss(r)) {
                CHECK(r.error >= miss->lowest);
                CHECK(std::abs(r.error) > 0.10); // fixed: take it off kKnownMisses
            } else {
                CHECK(std::abs(r.error) <= 0.10);
            }
        }
    }
}

TEST_CASE("every step of the 3B ablation moves Headroom's prediction the measured way",
          "[calibration]") {
    std::vector<CalibrationResult> steps;
    for (const auto& r : calibrationReport().rows)
        if (r.source == "torchtune-readme" && steps.size() < 8)
            steps.push_back(r); // rows 1–8 of the file, in its order
    REQUIRE(steps.size() == 8);
    for (std::size_t i = 1; i < steps.size(); ++i) {
        const double predicted = steps[i].predictedGb - steps[i - 1].predictedGb;
        const double measured = steps[i].measuredGb - steps[i - 1].measuredGb;
        INFO(steps[i].name << ": predicted " << predicted << " GB, measured " << measured << " GB");
        CHECK((predicted > 0) == (measured > 0));
        CHECK(predicted / measured > 0.5);
        CHECK(predicted / measured < 2.0);
    }
}

TEST_CASE("the user guide's calibration table is what headroom calibrate --markdown prints",
          "[calibration]") {
    const std::filesystem::path readme = std::filesystem::path(HEADROOM_SOURCE_CATALOG).parent_path() /
                                         "resources" / "guide" / "user-guide.md";
    std::ifstream in(readme);
    REQUIRE(in);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string begin = "<!-- calibrate --markdown: begin -->\n";
    const std::string end = "<!-- calibrate --markdown: end -->";
    const auto from = text.find(begin);
    const auto to = text.find(end);
    REQUIRE(from != std::string::npos);
    REQUIRE(to != std::string::npos);
    CHECK(text.substr(from + begin.size(), to - from - begin.size()) ==
          toMarkdown(calibrationReport()));
}

// ---- 3. LitGPT's own terms, with figures (core/memory/memorymodel.cpp cites the code) -----------------

namespace {

/// LitGPT's LoRA row 13 layer: Llama-2-7B, rank 8 on q and v of the fused qkv, 1304 tokens.
LayerOptions litgptLoraLayer(bool litgpt) {
    LayerOptions o;
    o.frozenBase = true;
    o.loraRank = 8;
    o.loraTargets = LoraQ | LoraV;
    o.expandedKv = true;
    o.litgptLora = litgpt;
    return o;
}

double savedPerToken(const ModelArch& a, const LayerOptions& o) {
    const double tokens = 1304;
    return decoderLayerBytes(a, {LayerKind::FullAttention, false}, tokens, 1, o).kept() / tokens;
}

} // namespace

TEST_CASE("LitGPT's LoRA layer keeps the dropout mask and the zero-padded adapter output",
          "[calibration][litgpt]") {
    const ModelArch& a = catalogModel("llama-2-7b");
    const double h = a.hidden; // MHA: q, k, v each h wide
    const double without = savedPerToken(a, litgptLoraLayer(false));
    const double with = savedPerToken(a, litgptLoraLayer(true));
    // Dropout mask: 1 byte per input element; zero_pad's index_copy source: q and v, BF16.
    CHECK(with - without == Approx(1 * h + 2 * (h + h)));
    // With an adapter on q, k and v zero_pad returns its input: only the mask remains.
    LayerOptions all = litgptLoraLayer(true);
    all.loraTargets = LoraQ | LoraK | LoraV;
    LayerOptions allPlain = all;
    allPlain.litgptLora = false;
    CHECK(savedPerToken(a, all) - savedPerToken(a, allPlain) == Approx(h));
    // An NF4 base keeps the layer input besides the dropout output.
    LayerOptions q = litgptLoraLayer(true);
    q.quantizedBase = true;
    LayerOptions qPlain = q;
    qPlain.litgptLora = false;
    CHECK(savedPerToken(a, q) - savedPerToken(a, qPlain) == Approx(3 * h + 2 * (h + h)));
}

TEST_CASE("multi-head attention in LitGPT keeps the whole fused qkv output through v's view",
          "[calibration][litgpt]") {
    // Llama-2-7B (32 heads, 32 KV heads): v is a view of the fused output, which stays alive:
    // q + k (2·2h) + fused (2·3h) instead of q, k, v (3·2h).
    const ModelArch& mha = catalogModel("llama-2-7b");
    LayerOptions litgpt = litgptLoraLayer(false), hf = litgptLoraLayer(false);
    hf.expandedKv = false;
    CHECK(savedPerToken(mha, litgpt) - savedPerToken(mha, hf) == Approx(2.0 * 2 * mha.hidden));
    // Llama-3-8B (8 KV heads): k and v are expanded copies, the fused output is freed: k and v
    // at full width instead of the KV width.
    const ModelArch& gqa = catalogModel("llama-3-8b");
    const double dkv = double(gqa.attention.kvHeads) * gqa.attention.headDim;
    CHECK(savedPerToken(gqa, litgpt) - savedPerToken(gqa, hf) ==
          Approx(2.0 * 2 * (gqa.hidden - dkv)));
}

TEST_CASE("Lightning Fabric hands LitGPT's logits chunks to the loss in fp32",
          "[calibration][litgpt]") {
    const ModelArch& a = catalogModel("llama-3-8b");
    const double t = 1024, v = a.vocab;
    const double bf16 = lossPeakBytes(t, a.hidden, a.vocab, true, FusedLoss::LmHeadChunks);
    const double fp32 = lossPeakBytes(t, a.hidden, a.vocab, true, FusedLoss::LmHeadChunks, false,
                                      PlainLoss::Hf, true);
    // Logits and log-probs, and one 128-token chunk's two gradients: 2 B each in BF16, 4 B fp32.
    CHECK(bf16 == Approx(4 * t * v + 4 * 128 * v));
    CHECK(fp32 == Approx(8 * t * v + 8 * 128 * v));

    // End to end: the litgpt stack's prediction for row 19 carries the fp32 loss.
    MemoryInput in = test::singleGpuInput(a, 512, 2);
    in.checkpointing = false;
    in.fusedLoss = FusedLoss::LmHeadChunks;
    in.method = Method::Lora;
    in.loraRank = 32;
    in.loraTargets = LoraQ | LoraV;
    in.expandedKv = true;
    const MemoryTerms plain = memoryTerms(in);
    in.litgpt = true;
    const MemoryTerms lit = memoryTerms(in);
    CHECK(lit.lossPeak - plain.lossPeak == Approx(fp32 - bf16));
}

TEST_CASE("Lightning's NF4 weights dequantise through fp16: 4 bytes per weight at once",
          "[calibration][litgpt]") {
    const ModelArch& a = catalogModel("llama-3-8b");
    MemoryInput in = test::singleGpuInput(a, 512, 2);
    in.method = Method::Qlora;
    const double largest = largestLinearWeights(a);
    CHECK(memoryTerms(in).dequantTransient == Approx(2 * largest));
    in.litgpt = true;
    CHECK(memoryTerms(in).dequantTransient == Approx(4 * largest));
}

TEST_CASE("the plain Hugging Face loss peaks at 12 bytes per logit before and after the "
          "loss_function refactor, the legacy path already in the forward, 4.46 to 4.48 at 14",
          "[calibration][loss]") {
    const ModelArch& a = catalogModel("llama-3.1-8b");
    const double t = 4096, v = a.vocab;
    // transformers <= 4.45: fp32 logits, the shifted .contiguous() copy and the log-probs
    // (4 + 4 + 4 B) at the end of the forward; >= 4.49: BF16 logits, the fp32 copy and the
    // log-probs (2 + 4 + 4 B), then 12 B in log_softmax's backward for both.
    const double legacy = lossPeakBytes(t, a.hidden, a.vocab, false, FusedLoss::FusedLinear, false,
                                        PlainLoss::HfLegacy);
    const double current =
        lossPeakBytes(t, a.hidden, a.vocab, false, FusedLoss::FusedLinear, false, PlainLoss::Hf);
    CHECK(legacy == Approx(12 * t * v));
    CHECK(current == Approx(12 * t * v));
    // transformers 4.46 to 4.48: the upcast and the shifted copy inside the loss beside the
    // model's BF16 logits: 2 + 4 + 4 + 4 B at the end of the forward.
    CHECK(lossPeakBytes(t, a.hidden, a.vocab, false, FusedLoss::FusedLinear, false,
                        PlainLoss::HfShifted) == Approx(14 * t * v));
    // LitGPT's cross-entropy on BF16 logits: 4 × 2 B.
    CHECK(lossPeakBytes(t, a.hidden, a.vocab, false, FusedLoss::FusedLinear, false,
                        PlainLoss::Bf16) == Approx(8 * t * v));
}

TEST_CASE("FSDP1's flat gradient holds two gradient units at the reduce, FSDP2 one; CPU "
          "offload stages one shard each way",
          "[calibration][fsdp]") {
    // Llama 3.1 8B on 8 GPUs, full fine-tune: the largest unit is the embedding (or the LM
    // head), V·h = 128256 × 4096 weights, each a BF16 gradient of 2 B.
    const ModelArch& a = catalogModel("llama-3.1-8b");
    const double vh = double(a.vocab) * a.hidden;
    MemoryInput in = test::singleGpuInput(a, 2048, 1);
    in.gpuCount = 8;
    in.sharding = Sharding::Full;
    in.fsdpVersion = FsdpVersion::Fsdp2;
    in.fsdpSeparateEmbedding = true;
    const MemoryTerms fsdp2 = memoryTerms(in);
    CHECK(fsdp2.reduceBuffer == Approx(2 * vh));
    in.fsdpVersion = FsdpVersion::Fsdp1;
    const MemoryTerms fsdp1 = memoryTerms(in);
    CHECK(fsdp1.reduceBuffer == Approx(2 * 2 * vh)); // the views' gradients + the flat one
    CHECK(fsdp1.gatherBuffer == fsdp2.gatherBuffer);
    // FSDP1 with the embedding and the head in the root unit (accelerate, Lightning): that
    // unit's gradient is both, twice.
    in.fsdpSeparateEmbedding = false;
    CHECK(memoryTerms(in).reduceBuffer == Approx(2 * 2 * (2 * vh)));

    // CPU parameter offload: one 1/8 shard of the largest unit comes up before its all-gather,
    // one gradient shard waits for its copy to the host.
    in.fsdpVersion = FsdpVersion::Fsdp2;
    in.fsdpSeparateEmbedding = true;
    in.offload = Offload::Parameters;
    const MemoryTerms offload = memoryTerms(in);
    CHECK(offload.gatherBuffer - fsdp2.gatherBuffer == Approx(2 * vh / 8));
    CHECK(offload.reduceBuffer - fsdp2.reduceBuffer == Approx(2 * vh / 8));
}
