// Long-context training as DeepSpeed's Arctic Long Sequence Training (ALST, Bekman et al. 2025,
// arXiv 2506.13996) runs it (issue 37): TiledMLP, DeepSpeed ZeRO-3's buffers on one GPU, and
// the published ALST runs of snowflakedb/ArcticTraining projects/sequence-parallelism at
// b28638e6, whose recipe files note the memory each run used ("NV" is pynvml's used memory in
// GiB, arctic_training/debug/utils.py see_memory_usage).
#include "catalog.h"
#include "memory/layerparts.h"
#include "memory/stageshare.h"
#include "memorymodel.h"
#include "modelarch.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::catalogModel;

TEST_CASE("DeepSpeed ALST's TiledMLP keeps the MLP's input and one tile's working set",
          "[longcontext][tiledmlp]") {
    // Llama-3.1-8B (hidden 4096, intermediate 14336, 32 heads, 8 KV heads of 128), full
    // fine-tune, eager, checkpointed. Per token, the untiled SwiGLU MLP keeps its input
    // (2 · 4096) and gate, up, SiLU and product (4 · 2 · 14336): 122,880 B; its backward holds
    // 3 · 2 · 14336 + 2 · 2 · 4096 = 102,400 B. Tiled, it keeps x alone (8,192 B) and its
    // backward x_grad (8,192 B) plus one tile's 122,880 + 102,400 = 225,280 B per tile token.
    // FlashAttention's backward, 53,248 B per token, is the layer's larger block then.
    const ModelArch& a = catalogModel("llama-3.1-8b");
    // The checkpointed layer's working set untiled less tiled, at `tokens`.
    auto tilingSaves = [&a](int tokens) {
        MemoryInput in = test::singleGpuInput(a, tokens);
        in.checkpointing = true;
        const double untiled = memoryTerms(in).layerWorkingSet;
        in.tiledMlp = true;
        return untiled - memoryTerms(in).layerWorkingSet;
    };
    SECTION("at 1.2M tokens: 293 tiles of 4,096 tokens; the attention's backward is larger") {
        // ceil(1,200,000 / 4096) = 293 shards of ceil(1,200,000 / 293) = 4,096 tokens. Kept:
        // 114,688 B per token less; the layer's backward on top of what it keeps: 8,192 +
        // 102,400 = 110,592 untiled, 8,192 + 53,248 − 8,192 = 53,248 tiled (the attention's
        // backward runs once the MLP's saved x is freed; the tile, 4,096 · 225,280 B, is below
        // the attention's 1.2M · 45,056 B): 172,032 B per token less in all, 206.4384 GB.
        CHECK(tilingSaves(1'200'000) == Approx(1'200'000.0 * 172'032));
    }
    SECTION("at 10,000 tokens: 3 tiles of 3,334 tokens set the layer's backward") {
        // Kept: 10,000 · 114,688 B less. Backward: untiled 10,000 · 110,592; tiled
        // 10,000 · 8,192 + max(10,000 · 53,248, 10,000 · 8,192 + 3,334 · 225,280) =
        // 81,920,000 + 833,003,520. Less in all: 1,146,880,000 + 1,105,920,000 − 914,923,520.
        CHECK(tilingSaves(10'000) == Approx(1'146'880'000.0 + 1'105'920'000.0 - 914'923'520.0));
    }
}

TEST_CASE("Liger's SwiGLU back-propagates in place, and a layer's attention backward runs once "
          "its MLP's tensors are freed", "[longcontext][liger]") {
    // Llama-3.1-8B (hidden 4096, intermediate 14336), full fine-tune, FlashAttention-2.
    const ModelArch& a = catalogModel("llama-3.1-8b");
    LayerOptions eager, liger;
    liger.compiled = true;
    liger.inPlaceSwiglu = true;
    SECTION("the MLP: the same tensors kept as compiled, one I-wide gradient in backward") {
        // Kept: x (2 · 4096) and gate, up and their product (3 · 2 · 14336): 94,208 B per
        // token. Backward: the product's gradient (2 · 14336); the gradients of x from gate
        // and up (2 · 2 · 4096) come after the engine has freed it and the product, so the
        // larger of the two, 28,672 B (45,056, their sum, before); eager holds d(product),
        // d(up), d(gate) and then the x gradients: 102,400 B.
        const layermodel::Part m = layermodel::mlpPart(a, false, liger);
        CHECK(m.saved == Approx(94'208));
        CHECK(m.backward == Approx(28'672));
        CHECK(layermodel::mlpPart(a, false, eager).backward == Approx(102'400));
    }
    SECTION("the layer: the larger of the MLP's backward and the attention's without the MLP") {
        // Liger: the MLP's backward (28,672) against FlashAttention's (53,248) less the MLP's
        // kept 94,208: the MLP's, plus the residual gradient 8,192: 36,864 B per token. Eager
        // (no in-place): 102,400 + 8,192 = 110,592.
        const LayerType full{LayerKind::FullAttention, false};
        CHECK(decoderLayerBytes(a, full, 1000, 1, liger).backward == Approx(1000 * 36'864.0));
        CHECK(decoderLayerBytes(a, full, 1000, 1, eager).backward == Approx(1000 * 110'592.0));
    }
    SECTION("the stack `liger` sets it; `compile` alone does not") {
        MemoryInput in = test::singleGpuInput(a, 300'000);
        in.checkpointing = true;
        in.compiled = true;
        const double compiled = memoryTerms(in).layerWorkingSet;
        in.ligerKernels = true;
        // 300,000 tokens · (102,400 − 28,672) B.
        CHECK(compiled - memoryTerms(in).layerWorkingSet == Approx(300'000.0 * 73'728));
    }
}

TEST_CASE("Liger's norm keeps its input compiled or not, and a recomputed layer's input is its "
          "checkpoint", "[longcontext][liger]") {
    // Llama-3.1-8B, 300,000 tokens, checkpointed. LigerRMSNorm saves X and rstd
    // (Liger-Kernel@ead96b61 ops/rms_norm.py), what a compiled RMSNorm keeps: the stack's
    // kernels do not depend on torch.compile (ArcticTraining's Liger runs do not compile).
    const ModelArch& a = catalogModel("llama-3.1-8b");
    const double t = 300'000;
    MemoryInput in = test::singleGpuInput(a, t);
    in.checkpointing = true;
    in.ligerKernels = true;
    const double liger = memoryTerms(in).layerWorkingSet;
    in.compiled = true;
    CHECK(memoryTerms(in).layerWorkingSet == Approx(liger));
    // The working set is the recomputed layer's tensors and backward less its first norm's
    // input, which is the layer's checkpoint, already among the checkpoints (2 · 4096 B per
    // token): 300,000 · (36,864 + 8 + 28,672 + 128 + 94,208 + 16,384 − 8,192) B.
    LayerOptions o;
    o.compiled = true;
    o.inPlaceSwiglu = true;
    const LayerBytes layer = decoderLayerBytes(a, {LayerKind::FullAttention, false}, t, 1, o);
    CHECK(layer.kept() + layer.backward == Approx(t * (36'864 + 8 + 28'672 + 128 + 94'208 +
                                                       16'384)));
    CHECK(liger == Approx(layer.kept() + layer.backward - t * 2 * 4096));
    // An eager RMSNorm keeps an fp32 copy of its input instead: nothing is counted twice.
    in.ligerKernels = false;
    in.compiled = false;
    o = LayerOptions{};
    const LayerBytes eager = decoderLayerBytes(a, {LayerKind::FullAttention, false}, t, 1, o);
    CHECK(memoryTerms(in).layerWorkingSet == Approx(eager.kept() + eager.backward));
}

TEST_CASE("DeepSpeed ZeRO-3 gathers and buckets on one GPU too", "[longcontext][zero3]") {
    // Llama-3.1-8B on one GPU with offload_param (ALST's one-GPU recipes): the coordinator
    // gathers the larger of a checkpointed decoder layer (4096² · 2.5 attention + 3 · 4096 ·
    // 14336 MLP = 218,103,808 weights) and the embedding or LM head (128,256 · 4096 =
    // 525,336,576) plus the 5e7 prefetch bucket in BF16, copies this rank's partition (the
    // whole of it on one GPU) to the GPU first, keeps the norms (65 × 4096 ≤ 1e5) whole, and
    // allocates the 5e8-element BF16 IPG bucket.
    MemoryInput in = test::singleGpuInput(catalogModel("llama-3.1-8b"), 4096);
    in.checkpointing = true;
    in.deepspeed = true;
    in.sharding = Sharding::Full;
    in.offload = Offload::Parameters;
    const MemoryTerms t = memoryTerms(in);
    const double gathered = 2 * (525'336'576.0 + 5e7);
    CHECK(t.gatherBuffer == Approx(2 * gathered + 2 * 65 * 4096.0));
    // The IPG bucket, and the whole BF16 gradient of the largest trained parameter (the
    // 525,336,576-weight LM head or embedding) as it reaches the bucket.
    CHECK(t.reduceBuffer == Approx(2 * (5e8 + 525'336'576.0)));
    in.deepspeed = false; // PyTorch FSDP on one GPU: no communication at all
    CHECK(memoryTerms(in).buffers == 0);
}

namespace {

/// Headroom's total per GPU (GB) for an ALST recipe of ArcticTraining's
/// projects/sequence-parallelism at b28638e6: Llama-3.1-8B (or `model`), full fine-tune,
/// DeepSpeed ZeRO-3 with CPU Adam, FlashAttention, checkpointing on, micro-batch 1, with the
/// recipe's own keys in `keys` (a JSON object merged over these).
double alstTotal(const std::string& keys) {
    nlohmann::json doc = nlohmann::json::parse(R"({"model": "llama-3.1-8b", "method": "full",
        "sharding": "full", "sharding_impl": "deepspeed", "gradient_checkpointing": true,
        "micro_batch": 1, "attention": "flash", "state_bytes": "zero", "optimizer_impl": "fused"})");
    doc.merge_patch(nlohmann::json::parse(keys));
    auto s = parseScenario(doc, "alst", catalog());
    REQUIRE(s.ok());
    return evaluate(s.value(), catalog()).perGpu.total;
}

constexpr double kGiB = 1.073741824; // GB per GiB: the recipes note pynvml's used memory / 2^30

void within(double predicted, double measuredGiB, double tolerance) {
    const double measured = measuredGiB * kGiB;
    INFO("predicted " << predicted << " GB, measured " << measured << " GB");
    CHECK(std::abs(predicted / measured - 1) <= tolerance);
}

} // namespace

TEST_CASE("ALST's published runs: one H200 or H100 with ZeRO-3 offload, and Ulysses over 64",
          "[longcontext][alst]") {
    const std::string noLiger = R"("fused_cross_entropy": false, "plain_loss": "hf")";
    // The recipes' model type "liger" (ArcticTraining's LigerModelFactory: Liger's RMSNorm,
    // SwiGLU, RoPE and fused linear cross-entropy): the stack `liger`, which does not compile.
    const std::string liger = R"("stack": "liger", "fused_cross_entropy": true,
        "fused_loss": "fused-linear")";
    SECTION("run-h200-sp1-llama-8b-baseline.yml: 65,000 tokens, 137.36 GiB") {
        // offload_param and offload_optimizer: no state on the GPU; the HF loss's fp32 logits
        // (65,000 × 128,256 × 4 B = 33.3 GB, with its BF16 logits and gradient) set the peak.
        within(alstTotal(R"({"gpu": "h200-sxm", "gpu_count": 1, "offload": "parameters",
            "sequence_length": 65000, )" + noLiger + "}"), 137.36, 0.05);
    }
    SECTION("run-h100-sp1-llama-8b-baseline.yml: 32,000 tokens, NV 71.91 GiB") {
        within(alstTotal(R"({"gpu": "h100-sxm", "gpu_count": 1, "offload": "parameters",
            "sequence_length": 32000, )" + noLiger + "}"), 71.91, 0.05);
    }
    SECTION("run-h200-sp1-llama-8b-liger.yml: 300,000 tokens, 134.96 GiB") {
        // Liger without activation offload or tiling: every layer's checkpoint (300,000 ·
        // 4096 · 2 B each) and one layer's recompute and backward; the in-place SwiGLU
        // backward took the prediction from +18.0 % to +5.5 % (+6.3 % with the LM head's whole
        // gradient beside the IPG bucket, +4.5 % once the recomputed layer's first norm no
        // longer counts its checkpoint twice, +0.9 % with the x gradients after the product's
        // gradient is freed, not beside it).
        const double total = alstTotal(R"({"gpu": "h200-sxm", "gpu_count": 1,
            "offload": "parameters", "sequence_length": 300000, )" + liger + "}");
        within(total, 134.96, 0.10);
        CHECK(total / (134.96 * kGiB) - 1 == Approx(0.009).margin(0.001));
        CHECK(total < test::gpu("h200-sxm").usableBytes / 1e9); // it ran on the card
    }
    SECTION("run-h200-sp1-llama-8b-liger-offload.yml: 650,000 tokens, 126.81 GiB") {
        // + activation checkpoints offloaded: one layer's recompute and backward set the peak
        // (+36.8 % before the in-place SwiGLU, +8.1 % after it, +8.9 % with the LM head's whole
        // gradient beside the IPG bucket, +4.8 % with the checkpoint brought back counted once,
        // −3.5 % with the SwiGLU's x gradients after its product's gradient).
        const double total = alstTotal(R"({"gpu": "h200-sxm", "gpu_count": 1,
            "offload": "parameters", "sequence_length": 650000, "activation_offload": true, )" +
                                       liger + "}");
        within(total, 126.81, 0.10);
        CHECK(total / (126.81 * kGiB) - 1 == Approx(-0.035).margin(0.001));
    }
    SECTION("run-h200-sp1-llama-8b-liger-offload-tiled-mlp.yml: 1.2M tokens, 136.15 GiB") {
        within(alstTotal(R"({"gpu": "h200-sxm", "gpu_count": 1, "offload": "parameters",
            "sequence_length": 1200000, "activation_offload": true, "tiled_mlp": true, )" +
                         liger + "}"),
               136.15, 0.10);
    }
    SECTION("run-h100-sp8-llama-8b-yes-act-offload.yml: 2.4M tokens over 8 H100 ran") {
        // Ulysses over 8 without tiling the MLP: 300,000 tokens per rank. Before the in-place
        // SwiGLU this came out at 89.3 GB, more than the card holds, for a run that ran.
        nlohmann::json doc = nlohmann::json::parse(R"({"model": "llama-3.1-8b", "method": "full",
            "sharding": "full", "sharding_impl": "deepspeed", "attention": "flash",
            "state_bytes": "zero", "gpu": "h100-sxm", "gpu_count": 8, "offload": "optimizer",
            "sequence_length": 2400000, "activation_offload": true, "stack": "liger",
            "fused_cross_entropy": true, "fused_loss": "fused-linear", "compile": true,
            "plan": {"dp": 1, "cp": 8, "cp_kind": "all-to-all"}})");
        auto s = parseScenario(doc, "alst", catalog());
        REQUIRE(s.ok());
        const SizingResult r = evaluate(s.value(), catalog());
        CHECK(r.perGpu.total < r.perGpu.capacity);
        CHECK(r.verdict != Verdict::DoesNotFit);
    }
    // The Ulysses runs over 32 and 64 GPUs: within the ±10 % the issue asks of every run
    // (70B over 64: −4.3 %, Qwen3-32B over 64: +0.4 %). The recipes' 32-GPU notes (Llama 70B
    // at 4M, Qwen3-32B at 7M "w/ pt-2.4") came out 16–17 % under until NCCL's NVLS buffers as
    // PyTorch 2.4's NCCL sized them were counted (user guide, "Long context as DeepSpeed ALST
    // runs it").
    SECTION("run-h100-sp64-llama-70b.yml: Ulysses over 64 H100, 10M tokens, NV 53.83 GiB") {
        // 156,250 tokens per rank; 64 query heads, one per rank; the 8 KV heads repeated 8
        // times (ulysses_sp.py kv_replication_factor); checkpoints offloaded; TiledMLP. Without
        // tiling the MLP the same run comes out at 97.9 GB (+69 %).
        // Ulysses' exchange (layerparts.cpp addContextExchange) leaves it at −5.0 %: see
        // "context parallelism's exchange inside the attention" below. NCCL's NVLS buffers of
        // the world group, DeepSpeed's copy of it and the sequence-parallel group (3 · 0.268 GB,
        // NCCL 2.26 on, as the README's PyTorch 2.7.1 or later brings) make it −3.6 %, the LM
        // head's whole gradient on its way to the IPG bucket (2.1 GB) +0.4 %, and the recomputed
        // layer's first norm, whose input is the checkpoint itself (156,250 · 8192 · 2 B, 2.6 GB,
        // counted once), −4.3 %.
        const double total = alstTotal(R"({"model": "llama-3.1-70b", "gpu": "h100-sxm",
            "gpu_count": 8, "nodes": 8, "offload": "optimizer", "sequence_length": 10000000,
            "activation_offload": true, "tiled_mlp": true,
            "plan": {"dp": 1, "cp": 64, "cp_kind": "all-to-all"}, )" + liger + "}");
        within(total, 53.83, 0.10);
        CHECK(total / (53.83 * kGiB) - 1 == Approx(-0.043).margin(0.001));
    }
    SECTION("run-h100-sp8-llama-8b.yml: 3.7M tokens fit one node of 8 H100 (the paper's figure)") {
        // Bekman et al. 2025, Table 1 / Figure 1: 3.7M tokens on a single 8 × H100 node. The
        // longest fit is reported up to at least the scenario's own length, beyond the
        // model's 131,072 positions and 2^20.
        nlohmann::json doc = nlohmann::json::parse(R"({"model": "llama-3.1-8b", "method": "full",
            "sharding": "full", "sharding_impl": "deepspeed", "attention": "flash",
            "state_bytes": "zero", "gpu": "h100-sxm", "gpu_count": 8, "offload": "optimizer",
            "sequence_length": 3700000, "activation_offload": true, "tiled_mlp": true,
            "fused_cross_entropy": true, "fused_loss": "fused-linear", "compile": true,
            "plan": {"dp": 1, "cp": 8, "cp_kind": "all-to-all"}})");
        auto s = parseScenario(doc, "alst", catalog());
        REQUIRE(s.ok());
        const SizingResult r = evaluate(s.value(), catalog());
        CHECK(r.perGpu.total < r.perGpu.capacity);
        CHECK(r.maxSequenceLength >= 3'700'000);
    }
    SECTION("run-h100-sp64-qwen3-32b.yml: Ulysses over 64 H100, 15M tokens, NV 71.00 GiB") {
        const double total = alstTotal(R"({"model": "qwen3-32b", "gpu": "h100-sxm",
            "gpu_count": 8, "nodes": 8, "offload": "optimizer", "sequence_length": 15000000,
            "activation_offload": true, "tiled_mlp": true,
            "plan": {"dp": 1, "cp": 64, "cp_kind": "all-to-all"}, )" + liger + "}");
        within(total, 71.00, 0.10);
        CHECK(total / (71.00 * kGiB) - 1 == Approx(0.004).margin(0.001)); // +1.6 % before the
        // LM head's whole gradient beside the IPG bucket, +0.5 % before NVLS, +3.7 % with the
        // recomputed layer's checkpoint counted twice
    }
    SECTION("run-h100-sp32-*.yml: the 32-GPU notes, taken with PyTorch 2.4, within ±10 %") {
        // Llama 70B at 4M tokens "NV 47.70 GB - but at the brink of cpu-oom!" and Qwen3-32B at
        // 7M "ok NV 71.55 GB w/ pt-2.4" (the 8B's 32-GPU note: "re-run w/ pt-nightly"): with
        // PyTorch 2.4's NCCL 2.20 each of the three communicators binds 2.42 GB of NVLS
        // buffers (nccl_nvls legacy, gpumemory.cpp ncclNvlsGb): −15.6 % and −17.4 % before
        // them (and −14.0 %, −16.3 % with NCCL 2.26's), −1.5 % and −7.9 % with them, +3.1 % and
        // −5.8 % with the LM head's whole gradient beside the IPG bucket, −1.1 % and −8.9 % with
        // the recomputed layer's checkpoint counted once.
        const std::string plan = R"("gpu": "h100-sxm", "gpu_count": 8, "nodes": 4,
            "nccl_nvls": "legacy",
            "offload": "optimizer", "activation_offload": true, "tiled_mlp": true,
            "plan": {"dp": 1, "cp": 32, "cp_kind": "all-to-all"}, )";
        const double llama =
            alstTotal(R"({"model": "llama-3.1-70b", "sequence_length": 4000000, )" + plan +
                      liger + "}");
        within(llama, 47.70, 0.10);
        CHECK(llama / (47.70 * kGiB) - 1 == Approx(-0.011).margin(0.001));
        const double qwen = alstTotal(R"({"model": "qwen3-32b", "sequence_length": 7000000, )" +
                                      plan + liger + "}");
        within(qwen, 71.55, 0.10);
        CHECK(qwen / (71.55 * kGiB) - 1 == Approx(-0.089).margin(0.001));
    }
}

TEST_CASE("tiled_mlp is read, written back only when set, and refused when not a boolean",
          "[longcontext][tiledmlp]") {
    auto on = parseScenario(nlohmann::json::parse(R"({"model": "llama-3.1-8b", "gpu": "h200-sxm",
        "gpu_count": 1, "tiled_mlp": true})"),
                            "tiled.json", catalog());
    REQUIRE(on.ok());
    CHECK(on.value().tiledMlp);
    const nlohmann::json written = toJson(on.value());
    CHECK(written.value("tiled_mlp", false));
    auto back = parseScenario(written, "tiled.json", catalog());
    REQUIRE(back.ok());
    CHECK(back.value() == on.value());
    auto off = parseScenario(nlohmann::json::parse(R"({"model": "llama-3.1-8b"})"), "plain.json",
                             catalog());
    REQUIRE(off.ok());
    CHECK_FALSE(off.value().tiledMlp);
    CHECK_FALSE(toJson(off.value()).contains("tiled_mlp"));
    auto bad = parseScenario(nlohmann::json::parse(R"({"tiled_mlp": "yes"})"), "bad.json",
                             catalog());
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().key == "/tiled_mlp");
}

TEST_CASE("Unsloth keeps the embedding's output and one RoPE cache per layer",
          "[longcontext][unsloth]") {
    // Llama-3.1-8B (hidden 4096, 32 layers, head_dim 128), QLoRA under Unsloth's offloaded
    // checkpoints, 20,000 tokens (unslothai/unsloth@d9ed4bef): the embedding's output, kept by
    // its AccumulateGrad node, 2 · 20,000 · 4096 = 163,840,000 B; each layer's cos and sin
    // caches as __init__ built them, 4 · 8192 = 32,768 positions (20,000 fit), 2 · 2 · 128 B
    // each: 32 · 32,768 · 512 = 536,870,912 B. 700,710,912 B in all, beside what the same run
    // keeps without them.
    const ModelArch& a = catalogModel("llama-3.1-8b");
    MemoryInput in = test::singleGpuInput(a, 20'000);
    in.method = Method::Qlora;
    in.loraRank = 32;
    in.checkpointing = true;
    in.activationOffload = true;
    in.compiled = true;
    const double without = memoryTerms(in).savedText;
    in.unslothKernels = true;
    CHECK(memoryTerms(in).savedText - without == Approx(700'710'912.0));
    SECTION("a full fine-tune's embedding output has a grad_fn: the caches alone") {
        in.method = Method::Full;
        in.unslothKernels = false;
        const double full = memoryTerms(in).savedText;
        in.unslothKernels = true;
        CHECK(memoryTerms(in).savedText - full == Approx(536'870'912.0));
    }
    SECTION("the caches grow by 8192 positions: 40,961 tokens take 49,152") {
        in = test::singleGpuInput(a, 40'961);
        in.method = Method::Full;
        in.checkpointing = true;
        in.activationOffload = true;
        const double plain = memoryTerms(in).savedText;
        in.unslothKernels = true;
        CHECK(memoryTerms(in).savedText - plain == Approx(32 * 49'152 * 512.0));
    }
}

namespace {

/// Headroom's longest sequence for Unsloth's published long-context benchmark (unslothai/
/// unsloth README at ce9e5475, "Context length benchmarks", and unsloth.ai/blog/llama3-3,
/// December 2024): QLoRA rank 32 on q, k, v, o, gate, up and down, batch 1, sequences padded
/// to the length, one `gpu`; Unsloth's README trains with optim "adamw_8bit".
std::int64_t unslothLongest(const std::string& model, const std::string& gpu) {
    nlohmann::json doc = nlohmann::json::parse(R"({"method": "qlora", "stack": "unsloth",
        "lora_rank": 32, "lora_targets": "all-linear", "micro_batch": 1, "gpu_count": 1,
        "optimizer": "adamw-8bit", "sequence_length": 32768})");
    doc["model"] = model;
    doc["gpu"] = gpu;
    auto s = parseScenario(doc, "unsloth", catalog());
    REQUIRE(s.ok());
    return evaluate(s.value(), catalog()).maxSequenceLength;
}

/// Within ±10 % of the published length, and never more than 10 % above it (more tokens
/// predicted than fit is memory under-predicted).
void nearPublished(std::int64_t predicted, double published) {
    INFO("predicted " << predicted << " tokens, published " << published);
    CHECK(double(predicted) / published - 1 <= 0.10);
    CHECK(double(predicted) / published - 1 >= -0.10);
}

} // namespace

TEST_CASE("Unsloth's published longest QLoRA sequences on one 80 GB A100",
          "[longcontext][unsloth]") {
    SECTION("Llama 3.1 8B: 342,733 tokens") {
        nearPublished(unslothLongest("llama-3.1-8b", "a100-80gb-sxm"), 342'733);
    }
    SECTION("Llama 3.3 70B (Llama 3.1 70B's architecture): 89,389 tokens") {
        nearPublished(unslothLongest("llama-3.1-70b", "a100-80gb-sxm"), 89'389);
    }
}

TEST_CASE("context parallelism's exchange inside the attention: Ulysses as DeepSpeed ALST runs it, "
          "the ring as Transformer Engine runs it",
          "[longcontext][alst][contextparallel]") {
    // Llama-3.1-8B (hidden 4096, 32 query heads and 8 KV heads of 128), a full fine-tune, one
    // rank of Ulysses over 16 (layerparts.cpp addContextExchange): ALST repeats each KV head
    // twice, so the rank's shape holds 16 KV heads (2 · 1024 wide) over its 1/16 of the
    // tokens, and the model's attention held 8 (1024 wide) before the exchange.
    ModelArch rank = catalogModel("llama-3.1-8b");
    rank.attention.kvHeads = 16;
    const LayerType attention{LayerKind::FullAttention, false};
    LayerOptions o;
    const layermodel::LayerParts plain = layermodel::layerParts(rank, attention, 8192, o);
    o.contextRanks = 16;
    o.contextAllToAll = true;
    o.kvHeadsBeforeExchange = 8;
    // o_proj's input, the output all-to-all's reshaped copy, is saved beside the kernel's
    // output: 2 · 4096 = 8,192 B per token, released before the kernel's backward.
    const layermodel::LayerParts ulysses = layermodel::layerParts(rank, attention, 8192, o);
    CHECK(ulysses.mixer.saved - plain.mixer.saved == Approx(8192));
    CHECK(ulysses.mixer.backward - plain.mixer.backward == Approx(-8192));
    // At the output's exchange, beyond what is saved: the model's q, k, v 2 · (4096 + 2 ·
    // 1024) = 12,288, the all-to-all's output 2 · 4096 = 8,192, position_ids gathered and
    // concatenated 2 · 8 · 16 = 256: 20,736 B per token.
    CHECK(plain.mixer.forward == 0);
    CHECK(ulysses.mixer.forward == Approx(20'736));
    SECTION("two sequences per micro-batch: the output's contiguous copy, 8,192 more") {
        o.contextBatchCopy = true;
        CHECK(layermodel::layerParts(rank, attention, 8192, o).mixer.forward ==
              Approx(28'928));
    }
    SECTION("LoRA without o_proj: its input is not saved but exists until o_proj has run") {
        o.frozenBase = true;
        o.loraRank = 16;
        o.loraTargets = LoraQ | LoraV;
        LayerOptions frozen = o;
        frozen.contextRanks = 1;
        const layermodel::LayerParts lora = layermodel::layerParts(rank, attention, 8192, o);
        CHECK(lora.mixer.saved ==
              Approx(layermodel::layerParts(rank, attention, 8192, frozen).mixer.saved));
        CHECK(lora.mixer.forward == Approx(20'736 + 8192));
    }
    SECTION("without checkpointing every layer keeps o_proj's input: 32 · 8192 · 8192 B") {
        // Llama-3.1-8B over 8 (8 KV heads, none repeated), 8192 tokens per rank, a full
        // fine-tune without checkpointing: each of the 32 layers saves o_proj's input, 2 · 4096
        // B per token, beside the kernel's output: 32 · 8192 · 8192 = 2,147,483,648 B.
        MemoryInput in = test::singleGpuInput(catalogModel("llama-3.1-8b"), 8192);
        in.checkpointing = false;
        const double whole = memoryTerms(in).savedText;
        in.contextRanks = 8;
        in.contextAllToAll = true;
        CHECK(memoryTerms(in).savedText - whole == Approx(2'147'483'648.0));
    }
    SECTION("Llama 3.1 70B over 64 (run-h100-sp64-llama-70b.yml): below the kernel's backward") {
        // 64 query heads of 128, 8 KV heads repeated 8 times: the rank's shape holds 64 of
        // each, 8192 wide, and held 8 KV heads (1024) before the exchange. o_proj's input:
        // 2 · 8192 = 16,384 B per token saved, and released before the kernel's backward,
        // 2 · 8192 + 4 · 8192 + 2 · 8192 + 2 · 2 · 8192 + 2 · 2 · 8192 = 131,072 B, which
        // drops to 114,688: saved plus backward are what they were. The forward's exchange,
        // 2 · (8192 + 2 · 1024) + 2 · 8192 + 2 · 8 · 64 = 37,888 B, stays below the backward,
        // so the row's peak does not move. (The 131,072 count dk and dv expanded to every
        // query head, 2 · 2 · 8192, which FlashAttention-2's mha_bwd allocates only when the
        // kernel sees fewer KV heads than query heads; this rank's kernel sees one of each.)
        ModelArch big = catalogModel("llama-3.1-70b");
        big.attention.kvHeads = 64;
        LayerOptions one;
        LayerOptions sp64 = one;
        sp64.contextRanks = 64;
        sp64.contextAllToAll = true;
        sp64.kvHeadsBeforeExchange = 8;
        const layermodel::LayerParts a = layermodel::layerParts(big, attention, 156'250, one);
        const layermodel::LayerParts b = layermodel::layerParts(big, attention, 156'250, sp64);
        CHECK(a.mixer.backward == Approx(131'072));
        CHECK(b.mixer.saved - a.mixer.saved == Approx(16'384));
        CHECK(b.mixer.backward == Approx(a.mixer.backward - 16'384));
        CHECK(b.mixer.forward == Approx(37'888));
        CHECK(b.mixer.forward < b.mixer.backward);
    }
    SECTION("the ring over 4: all of the forward's K/V blocks and outputs, two buffers back") {
        // The model's 8 KV heads; per token of the rank: cp · (K and V 2 · 2 · 1024 + an
        // output 2 · 4096 + a log-sum-exp 4 · 32) = 4 · 12,416 = 49,664 B in the forward; the
        // backward's dq_buffer 2 · 4096 and two K/V-and-gradient buffers 2 · 2 · (2 · 2 ·
        // 1024): 24,576 B more; nothing more saved.
        rank.attention.kvHeads = 8;
        LayerOptions none;
        LayerOptions ring;
        ring.contextRanks = 4;
        const layermodel::LayerParts p0 = layermodel::layerParts(rank, attention, 8192, none);
        const layermodel::LayerParts p4 = layermodel::layerParts(rank, attention, 8192, ring);
        CHECK(p4.mixer.forward == Approx(49'664));
        CHECK(p4.mixer.backward - p0.mixer.backward == Approx(24'576));
        CHECK(p4.mixer.saved == Approx(p0.mixer.saved));
        // With the MLP tiled (4096-token tiles, ALST's TiledMLP) the MLP keeps its input alone
        // (8,192 B per token) and the forward's exchange sets the layer's peak at cp 8 and
        // 16 over 65,536 tokens: the layer's working set grows by 65,536 · (16 − 8) · 12,416.
        ring.mlpTileTokens = 4096;
        ring.contextRanks = 8;
        const double at8 = decoderLayerBytes(rank, attention, 65536, 1, ring).backward;
        ring.contextRanks = 16;
        const double at16 = decoderLayerBytes(rank, attention, 65536, 1, ring).backward;
        CHECK(at16 - at8 == Approx(65536.0 * 8 * 12'416));
    }
}

TEST_CASE("DeepSpeed ALST's Ulysses alone is the one all-to-all whose kernels and exchange are "
          "ALST's",
          "[longcontext][alst][contextparallel]") {
    // runsAlstUlysses: all-to-all over cp > 1 ranks, DeepSpeed, no tp, pp or ep. Any other
    // all-to-all is Megatron-Core's (Transformer Engine's AttnFuncWithCPAndQKVOA2A, not read):
    // neither ALST's exchange buffers nor its unfused kernels.
    auto alst = [](const std::string& plan, const std::string& impl) {
        auto s = parseScenario(nlohmann::json::parse(
                                   R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm",
                                       "sequence_length": 131072, "sharding": "full",
                                       "sharding_impl": ")" +
                                   impl + R"(", "plan": )" + plan + "}"),
                               "inline", catalog());
        REQUIRE(s);
        return runsAlstUlysses(s.value(), s->plan);
    };
    // ZeRO-1 and ZeRO-2 are DeepSpeed's whatever `sharding_impl` (which names ZeRO-3's engine).
    auto zero = [](const char* sharding) {
        auto s = parseScenario(nlohmann::json::parse(
                                   std::string(R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm",
                                       "sequence_length": 131072, "sharding": ")") +
                                   sharding + R"(", "plan": {"cp": 8, "cp_kind": "all-to-all"}})"),
                               "inline", catalog());
        REQUIRE(s);
        return runsAlstUlysses(s.value(), s->plan);
    };
    CHECK(zero("zero1"));
    CHECK(zero("zero2"));
    CHECK_FALSE(zero("none"));
    CHECK(alst(R"({"cp": 8, "cp_kind": "all-to-all"})", "deepspeed"));
    CHECK_FALSE(alst(R"({"cp": 8, "cp_kind": "all-to-all"})", "fsdp"));
    CHECK_FALSE(alst(R"({"cp": 4, "tp": 2, "cp_kind": "all-to-all"})", "deepspeed"));
    CHECK_FALSE(alst(R"({"cp": 8, "cp_kind": "ring"})", "deepspeed"));
    CHECK_FALSE(alst(R"({"dp": 8})", "deepspeed"));
}

TEST_CASE("Unsloth's RMSNorm keeps its input and rstd compiled or not; a full fine-tune is "
          "compiled by FastModel",
          "[longcontext][unsloth]") {
    // Fast_RMS_Layernorm saves X, W and r (unslothai/unsloth@015bdef0d9
    // kernels/rms_layernorm.py), both of a layer's norms in training (models/llama.py
    // LlamaDecoderLayer_fast_forward): 2 B per value and 4 B per row, where an eager RMSNorm of
    // a trained base keeps its fp32 input copy and its BF16 output (4 + 2 B per value). Eager
    // MLP code keeps one intermediate-width BF16 tensor more than compiled code (layerparts.cpp:
    // 4 against 3).
    const ModelArch& a = catalogModel("llama-3.1-8b");
    const double t = 8192;
    const auto kept = [&](const LayerOptions& o) {
        return decoderLayerBytes(a, {LayerKind::FullAttention, false}, t, 1, o).kept();
    };
    LayerOptions eager, fusedNorm, compiled;
    fusedNorm.fusedNorm = true;
    compiled.compiled = true;
    CHECK(kept(eager) - kept(fusedNorm) == Approx(t * 2 * 4 * 4096));
    CHECK(kept(fusedNorm) - kept(compiled) == Approx(t * 2 * 14336));
    // Every layer's tensors kept (no checkpointing). A full fine-tune goes through FastModel,
    // which compiles the modules whatever `compile` says (models/loader.py at 015bdef0d9): the
    // same with compile on or off, and below eager code by the norms and the MLP.
    MemoryInput in = test::singleGpuInput(a, t);
    in.checkpointing = false;
    in.unslothKernels = true;
    const double unslothFull = memoryTerms(in).savedText;
    in.compiled = true;
    CHECK(memoryTerms(in).savedText == Approx(unslothFull));
    in.unslothKernels = false;
    const double compiledFull = memoryTerms(in).savedText;
    in.compiled = false;
    const double eagerFull = memoryTerms(in).savedText;
    // (32 layers' norms and MLPs, and the final norm's 4 B per value.)
    CHECK(eagerFull - compiledFull == Approx(32 * t * (2 * 4 * 4096 + 2 * 14336) + t * 4 * 4096));
    // Unsloth's beyond compiled code: only what it holds outside the layers (the embedding's
    // output, the RoPE caches: unslothResident), not an eager MLP's 32 · t · 2 · 14336 B.
    CHECK(unslothFull - compiledFull > 0);
    CHECK(unslothFull - compiledFull < 0.1 * (eagerFull - compiledFull));
    // LoRA runs keep FastLanguageModel's path: the norms fused, compile or not. A frozen base's
    // eager RMSNorm keeps its fp32 input copy alone (4 B per value), the fused one 2 B.
    LayerOptions frozenEager, frozenFused;
    frozenEager.frozenBase = frozenFused.frozenBase = true;
    frozenEager.loraRank = frozenFused.loraRank = 16;
    frozenFused.fusedNorm = true;
    CHECK(kept(frozenEager) - kept(frozenFused) == Approx(t * 2 * 2 * 4096));
    in.method = Method::Lora;
    in.loraRank = 16;
    in.unslothKernels = true;
    const double unslothLora = memoryTerms(in).layerWorkingSet;
    in.unslothKernels = false;
    CHECK(memoryTerms(in).layerWorkingSet > unslothLora);
}
