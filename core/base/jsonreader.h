#pragma once
// Typed, path-tracking access to JSON objects: the first problem becomes an Error naming the
// file and the JSON path. Used by the catalog and scenario loaders.
#include "enumnames.h"
#include "error.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace headroom {

/// Largest JSON file Headroom reads: 64 MB (64 × 1024 × 1024 bytes). The biggest real input, a
/// Hugging Face config.json, is a few kB; a larger file is refused before it is read (README,
/// "Command line").
constexpr std::size_t kMaxJsonFileBytes = std::size_t(64) * 1024 * 1024;
/// Deepest nesting of objects and arrays in an input (real configs nest 3 levels).
constexpr int kMaxJsonDepth = 64;

/// The shortest text that reads back as the same double ("16777216", "150.5", "0.1").
std::string formatNumber(double value);

class JsonReader {
public:
    JsonReader(const nlohmann::json& object, std::string file, std::string path = {})
        : m_object(object), m_file(std::move(file)), m_path(std::move(path)) {}

    bool failed() const { return m_error.has_value(); }
    const Error& error() const { return *m_error; }
    const std::string& file() const { return m_file; }
    std::string pathOf(const std::string& key) const { return m_path + "/" + key; }
    const std::string& path() const { return m_path; }
    bool has(const std::string& key) const { return m_object.contains(key); }

    /// Records the first error only.
    void fail(const std::string& key, const std::string& message);

    std::string string(const std::string& key, const std::string& fallback = {}, bool required = false);
    double number(const std::string& key, double fallback, double min, double max, bool required = false);
    int integer(const std::string& key, int fallback, int min, int max, bool required = false);
    /// A number in [min, max] with at most `decimals` decimal places (0: a whole number, which
    /// may be written 5e9 or 5000000000.0).
    double decimal(const std::string& key, double fallback, double min, double max, int decimals);
    bool boolean(const std::string& key, bool fallback);
    std::optional<double> optionalNumber(const std::string& key, double min, double max);
    /// The value of a key that must be one of `choices` (returns the index, or fallback).
    int choice(const std::string& key, std::initializer_list<const char*> choices, int fallback);
    int choice(const std::string& key, std::span<const char* const> choices, int fallback);
    /// The value of a key spelled as one of `table`'s names (or fallback).
    template <typename E, std::size_t N>
    E choice(const std::string& key, const EnumTable<E, N>& table, E fallback) {
        const auto names = table.names();
        const int i = choice(key, std::span<const char* const>(names), -1);
        return i < 0 ? fallback : table.entries[static_cast<std::size_t>(i)].first;
    }

private:
    const nlohmann::json* find(const std::string& key, bool required);

    const nlohmann::json& m_object;
    std::string m_file;
    std::string m_path;
    std::optional<Error> m_error;
};

/// Parses JSON text. Syntax errors name the JSON path where they sit; a key that appears twice
/// in one object and nesting deeper than kMaxJsonDepth are errors too. Never throws.
Expected<nlohmann::json> parseJsonText(std::string_view text, const std::string& file);

/// Parses the text of a JSON file as readJsonFile() would after reading it, with the same checks
/// and errors (at most kMaxJsonFileBytes; empty; a first character other than '{'): for files
/// that arrive as text (the interactive sheet carries its catalog inside the page).
Expected<nlohmann::json> parseJsonFileText(std::string_view text, const std::string& file);

/// Reads and parses a JSON file: a regular file of at most kMaxJsonFileBytes whose first
/// non-space character is '{' (anything else is refused before it is read), read once.
Expected<nlohmann::json> readJsonFile(const std::string& path);

} // namespace headroom
