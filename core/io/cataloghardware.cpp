// The hardware files of the catalog: gpus.json, servers.json, networks.json (adapters,
// switches, cables). Each reader fills the Loader (catalogloader.h).
#include "catalogloader.h"

#include <cmath>

namespace headroom::catalogload {

namespace {

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

} // namespace

std::optional<Error> readGpus(const nlohmann::json& doc, const std::string& file, Loader& load) {
    IdsInFile ids;
    return forEachObject(doc, file, "gpus", [&](JsonReader& r) {
        GpuSpec g;
        g.id = r.string("id", {}, true);
        g.name = r.string("name", {}, true);
        g.shortName = r.string("short_name", defaultShortName(g.name));
        g.memoryGb = r.number("memory_gb", 0, 1, kMaxGb, true);
        g.bf16Tflops = r.number("bf16_tflops", 0, 0.1, 1e6, true);
        g.fp8Tflops = r.number("fp8_tflops", 0, 0, 1e6);
        g.tflopsNote = r.string("tflops_note");
        g.memoryBandwidthGBs = r.number("memory_bandwidth_gbs", 0, 0, 1e6);
        g.link = r.choice("link", kLinkKindNames, LinkKind::Pcie);
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

} // namespace headroom::catalogload

namespace headroom {

const char* toString(LinkKind v) {
    return kLinkKindNames.name(v);
}

} // namespace headroom
