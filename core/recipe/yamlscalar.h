#pragma once
// Plain YAML scalars as the frameworks' loader types them: PyYAML's YAML 1.1 implicit resolver
// (lib/yaml/resolver.py) and SafeConstructor (lib/yaml/constructor.py), yaml/pyyaml at
// d51d8a138f7230834fc6e95635ff09ebd329185f. Hand-written scans, linear in the text (no regex:
// std::regex recursed once per character and overflowed the stack on a 30,000-digit scalar).
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace headroom {

/// What PyYAML's implicit resolver makes of a plain (unquoted) scalar.
enum class YamlPlain { String, Null, Bool, Int, Float, Merge };

/// The resolver's tag for `text` (resolver.py: bool, float, int, merge, null; a timestamp stays
/// a string here).
YamlPlain yamlPlainKind(std::string_view text);

/// The plain scalar as safe_load constructs it: null, a boolean, an integer (octal `012`, hex
/// `0x1f`, binary `0b101`, base 60 `1:30`, underscores dropped; beyond 64 bits a double), a
/// float (`.inf`, `.nan`, base 60) or the text. nullopt with `problem` set where PyYAML raises
/// (`0x_`: int('', 16)).
std::optional<nlohmann::ordered_json> yamlPlainValue(std::string_view text, std::string& problem);

/// The whole of `text` as a decimal number in any locale ("2e-5", "-1.5", "3"), as Python's
/// float() reads the strings a framework converts; nullopt when it is not all a number. Beyond
/// the double range: ±infinity; below it: 0 (Python's float() does the same).
std::optional<double> parseDecimal(std::string_view text);

} // namespace headroom
