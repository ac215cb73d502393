// catalog/cloud.json: each provider's GPU prices per hour, on demand and committed, with the
// currency, the day they were read and the page they were read from. A user's cloud.json
// replaces a provider of the same id.
#include "catalogloader.h"

#include <cctype>

namespace headroom::catalogload {

namespace {

/// YYYY-MM-DD with a month 01..12 and a day 01..31.
bool isDate(const std::string& d) {
    if (d.size() != 10 || d[4] != '-' || d[7] != '-')
        return false;
    for (int i : {0, 1, 2, 3, 5, 6, 8, 9})
        if (!std::isdigit(static_cast<unsigned char>(d[std::size_t(i)])))
            return false;
    const int month = std::stoi(d.substr(5, 2)), day = std::stoi(d.substr(8, 2));
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/// Three capital letters (ISO 4217).
bool isCurrency(const std::string& c) {
    if (c.size() != 3)
        return false;
    for (char ch : c)
        if (ch < 'A' || ch > 'Z')
            return false;
    return true;
}

/// The provider's `prices`: one entry per catalog GPU id, each with an on-demand price.
std::optional<Error> readPrices(JsonReader& r, const nlohmann::json& object, CloudProvider& p) {
    auto it = object.find("prices");
    if (it == object.end() || !it->is_array()) {
        r.fail("prices", "expected an array of {gpu, on_demand, committed, offer}");
        return r.error();
    }
    for (std::size_t i = 0; i < it->size(); ++i) {
        const std::string path = r.path() + "/prices/" + std::to_string(i);
        if (!(*it)[i].is_object())
            return Error{r.file(), path, "expected an object {gpu, on_demand, committed, offer}"};
        JsonReader e((*it)[i], r.file(), path);
        CloudGpuPrice price;
        price.gpu = e.string("gpu", {}, true);
        // A GPU hour above 1,000 in any currency is a typing error, not a price.
        price.onDemand = e.number("on_demand", 0, 0.01, 1000, true);
        price.committed = e.optionalNumber("committed", 0.01, 1000);
        price.offer = e.string("offer");
        if (e.failed())
            return e.error();
        if (p.priceFor(price.gpu))
            return Error{r.file(), path + "/gpu", "GPU '" + price.gpu + "' is priced twice"};
        p.prices.push_back(std::move(price));
    }
    return std::nullopt;
}

} // namespace

/// One provider: its name, currency, date, source and prices.
static std::optional<Error> readProvider(const nlohmann::json& object, JsonReader& r,
                                         CloudProvider& p) {
    p.id = r.string("id", {}, true);
    p.name = r.string("name", {}, true);
    p.currency = r.string("currency", {}, true);
    p.date = r.string("date", {}, true);
    p.source = r.string("source", {}, true);
    p.committedTerms = r.string("committed_terms");
    if (!r.failed() && !isCurrency(p.currency))
        r.fail("currency", "expected an ISO 4217 code such as USD or EUR");
    if (!r.failed() && !isDate(p.date))
        r.fail("date", "expected the day the prices were read as YYYY-MM-DD");
    if (r.failed())
        return r.error();
    return readPrices(r, object, p);
}

std::optional<Error> readCloud(const nlohmann::json& doc, const std::string& file, Loader& load) {
    if (!doc.is_object())
        return Error{file, "/", "expected a JSON object at the top level"};
    auto it = doc.find("providers");
    if (it == doc.end() || !it->is_array())
        return Error{file, "/providers", "expected an array of cloud providers"};
    IdsInFile ids;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const std::string path = "/providers/" + std::to_string(i);
        if (!(*it)[i].is_object())
            return Error{file, path,
                         "expected an object {id, name, currency, date, source, prices}"};
        JsonReader r((*it)[i], file, path);
        CloudProvider p;
        if (auto e = readProvider((*it)[i], r, p))
            return e;
        p.definedInFile = file;
        p.definedAt = path;
        if (!ids.add(p.id, r))
            return r.error();
        upsert(load.cat.cloud, load.cloudAt, std::move(p));
    }
    return std::nullopt;
}

std::optional<Error> checkCloud(const Loader& load) {
    for (const CloudProvider& p : load.cat.cloud)
        for (std::size_t i = 0; i < p.prices.size(); ++i)
            if (load.gpuAt.find(p.prices[i].gpu) == load.gpuAt.end())
                return Error{p.definedInFile, p.definedAt + "/prices/" + std::to_string(i) + "/gpu",
                             "cloud provider '" + p.id + "' prices unknown GPU '" +
                                 p.prices[i].gpu + "'"};
    return std::nullopt;
}

} // namespace headroom::catalogload
