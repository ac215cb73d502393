#include "jsonreader.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace headroom {

namespace {
std::string typeName(const nlohmann::json& v) { return v.type_name(); }

/// A SAX handler that only tracks the JSON path of the value being read, to name the key
/// where a syntax error sits (the DOM parser reports a byte offset only).
class SyntaxErrorLocator : public nlohmann::json_sax<nlohmann::json> {
public:
    std::string message = "invalid JSON";

    std::string path() const {
        std::string p;
        for (const auto& f : m_frames)
            if (!f.key.empty())
                p += "/" + f.key;
        return p;
    }
    bool null() override { return element(); }
    bool boolean(bool) override { return element(); }
    bool number_integer(number_integer_t) override { return element(); }
    bool number_unsigned(number_unsigned_t) override { return element(); }
    bool number_float(number_float_t, const string_t&) override { return element(); }
    bool string(string_t&) override { return element(); }
    bool binary(binary_t&) override { return element(); }
    bool start_object(std::size_t) override { return open(false); }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(true); }
    bool end_array() override { return close(); }
    bool key(string_t& k) override {
        if (!m_frames.empty())
            m_frames.back().key = k;
        return true;
    }
    bool parse_error(std::size_t position, const std::string&,
                     const nlohmann::json::exception& e) override {
        message = e.id == 406 ? "invalid JSON: number out of range at byte " + std::to_string(position)
                              : "invalid JSON at byte " + std::to_string(position);
        return false;
    }

private:
    struct Frame {
        bool array = false;
        std::size_t next = 0;
        std::string key;
    };
    bool element() {
        if (!m_frames.empty() && m_frames.back().array)
            m_frames.back().key = std::to_string(m_frames.back().next++);
        return true;
    }
    bool open(bool array) {
        element();
        m_frames.push_back({array, 0, {}});
        return true;
    }
    bool close() {
        if (!m_frames.empty())
            m_frames.pop_back();
        return true;
    }
    std::vector<Frame> m_frames;
};

std::string formatNumber(double v) {
    std::ostringstream s;
    s << v;
    return s.str();
}
} // namespace

void JsonReader::fail(const std::string& key, const std::string& message) {
    if (!m_error)
        m_error = Error{m_file, pathOf(key), message};
}

const nlohmann::json* JsonReader::find(const std::string& key, bool required) {
    auto it = m_object.find(key);
    if (it == m_object.end()) {
        if (required)
            fail(key, "missing required key");
        return nullptr;
    }
    return &*it;
}

std::string JsonReader::string(const std::string& key, const std::string& fallback,
                               bool required) {
    const auto* v = find(key, required);
    if (!v)
        return fallback;
    if (!v->is_string()) {
        fail(key, "expected a string, found " + typeName(*v));
        return fallback;
    }
    return v->get<std::string>();
}

double JsonReader::number(const std::string& key, double fallback, double min, double max,
                          bool required) {
    const auto* v = find(key, required);
    if (!v)
        return fallback;
    if (!v->is_number()) {
        fail(key, "expected a number, found " + typeName(*v));
        return fallback;
    }
    double d = v->get<double>();
    if (!std::isfinite(d) || d < min || d > max) {
        fail(key, "value " + formatNumber(d) + " is outside " + formatNumber(min) + " .. " +
                      formatNumber(max));
        return fallback;
    }
    return d;
}

int JsonReader::integer(const std::string& key, int fallback, int min, int max, bool required) {
    const auto* v = find(key, required);
    if (!v)
        return fallback;
    if (!v->is_number()) {
        fail(key, "expected an integer, found " + typeName(*v));
        return fallback;
    }
    double d = v->get<double>();
    if (!std::isfinite(d) || d != std::floor(d)) {
        fail(key, "expected an integer, found " + formatNumber(d));
        return fallback;
    }
    if (d < min || d > max) {
        fail(key, "value " + formatNumber(d) + " is outside " + std::to_string(min) + " .. " +
                      std::to_string(max));
        return fallback;
    }
    return static_cast<int>(d);
}

bool JsonReader::boolean(const std::string& key, bool fallback) {
    const auto* v = find(key, false);
    if (!v)
        return fallback;
    if (!v->is_boolean()) {
        fail(key, "expected true or false, found " + typeName(*v));
        return fallback;
    }
    return v->get<bool>();
}

std::optional<double> JsonReader::optionalNumber(const std::string& key, double min, double max) {
    const auto* v = find(key, false);
    if (!v || v->is_null())
        return std::nullopt;
    double d = number(key, 0, min, max);
    if (failed())
        return std::nullopt;
    return d;
}

int JsonReader::choice(const std::string& key, std::initializer_list<const char*> choices,
                       int fallback) {
    const auto* v = find(key, false);
    if (!v)
        return fallback;
    std::string allowed;
    for (const char* c : choices)
        allowed += std::string(allowed.empty() ? "" : ", ") + c;
    if (!v->is_string()) {
        fail(key, "expected one of " + allowed + ", found " + typeName(*v));
        return fallback;
    }
    const auto s = v->get<std::string>();
    int i = 0;
    for (const char* c : choices) {
        if (s == c)
            return i;
        ++i;
    }
    fail(key, "'" + s + "' is not one of " + allowed);
    return fallback;
}

Expected<nlohmann::json> readJsonFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return Error{path, "", "is a directory, expected a JSON file"};
    // Devices and FIFOs (/dev/zero, /dev/stdin) would be read forever.
    if (std::filesystem::exists(path, ec) && !std::filesystem::is_regular_file(path, ec))
        return Error{path, "", "is not a regular file, expected a JSON file"};
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error{path, "", "cannot be read (missing or no permission)"};
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        return Error{path, "", "read error"};
    auto doc = nlohmann::json::parse(text.str(), nullptr, false);
    if (doc.is_discarded()) {
        // Parse again through SAX to learn where and under which key the syntax error is.
        // Never throws: 1e400 is reported through parse_error (out_of_range) as well.
        SyntaxErrorLocator locator;
        nlohmann::json::sax_parse(text.str(), &locator);
        return Error{path, locator.path(), locator.message};
    }
    return doc;
}

} // namespace headroom
