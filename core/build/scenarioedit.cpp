#include "build/scenarioedit.h"

#include "build/resolvebuild.h"
#include "dataparallel.h"
#include "runsplit.h"
#include "scenariocheck.h"
#include "scenariorange.h"

#include <algorithm>
#include <numeric>

namespace headroom {

int buildCards(const Scenario& s, const Catalog& catalog) {
    return cardsPerServer(s, buildServer(s, catalog));
}

std::vector<int> runOptions(const Scenario& s, const Catalog& catalog) {
    const ServerSpec* server = buildServer(s, catalog);
    const GpuSpec* gpu = catalog.findGpu(s.gpu);
    if (!server || !gpu)
        return {1};
    return possibleRuns(*server, *gpu, cardsPerServer(s, server));
}

Scenario fitRlRun(Scenario s, const Scenario& before, const Catalog& catalog) {
    if (!s.rl || !generates(s.rl->method))
        return s;
    RlRequest& q = *s.rl;
    const int cards = buildCards(s, catalog);
    // The engine's GPUs count over the cluster; a count the cluster no longer places (more
    // than it has, or neither whole servers nor a share of each) goes back to the default.
    if (q.rollout == RolloutPlacement::Separate && cards * std::max(1, s.nodes) > 1 &&
        (q.rolloutGpuCount >= cards * std::max(1, s.nodes) || !engineLayout(s, cards).valid))
        q.rolloutGpuCount = defaultEngineGpus(s, cards);
    const bool batchEdited = (before.rl && before.rl->groupSize != q.groupSize) ||
                             before.microBatch != s.microBatch ||
                             before.gradientAccumulation != s.gradientAccumulation;
    const long long perAccumulation = 1LL * s.microBatch * clusterGpus(s, catalog);
    if (batchEdited || perAccumulation <= 0 || q.groupSize < 1)
        return s;
    // checkScenario()'s rule (TRL GRPOTrainer: a step's completions are a multiple of
    // num_generations): the accumulation moves in steps of group / gcd(micro-batch × GPUs,
    // group), the smallest that keep micro-batch × GPUs × accumulation a multiple of the group.
    const long long step = q.groupSize / std::gcd(perAccumulation, (long long)q.groupSize);
    const long long accumulation = (s.gradientAccumulation + step - 1) / step * step;
    if (static_cast<double>(accumulation) <= scenarioRange(RangeKey::GradientAccumulation).max)
        s.gradientAccumulation = static_cast<int>(accumulation);
    return s;
}

RlRequest withRlMethod(RlRequest q, RlMethod method, const Assumptions& defaults) {
    const RlRequest d = defaultRlRequest(method, defaults);
    q.method = method;
    q.reference = d.reference;
    if (!generates(method)) {
        q.groupSize = d.groupSize;
        q.rollout = d.rollout;
        q.rolloutMemoryFraction = d.rolloutMemoryFraction;
        q.rolloutGpuCount = d.rolloutGpuCount;
        q.rolloutTensorParallel = d.rolloutTensorParallel;
        q.sleepMode = d.sleepMode;
        q.rewardModel.clear();
    }
    if (method != RlMethod::Ppo)
        q.criticModel.clear();
    return q;
}

Scenario withObjective(Scenario s, std::optional<RlMethod> method, const Catalog& catalog) {
    const int sftBatch = Scenario{}.microBatch;
    const int rlBatch = defaultRlMicroBatch(catalog.assumptions);
    if (!method) {
        if (s.rl && s.microBatch == rlBatch)
            s.microBatch = sftBatch;
        s.rl.reset();
        return s;
    }
    if (!s.rl) {
        if (s.microBatch == sftBatch)
            s.microBatch = rlBatch;
        s.rl = defaultRlRequest(*method, catalog.assumptions);
    } else {
        s.rl = withRlMethod(*s.rl, *method, catalog.assumptions);
    }
    return s;
}

Scenario withRollout(Scenario s, RolloutPlacement placement, const Catalog& catalog) {
    if (!s.rl)
        return s;
    const int cards = buildCards(s, catalog);
    RlRequest& q = *s.rl;
    q.rollout = placement;
    q.rolloutMemoryFraction = defaultRolloutMemoryFraction(q.rollout, catalog.assumptions);
    // A starting split the user then changes (defaultEngineGpus).
    q.rolloutGpuCount = q.rollout == RolloutPlacement::Separate ? defaultEngineGpus(s, cards) : 0;
    if (q.rollout == RolloutPlacement::Separate)
        q.sleepMode = false;
    return s;
}

Scenario withModel(Scenario s, const std::string& id, const Catalog& catalog) {
    const ModelEntry* m = catalog.findModel(id);
    if (!m)
        return s;
    s.model = id;
    s.importedModel.reset();
    s.loraRank = std::min(s.loraRank, m->arch.hidden);
    return s;
}

Scenario withGpu(Scenario s, const std::string& gpu, int cards, const Catalog& catalog) {
    return chooseChassis(s, gpu, std::min(cards, mostCardsPerServer(gpu, catalog)), catalog)
        .scenario;
}

Scenario settleEdit(Scenario edited, const Scenario& before, const Catalog& catalog) {
    edited = fitRlRun(std::move(edited), before, catalog);
    const std::vector<int> splits = runOptions(edited, catalog);
    if (std::find(splits.begin(), splits.end(), edited.runsSideBySide) == splits.end())
        edited.runsSideBySide = 1;
    if (!edited.plan.automatic) {
        edited.plan.dp = 0;
        deriveDataParallel(edited, catalog);
    }
    if (sdpaRefusal(edited))
        edited.attention = AttentionKernel::Flash;
    if (edited.checkpointPolicy == CheckpointPolicy::SelectiveOp) {
        const ModelArch* arch = resolveModel(edited, catalog).arch;
        if (arch && selectiveOpRefusal(edited, *arch))
            edited.checkpointPolicy = CheckpointPolicy::Full;
    }
    return edited;
}

} // namespace headroom
