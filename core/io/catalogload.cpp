// Loading the catalog from its folders: the built-in directory, then the user's on top, each
// file read by the reader of its kind (cataloghardware.cpp, catalogmodels.cpp), then the checks
// between files.
#include "catalogloader.h"

#include <algorithm>
#include <cstdlib>

namespace fs = std::filesystem;

namespace headroom {

using namespace catalogload;

namespace {

/// Is there anything at `path` (a file, a directory, a link, even a dangling one)? Errors
/// other than "not there" (no permission on the folder) are reported, not taken as absent.
Expected<bool> present(const fs::path& path) {
    std::error_code ec;
    const fs::file_status st = fs::symlink_status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory)
        return Error{path.string(), "", "cannot be read (" + ec.message() + ")"};
    return fs::exists(st);
}

/// Reads one catalog file with its reader and lists it among the catalog's files. A dangling
/// link or a link loop is reported by readJsonFile, not skipped.
std::optional<Error> readFile(const fs::path& file, FileReader read, Loader& load) {
    auto doc = readJsonFile(file.string());
    if (!doc)
        return doc.error();
    if (auto e = read(doc.value(), file.string(), load))
        return e;
    load.cat.files.push_back(file.string());
    return std::nullopt;
}

/// The folder's files of one kind each: gpus.json, servers.json, vendor.json and
/// assumptions.json (required in the built-in folder), stacks.json, networks.json and cloud.json (optional).
std::optional<Error> loadTopFiles(const fs::path& dir, bool required, Loader& load) {
    struct Part {
        const char* name;
        FileReader read;
    };
    static constexpr Part parts[] = {{"gpus.json", readGpus},
                                     {"servers.json", readServers},
                                     {"vendor.json", readVendor},
                                     {"assumptions.json", readAssumptions}};
    for (const auto& part : parts) {
        const fs::path file = dir / part.name;
        auto there = present(file);
        if (!there)
            return there.error();
        if (!there.value()) {
            if (required)
                return Error{file.string(), "", "missing catalog file"};
            continue;
        }
        if (auto e = readFile(file, part.read, load))
            return e;
    }
    // Optional: training stacks and the network fabric.
    if (const fs::path file = dir / "stacks.json"; fs::exists(file))
        if (auto e = readFile(file, readStacks, load))
            return e;
    for (const auto& part : {Part{"networks.json", readNetworks}, Part{"cloud.json", readCloud}}) {
        const fs::path file = dir / part.name;
        auto there = present(file);
        if (!there)
            return there.error();
        if (there.value())
            if (auto e = readFile(file, part.read, load))
                return e;
    }
    return std::nullopt;
}

/// The *.json files of the models/ folder, sorted; an error when it is no readable folder.
Expected<std::vector<fs::path>> modelFilesIn(const fs::path& modelDir) {
    std::error_code ec;
    if (!fs::is_directory(modelDir, ec))
        return Error{modelDir.string(), "",
                     ec == std::errc::too_many_symbolic_link_levels ? "is a symbolic link in a loop"
                     : fs::is_symlink(fs::symlink_status(modelDir, ec))
                         ? "is a symbolic link to a folder that does not exist"
                         : "is not a folder (expected the catalog's models/ folder)"};
    std::vector<fs::path> files;
    fs::directory_iterator it(modelDir, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".json")
            files.push_back(it->path());
    if (ec)
        return Error{modelDir.string(), "", "cannot be read (" + ec.message() + ")"};
    std::sort(files.begin(), files.end());
    return files;
}

/// models/*.json: one model per file, one id per file of the folder (required in the built-in
/// folder).
std::optional<Error> loadModels(const fs::path& dir, bool required, Loader& load) {
    const fs::path modelDir = dir / "models";
    auto there = present(modelDir);
    if (!there)
        return there.error();
    if (!there.value()) {
        if (required)
            return Error{modelDir.string(), "", "missing catalog folder of models"};
        return std::nullopt;
    }
    auto files = modelFilesIn(modelDir);
    if (!files)
        return files.error();
    // One id per model file; two files of one folder with one id would silently replace.
    std::unordered_map<std::string, std::string> idsHere;
    for (const auto& file : files.value()) {
        auto doc = readJsonFile(file.string());
        if (!doc)
            return doc.error();
        if (auto e = readModel(doc.value(), file.string(), load))
            return e;
        const std::string id = doc.value().at("id").get<std::string>(); // readModel checked it
        auto [first, added] = idsHere.try_emplace(id, file.filename().string());
        if (!added)
            return Error{file.string(), "/id",
                         "model id '" + id + "' is also used by " + first->second +
                             " in the same folder"};
        load.cat.files.push_back(file.string());
    }
    return std::nullopt;
}

std::optional<Error> loadDirectory(const fs::path& dir, bool required, Loader& load) {
    if (auto e = loadTopFiles(dir, required, load))
        return e;
    return loadModels(dir, required, load);
}

/// catalog/calibration/*.json, optional: the measured runs, one file per source.
std::optional<Error> loadCalibrationDir(const fs::path& dir, Loader& load) {
    const fs::path calibrationDir = dir / "calibration";
    std::error_code ec;
    if (!fs::is_directory(calibrationDir, ec))
        return std::nullopt;
    std::vector<fs::path> files;
    fs::directory_iterator it(calibrationDir, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".json")
            files.push_back(it->path());
    if (ec)
        return Error{calibrationDir.string(), "", "cannot be read (" + ec.message() + ")"};
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        auto doc = readJsonFile(file.string());
        if (!doc)
            return doc.error();
        if (auto e = readCalibration(doc.value(), file.string(), load))
            return e;
        load.cat.files.push_back(file.string());
    }
    return std::nullopt;
}

/// The file and JSON path a problem between a server and its GPU belongs to: the entry the
/// user wrote last. A user gpus.json that takes NVLink from a built-in server's GPU is named,
/// not the built-in servers.json.
Error blame(const ServerSpec& s, const GpuSpec& g, const std::string& serverKey,
            const std::string& gpuKey, const std::string& message) {
    if (g.layer > s.layer)
        return Error{g.definedInFile, g.definedAt + "/" + gpuKey,
                     message + " (server '" + s.id + "' in " + s.definedInFile + " at " +
                         s.definedAt + ")"};
    return Error{s.definedInFile, s.definedAt + "/" + serverKey, message};
}

} // namespace

namespace catalogload {

std::optional<Error> crossCheck(const Loader& load) {
    const Catalog& cat = load.cat;
    for (const auto& s : cat.servers) {
        const auto at = load.gpuAt.find(s.gpu);
        if (at == load.gpuAt.end())
            return Error{s.definedInFile, s.definedAt + "/gpu",
                         "server '" + s.id + "' names unknown GPU '" + s.gpu + "'"};
        const GpuSpec& g = cat.gpus[at->second];
        if (s.nvlinkDomainSize > s.gpuCount)
            return Error{s.definedInFile, s.definedAt + "/nvlink_domain_size",
                         "larger than the server's gpu_count"};
        if (s.nvlinkDomainSize > 1 && g.link == LinkKind::Pcie)
            return blame(s, g, "nvlink_domain_size", "link",
                         "GPU '" + g.id + "' has no NVLink, but server '" + s.id + "' joins " +
                             std::to_string(s.nvlinkDomainSize) + " of them in an NVLink domain");
    }
    for (const auto& n : cat.nics) {
        const SwitchSpec* sw = cat.findSwitch(n.switchId);
        if (!sw)
            return Error{n.definedInFile, n.definedAt + "/switch",
                         "network adapter '" + n.id + "' names unknown switch '" + n.switchId +
                             "'"};
        if (sw->kind != n.kind)
            return Error{n.definedInFile, n.definedAt + "/switch",
                         "network adapter '" + n.id + "' is " + toString(n.kind) +
                             ", its switch '" + sw->id + "' " + toString(sw->kind)};
        if (sw->portGbps < n.gbps)
            return Error{n.definedInFile, n.definedAt + "/switch",
                         "switch '" + sw->id + "' ports are slower than the adapter's " +
                             formatNumber(n.gbps) + " Gb/s"};
        const CableSpec* cable = cat.findCable(n.cable);
        if (!cable)
            return Error{n.definedInFile, n.definedAt + "/cable",
                         "network adapter '" + n.id + "' names unknown cable '" + n.cable + "'"};
        if (cable->gbps < n.gbps)
            return Error{n.definedInFile, n.definedAt + "/cable",
                         "cable '" + cable->id + "' carries less than the adapter's " +
                             formatNumber(n.gbps) + " Gb/s"};
    }
    if (auto e = checkCloud(load))
        return e;
    if (cat.gpus.empty())
        return Error{"gpus.json", "/gpus", "the catalog lists no GPU"};
    if (cat.servers.empty())
        return Error{"servers.json", "/servers", "the catalog lists no server"};
    if (cat.models.empty())
        return Error{"models", "", "the catalog lists no model"};
    for (const auto& a : cat.assumptions.all)
        if (a.id.rfind("stack_", 0) == 0 && load.stackAt.find(a.id.substr(6)) == load.stackAt.end())
            return Error{"assumptions.json", "/assumptions",
                         "assumption '" + a.id + "' names unknown training stack '" +
                             a.id.substr(6) + "'"};
    return std::nullopt;
}

} // namespace catalogload

Expected<Catalog> loadCatalogWithoutBands(const std::string& dir, const std::string& userDir) {
    if (dir.empty())
        return Error{"", "",
                     "no catalog directory given (an empty path: HEADROOM_CATALOG or --catalog "
                     "set but empty)"};
    Loader load;
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return Error{dir, "", "catalog directory not found"};
    if (auto e = loadDirectory(dir, true, load))
        return *e;
    if (auto e = loadCalibrationDir(dir, load))
        return *e;
    if (!userDir.empty()) {
        auto there = present(userDir);
        if (!there)
            return there.error();
        if (there.value()) {
            if (!fs::is_directory(userDir, ec))
                return Error{userDir, "", "the user catalog is not a folder (or a broken link)"};
            load.layer = 1;
            if (auto e = loadDirectory(userDir, false, load))
                return *e;
            if (auto e = loadCalibrationDir(userDir, load))
                return *e;
        }
    }
    if (auto e = crossCheck(load))
        return *e;
    return std::move(load.cat);
}

std::string defaultCatalogDir() {
    if (const char* env = std::getenv("HEADROOM_CATALOG"); env && *env)
        return env;
    std::error_code ec;
#ifdef HEADROOM_INSTALL_CATALOG
    if (fs::is_directory(HEADROOM_INSTALL_CATALOG, ec))
        return HEADROOM_INSTALL_CATALOG;
#endif
#ifdef HEADROOM_SOURCE_CATALOG
    return HEADROOM_SOURCE_CATALOG;
#else
    return "catalog";
#endif
}

} // namespace headroom
