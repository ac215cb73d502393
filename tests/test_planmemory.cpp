// Memory per GPU under a parallel plan (issue 17), against published figures:
// - Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large Transformer Models"),
//   Table 2's per-layer activation formulas for the GPT models of its Table 3;
// - Megatron-LM's theoretical_memory_usage.py (commit d98e8a64) for the Mixtral 8x7B example
//   (examples/mixtral/train_mixtral_8x7b_distributed.sh: tp 1, pp 4, ep 8, distributed optimizer,
//   32 GPUs), run with python3 on the file's own functions.
#include "memorymodel.h"
#include "plan.h"
#include "memory/stageshare.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

using namespace headroom;
using namespace headroom::test;

namespace {

/// One of Korthikanti et al.'s GPT models (Table 3): a heads, hidden h, L layers, tensor-parallel
/// t, pipeline-parallel p; sequence 2048, micro-batch 1, vocabulary 51,200.
struct PaperModel {
    const char* name;
    int a, h, layers, t, p;
};
constexpr PaperModel kPaperModels[] = {
    {"22B", 64, 6144, 48, 8, 1},
    {"175B (GPT-3)", 96, 12288, 96, 8, 8},
    {"530B (MT-NLG)", 128, 20480, 105, 8, 35},
    {"1T", 160, 25600, 128, 8, 64},
};

/// A classic GPT decoder as a ModelArch: multi-head attention (no FlashAttention), GELU MLP 4h.
ModelArch gptArch(const PaperModel& m) {
    ModelArch a;
    a.hidden = m.h;
    a.layers = m.layers;
    a.fullAttentionLayers = m.layers;
    a.vocab = 51200;
    a.attention.heads = m.a;
    a.attention.kvHeads = m.a;
    a.attention.headDim = m.h / m.a;
    a.attention.flash = false;
    a.mlp.intermediate = 4 * m.h;
    a.mlp.gated = false;
    const double h = m.h, layer = 4 * h * h + 8 * h * h + 2 * h; // attention, MLP, norms
    a.params.embedding = a.params.lmHead = double(a.vocab) * h;
    a.params.lmHead = 0; // GPT ties the output layer to the embedding
    a.tiedEmbeddings = true;
    a.params.text = a.params.embedding + m.layers * layer + h;
    a.params.total = a.params.text;
    return a;
}

/// The GPT layer's options: LayerNorm, dropout 0.1 on the attention probabilities and after
/// attention and MLP (Korthikanti §4.1), eager attention or FlashAttention.
LayerOptions gptOptions(double hiddenShards, bool flash) {
    LayerOptions o;
    o.norm = NormKind::LayerNorm;
    o.attentionDropout = 0.1;
    o.hiddenDropout = 0.1;
    o.eagerAttention = !flash;
    o.hiddenShards = hiddenShards;
    return o;
}

ParallelPlan paperPlan(const PaperModel& m, bool sequenceParallel) {
    ParallelPlan p;
    p.automatic = false;
    p.tp = m.t;
    p.pp = m.p;
    p.sequenceParallel = sequenceParallel;
    p.pipelineMicroBatches = std::max(m.p, 4); // at least p micro-batches per step
    return p;
}

} // namespace

TEST_CASE("a GPT layer split by tensor parallelism keeps Korthikanti et al.'s sbh(10 + 24/t + "
          "5as/(ht)), with sequence parallelism sbh(34/t + 5as/(ht))",
          "[plan][korthikanti]") {
    const double s = 2048, b = 1;
    for (const PaperModel& m : kPaperModels) {
        INFO(m.name);
        const ModelArch arch = gptArch(m);
        const double sbh = s * b * m.h, t = m.t, as_h = double(m.a) * s / m.h;
        for (bool sp : {false, true}) {
            const ParallelPlan plan = paperPlan(m, sp);
            const StageShare stage = stageShare(arch, plan, StageKind::First, 0);
            const LayerType layer{LayerKind::FullAttention, false};
            const double shards = sp ? t : 1;
            // Korthikanti et al. 2022, Table 2.
            const double baseline =
                sp ? sbh * (34 / t + 5 * as_h / t) : sbh * (10 + 24 / t + 5 * as_h / t);
            const double selective = sp ? sbh * 34 / t : sbh * (10 + 24 / t);
            const LayerBytes eager =
                decoderLayerBytes(stage.arch, layer, s, b, gptOptions(shards, false));
            CHECK(eager.saved == Approx(baseline).epsilon(1e-12));
            // FlashAttention recomputes the softmax, its dropout and the attention over V in the
            // backward pass: the "selective activation recomputation" row.
            ModelArch flashArch = stage.arch;
            flashArch.attention.flash = true;
            const LayerBytes flash =
                decoderLayerBytes(flashArch, layer, s, b, gptOptions(shards, true));
            CHECK(flash.saved == Approx(selective).epsilon(1e-12));
        }
    }
}

TEST_CASE("the first pipeline stage of the paper's models holds L layers' worth of activations",
          "[plan][korthikanti]") {
    // Korthikanti et al. §4.2.3: with 1F1B the first stage keeps p micro-batches of L/p layers,
    // so its activations are L × the per-layer figure whatever p is (per GPU, the 22B: 48 ×
    // sbh·34/8 = 2.567 GB with SP and selective recomputation; 175B: 96 × 2048·12288·34/8 =
    // 10.27 GB; 530B: 105 × 2048·20480·34/8 = 18.72 GB; 1T: 128 × 2048·25600·34/8 = 28.52 GB).
    const double s = 2048;
    const double expected[] = {2.5669e9, 10.2677e9, 18.7171e9, 28.5213e9};
    int i = 0;
    for (const PaperModel& m : kPaperModels) {
        INFO(m.name);
        const ParallelPlan plan = paperPlan(m, true);
        const StageShare stage = stageShare(gptArch(m), plan, StageKind::First, 0);
        CHECK(stage.arch.layers * m.p == m.layers);
        ModelArch flashArch = stage.arch;
        flashArch.attention.flash = true;
        const LayerBytes layer = decoderLayerBytes(flashArch, {LayerKind::FullAttention, false}, s,
                                                   1, gptOptions(m.t, true));
        const double firstStage = stage.arch.layers * inFlightMicroBatches(plan) * layer.saved;
        CHECK(firstStage == Approx(double(m.layers) * s * m.h * 34 / m.t));
        CHECK(firstStage == Approx(expected[i++]).epsilon(1e-4));
    }
}

TEST_CASE("Mixtral 8x7B on tp 1, pp 4, ep 8: the fullest GPU holds Megatron-LM's most loaded "
          "shard",
          "[plan][megatron]") {
    // Megatron-LM megatron/training/theoretical_memory_usage.py at d98e8a64 (python3 on its own
    // compute_weight_and_optimizer_memory, the example script's arguments, world size 32):
    // "Number of parameters in most loaded shard": 1,876,231,168; weight and optimizer memory
    // with the distributed optimizer 28,869,238,272 B = non-expert × (6 + 12/8) + expert ×
    // (6 + 12/1). Megatron spreads the final norm (4,096) over the 4 stages (1,024 each);
    // Headroom keeps it on the last stage, so the first stage holds 1,024 fewer.
    const Scenario s = referenceScenario(R"({"model": "mixtral-8x7b", "method": "full",
        "server": "8x-h100-sxm", "nodes": 4, "sequence_length": 4096, "micro_batch": 1,
        "gradient_accumulation": 32, "gradient_checkpointing": false, "sharding": "zero1",
        "train_vision": false, "plan": {"tp": 1, "pp": 4, "ep": 8, "sequence_parallel": true}})");
    REQUIRE(s.plan.dp == 8);
    const ModelArch& arch = catalog().findModel("mixtral-8x7b")->arch;
    const StageShare first = stageShare(arch, s.plan, StageKind::First, 0);
    const double megatronShard = 1876231168;
    CHECK(first.nonExpertParams + first.expertParams == Approx(megatronShard - 1024).margin(1));
    // Megatron's bytes: bf16 weights 2 + fp32 main gradients 4 + (fp32 master + Adam) 12 / dp.
    const double megatron = first.nonExpertParams * (6 + 12.0 / 8) + first.expertParams * (6 + 12);
    CHECK(megatron == Approx(28869238272.0 - 1024 * (6 + 12.0 / 8)).margin(64));
    // Headroom through evaluate(): the same shard and Megatron's bytes, its fp32 gradient
    // buffer whole on every rank (issue 37; before it, the ZeRO paper's 2 B BF16 gradients put
    // the states 2 B per parameter, 3.75 GB, below Megatron's).
    const SizingResult r = evaluate(s, catalog());
    const double params = first.nonExpertParams + first.expertParams;
    CHECK(r.perGpu.weights * 1e9 == Approx(2 * params));
    CHECK(r.perGpu.states * 1e9 == Approx(megatron));
}

TEST_CASE("Megatron-LM's optimizer CPU offload keeps the fp32 gradient buffer on the GPU; expert "
          "parallelism alone is Megatron's too",
          "[plan][megatron]") {
    // Mixtral 8x7B on one 8× H100 SXM server with ep 8 alone (dp 8): Megatron's distributed
    // optimizer, the rank holding the non-expert parameters and 1/8 of the experts. Its bytes
    // as above: 6 + 12/8 per non-expert parameter, 6 + 12/(dp/ep) = 18 per expert parameter.
    const std::string run = R"({"model": "mixtral-8x7b", "method": "full",
        "server": "8x-h100-sxm", "sequence_length": 4096, "micro_batch": 1,
        "gradient_checkpointing": true, "sharding": "zero1", "train_vision": false,
        "plan": {"ep": 8})";
    const Scenario s = referenceScenario(run + "}");
    REQUIRE(s.plan.dp == 8);
    const ModelArch& arch = catalog().findModel("mixtral-8x7b")->arch;
    const StageShare only = stageShare(arch, s.plan, StageKind::Only, 0);
    const double params = only.nonExpertParams + only.expertParams;
    CHECK(evaluate(s, catalog()).perGpu.states * 1e9 ==
          Approx(only.nonExpertParams * (6 + 12.0 / 8) + only.expertParams * (6 + 12)));
    // --optimizer-cpu-offload (hybrid_optimizer.py at d98e8a64): the main parameters and Adam's
    // moments on the host; the BF16 weights (2 B) and the DDP's fp32 gradient buffer (4 B)
    // stay whole on the GPU. Before issue 37's fix ZeRO-Offload's 0 B of gradients were
    // counted: 2 B per parameter in all, a third of Megatron's.
    const SizingResult off = evaluate(referenceScenario(run + R"(, "offload": "optimizer"})"),
                                      catalog());
    CHECK(off.perGpu.optimizer == 0);
    CHECK(off.perGpu.weights * 1e9 == Approx(2 * params));
    CHECK(off.perGpu.gradients * 1e9 == Approx(4 * params));
    // On the host: fp32 main parameters (4), Adam's moments (8) and the pinned gradient copies
    // in the CPU parameters' fp32 (4) for every parameter of the run; ZeRO-Offload's 14 B
    // (16-bit gradients) under DeepSpeed's ZeRO-2 with the same offload.
    const double total = arch.params.total;
    CHECK(off.host.offloadRequired * 1e9 == Approx(16 * total));
    const SizingResult zero = evaluate(referenceScenario(R"({"model": "mixtral-8x7b",
        "method": "full", "server": "8x-h100-sxm", "sharding": "zero2",
        "offload": "optimizer"})"),
                                       catalog());
    CHECK(zero.host.offloadRequired * 1e9 == Approx(14 * total));
}

TEST_CASE("ring context parallelism alone with Megatron's optimizer keeps its fp32 gradient "
          "buffer; an all-to-all cp under DeepSpeed does not",
          "[plan][megatron]") {
    // Llama 3.1 8B on one 8× H200 SXM server, dp 4 · cp 2 (ring, Megatron-LM's default
    // --cp-comm-type p2p), ZeRO-1-style distributed optimizer with Megatron's bytes: 2 (BF16
    // weights) + 4 (the whole fp32 gradient buffer) + 12 / (dp · cp) per parameter.
    const std::string run = R"({"model": "llama-3.1-8b", "method": "full",
        "server": "8x-h200-sxm", "sequence_length": 32768, "micro_batch": 1,
        "gradient_checkpointing": true, "sharding": "zero1", "state_bytes": "zero",
        "plan": {"dp": 4, "cp": 2)";
    const Scenario ring = referenceScenario(run + "}}");
    REQUIRE(ring.plan.cpKind == ContextParallelKind::Ring);
    CHECK(runsMegatronOptimizer(ring, ring.plan));
    const ModelArch& arch = catalog().findModel("llama-3.1-8b")->arch;
    const StageShare only = stageShare(arch, ring.plan, StageKind::Only, 0);
    const double params = only.nonExpertParams + only.expertParams;
    const SizingResult r = evaluate(ring, catalog());
    CHECK(r.perGpu.states * 1e9 == Approx(params * (2 + 4 + 12.0 / 8)));
    // The same ranks exchanging by all-to-all under DeepSpeed ZeRO-1 are ALST's Ulysses: its
    // ZeRO-1 keeps BF16 gradients (2 B), no fp32 buffer.
    const Scenario a2a = referenceScenario(run + R"(, "cp_kind": "all-to-all"}})");
    CHECK_FALSE(runsMegatronOptimizer(a2a, a2a.plan));
    CHECK(runsAlstUlysses(a2a, a2a.plan));
    CHECK(evaluate(a2a, catalog()).perGpu.states * 1e9 == Approx(params * (2 + 2 + 12.0 / 8)));
}

TEST_CASE("a manual plan that only lists the data-parallel ranks gives the automatic figures",
          "[plan]") {
    using nlohmann::json;
    json automatic = toJson(evaluate(referenceScenario("{}"), catalog()));
    json manual = toJson(evaluate(referenceScenario(R"({"plan": {"dp": 4}})"), catalog()));
    CHECK(automatic["plan"]["automatic"] == true);
    CHECK(manual["plan"]["automatic"] == false);
    automatic.erase("plan");
    manual.erase("plan");
    CHECK(automatic == manual);
}

TEST_CASE("HSDP with groups of 4 on 8 GPUs keeps twice the sharded states of FSDP over 8",
          "[plan]") {
    const Scenario fsdp = referenceScenario(R"({"server": "8x-h200-sxm", "plan": {"dp": 8}})");
    const Scenario hsdp =
        referenceScenario(R"({"server": "8x-h200-sxm", "plan": {"dp": 8, "hsdp_shard_group": 4}})");
    const SizingResult a = evaluate(fsdp, catalog()), b = evaluate(hsdp, catalog());
    CHECK(b.perGpu.weights == Approx(2 * a.perGpu.weights));
    CHECK(b.perGpu.optimizer == Approx(2 * a.perGpu.optimizer));
    CHECK(b.plan.hsdpShardGroup == 4);
}

TEST_CASE("a pipeline stage keeps the saved tensors of every micro-batch in flight", "[plan]") {
    const ModelArch& arch = catalog().findModel("llama-3.1-70b")->arch;
    MemoryInput in = singleGpuInput(arch, 4096);
    in.lmHead = false; // a first stage: no head, no loss
    const MemoryTerms one = memoryTerms(in);
    in.inFlight = 4;
    const MemoryTerms four = memoryTerms(in);
    CHECK(four.savedText == Approx(4 * one.savedText));
    CHECK(one.lossPeak == 0);
    // Without checkpointing too.
    in.checkpointing = false;
    in.inFlight = 1;
    const MemoryTerms full1 = memoryTerms(in);
    in.inFlight = 3;
    CHECK(memoryTerms(in).savedText == Approx(3 * full1.savedText));
}

TEST_CASE("context parallelism keeps 1/cp of the sequence on each GPU", "[plan]") {
    // cp 2 at 16,384 tokens: each rank holds 8,192 tokens, as dp-only at 8,192 tokens does
    // (both compiled: a plan that splits the model runs fused kernels, planFusesKernels).
    const Scenario cp = referenceScenario(R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm",
        "sequence_length": 16384, "compile": true, "plan": {"dp": 4, "cp": 2}})");
    const Scenario dp = referenceScenario(R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm",
        "sequence_length": 8192, "compile": true, "plan": {"dp": 8}})");
    const SizingResult a = evaluate(cp, catalog()), b = evaluate(dp, catalog());
    CHECK(a.perGpu.activations == Approx(b.perGpu.activations).epsilon(1e-9));
    // States are sharded over dp · cp = 8 in both.
    CHECK(a.perGpu.optimizer == Approx(b.perGpu.optimizer).epsilon(1e-9));
}

TEST_CASE("tensor and pipeline parallelism share a micro-batch's compute and add the bubble",
          "[plan]") {
    // 16 GPUs: dp 16, or tp 4 · pp 2 · dp 2 with 8 micro-batches per step. Each replica computes
    // the same micro-batch; split over 8 GPUs it takes 1/8 of the time, plus the 1F1B bubble
    // (pp − 1)/m = 1/8 (Narayanan et al. 2021 §2.2).
    const char* common = R"("model": "llama-3.1-70b", "server": "8x-h200-sxm", "nodes": 2,
                            "gradient_accumulation": 8)";
    const SizingResult dp = evaluate(
        referenceScenario(std::string("{") + common + R"(, "plan": {"dp": 16}})"), catalog());
    const SizingResult split =
        evaluate(referenceScenario(std::string("{") + common + R"(, "plan": {"tp": 4, "pp": 2}})"),
                 catalog());
    REQUIRE(split.plan.dp == 2);
    CHECK(split.step.computeS == Approx(dp.step.computeS / 8 * (1 + 1.0 / 8)));
    CHECK(split.step.tokensPerStep == Approx(dp.step.tokensPerStep / 8));
}

TEST_CASE("Llama 3.1 405B full fine-tune fits on eight 8× H200 SXM servers with tp 8 · pp 8",
          "[plan][acceptance]") {
    // By hand: 126 layers over pp 8 are 15 · 16⁶ · 15 (Megatron-LM with the end stages' counts,
    // stageLayers). The first stage: 15 layers (3,187,703,808 parameters each, 32,768 of them
    // norms kept whole) and the 128,256 × 16,384 embedding: (15 · 3,187,671,040 +
    // 2,101,346,304) / 8 + 15 · 32,768 = 6,240,043,008 parameters; the second stage 16 layers,
    // 16 · 3,187,671,040 / 8 + 16 · 32,768 = 6,375,866,368, 12.75 GB of BF16 weights, 2.4 GB
    // more states at 18 B each against 0.2 GB less activations (7 micro-batches of 16 layers'
    // checkpoints against 8 of 15): the peak. (ceil(126 / 8) = 16 layers and the embedding on
    // the first stage before: 6,638,534,656.)
    const Scenario s = referenceScenario(R"({"model": "llama-3.1-405b", "method": "full",
        "server": "8x-h200-sxm", "nodes": 8, "sharding": "zero1", "gradient_accumulation": 16,
        "plan": {"tp": 8, "pp": 8, "sequence_parallel": true}})");
    const SizingResult r = evaluate(s, catalog());
    CHECK(r.plan.dp == 1);
    CHECK(stageShare(catalogModel("llama-3.1-405b"), r.plan, StageKind::First, 0)
              .nonExpertParams == 6240043008.0);
    CHECK(r.perGpu.weights == Approx(6375866368.0 * 2 / 1e9));
    CHECK(r.perGpu.optimizer == Approx(6375866368.0 * 12 / 1e9));
    CHECK(r.fits);
    // The same model on one server with every card a data-parallel rank does not fit.
    const SizingResult one =
        evaluate(referenceScenario(R"({"model": "llama-3.1-405b", "method": "full",
                                       "server": "8x-h200-sxm"})"),
                 catalog());
    CHECK_FALSE(one.fits);
    // And on eight 8× B200 servers (180 GB cards) with tp 8 · pp 4 · dp 2, the optimizer states
    // sharded over the two replicas (ZeRO-1); on four (dp 1) the 18 B per parameter of the
    // stage's 12.75 B parameters (229.5 GB) do not fit.
    const SizingResult b200 = evaluate(
        referenceScenario(R"({"model": "llama-3.1-405b", "method": "full", "server": "8x-b200",
            "nodes": 8, "sharding": "zero1", "gradient_accumulation": 16,
            "plan": {"tp": 8, "pp": 4, "sequence_parallel": true}})"),
        catalog());
    // 126 layers over pp 4: 31 · 32 · 32 · 31; the second stage, 32 layers and nothing else:
    // 32 · 3,187,671,040 / 8 + 32 · 32,768 = 12,751,732,736 parameters (the first, 31 layers
    // and the embedding: 12,615,909,376; ceil(126 / 4) = 32 and the embedding before:
    // 13,014,401,024).
    CHECK(b200.plan.dp == 2);
    CHECK(b200.perGpu.weights == Approx(12751732736.0 * 2 / 1e9));
    CHECK(b200.perGpu.optimizer == Approx(12751732736.0 * 12 / 2 / 1e9));
    CHECK(b200.fits);
    const SizingResult fourB200 = evaluate(
        referenceScenario(R"({"model": "llama-3.1-405b", "method": "full", "server": "8x-b200",
            "nodes": 4, "sharding": "zero1", "gradient_accumulation": 16,
            "plan": {"tp": 8, "pp": 4, "sequence_parallel": true}})"),
        catalog());
    CHECK(fourB200.perGpu.states == Approx(12751732736.0 * 18 / 1e9));
    CHECK_FALSE(fourB200.fits);
}

TEST_CASE("Qwen3 235B-A22B LoRA fits on two 8× H200 SXM servers with tp 4 · ep 4",
          "[plan][acceptance]") {
    // Routed experts: 94 layers × 128 × 3 · 4096 · 1536 = 227.1 B parameters, 1/16 of them
    // (ep 4 · tp 4) per GPU: 14.19 B, 28.4 GB of frozen BF16 weights; expert data parallel
    // dp · cp / ep = 1, so FSDP cannot shard them further.
    const Scenario s = referenceScenario(R"({"model": "qwen3-235b-a22b", "method": "lora",
        "server": "8x-h200-sxm", "nodes": 2, "plan": {"tp": 4, "ep": 4}})");
    const SizingResult r = evaluate(s, catalog());
    CHECK(r.plan.dp == 4);
    const ModelArch& arch = catalog().findModel("qwen3-235b-a22b")->arch;
    CHECK(routedExpertParams(arch) == Approx(94.0 * 128 * 3 * 4096 * 1536));
    CHECK(r.perGpu.weights > 94.0 * 128 * 3 * 4096 * 1536 / 16 * 2 / 1e9);
    CHECK(r.fits);
}
