#pragma once
// The one table of what a scenario's numbers may be: the scenario loader rejects a value
// outside it, and the window's controls take their ranges from it, so a file's value is either
// shown as it is or refused (README, "Command line": the limits).
#include <string>

namespace headroom {

/// Scenario keys with a numeric range.
enum class RangeKey {
    GpuCount,
    RunsSideBySide,
    SequenceLength,
    MicroBatch,
    GradientAccumulation,
    ImageShare,
    ImagesPerSample,
    ImageSize, ///< width and height alike
    LoraRank,
    PowerCapW,
    CheckpointsKept,
    DatasetTokens,
    Epochs,
    Nodes,
    NicsPerServer,
    // The parallel plan's numbers (keys inside the scenario's `plan` object).
    PlanDp,
    PlanTp,
    PlanPp,
    PlanCp,
    PlanEp,
    PlanVirtualStages,
    PlanMicroBatches,
    PlanShardGroup,
    QuoteValidDays,       ///< `quote.valid_days`
    QuoteDiscountPercent, ///< `quote.discount_percent`
    QuoteVatPercent,      ///< `quote.vat_percent`
    QuotePrice,           ///< each of `quote.prices`
};

struct ScenarioRange {
    RangeKey id;
    const char* key; ///< the scenario file's key ("plan/tp": key `tp` inside `plan`)
    double min;
    double max;
    int decimals; ///< decimal places a value may have (0: a whole number)
    double step;  ///< a control's single step
};

/// The range of one key.
const ScenarioRange& scenarioRange(RangeKey key);

/// Every range, in the table's order.
const ScenarioRange* scenarioRangesBegin();
const ScenarioRange* scenarioRangesEnd();

/// The longest sequence, text and image tokens together, a scenario may describe: the
/// sequence_length maximum.
double maxSequenceTokens();

} // namespace headroom
