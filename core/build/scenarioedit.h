#pragma once
// Scenario edits with domain rules: a control (or any other face) proposes a change, and these
// keep the edited scenario one that its file would read back and the core's checks accept.
// Pure functions, Scenario → Scenario; the window's panel only maps its controls onto them.
#include "catalog.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace headroom {

/// The cards of the build (the scenario's count, else its chassis's, buildServer()), as the
/// core's checks count them for a preference or RL run; 1 when no catalog server holds them.
int buildCards(const Scenario& s, const Catalog& catalog);

/// The run counts the scenario's cards split into side by side (possibleRuns(); always starts
/// with 1, and is {1} when the GPU or the server is not in the catalog).
std::vector<int> runOptions(const Scenario& s, const Catalog& catalog);

/// Keeps a generating run valid after an edit of something else: the engine's own GPUs leave
/// cards to train on, and the step's completions (micro-batch × accumulation × training GPUs)
/// are a multiple of the group size, as TRL's GRPOTrainer requires: the accumulation rises to
/// the next count that makes them one. An edit of the group, micro-batch or accumulation
/// itself (against `before`) is left as asked (the scenario's check refuses it with its
/// reason).
Scenario fitRlRun(Scenario s, const Scenario& before, const Catalog& catalog);

/// A preference or RL run changes its method: the keys the new method does not have go back
/// to the catalog's defaults, so that the scenario is the one its file reads back.
RlRequest withRlMethod(RlRequest q, RlMethod method, const Assumptions& defaults);

/// The fine-tuning objective: supervised (no `method`) or a preference / RL method. A
/// micro-batch still at one objective's default takes the other's, as a scenario file without
/// `micro_batch` reads (the catalog's rl_micro_batch for preference and RL runs).
Scenario withObjective(Scenario s, std::optional<RlMethod> method, const Catalog& catalog);

/// The rollout engine's placement: its memory share goes to the placement's default, an
/// engine on GPUs of its own starts on half the cards (at least one) and never sleeps. No
/// change without a preference or RL run.
Scenario withRollout(Scenario s, RolloutPlacement placement, const Catalog& catalog);

/// Another catalog model: an imported architecture is dropped and the LoRA rank is kept within
/// the new model's width (checkScenario() refuses a rank above it). Unchanged for an id the
/// catalog does not have.
Scenario withModel(Scenario s, const std::string& id, const Catalog& catalog);

/// Another GPU type at `cards` cards (at most the largest catalog server of the type holds,
/// at least 1), on the chassis resolveBuild() picks.
Scenario withGpu(Scenario s, const std::string& gpu, int cards, const Catalog& catalog);

/// What every edit of the window goes through after its own change (`before`: the scenario
/// the edit started from): fitRlRun(); runs side by side back to one when the cards no longer
/// split into them; a manual plan's data parallelism follows the GPUs and the other degrees
/// (deriveDataParallel()); torchtitan's selective per-op checkpointing back to full
/// checkpointing where the edit leaves what it describes (selectiveOpRefusal(): another model,
/// a stack, checkpointing off), so the edit is not refused for a key the user did not touch.
Scenario settleEdit(Scenario edited, const Scenario& before, const Catalog& catalog);

} // namespace headroom
