#pragma once
// Typed, path-tracking access to JSON objects: the first problem becomes an Error naming the
// file and the JSON path. Used by the catalog and scenario loaders.
#include "error.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace headroom {

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
    bool boolean(const std::string& key, bool fallback);
    std::optional<double> optionalNumber(const std::string& key, double min, double max);
    /// The value of a key that must be one of `choices` (returns the index, or fallback).
    int choice(const std::string& key, std::initializer_list<const char*> choices, int fallback);

private:
    const nlohmann::json* find(const std::string& key, bool required);

    const nlohmann::json& m_object;
    std::string m_file;
    std::string m_path;
    std::optional<Error> m_error;
};

/// Reads and parses a JSON file; errors name the file and, for syntax errors, the byte offset.
Expected<nlohmann::json> readJsonFile(const std::string& path);

} // namespace headroom
