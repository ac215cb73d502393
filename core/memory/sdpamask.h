#pragma once
// transformers' SDPA attention path (`attention: "sdpa"`): when its batch takes a mask, and how
// long a row of the mask's additive copy is (the memory model's layer parts and inputs).
#include "modelarch.h"
#include "scenario.h"

#include <cstdint>

namespace headroom {

/// The boolean masks transformers' SDPA path builds for a batch of `tokens` per sequence: 0
/// where SDPA runs with is_causal (and the memory is FlashAttention's), else one per attention
/// pattern of the model.
int sdpaMasks(const Scenario& s, const ModelArch& a, std::int64_t tokens);

/// The additive mask's row per token, in BF16 values: the sequence rounded up to 8.
/// With a mask, transformers keeps no GQA in SDPA (integrations/sdpa_attention.py at 00c238bd:
/// use_gqa_in_sdpa is false whenever attention_mask is set), so `repeat_kv` copies k and v to
/// every query head and the memory-efficient (or cuDNN) kernel keeps those copies; the boolean
/// mask becomes an additive one in the query's dtype (PyTorch 2.5 and later, attention.cpp
/// scaled_dot_product_attention: `convert_boolean_attn_mask(attn_mask_, query_.dtype())`, an
/// at::where into a new tensor; preprocess_mask pads its last dimension to a multiple of 8 and
/// expands it over the heads as a view; derivatives.yaml `_scaled_dot_product_efficient_
/// attention` keeps it for backward as attn_bias): (b, 1, s, s) BF16 per layer. Without a mask
/// (is_causal, enable_gqa) the kernel keeps what FlashAttention keeps. PyTorch 2.1 to 2.3
/// expanded the bias over the heads before padding it to 16, a copy per head where s is not a
/// multiple of 16: not sized.
double sdpaBiasRow(double seq);

} // namespace headroom
