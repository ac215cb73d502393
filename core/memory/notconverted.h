#pragma once
// The decoder linears a pre-quantised checkpoint keeps in BF16 (issue 33): an FP8, GPTQ or AWQ
// checkpoint may leave whole layer groups unquantised, named in its quantization_config
// (transformers `modules_to_not_convert`, vLLM Fp8Config `ignored_layers`, compressed-tensors
// `ignore`). Serving and a prequantised QLoRA base count those weights at 2 B each.
#include "modelarch.h"

namespace headroom {

/// Parameters of the language model's decoder linears that `arch.quantization.notConverted`
/// keeps unquantised: whole attention mixers ("self_attn"), Gated DeltaNet mixers
/// ("linear_attn"), shared experts ("shared_expert") and dense MLPs ("mlp" of a layer without
/// experts); one layer where the entry names it ("model.layers.3.self_attn"), every layer of
/// that kind otherwise ("model.layers.*.self_attn", "re:.*self_attn$"). Single projections
/// count too where their whole block is not named already: attention's q/k/v/o (vLLM's fused
/// qkv_proj, MLA's q_a/q_b/kv_a/kv_b), a dense MLP's or a shared expert's gate/up/down
/// (gate_up_proj), Gated DeltaNet's out_proj; DeltaNet's input projections are not told apart.
/// Embeddings, LM head, routers, norms and the vision tower are BF16 in the counts already.
double unconvertedLinearParams(const ModelArch& arch);

} // namespace headroom
