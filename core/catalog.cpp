#include "catalog.h"

// The catalog's look-ups. Loading it: io/catalogload.cpp (folders), io/catalogtexts.cpp (texts),
// with one reader per file kind (io/cataloghardware.cpp, io/catalogmodels.cpp), then the bands
// (sweeps/catalogbands.cpp).

namespace headroom {

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

const CloudProvider* Catalog::findCloud(const std::string& id) const {
    for (const auto& c : cloud)
        if (c.id == id)
            return &c;
    return nullptr;
}

const char* toString(FabricKind v) {
    return kFabricKindNames.name(v);
}

const RegimeBand* Catalog::bandFor(const Regime& regime) const {
    // The regime's own pool, or the widest above it when no row of the regime exists
    // (calibrationdata.cpp, chooseBand).
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

} // namespace headroom
