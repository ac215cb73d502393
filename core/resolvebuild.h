#pragma once
// GPU type and count → the catalog chassis that holds them: the one place that picks a server
// for a card count (the window's GPU count, the "what fits" table, the presets).
#include "scenario.h"
#include "sizingresult.h"

#include <optional>
#include <string>

namespace headroom {

struct ServerSpec;

struct ResolvedBuild {
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

/// The scenario's server as it stands: the named one, or for a bare `gpu` × `gpu_count` the
/// smallest catalog server that takes the cards (null when none does). The one place that
/// picks it for evaluate(), the scenario checks and resolveBuild().
const ServerSpec* buildServer(const Scenario& scenario, const Catalog& catalog);

/// The cards of one server the scenario uses: `gpu_count`, or when it is 0 every card of its
/// server (1 without a server). The one place that rule is written.
int cardsPerServer(const Scenario& scenario, const ServerSpec* server);

/// The smallest catalog server (fewest cards, then cheapest) that holds the scenario's GPU
/// type × count, the count being `gpu_count` or, when 0, the cards of the scenario's server.
/// A power cap outside the GPU's range is clamped into it, and runs side by side go back to
/// one run when the new cards do not split into them.
ResolvedBuild resolveBuild(const Scenario& scenario, const Catalog& catalog);

/// The same for `gpu` × `cards` on top of `scenario`'s workload.
ResolvedBuild resolveBuild(const Scenario& scenario, const std::string& gpu, int cards,
                           const Catalog& catalog);

/// `larger_chassis` when the scenario uses fewer cards than its chassis holds (the CPUs, host
/// memory and power of the chassis stay in the figures), else nothing.
std::optional<Warning> chassisWarning(const Scenario& scenario, const Catalog& catalog);

} // namespace headroom
