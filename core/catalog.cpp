#include "catalog.h"

#include "calibrate.h"
#include "jsonreader.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unordered_map>

namespace fs = std::filesystem;

namespace headroom {

namespace {

constexpr double kMaxGb = 1e6;

/// The catalog being loaded, with an index per list so that an overlay entry replaces the
/// built-in one in constant time (loading stays linear in the number of entries).
struct Loader {
    Catalog cat;
    std::unordered_map<std::string, std::size_t> gpuAt, serverAt, modelAt, assumptionAt, stackAt,
        calibrationAt, nicAt, switchAt, cableAt;
    int layer = 0; ///< 0 while the built-in directory is read, 1 for the user's
};

template <class T>
void upsert(std::vector<T>& list, std::unordered_map<std::string, std::size_t>& index, T item) {
    auto [it, added] = index.try_emplace(item.id, list.size());
    if (added)
        list.push_back(std::move(item));
    else
        list[it->second] = std::move(item);
}

/// Ids met in one file: the second use of an id names both places.
class IdsInFile {
public:
    /// False (and the error recorded in `r`) when `id` was already used in this file.
    bool add(const std::string& id, JsonReader& r) {
        auto [it, added] = m_first.try_emplace(id, r.path());
        if (!added)
            r.fail("id", "id '" + id + "' is used twice in this file (also at " + it->second + ")");
        return added;
    }

private:
    std::unordered_map<std::string, std::string> m_first;
};

/// Reads `key` as an array of objects; calls `each(reader)` for every element.
template <class F>
std::optional<Error> forEachObject(const nlohmann::json& doc, const std::string& file,
                                   const std::string& key, F each) {
    if (!doc.is_object())
        return Error{file, "/", "expected a JSON object at the top level"};
    auto it = doc.find(key);
    if (it == doc.end())
        return Error{file, "/" + key, "missing required key"};
    if (!it->is_array())
        return Error{file, "/" + key, std::string("expected an array, found ") + it->type_name()};
    for (std::size_t i = 0; i < it->size(); ++i) {
        const auto& element = (*it)[i];
        std::string path = "/" + key + "/" + std::to_string(i);
        if (!element.is_object())
            return Error{file, path,
                         std::string("expected an object, found ") + element.type_name()};
        JsonReader r(element, file, path);
        each(r);
        if (r.failed())
            return r.error();
    }
    return std::nullopt;
}

/// memory_bytes and usable_bytes, each with its source, or neither (a user's GPU): then both
/// are the listed memory_gb and the verdict keeps to the listed figure.
void readGpuBytes(JsonReader& r, GpuSpec& g) {
    const bool any = r.has("memory_bytes") || r.has("usable_bytes");
    g.measuredBytes = any;
    if (!any) {
        g.memoryBytes = g.usableBytes = g.memoryGb * 1e9;
        return;
    }
    const double maxBytes = kMaxGb * 1e9;
    g.memoryBytes = r.number("memory_bytes", 0, 1e9, maxBytes, true);
    g.memoryBytesSource = r.string("memory_bytes_source", {}, true);
    g.usableBytes = r.number("usable_bytes", 0, 1e9, maxBytes, true);
    g.usableBytesSource = r.string("usable_bytes_source", {}, true);
    if (r.failed())
        return;
    if (g.memoryBytes != std::floor(g.memoryBytes))
        r.fail("memory_bytes", "expected a whole number of bytes");
    else if (g.usableBytes != std::floor(g.usableBytes))
        r.fail("usable_bytes", "expected a whole number of bytes");
    else if (g.usableBytes > g.memoryBytes)
        r.fail("usable_bytes", "exceeds memory_bytes: a process cannot use more than the card has");
    else if (g.usableBytesSource.empty() || g.memoryBytesSource.empty())
        r.fail(g.memoryBytesSource.empty() ? "memory_bytes_source" : "usable_bytes_source",
               "needs a source (NVIDIA's documentation, nvidia-smi or PyTorch output)");
}

/// A GPU's name without its maker's prefixes: "NVIDIA GeForce RTX 4090" → "RTX 4090".
std::string defaultShortName(std::string name) {
    for (const char* prefix : {"NVIDIA ", "GeForce "})
        if (name.rfind(prefix, 0) == 0)
            name.erase(0, std::char_traits<char>::length(prefix));
    return name;
}

std::optional<Error> readGpus(const nlohmann::json& doc, const std::string& file, Loader& load) {
    IdsInFile ids;
    return forEachObject(doc, file, "gpus", [&](JsonReader& r) {
        GpuSpec g;
        g.id = r.string("id", {}, true);
        g.name = r.string("name", {}, true);
        g.shortName = r.string("short_name", defaultShortName(g.name));
        g.memoryGb = r.number("memory_gb", 0, 1, kMaxGb, true);
        g.bf16Tflops = r.number("bf16_tflops", 0, 0.1, 1e6, true);
        g.tflopsNote = r.string("tflops_note");
        g.memoryBandwidthGBs = r.number("memory_bandwidth_gbs", 0, 0, 1e6);
        g.link =
            static_cast<LinkKind>(r.choice("link", {"nvlink-bridge", "nvlink-switch", "pcie"}, 2));
        g.nvlinkGBs = r.number("nvlink_gbs", 0, 0, 1e5);
        g.pcieGBs = r.number("pcie_gbs", 0, 1, 1e5, true);
        g.maxNvlinkDomain = r.integer("max_nvlink_domain", 1, 1, 1024);
        g.tdpW = r.number("tdp_w", 0, 1, 1e5, true);
        g.minPowerCapW = r.number("min_power_cap_w", g.tdpW * 0.5, 1, g.tdpW > 0 ? g.tdpW : 1e5);
        g.source = r.string("source");
        g.price = r.optionalNumber("price", 0, 1e9);
        readGpuBytes(r, g);
        if (!r.failed() && g.link != LinkKind::Pcie && g.nvlinkGBs <= 0)
            r.fail("nvlink_gbs", "an NVLink GPU needs a positive nvlink_gbs");
        g.definedInFile = file;
        g.definedAt = r.path();
        g.layer = load.layer;
        if (!r.failed() && ids.add(g.id, r))
            upsert(load.cat.gpus, load.gpuAt, std::move(g));
    });
}

std::optional<Error> readServers(const nlohmann::json& doc, const std::string& file, Loader& load) {
    IdsInFile ids;
    return forEachObject(doc, file, "servers", [&](JsonReader& r) {
        ServerSpec s;
        s.id = r.string("id", {}, true);
        s.name = r.string("name", {}, true);
        s.chassis = r.string("chassis");
        s.gpu = r.string("gpu", {}, true);
        s.gpuCount = r.integer("gpu_count", 0, 1, 64, true);
        s.nvlinkDomainSize = r.integer("nvlink_domain_size", 1, 1, 64);
        s.cpu = r.string("cpu", {}, true);
        s.cpuSockets = r.integer("cpu_sockets", 2, 1, 8);
        s.cpuTdpW = r.number("cpu_tdp_w", 0, 1, 2000, true);
        s.cpuCores = r.integer("cpu_cores", 0, 0, 1024);
        s.hostRamGb = r.number("host_ram_gb", 0, 1, kMaxGb, true);
        s.psuW = r.number("psu_w", 0, 0, 1e6);
        s.storageTb = r.number("storage_tb", 0, 0, 1e5);
        s.rackUnits = r.integer("rack_units", 0, 0, 48);
        s.source = r.string("source");
        s.price = r.optionalNumber("price", 0, 1e9);
        s.definedInFile = file;
        s.definedAt = r.path();
        s.layer = load.layer;
        if (!r.failed() && ids.add(s.id, r))
            upsert(load.cat.servers, load.serverAt, std::move(s));
    });
}

/// catalog/networks.json: {"nics": [...], "switches": [...], "cables": [...]}, each list
/// optional in a user file; the links between them are checked once every file is read.
std::optional<Error> readNetworks(const nlohmann::json& doc, const std::string& file,
                                  Loader& load) {
    if (!doc.is_object())
        return Error{file, "/", "expected a JSON object at the top level"};
    for (const auto& [key, value] : doc.items())
        if (key != "nics" && key != "switches" && key != "cables")
            return Error{file, "/" + key, "unknown key (expected nics, switches or cables)"};
    const auto kind = [](JsonReader& r) {
        const int k = r.choice("kind", kFabricKindNames.names(), -1);
        if (!r.failed() && k < 0)
            r.fail("kind", "missing required key (infiniband or ethernet)");
        return kFabricKindNames.entries[static_cast<std::size_t>(std::max(0, k))].first;
    };
    if (doc.contains("nics")) {
        IdsInFile ids;
        auto e = forEachObject(doc, file, "nics", [&](JsonReader& r) {
            NicSpec n;
            n.id = r.string("id", {}, true);
            n.name = r.string("name", {}, true);
            n.kind = kind(r);
            n.gbps = r.number("gbps", 0, 1, 1e5, true);
            n.ports = r.integer("ports", 1, 1, 16);
            n.watts = r.optionalNumber("watts", 0, 1e4);
            n.switchId = r.string("switch", {}, true);
            n.cable = r.string("cable", {}, true);
            n.source = r.string("source", {}, true);
            n.price = r.optionalNumber("price", 0, 1e9);
            n.definedInFile = file;
            n.definedAt = r.path();
            if (!r.failed() && ids.add(n.id, r))
                upsert(load.cat.nics, load.nicAt, std::move(n));
        });
        if (e)
            return e;
    }
    if (doc.contains("switches")) {
        IdsInFile ids;
        auto e = forEachObject(doc, file, "switches", [&](JsonReader& r) {
            SwitchSpec s;
            s.id = r.string("id", {}, true);
            s.name = r.string("name", {}, true);
            s.kind = kind(r);
            s.ports = r.integer("ports", 0, 2, 4096, true);
            s.portGbps = r.number("port_gbps", 0, 1, 1e5, true);
            s.rackUnits = r.integer("rack_units", 1, 1, 48);
            s.maxPowerW = r.optionalNumber("max_power_w", 0, 1e6);
            s.source = r.string("source", {}, true);
            s.price = r.optionalNumber("price", 0, 1e9);
            s.definedInFile = file;
            s.definedAt = r.path();
            if (!r.failed() && ids.add(s.id, r))
                upsert(load.cat.switches, load.switchAt, std::move(s));
        });
        if (e)
            return e;
    }
    if (doc.contains("cables")) {
        IdsInFile ids;
        auto e = forEachObject(doc, file, "cables", [&](JsonReader& r) {
            CableSpec c;
            c.id = r.string("id", {}, true);
            c.name = r.string("name", {}, true);
            c.gbps = r.number("gbps", 0, 1, 1e5, true);
            c.wattsPerLink = r.optionalNumber("watts_per_link", 0, 1e4);
            c.source = r.string("source", {}, true);
            c.price = r.optionalNumber("price", 0, 1e9);
            c.definedInFile = file;
            c.definedAt = r.path();
            if (!r.failed() && ids.add(c.id, r))
                upsert(load.cat.cables, load.cableAt, std::move(c));
        });
        if (e)
            return e;
    }
    return std::nullopt;
}

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
    {"serving_cuda_graph_gb", &Assumptions::servingCudaGraphGb, 0, 100},
    {"serving_cuda_graph_hybrid_gb_per_1k_tokens",
     &Assumptions::servingCudaGraphHybridGbPer1kTokens, 0, 100},
    {"serving_trtllm_kv_fraction", &Assumptions::servingTrtllmKvFraction, 0.01, 1},
    {"serving_trtllm_batched_tokens", &Assumptions::servingTrtllmBatchedTokens, 1, 1e7},
    {"serving_gpu_load", &Assumptions::servingGpuLoad, 0.01, 1},
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
    {"rl_micro_batch", &Assumptions::rlMicroBatch, 1, 4096},
};

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

/// Is there anything at `path` (a file, a directory, a link, even a dangling one)? Errors
/// other than "not there" (no permission on the folder) are reported, not taken as absent.
Expected<bool> present(const fs::path& path) {
    std::error_code ec;
    const fs::file_status st = fs::symlink_status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory)
        return Error{path.string(), "", "cannot be read (" + ec.message() + ")"};
    return fs::exists(st);
}

std::optional<Error> loadDirectory(const fs::path& dir, bool required, Loader& load) {
    struct Part {
        const char* name;
        std::optional<Error> (*read)(const nlohmann::json&, const std::string&, Loader&);
    };
    static constexpr Part parts[] = {{"gpus.json", readGpus},
                                     {"servers.json", readServers},
                                     {"vendor.json", readVendor},
                                     {"assumptions.json", readAssumptions}};
    for (const auto& part : parts) {
        const fs::path file = dir / part.name;
        auto there = present(file);
        if (!there)
            return there.error();
        if (!there.value()) {
            if (required)
                return Error{file.string(), "", "missing catalog file"};
            continue;
        }
        // A dangling link or a link loop is reported by readJsonFile, not skipped.
        auto doc = readJsonFile(file.string());
        if (!doc)
            return doc.error();
        if (auto e = part.read(doc.value(), file.string(), load))
            return e;
        load.cat.files.push_back(file.string());
    }
    // Optional: training stacks and the network fabric.
    if (const fs::path file = dir / "stacks.json"; fs::exists(file)) {
        auto doc = readJsonFile(file.string());
        if (!doc)
            return doc.error();
        if (auto e = readStacks(doc.value(), file.string(), load))
            return e;
        load.cat.files.push_back(file.string());
    }
    {
        const fs::path file = dir / "networks.json";
        auto there = present(file);
        if (!there)
            return there.error();
        if (there.value()) {
            auto doc = readJsonFile(file.string());
            if (!doc)
                return doc.error();
            if (auto e = readNetworks(doc.value(), file.string(), load))
                return e;
            load.cat.files.push_back(file.string());
        }
    }
    const fs::path modelDir = dir / "models";
    auto there = present(modelDir);
    if (!there)
        return there.error();
    if (!there.value()) {
        if (required)
            return Error{modelDir.string(), "", "missing catalog folder of models"};
        return std::nullopt;
    }
    std::error_code ec;
    if (!fs::is_directory(modelDir, ec))
        return Error{modelDir.string(), "",
                     ec == std::errc::too_many_symbolic_link_levels ? "is a symbolic link in a loop"
                     : fs::is_symlink(fs::symlink_status(modelDir, ec))
                         ? "is a symbolic link to a folder that does not exist"
                         : "is not a folder (expected the catalog's models/ folder)"};
    std::vector<fs::path> files;
    fs::directory_iterator it(modelDir, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".json")
            files.push_back(it->path());
    if (ec)
        return Error{modelDir.string(), "", "cannot be read (" + ec.message() + ")"};
    std::sort(files.begin(), files.end());
    // One id per model file; two files of one folder with one id would silently replace.
    std::unordered_map<std::string, std::string> idsHere;
    for (const auto& file : files) {
        auto doc = readJsonFile(file.string());
        if (!doc)
            return doc.error();
        if (auto e = readModel(doc.value(), file.string(), load))
            return e;
        const std::string id = doc.value().at("id").get<std::string>(); // readModel checked it
        auto [first, added] = idsHere.try_emplace(id, file.filename().string());
        if (!added)
            return Error{file.string(), "/id",
                         "model id '" + id + "' is also used by " + first->second +
                             " in the same folder"};
        load.cat.files.push_back(file.string());
    }
    return std::nullopt;
}

/// catalog/calibration/*.json, optional: the measured runs, one file per source.
std::optional<Error> loadCalibrationDir(const fs::path& dir, Loader& load) {
    const fs::path calibrationDir = dir / "calibration";
    std::error_code ec;
    if (!fs::is_directory(calibrationDir, ec))
        return std::nullopt;
    std::vector<fs::path> files;
    fs::directory_iterator it(calibrationDir, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".json")
            files.push_back(it->path());
    if (ec)
        return Error{calibrationDir.string(), "", "cannot be read (" + ec.message() + ")"};
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        auto doc = readJsonFile(file.string());
        if (!doc)
            return doc.error();
        if (auto e = readCalibration(doc.value(), file.string(), load))
            return e;
        load.cat.files.push_back(file.string());
    }
    return std::nullopt;
}

/// The file and JSON path a problem between a server and its GPU belongs to: the entry the
/// user wrote last. A user gpus.json that takes NVLink from a built-in server's GPU is named,
/// not the built-in servers.json.
Error blame(const ServerSpec& s, const GpuSpec& g, const std::string& serverKey,
            const std::string& gpuKey, const std::string& message) {
    if (g.layer > s.layer)
        return Error{g.definedInFile, g.definedAt + "/" + gpuKey,
                     message + " (server '" + s.id + "' in " + s.definedInFile + " at " +
                         s.definedAt + ")"};
    return Error{s.definedInFile, s.definedAt + "/" + serverKey, message};
}

std::optional<Error> crossCheck(const Loader& load) {
    const Catalog& cat = load.cat;
    for (const auto& s : cat.servers) {
        const auto at = load.gpuAt.find(s.gpu);
        if (at == load.gpuAt.end())
            return Error{s.definedInFile, s.definedAt + "/gpu",
                         "server '" + s.id + "' names unknown GPU '" + s.gpu + "'"};
        const GpuSpec& g = cat.gpus[at->second];
        if (s.nvlinkDomainSize > s.gpuCount)
            return Error{s.definedInFile, s.definedAt + "/nvlink_domain_size",
                         "larger than the server's gpu_count"};
        if (s.nvlinkDomainSize > 1 && g.link == LinkKind::Pcie)
            return blame(s, g, "nvlink_domain_size", "link",
                         "GPU '" + g.id + "' has no NVLink, but server '" + s.id + "' joins " +
                             std::to_string(s.nvlinkDomainSize) + " of them in an NVLink domain");
    }
    for (const auto& n : cat.nics) {
        const SwitchSpec* sw = cat.findSwitch(n.switchId);
        if (!sw)
            return Error{n.definedInFile, n.definedAt + "/switch",
                         "network adapter '" + n.id + "' names unknown switch '" + n.switchId +
                             "'"};
        if (sw->kind != n.kind)
            return Error{n.definedInFile, n.definedAt + "/switch",
                         "network adapter '" + n.id + "' is " + toString(n.kind) +
                             ", its switch '" + sw->id + "' " + toString(sw->kind)};
        if (sw->portGbps < n.gbps)
            return Error{n.definedInFile, n.definedAt + "/switch",
                         "switch '" + sw->id + "' ports are slower than the adapter's " +
                             formatNumber(n.gbps) + " Gb/s"};
        const CableSpec* cable = cat.findCable(n.cable);
        if (!cable)
            return Error{n.definedInFile, n.definedAt + "/cable",
                         "network adapter '" + n.id + "' names unknown cable '" + n.cable + "'"};
        if (cable->gbps < n.gbps)
            return Error{n.definedInFile, n.definedAt + "/cable",
                         "cable '" + cable->id + "' carries less than the adapter's " +
                             formatNumber(n.gbps) + " Gb/s"};
    }
    if (cat.gpus.empty())
        return Error{"gpus.json", "/gpus", "the catalog lists no GPU"};
    if (cat.servers.empty())
        return Error{"servers.json", "/servers", "the catalog lists no server"};
    if (cat.models.empty())
        return Error{"models", "", "the catalog lists no model"};
    for (const auto& a : cat.assumptions.all)
        if (a.id.rfind("stack_", 0) == 0 && load.stackAt.find(a.id.substr(6)) == load.stackAt.end())
            return Error{"assumptions.json", "/assumptions",
                         "assumption '" + a.id + "' names unknown training stack '" +
                             a.id.substr(6) + "'"};
    return std::nullopt;
}

} // namespace

const GpuSpec* Catalog::findGpu(const std::string& id) const {
    for (const auto& g : gpus)
        if (g.id == id)
            return &g;
    return nullptr;
}

const ServerSpec* Catalog::findServer(const std::string& id) const {
    for (const auto& s : servers)
        if (s.id == id)
            return &s;
    return nullptr;
}

const ModelEntry* Catalog::findModel(const std::string& id) const {
    for (const auto& m : models)
        if (m.id == id)
            return &m;
    return nullptr;
}

const StackSpec* Catalog::findStack(const std::string& id) const {
    for (const auto& s : stacks)
        if (s.id == id)
            return &s;
    return nullptr;
}

const NicSpec* Catalog::findNic(const std::string& id) const {
    for (const auto& n : nics)
        if (n.id == id)
            return &n;
    return nullptr;
}

const SwitchSpec* Catalog::findSwitch(const std::string& id) const {
    for (const auto& s : switches)
        if (s.id == id)
            return &s;
    return nullptr;
}

const CableSpec* Catalog::findCable(const std::string& id) const {
    for (const auto& c : cables)
        if (c.id == id)
            return &c;
    return nullptr;
}

const char* toString(FabricKind v) {
    return kFabricKindNames.name(v);
}

const RegimeBand* Catalog::bandFor(const Regime& regime) const {
    // The regime's own pool, or the widest above it when no row of the regime exists
    // (calibration.cpp, chooseBand).
    return chooseBand(bands, regime).band;
}

const ServerSpec* Catalog::smallestServerFor(const std::string& gpu, int count) const {
    const ServerSpec* best = nullptr;
    for (const auto& s : servers) {
        if (s.gpu != gpu || s.gpuCount < count)
            continue;
        if (!best || s.gpuCount < best->gpuCount ||
            (s.gpuCount == best->gpuCount && s.price.value_or(0) < best->price.value_or(0)))
            best = &s;
    }
    return best;
}

Expected<Catalog> loadCatalog(const std::string& dir, const std::string& userDir) {
    if (dir.empty())
        return Error{"", "",
                     "no catalog directory given (an empty path: HEADROOM_CATALOG or --catalog "
                     "set but empty)"};
    Loader load;
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return Error{dir, "", "catalog directory not found"};
    if (auto e = loadDirectory(dir, true, load))
        return *e;
    if (auto e = loadCalibrationDir(dir, load))
        return *e;
    if (!userDir.empty()) {
        auto there = present(userDir);
        if (!there)
            return there.error();
        if (there.value()) {
            if (!fs::is_directory(userDir, ec))
                return Error{userDir, "", "the user catalog is not a folder (or a broken link)"};
            load.layer = 1;
            if (auto e = loadDirectory(userDir, false, load))
                return *e;
            if (auto e = loadCalibrationDir(userDir, load))
                return *e;
        }
    }
    if (auto e = crossCheck(load))
        return *e;
    // The verdict's uncertainty bands: every calibration row evaluated once, here.
    if (auto e = computeBands(load.cat))
        return *e;
    return std::move(load.cat);
}

namespace {

/// The text of a file, or nothing when it cannot be opened (loadCatalogTexts() then reports the
/// file as missing).
std::optional<std::string> fileText(const fs::path& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The *.json files of a folder, sorted (loadDirectory's and loadCalibrationDir's order).
std::vector<fs::path> jsonFilesIn(const fs::path& folder) {
    std::vector<fs::path> files;
    std::error_code ec;
    fs::directory_iterator it(folder, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".json")
            files.push_back(it->path());
    std::sort(files.begin(), files.end());
    return files;
}

void appendCatalogTexts(const fs::path& dir, int layer, std::vector<CatalogText>& out) {
    auto add = [&](const std::string& name, const fs::path& file) {
        if (auto text = fileText(file))
            out.push_back({name, file.string(), std::move(*text), layer});
    };
    for (const char* name : {"gpus.json", "servers.json", "vendor.json", "assumptions.json",
                             "stacks.json", "networks.json"})
        add(name, dir / name);
    for (const char* folder : {"models", "calibration"})
        for (const fs::path& file : jsonFilesIn(dir / folder))
            add(std::string(folder) + "/" + file.filename().string(), file);
}

} // namespace

std::vector<CatalogText> readCatalogTexts(const std::string& dir, const std::string& userDir) {
    std::vector<CatalogText> out;
    appendCatalogTexts(dir, 0, out);
    std::error_code ec;
    if (!userDir.empty() && fs::is_directory(userDir, ec))
        appendCatalogTexts(userDir, 1, out);
    return out;
}

std::vector<CatalogText> readCatalogTexts(const Catalog& catalog) {
    std::vector<CatalogText> out;
    if (catalog.files.empty())
        return out;
    const fs::path builtin = fs::path(catalog.files.front()).parent_path();
    for (const std::string& path : catalog.files) {
        const fs::path file(path);
        const fs::path folder = file.parent_path();
        const std::string folderName = folder.filename().string();
        const bool nested = folderName == "models" || folderName == "calibration";
        const fs::path layerDir = nested ? folder.parent_path() : folder;
        if (auto text = fileText(file))
            out.push_back(
                {nested ? folderName + "/" + file.filename().string() : file.filename().string(),
                 path, std::move(*text), layerDir == builtin ? 0 : 1});
    }
    return out;
}

Expected<Catalog> loadCatalogTexts(const std::vector<CatalogText>& files) {
    using Reader = std::optional<Error> (*)(const nlohmann::json&, const std::string&, Loader&);
    static const std::pair<const char*, Reader> kParts[] = {
        {"gpus.json", readGpus},     {"servers.json", readServers},
        {"vendor.json", readVendor}, {"assumptions.json", readAssumptions},
        {"stacks.json", readStacks}, {"networks.json", readNetworks}};
    Loader load;
    // The built-in layer must have what loadDirectory(dir, required = true) requires.
    for (const char* required : {"gpus.json", "servers.json", "vendor.json", "assumptions.json"})
        if (std::none_of(files.begin(), files.end(),
                         [&](const CatalogText& f) { return f.layer == 0 && f.name == required; }))
            return Error{required, "", "missing catalog file"};
    if (std::none_of(files.begin(), files.end(), [](const CatalogText& f) {
            return f.layer == 0 && f.name.rfind("models/", 0) == 0;
        }))
        return Error{"models", "", "missing catalog folder of models"};
    // One id per model file and layer (one folder), as loadDirectory checks.
    std::unordered_map<std::string, std::string> idsHere;
    int layer = 0;
    for (const CatalogText& f : files) {
        if (f.layer != layer) {
            layer = f.layer;
            idsHere.clear();
        }
        load.layer = f.layer;
        auto doc = parseJsonFileText(f.text, f.path);
        if (!doc)
            return doc.error();
        std::optional<Error> e;
        if (f.name.rfind("models/", 0) == 0) {
            e = readModel(doc.value(), f.path, load);
            if (!e) {
                const std::string id = doc.value().at("id").get<std::string>();
                auto [first, added] = idsHere.try_emplace(id, f.name.substr(7));
                if (!added)
                    return Error{f.path, "/id",
                                 "model id '" + id + "' is also used by " + first->second +
                                     " in the same folder"};
            }
        } else if (f.name.rfind("calibration/", 0) == 0) {
            e = readCalibration(doc.value(), f.path, load);
        } else {
            const auto* part = std::find_if(std::begin(kParts), std::end(kParts),
                                            [&](const auto& p) { return f.name == p.first; });
            if (part == std::end(kParts))
                return Error{f.path, "", "is not a catalog file ('" + f.name + "')"};
            e = part->second(doc.value(), f.path, load);
        }
        if (e)
            return *e;
        load.cat.files.push_back(f.path);
    }
    if (auto e = crossCheck(load))
        return *e;
    if (auto e = computeBands(load.cat))
        return *e;
    return std::move(load.cat);
}

nlohmann::json catalogTextsToJson(const std::vector<CatalogText>& files) {
    nlohmann::json list = nlohmann::json::array();
    for (const CatalogText& f : files)
        list.push_back({{"name", f.name}, {"path", f.path}, {"text", f.text}, {"layer", f.layer}});
    return {{"files", std::move(list)}};
}

Expected<std::vector<CatalogText>> catalogTextsFromJson(const nlohmann::json& doc,
                                                        const std::string& file) {
    if (!doc.is_object() || !doc.contains("files") || !doc["files"].is_array())
        return Error{file, "/files", "expected an array of catalog files"};
    std::vector<CatalogText> files;
    for (std::size_t i = 0; i < doc["files"].size(); ++i) {
        const nlohmann::json& f = doc["files"][i];
        if (!f.is_object())
            return Error{file, "/files/" + std::to_string(i), "expected an object"};
        JsonReader r(f, file, "/files/" + std::to_string(i));
        CatalogText t;
        t.name = r.string("name", "", true);
        t.path = r.string("path", "", true);
        t.text = r.string("text", "", true);
        t.layer = r.integer("layer", 0, 0, 1);
        if (r.failed())
            return r.error();
        files.push_back(std::move(t));
    }
    return files;
}

std::string defaultCatalogDir() {
    if (const char* env = std::getenv("HEADROOM_CATALOG"); env && *env)
        return env;
    std::error_code ec;
#ifdef HEADROOM_INSTALL_CATALOG
    if (fs::is_directory(HEADROOM_INSTALL_CATALOG, ec))
        return HEADROOM_INSTALL_CATALOG;
#endif
#ifdef HEADROOM_SOURCE_CATALOG
    return HEADROOM_SOURCE_CATALOG;
#else
    return "catalog";
#endif
}

} // namespace headroom
