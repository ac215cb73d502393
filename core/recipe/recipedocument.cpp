#include "recipedocument.h"
#include "inputfile.h"

#include "jsonreader.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace fs = std::filesystem;

namespace headroom {

namespace {

constexpr int kMaxDepth = 64;

// PyYAML 6.0 resolver.py (Resolver.add_implicit_resolver, YAML 1.1): the plain scalars that
// are booleans, nulls, integers and floats. A float needs a dot (PyYAML reads `1e-5` as a
// string); the exponent's sign is required.
const std::regex
    kBool("yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF");
const std::regex kNull("~|null|Null|NULL|");
const std::regex kInt("[-+]?(0|[1-9][0-9_]*)");
const std::regex kFloat("[-+]?([0-9][0-9_]*)?\\.[0-9_]*([eE][-+][0-9]+)?");

bool isTrue(const std::string& s) {
    return s == "yes" || s == "Yes" || s == "YES" || s == "true" || s == "True" || s == "TRUE" ||
           s == "on" || s == "On" || s == "ON";
}

std::string withoutUnderscores(std::string s) {
    s.erase(std::remove(s.begin(), s.end(), '_'), s.end());
    return s;
}

RecipeJson scalar(const YAML::Node& node) {
    const std::string& text = node.Scalar();
    if (node.Tag() == "!") // quoted: a string whatever it spells
        return text;
    if (std::regex_match(text, kNull))
        return nullptr;
    if (std::regex_match(text, kBool))
        return isTrue(text);
    if (std::regex_match(text, kInt)) {
        try {
            return std::stoll(withoutUnderscores(text));
        } catch (const std::exception&) {
            return text; // beyond 64 bits: kept as written
        }
    }
    if (text != "." && std::regex_match(text, kFloat)) {
        try {
            return std::stod(withoutUnderscores(text));
        } catch (const std::exception&) {
            return text;
        }
    }
    return text;
}

std::string where(const YAML::Mark& mark) {
    return "line " + std::to_string(mark.line + 1) + ", column " + std::to_string(mark.column + 1);
}

std::optional<Error> convert(const YAML::Node& node, const std::string& file,
                             const std::string& path, int depth, RecipeJson& out) {
    if (depth > kMaxDepth)
        return Error{file, path, "nested deeper than " + std::to_string(kMaxDepth) + " levels"};
    switch (node.Type()) {
    case YAML::NodeType::Undefined:
    case YAML::NodeType::Null:
        out = nullptr;
        return std::nullopt;
    case YAML::NodeType::Scalar:
        out = scalar(node);
        return std::nullopt;
    case YAML::NodeType::Sequence: {
        out = RecipeJson::array();
        std::size_t i = 0;
        for (const auto& item : node) {
            RecipeJson value;
            if (auto e = convert(item, file, path + "." + std::to_string(i), depth + 1, value))
                return e;
            out.push_back(std::move(value));
            ++i;
        }
        return std::nullopt;
    }
    case YAML::NodeType::Map: {
        out = RecipeJson::object();
        for (const auto& item : node) {
            if (!item.first.IsScalar())
                return Error{file, path.empty() ? where(item.first.Mark()) : path,
                             "a mapping key must be a plain name"};
            const std::string key = item.first.Scalar();
            const std::string at = path.empty() ? key : path + "." + key;
            if (out.contains(key))
                return Error{file, at, "key given twice (" + where(item.first.Mark()) + ")"};
            RecipeJson value;
            if (auto e = convert(item.second, file, at, depth + 1, value))
                return e;
            out[key] = std::move(value);
        }
        return std::nullopt;
    }
    }
    return std::nullopt;
}

} // namespace

Expected<RecipeJson> parseRecipeText(const std::string& text, const std::string& file) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && text[first] == '{') {
        // JSON (DeepSpeed, a saved TrainingArguments): the JSON reader's checks and messages
        // (duplicate keys, depth), then the same text again with its key order kept.
        auto checked = parseJsonText(text, file);
        if (!checked)
            return checked.error();
        return RecipeJson::parse(text, nullptr, false);
    }
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        return Error{file, where(e.mark), "not valid YAML: " + e.msg};
    }
    if (!root.IsMap())
        return Error{file, "", "expected a YAML mapping of keys at the top level"};
    RecipeJson doc;
    try {
        if (auto e = convert(root, file, "", 0, doc))
            return *e;
    } catch (const YAML::Exception& e) {
        return Error{file, where(e.mark), "not valid YAML: " + e.msg};
    }
    return doc;
}

Expected<RecipeJson> readRecipeFile(const std::string& path) {
    // The one input reader: regular files only (a FIFO or device is refused without blocking),
    // at most kMaxRecipeBytes, and remembered as an input no output may replace.
    auto text = readInputFile(path, kMaxRecipeBytes, "a training recipe");
    if (!text)
        return text.error();
    return parseRecipeText(text.value(), path);
}

namespace {

/// A string that a YAML reader would take for something else (a number, a boolean, null) or
/// that holds YAML syntax is written double-quoted.
bool needsQuotes(const std::string& s) {
    // A string PyYAML read from a plain `2e-5` stays plain: PyYAML reads it back the same.
    return std::regex_match(s, kNull) || std::regex_match(s, kBool) || std::regex_match(s, kInt) ||
           std::regex_match(s, kFloat);
}

void emit(YAML::Emitter& out, const RecipeJson& value) {
    switch (value.type()) {
    case RecipeJson::value_t::object:
        out << YAML::BeginMap;
        for (const auto& item : value.items()) {
            out << YAML::Key << item.key() << YAML::Value;
            emit(out, item.value());
        }
        out << YAML::EndMap;
        break;
    case RecipeJson::value_t::array:
        out << YAML::BeginSeq;
        for (const auto& item : value)
            emit(out, item);
        out << YAML::EndSeq;
        break;
    case RecipeJson::value_t::string: {
        const std::string& s = value.get_ref<const std::string&>();
        if (needsQuotes(s))
            out << YAML::DoubleQuoted << s;
        else
            out << s;
        break;
    }
    case RecipeJson::value_t::boolean:
        out << YAML::TrueFalseBool << value.get<bool>();
        break;
    case RecipeJson::value_t::number_integer:
        out << value.get<long long>();
        break;
    case RecipeJson::value_t::number_unsigned:
        out << value.get<unsigned long long>();
        break;
    case RecipeJson::value_t::number_float: {
        // A dot always, so that PyYAML reads a float back (it reads 1e-05 as a string).
        std::string text = value.dump();
        if (text.find_first_of(".eE") == std::string::npos)
            text += ".0";
        else if (text.find('.') == std::string::npos) {
            const auto e = text.find_first_of("eE");
            text.insert(e, ".0");
            if (text[e + 3] != '-' && text[e + 3] != '+')
                text.insert(e + 3, "+");
        }
        out << text;
        break;
    }
    case RecipeJson::value_t::null:
    case RecipeJson::value_t::discarded:
    case RecipeJson::value_t::binary:
        out << YAML::Null;
        break;
    }
}

} // namespace

std::string toYaml(const RecipeJson& doc) {
    YAML::Emitter out;
    out.SetIndent(2);
    emit(out, doc);
    std::string text = out.c_str();
    if (text.empty() || text.back() != '\n')
        text += '\n';
    return text;
}

} // namespace headroom
