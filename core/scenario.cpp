#include "scenario.h"

#include "catalog.h"
#include "jsonreader.h"
#include "runsplit.h"
#include "scenariorange.h"

#include <algorithm>
#include <cstdint>
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
    s.name = r.string("name");
    s.headroomVersion = r.string("headroom_version");
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
    // Every number within the one range table the window's controls use as well.
    auto ranged = [&r](RangeKey key, double fallback) {
        const ScenarioRange& range = scenarioRange(key);
        return r.decimal(range.key, fallback, range.min, range.max, range.decimals);
    };
    auto rangedInt = [&ranged](RangeKey key, int fallback) {
        return static_cast<int>(ranged(key, fallback));
    };
    s.gpuCount = r.has("gpu_count") ? rangedInt(RangeKey::GpuCount, 0) : 0;
    s.runsSideBySide = rangedInt(RangeKey::RunsSideBySide, s.runsSideBySide);
    s.sequenceLength = rangedInt(RangeKey::SequenceLength, s.sequenceLength);
    s.microBatch = rangedInt(RangeKey::MicroBatch, s.microBatch);
    s.gradientAccumulation = rangedInt(RangeKey::GradientAccumulation, s.gradientAccumulation);
    s.gradientCheckpointing = r.boolean("gradient_checkpointing", s.gradientCheckpointing);
    s.fusedCrossEntropy = r.boolean("fused_cross_entropy", s.fusedCrossEntropy);
    s.fusedLoss =
        static_cast<FusedLossKind>(r.choice("fused_loss", {"fused-linear", "chunked"}, 0));
    s.compile = r.boolean("compile", s.compile);
    s.activationOffload = r.boolean("activation_offload", s.activationOffload);
    s.optimizerInBackward = r.boolean("optimizer_in_backward", s.optimizerInBackward);
    s.imageShare = ranged(RangeKey::ImageShare, s.imageShare);
    s.imagesPerSample = rangedInt(RangeKey::ImagesPerSample, s.imagesPerSample);
    s.trainVision = r.boolean("train_vision", s.trainVision);
    s.loraRank = rangedInt(RangeKey::LoraRank, s.loraRank);
    s.powerCapW = ranged(RangeKey::PowerCapW, s.powerCapW);
    s.checkpointsKept = rangedInt(RangeKey::CheckpointsKept, s.checkpointsKept);
    s.datasetTokens = ranged(RangeKey::DatasetTokens, s.datasetTokens);
    s.epochs = ranged(RangeKey::Epochs, s.epochs);
    s.feedAmps = r.integer("feed_amps", s.feedAmps, 1, 1000);
    s.threePhase = r.boolean("three_phase", s.threePhase);
    if (r.failed())
        return r.error();

    if (auto it = doc.find("image_size"); it != doc.end()) {
        const ScenarioRange& size = scenarioRange(RangeKey::ImageSize);
        const std::string allowed = "width and height must be whole numbers " +
                                    formatNumber(size.min) + " .. " + formatNumber(size.max) +
                                    " (pixels)";
        if (!it->is_array() || it->size() != 2 || !(*it)[0].is_number_integer() ||
            !(*it)[1].is_number_integer())
            return Error{file, "/image_size", "expected [width, height]: " + allowed};
        long long w = (*it)[0].get<long long>(), h = (*it)[1].get<long long>();
        // Values beyond 2^53 round as doubles, but stay far outside the range all the same.
        const double wd = static_cast<double>(w), hd = static_cast<double>(h);
        if (wd < size.min || hd < size.min || wd > size.max || hd > size.max)
            return Error{file, "/image_size", allowed};
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
            if (arch.error().key.empty() || arch.error().key == "/")
                return Error{file, "/model", arch.error().file + ": " + arch.error().message};
            return arch.error();
        }
        s.importedModel = std::move(arch).value();
        // The file just read, as an absolute path with links resolved (as the system resolved
        // `..` after a linked folder): the scenario may be saved to another folder (toJson).
        std::error_code ec;
        const fs::path resolved = fs::canonical(p, ec);
        s.model = (ec ? p : resolved).string();
    }

    if (hasServer && s.server.empty())
        return Error{file, "/server",
                     "empty server id: name a catalog server, or leave the key out and give gpu "
                     "and gpu_count"};
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
        if (s.gpu.empty())
            return Error{file, "/gpu", "empty GPU id: name a catalog GPU"};
        if (!catalog.findGpu(s.gpu))
            return Error{file, "/gpu", "unknown GPU id '" + s.gpu + "'"};
        if (s.gpuCount == 0)
            s.gpuCount = 1;
        if (!catalog.smallestServerFor(s.gpu, s.gpuCount))
            return Error{file, "/gpu_count", "no catalog server takes " +
                                                 std::to_string(s.gpuCount) + " × '" + s.gpu + "'"};
    }
    if (auto e = checkScenario(s, catalog, file))
        return *e;
    return s;
}

std::optional<Error> checkScenario(const Scenario& s, const Catalog& catalog,
                                   const std::string& file) {
    // Runs side by side: equal groups of the cards, each inside one NVLink domain.
    if (s.runsSideBySide > 1) {
        const ServerSpec* server = s.server.empty()
                                       ? catalog.smallestServerFor(s.gpu, std::max(1, s.gpuCount))
                                       : catalog.findServer(s.server);
        const GpuSpec* gpu = catalog.findGpu(s.gpu);
        if (server && gpu) {
            const int n = s.gpuCount > 0 ? s.gpuCount : server->gpuCount;
            if (auto split = splitRuns(*server, *gpu, n, s.runsSideBySide); !split)
                return Error{file, "/runs_side_by_side", split.error().message};
        }
    }
    if (s.powerCapW > 0) {
        if (const GpuSpec* g = catalog.findGpu(s.gpu);
            g && (s.powerCapW < g->minPowerCapW || s.powerCapW > g->tdpW))
            return Error{file, "/power_cap_w",
                         "value " + formatNumber(s.powerCapW) + " is outside " +
                             formatNumber(g->minPowerCapW) + " .. " + formatNumber(g->tdpW) +
                             " W, the power limits of the " + g->name + " (0 = no cap)"};
    }
    if (s.feedAmps != 16 && s.feedAmps != 32)
        return Error{file, "/feed_amps", "feed must be 16 or 32 A"};

    const ModelArch* arch = nullptr;
    if (s.importedModel)
        arch = &*s.importedModel;
    else if (const ModelEntry* m = catalog.findModel(s.model))
        arch = &m->arch;
    if (!arch)
        return std::nullopt;
    // LoRA (Hu et al. 2021, §4.1): B·A has rank at most min(d, k), and every adapted linear
    // reads or writes the hidden state, so no adapter can use a rank above hidden_size.
    if (s.loraRank > arch->hidden)
        return Error{file, "/lora_rank",
                     "rank " + std::to_string(s.loraRank) +
                         " is above the adapted layers' width: allowed 1 .. " +
                         std::to_string(arch->hidden) + " (the model's hidden_size)"};
    // Text and image tokens of the longest sample share the sequence length's limit.
    const std::int64_t perImage = imageTokens(arch->vision, s.imageWidth, s.imageHeight);
    if (s.imageShare > 0 && s.imagesPerSample > 0 && perImage > 0) {
        const std::int64_t images = perImage * s.imagesPerSample;
        const std::int64_t longest = std::int64_t(s.sequenceLength) + images;
        const double limit = maxSequenceTokens();
        if (double(longest) > limit)
            return Error{file, "/images_per_sample",
                         std::to_string(s.imagesPerSample) + " images of " +
                             std::to_string(s.imageWidth) + "×" + std::to_string(s.imageHeight) +
                             " px are " + std::to_string(images) + " tokens; with " +
                             std::to_string(s.sequenceLength) + " text tokens the sequence is " +
                             std::to_string(longest) + " tokens, above the limit of " +
                             formatNumber(limit) +
                             " (fewer or smaller images, or a shorter sequence_length)"};
    }
    return std::nullopt;
}

Expected<Scenario> loadScenario(const std::string& path, const Catalog& catalog) {
    auto doc = readJsonFile(path);
    if (!doc)
        return doc.error();
    return parseScenario(doc.value(), path, catalog);
}

nlohmann::json toJson(const Scenario& s, const std::string& file) {
    nlohmann::json j;
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
