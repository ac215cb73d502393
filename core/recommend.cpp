#include "recommend.h"

#include "sizing.h"

#include <nlohmann/json.hpp>

namespace headroom {

std::vector<Recommendation> recommend(const Scenario&, const Catalog&, std::size_t) {
    return {}; // TODO(issue 7): being written
}

nlohmann::json toJson(const std::vector<Recommendation>& list) {
    nlohmann::json items = nlohmann::json::array();
    for (const auto& r : list)
        items.push_back({{"server", r.server},
                         {"gpu_count", r.gpuCount},
                         {"method", toString(r.scenario.method)},
                         {"optimizer", toString(r.scenario.optimizer)},
                         {"offload", toString(r.scenario.offload)},
                         {"fits", r.fits},
                         {"headroom_gb", r.headroomGb},
                         {"step_s", r.stepS},
                         {"hours", r.hours},
                         {"price", r.price ? nlohmann::json(*r.price) : nlohmann::json()},
                         {"reason", r.reason}});
    return {{"recommendations", items}};
}

} // namespace headroom
