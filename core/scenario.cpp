#include "scenario.h"

#include "catalog.h"
#include "jsonreader.h"
#include "runsplit.h"

#include <filesystem>
#include <set>

namespace fs = std::filesystem;

namespace headroom {

const char* toString(Method m) {
    switch (m) {
    case Method::Full: return "full";
    case Method::Lora: return "lora";
    case Method::Qlora: return "qlora";
    }
    return "full";
}
const char* toString(Optimizer o) { return o == Optimizer::AdamW ? "adamw" : "adamw-8bit"; }
const char* toString(Offload o) {
    switch (o) {
    case Offload::None: return "none";
    case Offload::Optimizer: return "optimizer";
    case Offload::Parameters: return "parameters";
    }
    return "none";
}
const char* toString(Sharding s) {
    switch (s) {
    case Sharding::Full: return "full";
    case Sharding::Zero2: return "zero2";
    case Sharding::Zero1: return "zero1";
    case Sharding::None: return "none";
    }
    return "full";
}
const char* toString(StateBytes s) {
    switch (s) {
    case StateBytes::Zero: return "zero";
    case StateBytes::Hf: return "hf";
    case StateBytes::Bf16: return "bf16";
    }
    return "zero";
}
const char* toString(FusedLossKind k) {
    return k == FusedLossKind::FusedLinear ? "fused-linear" : "chunked";
}

namespace {
const std::set<std::string> kKnownKeys = {
    "model", "method", "optimizer", "offload", "sharding", "state_bytes", "gpu", "gpu_count",
    "server", "sequence_length", "micro_batch", "gradient_accumulation", "gradient_checkpointing",
    "fused_cross_entropy", "image_share", "images_per_sample", "image_size", "train_vision",
    "lora_rank", "power_cap_w", "checkpoints_kept", "dataset_tokens", "epochs", "feed_amps",
    "three_phase", "headroom_version", "name", "fused_loss", "compile", "activation_offload",
    "optimizer_in_backward", "runs_side_by_side"};
} // namespace

Expected<Scenario> parseScenario(const nlohmann::json& doc, const std::string& file,
                                 const Catalog& catalog) {
    if (!doc.is_object())
        return Error{file, "/", std::string("expected a JSON object, found ") + doc.type_name()};
    for (const auto& item : doc.items())
        if (!kKnownKeys.count(item.key()))
            return Error{file, "/" + item.key(), "unknown scenario key"};

    Scenario s;
    JsonReader r(doc, file);
    s.model = r.string("model", s.model);
    s.method = static_cast<Method>(r.choice("method", {"full", "lora", "qlora"}, 0));
    s.optimizer = static_cast<Optimizer>(r.choice("optimizer", {"adamw", "adamw-8bit"}, 0));
    s.offload = static_cast<Offload>(r.choice("offload", {"none", "optimizer", "parameters"}, 0));
    s.sharding = static_cast<Sharding>(r.choice("sharding", {"full", "zero2", "zero1", "none"}, 0));
    s.stateBytes = static_cast<StateBytes>(r.choice("state_bytes", {"zero", "hf", "bf16"}, 0));
    const bool hasGpu = r.has("gpu");
    const bool hasServer = r.has("server");
    s.gpu = r.string("gpu");
    s.server = r.string("server", hasGpu ? std::string() : s.server);
    s.gpuCount = r.integer("gpu_count", 0, 1, 1024);
    s.runsSideBySide = r.integer("runs_side_by_side", s.runsSideBySide, 1, 1024);
    s.sequenceLength = r.integer("sequence_length", s.sequenceLength, 1, 16 * 1024 * 1024);
    s.microBatch = r.integer("micro_batch", s.microBatch, 1, 4096);
    s.gradientAccumulation = r.integer("gradient_accumulation", s.gradientAccumulation, 1, 1 << 20);
    s.gradientCheckpointing = r.boolean("gradient_checkpointing", s.gradientCheckpointing);
    s.fusedCrossEntropy = r.boolean("fused_cross_entropy", s.fusedCrossEntropy);
    s.fusedLoss =
        static_cast<FusedLossKind>(r.choice("fused_loss", {"fused-linear", "chunked"}, 0));
    s.compile = r.boolean("compile", s.compile);
    s.activationOffload = r.boolean("activation_offload", s.activationOffload);
    s.optimizerInBackward = r.boolean("optimizer_in_backward", s.optimizerInBackward);
    s.imageShare = r.number("image_share", s.imageShare, 0, 1);
    s.imagesPerSample = r.integer("images_per_sample", s.imagesPerSample, 0, 256);
    s.trainVision = r.boolean("train_vision", s.trainVision);
    s.loraRank = r.integer("lora_rank", s.loraRank, 1, 4096);
    s.powerCapW = r.number("power_cap_w", s.powerCapW, 0, 1e5);
    s.checkpointsKept = r.integer("checkpoints_kept", s.checkpointsKept, 0, 1000);
    s.datasetTokens = r.number("dataset_tokens", s.datasetTokens, 1, 1e15);
    s.epochs = r.number("epochs", s.epochs, 0.01, 1e4);
    s.feedAmps = r.integer("feed_amps", s.feedAmps, 1, 1000);
    s.threePhase = r.boolean("three_phase", s.threePhase);
    if (r.failed())
        return r.error();

    if (auto it = doc.find("image_size"); it != doc.end()) {
        if (!it->is_array() || it->size() != 2 || !(*it)[0].is_number_integer() ||
            !(*it)[1].is_number_integer())
            return Error{file, "/image_size", "expected [width, height] in pixels"};
        long long w = (*it)[0].get<long long>(), h = (*it)[1].get<long long>();
        if (w < 1 || h < 1 || w > 16384 || h > 16384)
            return Error{file, "/image_size", "width and height must be 1 .. 16384 pixels"};
        s.imageWidth = static_cast<int>(w);
        s.imageHeight = static_cast<int>(h);
    }

    if (s.model.empty())
        return Error{file, "/model", "empty model"};
    if (!catalog.findModel(s.model)) {
        fs::path p(s.model);
        const bool looksLikePath = p.has_extension() || s.model.find('/') != std::string::npos;
        if (!looksLikePath)
            return Error{file, "/model", "unknown model id '" + s.model + "'"};
        if (p.is_relative() && !file.empty())
            p = fs::path(file).parent_path() / p;
        auto arch = loadModelConfig(p.string());
        if (!arch) {
            // The config.json itself is unreadable or not JSON: name the scenario key too.
            if (arch.error().key.empty())
                return Error{file, "/model", arch.error().file + ": " + arch.error().message};
            return arch.error();
        }
        s.importedModel = std::move(arch).value();
    }

    if (!s.server.empty()) {
        const ServerSpec* server = catalog.findServer(s.server);
        if (!server)
            return Error{file, "/server", "unknown server id '" + s.server + "'"};
        if (hasGpu && !s.gpu.empty() && s.gpu != server->gpu)
            return Error{file, "/gpu", "server '" + s.server + "' holds '" + server->gpu +
                                           "', not '" + s.gpu + "'"};
        if (s.gpuCount > server->gpuCount)
            return Error{file, "/gpu_count", "server '" + s.server + "' takes at most " +
                                                 std::to_string(server->gpuCount) + " GPUs"};
        s.gpu = server->gpu;
    } else {
        if (!hasGpu && !hasServer)
            return Error{file, "/server", "name a server, or a gpu and gpu_count"};
        if (s.gpu.empty() || !catalog.findGpu(s.gpu))
            return Error{file, "/gpu", "unknown GPU id '" + s.gpu + "'"};
        if (s.gpuCount == 0)
            s.gpuCount = 1;
        if (!catalog.smallestServerFor(s.gpu, s.gpuCount))
            return Error{file, "/gpu_count", "no catalog server takes " +
                                                 std::to_string(s.gpuCount) + " × '" + s.gpu + "'"};
    }
    if (s.runsSideBySide > 1) {
        const ServerSpec* server = s.server.empty()
                                       ? catalog.smallestServerFor(s.gpu, s.gpuCount)
                                       : catalog.findServer(s.server);
        const int n = s.gpuCount > 0 ? s.gpuCount : server->gpuCount;
        auto split = splitRuns(*server, *catalog.findGpu(s.gpu), n, s.runsSideBySide);
        if (!split)
            return Error{file, "/runs_side_by_side", split.error().message};
    }
    if (s.powerCapW > 0) {
        const GpuSpec* g = catalog.findGpu(s.gpu);
        if (s.powerCapW < g->minPowerCapW || s.powerCapW > g->tdpW)
            return Error{file, "/power_cap_w",
                         "cap must be between " + std::to_string(int(g->minPowerCapW)) + " and " +
                             std::to_string(int(g->tdpW)) + " W for " + g->name + " (0 = none)"};
    }
    if (s.feedAmps != 16 && s.feedAmps != 32)
        return Error{file, "/feed_amps", "feed must be 16 or 32 A"};
    return s;
}

Expected<Scenario> loadScenario(const std::string& path, const Catalog& catalog) {
    auto doc = readJsonFile(path);
    if (!doc)
        return doc.error();
    return parseScenario(doc.value(), path, catalog);
}

nlohmann::json toJson(const Scenario& s) {
    nlohmann::json j;
    j["model"] = s.model;
    j["method"] = toString(s.method);
    j["optimizer"] = toString(s.optimizer);
    j["offload"] = toString(s.offload);
    j["sharding"] = toString(s.sharding);
    j["state_bytes"] = toString(s.stateBytes);
    if (!s.server.empty())
        j["server"] = s.server;
    else
        j["gpu"] = s.gpu;
    if (s.gpuCount > 0)
        j["gpu_count"] = s.gpuCount;
    j["runs_side_by_side"] = s.runsSideBySide;
    j["sequence_length"] = s.sequenceLength;
    j["micro_batch"] = s.microBatch;
    j["gradient_accumulation"] = s.gradientAccumulation;
    j["gradient_checkpointing"] = s.gradientCheckpointing;
    j["fused_cross_entropy"] = s.fusedCrossEntropy;
    j["fused_loss"] = toString(s.fusedLoss);
    j["compile"] = s.compile;
    j["activation_offload"] = s.activationOffload;
    j["optimizer_in_backward"] = s.optimizerInBackward;
    j["image_share"] = s.imageShare;
    j["images_per_sample"] = s.imagesPerSample;
    j["image_size"] = {s.imageWidth, s.imageHeight};
    j["train_vision"] = s.trainVision;
    j["lora_rank"] = s.loraRank;
    j["power_cap_w"] = s.powerCapW;
    j["checkpoints_kept"] = s.checkpointsKept;
    j["dataset_tokens"] = s.datasetTokens;
    j["epochs"] = s.epochs;
    j["feed_amps"] = s.feedAmps;
    j["three_phase"] = s.threePhase;
    return j;
}

} // namespace headroom
