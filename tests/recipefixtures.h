#pragma once
// Fixtures shared by the recipe tests (test_recipe*.cpp): the frameworks' example recipes in
// tests/data/recipes/, imported, written back and compared.

#include "gpumemory.h"
#include "recipedocument.h"
#include "recipeimport.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

using namespace headroom;
using namespace headroom::test;

namespace {

const fs::path kRecipes = fs::path(HEADROOM_TEST_DATA) / "recipes";

inline Scenario imported(const std::string& file, const std::string& model = {}) {
    auto s = importRecipe((kRecipes / file).string(), catalog(), model);
    INFO((s ? std::string() : s.error().toString()));
    REQUIRE(s.ok());
    return s.value();
}

inline Error refused(const fs::path& file, const std::string& model = {}) {
    auto s = importRecipe(file.string(), catalog(), model);
    REQUIRE_FALSE(s.ok());
    return s.error();
}

/// `s` exported to `to` as `out` (with its DeepSpeed file where it writes one) and that file
/// imported back (`model`: the catalog model to take, empty for the recipe's own).
struct ExportedAndBack {
    ExportedRecipe exported;
    Scenario back;
};
inline ExportedAndBack exportedAndBack(const Scenario& s, const std::string& to,
                                       const std::string& out, const std::string& model = {}) {
    auto exported = exportRecipe(s, catalog(), to, out);
    INFO((exported ? std::string() : exported.error().toString()));
    REQUIRE(exported.ok());
    writeFile(out, exported->text);
    if (!exported->deepSpeedPath.empty())
        writeFile(exported->deepSpeedPath, exported->deepSpeedText);
    auto back = importRecipe(out, catalog(), model);
    INFO((back ? std::string() : back.error().toString()));
    REQUIRE(back.ok());
    return {exported.value(), back.value()};
}

inline bool lists(const std::vector<std::string>& list, const std::string& key) {
    return std::find(list.begin(), list.end(), key) != list.end();
}

/// The keys a recipe models, side by side (the round trip compares these).
inline nlohmann::json modelled(const Scenario& s) {
    nlohmann::json j = toJson(s);
    nlohmann::json out;
    for (const char* key : {"model",
                            "stack",
                            "method",
                            "optimizer",
                            "optimizer_impl",
                            "offload",
                            "sharding",
                            "state_bytes",
                            "sequence_length",
                            "packing",
                            "micro_batch",
                            "gradient_accumulation",
                            "gradient_checkpointing",
                            "fused_cross_entropy",
                            "fused_loss",
                            "attention",
                            "compile",
                            "activation_offload",
                            "optimizer_in_backward",
                            "lora_rank",
                            "lora_alpha",
                            "lora_targets",
                            "dora",
                            "nf4_double_quant",
                            "modules_to_save",
                            "epochs",
                            "dataset_tokens"})
        if (j.contains(key))
            out[key] = j[key];
    if (s.method == Method::Full) // a full fine-tune has no adapter to compare
        for (const char* key :
             {"lora_rank", "lora_alpha", "lora_targets", "dora", "modules_to_save"})
            out.erase(key);
    return out;
}

} // namespace
