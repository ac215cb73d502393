#include "modelfamilies.h"

#include "familyparts.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

// Parameter counts from module shapes, read from the Hugging Face transformers modeling code
// (huggingface/transformers, src/transformers/models/<type>/modeling_<type>.py; the versions
// read: gemma, gemma2, gemma3, siglip, phi, phi3, gpt_neox, falcon, olmo2, granite, smollm3,
// deepseek_v2, deepseek_v3, gpt_oss (modeling_gpt_oss.py at 6edf5b311854), llama4, glm4_moe,
// mistral3, pixtral, nemotron_h) and, for the original Qwen, the model's own modeling_qwen.py
// (Qwen/Qwen-7B, QWenAttention / QWenMLP). Multi-token-prediction layers follow vLLM
// (vllm/model_executor/models/deepseek_mtp.py, glm4_moe_mtp.py): a decoder layer plus enorm,
// hnorm, eh_proj (2h -> h), shared_head.norm, shared_head.head and its own embed_tokens, which
// the DeepSeek-V3 checkpoint stores as model.layers.61.*. Keys a config omits take the
// defaults of the transformers config class (configuration_<type>.py), as transformers does
// when it loads the file; each default names its class. The families are read in
// familiesdense.cpp and familiesmoe.cpp from the building blocks of familyparts.cpp; this file
// holds the table of model_type values and fills ParameterCounts.

namespace headroom::config {

using namespace family;

namespace {

struct FamilyEntry {
    const char* modelType;
    FamilyReader read;
};

// clang-format off
const FamilyEntry kFamilies[] = {
    {"gemma",       gemma},
    {"gemma2",      gemma2},
    {"gemma3",      gemma3},
    {"gemma3_text", gemma3Text},
    {"phi",         phi},
    {"phi3",        phi3},
    {"gpt_neox",    gptNeox},
    {"falcon",      falcon},
    {"olmo2",       olmo2},
    {"granite",     granite},
    {"smollm3",     smollm3},
    {"deepseek_v2", deepseekV2},
    {"deepseek_v3", deepseekV3},
    {"gpt_oss",     gptOss},
    {"llama4",      llama4},
    {"llama4_text", llama4Text},
    {"glm4_moe",    glm4Moe},
    {"mistral3",    mistral3},
    {"nemotron_h",  nemotronH},
    {"qwen",        qwenV1},
};
// clang-format on

} // namespace

const std::vector<std::string>& familyModelTypes() {
    static const std::vector<std::string> types = [] {
        std::vector<std::string> out;
        for (const auto& f : kFamilies)
            out.emplace_back(f.modelType);
        return out;
    }();
    return types;
}

double storedDtypeBytes(const Section& root) {
    std::string dtype = root.optionalString("torch_dtype");
    if (dtype.empty())
        dtype = root.optionalString("dtype");
    return dtype == "float32" ? 4.0 : 2.0;
}

void parseFamilyConfig(const Section& root, const std::string& modelType, ModelArch& a) {
    const FamilyEntry* entry = nullptr;
    for (const auto& f : kFamilies)
        if (modelType == f.modelType)
            entry = &f;
    if (!entry)
        root.fail("model_type", "not one of the families read here");
    Storage st;
    // DeepSeek-V3's FP8 checkpoint: quantization_config {"quant_method": "fp8",
    // "weight_block_size": [128, 128]}; the decoder layers' linears are FP8, the router,
    // embeddings, head and norms BF16.
    if (const auto q = root.child("quantization_config")) {
        if (q->optionalString("quant_method") == "fp8") {
            const auto block = q->optionalIntList("weight_block_size");
            st.fp8Block = block.empty() ? 128 : std::max(1, block[0]);
        }
    }
    Parts p;
    entry->read(root, a, p, st);

    const double h = a.hidden, vocab = a.vocab;
    ParameterCounts& c = a.params;
    c.embedding = vocab * h;
    c.lmHead = a.tiedEmbeddings ? 0 : vocab * h;
    c.text = c.embedding + c.lmHead + p.headBias + p.finalNorm + p.layers.params;
    c.textLinear = p.layers.linear;
    c.loraInOutPerRank = p.layers.lora;
    c.loraByTarget = p.layers.byTarget;
    c.outByTarget = p.layers.outByTarget;
    c.loraOutAll = p.layers.loraOut;
    // PEFT LoRA on the head (Linear h -> V) and on the embedding (lora_embedding_A r × V,
    // lora_embedding_B h × r): r · (V + h) each.
    c.loraByTarget[7] = vocab + h;
    c.outByTarget[7] = vocab;
    c.loraByTarget[8] = vocab + h;
    c.outByTarget[8] = h;
    c.mtp = p.mtp.params;
    c.vision = p.vision;
    c.visionBlocks = p.visionBlocks;
    c.total = c.text + c.mtp + c.vision;
    c.active = c.total - p.layers.idle - p.mtp.idle;
    c.mxfp4 = p.layers.mxfp4 + p.mtp.mxfp4;
    c.fp8 = p.layers.fp8 + p.mtp.fp8;
    c.fp8Scales = p.layers.fp8Scales + p.mtp.fp8Scales;
    // OCP Microscaling (MX) v1.0 §5.2: MXFP4 blocks of 32 E2M1 values (4 bits) share one E8M0
    // scale (8 bits): 4.25 bits per weight. FP8 E4M3 1 B, its scales fp32.
    c.checkpointBytes = (c.total - c.mxfp4 - c.fp8) * storedDtypeBytes(root) + c.fp8 +
                        4 * c.fp8Scales + c.mxfp4 * 4.25 / 8;
}

} // namespace headroom::config
