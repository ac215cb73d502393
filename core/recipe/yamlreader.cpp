#include "yamlreader.h"

#include "textformat.h"
#include "utf8.h"
#include "yamlscalar.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <sstream>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace headroom {

namespace {

using Json = nlohmann::ordered_json;

std::string where(const YAML::Mark& mark) {
    if (mark.line < 0)
        return "line 1, column 1";
    return "line " + std::to_string(mark.line + 1) + ", column " + std::to_string(mark.column + 1);
}

/// An error raised inside an event handler; the reader's edge turns it into the result.
struct Refusal {
    Error error;
};

/// Thrown by the probe for a second document at its first event.
struct SecondDocument {
    YAML::Mark mark;
};

class SecondDocumentProbe final : public YAML::EventHandler {
public:
    void OnDocumentStart(const YAML::Mark& mark) override { throw SecondDocument{mark}; }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
    void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  const std::string&) override {}
    void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                         YAML::EmitterStyle::value) override {}
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                    YAML::EmitterStyle::value) override {}
    void OnMapEnd() override {}
};

/// Builds the document from yaml-cpp's events: no recursion, every value counted before it is
/// stored, keys appended in linear time (a hash set finds a key given twice).
class Builder final : public YAML::EventHandler {
public:
    explicit Builder(std::string file) : m_file(std::move(file)) {}

    Json root;

    void OnDocumentStart(const YAML::Mark&) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
        if (expectingKey())
            refuse(mark, "a mapping key must be a plain name");
        count(1, mark);
        deliver(Json(nullptr), anchor, 1, nullptr);
    }
    void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  const std::string& value) override {
        count(1, mark);
        Json constructed = construct(mark, tag, value);
        if (expectingKey()) {
            if (anchor)
                m_anchors[anchor] = {std::move(constructed), 1, true, value};
            takeKey(mark, value, tag == "?" && value == "<<");
            return;
        }
        deliver(std::move(constructed), anchor, 1, &value);
    }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
        const auto it = m_anchors.find(anchor);
        if (it == m_anchors.end()) // an alias inside the node it names (`&a [*a]`)
            refuse(mark, "an alias refers to a node that is not complete");
        // Counted as the values it repeats, before they are copied (billion laughs).
        count(it->second.nodes, mark);
        if (expectingKey()) {
            if (!it->second.scalar)
                refuse(mark, "a mapping key must be a plain name");
            takeKey(mark, it->second.raw, false);
            return;
        }
        deliver(Json(it->second.value), 0, it->second.nodes, nullptr);
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override {
        open(mark, tag, anchor, false);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override {
        open(mark, tag, anchor, true);
    }
    void OnMapEnd() override { close(); }

private:
    struct Anchored {
        Json value;
        std::size_t nodes = 0;
        bool scalar = false;
        std::string raw; ///< a scalar's text, for an alias used as a key
    };
    struct Frame {
        bool map = false;
        Json value;
        YAML::anchor_t anchor = 0;
        std::size_t nodesAtOpen = 0;
        std::string path;
        // A mapping's key being read, the keys given, and what `<<` merges in (PyYAML's order).
        bool haveKey = false;
        bool mergeKey = false;
        std::string key;
        YAML::Mark keyMark;
        std::unordered_set<std::string> keys;
        std::vector<Json> merges;
    };

    [[noreturn]] void refuse(const YAML::Mark& mark, const std::string& message) const {
        throw Refusal{Error{m_file, where(mark), message}};
    }
    [[noreturn]] void refuseAt(const std::string& path, const std::string& message) const {
        throw Refusal{Error{m_file, path, message}};
    }

    bool expectingKey() const {
        return !m_stack.empty() && m_stack.back().map && !m_stack.back().haveKey;
    }

    void count(std::size_t nodes, const YAML::Mark& mark) {
        m_nodes += nodes;
        if (m_nodes > kMaxRecipeNodes)
            refuse(mark, "more than " + std::to_string(kMaxRecipeNodes) +
                             " values (aliases counted as the values they repeat): not a "
                             "training recipe");
    }

    Json construct(const YAML::Mark& mark, const std::string& tag, const std::string& value) const;

    /// The path of the value the parser is about to deliver.
    std::string childPath() const {
        if (m_stack.empty())
            return {};
        const Frame& f = m_stack.back();
        const std::string part = f.map ? f.key : std::to_string(f.value.size());
        return f.path.empty() ? part : f.path + "." + part;
    }

    void takeKey(const YAML::Mark& mark, const std::string& key, bool merge) {
        Frame& f = m_stack.back();
        f.mergeKey = merge;
        f.key = key;
        f.keyMark = mark;
        f.haveKey = true;
        if (!merge && !f.keys.insert(key).second)
            refuseAt(childPath(), "key given twice (" + where(mark) + ")");
    }

    void open(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor, bool map) {
        if (expectingKey())
            refuse(mark, "a mapping key must be a plain name");
        const char* expected = map ? "tag:yaml.org,2002:map" : "tag:yaml.org,2002:seq";
        if (tag != "?" && tag != "!" && tag != expected)
            refuse(mark, "the tag " + tag + " is not one a training recipe uses");
        if (m_stack.size() >= std::size_t(kMaxRecipeDepth))
            refuseAt(childPath(),
                     "nested deeper than " + std::to_string(kMaxRecipeDepth) + " levels");
        Frame f;
        f.map = map;
        f.value = map ? Json::object() : Json::array();
        f.anchor = anchor;
        f.nodesAtOpen = m_nodes;
        f.path = childPath();
        m_stack.push_back(std::move(f));
        count(1, mark);
    }

    void close();
    void merge(Frame& f, Json&& value);
    static Json merged(Frame& f);
    void deliver(Json&& value, YAML::anchor_t anchor, std::size_t nodes, const std::string* raw);

    std::string m_file;
    std::vector<Frame> m_stack;
    std::unordered_map<YAML::anchor_t, Anchored> m_anchors;
    std::size_t m_nodes = 0;
};

Json Builder::construct(const YAML::Mark& mark, const std::string& tag,
                        const std::string& value) const {
    static const std::string kYaml = "tag:yaml.org,2002:";
    if (tag == "!" || tag == kYaml + "str") // quoted, or tagged a string
        return value;
    if (tag == "?") {
        std::string problem;
        auto plain = yamlPlainValue(value, problem);
        if (!plain)
            refuse(mark, problem);
        return std::move(*plain);
    }
    // `!!int 12`: the constructor of that tag (constructor.py); the text must be one it reads.
    const YamlPlain kind = yamlPlainKind(value);
    const bool fits = (tag == kYaml + "int" && kind == YamlPlain::Int) ||
                      (tag == kYaml + "float" && (kind == YamlPlain::Float || kind == YamlPlain::Int)) ||
                      (tag == kYaml + "bool" && kind == YamlPlain::Bool) ||
                      (tag == kYaml + "null" && kind == YamlPlain::Null);
    if (!fits)
        refuse(mark, "the tag " + tag + " is not one a training recipe uses with \"" + value + "\"");
    std::string problem;
    auto plain = yamlPlainValue(value, problem);
    if (!plain)
        refuse(mark, problem);
    if (tag == kYaml + "float" && plain->is_number_integer())
        return plain->get<double>();
    return std::move(*plain);
}

void Builder::deliver(Json&& value, YAML::anchor_t anchor, std::size_t nodes,
                      const std::string* raw) {
    if (anchor)
        m_anchors[anchor] = {value, nodes, raw != nullptr, raw ? *raw : std::string()};
    if (m_stack.empty()) {
        root = std::move(value);
        return;
    }
    Frame& f = m_stack.back();
    if (!f.map) {
        f.value.get_ref<Json::array_t&>().push_back(std::move(value));
        return;
    }
    f.haveKey = false;
    if (f.mergeKey) {
        merge(f, std::move(value));
        return;
    }
    // Straight onto the ordered map's vector: its own insert searches every key (quadratic).
    f.value.get_ref<Json::object_t&>().emplace_back(std::move(f.key), std::move(value));
}

void Builder::merge(Frame& f, Json&& value) {
    // constructor.py flatten_mapping: a mapping merges its keys; a sequence of mappings merges
    // them with the first one winning (the list is reversed, later keys override earlier ones).
    if (value.is_object()) {
        f.merges.push_back(std::move(value));
        return;
    }
    if (!value.is_array())
        refuse(f.keyMark, "expected a mapping or list of mappings for merging (<<), found " +
                              std::string(value.type_name()));
    auto& items = value.get_ref<Json::array_t&>();
    for (const Json& item : items)
        if (!item.is_object())
            refuse(f.keyMark, "expected a mapping for merging (<<), found " +
                                  std::string(item.type_name()));
    for (auto it = items.rbegin(); it != items.rend(); ++it)
        f.merges.push_back(std::move(*it));
}

Json Builder::merged(Frame& f) {
    // PyYAML: node.value = merge + node.value, then dict assignment: a key keeps its first place
    // and takes its last value, so the mapping's own keys override merged ones.
    Json out = Json::object();
    auto& entries = out.get_ref<Json::object_t&>();
    std::unordered_map<std::string, std::size_t> at;
    auto put = [&](const std::string& key, Json&& value) {
        const auto [it, fresh] = at.emplace(key, entries.size());
        if (fresh)
            entries.emplace_back(key, std::move(value));
        else
            (entries.begin() + std::ptrdiff_t(it->second))->second = std::move(value);
    };
    for (Json& m : f.merges)
        for (auto& entry : m.get_ref<Json::object_t&>())
            put(entry.first, std::move(entry.second));
    for (auto& entry : f.value.get_ref<Json::object_t&>())
        put(entry.first, std::move(entry.second));
    return out;
}

void Builder::close() {
    Frame f = std::move(m_stack.back());
    m_stack.pop_back();
    Json value = f.merges.empty() ? std::move(f.value) : merged(f);
    deliver(std::move(value), f.anchor, m_nodes - f.nodesAtOpen, nullptr);
}

/// reader.py NON_PRINTABLE: what PyYAML's Reader refuses in a stream.
bool printableForYaml(unsigned c) {
    return c == 0x09 || c == 0x0a || c == 0x0d || (c >= 0x20 && c <= 0x7e) || c == 0x85 ||
           (c >= 0xa0 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) ||
           (c >= 0x10000 && c <= 0x10ffff);
}

} // namespace

std::string unreadableText(const std::string& text, bool yaml) {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < text.size();) {
        unsigned c = 0;
        const std::size_t length = decodeUtf8(text, i, c);
        const std::string at = "line " + std::to_string(line) + ", column " + std::to_string(column);
        if (length == 0)
            return formatC("byte 0x%02x at ", unsigned(static_cast<unsigned char>(text[i]))) + at +
                   " is not UTF-8 (the frameworks read recipes as UTF-8)";
        if (yaml && !printableForYaml(c))
            return formatC("character U+%04X at ", c) + at +
                   " is not allowed in YAML (PyYAML: special characters are not allowed)";
        if (c == '\n')
            ++line, column = 1;
        else
            ++column;
        i += length;
    }
    return {};
}

Expected<Json> readYamlDocument(const std::string& text, const std::string& file) {
    if (std::string problem = unreadableText(text, true); !problem.empty())
        return Error{file, "", problem};
    std::istringstream in(text);
    Builder builder(file);
    try {
        YAML::Parser parser(in);
        if (parser.HandleNextDocument(builder)) {
            SecondDocumentProbe probe;
            parser.HandleNextDocument(probe);
        }
    } catch (const Refusal& r) {
        return r.error;
    } catch (const SecondDocument& second) {
        return Error{file, where(second.mark),
                     "a second YAML document: the frameworks read one (PyYAML safe_load: "
                     "expected a single document in the stream)"};
    } catch (const YAML::Exception& e) {
        return Error{file, where(e.mark), "not valid YAML: " + e.msg};
    }
    return std::move(builder.root);
}

} // namespace headroom
