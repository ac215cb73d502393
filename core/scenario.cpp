#include "scenario.h"

#include "catalog.h"
#include "jsonreader.h"
#include "scenariofile.h"

#include <set>

// The scenario's enum names and its training-stack keys. Reading a scenario file:
// scenarioread.cpp; writing one: scenariowrite.cpp; the checks between its values:
// scenariocheck.cpp.

namespace headroom {

using scenariofile::kLoraTargets;
using scenariofile::validIds;

const char* toString(Method v) {
    return kMethodNames.name(v);
}
const char* toString(Optimizer v) {
    return kOptimizerNames.name(v);
}
const char* toString(OptimizerImpl v) {
    return kOptimizerImplNames.name(v);
}
const char* toString(PlainLoss v) {
    return kPlainLossNames.name(v);
}
const char* toString(AttentionKernel v) {
    return kAttentionKernelNames.name(v);
}
const char* toString(Quantizer v) {
    return kQuantizerNames.name(v);
}
const char* toString(NcclNvls v) {
    return kNcclNvlsNames.name(v);
}
const char* toString(CheckpointPolicy v) {
    return kCheckpointPolicyNames.name(v);
}
const char* toString(OptimizerDtype v) {
    return kOptimizerDtypeNames.name(v);
}
bool runsDeepSpeedZero(const Scenario& s) {
    return s.sharding == Sharding::Zero1 || s.sharding == Sharding::Zero2 ||
           (s.sharding == Sharding::Full && shardingImplOf(s) == ShardingImpl::DeepSpeed);
}
bool runsMegatronOptimizer(const Scenario& s, const ParallelPlan& plan) {
    // Ring context parallelism alone is Megatron-LM's too (megatron/training/arguments.py at
    // d98e8a64: `--context-parallel-size`, `--cp-comm-type` default ["p2p"], the ring); an
    // all-to-all cp alone with DeepSpeed is ALST's (runsAlstUlysses).
    const bool ringCp = plan.cp > 1 && plan.cpKind == ContextParallelKind::Ring;
    return (s.sharding == Sharding::Zero1 || s.sharding == Sharding::None) &&
           (plan.tp > 1 || plan.pp > 1 || plan.ep > 1 || ringCp) &&
           s.stateBytes == StateBytes::Zero;
}
bool checkpointsPerOp(const Scenario& s) {
    return s.gradientCheckpointing && s.checkpointPolicy == CheckpointPolicy::SelectiveOp;
}
ShardingImpl shardingImplOf(const Scenario& s) {
    if (s.sharding == Sharding::Full && s.offload == Offload::Optimizer)
        return ShardingImpl::DeepSpeed;
    return s.shardingImpl;
}

const char* toString(ShardingImpl v) {
    return kShardingImplNames.name(v);
}
const char* toString(FsdpVersion v) {
    return kFsdpVersionNames.name(v);
}
const char* toString(Offload v) {
    return kOffloadNames.name(v);
}
const char* toString(StateBytes v) {
    return kStateBytesNames.name(v);
}
const char* toString(FusedLossKind v) {
    return kFusedLossKindNames.name(v);
}

namespace {

/// The keys a training stack sets (catalog/stacks.json); a scenario may override each.
const std::set<std::string> kStackKeys = {
    "state_bytes",      "optimizer_impl",     "fused_cross_entropy",
    "fused_loss",       "plain_loss",         "attention",
    "compile",          "activation_offload", "fsdp_version",
    "nf4_double_quant", "quantize_lm_head",   "untie_embeddings",
    "quantizer",        "lora_targets",       "sharding_impl"};

std::optional<Error> readLoraTargets(const nlohmann::json& v, const std::string& file,
                                     const std::string& path, unsigned& targets) {
    if (v.is_string() && v.get<std::string>() == "all-linear") {
        targets = 0;
        return std::nullopt;
    }
    if (!v.is_array() || v.empty())
        return Error{file, path,
                     "expected \"all-linear\" or a list of q, k, v, o, gate, up, "
                     "down, lm_head, embed"};
    unsigned bits = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const auto& item = v[i];
        unsigned bit = 0;
        if (item.is_string())
            for (const auto& t : kLoraTargets)
                if (item.get<std::string>() == t.name)
                    bit = t.bit;
        if (!bit)
            return Error{file, path + "/" + std::to_string(i),
                         "unknown LoRA target (q, k, v, o, gate, up, down, lm_head, embed)"};
        bits |= bit;
    }
    targets = bits;
    return std::nullopt;
}

} // namespace

std::optional<Error> applyStackKeys(const nlohmann::json& doc, const std::string& file,
                                    const std::string& path, Scenario& s, bool onlyStackKeys) {
    if (!doc.is_object())
        return Error{file, path.empty() ? "/" : path, "expected a JSON object"};
    if (onlyStackKeys)
        for (const auto& item : doc.items())
            if (!kStackKeys.count(item.key()))
                return Error{file, path + "/" + item.key(), "not a key a training stack sets"};
    JsonReader r(doc, file, path);
    s.stateBytes = r.choice("state_bytes", kStateBytesNames, s.stateBytes);
    s.optimizerImpl = r.choice("optimizer_impl", kOptimizerImplNames, s.optimizerImpl);
    s.fusedCrossEntropy = r.boolean("fused_cross_entropy", s.fusedCrossEntropy);
    s.fusedLoss = r.choice("fused_loss", kFusedLossKindNames, s.fusedLoss);
    s.plainLoss = r.choice("plain_loss", kPlainLossNames, s.plainLoss);
    s.attention = r.choice("attention", kAttentionKernelNames, s.attention);
    s.compile = r.boolean("compile", s.compile);
    s.activationOffload = r.boolean("activation_offload", s.activationOffload);
    s.fsdpVersion = r.choice("fsdp_version", kFsdpVersionNames, s.fsdpVersion);
    s.nf4DoubleQuant = r.boolean("nf4_double_quant", s.nf4DoubleQuant);
    s.quantizeLmHead = r.boolean("quantize_lm_head", s.quantizeLmHead);
    s.untieEmbeddings = r.boolean("untie_embeddings", s.untieEmbeddings);
    s.quantizer = r.choice("quantizer", kQuantizerNames, s.quantizer);
    s.shardingImpl = r.choice("sharding_impl", kShardingImplNames, s.shardingImpl);
    if (r.failed())
        return r.error();
    if (auto it = doc.find("lora_targets"); it != doc.end())
        if (auto e = readLoraTargets(*it, file, path + "/lora_targets", s.loraTargets))
            return e;
    return std::nullopt;
}

std::optional<Error> applyStack(Scenario& s, const std::string& id, const Catalog& catalog) {
    // Back to Headroom's defaults first, so that switching stacks leaves nothing behind.
    const Scenario defaults;
    s.stateBytes = defaults.stateBytes;
    s.optimizerImpl = defaults.optimizerImpl;
    s.fusedCrossEntropy = defaults.fusedCrossEntropy;
    s.fusedLoss = defaults.fusedLoss;
    s.plainLoss = defaults.plainLoss;
    s.attention = defaults.attention;
    s.compile = defaults.compile;
    s.activationOffload = defaults.activationOffload;
    s.fsdpVersion = defaults.fsdpVersion;
    s.shardingImpl = defaults.shardingImpl;
    s.nf4DoubleQuant = defaults.nf4DoubleQuant;
    s.quantizeLmHead = defaults.quantizeLmHead;
    s.untieEmbeddings = defaults.untieEmbeddings;
    s.quantizer = defaults.quantizer;
    s.loraTargets = defaults.loraTargets;
    s.stack = id;
    if (id.empty())
        return std::nullopt;
    const StackSpec* stack = catalog.findStack(id);
    if (!stack)
        return Error{"", "/stack",
                     "unknown training stack '" + id + "'" + validIds(catalog.stacks)};
    return applyStackKeys(stack->keys, stack->definedInFile, stack->definedAt + "/sets", s, true);
}

} // namespace headroom
