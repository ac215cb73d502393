#pragma once
// What the catalog's loaders share (catalogload.cpp, cataloghardware.cpp, catalogmodels.cpp,
// catalogcloud.cpp, catalogtexts.cpp); not part of the core's interface. One reader per catalog
// file kind, each filling the Loader. The loaders read and check the files; the calibration
// bands are computed above them, by the sweep that evaluates every row
// (sweeps/catalogbands.cpp: loadCatalog(), loadCatalogTexts()).
#include "catalog.h"
#include "jsonreader.h"

#include <filesystem>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace headroom::catalogload {

inline constexpr double kMaxGb = 1e6;

} // namespace headroom::catalogload

namespace headroom {
/// gpus.json `link` (catalog.h declares LinkKind; the table sits here, with the readers).
inline constexpr auto kLinkKindNames = makeEnumTable(
    std::pair{LinkKind::NvlinkBridge, "nvlink-bridge"},
    std::pair{LinkKind::NvlinkSwitch, "nvlink-switch"}, std::pair{LinkKind::Pcie, "pcie"});
const char* toString(LinkKind);
} // namespace headroom

namespace headroom::catalogload {

/// The catalog being loaded, with an index per list so that an overlay entry replaces the
/// built-in one in constant time (loading stays linear in the number of entries).
struct Loader {
    Catalog cat;
    std::unordered_map<std::string, std::size_t> gpuAt, serverAt, modelAt, assumptionAt, stackAt,
        calibrationAt, nicAt, switchAt, cableAt, cloudAt;
    int layer = 0; ///< 0 while the built-in directory is read, 1 for the user's
};

template <class T>
void upsert(std::vector<T>& list, std::unordered_map<std::string, std::size_t>& index, T item) {
    auto [it, added] = index.try_emplace(item.id, list.size());
    if (added)
        list.push_back(std::move(item));
    else
        list[it->second] = std::move(item);
}

/// Ids met in one file: the second use of an id names both places.
class IdsInFile {
public:
    /// False (and the error recorded in `r`) when `id` was already used in this file.
    bool add(const std::string& id, JsonReader& r) {
        auto [it, added] = m_first.try_emplace(id, r.path());
        if (!added)
            r.fail("id", "id '" + id + "' is used twice in this file (also at " + it->second + ")");
        return added;
    }

private:
    std::unordered_map<std::string, std::string> m_first;
};

/// Reads `key` as an array of objects; calls `each(reader)` for every element.
template <class F>
std::optional<Error> forEachObject(const nlohmann::json& doc, const std::string& file,
                                   const std::string& key, F each) {
    if (!doc.is_object())
        return Error{file, "/", "expected a JSON object at the top level"};
    auto it = doc.find(key);
    if (it == doc.end())
        return Error{file, "/" + key, "missing required key"};
    if (!it->is_array())
        return Error{file, "/" + key, std::string("expected an array, found ") + it->type_name()};
    for (std::size_t i = 0; i < it->size(); ++i) {
        const auto& element = (*it)[i];
        std::string path = "/" + key + "/" + std::to_string(i);
        if (!element.is_object())
            return Error{file, path,
                         std::string("expected an object, found ") + element.type_name()};
        JsonReader r(element, file, path);
        each(r);
        if (r.failed())
            return r.error();
    }
    return std::nullopt;
}

/// The readers of one catalog file each: the file's JSON document into `load`.
using FileReader = std::optional<Error> (*)(const nlohmann::json& doc, const std::string& file,
                                            Loader& load);
/// gpus.json, servers.json, networks.json (cataloghardware.cpp).
std::optional<Error> readGpus(const nlohmann::json& doc, const std::string& file, Loader& load);
std::optional<Error> readServers(const nlohmann::json& doc, const std::string& file, Loader& load);
std::optional<Error> readNetworks(const nlohmann::json& doc, const std::string& file, Loader& load);
/// cloud.json: dated cloud GPU prices per provider (catalogcloud.cpp), and the check
/// that each names catalog GPUs (after every layer is read).
std::optional<Error> readCloud(const nlohmann::json& doc, const std::string& file, Loader& load);
std::optional<Error> checkCloud(const Loader& load);
/// models/*.json, vendor.json, assumptions.json, stacks.json, calibration/*.json
/// (catalogmodels.cpp).
std::optional<Error> readModel(const nlohmann::json& doc, const std::string& file, Loader& load);
std::optional<Error> readVendor(const nlohmann::json& doc, const std::string& file, Loader& load);
std::optional<Error> readAssumptions(const nlohmann::json& doc, const std::string& file,
                                     Loader& load);
std::optional<Error> readStacks(const nlohmann::json& doc, const std::string& file, Loader& load);
std::optional<Error> readCalibration(const nlohmann::json& doc, const std::string& file,
                                     Loader& load);

/// The checks between files once every layer is read (servers' GPUs, adapters' switches and
/// cables, the lists that must not be empty) (catalogload.cpp).
std::optional<Error> crossCheck(const Loader& load);

} // namespace headroom::catalogload

namespace headroom {

/// loadCatalog() (catalog.h) without the calibration bands (`Catalog::bands` empty): the files
/// read, checked and overlaid (catalogload.cpp).
Expected<Catalog> loadCatalogWithoutBands(const std::string& dir, const std::string& userDir);

/// loadCatalogTexts() (catalog.h) without the calibration bands (catalogtexts.cpp).
Expected<Catalog> loadCatalogTextsWithoutBands(const std::vector<CatalogText>& files);

} // namespace headroom
