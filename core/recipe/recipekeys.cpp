#include "recipekeys.h"

#include "yamlscalar.h"

#include <cmath>

namespace headroom {

namespace {
/// A value as an error line quotes it: never throws (nlohmann's dump() throws type_error 316 on
/// a string that is not UTF-8), non-finite numbers as YAML writes them.
std::string shown(const RecipeJson& v) {
    if (v.is_number_float() && !std::isfinite(v.get<double>())) {
        const double d = v.get<double>();
        return std::isnan(d) ? ".nan" : d > 0 ? ".inf" : "-.inf";
    }
    return v.dump(-1, ' ', false, RecipeJson::error_handler_t::replace);
}
} // namespace

RecipeKeys::RecipeKeys(const RecipeJson& doc, std::string file)
    : m_doc(doc), m_file(std::move(file)) {}

const RecipeJson* RecipeKeys::lookup(const std::string& key) const {
    const RecipeJson* node = &m_doc;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = key.find('.', start);
        const std::string part = key.substr(start, dot == std::string::npos ? dot : dot - start);
        if (!node->is_object())
            return nullptr;
        auto it = node->find(part);
        if (it == node->end())
            return nullptr;
        node = &*it;
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    return node->is_null() ? nullptr : node;
}

bool RecipeKeys::has(const std::string& key) const {
    return lookup(key) != nullptr;
}

void RecipeKeys::use(const std::string& key) {
    m_read.insert(key);
}

const RecipeJson* RecipeKeys::find(const std::string& key) {
    m_read.insert(key);
    m_lastKey = key;
    return lookup(key);
}

void RecipeKeys::fail(const std::string& key, const std::string& message) {
    if (!m_error)
        m_error = Error{m_file, key, message};
}

std::optional<bool> recipeBoolean(const RecipeJson& v) {
    if (v.is_boolean())
        return v.get<bool>();
    if (v.is_string()) {
        const std::string& s = v.get_ref<const std::string&>();
        if (s == "true" || s == "True")
            return true;
        if (s == "false" || s == "False")
            return false;
    }
    return std::nullopt;
}

std::optional<bool> RecipeKeys::boolean(const std::string& key) {
    const RecipeJson* v = find(key);
    if (!v)
        return std::nullopt;
    if (const auto b = recipeBoolean(*v))
        return b;
    fail(key, "expected true or false, found " + shown(*v));
    return std::nullopt;
}

std::optional<double> RecipeKeys::number(const std::string& key, double min, double max) {
    const RecipeJson* v = find(key);
    if (!v)
        return std::nullopt;
    double value = 0;
    if (v->is_number()) {
        value = v->get<double>();
    } else if (v->is_string()) {
        // PyYAML reads 1e-5 or 2e9 as strings; the frameworks convert them.
        const std::string& s = v->get_ref<const std::string&>();
        const auto parsed = parseDecimal(s);
        if (!parsed) {
            fail(key, "expected a number, found " + shown(*v));
            return std::nullopt;
        }
        value = *parsed;
    } else {
        fail(key, "expected a number, found " + shown(*v));
        return std::nullopt;
    }
    if (!std::isfinite(value) || value < min || value > max) {
        fail(key, "value " + shown(*v) + " is outside " + RecipeJson(min).dump() + " .. " +
                      RecipeJson(max).dump());
        return std::nullopt;
    }
    return value;
}

std::optional<long long> RecipeKeys::integer(const std::string& key, long long min, long long max) {
    const RecipeJson* v = find(key);
    if (!v)
        return std::nullopt;
    auto value = number(key, static_cast<double>(min), static_cast<double>(max));
    if (!value)
        return std::nullopt;
    if (*value != std::floor(*value)) {
        fail(key, "expected a whole number, found " + shown(*v));
        return std::nullopt;
    }
    return static_cast<long long>(*value);
}

std::optional<std::string> RecipeKeys::string(const std::string& key) {
    const RecipeJson* v = find(key);
    if (!v)
        return std::nullopt;
    if (!v->is_string()) {
        fail(key, "expected a string, found " + shown(*v));
        return std::nullopt;
    }
    return v->get<std::string>();
}

std::optional<int> RecipeKeys::choice(const std::string& key,
                                      std::initializer_list<const char*> choices) {
    auto value = string(key);
    if (!value)
        return std::nullopt;
    int i = 0;
    std::string list;
    for (const char* c : choices) {
        if (*value == c)
            return i;
        list += (i ? ", " : "") + std::string(c);
        ++i;
    }
    fail(key, "\"" + *value + "\" is not one of " + list);
    return std::nullopt;
}

std::optional<std::vector<std::string>> RecipeKeys::strings(const std::string& key) {
    const RecipeJson* v = find(key);
    if (!v)
        return std::nullopt;
    std::vector<std::string> out;
    if (v->is_string()) {
        out.push_back(v->get<std::string>());
        return out;
    }
    if (v->is_array()) {
        for (const auto& item : *v) {
            if (!item.is_string()) {
                fail(key, "expected a list of names, found " + shown(item));
                return std::nullopt;
            }
            out.push_back(item.get<std::string>());
        }
        return out;
    }
    fail(key, "expected a name or a list of names, found " + shown(*v));
    return std::nullopt;
}

void RecipeKeys::unreadUnder(const RecipeJson& node, const std::string& prefix,
                             const std::set<std::string>& prefixes,
                             std::vector<std::string>& out) const {
    for (const auto& item : node.items()) {
        const std::string key = prefix.empty() ? item.key() : prefix + "." + item.key();
        if (item.value().is_null() || m_read.count(key))
            continue;
        const bool readBelow = prefixes.count(key) > 0;
        if (readBelow && item.value().is_object())
            unreadUnder(item.value(), key, prefixes, out);
        else if (!readBelow)
            out.push_back(key);
    }
}

std::vector<std::string> RecipeKeys::unread() const {
    // The dotted paths above every key read ("a" and "a.b" for "a.b.c"): a mapping with a key
    // read below it lists its unread keys one by one. One lookup per key (200,000 keys).
    std::set<std::string> prefixes;
    for (const std::string& r : m_read)
        for (std::size_t dot = r.find('.'); dot != std::string::npos; dot = r.find('.', dot + 1))
            prefixes.insert(r.substr(0, dot));
    std::vector<std::string> out;
    if (m_doc.is_object())
        unreadUnder(m_doc, "", prefixes, out);
    return out;
}

void RecipeKeys::source(const std::string& scenarioKey, const std::string& key) {
    m_sources[scenarioKey] = key;
}

std::string RecipeKeys::sourceOf(const std::string& scenarioKey) const {
    const auto it = m_sources.find(scenarioKey);
    return it == m_sources.end() ? scenarioKey : it->second;
}

} // namespace headroom
