// The command-line contract (user guide, resources/guide/user-guide.md, "Command line"):
// `evaluate --json` answers with every result key, for a catalog model and for an imported
// config.json; `recommend --json` with its entry keys.
#include "answertable.h"
#include "catalog.h"
#include "catalogbands.h"
#include "clirunner.h"
#include "support.h"
#include "wasmrunner.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>

#ifdef HEADROOM_EXE

using namespace headroom;
using namespace headroom::test;
using nlohmann::json;

namespace {

/// Every result key the command line promises, as JSON pointers.
const char* const kResultKeys[] = {
    "/parameters/total", "/parameters/vision", "/parameters/embedding_and_head",
    "/parameters/trainable", "/states_gb", "/per_gpu_gb/weights", "/per_gpu_gb/gradients",
    "/per_gpu_gb/optimizer", "/per_gpu_gb/states", "/per_gpu_gb/activations",
    "/per_gpu_gb/logits", "/per_gpu_gb/buffers", "/per_gpu_gb/reserved", "/per_gpu_gb/total",
    "/per_gpu_gb/capacity", "/per_gpu_gb/headroom", "/fits", "/host_gb/offload_required",
    "/host_gb/recommended", "/host_gb/installed", "/step/traffic_per_gpu_gb",
    "/step/transfer_s_peak", "/step/compute_s_peak", "/step/transfer_s", "/step/compute_s",
    "/step/step_s", "/step/tokens_per_s", "/aggregate_tflops", "/image_tokens_per_image",
    "/power_w/gpus", "/power_w/cpus", "/power_w/overhead", "/power_w/total", "/feeds",
    "/storage_gb/checkpoint", "/storage_gb/checkpoints_kept", "/storage_gb/final_bf16",
    "/storage_gb/final_fp8", "/time/hours", "/time/energy_kwh", "/max_sequence_length",
    "/warnings"};

json evaluateJson(const ScratchDir& dir, const std::string& scenarioText) {
    std::ofstream(dir / "s.headroom.json") << scenarioText;
    const Run run = runHeadroom({"evaluate", (dir / "s.headroom.json").string(), "--json"},
                                dir.path());
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    return json::parse(run.out);
}

void checkContract(const json& result) {
    for (const char* key : kResultKeys) {
        INFO(key);
        CHECK(result.contains(json::json_pointer(key)));
    }
    for (const auto& feed : result.at("feeds")) {
        CHECK(feed.contains("voltage"));
        CHECK(feed.contains("amps"));
        CHECK(feed.contains("limit_w"));
        CHECK(feed.contains("fits"));
    }
}

} // namespace

TEST_CASE("evaluate --json answers with every contract key for the default scenario", "[cli]") {
    ScratchDir dir("cli-default");
    const json r = evaluateJson(dir, "{}");
    checkContract(r);
    // Capacity: what one process can use of an H200 NVL, 143,156 MiB = 150,109,945,856 B; the
    // listed 141 GB stays beside it, and the card's bytes are named.
    CHECK(r.at("per_gpu_gb").at("capacity").get<double>() == Approx(150.109945856));
    CHECK(r.at("per_gpu_gb").at("listed").get<double>() == 141);
    CHECK(r.at("gpu_memory").at("memory_bytes").get<std::int64_t>() == 150754820096);
    CHECK(r.at("gpu_memory").at("usable_bytes").get<std::int64_t>() == 150109945856);
    CHECK(r.at("feeds").at(0).at("limit_w").get<double>() == Approx(2944));
    CHECK(r.at("fits").is_boolean());
}

TEST_CASE("evaluate --json sizes an imported config.json like the same catalog model", "[cli]") {
    auto cat = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(cat.ok());
    const ModelEntry* llama = cat->findModel("llama-3.1-8b");
    REQUIRE(llama);
    ScratchDir dir("cli-import");
    // The model file's "config" member is the Hugging Face config.json.
    std::ifstream in(std::string(HEADROOM_SOURCE_CATALOG) + "/models/llama-3.1-8b.json");
    const json entry = json::parse(in);
    std::ofstream(dir / "config.json") << entry.at("config").dump(2);

    const char* workload = R"("method": "lora", "server": "1x-h200-nvl", "sequence_length": 4096)";
    const json imported =
        evaluateJson(dir, std::string(R"({"model": "config.json", )") + workload + "}");
    const json fromCatalog =
        evaluateJson(dir, std::string(R"({"model": "llama-3.1-8b", )") + workload + "}");
    checkContract(imported);
    CHECK(imported.at("parameters").at("total").get<double>() == llama->arch.params.total);
    CHECK(imported.at("per_gpu_gb").at("total").get<double>() ==
          Approx(fromCatalog.at("per_gpu_gb").at("total").get<double>()));
    CHECK(imported.at("max_sequence_length") == fromCatalog.at("max_sequence_length"));
}

TEST_CASE("recommend --json lists ranked builds with the contract keys", "[cli]") {
    ScratchDir dir("cli-recommend");
    std::ofstream(dir / "s.headroom.json") << R"({"method": "qlora"})";
    const Run run = runHeadroom({"recommend", (dir / "s.headroom.json").string(), "--json"},
                                dir.path());
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    const json list = json::parse(run.out).at("recommendations");
    REQUIRE(list.size() >= 3);
    for (const auto& r : list)
        for (const char* key : {"server", "gpu_count", "method", "optimizer", "offload", "fits",
                                "headroom_gb", "step_s", "reason"})
            CHECK(r.contains(key));
    CHECK(list.at(0).at("server") == "1x-rtx-pro-6000-se");
    CHECK(list.at(0).at("fits") == true);
}

TEST_CASE("the human-readable summaries name the verdict and the top three builds", "[cli]") {
    ScratchDir dir("cli-text");
    std::ofstream(dir / "s.headroom.json") << "{}";
    const Run evaluated = runHeadroom({"evaluate", (dir / "s.headroom.json").string()}, dir.path());
    REQUIRE(evaluated.exitCode == 0);
    CHECK_THAT(evaluated.out, Catch::Contains("Verdict: go — Fits: "));
    CHECK_THAT(evaluated.out, Catch::Contains("Memory: fits"));
    CHECK_THAT(evaluated.out, Catch::Contains("Longest sequence that fits"));
    // The band's basis (issue 37): the reference build's pool, its held-out coverage and the
    // widening for a model family no full fine-tune row has.
    CHECK_THAT(evaluated.out, Catch::Contains("band from regime full/fsdp/none/- (pooled: "
                                              "full/fsdp/none/*)"));
    CHECK_THAT(evaluated.out,
               Catch::Contains("leave one source out: 100 % of the pool's rows inside"));
    CHECK_THAT(evaluated.out, Catch::Contains("widened by 1.7 points each way: outside the measured "
                                              "runs of its method in model_family"));
    const Run asJson =
        runHeadroom({"evaluate", (dir / "s.headroom.json").string(), "--json"}, dir.path());
    REQUIRE(asJson.exitCode == 0);
    const json basis = json::parse(asJson.out).at("band_basis");
    CHECK(basis.at("coverage") == 1.0);
    CHECK(basis.at("validated") == true);
    CHECK(basis.at("pool") == "full/fsdp/none/*");
    CHECK(basis.at("outside") == json::array({"model_family"}));
    const Run ranked = runHeadroom({"recommend", (dir / "s.headroom.json").string()}, dir.path());
    REQUIRE(ranked.exitCode == 0);
    CHECK_THAT(ranked.out, Catch::StartsWith("1. 4x-h200-nvl"));
    CHECK_THAT(ranked.out, Catch::Contains("3. "));
    CHECK_THAT(ranked.out, !Catch::Contains("4. "));
}

TEST_CASE("the version and help options answer without a display", "[cli]") {
    ScratchDir dir("cli-version");
    const Run version = runHeadroom({"--version"}, dir.path());
    CHECK(version.exitCode == 0);
    CHECK_THAT(version.out, Catch::StartsWith("headroom "));
    const Run help = runHeadroom({"--help"}, dir.path());
    CHECK(help.exitCode == 0);
    CHECK_THAT(help.out, Catch::Contains("headroom quote SCENARIO.json"));
}

TEST_CASE("calibrate --json lists every calibration row with the contract keys", "[cli]") {
    ScratchDir dir("cli-calibrate");
    const Run run = runHeadroom({"calibrate", "--json"}, dir.path());
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    const json r = json::parse(run.out);
    std::size_t rows = 0;
    for (const auto& source : catalog().calibration)
        rows += source.rows.size();
    REQUIRE(r.at("rows").size() == rows);
    for (const auto& row : r.at("rows"))
        for (const char* key :
             {"name", "source", "regime", "measured_gb", "predicted_gb", "metric", "error"}) {
            INFO(key);
            CHECK(row.contains(key));
        }
    CHECK(r.at("summary").contains("regimes"));
    // The band's leave-one-source-out coverage (SPEC §8, added 2026-12-04): overall and per
    // regime; 35 of 37 held-out rows inside (tests/test_band.cpp derives each).
    const json& loso = r.at("summary").at("loso_coverage");
    CHECK(loso.at("overall").at("held_out_rows") == 37);
    CHECK(loso.at("overall").at("inside") == 35);
    CHECK(loso.at("overall").at("coverage") == Approx(35.0 / 37));
    for (const auto& regime : loso.at("regimes"))
        for (const char* key : {"regime", "held_out_rows", "inside", "coverage"}) {
            INFO(key);
            CHECK(regime.contains(key));
        }
    const Run markdown = runHeadroom({"calibrate", "--markdown"}, dir.path());
    CHECK(markdown.exitCode == 0);
    CHECK_THAT(markdown.out, Catch::Contains("| all | 35 of 37 held-out rows inside (94.6 %) |"));
    // A scenario file is not calibrate's input: usage error, exit 2.
    CHECK(runHeadroom({"calibrate", "s.json"}, dir.path()).exitCode == 2);
    const Run text = runHeadroom({"calibrate"}, dir.path());
    CHECK(text.exitCode == 0);
    CHECK_THAT(text.out, Catch::Contains("Per regime"));
}

TEST_CASE("sheet writes one HTML file, or says in one line that this build has none",
          "[cli][sheet]") {
    ScratchDir dir("cli-sheet");
    std::ofstream(dir / "s.json") << R"({"model": "qwen3.8-27b", "server": "4x-h200-nvl",
                                         "quote": {"number": "Q-7"}})";
    const std::string scenario = (dir / "s.json").string();
    const std::string page = (dir / "s.html").string();
    // Usage errors (exit 2): no -o, a language the sheet does not have, options of other
    // commands.
    for (const std::vector<std::string>& args : {std::vector<std::string>{"sheet", scenario},
                                                 {"sheet", scenario, "-o", page, "--lang", "fr"},
                                                 {"sheet", scenario, "-o", page, "--lang", "en,de"},
                                                 {"sheet", scenario, "-o", page, "--paper", "a4"},
                                                 {"evaluate", scenario, "--lang", "de"}}) {
        const Run run = runHeadroom(args, dir.path());
        INFO(run.err);
        CHECK(run.exitCode == 2);
        CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    }
    const Run run = runHeadroom({"sheet", scenario, "-o", page, "--lang", "de"}, dir.path());
    INFO(run.err);
    if (wasmModulePath().empty()) {
        CHECK(run.exitCode == 1);
        CHECK_THAT(run.err, Catch::Contains("built without the interactive sheet"));
        CHECK_FALSE(fs::exists(page));
        return;
    }
    REQUIRE(run.exitCode == 0);
    CHECK(run.out == "Sheet written to " + page + "\n");
    const std::string html = readFile(page);
    CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK_THAT(html, Catch::Contains("<html lang=\"de\">"));
    CHECK_THAT(html, Catch::Contains("\"number\":\"Q-7\""));
    // Written over itself it is refused; a bad scenario is one line naming the key, exit 1.
    const Run self = runHeadroom({"sheet", scenario, "-o", scenario}, dir.path());
    CHECK(self.exitCode == 2);
    std::ofstream(dir / "bad.json") << R"({"sequence_length": 0})";
    const Run bad = runHeadroom({"sheet", (dir / "bad.json").string(), "-o", page}, dir.path());
    CHECK(bad.exitCode == 1);
    CHECK_THAT(bad.err, Catch::Contains("/sequence_length"));
}

#endif // HEADROOM_EXE

#ifdef HEADROOM_EXE
TEST_CASE("the command line answers every build of the table as the core does", "[cli][answer]") {
    // issue 32: `evaluate` (text and JSON), `recommend --json` and `quote` (refused without
    // --allow-unfit exactly when the answer is no_go) say the same for each build.
    ScratchDir dir("cli-answer");
    for (const AnswerRow& row : answerRows()) {
        if (row.gpuCount > 0)
            continue; // a scenario file cannot hold a plan its cards refuse
        INFO(row.name);
        json doc = json::parse(R"({"model": "qwen3.8-27b", "train_vision": true})");
        doc.merge_patch(json::parse(row.overrides));
        const fs::path file = dir / "s.json";
        std::ofstream(file) << doc.dump();
        const Run j = runHeadroom({"evaluate", file.string(), "--json"}, dir.path());
        REQUIRE(j.exitCode == 0);
        const json result = json::parse(j.out);
        CHECK(result["answer"]["state"] == toString(row.state));
        if (*row.firstBlocker)
            CHECK(result["answer"]["blockers"][0] == row.firstBlocker);
        const std::string headline = result["answer"]["headline"];
        const Run t = runHeadroom({"evaluate", file.string()}, dir.path());
        const char* word = row.state == AnswerState::Go      ? "go"
                           : row.state == AnswerState::Tight ? "TIGHT"
                                                             : "NO GO";
        CHECK_THAT(t.out, Catch::Contains(std::string("Verdict: ") + word + " — " + headline));
        const Run quote = runHeadroom({"quote", file.string(), "-o", (dir / "q.pdf").string()},
                                     dir.path());
        CHECK((quote.exitCode == 1) == (row.state == AnswerState::NoGo));
        if (row.state == AnswerState::NoGo)
            CHECK_THAT(quote.err, Catch::Contains(headline));
    }
    // recommend --json: each entry's answer is the one `evaluate` gives for it.
    std::ofstream(dir / "r.json") << R"({"model": "qwen3.8-27b", "train_vision": true})";
    const Run ranked = runHeadroom({"recommend", (dir / "r.json").string(), "--json"}, dir.path());
    REQUIRE(ranked.exitCode == 0);
    const json list = json::parse(ranked.out)["recommendations"];
    bool noGo = false;
    for (const json& r : list) {
        if (r["nodes"] != 1)
            continue;
        json doc = json::parse(R"({"model": "qwen3.8-27b", "train_vision": true})");
        doc["server"] = r["server"];
        doc["optimizer"] = r["optimizer"];
        doc["offload"] = r["offload"];
        std::ofstream(dir / "e.json") << doc.dump();
        const Run e = runHeadroom({"evaluate", (dir / "e.json").string(), "--json"}, dir.path());
        REQUIRE(e.exitCode == 0);
        INFO(r.dump());
        const json a = json::parse(e.out)["answer"];
        for (const char* key : {"state", "headline", "blockers"})
            CHECK(a[key] == r["answer"][key]);
        noGo = noGo || r["answer"]["state"] == "no_go";
    }
    CHECK(noGo); // the eight-card builds exceed the planned 32 A feed
}
#endif
