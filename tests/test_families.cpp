// Parameter counts of the model families customers bring (Gemma, Phi, GPT-NeoX, Falcon,
// OLMo 2, Granite, SmolLM3, DeepSeek, gpt-oss, Llama 4, GLM-4.5, Mistral 3, Nemotron-H, the
// original Qwen), each from the model's published config.json (tests/data/configs, or the
// catalog's model file), against the count its makers or its checkpoint state.
#include "memory/memorymodel.h"
#include "modelarch.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <string>

using namespace headroom;
using headroom::test::catalogConfig;
using headroom::test::testConfig;

namespace {

constexpr double B = 1e9;

/// |count / published − 1| ≤ 0.2 %.
bool within(double count, double published) {
    return std::abs(count / published - 1) <= 0.002;
}

} // namespace

TEST_CASE("every listed model type counts within 0.2 % of its published parameter count",
          "[params][families]") {
    struct Row {
        const char* config; ///< tests/data/configs/<name>.json, or "catalog:<id>"
        const char* modelType;
        double published;
        const char* source;
    };
    // Exact counts are the Hugging Face safetensors metadata ("safetensors" → "total" of the
    // model's API entry, shown rounded as "Model size" on its page) or the maker's table.
    const Row rows[] = {
        {"gemma-7b", "gemma", 8'537'680'896.0, "google/gemma-7b safetensors metadata"},
        {"gemma-2-9b", "gemma2", 9'241'705'984.0, "google/gemma-2-9b safetensors metadata"},
        {"gemma-3-1b-it", "gemma3_text", 999'885'952.0,
         "google/gemma-3-1b-it safetensors metadata"},
        {"catalog:gemma-3-27b", "gemma3", 27'432'406'640.0,
         "google/gemma-3-27b-it safetensors metadata"},
        {"phi-2", "phi", 2'779'683'840.0, "microsoft/phi-2 safetensors metadata (2.78B)"},
        {"phi-3-mini-4k-instruct", "phi3", 3'821'079'552.0,
         "microsoft/Phi-3-mini-4k-instruct safetensors metadata (3.82B)"},
        {"pythia-160m", "gpt_neox", 162'322'944.0,
         "EleutherAI/pythia-160m model card, naming-convention table: 162,322,944 total"},
        {"gpt-neox-20b", "gpt_neox", 20'554'567'680.0,
         "EleutherAI/gpt-neox-20b model card, hyperparameters: n_parameters 20554567680"},
        {"olmo-2-1124-7b", "olmo2", 7'298'617'344.0,
         "allenai/OLMo-2-1124-7B safetensors metadata: F32 7,298,617,344"},
        {"granite-3.1-8b-instruct", "granite", 8.17 * B,
         "ibm-granite/granite-3.1-8b-instruct model page: 8.17B (exact total not seen; heads, kv heads, vocabulary 49,155 and multipliers checked against a GGUF dump, gpustack/llama-box#17)"},
        {"smollm3-3b", "smollm3", 3'075'098'624.0,
         "HuggingFaceTB/SmolLM3-3B safetensors metadata: 3,075,098,624"},
        {"qwen-7b", "qwen", 7.72 * B, "Qwen/Qwen-7B safetensors metadata: 7.72B"},
        {"deepseek-v2-lite", "deepseek_v2", 15'706'484'224.0,
         "deepseek-ai/DeepSeek-V2-Lite safetensors metadata: 15,706,484,224 (README: 16B, 2.4B active)"},
        {"catalog:llama-4-scout", "llama4", 108'641'793'536.0,
         "meta-llama/Llama-4-Scout-17B-16E-Instruct safetensors metadata"},
        {"catalog:mistral-small-3.1-24b", "mistral3", 24'011'361'280.0,
         "mistralai/Mistral-Small-3.1-24B-Instruct-2503 safetensors metadata"},
        {"catalog:gpt-oss-120b", "gpt_oss", 116'829'156'672.0,
         "gpt-oss model card (arXiv 2508.10925) Table 1: 116.83B; exact: keras-hub preset gpt_oss_120b_en"},
        {"nvidia-nemotron-nano-9b-v2", "nemotron_h", 8'888'227'328.0,
         "nvidia/NVIDIA-Nemotron-Nano-9B-v2 safetensors metadata: 8,888,227,328"},
    };
    for (const auto& row : rows) {
        DYNAMIC_SECTION(row.config) {
            const std::string name = row.config;
            const ModelArch arch =
                name.rfind("catalog:", 0) == 0 ? catalogConfig(name.substr(8)) : testConfig(name);
            INFO(row.source << ": counted " << arch.params.total);
            CHECK(arch.modelType == row.modelType);
            CHECK(within(arch.params.total, row.published));
        }
    }
}

TEST_CASE("Gemma 3 27B: text, SigLIP tower and projector add up to the checkpoint",
          "[params][families]") {
    const ModelArch a = catalogConfig("gemma-3-27b");
    // Text: embedding 262,208 × 5376 (Gemma3TextConfig's default vocabulary; the published
    // text_config leaves it out), 62 layers, final norm.
    CHECK(a.params.embedding == 262208.0 * 5376);
    CHECK(a.params.lmHead == 0); // tied
    // Our count; keras-hub's gemma3_27b_text preset (vocabulary 262,144) has 27,009,002,240,
    // which is ours less 64 × 5376 embedding rows.
    CHECK(a.params.text == 27'009'346'304.0);
    CHECK(a.params.text - 64.0 * 5376 == 27'009'002'240.0);
    // SigLIP so400m (27 blocks of 1152) 416,866,032 + projector 1152 × 5376 + 1152.
    CHECK(a.params.vision == 416'866'032.0 + 1152.0 * 5376 + 1152);
    CHECK(a.params.total == 27'432'406'640.0);
    // 5 of every 6 layers slide over 1,024 tokens: 62 layers → 52 sliding, 10 global.
    CHECK(a.slidingWindow == 1024);
    CHECK(a.slidingLayers == 52);
    CHECK(a.attention.qkNorm);
    CHECK(imageTokens(a.vision, 1024, 768) == 256); // every image pooled to 256 tokens
}

TEST_CASE("Gemma 2 caps its attention scores and slides every other layer", "[params][families]") {
    const ModelArch a = testConfig("gemma-2-9b");
    CHECK(a.attention.softcap == 50.0);
    CHECK(a.slidingWindow == 4096);
    CHECK(a.slidingLayers == 21);
    // The published checkpoint is float32 (torch_dtype): 4 B per parameter.
    CHECK(a.params.checkpointBytes == 4 * a.params.total);
}

TEST_CASE("GPT-NeoX: Pythia's non-embedding count matches its table", "[params][families]") {
    const ModelArch a = testConfig("pythia-160m");
    // EleutherAI/pythia-160m model card: 160M = 85,056,000 non-embedding parameters; embed_in and
    // embed_out are untied, 50,304 × 768 each.
    CHECK(a.params.total - a.params.embedding - a.params.lmHead == 85'056'000.0);
    CHECK_FALSE(a.tiedEmbeddings);
}

TEST_CASE("Falcon-7B: multi-query attention, one LayerNorm, the tied head stored twice",
          "[params][families]") {
    const ModelArch a = testConfig("falcon-7b");
    CHECK(a.attention.kvHeads == 1);
    CHECK(a.attention.headDim == 64);
    CHECK(a.tiedEmbeddings);
    // query_key_value 4544 -> 4544 + 2·64, dense, 4h MLP, one LayerNorm (parallel attention).
    const double h = 4544, layer = h * (h + 128) + h * h + 2 * h * 4 * h + 2 * h;
    CHECK(a.params.total == 32 * layer + 65024.0 * h + 2 * h);
    // tiiuae/falcon-7b's safetensors store lm_head.weight beside the word embeddings
    // (14.43 GB in BF16; "7.22B" on its page): the count plus one V × h copy.
    CHECK(within(a.params.total + a.params.embedding, 7.22 * B));
}

TEST_CASE("Phi-2: parallel attention with biases and a head with bias", "[params][families]") {
    const ModelArch a = testConfig("phi-2");
    CHECK_FALSE(a.mlp.gated);
    CHECK(a.params.total == 2'779'683'840.0);
}

TEST_CASE("DeepSeek-V3: MLA, shared experts, dense first layers, MTP and the FP8 checkpoint",
          "[params][families]") {
    const ModelArch a = catalogConfig("deepseek-v3");
    CHECK(a.mla.qLoraRank == 1536);
    CHECK(a.mla.kvLoraRank == 512);
    CHECK(a.moeLayers == 58); // layers 3..60
    CHECK(a.mtpLayers == 1);
    // DeepSeek-V3 README: 671B main model + 14B MTP module. Our count of the main model is
    // 671,026,419,200 and of the MTP layer (an MoE decoder layer, eh_proj, norms and its own
    // embedding and head) 13,463,426,304 — both computed here from config.json, not published;
    // README_WEIGHTS.md gives 11.5B unique MTP parameters (ours without the shared embedding and
    // head: 11.61B).
    CHECK(a.params.total - a.params.mtp == 671'026'419'200.0);
    CHECK(a.params.mtp == 13'463'426'304.0);
    // The safetensors metadata (684,531,386,000) counts the FP8 weights, the BF16 rest and the
    // fp32 scales, one per 128 × 128 block of every FP8 linear.
    CHECK(a.params.total + a.params.fp8Scales == 684'531'386'000.0);
    // Active: 8 of 256 routed experts per token (DeepSeek-V3 README: 37B activated;
    // README_WEIGHTS.md: 36.7B in the main model). 37,552,297,472 is our count with the input
    // embedding; without it (a lookup) 36.63B, within the rounding of the published 36.7B.
    const double expert = 3.0 * 7168 * 2048;
    CHECK(a.params.active == a.params.total - 59 * 248 * expert);
    const double mainActive = a.params.total - a.params.mtp - 58 * 248 * expert;
    CHECK(mainActive == 37'552'297'472.0);
    CHECK(std::abs((mainActive - a.params.embedding) / (36.7 * B) - 1) < 0.003);
    // Checkpoint: FP8 linears 1 B, scales 4 B, the rest BF16; 163 files of 688.6 GB in all.
    CHECK(a.params.checkpointBytes ==
          a.params.fp8 + 4 * a.params.fp8Scales + 2 * (a.params.total - a.params.fp8));
    CHECK(std::abs(a.params.checkpointBytes / 1e9 - 688.6) < 1.0);
}

TEST_CASE("DeepSeek-V2-Lite: MLA without a query bottleneck, two shared experts",
          "[params][families]") {
    const ModelArch a = testConfig("deepseek-v2-lite");
    CHECK(a.mla.qLoraRank == 0);
    CHECK(a.mlp.sharedExpertIntermediate == 2 * 1408);
    CHECK(a.moeLayers == 26);
    // Model card: 15.7B total, 2.4B activated (without the 102,400 × 2048 input embedding).
    CHECK(a.params.total == 15'706'484'224.0);
    CHECK(std::abs((a.params.active - a.params.embedding) / B - 2.4) < 0.1);
}

TEST_CASE("gpt-oss-120b: experts, sinks, MXFP4 checkpoint and the active count",
          "[params][families]") {
    const ModelArch a = catalogConfig("gpt-oss-120b");
    CHECK(a.attention.sinks);
    CHECK(a.slidingWindow == 128);
    CHECK(a.slidingLayers == 18);
    CHECK(a.params.total == 116'829'156'672.0);
    // Model card Table 1: 5.13B active. Our reading: the count takes the unembedding but not
    // the input embedding (a lookup); the card's text on this is not in our sources.
    CHECK(within(a.params.active - a.params.embedding, 5.13 * B));
    // MXFP4 experts (4.25 bits per weight), everything else BF16: 60.8 GiB (Table 1).
    CHECK(a.params.mxfp4 == 36.0 * 128 * 3 * 2880 * 2880);
    CHECK(std::abs(a.params.checkpointBytes / double(1ull << 30) - 60.8) < 0.05);
}

TEST_CASE("Llama 4 Scout: every layer MoE with a shared expert, vision tower",
          "[params][families]") {
    const ModelArch a = catalogConfig("llama-4-scout");
    CHECK(a.moeLayers == 48);
    CHECK(a.mlp.experts == 16);
    CHECK(a.mlp.expertsPerToken == 1);
    CHECK(a.slidingWindow == 8192);
    CHECK(a.slidingLayers == 36); // RoPE layers attend in chunks; every fourth is global
    CHECK(a.params.vision == 850'960'896.0 + 4096.0 * 5120);
    // Meta's model card: 17B active (the text model with 1 of 16 experts and the shared one).
    CHECK(std::abs((a.params.active - a.params.vision) / B - 17) < 0.5);
    CHECK(imageTokens(a.vision, 336, 336) == 144);
}

TEST_CASE("Mistral Small 3.1: the Mistral Small 3 text model plus Pixtral", "[params][families]") {
    const ModelArch a = catalogConfig("mistral-small-3.1-24b");
    // The Mistral Small 3 text model alone: 23,572,403,200 (keras-hub preset
    // magistral_small_2506_en, the same text model).
    CHECK(a.params.text == 23'572'403'200.0);
    CHECK(a.vision.present);
    CHECK(a.vision.spatialMergeSize == 2);
}

TEST_CASE("GLM-4.5-Air: MoE with a shared expert and the MTP layer", "[params][families]") {
    const ModelArch a = testConfig("glm-4.5-air");
    CHECK(a.moeLayers == 45);
    CHECK(a.mtpLayers == 1);
    // Z.ai: 106B total, 12B active (the main model, figures cut to whole billions); the
    // Hugging Face page shows 110B with the MTP layer.
    CHECK(std::floor((a.params.total - a.params.mtp) / B) == 106);
    const double idleMain = 45 * 120 * 3.0 * 4096 * 1408; // 120 of 128 experts idle
    CHECK(std::floor((a.params.total - a.params.mtp - idleMain - a.params.embedding) / B) == 12);
    CHECK(std::lround(a.params.total / B) == 110);
}

TEST_CASE("Nemotron-H: Mamba-2, attention and MLP blocks from the pattern", "[params][families]") {
    const ModelArch a = testConfig("nvidia-nemotron-nano-9b-v2");
    CHECK(a.mambaLayers == 27);
    CHECK(a.fullAttentionLayers == 4);
    CHECK(a.mlpOnlyLayers == 25);
    CHECK(a.mamba.heads == 128);
    CHECK(a.mamba.stateSize == 128);
    // One Mamba-2 block: in_proj 4480 -> 2·10240 + 2·8·128 + 128, conv1d over 12,288 channels
    // (kernel 4, bias), dt_bias / A_log / D, gated norm, out_proj, block norm.
    const double h = 4480, inner = 10240, conv = inner + 2 * 8 * 128;
    const double mamba =
        h * (2 * inner + 2 * 8 * 128 + 128) + conv * 5 + 3 * 128 + inner + inner * h + h;
    CHECK(mamba == 147'450'624.0);
    CHECK(a.params.total == 8'888'227'328.0);
}

TEST_CASE("an unknown model_type is one line naming it and every supported type",
          "[params][families]") {
    auto arch = parseModelConfig(
        nlohmann::json::parse(R"({"model_type": "rwkv7", "hidden_size": 8})"), "config.json");
    REQUIRE_FALSE(arch.ok());
    const std::string line = arch.error().toString();
    CHECK(line.find('\n') == std::string::npos);
    CHECK(line.find("config.json") != std::string::npos);
    CHECK(line.find("model_type") != std::string::npos);
    CHECK(line.find("'rwkv7'") != std::string::npos);
    CHECK(line.find("_text part") != std::string::npos);
    for (const char* t :
         {"gemma",    "gemma2",     "gemma3",      "phi",         "phi3",    "gpt_neox", "falcon",
          "olmo2",    "granite",    "deepseek_v2", "deepseek_v3", "gpt_oss", "llama4",   "glm4_moe",
          "mistral3", "nemotron_h", "smollm3",     "qwen",        "llama",   "qwen3_moe"})
        CHECK((line.find(" " + std::string(t) + " ") != std::string::npos ||
               line.find(" " + std::string(t) + ";") != std::string::npos));
}

TEST_CASE("MLA's largest linear is one of its own projections, not a q/k/v of heads × head_dim",
          "[families][memory]") {
    // QLoRA dequantises one linear at a time (memory model: the largest). DeepSeek-V3's
    // attention (transformers DeepseekV3Attention): q_a 7168→1536, q_b 1536→128·192, kv_a
    // 7168→512+64, kv_b 512→128·(128+128), o 128·128→7168: o_proj is the largest.
    ModelArch a = catalogConfig("deepseek-v3");
    // Set the MLPs aside so that the attention decides.
    a.mlp.intermediate = 0;
    a.mlp.moeIntermediate = 0;
    a.mlp.sharedExpertIntermediate = 0;
    CHECK(largestLinearWeights(a) == 128.0 * 128 * 7168);
    // A q/k/v of 128 heads × 192 (nope + rope) from 7168 would count 7168 · 24,576.
    CHECK(largestLinearWeights(a) < 7168.0 * 128 * 192);
    // With its MLPs, the dense layers' 7168 × 18,432 projections are the largest.
    CHECK(largestLinearWeights(catalogConfig("deepseek-v3")) == 7168.0 * 18432);
}
