// Issue 35: every enum's spellings come from one table (core/base/enumnames.h). Each table is
// complete (every value named once, no name twice) and reads back: the name toString() writes
// is the name the scenario reader accepts for the same value.
#include "answer.h"
#include "calibrationdata.h"
#include "catalog.h"
#include "catalogloader.h"
#include "communication.h"
#include "jsonreader.h"
#include "plan.h"
#include "rlrequest.h"
#include "scenario.h"
#include "scenariojson.h"
#include "servingrequest.h"
#include "sizingresult.h"
#include "support.h"
#include "verdictanswer.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

using namespace headroom;

namespace {

/// Every value of `table` round-trips through toString() and JsonReader::choice(), and no
/// value or name appears twice. Returns the number of entries checked.
template <typename E, std::size_t N>
std::size_t checkTable(const EnumTable<E, N>& table) {
    std::set<std::string> names;
    std::set<int> values;
    for (const auto& [value, name] : table.entries) {
        INFO(name);
        CHECK(std::string(toString(value)) == name);
        CHECK(names.insert(name).second);
        CHECK(values.insert(static_cast<int>(value)).second);
        const nlohmann::json doc = {{"key", name}};
        JsonReader r(doc, "inline");
        // A fallback other than `value` (the table's first or second entry) proves the reader
        // found the name rather than falling back.
        const E other = table.entries[value == table.entries[0].first ? 1 : 0].first;
        CHECK(r.choice("key", table, other) == value);
        CHECK_FALSE(r.failed());
    }
    return N;
}

} // namespace

TEST_CASE("every enum's table names each value once and reads back what toString writes") {
    // Entries per table, counted from the enum declarations (an enum value added without a
    // table entry shows up here as a count that no longer matches the declaration).
    CHECK(checkTable(kMethodNames) == 4);
    CHECK(checkTable(kOptimizerNames) == 5);
    CHECK(checkTable(kOffloadNames) == 3);
    CHECK(checkTable(kStateBytesNames) == 3);
    CHECK(checkTable(kFusedLossKindNames) == 3);
    CHECK(checkTable(kOptimizerImplNames) == 3);
    CHECK(checkTable(kPlainLossNames) == 4);
    CHECK(checkTable(kAttentionKernelNames) == 4);
    CHECK(checkTable(kFsdpVersionNames) == 2);
    CHECK(checkTable(kQuantizerNames) == 6);
    CHECK(checkTable(kShardingImplNames) == 2);
    CHECK(checkTable(kFabricKindNames) == 2);
    CHECK(checkTable(kLinkKindNames) == 3);
    CHECK(checkTable(kLinkLevelNames) == 4);
    CHECK(checkTable(kCollectiveOpNames) == 5);
    CHECK(checkTable(kShardingNames) == 4);
    CHECK(checkTable(kPipelineScheduleNames) == 2);
    CHECK(checkTable(kContextParallelKindNames) == 2);
    CHECK(checkTable(kVerdictStateNames) == 7);
    CHECK(checkTable(kAnswerStateNames) == 3);
    CHECK(checkTable(kVerdictNames) == 3);
    CHECK(checkTable(kWeightsFormatNames) >= 4);
    CHECK(checkTable(kKvCacheFormatNames) == 2);
    CHECK(checkTable(kServingEngineNames) == 3);
    CHECK(checkTable(kRlMethodNames) == 5);
    CHECK(checkTable(kReferenceKindNames) == 3);
    CHECK(checkTable(kRolloutPlacementNames) == 2);
    CHECK(checkTable(kRolloutWeightsNames) == 3);
    CHECK(checkTable(kMemoryMetricNames) == 3);
    CHECK(checkTable(kShardingRegimeNames) == 4);
}

TEST_CASE("a name outside the table is refused with the table's names in order") {
    const nlohmann::json doc = {{"optimizer", "sgd"}};
    JsonReader r(doc, "run.json");
    CHECK(r.choice("optimizer", kOptimizerNames, Optimizer::AdamW) == Optimizer::AdamW);
    REQUIRE(r.failed());
    CHECK(r.error().toString() ==
          "run.json: /optimizer: 'sgd' is not one of adamw, adamw-8bit, paged-adamw, "
          "paged-adamw-8bit, adamw-4bit");
}

TEST_CASE("the method key accepts the supervised and the RL methods from their two tables") {
    for (const char* m : {"full", "lora", "qlora", "lora-8bit"}) {
        INFO(m);
        // lora-8bit cannot shard bitsandbytes' int8 weights: zero2 keeps them whole.
        auto s = parseScenario(nlohmann::json{{"method", m}, {"sharding", "zero2"}}, "inline",
                               test::catalog());
        REQUIRE(s);
        CHECK(std::string(toString(s.value().method)) == m);
        CHECK_FALSE(s.value().rl.has_value());
    }
    for (const char* m : {"dpo", "orpo", "simpo", "grpo", "ppo"}) {
        INFO(m);
        nlohmann::json doc = {{"method", m}, {"policy_method", "lora"}};
        if (std::string(m) == "orpo" || std::string(m) == "simpo")
            doc["reference"] = "none";
        auto s = parseScenario(doc, "inline", test::catalog());
        REQUIRE(s);
        REQUIRE(s.value().rl.has_value());
        CHECK(std::string(toString(s.value().rl->method)) == m);
        CHECK(s.value().method == Method::Lora);
    }
}
