#include "modelarch.h"

#include "configsection.h"
#include "jsonreader.h"
#include "modelfamilies.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

// Module shapes follow the Hugging Face transformers modeling code (models/<type>/modular_*.py)
// and vLLM's qwen3_5_mtp.py for the multi-token-prediction layers, which transformers skips
// when loading (`_keys_to_ignore_on_load_unexpected = [r"^mtp.*"]`). Each count below names
// the module it comes from.

namespace headroom {

namespace {

using nlohmann::json;

using config::ConfigError;
using config::describe;
using config::Section;

// ---------------------------------------------------------------------------------------------
// Families

enum class Family {
    Llama,     ///< llama, mistral: plain GQA attention + SwiGLU
    Qwen2,     ///< qwen2, qwen2_5_vl text: biases on q, k, v
    Qwen3,     ///< qwen3, qwen3_vl text: q/k RMSNorm, explicit head_dim
    Mixtral,   ///< every MLP a top-k MoE, no shared expert
    Qwen3Moe,  ///< MoE with decoder_sparse_step / mlp_only_layers
    Qwen3Next, ///< hybrid DeltaNet / gated attention + MoE with a gated shared expert
    Qwen35,    ///< hybrid, dense SwiGLU, split DeltaNet input projections
    Qwen35Moe, ///< hybrid, MoE with a gated shared expert, split DeltaNet input projections
};

enum class VisionStyle { None, Qwen25, Qwen3 };

struct TypeInfo {
    const char* modelType;
    Family family;
    const char* textType; ///< model_type expected in text_config (nullptr: not composite)
    VisionStyle vision;   ///< tower a vision_config describes
    bool flatTextAllowed; ///< qwen2_5_vl: text keys may sit at the top level
};

// clang-format off
constexpr TypeInfo kTypes[] = {
    {"llama",            Family::Llama,     nullptr,            VisionStyle::None,   false},
    {"mistral",          Family::Llama,     nullptr,            VisionStyle::None,   false},
    {"mixtral",          Family::Mixtral,   nullptr,            VisionStyle::None,   false},
    {"qwen2",            Family::Qwen2,     nullptr,            VisionStyle::None,   false},
    {"qwen2_5_vl",       Family::Qwen2,     "qwen2_5_vl_text",  VisionStyle::Qwen25, true},
    {"qwen2_5_vl_text",  Family::Qwen2,     nullptr,            VisionStyle::None,   false},
    {"qwen3",            Family::Qwen3,     nullptr,            VisionStyle::None,   false},
    {"qwen3_moe",        Family::Qwen3Moe,  nullptr,            VisionStyle::None,   false},
    {"qwen3_vl",         Family::Qwen3,     "qwen3_vl_text",    VisionStyle::Qwen3,  false},
    {"qwen3_vl_text",    Family::Qwen3,     nullptr,            VisionStyle::None,   false},
    {"qwen3_next",       Family::Qwen3Next, nullptr,            VisionStyle::None,   false},
    {"qwen3_5",          Family::Qwen35,    "qwen3_5_text",     VisionStyle::Qwen3,  false},
    {"qwen3_5_text",     Family::Qwen35,    nullptr,            VisionStyle::None,   false},
    {"qwen3_5_moe",      Family::Qwen35Moe, "qwen3_5_moe_text", VisionStyle::Qwen3,  false},
    {"qwen3_5_moe_text", Family::Qwen35Moe, nullptr,            VisionStyle::None,   false},
};
// clang-format on

/// Every model_type read, in one line short enough for an error (Error cuts a part at
/// kMaxPartBytes): the composite configs' "_text" types are named once at the end.
std::string supportedList() {
    std::vector<std::string> all;
    auto add = [&all](const std::string& t) {
        if (t.size() < 5 || t.compare(t.size() - 5, 5, "_text") != 0)
            all.push_back(t);
    };
    for (const auto& t : kTypes)
        add(t.modelType);
    for (const auto& t : config::familyModelTypes())
        add(t);
    std::sort(all.begin(), all.end());
    std::string out;
    for (const auto& t : all)
        out += (out.empty() ? "" : " ") + t;
    return out + "; and the *_text part of each composite one";
}

bool isFamilyType(const std::string& modelType) {
    const auto& types = config::familyModelTypes();
    return std::find(types.begin(), types.end(), modelType) != types.end();
}

const TypeInfo* findType(const std::string& modelType) {
    for (const auto& t : kTypes)
        if (modelType == t.modelType)
            return &t;
    return nullptr;
}

bool isHybrid(Family f) {
    return f == Family::Qwen3Next || f == Family::Qwen35 || f == Family::Qwen35Moe;
}

// ---------------------------------------------------------------------------------------------
// Counting. Everything in double: 10^11 parameters and products of two widths overflow int.

/// Parameters of one block, split the ways the sizing needs them.
struct Tally {
    double params = 0; ///< everything stored
    double linear = 0; ///< weights of linear layers (quantised by QLoRA / FP8)
    double lora = 0;   ///< Σ (in + out) over the LoRA target linears
    double idle = 0;   ///< expert weights a token does not use (MoE)
    Tally& operator+=(const Tally& o) {
        params += o.params;
        linear += o.linear;
        lora += o.lora;
        idle += o.idle;
        return *this;
    }
};

Tally times(Tally t, double n) {
    t.params *= n;
    t.linear *= n;
    t.lora *= n;
    t.idle *= n;
    return t;
}

/// A bias-free linear layer in -> out.
Tally linear(double in, double out) {
    return {in * out, in * out, in + out, 0};
}

/// Softmax attention. Llama/Qwen2/Qwen3 (modeling_llama.py LlamaAttention, modeling_qwen2.py,
/// modeling_qwen3.py): q h -> H·d, k and v h -> KV·d, o H·d -> h; Qwen2 adds biases on q, k, v,
/// Qwen3 RMSNorm(d) on q and k. Qwen3-Next/Qwen3.5 gated attention (modular_qwen3_next.py
/// Qwen3NextAttention): q_proj h -> 2·H·d, the second half a sigmoid gate on the output.
Tally attention(double h, const AttentionShape& a) {
    const double d = a.headDim;
    const double qOut = a.heads * d * (a.outputGate ? 2 : 1);
    const double kvOut = a.kvHeads * d;
    Tally t;
    t += linear(h, qOut);
    t += linear(h, kvOut);
    t += linear(h, kvOut);
    t += linear(a.heads * d, h);
    if (a.qkvBias)
        t.params += a.heads * d + 2 * kvOut; // bias of the query (not the gate) and of k, v
    if (a.outputBias)
        t.params += h;
    if (a.qkNorm)
        t.params += 2 * d;
    return t;
}

/// Gated DeltaNet (modular_qwen3_5.py Qwen3_5GatedDeltaNet, modular_qwen3_next.py
/// Qwen3NextGatedDeltaNet): in_proj_qkv h -> 2·Hk·dk + Hv·dv, in_proj_z h -> Hv·dv,
/// in_proj_b and in_proj_a h -> Hv (Qwen3-Next fuses these into in_proj_qkvz and in_proj_ba,
/// same weights), a depthwise causal conv1d over the q, k, v channels without bias, A_log and
/// dt_bias (Hv each), a gated RMSNorm(dv), out_proj Hv·dv -> h.
Tally deltaNet(double h, const DeltaNetShape& d) {
    const double keyDim = double(d.keyHeads) * d.keyHeadDim;
    const double valueDim = double(d.valueHeads) * d.valueHeadDim;
    const double convDim = 2 * keyDim + valueDim;
    Tally t;
    if (d.fusedProjections) {
        t += linear(h, 2 * keyDim + 2 * valueDim);
        t += linear(h, 2.0 * d.valueHeads);
    } else {
        t += linear(h, convDim);
        t += linear(h, valueDim);
        t += linear(h, d.valueHeads);
        t += linear(h, d.valueHeads);
    }
    t += linear(valueDim, h);
    t.params += convDim * d.convKernel + 2.0 * d.valueHeads + d.valueHeadDim;
    return t;
}

/// SwiGLU MLP gate/up h -> I, down I -> h (LlamaMLP, Qwen2MLP, Qwen3MLP).
Tally denseMlp(double h, double intermediate) {
    Tally t;
    t += linear(h, intermediate);
    t += linear(h, intermediate);
    t += linear(intermediate, h);
    return t;
}

/// Sparse MoE block: router h -> E (MixtralSparseMoeBlock, Qwen2MoeTopKRouter), E SwiGLU
/// experts of width I_moe, and for Qwen3-Next/Qwen3.5-MoE a shared expert with a sigmoid gate
/// h -> 1 (Qwen2MoeSparseMoeBlock.shared_expert_gate). Router and shared-expert gate stay out
/// of `linear` and `lora`: they are kept in BF16 by QLoRA/FP8 recipes and are no LoRA targets.
Tally moe(double h, const MlpShape& m) {
    const Tally expert = denseMlp(h, m.moeIntermediate);
    Tally t = times(expert, m.experts);
    t.idle = expert.params * (m.experts - m.expertsPerToken);
    t.params += h * m.experts; // router
    if (m.sharedExpertIntermediate > 0)
        t += denseMlp(h, m.sharedExpertIntermediate);
    if (m.sharedExpertGate)
        t.params += h;
    return t;
}

/// ViT tower of the Qwen-VL family. Qwen3-VL / Qwen3.5 (modular_qwen3_vl.py): Conv3d patch
/// embedding with bias, learned position embedding, blocks with LayerNorm norm1/norm2,
/// qkv w -> 3w and proj w -> w with biases, MLP linear_fc1/fc2 with biases, the patch merger
/// LayerNorm(w), fc1 w·m² -> w·m², fc2 w·m² -> out (biases), plus one merger per DeepStack
/// index whose LayerNorm is over w·m². Qwen2.5-VL (modeling_qwen2_5_vl.py): Conv3d without
/// bias, no position embedding, RMSNorm, gated MLP gate/up/down with biases, merger ln_q
/// RMSNorm(w) and the same two linears.
struct VisionCount {
    double total = 0;
    double blocks = 0;
};

VisionCount visionCount(const VisionShape& v) {
    const double w = v.hidden;
    const double inter = v.intermediate;
    const double merged = w * v.spatialMergeSize * v.spatialMergeSize;
    const auto norm = [&](double width) { return v.layerNorm ? 2 * width : width; };

    const double patch =
        double(v.inChannels) * v.temporalPatchSize * v.patchSize * v.patchSize * w +
        (v.patchBias ? w : 0);
    const double position = double(v.positionEmbeddings) * w;
    const double blockWeights = 4 * w * w + (v.gatedMlp ? 3 : 2) * w * inter;
    const double blockBiases = 3 * w + w + (v.gatedMlp ? 2 * inter + w : inter + w);
    const double block = blockWeights + blockBiases + 2 * norm(w);
    const double mergerLinears = merged * merged + merged + merged * v.outHidden + v.outHidden;
    const double merger = norm(w) + mergerLinears;
    const double deepstack = v.deepstackMergers * (norm(merged) + mergerLinears);

    VisionCount c;
    c.blocks = v.depth * blockWeights;
    c.total = patch + position + v.depth * block + merger + deepstack;
    return c;
}

// ---------------------------------------------------------------------------------------------
// Parsing

AttentionShape readAttention(const Section& text, Family family, int hidden) {
    AttentionShape a;
    a.heads = text.requiredInt("num_attention_heads");
    a.kvHeads = text.optionalInt("num_key_value_heads", a.heads);
    if (a.heads % a.kvHeads != 0)
        text.fail("num_key_value_heads", "num_attention_heads (" + std::to_string(a.heads) +
                                             ") is not a multiple of num_key_value_heads (" +
                                             std::to_string(a.kvHeads) + ")");
    if (text.has("head_dim")) {
        a.headDim = text.requiredInt("head_dim");
    } else {
        if (hidden % a.heads != 0)
            text.fail("head_dim", "missing, and hidden_size is not a multiple of "
                                  "num_attention_heads");
        a.headDim = hidden / a.heads;
    }
    const bool bias = text.optionalBool("attention_bias", false);
    switch (family) {
    case Family::Qwen2:
        a.qkvBias = true; // Qwen2Attention: q, k, v with bias, o without
        break;
    case Family::Qwen3:
    case Family::Qwen3Moe:
        a.qkNorm = true;
        a.qkvBias = a.outputBias = bias;
        break;
    case Family::Qwen3Next:
    case Family::Qwen35:
    case Family::Qwen35Moe:
        a.qkNorm = true;
        a.qkvBias = a.outputBias = bias;
        a.outputGate = text.optionalBool("attn_output_gate", true);
        break;
    case Family::Llama:
    case Family::Mixtral:
        a.qkvBias = a.outputBias = bias; // LlamaAttention: attention_bias on all four
        break;
    }
    return a;
}

DeltaNetShape readDeltaNet(const Section& text, Family family) {
    DeltaNetShape d;
    d.keyHeads = text.requiredInt("linear_num_key_heads");
    d.valueHeads = text.requiredInt("linear_num_value_heads");
    d.keyHeadDim = text.requiredInt("linear_key_head_dim");
    d.valueHeadDim = text.requiredInt("linear_value_head_dim");
    d.convKernel = text.requiredInt("linear_conv_kernel_dim");
    if (d.valueHeads % d.keyHeads != 0)
        text.fail("linear_num_value_heads", "not a multiple of linear_num_key_heads");
    d.fusedProjections = family == Family::Qwen3Next;
    // The recurrent state's dtype (Qwen3.5 config.json "mamba_ssm_dtype": "float32").
    if (text.optionalString("mamba_ssm_dtype") == "float32")
        d.ssmStateBytes = 4;
    return d;
}

/// Which layers are softmax attention: `layer_types` where given, else every
/// `full_attention_interval`-th layer (Qwen3NextConfig: layer i is full iff (i+1) % n == 0).
std::vector<LayerKind> readLayerKinds(const Section& text, Family family, int layers) {
    std::vector<LayerKind> kinds(layers, LayerKind::FullAttention);
    if (!isHybrid(family))
        return kinds;
    if (text.has("layer_types")) {
        const auto types = text.optionalStringList("layer_types");
        if (int(types.size()) != layers)
            text.fail("layer_types", "has " + std::to_string(types.size()) +
                                         " entries, num_hidden_layers is " +
                                         std::to_string(layers));
        for (int i = 0; i < layers; ++i) {
            if (types[i] == "linear_attention")
                kinds[i] = LayerKind::LinearAttention;
            else if (types[i] != "full_attention")
                text.fail("layer_types/" + std::to_string(i),
                          "unknown layer type '" + types[i] +
                              "' (expected linear_attention or full_attention)");
        }
        return kinds;
    }
    const int interval = text.optionalInt("full_attention_interval", 4);
    for (int i = 0; i < layers; ++i)
        if ((i + 1) % interval != 0)
            kinds[i] = LayerKind::LinearAttention;
    return kinds;
}

/// The MLP of every layer: true where it is a mixture of experts. Mixtral: all layers;
/// Qwen MoE (Qwen3MoeDecoderLayer, Qwen3NextDecoderLayer): layer i unless it is listed in
/// mlp_only_layers, when num_experts > 0 and (i+1) % decoder_sparse_step == 0.
std::vector<bool> readMlp(const Section& text, Family family, int layers, MlpShape& m) {
    std::vector<bool> isMoe(layers, false);
    m.gated = true;
    if (family == Family::Mixtral) {
        m.intermediate = text.requiredInt("intermediate_size");
        m.experts = text.requiredInt("num_local_experts");
        m.moeIntermediate = m.intermediate;
        isMoe.assign(layers, true);
    } else if (family == Family::Qwen3Moe || family == Family::Qwen3Next ||
               family == Family::Qwen35Moe) {
        m.experts = text.optionalInt("num_experts", 0, 0);
        if (m.experts > 0) {
            m.moeIntermediate = text.requiredInt("moe_intermediate_size");
            if (family != Family::Qwen3Moe) {
                m.sharedExpertIntermediate =
                    text.optionalInt("shared_expert_intermediate_size", 0, 0);
                m.sharedExpertGate = m.sharedExpertIntermediate > 0;
            }
            const int step = text.optionalInt("decoder_sparse_step", 1);
            // One pass over the list, one over the layers: linear in both (an index beyond
            // the layers names no layer, as in Qwen3MoeDecoderLayer's `layer_idx not in`).
            std::vector<bool> dense(static_cast<std::size_t>(layers), false);
            for (int j : text.optionalIntList("mlp_only_layers"))
                if (j < layers)
                    dense[static_cast<std::size_t>(j)] = true;
            for (int i = 0; i < layers; ++i)
                isMoe[i] = !dense[static_cast<std::size_t>(i)] && (i + 1) % step == 0;
        }
    }
    if (m.experts > 0) {
        m.expertsPerToken = text.requiredInt("num_experts_per_tok");
        if (m.expertsPerToken > m.experts)
            text.fail("num_experts_per_tok",
                      "is larger than the number of experts (" + std::to_string(m.experts) + ")");
    }
    bool anyDense = false;
    for (bool moeLayer : isMoe)
        anyDense = anyDense || !moeLayer;
    if (family != Family::Mixtral)
        m.intermediate = anyDense ? text.requiredInt("intermediate_size")
                                  : text.optionalInt("intermediate_size", 0, 0);
    return isMoe;
}

VisionShape readVision(const Section& v, VisionStyle style, int textHidden) {
    VisionShape s;
    s.present = true;
    s.depth = v.requiredInt("depth");
    s.hidden = v.requiredInt("hidden_size");
    s.intermediate = v.requiredInt("intermediate_size");
    s.heads = v.requiredInt("num_heads");
    if (s.hidden % s.heads != 0)
        v.fail("num_heads", "hidden_size is not a multiple of num_heads");
    s.patchSize = v.requiredInt("patch_size");
    s.temporalPatchSize = v.optionalInt("temporal_patch_size", 2);
    s.spatialMergeSize = v.optionalInt("spatial_merge_size", 2);
    s.inChannels = v.has("in_channels") ? v.requiredInt("in_channels")
                                        : v.optionalInt("in_chans", 3); // older Qwen2.5-VL key
    s.outHidden = v.optionalInt("out_hidden_size", textHidden);
    if (style == VisionStyle::Qwen25) {
        s.gatedMlp = true;
        s.layerNorm = false;
        s.patchBias = false;
        s.positionEmbeddings = 0; // 2-D rotary only
    } else {
        s.gatedMlp = false;
        s.layerNorm = true;
        s.patchBias = true;
        s.positionEmbeddings = v.requiredInt("num_position_embeddings");
        s.deepstackMergers = int(v.optionalIntList("deepstack_visual_indexes").size());
    }
    return s;
}

/// GPTQ (transformers GPTQConfig: bits, group_size, lm_head) and AWQ (AwqConfig: bits,
/// group_size; AutoAWQ's own w_bit, q_group_size): what the `gptq` / `awq` quantizer counts per
/// weight; and the modules any quantised checkpoint keeps unconverted.
QuantizationConfig readQuantization(const Section& root) {
    QuantizationConfig qc;
    if (const auto q = root.child("quantization_config")) {
        qc.method = q->optionalString("quant_method");
        qc.bits = q->optionalInt("bits", q->optionalInt("w_bit", 0, 0), 0);
        qc.groupSize = q->optionalInt("group_size", q->optionalInt("q_group_size", 0, -1), -1);
        qc.lmHead = q->optionalBool("lm_head", false);
        // The modules left in BF16 (notconverted.h counts them); AWQ configs write null.
        for (const char* key : {"modules_to_not_convert", "ignored_layers", "ignore"})
            if (q->has(key) && !q->find(key)->is_null())
                for (std::string& m : q->optionalStringList(key))
                    qc.notConverted.push_back(std::move(m));
    }
    return qc;
}

/// model_type: one of the types read here or by a family importer (modelfamilies.h). The
/// type's entry, or null for a family type.
const TypeInfo* readModelType(const Section& root, std::string& modelType) {
    modelType = root.optionalString("model_type");
    if (modelType.empty())
        root.fail("model_type", "missing (supported: " + supportedList() + ")");
    const TypeInfo* type = findType(modelType);
    if (!type && !isFamilyType(modelType))
        root.fail("model_type", "unsupported model_type '" + modelType +
                                    "' (supported: " + supportedList() + ")");
    return type;
}

/// architectures[0], the model class the config names (empty when it names none).
std::string readArchitecture(const Section& root) {
    const json* archs = root.find("architectures");
    if (!archs)
        return {};
    if (!archs->is_array())
        root.fail("architectures", "expected an array of strings, got " + describe(*archs));
    if (archs->empty())
        return {};
    if (!(*archs)[0].is_string())
        root.fail("architectures/0", "expected a string, got " + describe((*archs)[0]));
    return (*archs)[0].get<std::string>();
}

/// Composite (vision-language) configs keep the language model in text_config: that section,
/// or nothing when the type keeps it at the top level.
std::optional<Section> readTextConfig(const Section& root, const TypeInfo& type,
                                      const std::string& modelType) {
    std::optional<Section> textChild = type.textType ? root.child("text_config") : std::nullopt;
    if (type.textType && !textChild && !type.flatTextAllowed)
        root.fail("text_config", "missing (a '" + modelType +
                                     "' config keeps the language "
                                     "model there)");
    return textChild;
}

/// The language model's model_type: the composite type's text type, and a text_config's own
/// model_type must agree with it.
std::string textModelType(const Section& text, bool inTextConfig, const TypeInfo& type,
                          const std::string& modelType) {
    if (!type.textType)
        return modelType;
    const std::string inner = inTextConfig ? text.optionalString("model_type") : std::string();
    if (!inner.empty() && inner != type.textType && inner != modelType)
        text.fail("model_type", "expected '" + std::string(type.textType) + "' inside a '" +
                                    modelType + "' config, got '" + inner + "'");
    return type.textType;
}

/// hidden_size, num_hidden_layers, vocab_size, the context and window, tied embeddings.
void readDimensions(const Section& text, const Section& root, const std::string& modelType,
                    ModelArch& arch) {
    arch.hidden = text.requiredInt("hidden_size");
    arch.layers = text.requiredInt("num_hidden_layers");
    if (arch.layers > 100000) // per-layer tables below; no real model comes near
        text.fail("num_hidden_layers", "value " + std::to_string(arch.layers) + " is implausible");
    arch.vocab = text.requiredInt("vocab_size");
    arch.maxPositionEmbeddings = text.optionalInt("max_position_embeddings", 0, 0);
    // Mistral attends over the last sliding_window tokens in every layer (transformers
    // MistralConfig.sliding_window, 4096 in Mistral-7B-v0.1, null from v0.2 on; vLLM gives such
    // layers a SlidingWindowSpec cache). Qwen2/Qwen3 configs carry a window too, but with
    // use_sliding_window false in every release: their attention is full.
    if (modelType == "mistral")
        arch.slidingWindow = text.optionalInt("sliding_window", 0, 0);
    // Every supported config class defaults to untied embeddings; composite configs may state
    // it at the top level only (Qwen3VLConfig).
    arch.tiedEmbeddings =
        text.optionalBool("tie_word_embeddings", root.optionalBool("tie_word_embeddings", false));
}

/// Each layer's mixer (full or linear attention) and feed-forward (dense or MoE).
struct LayerPlan {
    std::vector<LayerKind> kinds;
    std::vector<bool> isMoe;
};

/// The layers: attention, the per-layer kinds, the MLP, Gated DeltaNet, MTP layers.
LayerPlan readLayers(const Section& text, Family family, ModelArch& arch) {
    arch.attention = readAttention(text, family, arch.hidden);
    LayerPlan plan{readLayerKinds(text, family, arch.layers),
                   readMlp(text, family, arch.layers, arch.mlp)};
    for (int i = 0; i < arch.layers; ++i) {
        if (plan.kinds[std::size_t(i)] == LayerKind::LinearAttention)
            ++arch.linearAttentionLayers;
        else
            ++arch.fullAttentionLayers;
        if (plan.isMoe[std::size_t(i)])
            ++arch.moeLayers;
    }
    if (arch.linearAttentionLayers > 0)
        arch.deltaNet = readDeltaNet(text, family);
    // The Qwen3-Next and Qwen3.5 checkpoints carry MTP weights. Qwen3.5 configs state their
    // number as mtp_num_hidden_layers; vLLM (qwen3_next_mtp.py) reads num_nextn_predict_layers
    // for Qwen3-Next and defaults to one layer, as do we.
    if (isHybrid(family))
        arch.mtpLayers = text.has("mtp_num_hidden_layers")
                             ? text.optionalInt("mtp_num_hidden_layers", 1, 0)
                             : text.optionalInt("num_nextn_predict_layers", 1, 0);
    return plan;
}

/// The parameter counts from the shapes read: text layers, MTP layers, the vision tower.
void countParameters(const Section& text, const Section& root, const LayerPlan& plan,
                     ModelArch& arch) {
    const double h = arch.hidden;
    const double vocab = arch.vocab;
    ParameterCounts& p = arch.params;
    const Tally fullMixer = attention(h, arch.attention);
    const Tally linearMixer = arch.linearAttentionLayers > 0 ? deltaNet(h, arch.deltaNet) : Tally{};
    const Tally denseFfn = arch.mlp.intermediate > 0 ? denseMlp(h, arch.mlp.intermediate) : Tally{};
    const Tally moeFfn = arch.mlp.experts > 0 ? moe(h, arch.mlp) : Tally{};
    const Tally norms{2 * h, 0, 0, 0}; // input_layernorm + post_attention_layernorm (RMSNorm)

    Tally layers;
    for (int i = 0; i < arch.layers; ++i) {
        layers +=
            plan.kinds[std::size_t(i)] == LayerKind::LinearAttention ? linearMixer : fullMixer;
        layers += plan.isMoe[std::size_t(i)] ? moeFfn : denseFfn;
        layers += norms;
    }

    p.embedding = vocab * h;
    p.lmHead = arch.tiedEmbeddings ? 0 : vocab * h;
    p.text = p.embedding + p.lmHead + h /* final norm */ + layers.params;
    p.textLinear = layers.linear;
    p.loraInOutPerRank = layers.lora;

    // MTP (vLLM qwen3_5_mtp.py / qwen3_next_mtp.py): fc 2h -> h, pre_fc_norm_embedding,
    // pre_fc_norm_hidden and a final norm once, then mtp_num_hidden_layers full-attention
    // decoder layers whose MLP is the model's (MoE where the model's layers are).
    double mtpIdle = 0;
    if (arch.mtpLayers > 0) {
        const bool mtpMoe = arch.mlp.experts > 0;
        if (!mtpMoe && arch.mlp.intermediate == 0)
            text.fail("intermediate_size", "missing (needed for the MTP layer's MLP)");
        Tally mtpLayer = fullMixer;
        mtpLayer += mtpMoe ? moeFfn : denseFfn;
        mtpLayer += norms;
        const Tally all = times(mtpLayer, arch.mtpLayers);
        p.mtp = all.params + 2 * h * h + 3 * h;
        if (text.optionalBool("mtp_use_dedicated_embeddings", false))
            p.mtp += vocab * h;
        mtpIdle = all.idle;
    }

    if (arch.vision.present) {
        const VisionCount v = visionCount(arch.vision);
        p.vision = v.total;
        p.visionBlocks = v.blocks;
    }

    p.total = p.text + p.vision + p.mtp;
    p.active = p.total - layers.idle - mtpIdle;
    p.checkpointBytes = p.total * config::storedDtypeBytes(root);
}

ModelArch parse(const json& config, const std::string& file) {
    if (!config.is_object())
        throw ConfigError{Error{file, "", "expected a JSON object (a config.json)"}};
    const Section root(config, "", file);
    std::string modelType;
    const TypeInfo* type = readModelType(root, modelType);
    ModelArch arch;
    arch.architecture = readArchitecture(root);
    arch.quantization = readQuantization(root);
    if (!type) {
        arch.modelType = modelType;
        config::parseFamilyConfig(root, modelType, arch);
        return arch;
    }
    const std::optional<Section> textChild = readTextConfig(root, *type, modelType);
    const Section& text = textChild ? *textChild : root;
    arch.modelType = textModelType(text, textChild.has_value(), *type, modelType);
    readDimensions(text, root, modelType, arch);
    const LayerPlan plan = readLayers(text, type->family, arch);
    if (type->vision != VisionStyle::None) {
        if (auto vision = root.child("vision_config"))
            arch.vision = readVision(*vision, type->vision, arch.hidden);
    }
    countParameters(text, root, plan, arch);
    return arch;
}

} // namespace

Expected<ModelArch> parseModelConfig(const nlohmann::json& config, const std::string& file) {
    try {
        return parse(config, file);
    } catch (const ConfigError& e) {
        return e.error;
    } catch (const nlohmann::json::exception& e) {
        return Error{file, "", std::string("unexpected JSON content: ") + e.what()};
    } catch (const std::exception& e) {
        return Error{file, "", e.what()};
    }
}

std::int64_t imageTokens(const VisionShape& v, int width, int height) {
    if (!v.present || v.patchSize <= 0)
        return 0;
    if (v.tokensPerImage > 0) // Gemma 3 pools every image, Llama 4 takes one tile
        return v.tokensPerImage;
    // Qwen2VLImageProcessor smart_resize (transformers image_processing_qwen2_vl.py): each side
    // rounded to a multiple of patch_size · merge_size; the merger joins merge² patches.
    const int merge = std::max(1, v.spatialMergeSize);
    const double factor = double(v.patchSize) * merge;
    const std::int64_t w = std::max<std::int64_t>(1, std::llround(width / factor));
    const std::int64_t h = std::max<std::int64_t>(1, std::llround(height / factor));
    return w * h;
}

Expected<ModelArch> loadModelConfig(const std::string& path) {
    auto doc = readJsonFile(path);
    if (!doc)
        return doc.error();
    return parseModelConfig(doc.value(), path);
}

} // namespace headroom
