#pragma once
// A training recipe's text as a JSON document: YAML (Axolotl, LLaMA-Factory, torchtune, TRL)
// through yaml-cpp, JSON (DeepSpeed, TrainingArguments) through nlohmann_json. Key order is
// kept (ordered_json), so the "not modelled" note and an exported file follow the recipe.
#include "error.h"

#include <nlohmann/json.hpp>
#include <string>

namespace headroom {

using RecipeJson = nlohmann::ordered_json;

/// Largest recipe read: recipes are a few kilobytes; anything this large is not one.
inline constexpr std::size_t kMaxRecipeBytes = std::size_t(4) * 1024 * 1024;

/// Parses recipe text (YAML, or JSON when the first character is '{'). Plain YAML scalars are
/// typed as PyYAML's YAML 1.1 resolver types them (the frameworks load their files with
/// PyYAML): true/false/yes/no/on/off, null/~/empty, integers, decimals with a dot or an
/// exponent; quoted scalars stay strings. The top level must be a mapping. Never throws.
Expected<RecipeJson> parseRecipeText(const std::string& text, const std::string& file);

/// Reads and parses a recipe file (a regular file of at most kMaxRecipeBytes).
Expected<RecipeJson> readRecipeFile(const std::string& path);

/// The document as YAML: block style, strings quoted where a YAML reader would type them
/// otherwise, so that parseRecipeText() gives the same document back.
std::string toYaml(const RecipeJson& doc);

} // namespace headroom
