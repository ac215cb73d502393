#pragma once
// The catalog's folders and files (io/): where the built-in catalog is (catalogload.cpp), and
// its files as text for a catalog that arrives without folders (catalogtexts.cpp). Loading a
// catalog with its calibration bands is a sweep above the pipeline (sweeps/catalogbands.h).
#include "catalog.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace headroom {

/// One catalog file as text, for a catalog that arrives without folders (the interactive sheet
/// carries it inside the page and loads it in WebAssembly, where there are no files).
struct CatalogText {
    /// Its place in a catalog folder: "gpus.json", "models/x.json", "calibration/y.json".
    std::string name;
    std::string path; ///< the name errors give (the file's path where it was read)
    std::string text; ///< the file's bytes
    int layer = 0;    ///< 0: the built-in catalog, 1: the user's overlay
    bool operator==(const CatalogText&) const = default;
};

/// The files loadCatalog(dir, userDir) reads, as text, in its reading order: what is there is
/// read as it is (nothing checked; loadCatalogTexts() reports what loadCatalog() would).
std::vector<CatalogText> readCatalogTexts(const std::string& dir, const std::string& userDir = {});

/// The texts of the files a loaded catalog was read from (`files`), in that order; the built-in
/// layer is the folder of the first file (loadCatalog() reads the built-in gpus.json first).
/// A file that cannot be read any more is left out.
std::vector<CatalogText> readCatalogTexts(const Catalog& catalog);

/// The texts as one JSON document ({"files": [{name, path, text, layer}]}) and back; a document
/// of another shape is an error naming `file`.
nlohmann::json catalogTextsToJson(const std::vector<CatalogText>& files);
Expected<std::vector<CatalogText>> catalogTextsFromJson(const nlohmann::json& doc,
                                                        const std::string& file);

/// Directory of the built-in catalog: $HEADROOM_CATALOG, else the installed share directory,
/// else the source tree's catalog/ (for runs from the build folder).
std::string defaultCatalogDir();

} // namespace headroom
