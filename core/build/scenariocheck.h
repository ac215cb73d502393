#pragma once
// The rules a scenario keeps (build/scenariocheck.cpp): its values against each other, the
// catalog, the model and the cluster's cards (the build's look-ups, build/resolvebuild.h). Below
// the pipeline, which reports a refused plan (verdictanswer.cpp), and the scenario's reader
// (io/), which runs every check.
#include "catalog.h"
#include "scenario.h"

#include <optional>
#include <string>

namespace headroom {

/// The checks that tie a scenario's values to each other and to the catalog (power cap within
/// the GPU's limits, LoRA rank within the model's width, text + image tokens within the
/// sequence limit). parseScenario() runs them; the window runs them on every edit.
std::optional<Error> checkScenario(const Scenario& scenario, const Catalog& catalog,
                                   const std::string& file = {});

/// The manual parallel plan's checks alone (checkScenario() runs them too): an error when the
/// plan does not suit the model or the cluster's GPUs; nothing for the automatic plan. The
/// answer's blocker `plan_refused` (core/pipeline/verdictanswer.cpp).
std::optional<Error> checkParallelPlan(const Scenario& scenario, const Catalog& catalog);

/// Why torchtitan's selective per-op checkpointing (`checkpointing_policy: "selective-op"`)
/// does not describe `scenario` on `arch`, as one line; nothing where it does. checkScenario()
/// refuses the key there, and an edit in the window goes back to full checkpointing
/// (settleEdit).
std::optional<std::string> selectiveOpRefusal(const Scenario& scenario, const ModelArch& arch);

/// Why `attention: "sdpa"` (transformers' SDPA path) does not describe `scenario`, as one line;
/// nothing where it does or the run has another kernel. checkScenario() refuses the key there,
/// and an edit in the window goes back to FlashAttention (settleEdit).
std::optional<std::string> sdpaRefusal(const Scenario& scenario);

/// GPUs the training runs on in the whole cluster: nodes × the cards of one server (gpu_count,
/// or all the server's cards), less the cards of a rollout engine on GPUs of its own
/// (`rollout` "separate", `rollout_gpu_count` per server).
long long clusterGpus(const Scenario& scenario, const Catalog& catalog);

} // namespace headroom
