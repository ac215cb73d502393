#include "recipedocument.h"
#include "inputfile.h"

#include "jsonreader.h"
#include "yamlreader.h"
#include "yamlscalar.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace headroom {

namespace {

/// Builds the ordered document from JSON text that parseJsonText() has already checked (syntax,
/// depth, keys given twice): keys appended straight onto the ordered map's vector, since its own
/// insert searches every key (200,000 keys took quadratic time).
class OrderedBuilder final : public nlohmann::json_sax<RecipeJson> {
public:
    explicit OrderedBuilder(RecipeJson& root) : m_root(root) {}

    bool null() override { return place(RecipeJson(nullptr)); }
    bool boolean(bool v) override { return place(RecipeJson(v)); }
    bool number_integer(number_integer_t v) override { return place(RecipeJson(v)); }
    bool number_unsigned(number_unsigned_t v) override { return place(RecipeJson(v)); }
    bool number_float(number_float_t v, const string_t&) override { return place(RecipeJson(v)); }
    bool string(string_t& v) override { return place(RecipeJson(std::move(v))); }
    bool binary(binary_t&) override { return false; }
    bool start_object(std::size_t) override { return open(RecipeJson::object()); }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(RecipeJson::array()); }
    bool end_array() override { return close(); }
    bool key(string_t& k) override {
        m_key = std::move(k);
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::json::exception&) override {
        return false;
    }

private:
    RecipeJson* put(RecipeJson&& v) {
        if (++m_nodes > kMaxRecipeNodes)
            return nullptr;
        if (m_stack.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        RecipeJson& top = *m_stack.back();
        if (top.is_array()) {
            auto& items = top.get_ref<RecipeJson::array_t&>();
            items.push_back(std::move(v));
            return &items.back();
        }
        auto& entries = top.get_ref<RecipeJson::object_t&>();
        entries.emplace_back(std::move(m_key), std::move(v));
        return &entries.back().second;
    }
    bool place(RecipeJson&& v) { return put(std::move(v)) != nullptr; }
    bool open(RecipeJson&& empty) {
        RecipeJson* at = put(std::move(empty));
        if (!at)
            return false;
        m_stack.push_back(at);
        return true;
    }
    bool close() {
        m_stack.pop_back();
        return true;
    }

    RecipeJson& m_root;
    std::vector<RecipeJson*> m_stack;
    std::string m_key;
    std::size_t m_nodes = 0;
};

Expected<RecipeJson> parseJsonRecipe(const std::string& text, const std::string& file) {
    // The JSON reader's checks and messages (duplicate keys, depth), then the same text again
    // with its key order kept.
    auto checked = parseJsonText(text, file);
    if (!checked)
        return checked.error();
    RecipeJson doc;
    OrderedBuilder builder(doc);
    if (!RecipeJson::sax_parse(text, &builder))
        return Error{file, "",
                     "more than " + std::to_string(kMaxRecipeNodes) +
                         " values: not a training recipe"};
    return doc;
}

} // namespace

Expected<RecipeJson> parseRecipeText(const std::string& text, const std::string& file) {
    if (text.size() > kMaxRecipeBytes)
        return Error{file, "",
                     "is " + std::to_string(text.size()) +
                         " bytes, too large for a training recipe (at most " +
                         std::to_string(kMaxRecipeBytes) + " bytes are read)"};
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && text[first] == '{')
        return parseJsonRecipe(text, file);
    auto doc = readYamlDocument(text, file);
    if (!doc)
        return doc.error();
    if (!doc->is_object())
        return Error{file, "", "expected a YAML mapping of keys at the top level"};
    return std::move(doc).value();
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

/// The longest key written as an implicit key: 1024 characters escaped at four per byte.
constexpr std::size_t kLongestImplicitKeyBytes = 1024 / 4 - 2;

/// A string that a YAML reader would take for something else (a number, a boolean, null) or
/// that holds YAML syntax is written double-quoted.
bool needsQuotes(const std::string& s) {
    // A string PyYAML read from a plain `2e-5` stays plain: PyYAML reads it back the same.
    return yamlPlainKind(s) != YamlPlain::String;
}

/// A key or string value. One holding a character PyYAML's reader refuses raw (DEL, U+FFFE,
/// which yaml-cpp writes as they are: found by fuzz_recipe) is double-quoted with everything
/// outside ASCII escaped, so that the reader reads the same text back. One holding a carriage
/// return is double-quoted (yaml-cpp writes it as \r there): YAML 1.2 §5.4 takes CR for a line
/// break, and yaml-cpp 0.7 writes it raw in a plain scalar, where a CR before the line's end is
/// read back as half of a CRLF break and lost (found by fuzz_recipe in CI). One holding NEL,
/// LS or PS (U+0085, U+2028, U+2029), which PyYAML's reader (YAML 1.1 §5.4 line breaks) folds
/// as line breaks even inside double quotes while yaml-cpp reads them as text, is escaped too.
void emitText(YAML::Emitter& out, const std::string& text, bool quoted) {
    const bool unicodeBreak = text.find("\xc2\x85") != std::string::npos ||
                              text.find("\xe2\x80\xa8") != std::string::npos ||
                              text.find("\xe2\x80\xa9") != std::string::npos;
    if (unicodeBreak || !unreadableText(text, true).empty())
        out << YAML::DoubleQuoted << YAML::EscapeNonAscii << text;
    else if (quoted || text.find('\r') != std::string::npos)
        out << YAML::DoubleQuoted << text;
    else
        out << text;
}

void emit(YAML::Emitter& out, const RecipeJson& value) {
    switch (value.type()) {
    case RecipeJson::value_t::object:
        out << YAML::BeginMap;
        for (const auto& item : value.items()) {
            // YAML 1.2 §7.4.2 limits an implicit key to 1024 characters (yaml-cpp's and PyYAML's
            // readers refuse a longer one: "illegal map value"); a key that may be written
            // longer, escaped up to four characters per byte, is written explicit (`? key`).
            // Found by fuzz_recipe: a JSON recipe's 1,063-byte key.
            if (item.key().size() > kLongestImplicitKeyBytes)
                out << YAML::LongKey;
            out << YAML::Key;
            emitText(out, item.key(), item.key() == "<<"); // "<<" plain would merge
            out << YAML::Value;
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
        emitText(out, s, needsQuotes(s));
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
        // A dot always, so that PyYAML reads a float back (it reads 1e-05 as a string);
        // infinities and NaN as resolver.py spells them.
        const double number = value.get<double>();
        if (!std::isfinite(number)) {
            out << (std::isnan(number) ? ".nan" : number > 0 ? ".inf" : "-.inf");
            break;
        }
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
