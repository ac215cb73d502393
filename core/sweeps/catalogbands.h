#pragma once
// The catalog as evaluate() reads it (sweeps/catalogbands.cpp): its files read and checked by
// the loaders (io/), then the calibration bands, which take an evaluation of every calibration
// row.
#include "catalog.h"
#include "catalogfiles.h"

#include <string>
#include <vector>

namespace headroom {

/// Loads the catalog from `dir`, then overlays `userDir` when it is non-empty and exists.
/// Linear in the number of entries. An id twice in one file (or two model files with one id
/// in one folder) is an error; a user file that cannot be read (no permission, a dangling
/// link or a link loop) is reported, never skipped. Then the calibration bands: every
/// calibration row evaluated once (sweeps/catalogbands.cpp, over io/catalogload.cpp's reader).
Expected<Catalog> loadCatalog(const std::string& dir, const std::string& userDir = {});

/// The catalog from file texts: the same readers, checks and error lines as loadCatalog() on
/// folders holding these files, without touching the disk. Files are read in the given order.
/// (sweeps/catalogbands.cpp, over io/catalogtexts.cpp's reader.)
Expected<Catalog> loadCatalogTexts(const std::vector<CatalogText>& files);

} // namespace headroom
