#include "dataparallel.h"

#include "scenariocheck.h"

namespace headroom {

void deriveDataParallel(Scenario& s, const Catalog& catalog) {
    if (s.plan.automatic)
        return;
    const long long model = 1LL * s.plan.tp * s.plan.pp * s.plan.cp;
    const long long gpus = clusterGpus(s, catalog);
    if (model > 0 && gpus % model == 0)
        s.plan.dp = static_cast<int>(gpus / model);
}

} // namespace headroom
