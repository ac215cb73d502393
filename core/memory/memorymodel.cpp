#include "memorymodel.h"

#include "layerparts.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <functional>
#include <numeric>

// The memory model's parameter counts (per unit, for FSDP gathers, QLoRA dequantisation and
// LoRA's trainable weights) and the loss's peak. The tensors each layer keeps: layerparts.cpp;
// the peak of the step: memoryterms.cpp.

namespace headroom {

namespace layermodel {

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

double fusedExpertGateUp(const ModelArch& a) {
    const MlpShape& m = a.mlp;
    return double(m.experts) * a.hidden * m.moeIntermediate * (m.gated ? 2 : 1);
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

} // namespace layermodel

using namespace layermodel;

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
    return a.mlp.experts > 0 && (a.modelType == "gpt_oss" || denseExpertDispatch(a));
}

bool denseExpertDispatch(const ModelArch& a) {
    // transformers' Llama4TextMoe (modeling_llama4.py at 63210d0e, forward): `routed_in =
    // hidden_states.repeat(...)` scaled by every expert's routing score, then all experts run.
    return a.mlp.experts > 0 && (a.modelType == "llama4" || a.modelType == "llama4_text");
}

double indexedExpertGradientBytes(const MemoryInput& in) {
    const ModelArch* a = in.arch;
    if (!a || in.indexedExpertGradientElementBytes <= 0 || a->mlp.experts <= 0 ||
        a->moeLayers <= 0 || a->modelType != "gpt_oss")
        return 0;
    // transformers modeling_gpt_oss.py GptOssExperts.forward (at 6edf5b311854), the branch
    // taken `if hidden_states.device.type == "cpu" or self.training`: a loop over the hit
    // experts that multiplies with `self.gate_up_proj[expert_idx]` and `self.down_proj[
    // expert_idx]`, a 0-dim integer index, which ATen's indexing turns into a select
    // (aten/src/ATen/TensorIndexing.h at 6cd18d93 handleDimInMultiDimIndexing: `applySelect(...,
    // tensor.item<int64_t>(), ...)`). Its backward (tools/autograd/derivatives.yaml select:
    // select_backward_symint, `at::zeros_symint(input_sizes, ...)` with the expert's slice
    // copied in) is a gradient of the whole [E, h, 2I] parameter per expert, which the autograd
    // engine sums in place into the parameter's input buffer (torch/csrc/autograd/
    // input_buffer.cpp at 4537ef6c, accumulate: `buffer[pos] = old_var.add_(var)`) before
    // AccumulateGrad moves it to `.grad`: one fresh whole gate_up gradient beside the summed one.
    // Where `.grad` already holds one (indexedExpertGradientBeside), the summed buffers stand
    // beside it: gate_up's, the fresh one, and down_proj's [E, I, h], which drains only after
    // the last expert's down_proj select, before its gate_up one. Llama 4's experts run one
    // bmm over the whole parameter and have no such loop.
    const double gateUp = fusedExpertGateUp(*a);
    const double down = double(a->mlp.experts) * a->mlp.moeIntermediate * a->hidden;
    return in.indexedExpertGradientElementBytes *
           (gateUp + (in.indexedExpertGradientBeside ? gateUp + down : 0));
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

bool adaptableRoutedExperts(const ModelArch& a) {
    return a.mlp.experts > 0 && a.moeLayers > 0 && !fusedExperts(a);
}

double routedExpertLoraPerRank(const ModelArch& a, unsigned targets) {
    const MlpShape& m = a.mlp;
    if (!adaptableRoutedExperts(a)) // no adapters on fused experts
        return 0;
    int projections = 0;
    for (unsigned bit : {unsigned(LoraGate), unsigned(LoraUp), unsigned(LoraDown)})
        if ((targets == 0 || (targets & bit)) && (bit != LoraGate || m.gated))
            ++projections;
    return double(a.moeLayers) * m.experts * projections * (double(a.hidden) + m.moeIntermediate);
}

namespace {
/// The routed experts' part of doraMagnitudes: one value per output feature of each expert's
/// targeted projection (moe_intermediate for gate and up, hidden for down).
double routedExpertDoraMagnitudes(const ModelArch& a, unsigned targets) {
    if (!adaptableRoutedExperts(a))
        return 0;
    const MlpShape& m = a.mlp;
    const bool all = targets == 0;
    const double out = ((all || (targets & LoraGate)) && m.gated ? m.moeIntermediate : 0) +
                       (all || (targets & LoraUp) ? m.moeIntermediate : 0) +
                       (all || (targets & LoraDown) ? a.hidden : 0);
    return double(a.moeLayers) * m.experts * out;
}
} // namespace

double adapterWeights(const ModelArch& a, const Scenario& s) {
    // LoRA: trainable = r · Σ(in + out) over the targeted linears (Hu et al. 2021), less the
    // routed experts' adapters and DoRA magnitudes where the run does not reach them.
    const unsigned t = s.loraTargets;
    const bool routed = s.loraRoutedExperts;
    const double perRank = loraInOutPerRank(a, t) - (routed ? 0 : routedExpertLoraPerRank(a, t));
    const double dora =
        s.dora ? doraMagnitudes(a, t) - (routed ? 0 : routedExpertDoraMagnitudes(a, t)) : 0;
    return s.loraRank * std::max(0.0, perRank) + std::max(0.0, dora);
}

double largestLinearWeights(const ModelArch& arch) {
    return largestLinear(arch);
}

namespace {

/// The plain loss over a rank's slice of the vocabulary (`t` tokens, `v` entries), bytes:
/// Megatron-Core's vocab-parallel cross-entropy (`megatron`), else torchtitan's under PyTorch's
/// loss_parallel.
double vocabParallelLossBytes(double t, double v, bool megatron) {
    if (megatron)
        // Megatron-Core (megatron/core/tensor_parallel/cross_entropy.py at 00611e6e; the fused
        // kernel of fusions/fused_cross_entropy.py calls the same VocabParallelCrossEntropy
        // steps): LanguageModule.compute_language_model_loss hands the BF16 logits of the
        // rank's vocabulary slice, which GPTModel.forward still holds, to
        // _VocabParallelCrossEntropy, whose forward upcasts them once (`.float()` in
        // calculate_logits_max), subtracts the max and takes exp in place and saves only that
        // fp32 softmax; its backward turns the saved softmax into the gradient in place, which
        // autograd casts to the BF16 input's dtype. BF16 2 + fp32 4 = 6 B per logit either way,
        // where Hugging Face's loss needs 12.
        return (kAct + kF32) * t * v;
    // torchtitan with tp > 1 computes its loss (`cross_entropy(pred.float(), labels)`, pred
    // freed before backward) under PyTorch's loss_parallel over the rank's vocabulary
    // (parallel_dims.loss_parallel_enabled at 9dec370). torch/distributed/tensor/parallel/
    // loss.py (pytorch@02eef6b8) _log_softmax: the fp32 logits 4, `shifted` 4, exp(shifted)
    // 4 beside the BF16 pred 2 = 14 B; _nll_loss_and_log_softmax_backward: the saved
    // log-probs 4, `grad_input = torch.zeros_like(x)` 4, exp(x) 4 and their sum 4, then the
    // product: 16 B per logit, where aten's log_softmax and nll_loss backward need 12.
    return 16 * t * v;
}

} // namespace

double lossPeakBytes(double tokens, int hidden, int vocab, bool fused, FusedLoss kind,
                     bool compiled, PlainLoss plain, bool fp32Output, bool lossParallel,
                     bool megatron) {
    const double t = tokens, v = vocab;
    if (!fused && (megatron || (lossParallel && plain == PlainLoss::Hf)))
        return vocabParallelLossBytes(t, v, megatron);
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
        //  - `hf-4.46`, transformers 4.46 to 4.48: ForCausalLMLoss (v4.46.0 loss/loss_utils.py)
        //    upcasts (`logits = logits.float()`) and then copies `logits[..., :-1, :]
        //    .contiguous()` inside the loss, while the model's output holds its BF16 logits:
        //    2 + 4 + 4 + log-probs 4 = 14 B at the end of the forward; 4.49 replaced the copy
        //    by padding the labels.
        // Backward, the same for all three (the Trainer's compute_loss keeps only the loss, so
        // the logits are gone): nll_loss_backward's dense fp32 gradient 4 and
        // log_softmax_backward's output 4 while the saved log-probs 4 live = 12 B. The current
        // and the legacy path peak at 12 B per logit, the legacy one already at the end of the
        // forward; 4.46 to 4.48 at 14 B in the forward.
        const double forward = plain == PlainLoss::HfLegacy    ? 3 * kF32
                               : plain == PlainLoss::HfShifted ? kAct + 3 * kF32
                                                               : kAct + 2 * kF32;
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

} // namespace headroom
