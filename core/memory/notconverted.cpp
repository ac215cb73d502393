#include "notconverted.h"

#include "layerparts.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

namespace headroom {

namespace {

enum class Group { Attention, LinearAttention, SharedExpert, DenseMlp, Other };

/// The entry without a regex's decorations: "re:" in front (compressed-tensors), "$", ".*" and
/// "*" at the end.
std::string stripped(const std::string& entry) {
    std::string s = entry.rfind("re:", 0) == 0 ? entry.substr(3) : entry;
    while (!s.empty() && (s.back() == '$' || s.back() == '*' || s.back() == '.'))
        s.pop_back();
    return s;
}

bool endsWith(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

/// The layer group an entry names as a whole (the name ends with the group's module).
Group groupOf(const std::string& entry) {
    const std::string s = stripped(entry);
    if (endsWith(s, "linear_attn"))
        return Group::LinearAttention;
    if (endsWith(s, "self_attn"))
        return Group::Attention;
    if (endsWith(s, "shared_expert") || endsWith(s, "shared_experts"))
        return Group::SharedExpert;
    if (endsWith(s, ".mlp") || s == "mlp")
        return Group::DenseMlp;
    return Group::Other;
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
    Covered attention, linear, shared, dense;
    for (const std::string& entry : arch.quantization.notConverted) {
        Covered* c = nullptr;
        switch (groupOf(entry)) {
        case Group::Attention:
            c = &attention;
            break;
        case Group::LinearAttention:
            c = &linear;
            break;
        case Group::SharedExpert:
            c = &shared;
            break;
        case Group::DenseMlp:
            c = &dense;
            break;
        case Group::Other:
            continue;
        }
        const int layer = layerOf(entry);
        if (layer < 0)
            c->all = true;
        else
            c->layers.insert(layer);
    }
    const MlpShape& m = arch.mlp;
    const double h = arch.hidden;
    const int moeLayers = m.experts > 0 ? arch.moeLayers : 0;
    // Shapes as memorymodel.cpp counts them: q/k/v/o (MLA's low-rank path), DeltaNet's
    // projections, a shared expert's gate/up/down, a dense layer's MLP.
    const double sharedExpert = 3 * h * double(m.sharedExpertIntermediate);
    const double denseMlp = (m.gated ? 3 : 2) * h * double(m.intermediate);
    return attention.count(arch.fullAttentionLayers) * layermodel::attentionParams(arch) +
           linear.count(arch.linearAttentionLayers) * layermodel::deltaNetParams(arch) +
           shared.count(moeLayers) * sharedExpert + dense.count(arch.layers - moeLayers) * denseMlp;
}

} // namespace headroom
