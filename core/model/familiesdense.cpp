// The dense and hybrid model families: Gemma 1 to 3, Phi, Phi-3, GPT-NeoX, Falcon, OLMo 2,
// Granite, SmolLM3, Mistral 3, Nemotron-H and the original Qwen. Sources: the header comment of
// modelfamilies.cpp; building blocks: familyparts.h.
#include "familyparts.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace headroom::config::family {

namespace {

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

} // namespace

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

namespace {

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

} // namespace

void olmo2(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    llamaShaped(t, a, p, st, true, false); // Olmo2Config tie_word_embeddings=False
}
void granite(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    llamaShaped(t, a, p, st, false, false); // GraniteConfig tie_word_embeddings=False
}
void smollm3(const Section& t, ModelArch& a, Parts& p, const Storage& st) {
    llamaShaped(t, a, p, st, false, true); // SmolLM3Config tie_word_embeddings=True
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

} // namespace headroom::config::family
