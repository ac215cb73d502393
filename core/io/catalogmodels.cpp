// The catalog's files beyond the hardware: models/*.json, vendor.json, assumptions.json,
// stacks.json and calibration/*.json. Each reader fills the Loader (catalogloader.h).
#include "catalogloader.h"

namespace headroom::catalogload {

std::optional<Error> readModel(const nlohmann::json& doc, const std::string& file, Loader& load) {
    if (!doc.is_object())
        return Error{file, "/", "expected a JSON object at the top level"};
    JsonReader r(doc, file);
    ModelEntry m;
    m.id = r.string("id", {}, true);
    m.name = r.string("name", {}, true);
    m.source = r.string("source");
    m.checkpointGb = r.number("checkpoint_gb", 0, 0, kMaxGb);
    m.fp8Gb = r.number("fp8_gb", 0, 0, kMaxGb);
    if (r.failed())
        return r.error();
    if (auto repos = doc.find("hugging_face"); repos != doc.end()) {
        if (!repos->is_array())
            return Error{file, "/hugging_face", "expected a list of Hugging Face repository ids"};
        for (std::size_t i = 0; i < repos->size(); ++i) {
            const auto& repo = (*repos)[i];
            if (!repo.is_string() || repo.get<std::string>().find('/') == std::string::npos)
                return Error{file, "/hugging_face/" + std::to_string(i),
                             "expected a repository id such as \"meta-llama/Llama-3.1-8B\""};
            m.huggingFace.push_back(repo.get<std::string>());
        }
    }
    auto config = doc.find("config");
    if (config == doc.end())
        return Error{file, "/config", "missing required key (the model's config.json)"};
    if (!config->is_object())
        return Error{file, "/config", "expected an object (the model's config.json)"};
    auto arch = parseModelConfig(*config, file);
    if (!arch) {
        Error e = arch.error();
        if (e.key.empty() || e.key[0] != '/')
            e.key = "/config/" + e.key;
        else
            e.key = "/config" + e.key;
        return e;
    }
    m.arch = std::move(arch).value();
    upsert(load.cat.models, load.modelAt, std::move(m));
    return std::nullopt;
}

std::optional<Error> readVendor(const nlohmann::json& doc, const std::string& file, Loader& load) {
    if (!doc.is_object())
        return Error{file, "/", "expected a JSON object at the top level"};
    JsonReader r(doc, file);
    Vendor& v = load.cat.vendor;
    v.name = r.string("name", v.name, true);
    v.email = r.string("email", v.email);
    v.phone = r.string("phone", v.phone);
    v.web = r.string("web", v.web);
    v.currency = r.string("currency", v.currency);
    v.validityDays = r.integer("validity_days", v.validityDays, 1, 3650);
    v.termsEn = r.string("terms_en", v.termsEn);
    v.termsDe = r.string("terms_de", v.termsDe);
    v.servicePrice = r.number("service_price", v.servicePrice, 0, 1e9);
    v.vatPercent = r.number("vat_percent", v.vatPercent, 0, 100);
    v.locale = r.string("locale", v.locale);
    v.paper = r.string("paper", v.paper);
    const std::string logo = r.string("logo");
    if (r.failed())
        return r.error();
    if (v.paper != "a4" && v.paper != "letter")
        return Error{file, "/paper", "expected \"a4\" or \"letter\", not '" + v.paper + "'"};
    // The logo is read from the folder of the file that names it (built-in or user catalog).
    if (!logo.empty())
        v.logo = (std::filesystem::path(file).parent_path() / logo).string();
    if (auto it = doc.find("address"); it != doc.end()) {
        if (!it->is_array())
            return Error{file, "/address", "expected an array of lines"};
        v.address.clear();
        for (std::size_t i = 0; i < it->size(); ++i) {
            if (!(*it)[i].is_string())
                return Error{file, "/address/" + std::to_string(i), "expected a string"};
            v.address.push_back((*it)[i].get<std::string>());
        }
    }
    return std::nullopt;
}

namespace {

/// Each assumption id and the field it sets, with its allowed range.
struct AssumptionField {
    const char* id;
    double Assumptions::*field;
    double min;
    double max;
};
constexpr AssumptionField kAssumptionFields[] = {
    {"mfu", &Assumptions::mfu, 0.01, 1},
    {"mfu_long_context", &Assumptions::mfuLongContext, 0.01, 1},
    {"long_context_tokens", &Assumptions::longContextTokens, 1, 1e8},
    {"link_efficiency", &Assumptions::linkEfficiency, 0.01, 1},
    {"cuda_context_gb", &Assumptions::cudaContextGb, 0, 100},
    {"allocator_fragmentation", &Assumptions::fragmentation, 0, 1},
    {"adam8bit_optimizer_bytes", &Assumptions::adam8bitOptimizerBytes, 0, 16},
    {"hf_extra_bytes", &Assumptions::hfExtraBytes, 0, 16},
    {"offload_host_bytes", &Assumptions::offloadHostBytes, 0, 64},
    {"nf4_bytes_per_weight", &Assumptions::nf4BytesPerWeight, 0.1, 2},
    {"zero_reduce_bucket_elements", &Assumptions::zeroReduceBucketElements, 0, 1e12},
    {"zero_prefetch_bucket_elements", &Assumptions::zeroPrefetchBucketElements, 0, 1e12},
    {"zero_max_live_parameters", &Assumptions::zeroMaxLiveParameters, 0, 1e13},
    {"zero_param_persistence_threshold", &Assumptions::zeroPersistenceThreshold, 0, 1e13},
    {"int8_bytes_per_weight", &Assumptions::int8BytesPerWeight, 0.5, 4},
    {"checkpoint_bytes", &Assumptions::checkpointBytes, 0, 64},
    {"fp8_linear_bytes", &Assumptions::fp8LinearBytes, 0.1, 4},
    {"power_overhead", &Assumptions::powerOverhead, 0, 2},
    {"feed_derating", &Assumptions::feedDerating, 0.1, 1},
    {"host_memory_factor", &Assumptions::hostMemoryFactor, 0, 16},
    {"host_os_gb", &Assumptions::hostOsGb, 0, 1e5},
    {"cpu_cores_per_gpu", &Assumptions::cpuCoresPerGpu, 0, 1024},
    {"cpu_adam_params_per_s", &Assumptions::cpuAdamParamsPerS, 1e6, 1e13},
    {"energy_price", &Assumptions::energyPrice, 0, 100},
    {"cost_years", &Assumptions::costYears, 1, 10},
    {"pue", &Assumptions::pue, 1, 5},
    {"usd_per_eur", &Assumptions::usdPerEur, 0.01, 100},
    {"idle_power_fraction", &Assumptions::idlePowerFraction, 0, 1},
    {"recommend_margin_fraction", &Assumptions::recommendMarginFraction, 0, 0.9},
    {"power_transient_margin", &Assumptions::powerTransientMargin, 0, 2},
    {"psu_unit_w", &Assumptions::psuUnitW, 100, 1e5},
    {"rack_units", &Assumptions::rackUnits, 1, 100},
    {"storage_write_gbs", &Assumptions::storageWriteGBs, 0.01, 1e4},
    {"band_widen_sequence_length", &Assumptions::bandWidenSequence, 0, 1},
    {"band_widen_gpu_count", &Assumptions::bandWidenGpus, 0, 1},
    {"band_widen_offload", &Assumptions::bandWidenOffload, 0, 1},
    {"band_widen_parallel_plan", &Assumptions::bandWidenPlan, 0, 1},
    {"band_widen_model_family", &Assumptions::bandWidenFamily, 0, 1},
    {"band_widen_split_experts", &Assumptions::bandWidenSplitExperts, 0, 1},
    {"band_widen_checkpointing_policy", &Assumptions::bandWidenCheckpointPolicy, 0, 1},
    {"band_widen_precision_aware_optimizer", &Assumptions::bandWidenPrecisionAwareOptimizer, 0, 1},
    {"int4_bytes_per_weight", &Assumptions::int4BytesPerWeight, 0.1, 4},
    {"mxfp4_bytes_per_weight", &Assumptions::mxfp4BytesPerWeight, 0.1, 4},
    {"serving_bandwidth_efficiency", &Assumptions::servingBandwidthEfficiency, 0.01, 1},
    {"serving_allreduce_step_latency_us", &Assumptions::servingAllReduceStepLatencyUs, 0, 1e4},
    {"serving_batched_tokens", &Assumptions::servingBatchedTokens, 1, 1e7},
    {"serving_batched_tokens_small", &Assumptions::servingBatchedTokensSmall, 1, 1e7},
    {"serving_max_num_seqs", &Assumptions::servingMaxNumSeqs, 1, 1e6},
    {"serving_max_num_seqs_small", &Assumptions::servingMaxNumSeqsSmall, 1, 1e6},
    {"serving_large_card_gib", &Assumptions::servingLargeCardGib, 1, 1e5},
    {"serving_sampler_bytes_per_logit", &Assumptions::servingSamplerBytesPerLogit, 0, 256},
    {"serving_non_torch_gb", &Assumptions::servingNonTorchGb, 0, 100},
    {"serving_non_torch_tp_gb", &Assumptions::servingNonTorchTpGb, 0, 100},
    {"serving_cuda_graph_gb", &Assumptions::servingCudaGraphGb, 0, 100},
    {"serving_cuda_graph_hybrid_gb_per_1k_tokens",
     &Assumptions::servingCudaGraphHybridGbPer1kTokens, 0, 100},
    {"serving_trtllm_kv_fraction", &Assumptions::servingTrtllmKvFraction, 0.01, 1},
    {"serving_trtllm_batched_tokens", &Assumptions::servingTrtllmBatchedTokens, 1, 1e7},
    {"serving_gpu_load", &Assumptions::servingGpuLoad, 0.01, 1},
    {"serving_layer_us_vllm", &Assumptions::servingLayerUsVllm, 0, 1e4},
    {"serving_layer_us_sglang", &Assumptions::servingLayerUsSglang, 0, 1e4},
    {"serving_layer_us_tensorrt_llm", &Assumptions::servingLayerUsTrtllm, 0, 1e4},
    {"serving_prefill_efficiency", &Assumptions::servingPrefillEfficiency, 0.01, 1},
    {"serving_output_tokens", &Assumptions::servingOutputTokens, 1, 16777216},
    {"serving_vision_max_image_tokens", &Assumptions::servingVisionMaxImageTokens, 0, 16777216},
    {"rl_group_size", &Assumptions::rlGroupSize, 1, 1024},
    {"rl_prompt_length", &Assumptions::rlPromptLength, 1, 16777216},
    {"rl_completion_length", &Assumptions::rlCompletionLength, 1, 16777216},
    {"rl_colocated_memory_fraction", &Assumptions::rlColocatedMemoryFraction, 0.05, 1},
    {"rl_separate_memory_fraction", &Assumptions::rlSeparateMemoryFraction, 0.05, 1},
    {"rl_rollout_tensor_parallel", &Assumptions::rlRolloutTensorParallel, 1, 1024},
    {"rl_sleep_mode", &Assumptions::rlSleepMode, 0, 1},
    {"rl_dpo_beta", &Assumptions::rlDpoBeta, 0, 100},
    {"rl_grpo_beta", &Assumptions::rlGrpoBeta, 0, 100},
    {"rl_ppo_kl_coef", &Assumptions::rlPpoKlCoef, 0, 100},
    {"rl_worker_host_gb", &Assumptions::rlWorkerHostGb, 0, 1e4},
    {"rl_micro_batch", &Assumptions::rlMicroBatch, 1, 4096},
};

} // namespace

std::optional<Error> readAssumptions(const nlohmann::json& doc, const std::string& file,
                                     Loader& load) {
    Assumptions& a = load.cat.assumptions;
    IdsInFile ids;
    auto err = forEachObject(doc, file, "assumptions", [&](JsonReader& r) {
        Assumption item;
        item.id = r.string("id", {}, true);
        if (r.failed() || !ids.add(item.id, r))
            return;
        const AssumptionField* field = nullptr;
        for (const auto& f : kAssumptionFields)
            if (item.id == f.id)
                field = &f;
        // A training stack's assumptions (id "stack_<stack id>"): what the stack keeps per
        // trainable parameter, shown with its sources; the stack itself must exist.
        const bool stackEntry = item.id.rfind("stack_", 0) == 0 && item.id.size() > 6;
        if (!field && !stackEntry) {
            r.fail("id", "unknown assumption '" + item.id + "'");
            return;
        }
        item.value = field ? r.number("value", 0, field->min, field->max, true)
                           : r.number("value", 0, 0, 64, true);
        item.unit = r.string("unit");
        item.label = r.string("label", {}, true);
        item.source = r.string("source", {}, true);
        item.sourceDe = r.string("source_de");
        if (r.failed())
            return;
        if (field)
            a.*(field->field) = item.value;
        upsert(a.all, load.assumptionAt, std::move(item));
    });
    if (err)
        return err;
    if (auto it = doc.find("power_cap_curve"); it != doc.end()) {
        std::vector<CapCurvePoint> curve;
        auto e = forEachObject(doc, file, "power_cap_curve", [&](JsonReader& r) {
            CapCurvePoint p;
            p.capFraction = r.number("cap_fraction", 1, 0.05, 1, true);
            p.rateFraction = r.number("rate_fraction", 1, 0.01, 1, true);
            if (!r.failed() && !curve.empty() && p.capFraction <= curve.back().capFraction)
                r.fail("cap_fraction", "points must be sorted by increasing cap_fraction");
            curve.push_back(p);
        });
        if (e)
            return e;
        if (curve.empty() || curve.back().capFraction != 1.0)
            return Error{file, "/power_cap_curve", "the curve must end at cap_fraction 1"};
        a.capCurve = std::move(curve);
    }
    if (auto it = doc.find("power_cap_curve_source"); it != doc.end()) {
        if (!it->is_string())
            return Error{file, "/power_cap_curve_source", "expected a string"};
        a.capCurveSource = it->get<std::string>();
    }
    if (auto it = doc.find("power_cap_curve_source_de"); it != doc.end()) {
        if (!it->is_string())
            return Error{file, "/power_cap_curve_source_de", "expected a string"};
        a.capCurveSourceDe = it->get<std::string>();
    }
    return std::nullopt;
}

std::optional<Error> readStacks(const nlohmann::json& doc, const std::string& file, Loader& load) {
    std::optional<Error> keyError; // a bad key inside "sets", named by its own path
    auto err = forEachObject(doc, file, "stacks", [&](JsonReader& r) {
        StackSpec st;
        st.id = r.string("id", {}, true);
        st.name = r.string("name", {}, true);
        st.source = r.string("source", {}, true);
        st.definedInFile = file;
        st.definedAt = r.path();
        if (r.failed())
            return;
        const nlohmann::json& element = doc["stacks"][std::stoul(r.path().substr(8))];
        auto sets = element.find("sets");
        if (sets == element.end()) {
            r.fail("sets", "missing required key (the scenario keys the stack sets)");
            return;
        }
        Scenario probe;
        if (auto e = applyStackKeys(*sets, file, r.pathOf("sets"), probe, true)) {
            keyError = e;
            r.fail("sets", e->message);
            return;
        }
        st.keys = *sets;
        upsert(load.cat.stacks, load.stackAt, std::move(st));
    });
    return keyError ? keyError : err;
}

/// catalog/calibration/<source-id>.json: {"source": {id, title, citation, setup}, "rows": [...]}.
std::optional<Error> readCalibration(const nlohmann::json& doc, const std::string& file,
                                     Loader& load) {
    if (!doc.is_object())
        return Error{file, "/", "expected a JSON object at the top level"};
    auto src = doc.find("source");
    if (src == doc.end() || !src->is_object())
        return Error{file, "/source", "missing or not an object ({id, title, citation, setup})"};
    CalibrationSource cs;
    cs.file = file;
    {
        JsonReader r(*src, file, "/source");
        cs.id = r.string("id", {}, true);
        cs.title = r.string("title", {}, true);
        cs.citation = r.string("citation", {}, true);
        cs.setup = r.string("setup", {}, true);
        if (r.failed())
            return r.error();
    }
    auto err = forEachObject(doc, file, "rows", [&](JsonReader& r) {
        CalibrationRow row;
        row.path = r.path();
        row.name = r.string("name", {}, true);
        row.measured = r.number("measured", 0, 0.001, 1e5, true);
        const int unit = r.choice("unit", {"GiB", "GB"}, -1);
        const int metric = r.choice("metric", kMemoryMetricNames.names(), -1);
        row.notes = r.string("notes");
        if (r.failed())
            return;
        if (unit < 0) {
            r.fail("unit", "missing required key (GiB or GB)");
            return;
        }
        if (metric < 0) {
            r.fail("metric", "missing required key (allocated_peak, reserved_peak or total)");
            return;
        }
        row.unit = unit == 0 ? "GiB" : "GB";
        row.measuredGb = unit == 0 ? row.measured * 1.073741824 : row.measured;
        row.metric = kMemoryMetricNames.entries[static_cast<std::size_t>(metric)].first;
        const nlohmann::json& element = doc["rows"][std::stoul(row.path.substr(6))];
        auto sc = element.find("scenario");
        if (sc == element.end() || !sc->is_object()) {
            r.fail("scenario", "missing or not an object (the scenario keys of the run)");
            return;
        }
        row.scenario = *sc;
        cs.rows.push_back(std::move(row));
    });
    if (err)
        return err;
    upsert(load.cat.calibration, load.calibrationAt, std::move(cs));
    return std::nullopt;
}

} // namespace headroom::catalogload
