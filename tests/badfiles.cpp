// The table of bad files (issue 9, 13) and the documents it breaks: see badfiles.h.
#include "badfiles.h"

namespace headroom::test {

json readJson(const fs::path& path) {
    return json::parse(readFile(path));
}

std::optional<std::string> germanLocale(const fs::path& dir) {
    if (!fs::exists("/usr/share/i18n/locales/de_DE"))
        return std::nullopt;
    fs::create_directories(dir);
    const std::string command =
        "localedef -i de_DE -f UTF-8 '" + (dir / "de_DE.UTF-8").string() + "' >/dev/null 2>&1";
    if (std::system(command.c_str()) != 0 && !fs::exists(dir / "de_DE.UTF-8"))
        return std::nullopt;
    return dir.string();
}

json baseScenario() {
    return json::parse(R"({"model": "qwen3.8-27b", "method": "full", "server": "4x-h200-nvl",
                           "sequence_length": 8192})");
}

bool isOneLine(const std::string& text) {
    return !text.empty() && text.back() == '\n' && text.find('\n') == text.size() - 1 &&
           text.size() > 1;
}

const char* const kGoodScenario =
    R"({"model": "qwen3.8-27b", "server": "4x-h200-nvl", "feed_amps": 32})";

} // namespace headroom::test

namespace {

/// Strings "@NaN@", "@1e400@", "@-0@", "@1e20@" in a document become the bare tokens when it is
/// written: JSON has no NaN literal, and 1e400 does not survive a round trip through a double.
std::string withBareTokens(const json& doc) {
    std::string text = doc.dump(2);
    for (const char* token : {"NaN", "1e400", "-1e400", "-0", "1e20"}) {
        const std::string sentinel = std::string("\"@") + token + "@\"";
        for (auto at = text.find(sentinel); at != std::string::npos; at = text.find(sentinel))
            text.replace(at, sentinel.size(), token);
    }
    return text;
}

json bare(const char* token) {
    return std::string("@") + token + "@";
}

// Shorthands for the table.
BadFile scenarioText(const char* what, std::string text, std::string key) {
    return {what, Target::Scenario, "", std::move(text), {}, std::move(key)};
}
BadFile scenarioSet(const char* what, const char* name, json value) {
    return {what,
            Target::Scenario,
            "",
            "",
            [name = std::string(name), value](json& d) { d[name] = value; },
            std::string("/") + name};
}
BadFile configText(const char* what, std::string text, std::string key) {
    return {what, Target::ModelConfig, "", std::move(text), {}, std::move(key)};
}
BadFile configEdit(const char* what, std::function<void(json&)> edit, std::string key) {
    return {what, Target::ModelConfig, "", "", std::move(edit), std::move(key)};
}
BadFile configSet(const char* what, const char* name, json value) {
    return configEdit(
        what, [name = std::string(name), value](json& d) { d[name] = value; }, name);
}
BadFile catalogText(const char* what, std::string file, std::string text, std::string key) {
    return {what, Target::Catalog, std::move(file), std::move(text), {}, std::move(key)};
}
BadFile catalogEdit(const char* what, std::string file, std::function<void(json&)> edit,
                    std::string key) {
    return {what, Target::Catalog, std::move(file), "", std::move(edit), std::move(key)};
}
/// Sets one field of the first GPU / server / assumption.
BadFile gpuSet(const char* what, const char* name, json value) {
    return catalogEdit(
        what, "gpus.json", [n = std::string(name), value](json& d) { d["gpus"][0][n] = value; },
        std::string("/gpus/0/") + name);
}
BadFile serverSet(const char* what, const char* name, json value) {
    return catalogEdit(
        what, "servers.json",
        [n = std::string(name), value](json& d) { d["servers"][0][n] = value; },
        std::string("/servers/0/") + name);
}

/// Shorthands for issue 13's rows: the same with the words the line must contain.
BadFile with(BadFile row, std::vector<std::string> words,
             std::function<void(const fs::path&)> post = {}) {
    row.words = std::move(words);
    row.post = std::move(post);
    return row;
}

/// The file grows to 65 MB (sparse, written in no time), its text kept at the start.
void grow65MB(const fs::path& file) {
    fs::resize_file(file, 65u * 1024 * 1024);
}

/// The file becomes a link to a file that does not exist, or to itself.
void danglingLink(const fs::path& file) {
    fs::remove(file);
    fs::create_symlink(file.parent_path() / "nowhere.json", file);
}
void linkLoop(const fs::path& file) {
    fs::remove(file);
    fs::create_symlink(file.filename(), file);
}

/// The JSON path where a document nested `levels` deep (one object holding key "a", then
/// arrays) is stopped by the depth limit.
std::string deepKey() {
    std::string key = "/a";
    for (int i = 1; i < kMaxJsonDepth; ++i)
        key += "/0";
    return key;
}
std::string deepText() {
    return R"({"a": )" + std::string(100000, '[');
}

/// The base config with one key written twice (the parsed document cannot hold that).
std::string configWithTwice(const char* key, const char* value) {
    std::string text = llamaConfig().dump();
    text.insert(1, "\"" + std::string(key) + "\": " + value + ", ");
    return text;
}
} // namespace

namespace headroom::test {

const std::vector<BadFile>& badFiles() {
    static const std::vector<BadFile> table =
        {
            // Scenario files: syntax.
            scenarioText("an empty scenario file", "", ""),
            scenarioText("a truncated scenario", R"({"model": "qwen3.8-27b", "sequence_len)",
                         "/model"),
            scenarioText("a scenario cut off inside a list", R"({"image_size": [1024, )",
                         "/image_size/0"),
            scenarioText("a scenario with unquoted keys", "{model: 1}", ""),
            scenarioText("a scenario with a trailing comma", R"({"micro_batch": 1,})",
                         "/micro_batch"),
            scenarioText("the text NaN as a number", R"({"image_share": NaN})", "/image_share"),
            scenarioText("1e400, beyond a double", R"({"image_share": 1e400})", "/image_share"),
            scenarioText("-1e400 as the sequence length", R"({"sequence_length": -1e400})",
                         "/sequence_length"),
            scenarioText("a scenario that is a list", "[1, 2]", "/"),
            scenarioText("a scenario that is a string", R"("qwen3.8-27b")", "/"),
            scenarioText("a scenario that is null", "null", "/"),
            // Scenario files: wrong types.
            scenarioSet("the sequence length as a string", "sequence_length", "8192"),
            scenarioSet("a fractional micro-batch", "micro_batch", 1.5),
            scenarioSet("gradient checkpointing as \"yes\"", "gradient_checkpointing", "yes"),
            scenarioSet("the method as a number", "method", 3),
            scenarioSet("the model as a number", "model", 5),
            scenarioSet("the server as null", "server", nullptr),
            scenarioSet("the image size as a string", "image_size", "1024x1024"),
            scenarioSet("an image size of three numbers", "image_size",
                        json::array({1024, 1024, 3})),
            scenarioSet("dataset tokens as an object", "dataset_tokens", json::object()),
            // Scenario files: unknown ids and keys.
            scenarioSet("an unknown method", "method", "rlhf"),
            scenarioSet("an unknown optimizer", "optimizer", "sgd"),
            scenarioSet("an unknown sharding", "sharding", "zero4"),
            scenarioSet("an unknown model id", "model", "gpt-5"),
            scenarioSet("an empty model", "model", ""),
            scenarioSet("an unknown server id", "server", "16x-h200-nvl"),
            {"an unknown GPU id",
             Target::Scenario,
             "",
             R"({"gpu": "tpu-v5", "gpu_count": 4})",
             {},
             "/gpu"},
            {"a GPU the named server does not hold",
             Target::Scenario,
             "",
             R"({"server": "4x-h200-nvl", "gpu": "l40s"})",
             {},
             "/gpu"},
            {"a misspelt key",
             Target::Scenario,
             "",
             R"({"sequnce_length": 4096})",
             {},
             "/sequnce_length"},
            // Scenario files: numbers out of range.
            scenarioSet("zero GPUs", "gpu_count", 0),
            scenarioSet("minus one GPU", "gpu_count", -1),
            scenarioSet("1e20 GPUs", "gpu_count", 1e20),
            scenarioSet("more GPUs than the server holds", "gpu_count", 5),
            {"more bare GPUs than any catalog server takes",
             Target::Scenario,
             "",
             R"({"gpu": "h200-nvl", "gpu_count": 64})",
             {},
             "/gpu_count"},
            scenarioSet("zero runs side by side", "runs_side_by_side", 0),
            scenarioSet("runs side by side as a string", "runs_side_by_side", "2"),
            {"eight H200 NVL split into three runs",
             Target::Scenario,
             "",
             R"({"server": "8x-h200-nvl", "runs_side_by_side": 3})",
             {},
             "/runs_side_by_side"},
            {"more runs side by side than cards",
             Target::Scenario,
             "",
             R"({"server": "4x-rtx-pro-6000-se", "runs_side_by_side": 8})",
             {},
             "/runs_side_by_side"},
            scenarioSet("sequence length 0", "sequence_length", 0),
            scenarioSet("sequence length -0", "sequence_length", bare("-0")),
            scenarioSet("sequence length 10^9", "sequence_length", 1000000000),
            scenarioSet("a negative sequence length", "sequence_length", -8192),
            scenarioSet("micro-batch 0", "micro_batch", 0),
            scenarioSet("image share 1.5", "image_share", 1.5),
            scenarioSet("image share -0.1", "image_share", -0.1),
            scenarioSet("image share 1e20", "image_share", bare("1e20")),
            scenarioSet("a million images per sample", "images_per_sample", 1000000),
            scenarioSet("a zero-pixel image", "image_size", json::array({0, 1024})),
            scenarioSet("a 10^9-pixel-wide image", "image_size", json::array({1000000000, 1024})),
            scenarioSet("LoRA rank 0", "lora_rank", 0),
            scenarioSet("a 50 W power cap on an H200 NVL", "power_cap_w", 50),
            scenarioSet("a 1e20 W power cap", "power_cap_w", bare("1e20")),
            scenarioSet("a negative power cap", "power_cap_w", -300),
            scenarioSet("-1 checkpoints kept", "checkpoints_kept", -1),
            scenarioSet("zero dataset tokens", "dataset_tokens", 0),
            scenarioSet("1e20 dataset tokens", "dataset_tokens", bare("1e20")),
            scenarioSet("negative epochs", "epochs", -1),
            scenarioSet("NaN epochs", "epochs", bare("NaN")),
            scenarioSet("a 20 A feed", "feed_amps", 20),
            scenarioSet("a two-phase feed", "feed_phases", 2),
            // Issue 17: nodes and the parallel plan, one line per violation.
            scenarioSet("zero nodes", "nodes", 0),
            with(scenarioSet("1025 nodes", "nodes", 1025), {"1025", "1 .. 1024"}),
            scenarioSet("the plan as a number", "plan", 4),
            scenarioSet("the plan as \"manual\"", "plan", "manual"),
            {"an unknown plan key", Target::Scenario, "", R"({"plan": {"zp": 2}})", {}, "/plan/zp"},
            {"tp 0", Target::Scenario, "", R"({"plan": {"tp": 0}})", {}, "/plan/tp"},
            {"tp as a string", Target::Scenario, "", R"({"plan": {"tp": "8"}})", {}, "/plan/tp"},
            {"an unknown pipeline schedule",
             Target::Scenario,
             "",
             R"({"plan": {"pipeline_schedule": "gpipe"}})",
             {},
             "/plan/pipeline_schedule"},
            {"an unknown context-parallel kind",
             Target::Scenario,
             "",
             R"({"plan": {"cp_kind": "ulysses"}})",
             {},
             "/plan/cp_kind"},
            with({"dp × tp × pp × cp above the GPUs",
                  Target::Scenario,
                  "",
                  R"({"server": "4x-h200-nvl", "plan": {"dp": 3, "tp": 2}})",
                  {},
                  "/plan"},
                 {"3 × 2 × 1 × 1 = 6 GPUs", "4 GPUs"}),
            with({"tp × pp that does not divide the GPUs (dp omitted)",
                  Target::Scenario,
                  "",
                  R"({"server": "4x-h200-nvl", "plan": {"tp": 3}})",
                  {},
                  "/plan"},
                 {"does not divide", "4 GPUs"}),
            with({"tp 8 on a model with 4 KV heads",
                  Target::Scenario,
                  "",
                  R"({"server": "8x-h200-sxm", "plan": {"tp": 8}})",
                  {},
                  "/plan/tp"},
                 {"tp 8", "24 attention heads", "4 KV heads", "allowed 1, 2, 4"}),
            with({"pp 32 on a 22-layer model",
                  Target::Scenario,
                  "",
                  R"({"model": "tinyllama-1.1b", "server": "8x-h200-sxm", "nodes": 4,
                          "plan": {"pp": 32}})",
                  {},
                  "/plan/pp"},
                 {"pp 32", "22 layers"}),
            with({"ep on a dense model",
                  Target::Scenario,
                  "",
                  R"({"server": "4x-h200-nvl", "plan": {"dp": 4, "ep": 2}})",
                  {},
                  "/plan/ep"},
                 {"ep 2", "dense"}),
            with({"ep 3 on 8 experts",
                  Target::Scenario,
                  "",
                  R"({"model": "mixtral-8x7b", "server": "8x-h200-sxm", "gpu_count": 6,
                          "plan": {"dp": 6, "ep": 3}})",
                  {},
                  "/plan/ep"},
                 {"ep 3", "8 experts", "allowed 1, 2, 4, 8"}),
            with({"ep 4 with only 2 data-parallel ranks",
                  Target::Scenario,
                  "",
                  R"({"model": "qwen3-30b-a3b", "server": "8x-h200-sxm",
                          "plan": {"dp": 2, "tp": 4, "ep": 4}})",
                  {},
                  "/plan/ep"},
                 {"ep 4", "dp × cp = 2"}),
            with({"an HSDP shard group without full sharding",
                  Target::Scenario,
                  "",
                  R"({"server": "8x-h200-sxm", "sharding": "zero2",
                          "plan": {"dp": 8, "hsdp_shard_group": 4}})",
                  {},
                  "/plan/hsdp_shard_group"},
                 {"zero2"}),
            with({"an HSDP shard group of 3 on 8 ranks",
                  Target::Scenario,
                  "",
                  R"({"server": "8x-h200-sxm", "plan": {"dp": 8, "hsdp_shard_group": 3}})",
                  {},
                  "/plan/hsdp_shard_group"},
                 {"3", "8 data-parallel ranks"}),
            {"the interleaved schedule on one stage",
             Target::Scenario,
             "",
             R"({"server": "8x-h200-sxm", "plan": {"dp": 8, "pipeline_schedule": "interleaved",
                     "pipeline_virtual_stages": 2}})",
             {},
             "/plan/pipeline_schedule"},
            {"virtual stages with 1F1B",
             Target::Scenario,
             "",
             R"({"server": "8x-h200-sxm", "plan": {"dp": 4, "pp": 2,
                     "pipeline_virtual_stages": 2}})",
             {},
             "/plan/pipeline_virtual_stages"},
            with({"all-to-all context parallelism whose KV heads and cp do not divide one "
                  "another (cp 8 over 4 KV heads is DeepSpeed ALST's replication, valid)",
                  Target::Scenario,
                  "",
                  R"({"server": "8x-h200-sxm", "nodes": 3,
                      "plan": {"cp": 6, "cp_kind": "all-to-all"}})",
                  {},
                  "/plan/cp"},
                 {"cp 6", "4 KV heads"}),
            {"a manual plan with runs side by side",
             Target::Scenario,
             "",
             R"({"server": "8x-h200-nvl", "runs_side_by_side": 2, "plan": {"dp": 8}})",
             {},
             "/plan"},
            {"runs side by side on two nodes",
             Target::Scenario,
             "",
             R"({"server": "8x-h200-nvl", "nodes": 2, "runs_side_by_side": 2})",
             {},
             "/runs_side_by_side"},
            // Issue 13: files that are not JSON objects, too large, repeated keys, deep
            // nesting.
            with(scenarioText("a key given twice", R"({"micro_batch": 1, "micro_batch": 2})",
                              "/micro_batch"),
                 {"twice"}),
            with(scenarioText("a scenario nested 100,000 levels deep", deepText(), deepKey()),
                 {"64 levels"}),
            with(scenarioText("a PNG image as the scenario", "\x89PNG\r\n\x1a\n", "/"),
                 {"'{'", "0x89"}),
            with(scenarioText("a scenario of 65 MB", "{", ""), {"64 MB", "67108864"}, grow65MB),
            // Issue 13: ranges from the one table, printed exactly.
            with(scenarioSet("sequence length 16,777,217", "sequence_length", 16777217),
                 {"16777217", "1 .. 16777216"}),
            with(scenarioSet("micro-batch 4097", "micro_batch", 4097), {"4097", "1 .. 4096"}),
            with(scenarioSet("gradient accumulation 2^20 + 1", "gradient_accumulation", 1048577),
                 {"1048577", "1048576"}),
            with(scenarioSet("epochs with three decimals", "epochs", 0.125),
                 {"0.125", "2 decimal"}),
            with(scenarioSet("an image share of 0.255", "image_share", 0.255), {"0.255"}),
            with(scenarioSet("dataset tokens of 1.5", "dataset_tokens", 1.5), {"1.5", "integer"}),
            with(scenarioSet("a 412.5 W power cap", "power_cap_w", 412.5), {"412.5"}),
            with(scenarioSet("an empty server", "server", ""), {"empty server"}),
            // Issue 13: images and ranks the model cannot have.
            with(scenarioText("256 images of 16384² px, beyond the sequence limit",
                              R"({"model": "qwen3-vl-8b", "server": "4x-h200-nvl", "image_share": 1,
                              "images_per_sample": 256, "image_size": [16384, 16384]})",
                              "/images_per_sample"),
                 {"67108864 tokens", "16777216"}),
            with(scenarioText(
                     "one image on the longest text sequence",
                     R"({"model": "qwen3-vl-8b", "server": "4x-h200-nvl", "image_share": 0.5,
                              "sequence_length": 16777216})",
                     "/images_per_sample"),
                 {"16778240 tokens", "sequence_length"}),
            with(scenarioText("LoRA rank 4096 on a 3B model of width 3072",
                              R"({"model": "llama-3.2-3b", "method": "lora", "lora_rank": 4096,
                              "server": "4x-h200-nvl"})",
                              "/lora_rank"),
                 {"4096", "1 .. 3072", "hidden_size"}),

            // Imported config.json (the scenario's "model" is its path).
            configText("an empty config.json", "", ""),
            configText("a truncated config.json", R"({"model_type": "llama", "hidden_size": 30)",
                       "/hidden_size"),
            configText("a config.json that is a list", "[1, 2]", ""),
            configSet("an unsupported model_type", "model_type", "gpt2"),
            configSet("model_type as a number", "model_type", 7),
            configEdit(
                "no model_type", [](json& d) { d.erase("model_type"); }, "model_type"),
            configEdit(
                "no vocab_size", [](json& d) { d.erase("vocab_size"); }, "vocab_size"),
            configSet("hidden_size as a string", "hidden_size", "3072"),
            configSet("a negative hidden_size", "hidden_size", -5),
            configSet("hidden_size 0", "hidden_size", 0),
            configSet("hidden_size 1e20", "hidden_size", bare("1e20")),
            configSet("hidden_size NaN", "hidden_size", bare("NaN")),
            configSet("num_hidden_layers 1e400", "num_hidden_layers", bare("1e400")),
            configSet("a fractional layer count", "num_hidden_layers", 27.5),
            configSet("zero attention heads", "num_attention_heads", 0),
            configSet("more KV heads than attention heads", "num_key_value_heads", 25),
            configSet("a vocabulary of 10^12", "vocab_size", 1000000000000),
            // Issue 13.
            with(configText("hidden_size given twice", configWithTwice("hidden_size", "1024"),
                            "/hidden_size"),
                 {"twice"}),
            with(configText("a model.safetensors as the config.json",
                            std::string("\x08\x00\x00\x00\x00\x00\x00\x00{\"__metadata__\"", 17),
                            ""),
                 {"'{'", "0x08"}),
            with(configText("a config.json of 65 MB", R"({"model_type": "llama")", ""), {"64 MB"},
                 grow65MB),
            with(configText("a config.json nested 100,000 levels deep", deepText(), deepKey()),
                 {"64 levels"}),
            configEdit(
                "a text_config that is a string",
                [](json& d) {
                    d["model_type"] = "qwen3_5";
                    d["text_config"] = "none";
                },
                "text_config"),

            // Catalog files.
            catalogText("a truncated gpus.json", "gpus.json",
                        R"({"gpus": [{"id": "h200-nvl", "memory_gb": 14)", "/gpus/0/memory_gb"),
            catalogText("an empty servers.json", "servers.json", "", ""),
            catalogText("gpus.json without the gpus list", "gpus.json", R"({"gpu": []})", "/gpus"),
            catalogText("gpus.json whose gpus is an object", "gpus.json", R"({"gpus": {}})",
                        "/gpus"),
            catalogEdit(
                "a GPU that is a number", "gpus.json", [](json& d) { d["gpus"][0] = 7; },
                "/gpus/0"),
            gpuSet("a GPU with negative memory", "memory_gb", -141),
            gpuSet("a GPU with memory as a string", "memory_gb", "141"),
            gpuSet("a GPU with NaN TFLOPS", "bf16_tflops", bare("NaN")),
            gpuSet("a GPU with 1e400 TFLOPS", "bf16_tflops", bare("1e400")),
            gpuSet("a GPU with a 0 W TDP", "tdp_w", 0),
            gpuSet("a GPU with an unknown link", "link", "infiniband"),
            catalogEdit(
                "a GPU without an id", "gpus.json", [](json& d) { d["gpus"][0].erase("id"); },
                "/gpus/0/id"),
            serverSet("a server with zero GPUs", "gpu_count", 0),
            serverSet("a server with 1e20 W of CPUs", "cpu_tdp_w", bare("1e20")),
            serverSet("a server with -0 GB of host memory", "host_ram_gb", bare("-0")),
            serverSet("a server of an unknown GPU", "gpu", "tpu-v5"),
            catalogEdit(
                "an NVLink domain larger than the server", "servers.json",
                [](json& d) {
                    d["servers"][0]["gpu_count"] = 1;
                    d["servers"][0]["nvlink_domain_size"] = 4;
                },
                "/servers/0/nvlink_domain_size"),
            catalogEdit(
                "an assumption with MFU 0", "assumptions.json",
                [](json& d) {
                    d["assumptions"] = json::array(
                        {{{"id", "mfu"}, {"value", 0}, {"label", "MFU"}, {"source", "test"}}});
                },
                "/assumptions/0/value"),
            // Issue 13: one id twice in one file, keys twice, links that lead nowhere.
            with(catalogEdit(
                     "a GPU id twice in gpus.json", "gpus.json",
                     [](json& d) { d["gpus"].insert(d["gpus"].begin() + 1, d["gpus"][0]); },
                     "/gpus/1/id"),
                 {"h200-nvl", "twice", "/gpus/0"}),
            with(
                catalogEdit(
                    "a server id twice in servers.json", "servers.json",
                    [](json& d) { d["servers"].insert(d["servers"].begin() + 1, d["servers"][0]); },
                    "/servers/1/id"),
                {"twice"}),
            with(catalogEdit(
                     "an assumption twice in assumptions.json", "assumptions.json",
                     [](json& d) {
                         d["assumptions"].insert(d["assumptions"].begin() + 1, d["assumptions"][0]);
                     },
                     "/assumptions/1/id"),
                 {"twice"}),
            with(catalogText("a key twice in vendor.json", "vendor.json",
                             R"({"name": "A", "name": "B"})", "/name"),
                 {"twice"}),
            with(catalogText(
                     "two model files with one id", "models/zz-copy.json",
                     readFile(fs::path(HEADROOM_SOURCE_CATALOG) / "models" / "llama-3.2-3b.json"),
                     "/id"),
                 {"llama-3.2-3b", "same folder"}),
            with(catalogText("gpus.json nested 100,000 levels deep",
                             "gpus.json", deepText(), deepKey()),
                 {"64 levels"}),
            with(catalogText("gpus.json a dangling link", "gpus.json", "{}", ""), {"symbolic link"},
                 danglingLink),
            with(catalogText("servers.json a link to itself", "servers.json", "{}", ""), {"loop"},
                 linkLoop),
            with(catalogText("a model file that is a dangling link", "models/zz-gone.json", "{}",
                             ""),
                 {"symbolic link"}, danglingLink),
            catalogEdit(
                "an unknown assumption", "assumptions.json",
                [](json& d) { d["assumptions"][0]["id"] = "magic"; }, "/assumptions/0/id"),
            catalogEdit(
                "a vendor without a name", "vendor.json", [](json& d) { d.erase("name"); },
                "/name"),
            catalogEdit(
                "a catalog model without its config", "models/qwen3.8-27b.json",
                [](json& d) { d.erase("config"); }, "/config"),
            catalogEdit(
                "a catalog model with a negative hidden_size", "models/qwen3.8-27b.json",
                [](json& d) {
                    auto& c = d["config"];
                    (c.contains("text_config") ? c["text_config"] : c)["hidden_size"] = -1;
                },
                "hidden_size"),
        };
    return table;
}

fs::path prepare(const BadFile& row, const fs::path& dir) {
    auto textOf = [&](const json& base) -> std::string {
        if (!row.edit)
            return row.text;
        json d = base;
        row.edit(d);
        return withBareTokens(d);
    };
    fs::path file;
    switch (row.target) {
    case Target::Scenario:
        file = dir / "s.json";
        writeFile(file, textOf(baseScenario()));
        break;
    case Target::ModelConfig:
        file = dir / "config.json";
        writeFile(file, textOf(llamaConfig()));
        writeFile(dir / "s.json", R"({"model": "config.json", "server": "4x-h200-nvl"})");
        break;
    case Target::Catalog:
        copyCatalog(dir / "catalog");
        file = dir / "catalog" / row.file;
        writeFile(file, textOf(row.edit ? readJson(file) : json()));
        writeFile(dir / "s.json", R"({"model": "qwen3.8-27b", "server": "4x-h200-nvl"})");
        break;
    }
    if (row.post)
        row.post(file);
    return file;
}

void checkWords(const Error& error, const BadFile& row) {
    const std::string line = error.toString();
    for (const auto& word : row.words)
        CHECK(line.find(word) != std::string::npos);
    CHECK(line.size() < 1200);
    CHECK(line.find('\n') == std::string::npos);
}

bool namesFile(const std::string& text, const fs::path& file) {
    return text.find(file.string()) != std::string::npos ||
           text.find(file.filename().string()) != std::string::npos;
}
} // namespace headroom::test
