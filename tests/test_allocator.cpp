// What PyTorch's caching allocator reserves beside the plain Hugging Face loss's backward
// (core/memory/memoryterms.cpp lossStrandedBytes): the freed BF16 logits block and, where the loss
// shifts the logits, SliceBackward's full-size gradient; hand figures and, through evaluate(),
// the reserved peak they move (torchtitan's 32k-token row within ±10 %).
#include "calibrate.h"
#include "catalog.h"
#include "memorymodel.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace headroom;
using headroom::test::calibrationRow;
using headroom::test::catalog;

TEST_CASE("the upcast loss leaves the freed BF16 logits block reserved beside its fp32 backward",
          "[mechanisms][allocator]") {
    // torchtitan (train.py: cross_entropy(pred.flatten(0, 1).float(), ...), `del pred` before
    // backward): Llama 3.1 8B at 32768 tokens, 128256-token vocabulary.
    const ModelEntry* m = catalog().findModel("llama-3.1-8b");
    REQUIRE(m);
    MemoryInput in = test::singleGpuInput(m->arch, 32768, 1);
    in.fusedCrossEntropy = false;
    in.plainLoss = PlainLoss::Hf;
    const MemoryTerms t = memoryTerms(in);
    // 2 B × 32768 × 128256 = 8,405,385,216 B stay reserved; the loss's backward itself holds
    // 12 B per logit (saved fp32 log-probs, nll's gradient, log_softmax's gradient).
    CHECK(t.lossStranded == 2.0 * 32768 * 128256);
    CHECK(t.lossPeak == Approx(12.0 * 32768 * 128256));
    // Fused losses never materialise the fp32 logits: nothing stranded.
    in.fusedCrossEntropy = true;
    CHECK(memoryTerms(in).lossStranded == 0);
    const CalibrationResult row = calibrationRow(
        "torchtitan-llama3-h100", "Llama 3.1 8B FSDP 8, 1x32768, full AC, compile + Float8");
    INFO("predicted " << row.predictedGb << " GB, measured " << row.measuredGb << " GB");
    CHECK(std::abs(row.error) <= 0.10);
}

TEST_CASE("transformers 4.45's shifted logits leave SliceBackward's full-size gradient a segment "
          "of its own",
          "[mechanisms][allocator]") {
    // Llama 3.1 8B, 8 × 1024 tokens per GPU (Liger's end-to-end benchmark shape). The shifted
    // copy and the log-probs hold 8 × 1023 rows: the 8 missing rows are 4 × 8 × 128256 =
    // 4,104,192 B, more than the 2 MiB the rounding can add, so the full fp32 gradient is always a
    // new segment.
    const ModelEntry* m = catalog().findModel("llama-3.1-8b");
    REQUIRE(m);
    const double v = m->arch.vocab;
    MemoryInput in = test::singleGpuInput(m->arch, 1024, 8);
    in.fusedCrossEntropy = false;
    in.plainLoss = PlainLoss::HfLegacy;
    const MemoryTerms legacy = memoryTerms(in);
    // The BF16 logits' block (2 B) and the slice's fp32 gradient (4 B) beside the 12 B the
    // loss holds allocated: 18 B per logit reserved.
    CHECK(legacy.lossStranded == 2.0 * 8 * 1024 * v + 4.0 * 8 * 1024 * v);
    CHECK(legacy.lossPeak == Approx(12.0 * 8 * 1024 * v));
    // transformers 4.49 pads the labels instead: only the BF16 block.
    in.plainLoss = PlainLoss::Hf;
    CHECK(memoryTerms(in).lossStranded == 2.0 * 8 * 1024 * v);
    // 4.46 to 4.48 hold the BF16 logits through the loss's forward, where its 14 B count them:
    // the slice's segment alone is reserved beyond.
    in.plainLoss = PlainLoss::HfShifted;
    const MemoryTerms shifted = memoryTerms(in);
    CHECK(shifted.lossStranded == 4.0 * 8 * 1024 * v);
    CHECK(shifted.lossPeak == Approx(14.0 * 8 * 1024 * v));
    // One sequence and a 32,000-token vocabulary (Llama 2): the missing row is 4 × 32000 =
    // 128,000 B, which the rounding's slack (anywhere in [0, 2 MiB)) covers but for 128,000 /
    // 2,097,152 of the cases: the segment counts with that share, the same at every length.
    const ModelEntry* llama2 = catalog().findModel("llama-2-7b");
    REQUIRE(llama2);
    REQUIRE(llama2->arch.vocab == 32000);
    const double share = 128000.0 / 2097152;
    for (const int tokens : {2048, 2049, 4096}) {
        INFO(tokens);
        MemoryInput small = test::singleGpuInput(llama2->arch, tokens, 1);
        small.fusedCrossEntropy = false;
        small.plainLoss = PlainLoss::HfLegacy;
        CHECK(memoryTerms(small).lossStranded ==
              Approx(2.0 * tokens * 32000 + share * 4.0 * tokens * 32000));
    }
    // A shifted copy under 10 MiB is cut from a shared 20 MiB block, which holds the missing row:
    // 82 tokens give 4 × 81 × 32000 = 10,368,000 B (the BF16 block alone), 83 tokens
    // 4 × 82 × 32000 = 10,496,000 B, at least 10,485,760 (the segment's share too).
    MemoryInput edge = test::singleGpuInput(llama2->arch, 82, 1);
    edge.fusedCrossEntropy = false;
    edge.plainLoss = PlainLoss::HfLegacy;
    CHECK(memoryTerms(edge).lossStranded == Approx(2.0 * 82 * 32000));
    edge.sequence = 83;
    CHECK(memoryTerms(edge).lossStranded == Approx(2.0 * 83 * 32000 + share * 4.0 * 83 * 32000));
    // 4.46 to 4.48 below the threshold: nothing beyond the loss phase.
    edge.sequence = 64;
    edge.plainLoss = PlainLoss::HfShifted;
    CHECK(memoryTerms(edge).lossStranded == 0);
    // Through evaluate(): the reserved peak of the legacy run is 4 B per logit above the
    // current one's, the allocated peak the same.
    auto s = parseScenario(nlohmann::json::parse(R"({"model": "llama-3.1-8b", "method": "full",
        "stack": "hf-trainer", "state_bytes": "bf16", "fused_cross_entropy": false,
        "plain_loss": "hf-legacy", "sharding": "full", "fsdp_version": "fsdp1",
        "gpu": "a100-80gb-sxm", "gpu_count": 8, "micro_batch": 8, "sequence_length": 1024})"),
                           "inline", catalog());
    REQUIRE(s.ok());
    const SizingResult withShift = evaluate(s.value(), catalog());
    s.value().plainLoss = PlainLoss::Hf;
    const SizingResult padded = evaluate(s.value(), catalog());
    // Both reserved peaks are the loss's (its phase and stranded blocks above the allocated peak
    // with the allocator's reserve), so the difference is the slice's segment alone.
    const double reserve = 1 + catalog().assumptions.fragmentation;
    REQUIRE(padded.perGpu.reservedPeak > padded.perGpu.allocatedPeak * reserve);
    CHECK(withShift.perGpu.allocatedPeak == Approx(padded.perGpu.allocatedPeak));
    CHECK(withShift.perGpu.reservedPeak - padded.perGpu.reservedPeak ==
          Approx(4.0 * 8 * 1024 * v / 1e9));
}
