#include "notconverted.h"

#include "layerparts.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <utility>

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
    bool holds(int layer) const { return all || layers.count(layer) > 0; }
};

/// The last name of an entry ("model.layers.3.self_attn.q_proj" → "q_proj") and the module
/// before it ("self_attn").
std::pair<std::string, std::string> tail(const std::string& entry) {
    const std::string s = stripped(entry);
    const auto last = s.rfind('.');
    const std::string name = last == std::string::npos ? s : s.substr(last + 1);
    if (last == std::string::npos)
        return {name, {}};
    const auto before = s.rfind('.', last - 1);
    return {name, s.substr(before == std::string::npos ? 0 : before + 1,
                           last - (before == std::string::npos ? 0 : before + 1))};
}

/// One projection's parameters (0 where the name is none of a decoder layer's linears), with the
/// group whose whole block would already hold it. Shapes as memorymodel.cpp counts them:
/// attention's q/k/v/o (vLLM's fused qkv_proj), MLA's q_a/q_b/kv_a/kv_b, a dense MLP's or a
/// shared expert's gate/up/down (gate_up_proj fused), Gated DeltaNet's out_proj.
std::pair<Group, double> projection(const std::string& entry, const ModelArch& arch) {
    const auto [name, module] = tail(entry);
    const double h = arch.hidden;
    const AttentionShape& at = arch.attention;
    const MlaShape& mla = arch.mla;
    const double dq = double(at.heads) * at.headDim, dkv = double(at.kvHeads) * at.headDim;
    const double qk = double(mla.qkNopeHeadDim) + mla.qkRopeHeadDim;
    if (module == "self_attn") {
        const bool isMla = mla.kvLoraRank > 0;
        const double q = isMla ? h * at.heads * qk : h * dq * (at.outputGate ? 2 : 1);
        const double o = isMla ? double(at.heads) * mla.vHeadDim * h : dq * h;
        double w = 0;
        if (name == "q_proj")
            w = q;
        else if (name == "k_proj" || name == "v_proj")
            w = h * dkv;
        else if (name == "qkv_proj")
            w = q + 2 * h * dkv;
        else if (name == "o_proj")
            w = o;
        else if (name == "q_a_proj")
            w = h * mla.qLoraRank;
        else if (name == "q_b_proj")
            w = double(mla.qLoraRank) * at.heads * qk;
        else if (name == "kv_a_proj_with_mqa")
            w = h * (double(mla.kvLoraRank) + mla.qkRopeHeadDim);
        else if (name == "kv_b_proj")
            w = double(mla.kvLoraRank) * at.heads * (double(mla.qkNopeHeadDim) + mla.vHeadDim);
        return {Group::Attention, w};
    }
    const bool shared = module == "shared_expert" || module == "shared_experts";
    if (shared || module == "mlp") {
        const double width =
            shared ? double(arch.mlp.sharedExpertIntermediate) : double(arch.mlp.intermediate);
        const double w = name == "gate_up_proj" ? 2 * h * width
                         : name == "gate_proj" || name == "up_proj" || name == "down_proj"
                             ? h * width
                             : 0;
        return {shared ? Group::SharedExpert : Group::DenseMlp, w};
    }
    if (module == "linear_attn" && name == "out_proj")
        return {Group::LinearAttention,
                double(arch.deltaNet.valueHeads) * arch.deltaNet.valueHeadDim * h};
    return {Group::Other, 0};
}

/// Layers of a group's kind that one projection entry names and its whole group does not: the
/// entry's layer (an index into all `layers`), or every layer of the kind.
double projectionLayers(int layer, const Covered& group, int ofKind, int layers) {
    if (group.all)
        return 0;
    if (layer >= 0)
        return group.holds(layer) || layer >= layers ? 0 : 1;
    return std::max(0.0, ofKind - group.count(ofKind));
}

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
    const double groups =
        attention.count(arch.fullAttentionLayers) * layermodel::attentionParams(arch) +
        linear.count(arch.linearAttentionLayers) * layermodel::deltaNetParams(arch) +
        shared.count(moeLayers) * sharedExpert + dense.count(arch.layers - moeLayers) * denseMlp;
    // Single projections ("model.layers.*.mlp.down_proj", "model.layers.3.self_attn.q_proj"),
    // each distinct name once, in the layers their whole group does not already hold.
    double projections = 0;
    std::set<std::string> seen;
    for (const std::string& entry : arch.quantization.notConverted) {
        if (groupOf(entry) != Group::Other || !seen.insert(stripped(entry)).second)
            continue;
        const auto [group, weights] = projection(entry, arch);
        const int layer = layerOf(entry);
        switch (group) {
        case Group::Attention:
            projections +=
                weights * projectionLayers(layer, attention, arch.fullAttentionLayers, arch.layers);
            break;
        case Group::LinearAttention:
            projections +=
                weights * projectionLayers(layer, linear, arch.linearAttentionLayers, arch.layers);
            break;
        case Group::SharedExpert:
            projections += weights * projectionLayers(layer, shared, moeLayers, arch.layers);
            break;
        case Group::DenseMlp:
            projections +=
                weights * projectionLayers(layer, dense, arch.layers - moeLayers, arch.layers);
            break;
        case Group::Other:
            break;
        }
    }
    return groups + projections;
}

} // namespace headroom
