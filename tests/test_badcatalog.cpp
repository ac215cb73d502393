// Bad input beyond one broken file (issue 13, part B): a user catalog over the built-in one, the
// range table, figures that must stay whole and positive, large inputs, the environment.
#include "badfiles.h"

namespace {

/// A case with a user catalog (dir/headroom/catalog, what XDG_CONFIG_HOME=dir finds) and a
/// scenario dir/s.json; the error must name `file` (a path below dir) and contain `words`.
struct OverlayCase {
    const char* what;
    std::function<void(const fs::path&)> prepare;
    std::string file;
    std::string key;
    std::vector<std::string> words;
    bool needsPermissions = false; ///< root reads any folder: the CLI half runs as nobody
};

fs::path userCatalog(const fs::path& dir) {
    return dir / "headroom" / "catalog";
}

std::vector<OverlayCase> overlayCases() {
    auto scenario = [](const fs::path& d, const char* text) { writeFile(d / "s.json", text); };
    const char* kPlain = R"({"model": "qwen3.8-27b", "server": "4x-h200-nvl"})";
    return {
        {"a user gpus.json that takes NVLink from the built-in H200 NVL",
         [=](const fs::path& d) {
             json gpus = readJson(fs::path(HEADROOM_SOURCE_CATALOG) / "gpus.json");
             json h200 = gpus["gpus"][0];
             REQUIRE(h200["id"] == "h200-nvl");
             h200["link"] = "pcie";
             writeFile(userCatalog(d) / "gpus.json", json{{"gpus", {h200}}}.dump());
             scenario(d, kPlain);
         },
         "headroom/catalog/gpus.json",
         "/gpus/0/link",
         {"no NVLink", "servers.json"}},
        {"a user gpus.json that is a dangling link",
         [=](const fs::path& d) {
             fs::create_directories(userCatalog(d));
             fs::create_symlink(d / "gone.json", userCatalog(d) / "gpus.json");
             scenario(d, kPlain);
         },
         "headroom/catalog/gpus.json",
         "",
         {"symbolic link"}},
        {"a user servers.json that links to itself",
         [=](const fs::path& d) {
             fs::create_directories(userCatalog(d));
             fs::create_symlink("servers.json", userCatalog(d) / "servers.json");
             scenario(d, kPlain);
         },
         "headroom/catalog/servers.json",
         "",
         {"loop"}},
        {"a user models folder that links to itself",
         [=](const fs::path& d) {
             fs::create_directories(userCatalog(d));
             fs::create_symlink("models", userCatalog(d) / "models");
             scenario(d, kPlain);
         },
         "headroom/catalog/models",
         "",
         {"loop"}},
        {"a user models folder nobody may read",
         [=](const fs::path& d) {
             writeFile(userCatalog(d) / "models" / "mine.json", "{}");
             fs::permissions(userCatalog(d) / "models", fs::perms::none);
             scenario(d, R"({"model": "mine", "server": "4x-h200-nvl"})");
         },
         "headroom/catalog/models",
         "",
         {"cannot be read"},
         true},
        {"a power cap below a GPU's fractional minimum",
         [=](const fs::path& d) {
             json gpus = readJson(fs::path(HEADROOM_SOURCE_CATALOG) / "gpus.json");
             json h200 = gpus["gpus"][0];
             h200["min_power_cap_w"] = 300.5;
             writeFile(userCatalog(d) / "gpus.json", json{{"gpus", {h200}}}.dump());
             scenario(d,
                      R"({"model": "qwen3.8-27b", "server": "4x-h200-nvl", "power_cap_w": 300})");
         },
         "s.json",
         "/power_cap_w",
         {"300.5 .. 600", "NVIDIA H200 NVL"}},
    };
}

/// Gives the folder its permissions back so the scratch directory can be removed.
void restorePermissions(const fs::path& dir) {
    std::error_code ec;
    fs::permissions(userCatalog(dir) / "models", fs::perms::owner_all, ec);
}

} // namespace

TEST_CASE("a user catalog's mistakes are blamed on the file the user wrote",
          "[badinput][issue13]") {
    for (const auto& c : overlayCases()) {
        ScratchDir dir("overlay");
        c.prepare(dir.path());
        INFO(c.what);
        if (c.needsPermissions && ::geteuid() == 0) {
            restorePermissions(dir.path()); // root reads it anyway: the CLI test runs as nobody
            continue;
        }
        Error error;
        auto catalog = loadCatalog(HEADROOM_SOURCE_CATALOG, userCatalog(dir.path()).string());
        if (!catalog) {
            error = catalog.error();
        } else {
            auto scenario = loadScenario((dir / "s.json").string(), catalog.value());
            REQUIRE_FALSE(scenario.ok());
            error = scenario.error();
        }
        restorePermissions(dir.path());
        INFO("error: " << error.toString());
        CHECK(error.file == (dir.path() / c.file).string());
        CHECK(error.key == c.key);
        for (const auto& w : c.words)
            CHECK(error.toString().find(w) != std::string::npos);
    }
}

TEST_CASE("the range table has one row per key and the loader holds files to it",
          "[badinput][issue13]") {
    auto catalog = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(catalog.ok());
    const std::vector<RangeKey> keys{RangeKey::GpuCount,
                                     RangeKey::RunsSideBySide,
                                     RangeKey::SequenceLength,
                                     RangeKey::MicroBatch,
                                     RangeKey::GradientAccumulation,
                                     RangeKey::ImageShare,
                                     RangeKey::ImagesPerSample,
                                     RangeKey::ImageSize,
                                     RangeKey::LoraRank,
                                     RangeKey::PowerCapW,
                                     RangeKey::CheckpointsKept,
                                     RangeKey::DatasetTokens,
                                     RangeKey::Epochs,
                                     RangeKey::Nodes,
                                     RangeKey::NicsPerServer,

                                     RangeKey::PlanDp,
                                     RangeKey::PlanTp,
                                     RangeKey::PlanPp,
                                     RangeKey::PlanCp,
                                     RangeKey::PlanEp,
                                     RangeKey::PlanVirtualStages,
                                     RangeKey::PlanMicroBatches,
                                     RangeKey::PlanShardGroup,
                                     RangeKey::QuoteValidDays,
                                     RangeKey::QuoteDiscountPercent,
                                     RangeKey::QuoteVatPercent,
                                     RangeKey::QuotePrice};
    CHECK(std::size_t(scenarioRangesEnd() - scenarioRangesBegin()) == keys.size());
    for (RangeKey k : keys) {
        const ScenarioRange& r = scenarioRange(k);
        INFO(r.key);
        CHECK(r.id == k);
        CHECK(r.min < r.max);
        if (std::string(r.key).rfind("plan/", 0) == 0) {
            // Inside `plan`, bounded further by the cluster: one step beyond the bound is
            // refused with the key and the bound before the plan is checked as a whole.
            json doc = baseScenario();
            doc["plan"] = {{std::string(r.key).substr(5), r.max + r.step}};
            auto beyond = parseScenario(doc, "s.json", catalog.value());
            REQUIRE_FALSE(beyond.ok());
            CHECK(beyond.error().key == std::string("/") + r.key);
            CHECK(beyond.error().message.find(formatNumber(r.max)) != std::string::npos);
            continue;
        }
        if (std::string(r.key).rfind("quote/", 0) == 0) {
            // Inside `quote` (each price of `quote.prices` alike): the maximum is accepted, one
            // step beyond it refused with the key and the bounds.
            const std::string leaf = std::string(r.key).substr(6);
            const bool price = k == RangeKey::QuotePrice;
            for (const double value : {r.max, r.max + r.step}) {
                json doc = baseScenario();
                doc["quote"] = price ? json{{"prices", {{"gpu", value}}}} : json{{leaf, value}};
                auto parsed = parseScenario(doc, "s.json", catalog.value());
                INFO(value << ": "
                           << (parsed ? std::string("accepted") : parsed.error().toString()));
                CHECK(parsed.ok() == (value == r.max));
                if (!parsed.ok()) {
                    CHECK(parsed.error().key ==
                          std::string("/") + (price ? std::string("quote/prices/gpu") : r.key));
                    CHECK(parsed.error().message.find(formatNumber(r.max)) != std::string::npos);
                }
            }
            continue;
        }
        if (k == RangeKey::ImageSize || k == RangeKey::PowerCapW || k == RangeKey::GpuCount ||
            k == RangeKey::RunsSideBySide)
            continue; // an array, or bounded further by the GPU and the server
        // The maximum is a scenario value; one step beyond it is refused with the key and the
        // bounds printed exactly.
        json doc = baseScenario();
        doc[r.key] = r.max;
        if (k == RangeKey::SequenceLength)
            doc["model"] = "qwen3.8-27b"; // text only: no image tokens on top
        auto ok = parseScenario(doc, "s.json", catalog.value());
        INFO((ok ? std::string("accepted") : ok.error().toString()));
        CHECK(ok.ok());
        doc[r.key] = r.max + r.step;
        auto beyond = parseScenario(doc, "s.json", catalog.value());
        REQUIRE_FALSE(beyond.ok());
        CHECK(beyond.error().key == std::string("/") + r.key);
        CHECK(beyond.error().message.find(formatNumber(r.max)) != std::string::npos);
        CHECK(beyond.error().message.find("e+") == std::string::npos);
    }
}

TEST_CASE("image tokens are counted in 64 bits and never turn negative or vanish",
          "[badinput][issue13]") {
    auto catalog = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(catalog.ok());
    const ModelEntry* vl = catalog->findModel("qwen3-vl-8b");
    REQUIRE(vl);
    // A tower with patch 1 and no merger: a 16384² image is 268,435,456 tokens, 256 of them
    // 68.7 G — beyond 32 bits, and exactly 2^32 per 16 images, where a 32-bit count wraps to 0.
    Scenario s;
    s.model = "tiny-patch/config.json";
    s.importedModel = vl->arch;
    s.importedModel->vision.patchSize = 1;
    s.importedModel->vision.spatialMergeSize = 1;
    s.server = "4x-h200-nvl";
    s.gpu = "h200-nvl";
    s.imageShare = 1;
    s.imageWidth = s.imageHeight = 16384;
    for (int images : {16, 256}) {
        s.imagesPerSample = images;
        INFO(images << " images");
        const SizingResult r = evaluate(s, catalog.value());
        CHECK(r.imageTokensPerImage == std::int64_t(268435456));
        CHECK(r.longestSequence == 8192 + std::int64_t(images) * 268435456);
        CHECK(r.averageSequence == Approx(8192 + double(images) * 268435456));
        CHECK(r.step.computeS > 0);
        CHECK(r.step.tokensPerS > 0);
        CHECK(r.time.hours > 0);
        CHECK(std::isfinite(r.time.hours));
        CHECK(r.maxSequenceLength == 0); // no text length fits beside that many image tokens
        CHECK_FALSE(r.fits);
        // A scenario file cannot hold it: the loader names the key.
        auto error = checkScenario(s, catalog.value(), "s.json");
        REQUIRE(error);
        CHECK(error->key == "/images_per_sample");
    }
}

TEST_CASE("optimizer steps are whole, rounded up, and a dataset below one batch is flagged",
          "[badinput][issue13]") {
    auto catalog = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(catalog.ok());
    auto run = [&](double tokens, int microBatch, int accumulation, double epochs) {
        json doc = baseScenario(); // 4 GPUs, 8,192 tokens per sequence
        doc["dataset_tokens"] = tokens;
        doc["micro_batch"] = microBatch;
        doc["gradient_accumulation"] = accumulation;
        doc["epochs"] = epochs;
        auto s = parseScenario(doc, "s.json", catalog.value());
        REQUIRE(s.ok());
        return evaluate(s.value(), catalog.value());
    };
    auto flagged = [](const SizingResult& r) {
        return std::any_of(r.warnings.begin(), r.warnings.end(),
                           [](const Warning& w) { return w.code == "dataset_below_batch"; });
    };
    // 10 sequences, 4 GPUs × 1: 3 batches, 3 steps (HF Trainer: ceil at each stage).
    const SizingResult ten = run(10 * 8192, 1, 1, 1);
    CHECK(ten.time.steps == 3);
    CHECK(ten.time.hours == Approx(3 * ten.step.stepS / 3600));
    CHECK_FALSE(flagged(ten));
    // The same with accumulation 2: 3 batches make 2 steps of 2 micro-batches each.
    const SizingResult accumulated = run(10 * 8192, 1, 2, 1);
    CHECK(accumulated.time.steps == 2);
    CHECK(accumulated.time.hours == Approx(2 * 2 * accumulated.step.stepS / 3600));
    // 1,000 tokens: one sequence, less than one global batch of 4: one step, and a warning.
    const SizingResult tiny = run(1000, 1, 1, 1);
    CHECK(tiny.time.steps == 1);
    CHECK(tiny.time.hours > 0);
    CHECK(flagged(tiny));
    // Fractional epochs: 0.5 of 3 updates rounds up to 2.
    CHECK(run(10 * 8192, 1, 1, 0.5).time.steps == 2);
    // The default run: 1e9 tokens / 8,192 = 122,071 sequences, / 4 GPUs = 30,518 steps.
    CHECK(run(1e9, 1, 1, 1).time.steps == 30518);
}

TEST_CASE("large inputs load: 50,000 catalog servers and 300,000 mlp_only_layers",
          "[badinput][issue13]") {
    // Behaviour only; how fast is headroom-bench's catalog_load_50k_servers_ms and
    // config_import_mlp_only_ms.
    ScratchDir dir("large");
    writeFile(dir / "user" / "servers.json", json{{"servers", generatedServers(50000)}}.dump());
    auto builtin = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(builtin.ok());
    auto big = loadCatalog(HEADROOM_SOURCE_CATALOG, (dir / "user").string());
    REQUIRE(big.ok());
    CHECK(big->servers.size() == builtin->servers.size() + 50000);
    CHECK(big->findServer("gen-49999")->gpuCount == 1 + 49999 % 8);

    json config = json::parse(R"({"model_type": "qwen3_moe", "hidden_size": 64,
        "intermediate_size": 128, "moe_intermediate_size": 32, "num_experts": 4,
        "num_experts_per_tok": 2, "num_attention_heads": 4, "num_key_value_heads": 2,
        "num_hidden_layers": 100000, "vocab_size": 1000})");
    json dense = json::array();
    for (int i = 0; i < 300000; i += 2)
        dense.push_back(i); // every even layer dense, the odd ones MoE
    config["mlp_only_layers"] = dense;
    writeFile(dir / "config.json", config.dump());
    auto arch = loadModelConfig((dir / "config.json").string());
    REQUIRE(arch.ok());
    CHECK(arch->moeLayers == 50000);
    CHECK(arch->layers == 100000);
}

TEST_CASE("an error line escapes control characters and stays short", "[badinput][issue13]") {
    const Error e{"f.json", "/a\nVerdict: fits", std::string(5000, 'x') + "\x1b[2J"};
    const std::string line = e.toString();
    CHECK(line.find('\n') == std::string::npos);
    CHECK(line.find('\x1b') == std::string::npos);
    CHECK(line.find("\\n") != std::string::npos);
    CHECK(line.size() < 1000);
    CHECK(line.rfind("f.json: /a\\nVerdict: fits: xxx", 0) == 0);
}

#ifdef HEADROOM_EXE

TEST_CASE("a user catalog's mistakes reach the command line as one line naming the user's file",
          "[badinput][cli][issue13]") {
    for (const auto& c : overlayCases()) {
        ScratchDir dir("overlay-cli");
        c.prepare(dir.path());
        if (c.needsPermissions) {
            // nobody must reach the scratch files: the folders above are the test's own.
            fs::permissions(dir.path(), fs::perms::all);
        }
        RunEnvironment env;
        env.asUnprivilegedUser = c.needsPermissions;
        const Run run = runHeadroom({"evaluate", (dir / "s.json").string()}, dir.path(), env);
        restorePermissions(dir.path());
        INFO(c.what << "\n  stderr: " << run.err);
        CHECK(run.exitCode == 1);
        CHECK(isOneLine(run.err));
        CHECK(run.err.find((dir.path() / c.file).string()) != std::string::npos);
        CHECK(run.err.find(c.key) != std::string::npos);
        for (const auto& w : c.words)
            CHECK(run.err.find(w) != std::string::npos);
    }
}

TEST_CASE("HEADROOM_CATALOG set but empty says so in one line", "[badinput][cli][issue13]") {
    ScratchDir dir("empty-env");
    writeFile(dir / "s.json", kGoodScenario);
    RunEnvironment env;
    env.set = {{"HEADROOM_CATALOG", ""}};
    const Run run = runHeadroom({"evaluate", (dir / "s.json").string()}, dir.path(), env);
    INFO("stderr: " << run.err);
    CHECK(run.exitCode == 1);
    CHECK(isOneLine(run.err));
    CHECK(run.err.find("HEADROOM_CATALOG") != std::string::npos);
    CHECK(run.err.find("empty") != std::string::npos);
    CHECK(run.err.find("<input>") == std::string::npos);
}

#endif // HEADROOM_EXE
