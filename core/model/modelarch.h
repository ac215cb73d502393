#pragma once
// The architecture of a model as read from its Hugging Face config.json, and the parameter
// counts that follow from the module shapes. Parsed once, at load time, so that
// evaluate() is plain arithmetic.
#include "error.h"

#include <array>
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace headroom {

/// Softmax attention (optionally with an output gate as in Qwen3.5's gated attention).
struct AttentionShape {
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    bool qkvBias = false;    ///< qwen2: biases on q, k, v
    bool qkNorm = false;     ///< qwen3 / qwen3.5: RMSNorm(head_dim) on q and k
    bool outputGate = false; ///< qwen3.5 / qwen3-next: q_proj also yields a sigmoid gate
    bool outputBias = false; ///< llama / qwen3 `attention_bias`: o_proj has a bias as well
    bool flash = true;       ///< FlashAttention/SDPA kernel: no s² score matrix kept
    /// Gemma 2 `attn_logit_softcapping`: tanh-capped scores, which FlashAttention-2 as
    /// transformers calls it does not apply, so training runs eager attention (0 = none).
    double softcap = 0;
    bool sinks = false; ///< gpt-oss: a learned sink logit per head joins the softmax
    bool operator==(const AttentionShape&) const = default;
};

/// Gated DeltaNet linear attention (Qwen3.5 / Qwen3-Next).
struct DeltaNetShape {
    int keyHeads = 0;
    int valueHeads = 0;
    int keyHeadDim = 0;
    int valueHeadDim = 0;
    int convKernel = 0;
    bool fusedProjections = false; ///< qwen3-next: in_proj_qkvz + in_proj_ba (Qwen3.5: four)
    /// Bytes per element of the recurrent state: 4 where config.json says "mamba_ssm_dtype":
    /// "float32" (Qwen3.5 family), else 0 (the model's dtype).
    int ssmStateBytes = 0;
    bool operator==(const DeltaNetShape&) const = default;
};

/// Multi-head latent attention (DeepSeek-V2/V3, Liu et al. 2024 §2.1): queries through a
/// q_lora_rank bottleneck (0 = a plain q_proj), keys and values through the kv_lora_rank latent,
/// a decoupled rope key of qk_rope_head_dim shared by the heads.
struct MlaShape {
    int qLoraRank = 0;
    int kvLoraRank = 0; ///< 0 = not MLA
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;
    bool operator==(const MlaShape&) const = default;
};

/// Mamba-2 mixer (Dao & Gu 2024, "Transformers are SSMs"; transformers NemotronHMamba2Mixer).
struct MambaShape {
    int heads = 0; ///< 0 = no Mamba layers
    int headDim = 0;
    int stateSize = 0; ///< N, ssm_state_size
    int groups = 0;    ///< n_groups sharing B and C
    int convKernel = 0;
    int chunkSize = 0; ///< chunked scan (ssd_combined), chunk_size
    bool operator==(const MambaShape&) const = default;
};

/// Feed-forward block: dense (SwiGLU or GELU) or mixture of experts.
struct MlpShape {
    int intermediate = 0; ///< dense MLP width
    bool gated = true;    ///< SwiGLU (gate, up, down) vs. GELU (up, down)
    int experts = 0;      ///< 0 = dense
    int expertsPerToken = 0;
    int moeIntermediate = 0;
    int sharedExpertIntermediate = 0; ///< 0 = no shared expert
    bool sharedExpertGate = false;    ///< Qwen MoE: sigmoid gate h -> 1 on the shared expert
    /// Expert-parallel capacity factor (tokens an expert takes = factor · tokens · k / E;
    /// Fedus et al. 2022, Switch Transformer §2.1); 0 = dropless routing (every token kept).
    double capacityFactor = 0;
    bool operator==(const MlpShape&) const = default;
};

/// ViT-style vision tower with a patch merger into the language model (Qwen-VL family).
struct VisionShape {
    bool present = false;
    int depth = 0;
    int hidden = 0;
    int intermediate = 0;
    int heads = 0;
    int patchSize = 14;
    int temporalPatchSize = 1;
    int spatialMergeSize = 1;
    int inChannels = 3;
    int outHidden = 0; ///< width of the language model the merger projects into
    int positionEmbeddings = 0;
    bool gatedMlp = false;    ///< Qwen2.5-VL: gate/up/down; Qwen3-VL: fc1/fc2
    bool layerNorm = true;    ///< LayerNorm (weight + bias) vs RMSNorm (weight only)
    bool patchBias = true;    ///< the patch-embedding Conv3d has a bias (Qwen3-VL, not 2.5)
    int deepstackMergers = 0; ///< Qwen3-VL DeepStack: extra mergers for intermediate blocks
    /// Tokens every image becomes whatever its size (Gemma 3: mm_tokens_per_image, Llama 4:
    /// one 336-px tile); 0 = Qwen-VL's resize to patch · merge multiples.
    int tokensPerImage = 0;
    bool operator==(const VisionShape&) const = default;
};

/// Parameter counts (in parameters, not bytes).
struct ParameterCounts {
    double total = 0;        ///< everything stored in the checkpoint
    double text = 0;         ///< language model incl. embeddings and head, without MTP
    double vision = 0;       ///< whole vision tower incl. patch embed and merger
    double visionBlocks = 0; ///< attention + MLP weights of the vision blocks (page's 0.4 B)
    double mtp = 0;          ///< multi-token-prediction layers
    double embedding = 0;    ///< input embedding V·h
    double lmHead = 0;       ///< output layer V·h (0 when tied)
    /// Weights of the language model's linear layers, quantised by QLoRA (NF4) and FP8:
    /// attention / DeltaNet projections, MLPs and experts; not the router, embeddings or head.
    double textLinear = 0;
    /// Σ (in + out) over the LoRA target linears (every linear layer of the language model,
    /// each expert included; not the router, the LM head, MTP or vision): trainable = r · this.
    double loraInOutPerRank = 0;
    /// Σ (in + out) per LoRA target name, index = the bit of scenario.h's LoraTarget (q, k, v,
    /// o, gate, up, down, lm_head, embed), then fused linears that any of their parts selects:
    /// [9] q/k/v in one (qkv_proj, query_key_value, c_attn), [10] gate/up in one
    /// (gate_up_proj, gpt-oss experts), [11] MLA's k/v path (kv_a_proj_with_mqa, kv_b_proj).
    /// Filled by the families of modelfamilies.cpp; zero for the others (the memory model
    /// derives theirs from the shapes).
    std::array<double, 12> loraByTarget{};
    /// Σ out over the same linears: DoRA's magnitude vectors (one value per output feature).
    std::array<double, 12> outByTarget{};
    double loraOutAll = 0; ///< Σ out over every LoRA target linear ("all-linear")
    /// Parameters used per token: the total less the experts a token is not routed to
    /// (experts_per_tok of E); the total for dense models.
    double active = 0;
    /// Of `total`, the weights the checkpoint stores in MXFP4 (gpt-oss experts: 4-bit values in
    /// blocks of 32 with one 8-bit scale, 4.25 bits each) and in FP8 (DeepSeek-V3: E4M3 with one
    /// fp32 scale per 128 × 128 block, `fp8Scales` of them, not in `total`).
    double mxfp4 = 0;
    double fp8 = 0;
    double fp8Scales = 0;
    /// Bytes of the published checkpoint from its stored dtypes: BF16 2 B, FP8 1 B + scales,
    /// MXFP4 4.25 bits; where a tied head is stored twice (Falcon), the copy too.
    double checkpointBytes = 0;
    bool operator==(const ParameterCounts&) const = default;
};

/// A layer's token mixer: softmax attention (MLA included), Gated DeltaNet, Mamba-2, or none
/// (a Nemotron-H block that is an MLP alone).
enum class LayerKind { FullAttention, LinearAttention, Mamba2, None };

/// A pre-quantised checkpoint's quantization_config (transformers GPTQConfig, AwqConfig,
/// Mxfp4Config): its method and, for GPTQ / AWQ, bits and group size (0: not given).
struct QuantizationConfig {
    std::string method; ///< quant_method ("gptq", "awq", "mxfp4", "fp8"); empty: none
    int bits = 0;       ///< GPTQ `bits`, AWQ `bits` / `w_bit`
    int groupSize = 0;  ///< GPTQ `group_size`, AWQ `group_size` / `q_group_size`; -1 per channel
    bool lmHead = false; ///< GPTQ `lm_head`: the output layer quantised too
    /// Modules the checkpoint keeps unquantised (BF16): transformers `modules_to_not_convert`,
    /// vLLM Fp8Config `ignored_layers`, compressed-tensors `ignore`; names or patterns as written.
    std::vector<std::string> notConverted;
    bool operator==(const QuantizationConfig&) const = default;
};

struct ModelArch {
    std::string modelType;    ///< config.json model_type (text part for composite models)
    std::string architecture; ///< architectures[0]
    int hidden = 0;
    int layers = 0;
    int vocab = 0;
    bool tiedEmbeddings = false;
    int fullAttentionLayers = 0;   ///< softmax-attention layers
    int linearAttentionLayers = 0; ///< Gated DeltaNet layers
    int moeLayers = 0;             ///< layers whose MLP is a mixture of experts
    int mtpLayers = 0;
    int maxPositionEmbeddings = 0;
    int slidingWindow = 0; ///< attention layers see the last N tokens only (0 = full)
    /// Of fullAttentionLayers, those with the window (Gemma 2/3, gpt-oss alternate); 0 with a
    /// window: every attention layer (Mistral).
    int slidingLayers = 0;
    int mambaLayers = 0; ///< Mamba-2 mixer layers (Nemotron-H)
    /// Blocks that are an MLP alone (Nemotron-H '-'): counted in `layers`, no mixer.
    int mlpOnlyLayers = 0;
    MlaShape mla;
    MambaShape mamba;
    AttentionShape attention;
    DeltaNetShape deltaNet;
    MlpShape mlp;
    VisionShape vision;
    ParameterCounts params;
    QuantizationConfig quantization; ///< the checkpoint's quantization_config, if any
    bool operator==(const ModelArch&) const = default;
};

/// Reads a Hugging Face config.json (already parsed) into an architecture and counts its
/// parameters. `file` only names the source in errors. Unsupported model_type is an error.
/// Errors name top-level keys as they are ("model_type") and keys in nested objects by their
/// JSON pointer ("/text_config/hidden_size"). Never throws.
Expected<ModelArch> parseModelConfig(const nlohmann::json& config, const std::string& file);

/// Tokens one width × height image becomes in the language model: Qwen-VL resizes it to
/// multiples of patch·merge, then one token per merge×merge patches (1024×1024, patch 16,
/// merge 2 → 1,024 tokens). 0 without a vision tower. 64-bit: a 16384² image at patch 1 is
/// 268 M tokens.
std::int64_t imageTokens(const VisionShape& vision, int width, int height);

/// Reads and parses a config.json from disk; unreadable files and invalid JSON name the file.
Expected<ModelArch> loadModelConfig(const std::string& path);

} // namespace headroom
