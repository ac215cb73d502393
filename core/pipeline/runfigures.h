#pragma once
// One run's figures beside its memory and step time, on the build it is sized on
// (build/resolvebuild.h): the network that joins its servers, the communication stage's input,
// host memory, power, feeds, storage, time, the cluster and the facility stage's input; and
// the run's warnings (sizingwarnings.cpp). Internal to the pipeline (sizing.cpp).
#include "build/resolvebuild.h"
#include "catalog.h"
#include "facility/facility.h"
#include "memory/gpumemory.h"
#include "messagetable.h"
#include "parallel/communication.h"
#include "plan.h"
#include "scenario.h"
#include "sizingresult.h"

#include <cstdint>
#include <string>
#include <vector>

namespace headroom::pipeline {

/// The adapters that join the run's servers: the scenario's network (or the catalog's first)
/// with several servers or a named network; none for one server without one.
struct RunNetwork {
    const NicSpec* nic = nullptr;
    int nicsPerServer = 0;
    double gbsPerGpu = 0; ///< the server's adapters per GPU, one direction
};

RunNetwork runNetwork(const Scenario& s, const ResolvedBuild& b);

/// The communication stage: what every collective of the step moves, on which link level
/// (core/parallel/communication.h), at the compute time `computeS`.
StepCommunication runCommunication(const Scenario& s, const ResolvedBuild& b,
                                   const ParallelPlan& plan, const ModelStates& states,
                                   const RunNetwork& net, double tokensPerMicroBatch,
                                   double computeS, const Assumptions& a);

HostMemory hostMemory(const Scenario& s, const ResolvedBuild& b, const ModelStates& states,
                      const Assumptions& a);
PowerDraw powerDraw(const Scenario& s, const ResolvedBuild& b, const Assumptions& a);
std::vector<Feed> feedsFor(const Scenario& s, double drawW, const Assumptions& a);
Storage storageFor(const Scenario& s, const ResolvedBuild& b, const ModelStates& states,
                   const Assumptions& a);
double datasetSamples(const Scenario& s);
double samplesPerBatch(const Scenario& s, const ParallelPlan& plan);
RunTime runTime(const Scenario& s, const ParallelPlan& plan, double stepS);
ClusterInfo sizeCluster(const Scenario& s, const Catalog& cat, const ResolvedBuild& b,
                        const RunNetwork& net, const StepTiming& st);
FacilityInput serverFacilityInput(const Assumptions& a, const ServerSpec* server, double serverW);
FacilityInput facilityInput(const Catalog& cat, const ResolvedBuild& b, const RunNetwork& net,
                            const ClusterInfo& cl, double serverW, double checkpointGb);

// ---- Warnings (sizingwarnings.cpp) -----------------------------------------------------------

/// Adds a warning from the message table (core/base/messagetable.cpp).
void addWarning(SizingResult& r, const char* code, std::vector<MessageArg> args);

/// The warnings on what the server's runs share: the feed, host memory and CPU cores.
void addServerWarnings(SizingResult& r, const Scenario& s, const Assumptions& a,
                       const ServerSpec* server);

/// The server's warnings again, after its cards, draw or host memory changed.
void replaceServerWarnings(SizingResult& r, const Scenario& s, const Assumptions& a,
                           const ServerSpec* server);

/// The run's warnings, from the figures of every stage.
void addRunWarnings(SizingResult& r, const Scenario& s, const ResolvedBuild& b,
                    const Assumptions& a, std::int64_t imageTokensLongest, bool images);

/// The memory warnings again, for a preference / RL run's peak phase (the rules of the run's
/// warnings: does_not_fit, within_band, tight_fit).
void peakMemoryWarnings(SizingResult& r, const Assumptions& a);

} // namespace headroom::pipeline
