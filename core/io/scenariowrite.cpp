// Writing a scenario file: toJson() and one writer per group of keys. Paths the scenario names
// are written relative to the file it is saved to, as the reader (scenarioread.cpp) resolves
// them.
#include "scenariojson.h"
#include "scenariosettings.h"

#include "scenariofile.h"

#include <filesystem>
#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace headroom {

namespace {

/// A path the scenario names, written relative to the folder of the file it is saved to (so
/// the scenario and its files move together), as besideScenario() reads it back.
std::string relativeToScenario(const std::string& path, const std::string& scenarioFile) {
    if (scenarioFile.empty() || path.empty() || fs::path(path).is_relative())
        return path;
    std::error_code ec;
    const fs::path folder = fs::absolute(fs::path(scenarioFile), ec).parent_path();
    const fs::path relative = ec ? fs::path() : fs::path(path).lexically_relative(folder);
    return relative.empty() ? path : relative.generic_string();
}

/// name, headroom_version, model (an imported config.json relative to the file's folder), stack.
void writeIdentity(const Scenario& s, const std::string& file, nlohmann::json& j) {
    if (!s.name.empty())
        j["name"] = s.name;
    if (!s.headroomVersion.empty())
        j["headroom_version"] = s.headroomVersion;
    j["model"] = s.model;
    if (s.importedModel && !file.empty()) {
        // parseScenario() joins the saved relative path to the file's folder and the system
        // resolves it, symbolic links included: fs::relative works on the same resolved paths.
        std::error_code ec;
        const fs::path folder = fs::absolute(fs::path(file), ec).parent_path();
        const fs::path relative = ec ? fs::path() : fs::relative(fs::path(s.model), folder, ec);
        if (!ec && !relative.empty())
            j["model"] = relative.generic_string();
    }
    if (!s.stack.empty())
        j["stack"] = s.stack;
}

/// method (with policy_method and the RL keys for an RL method), optimizer, offload, sharding.
void writeMethod(const Scenario& s, nlohmann::json& j) {
    if (s.rl) {
        j["method"] = toString(s.rl->method);
        j["policy_method"] = toString(s.method);
        writeRlRequest(*s.rl, j);
    } else {
        j["method"] = toString(s.method);
    }
    j["optimizer"] = toString(s.optimizer);
    j["optimizer_impl"] = toString(s.optimizerImpl);
    j["offload"] = toString(s.offload);
    j["sharding"] = toString(s.sharding);
    j["state_bytes"] = toString(s.stateBytes);
}

/// `plan`: "auto", or the manual plan's keys.
nlohmann::json planJson(const ParallelPlan& p) {
    if (p.automatic)
        return "auto";
    nlohmann::json plan = {{"dp", p.dp},
                           {"tp", p.tp},
                           {"pp", p.pp},
                           {"cp", p.cp},
                           {"ep", p.ep},
                           {"sequence_parallel", p.sequenceParallel},
                           {"pipeline_schedule", toString(p.pipelineSchedule)},
                           {"pipeline_virtual_stages", p.virtualStages},
                           {"cp_kind", toString(p.cpKind)}};
    if (p.pipelineMicroBatches > 0)
        plan["pipeline_micro_batches"] = p.pipelineMicroBatches;
    if (p.hsdpShardGroup > 0)
        plan["hsdp_shard_group"] = p.hsdpShardGroup;
    return plan;
}

/// The server or GPU, their counts, the plan.
void writeBuild(const Scenario& s, nlohmann::json& j) {
    if (!s.server.empty())
        j["server"] = s.server;
    else
        j["gpu"] = s.gpu;
    if (s.gpuCount > 0)
        j["gpu_count"] = s.gpuCount;
    j["runs_side_by_side"] = s.runsSideBySide;
    j["nodes"] = s.nodes;
    j["plan"] = planJson(s.plan);
}

/// The batch and the low-level keys a training stack sets.
void writeTrainingKeys(const Scenario& s, nlohmann::json& j) {
    j["sequence_length"] = s.sequenceLength;
    j["packing"] = s.packing;
    j["micro_batch"] = s.microBatch;
    j["gradient_accumulation"] = s.gradientAccumulation;
    j["gradient_checkpointing"] = s.gradientCheckpointing;
    j["fused_cross_entropy"] = s.fusedCrossEntropy;
    j["fused_loss"] = toString(s.fusedLoss);
    j["plain_loss"] = toString(s.plainLoss);
    j["attention"] = toString(s.attention);
    j["fsdp_version"] = toString(s.fsdpVersion);
    if (s.shardingImpl != ShardingImpl::Fsdp)
        j["sharding_impl"] = toString(s.shardingImpl);
    j["nf4_double_quant"] = s.nf4DoubleQuant;
    j["quantize_lm_head"] = s.quantizeLmHead;
    j["untie_embeddings"] = s.untieEmbeddings;
    j["quantizer"] = toString(s.quantizer);
    j["compile"] = s.compile;
    j["activation_offload"] = s.activationOffload;
    j["optimizer_in_backward"] = s.optimizerInBackward;
    if (s.tiledMlp) // written only when set: files without it read back unchanged
        j["tiled_mlp"] = true;
    if (s.ncclNvls != NcclNvls::Chunked) // likewise: the default (NCCL 2.26 on) is not written
        j["nccl_nvls"] = toString(s.ncclNvls);
    if (s.checkpointPolicy != CheckpointPolicy::Full) // likewise
        j["checkpointing_policy"] = toString(s.checkpointPolicy);
    if (!s.deepSpeed.empty()) // likewise: only a DeepSpeed file's own settings
        j["deepspeed"] = deepSpeedJson(s.deepSpeed);
    if (!s.megatron.empty()) // likewise: only flags the run sets
        j["megatron"] = megatronJson(s.megatron);
}

/// The images and the adapters: lora_targets, rank, alpha, dropout, DoRA, modules_to_save.
void writeImagesAndAdapters(const Scenario& s, nlohmann::json& j) {
    if (s.loraTargets == 0) {
        j["lora_targets"] = "all-linear";
    } else {
        nlohmann::json targets = nlohmann::json::array();
        for (const auto& t : scenariofile::kLoraTargets)
            if (s.loraTargets & t.bit)
                targets.push_back(t.name);
        j["lora_targets"] = targets;
    }
    j["image_share"] = s.imageShare;
    j["images_per_sample"] = s.imagesPerSample;
    j["image_size"] = {s.imageWidth, s.imageHeight};
    j["train_vision"] = s.trainVision;
    j["lora_rank"] = s.loraRank;
    if (s.loraAlpha > 0)
        j["lora_alpha"] = s.loraAlpha;
    if (s.loraDropout > 0)
        j["lora_dropout"] = s.loraDropout;
    j["dora"] = s.dora;
    if (!s.loraRoutedExperts)
        j["lora_routed_experts"] = false;
    j["modules_to_save"] = nlohmann::json::array();
    if (s.modulesToSave & LoraEmbed)
        j["modules_to_save"].push_back("embed");
    if (s.modulesToSave & LoraLmHead)
        j["modules_to_save"].push_back("lm_head");
}

/// The run's length and checkpoints, the power cap, the network and the feed.
void writeRunAndFacility(const Scenario& s, nlohmann::json& j) {
    j["moe_capacity_factor"] = s.moeCapacityFactor;
    j["power_cap_w"] = s.powerCapW;
    j["checkpoints_kept"] = s.checkpointsKept;
    j["dataset_tokens"] = s.datasetTokens;
    j["epochs"] = s.epochs;
    if (!s.network.empty())
        j["network"] = s.network;
    j["nics_per_server"] = s.nicsPerServer;
    j["rail_optimized"] = s.railOptimized;
    j["feed_amps"] = s.feedAmps;
    j["feed_phases"] = s.feedPhases;
    j["three_phase"] = s.threePhase;
}

/// toJson()'s sections: pins, quote, serving and the recipe note (its file relative to the
/// scenario written, as parseScenario() reads it back).
void writeSections(const Scenario& s, const std::string& file, nlohmann::json& j) {
    if (!s.pins.empty()) {
        nlohmann::json pins = nlohmann::json::array();
        for (std::size_t i = 0; i < s.pins.size(); ++i)
            pins.push_back({{"label", i < s.pinLabels.size() ? s.pinLabels[i] : std::string()},
                            {"scenario", toJson(s.pins[i], file)}});
        j["pins"] = pins;
    }
    if (s.quote != QuoteDetails{})
        j["quote"] = toJson(s.quote);
    if (s.serving)
        j["serving"] = toJson(*s.serving);
    if (s.costs)
        j["costs"] = toJson(*s.costs);
    if (s.recipe) {
        j["recipe"] = {{"framework", s.recipe->framework},
                       {"file", relativeToScenario(s.recipe->file, file)},
                       {"model", s.recipe->model},
                       {"not_modelled", s.recipe->notModelled},
                       {"assumed", s.recipe->assumed}};
        if (s.recipe->maxSteps > 0)
            j["recipe"]["max_steps"] = s.recipe->maxSteps;
        for (const auto& [name, value] : s.recipe->settings)
            j["recipe"]["settings"][name] = nlohmann::json::parse(value, nullptr, false);
    }
}

} // namespace

nlohmann::json toJson(const Scenario& s, const std::string& file) {
    nlohmann::json j;
    writeIdentity(s, file, j);
    writeMethod(s, j);
    writeBuild(s, j);
    writeTrainingKeys(s, j);
    writeImagesAndAdapters(s, j);
    writeRunAndFacility(s, j);
    writeSections(s, file, j);
    return j;
}

} // namespace headroom
