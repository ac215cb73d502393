#include "whatfits.h"

#include "build/resolvebuild.h"
#include "catalog.h"
#include "sizing.h"

#include <algorithm>

namespace headroom {

WhatFitsTable whatFits(const Scenario& workload, const Catalog& catalog) {
    WhatFitsTable t;
    t.counts = {1, 2, 4, 8};
    for (const ServerSpec& sv : catalog.servers)
        if (std::find(t.counts.begin(), t.counts.end(), sv.gpuCount) == t.counts.end())
            t.counts.push_back(sv.gpuCount);
    std::sort(t.counts.begin(), t.counts.end());
    for (const GpuSpec& g : catalog.gpus)
        t.gpus.push_back(g.id);
    t.cells.reserve(t.gpus.size() * t.counts.size());
    for (const std::string& gpu : t.gpus)
        for (int cards : t.counts) {
            WhatFitsCell cell;
            cell.gpu = gpu;
            cell.cards = cards;
            const ChassisChoice b = chooseChassis(workload, gpu, cards, catalog);
            if (!b.serverId.empty()) {
                cell.server = b.serverId;
                cell.available = true;
                cell.partialChassis = b.chassisCards > cards;
                Scenario s = b.scenario;
                s.runsSideBySide = 1;
                const SizingResult r = evaluate(s, catalog);
                cell.fits = r.fits;
                cell.verdict = r.verdict;
                cell.answer = r.answer;
                cell.headroomGb = r.perGpu.headroom;
            }
            t.cells.push_back(std::move(cell));
        }
    return t;
}

} // namespace headroom
