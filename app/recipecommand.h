#pragma once
#include "commandline.h"

namespace headroom::app {

/// `headroom import-recipe RECIPE [--model MODEL] -o SCENARIO.json` and
/// `headroom export-recipe SCENARIO.json --to FORMAT -o FILE`: files written through the one
/// writer (ui/common/outputfile.h: atomically, never onto an input, the recipe and its DeepSpeed
/// JSON all or nothing), one line on stderr naming the file and the key on bad input.
int runRecipeCommand(const CommandLine& commandLine);

} // namespace headroom::app
