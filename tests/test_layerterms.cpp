// Activation and state terms of the layer types the newer families bring (MLA, Mamba-2,
// softcapped eager attention, attention sinks, sliding windows, MoE routing and capacity), LoRA
// targets on them and DoRA, each derived here from the module shapes of a published config.
#include "catalog.h"
#include "gpumemory.h"
#include "memory/layerparts.h"
#include "memory/stageshare.h"
#include "memorymodel.h"
#include "modelarch.h"
#include "scenario.h"
#include "scenariojson.h"
#include "serving/kvcache.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <string>

using namespace headroom;
using headroom::test::catalogConfig;
using headroom::test::testConfig;

namespace {

constexpr double kSeq = 1024;

} // namespace

TEST_CASE("MLA keeps the latents, the padded FlashAttention tensors and the cut output",
          "[layerterms]") {
    const ModelArch a = catalogConfig("deepseek-v3");
    const double h = 7168, qr = 1536, kvr = 512, heads = 128, qk = 192, v = 128, inter = 18432;
    // A dense layer (the first three), full fine-tune, eager RMSNorm: per token
    //  norms: 2 × (fp32 copy 4h + normalised BF16 input 2h)
    //  MLA: shared input 2h; q_a_layernorm 6·qr and q_b_proj's input 2·qr; kv_a_layernorm
    //       6·kvr and kv_b_proj's input 2·kvr; q, k, padded v, padded out 4 × 2·H·qk; o_proj's
    //       input 2·H·v
    //  SwiGLU: input 2h, gate / SiLU / up / product 8·I.
    const double saved =
        2 * 6 * h + 2 * h + 8 * qr + 8 * kvr + 8 * heads * qk + 2 * heads * v + 2 * h + 8 * inter;
    const double stats = 2 * 4 + 4 + 4 + 4 * heads; // rstds of 4 norms, log-sum-exp per head
    const LayerBytes lb = decoderLayerBytes(a, {LayerKind::FullAttention, false}, kSeq, 1, {});
    CHECK(lb.saved == kSeq * saved);
    CHECK(lb.stats == kSeq * stats);
    // The cache for serving holds the latent and the rope key only (DeepSeek-V2 §2.1.2).
    const KvCacheShape cache = kvCacheShape(a);
    CHECK(cache.mlaLayers == 61);
    CHECK(kvBytesPerToken(cache, 2) == 61 * (512 + 64) * 2.0);
}

TEST_CASE("Mamba-2 blocks keep zxbcdt and the scan output; the chunk states live in backward",
          "[layerterms]") {
    const ModelArch a = testConfig("nvidia-nemotron-nano-9b-v2");
    const double h = 4480, inner = 128 * 80, bc = 2 * 8 * 128, heads = 128, chunk = 128;
    const double zxbcdt = 2 * inner + bc + heads;
    const LayerBytes lb = decoderLayerBytes(a, {LayerKind::Mamba2, false, false}, kSeq, 1, {});
    // One norm (6h), in_proj's input (2h), zxbcdt and out_x in BF16.
    CHECK(lb.saved == kSeq * (6 * h + 2 * h + 2 * zxbcdt + 2 * inner));
    CHECK(lb.stats == kSeq * (4 + 4 * 8)); // the block norm's rstd, the gated norm's per group
    // Backward: the residual gradient 2h, dzxbcdt, the recomputed conv output and dxBC, dout
    // and the recomputed out_proj input, fp32 chunk states and their gradients.
    CHECK(lb.backward ==
          kSeq * (2 * h + 2 * zxbcdt + 4 * (inner + bc) + 4 * inner + 8 * inner * 128 / chunk));
    // The serving state per sequence (vLLM mamba2_state_shape): conv (kernel − 1) × channels
    // plus heads × head_dim × state, for each of the 27 Mamba blocks; 4 attention layers cache.
    const KvCacheShape cache = kvCacheShape(a);
    CHECK(cache.stateLayers == 27);
    CHECK(cache.stateElementsPerLayer == 3 * (inner + bc) + inner * 128);
    CHECK(cache.fullAttentionLayers == 4);
}

TEST_CASE("a hybrid of separate blocks counts every block once", "[layerterms]") {
    const ModelArch a = testConfig("nvidia-nemotron-nano-9b-v2");
    MemoryInput in = test::singleGpuInput(a, 4096);
    in.checkpointing = true;
    const MemoryTerms t = memoryTerms(in);
    // Checkpointing keeps one BF16 input per block: 56 blocks, not the 4 attention layers.
    const double head = 4096 * (6 * 4480.0 + 4 + 2 * 4480.0);
    CHECK(t.savedText == 56 * 2 * 4096 * 4480.0 + head);
}

TEST_CASE("Gemma 2's softcapped attention runs eager: the s² scores and their tanh are kept",
          "[layerterms]") {
    const ModelArch gemma2 = testConfig("gemma-2-9b");
    REQUIRE(gemma2.attention.softcap == 50.0);
    ModelArch plain = gemma2;
    plain.attention.softcap = 0;
    LayerOptions eager;
    eager.eagerAttention = true;
    const LayerType layer{LayerKind::FullAttention, false};
    const LayerBytes capped = decoderLayerBytes(gemma2, layer, kSeq, 1, {});
    const LayerBytes uncapped = decoderLayerBytes(plain, layer, kSeq, 1, eager);
    const LayerBytes flash = decoderLayerBytes(plain, layer, kSeq, 1, {});
    const double heads = 16;
    // Beyond the eager softmax output (2·heads·s per token), tanh's output: 2·heads·s more.
    CHECK(capped.saved - uncapped.saved == kSeq * 2 * heads * kSeq);
    // Backward: tanh's gradient, one more s² tensor (at 8,192 tokens the attention's backward
    // is the layer's larger one, so the difference shows whole).
    const double s = 8192;
    CHECK(decoderLayerBytes(gemma2, layer, s, 1, {}).backward -
              decoderLayerBytes(plain, layer, s, 1, eager).backward ==
          s * 2 * heads * s);
    CHECK(capped.saved > flash.saved + kSeq * 4 * heads * kSeq - 1);
}

TEST_CASE("transformers' eager attention keeps the fp32 softmax and K, V repeated to every head",
          "[layerterms]") {
    // Llama 3.1 8B: 32 query heads, 8 KV heads, head_dim 128 (dq 4,096, dkv 1,024).
    const ModelArch a = catalogConfig("llama-3.1-8b");
    const LayerType layer{LayerKind::FullAttention, false};
    LayerOptions eager; // Korthikanti's accounting: BF16 softmax, K and V at the KV heads
    eager.eagerAttention = true;
    LayerOptions hf = eager; // modeling_llama.py LlamaAttention: repeat_kv, fp32 softmax
    hf.eagerSoftmaxFp32 = true;
    hf.eagerRepeatsKv = true;
    const double heads = 32, dq = 4096, dkv = 1024;
    // Per token: the fp32 softmax result (4·heads·s) beside the BF16 copy the eager count
    // already has, and K and V at 32 heads instead of 8 (2 × 2 B × 3,072).
    const double s = kSeq;
    CHECK(decoderLayerBytes(a, layer, s, 1, hf).saved -
              decoderLayerBytes(a, layer, s, 1, eager).saved ==
          s * (4 * heads * s + 2 * 2 * (dq - dkv)));
    // Backward at 8,192 tokens (the attention's backward is the layer's larger): the
    // probabilities' and the scores' gradients in fp32 (2 × 4 instead of 2 × 2 B per score),
    // and the repeated K and V gradients.
    const double l = 8192;
    CHECK(decoderLayerBytes(a, layer, l, 1, hf).backward -
              decoderLayerBytes(a, layer, l, 1, eager).backward ==
          l * (2 * 2 * heads * l + 2 * 2 * (dq - dkv)));
    // With attention dropout the BF16 copy goes to the dropout, which keeps its mask and
    // output: fp32 result + mask + output = 7 B per score, where Korthikanti counts 5.
    LayerOptions hfDrop = hf, eagerDrop = eager;
    hfDrop.attentionDropout = eagerDrop.attentionDropout = 0.1;
    CHECK(decoderLayerBytes(a, layer, s, 1, hfDrop).saved -
              decoderLayerBytes(a, layer, s, 1, eagerDrop).saved ==
          s * (2 * heads * s + 2 * 2 * (dq - dkv)));
    // Which stacks: transformers' code (hf-trainer) keeps the fp32 softmax on repeated K and V;
    // torchtune's eager path does not. Eager against FlashAttention, no checkpointing,
    // 1 × 1,024 tokens, LoRA: every layer keeps its scores, so what eager adds over flash in
    // the activations differs between the stacks by 32 layers × the bytes above.
    auto eagerOverFlash = [](const std::string& stack) {
        double gb[2] = {0, 0};
        for (int eagerRun = 0; eagerRun < 2; ++eagerRun) {
            auto parsed = parseScenario(nlohmann::json::parse(R"({"model": "llama-3.1-8b",
                "method": "lora", "gpu": "h200-sxm", "gpu_count": 1, "micro_batch": 1,
                "sequence_length": 1024, "gradient_checkpointing": false, "stack": ")" +
                                                         stack + R"(", "attention": ")" +
                                                         (eagerRun ? "eager" : "flash") + "\"}"),
                                   "eager", test::catalog());
            REQUIRE(parsed.ok());
            gb[eagerRun] = evaluate(parsed.value(), test::catalog()).perGpu.activations;
        }
        return gb[1] - gb[0];
    };
    CHECK(eagerOverFlash("hf-trainer") - eagerOverFlash("torchtune") ==
          Approx(32 * s * (4 * heads * s + 2 * 2 * (dq - dkv)) / 1e9));
}

TEST_CASE("which runs keep the eager softmax in fp32 and K, V repeated", "[layerterms]") {
    // The scenario's keys decide the stack and sharding; the architecture is passed as the
    // run's (Gemma 2 from its published config, softcapped).
    const ModelArch llama = catalogConfig("llama-3.1-8b");
    const ModelArch gemma2 = testConfig("gemma-2-9b");
    auto code = [](const std::string& keys, const ModelArch& arch, const ParallelPlan& plan) {
        auto doc = nlohmann::json::parse(R"({"model": "llama-3.1-8b", "method": "lora",
            "attention": "eager"})");
        doc.merge_patch(nlohmann::json::parse(keys));
        auto s = parseScenario(doc, "eager", test::catalog());
        REQUIRE(s.ok());
        return eagerAttentionCode(s.value(), arch, plan);
    };
    const ParallelPlan whole;
    ParallelPlan tp2;
    tp2.tp = 2;
    ParallelPlan ulysses;
    ulysses.cp = 4;
    ulysses.cpKind = ContextParallelKind::AllToAll;
    // transformers' code run whole: fp32 softmax on repeat_kv copies.
    EagerAttentionCode c = code(R"({"stack": "hf-trainer"})", llama, whole);
    CHECK((c.softmaxFp32 && c.repeatsKv));
    // The default stack under a plan that splits the model is Megatron-style: its fused
    // softmax keeps BF16, its DotProductAttention repeats K and V.
    c = code("{}", llama, tp2);
    CHECK((!c.softmaxFp32 && c.repeatsKv));
    // ALST's Ulysses runs the Hugging Face model whole.
    c = code(R"({"sharding": "zero2"})", llama, ulysses);
    CHECK((c.softmaxFp32 && c.repeatsKv));
    // LitGPT: repeat_interleave always, fp32 softmax on its eager (softcapped) path.
    c = code(R"({"stack": "litgpt"})", llama, whole);
    CHECK((c.softmaxFp32 && c.repeatsKv));
    // torchtune: SDPA's math for its own models, its Gemma 2 attention fp32 on expanded K, V.
    c = code(R"({"stack": "torchtune"})", llama, whole);
    CHECK((!c.softmaxFp32 && !c.repeatsKv));
    c = code(R"({"stack": "torchtune"})", gemma2, whole);
    CHECK((c.softmaxFp32 && c.repeatsKv));
}

TEST_CASE("gpt-oss's sinks softmax stays in the model's 16 bits", "[layerterms]") {
    // modeling_gpt_oss.py eager_attention_forward: `F.softmax(combined_logits, dim=-1,
    // dtype=combined_logits.dtype)`: the transformers flags add only the repeated K and V
    // (64 query heads, 8 KV heads, head_dim 64: 2 × 2 B × (4,096 − 512) per token).
    const ModelArch oss = catalogConfig("gpt-oss-120b");
    const LayerType layer{LayerKind::FullAttention, true};
    LayerOptions eager;
    eager.eagerAttention = true;
    LayerOptions hf = eager;
    hf.eagerSoftmaxFp32 = true;
    hf.eagerRepeatsKv = true;
    CHECK(decoderLayerBytes(oss, layer, kSeq, 1, hf).saved -
              decoderLayerBytes(oss, layer, kSeq, 1, eager).saved ==
          kSeq * 2 * 2 * (4096 - 512));
}

TEST_CASE("attention sinks: one more softmax column eager, nothing more with FlashAttention",
          "[layerterms]") {
    const ModelArch oss = catalogConfig("gpt-oss-120b");
    ModelArch noSinks = oss;
    noSinks.attention.sinks = false;
    LayerOptions eager;
    eager.eagerAttention = true;
    const LayerType layer{LayerKind::FullAttention, true};
    CHECK(decoderLayerBytes(oss, layer, kSeq, 1, eager).saved -
              decoderLayerBytes(noSinks, layer, kSeq, 1, eager).saved ==
          kSeq * 2 * 64);
    CHECK(decoderLayerBytes(oss, layer, kSeq, 1, {}) ==
          decoderLayerBytes(noSinks, layer, kSeq, 1, {}));
}

TEST_CASE("sliding windows cap the serving cache, not the training activations", "[layerterms]") {
    const ModelArch oss = catalogConfig("gpt-oss-120b");
    const KvCacheShape cache = kvCacheShape(oss);
    CHECK(cache.slidingLayers == 18);
    CHECK(cache.slidingWindow == 128);
    CHECK(cache.fullAttentionLayers == 18);
    // 18 full layers × 8 KV heads × 64 × 2 (K and V) × 2 B per token; the windowed 18 hold at
    // most the window.
    CHECK(kvBytesPerToken(cache, 2) == 18 * 8 * 64 * 2 * 2.0);
    // FlashAttention's saved tensors do not depend on the window (q, k, v, out, lse per token).
    ModelArch full = oss;
    full.slidingWindow = 0;
    full.slidingLayers = 0;
    const LayerType layer{LayerKind::FullAttention, true};
    CHECK(decoderLayerBytes(oss, layer, 8192, 1, {}) ==
          decoderLayerBytes(full, layer, 8192, 1, {}));
    // Gemma 3: 52 of 62 layers slide over 1,024 tokens.
    const KvCacheShape g3 = kvCacheShape(catalogConfig("gemma-3-27b"));
    CHECK(g3.slidingLayers == 52);
    CHECK(g3.fullAttentionLayers == 10);
}

TEST_CASE("MoE routing buffers and the capacity factor", "[layerterms]") {
    const ModelArch a = catalogConfig("qwen3-235b-a22b");
    const double h = 4096, moeI = 1536, k = 8, experts = 128;
    LayerOptions dropless;
    LayerOptions capped;
    capped.capacityFactor = 1.25;
    const LayerType layer{LayerKind::FullAttention, true};
    const LayerBytes d = decoderLayerBytes(a, layer, kSeq, 1, dropless);
    const LayerBytes c = decoderLayerBytes(a, layer, kSeq, 1, capped);
    // Each routed copy keeps its gathered input and output (2 × 2h) and the expert's SwiGLU
    // tensors (8·I); a factor of 1.25 pads the experts' buffers by a quarter.
    CHECK(c.saved - d.saved == Approx(kSeq * 0.25 * k * (4 * h + 8 * moeI)));
    // Routing: fp32 router probabilities (E), top-k indices and weights and the token indices
    // (8 + 4 + 8 B per routed copy); the int64 one-hot mask (8 B × E × k) in the working set.
    const LayerBytes dense = decoderLayerBytes(a, {LayerKind::FullAttention, false}, kSeq, 1, {});
    CHECK(d.stats - dense.stats == kSeq * (4 * experts + k * 20));
    CHECK(d.backward >= kSeq * 8 * experts * k);
}

TEST_CASE("LoRA targets count the fused and latent projections of the new families",
          "[layerterms][lora]") {
    const ModelArch phi3 = testConfig("phi-3-mini-4k-instruct");
    const double h = 3072, layers = 32;
    // Phi-3's qkv_proj (3072 -> 9216) is adapted when any of q, k, v is targeted, once.
    CHECK(loraInOutPerRank(phi3, LoraQ) == layers * (h + 3 * h));
    CHECK(loraInOutPerRank(phi3, LoraQ | LoraV) == layers * (h + 3 * h));
    CHECK(loraInOutPerRank(phi3, LoraGate) == layers * (h + 2 * 8192));
    // all-linear: every linear of the language model, not the head.
    CHECK(loraInOutPerRank(phi3, 0) ==
          layers * ((h + 3 * h) + 2 * h + (h + 2 * 8192) + (8192 + h)));
    // lm_head and embed: r · (V + h) each (PEFT's Linear and Embedding adapters).
    CHECK(loraInOutPerRank(phi3, LoraLmHead | LoraEmbed) == 2 * (32064 + h));
    // DeepSeek-V3: k or v selects kv_a_proj_with_mqa and kv_b_proj.
    const ModelArch ds = catalogConfig("deepseek-v3");
    const double kvPath = (7168 + 576) + (512 + 128 * 256.0);
    CHECK(loraInOutPerRank(ds, LoraK) == 61 * kvPath);
    CHECK(loraInOutPerRank(ds, LoraQ) == 61 * ((7168 + 1536) + (1536 + 128 * 192.0)));
    // Tied embeddings: Gemma's head is the embedding, so it is counted once in the model.
    const ModelArch gemma = testConfig("gemma-7b");
    CHECK(gemma.tiedEmbeddings);
    CHECK(gemma.params.lmHead == 0);
    CHECK(gemma.params.total == gemma.params.text);
}

TEST_CASE("DoRA adds magnitude vectors and keeps two outputs per adapted linear",
          "[layerterms][lora]") {
    const ModelArch a = catalogConfig("llama-3.1-8b");
    const double h = 4096, dkv = 1024, inter = 14336;
    // Magnitudes: one per output feature of every adapted linear, 32 layers.
    CHECK(doraMagnitudes(a, LoraQ | LoraV) == 32 * (h + dkv));
    CHECK(doraMagnitudes(a, 0) == 32 * (h + 2 * dkv + h + 2 * inter + h));
    LayerOptions lora;
    lora.frozenBase = true;
    lora.loraRank = 16;
    lora.loraTargets = LoraQ | LoraV;
    LayerOptions dora = lora;
    dora.dora = true;
    const LayerType layer{LayerKind::FullAttention, false};
    // The base output and lora_B's output, BF16, for q (4096) and v (1024) per token.
    CHECK(decoderLayerBytes(a, layer, kSeq, 1, dora).saved -
              decoderLayerBytes(a, layer, kSeq, 1, lora).saved ==
          kSeq * 2 * 2 * (h + dkv));
}

TEST_CASE("lora_alpha and dora are kept in the scenario file", "[layerterms][lora]") {
    const Scenario s = test::referenceScenario(
        R"({"method": "lora", "lora_rank": 32, "lora_alpha": 64, "dora": true,
            "lora_targets": ["q", "v"]})");
    CHECK(s.loraAlpha == 64);
    CHECK(s.dora);
    const nlohmann::json j = toJson(s);
    CHECK(j.at("lora_alpha") == 64);
    CHECK(j.at("dora") == true);
}

TEST_CASE("Unsloth's LoRA functions keep each group's input and gate's and up's outputs",
          "[layerterms][unsloth]") {
    // Llama-3.1-8B (hidden 4096, intermediate 14336), QLoRA rank 16 on every linear, no
    // dropout: unsloth/kernels/fast_lora.py LoRA_MLP saves X, e = gate(X), g = up(X) (2·4096 +
    // 2·2·14336 = 65,536 B per token) and back-propagates into DW = dY·downᵀ (2·14336 =
    // 28,672 B) with h, df, de written into DW, e, g and dX into X; matmul_lora (at d9ed4bef)
    // adds the adapter's I-wide product to DW out of place: 2 · 28,672 = 57,344 B in backward.
    // As PEFT builds it
    // (compiled): X, gate, up and their product, each adapter's 16-wide input (3 · 2 · 16):
    // 8,192 + 86,016 + 96 = 94,304 B; backward 3 · 2 · 14336 + 2 · 2 · 4096 = 102,400 B.
    const ModelArch& a = headroom::test::catalogModel("llama-3.1-8b");
    const LayerType full{LayerKind::FullAttention, false};
    LayerOptions peft;
    peft.compiled = true;
    peft.frozenBase = true;
    peft.quantizedBase = true;
    peft.loraRank = 16;
    LayerOptions unsloth = peft;
    unsloth.unslothLora = true;
    const layermodel::Part mine = layermodel::mlpPart(a, false, unsloth);
    CHECK(mine.saved == Approx(65'536));
    CHECK(mine.backward == Approx(57'344));
    const layermodel::Part theirs = layermodel::mlpPart(a, false, peft);
    CHECK(theirs.saved == Approx(94'304));
    CHECK(theirs.backward == Approx(102'400));
    // LoRA_QKV and LoRA_W keep no adapter intermediate either: q, k, v and o's 4 · 2 · 16 B.
    auto mixerSaved = [&](const LayerOptions& o) {
        return layermodel::layerParts(a, full, kSeq, o).mixer.saved;
    };
    CHECK(mixerSaved(peft) - mixerSaved(unsloth) == Approx(128));
    SECTION("only where Unsloth patches: gate, up and down, or q, k and v, all adapted") {
        // No down_proj adapter: LoRA_MLP is not used; q and v without k: nor is LoRA_QKV, and
        // o_proj has no adapter: the mixer keeps what PEFT's modules keep.
        peft.loraTargets = unsloth.loraTargets = LoraQ | LoraV | LoraGate | LoraUp;
        CHECK(layermodel::mlpPart(a, false, unsloth).backward == Approx(102'400));
        CHECK(layermodel::mlpPart(a, false, unsloth).saved ==
              Approx(layermodel::mlpPart(a, false, peft).saved));
        CHECK(mixerSaved(unsloth) == Approx(mixerSaved(peft)));
    }
}

TEST_CASE("gpt-oss's per-expert select adds a whole-parameter gradient to its block's backward",
          "[layerterms][moe]") {
    // transformers GptOssExperts in training indexes gate_up_proj[expert_idx] per hit expert; the
    // select's backward is a zero-filled gradient of the whole [E, h, 2I] parameter, summed into
    // the parameter's input buffer: one more of them while the block back-propagates.
    const ModelArch oss = catalogConfig("gpt-oss-120b");
    MemoryInput in = test::singleGpuInput(oss, 4096, 1);
    in.method = Method::Full;
    in.checkpointing = true;
    in.sharding = Sharding::Full;
    in.gpuCount = 8;
    in.indexedExpertGradientElementBytes = 2; // FSDP's BF16 compute parameters
    const double gateUp = 128.0 * 2880 * (2 * 2880); // 2,123,366,400 values
    CHECK(indexedExpertGradientBytes(in) == 2 * gateUp);
    const MemoryTerms with = memoryTerms(in);
    MemoryInput without = in;
    without.indexedExpertGradientElementBytes = 0; // a stack with its own expert kernels
    CHECK(indexedExpertGradientBytes(without) == 0);
    const MemoryTerms plain = memoryTerms(without);
    REQUIRE(with.phase == PeakPhase::LayerBackward);
    CHECK(with.activations - plain.activations == Approx(2 * gateUp));
    // Unsharded, with gradients accumulated over micro-batches, `.grad` already exists: the
    // summed gate_up buffer, the fresh gradient and down_proj's summed buffer ([E, I, h], which
    // drains after the last expert's down_proj select) stand beside it.
    in.sharding = Sharding::None;
    in.gpuCount = 1;
    in.indexedExpertGradientBeside = true;
    in.indexedExpertGradientElementBytes = 4; // fp32 weights under autocast
    const double down = 128.0 * 2880 * 2880;
    CHECK(indexedExpertGradientBytes(in) == 4 * (2 * gateUp + down));
    // Llama 4's experts run one bmm over the whole parameter: no per-expert select.
    const ModelArch scout = catalogConfig("llama-4-scout");
    MemoryInput bmm = test::singleGpuInput(scout, 4096, 1);
    bmm.method = Method::Full;
    bmm.indexedExpertGradientElementBytes = 2;
    CHECK(indexedExpertGradientBytes(bmm) == 0);
}

TEST_CASE("which runs take gpt-oss's per-expert gradients, and in which dtype", "[layerterms][moe]") {
    const auto states = [](const std::string& keys) {
        nlohmann::json doc = nlohmann::json::parse(R"({"model": "gpt-oss-120b", "method": "full",
            "gpu": "h200-sxm", "gpu_count": 8, "sequence_length": 4096})");
        doc.merge_patch(nlohmann::json::parse(keys));
        auto s = parseScenario(doc, "oss", test::catalog());
        REQUIRE(s.ok());
        const ModelArch& a = test::catalog().findModel("gpt-oss-120b")->arch;
        return std::make_pair(s.value(),
                              modelStates(s.value(), a, test::catalog().assumptions));
    };
    // FSDP under the Hugging Face Trainer: BF16 compute parameters.
    auto [fsdp, fsdpStates] = states(R"({"stack": "hf-trainer", "sharding": "full"})");
    CHECK(indexedExpertGradientElementBytes(fsdp, fsdpStates) == 2);
    // Unsharded with the Trainer's fp32 weights under autocast: fp32 gradients.
    auto [ddp, ddpStates] = states(R"({"stack": "hf-trainer", "sharding": "none"})");
    CHECK(indexedExpertGradientElementBytes(ddp, ddpStates) == 4);
    // Stacks with their own expert kernels, and frozen experts: none.
    for (const char* keys : {R"({"stack": "torchtune"})", R"({"stack": "unsloth"})",
                             R"({"stack": "hf-trainer", "method": "lora"})"}) {
        INFO(keys);
        auto [s, st] = states(keys);
        CHECK(indexedExpertGradientElementBytes(s, st) == 0);
    }
}

TEST_CASE("Llama 4's MoE through transformers runs every expert on every token",
          "[layerterms][moe]") {
    // transformers' Llama4TextMoe repeats the input E times, multiplies each copy by its
    // routing score (zero for the experts not chosen) and runs all 16 experts of Llama-4-Scout
    // on all of it: per token 16 copies of the scaled input (h = 5120) and of a frozen expert's
    // SwiGLU tensors (gate, up and their product: 3 × 8192), BF16, where top-1 dispatch keeps
    // one copy of the gathered input, the expert output and those tensors.
    const ModelArch scout = catalogConfig("llama-4-scout");
    const LayerType moe{LayerKind::FullAttention, true};
    LayerOptions sparse; // LoRA on a frozen base: the fused experts carry no adapter
    sparse.loraRank = 16;
    sparse.frozenBase = true;
    LayerOptions dense = sparse;
    dense.denseExperts = true;
    const double t = 4096;
    const double gap = decoderLayerBytes(scout, moe, t, 1, dense).saved -
                       decoderLayerBytes(scout, moe, t, 1, sparse).saved;
    CHECK(gap == Approx(t * 2 * (16 * (5120 + 3 * 8192.0) - (2 * 5120 + 3 * 8192.0))));
    // 0.95 MB per token and layer: 3.9 GB in the recomputed layer at 4096 tokens.
    CHECK(gap / t == Approx(16 * 2 * (5120 + 3 * 8192.0) - 2 * (2 * 5120 + 3 * 8192.0)));
    // Which runs: Llama 4 through transformers' code (the default stack, hf-trainer), not
    // torchtune's or Unsloth's own kernels.
    for (const auto& [stack, expected] : {std::pair{"hf-trainer", true},
                                          std::pair{"torchtune", false},
                                          std::pair{"unsloth", false}}) {
        auto s = parseScenario(nlohmann::json::parse(std::string(R"({"model": "llama-4-scout",
            "method": "qlora", "stack": ")") + stack + "\"}"),
                               "scout", test::catalog());
        REQUIRE(s.ok());
        CHECK(runsTransformersModel(s.value()) == expected);
    }
}
