#pragma once
// `headroom quote` and `headroom sheet`.
#include "commandline.h"

namespace headroom::app {

/// Evaluates every scenario of the quote run, then writes its PDFs (one per scenario and
/// language) together; exit code.
int runQuote(const CommandLine& c, const Catalog& catalog);

/// Writes the scenario's interactive offline sheet (one HTML file); exit code.
int runSheet(const CommandLine& c, const Catalog& catalog);

} // namespace headroom::app
