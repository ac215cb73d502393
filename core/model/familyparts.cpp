// The building blocks of the model-family importers (familyparts.h): parameter counts of
// linears, MLPs, attention and experts, the keys every family reads, and the vision towers.
// Sources: the header comment of modelfamilies.cpp.
#include "familyparts.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace headroom::config::family {

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

/// A linear layer in -> out (+ bias). In an FP8 checkpoint one fp32 scale per block × block
/// tile of the weight (DeepSeek-V3 README "FP8 weights": weight_scale_inv of
/// ceil(out/128) × ceil(in/128)).
Count lin(const Storage& st, double in, double out, Slot slot, bool bias) {
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
Count gatedMlp(const Storage& st, double h, double inter, bool bias) {
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
/// Heads, KV heads and head_dim of a softmax attention; head_dim defaults to hidden / heads.
AttentionShape readHeads(const Section& t, int hidden, const char* headsKey, const char* kvKey,
                         int headsDefault, int kvDefault, int headDimDefault) {
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

void readCommon(const Section& t, ModelArch& a, int hiddenDefault, int layersDefault,
                int vocabDefault) {
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

} // namespace headroom::config::family
