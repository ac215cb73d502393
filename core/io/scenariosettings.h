#pragma once
// A framework's own settings in a scenario file: the `deepspeed` section (a DeepSpeed file's ZeRO
// sizes) and the `megatron` section (Megatron-LM's optimizer dtypes), read and written under the
// framework's own names. Shared by scenarioread.cpp and scenariowrite.cpp; deepSpeedJson is also
// the recipe export's (scenariojson.h).
#include "error.h"
#include "scenario.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

namespace headroom {

/// `deepspeed` of `doc` into `d` (absent: unchanged); an error names the file and the key.
std::optional<Error> readDeepSpeedSettings(const nlohmann::json& doc, const std::string& file,
                                           DeepSpeedSettings& d);

/// `megatron` of `doc` into `m` (absent: unchanged); an error names the file and the key.
std::optional<Error> readMegatronSettings(const nlohmann::json& doc, const std::string& file,
                                          MegatronSettings& m);

/// The `megatron` section: the flags the run sets, under Megatron-LM's names.
nlohmann::json megatronJson(const MegatronSettings& m);

} // namespace headroom
