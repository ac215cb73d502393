// The result as the JSON of `headroom evaluate --json` and as the command line's human-readable
// summary.
#include "costs/costsformat.h"
#include "serving/serving.h"
#include "sizing.h"
#include "textformat.h"
#include "verdictanswer.h"

#include <nlohmann/json.hpp>

namespace headroom {

namespace {
/// The `kind` of a warning's figure in the result JSON.
constexpr auto kArgKindNames = makeEnumTable(
    std::pair{ArgKind::Gb, "gb"}, std::pair{ArgKind::WholeGb, "whole_gb"},
    std::pair{ArgKind::Kw, "kw"}, std::pair{ArgKind::Seconds, "seconds"},
    std::pair{ArgKind::Count, "count"}, std::pair{ArgKind::Percent, "percent"},
    std::pair{ArgKind::Text, "text"});
const char* argKindName(ArgKind kind) {
    return kArgKindNames.name(kind);
}
} // namespace

namespace {

/// `band_basis`: the pool the band came from, its errors (widening included), its
/// leave-one-source-out coverage (null when no row could be held out), whether a row of the
/// scenario's regime exists, and the respects in which the run lies outside the pool's rows.
nlohmann::json bandBasisJson(const BandBasis& b) {
    using nlohmann::json;
    json outside = json::array();
    for (int i = 0; i < kBandRespects; ++i)
        if (b.outside & (1u << i))
            outside.push_back(toString(static_cast<BandRespect>(i)));
    return {{"regime", b.regime},
            {"pool", b.pool},
            {"rows", b.rows},
            {"error_low", b.errorLow},
            {"error_high", b.errorHigh},
            {"coverage", b.coverage >= 0 ? json(b.coverage) : json(nullptr)},
            {"validated", b.validated},
            {"outside", outside},
            {"widening", b.widening}};
}

/// The build: model, GPUs, runs side by side, server totals, plan, parameters.
void buildJson(nlohmann::json& j, const SizingResult& r) {
    using nlohmann::json;
    const auto& p = r.parameters;
    j["model"] = r.modelName;
    j["server"] = r.serverId;
    j["gpu"] = r.gpuId;
    j["gpu_count"] = r.gpuCount;
    // The card's memory in bytes (catalog): the driver's total and what one process can use,
    // the verdict's capacity (per_gpu_gb.capacity); per_gpu_gb.listed is the marketing figure.
    j["gpu_memory"] = {{"memory_bytes", static_cast<std::int64_t>(r.gpuMemoryBytes)},
                       {"usable_bytes", static_cast<std::int64_t>(r.gpuUsableBytes)}};
    j["runs_side_by_side"] = r.runsSideBySide;
    j["gpus_per_run"] = r.gpusPerRun;
    json runs = json::array();
    for (const auto& run : r.runs)
        runs.push_back({{"run", run.index},
                        {"gpus", run.gpus},
                        {"gpu_count", run.gpus.size()},
                        {"nvlink_domain", run.nvlinkDomain}, // -1: no domain holds the whole run
                        {"fits", run.fits},
                        {"verdict", run.verdict},
                        {"headroom_gb", run.headroomGb}});
    j["runs"] = runs;
    const auto& t = r.serverTotals;
    j["server_totals"] = {{"gpus", t.gpus},
                          {"runs", r.runsSideBySide},
                          {"tokens_per_s", t.tokensPerS},
                          {"states_gb", t.statesGb},
                          {"aggregate_tflops", r.aggregateTflops},
                          {"power_w", r.power.total},
                          {"power_w_per_run", t.powerPerRunW},
                          {"cpu_cores", t.cpuCores},
                          {"cpu_cores_per_run", t.cpuCoresPerRun},
                          {"cpu_cores_needed", t.cpuCoresNeeded},
                          {"cpu_power_w_per_run", t.cpuPowerPerRunW},
                          {"host_gb_recommended", r.host.recommended},
                          {"host_gb_offload_required", r.host.offloadRequired},
                          {"storage_gb", r.storage.total},
                          {"energy_kwh", r.time.energyKwh},
                          {"energy_kwh_per_run", t.energyPerRunKwh}};
    const ParallelPlan& plan = r.plan;
    j["plan"] = {{"automatic", plan.automatic},
                 {"dp", plan.dp},
                 {"tp", plan.tp},
                 {"pp", plan.pp},
                 {"cp", plan.cp},
                 {"ep", plan.ep},
                 {"sequence_parallel", plan.sequenceParallel},
                 {"pipeline_schedule", toString(plan.pipelineSchedule)},
                 {"pipeline_virtual_stages", plan.virtualStages},
                 {"pipeline_micro_batches", plan.pipelineMicroBatches},
                 {"hsdp_shard_group", plan.hsdpShardGroup},
                 {"cp_kind", toString(plan.cpKind)},
                 {"state_shards", stateShards(plan)},
                 {"pipeline_bubble", pipelineBubble(plan)}};
    j["nodes"] = r.nodes;
    j["parameters"] = {{"total", p.total},   {"text", p.text},
                       {"vision", p.vision}, {"vision_blocks", p.visionBlocks},
                       {"mtp", p.mtp},       {"embedding_and_head", p.embedding + p.lmHead},
                       {"active", p.active}, {"trainable", r.trainable}};
    j["states_gb"] = r.statesGb;
}

/// Memory per GPU, the verdict and its band, host memory, the step.
void memoryStepJson(nlohmann::json& j, const SizingResult& r) {
    using nlohmann::json;
    const auto& m = r.perGpu;
    const auto& st = r.step;
    j["per_gpu_gb"] = {{"weights", m.weights},
                       {"gradients", m.gradients},
                       {"optimizer", m.optimizer},
                       {"states", m.states},
                       {"activations", m.activations},
                       {"logits", m.logits},
                       {"buffers", m.buffers},
                       {"reserved", m.reserved},
                       {"allocated_peak", m.allocatedPeak},
                       {"reserved_peak", m.reservedPeak},
                       {"total", m.total},
                       {"capacity", m.capacity},
                       {"listed", m.listed},
                       {"headroom", m.headroom},
                       {"band", {{"low", m.band.low}, {"high", m.band.high}}}};
    j["fits"] = r.fits;
    j["verdict"] = toString(r.verdict);
    j["band_basis"] = bandBasisJson(r.bandBasis);
    j["host_gb"] = {{"offload_required", r.host.offloadRequired},
                    {"recommended", r.host.recommended},
                    {"installed", r.host.installed}};
    j["step"] = {{"link", st.link},
                 {"link_gbs", st.linkGBs},
                 {"traffic_per_gpu_gb", st.trafficPerGpuGb},
                 {"host_traffic_gb", st.hostTrafficGb},
                 {"transfer_s_peak", st.transferSPeak},
                 {"compute_s_peak", st.computeSPeak},
                 {"transfer_s", st.transferS},
                 {"compute_s", st.computeS},
                 {"optimizer_s", st.optimizerS},
                 {"step_s", st.stepS},
                 {"step_s_serial", st.stepSSerial},
                 {"tokens_per_step", st.tokensPerStep},
                 {"tokens_per_s", st.tokensPerS},
                 {"mfu", st.mfu},
                 {"power_cap_rate", st.capRate}};
    json links = json::array();
    for (const auto& l : st.links)
        links.push_back({{"level", toString(l.level)},
                         {"bytes_per_step_gb", l.bytesPerStepGb},
                         {"rate_gbs", l.rateGbs},
                         {"seconds_peak", l.secondsPeak},
                         {"seconds", l.seconds},
                         {"exposed_seconds", l.exposedSeconds},
                         {"hidden", l.hidden},
                         {"needed_gbs", l.neededGbs}});
    j["step"]["links"] = links;
    json collectives = json::array();
    for (const auto& c : st.collectives)
        collectives.push_back({{"name", std::string(c.name)},
                               {"op", toString(c.op)},
                               {"group", c.group},
                               {"bytes_gb", c.bytes / 1e9},
                               {"network_gb", c.networkBytes / 1e9},
                               {"level", toString(c.intraLevel)},
                               {"overlapped", c.overlapped}});
    j["step"]["collectives"] = collectives;
}

/// The cluster, the facility, power, feeds, storage and time.
void facilityJson(nlohmann::json& j, const SizingResult& r) {
    using nlohmann::json;
    const auto& cl = r.cluster;
    j["cluster"] = {{"nodes", cl.nodes},
                    {"gpus", cl.gpus},
                    {"network", cl.network},
                    {"network_name", cl.networkName},
                    {"nics_per_server", cl.nicsPerServer},
                    {"nic_gbps", cl.nicGbps},
                    {"network_gbps_per_server", cl.networkGbpsPerServer},
                    {"network_needed_gbps_per_server", cl.networkNeededGbpsPerServer},
                    {"rail_optimized", cl.railOptimized},
                    {"nics", cl.nics},
                    {"switch", cl.switchId},
                    {"switch_name", cl.switchName},
                    {"leaf_switches", cl.fabric.leafSwitches},
                    {"spine_switches", cl.fabric.spineSwitches},
                    {"links", cl.fabric.links},
                    {"cable", cl.cable},
                    {"power_w", {{"switches", cl.switchW}, {"links", cl.linkW}, {"nics", cl.nicW}}},
                    {"network_power_known", cl.networkPowerKnown}};
    const auto& fa = r.facility;
    json rackFeeds = json::array();
    for (const auto& f : fa.feeds)
        rackFeeds.push_back({{"voltage", f.voltage},
                             {"amps", f.amps},
                             {"phases", f.phases},
                             {"limit_w", f.limitW},
                             {"per_rack", f.perRack},
                             {"per_rack_redundant", f.perRackRedundant}});
    j["facility"] = {{"server_peak_w", fa.serverPeakW},
                     {"psu",
                      {{"units_needed", fa.psuUnitsNeeded},
                       {"n_plus_1", fa.psuNPlus1},
                       {"n_plus_n", fa.psuNPlusN},
                       {"installed_w", fa.psuInstalledW},
                       {"n_plus_1_ok", fa.psuNPlus1Ok},
                       {"n_plus_n_ok", fa.psuNPlusNOk}}},
                     {"servers_per_rack", fa.serversPerRack},
                     {"racks", fa.racks},
                     {"rack_units_used", fa.rackUnitsUsed},
                     {"rack_peak_w", fa.rackPeakW},
                     {"cluster_w", fa.clusterW},
                     {"cluster_peak_w", fa.clusterPeakW},
                     {"rack_feeds", rackFeeds},
                     {"checkpoint_write_s", fa.checkpointWriteS}};
    j["aggregate_tflops"] = r.aggregateTflops;
    j["image_tokens_per_image"] = r.imageTokensPerImage;
    j["longest_sequence"] = r.longestSequence;
    j["average_sequence"] = r.averageSequence;
    j["power_w"] = {{"gpus", r.power.gpus},
                    {"cpus", r.power.cpus},
                    {"overhead", r.power.overhead},
                    {"total", r.power.total},
                    {"per_gpu", r.power.perGpuW}};
    json feeds = json::array();
    for (const auto& f : r.feeds)
        feeds.push_back({{"voltage", f.voltage},
                         {"amps", f.amps},
                         {"phases", f.phases},
                         {"limit_w", f.limitW},
                         {"fits", f.fits}});
    j["feeds"] = feeds;
    j["storage_gb"] = {{"checkpoint", r.storage.checkpoint},
                       {"checkpoints_kept", r.storage.checkpointsKept},
                       {"final_bf16", r.storage.finalBf16},
                       {"final_fp8", r.storage.finalFp8},
                       {"total", r.storage.total}};
    j["time"] = {{"steps", r.time.steps},
                 {"hours", r.time.hours},
                 {"energy_kwh", r.time.energyKwh},
                 {"energy_cost", r.time.energyCost}};
    j["max_sequence_length"] = r.maxSequenceLength;
}

/// The result's `serving` object (../shared/SPEC.md §8).
nlohmann::json servingObject(const ServingResult& v) {
    nlohmann::json j = {{"context_tokens", v.contextTokens},
                        {"users", v.users},
                        {"weights_format", v.weightsFormat},
                        {"kv_cache_format", v.kvCacheFormat},
                        {"replicas", v.replicas},
                        {"tensor_parallel", v.tensorParallel},
                        {"link", v.link},
                        {"weights_gb_per_gpu", v.weightsGbPerGpu},
                        {"activation_gb_per_gpu", v.activationGbPerGpu},
                        {"reserve_gb_per_gpu", v.reserveGbPerGpu},
                        {"kv_cache_gb_per_gpu", v.kvCacheGbPerGpu},
                        {"kv_bytes_per_token", v.kvBytesPerToken},
                        {"state_bytes_per_sequence", v.stateBytesPerSequence},
                        {"kv_cache_tokens", v.kvCacheTokens},
                        {"max_context_one_user", v.maxContextOneUser},
                        {"users_at_context", v.usersAtContext},
                        {"batch_per_replica", v.batchPerReplica},
                        {"decode_tokens_per_s_per_user", v.decodeTokensPerSPerUser},
                        {"decode_tokens_per_s_total", v.decodeTokensPerSTotal},
                        {"decode_bound", v.computeBound ? "compute" : "memory"},
                        {"time_to_first_token_s", v.timeToFirstTokenS},
                        {"output_tokens", v.outputTokens},
                        {"prompt_tokens_per_step", v.promptTokensPerStep},
                        {"power_w", v.powerW},
                        {"server_peak_w", v.facility.serverPeakW},
                        {"psu_n_plus_1_ok", v.facility.psuNPlus1Ok},
                        {"fits", v.fits},
                        {"verdict", servingVerdict(v)}};
    // ../shared/SPEC.md §8 (2026-12-04): the engine and its settings as it runs them, the
    // profile run's peak and the CUDA graphs counted in the engine's budget.
    const ServingEngineSettings& e = v.engine;
    j["engine"] = {{"name", e.name},
                   {"memory_fraction", e.memoryFraction},
                   {"max_model_len", e.maxModelLen},
                   {"max_num_seqs", e.maxNumSeqs},
                   {"max_num_batched_tokens", e.maxNumBatchedTokens},
                   {"chunked_prefill", e.chunkedPrefill},
                   {"speculative_tokens", e.speculativeTokens},
                   {"starts", v.engineStarts}};
    j["profile_gb"] = v.activationGbPerGpu;
    j["cuda_graph_gb"] = v.cudaGraphGbPerGpu;
    return j;
}

/// Serving the tuned model (when asked).
void servingJson(nlohmann::json& j, const SizingResult& r) {
    using nlohmann::json;
    if (r.serving.asked)
        j["serving"] = servingObject(r.serving);
}

/// Preference and RL training (when asked).
void rlJson(nlohmann::json& j, const SizingResult& r) {
    using nlohmann::json;
    if (r.rl.asked) {
        const RlResult& rl = r.rl;
        json phases = json::array();
        for (const RlPhase& phase : rl.phases)
            phases.push_back({{"name", phase.name},
                              {"per_gpu_gb_total", phase.perGpuGb},
                              {"seconds", phase.seconds}});
        j["phases"] = phases;
        j["peak_phase"] = rl.peakPhase;
        j["per_gpu_gb"]["reference"] = rl.referenceGbPerGpu;
        j["per_gpu_gb"]["rl_models"] = rl.modelsGbPerGpu;
        j["host_gb"]["required"] = rl.hostRequiredGb;
        j["rl"] = {{"method", rl.method},
                   {"policy_method", rl.policyMethod},
                   {"reference", rl.reference},
                   {"policy_train_gb", rl.policyTrainGb},
                   {"reward_gb_per_gpu", rl.rewardGbPerGpu},
                   {"critic_gb_per_gpu", rl.criticGbPerGpu},
                   {"engine_gb_per_gpu", rl.engineGbPerGpu},
                   {"engine_need_gb_per_gpu", rl.engineNeedGbPerGpu},
                   {"engine_fits", rl.engineFits},
                   {"sync_buffer_gb_per_gpu", rl.syncBufferGbPerGpu},
                   {"train_gpus", rl.trainGpus},
                   {"completions_per_step", rl.completionsPerStep},
                   {"prompts_per_step", rl.promptsPerStep},
                   {"step_s", rl.stepS},
                   {"generate_s", rl.generateS},
                   {"score_s", rl.scoreS},
                   {"train_s", rl.trainS},
                   {"critic_train_s", rl.criticTrainS},
                   {"micro_steps_per_step", rl.microStepsPerStep},
                   {"samples_per_hour", rl.samplesPerHour}};
        if (!rl.placement.empty()) {
            const ServingResult& e = rl.rollout;
            j["rl"]["placement"] = rl.placement;
            j["rl"]["rollout_gpus"] = rl.rolloutGpus;
            j["rl"]["generation_waves"] = rl.generationWaves;
            // The engine under the serving stage's keys.
            j["rollout"] = {{"replicas", e.replicas},
                            {"weights_format", e.weightsFormat},
                            {"tensor_parallel", e.tensorParallel},
                            {"weights_gb_per_gpu", e.weightsGbPerGpu},
                            {"kv_cache_gb_per_gpu", e.kvCacheGbPerGpu},
                            {"kv_bytes_per_token", e.kvBytesPerToken},
                            {"state_bytes_per_sequence", e.stateBytesPerSequence},
                            {"kv_cache_tokens", e.kvCacheTokens},
                            {"max_context_one_user", e.maxContextOneUser},
                            {"users_at_context", e.usersAtContext},
                            {"decode_tokens_per_s_per_user", e.decodeTokensPerSPerUser},
                            {"decode_tokens_per_s_total", e.decodeTokensPerSTotal},
                            {"time_to_first_token_s", e.timeToFirstTokenS},
                            {"fits", e.fits}};
        }
    }
}

/// A message's figures (`args`: kind and value, or the text), so that a page in another
/// language words it itself (the interactive sheet).
nlohmann::json argsJson(const std::vector<MessageArg>& list) {
    using nlohmann::json;
    json args = json::array();
    for (const MessageArg& a : list)
        args.push_back(a.kind == ArgKind::Text
                           ? json{{"kind", "text"}, {"text", a.text}}
                           : json{{"kind", argKindName(a.kind)}, {"value", a.value}});
    return args;
}

} // namespace

nlohmann::json toJson(const SizingResult& r) {
    using nlohmann::json;
    json j;
    buildJson(j, r);
    memoryStepJson(j, r);
    facilityJson(j, r);
    servingJson(j, r);
    rlJson(j, r);
    if (r.costs.asked)
        j["costs"] = toJson(r.costs);
    json warnings = json::array();
    for (const auto& w : r.warnings)
        warnings.push_back(
            {{"code", w.code}, {"message", warningMessage(w)}, {"args", argsJson(w.args)}});
    j["warnings"] = warnings;
    // The answer every face shows; its headline worded like a warning (code and figures).
    const VerdictAnswer& a = r.answer;
    j["answer"] = {{"state", toString(a.answer)},
                   {"headline", answerHeadline(a)},
                   {"blockers", a.blockers},
                   {"headline_code", a.headlineCode},
                   {"headline_args", argsJson(a.headlineArgs)}};
    return j;
}

namespace {
/// One line of the summary; numbers in the "C" locale (formatC), so the text reads the same
/// whatever LC_ALL says.
void line(std::string& out, const char* format, double a = 0, double b = 0, double c = 0,
          double d = 0, double e = 0) {
    out += formatC(format, a, b, c, d, e);
    out += '\n';
}
} // namespace

namespace {
/// The answer's state as the command line's text prints it (kAnswerStateNames: the JSON's).
constexpr auto kAnswerWords =
    makeEnumTable(std::pair{AnswerState::Go, "go"}, std::pair{AnswerState::Tight, "TIGHT"},
                  std::pair{AnswerState::NoGo, "NO GO"});
const char* answerWord(AnswerState a) {
    return kAnswerWords.name(a);
}

/// The answer first, its most severe reason in the headline, then every blocker.
std::string answerLines(const VerdictAnswer& a) {
    std::string out =
        std::string("Verdict: ") + answerWord(a.answer) + " — " + answerHeadline(a) + "\n";
    if (a.blockers.size() > 1) {
        std::string all;
        for (const std::string& b : a.blockers)
            all += (all.empty() ? "" : ", ") + b;
        out += "  blocked by: " + all + "\n";
    }
    return out;
}
/// The memory band: where the total probably lies, the pool it came from, and why it is as wide
/// as it is (no row of the regime; the respects in which the run lies outside the pool's rows).
void bandLines(std::string& out, const SizingResult& r) {
    const auto& m = r.perGpu;
    const BandBasis& b = r.bandBasis;
    line(out, "Per GPU total %.1f GB, likely %.1f – %.1f GB (calibration band, %.0f runs)", m.total,
         m.band.low, m.band.high, b.rows);
    out += "  band from regime " + b.regime +
           (b.pool.empty() || b.pool == b.regime ? std::string() : " (pooled: " + b.pool + ")");
    if (b.rows > 0 && !b.validated)
        out += "; no measured run of this kind yet";
    out += "\n";
    if (b.coverage >= 0)
        line(out, "  leave one source out: %.0f %% of the pool's rows inside", 100 * b.coverage);
    if (b.outside == 0)
        return;
    std::string respects;
    for (int i = 0; i < kBandRespects; ++i)
        if (b.outside & (1u << i))
            respects += (respects.empty() ? "" : ", ") +
                        std::string(toString(static_cast<BandRespect>(i)));
    out += formatC("  widened by %.1f points each way: outside the measured runs of its "
                   "method in ",
                   100 * b.widening) +
           respects + "\n";
}

/// The step, the cluster, power, the facility and storage.
void stepPowerLines(std::string& out, const SizingResult& r) {
    const auto& st = r.step;
    out += "Step (" + escapeControls(st.link) + "):";
    line(out, " traffic %.1f GB/GPU, transfer %.2f s (peak %.2f), compute %.2f s (peak %.2f)",
         st.trafficPerGpuGb, st.transferS, st.transferSPeak, st.computeS, st.computeSPeak);
    line(out, "      step %.2f s overlapped, %.2f s serial, %.0f tokens/s", st.stepS,
         st.stepSSerial, st.tokensPerS);
    for (const auto& l : st.links)
        out += formatC("  %s: %.1f GB/GPU at %.0f GB/s, %.2f s, %s", toString(l.level),
                       l.bytesPerStepGb, l.rateGbs, l.seconds, l.hidden ? "hidden" : "not hidden") +
               "\n";
    if (r.cluster.nodes > 1) {
        const auto& cl = r.cluster;
        line(out, "Cluster: %.0f servers, %.0f GPUs; %.0f adapters per server, %.0f Gb/s each",
             cl.nodes, cl.gpus, cl.nicsPerServer, cl.nicGbps);
        out += "  network " + escapeControls(cl.networkName) + ", switch " +
               escapeControls(cl.switchName) + "\n";
        line(out, "  %.0f leaf + %.0f spine switches, %.0f links; %.0f Gb/s per server needed",
             cl.fabric.leafSwitches, cl.fabric.spineSwitches, cl.fabric.links,
             cl.networkNeededGbpsPerServer);
    }
    line(out, "Aggregate compute: %.0f TFLOPS dense BF16", r.aggregateTflops);
    line(out, "Power: GPUs %.0f W + CPUs %.0f W + overhead %.0f W = %.2f kW", r.power.gpus,
         r.power.cpus, r.power.overhead, r.power.total / 1000);
    for (const auto& f : r.feeds) {
        out +=
            formatC("  feed %.0f V %.0f A%s: limit %.2f kW, %s\n", f.voltage, f.amps,
                    f.phases == 3 ? " 3-phase" : "", f.limitW / 1000, f.fits ? "fits" : "exceeded");
    }
    const auto& fa = r.facility;
    out += formatC("Facility: server peak %.2f kW, %d supplies of the catalog's rating carry it "
                   "(one spare supply: %s; a second full set: %s); %d rack%s, fullest %.2f kW, "
                   "checkpoint write %.*f s\n",
                   fa.serverPeakW / 1000, fa.psuUnitsNeeded, fa.psuNPlus1Ok ? "ok" : "short",
                   fa.psuNPlusNOk ? "ok" : "short", fa.racks, fa.racks == 1 ? "" : "s",
                   fa.rackPeakW / 1000,
                   fa.checkpointWriteS < 1 ? 2 : fa.checkpointWriteS < 10 ? 1 : 0, // "0.04 s"
                   fa.checkpointWriteS);
    line(out, "Storage: checkpoint %.1f GB, kept %.1f GB, final BF16 %.1f GB, FP8 %.1f GB",
         r.storage.checkpoint, r.storage.checkpointsKept, r.storage.finalBf16, r.storage.finalFp8);
}

/// The summary's serving lines.
std::string servingText(const ServingResult& v) {
    std::string out;
    out += "Serving: " + servingVerdict(v) + "\n";
    out += "  engine " + v.engine.name + (v.engine.chunkedPrefill ? "" : " (no chunked prefill)");
    line(out,
         ": memory fraction %.2f, max_model_len %.0f, max_num_seqs %.0f, "
         "max_num_batched_tokens %.0f, speculative tokens %.0f",
         v.engine.memoryFraction, double(v.engine.maxModelLen), double(v.engine.maxNumSeqs),
         double(v.engine.maxNumBatchedTokens), double(v.engine.speculativeTokens));
    line(out,
         "  %.0f replica(s) × %.0f GPU(s), %.1f GB weights per GPU, %.1f GB KV cache per GPU "
         "(%.0f tokens per replica)",
         v.replicas, v.tensorParallel, v.weightsGbPerGpu, v.kvCacheGbPerGpu,
         double(v.kvCacheTokens));
    line(out,
         "  longest context for one user %.0f tokens; %.0f tokens/s in all; first token "
         "after %.2f s; %.2f kW while serving",
         double(v.maxContextOneUser), v.decodeTokensPerSTotal, v.timeToFirstTokenS,
         v.powerW / 1000);
    return out;
}

/// The run's time, and the RL and serving parts where asked.
void runLines(std::string& out, const SizingResult& r) {
    if (r.runsSideBySide > 1) {
        line(out,
             "Each run: %.0f steps, %.1f h; all %.0f runs in parallel: %.0f kWh, %.0f tokens/s",
             r.time.steps, r.time.hours, r.runsSideBySide, r.time.energyKwh,
             r.serverTotals.tokensPerS);
        line(out, "Shared: %.0f CPU cores (%.1f per run), storage for every run's checkpoints",
             r.serverTotals.cpuCores, r.serverTotals.cpuCoresPerRun);
    } else {
        line(out, "Run: %.0f steps, %.1f h, %.0f kWh", r.time.steps, r.time.hours,
             r.time.energyKwh);
    }
    if (r.rl.asked) {
        const RlResult& rl = r.rl;
        std::string phases;
        for (const RlPhase& phase : rl.phases)
            phases += (phases.empty() ? "" : ", ") +
                      formatC("%s %.1f GB", phase.name.c_str(), phase.perGpuGb);
        out += "Method: " + rl.method + " on a " + rl.policyMethod + " policy, reference " +
               rl.reference + "; per GPU: " + phases + " (peak: " + rl.peakPhase + ")\n";
        line(out, "  Step %.2f s (generate %.2f s, score %.2f s, train %.2f s), %.0f samples/h",
             rl.stepS, rl.generateS, rl.scoreS, rl.trainS, rl.samplesPerHour);
    }
    if (r.serving.asked)
        out += servingText(r.serving);
    if (r.costs.asked)
        out += costsText(r.costs);
}

} // namespace

std::string toText(const SizingResult& r) {
    const auto& m = r.perGpu;
    std::string out;
    // Names come from catalog files and imported config.json files: escaped, so an escape
    // sequence or a newline in them cannot reach the terminal or forge a line.
    // A cluster names every server it buys, as the quote's title does.
    out += escapeControls(r.modelName) + " on " +
           (r.nodes > 1 ? std::to_string(r.nodes) + " servers with " : std::string()) +
           std::to_string(r.gpuCount) + "× " + escapeControls(r.gpuName) +
           (r.nodes > 1 ? " each" : "") +
           (r.serverName.empty() ? "" : " (" + escapeControls(r.serverName) + ")") + "\n";
    out += answerLines(r.answer);
    if (r.runsSideBySide > 1) {
        // "2 runs side by side, each fits with 30 GB free per GPU"
        line(out,
             r.fits ? "Memory: %.0f runs side by side, each fits with %.1f GB free per GPU"
                    : "Memory: %.0f runs side by side, each DOES NOT FIT: %.1f GB short per GPU",
             r.runsSideBySide, r.fits ? m.headroom : -m.headroom);
        for (const auto& run : r.runs) {
            std::string cards;
            for (int g : run.gpus)
                cards += (cards.empty() ? "" : ",") + std::to_string(g);
            out += "  run " + std::to_string(run.index) + ": GPUs " + cards +
                   (run.nvlinkDomain >= 0
                        ? " (NVLink domain " + std::to_string(run.nvlinkDomain + 1) + ")"
                        : "") +
                   ", " + run.verdict + "\n";
        }
    } else {
        out += r.verdict == Verdict::Fits    ? "Memory: fits"
               : r.verdict == Verdict::Tight ? "Memory: TIGHT"
                                             : "Memory: DOES NOT FIT";
        line(out, r.fits ? ", %.1f GB free per GPU" : ", %.1f GB short per GPU",
             r.fits ? m.headroom : -m.headroom);
    }
    bandLines(out, r);
    line(out,
         "Allocated peak %.1f GB (torch max_memory_allocated), reserved peak %.1f GB "
         "(max_memory_reserved)",
         m.allocatedPeak, m.reservedPeak);
    line(out, "Parameters: %.2f B total, %.3f B trainable; model states %.1f GB",
         r.parameters.total / 1e9, r.trainable / 1e9, r.statesGb);
    line(out, "Per GPU (GB): weights %.1f, gradients %.1f, optimizer %.1f = states %.1f", m.weights,
         m.gradients, m.optimizer, m.states);
    line(out, "              activations %.1f, logits %.1f, buffers %.1f, reserved %.1f",
         m.activations, m.logits, m.buffers, m.reserved);
    line(out, "              total %.1f of %.0f, headroom %.1f", m.total, m.capacity, m.headroom);
    line(out, "Longest sequence that fits: %.0f tokens", double(r.maxSequenceLength));
    line(out, "Host memory: %.0f GB installed, %.0f GB recommended, offload needs %.0f GB",
         r.host.installed, r.host.recommended, r.host.offloadRequired);
    stepPowerLines(out, r);
    runLines(out, r);
    for (const auto& w : r.warnings)
        out +=
            "Warning [" + escapeControls(w.code) + "]: " + escapeControls(warningMessage(w)) + "\n";
    return out;
}

} // namespace headroom
