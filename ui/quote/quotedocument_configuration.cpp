// QuoteDocument, the configuration table: the workload and the build, two pairs per row.
#include "quote/quotedocument.h"

#include "build/resolvebuild.h"
#include "common/catalognames.h"
#include "memory/statebytes.h"
#include "memorymodel.h"

#include "quote/quotestyle.h"
#include "scenario/recipenote.h"

#include <QPainter>

namespace headroom::ui {

using namespace quotestyle;

namespace {

// The built-in stacks' names (catalog/stacks.json); a user-defined stack keeps its catalog name.
[[maybe_unused]] const char* const kStackNames[] = {
    QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument",
                      "Hugging Face Trainer (transformers + PEFT + accelerate / DeepSpeed)"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "torchtune"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "LitGPT (Lightning Fabric)"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "Unsloth"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "Hugging Face Trainer with Liger kernels")};

} // namespace

/// A DeepSpeed file's ZeRO settings (Scenario::deepSpeed) under DeepSpeed's field names (the
/// stage3_ aliases left off to fit the column), "auto" with the value it sized (zeroSizes):
/// what replaces the catalog's zero_* assumptions.
QString QuoteDocument::deepSpeedText(const Scenario& s) const {
    const ModelArch* arch = resolveModel(s, m_catalog).arch;
    const ZeroSizes sized = zeroSizes(s, arch ? arch->hidden : 0, m_catalog.assumptions);
    const DeepSpeedSettings& d = s.deepSpeed;
    QStringList parts;
    const auto size = [&](const char* key, const ZeroSize& z, double value) {
        const QString number = m_locale.toString(value, 'f', 0);
        if (z.kind == ZeroSize::Kind::Elements)
            parts << QStringLiteral("%1 %2").arg(QLatin1String(key), number);
        else if (z.kind == ZeroSize::Kind::Auto)
            parts << QStringLiteral("%1 auto = %2").arg(QLatin1String(key), number);
    };
    size("reduce_bucket_size", d.reduceBucket, sized.reduceBucket);
    size("prefetch_bucket_size", d.prefetchBucket, sized.prefetchBucket);
    size("param_persistence_threshold", d.persistenceThreshold, sized.persistenceThreshold);
    if (d.maxLiveParameters)
        parts << QStringLiteral("max_live_parameters %1")
                     .arg(m_locale.toString(*d.maxLiveParameters, 'f', 0));
    if (d.overlapComm)
        parts << QStringLiteral("overlap_comm %1").arg(onOff(*d.overlapComm));
    return parts.join(QStringLiteral(", "));
}

/// Megatron-LM's precision-aware optimizer (Scenario::megatron) where it holds the states
/// (runsPrecisionAwareOptimizer): the dtype of each state under Megatron's flag names.
QString QuoteDocument::megatronText(const Scenario& s) const {
    const MegatronSettings& m = s.megatron;
    // Offloaded, HybridDeviceOptimizer steps torch's Adam on fp32 copies in host memory
    // (hybrid_optimizer.py at d98e8a64, param_update_in_fp32): only the gradient buffer's dtype
    // is the section's.
    if (s.offload != Offload::None)
        return tr("main_grads %1; the offloaded states are fp32 in host memory")
            .arg(QLatin1String(toString(m.mainGrads)));
    const QString mainParams = m.mainParams == OptimizerDtype::Fp32 && m.storeParamRemainders
                                   ? tr("fp32 as 16-bit remainders of the BF16 weights")
                                   : QLatin1String(toString(m.mainParams));
    return tr("main_grads %1, main_params %2, exp_avg %3, exp_avg_sq %4")
        .arg(QLatin1String(toString(m.mainGrads)), mainParams, QLatin1String(toString(m.expAvg)),
             QLatin1String(toString(m.expAvgSq)));
}

/// The model, the method, the optimizer and the states per GPU.
void QuoteDocument::methodItems(ConfigurationItems& items) {
    const auto& s = m_scenario;
    const auto& r = m_result;
    items.push_back({tr("Model"), tr("%1, %2 B parameters")
                                      .arg(field(r.modelName),
                                           num(r.parameters.total / 1e9, 2))});
    QString method = runName();
    if (s.method != Method::Full)
        method = tr("%1, rank %2, %3 B trainable")
                     .arg(method)
                     .arg(s.loraRank)
                     .arg(num(r.trainable / 1e9, 3));
    // A mixture of experts whose routed experts the adapters do not reach
    // (Scenario::loraRoutedExperts).
    const ModelArch* arch = resolveModel(s, m_catalog).arch;
    if (s.method != Method::Full && !s.loraRoutedExperts && arch && adaptableRoutedExperts(*arch))
        method = tr("%1, routed experts without adapters").arg(method);
    items.push_back({tr("Method"), method});
    QString optimizer = s.optimizer == Optimizer::AdamW8bit    ? tr("8-bit AdamW")
                        : s.optimizer == Optimizer::PagedAdamW ? tr("Paged AdamW (bitsandbytes)")
                        : s.optimizer == Optimizer::PagedAdamW8bit
                            ? tr("Paged 8-bit AdamW (bitsandbytes)")
                        : s.optimizer == Optimizer::AdamW4bit ? tr("4-bit AdamW (torchao)")
                                                              : tr("AdamW, 32-bit states");
    if (runsPrecisionAwareOptimizer(s) && s.offload == Offload::None)
        optimizer = tr("Adam, precision-aware (Transformer Engine FusedAdam)");
    if (s.offload == Offload::Optimizer)
        optimizer = tr("%1, offloaded to host memory").arg(optimizer);
    items.push_back({tr("Optimizer"), optimizer});
    items.push_back({tr("Sharding"), shardingName(s.sharding)});
    const StackSpec* stack = s.stack.empty() ? nullptr : m_catalog.findStack(s.stack);
    items.push_back(
        {tr("Training stack"), stack ? tr(stack->name.c_str()) : tr("none (Headroom's defaults)")});
    if (runsZeroEngine(s) && !s.deepSpeed.empty())
        items.push_back({tr("The run's DeepSpeed file"), deepSpeedText(s)});
    if (runsPrecisionAwareOptimizer(s))
        items.push_back({tr("Megatron-LM optimizer states"), megatronText(s)});
    // The states that are in the figures, per GPU as the verdict counts them (the optimizer's
    // own bytes: 8-bit AdamW's two 1-byte moments, not the 32-bit ones of the ZeRO paper).
    const PerGpuMemory& m = r.perGpu;
    items.push_back({tr("Model states per GPU"),
                     tr("%1: weights %2, gradients %3, optimizer states %4")
                         .arg(gb(m.states), gb(m.weights), gb(m.gradients), gb(m.optimizer))});
}

/// The server, its GPUs, the cluster and the runs side by side.
void QuoteDocument::buildItems(ConfigurationItems& items) {
    const auto& r = m_result;
    const ServerSpec* server = m_catalog.findServer(r.serverId);
    const GpuSpec* gpu = m_catalog.findGpu(r.gpuId);
    items.push_back({tr("Server"), catalogText(r.serverName)});
    QString gpus = tr("%1 × %2").arg(r.gpuCount).arg(field(r.gpuName));
    if (gpu)
        gpus = tr("%1, %2 each").arg(gpus, gb(gpu->memoryGb, 0));
    items.push_back({tr("GPUs"), gpus});
    if (r.nodes > 1) {
        // A cluster: the servers and the network the result sized (README, "Several servers").
        const ClusterInfo& cl = r.cluster;
        items.push_back(
            {tr("Servers"),
             tr("%1, %2 GPUs in all").arg(m_locale.toString(r.nodes), m_locale.toString(cl.gpus))});
        items.push_back(
            {tr("Network"),
             cl.nics > 0 ? tr("%1 × %2 per server; %n switch(es), %3 links", nullptr,
                              cl.fabric.leafSwitches + cl.fabric.spineSwitches)
                               .arg(m_locale.toString(cl.nicsPerServer),
                                    catalogText(cl.networkName), m_locale.toString(cl.fabric.links))
                         : tr("none in the catalog")});
    }
    items.push_back({tr("Runs side by side"), r.runsSideBySide > 1
                                                  ? tr("%1 runs of %2 GPUs each")
                                                        .arg(m_locale.toString(r.runsSideBySide),
                                                             m_locale.toString(r.gpusPerRun))
                                                  : tr("one run on all GPUs")});
    items.push_back(
        {tr("GPU link"), tr("%1, %2 GB/s").arg(linkName(r.step.link), num(r.step.linkGBs, 0))});
    if (server)
        items.push_back(
            {tr("CPUs"),
             tr("%1 × %2").arg(server->cpuSockets).arg(field(server->cpu))});
    items.push_back({tr("Host memory"), gb(r.host.installed, 0)});
}

/// The sequences, batches, losses, images, power and dataset.
void QuoteDocument::workloadItems(ConfigurationItems& items) {
    const auto& s = m_scenario;
    const auto& r = m_result;
    if (s.rl) // the policy trains on prompt + completion, not on the supervised length
        items.push_back(
            {tr("Prompt + completion"), tr("%1 + %2 tokens")
                                            .arg(m_locale.toString(s.rl->promptLength),
                                                 m_locale.toString(s.rl->completionLength))});
    else
        items.push_back(
            {tr("Sequence length"), tr("%1 tokens").arg(m_locale.toString(s.sequenceLength))});
    if (s.rl && generates(s.rl->method))
        items.push_back({tr("Group size"), m_locale.toString(s.rl->groupSize)});
    items.push_back({tr("Micro-batch × accumulation"),
                     QStringLiteral("%1 × %2").arg(s.microBatch).arg(s.gradientAccumulation)});
    items.push_back({tr("Gradient checkpointing"),
                     checkpointsPerOp(s)
                         ? tr("selective per operation (torchtitan)")
                         : onOff(s.gradientCheckpointing)});
    QString loss;
    if (!s.fusedCrossEntropy)
        loss = s.plainLoss == PlainLoss::HfLegacy    ? tr("plain, transformers 4.45 and older")
               : s.plainLoss == PlainLoss::HfShifted ? tr("plain, transformers 4.46 to 4.48")
               : s.plainLoss == PlainLoss::Bf16      ? tr("plain on BF16 logits")
                                                     : tr("plain (Hugging Face)");
    else
        loss = s.fusedLoss == FusedLossKind::Chunked        ? tr("chunked (torchtune)")
               : s.fusedLoss == FusedLossKind::LmHeadChunks ? tr("LM head in chunks (LitGPT)")
                                                            : tr("fused linear (Liger)");
    items.push_back({tr("Cross-entropy"), loss});
    items.push_back({tr("Image share"),
                     s.imageShare > 0 ? tr("%1 % of samples, %2 × %3 × %4 px (%5 tokens each)")
                                            .arg(num(s.imageShare * 100, 0))
                                            .arg(s.imagesPerSample)
                                            .arg(s.imageWidth)
                                            .arg(s.imageHeight)
                                            .arg(m_locale.toString(r.imageTokensPerImage))
                                      : tr("none (text only)")});
    items.push_back({tr("Vision tower"), s.trainVision ? tr("trained") : tr("frozen")});
    items.push_back({tr("Power cap"),
                     s.powerCapW > 0 ? tr("%1 W per GPU").arg(num(s.powerCapW, 0))
                                     : tr("none (%1 W per GPU)").arg(num(r.power.perGpuW, 0))});
    items.push_back({tr("Power feed"),
                     s.feedPhases == 3
                         ? tr("400 V three-phase, %1 A").arg(s.feedAmps)
                         : tr("230 V, %1 A%2")
                               .arg(s.feedAmps)
                               .arg(s.threePhase ? tr(", 400 V three-phase shown") : QString())});
    items.push_back({tr("Checkpoints kept"), m_locale.toString(s.checkpointsKept)});
    items.push_back(
        {tr("Dataset"),
         tr("%1 B tokens × %2 epochs").arg(num(s.datasetTokens / 1e9, 2), num(s.epochs, 1))});
}

void QuoteDocument::configurationTable() {
    const auto& s = m_scenario;
    ConfigurationItems items;
    methodItems(items);
    buildItems(items);
    workloadItems(items);

    heading(tr("Configuration"), pt(60));
    // Two label/value pairs per row keep the table on one page.
    std::vector<Row> rows;
    const size_t half = (items.size() + 1) / 2;
    for (size_t i = 0; i < half; ++i) {
        Row row{{items[i].first}, {items[i].second}};
        if (i + half < items.size())
            row.insert(row.end(), {{items[i + half].first}, {items[i + half].second}});
        else
            row.insert(row.end(), {{}, {}});
        rows.push_back(row);
    }
    table({}, rows, {0.20, 0.30, 0.21, 0.29}, m_small, true, Labels::EvenColumns);
    // A scenario imported from the customer's training config: what of it the figures leave out.
    if (s.recipe) {
        m_y += pt(4);
        paragraph(recipeNote(s.recipe), m_small);
    }
    m_y += pt(10);
}

QString QuoteDocument::linkName(const std::string& link) const {
    // The values the core writes (core/performance/steptiming.cpp), listed for lupdate.
    [[maybe_unused]] static const char* const kLinks[] = {
        QT_TR_NOOP("none"),          QT_TR_NOOP("NVLink"),           QT_TR_NOOP("PCIe"),
        QT_TR_NOOP("NVLink + PCIe"), QT_TR_NOOP("NVLink + network"), QT_TR_NOOP("PCIe + network")};
    return tr(link.c_str());
}

} // namespace headroom::ui
