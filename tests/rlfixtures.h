#pragma once
// Shared by the preference / RL tests (test_rl.cpp, test_rlrun.cpp, test_rlcluster.cpp): the
// reference page's workload with overrides, evaluated; the policy's training step alone; the
// phases' names; the quantity on a quote's line; the key a scenario's RL keys are refused with.
#include "build/resolvebuild.h"
#include "catalog.h"
#include "costs/pricing.h"
#include "rl/rlstage.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace headroom::test {

/// The reference page's workload with `overrides` (support.h, referenceScenario), evaluated.
inline SizingResult run(const std::string& overrides) {
    return evaluate(referenceScenario(overrides), catalog());
}

/// The policy's training step alone, as a supervised run.
inline SizingResult policyOf(const std::string& overrides) {
    const Scenario s = referenceScenario(overrides);
    return evaluate(policyScenario(s, resolveBuild(s, catalog())), catalog());
}

inline std::vector<std::string> phaseNames(const SizingResult& r) {
    std::vector<std::string> names;
    for (const RlPhase& p : r.rl.phases)
        names.push_back(p.name);
    return names;
}

/// The quantity on the quote's line `id` ("gpu", "server", …); 0 when the quote has no such line.
inline int lineQuantity(const Pricing& pricing, const std::string& id) {
    for (const LineItem& item : pricing.items)
        if (item.id == id)
            return item.quantity;
    return 0;
}

/// The key that refuses an 8B model on four H200 NVL with `overrides`; empty when it parses.
inline std::string parseError(const std::string& overrides) {
    auto doc = nlohmann::json::parse(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl"})");
    doc.merge_patch(nlohmann::json::parse(overrides));
    auto s = parseScenario(doc, "s.json", catalog());
    return s ? std::string() : s.error().key;
}

} // namespace headroom::test
