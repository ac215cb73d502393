#include "messagetable.h"

#include "textformat.h"
#include "warning.h"

// lupdate reads the table through this marker (resources/translations/messages_*.ts); the core
// itself has no Qt, so the marker is the plain string here.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace headroom {

namespace {
const std::vector<MessageTemplate> kTemplates = {
    {"does_not_fit",
     QT_TRANSLATE_NOOP("headroom::Messages", "Does not fit: %1 needed per GPU, %2 on the card (%3 "
                                             "short).")},
    // The band's upper end: the measured runs' errors, widened where the run lies outside them
    // (calibration.h bandForRun), so not every GB of it was measured.
    {"within_band", QT_TRANSLATE_NOOP("headroom::Messages",
                                      "Tight: %1 free per GPU, but the memory band of measured "
                                      "runs of this kind, widened where this run lies outside "
                                      "them, reaches %2 above the prediction (%3 in all).")},
    {"band_unvalidated",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "No measured run of this kind yet: the memory band is the widest of the "
                       "kinds of run around it.")},
    {"tight_fit", QT_TRANSLATE_NOOP("headroom::Messages",
                                    "Tight: only %1 free per GPU; allocator spikes or a different "
                                    "framework may run out.")},
    {"feed_exceeded", QT_TRANSLATE_NOOP("headroom::Messages",
                                        "The server draws %1, more than the %2 A feed carries (%3 "
                                        "at %4).")},
    {"feed3_exceeded",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "The server draws %1, more than the 400 V three-phase %2 A feed carries (%3 "
                       "at %4).")},
    {"cap_or_32a", QT_TRANSLATE_NOOP("headroom::Messages",
                                     "A %1 A feed or a power cap per GPU brings the draw within "
                                     "limits.")},
    {"host_memory",
     QT_TRANSLATE_NOOP("headroom::Messages", "Host memory: %1 installed, %2 recommended.")},
    {"cpu_cores", QT_TRANSLATE_NOOP("headroom::Messages",
                                    "The CPUs have %1 cores, fewer than the %2 that %3 GPUs need "
                                    "(%4 per GPU).")},
    {"two_nvlink_domains",
     QT_TRANSLATE_NOOP("headroom::Messages", "%1 cards span %2 NVLink domains: part of the "
                                             "sharded traffic crosses PCIe.")},
    {"pcie_p2p_iommu", QT_TRANSLATE_NOOP("headroom::Messages",
                                         "PCIe peer-to-peer transfers need the IOMMU off (NCCL: "
                                         "CUDA does not support IOMMU-enabled PCIe P2P); check it "
                                         "at acceptance.")},
    {"transfer_bound", QT_TRANSLATE_NOOP("headroom::Messages",
                                         "The weight traffic (%1) takes longer than the compute "
                                         "(%2) per step: the link sets the pace.")},
    {"no_vision_tower",
     QT_TRANSLATE_NOOP("headroom::Messages", "The model has no vision tower: the image share is "
                                             "ignored.")},
    {"long_image_sequences",
     QT_TRANSLATE_NOOP("headroom::Messages", "Images add %1 tokens to the longest sequence (%2 "
                                             "in all): plan length and micro-batch for it.")},
    {"context_exceeded",
     QT_TRANSLATE_NOOP("headroom::Messages", "The longest sequence (%1 tokens) exceeds the model's "
                                             "context of %2 tokens.")},
    {"tflops_estimate",
     QT_TRANSLATE_NOOP("headroom::Messages", "No dense BF16 figure is published for the %1; the "
                                             "compute times use the catalog's estimate (%2).")},
    {"dataset_below_batch",
     QT_TRANSLATE_NOOP("headroom::Messages", "The dataset (%1 sequences) is smaller than one "
                                             "global batch (%2 sequences: GPUs × micro-batch × "
                                             "accumulation): a single optimizer step sees all "
                                             "of it.")},
    {"network_not_hidden",
     QT_TRANSLATE_NOOP("headroom::Messages", "The network between the servers needs %1 per step, "
                                             "more than the compute (%2): %3 Gb/s per server "
                                             "would hide it.")},
    {"network_power_unknown",
     QT_TRANSLATE_NOOP("headroom::Messages", "The catalog has no power figure for a switch, "
                                             "link or adapter of this network: the cluster's "
                                             "power leaves it out.")},
    {"psu_redundancy", QT_TRANSLATE_NOOP("headroom::Messages",
                                         "The server's supplies (%1) do not carry its peak of %2 "
                                         "with one supply failed (N+1).")},
    {"no_server",
     QT_TRANSLATE_NOOP("headroom::Messages", "No catalog server takes %1 cards of '%2'.")},
    {"larger_chassis",
     QT_TRANSLATE_NOOP("headroom::Messages", "%1 of the %2 cards of the %3 are used: the chassis's "
                                             "CPUs, host memory and power stay in the figures.")},
    {"serving_context_exceeded",
     QT_TRANSLATE_NOOP("headroom::Messages", "Serving: %1 tokens per user exceed the model's "
                                             "context of %2 tokens.")},
    {"serving_no_kv_room",
     QT_TRANSLATE_NOOP("headroom::Messages", "Serving: the weights (%1 per GPU) and the engine's "
                                             "reserves leave no room for the KV cache in %2 of "
                                             "the card.")},
    {"serving_engine_no_start",
     QT_TRANSLATE_NOOP("headroom::Messages", "Serving: the engine refuses to start: one sequence "
                                             "of %1 tokens (max_model_len) does not fit its KV "
                                             "cache of %2 tokens.")},
    {"serving_short",
     QT_TRANSLATE_NOOP("headroom::Messages", "Serving: users served at %3 tokens each: %1 of "
                                             "%2 planned (the longest context for one user is "
                                             "%4 tokens).")},
    {"serving_no_bandwidth",
     QT_TRANSLATE_NOOP("headroom::Messages", "Serving: the catalog has no memory bandwidth for "
                                             "this GPU, so the decode rate is not estimated.")},
    {"rl_engine_no_room",
     QT_TRANSLATE_NOOP("headroom::Messages", "Rollout engine: the weights (%1 per GPU) and the "
                                             "engine's reserves leave no room for the KV cache in "
                                             "%2 of the card.")},
    {"rl_engine_short",
     QT_TRANSLATE_NOOP("headroom::Messages", "Rollout engine: its KV cache in %3 of the card holds "
                                             "%1 tokens, less than one sequence of prompt and "
                                             "completion (%2 tokens).")},
    // The answer's headlines (core/pipeline/verdictanswer.cpp): one per state and blocker.
    {"answer_go", QT_TRANSLATE_NOOP("headroom::Messages", "Fits: %1 free per GPU.")},
    {"answer_tight_band",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "Tight: %1 free per GPU; the memory band of measured runs of this kind, "
                       "widened where this run lies outside them, reaches %2 above the "
                       "prediction.")},
    {"answer_go_unmeasured",
     QT_TRANSLATE_NOOP("headroom::Messages", "Fits: %1 free per GPU, at the band's upper end too; "
                                             "no measured run of this kind yet.")},
    {"answer_tight_unmeasured",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "Tight: %1 free per GPU; no measured run of this kind yet, and the band "
                       "from the runs around it reaches %2 above the prediction.")},
    {"answer_tight_margin",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "Tight: only %1 free per GPU, under the %2 safety margin.")},
    {"answer_does_not_fit",
     QT_TRANSLATE_NOOP("headroom::Messages", "Does not fit: short by %1 per GPU.")},
    {"answer_plan_refused",
     QT_TRANSLATE_NOOP("headroom::Messages", "Does not run as planned: the parallel plan does not "
                                             "suit this model on these GPUs.")},
    {"answer_rl_engine_no_room",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "Does not run: the rollout engine needs %1 per GPU (its weights alone %2), "
                       "more than its %3 share of the card (%4).")},
    {"answer_feed_exceeded",
     QT_TRANSLATE_NOOP("headroom::Messages", "Does not run as planned: the server draws %1, more "
                                             "than the planned %2 A feed carries (%3); the memory "
                                             "fits with %4 free per GPU.")},
    {"answer_feed3_exceeded",
     QT_TRANSLATE_NOOP(
         "headroom::Messages",
         "Does not run as planned: the server draws %1, more than the planned 400 V "
         "three-phase %2 A feed carries (%3); the memory fits with %4 free per GPU.")},
    {"answer_serving_short",
     QT_TRANSLATE_NOOP("headroom::Messages", "Serving falls short: users served at %3 tokens "
                                             "each: %1 of %2 planned; the training fits with %4 "
                                             "free per GPU.")},
    {"offload_slow", QT_TRANSLATE_NOOP("headroom::Messages",
                                       "With optimizer offload the CPUs perform the parameter "
                                       "update, which slows every optimizer step.")},
    {"fused_loss_megatron",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "The fused cross-entropy is sized as a fused linear cross-entropy that "
                       "holds no logits; Megatron-LM's --cross-entropy-loss-fusion still holds "
                       "them: for that run set fused_cross_entropy false.")},
    {"megatron_settings_unused",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "The megatron section is not sized: Megatron-LM runs its precision-aware "
                       "optimizer only with its distributed optimizer (tensor, pipeline or expert "
                       "parallelism with sharding zero1).")},
    {"megatron_offload_flag",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "Megatron-LM offloads the optimizer only with "
                       "--use-precision-aware-optimizer: sized so (fp32 states); set "
                       "megatron.use_precision_aware_optimizer for the launch.")},
    {"deepspeed_settings_unused",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "The deepspeed section is not sized: this run's states are not held by "
                       "DeepSpeed's ZeRO engine.")},
    {"offload_low_bit",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "With the optimizer offloaded DeepSpeed steps its 32-bit CPU Adam, not "
                       "the 8-bit or 4-bit optimizer (accelerate swaps it in): model states, "
                       "host memory and checkpoints are sized for 32-bit AdamW.")},
    {"moe_experts_quantised",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "The routed experts are sized quantised: transformers 4.x quantises each "
                       "expert's nn.Linear, Axolotl's quantize_moe_experts the fused experts of "
                       "transformers 5; bitsandbytes alone under transformers 5 keeps the fused "
                       "experts in BF16: %1 more weights in all.")},
    {"offload_optimizer_zero3",
     QT_TRANSLATE_NOOP("headroom::Messages",
                       "FSDP offloads the parameters with the optimizer, never the optimizer "
                       "alone: this run is sized as DeepSpeed ZeRO-3 with offload_optimizer, as "
                       "the recipes Headroom writes run it.")},
};
} // namespace

const char* messageTemplate(std::string_view code) {
    for (const MessageTemplate& t : kTemplates)
        if (code == t.code)
            return t.text;
    return nullptr;
}

const std::vector<MessageTemplate>& messageTemplates() {
    return kTemplates;
}

std::string formatArg(const MessageArg& a) {
    switch (a.kind) {
    case ArgKind::Gb:
        return formatC("%.1f GB", a.value);
    case ArgKind::WholeGb:
        return formatC("%.0f GB", a.value);
    case ArgKind::Kw:
        return formatC("%.2f kW", a.value / 1000);
    case ArgKind::Seconds:
        return formatC("%.2f s", a.value);
    case ArgKind::Count:
        return formatC("%.0f", a.value);
    case ArgKind::Percent:
        return formatC("%.0f %%", a.value * 100);
    case ArgKind::Text:
        break;
    }
    return a.text;
}

std::string fillTemplate(std::string_view text, const std::vector<MessageArg>& args) {
    std::string out;
    out.reserve(text.size() + 32);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto index = static_cast<std::size_t>(text[i + 1] - '1');
            if (index < args.size()) {
                out += formatArg(args[index]);
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

Warning makeWarning(const char* code, std::vector<MessageArg> args) {
    return Warning{code, std::move(args)};
}

std::string warningMessage(const Warning& warning) {
    const char* text = messageTemplate(warning.code);
    return text ? fillTemplate(text, warning.args) : std::string();
}

} // namespace headroom
