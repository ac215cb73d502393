#pragma once
// The one bounded YAML reader of the recipes: yaml-cpp's event parser (no node graph) builds the
// document on an explicit stack, counts every value as it arrives (an alias as the values it
// repeats, before they are copied) and applies YAML 1.1 merge keys, all as PyYAML's safe_load
// reads the file (yaml/pyyaml at d51d8a138f7230834fc6e95635ff09ebd329185f: composer.py,
// constructor.py, reader.py, resolver.py).
#include "error.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>

namespace headroom {

/// The most values a recipe document may hold, aliases counted as the values they expand to
/// (a real recipe holds a few hundred; 200,000 keys still read in linear time).
inline constexpr std::size_t kMaxRecipeNodes = 1000000;
/// Deepest nesting of mappings and sequences in a recipe.
inline constexpr int kMaxRecipeDepth = 64;

/// Parses YAML text into a document. Refused, each with one line naming the file and the line or
/// key: text that is not UTF-8 or holds characters PyYAML's reader refuses (control characters
/// other than tab and line breaks), more than one document (safe_load: "expected a single
/// document in the stream"), more than kMaxRecipeNodes values, deeper than kMaxRecipeDepth, a
/// key given twice, a key that is not a plain name, a merge (`<<`) of something other than
/// mappings, a tag safe_load would not construct as a recipe value. Never throws.
Expected<nlohmann::ordered_json> readYamlDocument(const std::string& text, const std::string& file);

/// Where `text` is not valid UTF-8, or (yaml) holds a character PyYAML's Reader refuses: the
/// message with the line and column; empty when the text is fine.
std::string unreadableText(const std::string& text, bool yaml);

} // namespace headroom
