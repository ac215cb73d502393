#pragma once
// A scenario: the workload and the build the user describes (the keys of a scenario file).
#include "error.h"
#include "modelarch.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

namespace headroom {

struct Catalog;

enum class Method { Full, Lora, Qlora };
enum class Optimizer { AdamW, AdamW8bit };
enum class Offload { None, Optimizer, Parameters };
enum class Sharding { Full, Zero2, Zero1, None };
enum class StateBytes { Zero, Hf, Bf16 };
/// The fused cross-entropy used when `fusedCrossEntropy` is set.
enum class FusedLossKind { FusedLinear, Chunked };

struct Scenario {
    std::string name;            ///< the file's own title (`name`), kept as written
    std::string headroomVersion; ///< `headroom_version` as written, kept
    /// Catalog id, or an imported config.json: after parseScenario() its absolute path (the
    /// file's relative path resolved against the scenario's folder).
    std::string model = "qwen3.8-27b";
    std::optional<ModelArch> importedModel; ///< set when `model` is a config.json path
    Method method = Method::Full;
    Optimizer optimizer = Optimizer::AdamW;
    Offload offload = Offload::None;
    Sharding sharding = Sharding::Full;
    StateBytes stateBytes = StateBytes::Zero;
    std::string server = "4x-h200-nvl"; ///< empty: pick the smallest server for gpu x gpuCount
    std::string gpu;                     ///< used when server is empty
    int gpuCount = 0;                    ///< 0 = all cards of the server
    int runsSideBySide = 1;              ///< equal groups of the cards, one run on each
    int sequenceLength = 8192;           ///< tokens of text per sequence
    int microBatch = 1;
    int gradientAccumulation = 1;
    bool gradientCheckpointing = true;
    bool fusedCrossEntropy = true;
    FusedLossKind fusedLoss = FusedLossKind::FusedLinear; ///< Liger-style or torchtune's chunks
    bool compile = false;             ///< torch.compile of the decoder layers
    bool activationOffload = false;   ///< checkpointed layer inputs kept in host memory
    bool optimizerInBackward = false; ///< each gradient applied and freed in its backward hook
    double imageShare = 0;               ///< share of samples that carry images, 0..1
    int imagesPerSample = 1;
    int imageWidth = 1024;
    int imageHeight = 1024;
    bool trainVision = true;             ///< the page's accounting trains all 27.8 B
    int loraRank = 16;
    double powerCapW = 0;                ///< 0 = no cap (TDP)
    int checkpointsKept = 3;
    double datasetTokens = 1e9;
    double epochs = 1;
    int feedAmps = 16;                   ///< the feed the build is planned on (230 V, 16 or 32 A)
    bool threePhase = false;             ///< also show 400 V 3-phase feeds
    bool operator==(const Scenario&) const = default;
};

const char* toString(Method);
const char* toString(Optimizer);
const char* toString(Offload);
const char* toString(Sharding);
const char* toString(StateBytes);
const char* toString(FusedLossKind);

/// Parses a scenario document. `file` names the source in errors; relative model paths are
/// resolved against the file's directory. The model id is checked against the catalog and an
/// imported config.json is parsed here, so evaluate() never touches the disk.
Expected<Scenario> parseScenario(const nlohmann::json& doc, const std::string& file,
                                 const Catalog& catalog);

/// The checks that tie a scenario's values to each other and to the catalog (power cap within
/// the GPU's limits, LoRA rank within the model's width, text + image tokens within the
/// sequence limit). parseScenario() runs them; the window runs them on every edit.
std::optional<Error> checkScenario(const Scenario& scenario, const Catalog& catalog,
                                   const std::string& file = {});

/// Reads and parses a scenario file.
Expected<Scenario> loadScenario(const std::string& path, const Catalog& catalog);

/// The scenario as a JSON document (the file format; every key written). With `file`, the path
/// the document will be saved to, an imported config.json is written relative to that file's
/// folder (absolute when no relative path reaches it), so the saved file loads from where it is.
nlohmann::json toJson(const Scenario&, const std::string& file = {});

} // namespace headroom
