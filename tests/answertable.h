#pragma once
// The builds every face must answer alike (issue 32): the core's answer, `evaluate` (text and
// JSON), `recommend`, Compare, What fits, the quote, the sheet and `export-recipe`. Each row is
// an override of the reference workload (tests/support.h) and the answer it must get.
#include "answer.h"
#include "scenario.h"
#include "support.h"

#include <string>
#include <vector>

namespace headroom::test {

struct AnswerRow {
    const char* name;
    const char* overrides;    ///< JSON merged over the reference workload
    AnswerState state;        ///< the answer every face must show
    const char* firstBlocker; ///< the most severe blocker ("" for go and tight)
    int gpuCount = 0;         ///< > 0: set after parsing (a plan the cards no longer suit)
};

inline const std::vector<AnswerRow>& answerRows() {
    static const std::vector<AnswerRow> rows = {
        // The reference page's build: 4× H200 NVL on its 230 V 32 A feed.
        {"fits", R"({})", AnswerState::Go, ""},
        {"fits, LoRA on one card", R"({"server": "1x-rtx-pro-6000-se", "method": "lora"})",
         AnswerState::Go, ""},
        // 16,384 tokens leave 1.0 GB of the card's usable 101.97 GB: inside the band (at 12,288
        // tokens 6.2 GB are left, clear of it, since the verdict counts usable bytes).
        {"tight", R"({"server": "4x-rtx-pro-6000-se", "optimizer": "adamw-8bit",
                      "sequence_length": 16384})",
         AnswerState::Tight, ""},
        {"feed exceeded (16 A)", R"({"feed_amps": 16})", AnswerState::NoGo, "feed_exceeded"},
        {"feed exceeded (8× RTX PRO 6000)", R"({"server": "8x-rtx-pro-6000-se"})",
         AnswerState::NoGo, "feed_exceeded"},
        {"does not fit", R"({"server": "4x-rtx-pro-6000-se"})", AnswerState::NoGo,
         "does_not_fit"},
        {"RL engine without room, full GRPO on 8× B200",
         R"({"server": "8x-b200", "method": "grpo", "gradient_accumulation": 2})",
         AnswerState::NoGo, "rl_engine_no_room"},
        {"RL engine without room, LoRA GRPO on 4× H200 NVL",
         R"({"method": "grpo", "policy_method": "lora", "gradient_accumulation": 2})",
         AnswerState::NoGo, "rl_engine_no_room"},
        {"serving need not met", R"({"serving": {"context_tokens": 32768, "users": 400}})",
         AnswerState::NoGo, "serving_short"},
        // dp 4 on the 4 cards, then 2 cards: the plan no longer suits the build.
        {"plan refused", R"({"plan": {"dp": 4}})", AnswerState::NoGo, "plan_refused", 2},
    };
    return rows;
}

/// The reference scenario with `row`'s overrides, on `row`'s card count where it sets one.
inline Scenario rowScenario(const AnswerRow& row) {
    Scenario s = referenceScenario(row.overrides);
    if (row.gpuCount > 0)
        s.gpuCount = row.gpuCount;
    return s;
}

} // namespace headroom::test
