#include "modelfamilies.h"

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
// when it loads the file; each default below names its class.

namespace headroom::config {

namespace {

/// Where a linear layer sits for LoRA: the index into ParameterCounts::loraByTarget.
enum Slot : int {
    SlotQ = 0,
    SlotK = 1,
    SlotV = 2,
    SlotO = 3,
    SlotGate = 4,
    SlotUp = 5,
    SlotDown = 6,
    SlotQkv = 9,
    SlotGateUp = 10,
    SlotMlaKv = 11,
    SlotNone = -1, ///< adapted only by "all-linear" (Mamba in_proj / out_proj)
};

/// Counts of one block, split the ways the sizing needs them (see ParameterCounts).
struct Count {
    double params = 0;
    double linear = 0;
    double lora = 0;
    double loraOut = 0;
    double idle = 0;
    double mxfp4 = 0;
    double fp8 = 0;
    double fp8Scales = 0;
    std::array<double, 12> byTarget{};
    std::array<double, 12> outByTarget{};
    Count& operator+=(const Count& o) {
        params += o.params;
        linear += o.linear;
        lora += o.lora;
        loraOut += o.loraOut;
        idle += o.idle;
        mxfp4 += o.mxfp4;
        fp8 += o.fp8;
        fp8Scales += o.fp8Scales;
        for (std::size_t i = 0; i < byTarget.size(); ++i) {
            byTarget[i] += o.byTarget[i];
            outByTarget[i] += o.outByTarget[i];
        }
        return *this;
    }
};

Count times(Count c, double n) {
    c.params *= n;
    c.linear *= n;
    c.lora *= n;
    c.loraOut *= n;
    c.idle *= n;
    c.mxfp4 *= n;
    c.fp8 *= n;
    c.fp8Scales *= n;
    for (std::size_t i = 0; i < c.byTarget.size(); ++i) {
        c.byTarget[i] *= n;
        c.outByTarget[i] *= n;
    }
    return c;
}

/// Weights that are no LoRA target and stay in the checkpoint's base dtype: norms, biases
/// outside linears, routers, embeddings, sinks.
Count plain(double n) {
    Count c;
    c.params = n;
    return c;
}

/// How the checkpoint stores the linears: FP8 with square blocks of scales (DeepSeek-V3
/// quantization_config {"quant_method": "fp8", "weight_block_size": [128, 128]}) or not.
struct Storage {
    int fp8Block = 0;
};

/// A linear layer in -> out (+ bias). In an FP8 checkpoint one fp32 scale per block × block
/// tile of the weight (DeepSeek-V3 README "FP8 weights": weight_scale_inv of
/// ceil(out/128) × ceil(in/128)).
Count lin(const Storage& st, double in, double out, Slot slot, bool bias = false) {
    Count c;
    c.params = in * out + (bias ? out : 0);
    c.linear = in * out;
    c.lora = in + out;
    c.loraOut = out;
    if (slot != SlotNone) {
        c.byTarget[static_cast<std::size_t>(slot)] = in + out;
        c.outByTarget[static_cast<std::size_t>(slot)] = out;
    }
    if (st.fp8Block > 0) {
        c.fp8 = in * out;
        c.fp8Scales = std::ceil(out / st.fp8Block) * std::ceil(in / st.fp8Block);
    }
    return c;
}

/// E routed experts, `k` of them used per token. `fused`: stored as one nn.Parameter each for
/// gate_up (E, in, 2I) and down (E, I, out), as transformers' GptOssExperts
/// (modeling_gpt_oss.py at 6edf5b311854) and Llama4TextExperts (modeling_llama4.py at
/// 000c33fdfde1: `self.gate_up_proj = nn.Parameter(torch.zeros(num_experts, hidden_size,
/// 2 * expert_dim))`, applied with torch.bmm) do; else one nn.Linear each (DeepseekV3MLP).
/// PEFT's LoRA wraps modules, not parameters: "all-linear" collects nn.Linear / Conv1D modules
/// (src/peft/tuners/tuners_utils.py _maybe_include_all_linear_layers) and a named target
/// becomes a LoRA layer only as nn.Embedding, nn.Conv*, nn.MultiheadAttention, nn.Linear or
/// Conv1D (src/peft/tuners/lora/layer.py dispatch_default; both at 5d602fdb), so fused experts
/// are no LoRA target — only target_parameters (ParamWrapper) adapts them, which Headroom's
/// lora_targets do not name. Their weights stay in `linear`
/// (what a checkpoint quantises) but out of `lora`.
Count experts(const Storage& st, double e, double k, double h, double inter, bool fused,
              bool biases, bool mxfp4) {
    Count one;
    if (fused) {
        one += lin(st, h, 2 * inter, SlotGateUp, biases);
    } else {
        one += lin(st, h, inter, SlotGate, biases);
        one += lin(st, h, inter, SlotUp, biases);
    }
    one += lin(st, inter, h, SlotDown, biases);
    if (fused) {
        one.lora = 0;
        one.loraOut = 0;
        one.byTarget = {};
        one.outByTarget = {};
    }
    if (mxfp4)
        one.mxfp4 = 3 * h * inter; // the weights, not the biases (they stay BF16)
    Count all = times(one, e);
    all.idle = one.params * (e - k);
    return all;
}

/// SwiGLU / GeGLU MLP gate, up h -> I and down I -> h.
Count gatedMlp(const Storage& st, double h, double inter, bool bias = false) {
    Count c;
    c += lin(st, h, inter, SlotGate, bias);
    c += lin(st, h, inter, SlotUp, bias);
    c += lin(st, inter, h, SlotDown, bias);
    return c;
}

/// GELU / ReLU² MLP up h -> I, down I -> h.
Count plainMlp(const Storage& st, double h, double inter, bool bias) {
    Count c;
    c += lin(st, h, inter, SlotUp, bias);
    c += lin(st, inter, h, SlotDown, bias);
    return c;
}

/// q, k, v, o projections of grouped-query attention, biases as given.
Count gqa(const Storage& st, double h, const AttentionShape& a, bool qkvBias, bool oBias) {
    const double dq = double(a.heads) * a.headDim, dkv = double(a.kvHeads) * a.headDim;
    Count c;
    c += lin(st, h, dq, SlotQ, qkvBias);
    c += lin(st, h, dkv, SlotK, qkvBias);
    c += lin(st, h, dkv, SlotV, qkvBias);
    c += lin(st, dq, h, SlotO, oBias);
    return c;
}

/// Everything parseFamilyConfig() collects before it fills ParameterCounts.
struct Parts {
    Count layers;         ///< decoder layers of the language model
    Count mtp;            ///< multi-token-prediction layers (whole, with their copies)
    double finalNorm = 0; ///< final norm of the language model
    double headBias = 0;  ///< LM head bias (Phi)
    double vision = 0;    ///< vision tower + projector
    double visionBlocks = 0;
};

/// Heads, KV heads and head_dim of a softmax attention; head_dim defaults to hidden / heads.
AttentionShape readHeads(const Section& t, int hidden, const char* headsKey, const char* kvKey,
                         int headsDefault = 0, int kvDefault = 0, int headDimDefault = 0) {
    AttentionShape a;
    a.heads = headsDefault > 0 ? t.optionalInt(headsKey, headsDefault) : t.requiredInt(headsKey);
    a.kvHeads = t.optionalInt(kvKey, kvDefault > 0 ? kvDefault : a.heads);
    if (a.heads % a.kvHeads != 0)
        t.fail(kvKey, std::string(headsKey) + " (" + std::to_string(a.heads) +
                          ") is not a multiple of " + kvKey + " (" + std::to_string(a.kvHeads) +
                          ")");
    if (t.has("head_dim")) {
        a.headDim = t.requiredInt("head_dim");
    } else if (headDimDefault > 0) {
        a.headDim = headDimDefault;
    } else {
        if (hidden % a.heads != 0)
            t.fail("head_dim",
                   "missing, and hidden_size is not a multiple of " + std::string(headsKey));
        a.headDim = hidden / a.heads;
    }
    return a;
}

/// The per-layer kinds "sliding_attention" / "full_attention" from `layer_types`, or from
/// `pattern(i)` when the config has none. Returns how many layers are sliding.
int slidingFromLayerTypes(const Section& t, int layers, const std::function<bool(int)>& pattern) {
    int sliding = 0;
    if (t.has("layer_types")) {
        const auto types = t.optionalStringList("layer_types");
        if (int(types.size()) != layers)
            t.fail("layer_types", "has " + std::to_string(types.size()) +
                                      " entries, num_hidden_layers is " + std::to_string(layers));
        for (int i = 0; i < layers; ++i) {
            const std::string& k = types[static_cast<std::size_t>(i)];
            if (k == "sliding_attention")
                ++sliding;
            else if (k != "full_attention")
                t.fail("layer_types/" + std::to_string(i),
                       "unknown layer type '" + k +
                           "' (expected sliding_attention or full_attention)");
        }
        return sliding;
    }
    for (int i = 0; i < layers; ++i)
        sliding += pattern(i) ? 1 : 0;
    return sliding;
}

void readCommon(const Section& t, ModelArch& a, int hiddenDefault = 0, int layersDefault = 0,
                int vocabDefault = 0) {
    a.hidden = hiddenDefault > 0 ? t.optionalInt("hidden_size", hiddenDefault)
                                 : t.requiredInt("hidden_size");
    a.layers = layersDefault > 0 ? t.optionalInt("num_hidden_layers", layersDefault)
                                 : t.requiredInt("num_hidden_layers");
    if (a.layers > 100000)
        t.fail("num_hidden_layers", "value " + std::to_string(a.layers) + " is implausible");
    a.vocab =
        vocabDefault > 0 ? t.optionalInt("vocab_size", vocabDefault) : t.requiredInt("vocab_size");
    a.maxPositionEmbeddings = t.optionalInt("max_position_embeddings", 0, 0);
    a.fullAttentionLayers = a.layers;
}

// ---- Vision towers ----------------------------------------------------------------------------

struct VisionParts {
    double total = 0;
    double blocks = 0; ///< attention + MLP weights of the blocks
};

/// SigLIP (modeling_siglip.py SiglipVisionTransformer): Conv2d patch embedding with bias,
/// learned position embedding of (image/patch)² entries, blocks with LayerNorm layer_norm1/2,
/// q/k/v/out_proj with biases and fc1/fc2 with biases, post_layernorm, and the attention-pooling
/// head when vision_use_head (SiglipMultiheadAttentionPoolingHead: probe, nn.MultiheadAttention,
/// LayerNorm, MLP). Defaults: SiglipVisionConfig.
VisionParts siglip(const Section& v, VisionShape& s) {
    s.present = true;
    s.hidden = v.optionalInt("hidden_size", 768);
    s.intermediate = v.optionalInt("intermediate_size", 3072);
    s.depth = v.optionalInt("num_hidden_layers", 12);
    s.heads = v.optionalInt("num_attention_heads", 12);
    s.inChannels = v.optionalInt("num_channels", 3);
    s.patchSize = v.optionalInt("patch_size", 16);
    s.temporalPatchSize = 1;
    s.layerNorm = true;
    s.gatedMlp = false;
    const int image = v.optionalInt("image_size", 224);
    const double w = s.hidden, inter = s.intermediate;
    const double side = double(image / s.patchSize);
    if (side * side > 1e9) // (image / patch)² position rows; no real tower comes near
        v.fail("image_size", "value " + std::to_string(image) + " is implausible");
    s.positionEmbeddings = int(side * side);
    const double blockWeights = 4 * w * w + 2 * w * inter;
    const double block = blockWeights + 4 * w + inter + w + 2 * 2 * w;
    VisionParts p;
    p.blocks = s.depth * blockWeights;
    p.total = double(s.inChannels) * s.patchSize * s.patchSize * w + w + side * side * w +
              s.depth * block + 2 * w;
    if (v.optionalBool("vision_use_head", true))
        p.total +=
            w + (3 * w * w + 3 * w) + (w * w + w) + 2 * w + (w * inter + inter) + (inter * w + w);
    return p;
}

/// Pixtral (modeling_pixtral.py PixtralVisionModel): Conv2d patch_conv without bias, ln_pre
/// RMSNorm, blocks with attention_norm / ffn_norm RMSNorm, q/k/v/o and a gated MLP, no biases.
/// Defaults: PixtralVisionConfig.
VisionParts pixtral(const Section& v, VisionShape& s) {
    s.present = true;
    s.hidden = v.optionalInt("hidden_size", 1024);
    s.intermediate = v.optionalInt("intermediate_size", 4096);
    s.depth = v.optionalInt("num_hidden_layers", 24);
    s.heads = v.optionalInt("num_attention_heads", 16);
    s.inChannels = v.optionalInt("num_channels", 3);
    s.patchSize = v.optionalInt("patch_size", 16);
    s.temporalPatchSize = 1;
    s.layerNorm = false;
    s.gatedMlp = true;
    const double w = s.hidden, inter = s.intermediate;
    const double blockWeights = 4 * w * w + 3 * w * inter;
    VisionParts p;
    p.blocks = s.depth * blockWeights;
    p.total =
        double(s.inChannels) * s.patchSize * s.patchSize * w + w + s.depth * (blockWeights + 2 * w);
    return p;
}

/// Llama 4 vision (modeling_llama4.py Llama4VisionModel): Llama4UnfoldConvolution (a linear
/// C·p² -> w without bias), class_embedding (w), positional_embedding_vlm ((image/p)² + 1
/// rows), layernorm_pre / layernorm_post (LayerNorm), blocks with q/k/v/o and fc1/fc2 all with
/// biases and two LayerNorms, and the vision_adapter Llama4VisionPixelShuffleMLP whose
/// Llama4VisionMLP2 has fc1 intermediate_size -> projector_input_dim and fc2
/// projector_output_dim -> projector_output_dim, both without bias.
VisionParts llama4Vision(const Section& v, VisionShape& s) {
    s.present = true;
    s.hidden = v.requiredInt("hidden_size");
    s.intermediate = v.requiredInt("intermediate_size");
    s.depth = v.requiredInt("num_hidden_layers");
    s.heads = v.requiredInt("num_attention_heads");
    s.inChannels = v.optionalInt("num_channels", 3);
    s.patchSize = v.requiredInt("patch_size");
    s.temporalPatchSize = 1;
    s.layerNorm = true;
    s.gatedMlp = false;
    const int image = v.requiredInt("image_size");
    const double w = s.hidden, inter = s.intermediate;
    const double side = double(image / s.patchSize);
    if (side * side > 1e9)
        v.fail("image_size", "value " + std::to_string(image) + " is implausible");
    const double projIn = v.requiredInt("projector_input_dim");
    const double projOut = v.requiredInt("projector_output_dim");
    const double blockWeights = 4 * w * w + 2 * w * inter;
    const double block = blockWeights + 4 * w + inter + w + 2 * 2 * w;
    VisionParts p;
    p.blocks = s.depth * blockWeights;
    p.total = double(s.inChannels) * s.patchSize * s.patchSize * w + w + (side * side + 1) * w +
              2 * 2 * w + s.depth * block + inter * projIn + projOut * projOut;
    return p;
}

// ---- Families ---------------------------------------------------------------------------------

using FamilyReader = void (*)(const Section& root, ModelArch& a, Parts& p, const Storage& st);

/// Gemma (modeling_gemma.py), Gemma 2 (modeling_gemma2.py), Gemma 3 text (modeling_gemma3.py
/// Gemma3TextModel): GQA attention without biases (Gemma 3: q_norm / k_norm RMSNorm(head_dim)),
/// GeGLU MLP gate/up/down, RMSNorms input_layernorm and post_attention_layernorm (Gemma 2 and 3:
/// also pre_feedforward_layernorm and post_feedforward_layernorm), tied embeddings.
/// Gemma 2 caps the scores (attn_logit_softcapping) and slides every other layer's window
/// (Gemma2Config layer_types: sliding where (i + 1) % 2 != 0); Gemma 3 slides all but every
/// sliding_window_pattern-th layer (Gemma3TextConfig: (i + 1) % pattern != 0, pattern 6).
void gemmaText(const Section& t, ModelArch& a, Parts& p, const Storage& st, int generation) {
    // Class defaults: GemmaConfig (7B), Gemma2Config (2B), Gemma3TextConfig (4B).
    const int hDef = generation == 1 ? 3072 : 2304;
    const int iDef = generation == 1 ? 24576 : 9216;
    const int lDef = generation == 1 ? 28 : 26;
    const int headsDef = generation == 1 ? 16 : 8;
    const int kvDef = generation == 1 ? 16 : 4;
    readCommon(t, a, hDef, lDef, generation == 3 ? 262208 : 256000);
    a.attention =
        readHeads(t, a.hidden, "num_attention_heads", "num_key_value_heads", headsDef, kvDef, 256);
    a.attention.qkNorm = generation == 3;
    const bool bias = t.optionalBool("attention_bias", false);
    a.attention.qkvBias = a.attention.outputBias = bias;
    a.mlp.intermediate = t.optionalInt("intermediate_size", iDef);
    a.mlp.gated = true;
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", true);
    const double h = a.hidden;
    Count layer = gqa(st, h, a.attention, bias, bias);
    if (a.attention.qkNorm)
        layer += plain(2.0 * a.attention.headDim);
    layer += gatedMlp(st, h, a.mlp.intermediate);
    layer += plain((generation == 1 ? 2 : 4) * h);
    p.layers = times(layer, a.layers);
    p.finalNorm = h;
    if (generation == 2) {
        a.slidingWindow = t.optionalInt("sliding_window", 4096, 0);
        a.slidingLayers =
            slidingFromLayerTypes(t, a.layers, [](int i) { return (i + 1) % 2 != 0; });
        if (const json* cap = t.find("attn_logit_softcapping")) {
            if (!cap->is_number())
                t.fail("attn_logit_softcapping", "expected a number, got " + describe(*cap));
            a.attention.softcap = cap->get<double>();
        } else {
            a.attention.softcap = 50.0; // Gemma2Config default
        }
    } else if (generation == 3) {
        a.slidingWindow = t.optionalInt("sliding_window", 4096, 0);
        const int pattern = t.optionalInt("sliding_window_pattern", 6);
        a.slidingLayers =
            slidingFromLayerTypes(t, a.layers, [pattern](int i) { return (i + 1) % pattern != 0; });
    }
}

void gemma(const Section& root, ModelArch& a, Parts& p, const Storage& st) {
    gemmaText(root, a, p, st, 1);
}
void gemma2(const Section& root, ModelArch& a, Parts& p, const Storage& st) {
    gemmaText(root, a, p, st, 2);
}
void gemma3Text(const Section& root, ModelArch& a, Parts& p, const Storage& st) {
    gemmaText(root, a, p, st, 3);
}

/// Gemma 3 with vision (Gemma3ForConditionalGeneration): the text model from text_config, a
/// SigLIP tower (vision_use_head false) and Gemma3MultiModalProjector: mm_input_projection_weight
/// (vision width × text width) and mm_soft_emb_norm RMSNorm(vision width). Every image is
/// pooled to mm_tokens_per_image tokens (256; Gemma3Config).
void gemma3(const Section& root, ModelArch& a, Parts& p, const Storage& st) {
    const auto text = root.child("text_config");
    if (!text)
        root.fail("text_config", "missing (a 'gemma3' config keeps the language model there)");
    gemmaText(*text, a, p, st, 3);
    a.tiedEmbeddings =
        text->optionalBool("tie_word_embeddings", root.optionalBool("tie_word_embeddings", true));
    if (const auto v = root.child("vision_config")) {
        const VisionParts vp = siglip(*v, a.vision);
        a.vision.tokensPerImage = root.optionalInt("mm_tokens_per_image", 256);
        const double side = std::sqrt(double(a.vision.positionEmbeddings));
        const double tokenSide = std::sqrt(double(a.vision.tokensPerImage));
        a.vision.spatialMergeSize = std::max(1, int(std::lround(side / tokenSide)));
        a.vision.outHidden = a.hidden;
        p.vision = vp.total + double(a.vision.hidden) * a.hidden + a.vision.hidden;
        p.visionBlocks = vp.blocks;
    }
}

/// Phi-1/1.5/2 (modeling_phi.py): q/k/v/dense with biases, attention and MLP in parallel off
/// one LayerNorm (input_layernorm), optional LayerNorm(head_dim) on q and k (qk_layernorm),
/// fc1/fc2 GELU MLP with biases, final_layernorm, an untied lm_head with bias.
void phi(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    readCommon(t, a);
    a.attention = readHeads(t, a.hidden, "num_attention_heads", "num_key_value_heads");
    a.attention.qkvBias = a.attention.outputBias = true;
    a.mlp.intermediate = t.requiredInt("intermediate_size");
    a.mlp.gated = false;
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", false);
    const double h = a.hidden;
    Count layer = gqa(st, h, a.attention, true, true);
    if (t.optionalBool("qk_layernorm", false))
        layer += plain(2 * 2.0 * a.attention.headDim);
    layer += plainMlp(st, h, a.mlp.intermediate, true);
    layer += plain(2 * h);
    p.layers = times(layer, a.layers);
    p.finalNorm = 2 * h;
    p.headBias = a.tiedEmbeddings ? 0 : a.vocab;
}

/// Phi-3 / Phi-4-mini (modeling_phi3.py): fused qkv_proj h -> (H + 2·KV)·d and o_proj without
/// biases, fused gate_up_proj h -> 2I and down_proj, two RMSNorms per layer.
void phi3(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    readCommon(t, a);
    a.attention = readHeads(t, a.hidden, "num_attention_heads", "num_key_value_heads");
    a.mlp.intermediate = t.requiredInt("intermediate_size");
    a.mlp.gated = true;
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", false);
    a.slidingWindow = t.optionalInt("sliding_window", 0, 0);
    const double h = a.hidden, d = a.attention.headDim;
    Count layer;
    layer += lin(st, h, (a.attention.heads + 2.0 * a.attention.kvHeads) * d, SlotQkv);
    layer += lin(st, a.attention.heads * d, h, SlotO);
    layer += lin(st, h, 2.0 * a.mlp.intermediate, SlotGateUp);
    layer += lin(st, a.mlp.intermediate, h, SlotDown);
    layer += plain(2 * h);
    p.layers = times(layer, a.layers);
    p.finalNorm = h;
}

/// GPT-NeoX / Pythia (modeling_gpt_neox.py): fused query_key_value h -> 3h and dense, with
/// biases (attention_bias, default true), dense_h_to_4h / dense_4h_to_h GELU MLP with biases,
/// LayerNorms input_layernorm and post_attention_layernorm (both exist with
/// use_parallel_residual), final_layer_norm, untied embed_in / embed_out.
void gptNeox(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    readCommon(t, a);
    a.attention = readHeads(t, a.hidden, "num_attention_heads", "num_key_value_heads");
    if (a.attention.kvHeads != a.attention.heads)
        t.fail("num_key_value_heads", "GPT-NeoX attention has one key/value head per head");
    const bool bias = t.optionalBool("attention_bias", true);
    a.attention.qkvBias = a.attention.outputBias = bias;
    a.mlp.intermediate = t.requiredInt("intermediate_size");
    a.mlp.gated = false;
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", false);
    const double h = a.hidden;
    Count layer;
    layer += lin(st, h, 3 * h, SlotQkv, bias);
    layer += lin(st, h, h, SlotO, bias);
    layer += plainMlp(st, h, a.mlp.intermediate, true);
    layer += plain(2 * 2 * h);
    p.layers = times(layer, a.layers);
    p.finalNorm = 2 * h;
}

/// Falcon (modeling_falcon.py): fused query_key_value h -> 3h (multi-head), h + 2d
/// (multi_query) or (H + 2·KV)·d (new_decoder_architecture), dense, dense_h_to_4h /
/// dense_4h_to_h (ffn_hidden_size, default 4h), biases per `bias`; LayerNorms ln_attn and
/// ln_mlp (new architecture, num_ln_in_parallel_attn 2), else input_layernorm and, without
/// parallel attention, post_attention_layernorm; ln_f; tied embeddings. FalconConfig maps
/// n_layer / n_head / n_embed onto the usual names; defaults multi_query and parallel_attn
/// true, bias false.
void falcon(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    const char* hiddenKey = t.has("hidden_size") ? "hidden_size" : "n_embed";
    const char* layersKey = t.has("num_hidden_layers") ? "num_hidden_layers" : "n_layer";
    const char* headsKey = t.has("num_attention_heads") ? "num_attention_heads" : "n_head";
    const char* kvKey = t.has("num_kv_heads") ? "num_kv_heads" : "n_head_kv";
    a.hidden = t.requiredInt(hiddenKey);
    a.layers = t.requiredInt(layersKey);
    if (a.layers > 100000)
        t.fail(layersKey, "value " + std::to_string(a.layers) + " is implausible");
    a.vocab = t.requiredInt("vocab_size");
    a.maxPositionEmbeddings = t.optionalInt("max_position_embeddings", 0, 0);
    a.fullAttentionLayers = a.layers;
    const bool newArch = t.optionalBool("new_decoder_architecture", false);
    const bool multiQuery = t.optionalBool("multi_query", true);
    const bool parallel = t.optionalBool("parallel_attn", true);
    const bool bias = t.optionalBool("bias", false);
    const int heads = t.requiredInt(headsKey);
    if (a.hidden % heads != 0)
        t.fail(headsKey, "hidden_size is not a multiple of the number of heads");
    a.attention.heads = heads;
    a.attention.headDim = t.optionalInt("head_dim", a.hidden / heads);
    a.attention.kvHeads = newArch ? t.optionalInt(kvKey, heads) : (multiQuery ? 1 : heads);
    if (heads % a.attention.kvHeads != 0)
        t.fail(kvKey, "the number of heads is not a multiple of it");
    a.attention.qkvBias = a.attention.outputBias = bias;
    a.mlp.intermediate = t.optionalInt("ffn_hidden_size", 4 * a.hidden);
    a.mlp.gated = false;
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", true);
    const double h = a.hidden, d = a.attention.headDim;
    const double qkvOut = (heads + 2.0 * a.attention.kvHeads) * d;
    Count layer;
    layer += lin(st, h, qkvOut, SlotQkv, bias);
    layer += lin(st, heads * d, h, SlotO, bias);
    layer += plainMlp(st, h, a.mlp.intermediate, bias);
    int norms = 1;
    if (newArch)
        norms = t.optionalInt("num_ln_in_parallel_attn", 2) == 2 ? 2 : 1;
    else if (!parallel)
        norms = 2;
    layer += plain(norms * 2 * h);
    p.layers = times(layer, a.layers);
    p.finalNorm = 2 * h;
}

/// Llama-shaped decoders that differ in norms and defaults: OLMo 2 (modeling_olmo2.py: q_norm
/// RMSNorm(H·d) and k_norm RMSNorm(KV·d), post_attention_layernorm and
/// post_feedforward_layernorm), Granite (modeling_granite.py: attention_bias, mlp_bias; the
/// multipliers carry no weights), SmolLM3 (modeling_smollm3.py: NoPE layers carry no
/// weights).
void llamaShaped(const Section& t, ModelArch& a, Parts& p, const Storage& st, bool olmo2,
                 bool tiedDefault) {
    readCommon(t, a);
    a.attention = readHeads(t, a.hidden, "num_attention_heads", "num_key_value_heads");
    const bool bias = t.optionalBool("attention_bias", false);
    const bool mlpBias = t.optionalBool("mlp_bias", false);
    a.attention.qkvBias = a.attention.outputBias = bias;
    a.mlp.intermediate = t.requiredInt("intermediate_size");
    a.mlp.gated = true;
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", tiedDefault);
    const double h = a.hidden;
    Count layer = gqa(st, h, a.attention, bias, bias);
    if (olmo2)
        layer += plain(double(a.attention.heads + a.attention.kvHeads) * a.attention.headDim);
    layer += gatedMlp(st, h, a.mlp.intermediate, mlpBias);
    layer += plain(2 * h);
    p.layers = times(layer, a.layers);
    p.finalNorm = h;
}

void olmo2(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    llamaShaped(t, a, p, st, true, false); // Olmo2Config tie_word_embeddings=False
}
void granite(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    llamaShaped(t, a, p, st, false, false); // GraniteConfig tie_word_embeddings=False
}
void smollm3(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    llamaShaped(t, a, p, st, false, true); // SmolLM3Config tie_word_embeddings=True
}

/// A DeepSeek-style MoE feed-forward: E routed experts of width I_moe (k per token), a router
/// E × h (+ e_score_correction_bias E with `routerBias`), shared experts as one SwiGLU of width
/// n_shared · I_moe (DeepseekV3MoE / Glm4MoeMoE: `intermediate_size=moe_intermediate_size *
/// n_shared_experts`).
Count deepseekMoe(const Storage& st, double h, const MlpShape& m, int sharedExperts,
                  bool routerBias) {
    Count c = experts(st, m.experts, m.expertsPerToken, h, m.moeIntermediate, false, false, false);
    c += plain(double(m.experts) * h + (routerBias ? m.experts : 0));
    if (sharedExperts > 0)
        c += gatedMlp(st, h, double(m.moeIntermediate) * sharedExperts);
    return c;
}

/// The MTP layers of DeepSeek-V3 / GLM-4.5 (vLLM deepseek_mtp.py DeepSeekMultiTokenPredictorLayer):
/// the decoder layer plus enorm, hnorm, eh_proj (2h -> h, stored in BF16: the DeepSeek-V3 index
/// has no eh_proj.weight_scale_inv), shared_head.norm, shared_head.head and embed_tokens.
Count mtpLayers(const Count& decoderLayer, int n, double h, double vocab) {
    Count one = decoderLayer;
    one += plain(3 * h + 2 * h * h + 2 * vocab * h);
    return times(one, n);
}

/// DeepSeek-V2 / V3 (modeling_deepseek_v3.py DeepseekV3Attention, DeepseekV3MoE): MLA with
/// q_a_proj h -> q_lora_rank, q_a_layernorm, q_b_proj -> H·(nope + rope) (or one q_proj when
/// q_lora_rank is null), kv_a_proj_with_mqa h -> kv_lora_rank + rope, kv_a_layernorm,
/// kv_b_proj -> H·(nope + v), o_proj H·v -> h; the first first_k_dense_replace layers dense,
/// then MoE every moe_layer_freq layers; V3 routers carry e_score_correction_bias.
void deepseek(const Section& t, ModelArch& a, Parts& p, const Storage& st, bool v3) {
    readCommon(t, a);
    const int heads = t.requiredInt("num_attention_heads");
    MlaShape& mla = a.mla;
    mla.qLoraRank = t.optionalInt("q_lora_rank", 0, 0);
    mla.kvLoraRank = t.requiredInt("kv_lora_rank");
    mla.qkNopeHeadDim = t.requiredInt("qk_nope_head_dim");
    mla.qkRopeHeadDim = t.requiredInt("qk_rope_head_dim");
    mla.vHeadDim = t.requiredInt("v_head_dim");
    a.attention.heads = heads;
    a.attention.kvHeads = heads;
    a.attention.headDim = mla.qkNopeHeadDim + mla.qkRopeHeadDim;
    const bool bias = t.optionalBool("attention_bias", false);
    a.attention.qkvBias = a.attention.outputBias = bias;
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", false);
    const double h = a.hidden, qk = mla.qkNopeHeadDim + mla.qkRopeHeadDim;

    Count attn;
    if (mla.qLoraRank > 0) {
        attn += lin(st, h, mla.qLoraRank, SlotQ, bias);
        attn += plain(mla.qLoraRank);
        attn += lin(st, mla.qLoraRank, heads * qk, SlotQ);
    } else {
        attn += lin(st, h, heads * qk, SlotQ);
    }
    attn += lin(st, h, double(mla.kvLoraRank) + mla.qkRopeHeadDim, SlotMlaKv, bias);
    attn += plain(mla.kvLoraRank);
    attn += lin(st, mla.kvLoraRank, heads * (double(mla.qkNopeHeadDim) + mla.vHeadDim), SlotMlaKv);
    attn += lin(st, double(heads) * mla.vHeadDim, h, SlotO, bias);

    a.mlp.intermediate = t.requiredInt("intermediate_size");
    a.mlp.gated = true;
    a.mlp.experts = t.optionalInt("n_routed_experts", 0, 0);
    const int firstDense = t.optionalInt("first_k_dense_replace", 0, 0);
    const int freq = t.optionalInt("moe_layer_freq", 1);
    int shared = 0;
    if (a.mlp.experts > 0) {
        a.mlp.moeIntermediate = t.requiredInt("moe_intermediate_size");
        a.mlp.expertsPerToken = t.requiredInt("num_experts_per_tok");
        if (a.mlp.expertsPerToken > a.mlp.experts)
            t.fail("num_experts_per_tok",
                   "is larger than n_routed_experts (" + std::to_string(a.mlp.experts) + ")");
        shared = t.optionalInt("n_shared_experts", 0, 0);
        a.mlp.sharedExpertIntermediate = shared * a.mlp.moeIntermediate;
    }
    const bool routerBias = v3 || t.optionalString("topk_method") == "noaux_tc";
    const auto isMoe = [&](int i) { return a.mlp.experts > 0 && i >= firstDense && i % freq == 0; };
    const Count norms = plain(2 * h);
    Count dense = attn;
    dense += gatedMlp(st, h, a.mlp.intermediate);
    dense += norms;
    Count moe = attn;
    if (a.mlp.experts > 0)
        moe += deepseekMoe(st, h, a.mlp, shared, routerBias);
    moe += norms;
    for (int i = 0; i < a.layers; ++i) {
        p.layers += isMoe(i) ? moe : dense;
        a.moeLayers += isMoe(i) ? 1 : 0;
    }
    p.finalNorm = h;
    a.mtpLayers = t.optionalInt("num_nextn_predict_layers", 0, 0);
    if (a.mtpLayers > 0)
        p.mtp = mtpLayers(isMoe(a.layers) ? moe : dense, a.mtpLayers, h, a.vocab);
}

void deepseekV2(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    deepseek(t, a, p, st, false);
}
void deepseekV3(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    deepseek(t, a, p, st, true);
}

/// GLM-4.5 / 4.6 MoE (modeling_glm4_moe.py): GQA with q/k/v biases (attention_bias) and o_proj
/// without, q_norm / k_norm RMSNorm(head_dim) when use_qk_norm, the first first_k_dense_replace
/// layers dense, then DeepSeek-V3's MoE with shared experts; MTP as DeepSeek-V3's.
void glm4Moe(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    readCommon(t, a);
    a.attention = readHeads(t, a.hidden, "num_attention_heads", "num_key_value_heads", 0, 0, 128);
    const bool bias = t.optionalBool("attention_bias", false);
    a.attention.qkvBias = bias;
    a.attention.qkNorm = t.optionalBool("use_qk_norm", false);
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", false);
    const double h = a.hidden;
    Count attn = gqa(st, h, a.attention, bias, false);
    if (a.attention.qkNorm)
        attn += plain(2.0 * a.attention.headDim);
    a.mlp.intermediate = t.requiredInt("intermediate_size");
    a.mlp.gated = true;
    a.mlp.experts = t.requiredInt("n_routed_experts");
    a.mlp.moeIntermediate = t.requiredInt("moe_intermediate_size");
    a.mlp.expertsPerToken = t.requiredInt("num_experts_per_tok");
    if (a.mlp.expertsPerToken > a.mlp.experts)
        t.fail("num_experts_per_tok",
               "is larger than n_routed_experts (" + std::to_string(a.mlp.experts) + ")");
    const int shared = t.optionalInt("n_shared_experts", 1, 0);
    a.mlp.sharedExpertIntermediate = shared * a.mlp.moeIntermediate;
    const int firstDense = t.optionalInt("first_k_dense_replace", 1, 0);
    Count dense = attn;
    dense += gatedMlp(st, h, a.mlp.intermediate);
    dense += plain(2 * h);
    Count moe = attn;
    moe += deepseekMoe(st, h, a.mlp, shared, true);
    moe += plain(2 * h);
    for (int i = 0; i < a.layers; ++i) {
        p.layers += i >= firstDense ? moe : dense;
        a.moeLayers += i >= firstDense ? 1 : 0;
    }
    p.finalNorm = h;
    a.mtpLayers = t.optionalInt("num_nextn_predict_layers", 0, 0);
    if (a.mtpLayers > 0)
        p.mtp = mtpLayers(moe, a.mtpLayers, h, a.vocab);
}

/// gpt-oss (modeling_gpt_oss.py GptOssAttention, GptOssMLP): q/k/v/o with biases, one learned
/// sink logit per head (`sinks`), a router h -> E with bias, experts stored as gate_up_proj
/// (E, h, 2I) + bias (E, 2I) and down_proj (E, I, h) + bias (E, h); alternating sliding and
/// full attention (layer_types); the published checkpoint keeps the expert weights in MXFP4
/// (quantization_config quant_method "mxfp4"), the rest in BF16.
void gptOss(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    readCommon(t, a);
    a.attention = readHeads(t, a.hidden, "num_attention_heads", "num_key_value_heads", 0, 0, 64);
    const bool bias = t.optionalBool("attention_bias", true);
    a.attention.qkvBias = a.attention.outputBias = bias;
    a.attention.sinks = true;
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", false);
    a.mlp.gated = true;
    a.mlp.experts = t.requiredInt("num_local_experts");
    a.mlp.expertsPerToken = t.has("num_experts_per_tok") ? t.requiredInt("num_experts_per_tok")
                                                         : t.requiredInt("experts_per_token");
    if (a.mlp.expertsPerToken > a.mlp.experts)
        t.fail("num_experts_per_tok",
               "is larger than num_local_experts (" + std::to_string(a.mlp.experts) + ")");
    a.mlp.moeIntermediate = t.requiredInt("intermediate_size");
    a.moeLayers = a.layers;
    a.slidingWindow = t.optionalInt("sliding_window", 128, 0);
    a.slidingLayers = slidingFromLayerTypes(t, a.layers, [](int i) { return (i + 1) % 2 != 0; });
    bool mxfp4 = false;
    if (const auto q = t.child("quantization_config"))
        mxfp4 = q->optionalString("quant_method") == "mxfp4";
    const double h = a.hidden;
    Count layer = gqa(st, h, a.attention, bias, bias);
    layer += plain(a.attention.heads); // sinks
    layer += plain(double(a.mlp.experts) * h + a.mlp.experts);
    layer += experts(st, a.mlp.experts, a.mlp.expertsPerToken, h, a.mlp.moeIntermediate, true, true,
                     mxfp4);
    layer += plain(2 * h);
    p.layers = times(layer, a.layers);
    p.finalNorm = h;
}

/// Llama 4 (modeling_llama4.py Llama4TextDecoderLayer, Llama4TextMoe): GQA without biases
/// (use_qk_norm is a weightless L2 norm), MoE layers listed in moe_layers or every
/// interleave_moe_layer_step-th layer (Llama4TextConfig), each with E experts
/// (Llama4TextExperts: gate_up_proj (E, h, 2I), down_proj (E, I, h)), a router h -> E without
/// bias and a shared expert of width intermediate_size; the other layers a SwiGLU of
/// intermediate_size_mlp. RoPE layers attend in chunks of attention_chunk_size
/// (no_rope_layers: 1 = RoPE and chunked; default every fourth layer global, without RoPE).
void llama4Text(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    readCommon(t, a);
    a.attention = readHeads(t, a.hidden, "num_attention_heads", "num_key_value_heads", 0, 0, 128);
    const bool bias = t.optionalBool("attention_bias", false);
    a.attention.qkvBias = a.attention.outputBias = bias;
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", false);
    a.mlp.gated = true;
    a.mlp.experts = t.requiredInt("num_local_experts");
    a.mlp.expertsPerToken = t.optionalInt("num_experts_per_tok", 1);
    if (a.mlp.expertsPerToken > a.mlp.experts)
        t.fail("num_experts_per_tok",
               "is larger than num_local_experts (" + std::to_string(a.mlp.experts) + ")");
    a.mlp.moeIntermediate = t.requiredInt("intermediate_size");
    a.mlp.intermediate = t.requiredInt("intermediate_size_mlp");
    a.mlp.sharedExpertIntermediate = a.mlp.moeIntermediate;
    std::vector<bool> isMoe(static_cast<std::size_t>(a.layers), false);
    if (t.has("moe_layers")) {
        for (int j : t.optionalIntList("moe_layers"))
            if (j < a.layers)
                isMoe[static_cast<std::size_t>(j)] = true;
    } else {
        const int step = t.optionalInt("interleave_moe_layer_step", 1);
        for (int i = step - 1; i < a.layers; i += step)
            isMoe[static_cast<std::size_t>(i)] = true;
    }
    const int chunk = t.optionalInt("attention_chunk_size", 0, 0);
    if (chunk > 0) {
        a.slidingWindow = chunk;
        const auto rope = t.optionalIntList("no_rope_layers");
        if (!rope.empty() && int(rope.size()) != a.layers)
            t.fail("no_rope_layers", "has " + std::to_string(rope.size()) +
                                         " entries, num_hidden_layers is " +
                                         std::to_string(a.layers));
        for (int i = 0; i < a.layers; ++i)
            a.slidingLayers += rope.empty() ? ((i + 1) % 4 != 0 ? 1 : 0)
                                            : (rope[static_cast<std::size_t>(i)] != 0 ? 1 : 0);
    }
    const double h = a.hidden;
    const Count attn = gqa(st, h, a.attention, bias, bias);
    Count dense = attn;
    dense += gatedMlp(st, h, a.mlp.intermediate);
    dense += plain(2 * h);
    Count moe = attn;
    moe += experts(st, a.mlp.experts, a.mlp.expertsPerToken, h, a.mlp.moeIntermediate, true, false,
                   false);
    moe += plain(double(a.mlp.experts) * h);
    moe += gatedMlp(st, h, a.mlp.sharedExpertIntermediate);
    moe += plain(2 * h);
    for (int i = 0; i < a.layers; ++i) {
        const bool m = isMoe[static_cast<std::size_t>(i)];
        p.layers += m ? moe : dense;
        a.moeLayers += m ? 1 : 0;
    }
    p.finalNorm = h;
}

/// Llama 4 with vision (Llama4ForConditionalGeneration): the text model, the vision model and
/// Llama4MultiModalProjector linear_1 vision_output_dim -> text width without bias. One
/// image_size tile becomes (image/patch)² · pixel_shuffle_ratio² tokens.
void llama4(const Section& root, ModelArch& a, Parts& p, const Storage& st) {
    const auto text = root.child("text_config");
    if (!text)
        root.fail("text_config", "missing (a 'llama4' config keeps the language model there)");
    llama4Text(*text, a, p, st);
    if (const auto v = root.child("vision_config")) {
        const VisionParts vp = llama4Vision(*v, a.vision);
        const int image = v->requiredInt("image_size");
        double ratio = 0.5;
        if (const json* r = v->find("pixel_shuffle_ratio")) {
            if (!r->is_number() || r->get<double>() < 1.0 / 64 || r->get<double>() > 1)
                v->fail("pixel_shuffle_ratio",
                        "expected a number from 1/64 to 1, got " + describe(*r));
            ratio = r->get<double>();
        }
        const double side = double(image / a.vision.patchSize);
        a.vision.tokensPerImage = int(std::lround(side * side * ratio * ratio));
        a.vision.spatialMergeSize = std::max(1, int(std::lround(1 / ratio)));
        a.vision.outHidden = a.hidden;
        p.vision = vp.total + double(v->requiredInt("vision_output_dim")) * a.hidden;
        p.visionBlocks = vp.blocks;
    }
}

/// Mistral 3 (Mistral Small 3.1 / 3.2, modeling_mistral3.py): a Mistral text model
/// (text_config), a Pixtral tower and Mistral3MultiModalProjector: norm RMSNorm(vision width),
/// patch_merger.merging_layer (vision width · merge² -> vision width, no bias), linear_1
/// vision width -> text width and linear_2 text width -> text width (biases per
/// multimodal_projector_bias, default false).
void mistral3(const Section& root, ModelArch& a, Parts& p, const Storage& st) {
    const auto text = root.child("text_config");
    if (!text)
        root.fail("text_config", "missing (a 'mistral3' config keeps the language model there)");
    llamaShaped(*text, a, p, st, false, false);
    a.slidingWindow = text->optionalInt("sliding_window", 0, 0);
    if (const auto v = root.child("vision_config")) {
        const VisionParts vp = pixtral(*v, a.vision);
        const int merge = root.optionalInt("spatial_merge_size", 2);
        const bool bias = root.optionalBool("multimodal_projector_bias", false);
        a.vision.spatialMergeSize = merge;
        a.vision.outHidden = a.hidden;
        const double w = a.vision.hidden, h = a.hidden;
        const double projector =
            w + w * merge * merge * w + (w * h + (bias ? h : 0)) + (h * h + (bias ? h : 0));
        p.vision = vp.total + projector;
        p.visionBlocks = vp.blocks;
    }
}

/// Nemotron-H (modeling_nemotron_h.py): one block per character of hybrid_override_pattern,
/// each an RMSNorm and one mixer: 'M' a Mamba-2 mixer (NemotronHMamba2Mixer: in_proj h ->
/// 2·I + 2·G·N + H with I = mamba_num_heads · mamba_head_dim, a depthwise conv1d over the
/// I + 2·G·N channels with bias (use_conv_bias), dt_bias, A_log and D per head, a gated
/// RMSNorm(I), out_proj I -> h), '*' attention (q/k/v/o, attention_bias), '-' a ReLU² MLP
/// (up_proj, down_proj, mlp_bias); norm_f; untied embeddings.
void nemotronH(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    readCommon(t, a);
    const std::string pattern = t.optionalString("hybrid_override_pattern");
    if (pattern.empty())
        t.fail("hybrid_override_pattern", "missing (one of M, * or - per layer)");
    if (int(pattern.size()) != a.layers)
        t.fail("hybrid_override_pattern", "has " + std::to_string(pattern.size()) +
                                              " layers, num_hidden_layers is " +
                                              std::to_string(a.layers));
    a.attention = readHeads(t, a.hidden, "num_attention_heads", "num_key_value_heads");
    const bool attnBias = t.optionalBool("attention_bias", false);
    a.attention.qkvBias = a.attention.outputBias = attnBias;
    a.mlp.intermediate = t.requiredInt("intermediate_size");
    a.mlp.gated = false;
    const bool mlpBias = t.optionalBool("mlp_bias", false);
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", false);
    MambaShape& m = a.mamba;
    m.heads = t.requiredInt("mamba_num_heads");
    m.headDim = t.requiredInt("mamba_head_dim");
    m.stateSize = t.requiredInt("ssm_state_size");
    m.groups = t.requiredInt("n_groups");
    m.convKernel = t.requiredInt("conv_kernel");
    m.chunkSize = t.optionalInt("chunk_size", 128);
    if (m.heads % m.groups != 0)
        t.fail("n_groups", "mamba_num_heads is not a multiple of it");
    const bool mambaBias = t.optionalBool("use_bias", false);
    const bool convBias = t.optionalBool("use_conv_bias", true);
    const double h = a.hidden, inner = double(m.heads) * m.headDim;
    const double bc = 2.0 * m.groups * m.stateSize, convDim = inner + bc;
    Count mamba;
    mamba += lin(st, h, 2 * inner + bc + m.heads, SlotNone, mambaBias);
    mamba += plain(convDim * m.convKernel + (convBias ? convDim : 0) + 3.0 * m.heads + inner);
    mamba += lin(st, inner, h, SlotNone, mambaBias);
    mamba += plain(h);
    Count attn = gqa(st, h, a.attention, attnBias, attnBias);
    attn += plain(h);
    Count mlp = plainMlp(st, h, a.mlp.intermediate, mlpBias);
    mlp += plain(h);
    a.fullAttentionLayers = 0;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        switch (pattern[i]) {
        case 'M':
            p.layers += mamba;
            ++a.mambaLayers;
            break;
        case '*':
            p.layers += attn;
            ++a.fullAttentionLayers;
            break;
        case '-':
            p.layers += mlp;
            ++a.mlpOnlyLayers;
            break;
        default:
            t.fail("hybrid_override_pattern", "unknown block '" + std::string(1, pattern[i]) +
                                                  "' at layer " + std::to_string(i) +
                                                  " (supported: M Mamba-2, * attention, - MLP)");
        }
    }
    p.finalNorm = h;
}

/// The original Qwen (model_type "qwen", QWenLMHeadModel; Qwen/Qwen-7B modeling_qwen.py):
/// c_attn h -> 3·H·kv_channels with bias, c_proj without (no_bias), an MLP whose w1 and w2 are
/// h -> intermediate_size / 2 and c_proj intermediate_size / 2 -> h, RMSNorms ln_1 and ln_2,
/// ln_f, an untied lm_head.
void qwenV1(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    readCommon(t, a);
    const int heads = t.requiredInt("num_attention_heads");
    if (a.hidden % heads != 0 && !t.has("kv_channels"))
        t.fail("kv_channels", "missing, and hidden_size is not a multiple of num_attention_heads");
    a.attention.heads = a.attention.kvHeads = heads;
    a.attention.headDim = t.optionalInt("kv_channels", a.hidden / heads);
    a.attention.qkvBias = true;
    const bool bias = !t.optionalBool("no_bias", true);
    a.attention.outputBias = bias;
    const int inter = t.requiredInt("intermediate_size");
    a.mlp.intermediate = inter / 2;
    a.mlp.gated = true;
    a.tiedEmbeddings = t.optionalBool("tie_word_embeddings", false);
    const double h = a.hidden, proj = double(heads) * a.attention.headDim;
    Count layer;
    layer += lin(st, h, 3 * proj, SlotQkv, true);
    layer += lin(st, proj, h, SlotO, bias);
    layer += gatedMlp(st, h, a.mlp.intermediate, bias);
    layer += plain(2 * h);
    p.layers = times(layer, a.layers);
    p.finalNorm = h;
}

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
