#pragma once
// The build's figures over what one run alone does, internal to the pipeline (sizing.cpp sizes
// each run and calls these): runs side by side that share one server, an RL step's peak phase
// and whole step, and a rollout engine on cards of its own.
#include "build/resolvebuild.h"
#include "catalog.h"
#include "rlresult.h"
#include "runsplit.h"
#include "scenario.h"
#include "sizingresult.h"

#include <optional>

namespace headroom::pipeline {

/// Turns one run's result into the server's with `runs` such runs on `gpuCount` cards.
void shareServer(SizingResult& r, const Scenario& s, const Catalog& cat, const ServerSpec& server,
                 const GpuSpec& gpu, int gpuCount, int runs);

/// Each run's cards and verdict, and the server's totals over the runs.
void addRunShares(SizingResult& r, const std::optional<RunSplit>& split, int runs,
                  const ServerSpec* server, const Assumptions& a);

/// A rollout engine on GPUs of its own (rollout "separate"): the policy trained on the cards it
/// leaves; the server still holds, powers and cools all of them. The engine's cards are counted
/// at full load like the training cards (the page: "plan the feed for the full load").
void addEngineGpus(SizingResult& r, const Scenario& s, const Catalog& cat,
                   const ResolvedBuild& build);

/// The verdict on the RL step's peak phase, its band moved with it.
void peakVerdict(SizingResult& r, const RlResult& rl);

/// The step is the whole RL step from here on (the summary, the quote, `recommend`'s
/// ranking): one optimizer step's generate + score + train, and its tokens. Compute,
/// transfers and links stay the policy's micro-batch step; rl.phases hold the parts.
void rlStepTiming(SizingResult& r, const RlResult& rl);

} // namespace headroom::pipeline
