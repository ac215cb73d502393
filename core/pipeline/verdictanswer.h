#pragma once
// The answer of a build (core/result/answer.h): go, tight or no_go, its headline and every reason
// that blocks it, with the direct answers of the verdict line (by how much the memory does not fit,
// what the planned feed needs: the 32 A feed, or a power cap per GPU). evaluate() computes it
// once into SizingResult::answer; every face renders that and none recomputes it.
#include "answer.h"
#include "scenario.h"
#include "sizingresult.h"

#include <string>

namespace headroom {

struct Catalog;

/// The answer for `result`, the evaluation of `scenario` (evaluate() calls it last; a feed
/// that is exceeded, an RL engine without room, an unmet serving need or a refused plan is
/// never go).
VerdictAnswer answerVerdict(const Scenario& scenario, const SizingResult& result,
                            const Catalog& catalog);

/// Whether the memory is "tight": the predicted peak fits but the band's upper end does not
/// (Verdict::Tight), or it fits under the catalog's safety margin only (warning tight_fit).
/// answerVerdict() and the recipe fit (recipefit.cpp) read it here.
bool memoryTight(const SizingResult& result);

/// The answer's headline in English, its figures in the "C" locale (the command line's and the
/// JSON's `answer.headline`).
std::string answerHeadline(const VerdictAnswer& answer);

} // namespace headroom
