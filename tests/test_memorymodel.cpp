// The peak-memory terms beyond the model states (core/memory/memorymodel.cpp): the Korthikanti
// self-check, and the direction and size of every knob.
#include "memorymodel.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

using namespace headroom;

namespace {

/// A Llama-style decoder (RMSNorm, GQA FlashAttention, SwiGLU).
ModelArch llama(int hidden, int intermediate, int layers, int heads, int kvHeads, int vocab,
                bool tied) {
    ModelArch a;
    a.modelType = "llama";
    a.hidden = hidden;
    a.layers = layers;
    a.fullAttentionLayers = layers;
    a.vocab = vocab;
    a.tiedEmbeddings = tied;
    a.attention.heads = heads;
    a.attention.kvHeads = kvHeads;
    a.attention.headDim = hidden / heads;
    a.mlp.intermediate = intermediate;
    a.params.embedding = double(vocab) * hidden;
    a.params.lmHead = tied ? 0 : double(vocab) * hidden;
    const double perLayer = 2.0 * hidden * hidden + 2.0 * hidden * kvHeads * (hidden / heads) +
                            3.0 * hidden * intermediate;
    a.params.total = a.params.embedding + a.params.lmHead + layers * perLayer;
    a.params.text = a.params.total;
    return a;
}

ModelArch llama32_3b() {
    return llama(3072, 8192, 28, 24, 8, 128256, true);
}

/// GPT-3-style layer as in Korthikanti et al. 2022: MHA without FlashAttention, GELU 4h MLP.
ModelArch classicGpt(int hidden, int heads) {
    ModelArch a = llama(hidden, 4 * hidden, 1, heads, heads, 50257, true);
    a.attention.flash = false;
    a.mlp.gated = false;
    return a;
}

/// Qwen3.5-style hybrid: three Gated DeltaNet layers per gated full-attention layer.
ModelArch qwen35Like() {
    ModelArch a = llama(5120, 17408, 64, 24, 4, 248320, false);
    a.modelType = "qwen3_5_text";
    a.attention.headDim = 256;
    a.attention.qkNorm = true;
    a.attention.outputGate = true;
    a.fullAttentionLayers = 16;
    a.linearAttentionLayers = 48;
    a.deltaNet = {16, 48, 128, 128, 4};
    a.vision.present = true;
    a.vision.depth = 27;
    a.vision.hidden = 1152;
    a.vision.intermediate = 4304;
    a.vision.heads = 16;
    a.vision.patchSize = 16;
    a.vision.temporalPatchSize = 2;
    a.vision.spatialMergeSize = 2;
    a.vision.outHidden = 5120;
    return a;
}

double peak(const MemoryTerms& m) {
    return m.activations + m.logits;
}

} // namespace

TEST_CASE("a classic GPT layer keeps exactly Korthikanti's s·b·h·(34 + 5·a·s/h) bytes",
          "[memory]") {
    // Korthikanti et al. 2022, eq. (1): per layer, 16-bit activations, dropout masks 1 byte.
    struct Row {
        int s, b, h, a;
    };
    const Row rows[] = {{2048, 1, 12288, 96},
                        {2048, 4, 4096, 32},
                        {1024, 8, 1600, 25},
                        {512, 2, 768, 12},
                        {4096, 1, 8192, 64}};
    LayerOptions o;
    o.norm = NormKind::LayerNorm;
    o.attentionDropout = 0.1;
    o.hiddenDropout = 0.1;
    for (const Row& r : rows) {
        const ModelArch gpt = classicGpt(r.h, r.a);
        const LayerBytes layer =
            decoderLayerBytes(gpt, {LayerKind::FullAttention, false}, r.s, r.b, o);
        const double s = r.s, b = r.b, h = r.h, a = r.a;
        INFO("s=" << r.s << " b=" << r.b << " h=" << r.h << " a=" << r.a);
        CHECK(layer.saved == s * b * h * (34 + 5 * a * s / h));
        // The statistics Korthikanti leaves out are two fp32 values per token and LayerNorm.
        CHECK(layer.stats == 2 * 2 * 4 * s * b);
    }
}

TEST_CASE("FlashAttention removes the quadratic term: a flash layer's tensors grow linearly in s",
          "[memory]") {
    const ModelArch a = llama32_3b();
    const LayerOptions o;
    const LayerBytes one = decoderLayerBytes(a, {LayerKind::FullAttention, false}, 4096, 1, o);
    const LayerBytes two = decoderLayerBytes(a, {LayerKind::FullAttention, false}, 8192, 1, o);
    CHECK(two.kept() == Approx(2 * one.kept()));

    ModelArch slow = a;
    slow.attention.flash = false;
    const LayerBytes eager = decoderLayerBytes(slow, {LayerKind::FullAttention, false}, 8192, 1, o);
    // Without flash the 2·a·s² softmax output is kept: 24 heads × 8192² × 2 B = 3.2 GB.
    CHECK(eager.saved - two.saved > 3e9);
}

TEST_CASE("Gated DeltaNet layers keep no s² term and grow only linearly in s", "[memory]") {
    const ModelArch a = qwen35Like();
    const LayerOptions o;
    const LayerType gdn{LayerKind::LinearAttention, false};
    const LayerBytes s8k = decoderLayerBytes(a, gdn, 8192, 1, o);
    const LayerBytes s64k = decoderLayerBytes(a, gdn, 65536, 1, o);
    CHECK(s64k.kept() == Approx(8 * s8k.kept()));
    CHECK(s64k.backward == Approx(8 * s8k.backward));
    // Per token it keeps about what a gated full-attention layer of the same model keeps
    // (projections, conv input, q/k/v, WY matrix and gated norm vs q/k/v, O and gate).
    const LayerBytes attn = decoderLayerBytes(a, {LayerKind::FullAttention, false}, 8192, 1, o);
    CHECK(s8k.kept() == Approx(attn.kept()).epsilon(0.25));
}

TEST_CASE("activations scale linearly with the micro-batch", "[memory]") {
    const ModelArch a = llama32_3b();
    for (bool ckpt : {false, true})
        for (bool fused : {false, true}) {
            MemoryInput in = test::singleGpuInput(a, 4096);
            in.checkpointing = ckpt;
            in.fusedCrossEntropy = fused;
            auto at = [&](int b) {
                in.microBatch = b;
                return memoryTerms(in);
            };
            const MemoryTerms b8 = at(8), b16 = at(16), b32 = at(32);
            CHECK(b32.savedText == Approx(4 * b8.savedText));
            CHECK(b32.lossPeak == Approx(4 * b8.lossPeak));
            // The peak is affine in b (the LM head's 2·V·h weight-gradient transient does not
            // grow with it) as long as the same phase sets it.
            REQUIRE(b8.phase == b32.phase);
            CHECK(peak(b32) - peak(b16) == Approx(2 * (peak(b16) - peak(b8))));
            CHECK(peak(b32) > 3 * peak(b8));
        }
}

TEST_CASE("gradient checkpointing keeps one layer input per layer and cuts the activations",
          "[memory]") {
    const ModelArch a = llama32_3b();
    MemoryInput in = test::singleGpuInput(a, 8192);
    in.fusedCrossEntropy = true;
    in.checkpointing = false;
    const MemoryTerms all = memoryTerms(in);
    in.checkpointing = true;
    const MemoryTerms ckpt = memoryTerms(in);
    CHECK(ckpt.savedText < all.savedText / 10);
    CHECK(peak(ckpt) < peak(all) / 3);
    // 28 checkpoints of 2·s·h bytes, plus the final norm and the head's input.
    const double checkpoints = 28 * 2.0 * 8192 * 3072;
    CHECK(ckpt.savedText > checkpoints);
    CHECK(ckpt.savedText < checkpoints * 1.3);
}

TEST_CASE("the plain Hugging Face loss peaks at 12 bytes per logit, a fused one far lower",
          "[memory]") {
    const ModelArch a = llama32_3b();
    const double t = 8192, v = a.vocab;
    CHECK(lossPeakBytes(t, a.hidden, a.vocab, false, FusedLoss::ChunkedOutput) == 12 * t * v);
    // torchtune's chunked loss keeps the BF16 logits and one fp32 chunk.
    CHECK(lossPeakBytes(t, a.hidden, a.vocab, true, FusedLoss::ChunkedOutput) ==
          Approx(2.75 * t * v));
    // Liger never materialises the logits: chunk ≈ t·h/V tokens, about 2 bytes per t·h each
    // for the chunk and grad_input.
    const double liger = lossPeakBytes(t, a.hidden, a.vocab, true, FusedLoss::FusedLinear);
    CHECK(liger < 8 * t * a.hidden);
    CHECK(liger > 4 * t * a.hidden);

    MemoryInput in = test::singleGpuInput(a, 8192);
    in.fusedCrossEntropy = false;
    const MemoryTerms plain = memoryTerms(in);
    in.fusedCrossEntropy = true;
    const MemoryTerms fused = memoryTerms(in);
    REQUIRE(plain.phase == PeakPhase::Loss);
    CHECK(fused.logits < 0.3 * plain.logits); // the chunked loss still holds the BF16 logits
    in.fusedLoss = FusedLoss::FusedLinear;
    CHECK(memoryTerms(in).logits < 0.02 * plain.logits);
}

TEST_CASE("a frozen vision tower stores nothing for backward, a trained one does", "[memory]") {
    const ModelArch a = qwen35Like();
    MemoryInput in = test::singleGpuInput(a, 8192 + 1024);
    in.imageTokens = 1024; // one 1024×1024 image
    in.images = 1;
    in.trainVision = false;
    const MemoryTerms frozen = memoryTerms(in);
    CHECK(frozen.savedVision == 0);
    CHECK(frozen.visionWorkingSet > 0); // one block's transient forward
    CHECK(frozen.phase != PeakPhase::VisionForward);

    in.trainVision = true;
    const MemoryTerms trained = memoryTerms(in);
    // 27 checkpoints of 4,096 patches × 1,152 × 2 B, plus pixels and the merger.
    CHECK(trained.savedVision > 27 * 4096 * 1152 * 2.0);
    CHECK(peak(trained) > peak(frozen));

    in.checkpointing = false;
    const MemoryTerms trainedAll = memoryTerms(in);
    CHECK(trainedAll.savedVision > 5 * trained.savedVision);
}

TEST_CASE("image tokens lengthen the sequence and the activations with it", "[memory]") {
    const ModelArch a = qwen35Like();
    MemoryInput text = test::singleGpuInput(a, 8192);
    MemoryInput image = test::singleGpuInput(a, 8192 + 1024);
    image.imageTokens = 1024;
    image.images = 1;
    CHECK(memoryTerms(image).savedText == Approx(memoryTerms(text).savedText * 9216 / 8192));
}

TEST_CASE("LoRA keeps the frozen base's activations and adds small adapter tensors", "[memory]") {
    const ModelArch a = llama32_3b();
    const LayerType layer{LayerKind::FullAttention, false};
    LayerOptions full;
    LayerOptions lora;
    lora.frozenBase = true;
    lora.loraRank = 16;
    const LayerBytes f = decoderLayerBytes(a, layer, 4096, 1, full);
    const LayerBytes l = decoderLayerBytes(a, layer, 4096, 1, lora);
    // Frozen norm weights drop the BF16 normalised copies (2 × 2h); seven r-wide adapters add
    // 7 × 2r per token.
    CHECK(l.saved == Approx(f.saved - 4096 * 2 * 2.0 * a.hidden + 4096 * 7 * 2.0 * 16));
    LayerOptions frozen = lora;
    frozen.loraRank = 0; // no adapters: frozen linears keep no inputs
    CHECK(decoderLayerBytes(a, layer, 4096, 1, frozen).saved < l.saved);

    MemoryInput in = test::singleGpuInput(a, 4096);
    in.method = Method::Qlora;
    const MemoryTerms q = memoryTerms(in);
    CHECK(q.dequantTransient == 2.0 * 3072 * 8192); // gate_proj in BF16
}

TEST_CASE("communication buffers: none on one GPU, FSDP gathers two units, DDP all gradients",
          "[memory]") {
    const ModelArch a = llama(4096, 14336, 32, 32, 8, 128256, false);
    MemoryInput in = test::singleGpuInput(a, 4096);
    in.gpuCount = 1;
    in.sharding = Sharding::Full;
    CHECK(memoryTerms(in).buffers == 0);

    in.gpuCount = 8;
    const MemoryTerms fsdp = memoryTerms(in);
    const double layer = 2.0 * 4096 * 4096 + 2.0 * 4096 * 1024 + 3.0 * 4096 * 14336;
    const double head = 128256.0 * 4096;
    // The LM head (525 M) is the largest unit: one layer + the head gathered, the head's
    // gradient reduce-scattered.
    CHECK(fsdp.gatherBuffer == Approx(2 * (layer + head)));
    CHECK(fsdp.reduceBuffer == Approx(2 * head));
    in.fsdpSeparateEmbedding = false; // HF auto-wrap: embedding + head stay in the root
    CHECK(memoryTerms(in).gatherBuffer == Approx(2 * (2 * head + 2 * layer)));

    in.sharding = Sharding::Zero2;
    // 5e8-element BF16 IPG bucket, doubled by overlap_comm (Headroom's exported DeepSpeed JSON),
    // and the LM head's whole BF16 gradient on its way into it (ZeRO-2's states hold only its
    // partition).
    CHECK(memoryTerms(in).buffers == Approx(2e9 + 2 * head));
    in.sharding = Sharding::Zero1; // every gradient whole in the states already
    CHECK(memoryTerms(in).buffers == Approx(2e9));
    in.sharding = Sharding::None;
    CHECK(memoryTerms(in).buffers == Approx(2 * a.params.total));
}

TEST_CASE("a longer sequence never needs less memory", "[memory]") {
    // evaluate()'s longest-fitting-sequence search relies on this.
    const ModelArch a = qwen35Like();
    for (bool ckpt : {false, true})
        for (bool fused : {false, true}) {
            MemoryInput in = test::singleGpuInput(a, 1);
            in.checkpointing = ckpt;
            in.fusedCrossEntropy = fused;
            in.fusedLoss = FusedLoss::FusedLinear;
            double last = 0;
            for (int s = 1; s < 300000; s = s * 3 / 2 + 1) {
                in.sequence = s;
                const double now = peak(memoryTerms(in));
                CHECK(now >= last);
                last = now;
            }
        }
}

TEST_CASE("an int8 base keeps each quantised linear's int8 input copy and dequantises one "
          "linear at a time",
          "[memory]") {
    // Llama 3.2 3B shape (h 3072, 24 heads of 128, intermediate 8192, 28 layers), LoRA r16 on
    // every linear, 2 × 4096 tokens.
    const ModelArch a = llama32_3b();
    const double t = 2 * 4096.0, h = 3072, inter = 8192;
    MemoryInput in = test::singleGpuInput(a, 4096, 2);
    in.loraRank = 16;
    in.method = Method::Lora;
    in.checkpointing = false;
    const MemoryTerms bf16 = memoryTerms(in);
    in.method = Method::Lora8bit;
    const MemoryTerms int8 = memoryTerms(in);
    // Per layer and token, one byte per input element of q, k, v (h each), o (24 · 128), gate,
    // up (h each) and down (intermediate): bitsandbytes MatMul8bitLt keeps CAt.
    const double perToken = 3 * h + 24 * 128 + 2 * h + inter;
    CHECK(int8.savedText - bf16.savedText == Approx(28 * t * perToken));
    // Backward: the int8 weight back to row-major and to BF16, 3 B per weight of the largest
    // linear (gate/up/down, h × intermediate); a BF16 base needs none.
    CHECK(bf16.dequantTransient == 0);
    CHECK(int8.dequantTransient == Approx(3 * h * inter));
    // Checkpointed: only the layer being recomputed holds its copies.
    in.checkpointing = true;
    const MemoryTerms ckpt8 = memoryTerms(in);
    in.method = Method::Lora;
    const MemoryTerms ckpt16 = memoryTerms(in);
    CHECK(ckpt8.savedText == Approx(ckpt16.savedText));
    CHECK(ckpt8.layerWorkingSet - ckpt16.layerWorkingSet == Approx(t * perToken));
}

TEST_CASE("Hugging Face's accounting gives way to DeepSpeed's BF16 engine under ZeRO",
          "[memory][deepspeed]") {
    // Llama 3.1 8B full fine-tune with the HF Trainer on 8 A100 80 GB. Under DeepSpeed the
    // engine casts the module to BF16 (engine.py _configure_distributed_model at edaa7221) and
    // keeps the fp32 master weights only in the optimizer's partition: ZeRO's 2 B weights whole,
    // 2 B gradients and 12 B of optimizer state sharded over 8 with ZeRO-2 — not Hugging Face's
    // 6 B of weights (fp32 and its 16-bit copy) and 4 B of fp32 gradients.
    const std::string run = R"({"model": "llama-3.1-8b", "method": "full", "stack": "hf-trainer",
        "gpu": "a100-80gb-sxm", "gpu_count": 8, "sequence_length": 2048, "micro_batch": 1,
        "gradient_checkpointing": true, "sharding": )";
    const double params = test::catalogModel("llama-3.1-8b").params.total;
    const SizingResult zero2 = evaluate(test::referenceScenario(run + R"("zero2"})"),
                                        test::catalog());
    CHECK(zero2.perGpu.weights * 1e9 == Approx(2 * params));
    // The gradient state (perGpu.gradients shows what is alive at the peak; the states keep
    // ZeRO's accounting).
    const double zero2Gradients =
        zero2.perGpu.states - zero2.perGpu.weights - zero2.perGpu.optimizer;
    CHECK(zero2Gradients * 1e9 == Approx(2 * params / 8));
    CHECK(zero2.perGpu.optimizer * 1e9 == Approx(12 * params / 8));
    // Without DeepSpeed (DDP) the Trainer's autocast over fp32 parameters keeps its 18 B.
    const SizingResult ddp = evaluate(test::referenceScenario(run + R"("none"})"),
                                      test::catalog());
    CHECK(ddp.perGpu.weights * 1e9 == Approx(6 * params));
    CHECK(ddp.perGpu.gradients * 1e9 == Approx(4 * params));
    CHECK(ddp.perGpu.optimizer * 1e9 == Approx(8 * params));
    CHECK(ddp.statesGb * 1e9 == Approx(18 * params));
    // Under FSDP accelerate sets MixedPrecision(param_dtype=bf16): each GPU keeps its fp32
    // shard (4 B / 8) and holds 16 bits only of the units it has gathered (the buffers): the
    // model states are 4 + 4 + 8 = 16 B per parameter, eight shards of them per GPU.
    const SizingResult fsdp = evaluate(test::referenceScenario(run + R"("full"})"),
                                       test::catalog());
    CHECK(fsdp.perGpu.weights * 1e9 == Approx(4 * params / 8));
    CHECK(fsdp.perGpu.optimizer * 1e9 == Approx(8 * params / 8));
    CHECK(fsdp.statesGb * 1e9 == Approx(16 * params));
    CHECK(fsdp.perGpu.states * 8 == Approx(fsdp.statesGb));
}

TEST_CASE("LitGPT on Fabric's FSDP1 keeps the whole gradients while it accumulates",
          "[mechanisms][fsdp]") {
    // LitGPT's config hub: Llama-2-7B full fine-tune on 4 × A10G 24 GB (l40s stands in for the
    // 4-card build), 4 × 512 tokens, global batch 64: gradient_accumulation_iters = 64 / 4 / 4 =
    // 4. finetune/full.py wraps each accumulating micro-step in fabric.no_backward_sync, which
    // Lightning's FSDP strategy turns into FSDP1's no_sync(): every rank holds the unsharded
    // BF16 gradients of all 6,738,415,616 parameters, 13,476,831,232 B, where one micro-step a
    // step holds a quarter of them. The config hub lists the run as out of memory.
    auto sized = [](int accumulation) {
        const std::string text = std::string(R"({"model": "llama-2-7b", "stack": "litgpt",
            "method": "full", "sharding": "full", "fsdp_version": "fsdp1", "gpu": "l40s",
            "gpu_count": 4, "sequence_length": 512, "micro_batch": 4,
            "gradient_checkpointing": true, "gradient_accumulation": )") +
                                 std::to_string(accumulation) + "}";
        auto s = parseScenario(nlohmann::json::parse(text), "inline", test::catalog());
        REQUIRE(s.ok());
        return evaluate(s.value(), test::catalog());
    };
    const SizingResult once = sized(1), accumulating = sized(4);
    CHECK(once.perGpu.gradients == Approx(2 * 6'738'415'616.0 / 4 / 1e9));
    CHECK(accumulating.perGpu.gradients == Approx(2 * 6'738'415'616.0 / 1e9));
    CHECK(once.perGpu.total < 24);        // would fit an A10G without accumulation
    CHECK(accumulating.perGpu.total > 24); // the A10G's 24 GB ran out
}
