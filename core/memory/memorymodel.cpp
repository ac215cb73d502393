#include "memorymodel.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <functional>
#include <numeric>

// Peak memory beyond the model states, tensor by tensor.
//
// Method (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer
// Models", §4.1): count, for every operation of a layer, the tensors autograd keeps for the
// backward pass, in 2-byte BF16 unless the kernel keeps fp32; dropout masks are 1 byte per
// element. Element-wise adds (residuals) keep nothing. Which tensors an op keeps is read from
// the implementations people train with:
//   - Hugging Face transformers modeling_llama / modeling_qwen3 / modeling_qwen3_next /
//     modeling_qwen3_5 (eager RMSNorm in fp32, SiLU·up, FlashAttention-2 path),
//   - FlashAttention-2 (flash_attn_interface.py: FlashAttnFunc saves q, k, v, out,
//     softmax_lse (fp32, one per head and token) and the RNG state; no s² matrix),
//   - flash-linear-attention fla/ops/gated_delta_rule/chunk.py (ChunkGatedDeltaRuleFunction
//     saves q, q_rstd, k, k_rstd, v, g, beta, A; the chunk states h are recomputed in
//     backward),
//   - torchtune (modules/rms_norm.py, modules/feed_forward.py, CEWithChunkedOutputLoss).
// Counts are per token (one position of one sequence) unless they carry an `s` for the
// quadratic attention terms; multiplied by t = s·b tokens per micro-batch.

namespace headroom {

namespace {

constexpr double kAct = 2;  // BF16 activation
constexpr double kF32 = 4;  // fp32 statistics, log-probs
constexpr double kMask = 1; // dropout mask, one byte per element (Korthikanti et al. §4.1)

/// fla chunk size: chunk_gated_delta_rule_fwd calls chunk_local_cumsum(g, chunk_size=64) and
/// builds the WY matrix A with one row of 64 per token and head (fla/ops/gated_delta_rule).
constexpr double kFlaChunk = 64;

/// torchtune CEWithChunkedOutputLoss(num_output_chunks: int = 8).
constexpr double kLossChunks = 8;

/// QLoRA NF4 with double quantisation (Dettmers et al. 2023, §3): 4 bit + 8-bit block scales
/// per 64 weights + fp32 scale per 256 blocks ≈ 0.516 B/weight (the catalog's default).
constexpr double kNf4Bytes = 0.516;

/// DeepSpeed ZeRO-1/2 `reduce_bucket_size` default 5e8 elements (DeepSpeed config docs,
/// "zero_optimization"), gradients in BF16.
constexpr double kZeroBucketElements = 5e8;

/// Per-token bytes split into the three LayerBytes parts (before multiplying by tokens).
struct Part {
    double saved = 0;
    double stats = 0;
    double backward = 0;
};

LayerBytes scaled(const Part& p, double tokens) {
    return {p.saved * tokens, p.stats * tokens, p.backward * tokens};
}

/// One normalisation of width w. Eager RMSNorm (HF LlamaRMSNorm, torchtune RMSNorm) upcasts
/// to fp32: pow and mul keep the fp32 copy (4w), rsqrt keeps one fp32 per token, and
/// `weight * x.to(bf16)` keeps the BF16 normalised input (2w) only if the weight trains.
/// Compiled (Inductor) or LayerNorm (native kernel): the BF16 input (2w) plus fp32 statistics
/// (RMSNorm rstd; LayerNorm mean + rstd) — Korthikanti counts the 2w.
Part normPart(double w, const LayerOptions& o) {
    Part p;
    if (o.norm == NormKind::LayerNorm) {
        p.saved = kAct * w;
        p.stats = 2 * kF32;
    } else if (o.compiled) {
        p.saved = kAct * w;
        p.stats = kF32;
    } else {
        p.saved = kF32 * w + (o.frozenBase ? 0 : kAct * w);
        p.stats = kF32;
    }
    return p;
}

/// Whether LoRA adapts the linears of `bits` (any of them).
bool targeted(const LayerOptions& o, unsigned bits) {
    return o.loraRank > 0 && (o.loraTargets == 0 || (o.loraTargets & bits) != 0);
}

/// Input of a group of linears that share it (q/k/v, gate/up): kept for the weight gradient,
/// so for a frozen base only when adapters sit on them (LoRA's A needs x for dA).
/// A QLoRA base keeps it regardless: bitsandbytes (<= 0.44) MatMul4Bit.forward sets
/// `ctx.tensors = (A, B)` whenever the input needs a gradient (bitsandbytes/autograd/
/// _functions.py, 0.42.0), and torchao's linear_nf4 `ctx.save_for_backward(input, weight)`.
double linearInput(double width, const LayerOptions& o, unsigned bits = ~0u) {
    return (!o.frozenBase || o.quantizedBase || targeted(o, bits)) ? kAct * width : 0;
}

/// LoRA adapter: lora_A's r-wide output is kept by lora_B (PEFT / torchtune LoRALinear, no
/// adapter dropout). Per adapted linear and token.
double adapter(const LayerOptions& o, unsigned bits = ~0u) {
    return targeted(o, bits) ? kAct * o.loraRank : 0;
}

/// DoRA (PEFT src/peft/tuners/lora/dora.py at 0a6cd5a459262e590346d1c2856759cedd14c615,
/// DoraLinearLayer.forward): `result_dora = (mag_norm_scale - 1) * F.linear(x, W) +
/// mag_norm_scale * lora_result * scaling`. Both products are differentiated with respect to
/// the magnitude, so autograd keeps the base output F.linear(x, W) and lora_B's output
/// lora_result, `out` wide each (weight_norm is detached, Liu et al. 2024 §4.3); the magnitude
/// (out values) is all they keep besides. Per adapted linear and token.
double doraSaved(const LayerOptions& o, unsigned bits, double out) {
    return o.dora && targeted(o, bits) ? 2 * kAct * out : 0;
}

/// Adapter dropout. LitGPT's LoRA layers (litgpt/lora.py LoRALinear / LoRAQKVLinear.forward,
/// identical at commits 8641822 and 5895df10): the adapter path is `F.linear(self.lora_dropout(x),
/// self.lora_A)` with nn.Dropout(lora_dropout) (0.05 in finetune/lora.py at 8641822 and in every
/// config_hub/finetune/*/lora.yaml at 5895df10). PEFT's the same per wrapped nn.Linear
/// (src/peft/tuners/lora/layer.py at 5d602fdb: update_layer makes `nn.Dropout(p=lora_dropout)`
/// when lora_dropout > 0, else nn.Identity; Linear.forward `lora_B(lora_A(dropout(x)))`).
/// Dropout (at::native_dropout) keeps a 1-byte mask and its output, which lora_A keeps for its
/// weight gradient; the layer's own input is then kept only by an NF4 base (MatMul4Bit). Bytes
/// per token beyond linearInput()'s single copy of the input, for a group of `adapted` adapted
/// linears sharing an input of `width` (LitGPT's fused q/k/v linear is one layer, one dropout;
/// PEFT's q, k and v three).
double litgptDropout(double width, const LayerOptions& o, int adapted) {
    if (!(o.litgptLora || o.loraDropout) || o.loraRank <= 0 || adapted <= 0)
        return 0;
    return adapted * (kMask + kAct) * width - kAct * width + (o.quantizedBase ? kAct * width : 0);
}

Part mlaPart(const ModelArch& a, double seq, const LayerOptions& o);

/// Softmax attention, per token; `seq` is the sequence length for the s² terms.
Part attentionPart(const ModelArch& a, double seq, const LayerOptions& o) {
    if (a.mla.kvLoraRank > 0)
        return mlaPart(a, seq, o);
    const AttentionShape& at = a.attention;
    const double h = a.hidden;
    const double heads = at.heads;
    const double dq = double(at.heads) * at.headDim;
    const double dkv = double(at.kvHeads) * at.headDim;
    Part p;
    // q/k/v projections share their input (split over the ranks with sequence parallelism).
    p.saved += linearInput(h / o.hiddenShards, o, LoraQ | LoraK | LoraV);
    if (o.litgptLora && targeted(o, LoraQ | LoraK | LoraV)) {
        p.saved += litgptDropout(h, o, 1);
        // LoRAQKVLinear.zero_pad (litgpt/lora.py at 8641822 and 5895df10), when only some of
        // q, k, v are adapted: `result.index_copy(1, index, x.reshape(-1, sum(qkv_shapes)))`
        // with x the adapters' output; index_copy's derivative uses `source` ("source.dim() > 0
        // ? grad.index_select(dim, index).expand_as(source)", tools/autograd/derivatives.yaml),
        // so autograd saves that reshaped copy, BF16 and as wide as the adapted projections.
        const bool q = targeted(o, LoraQ), k = targeted(o, LoraK), v = targeted(o, LoraV);
        if (!(q && k && v))
            p.saved += kAct * ((q ? dq : 0) + (k ? dkv : 0) + (v ? dkv : 0));
    } else if (o.loraDropout) {
        p.saved += litgptDropout(h, o,
                                 int(targeted(o, LoraQ)) + int(targeted(o, LoraK)) +
                                     int(targeted(o, LoraV)));
    }
    if (at.qkNorm) {
        // Qwen3: RMSNorm(head_dim) on q and k before RoPE — the same fp32 pattern per head.
        p.saved += normPart(dq, o).saved + normPart(dkv, o).saved;
        p.stats += kF32 * (heads + at.kvHeads); // one rstd per head and token
    }
    // RoPE in HF multiplies by cos/sin buffers that need no gradient: nothing per token kept.
    const bool dropout = o.attentionDropout > 0;
    // Gemma 2's softcapped scores (transformers modeling_gemma2.py eager_attention_forward:
    // `attn_weights = attn_weights / softcap; torch.tanh(...); * softcap`) are not applied by
    // the FlashAttention-2 path transformers trains with before flash-attn 2.6, and Google
    // recommends eager attention for Gemma 2 training: a softcapped model runs eager.
    const bool softcapped = at.softcap > 0;
    if (at.flash && !o.eagerAttention && !softcapped) {
        // FlashAttention-2 saves q, k, v (GQA-native, kv heads only), out and the fp32
        // log-sum-exp; attention dropout is regenerated from the saved RNG state.
        // LitGPT (litgpt/model.py CausalSelfAttention.forward, commit 101e31d2) expands k and
        // v to every query head ("flash attention requires it") and reshapes the result, so
        // SDPA keeps q, k, v at full width, and o_proj's input is a copy of the transposed
        // output, kept when o_proj needs it (trained, adapted or NF4).
        if (o.expandedKv && at.kvHeads == at.heads)
            // Multi-head attention in LitGPT: q, k, v are split from the fused qkv output viewed
            // as (B, groups, 3, T, hs); `reshape(B, -1, T, hs)` only drops a size-1 dimension, so
            // it returns views. RoPE and torch.cat make new q and k, but v stays a strided view
            // of the fused output, and SDPA keeps v — so the whole fused output (dq + 2·dkv) is
            // kept (litgpt/model.py CausalSelfAttention.forward at 8641822 and 5895df10).
            p.saved += kAct * (dq + dkv) + kAct * (dq + 2 * dkv);
        else
            p.saved += kAct * (dq + 2 * (o.expandedKv ? dq : dkv));
        p.saved += kAct * dq; // out; the FA2 layout (b, s, heads, d) is o_proj's input as is
        if (o.expandedKv)
            p.saved += linearInput(dq, o, LoraO);
        if (targeted(o, LoraO))
            p.saved += litgptDropout(dq, o, 1);
        p.stats += kF32 * heads;
        // Backward (flash_api.cpp mha_bwd): dO, fp32 dq accumulator, dq, and dk/dv expanded
        // to all heads before the GQA sum, plus dk, dv.
        p.backward = kAct * dq + kF32 * dq + kAct * dq + 2 * kAct * dq + 2 * kAct * dkv;
    } else {
        // Korthikanti §4.1 self-attention: QKᵀ keeps Q and K; softmax keeps its output
        // (2·a·s per token); dropout keeps a 1-byte mask and its output; the attention-over-V
        // matmul keeps the (dropped) probabilities and V; o_proj keeps its input.
        p.saved += kAct * (dq + dkv);  // Q, K
        p.saved += kAct * heads * seq; // softmax output
        if (dropout)
            p.saved += kMask * heads * seq + kAct * heads * seq; // mask + dropout output
        p.saved += kAct * dkv;                                   // V
        p.saved += kAct * dq;                                    // context, input of o_proj
        p.backward = 2 * kAct * heads * seq + kAct * (3 * dq + 2 * dkv);
        if (softcapped) {
            // tanh keeps its output (heads · s per token, BF16) for its backward, which adds
            // one more s² gradient.
            p.saved += kAct * heads * seq;
            p.backward += kAct * heads * seq;
        }
        if (at.sinks)
            // gpt-oss eager_attention_forward: `torch.cat([attn_weights, sinks], dim=-1)` before
            // the softmax: one more column per head, kept by the softmax.
            p.saved += kAct * heads;
    }
    if (at.outputGate) {
        // Qwen3.5 gated attention: out * sigmoid(gate) keeps sigmoid's output and the
        // product becomes o_proj's input (HF modeling_qwen3_5 / qwen3_next attention).
        p.saved += 2 * kAct * dq;
        p.backward += 2 * kAct * dq; // the gate comes out of q_proj: no extra linear
    }
    if (o.hiddenDropout > 0)
        p.saved += kMask * h / o.hiddenShards; // dropout after o_proj
    p.saved += adapter(o, LoraQ) + adapter(o, LoraK) + adapter(o, LoraV) + adapter(o, LoraO);
    p.saved += doraSaved(o, LoraQ, dq * (at.outputGate ? 2 : 1)) + doraSaved(o, LoraK, dkv) +
               doraSaved(o, LoraV, dkv) + doraSaved(o, LoraO, h);
    return p;
}

/// Multi-head latent attention (DeepSeek-V2/V3; transformers modeling_deepseek_v3.py
/// DeepseekV3Attention.forward), per token: q_a_proj (or q_proj) and kv_a_proj_with_mqa share
/// the normalised input; q_a_layernorm and kv_a_layernorm keep the RMSNorm pattern on the q_lora
/// and kv_lora latents, which q_b_proj and kv_b_proj keep as inputs; q = [q_nope, rope(q_pe)] and
/// k = [k_nope, rope(k_pe)] with the one k_pe expanded to every head (the decoupled RoPE key,
/// Liu et al. 2024 §2.1.3); for FlashAttention-2 v is zero-padded from v_head_dim to
/// qk_head_dim (`F.pad(value_states, [0, self.qk_head_dim - self.v_head_dim])`), so the kernel
/// keeps q, k, v and out at H · qk_head_dim and the fp32 log-sum-exp; o_proj takes the output
/// cut back to H · v_head_dim. Eager: Q, K, the softmax output (H · s), V, the context.
Part mlaPart(const ModelArch& a, double seq, const LayerOptions& o) {
    const MlaShape& m = a.mla;
    const double h = a.hidden, heads = a.attention.heads;
    const double qk = double(m.qkNopeHeadDim) + m.qkRopeHeadDim;
    const double dq = heads * qk, dv = heads * m.vHeadDim;
    Part p;
    p.saved += linearInput(h / o.hiddenShards, o, LoraQ | LoraK | LoraV);
    if (m.qLoraRank > 0) {
        p.saved += normPart(m.qLoraRank, o).saved + linearInput(m.qLoraRank, o, LoraQ);
        p.stats += kF32;
    }
    p.saved += normPart(m.kvLoraRank, o).saved + linearInput(m.kvLoraRank, o, LoraK | LoraV);
    p.stats += kF32;
    if (!o.eagerAttention) {
        p.saved += 4 * kAct * dq; // q, k, padded v, padded out
        p.stats += kF32 * heads;
        p.saved += linearInput(dv, o, LoraO); // the cut output, contiguous, o_proj's input
        // mha_bwd as for GQA with as many key/value heads as query heads.
        p.backward = kAct * dq + kF32 * dq + kAct * dq + 4 * kAct * dq;
    } else {
        p.saved += kAct * 2 * dq + kAct * heads * seq + kAct * dv + kAct * dv;
        p.backward = 2 * kAct * heads * seq + kAct * (3 * dq + 2 * dv);
    }
    const int qLinears = m.qLoraRank > 0 ? 2 : 1;
    p.saved += qLinears * adapter(o, LoraQ) + 2 * adapter(o, LoraK | LoraV) + adapter(o, LoraO);
    p.saved +=
        doraSaved(o, LoraQ, dq) + doraSaved(o, LoraK | LoraV, dq + dv) + doraSaved(o, LoraO, h);
    return p;
}

/// Mamba-2 mixer (Nemotron-H; transformers modeling_nemotron_h.py NemotronHMamba2Mixer
/// cuda_kernels_forward in training, which calls mamba_split_conv1d_scan_combined with the gated
/// RMSNorm and out_proj inside), per token. MambaSplitConv1dScanCombinedFn
/// (state-spaces/mamba mamba_ssm/ops/triton/ssd_combined.py at 01b717ae0db0) saves zxbcdt (the
/// in_proj output: z, x, B, C, dt = 2·I + 2·G·N + H), out_x (the scan's output, I) and the
/// norm's rstd (fp32, one per group); its backward recomputes the causal conv (I + 2·G·N),
/// allocates dzxbcdt and dxBC, and the chunked scan's backward (_mamba_chunk_scan_combined_bwd)
/// rebuilds the chunk states (batch, chunks, H, P, N) in fp32 and their gradients: per token
/// H·P·N / chunk_size each. out_proj's input is recomputed (`recompute_output`).
Part mambaPart(const ModelArch& a, const LayerOptions& o) {
    const MambaShape& m = a.mamba;
    const double h = a.hidden, inner = double(m.heads) * m.headDim;
    const double bc = 2.0 * m.groups * m.stateSize;
    const double zxbcdt = 2 * inner + bc + m.heads;
    const double chunk = std::max(1, m.chunkSize);
    Part p;
    p.saved += linearInput(h / o.hiddenShards, o, 0); // in_proj: adapted only by all-linear
    p.saved += kAct * zxbcdt + kAct * inner;
    p.stats += kF32 * m.groups;
    p.backward = kAct * zxbcdt + 2 * kAct * (inner + bc) + 2 * kAct * inner +
                 2 * kF32 * inner * m.stateSize / chunk;
    if (o.loraRank > 0 && o.loraTargets == 0)
        p.saved += 2 * kAct * o.loraRank; // in_proj and out_proj adapters
    return p;
}

/// Gated DeltaNet (Qwen3-Next / Qwen3.5 linear attention, HF modeling_qwen3_next fast path with
/// causal-conv1d and fla kernels), per token.
Part deltaNetPart(const ModelArch& a, const LayerOptions& o) {
    const DeltaNetShape& d = a.deltaNet;
    const double h = a.hidden;
    const double hk = d.keyHeads, hv = std::max(d.valueHeads, d.keyHeads);
    const double dk = d.keyHeadDim, dv = d.valueHeadDim;
    const double keyDim = hk * dk, valueDim = double(d.valueHeads) * dv;
    const double convDim = 2 * keyDim + valueDim;
    Part p;
    p.saved += linearInput(h / o.hiddenShards, o); // in_proj_* share the normalised input
    // causal_conv1d_fn keeps its input, the concatenated q|k|v projection (conv_dim wide).
    p.saved += kAct * convDim;
    // q and k are repeat_interleave'd to the value heads before the kernel; fla l2-normalises
    // them and saves the normalised q, k with their fp32 rstd, v, fp32 cumulative gates g,
    // beta and the WY matrix A (BF16, 64 per token and head).
    p.saved += kAct * (2 * hv * dk + valueDim);
    p.saved += kAct * hv * kFlaChunk;
    p.stats += kF32 * 3 * hv + kAct * hv; // q_rstd, k_rstd, g; beta
    // g = -exp(A_log)·softplus(a + dt_bias) in fp32: softplus and mul keep fp32 per head.
    p.stats += 2 * kF32 * hv;
    // FusedRMSNormGated (fla) keeps o and z (BF16) and rstd; its output is out_proj's input.
    p.saved += kAct * valueDim * 3;
    p.stats += kF32 * hv;
    // Backward (chunk_gated_delta_rule_bwd): recomputes w, u, the chunk states h
    // [B, T/64, H, K, V] and v_new, then builds dh (same shape), dv, dq, dk, dw.
    const double states = kAct * hv * dk * dv / kFlaChunk; // per token
    p.backward = 2 * states + kAct * hv * (4 * dk + 4 * dv) + kAct * valueDim * 3;
    // Qwen3-Next fuses the projections (in_proj_qkvz, in_proj_ba, out_proj); Qwen3.5 has five.
    const int linears = a.modelType == "qwen3_next" ? 3 : 5;
    p.saved += linears * adapter(o);
    return p;
}

/// Feed-forward block, per token.
Part mlpPart(const ModelArch& a, bool moe, const LayerOptions& layerOptions) {
    const MlpShape& m = a.mlp;
    const double h = a.hidden;
    Part p;
    // SwiGLU (HF LlamaMLP: down(act(gate(x)) * up(x))): SiLU keeps gate's output, the product
    // keeps SiLU's output and up's output, down keeps the product: 8·I bytes eager. Compiled,
    // SiLU is recomputed from the gate in backward: gate, up, product (6·I).
    // GELU MLP (Korthikanti): GELU keeps its input, fc2 keeps GELU's output (4·I).
    auto dense = [&](double width, bool gated, const LayerOptions& o) {
        Part d;
        if (gated) {
            d.saved = kAct * width * (o.compiled ? 3 : 4);
            d.backward = 3 * kAct * width; // d(act), d(up), d(gate) at SiLU's backward
        } else {
            d.saved = 2 * kAct * width;
            d.backward = 2 * kAct * width;
        }
        // A frozen down projection without an adapter needs no copy of its input (the product
        // or GELU's output): only its weight, for the input gradient (unless NF4, see above).
        if (o.frozenBase && !o.quantizedBase && !targeted(o, LoraDown))
            d.saved -= kAct * width;
        d.saved += (gated ? adapter(o, LoraGate) + adapter(o, LoraUp) : 0) + adapter(o, LoraDown);
        d.saved += (gated ? doraSaved(o, LoraGate, width) : 0) + doraSaved(o, LoraUp, width) +
                   doraSaved(o, LoraDown, h);
        d.saved += litgptDropout(width, o, targeted(o, LoraDown) ? 1 : 0);
        if (!gated)
            d.saved += adapter(o, LoraUp);
        return d;
    };
    const LayerOptions& o = layerOptions;
    p.saved += linearInput(h / o.hiddenShards, o, LoraGate | LoraUp);
    // LitGPT's fc_1 and fc_2 are LoRALinear layers of their own, each with its dropout.
    p.saved += litgptDropout(
        h, o, (m.gated && targeted(o, LoraGate) ? 1 : 0) + (targeted(o, LoraUp) ? 1 : 0));
    if (!moe || m.experts <= 0) {
        Part d = dense(m.intermediate, m.gated, o);
        p.saved += d.saved;
        p.backward = d.backward + 2 * kAct * h;
        if (o.hiddenDropout > 0)
            p.saved += kMask * h / o.hiddenShards;
        return p;
    }
    // Mixture of experts (HF Qwen3MoeSparseMoeBlock / Qwen2MoeSparseMoeBlock): the router's
    // softmax runs in fp32 and keeps its output (E per token); every routed copy of a token
    // keeps its gathered input, the expert's SwiGLU tensors and the expert output that the
    // routing weight multiplies (experts_per_tok copies per token).
    const double k = std::max(1, m.expertsPerToken);
    p.stats += kF32 * m.experts;
    // Routed experts stored as nn.Parameter tensors carry no adapter (fusedExperts()): their
    // SwiGLU is counted as a frozen base's; the shared expert keeps the layer's adapters.
    LayerOptions expertOptions = o;
    if (fusedExperts(a))
        expertOptions.loraRank = 0;
    Part e = dense(m.moeIntermediate, true, expertOptions);
    // With an expert capacity (Fedus et al. 2022, Switch Transformer §2.1: capacity = tokens /
    // experts × capacity factor; Megatron-Core moe_utils.get_capacity with top-k: tokens · k /
    // E · factor, moe_pad_expert_input_to_capacity) every expert's input buffer is padded to
    // its capacity: factor · k routed copies per token instead of k (tokens beyond it dropped).
    const double copies = k * (o.capacityFactor > 0 ? o.capacityFactor : 1);
    p.saved += copies * (2 * kAct * h + e.saved);
    // Routing buffers (transformers modeling_qwen3_moe.py Qwen3MoeSparseMoeBlock.forward, the
    // loop DeepSeek-V3's and GLM-4.5's MoE blocks share): torch.topk's int64 indices and the
    // routing weights (fp32 after the fp32 softmax) are kept for the weights' gradient, and the
    // `torch.where(expert_mask[expert_idx])` token indices (int64, one per routed copy) by the
    // index_select / index_add_ that gather and scatter each expert's tokens. The one-hot
    // expert mask, int64 of E × k per token, exists while the block runs (forward and its
    // recompute before backward).
    p.stats += k * (8 + kF32 + 8);
    // Backward: gradients of every routed copy's output and input; one expert's SwiGLU grads.
    p.backward = copies * 2 * kAct * h + e.backward + 2 * kAct * h + 8.0 * m.experts * k;
    if (m.sharedExpertIntermediate > 0) {
        Part s = dense(m.sharedExpertIntermediate, true, o);
        p.saved += s.saved + kAct * h; // shared expert output kept by its gate multiply
        if (m.sharedExpertGate)
            p.saved += kAct; // sigmoid output, one per token
        p.backward += s.backward;
    }
    return p;
}

struct LayerParts {
    Part norms, mixer, mlp;
};

LayerParts layerParts(const ModelArch& a, LayerType type, double seq, const LayerOptions& o) {
    LayerParts l;
    Part n = normPart(a.hidden / o.hiddenShards, o);
    n.stats /= o.hiddenShards; // per token, and each rank keeps 1/hiddenShards of the tokens
    // input_layernorm + post_attention_layernorm; a Nemotron-H block has one norm.
    const double norms = type.mixer != LayerKind::None && type.mlp ? 2 : 1;
    l.norms = {norms * n.saved, norms * n.stats, 0};
    switch (type.mixer) {
    case LayerKind::LinearAttention:
        l.mixer = deltaNetPart(a, o);
        break;
    case LayerKind::Mamba2:
        l.mixer = mambaPart(a, o);
        break;
    case LayerKind::None:
        break;
    case LayerKind::FullAttention:
        l.mixer = attentionPart(a, seq, o);
        break;
    }
    if (type.mlp)
        l.mlp = mlpPart(a, type.moe, o);
    return l;
}

LayerBytes combine(const ModelArch& a, const LayerParts& l, double tokens) {
    Part p;
    p.saved = l.norms.saved + l.mixer.saved + l.mlp.saved;
    p.stats = l.norms.stats + l.mixer.stats + l.mlp.stats;
    // The residual stream's gradient (2h) is alive throughout; the layer's own backward peak is
    // the larger of its two blocks.
    p.backward = kAct * a.hidden + std::max(l.mixer.backward, l.mlp.backward);
    return scaled(p, tokens);
}

// ---- Parameter counts per unit, for FSDP gathers and QLoRA dequantisation ------------------

/// MLA's projections (transformers DeepseekV3Attention: q_a_proj h→q_lora, q_b_proj
/// q_lora→heads·(nope+rope), or q_proj h→heads·(nope+rope) without a q LoRA; kv_a_proj_with_mqa
/// h→kv_lora+rope, kv_b_proj kv_lora→heads·(nope+v), o_proj heads·v→h), largest first.
std::array<double, 5> mlaLinears(const ModelArch& a) {
    const MlaShape& m = a.mla;
    const double h = a.hidden, heads = a.attention.heads;
    const double qk = double(m.qkNopeHeadDim) + m.qkRopeHeadDim;
    std::array<double, 5> w = {
        m.qLoraRank > 0 ? h * m.qLoraRank : h * heads * qk,
        m.qLoraRank > 0 ? double(m.qLoraRank) * heads * qk : 0.0,
        h * (double(m.kvLoraRank) + m.qkRopeHeadDim),
        double(m.kvLoraRank) * heads * (double(m.qkNopeHeadDim) + m.vHeadDim),
        heads * double(m.vHeadDim) * h};
    std::sort(w.begin(), w.end(), std::greater<>());
    return w;
}

double attentionParams(const ModelArch& a) {
    if (a.mla.kvLoraRank > 0) {
        const auto w = mlaLinears(a);
        return std::accumulate(w.begin(), w.end(), 0.0);
    }
    const AttentionShape& at = a.attention;
    const double h = a.hidden, dq = double(at.heads) * at.headDim;
    const double dkv = double(at.kvHeads) * at.headDim;
    return h * dq * (at.outputGate ? 2 : 1) + 2 * h * dkv + dq * h;
}

double deltaNetParams(const ModelArch& a) {
    const DeltaNetShape& d = a.deltaNet;
    const double h = a.hidden, keyDim = double(d.keyHeads) * d.keyHeadDim;
    const double valueDim = double(d.valueHeads) * d.valueHeadDim;
    const double convDim = 2 * keyDim + valueDim;
    return h * (convDim + valueDim + 2.0 * d.valueHeads) + convDim * d.convKernel + valueDim * h;
}

double mlpParams(const ModelArch& a, bool moe) {
    const MlpShape& m = a.mlp;
    const double h = a.hidden;
    if (!moe || m.experts <= 0)
        return (m.gated ? 3 : 2) * h * m.intermediate;
    return double(m.experts) * 3 * h * m.moeIntermediate + h * m.experts +
           3 * h * m.sharedExpertIntermediate + (m.sharedExpertGate ? h : 0);
}

/// Largest single linear weight of the language model (QLoRA dequantises one at a time).
double largestLinear(const ModelArch& a) {
    const double h = a.hidden;
    const AttentionShape& at = a.attention;
    double w = a.mla.kvLoraRank > 0 ? mlaLinears(a)[0]
                                    : h * double(at.heads) * at.headDim * (at.outputGate ? 2 : 1);
    w = std::max(w, h * (a.mlp.experts > 0 && a.moeLayers >= a.layers ? a.mlp.moeIntermediate
                                                                      : a.mlp.intermediate));
    w = std::max(w, h * a.mlp.sharedExpertIntermediate);
    if (a.linearAttentionLayers > 0) {
        const DeltaNetShape& d = a.deltaNet;
        w = std::max(w,
                     h * (2.0 * d.keyHeads * d.keyHeadDim + double(d.valueHeads) * d.valueHeadDim));
    }
    return w;
}

/// LoRA on an LLM.int8 base: bitsandbytes MatMul8bitLt.forward (bitsandbytes/autograd/
/// _functions.py at commit 60a0d8a5) quantises each frozen linear's input with
/// `F.double_quant(A.to(torch.float16))` and, when the input needs a gradient, keeps
/// `ctx.tensors = (CAt, subA, A)`: besides the input A itself (linearInput(), as for an NF4
/// base) the int8 transposed copy CAt, one byte per input element of every quantised linear,
/// q, k and v each their own (subA, the outlier columns above llm_int8_threshold 6.0, is a few
/// columns and not counted). Bytes per token of one layer's mixer.
double int8MixerCopies(const ModelArch& a, LayerKind kind) {
    const double h = a.hidden;
    if (kind == LayerKind::LinearAttention) {
        // Gated DeltaNet: in_proj_qkvz + in_proj_ba (qwen3-next) or four in_proj_* on the
        // normalised input, out_proj on the gated value heads.
        const DeltaNetShape& d = a.deltaNet;
        return (d.fusedProjections ? 2 : 4) * h + double(d.valueHeads) * d.valueHeadDim;
    }
    if (kind == LayerKind::Mamba2)
        // NemotronHMamba2Mixer: in_proj on the hidden state, out_proj on heads · head_dim.
        return h + double(a.mamba.heads) * a.mamba.headDim;
    if (kind == LayerKind::None)
        return 0;
    if (a.mla.kvLoraRank > 0) {
        // MLA: q_proj or q_a_proj + q_b_proj, kv_a_proj_with_mqa, kv_b_proj, o_proj.
        const MlaShape& m = a.mla;
        return h + (m.qLoraRank > 0 ? double(m.qLoraRank) : 0.0) + h + m.kvLoraRank +
               double(a.attention.heads) * m.vHeadDim;
    }
    // q, k, v on the normalised input; o_proj on the heads' output.
    return 3 * h + double(a.attention.heads) * a.attention.headDim;
}

/// The same for one layer's MLP: gate and up on the hidden state, down on the intermediate
/// width; a mixture of experts routes each token through k experts (and the shared expert),
/// after the router's own linear.
double int8MlpCopies(const ModelArch& a, bool moe) {
    const MlpShape& m = a.mlp;
    const double h = a.hidden;
    if (!moe || m.experts <= 0)
        return (m.gated ? 2 : 1) * h + m.intermediate;
    double bytes = h + double(m.expertsPerToken) * (2 * h + m.moeIntermediate);
    if (m.sharedExpertIntermediate > 0)
        bytes += 2 * h + m.sharedExpertIntermediate + (m.sharedExpertGate ? h : 0);
    return bytes;
}

/// MatMul8bitLt.backward (same file and commit) dequantises the int8 weight for the input
/// gradient: undo_layout() copies the tiled int8 weight back to row-major (torch.empty_like, then
/// `.contiguous()`) and `.to(ctx.dtype_A)` makes the BF16 copy while the int8 one is alive:
/// 1 + 2 B per weight of one linear at a time.
constexpr double kInt8DequantBytes = 3;

struct LayerCounts {
    int full = 0, linear = 0, moe = 0, dense = 0;
};

LayerCounts counts(const ModelArch& a) {
    LayerCounts c;
    c.full = a.fullAttentionLayers;
    c.linear = a.linearAttentionLayers;
    if (c.full + c.linear == 0)
        c.full = a.layers; // plain decoders
    const int total = c.full + c.linear;
    c.moe = a.mlp.experts > 0 ? std::clamp(a.moeLayers, 0, total) : 0;
    c.dense = total - c.moe;
    return c;
}

/// A vision block as a decoder layer of width `hidden` (LayerNorm, flash varlen attention per
/// image, GELU or SwiGLU MLP), so the same counts apply to it.
ModelArch visionAsDecoder(const VisionShape& v) {
    ModelArch b;
    b.hidden = v.hidden;
    b.layers = v.depth;
    b.fullAttentionLayers = v.depth;
    b.attention.heads = std::max(1, v.heads);
    b.attention.kvHeads = b.attention.heads;
    b.attention.headDim = v.hidden / b.attention.heads;
    b.attention.flash = true;
    b.mlp.intermediate = v.intermediate;
    b.mlp.gated = v.gatedMlp;
    return b;
}

} // namespace

LayerBytes decoderLayerBytes(const ModelArch& arch, LayerType type, double seq, double batch,
                             const LayerOptions& options) {
    return combine(arch, layerParts(arch, type, seq, options), seq * batch);
}

namespace {
/// Σ over the targeted slots of a per-target table (ParameterCounts::loraByTarget layout):
/// the nine names, then the fused linears any of whose parts is targeted.
double targetedSum(const std::array<double, 12>& table, unsigned targets) {
    double sum = 0;
    for (unsigned bit = 0; bit < 9; ++bit)
        if (targets & (1u << bit))
            sum += table[bit];
    if (targets & (LoraQ | LoraK | LoraV))
        sum += table[9];
    if (targets & (LoraGate | LoraUp))
        sum += table[10];
    if (targets & (LoraK | LoraV))
        sum += table[11];
    return sum;
}

bool hasTargetTable(const ModelArch& a) {
    for (double v : a.params.loraByTarget)
        if (v > 0)
            return true;
    return false;
}
} // namespace

double doraMagnitudes(const ModelArch& a, unsigned targets) {
    if (hasTargetTable(a))
        return targets == 0 ? a.params.loraOutAll : targetedSum(a.params.outByTarget, targets);
    // From the shapes (the Qwen / Llama / Mistral families): out features per layer.
    const AttentionShape& at = a.attention;
    const double h = a.hidden, dq = double(at.heads) * at.headDim * (at.outputGate ? 2 : 1);
    const double dkv = double(at.kvHeads) * at.headDim;
    const LayerCounts c = counts(a);
    const MlpShape& m = a.mlp;
    const unsigned t = targets == 0 ? ~0u & ~(LoraLmHead | LoraEmbed) : targets;
    double out = 0;
    out += c.full * (((t & LoraQ) ? dq : 0) + ((t & LoraK) ? dkv : 0) + ((t & LoraV) ? dkv : 0) +
                     ((t & LoraO) ? h : 0));
    auto mlp = [&](unsigned bit, double denseOut, double expertOut, double sharedOut) {
        if (!(t & bit))
            return;
        out += c.dense * denseOut;
        out += c.moe *
               (double(m.experts) * expertOut + (m.sharedExpertIntermediate > 0 ? sharedOut : 0));
    };
    if (m.gated)
        mlp(LoraGate, m.intermediate, m.moeIntermediate, m.sharedExpertIntermediate);
    mlp(LoraUp, m.intermediate, m.moeIntermediate, m.sharedExpertIntermediate);
    mlp(LoraDown, h, h, h);
    if (targets == 0 && c.linear > 0) {
        // Gated DeltaNet projections under all-linear: in_proj outputs and out_proj.
        const DeltaNetShape& d = a.deltaNet;
        const double keyDim = double(d.keyHeads) * d.keyHeadDim;
        const double valueDim = double(d.valueHeads) * d.valueHeadDim;
        out += c.linear * (2 * keyDim + 2 * valueDim + 2.0 * d.valueHeads + h);
    }
    if (t & LoraLmHead)
        out += a.vocab;
    if (t & LoraEmbed)
        out += h;
    return out;
}

bool fusedExperts(const ModelArch& a) {
    // transformers modeling_gpt_oss.py GptOssExperts (at 6edf5b311854) and modeling_llama4.py
    // Llama4TextExperts (at 000c33fdfde1): gate_up_proj and down_proj are nn.Parameter of
    // shape (E, in, out), applied with bmm / grouped matmul. PEFT's documentation (docs/source/
    // package_reference/lora.md at 5d602fdb, "Targeting nn.Parameter directly": "in many
    // mixture of expert (MoE) layers in HF Transformers, instead of using nn.Linear, an
    // nn.Parameter is used ... for Llama4, you can pass target_parameters=[...]").
    return a.mlp.experts > 0 && (a.modelType == "gpt_oss" || a.modelType == "llama4" ||
                                 a.modelType == "llama4_text");
}

double loraInOutPerRank(const ModelArch& a, unsigned targets) {
    if (targets == 0)
        return a.params.loraInOutPerRank;
    if (hasTargetTable(a))
        return targetedSum(a.params.loraByTarget, targets);
    // Per softmax-attention layer and dense (or expert) MLP, from the module shapes; Gated
    // DeltaNet projections have no q/k/v/o names and are adapted only by "all-linear".
    const AttentionShape& at = a.attention;
    const double h = a.hidden, dq = double(at.heads) * at.headDim;
    const double dkv = double(at.kvHeads) * at.headDim;
    const LayerCounts c = counts(a);
    double perRank = 0;
    if (targets & LoraQ)
        perRank += c.full * (h + dq * (at.outputGate ? 2 : 1));
    if (targets & LoraK)
        perRank += c.full * (h + dkv);
    if (targets & LoraV)
        perRank += c.full * (h + dkv);
    if (targets & LoraO)
        perRank += c.full * (dq + h);
    const MlpShape& m = a.mlp;
    auto mlp = [&](unsigned bit, bool present) {
        if (!(targets & bit) || !present)
            return;
        perRank += c.dense * (h + m.intermediate);
        perRank += c.moe * (double(m.experts) * (h + m.moeIntermediate) +
                            (m.sharedExpertIntermediate > 0 ? h + m.sharedExpertIntermediate : 0));
    };
    mlp(LoraGate, m.gated);
    mlp(LoraUp, true);
    mlp(LoraDown, true);
    if (targets & LoraLmHead)
        perRank += double(a.vocab) + h;
    if (targets & LoraEmbed)
        perRank += double(a.vocab) + h;
    return perRank;
}

double largestLinearWeights(const ModelArch& arch) {
    return largestLinear(arch);
}

double lossPeakBytes(double tokens, int hidden, int vocab, bool fused, FusedLoss kind,
                     bool compiled, PlainLoss plain, bool fp32Output) {
    const double t = tokens, v = vocab;
    if (!fused && plain == PlainLoss::Bf16) {
        // F.cross_entropy straight on the BF16 logits (LitGPT pretrain.py:
        // chunked_cross_entropy(logits, targets, chunk_size=0)): log_softmax keeps its BF16
        // output; the training loop still holds the logits. Backward: nll_loss_backward's
        // dense gradient and log_softmax_backward's output, BF16: 4 × 2tV.
        return 4 * kAct * t * v;
    }
    if (fused && kind == FusedLoss::LmHeadChunks) {
        // LitGPT (litgpt/model.py GPT.forward with lm_head_chunk_size=128; litgpt/utils.py
        // chunked_cross_entropy): every 128-token chunk of BF16 logits stays alive for backward,
        // each chunk's cross-entropy keeps its BF16 log-probs; backward then works one chunk at
        // a time (its nll and log_softmax gradients).
        constexpr double kChunk = 128;
        if (fp32Output)
            // Through Lightning Fabric (`fp32Output`), the chunks come back fp32: the training
            // loop holds 4tV of logits and cross-entropy keeps fp32 log-probs (4tV); the first
            // chunk's backward adds its fp32 nll and log_softmax gradients. (convert_output
            // builds the fp32 list while the BF16 one lives, 6tV, which is less.)
            return 2 * kF32 * t * v + 2 * kF32 * std::min(t, kChunk) * v;
        return 2 * kAct * t * v + 2 * kAct * std::min(t, kChunk) * v;
    }
    if (!fused) {
        // The plain Hugging Face loss, by transformers version (per token, V logits each):
        //  - `hf`, transformers 4.49 and later: src/transformers/loss/loss_utils.py
        //    ForCausalLMLoss (commit 0114da07) upcasts inside the loss (`logits = logits.float()`)
        //    and pads the labels instead of copying shifted logits (PR #35646); the model's
        //    forward still holds its BF16 logits. Forward: BF16 2 + fp32 copy 4 + log_softmax's
        //    saved fp32 output 4 = 10 B.
        //  - `hf-legacy`, transformers 4.45 and older: models/llama/modeling_llama.py
        //    LlamaForCausalLM.forward does `logits = self.lm_head(...).float()` (the BF16 logits
        //    are dropped) and then `shift_logits = logits[..., :-1, :].contiguous()`. Forward:
        //    fp32 logits 4 + the shifted copy 4 + log-probs 4 = 12 B.
        // Backward, the same for both (the Trainer's compute_loss keeps only the loss, so the
        // logits are gone): nll_loss_backward's dense fp32 gradient 4 and log_softmax_backward's
        // output 4 while the saved log-probs 4 live = 12 B. Both peak at 12 B per logit, the
        // legacy path already at the end of the forward. (4.46 to 4.48 kept the shifted copy
        // inside ForCausalLMLoss next to the BF16 logits: 14 B, neither value.)
        const double forward = plain == PlainLoss::HfLegacy ? 3 * kF32 : kAct + 2 * kF32;
        const double backward = 3 * kF32;
        return std::max(forward, backward) * t * v;
    }
    if (kind == FusedLoss::ChunkedOutput) {
        // torchtune CEWithChunkedOutputLoss: the model emits 8 BF16 chunks of logits (2tV in
        // all); compute_cross_entropy upcasts and differentiates one chunk at a time: the
        // chunk's BF16 gradient, plus its fp32 copy unless compiled (Inductor fuses the upcast
        // into the loss kernel; torchtune compiles compute_cross_entropy with compile=True).
        // (Run eagerly without compile, every chunk's fp32 log-probs would be saved; Headroom
        // takes the chunked loss as it is meant to run.)
        return kAct * t * v + (compiled ? kAct : kF32 + kAct) * t * v / kLossChunks;
    }
    // Liger fused_linear_cross_entropy_forward: chunk_size = next_power_of_2(ceil(BT /
    // ceil(V / H))) tokens per chunk, so one chunk of logits (BF16, its gradient written in
    // place) is about BT·H values; grad_input (BT × H, BF16) and the fp32 loss vector (BT)
    // are allocated up front. (grad_weight is the LM head's gradient, counted with the states.)
    const double inc = std::ceil(v / std::max(1, hidden));
    // next_power_of_2 of a whole number of tokens (at least 1): std::bit_ceil, exactly.
    const double chunk =
        std::min(t, double(std::bit_ceil(static_cast<std::uint64_t>(std::ceil(t / inc)))));
    return kAct * chunk * v + kAct * t * hidden + kF32 * t;
}

namespace {

/// DeepSpeed ZeRO-3 without offload (deepspeed/runtime/zero/stage3.py and
/// partitioned_param_coordinator.py at commit edaa7221). `layerParams`: one decoder layer's
/// weights; `largestModule`: its largest linear; `outer`: the embedding or LM head; `bytes` per
/// gathered weight.
void zeroStage3Buffers(const MemoryInput& in, MemoryTerms& r, double layerParams,
                       double largestModule, double outer, double bytes) {
    // Gathered parameters: the coordinator gathers each submodule's parameters before it runs
    // and prefetches the next ones up to stage3_prefetch_bucket_size elements
    // (fetch_sub_module). A parameter whose next use lies within stage3_max_reuse_distance
    // elements (1e9, like stage3_max_live_parameters) is not released (__params_to_release):
    // with activation checkpointing a decoder layer gathered for its recompute is used again
    // at once by its backward, so the whole layer stays gathered; without it each module is
    // released after use. stage3_max_live_parameters caps what is gathered at once.
    // Persistent parameters (numel <= stage3_param_persistence_threshold, 1e5: norms, small
    // LoRA matrices) stay gathered throughout; under 0.1 % of a layer, not counted.
    const double unit = std::max(in.checkpointing ? layerParams : largestModule, outer);
    r.gatherBuffer = bytes * std::min(in.zeroMaxLive, unit + in.zeroPrefetchBucket);
    // Gradients: with contiguous_gradients (the default) stage3.py allocates one IPG bucket of
    // reduce_bucket_size elements per communication dtype once the optimizer is set up
    // (`bucket.buffer = torch.empty(self.reduce_bucket_size, dtype=dtype, ...)`), however few
    // parameters train; BF16 under bf16 mixed precision.
    r.reduceBuffer = kAct * in.zeroReduceBucket;
}

} // namespace

MemoryTerms memoryTerms(const MemoryInput& in) {
    MemoryTerms r;
    if (!in.arch || in.sequence <= 0 || in.microBatch <= 0)
        return r;
    const ModelArch& a = *in.arch;
    const double s = double(in.sequence), b = in.microBatch, t = s * b, h = a.hidden;
    const bool lora = in.method != Method::Full;

    LayerOptions o;
    o.compiled = in.compiled;
    o.frozenBase = lora;
    o.loraRank = lora ? in.loraRank : 0;
    o.loraTargets = in.loraTargets;
    o.eagerAttention = in.eagerAttention;
    o.expandedKv = in.expandedKv;
    const bool int8Base = in.method == Method::Lora8bit;
    o.quantizedBase = in.method == Method::Qlora || int8Base;
    o.litgptLora = in.litgpt && lora;
    o.loraDropout = in.loraDropout && lora && !in.litgpt;
    o.hiddenShards = std::max(1.0, in.hiddenShards);
    o.dora = in.dora && lora;
    o.capacityFactor = in.moeCapacityFactor;
    const double hs = o.hiddenShards;

    // ---- Language model: every layer's saved tensors, or the checkpoints ----------------------
    const LayerCounts c = counts(a);
    int layers = c.full + c.linear;
    LayerParts fullParts = layerParts(a, {LayerKind::FullAttention, false}, s, o);
    LayerParts linParts = layerParts(a, {LayerKind::LinearAttention, false}, s, o);
    const Part moeMlp = mlpPart(a, true, o);
    const Part denseMlp = fullParts.mlp;
    auto kept = [](const Part& p) { return p.saved + p.stats; };
    double allLayers =
        t * (layers * kept(fullParts.norms) + c.full * kept(fullParts.mixer) +
             c.linear * kept(linParts.mixer) + c.moe * kept(moeMlp) + c.dense * kept(denseMlp));

    // The largest layer: saved tensors + its backward working set.
    double largest = 0, maxBackward = 0; // one layer: kept + backward; backward alone
    const bool blocks = a.mambaLayers > 0 || a.mlpOnlyLayers > 0;
    if (blocks) {
        // Nemotron-H: every block is one norm and either a mixer or an MLP
        // (NemotronHBlock); checkpointing keeps one input per block.
        const std::pair<int, LayerType> kinds[] = {
            {a.fullAttentionLayers, {LayerKind::FullAttention, false, false}},
            {a.mambaLayers, {LayerKind::Mamba2, false, false}},
            {a.mlpOnlyLayers, {LayerKind::None, false, true}},
        };
        layers = 0;
        allLayers = 0;
        for (const auto& [count, type] : kinds) {
            if (count <= 0)
                continue;
            const LayerParts l = layerParts(a, type, s, o);
            const LayerBytes lb = combine(a, l, t);
            layers += count;
            allLayers += count * lb.kept();
            largest = std::max(largest, lb.kept() + lb.backward);
            maxBackward = std::max(maxBackward, lb.backward);
        }
    }
    for (int mixer = 0; mixer < 2 && !blocks; ++mixer) {
        if ((mixer == 0 && c.full == 0) || (mixer == 1 && c.linear == 0))
            continue;
        for (int moe = 0; moe < 2; ++moe) {
            if ((moe == 0 && c.dense == 0) || (moe == 1 && c.moe == 0))
                continue;
            LayerParts l = mixer == 0 ? fullParts : linParts;
            l.mlp = moe ? moeMlp : denseMlp;
            LayerBytes lb = combine(a, l, t);
            largest = std::max(largest, lb.kept() + lb.backward);
            maxBackward = std::max(maxBackward, lb.backward);
        }
    }

    // An int8 base keeps each quantised linear's int8 input copy as well (int8MixerCopies):
    // every layer's while it is saved, the widest layer's while it is recomputed.
    if (int8Base) {
        double perLayer = 0, widest = 0;
        if (blocks) {
            const std::pair<int, double> kinds[] = {
                {a.fullAttentionLayers, int8MixerCopies(a, LayerKind::FullAttention)},
                {a.mambaLayers, int8MixerCopies(a, LayerKind::Mamba2)},
                {a.mlpOnlyLayers, int8MlpCopies(a, false)}};
            for (const auto& [count, bytes] : kinds)
                if (count > 0) {
                    perLayer += count * bytes;
                    widest = std::max(widest, bytes);
                }
        } else {
            const double attn = int8MixerCopies(a, LayerKind::FullAttention);
            const double delta = int8MixerCopies(a, LayerKind::LinearAttention);
            const double moe = int8MlpCopies(a, true), dense = int8MlpCopies(a, false);
            perLayer = c.full * attn + c.linear * delta + c.moe * moe + c.dense * dense;
            widest = std::max(c.full > 0 ? attn : 0.0, c.linear > 0 ? delta : 0.0) +
                     std::max(c.moe > 0 ? moe : 0.0, c.dense > 0 ? dense : 0.0);
        }
        allLayers += t * perLayer;
        largest += t * widest;
    }

    // Final norm + the LM head's input (kept for the head's weight gradient; a frozen head
    // needs only its weight for the input gradient). Liger keeps grad_input instead (in the
    // loss term).
    Part finalNorm = normPart(h / hs, o);
    finalNorm.stats /= hs;
    // An NF4 head (LitGPT) keeps its input too (MatMul4Bit, as above). A pipeline stage
    // without the head keeps neither.
    double head =
        in.lmHead ? t * (kept(finalNorm) + (lora && !in.quantizedHead ? 0 : kAct * h / hs)) : 0;

    // Gradient checkpointing (HF / torchtune non-reentrant torch.utils.checkpoint around each
    // decoder layer): one BF16 layer input 2·s·b·h per layer; the layer's tensors exist only
    // while it is recomputed and back-propagated. torchtune's activation offloading moves the
    // checkpoints (and the head's saved tensors) to host memory; one stays in flight.
    double text = 0, working = 0;
    if (in.checkpointing) {
        const int resident = in.activationOffload ? std::min(1, layers) : layers;
        text = resident * kAct * t * h / hs;
        if (in.activationOffload)
            head = 0;
        working = largest;
    } else {
        text = allLayers;
        working = maxBackward; // the layer's tensors are already in `text`
    }
    // A pipeline stage holds the saved tensors of every micro-batch in flight (Narayanan et
    // al. 2021 §2.2); the working set is one micro-batch's.
    text = text * std::max(1.0, in.inFlight) + head;

    // QLoRA (bitsandbytes MatMul4Bit / torchao linear_nf4): each linear dequantises its NF4
    // weight to BF16 for the matmul in forward and again in backward, one linear at a time.
    // Lightning's BitsandbytesPrecision quantises through fp16 (`w = weight.contiguous().to(
    // device=device, dtype=torch.half)` before quantize_4bit; lightning/fabric/plugins/precision/
    // bitsandbytes.py _Linear4bit.quantize at tags 2.1.0 to 2.3.0), so the quant state's dtype is
    // fp16: dequantize_4bit returns fp16 and `.to(A.dtype)` makes the BF16 copy while it lives
    // (bitsandbytes 0.41/0.42 autograd/_functions.py MatMul4Bit.forward and backward): 4 B per
    // weight at once.
    const double dequantBytes = in.litgpt ? 2 * kAct : kAct;
    if (in.method == Method::Qlora)
        r.dequantTransient = dequantBytes * largestLinear(a);
    else if (int8Base)
        r.dequantTransient = kInt8DequantBytes * largestLinear(a);

    // ---- Vision tower --------------------------------------------------------------------------
    double visionSaved = 0, visionPhase = 0;
    const VisionShape& v = a.vision;
    if (v.present && in.imageTokens > 0 && v.depth > 0) {
        const double merge = std::max(1, v.spatialMergeSize);
        const double patches = double(in.imageTokens) * merge * merge * b; // per micro-batch
        const double images = std::max(1.0, double(in.images) * b);
        const ModelArch va = visionAsDecoder(v);
        LayerOptions vo;
        vo.norm = NormKind::LayerNorm;
        const LayerBytes block =
            decoderLayerBytes(va, {LayerKind::FullAttention, false}, patches / images, images, vo);
        const double w = v.hidden;
        if (in.trainVision) {
            // Patch embedding (Conv3d keeps its input pixels, BF16) and the merger (LayerNorm
            // input, fc1 input, GELU input and output: 8·w per patch).
            const double pixels = double(v.inChannels) * std::max(1, v.temporalPatchSize) *
                                  double(v.patchSize) * v.patchSize;
            const double outside = patches * (kAct * pixels + 8 * kAct * w);
            if (in.checkpointing) {
                visionSaved = v.depth * kAct * patches * w + outside;
                visionPhase = visionSaved + block.kept() + block.backward;
            } else {
                visionSaved = v.depth * block.kept() + outside;
                visionPhase = visionSaved + block.backward;
            }
        } else {
            // Frozen: nothing saved; one block's forward working set at a time (input,
            // normalised input, q/k/v, attention output, MLP hidden (and gate), output).
            visionPhase = patches * (kAct * 7 * w + kAct * v.intermediate * (v.gatedMlp ? 3 : 2));
        }
    }

    // ---- The loss ------------------------------------------------------------------------------
    // LitGPT runs the model through Lightning Fabric's _FabricModule, whose forward ends with
    // `precision.convert_output(output)`; HalfPrecision and BitsandbytesPrecision cast every
    // floating output to torch.get_default_dtype(), fp32 (lightning/fabric/wrappers.py and
    // plugins/precision/half.py, bitsandbytes.py at tags 2.1.0 to 2.3.0): the logits reach the
    // loss as fp32. A pipeline stage without the head has no loss.
    const bool fp32Logits = in.litgpt;
    const double loss =
        in.lmHead
            ? lossPeakBytes(t, a.hidden, a.vocab, in.fusedCrossEntropy, in.fusedLoss, in.compiled,
                            in.plainLoss, fp32Logits && in.fusedLoss == FusedLoss::LmHeadChunks)
            : 0;
    const double vh = double(a.vocab) * h;
    // The LM head's backward (unless Liger already did it inside the forward): the logits'
    // BF16 gradient (the chunked loss frees its logits chunk by chunk), the head's input
    // gradient, and — with the chunked loss — each chunk's weight gradient before the autograd
    // engine adds it to the head's gradient buffer (2·V·h transient, if the head trains).
    double headBackward = 0;
    if (!in.lmHead)
        headBackward = 0;
    else if (!in.fusedCrossEntropy && in.plainLoss == PlainLoss::Bf16)
        // LitGPT keeps the BF16 logits referenced through the backward: they and their gradient.
        headBackward = 2 * kAct * t * a.vocab + kAct * t * h;
    else if (!in.fusedCrossEntropy)
        headBackward = kAct * t * a.vocab + kAct * t * h;
    else if (in.fusedLoss == FusedLoss::LmHeadChunks && fp32Logits)
        // The training loop holds the fp32 logits through the backward; one chunk's fp32
        // gradient and its BF16 cast for lm_head's backward at a time.
        headBackward =
            kAct * t * h + kF32 * t * a.vocab + (kF32 + kAct) * std::min(t, 128.0) * a.vocab;
    else if (in.fusedLoss == FusedLoss::LmHeadChunks)
        // Every logits chunk is alive until its own backward; the chunks' gradients are freed
        // one by one after lm_head's backward of that chunk.
        headBackward = kAct * t * h + kAct * t * a.vocab + 2 * kAct * std::min(t, 128.0) * a.vocab;
    else if (in.fusedLoss == FusedLoss::ChunkedOutput)
        // Chunks are back-propagated one by one: from the second on, 7/8 of the logits, the
        // chunk's gradient and a fresh weight gradient (before it is added) coexist.
        headBackward = kAct * t * h + std::max(kAct * t * a.vocab * (1 + 1 / kLossChunks),
                                               kAct * t * a.vocab + (lora ? 0 : kAct * vh));

    // ---- Which gradients exist in each phase (only when the caller says how many there are) ---
    const double trainable =
        lora ? double(in.loraRank) * a.params.loraInOutPerRank
             : (in.trainVision ? a.params.total : a.params.total - a.params.vision);
    const double g = std::max(0.0, in.gradientBytes);
    const double headShare = lora || trainable <= 0 ? 0 : std::min(1.0, vh / trainable);
    const double layerShare = layers > 0 ? (1 - headShare) / layers : 0;
    const double gLoss = in.gradientsPersist ? g : 0;
    const double gHead = in.gradientsPersist ? g : g * headShare;
    // Checkpointed, the largest layer may be the bottom one, when every gradient exists;
    // without checkpointing the layer peak is the top layer's backward.
    const double gLayer =
        in.gradientsPersist || in.checkpointing ? g : g * (headShare + layerShare);

    // ---- Peak: the largest of the step's phases -----------------------------------------------
    const double resident = text + visionSaved;
    // An NF4 LM head is dequantised to BF16 for its matmul in forward and again for the input
    // gradient (MatMul4Bit: F.dequantize_4bit(B).to(A.dtype)), V·h values at a time.
    const double headDequant = in.lmHead && in.method == Method::Qlora && in.quantizedHead
                                   ? dequantBytes * double(a.vocab) * h
                                   : 0;
    const double atLoss = resident + loss + gLoss + headDequant;
    const double atHead = resident + headBackward + gHead + headDequant;
    // DoRA recomputes each adapted linear's column norms in its forward (PEFT DoraLinearLayer:
    // `x_eye = torch.eye(in)`, `lora_weight = lora_B(lora_A(x_eye)).T` and `weight +
    // scaling * lora_weight` in get_weight_norm): in² + 2·in·out BF16 values for the largest
    // linear at a time, in the forward and again in the recompute before its backward.
    const double widest = std::max(
        {double(a.hidden), double(a.mlp.intermediate), double(a.mlp.moeIntermediate)});
    const double doraTransient = o.dora ? kAct * (widest * widest + 2 * largestLinear(a)) : 0;
    const double atLayer = resident + working + r.dequantTransient + doraTransient + gLayer;
    const double atVision = visionPhase + (in.trainVision ? g : 0);
    // End of backward (only distinct when gradients are tracked): every gradient exists, the
    // bottom layer is back-propagated, and the embedding's backward (embedding_dense_backward)
    // writes a dense V×h gradient — a transient on top when it is tied to the LM head (the
    // head's gradient buffer already holds it), part of `g` when untied.
    const double embeddingTransient = (!lora && a.tiedEmbeddings) ? kAct * vh : 0;
    const double atEnd = g > 0 ? g + largest + embeddingTransient : 0;
    // The caching allocator and the upcast loss (PyTorch c10/cuda/CUDACachingAllocator.cpp:
    // a request above kLargeBuffer takes a free block at least its size or a new segment of its
    // own, rounded to 2 MiB; blocks of different segments never merge, and nothing is returned
    // to the driver without empty_cache). With the Hugging Face loss the model's BF16 logits
    // (2 B per logit) are freed before the loss's backward (the Trainer's compute_loss returns
    // the loss alone; torchtitan's train.py `del pred`), whose fp32 gradients (4 B per logit)
    // cannot use that block: it stays reserved beside the loss's backward.
    const bool upcastLoss = in.plainLoss == PlainLoss::Hf || in.plainLoss == PlainLoss::HfLegacy;
    r.lossPhase = atLoss;
    r.lossStranded = in.lmHead && !in.fusedCrossEntropy && upcastLoss ? kAct * t * a.vocab : 0;
    r.savedText = text;
    r.savedVision = visionSaved;
    r.layerWorkingSet = working;
    r.lossPeak = loss;
    r.visionWorkingSet = visionPhase;
    const double top = std::max({atLoss, atHead, atLayer, atVision, atEnd});
    if (atLoss == top) {
        r.phase = PeakPhase::Loss;
        r.activations = resident;
        r.logits = loss + headDequant;
        r.gradientsAtPeak = gLoss;
    } else if (atHead == top) {
        r.phase = PeakPhase::HeadBackward;
        r.activations = resident;
        r.logits = headBackward + headDequant;
        r.gradientsAtPeak = gHead;
    } else if (atLayer == top) {
        r.phase = PeakPhase::LayerBackward;
        r.activations = atLayer - gLayer;
        r.gradientsAtPeak = gLayer;
    } else if (atEnd == top) {
        r.phase = PeakPhase::BackwardEnd;
        r.activations = atEnd - g;
        r.gradientsAtPeak = g;
    } else {
        r.phase = in.trainVision ? PeakPhase::VisionBackward : PeakPhase::VisionForward;
        r.activations = visionPhase;
        r.gradientsAtPeak = in.trainVision ? g : 0;
    }

    // ---- Communication buffers ------------------------------------------------------------------
    const int n = std::max(1, in.gpuCount);
    if (n > 1) {
        const bool qlora = in.method == Method::Qlora;
        double layerParams = 0;
        if (c.full > 0)
            layerParams = std::max(layerParams, attentionParams(a));
        if (c.linear > 0)
            layerParams = std::max(layerParams, deltaNetParams(a));
        layerParams +=
            std::max(c.dense > 0 ? mlpParams(a, false) : 0.0, c.moe > 0 ? mlpParams(a, true) : 0.0);
        const double emb = vh;
        const double lmHead = a.tiedEmbeddings ? 0 : vh;
        const double quantBytes = in.quantizedWeightBytes > 0 ? in.quantizedWeightBytes : kNf4Bytes;
        const double layerBytes = layerParams * (qlora ? quantBytes : kAct);
        const double embBytes = kAct * emb, headBytes = kAct * lmHead;
        if (in.sharding == Sharding::Full && in.deepspeed) {
            zeroStage3Buffers(in, r, layerParams, largestLinear(a), std::max(emb, lmHead),
                              qlora ? quantBytes : kAct);
        } else if (in.sharding == Sharding::Full) {
            // PyTorch FSDP (FSDP1 limit_all_gathers / FSDP2 fully_shard prefetching): the unit
            // being computed and the next one prefetched are gathered (unsharded) at once.
            // Units: each decoder layer; the embedding and LM head either as units of their own
            // or in the root, which FSDP never reshards between forward and backward (FSDP2
            // fully_shard docs: the root's reshard_after_forward is set to False; FSDP1
            // _post_forward_reshard keeps the root's parameters).
            if (in.fsdpSeparateEmbedding)
                r.gatherBuffer = layerBytes + std::max({layerBytes, embBytes, headBytes});
            else
                r.gatherBuffer = embBytes + headBytes + 2 * layerBytes;
            // Reduce-scatter: the unsharded BF16 gradient of one unit before it is scattered
            // (FSDP MixedPrecision reduce_dtype BF16); LoRA reduces only the adapters' grads.
            // FSDP2 (torch/distributed/_composable/fsdp, commit 01d66d21: FSDPParamGroup.
            // post_backward reshards the unit before foreach_reduce_scatter copies the
            // per-parameter gradients into one reduce_scatter_input): the prefetched unit, the
            // gradients and the copy — one gathered unit plus two gradient units, which the
            // two gathered units and one gradient unit here add up to.
            // FSDP1 (torch/distributed/fsdp, commit 00ae0bc9): the module's parameters are
            // autograd views of the unit's FlatParameter (FlatParamHandle._use_unsharded_views
            // in forward, also with use_orig_params), so the views' gradients wait in the
            // engine until SplitWithSizesBackward concatenates them into the unsharded flat
            // gradient, while the unit and the prefetched one are still gathered
            // (_post_backward_hook reshards only after): two gradient units at that moment.
            // With the embedding and LM head in the root unit that unit is both.
            const double unitGrads = in.fsdpSeparateEmbedding ? std::max({layerParams, emb, lmHead})
                                                              : std::max(layerParams, emb + lmHead);
            if (lora)
                r.reduceBuffer = kAct * trainable / std::max(1, layers);
            else
                r.reduceBuffer = kAct * unitGrads * (in.fsdpVersion == FsdpVersion::Fsdp1 ? 2 : 1);
            if (in.offload == Offload::Parameters) {
                // CPU parameter offload: the unit's shard is copied to the GPU before its
                // all-gather (FSDP2 FSDPParam.all_gather_inputs, PyTorch 2.4 to 2.6:
                // `sharded_param_data.to(self.device, non_blocking=True)`; taken in BF16 as the
                // recipes keep it), and the reduce-scattered gradient shard stays on the GPU
                // until its copy to the host completes (FSDP1 _post_backward_hook at 00ae0bc9:
                // `flat_param._cpu_grad.copy_(grad_to_offload, non_blocking=True)` with
                // record_stream). One shard of the largest unit each, besides the gathered
                // units above.
                r.gatherBuffer += std::max({layerBytes, embBytes, headBytes}) / n;
                if (!lora)
                    r.reduceBuffer += kAct * unitGrads / n;
            }
        } else if (in.sharding == Sharding::Zero2 || in.sharding == Sharding::Zero1) {
            // DeepSpeed ZeRO-1/2: gradients are reduced through a bucket of reduce_bucket_size
            // elements (default 5e8).
            r.reduceBuffer = kAct * std::min(kZeroBucketElements, trainable);
        } else {
            // PyTorch DDP: the Reducer copies every gradient into flat all-reduce buckets of
            // bucket_cap_mb = 25 MiB each, i.e. buckets for all gradients; the DDP docs note
            // that gradient_as_bucket_view=True saves "the total gradients size".
            r.reduceBuffer = kAct * trainable;
        }
        r.buffers = r.gatherBuffer + r.reduceBuffer;
    }
    return r;
}

} // namespace headroom
