#include "calibratecommand.h"

#include "calibrate.h"
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
    const std::string text = c.json       ? terminalJson(toJson(report.value()).dump(
                                          2, ' ', false, nlohmann::json::error_handler_t::replace))
                             : c.markdown ? toMarkdown(report.value())
                                          : toText(report.value());
    return writeStdout(text) ? Ok : BadInput;
}

} // namespace headroom::app
