// The tooltips of MethodSection: what each control means and which catalog assumptions sit
// behind it.
#include "scenario/methodsection.h"
#include "scenario/sequencefield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>

namespace headroom::ui {

void MethodSection::addTips() {
    addTip(m_model, QT_TR_NOOP("The model to fine-tune. Its parameters are counted from the "
                               "architecture in its config.json, never typed in."));
    addTip(m_import, QT_TR_NOOP("Read a Hugging Face config.json to size a model that is not in "
                                "the catalog. You can also drop the file on the window."));
    addTip(m_method,
           QT_TR_NOOP("Full: every weight is trained (weights, gradients and optimizer states per "
                      "parameter). LoRA: frozen BF16 base plus small adapters. QLoRA: 4-bit NF4 "
                      "base plus adapters. LoRA (8-bit base): int8 linear weights "
                      "(bitsandbytes LLM.int8) plus adapters."),
           {"nf4_bytes_per_weight", "int8_bytes_per_weight"});
    addTip(
        m_objective,
        QT_TR_NOOP("SFT: supervised fine-tuning. DPO (with a frozen reference), ORPO and SimPO "
                   "(reference-free) train on chosen and rejected answers. GRPO and PPO generate "
                   "completions with a vLLM engine, score them and train on them; PPO adds a "
                   "critic. The combo beside it says how the policy trains: full, LoRA or "
                   "QLoRA."),
        {"rl_group_size", "rl_prompt_length", "rl_completion_length"});
    addTip(m_optimizer,
           QT_TR_NOOP("AdamW keeps fp32 master weights and two moments (12 B per parameter). "
                      "8-bit Adam quantises the moments, torchao's 4-bit AdamW to half a byte "
                      "each. Optimizer offload keeps the optimizer "
                      "states and gradients in host memory and runs the update on the CPUs "
                      "(DeepSpeed ZeRO-Offload; with full sharding it runs as DeepSpeed ZeRO-3, "
                      "as FSDP cannot offload the optimizer alone). Parameter offload (FSDP's "
                      "CPU offload, DeepSpeed's offload_param) moves the weights to host memory "
                      "as well: the GPUs hold only the layers gathered for compute, at the cost "
                      "of host memory and PCIe traffic every step."),
           {"adam8bit_optimizer_bytes", "offload_host_bytes", "cpu_adam_params_per_s"});
    addTip(m_stateBytes,
           QT_TR_NOOP("Bytes per parameter for weights, gradients and optimizer: the ZeRO paper "
                      "counts 16 B, the Hugging Face documentation 18 B. Pure BF16 (torchtune's "
                      "default) keeps no fp32 master copy: 2 + 2 + 4 = 8 B, 6 B with 8-bit "
                      "Adam. DeepSpeed keeps its fp32 copy whatever the model was loaded in: "
                      "16 B there."),
           {"hf_extra_bytes"});
    addTip(m_sharding,
           QT_TR_NOOP("How the model states are split across the GPUs. Full sharding divides "
                      "weights, gradients and optimizer; ZeRO-2 gradients and optimizer; ZeRO-1 "
                      "the optimizer only; DDP keeps a full copy on every card."),
           {"link_efficiency"});
    addTip(m_loraRank, QT_TR_NOOP("Rank r of the LoRA adapters on every linear layer of the "
                                  "language model: r·(in + out) trainable weights per layer."));
    addTip(m_loraTargets,
           QT_TR_NOOP("The linear layers that get adapters (PEFT target_modules). Fewer targets "
                      "train fewer weights and keep fewer adapter activations."));
    addTip(m_dora,
           QT_TR_NOOP("DoRA (PEFT use_dora): a magnitude vector per adapted layer and, in "
                      "training, the weight norm of W + BA per layer, which adds activation "
                      "memory and time."));
    addTip(m_routedExperts,
           QT_TR_NOOP("Whether the gate, up and down targets also adapt every routed expert. "
                      "Under transformers 4.x each expert is an nn.Linear that PEFT wraps; under "
                      "transformers 5 PEFT 0.19 and later adapts the fused expert parameters "
                      "from the same names. Untick it where only the shared experts and the "
                      "dense MLP layers get adapters: shared_expert.up_proj named under "
                      "transformers 4.x, or PEFT 0.18 under transformers 5."));
    addTip(m_sequence->slider(),
           QT_TR_NOOP("Tokens of text per training sequence. Longer sequences need more "
                      "activation memory and, from the long-context length on, run at a lower "
                      "utilisation."),
           {"mfu", "mfu_long_context", "long_context_tokens"});
    addTip(m_microBatch,
           QT_TR_NOOP("Sequences per GPU in each forward and backward pass. "
                      "Activation memory grows with it."),
           {"rl_micro_batch"});
    addTip(m_accumulation, QT_TR_NOOP("Micro-batches accumulated before each optimizer step."));
    addTip(m_checkpointing,
           QT_TR_NOOP("Gradient checkpointing keeps only each layer's input and recomputes the "
                      "rest during the backward pass: far less activation memory, about a third "
                      "more compute."),
           {"mfu"});
}

} // namespace headroom::ui
