// transformers' SDPA path in the training configs: Axolotl's attn_implementation "sdpa" and its
// legacy sdp_attention flag, LLaMA-Factory's flash_attn "sdpa", read as `attention: sdpa` and
// written back; torchtune runs its own attention and takes FlashAttention's sizing.
#include "recipedocument.h"
#include "recipeimport.h"
#include "scenario.h"
#include "scratchdir.h"
#include "support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace headroom;
using namespace headroom::test;

namespace {

const char* kAxolotlBase = R"(base_model: Qwen/Qwen3-8B
adapter: lora
lora_r: 16
lora_alpha: 32
lora_target_linear: true
sequence_len: 2048
micro_batch_size: 4
gradient_accumulation_steps: 2
num_epochs: 1
datasets:
  - path: acme/support-chats
    type: alpaca
)";

const char* kLlamaFactoryBase = R"(model_name_or_path: Qwen/Qwen3-8B
stage: sft
do_train: true
finetuning_type: lora
lora_rank: 8
lora_target: all
dataset: alpaca_en_demo
template: qwen3_nothink
cutoff_len: 2048
per_device_train_batch_size: 4
gradient_accumulation_steps: 2
num_train_epochs: 1.0
bf16: true
)";

Scenario importedText(const ScratchDir& dir, const std::string& name, const std::string& text) {
    writeFile(dir / name, text);
    auto s = importRecipe((dir / name).string(), catalog());
    INFO((s ? std::string() : s.error().toString()));
    REQUIRE(s.ok());
    return s.value();
}

RecipeJson exportedDoc(const ScratchDir& dir, const Scenario& s, const std::string& to,
                       const std::string& name) {
    auto exported = exportRecipe(s, catalog(), to, (dir / name).string());
    INFO((exported ? std::string() : exported.error().toString()));
    REQUIRE(exported.ok());
    writeFile(dir / name, exported->text);
    auto doc = readRecipeFile((dir / name).string());
    REQUIRE(doc.ok());
    return doc.value();
}

} // namespace

TEST_CASE("Axolotl's sdpa attention reads as attention sdpa and is written back",
          "[recipe][sdpa]") {
    ScratchDir dir("recipe-sdpa-axolotl");
    const Scenario byName =
        importedText(dir, "named.yaml", std::string(kAxolotlBase) + "attn_implementation: sdpa\n");
    CHECK(byName.attention == AttentionKernel::Sdpa);
    const Scenario byFlag =
        importedText(dir, "flag.yaml", std::string(kAxolotlBase) + "sdp_attention: true\n");
    CHECK(byFlag.attention == AttentionKernel::Sdpa);
    // flash_attention wins over sdp_attention where both are set (axolotl's own precedence).
    const Scenario both =
        importedText(dir, "both.yaml",
                     std::string(kAxolotlBase) + "flash_attention: true\nsdp_attention: true\n");
    CHECK(both.attention == AttentionKernel::Flash);
    const Scenario eager =
        importedText(dir, "eager.yaml", std::string(kAxolotlBase) + "attn_implementation: eager\n");
    CHECK(eager.attention == AttentionKernel::Eager);
    // xformers comes before sdp in axolotl's legacy order; no key at all is transformers'
    // default, SDPA, and the import says it assumed so.
    const std::string flags = "sdp_attention: true\nxformers_attention: true\n";
    CHECK(importedText(dir, "xformers.yaml", kAxolotlBase + flags).attention ==
          AttentionKernel::Flash);
    const Scenario bare = importedText(dir, "bare.yaml", kAxolotlBase);
    CHECK(bare.attention == AttentionKernel::Sdpa);
    REQUIRE(bare.recipe);
    bool said = false;
    for (const auto& line : bare.recipe->assumed)
        said = said || line.find("transformers' default, sdpa") != std::string::npos;
    CHECK(said);
    // attn_implementation beside a legacy flag: axolotl refuses the pair, so does the import.
    writeFile(dir / "both-keys.yaml",
              std::string(kAxolotlBase) + "attn_implementation: sdpa\nflash_attention: true\n");
    auto refused = importRecipe((dir / "both-keys.yaml").string(), catalog());
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().key == "flash_attention");
    CHECK_THAT(refused.error().message, Catch::Contains("beside attn_implementation"));

    const RecipeJson ax = exportedDoc(dir, byFlag, "axolotl", "out.yaml");
    CHECK(ax["attn_implementation"] == "sdpa");
    CHECK_FALSE(ax.contains("sdp_attention"));
    const RecipeJson lf = exportedDoc(dir, byFlag, "llamafactory", "out-lf.yaml");
    CHECK(lf["flash_attn"] == "sdpa");
}

TEST_CASE("LLaMA-Factory's flash_attn sdpa reads as attention sdpa and is written back",
          "[recipe][sdpa]") {
    ScratchDir dir("recipe-sdpa-llamafactory");
    const Scenario s =
        importedText(dir, "sdpa.yaml", std::string(kLlamaFactoryBase) + "flash_attn: sdpa\n");
    CHECK(s.attention == AttentionKernel::Sdpa);
    // auto (the default) leaves transformers' default, SDPA; fa2 is FlashAttention.
    const Scenario automatic =
        importedText(dir, "auto.yaml", std::string(kLlamaFactoryBase) + "flash_attn: auto\n");
    CHECK(automatic.attention == AttentionKernel::Sdpa);
    CHECK(importedText(dir, "none.yaml", kLlamaFactoryBase).attention == AttentionKernel::Sdpa);
    const Scenario fa2 =
        importedText(dir, "fa2.yaml", std::string(kLlamaFactoryBase) + "flash_attn: fa2\n");
    CHECK(fa2.attention == AttentionKernel::Flash);
    CHECK(exportedDoc(dir, fa2, "llamafactory", "out-fa2.yaml")["flash_attn"] == "fa2");

    const RecipeJson lf = exportedDoc(dir, s, "llamafactory", "out.yaml");
    CHECK(lf["flash_attn"] == "sdpa");
    const RecipeJson ax = exportedDoc(dir, s, "axolotl", "out-ax.yaml");
    CHECK(ax["attn_implementation"] == "sdpa");
    // torchtune's attention calls SDPA without a padding mask: the export is sized as
    // FlashAttention, read back so.
    auto tt = exportRecipe(s, catalog(), "torchtune", (dir / "tt.yaml").string());
    REQUIRE(tt.ok());
    writeFile(dir / "tt.yaml", tt->text);
    auto back = importRecipe((dir / "tt.yaml").string(), catalog(), "qwen3-8b");
    INFO((back ? std::string() : back.error().toString()));
    REQUIRE(back.ok());
    CHECK(back->attention == AttentionKernel::Flash);
}

TEST_CASE("TRL's attn_implementation reads and writes, absent it is transformers' SDPA",
          "[recipe][sdpa]") {
    ScratchDir dir("recipe-sdpa-trl");
    const std::string base = "model_name_or_path: Qwen/Qwen3-8B\nuse_peft: true\n"
                             "max_length: 2048\nper_device_train_batch_size: 4\n";
    const Scenario bare = importedText(dir, "bare.yaml", base);
    CHECK(bare.attention == AttentionKernel::Sdpa);
    REQUIRE(bare.recipe);
    CHECK(std::find(bare.recipe->assumed.begin(), bare.recipe->assumed.end(),
                    "no attn_implementation: transformers' default, sdpa") !=
          bare.recipe->assumed.end());
    const Scenario flash =
        importedText(dir, "flash.yaml", base + "attn_implementation: flash_attention_2\n");
    CHECK(flash.attention == AttentionKernel::Flash);
    const Scenario eager = importedText(dir, "eager.yaml", base + "attn_implementation: eager\n");
    CHECK(eager.attention == AttentionKernel::Eager);
    CHECK(exportedDoc(dir, bare, "trl", "out.yaml")["attn_implementation"] == "sdpa");
    CHECK(exportedDoc(dir, flash, "trl", "out-flash.yaml")["attn_implementation"] ==
          "flash_attention_2");
    // To torchtune, which runs its own attention: the change is said.
    auto tt = exportRecipe(bare, catalog(), "torchtune", (dir / "tt.yaml").string());
    REQUIRE(tt.ok());
    CHECK(std::find(tt->fit.changes.begin(), tt->fit.changes.end(),
                    "attention sdpa → flash (torchtune runs its own attention)") !=
          tt->fit.changes.end());
}

TEST_CASE("LLaMA-Factory with Unsloth runs Unsloth's attention whatever flash_attn says",
          "[recipe][sdpa]") {
    ScratchDir dir("recipe-sdpa-unsloth");
    const Scenario s =
        importedText(dir, "unsloth.yaml", std::string(kLlamaFactoryBase) + "use_unsloth: true\n");
    CHECK(s.stack == "unsloth");
    CHECK(s.attention == AttentionKernel::Flash);
    const Scenario eager =
        importedText(dir, "eager.yaml",
                     std::string(kLlamaFactoryBase) + "use_unsloth: true\nflash_attn: disabled\n");
    CHECK(eager.attention == AttentionKernel::Eager);
}
