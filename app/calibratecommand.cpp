#include "calibratecommand.h"

#include "calibrate.h"
#include "serving/servingcalibration.h"
#include "textformat.h"

#include <nlohmann/json.hpp>

namespace headroom::app {

int runCalibrate(const CommandLine& c) {
    auto catalog = loadCommandCatalog(c.catalogDir);
    if (!catalog)
        return BadInput;
    auto report = calibrate(catalog.value());
    if (!report) {
        printError(report.error().toString());
        return BadInput;
    }
    // The serving table (issue 33) after the training one: `serving` in JSON, a second table.
    const ServingCalibrationReport serving = servingCalibration(catalog.value());
    nlohmann::json json = toJson(report.value());
    json["serving"] = toJson(serving);
    const std::string text =
        c.json ? terminalJson(json.dump(2, ' ', false, nlohmann::json::error_handler_t::replace))
        : c.markdown ? toMarkdown(report.value()) + "\n" + toMarkdown(serving)
                     : toText(report.value()) + toText(serving);
    return writeStdout(text) ? Ok : BadInput;
}

} // namespace headroom::app
