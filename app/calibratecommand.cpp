#include "calibratecommand.h"

#include "calibration.h"

#include <nlohmann/json.hpp>

namespace headroom::app {

int runCalibrate(const CommandLine& c) {
    const QString catalogDir = builtinCatalogDir(c.catalogDir);
    if (catalogDir.isEmpty()) {
        printError(QStringLiteral("HEADROOM_CATALOG: set but empty: name a catalog directory, or "
                                  "unset it for the built-in catalog"));
        return BadInput;
    }
    auto catalog = loadCatalog(catalogDir.toStdString(), userCatalogDir().toStdString());
    if (!catalog) {
        printError(QString::fromStdString(catalog.error().toString()));
        return BadInput;
    }
    auto report = calibrate(catalog.value());
    if (!report) {
        printError(QString::fromStdString(report.error().toString()));
        return BadInput;
    }
    const std::string text = c.json       ? toJson(report.value()).dump(2)
                             : c.markdown ? toMarkdown(report.value())
                                          : toText(report.value());
    return writeStdout(text) ? Ok : BadInput;
}

} // namespace headroom::app
