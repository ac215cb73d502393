#include "notconverted.h"

#include "layerparts.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <utility>

namespace headroom {

namespace {

/// The layer groups an entry can name as a whole; Other: none (not counted).
enum class Group { Attention, LinearAttention, SharedExpert, DenseMlp, Other };
constexpr std::size_t kGroups = static_cast<std::size_t>(Group::Other);

/// The module a group's entries end with, in the order tried: the entries of the config's
/// `modules_to_not_convert`, `ignored_layers` or `ignore` (modelarch.cpp), such as
/// "model.layers.0.self_attn" or compressed-tensors' "re:.*shared_expert$".
constexpr std::pair<std::string_view, Group> kGroupTails[] = {
    {"linear_attn", Group::LinearAttention},
    {"self_attn", Group::Attention},
    {"shared_expert", Group::SharedExpert},
    {"shared_experts", Group::SharedExpert},
    {".mlp", Group::DenseMlp},
};

/// The entry without a regex's decorations: "re:" in front (compressed-tensors), "$", ".*" and
/// "*" at the end.
std::string stripped(const std::string& entry) {
    std::string s = entry.rfind("re:", 0) == 0 ? entry.substr(3) : entry;
    while (!s.empty() && (s.back() == '$' || s.back() == '*' || s.back() == '.'))
        s.pop_back();
    return s;
}

bool endsWith(const std::string& s, std::string_view tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

/// The layer group an entry names as a whole (the name ends with the group's module).
Group groupOf(const std::string& entry) {
    const std::string s = stripped(entry);
    for (const auto& [tail, group] : kGroupTails)
        if (endsWith(s, tail))
            return group;
    return s == "mlp" ? Group::DenseMlp : Group::Other;
}

/// The layer index an entry names ("layers.12."), or -1 for every layer.
int layerOf(const std::string& entry) {
    const auto at = entry.find("layers.");
    if (at == std::string::npos)
        return -1;
    std::size_t i = at + 7;
    int layer = 0;
    bool digits = false;
    while (i < entry.size() && std::isdigit(static_cast<unsigned char>(entry[i]))) {
        layer = layer * 10 + (entry[i++] - '0');
        digits = true;
        if (layer > 1000000)
            return -1;
    }
    return digits ? layer : -1;
}

/// Layers one group covers: every layer of its kind, or the distinct ones named.
struct Covered {
    bool all = false;
    std::set<int> layers;
    double count(int ofKind) const {
        return all ? ofKind : std::min<double>(double(layers.size()), ofKind);
    }
};

} // namespace

double unconvertedLinearParams(const ModelArch& arch) {
    std::array<Covered, kGroups> covered; // by Group
    for (const std::string& entry : arch.quantization.notConverted) {
        const Group group = groupOf(entry);
        if (group == Group::Other)
            continue;
        Covered& c = covered[static_cast<std::size_t>(group)];
        const int layer = layerOf(entry);
        if (layer < 0)
            c.all = true;
        else
            c.layers.insert(layer);
    }
    auto count = [&covered](Group g, int ofKind) {
        return covered[static_cast<std::size_t>(g)].count(ofKind);
    };
    const MlpShape& m = arch.mlp;
    const double h = arch.hidden;
    const int moeLayers = m.experts > 0 ? arch.moeLayers : 0;
    // Shapes as memorymodel.cpp counts them: q/k/v/o (MLA's low-rank path), DeltaNet's
    // projections, a shared expert's gate/up/down, a dense layer's MLP.
    const double sharedExpert = 3 * h * double(m.sharedExpertIntermediate);
    const double denseMlp = (m.gated ? 3 : 2) * h * double(m.intermediate);
    return count(Group::Attention, arch.fullAttentionLayers) * layermodel::attentionParams(arch) +
           count(Group::LinearAttention, arch.linearAttentionLayers) *
               layermodel::deltaNetParams(arch) +
           count(Group::SharedExpert, moeLayers) * sharedExpert +
           count(Group::DenseMlp, arch.layers - moeLayers) * denseMlp;
}

} // namespace headroom
