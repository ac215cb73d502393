// The catalog as texts: read from its folders, carried as one JSON document (the interactive
// sheet holds its catalog inside the page) and loaded with the same readers and checks as the
// folders (catalogload.cpp).
#include "catalogloader.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace headroom {

using namespace catalogload;

namespace {

/// The text of a file, or nothing when it cannot be opened (loadCatalogTexts() then reports the
/// file as missing).
std::optional<std::string> fileText(const fs::path& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The *.json files of a folder, sorted (loadDirectory's and loadCalibrationDir's order).
std::vector<fs::path> jsonFilesIn(const fs::path& folder) {
    std::vector<fs::path> files;
    std::error_code ec;
    fs::directory_iterator it(folder, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".json")
            files.push_back(it->path());
    std::sort(files.begin(), files.end());
    return files;
}

void appendCatalogTexts(const fs::path& dir, int layer, std::vector<CatalogText>& out) {
    auto add = [&](const std::string& name, const fs::path& file) {
        if (auto text = fileText(file))
            out.push_back({name, file.string(), std::move(*text), layer});
    };
    for (const char* name : {"gpus.json", "servers.json", "vendor.json", "assumptions.json",
                             "stacks.json", "networks.json", "cloud.json"})
        add(name, dir / name);
    for (const char* folder : {"models", "calibration"})
        for (const fs::path& file : jsonFilesIn(dir / folder))
            add(std::string(folder) + "/" + file.filename().string(), file);
}

} // namespace

std::vector<CatalogText> readCatalogTexts(const std::string& dir, const std::string& userDir) {
    std::vector<CatalogText> out;
    appendCatalogTexts(dir, 0, out);
    std::error_code ec;
    if (!userDir.empty() && fs::is_directory(userDir, ec))
        appendCatalogTexts(userDir, 1, out);
    return out;
}

std::vector<CatalogText> readCatalogTexts(const Catalog& catalog) {
    std::vector<CatalogText> out;
    if (catalog.files.empty())
        return out;
    const fs::path builtin = fs::path(catalog.files.front()).parent_path();
    for (const std::string& path : catalog.files) {
        const fs::path file(path);
        const fs::path folder = file.parent_path();
        const std::string folderName = folder.filename().string();
        const bool nested = folderName == "models" || folderName == "calibration";
        const fs::path layerDir = nested ? folder.parent_path() : folder;
        if (auto text = fileText(file))
            out.push_back(
                {nested ? folderName + "/" + file.filename().string() : file.filename().string(),
                 path, std::move(*text), layerDir == builtin ? 0 : 1});
    }
    return out;
}

Expected<Catalog> loadCatalogTextsWithoutBands(const std::vector<CatalogText>& files) {
    using Reader = std::optional<Error> (*)(const nlohmann::json&, const std::string&, Loader&);
    static const std::pair<const char*, Reader> kParts[] = {
        {"gpus.json", readGpus},     {"servers.json", readServers},
        {"vendor.json", readVendor}, {"assumptions.json", readAssumptions},
        {"stacks.json", readStacks}, {"networks.json", readNetworks},
        {"cloud.json", readCloud}};
    Loader load;
    // The built-in layer must have what loadDirectory(dir, required = true) requires.
    for (const char* required : {"gpus.json", "servers.json", "vendor.json", "assumptions.json"})
        if (std::none_of(files.begin(), files.end(),
                         [&](const CatalogText& f) { return f.layer == 0 && f.name == required; }))
            return Error{required, "", "missing catalog file"};
    if (std::none_of(files.begin(), files.end(), [](const CatalogText& f) {
            return f.layer == 0 && f.name.rfind("models/", 0) == 0;
        }))
        return Error{"models", "", "missing catalog folder of models"};
    // One id per model file and layer (one folder), as loadDirectory checks.
    std::unordered_map<std::string, std::string> idsHere;
    int layer = 0;
    for (const CatalogText& f : files) {
        if (f.layer != layer) {
            layer = f.layer;
            idsHere.clear();
        }
        load.layer = f.layer;
        auto doc = parseJsonFileText(f.text, f.path);
        if (!doc)
            return doc.error();
        std::optional<Error> e;
        if (f.name.rfind("models/", 0) == 0) {
            e = readModel(doc.value(), f.path, load);
            if (!e) {
                const std::string id = doc.value().at("id").get<std::string>();
                auto [first, added] = idsHere.try_emplace(id, f.name.substr(7));
                if (!added)
                    return Error{f.path, "/id",
                                 "model id '" + id + "' is also used by " + first->second +
                                     " in the same folder"};
            }
        } else if (f.name.rfind("calibration/", 0) == 0) {
            e = readCalibration(doc.value(), f.path, load);
        } else {
            const auto* part = std::find_if(std::begin(kParts), std::end(kParts),
                                            [&](const auto& p) { return f.name == p.first; });
            if (part == std::end(kParts))
                return Error{f.path, "", "is not a catalog file ('" + f.name + "')"};
            e = part->second(doc.value(), f.path, load);
        }
        if (e)
            return *e;
        load.cat.files.push_back(f.path);
    }
    if (auto e = crossCheck(load))
        return *e;
    return std::move(load.cat);
}

nlohmann::json catalogTextsToJson(const std::vector<CatalogText>& files) {
    nlohmann::json list = nlohmann::json::array();
    for (const CatalogText& f : files)
        list.push_back({{"name", f.name}, {"path", f.path}, {"text", f.text}, {"layer", f.layer}});
    return {{"files", std::move(list)}};
}

Expected<std::vector<CatalogText>> catalogTextsFromJson(const nlohmann::json& doc,
                                                        const std::string& file) {
    if (!doc.is_object() || !doc.contains("files") || !doc["files"].is_array())
        return Error{file, "/files", "expected an array of catalog files"};
    std::vector<CatalogText> files;
    for (std::size_t i = 0; i < doc["files"].size(); ++i) {
        const nlohmann::json& f = doc["files"][i];
        if (!f.is_object())
            return Error{file, "/files/" + std::to_string(i), "expected an object"};
        JsonReader r(f, file, "/files/" + std::to_string(i));
        CatalogText t;
        t.name = r.string("name", "", true);
        t.path = r.string("path", "", true);
        t.text = r.string("text", "", true);
        t.layer = r.integer("layer", 0, 0, 1);
        if (r.failed())
            return r.error();
        files.push_back(std::move(t));
    }
    return files;
}

} // namespace headroom
