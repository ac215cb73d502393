#pragma once
// One JSON object of a config.json and where it sits, for the importers in modelarch.cpp and
// modelfamilies.cpp: typed reads that throw ConfigError naming the file and the key.
#include "error.h"

#include <climits>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace headroom::config {

using nlohmann::json;

/// Thrown by the importers only; parseModelConfig() turns it into an Error value.
struct ConfigError {
    Error error;
};

inline std::string describe(const json& v) {
    if (v.is_string())
        return "a string (" + v.dump() + ")";
    if (v.is_number() || v.is_boolean())
        return v.dump();
    return std::string("a ") + v.type_name();
}

/// One JSON object of the config and where it sits. Keys at the top level are named as they
/// are ("model_type"); keys in nested objects by their JSON pointer ("/text_config/hidden_size").
class Section {
public:
    Section(const json& object, std::string pointer, const std::string& file)
        : m_object(object), m_pointer(std::move(pointer)), m_file(file) {}

    std::string path(const std::string& key) const {
        return m_pointer.empty() ? key : m_pointer + "/" + key;
    }
    [[noreturn]] void fail(const std::string& key, const std::string& message) const {
        throw ConfigError{Error{m_file, path(key), message}};
    }
    /// The value of a key, or nullptr when it is absent or null (HF writes null for "unset").
    const json* find(const std::string& key) const {
        auto it = m_object.find(key);
        if (it == m_object.end() || it->is_null())
            return nullptr;
        return &*it;
    }
    bool has(const std::string& key) const { return find(key) != nullptr; }

    int requiredInt(const std::string& key, int min = 1) const {
        const json* v = find(key);
        if (!v)
            fail(key, "missing required key");
        return toInt(*v, key, min);
    }
    int optionalInt(const std::string& key, int fallback, int min = 1) const {
        const json* v = find(key);
        return v ? toInt(*v, key, min) : fallback;
    }
    bool optionalBool(const std::string& key, bool fallback) const {
        const json* v = find(key);
        if (!v)
            return fallback;
        if (!v->is_boolean())
            fail(key, "expected true or false, got " + describe(*v));
        return v->get<bool>();
    }
    std::string optionalString(const std::string& key) const {
        const json* v = find(key);
        if (!v)
            return {};
        if (!v->is_string())
            fail(key, "expected a string, got " + describe(*v));
        return v->get<std::string>();
    }
    std::vector<int> optionalIntList(const std::string& key) const {
        std::vector<int> out;
        const json* v = find(key);
        if (!v)
            return out;
        if (!v->is_array())
            fail(key, "expected an array of integers, got " + describe(*v));
        for (std::size_t i = 0; i < v->size(); ++i)
            out.push_back(toInt((*v)[i], key + "/" + std::to_string(i), 0));
        return out;
    }
    std::vector<std::string> optionalStringList(const std::string& key) const {
        std::vector<std::string> out;
        const json* v = find(key);
        if (!v)
            return out;
        if (!v->is_array())
            fail(key, "expected an array of strings, got " + describe(*v));
        for (std::size_t i = 0; i < v->size(); ++i) {
            if (!(*v)[i].is_string())
                fail(key + "/" + std::to_string(i), "expected a string, got " + describe((*v)[i]));
            out.push_back((*v)[i].get<std::string>());
        }
        return out;
    }
    /// A nested object (text_config, vision_config), if present.
    std::optional<Section> child(const std::string& key) const {
        const json* v = find(key);
        if (!v)
            return std::nullopt;
        if (!v->is_object())
            fail(key, "expected an object, got " + describe(*v));
        return Section(*v, m_pointer + "/" + key, m_file);
    }

private:
    int toInt(const json& v, const std::string& key, int min) const {
        const char* what = min >= 1 ? "a positive integer" : "a non-negative integer";
        if (!v.is_number_integer()) // booleans, floats, strings
            fail(key, std::string("expected ") + what + ", got " + describe(v));
        if (v.is_number_unsigned() && v.get<std::uint64_t>() > std::uint64_t(INT_MAX))
            fail(key, "value " + v.dump() + " is too large");
        const std::int64_t i = v.get<std::int64_t>();
        if (i < min)
            fail(key, std::string("expected ") + what + ", got " + v.dump());
        if (i > INT_MAX)
            fail(key, "value " + v.dump() + " is too large");
        return static_cast<int>(i);
    }

    const json& m_object;
    std::string m_pointer;
    const std::string& m_file;
};

} // namespace headroom::config
