// `recommend` (issue 7): the page's three recommendations come out of the ranking for its three
// situations, and the ranking keeps its promises (fit with margin first, variants only where the
// user's choice does not fit, one line of reason each).
#include "catalog.h"
#include "recommend.h"
#include "scenario.h"
#include "sizing.h"
#include "support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::referenceScenario;

namespace {

std::vector<std::string> topServers(const std::vector<Recommendation>& list, std::size_t n) {
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < std::min(n, list.size()); ++i)
        ids.push_back(list[i].server + " x" + std::to_string(list[i].gpuCount));
    return ids;
}

std::string describe(const std::vector<Recommendation>& list, std::size_t n = 5) {
    std::string text;
    for (std::size_t i = 0; i < std::min(n, list.size()); ++i)
        text += std::to_string(i + 1) + ". " + list[i].server + " x" +
                std::to_string(list[i].gpuCount) + " " + toString(list[i].scenario.optimizer) +
                "/" + toString(list[i].scenario.offload) + ": " + list[i].reason + "\n";
    return text;
}

} // namespace

TEST_CASE("a LoRA domain adaptation gets a single RTX PRO 6000 Server Edition card",
          "[recommend]") {
    const char* method = GENERATE("lora", "qlora");
    auto list =
        recommend(referenceScenario(std::string(R"({"method": ")") + method + R"("})"), catalog());
    INFO(method << "\n" << describe(list));
    REQUIRE(!list.empty());
    CHECK(list.front().server == "1x-rtx-pro-6000-se");
    CHECK(list.front().gpuCount == 1);
    CHECK(list.front().withinMargin);
    CHECK(!list.front().variant);
    CHECK(list.front().reason.find("one card") != std::string::npos);
}

TEST_CASE("a LoRA is never sold an eight-card server as the first choice", "[recommend]") {
    auto list = recommend(referenceScenario(R"({"method": "lora"})"), catalog(), 3);
    INFO(describe(list));
    for (const auto& r : list)
        CHECK(r.gpuCount <= 2);
}

// The page: four H200 NVL work "with gradient checkpointing and moderate sequence lengths; long
// sequences or larger micro-batches push it to the edge".
TEST_CASE("the 27B full fine-tune at moderate lengths gets four H200 NVL in one NVLink domain",
          "[recommend]") {
    const int length = GENERATE(2048, 4096, 6144, 8192);
    Scenario s = referenceScenario(R"({"method": "full"})");
    s.sequenceLength = length;
    auto list = recommend(s, catalog());
    INFO(length << " tokens\n" << describe(list));
    REQUIRE(!list.empty());
    const Recommendation& first = list.front();
    CHECK(first.server == "4x-h200-nvl");
    CHECK(first.gpuCount == 4);
    CHECK(first.withinMargin);
    CHECK(first.scenario.optimizer == Optimizer::AdamW);
    CHECK(first.scenario.offload == Offload::None);
    CHECK(first.result.step.link == "NVLink");
    CHECK(first.reason.find("one domain") != std::string::npos);
}

// "Long" for this model is where four H200 NVL reach the edge of the 150.1 GB a process can use
// on each (catalog usable_bytes): from about 17k tokens they no longer keep the margin, from
// about 20.5k they run out. The reference page names no length for this, so "long" here is
// 18,432 tokens: there eight RTX PRO 6000 SE predict 89.0 of the 101.97 GB a process can use,
// band up to 94.5 GB (verdict fits). At 24,576 tokens they predict 96.8 GB with the band's upper
// end at 103.4 GB, above the usable bytes: honestly "tight" (issue 37), so they no longer rank
// first there.
TEST_CASE("a full fine-tune with long sequences gets eight RTX PRO 6000 SE or eight H200 NVL",
          "[recommend]") {
    const int length = 18432;
    Scenario s = referenceScenario(R"({"method": "full"})");
    s.sequenceLength = length;
    auto list = recommend(s, catalog());
    INFO(length << " tokens\n" << describe(list, 8));
    REQUIRE(list.size() >= 3);

    // Four H200 NVL are at the edge: they do not keep the margin ...
    Scenario onFour = s;
    onFour.server = "4x-h200-nvl";
    const SizingResult four = evaluate(onFour, catalog());
    CHECK(four.perGpu.headroom <
          catalog().assumptions.recommendMarginFraction * four.perGpu.capacity);

    // ... the page's two eight-card builds come first and second.
    CHECK(topServers(list, 2) ==
          std::vector<std::string>{"8x-rtx-pro-6000-se x8", "8x-h200-nvl x8"});
    for (std::size_t i = 0; i < 2; ++i) {
        CHECK(list[i].withinMargin);
        CHECK(!list[i].variant);
    }
}

TEST_CASE("builds that keep the margin come before tight ones, and those before misfits",
          "[recommend]") {
    const char* overrides =
        GENERATE(R"({})", R"({"method": "lora"})", R"({"sequence_length": 65536})",
                 R"({"optimizer": "adamw-8bit", "micro_batch": 4})");
    auto list = recommend(referenceScenario(overrides), catalog());
    INFO(overrides << "\n" << describe(list, 40));
    REQUIRE(list.size() >= catalog().servers.size());
    CHECK(
        std::is_sorted(list.begin(), list.end(), [](auto& x, auto& y) { return x.tier < y.tier; }));
    for (const auto& r : list) {
        CHECK(r.withinMargin == (r.tier == FitTier::WithMargin));
        CHECK(r.fits == (r.tier != FitTier::DoesNotFit));
        // Keeping the margin needs the band's upper end to fit too (verdict "fits", issue 37).
        CHECK(r.withinMargin ==
              (r.fits && r.result.verdict == Verdict::Fits &&
               r.headroomGb >=
                   catalog().assumptions.recommendMarginFraction * r.result.perGpu.capacity));
        CHECK(!r.reason.empty());
        CHECK(r.reason.find('\n') == std::string::npos);
    }
}

TEST_CASE("every catalog server is evaluated with all its cards", "[recommend]") {
    auto list = recommend(referenceScenario("{}"), catalog());
    for (const ServerSpec& s : catalog().servers) {
        INFO(s.id);
        CHECK(std::any_of(list.begin(), list.end(),
                          [&](auto& r) { return r.server == s.id && r.gpuCount == s.gpuCount; }));
    }
}

TEST_CASE("every build is a catalog server as sold, with all its cards", "[recommend]") {
    auto list = recommend(referenceScenario(R"({"method": "lora"})"), catalog());
    // Besides the single servers, at most two cluster picks (issue 17: the cheapest and the
    // fastest plan on 2 .. 16 servers).
    const auto clusters = std::count_if(list.begin(), list.end(),
                                        [](const auto& r) { return !r.clusterPick.empty(); });
    CHECK(clusters <= 2);
    std::erase_if(list, [](const auto& r) { return !r.clusterPick.empty(); });
    CHECK(list.size() == catalog().servers.size());
    for (const auto& r : list) {
        const ServerSpec* s = catalog().findServer(r.server);
        REQUIRE(s);
        CHECK(r.gpuCount == s->gpuCount);
        CHECK(r.gpu == s->gpu);
    }
}

TEST_CASE("an optimizer variant is offered only where the user's choice does not fit",
          "[recommend]") {
    const Scenario s = referenceScenario("{}");
    auto list = recommend(s, catalog());
    bool sawEightBit = false;
    for (const auto& r : list) {
        if (!r.variant)
            continue;
        INFO(r.server << ": " << r.reason);
        Scenario asPlanned = r.scenario;
        asPlanned.optimizer = s.optimizer;
        asPlanned.offload = s.offload;
        const SizingResult planned = evaluate(asPlanned, catalog());
        CHECK(planned.perGpu.headroom <
              catalog().assumptions.recommendMarginFraction * planned.perGpu.capacity);
        CHECK(r.reason.find("only with") != std::string::npos);
        sawEightBit = sawEightBit || r.scenario.optimizer == Optimizer::AdamW8bit;
    }
    // The page: four RTX PRO 6000 SE are too small with 32-bit Adam; 8-bit Adam or offload does it.
    auto four = std::find_if(list.begin(), list.end(),
                             [](auto& r) { return r.server == "4x-rtx-pro-6000-se"; });
    REQUIRE(four != list.end());
    CHECK(four->variant);
    CHECK(sawEightBit);
}

TEST_CASE("two H200 NVL hold the full fine-tune neither with 32-bit nor with 8-bit Adam",
          "[recommend]") {
    auto list = recommend(referenceScenario("{}"), catalog());
    auto two =
        std::find_if(list.begin(), list.end(), [](auto& r) { return r.server == "2x-h200-nvl"; });
    REQUIRE(two != list.end());
    INFO(two->reason);
    Scenario eightBit = two->scenario;
    eightBit.optimizer = Optimizer::AdamW8bit;
    eightBit.offload = Offload::None;
    CHECK(!evaluate(eightBit, catalog()).fits);
    CHECK((two->scenario.offload == Offload::Optimizer || !two->fits));
}

TEST_CASE("with prices in the catalog the cheapest build that fits comes first", "[recommend]") {
    Catalog priced = catalog();
    // Invented prices that make the H200 NVL card the cheap one: the ranking must follow them.
    for (GpuSpec& g : priced.gpus)
        g.price = g.id == "h200-nvl" ? 1000.0 : 50000.0;
    for (ServerSpec& s : priced.servers)
        s.price = 10000.0;
    auto list = recommend(referenceScenario(R"({"method": "lora"})", priced), priced);
    INFO(describe(list));
    REQUIRE(!list.empty());
    CHECK(list.front().server == "1x-h200-nvl");
    REQUIRE(list.front().price);
    CHECK(*list.front().price == Approx(11000));
    CHECK(list.front().reason.find("lowest price") != std::string::npos);
}

TEST_CASE("recommend limits the list and writes every JSON key of an entry", "[recommend]") {
    auto list = recommend(referenceScenario("{}"), catalog(), 3);
    REQUIRE(list.size() == 3);
    auto doc = toJson(list);
    REQUIRE(doc["recommendations"].size() == 3);
    for (const auto& item : doc["recommendations"])
        for (const char* key : {"server", "gpu_count", "method", "optimizer", "offload", "fits",
                                "headroom_gb", "step_s", "reason"}) {
            INFO(key);
            CHECK(item.contains(key));
        }
    CHECK(doc["recommendations"][0]["server"] == list.front().server);
}

TEST_CASE("recommend is deterministic", "[recommend]") {
    const Scenario s = referenceScenario(R"({"sequence_length": 16384})");
    CHECK(recommend(s, catalog()) == recommend(s, catalog()));
}

TEST_CASE("a limited list is the head of the whole list, cluster picks included", "[recommend]") {
    // recommend(…, limit) skips the cluster search where the single servers with the margin
    // already fill the limit; the list must be exactly what the whole ranking starts with.
    bool sawClusterPick = false, sawSkip = false;
    for (const char* overrides :
         {R"({})", R"({"method": "lora"})", R"({"sequence_length": 65536})",
          R"({"sequence_length": 262144})", R"({"model": "llama-3.1-405b"})"}) {
        const Scenario s = referenceScenario(overrides);
        const auto whole = recommend(s, catalog());
        for (std::size_t limit = 1; limit <= 6; ++limit) {
            INFO(overrides << " limit " << limit << "\n" << describe(whole, limit));
            const auto head = recommend(s, catalog(), limit);
            const std::vector<Recommendation> expected(
                whole.begin(),
                whole.begin() + static_cast<std::ptrdiff_t>(std::min(limit, whole.size())));
            CHECK(head == expected);
            for (const auto& r : head)
                sawClusterPick = sawClusterPick || r.nodes > 1;
            // The search is skipped where `limit` single servers hold it with the margin.
            sawSkip = sawSkip || (expected.size() == limit &&
                                  std::all_of(expected.begin(), expected.end(), [](const auto& r) {
                                      return r.nodes == 1 && r.withinMargin;
                                  }));
        }
    }
    CHECK(sawClusterPick); // both paths ran: with the search and without it
    CHECK(sawSkip);
}

// Issue 19: preference and RL runs are ranked like supervised ones, on their peak phase.
TEST_CASE("DPO and GRPO of the 27B (LoRA) and of an 8B model (full) are ranked on their peak "
          "phase, the page's cards first",
          "[recommend][rl]") {
    struct Case {
        const char* json;
        const char* method;
    };
    const Case cases[] = {
        {R"({"method": "dpo", "policy_method": "lora"})", "dpo"},
        // The engine's BF16 copy of the 27B (54.7 GB) outgrows 30 % of any catalog card: two
        // cards per engine replica (issue 32: an engine without room is no build).
        {R"({"method": "grpo", "policy_method": "lora", "gradient_accumulation": 8,
            "rollout_tensor_parallel": 2})",
         "grpo"},
        {R"({"model": "llama-3.1-8b", "method": "dpo"})", "dpo"},
        {R"({"model": "llama-3.1-8b", "method": "grpo", "gradient_accumulation": 8})", "grpo"},
    };
    for (const Case& c : cases) {
        const auto list = recommend(referenceScenario(c.json), catalog());
        INFO(c.json << "\n" << describe(list, 6));
        REQUIRE(list.size() >= 3);
        CHECK(std::is_sorted(list.begin(), list.end(),
                             [](auto& x, auto& y) { return x.tier < y.tier; }));
        const Recommendation& first = list.front();
        CHECK(first.withinMargin);
        CHECK(first.result.answer.answer == AnswerState::Go);
        // The page's cards: H200 NVL or RTX PRO 6000 Server Edition.
        CHECK((first.gpu == "h200-nvl" || first.gpu == "rtx-pro-6000-se"));
        // The method named on the build, its phases, the verdict the peak phase's.
        REQUIRE(first.scenario.rl);
        CHECK(std::string(toString(first.scenario.rl->method)) == c.method);
        CHECK(first.result.rl.method == c.method);
        REQUIRE_FALSE(first.result.rl.phases.empty());
        double peak = 0;
        for (const RlPhase& p : first.result.rl.phases)
            peak = std::max(peak, p.perGpuGb);
        CHECK(first.result.perGpu.total == Approx(peak));
        CHECK(first.headroomGb == Approx(first.result.perGpu.capacity - peak));
        CHECK(first.result.rl == evaluate(first.scenario, catalog()).rl);
        CHECK(!first.reason.empty());
    }
}

TEST_CASE("a low-bit optimizer's offload variant says the optimizer changes", "[recommend]") {
    // Llama 3.1 70B, full fine-tune with torchao's 4-bit AdamW, fully sharded: four H200 NVL hold
    // it only with the optimizer offloaded, which runs 32-bit AdamW on the CPUs: not "the same
    // maths".
    const auto list = recommend(referenceScenario(R"({"model": "llama-3.1-70b", "method": "full",
                                                      "optimizer": "adamw-4bit",
                                                      "sequence_length": 4096,
                                                      "train_vision": false})"),
                                catalog());
    bool seen = false;
    for (const Recommendation& r : list) {
        if (!r.variant || r.scenario.offload != Offload::Optimizer)
            continue;
        seen = true;
        INFO(r.reason);
        CHECK(r.scenario.optimizer == Optimizer::AdamW);
        CHECK(r.variantKind == VariantKind::OffloadTo32bit);
        CHECK(r.reason.find("only with 32-bit AdamW offloaded to the CPUs") != std::string::npos);
        CHECK(r.reason.find("same maths") == std::string::npos);
    }
    CHECK(seen);
}

TEST_CASE("a variant names how it departs from the workload", "[recommend]") {
    // recommend's two variants, 8-bit Adam on the GPUs and 32-bit AdamW offloaded, against
    // workloads with and without an optimizer of their own or an offload.
    const auto kind = [](Optimizer wo, Offload woff, Optimizer vo, Offload voff) {
        Scenario workload, variant;
        workload.optimizer = wo;
        workload.offload = woff;
        variant.optimizer = vo;
        variant.offload = voff;
        return variantKind(variant, workload);
    };
    using O = Optimizer;
    const Offload none = Offload::None, cpu = Offload::Optimizer;
    CHECK(kind(O::AdamW, none, O::AdamW, none) == VariantKind::None);
    CHECK(kind(O::AdamW, none, O::AdamW, cpu) == VariantKind::Offload);
    CHECK(kind(O::AdamW4bit, none, O::AdamW, cpu) == VariantKind::OffloadTo32bit);
    // A low-bit workload already offloaded: DeepSpeed steps 32-bit Adam for it too.
    CHECK(kind(O::AdamW8bit, cpu, O::AdamW, cpu) == VariantKind::OffloadTo32bit);
    CHECK(kind(O::AdamW, none, O::AdamW8bit, none) == VariantKind::EightBit);
    CHECK(kind(O::PagedAdamW8bit, none, O::AdamW8bit, none) == VariantKind::EightBit);
    // The workload offloads: the 8-bit variant brings the optimizer back to the GPUs.
    CHECK(kind(O::AdamW8bit, cpu, O::AdamW8bit, none) == VariantKind::EightBitOnGpus);
    CHECK(kind(O::AdamW, cpu, O::AdamW8bit, none) == VariantKind::EightBitOnGpus);
    CHECK(kind(O::AdamW8bit, none, O::AdamW, none) == VariantKind::GpuAdamW);
}
