// The memory mechanisms CALIBRATION.md table 3 needs (issue 37), each against the framework code
// it was read from (cited in core/memory/) and against the published run it serves
// (catalog/calibration/: peft-metamathqa, torchtitan-llama3-h100, peft-docs-deepspeed-fsdp,
// qwen-readme): the mechanism's own bytes by hand, and the row's prediction within ±10 %.
#include "calibrate.h"
#include "catalog.h"
#include "gpumemory.h"
#include "memory/stageshare.h"
#include "memorymodel.h"
#include "modelarch.h"
#include "plan.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>

using namespace headroom;
using headroom::test::calibrationRow;
using headroom::test::catalog;
using headroom::test::catalogModel;

namespace {

/// Llama-2-70B (a catalog model, as the calibration rows' Llama-2-70B and Qwen-1 shapes are),
/// LoRA r8 at 8 × 2048 tokens on 8 GPUs with gradient checkpointing, nothing sharded yet: the
/// PEFT docs' DeepSpeed runs.
MemoryInput llama70bLoraOn8() {
    MemoryInput in = test::singleGpuInput(catalogModel("llama-2-70b"), 2048, 8);
    in.method = Method::Lora;
    in.loraRank = 8;
    in.gpuCount = 8;
    in.checkpointing = true;
    return in;
}

void withinTenPercent(const CalibrationResult& r) {
    INFO(r.source << ": " << r.name << ": predicted " << r.predictedGb << " GB, measured "
                  << r.measuredGb << " GB (" << toString(r.metric) << ")");
    CHECK(std::abs(r.error) <= 0.10);
}

} // namespace

TEST_CASE("DeepSpeed ZeRO-3 keeps the IPG bucket and a gathered layer: Llama-2-70B LoRA on 8 GPUs",
          "[mechanisms][zero3]") {
    // PEFT docs, ZeRO-3 without offload: accelerate leaves DeepSpeed's defaults
    // (reduce_bucket_size 5e8, stage3_prefetch_bucket_size 5e7, stage3_max_live_parameters 1e9).
    MemoryInput in = llama70bLoraOn8();
    in.sharding = Sharding::Full;
    in.deepspeed = true;
    const MemoryTerms t = memoryTerms(in);
    // One decoder layer: q and o 8192², k and v 8192 × 1024, gate/up/down 3 × 8192 × 28672 =
    // 150,994,944 + 704,643,072 = 855,638,016 weights, gathered through its recompute and
    // backward, plus the 5e7-element prefetch bucket, BF16: 2 × 905,638,016 B; and the
    // 49,815,552 persistent elements of the next test.
    constexpr double persistent = 49'815'552;
    CHECK(t.gatherBuffer == Approx(2.0 * (905'638'016 + persistent)));
    // The IPG bucket: 5e8 BF16 elements, however few parameters train (82.8 M here).
    CHECK(t.reduceBuffer == Approx(2.0 * 5e8));
    // Without checkpointing each module is released after use: the largest linear (8192 ×
    // 28672 = 234,881,024) is the widest unit besides the 262,144,000-weight embedding / head.
    in.checkpointing = false;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * (262'144'000 + 5e7 + persistent)));
    // stage3_max_live_parameters caps the prefetch, not the module that runs
    // (partitioned_param_coordinator.py fetch_sub_module: `max_params_to_prefetch =
    // min(self.__max_n_available_params - self.__n_available_params, self.__prefetch_bucket_sz)`):
    // below the layer's 855,638,016 weights nothing is prefetched, and 8.8e8 leaves room for
    // 24,361,984 of the 5e7.
    in.checkpointing = true;
    in.zeroMaxLive = 4e8;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * (855'638'016 + persistent)));
    in.zeroMaxLive = 8.8e8;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * (8.8e8 + persistent)));
    // LoRA trains no large parameter: the IPG bucket alone. A full fine-tune's LM head (32,000 ×
    // 8192 = 262,144,000 weights) reaches the bucket as its whole BF16 gradient first.
    in.zeroMaxLive = 1e9;
    in.method = Method::Full;
    CHECK(memoryTerms(in).reduceBuffer == Approx(2.0 * (5e8 + 262'144'000)));
}

TEST_CASE("DeepSpeed ZeRO-3 keeps parameters of at most 1e5 elements whole on every GPU",
          "[mechanisms][zero3]") {
    // stage3_param_persistence_threshold (DeepSpeed default 1e5): Llama-2-70B, LoRA r8 on every
    // linear, 8 GPUs. Persistent, by hand (h 8192, 64 heads / 8 KV heads of 128, MLP 28672):
    //  - RMSNorm weights: (2 · 80 + 1) · 8192 = 1,318,912
    //  - per layer, A = 8 × in and B = out × 8 where at most 1e5: q 65,536 + 65,536; k and v
    //    65,536 + 8,192 each; o 65,536 + 65,536; gate and up A only (B 229,376 > 1e5): 65,536
    //    each; down B only: 65,536. 606,208 per layer, 48,496,640 over 80 layers.
    // 49,815,552 elements, BF16, gathered once and never released, beside the gathered layer
    // and prefetch bucket of the test above (905,638,016 elements).
    MemoryInput in = llama70bLoraOn8();
    in.sharding = Sharding::Full;
    in.deepspeed = true;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * (905'638'016 + 49'815'552)));
    // At rank 64 only k's and v's B (1024 × 64 = 65,536) stay under 1e5, the rest is at least
    // 64 × 8192 = 524,288: the norms and 2 × 65,536 × 80 = 10,485,760.
    in.loraRank = 64;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * (905'638'016 + 1'318'912 + 10'485'760)));
    // A full fine-tune keeps only the norms whole too.
    in.method = Method::Full;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * (905'638'016 + 1'318'912)));
    // offload_param: each all-gather first copies this rank's partitions to the GPU, one eighth
    // of the 905,638,016 gathered elements, BF16.
    in.offload = Offload::Parameters;
    CHECK(memoryTerms(in).gatherBuffer ==
          Approx(2.0 * (905'638'016 + 1'318'912 + 905'638'016 / 8.0)));
}

TEST_CASE("ZeRO-3's persistence threshold is the catalog's assumption, and moves what stays whole",
          "[mechanisms][zero3]") {
    // catalog/assumptions.json zero_param_persistence_threshold: DeepSpeed's default 1e5
    // (deepspeed/runtime/zero/config.py at 38327e07), which accelerate's generated config keeps.
    const auto& all = catalog().assumptions.all;
    const auto it = std::find_if(all.begin(), all.end(), [](const Assumption& x) {
        return x.id == "zero_param_persistence_threshold";
    });
    REQUIRE(it != all.end());
    CHECK(it->value == 1e5);
    CHECK(catalog().assumptions.zeroPersistenceThreshold == 1e5);
    CHECK(it->source.find("38327e07") != std::string::npos);
    // Llama-2-70B, LoRA r8 on every linear, 8 GPUs, checkpointed: the gathered layer and the
    // prefetch bucket, 905,638,016 elements, plus what persists, BF16 (the tests above).
    MemoryInput in = llama70bLoraOn8();
    in.sharding = Sharding::Full;
    in.deepspeed = true;
    CHECK(in.zeroPersistenceThreshold == 1e5);
    // HF Trainer's "auto", 10 · hidden = 81,920: the same matrices as 1e5 (65,536 and 8,192
    // under it, 229,376 over it) and the 8,192-wide norms: 49,815,552 elements.
    in.zeroPersistenceThreshold = 10.0 * 8192;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * (905'638'016 + 49'815'552)));
    // 3e5: gate's and up's B (28,672 × 8) and down's A (8 × 28,672), 229,376 each, persist too:
    // 3 · 229,376 · 80 = 55,050,240 more, 104,865,792 in all.
    in.zeroPersistenceThreshold = 3e5;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * (905'638'016 + 104'865'792)));
    // 0: nothing persists, not even the norms.
    in.zeroPersistenceThreshold = 0;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * 905'638'016));
    // The sizing reads the catalog's value: the calibration row keeps its 99.6 MB of
    // persistent BF16 elements (2 · 49,815,552 B) in its buffers.
    auto parsed = parseScenario(nlohmann::json::parse(R"({"model": "llama-2-70b",
        "stack": "hf-trainer", "method": "lora", "lora_rank": 8, "lora_targets": "all-linear",
        "sharding": "full", "sharding_impl": "deepspeed", "gpu": "h100-sxm", "gpu_count": 8,
        "micro_batch": 8, "sequence_length": 2048, "gradient_checkpointing": true})"),
                                "inline", catalog());
    REQUIRE(parsed.ok());
    const Scenario& s = parsed.value();
    Catalog changed = catalog();
    changed.assumptions.zeroPersistenceThreshold = 0;
    CHECK(evaluate(s, catalog()).perGpu.buffers - evaluate(s, changed).perGpu.buffers ==
          Approx(2.0 * 49'815'552 / 1e9));
}

TEST_CASE("DeepSpeed ZeRO-1/2 allocate the whole IPG bucket however few parameters train",
          "[mechanisms][zero2]") {
    // stage_1_and_2.py setup_buckets(): torch.empty(reduce_bucket_size) in the 16-bit dtype once
    // a gradient arrives (contiguous_gradients on), and a second buffer with overlap_comm, which
    // the DeepSpeed JSON Headroom exports sets (deepspeedrecipe.cpp: "overlap_comm": true).
    MemoryInput in = llama70bLoraOn8();
    for (const Sharding sh : {Sharding::Zero2, Sharding::Zero1}) {
        in.sharding = sh;
        in.zeroOverlapComm = true;
        in.zeroReduceBucket = 5e8; // DeepSpeed's default: 2 × 1 GB of BF16 for ~0.1 B adapters
        CHECK(memoryTerms(in).reduceBuffer == Approx(2 * 2.0 * 5e8));
        in.zeroReduceBucket = 8192.0 * 8192.0; // HF Trainer's "auto": hidden_size²
        CHECK(memoryTerms(in).reduceBuffer == Approx(2 * 2.0 * 67'108'864));
        CHECK(memoryTerms(in).gatherBuffer == 0); // the weights stay whole: nothing gathered
        // Without overlap_comm (config.py's default below stage 3): buf_0 alone.
        in.zeroOverlapComm = false;
        CHECK(memoryTerms(in).reduceBuffer == Approx(2.0 * 67'108'864));
    }
}

TEST_CASE("GPTQ bases keep their checkpoint's format: bits/8 + (2 + bits/8)/group per weight",
          "[mechanisms][gptq]") {
    // Qwen-7B-Chat-Int4 (run_gptq.py: bits 4, group_size 128): 0.5 + 2.5/128 = 0.51953125 B
    // per weight of the decoder blocks' linears; wte and lm_head stay 16-bit.
    const ModelArch& a = catalogModel("qwen-7b-chat-int4");
    CHECK(a.quantization.method == "gptq");
    CHECK(a.quantization.bits == 4);
    CHECK(a.quantization.groupSize == 128);
    // 32 layers × (3 × 4096² + 4096² + 3 × 4096 × 11008) = 32 × 202,375,168.
    CHECK(a.params.textLinear == 32.0 * 202'375'168);
    auto s = parseScenario(nlohmann::json::parse(R"({"method": "qlora", "quantizer": "gptq",
        "lora_rank": 64, "gpu": "a100-80gb-sxm", "gpu_count": 1, "sharding": "none"})"),
                           "inline", catalog());
    REQUIRE(s.ok());
    const ModelStates ms = modelStates(s.value(), a, catalog().assumptions);
    const double linear = a.params.textLinear;
    CHECK(ms.frozenBytes == Approx(linear * 0.51953125 + (a.params.total - linear) * 2));
    // AWQ counts the same layers alike; NF4 (bitsandbytes) would quantise them at 0.516 B.
    s.value().quantizer = Quantizer::Awq;
    CHECK(modelStates(s.value(), a, catalog().assumptions).frozenBytes == Approx(ms.frozenBytes));
    // Qwen README: Qwen-7B-Chat-Int4 at 8192 tokens and Qwen-72B-Chat-Int4 at 2048 on one A100.
    withinTenPercent(calibrationRow("qwen-readme", "Qwen-7B-Chat-Int4 Q-LoRA r64, 1x8192, GC"));
    withinTenPercent(calibrationRow("qwen-readme", "Qwen-72B-Chat-Int4 Q-LoRA r64, 1x2048, GC"));
}

TEST_CASE("MXFP4 covers the experts the checkpoint stores in MXFP4 (gpt-oss)",
          "[mechanisms][mxfp4]") {
    const ModelEntry* oss = catalog().findModel("gpt-oss-120b");
    REQUIRE(oss);
    const ModelArch& a = oss->arch;
    auto s = parseScenario(nlohmann::json::parse(R"({"model": "gpt-oss-120b", "method": "qlora",
        "quantizer": "mxfp4", "gpu": "h200-sxm", "gpu_count": 1, "sharding": "none"})"),
                           "inline", catalog());
    REQUIRE(s.ok());
    // 36 layers × 128 experts × 3 × 2880² MXFP4 weights at 4.25 bits; the rest BF16.
    const double mx = 36.0 * 128 * 3 * 2880 * 2880;
    CHECK(a.params.mxfp4 == mx);
    CHECK(modelStates(s.value(), a, catalog().assumptions).frozenBytes ==
          Approx(mx * 0.53125 + (a.params.total - mx) * 2));
}

TEST_CASE("pure BF16 Hugging Face training (PEFT's MetaMathQA harness) within 10 %",
          "[mechanisms][bf16]") {
    // run.py: the model loaded in bf16, use_amp false, torch AdamW: 2 + 2 + 4 B per parameter.
    auto s = parseScenario(nlohmann::json::parse(R"({"model": "llama-3.2-3b",
        "stack": "hf-trainer", "state_bytes": "bf16", "method": "full", "gpu": "l40s",
        "gpu_count": 1, "sharding": "none"})"),
                           "inline", catalog());
    REQUIRE(s.ok());
    const ModelEntry* m = catalog().findModel("llama-3.2-3b");
    REQUIRE(m);
    const ModelStates ms = modelStates(s.value(), m->arch, catalog().assumptions);
    CHECK(ms.weightBytes == Approx(2 * 3'212'749'824.0)); // the harness's num_trainable_params
    CHECK(ms.gradientBytes == Approx(2 * 3'212'749'824.0));
    CHECK(ms.optimizerBytes == Approx(4 * 3'212'749'824.0));
    withinTenPercent(
        calibrationRow("peft-metamathqa", "Llama-3.2-3B full fine-tune, pure bf16 AdamW, 4x768"));
    withinTenPercent(
        calibrationRow("peft-metamathqa", "Llama-3.2-3B LoRA r32 (q_proj, v_proj), 4x768"));
    withinTenPercent(calibrationRow(
        "peft-metamathqa", "Llama-3.2-3B LoRA r10 (gate_proj, up_proj, down_proj), 4x768"));
}

TEST_CASE("PEFT's lora_dropout keeps each adapted linear's dropout output and mask",
          "[mechanisms][lora]") {
    // Llama-2-70B, LoRA on every linear: per token, q/k/v (three dropouts on the 8192-wide
    // input) 3 × 3 × 8192 − 2 × 8192 = 57,344 B (the input itself is no longer kept for
    // lora_A), o 3 × 8192 = 24,576 (its input is FlashAttention's `out`, which the kernel
    // keeps anyway), gate/up 2 × 3 × 8192 − 2 × 8192 = 32,768, down 3 × 28672 − 2 × 28672 =
    // 28,672: 143,360 B per token and layer.
    const ModelArch& a = catalogModel("llama-2-70b");
    LayerOptions o;
    o.frozenBase = true;
    o.loraRank = 8;
    const LayerType layer{LayerKind::FullAttention, false};
    const double tokens = 2048;
    const double plain = decoderLayerBytes(a, layer, tokens, 1, o).saved;
    o.loraDropout = true;
    CHECK(decoderLayerBytes(a, layer, tokens, 1, o).saved - plain == Approx(143'360.0 * tokens));
}

TEST_CASE("ZeRO-3's LinearFunctionForZeroStage3 keeps every frozen linear's input",
          "[mechanisms][zero3][lora]") {
    // zero.Init patches F.linear to LinearFunctionForZeroStage3, which saves (input, weight,
    // bias) whether the weight trains or not (deepspeed/runtime/zero/linear.py, v0.13.2).
    // Llama-2-70B (h 8192, MLP 28672), LoRA r8 on every linear with PEFT's dropout 0.1: lora_A
    // keeps the dropout output, so aten's linear would keep no base input; under ZeRO-3 q/k/v
    // keep their normalised input (2 × 8192), gate/up theirs (2 × 8192), down the SwiGLU
    // product (2 × 28672), o the attention output FlashAttention keeps anyway: 90,112 B per
    // token. 8 × 2048 = 16,384 tokens: 1,476,395,008 B more in the recomputed layer; the
    // checkpoints (one layer input each) are the same.
    MemoryInput in = llama70bLoraOn8();
    in.sharding = Sharding::Full;
    in.loraDropout = true;
    const MemoryTerms fsdp = memoryTerms(in);
    in.deepspeed = true;
    const MemoryTerms zero3 = memoryTerms(in);
    CHECK(zero3.layerWorkingSet - fsdp.layerWorkingSet == Approx(1'476'395'008.0));
    CHECK(zero3.savedText == Approx(fsdp.savedText));
    // Without dropout, on q and v only: k's input is q's and v's; gate/up (16,384 B) and down
    // (57,344 B) carry no adapter and keep their inputs only under ZeRO-3: 73,728 B per token,
    // 1,207,959,552 B.
    in.loraDropout = false;
    in.loraTargets = LoraQ | LoraV;
    const double zero3QV = memoryTerms(in).layerWorkingSet;
    in.deepspeed = false;
    CHECK(zero3QV - memoryTerms(in).layerWorkingSet == Approx(1'207'959'552.0));
    // A full fine-tune keeps every input for the weight gradients anyway: no change.
    in.method = Method::Full;
    const double full = memoryTerms(in).layerWorkingSet;
    in.deepspeed = true;
    CHECK(memoryTerms(in).layerWorkingSet == Approx(full));
}

TEST_CASE("DPO: the reference model is in the allocated and reserved peaks as in the total",
          "[mechanisms][rl]") {
    // Full-parameter DPO keeps a frozen BF16 reference on the GPU (TRL DPOTrainer): Llama 3.2
    // 3B, 3,212,749,824 parameters × 2 B = 6.43 GB on one GPU. The total is the reserved peak
    // plus the CUDA context; the allocated peak holds the reference besides the policy.
    auto s = parseScenario(nlohmann::json::parse(R"({"model": "llama-3.2-3b", "method": "dpo",
        "policy_method": "full", "gpu": "h200-sxm", "gpu_count": 1, "sharding": "none",
        "sequence_length": 1024})"),
                           "inline", catalog());
    REQUIRE(s.ok());
    const SizingResult r = evaluate(s.value(), catalog());
    REQUIRE(r.rl.asked);
    CHECK(r.rl.referenceGbPerGpu == Approx(2 * 3'212'749'824.0 / 1e9));
    CHECK(r.perGpu.total - r.perGpu.reservedPeak ==
          Approx(catalog().assumptions.cudaContextGb).margin(1e-9));
    CHECK(r.perGpu.allocatedPeak >= r.rl.referenceGbPerGpu + r.perGpu.weights);
}

TEST_CASE("LoRA on fused MoE experts: PEFT wraps nn.Linear modules only (Llama 4 Scout, gpt-oss)",
          "[mechanisms][moe][lora]") {
    // transformers' Llama4TextExperts and GptOssExperts hold gate_up_proj (E, h, 2I) and
    // down_proj (E, I, h) as nn.Parameter; PEFT's target_modules wrap nn.Linear / Conv1D only
    // (tuners_utils.py _maybe_include_all_linear_layers, lora/layer.py dispatch_default at
    // 5d602fdb), and its docs send expert weights to target_parameters. So gate/up/down on
    // Scout adapt the shared expert (Llama4TextMLP, nn.Linear) of each of the 48 layers.
    const ModelArch& scout = catalogModel("llama-4-scout");
    REQUIRE(fusedExperts(scout));
    const unsigned mlp = LoraGate | LoraUp | LoraDown;
    const unsigned all = LoraQ | LoraK | LoraV | LoraO | mlp;
    // Shared expert per layer: gate, up 5120 -> 8192 and down 8192 -> 5120: 3 × 13,312.
    CHECK(loraInOutPerRank(scout, mlp) == 48.0 * 3 * 13'312);
    // Attention per layer: q and o 5120 <-> 5120, k and v 5120 -> 1024: 2 × 10,240 + 2 × 6,144.
    CHECK(loraInOutPerRank(scout, all) == 48.0 * (32'768 + 39'936));
    CHECK(loraInOutPerRank(scout, 0) == loraInOutPerRank(scout, all)); // all-linear: the same
    // Rank 32 on every linear: 111,673,344 trainable parameters (issue 37: about 0.11 B; the
    // 16 routed experts per layer would add 855,638,016 more, the 0.97 B counted before).
    auto s = parseScenario(nlohmann::json::parse(R"({"model": "llama-4-scout", "method": "lora",
        "lora_rank": 32, "lora_targets": "all-linear", "gpu": "h200-sxm", "gpu_count": 8,
        "sharding": "full"})"),
                           "inline", catalog());
    REQUIRE(s.ok());
    CHECK(modelStates(s.value(), scout, catalog().assumptions).trainable == 111'673'344.0);
    // gpt-oss-120b (GptOssTopKRouter is no nn.Linear either): all-linear adapts attention
    // only, q 2880 -> 4096, k and v 2880 -> 512, o 4096 -> 2880 in 36 layers: 20,736 per rank
    // and layer. (PEFT's ParamWrapper on an expert tensor would add r · E · (in + out).)
    const ModelEntry* oss = catalog().findModel("gpt-oss-120b");
    REQUIRE(oss);
    REQUIRE(fusedExperts(oss->arch));
    CHECK(loraInOutPerRank(oss->arch, 0) == 36.0 * 20'736);
    // Per-expert nn.Linear experts (Mixtral in transformers 4.x, DeepSeek-V3) stay adapted.
    const ModelEntry* mixtral = catalog().findModel("mixtral-8x7b");
    REQUIRE(mixtral);
    CHECK_FALSE(fusedExperts(mixtral->arch));
    CHECK(loraInOutPerRank(mixtral->arch, LoraDown) == 32.0 * 8 * (14'336 + 4'096));
}

TEST_CASE("bitsandbytes' quantisation constants stay whole on every GPU when the base is sharded",
          "[mechanisms][qlora][zero3][offload]") {
    // Params4bit keeps the QuantState (uint8 absmax per 64 weights, fp32 absmax per 256
    // blocks: 0.516 − 0.5 = 0.016 B per weight with double quantisation) as attributes, which
    // ZeRO-3 and FSDP (and its CPU offload) do not move. Llama-2-70B: 80 layers × 855,638,016
    // quantised weights (the LM head stays BF16 in transformers' bnb quantiser).
    const ModelArch& a = catalogModel("llama-2-70b");
    const double quantised = 80.0 * 855'638'016;
    REQUIRE(a.params.textLinear == quantised);
    auto parse = [](const char* text) {
        auto s = parseScenario(nlohmann::json::parse(text), "inline", catalog());
        REQUIRE(s.ok());
        return s.value();
    };
    const Scenario zero3 = parse(R"({"model": "llama-2-70b", "stack": "hf-trainer",
        "method": "qlora", "nf4_double_quant": true, "sharding": "full",
        "sharding_impl": "deepspeed", "gpu": "a100-80gb-sxm", "gpu_count": 2})");
    const ModelStates ms = modelStates(zero3, a, catalog().assumptions);
    CHECK(ms.replicatedBytes == Approx(quantised * (0.516 - 0.5)));
    // Without double quantisation one fp32 absmax per 64 weights: 4/64 B.
    Scenario single = zero3;
    single.nf4DoubleQuant = false;
    CHECK(modelStates(single, a, catalog().assumptions).replicatedBytes ==
          Approx(quantised * 4.0 / 64));
    // One GPU, no sharding: the constants are part of the weights as before.
    Scenario alone = zero3;
    alone.sharding = Sharding::None;
    alone.gpuCount = 1;
    CHECK(modelStates(alone, a, catalog().assumptions).replicatedBytes == 0);
    // torchao's NF4Tensor shards its scalers with the data (FSDP2): nothing replicated.
    Scenario torchao = zero3;
    torchao.quantizer = Quantizer::Torchao;
    CHECK(modelStates(torchao, a, catalog().assumptions).replicatedBytes == 0);
    // FSDP with CPU parameter offload: the GPU's weights are the constants alone.
    const SizingResult r = evaluate(parse(R"({"model": "llama-2-70b", "stack": "hf-trainer",
        "method": "qlora", "nf4_double_quant": true, "sharding": "full", "offload": "parameters",
        "fsdp_version": "fsdp1", "gpu": "l40s", "gpu_count": 2, "lora_rank": 8,
        "lora_targets": "all-linear"})"),
                                    catalog());
    CHECK(r.perGpu.weights == Approx(quantised * 0.016 / 1e9));
    // FSDP1's CPU offload pins a gradient shard beside every flat parameter's shard, frozen
    // ones too: the frozen base once more in host memory, 4-bit data 0.5 B × 68,451,041,280
    // + BF16 embedding, LM head and norms 2 × (2 × 262,144,000 + 161 × 8,192) =
    // 34,225,520,640 + 1,051,213,824 B; FSDP2 has none for them.
    Scenario fsdp1 = parse(R"({"model": "llama-2-70b", "stack": "hf-trainer",
        "method": "qlora", "nf4_double_quant": true, "sharding": "full", "offload": "parameters",
        "fsdp_version": "fsdp1", "gpu": "l40s", "gpu_count": 2, "lora_rank": 8,
        "lora_targets": "all-linear"})");
    Scenario fsdp2 = fsdp1;
    fsdp2.fsdpVersion = FsdpVersion::Fsdp2;
    CHECK(modelStates(fsdp1, a, catalog().assumptions).hostBytes -
              modelStates(fsdp2, a, catalog().assumptions).hostBytes ==
          Approx(34'225'520'640.0 + 1'051'213'824.0));
    // PEFT docs, ZeRO-3 QLoRA on 2 GPUs (36.6 GB): −11.4 % before, within 10 % with them.
    withinTenPercent(
        calibrationRow("peft-docs-deepspeed-fsdp",
                       "Llama-2-70B QLoRA r8 all-linear, ZeRO-3, 2 GPUs, 2x2048 packed, GC"));
}

TEST_CASE("DPO: a plan that splits the model splits the reference like the policy",
          "[mechanisms][rl][plan]") {
    // Llama 3.1 70B: 70,553,706,496 parameters (141,107,412,992 B of BF16 safetensors / 2),
    // of which (2 · 80 + 1) · 8,192 = 1,318,912 are RMSNorm weights, replicated on every
    // tensor-parallel rank (Megatron-LM). Full-parameter DPO on eight H200 SXM with plan tp 8
    // and Megatron's DDP (sharding none): the reference is built on the actor's tensor-parallel
    // group (verl megatron_workers.py), 1/8 of every weight matrix and embedding on each GPU:
    // (70,553,706,496 − 1,318,912) / 8 + 1,318,912 = 8,820,367,360 parameters, 17.6407 GB in
    // BF16 (70.55 B × 2 B / 8 = 17.6384 GB and the norms' 7/8 · 1,318,912 · 2 B = 2.3 MB).
    const char* base = R"({"model": "llama-3.1-70b", "server": "8x-h200-sxm", "method": "dpo",
        "policy_method": "full", "sequence_length": 1024, "sharding": "none"})";
    auto at = [&](const char* overrides) {
        auto doc = nlohmann::json::parse(base);
        doc.merge_patch(nlohmann::json::parse(overrides));
        auto s = parseScenario(doc, "inline", catalog());
        REQUIRE(s.ok());
        return evaluate(s.value(), catalog());
    };
    const SizingResult tp8 = at(R"({"plan": {"tp": 8}})");
    REQUIRE(tp8.rl.asked);
    REQUIRE(tp8.plan.tp == 8);
    CHECK(tp8.rl.referenceGbPerGpu == Approx(8'820'367'360.0 * 2 / 1e9).epsilon(1e-9));
    CHECK(tp8.rl.referenceGbPerGpu == Approx(70'553'706'496.0 * 2 / 8 / 1e9).epsilon(2e-4));
    // evaluate --json's per_gpu_gb.reference is the same figure.
    CHECK(toJson(tp8)["per_gpu_gb"]["reference"].get<double>() == tp8.rl.referenceGbPerGpu);
    // Without the plan the same GPUs hold the whole reference (no sharding): 141.107 GB.
    const SizingResult whole = at(R"({})");
    CHECK(whole.rl.referenceGbPerGpu == Approx(141'107'412'992.0 / 1e9).epsilon(1e-9));
    // tp 4 · pp 2: each stage 40 layers; the first holds the embedding, the last the untied
    // output layer and the final norm, the fuller: (40 · 855,638,016 + 1,050,673,152) / 4
    // + 40 · 16,384 + 8,192 = 8,819,712,000 parameters, 17.6394 GB.
    const SizingResult tp4pp2 = at(R"({"plan": {"tp": 4, "pp": 2}})");
    CHECK(tp4pp2.rl.referenceGbPerGpu == Approx(8'819'712'000.0 * 2 / 1e9).epsilon(1e-9));
    // FSDP over dp 2 on top of tp 4 (sharding full): half of the tp-4 share, the norms too:
    // ((70,553,706,496 − 1,318,912) / 4 + 1,318,912) / 2 = 8,819,707,904 parameters.
    const SizingResult fsdp = at(R"({"sharding": "full", "plan": {"tp": 4, "dp": 2}})");
    CHECK(fsdp.rl.referenceGbPerGpu == Approx(8'819'707'904.0 * 2 / 1e9).epsilon(1e-9));
}

TEST_CASE("Uneven pipeline stages: 80 layers over pp 6 as Megatron-LM and torchtitan place them",
          "[mechanisms][plan]") {
    ParallelPlan plan;
    plan.automatic = false;
    plan.pp = 6;
    // Megatron-LM needs the end stages' counts (--decoder-first/last-pipeline-num-layers): the
    // four middle stages ceil(80 / 6) = 14 each, the 24 left halved: 12 · 14 · 14 · 14 · 14 · 12.
    const StageLayers megatron = stageLayers(80, plan, PipelineSplit::Megatron);
    CHECK(megatron.first == 12);
    CHECK(megatron.middle == 14);
    CHECK(megatron.last == 12);
    // torchtitan's generate_split_points: 80 / 6 = 13, the 2 left to stages 1 and 2:
    // 13 · 14 · 14 · 13 · 13 · 13.
    const StageLayers titan = stageLayers(80, plan, PipelineSplit::Torchtitan);
    CHECK(titan.first == 13);
    CHECK(titan.middle == 14);
    CHECK(titan.last == 13);
    // Llama 3.1 405B's 126 layers over pp 8: 15 · 16⁶ · 15 both ways (Megatron's
    // account_for_embedding/loss_in_pipeline_split gives the same: 128 / 8 − 1 on the ends);
    // interleaved over 16 torchtitan stages (126 / 16 = 7, 14 left): rank 0 runs stages 0 and 8,
    // 7 + 8; ranks 1–6 8 + 8; rank 7 stages 7 and 15, 8 + 7.
    plan.pp = 8;
    const StageLayers m405 = stageLayers(126, plan, PipelineSplit::Megatron);
    CHECK((m405.first == 15 && m405.middle == 16 && m405.last == 15));
    plan.pipelineSchedule = PipelineSchedule::Interleaved;
    plan.virtualStages = 2;
    const StageLayers t405 = stageLayers(126, plan, PipelineSplit::Torchtitan);
    CHECK((t405.first == 15 && t405.middle == 16 && t405.last == 15));
    // Two stages: the odd layer on the last. Layers that divide: the same everywhere.
    plan = ParallelPlan{};
    plan.pp = 2;
    const StageLayers two = stageLayers(61, plan, PipelineSplit::Megatron);
    CHECK((two.first == 30 && two.middle == 0 && two.last == 31));
    plan.pp = 4;
    const StageLayers even = stageLayers(80, plan, PipelineSplit::Megatron);
    CHECK((even.first == 20 && even.middle == 20 && even.last == 20));

    // Llama 3.1 70B full fine-tune on six 8× H100 servers, tp 8 · pp 6, Megatron's distributed
    // optimizer (zero1, dp 1), 4,096 tokens, 8 micro-batches, no recomputation. Per tp rank a
    // layer holds 855,638,016 / 8 parameters and its 16,384 norm weights whole.
    const SizingResult r = evaluate(test::referenceScenario(R"({"model": "llama-3.1-70b",
            "method": "full", "server": "8x-h100-sxm", "nodes": 6, "sharding": "zero1",
            "sequence_length": 4096, "micro_batch": 1, "gradient_accumulation": 8,
            "gradient_checkpointing": false, "plan": {"tp": 8, "pp": 6, "sequence_parallel": true}})"),
                                    catalog());
    REQUIRE(r.plan.dp == 1);
    const ModelArch& arch = catalogModel("llama-3.1-70b");
    // First stage: 12 layers and the embedding: (12 · 855,638,016 + 1,050,673,152) / 8
    // + 12 · 16,384 = 1,414,987,776 parameters (ceil(80 / 6) = 14 before: 1,628,930,048).
    CHECK(stageShare(arch, r.plan, StageKind::First, 0).nonExpertParams == 1'414'987'776.0);
    // The second stage: 14 layers, nothing else: 14 · 855,638,016 / 8 + 14 · 16,384 =
    // 1,497,595,904 parameters, 18 B each (bf16 weights, the fp32 gradient buffer, 12 B of
    // fp32 main weights and moments over dp 1): 26.96 GB against the first stage's 25.47 GB.
    // Its activations: 1F1B keeps pp − 1 = 5 micro-batches of 14 layers (70 layer-passes of
    // 34,337 B per token, test_parallelpapers.cpp) against the first stage's 6 of 12 (72):
    // 0.28 GB less. The second stage is the peak.
    CHECK(r.perGpu.weights == Approx(1'497'595'904.0 * 2 / 1e9).epsilon(1e-12));
    CHECK(r.perGpu.activations ==
          Approx((70.0 * 34'337 * 4096 + 289'406'976.0) / 1e9).epsilon(1e-9));
}

TEST_CASE("8-bit AdamW keeps an fp32 absmax per 256 values of each moment, on the GPU even paged",
          "[mechanisms][optimizer]") {
    // Llama 3.2 3B, pure BF16 (torchtune): 3,212,749,824 parameters. bitsandbytes 0.44.1 and
    // torchao 0.7 keep each moment as uint8 codes (1 B) plus one fp32 scale per 256 values:
    // 2 × (1 + 4/256) = 2.03125 B per parameter, 6,525,898,080 B in all, of which the
    // scales are 2 × 4/256 × p = 100,398,432 B.
    const double p = 3'212'749'824.0;
    auto sized = [](const char* optimizer) {
        const std::string text =
            std::string(R"({"model": "llama-3.2-3b", "stack": "torchtune", "gpu": "a100-80gb-sxm",
                             "gpu_count": 1, "sharding": "none", "micro_batch": 2,
                             "sequence_length": 4096, "gradient_checkpointing": true,
                             "compile": true, "optimizer": ")") +
            optimizer + R"("})";
        auto s = parseScenario(nlohmann::json::parse(text), "inline", catalog());
        REQUIRE(s);
        return evaluate(s.value(), catalog());
    };
    const SizingResult plain = sized("adamw-8bit");
    CHECK(plain.perGpu.optimizer == Approx(6'525'898'080.0 / 1e9).epsilon(1e-9));
    CHECK(plain.perGpu.optimizer == Approx(2.03125 * p / 1e9).epsilon(1e-9));
    // Paged (get_state_buffer pages the uint8 codes of tensors ≥ 1e5 values; the absmax is
    // torch.zeros on p.device): the 2 B of codes leave PyTorch's allocator, the scales stay.
    const SizingResult paged = sized("paged-adamw-8bit");
    CHECK(paged.perGpu.optimizer == Approx(plain.perGpu.optimizer));
    CHECK(plain.perGpu.allocatedPeak - paged.perGpu.allocatedPeak ==
          Approx(2 * p / 1e9).epsilon(1e-6));
    // The reference page's ZeRO accounting keeps its 6 B (2 + 2 + 6 = 10 B per parameter):
    // tests/test_reference.cpp holds its 278 GB and 69.5 GB.
    // torchao's AdamW4bit (block 128): half a byte per value of each moment and an fp32 scale
    // per 128 values: 2 × (0.5 + 4/128) = 1.0625 B per parameter, 3,413,546,688 B.
    const SizingResult four = sized("adamw-4bit");
    CHECK(four.perGpu.optimizer == Approx(3'413'546'688.0 / 1e9).epsilon(1e-9));
    // A checkpoint holds the BF16 weights, the fp32 master and the moments as the optimizer
    // keeps them: 2 + 4 + 2 B with 8 bits, paged or not; 2 + 4 + 1.0625 B with 4 bits.
    CHECK(plain.storage.checkpoint == Approx(8 * p / 1e9).epsilon(1e-9));
    CHECK(paged.storage.checkpoint == Approx(plain.storage.checkpoint));
    CHECK(four.storage.checkpoint == Approx(7.0625 * p / 1e9).epsilon(1e-9));
}

TEST_CASE("torchtune's activation offloading keeps the output projection's input on the GPU",
          "[mechanisms][offload]") {
    // Llama 3.2 3B (hidden 3072), 2 × 4096 tokens, checkpointed and offloaded: one layer
    // checkpoint in flight (2 · 8192 · 3072 = 50,331,648 B) and the LM head's saved input, the
    // final norm's BF16 output, which the NoOpManager keeps (another 50,331,648 B) when the
    // head trains; a frozen LoRA head saves nothing.
    const ModelArch& a = catalogModel("llama-3.2-3b");
    MemoryInput in = test::singleGpuInput(a, 4096, 2);
    in.checkpointing = true;
    in.activationOffload = true;
    CHECK(memoryTerms(in).savedText == Approx(2 * 50'331'648.0));
    in.method = Method::Lora;
    CHECK(memoryTerms(in).savedText == Approx(50'331'648.0));
}

TEST_CASE("FSDP1's CPU offload copies the root unit's shard, embedding and LM head together",
          "[mechanisms][fsdp][offload]") {
    // Llama 3.1 8B, full fine-tune on 8 GPUs, FSDP1 with the embedding and the LM head in the
    // root unit (accelerate's transformer-block wrap): FlatParamHandle.pre_unshard copies the
    // root flat parameter's shard to the GPU, both V·h = 128,256 × 4,096 = 525,336,576 weights,
    // BF16: 2 × 2 × 525,336,576 / 8 = 262,668,288 B (a decoder layer's 218,103,808 weights are
    // fewer). FSDP2 (each its own unit) copies one of them: 131,334,144 B.
    const ModelArch& a = catalogModel("llama-3.1-8b");
    REQUIRE(double(a.vocab) * a.hidden == 525'336'576.0);
    MemoryInput in = test::singleGpuInput(a, 2048, 1);
    in.gpuCount = 8;
    in.sharding = Sharding::Full;
    in.fsdpVersion = FsdpVersion::Fsdp1;
    in.fsdpSeparateEmbedding = false;
    const double gathered = memoryTerms(in).gatherBuffer;
    in.offload = Offload::Parameters;
    CHECK(memoryTerms(in).gatherBuffer - gathered == Approx(262'668'288.0));
    in.fsdpVersion = FsdpVersion::Fsdp2;
    in.fsdpSeparateEmbedding = true;
    const double separate = memoryTerms(in).gatherBuffer;
    in.offload = Offload::None;
    CHECK(separate - memoryTerms(in).gatherBuffer == Approx(131'334'144.0));
}

TEST_CASE("HF Trainer on FSDP1 keeps the whole gradients while it accumulates (no_sync)",
          "[mechanisms][fsdp][offload]") {
    // Llama-2-70B QLoRA, LoRA r8 on every linear: per layer r · Σ(in + out) = 8 × (q 16,384 +
    // k 9,216 + v 9,216 + o 16,384 + gate, up, down 36,864 each) = 8 × 161,792; × 80 layers =
    // 103,546,880 trainable parameters. accelerate's accumulate() enters FSDP1's no_sync() on
    // every micro-step but the last: the unsharded gradients, in the 16-bit compute dtype
    // (2 B: 207,093,760 B), stay on the GPU, with CPU offload too.
    auto sized = [](int accumulation, const char* fsdp, const char* offload) {
        const std::string text = std::string(R"({"model": "llama-2-70b", "stack": "hf-trainer",
            "method": "qlora", "nf4_double_quant": true, "sharding": "full", "gpu": "l40s",
            "gpu_count": 2, "lora_rank": 8, "lora_targets": "all-linear",
            "sequence_length": 2048, "micro_batch": 2, "gradient_checkpointing": true,
            "gradient_accumulation": )") +
                                 std::to_string(accumulation) + R"(, "fsdp_version": ")" + fsdp +
                                 R"(", "offload": ")" + offload + R"("})";
        auto s = parseScenario(nlohmann::json::parse(text), "inline", catalog());
        REQUIRE(s.ok());
        return evaluate(s.value(), catalog());
    };
    auto sized4 = [](int accumulation) {
        const std::string text = std::string(R"({"model": "llama-2-70b", "stack": "hf-trainer",
            "method": "qlora", "nf4_double_quant": true, "sharding": "full", "gpu": "h100-sxm",
            "gpu_count": 4, "lora_rank": 8, "lora_targets": "all-linear",
            "sequence_length": 2048, "micro_batch": 2, "gradient_checkpointing": true,
            "fsdp_version": "fsdp1", "gradient_accumulation": )") +
                                 std::to_string(accumulation) + "}";
        auto s = parseScenario(nlohmann::json::parse(text), "inline", catalog());
        REQUIRE(s.ok());
        return evaluate(s.value(), catalog());
    };
    const ModelStates ms = modelStates(
        parseScenario(nlohmann::json::parse(R"({"model": "llama-2-70b", "stack": "hf-trainer",
            "method": "qlora", "lora_rank": 8, "lora_targets": "all-linear"})"),
                      "inline", catalog())
            .value(),
        catalogModel("llama-2-70b"), catalog().assumptions);
    REQUIRE(ms.trainable == 103'546'880.0);
    // CPU offload: none of them on the GPU without accumulation, all of them with it.
    const SizingResult once = sized(1, "fsdp1", "parameters");
    const SizingResult twice = sized(2, "fsdp1", "parameters");
    CHECK(once.perGpu.gradients == 0);
    CHECK(twice.perGpu.gradients == Approx(207'093'760.0 / 1e9));
    CHECK(twice.perGpu.allocatedPeak - once.perGpu.allocatedPeak ==
          Approx(207'093'760.0 / 1e9).epsilon(1e-9));
    // Without offload: the HF accounting's fp32 gradient shards, 4 B / 2 GPUs = 2 B per
    // parameter, as much as the whole BF16 gradients: the larger of the two, unchanged.
    CHECK(sized(1, "fsdp1", "none").perGpu.gradients == Approx(207'093'760.0 / 1e9));
    CHECK(sized(2, "fsdp1", "none").perGpu.gradients == Approx(207'093'760.0 / 1e9));
    // On 4 GPUs the shards are 1 B per parameter; accumulating, the whole 2 B.
    CHECK(sized4(1).perGpu.gradients == Approx(103'546'880.0 / 1e9));
    CHECK(sized4(2).perGpu.gradients == Approx(207'093'760.0 / 1e9));
    // FSDP2 is left as it was (its accumulation was not read for this).
    CHECK(sized(2, "fsdp2", "parameters").perGpu.gradients == 0);
}

TEST_CASE("torchtune README: the optimizer-in-backward and offloading steps before 8-bit AdamW",
          "[mechanisms][offload][optimizer]") {
    // pytorch/torchtune@1814feb1 README.md "Optimization flags": Llama 3.2 3B, 2 × 4096 packed,
    // compile, chunked CE, checkpointing: "+ Fuse optimizer step into backward" 23.1 GiB and
    // "+ Activation Offloading" 21.8 GiB peak active (torch AdamW, BF16 states; the 8-bit row
    // after them is the calibration row). p = 3,212,749,824; the peak is the LM head's backward:
    //   weights 2p = 6,425,499,648; AdamW moments 4p = 12,850,999,296; one gradient, the tied
    //   embedding's (post-accumulate-grad hooks step every other one): 2 · 394,002,432 =
    //   788,004,864; the head's backward: the head's input gradient 2 · 8192 · 3072 = 50,331,648
    //   + the logits 2 · 8192 · 128256 = 2,101,346,304 + a chunk's fresh weight gradient
    //   788,004,864 = 2,939,682,816; in all 23,004,186,624 B before the saved activations.
    //   Checkpointed: 28 layer inputs 28 · 50,331,648 = 1,409,286,144 + the final norm's BF16
    //   output and fp32 rstd (2 · 3072 + 4) · 8192 + the head's input 50,331,648 = 100,696,064:
    //   24,514,168,832 B against 23.1 GiB = 24,803,436,134 B (−1.2 %).
    //   Offloaded: one checkpoint in flight and the head's input (NoOpManager), 2 · 50,331,648:
    //   23,104,849,920 B against 21.8 GiB = 23,407,571,763 B (−1.3 %).
    auto sized = [](const char* extra) {
        const std::string text =
            std::string(R"({"model": "llama-3.2-3b", "stack": "torchtune", "gpu": "a100-80gb-sxm",
                             "gpu_count": 1, "sharding": "none", "micro_batch": 2,
                             "sequence_length": 4096, "gradient_checkpointing": true,
                             "compile": true, "optimizer_in_backward": true)") +
            extra + "}";
        auto s = parseScenario(nlohmann::json::parse(text), "inline", catalog());
        REQUIRE(s);
        return evaluate(s.value(), catalog());
    };
    const double gib = 1024.0 * 1024 * 1024;
    const SizingResult inBackward = sized("");
    CHECK(inBackward.perGpu.allocatedPeak == Approx(24'514'168'832.0 / 1e9).epsilon(1e-9));
    CHECK(inBackward.perGpu.allocatedPeak / (23.1 * gib / 1e9) - 1 ==
          Approx(-0.0117).margin(0.0005));
    const SizingResult offloaded = sized(R"(, "activation_offload": true)");
    CHECK(offloaded.perGpu.allocatedPeak == Approx(23'104'849'920.0 / 1e9).epsilon(1e-9));
    CHECK(offloaded.perGpu.allocatedPeak / (21.8 * gib / 1e9) - 1 ==
          Approx(-0.0129).margin(0.0005));
}
