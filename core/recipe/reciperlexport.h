#pragma once
// Preference and RL runs written as training recipes (issue 32): the keys each framework reads
// for the run (reciperl.cpp reads them back), so that a DPO, ORPO, SimPO or GRPO scenario
// exports as the run it is and a fitted file re-imports as the same run on its build. A method
// a framework cannot run as Headroom sizes it is refused with the format and the method named.
#include "error.h"
#include "recipedocument.h"
#include "scenario.h"

#include <optional>
#include <string_view>

namespace headroom {

struct Assumptions;

/// Why the format `to` cannot express the scenario's preference or RL run (none when it can,
/// or when the scenario is a supervised fine-tune).
std::optional<Error> rlExportRefusal(const Scenario& s, std::string_view to);

/// Pairs of prompt + completion tokens (chosen and rejected are each that long): the length a
/// preference recipe cuts each sequence at.
int pairLength(const RlRequest& q);

/// The run's keys in each format, over a document the supervised writer made (it changes the
/// supervised keys that do not apply: sequence length, packing, loss, the start's data set).
void writeAxolotlRl(const Scenario& s, const Assumptions& defaults, bool start, RecipeJson& doc);
void writeTrlRl(const Scenario& s, const Assumptions& defaults, bool start, RecipeJson& doc);
void writeLlamaFactoryRl(const Scenario& s, const Assumptions& defaults, bool start,
                         RecipeJson& doc);
void writeTorchtuneRl(const Scenario& s, bool start, RecipeJson& doc);

} // namespace headroom
