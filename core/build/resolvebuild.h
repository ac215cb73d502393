#pragma once
// The resolve stage: a scenario and the catalog turned into the build every stage of evaluate()
// sizes on (ResolvedBuild), computed once per evaluation. The one place each look-up of a build
// is written: the model's architecture (resolveModel), the server for a GPU type and count
// (buildServer), the cards of one server (cardsPerServer), the cards and servers a run trains
// on when its rollout engine has GPUs of its own (trainingCards, trainingServers), a catalog
// model by id (catalogModel); and the chassis a GPU type × count goes on when a face changes the
// build (chooseChassis: the window's GPU count, what fits, presets).
#include "catalog.h"
#include "runsplit.h"
#include "scenario.h"
#include "warning.h"

#include <optional>
#include <string>

namespace headroom {

/// The model the scenario trains: its imported config.json, or the catalog's entry.
struct ResolvedModel {
    const ModelArch* arch = nullptr;   ///< null: neither imported nor in the catalog
    const std::string* name = nullptr; ///< the imported architecture's (or path's), the catalog's
    double checkpointGb = 0;           ///< the catalog's published BF16 checkpoint (0: unknown)
    double fp8Gb = 0;                  ///< the catalog's published FP8 checkpoint (0: estimate)
};

/// The build one evaluation sizes on. The training run is sized on `server` × `gpuCount`; the
/// server holds, powers and cools `allCards` on `chassis` (more than `gpuCount` only where a
/// rollout engine has GPUs of its own). Pointers into the catalog and the scenario: the
/// build lives no longer than either.
struct ResolvedBuild {
    ResolvedModel model;
    const ServerSpec* server = nullptr; ///< the run's chassis; null: no catalog server holds it
    const GpuSpec* gpu = nullptr;
    int gpuCount = 1; ///< the server's cards the training run uses
    int nodes = 1;    ///< servers the training run spans, at least one
    /// Every server of the cluster: `nodes`, plus the servers a rollout engine on GPUs of its
    /// own fills whole (EngineLayout::engineServers).
    int servers = 1;
    /// The scenario's chassis and every card it uses, the engine's included (rollout
    /// "separate"); the run's `server` and `gpuCount` otherwise.
    const ServerSpec* chassis = nullptr;
    int allCards = 1;
    /// The scenario's network adapter, or the catalog's first (null: the catalog has none);
    /// the run uses it with several servers or a named network (pipeline::runNetwork).
    const NicSpec* nic = nullptr;
    /// The frozen reward model and PPO's critic of a preference / RL run, where the catalog has
    /// them (null: none asked, or not in the catalog: the policy's size stands in).
    const ModelArch* reward = nullptr;
    const ModelArch* critic = nullptr;
    /// The run's cards split into its runs side by side (none without a server; one run where
    /// they do not split, which parseScenario() rejects).
    std::optional<RunSplit> split;
};

/// The build of `scenario`: computed once by evaluate() and handed to every stage.
ResolvedBuild resolveBuild(const Scenario& scenario, const Catalog& catalog);

/// The same build on `gpuCount` cards of its server (a run of several side by side).
ResolvedBuild onCards(ResolvedBuild build, int gpuCount);

/// The model the scenario trains (ResolvedBuild::model).
ResolvedModel resolveModel(const Scenario& scenario, const Catalog& catalog);

/// The scenario's server as it stands: the named one, or for a bare `gpu` × `gpu_count` the
/// smallest catalog server that takes the cards (null when none does). The one place that
/// picks it for evaluate(), the scenario checks, the edits and chooseChassis().
const ServerSpec* buildServer(const Scenario& scenario, const Catalog& catalog);

/// The most cards of type `gpu` one catalog server holds (1 when none does): the top of the
/// window's GPU count and of an edit that changes the GPU type.
int mostCardsPerServer(const std::string& gpu, const Catalog& catalog);

/// The cards of one server the scenario uses: `gpu_count`, or when it is 0 every card of its
/// server (1 without a server). The one place that rule is written.
int cardsPerServer(const Scenario& scenario, const ServerSpec* server);

/// Where a rollout engine on GPUs of its own (rollout "separate") sits in a cluster of
/// `nodes` servers of `cards` each; `rollout_gpu_count` counts its GPUs in the whole cluster.
/// verl's two layouts (verl@b178a3cd docs/advance/one_step_off.md, "Resource Configuration
/// Strategies"): whole servers that only generate ("resource-abundant": trainer and rollout
/// `n_gpus_per_node` equal, nodes apart), or the same share of every server ("resource-
/// constrained": `trainer.nnodes = rollout.nnodes`, the GPUs of each node split). One server:
/// the engine's cards of it.
struct EngineLayout {
    int engineServers = 0;   ///< whole servers that only generate
    int enginePerServer = 0; ///< cards of every training server that generate
    bool valid = true;       ///< false: neither layout places the count (checkRl refuses it)
};

/// The engine's layout for `scenario` on servers of `cards` (none without a separate engine).
EngineLayout engineLayout(const Scenario& scenario, int cards);

/// The engine's GPUs a separate rollout engine starts with before the user changes them: half
/// the cards of one server; with several servers, half of the servers whole (verl's
/// resource-abundant layout), at least one. Always a count engineLayout() places.
int defaultEngineGpus(const Scenario& scenario, int cards);

/// The cards of one server a generating run trains on: all of them, or with a rollout engine
/// on GPUs of its own the ones it leaves on a training server (engineLayout), at least one.
int trainingCards(const Scenario& scenario, int cards);

/// The servers the training run spans on servers of `cards`: the scenario's `nodes` (at least
/// one), less the whole servers a rollout engine on GPUs of its own fills (engineLayout), at
/// least one. The one place that rule is written (ResolvedBuild::nodes, clusterGpus, the plan's
/// grid, fitRlRun).
int trainingServers(const Scenario& scenario, int cards);

/// A catalog model named by its id (a preference / RL run's `reward_model` and `critic_model`,
/// a calibration row's model): its architecture; null for an empty id or one the catalog lacks.
const ModelArch* catalogModel(const std::string& id, const Catalog& catalog);

/// The server's adapters per GPU, one direction (GB/s): `nics_per_server` adapters (default one
/// per card) × ports × line rate (Gb/s) / 8 over the server's `cards`.
double networkGBsPerGpu(const Scenario& scenario, const NicSpec& nic, int cards);

/// A GPU type × count placed on the smallest catalog chassis that holds it.
struct ChassisChoice {
    /// The input scenario with `server` set to the chosen chassis and `gpu_count` to the cards
    /// (0 when all of the chassis's cards are used); unchanged when no server holds them.
    Scenario scenario;
    std::string serverId; ///< empty when no catalog server takes the cards
    int cards = 0;        ///< cards in use
    int chassisCards = 0; ///< cards the chosen chassis holds
    /// `larger_chassis` (the chassis has more slots than cards: its CPUs, host memory and power
    /// stay) or `no_server` (no catalog server takes that many cards of the type).
    std::optional<Warning> warning;
};

/// `gpu` × `cards` on top of `scenario`'s workload, on the smallest catalog server (fewest
/// cards, then cheapest) that holds them. A power cap outside the GPU's range is clamped into
/// it, and runs side by side go back to one run when the new cards do not split into them.
ChassisChoice chooseChassis(const Scenario& scenario, const std::string& gpu, int cards,
                            const Catalog& catalog);

/// `larger_chassis` when the scenario uses fewer cards than its chassis holds (the CPUs, host
/// memory and power of the chassis stay in the figures), else nothing.
std::optional<Warning> chassisWarning(const Scenario& scenario, const Catalog& catalog);

} // namespace headroom
