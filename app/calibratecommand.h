#pragma once
#include "commandline.h"

namespace headroom::app {

/// `headroom calibrate [--json | --markdown] [--catalog DIR]`: every calibration row of the
/// catalog, predicted vs measured, with the per-regime median and worst error.
int runCalibrate(const CommandLine& commandLine);

} // namespace headroom::app
