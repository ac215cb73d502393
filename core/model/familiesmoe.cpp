// The mixture-of-experts model families: DeepSeek-V2 / V3, GLM-4.5 MoE, gpt-oss and Llama 4.
// Sources: the header comment of modelfamilies.cpp; building blocks: familyparts.h.
#include "familyparts.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace headroom::config::family {

namespace {

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

} // namespace

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

} // namespace headroom::config::family
