#pragma once
// Reads a recipe document key by key (dotted paths: "fsdp_config.offload_params") and
// remembers which keys were read, so that every key Headroom does not model ends in the
// "not modelled" note instead of being dropped silently. The first bad value is kept as an
// Error naming the file and the dotted key.
#include "error.h"
#include "recipedocument.h"

#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace headroom {

/// A recipe's boolean as the frameworks' argument parsers read it (HfArgumentParser's
/// string_to_bool, OmegaConf): true / false, or the strings true / True / false / False;
/// nullopt for anything else.
std::optional<bool> recipeBoolean(const RecipeJson& v);

class RecipeKeys {
public:
    RecipeKeys(const RecipeJson& doc, std::string file);

    const RecipeJson& document() const { return m_doc; }
    const std::string& file() const { return m_file; }

    /// The value at `key`, marked as read; nullptr when absent or null (YAML `key:` with no
    /// value means "not set" to every framework here).
    const RecipeJson* find(const std::string& key);
    /// Whether `key` holds a value (not null), without marking it.
    bool has(const std::string& key) const;
    /// The value at `key` without marking it read (nullptr when absent or null): a value Headroom
    /// carries without sizing by it stays in the "not modelled" list (recipesettings.h).
    const RecipeJson* peek(const std::string& key) const { return lookup(key); }
    /// Marks `key` (and everything under it) as read.
    void use(const std::string& key);

    std::optional<bool> boolean(const std::string& key);
    std::optional<long long> integer(const std::string& key, long long min, long long max);
    std::optional<double> number(const std::string& key, double min, double max);
    std::optional<std::string> string(const std::string& key);
    /// A string that must be one of `choices` (its index).
    std::optional<int> choice(const std::string& key, std::initializer_list<const char*> choices);
    /// A string or a list of strings (`lora_target_modules: q_proj` or `[q_proj, v_proj]`).
    std::optional<std::vector<std::string>> strings(const std::string& key);

    /// Records the first error only.
    void fail(const std::string& key, const std::string& message);
    bool failed() const { return m_error.has_value(); }
    const Error& error() const { return *m_error; }
    /// The key read last: where an unexpected exception from the document is reported.
    const std::string& lastKey() const { return m_lastKey; }

    /// Records that the scenario's `scenarioKey` ("/lora_rank") holds the value of the recipe's
    /// `key`: a check of the imported scenario that refuses it names the recipe's key.
    void source(const std::string& scenarioKey, const std::string& key);
    /// The recipe's key behind `scenarioKey`; `scenarioKey` itself when none was recorded.
    std::string sourceOf(const std::string& scenarioKey) const;
    /// Keys holding a value that nothing read: dotted paths, in the document's order. A
    /// mapping of which some keys were read lists its unread keys one by one.
    std::vector<std::string> unread() const;

private:
    const RecipeJson* lookup(const std::string& key) const;
    void unreadUnder(const RecipeJson& node, const std::string& prefix,
                     const std::set<std::string>& prefixes, std::vector<std::string>& out) const;

    const RecipeJson& m_doc;
    std::string m_file;
    std::set<std::string> m_read;
    std::optional<Error> m_error;
    std::string m_lastKey;
    std::map<std::string, std::string> m_sources;
};

} // namespace headroom
