#pragma once
// The cost stage's result as the `costs` object of `evaluate --json` and as the summary's line.
#include "costsresult.h"

#include <nlohmann/json_fwd.hpp>
#include <string>

namespace headroom {

/// The result key `costs` (../shared/SPEC.md §8): amounts in `currency`, null where the status
/// leaves a figure undefined.
nlohmann::json toJson(const CostsResult& costs);

/// The summary's "Own or rent:" line (and a second one naming the dated cloud price).
std::string costsText(const CostsResult& costs);

} // namespace headroom
