#pragma once
// The building blocks of the model-family importers (modelfamilies.cpp and the family groups
// familiesdense.cpp, familiesmoe.cpp): parameter counts of linears, MLPs, attention and experts,
// the keys every family reads, and the vision towers. Not part of the core's interface.
#include "configsection.h"
#include "modelarch.h"

#include <array>
#include <functional>

namespace headroom::config::family {

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

/// How the checkpoint stores the linears: FP8 with square blocks of scales (DeepSeek-V3
/// quantization_config {"quant_method": "fp8", "weight_block_size": [128, 128]}) or not.
struct Storage {
    int fp8Block = 0;
};

/// Everything parseFamilyConfig() collects before it fills ParameterCounts.
struct Parts {
    Count layers;         ///< decoder layers of the language model
    Count mtp;            ///< multi-token-prediction layers (whole, with their copies)
    double finalNorm = 0; ///< final norm of the language model
    double headBias = 0;  ///< LM head bias (Phi)
    double vision = 0;    ///< vision tower + projector
    double visionBlocks = 0;
};

/// `c` repeated `n` times (n layers of one block).
Count times(Count c, double n);
/// Weights that are no LoRA target and stay in the checkpoint's base dtype: norms, biases
/// outside linears, routers, embeddings, sinks.
Count plain(double n);
/// A linear layer in -> out (+ bias), FP8 block scales when the checkpoint stores FP8.
Count lin(const Storage& st, double in, double out, Slot slot, bool bias = false);
/// E routed experts, `k` of them used per token (familyparts.cpp says which are LoRA targets).
Count experts(const Storage& st, double e, double k, double h, double inter, bool fused,
              bool biases, bool mxfp4);
/// SwiGLU / GeGLU MLP gate, up h -> I and down I -> h.
Count gatedMlp(const Storage& st, double h, double inter, bool bias = false);
/// GELU / ReLU² MLP up h -> I, down I -> h.
Count plainMlp(const Storage& st, double h, double inter, bool bias);
/// q, k, v, o projections of grouped-query attention, biases as given.
Count gqa(const Storage& st, double h, const AttentionShape& a, bool qkvBias, bool oBias);

/// Heads, KV heads and head_dim of a softmax attention; head_dim defaults to hidden / heads.
AttentionShape readHeads(const Section& t, int hidden, const char* headsKey, const char* kvKey,
                         int headsDefault = 0, int kvDefault = 0, int headDimDefault = 0);
/// The per-layer kinds "sliding_attention" / "full_attention" from `layer_types`, or from
/// `pattern(i)` when the config has none. Returns how many layers are sliding.
int slidingFromLayerTypes(const Section& t, int layers, const std::function<bool(int)>& pattern);
/// hidden_size, num_hidden_layers, vocab_size (each required unless given a default).
void readCommon(const Section& t, ModelArch& a, int hiddenDefault = 0, int layersDefault = 0,
                int vocabDefault = 0);

// ---- Vision towers (familyparts.cpp) ------------------------------------------------------------

struct VisionParts {
    double total = 0;
    double blocks = 0; ///< attention + MLP weights of the blocks
};
VisionParts siglip(const Section& v, VisionShape& s);
VisionParts pixtral(const Section& v, VisionShape& s);
VisionParts llama4Vision(const Section& v, VisionShape& s);

// ---- Families: one reader per config.json model_type ----------------------------------------

using FamilyReader = void (*)(const Section& root, ModelArch& a, Parts& p, const Storage& st);

/// familiesdense.cpp
void gemma(const Section& root, ModelArch& a, Parts& p, const Storage& st);
void gemma2(const Section& root, ModelArch& a, Parts& p, const Storage& st);
void gemma3Text(const Section& root, ModelArch& a, Parts& p, const Storage& st);
void gemma3(const Section& root, ModelArch& a, Parts& p, const Storage& st);
void phi(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void phi3(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void gptNeox(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void falcon(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void olmo2(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void granite(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void smollm3(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void qwenV1(const Section& t, ModelArch& a, Parts& p, const Storage& st);

/// familiesmoe.cpp
void deepseekV2(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void deepseekV3(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void gptOss(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void llama4Text(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void llama4(const Section& root, ModelArch& a, Parts& p, const Storage& st);
void glm4Moe(const Section& t, ModelArch& a, Parts& p, const Storage& st);
void mistral3(const Section& root, ModelArch& a, Parts& p, const Storage& st);
void nemotronH(const Section& t, ModelArch& a, Parts& p, const Storage& st);

} // namespace headroom::config::family
