// Fuzzes the recipe reader (issue 36): parseRecipeText() on arbitrary text, YAML or JSON, through
// the one bounded YAML reader (core/recipe/yamlreader.h). Beyond "no crash, no hang, no
// blow-up": an accepted document is a mapping that toYaml() writes and the reader reads back to
// the same document; a refusal is one line.
#include "recipedocument.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace headroom;

namespace {

/// `s` with the noncharacters U+FFFE and U+FFFF as U+FFFD: yaml-cpp 0.7's emitter writes them
/// so (a JSON recipe may hold them; PyYAML's reader refuses them raw).
std::string replacedNoncharacters(std::string s) {
    for (const char* nonchar : {"\xef\xbf\xbe", "\xef\xbf\xbf"})
        for (std::size_t at = s.find(nonchar); at != std::string::npos; at = s.find(nonchar, at))
            s.replace(at, 3, "\xef\xbf\xbd");
    return s;
}

/// Documents compared with NaN (unequal to itself) replaced by a marker and the noncharacters
/// as yaml-cpp writes them.
RecipeJson comparable(const RecipeJson& v) {
    if (v.is_object()) {
        RecipeJson out = RecipeJson::object();
        for (const auto& item : v.items())
            out[replacedNoncharacters(item.key())] = comparable(item.value());
        return out;
    }
    if (v.is_array()) {
        RecipeJson out = RecipeJson::array();
        for (const auto& item : v)
            out.push_back(comparable(item));
        return out;
    }
    if (v.is_number_float() && std::isnan(v.get<double>()))
        return "<nan>";
    if (v.is_string())
        return replacedNoncharacters(v.get<std::string>());
    return v;
}

[[noreturn]] void finding(const char* what, const std::string& detail) {
    std::fprintf(stderr, "%s: %s\n", what, detail.c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto doc = parseRecipeText(text, "fuzz.yaml");
    if (!doc) {
        const std::string line = doc.error().toString();
        if (line.find('\n') != std::string::npos || line.find('\x1b') != std::string::npos)
            finding("an error line that is not one escaped line", line);
        return 0;
    }
    if (!doc->is_object())
        finding("a document that is not a mapping", doc->dump());
    const std::string yaml = toYaml(doc.value());
    auto back = parseRecipeText(yaml, "back.yaml");
    if (!back)
        finding("toYaml() wrote what the reader refuses", back.error().toString() + "\n" + yaml);
    const RecipeJson a = comparable(doc.value()), b = comparable(back.value());
    if (a != b)
        finding("toYaml() did not read back the same", a.dump(-1, ' ', false,
                                                               RecipeJson::error_handler_t::replace));
    return 0;
}
