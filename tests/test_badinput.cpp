// Bad input never crashes Headroom and never loses work (issue 9).
//
// One table of broken scenario files, imported config.json files and catalog files, run twice:
// in-process against loadScenario / parseScenario / loadModelConfig / parseModelConfig /
// loadCatalog (the error names the file and the key), and through the real `headroom`
// executable (exit 1, exactly one line on stderr naming the file and the key). A second table
// covers what only the command line sees: usage errors (exit 2), files that are directories,
// unwritable output paths. Last, failed exports leave the previous file untouched.
#include "catalog.h"
#include "clirunner.h"
#include "jsonreader.h"
#include "modelarch.h"
#include "recommend.h"
#include "scenario.h"
#include "scenariorange.h"
#include "sizing.h"
#include "textformat.h"
#include "wasmrunner.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <clocale>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <signal.h>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;
using nlohmann::json;
using namespace headroom;
using namespace headroom::test;

namespace {

// ---------------------------------------------------------------------------------------------
// Files

json readJson(const fs::path& path) {
    return json::parse(readFile(path));
}

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

/// A locale with a decimal comma, compiled from the C library's sources into `dir` with
/// localedef (LOCPATH points there): nothing system-wide is generated. Empty when the sources
/// (Debian's `locales`, in packaging/deps.sh) are missing.
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

// ---------------------------------------------------------------------------------------------
// The table of bad files

enum class Target { Scenario, ModelConfig, Catalog };

/// One bad input file. Its text is `text` when set, else the target's valid base document with
/// `edit` applied. `key` is the Error::key the loaders must report.
struct BadFile {
    const char* what;
    Target target;
    std::string file; ///< catalog: the file inside the catalog directory
    std::string text;
    std::function<void(json&)> edit;
    std::string key;
    std::vector<std::string> words = {}; ///< the error line contains each (issue 13)
    /// Run on the written file (issue 13): makes it sparse and huge, or a link.
    std::function<void(const fs::path&)> post = {};
};

/// A valid Llama 3.2 3B config.json (the importer's base document).
json baseConfig() {
    return json::parse(R"({
      "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 3072,
      "intermediate_size": 8192, "max_position_embeddings": 131072, "num_attention_heads": 24,
      "num_hidden_layers": 28, "num_key_value_heads": 8, "head_dim": 128,
      "tie_word_embeddings": true, "vocab_size": 128256, "rms_norm_eps": 1e-05
    })");
}

json baseScenario() {
    return json::parse(R"({"model": "qwen3.8-27b", "method": "full", "server": "4x-h200-nvl",
                           "sequence_length": 8192})");
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
    std::string text = baseConfig().dump();
    text.insert(1, "\"" + std::string(key) + "\": " + value + ", ");
    return text;
}

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
            with({"all-to-all context parallelism over more ranks than KV heads",
                  Target::Scenario,
                  "",
                  R"({"server": "8x-h200-sxm", "plan": {"cp": 8, "cp_kind": "all-to-all"}})",
                  {},
                  "/plan/cp"},
                 {"cp 8", "4 KV heads"}),
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

/// Writes the bad file of `row` into `dir` and returns the path the loaders must name.
/// Scenario rows: dir/s.json. Config rows: dir/config.json plus dir/s.json importing it.
/// Catalog rows: a catalog copy in dir/catalog with one file broken, plus a valid dir/s.json.
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
        writeFile(file, textOf(baseConfig()));
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

/// The words a row asks for are in the error's line, and the line is short (issue 13: a deep
/// document's path or parser text once made a 2 MB line).
void checkWords(const Error& error, const BadFile& row) {
    const std::string line = error.toString();
    for (const auto& word : row.words)
        CHECK(line.find(word) != std::string::npos);
    CHECK(line.size() < 1200);
    CHECK(line.find('\n') == std::string::npos);
}

/// Does the error name the bad file? Cross-checks of the catalog name the file only by its name.
bool namesFile(const std::string& text, const fs::path& file) {
    return text.find(file.string()) != std::string::npos ||
           text.find(file.filename().string()) != std::string::npos;
}

} // namespace

// =============================================================================================

TEST_CASE("the bad-input table is at least 40 rows of each target class", "[badinput]") {
    int scenarios = 0, configs = 0, catalogs = 0;
    for (const auto& row : badFiles())
        (row.target == Target::Scenario      ? scenarios
         : row.target == Target::ModelConfig ? configs
                                             : catalogs)++;
    CHECK(scenarios + configs + catalogs >= 40);
    CHECK(scenarios >= 20);
    CHECK(configs >= 10);
    CHECK(catalogs >= 10);
}

TEST_CASE("every bad file is rejected in-process with an error naming the file and the key",
          "[badinput]") {
    const Catalog& cat = catalog();
    for (const auto& row : badFiles()) {
        ScratchDir dir("inproc");
        const fs::path bad = prepare(row, dir.path());
        INFO(row.what << "\n  file: " << bad << "\n  text: " << readFile(bad));
        switch (row.target) {
        case Target::Scenario: {
            auto loaded = loadScenario(bad.string(), cat);
            REQUIRE_FALSE(loaded.ok());
            INFO("error: " << loaded.error().toString());
            CHECK(loaded.error().file == bad.string());
            CHECK(loaded.error().key == row.key);
            checkWords(loaded.error(), row);
            // The parsed document (when it parses) gives the same error through parseScenario.
            const auto doc = parseJsonText(readFile(bad), "in-memory.json");
            if (doc) {
                auto parsed = parseScenario(doc.value(), "in-memory.json", cat);
                REQUIRE_FALSE(parsed.ok());
                CHECK(parsed.error().key == row.key);
                CHECK(parsed.error().file == "in-memory.json");
            }
            break;
        }
        case Target::ModelConfig: {
            auto loaded = loadModelConfig(bad.string());
            REQUIRE_FALSE(loaded.ok());
            INFO("error: " << loaded.error().toString());
            CHECK(loaded.error().file == bad.string());
            CHECK(loaded.error().key.find(row.key) != std::string::npos);
            checkWords(loaded.error(), row);
            const auto doc = parseJsonText(readFile(bad), "config.json");
            if (doc) {
                auto parsed = parseModelConfig(doc.value(), "config.json");
                REQUIRE_FALSE(parsed.ok());
                CHECK(parsed.error().key.find(row.key) != std::string::npos);
            }
            // Through a scenario that imports it, the error still names config.json and the key.
            auto viaScenario = loadScenario((dir / "s.json").string(), cat);
            REQUIRE_FALSE(viaScenario.ok());
            CHECK(viaScenario.error().toString().find("config.json") != std::string::npos);
            CHECK(viaScenario.error().toString().find(row.key.empty() ? "/model" : row.key) !=
                  std::string::npos);
            break;
        }
        case Target::Catalog: {
            auto loaded = loadCatalog((dir / "catalog").string());
            REQUIRE_FALSE(loaded.ok());
            INFO("error: " << loaded.error().toString());
            CHECK(namesFile(loaded.error().file, bad));
            CHECK(loaded.error().key.find(row.key) != std::string::npos);
            checkWords(loaded.error(), row);
            if (!row.key.empty())
                CHECK(loaded.error().key.size() >= row.key.size());
            break;
        }
        }
    }
}

namespace {

bool isUtf8(const std::string& text) {
    try {
        (void)json(text).dump();
        return true;
    } catch (const json::exception&) {
        return false;
    }
}

} // namespace

TEST_CASE("every bad scenario and catalog file gives the same error line in WebAssembly",
          "[badinput][wasm]") {
    if (wasmModulePath().empty()) {
        std::cout << kWasmSkipped << "\n";
        return;
    }
    // The module evaluates a scenario's text against a catalog's texts: the rows whose file is
    // a scenario or a catalog file. Rows made by the file system (a link, a sparse 65 MB file)
    // and imported config.json files (the sheet carries those as model files of its catalog,
    // ui/sheet/quotesheet.cpp, tested with the window) have no text to pass.
    std::vector<std::string> catalogs = {
        catalogTextsToJson(readCatalogTexts(HEADROOM_SOURCE_CATALOG)).dump()};
    std::vector<WasmCase> cases;
    std::vector<std::string> native, what;
    for (const auto& row : badFiles()) {
        if (row.target == Target::ModelConfig || row.post)
            continue;
        ScratchDir dir("wasm-bad");
        INFO(row.what);
        const fs::path bad = prepare(row, dir.path());
        const fs::path scenario = dir / "s.json";
        // A file that is not UTF-8 text (a PNG, stray bytes) cannot be a JavaScript string:
        // the page only ever passes text it holds.
        if (!isUtf8(readFile(bad)))
            continue;
        if (row.target == Target::Scenario) {
            auto loaded = loadScenario(scenario.string(), catalog());
            REQUIRE_FALSE(loaded.ok());
            native.push_back(loaded.error().toString());
            cases.push_back({readFile(scenario), scenario.string(), 0});
        } else {
            auto loaded = loadCatalog((dir / "catalog").string());
            REQUIRE_FALSE(loaded.ok());
            native.push_back(loaded.error().toString());
            catalogs.push_back(
                catalogTextsToJson(readCatalogTexts((dir / "catalog").string())).dump());
            cases.push_back({readFile(scenario), scenario.string(), catalogs.size() - 1});
        }
        what.emplace_back(row.what);
    }
    CHECK(cases.size() >= 40);
    const std::vector<json> wasm = evaluateInWasm(cases, catalogs);
    for (std::size_t i = 0; i < cases.size(); ++i) {
        INFO(what[i] << "\n  wasm: " << wasm[i].dump());
        REQUIRE(wasm[i].contains("error"));
        CHECK(wasm[i]["error"].get<std::string>() == native[i]);
    }
}

#ifdef HEADROOM_EXE // the command-line half needs the headroom executable (a UI build)

namespace {

// ---------------------------------------------------------------------------------------------
// Running the real executable

/// Exactly one non-empty line, ending in a newline.
bool isOneLine(const std::string& text) {
    return !text.empty() && text.back() == '\n' && text.find('\n') == text.size() - 1 &&
           text.size() > 1;
}

} // namespace

TEST_CASE("every bad file makes headroom exit 1 with one line naming the file and the key",
          "[badinput][cli]") {
    for (const auto& row : badFiles()) {
        ScratchDir dir("cli");
        const fs::path bad = prepare(row, dir.path());
        std::vector<std::string> args{"evaluate", (dir / "s.json").string(), "--json"};
        if (row.target == Target::Catalog)
            args.insert(args.end(), {"--catalog", (dir / "catalog").string()});
        const Run run = runHeadroom(args, dir.path());
        INFO(row.what << "\n  file: " << bad << "\n  stderr: " << run.err
                      << "  stdout: " << run.out);
        CHECK(run.signal == 0);
        CHECK(run.exitCode == 1);
        CHECK(isOneLine(run.err));
        CHECK(namesFile(run.err, bad));
        CHECK(run.err.find(row.key.empty() && row.target == Target::ModelConfig
                               ? "/model"
                               : row.key) != std::string::npos);
        for (const auto& word : row.words)
            CHECK(run.err.find(word) != std::string::npos);
        CHECK(run.err.size() < 1200);
        CHECK(run.out.empty());
    }
}

namespace {

/// A command-line case beyond a broken file: its arguments (built in a scratch directory), the
/// exit code, and the words its one stderr line must contain.
struct CliCase {
    const char* what;
    int exitCode;
    std::function<std::pair<std::vector<std::string>, std::vector<std::string>>(const fs::path&)>
        prepare;
};

// On a 32 A feed: the 4× H200 NVL draws 3.4 kW, more than a 16 A feed carries, and a quote of
// a build that exceeds its feed exits 1 without --allow-unfit (issue 16).
const char* kGoodScenario = R"({"model": "qwen3.8-27b", "server": "4x-h200-nvl", "feed_amps": 32})";

std::vector<CliCase> cliCases() {
    using Args = std::pair<std::vector<std::string>, std::vector<std::string>>;
    auto good = [](const fs::path& d) {
        writeFile(d / "s.json", kGoodScenario);
        return (d / "s.json").string();
    };
    return {
        // Usage errors: exit 2.
        {"evaluate without a scenario", 2,
         [](const fs::path&) {
             return Args{{"evaluate"}, {"scenario"}};
         }},
        {"evaluate with two scenarios", 2,
         [good](const fs::path& d) {
             auto s = good(d);
             return Args{{"evaluate", s, s}, {"scenario"}};
         }},
        {"an unknown option", 2,
         [good](const fs::path& d) {
             return Args{{"evaluate", good(d), "--bogus"}, {"bogus"}};
         }},
        {"--catalog without its directory", 2,
         [good](const fs::path& d) {
             return Args{{"evaluate", good(d), "--catalog"}, {"--catalog"}};
         }},
        {"quote without -o", 2,
         [good](const fs::path& d) {
             return Args{{"quote", good(d)}, {"-o"}};
         }},
        {"quote in French", 2,
         [good](const fs::path& d) {
             return Args{{"quote", good(d), "-o", (d / "q.pdf").string(), "--lang", "fr"},
                         {"--lang", "fr"}};
         }},
        {"quote on A5 paper", 2,
         [good](const fs::path& d) {
             return Args{{"quote", good(d), "-o", (d / "q.pdf").string(), "--paper", "a5"},
                         {"--paper", "a5"}};
         }},
        {"recommend with -o", 2,
         [good](const fs::path& d) {
             return Args{{"recommend", good(d), "-o", "x.pdf"}, {"o"}};
         }},
        // Files that are not there or not files: exit 1.
        {"a scenario that does not exist", 1,
         [](const fs::path& d) {
             return Args{{"evaluate", (d / "nothing.json").string()}, {"nothing.json"}};
         }},
        {"a directory where the scenario should be", 1,
         [](const fs::path& d) {
             fs::create_directories(d / "dir.json");
             return Args{{"evaluate", (d / "dir.json").string()}, {"dir.json", "directory"}};
         }},
        {"a scenario importing a config.json that does not exist", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"model": "missing/config.json"})");
             return Args{{"evaluate", (d / "s.json").string()},
                         {"s.json", "/model", "missing/config.json"}};
         }},
        {"a scenario importing a directory as its config.json", 1,
         [](const fs::path& d) {
             fs::create_directories(d / "cfg" / "config.json");
             writeFile(d / "s.json", R"({"model": "cfg/config.json"})");
             return Args{{"recommend", (d / "s.json").string(), "--json"},
                         {"s.json", "/model", "config.json"}};
         }},
        {"a device where the scenario should be", 1,
         [](const fs::path&) {
             return Args{{"evaluate", "/dev/zero"}, {"/dev/zero", "regular file"}};
         }},
        {"a scenario importing a device as its config.json", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"model": "/dev/zero"})");
             return Args{{"evaluate", (d / "s.json").string()}, {"s.json", "/model", "/dev/zero"}};
         }},
        {"a catalog directory that does not exist", 1,
         [good](const fs::path& d) {
             return Args{{"evaluate", good(d), "--catalog", (d / "nowhere").string()}, {"nowhere"}};
         }},
        {"a regular file as the catalog directory", 1,
         [good](const fs::path& d) {
             writeFile(d / "plain", "x");
             return Args{{"evaluate", good(d), "--catalog", (d / "plain").string()}, {"plain"}};
         }},
        {"a catalog without gpus.json", 1,
         [good](const fs::path& d) {
             copyCatalog(d / "catalog");
             fs::remove(d / "catalog" / "gpus.json");
             return Args{{"evaluate", good(d), "--catalog", (d / "catalog").string()},
                         {"gpus.json"}};
         }},
        {"a directory where gpus.json should be", 1,
         [good](const fs::path& d) {
             copyCatalog(d / "catalog");
             fs::remove(d / "catalog" / "gpus.json");
             fs::create_directories(d / "catalog" / "gpus.json");
             return Args{{"evaluate", good(d), "--catalog", (d / "catalog").string()},
                         {"gpus.json", "directory"}};
         }},
        {"a directory named like a model file in the catalog", 1,
         [good](const fs::path& d) {
             copyCatalog(d / "catalog");
             fs::create_directories(d / "catalog" / "models" / "zzz.json");
             return Args{{"evaluate", good(d), "--catalog", (d / "catalog").string()},
                         {"zzz.json"}};
         }},
        {"a broken user catalog in XDG_CONFIG_HOME", 1,
         [good](const fs::path& d) {
             writeFile(d / "headroom" / "catalog" / "gpus.json", R"({"gpus": [{"id": 1}]})");
             return Args{{"evaluate", good(d)}, {"gpus.json", "/gpus/0/id"}};
         }},
        // Output paths that cannot take the PDF: exit 1, nothing written.
        {"a quote below a regular file", 1,
         [good](const fs::path& d) {
             writeFile(d / "plain", "x");
             return Args{{"quote", good(d), "-o", (d / "plain" / "q.pdf").string()},
                         {"plain/q.pdf"}};
         }},
        {"a quote onto a directory", 1,
         [good](const fs::path& d) {
             fs::create_directories(d / "q.pdf");
             return Args{{"quote", good(d), "-o", (d / "q.pdf").string()}, {"q.pdf"}};
         }},
        {"a quote of a bad scenario", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"sequence_length": 0})");
             return Args{{"quote", (d / "s.json").string(), "-o", (d / "q.pdf").string()},
                         {"s.json", "/sequence_length"}};
         }},
        {"recommend on a bad scenario", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"image_share": 2})");
             return Args{{"recommend", (d / "s.json").string(), "--json"},
                         {"s.json", "/image_share"}};
         }},
    };
}

} // namespace

TEST_CASE("command-line misuse exits 2, missing and odd paths exit 1, each with one line",
          "[badinput][cli]") {
    for (const auto& c : cliCases()) {
        ScratchDir dir("args");
        const auto [args, words] = c.prepare(dir.path());
        const Run run = runHeadroom(args, dir.path());
        INFO(c.what << "\n  stderr: " << run.err << "  stdout: " << run.out);
        CHECK(run.signal == 0);
        CHECK(run.exitCode == c.exitCode);
        CHECK(isOneLine(run.err));
        for (const auto& w : words)
            CHECK(run.err.find(w) != std::string::npos);
    }
    // No quote file appeared where it could not be written.
}

TEST_CASE("a failed quote export leaves the previous file untouched, byte for byte",
          "[badinput][cli][atomic]") {
    ScratchDir dir("atomic");
    writeFile(dir / "s.json", kGoodScenario);
    writeFile(dir / "bad.json", R"({"gpu_count": 0})");
    std::string previous = "%PDF-1.4\n% the quote sent last week\n";
    for (int i = 0; i < 200; ++i)
        previous += "line " + std::to_string(i) + " of the previous quote\n";
    const fs::path out = dir / "out" / "quote.pdf";
    writeFile(out, previous);

    auto onlyTheOldFile = [&] {
        std::vector<std::string> names;
        for (const auto& e : fs::directory_iterator(out.parent_path()))
            names.push_back(e.path().filename().string());
        return names == std::vector<std::string>{"quote.pdf"};
    };

    SECTION("when the scenario is bad") {
        const Run run =
            runHeadroom({"quote", (dir / "bad.json").string(), "-o", out.string()}, dir.path());
        CHECK(run.exitCode == 1);
        CHECK(isOneLine(run.err));
    }
    SECTION("when the disk fills up while the PDF is written") {
        const Run run =
            runHeadroom({"quote", (dir / "s.json").string(), "-o", out.string()}, dir.path(), 512);
        INFO("stderr: " << run.err);
        CHECK(run.signal == 0);
        CHECK(run.exitCode == 1);
        CHECK(isOneLine(run.err));
        CHECK(run.err.find("quote.pdf") != std::string::npos);
    }
    SECTION("when the catalog is broken") {
        ScratchDir cat("atomic-catalog");
        copyCatalog(cat / "catalog");
        writeFile(cat / "catalog" / "vendor.json", "{");
        const Run run = runHeadroom({"quote", (dir / "s.json").string(), "-o", out.string(),
                                     "--catalog", (cat / "catalog").string()},
                                    dir.path());
        CHECK(run.exitCode == 1);
        CHECK(isOneLine(run.err));
    }
    CHECK(readFile(out) == previous);
    CHECK(onlyTheOldFile());
}

TEST_CASE("a quote aimed at a directory leaves the directory and its files alone",
          "[badinput][cli][atomic]") {
    ScratchDir dir("atomic-dir");
    writeFile(dir / "s.json", kGoodScenario);
    writeFile(dir / "q.pdf" / "keep.txt", "keep me");
    const Run run = runHeadroom(
        {"quote", (dir / "s.json").string(), "-o", (dir / "q.pdf").string()}, dir.path());
    CHECK(run.exitCode == 1);
    CHECK(fs::is_directory(dir / "q.pdf"));
    CHECK(readFile(dir / "q.pdf" / "keep.txt") == "keep me");
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir / "q.pdf"))
        ++entries;
    CHECK(entries == 1);
}

// =============================================================================================
// Issue 13, part A: what only the command line sees — no display, the whole command line,
// outputs that are inputs or not files, stdout that cannot be written, the process locale,
// control characters in names, messages that must name the real cause.

namespace {

bool hasControlBytes(const std::string& text) {
    return std::any_of(text.begin(), text.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && u != '\n') || u == 0x7f;
    });
}

std::size_t linesStartingWith(const std::string& text, const std::string& prefix) {
    std::size_t count = 0;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        count += line.rfind(prefix, 0) == 0 ? 1 : 0;
    return count;
}

bool isCharacterDevice(const fs::path& p) {
    return fs::is_character_file(fs::symlink_status(p));
}

/// One command-line case of issue 13: its arguments and run options (built in a scratch
/// directory), the exit code, the words its stderr must hold, and checks of its own.
struct Cli13 {
    std::vector<std::string> args;
    std::vector<std::string> words;
    RunOptions options;
    std::function<void(const Run&)> check;
};
struct Cli13Row {
    const char* what;
    int exitCode;
    std::function<Cli13(const fs::path&)> prepare;
};

RunOptions withoutDisplay(const char* platform) {
    RunOptions o;
    o.env = {{"QT_QPA_PLATFORM", std::string(platform)},
             {"DISPLAY", std::nullopt},
             {"WAYLAND_DISPLAY", std::nullopt}};
    return o;
}

RunOptions withEnv(std::vector<std::pair<std::string, std::optional<std::string>>> env) {
    RunOptions o;
    o.env = std::move(env);
    return o;
}

std::vector<Cli13Row> cli13Rows() {
    auto good = [](const fs::path& d) {
        writeFile(d / "s.json", kGoodScenario);
        return (d / "s.json").string();
    };
    auto printsVerdict = [](const Run& run) { CHECK_THAT(run.out, Catch::Contains("Verdict: ")); };
    auto wrotePdf = [](fs::path pdf) {
        return [pdf](const Run& run) {
            CHECK_THAT(run.out, Catch::StartsWith("Quote written to"));
            CHECK(readFile(pdf).rfind("%PDF-", 0) == 0);
        };
    };
    /// The file keeps its bytes (the quote did not replace it).
    auto untouched = [](fs::path file) {
        auto before = std::make_shared<std::string>(readFile(file));
        return [file, before](const Run& run) {
            CHECK(readFile(file) == *before);
            CHECK(run.out.empty());
        };
    };
    // A config.json and a catalog name that try to drive the terminal and forge a verdict.
    const std::string evil =
        "Evil\x1b[2J\x1b]0;owned\x07\r\nVerdict: fits, 999 GB free\x7f\xc2\x9b";
    return {
        // ---- Crashes and hangs: no command needs a display; the whole command line is parsed.
        {"evaluate with an X11 platform and no display", 0,
         [=](const fs::path& d) {
             return Cli13{{"evaluate", good(d)}, {}, withoutDisplay("xcb"), printsVerdict};
         }},
        {"evaluate --json with a Wayland platform and no display", 0,
         [=](const fs::path& d) {
             return Cli13{{"evaluate", good(d), "--json"},
                          {},
                          withoutDisplay("wayland"),
                          [](const Run& run) { CHECK(json::parse(run.out).contains("fits")); }};
         }},
        {"recommend with an X11 platform and no display", 0,
         [=](const fs::path& d) {
             return Cli13{{"recommend", good(d)}, {}, withoutDisplay("xcb"), [](const Run& run) {
                              CHECK_THAT(run.out, Catch::StartsWith("1. "));
                          }};
         }},
        {"quote with an X11 platform and no display renders offscreen", 0,
         [=](const fs::path& d) {
             return Cli13{{"quote", good(d), "-o", (d / "q.pdf").string()},
                          {},
                          withoutDisplay("xcb"),
                          wrotePdf(d / "q.pdf")};
         }},
        {"--catalog before the command", 0,
         [=](const fs::path& d) {
             return Cli13{{"--catalog", HEADROOM_SOURCE_CATALOG, "evaluate", good(d)},
                          {},
                          withoutDisplay("xcb"),
                          printsVerdict};
         }},
        {"--catalog before quote", 0,
         [=](const fs::path& d) {
             return Cli13{{"--catalog", HEADROOM_SOURCE_CATALOG, "quote", good(d), "-o",
                           (d / "q.pdf").string()},
                          {},
                          withoutDisplay("xcb"),
                          wrotePdf(d / "q.pdf")};
         }},
        {"an unknown option without a command", 2,
         [](const fs::path&) {
             return Cli13{{"--bogus"}, {"bogus"}, withoutDisplay("xcb"), {}};
         }},
        {"a command with a capital letter", 2,
         [=](const fs::path& d) {
             return Cli13{
                 {"Evaluate", good(d)}, {"'Evaluate'", "'evaluate'"}, withoutDisplay("xcb"), {}};
         }},
        {"a misspelt command", 2,
         [=](const fs::path& d) {
             return Cli13{{"qoute", good(d), "-o", (d / "q.pdf").string()},
                          {"'qoute'", "'quote'"},
                          withoutDisplay("xcb"),
                          {}};
         }},
        {"a word that is neither a command nor a file", 2,
         [](const fs::path&) {
             return Cli13{{"evalute"}, {"'evalute'"}, withoutDisplay("xcb"), {}};
         }},
        {"--json on quote", 2,
         [=](const fs::path& d) {
             return Cli13{
                 {"quote", good(d), "-o", (d / "q.pdf").string(), "--json"}, {"--json"}, {}, {}};
         }},
        {"--lang on evaluate", 2,
         [=](const fs::path& d) {
             return Cli13{{"evaluate", good(d), "--lang", "de"}, {"--lang"}, {}, {}};
         }},
        {"an empty --catalog", 2,
         [=](const fs::path& d) {
             return Cli13{{"evaluate", good(d), "--catalog", ""}, {"--catalog"}, {}, {}};
         }},
        {"the window without a display (X11)", 1,
         [](const fs::path&) {
             return Cli13{{}, {"display"}, withoutDisplay("xcb"), {}};
         }},
        {"the window on a scenario without a display (Wayland)", 1,
         [=](const fs::path& d) {
             return Cli13{{good(d)}, {"wayland"}, withoutDisplay("wayland"), {}};
         }},
        {"the window with --catalog and no display", 1,
         [](const fs::path&) {
             return Cli13{
                 {"--catalog", HEADROOM_SOURCE_CATALOG}, {"window"}, withoutDisplay("xcb"), {}};
         }},

        // ---- Lost or overwritten data: the output is never an input, never replaces a node.
        {"a quote onto /dev/full", 1,
         [=](const fs::path& d) {
             return Cli13{{"quote", good(d), "-o", "/dev/full"},
                          {"/dev/full", "No space left on device"},
                          {},
                          [](const Run& run) {
                              CHECK(isCharacterDevice("/dev/full"));
                              CHECK(run.out.empty());
                          }};
         }},
        {"a quote onto a FIFO nobody reads", 1,
         [=](const fs::path& d) {
             REQUIRE(::mkfifo((d / "pipe").c_str(), 0600) == 0);
             return Cli13{{"quote", good(d), "-o", (d / "pipe").string()},
                          {"pipe", "reading"},
                          {},
                          [d](const Run& run) {
                              CHECK(fs::is_fifo(d / "pipe"));
                              CHECK(run.out.empty());
                          }};
         }},
        {"a quote onto its own scenario", 2,
         [=](const fs::path& d) {
             const std::string s = good(d);
             return Cli13{{"quote", s, "-o", s}, {"s.json", "-o"}, {}, untouched(s)};
         }},
        {"a quote onto a link to its own scenario", 2,
         [=](const fs::path& d) {
             const std::string s = good(d);
             fs::create_symlink(s, d / "link.pdf");
             return Cli13{{"quote", s, "-o", (d / "link.pdf").string()},
                          {"link.pdf", "scenario"},
                          {},
                          untouched(s)};
         }},
        {"a quote onto a hard link to its own scenario, named with ..", 2,
         [=](const fs::path& d) {
             const std::string s = good(d);
             fs::create_directories(d / "sub");
             fs::create_hard_link(s, d / "hard.pdf");
             return Cli13{{"quote", s, "-o", (d / "sub" / ".." / "hard.pdf").string()},
                          {"scenario"},
                          {},
                          untouched(s)};
         }},
        {"a quote onto the imported config.json", 2,
         [=](const fs::path& d) {
             writeFile(d / "config.json", baseConfig().dump());
             writeFile(d / "s.json", R"({"model": "config.json", "server": "1x-h200-nvl"})");
             return Cli13{{"quote", (d / "s.json").string(), "-o", (d / "config.json").string()},
                          {"config.json", "model"},
                          {},
                          untouched(d / "config.json")};
         }},
        {"a quote onto a built-in catalog file", 2,
         [=](const fs::path& d) {
             copyCatalog(d / "catalog");
             return Cli13{{"quote", good(d), "-o", (d / "catalog" / "servers.json").string(),
                           "--catalog", (d / "catalog").string()},
                          {"servers.json", "catalog"},
                          {},
                          untouched(d / "catalog" / "servers.json")};
         }},
        {"a quote onto a catalog model file", 2,
         [=](const fs::path& d) {
             copyCatalog(d / "catalog");
             const fs::path model = d / "catalog" / "models" / "qwen3-8b.json";
             return Cli13{
                 {"quote", good(d), "-o", model.string(), "--catalog", (d / "catalog").string()},
                 {"qwen3-8b.json"},
                 {},
                 untouched(model)};
         }},
        {"a quote onto the user's catalog file", 2,
         [=](const fs::path& d) {
             const fs::path user = d / "headroom" / "catalog" / "vendor.json";
             writeFile(user, readFile(fs::path(HEADROOM_SOURCE_CATALOG) / "vendor.json"));
             return Cli13{
                 {"quote", good(d), "-o", user.string()}, {"vendor.json"}, {}, untouched(user)};
         }},
        {"evaluate --json into /dev/full", 1,
         [=](const fs::path& d) {
             RunOptions o;
             o.stdoutTo = RunOptions::Stdout::DevFull;
             return Cli13{{"evaluate", good(d), "--json"},
                          {"standard output", "No space left on device"},
                          o,
                          {}};
         }},
        {"evaluate with stdout closed", 1,
         [=](const fs::path& d) {
             RunOptions o;
             o.stdoutTo = RunOptions::Stdout::Closed;
             return Cli13{{"evaluate", good(d)}, {"standard output", "Bad file descriptor"}, o, {}};
         }},
        {"recommend into /dev/full", 1,
         [=](const fs::path& d) {
             RunOptions o;
             o.stdoutTo = RunOptions::Stdout::DevFull;
             return Cli13{{"recommend", good(d)}, {"standard output"}, o, {}};
         }},
        {"a quote whose confirmation cannot be printed", 1,
         [=](const fs::path& d) {
             RunOptions o;
             o.stdoutTo = RunOptions::Stdout::Closed;
             return Cli13{
                 {"quote", good(d), "-o", (d / "q.pdf").string()}, {"standard output"}, o, {}};
         }},

        // ---- Wrong numbers: control characters never reach the terminal raw.
        {"control characters in an imported config.json's architectures[0]", 0,
         [=](const fs::path& d) {
             json config = baseConfig();
             config["architectures"] = json::array({evil});
             writeFile(d / "config.json", config.dump());
             writeFile(d / "s.json", R"({"model": "config.json", "server": "1x-h200-nvl"})");
             return Cli13{{"evaluate", (d / "s.json").string()}, {}, {}, [](const Run& run) {
                              CHECK_FALSE(hasControlBytes(run.out));
                              CHECK(run.out.find("\xc2\x9b") == std::string::npos);
                              CHECK(linesStartingWith(run.out, "Verdict:") == 1);
                              CHECK_THAT(run.out, Catch::Contains("Evil\\x1b[2J"));
                              CHECK_THAT(run.out, Catch::Contains("\\r\\nVerdict: fits, 999 GB"));
                          }};
         }},
        {"control characters in a user catalog's GPU and server names", 0,
         [=](const fs::path& d) {
             json gpus = readJson(fs::path(HEADROOM_SOURCE_CATALOG) / "gpus.json");
             json servers = readJson(fs::path(HEADROOM_SOURCE_CATALOG) / "servers.json");
             for (auto& g : gpus["gpus"])
                 g["name"] = evil;
             for (auto& sv : servers["servers"])
                 sv["name"] = evil;
             writeFile(d / "headroom" / "catalog" / "gpus.json", gpus.dump());
             writeFile(d / "headroom" / "catalog" / "servers.json", servers.dump());
             return Cli13{{"evaluate", good(d)}, {}, {}, [](const Run& run) {
                              CHECK_FALSE(hasControlBytes(run.out));
                              CHECK(linesStartingWith(run.out, "Verdict:") == 1);
                              CHECK_THAT(run.out, Catch::Contains("\\x1b"));
                          }};
         }},
        {"control characters in a user catalog's server id, through recommend", 0,
         [=](const fs::path& d) {
             // A copy of the first-ranked build under an id that sorts before it ('0' < '4').
             json servers = readJson(fs::path(HEADROOM_SOURCE_CATALOG) / "servers.json");
             json extra;
             for (const auto& sv : servers["servers"])
                 if (sv["id"] == "4x-h200-nvl")
                     extra = sv;
             extra["id"] = "0\x1b[31m\n1. forged";
             writeFile(d / "headroom" / "catalog" / "servers.json",
                       json{{"servers", json::array({extra})}}.dump());
             return Cli13{{"recommend", good(d)}, {}, {}, [](const Run& run) {
                              CHECK_FALSE(hasControlBytes(run.out));
                              CHECK_THAT(run.out, Catch::StartsWith("1. 0\\x1b[31m\\n1. forged"));
                              CHECK(linesStartingWith(run.out, "1. ") == 1);
                          }};
         }},
        {"a bad value with control characters is still one escaped line", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", json{{"server", "x\x1b[2J\nVerdict: fits"}}.dump());
             return Cli13{{"evaluate", (d / "s.json").string()},
                          {"/server", "\\x1b[2J\\nVerdict"},
                          {},
                          [](const Run& run) { CHECK_FALSE(hasControlBytes(run.err)); }};
         }},

        // ---- Messages: the real cause, one line, nothing else on stderr.
        {"a quote with XDG_RUNTIME_DIR open to everyone", 0,
         [=](const fs::path& d) {
             fs::create_directories(d / "runtime");
             fs::permissions(d / "runtime", fs::perms::all);
             return Cli13{{"quote", good(d), "-o", (d / "q.pdf").string()},
                          {},
                          withEnv({{"XDG_RUNTIME_DIR", (d / "runtime").string()}}),
                          wrotePdf(d / "q.pdf")};
         }},
        {"a quote without XDG_RUNTIME_DIR", 0,
         [=](const fs::path& d) {
             return Cli13{{"quote", good(d), "-o", (d / "q.pdf").string()},
                          {},
                          withEnv({{"XDG_RUNTIME_DIR", std::nullopt}}),
                          wrotePdf(d / "q.pdf")};
         }},
        {"a quote with XDG_RUNTIME_DIR that does not exist", 0,
         [=](const fs::path& d) {
             return Cli13{{"quote", good(d), "-o", (d / "q.pdf").string()},
                          {},
                          withEnv({{"XDG_RUNTIME_DIR", (d / "gone").string()}}),
                          wrotePdf(d / "q.pdf")};
         }},
        {"a quote whose file name is too long", 1,
         [=](const fs::path& d) {
             const std::string name(260, 'n');
             return Cli13{
                 {"quote", good(d), "-o", (d / name).string()}, {"File name too long"}, {}, {}};
         }},
        {"a quote onto a full disk", 1,
         [=](const fs::path& d) {
             RunOptions o;
             o.fileSizeLimit = 4096;
             return Cli13{{"quote", good(d), "-o", (d / "q.pdf").string()},
                          {"q.pdf", "File too large"},
                          o,
                          [d](const Run&) { CHECK_FALSE(fs::exists(d / "q.pdf")); }};
         }},
    };
}

} // namespace

TEST_CASE("issue 13 command-line rows: no display needed, whole command line, outputs that are "
          "inputs or devices, stdout checked, escaped names, real causes",
          "[badinput][cli][issue13]") {
    for (const auto& row : cli13Rows()) {
        ScratchDir dir("cli13");
        const Cli13 c = row.prepare(dir.path());
        const Run run = runHeadroom(c.args, dir.path(), c.options);
        INFO(row.what << "\n  stderr: " << run.err << "  stdout: " << run.out.substr(0, 400));
        CHECK(run.signal == 0);
        CHECK(run.exitCode == row.exitCode);
        if (row.exitCode == 0)
            CHECK(run.err.empty()); // no Qt warning as a second line either
        else
            CHECK(isOneLine(run.err));
        CHECK(run.err.find("Unknown error") == std::string::npos);
        for (const auto& w : c.words)
            CHECK_THAT(run.err, Catch::Contains(w));
        if (c.check)
            c.check(run);
    }
}

TEST_CASE("names of every length up to the file system's limit save or say why",
          "[badinput][cli][issue13]") {
    // QSaveFile writes a temporary "<name>.XXXXXX" first: near the 255-byte limit that name is
    // too long while the target is not. Either the quote is written or the reason is real.
    ScratchDir dir("cli13-names");
    writeFile(dir / "s.json", kGoodScenario);
    for (std::size_t length = 248; length <= 255; ++length) {
        const fs::path out = dir / (std::string(length - 4, 'n') + ".pdf");
        const Run run =
            runHeadroom({"quote", (dir / "s.json").string(), "-o", out.string()}, dir.path());
        INFO("name length " << length << ", stderr: " << run.err);
        CHECK(run.signal == 0);
        if (run.exitCode == 0) {
            CHECK(readFile(out).rfind("%PDF-", 0) == 0);
        } else {
            CHECK(run.exitCode == 1);
            CHECK(isOneLine(run.err));
            CHECK(run.err.find("Unknown error") == std::string::npos);
            CHECK_FALSE(fs::exists(out));
        }
        std::error_code ec;
        fs::remove(out, ec);
        std::size_t left = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path()))
            ++left;
        CHECK(left == 1); // s.json only: no temporary file left behind
    }
}

TEST_CASE("a quote onto a device node writes through it and leaves the node a device",
          "[badinput][cli][issue13]") {
    ScratchDir dir("cli13-node");
    writeFile(dir / "s.json", kGoodScenario);
    const fs::path node = dir / "null-device";
    // The null device's numbers (Linux: character device 1, 3). Creating it needs root.
    if (::mknod(node.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0) {
        WARN("mknod needs root; the device-node row runs as root only (here: /dev/full above)");
        return;
    }
    const Run run =
        runHeadroom({"quote", (dir / "s.json").string(), "-o", node.string()}, dir.path());
    INFO("stderr: " << run.err);
    CHECK(run.exitCode == 0);
    CHECK(run.err.empty());
    CHECK(isCharacterDevice(node));
}

TEST_CASE("a quote into a FIFO with a reader arrives whole through the FIFO",
          "[badinput][cli][issue13]") {
    ScratchDir dir("cli13-fifo");
    writeFile(dir / "s.json", kGoodScenario);
    const fs::path fifo = dir / "pipe";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
    REQUIRE(reader >= 0);
    std::string received;
    std::atomic<bool> done{false};
    std::thread drain([&] {
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(reader, buffer, sizeof buffer);
            if (n > 0)
                received.append(buffer, static_cast<std::size_t>(n));
            else if (n == 0 && done)
                break; // the writer has gone and everything is read
            else
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    });
    const Run run =
        runHeadroom({"quote", (dir / "s.json").string(), "-o", fifo.string()}, dir.path());
    done = true;
    drain.join();
    ::close(reader);
    INFO("stderr: " << run.err);
    CHECK(run.exitCode == 0);
    CHECK(run.err.empty());
    CHECK(fs::is_fifo(fifo));
    CHECK(received.rfind("%PDF-", 0) == 0);
    CHECK(received.find("%%EOF") != std::string::npos);
}

TEST_CASE("the command line prints 13.9, not 13,9, under a German locale",
          "[badinput][cli][issue13]") {
    ScratchDir dir("cli13-locale");
    const auto locales = germanLocale(dir / "locales");
    if (!locales) {
        WARN("no de_DE locale source (Debian package locales); the locale row cannot run here");
        return;
    }
    writeFile(dir / "s.json", "{}");
    RunOptions german = withEnv({{"LOCPATH", *locales}, {"LC_ALL", std::string("de_DE.UTF-8")}});
    const Run text = runHeadroom({"evaluate", (dir / "s.json").string()}, dir.path(), german);
    INFO("stderr: " << text.err);
    REQUIRE(text.exitCode == 0);
    CHECK(text.err.empty());
    CHECK_THAT(text.out, Catch::Contains("weights 13.9, gradients 13.9"));
    CHECK(text.out.find("13,9") == std::string::npos);
    const Run list = runHeadroom({"recommend", (dir / "s.json").string()}, dir.path(), german);
    CHECK_THAT(list.out, Catch::Contains(" GB free, "));
    CHECK(list.out.find(",2 s/step") == std::string::npos);
    const Run asJson =
        runHeadroom({"evaluate", (dir / "s.json").string(), "--json"}, dir.path(), german);
    CHECK(json::parse(asJson.out).at("per_gpu_gb").at("weights").get<double>() ==
          Approx(13.9).margin(0.05));
    // The default build exceeds its 16 A feed: quoted anyway, as issue 16's option allows.
    const Run quote = runHeadroom(
        {"quote", (dir / "s.json").string(), "-o", (dir / "q.pdf").string(), "--allow-unfit"},
        dir.path(), german);
    CHECK(quote.exitCode == 0);
    CHECK(quote.err.empty());
}

#endif // HEADROOM_EXE

// In-process: the text formatting itself ignores the process locale (the quote's QApplication
// sets the user's), and a scenario saved into another folder still finds its imported model.

TEST_CASE("the text summary is locale-independent even after setlocale", "[badinput][issue13]") {
    ScratchDir dir("locale-inproc");
    const auto locales = germanLocale(dir / "locales");
    if (!locales) {
        WARN("no de_DE locale source (Debian package locales); the in-process locale row cannot "
             "run");
        return;
    }
    auto catalog = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(catalog.ok());
    auto scenario = parseScenario(json::object(), "", catalog.value());
    REQUIRE(scenario.ok());
    const SizingResult result = evaluate(scenario.value(), catalog.value());
    const std::string previous = std::setlocale(LC_ALL, nullptr);
    ::setenv("LOCPATH", locales->c_str(), 1);
    REQUIRE(std::setlocale(LC_ALL, "de_DE.UTF-8") != nullptr);
    char comma[16];
    std::snprintf(comma, sizeof comma, "%.1f", 13.9);
    const std::string text = toText(result);
    const auto ranked = recommend(scenario.value(), catalog.value(), 3);
    std::setlocale(LC_ALL, previous.c_str());
    ::unsetenv("LOCPATH");
    CHECK(std::string(comma) == "13,9"); // the locale is active: the check below can fail
    CHECK_THAT(text, Catch::Contains("weights 13.9, gradients 13.9"));
    CHECK(text.find("13,9") == std::string::npos);
    REQUIRE_FALSE(ranked.empty());
    for (const auto& r : ranked) { // "46.2 h for the dataset", never "46,2 h"
        INFO(r.reason);
        CHECK_FALSE(std::regex_search(r.reason, std::regex("[0-9],[0-9]")));
        CHECK(std::regex_search(r.reason, std::regex("[0-9]\\.[0-9] h for the dataset")));
    }
}

TEST_CASE("escapeControls writes every control character as an escape and keeps the rest",
          "[badinput][issue13]") {
    CHECK(escapeControls("Qwen3.8-27B on 4× H200 — ok") == "Qwen3.8-27B on 4× H200 — ok");
    CHECK(escapeControls("a\nb\tc\rd") == "a\\nb\\tc\\rd");
    CHECK(escapeControls("\x1b[2J\x07\x7f") == "\\x1b[2J\\x07\\x7f");
    CHECK(escapeControls("\xc2\x9b"
                         "31m") == "\\u{009b}31m"); // C1 CSI
    CHECK(escapeControls("\xe2\x80\xae"
                         "txt") == "\\u{202e}txt"); // right-to-left override
    CHECK(escapeControls(std::string("nul\0x", 5)) == "nul\\x00x");
    CHECK(escapeControls("\xff\xc3") == "\\xff\\xc3"); // not UTF-8
    CHECK(formatC("%.1f|%d|%s", 13.94, 7, "x") == "13.9|7|x");
}

TEST_CASE("a scenario saved into another folder keeps its name and finds its imported model",
          "[badinput][issue13]") {
    auto catalog = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(catalog.ok());
    ScratchDir dir("saveas");
    writeFile(dir / "a" / "models" / "config.json", baseConfig().dump());
    writeFile(dir / "a" / "run.headroom.json",
              R"({"name": "Llama 3B on one card", "headroom_version": "0.1.0",
                  "model": "models/config.json", "server": "1x-h200-nvl", "lora_rank": 32,
                  "method": "lora"})");
    auto loaded = loadScenario((dir / "a" / "run.headroom.json").string(), catalog.value());
    REQUIRE(loaded.ok());
    for (const fs::path& target :
         {dir / "b" / "deeper" / "copy.headroom.json", dir / "copy.headroom.json",
          dir / "a" / "models" / "copy.headroom.json"}) {
        INFO(target);
        const json doc = toJson(loaded.value(), target.string());
        writeFile(target, doc.dump(2));
        CHECK(doc.at("name") == "Llama 3B on one card");
        CHECK(doc.at("headroom_version") == "0.1.0");
        CHECK(fs::path(doc.at("model").get<std::string>()).is_relative());
        auto again = loadScenario(target.string(), catalog.value());
        REQUIRE(again.ok());
        CHECK(again.value() == loaded.value());
        CHECK(evaluate(again.value(), catalog.value()) ==
              evaluate(loaded.value(), catalog.value()));
    }
    CHECK(toJson(loaded.value(), (dir / "b" / "deeper" / "x.json").string()).at("model") ==
          "../../a/models/config.json");
    // Without a target the path stays absolute: valid from anywhere.
    CHECK(fs::path(toJson(loaded.value()).at("model").get<std::string>()).is_absolute());
}

// =============================================================================================
// Issue 13, part B: what one broken file of the table cannot show. A user catalog on top of the
// built-in one (the error names the file the user wrote), links and folders that cannot be
// read, the environment, the range table, figures that must stay whole and positive.

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
    json servers = json::array();
    for (int i = 0; i < 50000; ++i)
        servers.push_back({{"id", "gen-" + std::to_string(i)},
                           {"name", "generated"},
                           {"gpu", "h200-nvl"},
                           {"gpu_count", 1 + i % 8},
                           {"cpu", "x"},
                           {"cpu_tdp_w", 280},
                           {"host_ram_gb", 1024}});
    writeFile(dir / "user" / "servers.json", json{{"servers", servers}}.dump());
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
