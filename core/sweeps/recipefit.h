#pragma once
// The settings that make a scenario fit its build, for an exported recipe: the memory levers a
// recipe controls, from the one that changes the training least to the one that changes it
// most, each kept only while the run still does not fit.
#include "answer.h"
#include "scenario.h"

#include <functional>
#include <string>
#include <vector>

namespace headroom {

struct Catalog;

struct RecipeFit {
    Scenario scenario;                ///< the scenario with the changes made
    bool fits = false;                ///< GPU memory (and, offloading, host memory) holds it
    std::vector<std::string> changes; ///< one line per change ("micro_batch 4 → 1 …")
    /// evaluate()'s figures for `scenario` (the sweep's last evaluation of it): the exported
    /// recipe's answer, with no evaluation of its own.
    double headroomGb = 0;
    VerdictAnswer answer;
};

/// Which settings the target framework can write (a change it cannot express is skipped).
using RecipeCanWrite = std::function<bool(const Scenario&)>;

/// Steps, each applied on top of the last until the run fits: gradient checkpointing on; the
/// micro-batch down through its divisors to 1, the accumulation grown by the same factor (the
/// same global batch); sharding "full" (more than one GPU); 8-bit AdamW (the paged variant stays
/// paged); optimizer offload; parameter offload. A fit inside the point estimate but not the
/// band's upper end ("tight") does not stop them: they go on towards one the band holds, and
/// where none gets there the first tight fit is kept. Then the largest micro-batch that still
/// fits as surely with those. A scenario that fits surely as it is comes back unchanged.
RecipeFit fitToBuild(const Scenario& scenario, const Catalog& catalog,
                     const RecipeCanWrite& canWrite);

} // namespace headroom
