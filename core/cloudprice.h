#pragma once
// Cloud prices (catalog/cloud.json): what a provider charges per GPU hour for a GPU type, on
// demand and committed, in its currency, with the date the figure was read and the provider's
// page it was read from.
#include <optional>
#include <string>
#include <vector>

namespace headroom {

/// One GPU type at one provider.
struct CloudGpuPrice {
    std::string gpu;                ///< catalog GPU id
    double onDemand = 0;            ///< per GPU hour, no commitment
    std::optional<double> committed; ///< per GPU hour under the provider's reserved terms
    std::string offer;              ///< the instance or offer the figure is for ("8x H100 SXM")
    bool operator==(const CloudGpuPrice&) const = default;
};

/// One provider's published price list as read on `date` from `source`.
struct CloudProvider {
    std::string id;       ///< the scenario's `costs.cloud`
    std::string name;     ///< "Lambda"
    std::string currency; ///< ISO 4217, "USD"
    std::string date;     ///< the day the prices were read, YYYY-MM-DD
    std::string source;   ///< the provider's price page; a transcription read in its stead is
                          ///< named in cloud.json's `via` (documentation, not loaded)
    std::string committedTerms; ///< what "committed" means at this provider
    std::vector<CloudGpuPrice> prices;
    std::string definedInFile;
    std::string definedAt;
    bool operator==(const CloudProvider&) const = default;

    /// The price of catalog GPU `gpu`; null when the provider lists none.
    const CloudGpuPrice* priceFor(const std::string& gpu) const {
        for (const CloudGpuPrice& p : prices)
            if (p.gpu == gpu)
                return &p;
        return nullptr;
    }
};

} // namespace headroom
