#pragma once
// The catalog: GPUs, servers, models, vendor details, prices and every assumption with its
// source. Loaded from JSON files in a directory; a user directory overrides and
// extends the built-in one entry by entry (same id replaces, new id adds).
#include "enumnames.h"
#include "calibrationdata.h"
#include "cloudprice.h"
#include "error.h"
#include "modelarch.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace headroom {

enum class LinkKind { NvlinkBridge, NvlinkSwitch, Pcie };

struct GpuSpec {
    std::string id;
    std::string name;
    /// Short name for legends and pinned builds ("RTX PRO 6000 SE"); catalog key short_name,
    /// else the name without "NVIDIA " and "GeForce ".
    std::string shortName;
    double memoryGb = 0; ///< listed capacity, GB = 1e9 B (the page's and the quote's)
    /// Total memory as the driver reports it (nvidia-smi's memory.total), bytes.
    double memoryBytes = 0;
    /// What CUDA gives the processes on the card (torch.cuda.get_device_properties().
    /// total_memory, the "total capacity" of PyTorch's out-of-memory message): memoryBytes
    /// less the driver's reserve. The CUDA context and the library workspaces come out of it;
    /// the prediction counts them (assumption cuda_context_gb). The verdict's basis.
    double usableBytes = 0;
    std::string memoryBytesSource;
    std::string usableBytesSource;
    /// Whether the catalog entry gave memory_bytes and usable_bytes; without them (a user's
    /// GPU) both are the listed memory_gb, so the verdict is taken against the listed figure.
    bool measuredBytes = false;
    double usableGb() const { return usableBytes / 1e9; }
    double bf16Tflops = 0;         ///< dense BF16 peak, no sparsity
    double fp8Tflops = 0; ///< dense FP8 peak, no sparsity (0: no FP8 tensor cores, e.g. Ampere)
    double memoryBandwidthGBs = 0; ///< HBM/GDDR bandwidth per card, GB/s (0 = not in catalog)
    std::string tflopsNote;        ///< e.g. "Workstation Edition figure; none published"
    LinkKind link = LinkKind::Pcie;
    double nvlinkGBs = 0;    ///< per GPU, both directions (0 = none)
    double pcieGBs = 0;      ///< host link, both directions (Gen5 x16: 128)
    int maxNvlinkDomain = 1; ///< cards one bridge/switch domain can join
    double tdpW = 0;
    double minPowerCapW = 0; ///< lowest settable cap
    std::string source;
    std::optional<double> price; ///< per card, catalog currency
    std::string definedInFile;   ///< catalog file of the entry (for errors)
    std::string definedAt;       ///< its JSON path there, e.g. "/gpus/3"
    int layer = 0;               ///< 0: the built-in catalog, 1: the user's overlay
    bool operator==(const GpuSpec&) const = default;
};

struct ServerSpec {
    std::string id;
    std::string name;
    std::string chassis;
    std::string gpu;          ///< GpuSpec id
    int gpuCount = 0;         ///< cards installed
    int nvlinkDomainSize = 1; ///< cards per NVLink domain (1 = PCIe only)
    std::string cpu;          ///< e.g. "AMD EPYC 9355"
    int cpuSockets = 2;
    double cpuTdpW = 0;
    int cpuCores = 0; ///< per socket
    double hostRamGb = 0;
    double psuW = 0;      ///< total PSU rating
    double storageTb = 0; ///< installed NVMe
    int rackUnits = 0;    ///< height in a rack (0: not given, e.g. a tower)
    std::string source;
    std::optional<double> price; ///< chassis, CPUs, memory, storage (without GPUs)
    std::string definedInFile;   ///< catalog file of the entry (for errors)
    std::string definedAt;       ///< its JSON path there, e.g. "/servers/3"
    int layer = 0;               ///< 0: the built-in catalog, 1: the user's overlay
    bool operator==(const ServerSpec&) const = default;
};

/// Network fabric (catalog/networks.json): InfiniBand or Ethernet (RoCE).
enum class FabricKind { Infiniband, Ethernet };

/// A network adapter: the scenario's `network` names one, `nics_per_server` says how many.
struct NicSpec {
    std::string id;
    std::string name;
    FabricKind kind = FabricKind::Infiniband;
    double gbps = 0; ///< line rate per port, one direction, Gb/s
    int ports = 1;
    std::optional<double> watts; ///< the card's own draw (absent: not in the sources read)
    std::string switchId;        ///< SwitchSpec id the adapter connects to
    std::string cable;           ///< CableSpec id of one adapter-to-switch link
    std::string source;
    std::optional<double> price;
    std::string definedInFile;
    std::string definedAt;
    bool operator==(const NicSpec&) const = default;
};

struct SwitchSpec {
    std::string id;
    std::string name;
    FabricKind kind = FabricKind::Infiniband;
    int ports = 0;
    double portGbps = 0;
    int rackUnits = 1;
    std::optional<double> maxPowerW; ///< absent: not in the sources read
    std::string source;
    std::optional<double> price;
    std::string definedInFile;
    std::string definedAt;
    bool operator==(const SwitchSpec&) const = default;
};

/// One link (cable with its transceivers) between an adapter or switch port and a switch port.
struct CableSpec {
    std::string id;
    std::string name;
    double gbps = 0;
    std::optional<double> wattsPerLink; ///< transceivers at both ends (absent: not in sources)
    std::string source;
    std::optional<double> price;
    std::string definedInFile;
    std::string definedAt;
    bool operator==(const CableSpec&) const = default;
};

inline constexpr auto kFabricKindNames = makeEnumTable(
    std::pair{FabricKind::Infiniband, "infiniband"},
    std::pair{FabricKind::Ethernet, "ethernet"});
const char* toString(FabricKind);

struct ModelEntry {
    std::string id;
    std::string name;
    std::string source;
    double checkpointGb = 0; ///< published BF16 checkpoint size (0 = unknown)
    double fp8Gb = 0;        ///< published FP8 checkpoint size (0 = estimate)
    /// Hugging Face repositories with this architecture (`hugging_face`): a training recipe's
    /// `base_model` / `model_name_or_path` names the catalog model through them.
    std::vector<std::string> huggingFace;
    ModelArch arch;
    bool operator==(const ModelEntry&) const = default;
};

struct Vendor {
    std::string name;
    std::vector<std::string> address;
    std::string email;
    std::string phone;
    std::string web;
    std::string currency = "EUR";
    int validityDays = 30;
    std::string termsEn;
    std::string termsDe;
    double servicePrice = 0; ///< 0 = on request
    double vatPercent = 0;   ///< VAT added to the net total; 0 = none shown
    /// Where the vendor sits, as a BCP 47 tag ("de-DE"): the quote's date format and, with
    /// `paper`, its default paper.
    std::string locale = "de-DE";
    std::string paper = "a4"; ///< "a4" or "letter"
    std::string logo;         ///< letterhead image (SVG or PNG), relative to vendor.json's folder
    bool operator==(const Vendor&) const = default;
};

/// A training stack (catalog/stacks.json): the low-level scenario keys it sets, and why.
struct StackSpec {
    std::string id;
    std::string name;
    std::string source;  ///< framework code and versions the settings were read from
    nlohmann::json keys; ///< scenario keys it sets (validated at load)
    std::string definedInFile;
    std::string definedAt; ///< JSON path, e.g. "/stacks/2"
    bool operator==(const StackSpec&) const = default;
};

/// One assumption that is not physics: value, unit, a label and where it comes from.
struct Assumption {
    std::string id;
    double value = 0;
    std::string unit;
    std::string label;
    std::string source;
    std::string sourceDe; ///< the source in German ("source_de"; empty: the German window and
                          ///< quote show `source`)
    bool operator==(const Assumption&) const = default;
};

/// Step-rate fraction under a power cap: piecewise linear over cap/TDP.
struct CapCurvePoint {
    double capFraction = 1;  ///< cap / TDP
    double rateFraction = 1; ///< step rate / rate at TDP
    bool operator==(const CapCurvePoint&) const = default;
};

/// The assumptions evaluate() reads, as named fields (fast), each also listed in `all`.
struct Assumptions {
    double mfu = 0.40;            ///< model-FLOPs utilisation, FSDP on Hopper
    double mfuLongContext = 0.30; ///< MFU at >= longContextTokens
    double longContextTokens = 32768;
    double linkEfficiency = 0.75;      ///< achieved / peak collective bandwidth
    double cudaContextGb = 1.0;        ///< CUDA context + cuBLAS/NCCL workspaces per GPU
    double fragmentation = 0.05;       ///< allocator reserve as a fraction of allocated
    double adam8bitOptimizerBytes = 6; ///< 8-bit Adam: optimizer bytes per param (2+2+6 = 10)
    double hfExtraBytes = 2;           ///< HF docs count 18 B/param: +2 over ZeRO's 16
    double offloadHostBytes = 14;      ///< ZeRO-Offload: fp32 master, m, v + 16-bit grads
    double nf4BytesPerWeight = 0.516;  ///< QLoRA NF4 with double quantisation
    // DeepSpeed ZeRO-3 defaults (deepspeed/runtime/zero/config.py), in elements.
    double zeroReduceBucketElements = 5e8;   ///< reduce_bucket_size
    double zeroPrefetchBucketElements = 5e7; ///< stage3_prefetch_bucket_size
    double zeroMaxLiveParameters = 1e9;      ///< stage3_max_live_parameters
    double zeroPersistenceThreshold = 1e5;   ///< stage3_param_persistence_threshold
    double int8BytesPerWeight = 1;     ///< LoRA on an LLM.int8 base: int8 linear weights
    double checkpointBytes = 14;       ///< resumable checkpoint per param (32-bit Adam)
    double fp8LinearBytes = 1;         ///< FP8 export: linear weights at 1 B
    double powerOverhead = 0.15;       ///< memory, drives, fans, conversion losses
    double feedDerating = 0.80;        ///< continuous load on a feed
    double hostMemoryFactor = 2.0;     ///< NVIDIA-Certified: host RAM >= 2x GPU memory
    double hostOsGb = 64;              ///< OS, data loaders, page cache floor
    double cpuCoresPerGpu = 7;         ///< physical CPU cores a GPU needs (NVIDIA AI Enterprise RA)
    double cpuAdamParamsPerS = 2.0e9;  ///< CPU Adam update rate per server (offload step)
    double energyPrice = 0.30;         ///< per kWh, catalog currency
    // Own or rent (core/costs/; catalog/assumptions.json names the sources).
    double costYears = 3;    ///< years of use a build's purchase is spread over
    double pue = 1.58;       ///< facility power / IT power (Uptime Institute 2023 average)
    double usdPerEur = 0;    ///< exchange rate for cloud prices in USD; 0: none in the catalog
    double idlePowerFraction = 0; ///< an owned build's draw between runs / its draw in a run
    double fullCheckpointIntervalH = 0;    ///< unused placeholder kept 0
    double recommendMarginFraction = 0.03; ///< recommend: keep >= 3 % of capacity free
    double powerTransientMargin = 0.10;    ///< peak over sustained server draw
    double psuUnitW = 3000;                ///< one server PSU's rating
    double rackUnits = 42;                 ///< usable units of a rack
    double storageWriteGBs = 4;            ///< checkpoint write rate per server
    // The verdict's band, widened where a run lies outside what the calibration rows of its
    // band measured (issue 37; catalog/assumptions.json band_widen_*, each with its source):
    // added to each end of the band's relative error range, per respect (BandRespect).
    double bandWidenSequence = 0.10; ///< longest sequence outside the rows' range
    double bandWidenGpus = 0.10;     ///< GPU count outside the rows' range
    double bandWidenOffload = 0.10;  ///< an offload no row used
    double bandWidenPlan = 0.10;     ///< a parallel dimension (tp, pp, cp, ep) no row used
    double bandWidenFamily = 0.10;   ///< a model family (model_type) no row used
    double bandWidenSplitExperts = 0.25; ///< a split mixture of experts no row used
    double bandWidenCheckpointPolicy = 0.10; ///< per-op checkpointing no row used
    double bandWidenPrecisionAwareOptimizer = 0.10; ///< Megatron's precision-aware optimizer
    // Serving the tuned model (catalog/assumptions.json names the sources).
    double int4BytesPerWeight = 0.5195;         ///< AWQ/GPTQ 4-bit, group 128 scales and zeros
    double mxfp4BytesPerWeight = 0.53125;       ///< OCP MX: 4-bit values + one E8M0 scale per 32
    double servingBandwidthEfficiency = 0.68;   ///< achieved / peak memory bandwidth in decode
    double servingAllReduceStepLatencyUs = 4.3; ///< one ring step of a small all-reduce
    double servingBatchedTokens = 8192;         ///< vLLM max_num_batched_tokens, >= 70 GiB cards
    double servingBatchedTokensSmall = 2048;    ///< vLLM max_num_batched_tokens, smaller and A100
    double servingMaxNumSeqs = 1024;            ///< vLLM max_num_seqs, >= 70 GiB cards
    double servingMaxNumSeqsSmall = 256;        ///< vLLM max_num_seqs, smaller cards and A100
    double servingLargeCardGib = 70;            ///< vLLM's large-card threshold (torch's total)
    double servingSamplerBytesPerLogit = 6; ///< profile run: bytes per sampled row and vocab entry
    double servingNonTorchGb = 0.14;        ///< vLLM non-torch allocations per GPU
    double servingNonTorchTpGb = 0.45;      ///< vLLM: more outside PyTorch at tensor parallel > 1
    double servingCudaGraphGb = 0.56;       ///< vLLM's CUDA-graph estimate in its budget
    double servingCudaGraphHybridGbPer1kTokens = 0.097; ///< hybrid models: per 1k batched tokens
    double servingTrtllmKvFraction = 0.9;               ///< TensorRT-LLM free_gpu_memory_fraction
    double servingTrtllmBatchedTokens = 8192;           ///< TensorRT-LLM max_num_tokens
    double servingGpuLoad = 0.43; ///< GPU draw while decoding, fraction of TDP
    double servingLayerUsVllm = 0;       ///< vLLM: fixed cost per decoder layer and decode step
    double servingLayerUsSglang = 0;     ///< SGLang: the same
    double servingLayerUsTrtllm = 0;     ///< TensorRT-LLM: the same
    double servingPrefillEfficiency = 0.5; ///< prefill: achieved / peak rate of its format
    double servingOutputTokens = 1000; ///< tokens each request generates (default)
    double servingVisionMaxImageTokens = 16384; ///< vLLM profile run: tokens of the largest image
    // Preference and RL fine-tuning: the defaults of a run's keys (catalog/assumptions.json
    // names the frameworks' sources).
    double rlGroupSize = 8;                 ///< completions per prompt (num_generations)
    double rlPromptLength = 512;            ///< prompt tokens (max_prompt_length)
    double rlCompletionLength = 512;        ///< completion tokens (max_completion_length)
    double rlColocatedMemoryFraction = 0.3; ///< engine's share of a training GPU
    double rlSeparateMemoryFraction = 0.9;  ///< engine's share of a GPU of its own
    double rlRolloutTensorParallel = 1;     ///< GPUs per engine replica
    double rlSleepMode = 0;                 ///< 1: the engine sleeps while the policy trains
    double rlDpoBeta = 0.1;                 ///< DPO's beta: a reference model when above 0
    double rlGrpoBeta = 0;     ///< GRPO's KL coefficient: a reference model when above 0
    double rlPpoKlCoef = 0.05; ///< PPO's KL penalty: a reference model when above 0
    double rlMicroBatch = 8;   ///< sequences (DPO: pairs) per GPU when the file gives none
    /// Host memory of one rollout worker process (one per GPU that runs the engine), GB.
    double rlWorkerHostGb = 11.2;
    std::vector<CapCurvePoint> capCurve{{0.5, 0.70}, {0.75, 0.90}, {1.0, 1.0}};
    std::string capCurveSource;   ///< where the power-cap curve comes from
    std::string capCurveSourceDe; ///< the same in German (power_cap_curve_source_de)
    std::vector<Assumption> all;  ///< every assumption for display, in file order
    bool operator==(const Assumptions&) const = default;
};

struct Catalog {
    std::vector<GpuSpec> gpus;
    std::vector<ServerSpec> servers;
    std::vector<ModelEntry> models;
    std::vector<StackSpec> stacks;
    std::vector<NicSpec> nics; ///< networks.json (optional file)
    std::vector<SwitchSpec> switches;
    std::vector<CableSpec> cables;
    std::vector<CloudProvider> cloud; ///< cloud.json (optional file): dated cloud GPU prices
    std::vector<CalibrationSource> calibration; ///< measured runs, one entry per source file
    /// Error bands per regime and pooled levels, computed from `calibration` at load.
    std::vector<RegimeBand> bands;
    Vendor vendor;
    Assumptions assumptions;
    std::vector<std::string> files; ///< files read, in order (for "about" and errors)

    const GpuSpec* findGpu(const std::string& id) const;
    const ServerSpec* findServer(const std::string& id) const;
    const ModelEntry* findModel(const std::string& id) const;
    const StackSpec* findStack(const std::string& id) const;
    const NicSpec* findNic(const std::string& id) const;
    const SwitchSpec* findSwitch(const std::string& id) const;
    const CableSpec* findCable(const std::string& id) const;
    const CloudProvider* findCloud(const std::string& id) const;
    /// The band of `regime`: its own rows when it has at least two, else the pool of the same
    /// method, sharding and offload over every stack, then of the method, then of every row.
    /// Null when the catalog has no calibration rows.
    const RegimeBand* bandFor(const Regime& regime) const;
    /// Smallest server (fewest cards, then cheapest) that takes `count` cards of `gpu`.
    const ServerSpec* smallestServerFor(const std::string& gpu, int count) const;
    bool operator==(const Catalog&) const = default;
};

} // namespace headroom
