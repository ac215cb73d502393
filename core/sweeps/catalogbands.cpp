// The catalog as evaluate() reads it: its files read and checked by the loaders (io/), then the
// calibration bands (Catalog::bands), which take an evaluation of every calibration row; hence
// here, above the pipeline, and not in the loaders.
#include "calibrate.h"
#include "catalogloader.h"

namespace headroom {

Expected<Catalog> loadCatalog(const std::string& dir, const std::string& userDir) {
    Expected<Catalog> cat = loadCatalogWithoutBands(dir, userDir);
    if (!cat)
        return cat;
    // The verdict's uncertainty bands: every calibration row evaluated once, here.
    if (auto e = computeBands(cat.value()))
        return *e;
    return cat;
}

Expected<Catalog> loadCatalogTexts(const std::vector<CatalogText>& files) {
    Expected<Catalog> cat = loadCatalogTextsWithoutBands(files);
    if (!cat)
        return cat;
    if (auto e = computeBands(cat.value()))
        return *e;
    return cat;
}

} // namespace headroom
