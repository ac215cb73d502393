#include "memorymodel.h"

#include "layerparts.h"
#include "sdpamask.h"

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

namespace layermodel {

namespace {

LayerBytes scaled(const Part& p, double tokens) {
    return {p.saved * tokens, p.stats * tokens, p.backward * tokens};
}

} // namespace

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
    } else if (o.compiled || o.fusedNorm) {
        p.saved = kAct * w;
        p.stats = kF32;
    } else {
        p.saved = kF32 * w + (o.frozenBase ? 0 : kAct * w);
        p.stats = kF32;
    }
    return p;
}

bool normKeepsInput(const LayerOptions& o) {
    return o.norm == NormKind::LayerNorm || o.compiled || o.fusedNorm;
}

namespace {

/// Whether LoRA adapts the linears of `bits` (any of them).
bool targeted(const LayerOptions& o, unsigned bits) {
    return o.loraRank > 0 && (o.loraTargets == 0 || (o.loraTargets & bits) != 0);
}

/// Whether LoRA adapts every linear of `bits`.
bool allTargeted(const LayerOptions& o, unsigned bits) {
    return o.loraRank > 0 && (o.loraTargets == 0 || (o.loraTargets & bits) == bits);
}

/// Unsloth runs the group of linears that `bits` belongs to through its own autograd function
/// (unslothai/unsloth@0050c73e unsloth/kernels/fast_lora.py, the same at d9ed4bef of
/// December 2024; patched in by
/// models/llama.py patch_peft_model when gate, up and down — or q, k and v — all carry an
/// adapter without bias or DoRA magnitude; o_proj alone through LoRA_W). Each saves only the
/// group's input (LoRA_MLP also gate's and up's outputs) and recomputes the adapters'
/// r-wide intermediates in backward from it, so none of them is kept.
bool unslothPatched(const LayerOptions& o, unsigned bits) {
    if (!o.unslothLora || o.dora)
        return false;
    for (const unsigned group : {unsigned(LoraQ | LoraK | LoraV), unsigned(LoraO),
                                 unsigned(LoraGate | LoraUp | LoraDown)})
        if ((bits & group) != 0 && allTargeted(o, group))
            return true;
    return false;
}

/// Whether a frozen base linear keeps its input whether or not an adapter sits on it.
/// A QLoRA base does: bitsandbytes (<= 0.44) MatMul4Bit.forward sets `ctx.tensors = (A, B)`
/// whenever the input needs a gradient (bitsandbytes/autograd/_functions.py, 0.42.0), and
/// torchao's linear_nf4 `ctx.save_for_backward(input, weight)`. So does every nn.Linear under
/// DeepSpeed ZeRO-3 once the model was built under zero.Init (as transformers'
/// from_pretrained does whenever a ZeRO-3 config is active, and accelerate with
/// zero3_init_flag): Init.__init__ reads zero_optimization.memory_efficient_linear (default
/// true, deepspeed/runtime/zero/config.py) and, entering the context, sets
/// `torch.nn.functional.linear = zero3_linear_wrap` ("This will persist unless manually
/// reset"; deepspeed/runtime/zero/partition_parameters.py, v0.13.2 patch_init_and_builtins,
/// the same at edaa7221 _enable_mem_efficient_linear); nn.Linear.forward then runs
/// LinearFunctionForZeroStage3, whose forward calls `ctx.save_for_backward(input, weight,
/// bias)` unconditionally (deepspeed/runtime/zero/linear.py, v0.13.2 and edaa7221), where
/// aten's linear keeps the input only for a weight that needs a gradient. bitsandbytes'
/// Linear4bit does not call F.linear, so a QLoRA base is unchanged.
bool keepsInput(const LayerOptions& o) {
    return o.quantizedBase || o.zero3Linear;
}

/// Input of a group of linears that share it (q/k/v, gate/up): kept for the weight gradient,
/// so for a frozen base only when adapters sit on them (LoRA's A needs x for dA), or when the
/// base keeps it regardless (keepsInput).
double linearInput(double width, const LayerOptions& o, unsigned bits = ~0u) {
    return (!o.frozenBase || keepsInput(o) || targeted(o, bits)) ? kAct * width : 0;
}

/// LoRA adapter: lora_A's r-wide output is kept by lora_B (PEFT / torchtune LoRALinear, no
/// adapter dropout). Per adapted linear and token.
double adapter(const LayerOptions& o, unsigned bits = ~0u) {
    return targeted(o, bits) && !unslothPatched(o, bits) ? kAct * o.loraRank : 0;
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
/// weight gradient; the layer's own input is then kept only by a base that keeps it regardless
/// (keepsInput: NF4's MatMul4Bit, ZeRO-3's LinearFunctionForZeroStage3). Bytes
/// per token beyond linearInput()'s single copy of the input, for a group of `adapted` adapted
/// linears sharing an input of `width` (LitGPT's fused q/k/v linear is one layer, one dropout;
/// PEFT's q, k and v three).
double litgptDropout(double width, const LayerOptions& o, int adapted) {
    if (!(o.litgptLora || o.loraDropout) || o.loraRank <= 0 || adapted <= 0)
        return 0;
    return adapted * (kMask + kAct) * width - kAct * width + (keepsInput(o) ? kAct * width : 0);
}

Part mlaPart(const ModelArch& a, double seq, const LayerOptions& o);

/// FlashAttention-2 (and LitGPT's SDPA on expanded heads, transformers' SDPA on a padded
/// batch): what the attention kernel keeps, per token of a sequence of `seq`.
void addFlashAttention(Part& p, const AttentionShape& at, double seq, double dq, double dkv,
                       const LayerOptions& o) {
    const double heads = at.heads;
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
        p.saved += kAct * (dq + 2 * ((o.expandedKv || o.sdpaPaddingMask) ? dq : dkv));
    // transformers' SDPA path with a mask: k and v repeated to every query head (counted
    // above) and the mask's additive copy per layer (sdpamask.h sdpaBiasRow).
    if (o.sdpaPaddingMask)
        p.saved += kAct * sdpaBiasRow(seq);
    p.saved += kAct * dq; // out; the FA2 layout (b, s, heads, d) is o_proj's input as is
    if (o.expandedKv)
        p.saved += linearInput(dq, o, LoraO);
    // Adapter dropout on o_proj: LitGPT's input is the copy linearInput() counts, which the
    // dropout output replaces (litgptDropout). Otherwise o_proj's input is the kernel's `out`,
    // which FlashAttnFunc keeps whatever o_proj does (flash_attn_interface.py:
    // `ctx.save_for_backward(q, k, v, out_padded, softmax_lse, rng_state)`; transformers
    // 4.38 LlamaFlashAttention2.forward reshapes it as a view for o_proj): the mask and the
    // dropout output come on top of it.
    if (targeted(o, LoraO) && !o.expandedKv && (o.litgptLora || o.loraDropout))
        p.saved += (kMask + kAct) * dq;
    else if (targeted(o, LoraO))
        p.saved += litgptDropout(dq, o, 1);
    p.stats += kF32 * heads;
    // Backward (flash_api.cpp mha_bwd): dO, fp32 dq accumulator, dq, and dk/dv expanded
    // to all heads before the GQA sum, plus dk, dv.
    p.backward = kAct * dq + kF32 * dq + kAct * dq + 2 * kAct * dq + 2 * kAct * dkv;
}

/// Eager attention: the s² scores, softmax and dropout, per token.
void addEagerAttention(Part& p, const AttentionShape& at, double seq, double dq, double dkv,
                       const LayerOptions& o, bool dropout, bool softcapped) {
    const double heads = at.heads;
    const double scores = heads * seq;
    // K and V as the two matmuls keep them: transformers' repeat_kv (modeling_llama.py at
    // 00227283, LlamaAttention.forward: `key_states = repeat_kv(key_states, ...)`, an expand
    // reshaped into a copy with every query head) and LitGPT's expansion (expandedKv) hand
    // them full-width copies; otherwise the model's KV heads.
    const double kv = (o.eagerRepeatsKv || o.expandedKv) ? dq : dkv;
    // Korthikanti §4.1 self-attention: QKᵀ keeps Q and K; softmax keeps its output
    // (2·a·s per token); dropout keeps a 1-byte mask and its output; the attention-over-V
    // matmul keeps the (dropped) probabilities and V; o_proj keeps its input.
    // transformers (same commit: `nn.functional.softmax(attn_weights, dim=-1,
    // dtype=torch.float32).to(query_states.dtype)`) and LitGPT's softcapped path (litgpt/
    // model.py at 26857050, CausalSelfAttention.scaled_dot_product_attention: `F.softmax(
    // scores, dim=-1, dtype=torch.float).to(dtype=q.dtype)`) compute the softmax in fp32:
    // _softmax keeps its fp32 result for its backward, and the BF16 copy is what the
    // matmul with V (or the dropout, which then keeps only its mask) takes.
    // gpt-oss's sinks path (modeling_gpt_oss.py at 00d4b3d2, eager_attention_forward:
    // `F.softmax(combined_logits, dim=-1, dtype=combined_logits.dtype)`, then a slice for the
    // matmul) keeps its softmax in the model's 16 bits.
    const bool fp32 = o.eagerSoftmaxFp32 && !at.sinks;
    p.saved += kAct * (dq + kv); // Q, K
    if (fp32)
        p.saved += kF32 * scores; // the fp32 softmax result
    if (!fp32 || !dropout)
        p.saved += kAct * scores; // the softmax output (BF16 copy)
    if (dropout)
        p.saved += kMask * scores + kAct * scores; // mask + dropout output
    p.saved += kAct * kv;                          // V
    p.saved += kAct * dq;                          // context, input of o_proj
    // Backward: the probabilities' gradient and the scores' gradient; with the fp32 softmax
    // the BF16 gradient is cast up (ToCopyBackward) and _softmax_backward_data writes the
    // scores' gradient in fp32: two fp32 s² tensors at once.
    p.backward = 2 * (fp32 ? kF32 : kAct) * scores + kAct * (3 * dq + 2 * kv);
    if (softcapped) {
        // tanh keeps its output (heads · s per token, BF16) for its backward, which adds
        // one more s² gradient; after the fp32 pair is freed, where the softmax is fp32.
        p.saved += kAct * scores;
        if (!fp32)
            p.backward += kAct * scores;
    }
    if (at.sinks)
        // gpt-oss eager_attention_forward: `torch.cat([attn_weights, sinks], dim=-1)` before
        // the softmax: one more column per head, kept by the softmax.
        p.saved += kAct * heads;
}

/// Context parallelism's exchange inside the attention, per token of the rank's 1/cp of the
/// sequence (Headroom holds a rank as that share with all of its heads; the kernel's saved
/// q, k, v, out and log-sum-exp are the same bytes whether a rank holds its tokens with all
/// heads or every token with 1/cp of them). `keepsOut`: the kernel keeps its output (flash).
void addContextExchange(Part& p, const AttentionShape& at, double dq, double dkv,
                        const LayerOptions& o, bool keepsOut) {
    const double cp = o.contextRanks;
    if (cp <= 1)
        return;
    if (o.contextAllToAll) {
        // DeepSpeed-Ulysses as ALST runs it (deepspeed/runtime/sequence_parallel/ulysses_sp.py
        // at edaa7221, UlyssesSPAttentionHF.forward; _DimZeroAllToAll in deepspeed/sequence/
        // layer.py, which saves nothing and returns a fresh `torch.empty_like(input)`):
        // - The model's attention forward holds its q, k, v (after RoPE, the rank's tokens and
        //   the model's KV heads, before any repeat_interleave) until the attention returns;
        //   autograd keeps none of them (RoPE's products keep cos and sin only).
        // - _partition_global_sequence sends the kernel's output back: the all-to-all's output
        //   (1/cp of the tokens, every head) is rearranged and reshaped into a new tensor
        //   (`rearrange(output, "ws sl_l bs em_l -> sl_l bs ws em_l")` then
        //   `reshape([*output.shape[:2], -1])` merges dimensions that are not adjacent), which
        //   is o_proj's input: a second copy beside the output the flash kernel keeps, saved
        //   while o_proj needs its input, and released once o_proj's backward has run, before
        //   the kernel's own backward. Its input is `reshape(...).contiguous()`, a copy when
        //   the micro-batch holds more than one sequence (for one, the reshape is a view).
        // - `dist.all_gather` of position_ids into world_size int64 tensors and their
        //   `torch.cat`: every token of the sequence twice, 8 B each.
        // The exchanges of q, k, v before the kernel (contiguous copy + all-to-all output
        // each, the repeated K/V) peak lower than the output's, and the backward's reverse
        // all-to-alls (the gradient, its contiguous copy and the output, one at a time) lower
        // than the flash backward's working set (addFlashAttention).
        const double kvBefore =
            o.kvHeadsBeforeExchange > 0 ? double(o.kvHeadsBeforeExchange) * at.headDim : dkv;
        const double oInput = keepsOut ? linearInput(dq, o, LoraO) : 0;
        p.saved += oInput;
        p.backward -= oInput;
        p.forward = kAct * (dq + 2 * kvBefore)             // the model's q, k, v
                    + kAct * dq                            // the output's all-to-all buffer
                    + (o.contextBatchCopy ? kAct * dq : 0) // its contiguous input
                    + (kAct * dq - oInput)                 // o_proj's input when not saved
                    + 2 * 8 * cp;                          // position_ids gathered, concatenated
        return;
    }
    // Ring attention as Transformer Engine runs it for Megatron-Core ("p2p",
    // transformer_engine/pytorch/attention/dot_product_attention/context_parallel.py at
    // d0067d0d, AttnFuncWithCPAndKVP2P; the same lists in transformer_engine/pytorch/
    // attention.py AttnFuncWithCP at v1.9, e79d915a). The forward puts the rank's K and V
    // into `p2p_comm_buffers[0] = torch.cat(...)` and receives each further block into
    // `p2p_comm_buffers[i + 1] = torch.empty_like(...)`, a list that holds all cp blocks until
    // the forward returns (it saves the last one as `kv`; TransformerEngine pull request
    // #1208, open at d0067d0d: "the original implementation saves each attention layer's
    // whole K, V"); `out_per_step` and
    // `softmax_lse_per_step` hold every step's BF16 output and fp32 log-sum-exp for the final
    // correction: the last rank of a causal split runs every step on all of its queries, cp
    // outputs as large as q. Beyond the saved q, kv, out and log-sum-exp: the rank's own K and
    // V, the cp − 1 other blocks, cp outputs and cp log-sum-exps. The backward (BF16) adds
    // `dq_buffer = torch.empty_like(q)` and two `torch.empty((2, *kv.shape))` buffers, each a
    // K/V block and its gradient, for the ring's send and receive.
    if (!keepsOut)
        return;
    p.forward = cp * (kAct * 2 * dkv + kAct * dq + kF32 * at.heads);
    p.backward += kAct * dq + 2 * 2 * kAct * 2 * dkv;
}

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
    p.saved += linearInput(h / firstLinearShards(o), o, LoraQ | LoraK | LoraV);
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
    const bool flash = at.flash && !o.eagerAttention && !softcapped;
    if (flash)
        addFlashAttention(p, at, seq, dq, dkv, o);
    else
        addEagerAttention(p, at, seq, dq, dkv, o, dropout, softcapped);
    addContextExchange(p, at, dq, dkv, o, flash);
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
    p.saved += linearInput(h / firstLinearShards(o), o, LoraQ | LoraK | LoraV);
    if (m.qLoraRank > 0) {
        p.saved += normPart(m.qLoraRank, o).saved + linearInput(m.qLoraRank, o, LoraQ);
        p.stats += kF32;
    }
    p.saved += normPart(m.kvLoraRank, o).saved + linearInput(m.kvLoraRank, o, LoraK | LoraV);
    p.stats += kF32;
    if (!o.eagerAttention) {
        p.saved += 4 * kAct * dq; // q, k, padded v, padded out
        if (o.sdpaPaddingMask)
            p.saved += kAct * sdpaBiasRow(seq); // the mask's copy (addFlashAttention)
        p.stats += kF32 * heads;
        p.saved += linearInput(dv, o, LoraO); // the cut output, contiguous, o_proj's input
        // mha_bwd as for GQA with as many key/value heads as query heads.
        p.backward = kAct * dq + kF32 * dq + kAct * dq + 4 * kAct * dq;
    } else {
        // Eager: the softmax as addEagerAttention keeps it (fp32 and its BF16 copy in
        // transformers' eager_attention_forward).
        const double probs = kAct + (o.eagerSoftmaxFp32 ? kF32 : 0.0);
        p.saved += kAct * 2 * dq + probs * heads * seq + kAct * dv + kAct * dv;
        p.backward =
            2 * (o.eagerSoftmaxFp32 ? kF32 : kAct) * heads * seq + kAct * (3 * dq + 2 * dv);
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
    p.saved += linearInput(h / firstLinearShards(o), o, 0); // in_proj: adapted only by all-linear
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
    p.saved += linearInput(h / firstLinearShards(o), o); // in_proj_* share the normalised input
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

/// DeepSpeed ALST's TiledMLP (deepspeed/runtime/sequence_parallel/ulysses_sp.py at edaa7221,
/// TiledMLP.forward / backward; ArcticTraining arctic_training/model/tiled_compute.py at
/// b28638e6, tiled_mlp_forward_common, which monkey-patches the model's MLP class): the forward
/// runs under no_grad on `num_shards = math.ceil(seqlen / hidden)` shards of the sequence and
/// keeps only the MLP's input (`ctx.save_for_backward(x)`); the backward allocates x's gradient
/// for the whole sequence (`x_grad = torch.zeros_like(x)`) and, shard by shard of the flattened
/// tokens (`torch.chunk(x, chunks=shards, dim=0)`), recomputes the MLP with grad and
/// back-propagates it: the untiled MLP's saved tensors and backward for one shard's tokens
/// (LayerOptions::mlpTileTokens) at a time, on top of the whole sequence's x and x_grad.
Part tiledMlp(const Part& untiled, double h, const LayerOptions& o) {
    Part p;
    p.saved = kAct * h / o.hiddenShards;
    p.stats = untiled.stats;
    p.backward = kAct * h;
    p.fixed = o.mlpTileTokens * (untiled.saved + untiled.stats + untiled.backward);
    return p;
}

/// A dense feed-forward block of `width` (the intermediate size) on hidden size `h`, per token.
/// SwiGLU (HF LlamaMLP: down(act(gate(x)) * up(x))): SiLU keeps gate's output, the product
/// keeps SiLU's output and up's output, down keeps the product: 8·I bytes eager. Compiled,
/// SiLU is recomputed from the gate in backward: gate, up, product (6·I).
/// GELU MLP (Korthikanti): GELU keeps its input, fc2 keeps GELU's output (4·I).
/// Liger's SwiGLU (linkedin/Liger-Kernel@06e2af7d src/liger_kernel/ops/swiglu.py
/// LigerSiLUMulFunction: forward saves a = gate(x) and b = up(x) and recomputes SiLU in
/// backward; _swiglu_backward_kernel stores da and db into a's and b's own memory,
/// `tl.store(a_ptr + col_offsets, da_row)`, and backward returns those views): its
/// backward allocates nothing beyond the incoming gradient of the product (I wide).
Part denseMlp(double h, double width, bool gated, const LayerOptions& o) {
    Part d;
    if (gated && unslothPatched(o, LoraGate | LoraUp | LoraDown)) {
        // Unsloth's LoRA_MLP: forward saves X, e = gate(X) and g = up(X) (not their
        // product, which backward recomputes); backward allocates DW = dY · downᵀ (I wide),
        // writes h, df, de into DW, e and g (swiglu_DWf_DW_dfg_kernel) and dX into X's own
        // memory (`torch.matmul(df, upW.t(), out = X)`). DW comes from matmul_lora
        // (unsloth/kernels/utils.py at d9ed4bef, the version Unsloth's published
        // long-context benchmarks ran, December 2024), which adds the adapter as
        // `out += (X @ A.to(dtype)) @ (s * B.to(dtype))`: the I-wide product exists beside
        // DW before the add. (From 4f166026, March 2025, `out.addmm_(XA, B, alpha = s)`
        // adds it in place; counting it keeps later versions on the safe side.)
        d.saved = 2 * kAct * width;
        d.backward = 2 * kAct * width;
        return d;
    }
    if (gated && o.inPlaceSwiglu) {
        d.saved = kAct * width * 3;
        // Liger: down's backward allocates d(product) alone, which the SwiGLU's backward turns
        // into d(gate) and d(up) in gate's and up's own saved outputs (mlpPart adds the input
        // gradients after it).
        d.backward = kAct * width;
    } else if (gated) {
        d.saved = kAct * width * (o.compiled ? 3 : 4);
        // d(product), d(up), d(gate) at SiLU's backward.
        d.backward = 3 * kAct * width;
    } else {
        d.saved = 2 * kAct * width;
        d.backward = 2 * kAct * width;
    }
    // A frozen down projection without an adapter needs no copy of its input (the product
    // or GELU's output): only its weight, for the input gradient (unless keepsInput).
    if (o.frozenBase && !keepsInput(o) && !targeted(o, LoraDown))
        d.saved -= kAct * width;
    d.saved += (gated ? adapter(o, LoraGate) + adapter(o, LoraUp) : 0) + adapter(o, LoraDown);
    d.saved += (gated ? doraSaved(o, LoraGate, width) : 0) + doraSaved(o, LoraUp, width) +
               doraSaved(o, LoraDown, h);
    d.saved += litgptDropout(width, o, targeted(o, LoraDown) ? 1 : 0);
    if (!gated)
        d.saved += adapter(o, LoraUp);
    return d;
}

} // namespace

/// Feed-forward block, per token.
Part mlpPart(const ModelArch& a, bool moe, const LayerOptions& layerOptions) {
    const MlpShape& m = a.mlp;
    const double h = a.hidden;
    Part p;
    const LayerOptions& o = layerOptions;
    p.saved += linearInput(h / firstLinearShards(o), o, LoraGate | LoraUp);
    // LitGPT's fc_1 and fc_2 are LoRALinear layers of their own, each with its dropout.
    p.saved += litgptDropout(
        h, o, (m.gated && targeted(o, LoraGate) ? 1 : 0) + (targeted(o, LoraUp) ? 1 : 0));
    if (!moe || m.experts <= 0) {
        Part d = denseMlp(h, m.intermediate, m.gated, o);
        p.saved += d.saved;
        // dX: from gate's and up's backward (2h), written into X itself under Unsloth.
        const bool inPlaceDx = m.gated && unslothPatched(o, LoraGate | LoraUp | LoraDown);
        const double dx = inPlaceDx ? 0 : 2 * kAct * h;
        // Liger: by gate's and up's backward the autograd engine has freed down's saved input,
        // the product, after down's backward (torch/csrc/autograd/engine.cpp evaluate_function
        // → release_variables) and d(product) after the SwiGLU's: the larger of the two moments,
        // not their sum.
        p.backward = o.inPlaceSwiglu && m.gated ? std::max(d.backward, dx) : d.backward + dx;
        if (o.hiddenDropout > 0)
            p.saved += kMask * h / o.hiddenShards;
        // ALST tiles the dense MLP class only; a MoE block's experts run untiled here.
        return o.mlpTileTokens > 0 ? tiledMlp(p, h, o) : p;
    }
    // Mixture of experts (HF Qwen3MoeSparseMoeBlock / Qwen2MoeSparseMoeBlock): the router's
    // softmax runs in fp32 and keeps its output (E per token); every routed copy of a token
    // keeps its gathered input, the expert's SwiGLU tensors and the expert output that the
    // routing weight multiplies (experts_per_tok copies per token).
    const double k = std::max(1, m.expertsPerToken);
    p.stats += kF32 * m.experts;
    // Routed experts stored as nn.Parameter tensors carry no adapter (fusedExperts()): their
    // SwiGLU is counted as a frozen base's; the shared expert keeps the layer's adapters.
    // Unsloth patches `layer.mlp` only when it has gate_proj, up_proj and down_proj of its own:
    // a mixture-of-experts block's experts and shared expert run as PEFT builds them.
    LayerOptions expertOptions = o;
    expertOptions.unslothLora = false;
    if (fusedExperts(a)) {
        expertOptions.loraRank = 0;
        // Fused experts multiply their parameters with torch.bmm / matmul, not F.linear:
        // ZeRO-3's LinearFunctionForZeroStage3 does not see them.
        expertOptions.zero3Linear = false;
    } else if (!o.loraRoutedExperts) {
        expertOptions.loraRank = 0; // Scenario::loraRoutedExperts: the routed ones unadapted
    }
    Part e = denseMlp(h, m.moeIntermediate, true, expertOptions);
    // With an expert capacity (Fedus et al. 2022, Switch Transformer §2.1: capacity = tokens /
    // experts × capacity factor; Megatron-Core moe_utils.get_capacity with top-k: tokens · k /
    // E · factor, moe_pad_expert_input_to_capacity) every expert's input buffer is padded to
    // its capacity: factor · k routed copies per token instead of k (tokens beyond it dropped).
    // transformers' Llama4TextMoe (modeling_llama4.py at 63210d0e, forward: `routed_in =
    // hidden_states.repeat(router_scores.shape[1], 1)`, `routed_in = routed_in *
    // router_scores.reshape(-1, 1)`, then Llama4TextExperts' bmm over `view(self.num_experts,
    // -1, self.hidden_size)`) runs every expert on every token, the score zero for the ones not
    // chosen: E copies, each keeping the scaled input the multiply saves (one h) and the
    // expert's SwiGLU tensors; the outputs are summed over the experts, which keeps nothing.
    const double copies = o.denseExperts ? double(m.experts)
                                         : k * (o.capacityFactor > 0 ? o.capacityFactor : 1);
    p.saved += copies * ((o.denseExperts ? 1 : 2) * kAct * h + e.saved);
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
        LayerOptions sharedOptions = o;
        sharedOptions.unslothLora = false;
        Part s = denseMlp(h, m.sharedExpertIntermediate, true, sharedOptions);
        p.saved += s.saved + kAct * h; // shared expert output kept by its gate multiply
        if (m.sharedExpertGate)
            p.saved += kAct; // sigmoid output, one per token
        p.backward += s.backward;
    }
    return p;
}

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
    // the larger of its two blocks'. The MLP runs its backward first, and the autograd engine
    // frees a node's saved tensors once the node has run (torch/csrc/autograd/engine.cpp
    // Engine::evaluate_function → fn.release_variables() unless retain_graph): by the token
    // mixer's backward the MLP's saved tensors are gone, so the mixer's working set counts
    // on top of everything kept less the MLP's.
    // The token mixer's own forward (context parallelism's exchange, Part::forward) runs before
    // the MLP saves anything; with checkpointing it is the recompute inside the backward, with
    // the residual's gradient alive.
    const double mlpKept = l.mlp.saved + l.mlp.stats;
    const double mixerForward = l.mixer.forward - mlpKept;
    p.backward = kAct * a.hidden +
                 std::max({l.mlp.backward, l.mixer.backward - mlpKept, mixerForward});
    LayerBytes b = scaled(p, tokens);
    if (l.mixer.fixed > 0 || l.mlp.fixed > 0)
        // A tiled block's working set does not grow with the tokens (TiledMLP).
        b.backward = tokens * kAct * a.hidden +
                     std::max({tokens * l.mlp.backward + l.mlp.fixed,
                               tokens * (l.mixer.backward - mlpKept) + l.mixer.fixed,
                               tokens * mixerForward});
    return b;
}

} // namespace layermodel

using namespace layermodel;

LayerBytes decoderLayerBytes(const ModelArch& arch, LayerType type, double seq, double batch,
                             const LayerOptions& options) {
    return combine(arch, layerParts(arch, type, seq, options), seq * batch);
}

} // namespace headroom
