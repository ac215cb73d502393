#include "scenariosettings.h"

#include "jsonreader.h"
#include "scenariojson.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <set>

// The scenario's framework sections: `deepspeed` (a DeepSpeed file's ZeRO sizes, read by the
// memory model through statebytes.h zeroSizes) and `megatron` (Megatron-LM's optimizer dtypes,
// statebytes.h megatronOptimizerBytes).

namespace headroom {

namespace {

/// The keys of an object section other than `known`: the first one as an error.
std::optional<Error> unknownKey(const nlohmann::json& section, const std::string& file,
                                const std::string& path, const std::set<std::string>& known,
                                const char* what) {
    for (const auto& item : section.items())
        if (!known.count(item.key()))
            return Error{file, path + "/" + item.key(), what};
    return std::nullopt;
}

/// A number of elements, whole where it is (DeepSpeed's config keeps them as integers).
nlohmann::json elementsJson(double elements) {
    if (elements == std::floor(elements) && elements < 9e15)
        return static_cast<std::int64_t>(elements);
    return elements;
}

/// A ZeRO size as the file gave it: a number of elements or "auto".
nlohmann::json zeroSizeJson(const ZeroSize& z) {
    if (z.kind == ZeroSize::Kind::Auto)
        return "auto";
    return elementsJson(z.elements);
}

} // namespace

/// `deepspeed`: the ZeRO sizes of the run's DeepSpeed file (DeepSpeedSettings), each a number
/// of elements or "auto" (the bucket and threshold sizes accelerate fills from the hidden size).
std::optional<Error> readDeepSpeedSettings(const nlohmann::json& doc, const std::string& file,
                                           DeepSpeedSettings& d) {
    const auto it = doc.find("deepspeed");
    if (it == doc.end())
        return std::nullopt;
    if (!it->is_object())
        return Error{file, "/deepspeed", "expected an object of ZeRO settings"};
    static const std::set<std::string> keys = {"reduce_bucket_size", "stage3_prefetch_bucket_size",
                                               "stage3_param_persistence_threshold",
                                               "stage3_max_live_parameters", "overlap_comm"};
    if (auto e = unknownKey(*it, file, "/deepspeed", keys,
                            "unknown DeepSpeed setting (reduce_bucket_size, "
                            "stage3_prefetch_bucket_size, stage3_param_persistence_threshold, "
                            "stage3_max_live_parameters, overlap_comm)"))
        return e;
    JsonReader r(*it, file, "/deepspeed");
    // Elements of a bucket or threshold: at most 1e12 (DeepSpeed keeps them as integers).
    auto size = [&](const char* key, ZeroSize& out) {
        const auto v = it->find(key);
        if (v == it->end())
            return;
        if (v->is_string() && v->get<std::string>() == "auto") {
            out = {ZeroSize::Kind::Auto, 0};
            return;
        }
        if (v->is_string()) {
            r.fail(key, "expected a number of elements or \"auto\"");
            return;
        }
        const double n = r.number(key, 0, 0, 1e12);
        if (n != std::floor(n))
            r.fail(key, "expected a whole number of elements or \"auto\"");
        out = {ZeroSize::Kind::Elements, n};
    };
    size("reduce_bucket_size", d.reduceBucket);
    size("stage3_prefetch_bucket_size", d.prefetchBucket);
    size("stage3_param_persistence_threshold", d.persistenceThreshold);
    d.maxLiveParameters = r.optionalNumber("stage3_max_live_parameters", 0, 1e12);
    if (d.maxLiveParameters && *d.maxLiveParameters != std::floor(*d.maxLiveParameters))
        r.fail("stage3_max_live_parameters", "expected a whole number of elements");
    if (r.has("overlap_comm"))
        d.overlapComm = r.boolean("overlap_comm", true);
    if (r.failed())
        return r.error();
    return std::nullopt;
}

nlohmann::json deepSpeedJson(const DeepSpeedSettings& d) {
    nlohmann::json j = nlohmann::json::object();
    if (d.reduceBucket.kind != ZeroSize::Kind::Default)
        j["reduce_bucket_size"] = zeroSizeJson(d.reduceBucket);
    if (d.prefetchBucket.kind != ZeroSize::Kind::Default)
        j["stage3_prefetch_bucket_size"] = zeroSizeJson(d.prefetchBucket);
    if (d.persistenceThreshold.kind != ZeroSize::Kind::Default)
        j["stage3_param_persistence_threshold"] = zeroSizeJson(d.persistenceThreshold);
    if (d.maxLiveParameters)
        j["stage3_max_live_parameters"] = elementsJson(*d.maxLiveParameters);
    if (d.overlapComm)
        j["overlap_comm"] = *d.overlapComm;
    return j;
}

/// `megatron`: the flags of Megatron-LM's optimizer that size its states, under its own names
/// (megatron/training/arguments.py at d98e8a64, _add_training_args: --main-grads-dtype fp32|bf16,
/// --main-params-dtype fp32|fp16, --exp-avg-dtype and --exp-avg-sq-dtype fp32|fp16|bf16|fp8).
std::optional<Error> readMegatronSettings(const nlohmann::json& doc, const std::string& file,
                                          MegatronSettings& m) {
    const auto it = doc.find("megatron");
    if (it == doc.end())
        return std::nullopt;
    if (!it->is_object())
        return Error{file, "/megatron", "expected an object of Megatron-LM optimizer flags"};
    static const std::set<std::string> keys = {"use_precision_aware_optimizer",
                                               "main_grads_dtype",
                                               "main_params_dtype",
                                               "exp_avg_dtype",
                                               "exp_avg_sq_dtype",
                                               "store_param_remainders"};
    if (auto e = unknownKey(*it, file, "/megatron", keys,
                            "unknown Megatron-LM setting (use_precision_aware_optimizer, "
                            "main_grads_dtype, main_params_dtype, exp_avg_dtype, "
                            "exp_avg_sq_dtype, store_param_remainders)"))
        return e;
    JsonReader r(*it, file, "/megatron");
    m.precisionAwareOptimizer = r.boolean("use_precision_aware_optimizer", false);
    m.storeParamRemainders = r.boolean("store_param_remainders", true);
    const auto dtype = [&](const char* key, std::initializer_list<OptimizerDtype> allowed) {
        const OptimizerDtype d = r.choice(key, kOptimizerDtypeNames, OptimizerDtype::Fp32);
        if (r.failed())
            return d;
        std::string names;
        for (OptimizerDtype a : allowed)
            names += std::string(names.empty() ? "" : ", ") + toString(a);
        if (std::find(allowed.begin(), allowed.end(), d) == allowed.end())
            r.fail(key, "expected one of " + names + " (Megatron-LM's choices)");
        // OptimizerConfig.__post_init__ (optimizer_config.py at d98e8a64): "... can only be fp32
        // when not using precision-aware optimizer".
        else if (d != OptimizerDtype::Fp32 && !m.precisionAwareOptimizer)
            r.fail(key, "only fp32 without use_precision_aware_optimizer (Megatron-LM)");
        return d;
    };
    using D = OptimizerDtype;
    m.mainGrads = dtype("main_grads_dtype", {D::Fp32, D::Bf16});
    m.mainParams = dtype("main_params_dtype", {D::Fp32, D::Fp16});
    m.expAvg = dtype("exp_avg_dtype", {D::Fp32, D::Fp16, D::Bf16, D::Fp8});
    m.expAvgSq = dtype("exp_avg_sq_dtype", {D::Fp32, D::Fp16, D::Bf16, D::Fp8});
    if (r.failed())
        return r.error();
    return std::nullopt;
}

nlohmann::json megatronJson(const MegatronSettings& m) {
    nlohmann::json j = nlohmann::json::object();
    if (m.precisionAwareOptimizer)
        j["use_precision_aware_optimizer"] = true;
    const std::pair<const char*, OptimizerDtype> dtypes[] = {{"main_grads_dtype", m.mainGrads},
                                                             {"main_params_dtype", m.mainParams},
                                                             {"exp_avg_dtype", m.expAvg},
                                                             {"exp_avg_sq_dtype", m.expAvgSq}};
    for (const auto& [key, d] : dtypes)
        if (d != OptimizerDtype::Fp32)
            j[key] = toString(d);
    if (!m.storeParamRemainders)
        j["store_param_remainders"] = false;
    return j;
}

} // namespace headroom
