// Parameter counts from config.json against the counts the model makers and the
// checkpoints state. The catalog's model files are read directly, without the catalog loader.
#include "modelarch.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

using namespace headroom;

namespace {

constexpr double B = 1e9;

nlohmann::json catalogDocument(const std::string& id) {
    const std::string path = std::string(HEADROOM_SOURCE_CATALOG) + "/models/" + id + ".json";
    std::ifstream in(path);
    INFO("catalog model file " << path);
    REQUIRE(in.good());
    return nlohmann::json::parse(in);
}

/// The architecture parsed from the "config" member of catalog/models/<id>.json.
ModelArch catalogModel(const std::string& id) {
    const auto doc = catalogDocument(id);
    auto arch = parseModelConfig(doc.at("config"), id + ".json");
    INFO((arch ? std::string() : arch.error().toString()));
    REQUIRE(arch.ok());
    return arch.value();
}

/// The error a config (inline JSON) is rejected with.
Error rejection(const std::string& configJson) {
    auto arch = parseModelConfig(nlohmann::json::parse(configJson), "inline.json");
    REQUIRE_FALSE(arch.ok());
    return arch.error();
}

const char* kLlama = R"({
    "model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336,
    "num_hidden_layers": 32, "num_attention_heads": 32, "num_key_value_heads": 8,
    "vocab_size": 128256})";

} // namespace

TEST_CASE("every catalog model parses to the total its checkpoint stores", "[params]") {
    // Σ parameters × 2 B equals "total_size" in the model's model.safetensors.index.json
    // (all tensors BF16), so these counts are exact, not rounded.
    struct Row {
        const char* id;
        double checkpointBytes;
    };
    const Row rows[] = {
        {"llama-3.1-8b", 16'060'522'496.0},    // meta-llama/Llama-3.1-8B
        {"llama-3.1-70b", 141'107'412'992.0},  // meta-llama/Llama-3.1-70B
        {"mistral-7b-v0.3", 14'496'047'104.0}, // mistralai/Mistral-7B-v0.3
        {"llama-3-8b", 16'060'522'496.0},      // meta-llama/Meta-Llama-3-8B
        {"mistral-7b-v0.1", 14'483'464'192.0}, // mistralai/Mistral-7B-v0.1
        {"mixtral-8x7b", 93'405'585'408.0},    // mistralai/Mixtral-8x7B-v0.1
        {"qwen2.5-7b", 15'231'233'024.0},      // Qwen/Qwen2.5-7B-Instruct
        {"qwen3-8b", 16'381'470'720.0},        // Qwen/Qwen3-8B
        {"qwen3-32b", 65'524'246'528.0},       // Qwen/Qwen3-32B
        {"qwen3-30b-a3b", 61'064'245'248.0},   // Qwen/Qwen3-30B-A3B
        {"qwen3-vl-8b", 17'534'247'392.0},     // Qwen/Qwen3-VL-8B-Instruct (DeepStack mergers)
    };
    for (const auto& row : rows) {
        DYNAMIC_SECTION(row.id) {
            const ModelArch arch = catalogModel(row.id);
            CHECK(arch.params.total == row.checkpointBytes / 2);
        }
    }
}

TEST_CASE("the Qwen3.5 9B checkpoint matches the count with its DeltaNet norm and A_log in fp32",
          "[params]") {
    // Qwen/Qwen3.5-9B model.safetensors.index.json: total_size 19,306,216,416 B. Per Gated
    // DeltaNet layer the gated RMSNorm weight (128) and A_log (32) are stored in float32
    // (mamba_ssm_dtype), i.e. 2 B more each; everything else is BF16.
    const ModelArch arch = catalogModel("qwen3.5-9b");
    const double fp32Extra =
        2.0 * arch.linearAttentionLayers * (arch.deltaNet.valueHeadDim + arch.deltaNet.valueHeads);
    CHECK(2 * arch.params.total + fp32Extra == 19'306'216'416.0);
    CHECK(arch.linearAttentionLayers == 24);
    CHECK(arch.fullAttentionLayers == 8);
    CHECK(arch.mtpLayers == 1);
}

TEST_CASE("parameter counts match the figures the model makers publish", "[params]") {
    // Published figures are cut to two or three digits, some rounded (Qwen3-8B: 8.19 B is
    // "8.2B") and some truncated (Qwen2.5-7B: 7.616 B is "7.61B", Qwen3-30B-A3B: 3.353 B
    // activated is "3.3B"), so a count passes within one unit of the last stated digit.
    struct Row {
        const char* id;
        double total;        ///< stated total, B
        double totalMargin;  ///< one unit of its last digit, B
        double active;       ///< stated active parameters, B (0: not stated)
        double nonEmbedding; ///< stated count without embeddings and LM head, B (0: not stated)
        double margin;       ///< one unit of their last digit, B
        const char* source;
    };
    const Row rows[] = {
        {"llama-3.2-3b", 3.21, 0.01, 0, 0, 0, "Llama 3.2 model card: 3.21B"},
        {"llama-3.1-8b", 8.03, 0.01, 0, 0, 0, "Hugging Face safetensors metadata: 8.03B"},
        {"llama-3.1-70b", 70.6, 0.1, 0, 0, 0, "Hugging Face safetensors metadata: 70.6B"},
        {"mistral-7b-v0.3", 7.25, 0.01, 0, 0, 0, "Hugging Face safetensors metadata: 7.25B"},
        {"llama-2-7b", 6.74, 0.01, 0, 0, 0, "Hugging Face safetensors metadata: 6.74B"},
        {"llama-2-13b", 13.0, 0.1, 0, 0, 0, "Hugging Face safetensors metadata: 13B"},
        {"tinyllama-1.1b", 1.1, 0.1, 0, 0, 0, "TinyLlama model card: 1.1B"},
        {"mixtral-8x7b", 46.7, 0.1, 12.9, 0, 0.1,
         "Mistral AI, Mixtral of experts: 46.7B total, 12.9B per token"},
        {"qwen2.5-7b", 7.61, 0.01, 0, 6.53, 0.01, "Qwen2.5-7B card: 7.61B, non-embedding 6.53B"},
        {"qwen3-8b", 8.2, 0.1, 0, 6.95, 0.01, "Qwen3-8B card: 8.2B, non-embedding 6.95B"},
        {"qwen3-32b", 32.8, 0.1, 0, 31.2, 0.1, "Qwen3-32B card: 32.8B, non-embedding 31.2B"},
        {"qwen3-30b-a3b", 30.5, 0.1, 3.3, 29.9, 0.1,
         "Qwen3-30B-A3B card: 30.5B, 3.3B activated, non-embedding 29.9B"},
        {"qwen2.5-vl-7b", 8.29, 0.01, 0, 0, 0, "Hugging Face safetensors metadata: 8.29B"},
        {"qwen3-vl-8b", 8.77, 0.01, 0, 0, 0, "Hugging Face safetensors metadata: 8.77B"},
    };
    for (const auto& row : rows) {
        DYNAMIC_SECTION(row.id << " (" << row.source << ")") {
            const ParameterCounts p = catalogModel(row.id).params;
            CHECK(p.total / B == Approx(row.total).margin(row.totalMargin));
            if (row.active > 0)
                CHECK(p.active / B == Approx(row.active).margin(row.margin));
            if (row.nonEmbedding > 0)
                CHECK((p.text - p.embedding - p.lmHead) / B ==
                      Approx(row.nonEmbedding).margin(row.margin));
        }
    }
}

TEST_CASE("Qwen3-Next 80B-A3B has 80B parameters in its language model plus an MTP layer",
          "[params]") {
    // Qwen3-Next-80B-A3B card: "80B in total and 3B activated" (rounded to the unit). The
    // checkpoint also stores one MTP layer, which transformers skips when loading.
    const ModelArch arch = catalogModel("qwen3-next-80b-a3b");
    CHECK(arch.params.text / B == Approx(80).margin(0.5));
    CHECK(arch.params.mtp / B == Approx(1.65).margin(0.005));
    CHECK(arch.params.active / B < 4.0);
    CHECK(arch.fullAttentionLayers == 12);
    CHECK(arch.linearAttentionLayers == 36);
    CHECK(arch.moeLayers == 48);
    CHECK(arch.deltaNet.fusedProjections);
    CHECK(arch.mlp.sharedExpertGate);
}

TEST_CASE("LoRA on every linear layer trains the weights PEFT reports", "[params]") {
    // Trainable parameters that PEFT's print_trainable_parameters() and Unsloth's
    // get_peft_model() report for r = 16 on q, k, v, o, gate, up and down projections.
    struct Row {
        const char* id;
        double trainableR16;
    };
    const Row rows[] = {
        {"llama-3.1-8b", 41'943'040.0},
        {"llama-3.2-3b", 24'313'856.0},
    };
    for (const auto& row : rows) {
        DYNAMIC_SECTION(row.id) {
            CHECK(16 * catalogModel(row.id).params.loraInOutPerRank == row.trainableR16);
        }
    }
}

TEST_CASE("Qwen3.8-27B counts as its config.json and the reference page give it", "[params]") {
    const ModelArch arch = catalogModel("qwen3.8-27b");
    const ParameterCounts& p = arch.params;

    SECTION("27.78 B in all: 26.90 B text, 0.46 B vision, 0.42 B MTP") {
        CHECK(p.total / B == Approx(27.78).margin(0.005));
        CHECK(p.text / B == Approx(26.90).margin(0.005));
        CHECK(p.vision / B == Approx(0.46).margin(0.005));
        CHECK(p.mtp / B == Approx(0.42).margin(0.005));
        CHECK(p.total == p.text + p.vision + p.mtp);
        CHECK(p.active == p.total);
    }
    SECTION("the 55.6 GB of BF16 safetensors hold these parameters") {
        // DeltaNet norm and A_log in fp32 as in the Qwen3.5 checkpoints.
        const double bytes = 2 * p.total + 2.0 * arch.linearAttentionLayers * (128 + 48);
        CHECK(bytes / B == Approx(55.6).margin(0.05));
    }
    SECTION("the page's 0.4 B vision are the 27 blocks' attention and MLP weights") {
        CHECK(p.visionBlocks == 27.0 * (4.0 * 1152 * 1152 + 2.0 * 1152 * 4304));
        CHECK(p.visionBlocks / B == Approx(0.411).margin(0.0005));
    }
    SECTION("embeddings and the untied head are 2.54 B") {
        CHECK(p.embedding == 248320.0 * 5120);
        CHECK(p.lmHead == p.embedding);
        CHECK((p.embedding + p.lmHead) / B == Approx(2.54).margin(0.005));
    }
    SECTION("LoRA r16 on all linear layers of the language model trains 0.117 B") {
        // q 5120+12288, k and v 5120+1024, o 6144+5120 (16 layers); in_proj_qkv 5120+10240,
        // in_proj_z 5120+6144, in_proj_b and _a 5120+48, out_proj 6144+5120 (48 layers);
        // gate, up, down 5120+17408 (64 layers).
        const double perRank = 16 * 40960.0 + 48 * 48224.0 + 64 * 67584.0;
        CHECK(p.loraInOutPerRank == perRank);
        CHECK(16 * p.loraInOutPerRank / B == Approx(0.117).margin(0.0005));
    }
    SECTION("the layer pattern is three Gated DeltaNet layers, then one gated attention, x16") {
        CHECK(arch.layers == 64);
        CHECK(arch.linearAttentionLayers == 48);
        CHECK(arch.fullAttentionLayers == 16);
        CHECK(arch.moeLayers == 0);
        CHECK(arch.mtpLayers == 1);
        CHECK(arch.maxPositionEmbeddings == 262144);
        CHECK_FALSE(arch.tiedEmbeddings);
        CHECK(arch.modelType == "qwen3_5_text");
        CHECK(arch.architecture == "Qwen3_5ForConditionalGeneration");
    }
    SECTION("the module shapes are read as its config.json gives them") {
        CHECK(arch.attention == AttentionShape{24, 4, 256, false, true, true, false, true});
        // "mamba_ssm_dtype": "float32": the recurrent state in 4-byte floats.
    CHECK(arch.deltaNet == DeltaNetShape{16, 48, 128, 128, 4, false, 4});
        CHECK(arch.mlp.intermediate == 17408);
        CHECK(arch.mlp.experts == 0);
        CHECK(arch.vision.present);
        CHECK(arch.vision.depth == 27);
        CHECK(arch.vision.hidden == 1152);
        CHECK(arch.vision.intermediate == 4304);
        CHECK(arch.vision.heads == 16);
        CHECK(arch.vision.patchSize == 16);
        CHECK(arch.vision.temporalPatchSize == 2);
        CHECK(arch.vision.spatialMergeSize == 2);
        CHECK(arch.vision.positionEmbeddings == 2304);
        CHECK(arch.vision.outHidden == 5120);
        CHECK(arch.vision.deepstackMergers == 0);
    }
}

TEST_CASE("an explicit layer_types list and full_attention_interval give the same model",
          "[params]") {
    auto doc = catalogDocument("qwen3.8-27b");
    auto config = doc.at("config");
    auto listed = config;
    auto& types = listed["text_config"]["layer_types"] = nlohmann::json::array();
    for (int i = 0; i < 64; ++i)
        types.push_back(i % 4 == 3 ? "full_attention" : "linear_attention");
    listed["text_config"].erase("full_attention_interval");
    auto a = parseModelConfig(config, "interval.json");
    auto b = parseModelConfig(listed, "listed.json");
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(a.value() == b.value());
}

TEST_CASE("a composite config's text part alone counts as the language model", "[params]") {
    // Qwen3_5ForCausalLM loads text_config by itself: no vision tower then.
    auto doc = catalogDocument("qwen3.8-27b");
    auto whole = parseModelConfig(doc.at("config"), "whole.json");
    auto text = parseModelConfig(doc.at("config").at("text_config"), "text.json");
    REQUIRE(whole.ok());
    REQUIRE(text.ok());
    CHECK_FALSE(text->vision.present);
    CHECK(text->params.text == whole->params.text);
    CHECK(text->params.mtp == whole->params.mtp);
    CHECK(text->params.total == whole->params.total - whole->params.vision);
}

TEST_CASE("configs the parser cannot count are rejected with the key that is wrong",
          "[params][errors]") {
    SECTION("an unsupported model_type names the key and the supported types") {
        const Error e = rejection(R"({"model_type": "gpt2", "n_embd": 768})");
        CHECK(e.file == "inline.json");
        CHECK(e.key == "model_type");
        CHECK_THAT(e.message, Catch::Contains("unsupported model_type 'gpt2'"));
        CHECK_THAT(e.message, Catch::Contains("qwen3_5"));
        CHECK_THAT(e.message, Catch::Contains("llama"));
    }
    SECTION("a config without model_type") {
        CHECK(rejection(R"({"hidden_size": 4096})").key == "model_type");
    }
    SECTION("a missing hidden_size inside text_config names its path") {
        auto config = catalogDocument("qwen3.8-27b").at("config");
        config["text_config"].erase("hidden_size");
        const Error e = rejection(config.dump());
        CHECK(e.key == "/text_config/hidden_size");
        CHECK_THAT(e.message, Catch::Contains("missing"));
    }
    SECTION("a missing hidden_size at the top level") {
        auto config = nlohmann::json::parse(kLlama);
        config.erase("hidden_size");
        CHECK(rejection(config.dump()).key == "hidden_size");
    }
    SECTION("sizes must be positive integers") {
        struct Row {
            const char* key;
            const char* value;
            const char* says;
        };
        const Row rows[] = {
            {"num_hidden_layers", "0", "positive integer"},
            {"intermediate_size", "-14336", "positive integer"},
            {"hidden_size", "4096.5", "4096.5"},
            {"vocab_size", "\"128256\"", "string"},
            {"num_attention_heads", "true", "positive integer"},
            {"num_key_value_heads", "3", "multiple"},
        };
        for (const auto& row : rows) {
            DYNAMIC_SECTION(row.key << " = " << row.value) {
                auto config = nlohmann::json::parse(kLlama);
                config[row.key] = nlohmann::json::parse(row.value);
                const Error e = rejection(config.dump());
                CHECK(e.key == row.key);
                CHECK_THAT(e.message, Catch::Contains(row.says));
            }
        }
    }
    SECTION("a layer_types list that does not cover every layer") {
        auto config = catalogDocument("qwen3.5-9b").at("config");
        config["text_config"]["layer_types"].erase(0);
        CHECK(rejection(config.dump()).key == "/text_config/layer_types");
    }
    SECTION("an unknown layer type names its index") {
        auto config = catalogDocument("qwen3.5-9b").at("config");
        config["text_config"]["layer_types"][5] = "sliding_attention";
        CHECK(rejection(config.dump()).key == "/text_config/layer_types/5");
    }
    SECTION("a vision_config without depth") {
        auto config = catalogDocument("qwen3-vl-8b").at("config");
        config["vision_config"].erase("depth");
        CHECK(rejection(config.dump()).key == "/vision_config/depth");
    }
    SECTION("a vision_config that is not an object") {
        auto config = catalogDocument("qwen3-vl-8b").at("config");
        config["vision_config"] = 5;
        CHECK(rejection(config.dump()).key == "vision_config");
    }
    SECTION("a hybrid model without its DeltaNet sizes") {
        auto config = catalogDocument("qwen3-next-80b-a3b").at("config");
        config.erase("linear_num_value_heads");
        CHECK(rejection(config.dump()).key == "linear_num_value_heads");
    }
    SECTION("a MoE model that routes to more experts than it has") {
        auto config = catalogDocument("qwen3-30b-a3b").at("config");
        config["num_experts_per_tok"] = 200;
        CHECK(rejection(config.dump()).key == "num_experts_per_tok");
    }
    SECTION("a config that is not an object") {
        CHECK_FALSE(parseModelConfig(nlohmann::json::array(), "array.json").ok());
    }
}

TEST_CASE("loading a config.json from disk reports unreadable files and bad JSON by name",
          "[params][errors]") {
    const test::ScratchDir dir("params");

    SECTION("a config.json on disk loads") {
        const auto path = (dir / "config.json").string();
        std::ofstream(path) << kLlama;
        auto arch = loadModelConfig(path);
        REQUIRE(arch.ok());
        CHECK(arch->params.total == catalogModel("llama-3.1-8b").params.total);
    }
    SECTION("a file that does not exist") {
        const auto path = (dir / "missing.json").string();
        auto arch = loadModelConfig(path);
        REQUIRE_FALSE(arch.ok());
        CHECK(arch.error().file == path);
    }
    SECTION("a file that is not JSON") {
        const auto path = (dir / "broken.json").string();
        std::ofstream(path) << "{\"model_type\": \"llama\",";
        auto arch = loadModelConfig(path);
        REQUIRE_FALSE(arch.ok());
        CHECK(arch.error().file == path);
        CHECK_THAT(arch.error().message, Catch::Contains("JSON"));
    }
    SECTION("errors in the file name the file and the key") {
        const auto path = (dir / "gpt2.json").string();
        std::ofstream(path) << R"({"model_type": "gpt2"})";
        auto arch = loadModelConfig(path);
        REQUIRE_FALSE(arch.ok());
        CHECK(arch.error().file == path);
        CHECK(arch.error().key == "model_type");
    }
}
