// A DeepSpeed file's own ZeRO sizes (the scenario's `deepspeed` section; outside check 27:
// ms-swift's zero2.json sets reduce_bucket_size 2e8, where Headroom sized DeepSpeed's 5e8 and
// called a run that ran on 8 × A800 "does not fit"): read from the file, "auto" as accelerate
// fills it from the hidden size, carried through the scenario file, the window's import, the
// export and the quote.
#include "build/scenariocheck.h"
#include "recipefixtures.h"
#include "scenariojson.h"

#include <cmath>

using namespace headroom;
using namespace headroom::test;

namespace {

/// ms-swift's ZeRO-2 file (modelscope/ms-swift@a3731f998 swift/llm/ds_config/zero2.json).
constexpr const char* kSwiftZero2 = R"({
    "fp16": {"enabled": "auto"}, "bf16": {"enabled": "auto"},
    "zero_optimization": {"stage": 2, "offload_optimizer": {"device": "none"},
        "allgather_partitions": true, "allgather_bucket_size": 2e8, "overlap_comm": true,
        "reduce_scatter": true, "reduce_bucket_size": 2e8, "contiguous_gradients": true},
    "gradient_accumulation_steps": "auto", "gradient_clipping": "auto",
    "train_batch_size": "auto", "train_micro_batch_size_per_gpu": "auto"})";

Scenario parsedOk(const nlohmann::json& doc) {
    auto s = parseScenario(doc, "ds.json", catalog());
    INFO((s ? std::string() : s.error().toString()));
    REQUIRE(s.ok());
    return s.value();
}

} // namespace

TEST_CASE("a DeepSpeed file's reduce_bucket_size and overlap_comm size its ZeRO-2 buffers",
          "[recipe][deepspeed]") {
    ScratchDir dir("ds-zero2");
    writeFile(dir / "zero2.json", kSwiftZero2);
    const Scenario s = imported((dir / "zero2.json").string(), "qwen2.5-7b");
    CHECK(s.sharding == Sharding::Zero2);
    CHECK(s.deepSpeed.reduceBucket == ZeroSize{ZeroSize::Kind::Elements, 2e8});
    CHECK(s.deepSpeed.overlapComm == std::optional<bool>(true));
    // Read, so no longer listed as not modelled; the all-gather bucket still is.
    CHECK_FALSE(lists(s.recipe->notModelled, "zero_optimization.reduce_bucket_size"));
    CHECK_FALSE(lists(s.recipe->notModelled, "zero_optimization.overlap_comm"));
    CHECK(lists(s.recipe->notModelled, "zero_optimization.allgather_bucket_size"));
    // Two BF16 IPG buffers of 2e8 elements where the catalog's 5e8 made them 3e8 larger each.
    Scenario catalogs = s;
    catalogs.deepSpeed = {};
    catalogs.deepSpeed.overlapComm = true;
    CHECK(evaluate(catalogs, catalog()).perGpu.buffers - evaluate(s, catalog()).perGpu.buffers ==
          Approx(2 * 2 * 3e8 / 1e9));
    // Without overlap_comm at stage 2 DeepSpeed keeps one buffer (its default there).
    writeFile(dir / "plain.json",
              R"({"bf16": {"enabled": true}, "zero_optimization": {"stage": 2}})");
    const Scenario plain = imported((dir / "plain.json").string(), "qwen2.5-7b");
    CHECK(plain.deepSpeed.overlapComm == std::optional<bool>(false));
    Scenario doubled = plain;
    doubled.deepSpeed.overlapComm = true;
    CHECK(evaluate(doubled, catalog()).perGpu.buffers - evaluate(plain, catalog()).perGpu.buffers ==
          Approx(2 * 5e8 / 1e9));
}

TEST_CASE("\"auto\" ZeRO sizes are accelerate's from the hidden size", "[recipe][deepspeed]") {
    // LLaMA-Factory's ds_z3_config.json: reduce, prefetch and persistence "auto", which
    // accelerate's _prepare_deepspeed fills with h², int(0.9 h²) and 10 h (accelerate@16cb6eb8).
    const Scenario s = imported("llamafactory/qwen3_full_sft.yaml", "qwen3-8b");
    CHECK(s.deepSpeed.reduceBucket.kind == ZeroSize::Kind::Auto);
    CHECK(s.deepSpeed.prefetchBucket.kind == ZeroSize::Kind::Auto);
    CHECK(s.deepSpeed.persistenceThreshold.kind == ZeroSize::Kind::Auto);
    CHECK(s.deepSpeed.maxLiveParameters == std::optional<double>(1e9));
    CHECK(s.deepSpeed.overlapComm == std::optional<bool>(false));
    // The same as the hidden size's numbers written out (Qwen3-8B: hidden 4096).
    Scenario numbers = s;
    const double h = 4096;
    numbers.deepSpeed.reduceBucket = {ZeroSize::Kind::Elements, h * h};
    numbers.deepSpeed.prefetchBucket = {ZeroSize::Kind::Elements, std::floor(0.9 * h * h)};
    numbers.deepSpeed.persistenceThreshold = {ZeroSize::Kind::Elements, 10 * h};
    const SizingResult automatic = evaluate(s, catalog());
    CHECK(automatic.perGpu.buffers == Approx(evaluate(numbers, catalog()).perGpu.buffers));
    // ... and less than DeepSpeed's defaults (5e8, 5e7, 1e5), which the catalog has.
    Scenario defaults = s;
    defaults.deepSpeed = {};
    CHECK(automatic.perGpu.buffers < evaluate(defaults, catalog()).perGpu.buffers - 0.9);
}

TEST_CASE("the deepspeed section is written, read back and checked like every key",
          "[scenario][deepspeed]") {
    const nlohmann::json doc = nlohmann::json::parse(R"({"model": "qwen2.5-7b",
        "sharding": "zero2", "sharding_impl": "deepspeed",
        "deepspeed": {"reduce_bucket_size": 200000000, "stage3_prefetch_bucket_size": "auto",
                      "stage3_max_live_parameters": 1000000000, "overlap_comm": false}})");
    const Scenario s = parsedOk(doc);
    CHECK(s.deepSpeed.reduceBucket == ZeroSize{ZeroSize::Kind::Elements, 2e8});
    CHECK(s.deepSpeed.prefetchBucket.kind == ZeroSize::Kind::Auto);
    CHECK(s.deepSpeed.persistenceThreshold.kind == ZeroSize::Kind::Default);
    const nlohmann::json written = toJson(s);
    CHECK(written.at("deepspeed") == doc.at("deepspeed"));
    CHECK(parsedOk(written) == s);
    CHECK_FALSE(toJson(parsedOk(nlohmann::json{{"model", "qwen2.5-7b"}})).contains("deepspeed"));
    const struct {
        const char* section;
        const char* key;
        const char* message;
    } refused[] = {
        {R"({"allgather_bucket_size": 5e8})", "/deepspeed/allgather_bucket_size", "unknown"},
        {R"({"reduce_bucket_size": "big"})", "/deepspeed/reduce_bucket_size", "\"auto\""},
        {R"({"reduce_bucket_size": -1})", "/deepspeed/reduce_bucket_size", ""},
        {R"({"reduce_bucket_size": 200000000.5})", "/deepspeed/reduce_bucket_size", "whole"},
        {R"({"stage3_max_live_parameters": 0.5})", "/deepspeed/stage3_max_live_parameters",
         "whole"},
        {R"({"overlap_comm": "yes"})", "/deepspeed/overlap_comm", ""},
        {R"([1, 2])", "/deepspeed", "object"},
    };
    for (const auto& r : refused) {
        nlohmann::json bad = doc;
        bad["deepspeed"] = nlohmann::json::parse(r.section);
        INFO(bad.dump());
        auto e = parseScenario(bad, "ds.json", catalog());
        REQUIRE_FALSE(e.ok());
        CHECK(e.error().key == r.key);
        CHECK(e.error().message.find(r.message) != std::string::npos);
    }
}

TEST_CASE("the exported DeepSpeed file keeps the imported file's ZeRO sizes",
          "[recipe][deepspeed]") {
    ScratchDir dir("ds-export");
    writeFile(dir / "zero2.json", kSwiftZero2);
    Scenario s = imported((dir / "zero2.json").string(), "qwen2.5-7b");
    s.deepSpeed.overlapComm = false;
    const ExportedAndBack both =
        exportedAndBack(s, "llamafactory", (dir / "run.yaml").string(), "qwen2.5-7b");
    const nlohmann::json ds = nlohmann::json::parse(both.exported.deepSpeedText);
    CHECK(ds.at("zero_optimization").at("reduce_bucket_size") == 200000000);
    CHECK(ds.at("zero_optimization").at("overlap_comm") == false);
    CHECK(both.back.deepSpeed == s.deepSpeed);
    CHECK(evaluate(both.back, catalog()).perGpu.buffers ==
          Approx(evaluate(s, catalog()).perGpu.buffers));
}

TEST_CASE("a training config imported onto the window's build brings its DeepSpeed sizes",
          "[recipe][deepspeed]") {
    ScratchDir dir("ds-window");
    writeFile(dir / "zero2.json", kSwiftZero2);
    const Scenario recipe = imported((dir / "zero2.json").string(), "qwen2.5-7b");
    const Scenario onBuild = withTrainingOf(recipe, Scenario{});
    CHECK(onBuild.deepSpeed == recipe.deepSpeed);
    CHECK_FALSE(checkScenario(onBuild, catalog()));
}

TEST_CASE("DeepSpeed's own field names count as their stage3_ aliases; sizes are whole numbers",
          "[recipe][deepspeed]") {
    // Axolotl's zero3 files write max_live_parameters (DeepSpeed's field name; the config
    // model takes either: zero/config.py at edaa7221, populate_by_name).
    const Scenario axolotl = imported("axolotl/zero3_bf16.json", "llama-3.1-8b");
    CHECK(axolotl.deepSpeed.maxLiveParameters == std::optional<double>(0));
    CHECK_FALSE(lists(axolotl.recipe->notModelled, "zero_optimization.max_live_parameters"));
    // No prefetch beyond the module that runs: less gathered than with 1e9 live parameters.
    Scenario live = axolotl;
    live.deepSpeed.maxLiveParameters.reset();
    CHECK(evaluate(axolotl, catalog()).perGpu.buffers < evaluate(live, catalog()).perGpu.buffers);
    ScratchDir dir("ds-bad");
    const struct {
        const char* zero;
        const char* key;
    } bad[] = {
        {R"("reduce_bucket_size": 1.5)", "zero_optimization.reduce_bucket_size"},
        {R"("reduce_bucket_size": "2e8")", "zero_optimization.reduce_bucket_size"},
        {R"("reduce_bucket_size": -1)", "zero_optimization.reduce_bucket_size"},
        {R"("max_live_parameters": "auto")", "zero_optimization.max_live_parameters"},
    };
    for (const auto& b : bad) {
        INFO(b.zero);
        writeFile(dir / "bad.json", std::string(R"({"bf16": {"enabled": true},
            "zero_optimization": {"stage": 3, )") +
                                        b.zero + "}}");
        const Error e = refused(dir / "bad.json", "llama-3.1-8b");
        CHECK(e.key == b.key);
        CHECK(e.message.find("whole number of elements") != std::string::npos);
    }
}

TEST_CASE("\"auto\" takes the hidden size only where accelerate runs DeepSpeed",
          "[scenario][deepspeed]") {
    // A ZeRO-3 LoRA run: each rank-16 A matrix of Llama 3.1 8B holds 16 · 4096 = 65,536
    // elements, whole on every GPU below DeepSpeed's 1e5 threshold, partitioned below
    // accelerate's 10 · 4096 = 40,960.
    const auto run = [](const char* stack) {
        return parsedOk(nlohmann::json::parse(
            std::string(R"({"model": "llama-3.1-8b",
            "gpu": "h100-sxm", "gpu_count": 8, "method": "lora", "lora_rank": 16,
            "lora_targets": "all-linear", "sharding": "full", "sharding_impl": "deepspeed",
            "deepspeed": {"stage3_param_persistence_threshold": "auto"})") +
            (*stack ? std::string(R"(, "stack": ")") + stack + "\"}" : std::string("}"))));
    };
    const Scenario trainer = run("hf-trainer");
    Scenario numbers = trainer;
    numbers.deepSpeed.persistenceThreshold = {ZeroSize::Kind::Elements, 40960};
    CHECK(evaluate(trainer, catalog()).perGpu.buffers ==
          Approx(evaluate(numbers, catalog()).perGpu.buffers));
    Scenario defaults = trainer;
    defaults.deepSpeed = {};
    CHECK(evaluate(trainer, catalog()).perGpu.buffers <
          evaluate(defaults, catalog()).perGpu.buffers);
    // Without a Trainer stack DeepSpeed's config model drops "auto": its default, 1e5.
    const Scenario bare = run("");
    Scenario bareDefaults = bare;
    bareDefaults.deepSpeed = {};
    CHECK(evaluate(bare, catalog()).perGpu.buffers ==
          Approx(evaluate(bareDefaults, catalog()).perGpu.buffers));
}
