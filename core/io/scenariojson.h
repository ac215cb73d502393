#pragma once
// A scenario file in and out (io/): the reader (scenarioread.cpp) and the writer
// (scenariowrite.cpp). The scenario itself is an input at core/'s top level (scenario.h); its
// checks are the build's rules (build/scenariocheck.h).
#include "catalog.h"
#include "scenario.h"

#include <nlohmann/json_fwd.hpp>
#include <string>

namespace headroom {

/// Parses a scenario document. `file` names the source in errors; relative model paths are
/// resolved against the file's directory. The model id is checked against the catalog and an
/// imported config.json is parsed here, so evaluate() never touches the disk.
Expected<Scenario> parseScenario(const nlohmann::json& doc, const std::string& file,
                                 const Catalog& catalog);

/// Reads and parses a scenario file.
Expected<Scenario> loadScenario(const std::string& path, const Catalog& catalog);

/// The scenario as a JSON document (the file format; every key written). With `file`, the path
/// the document will be saved to, an imported config.json is written relative to that file's
/// folder (absolute when no relative path reaches it), so the saved file loads from where it is.
nlohmann::json toJson(const Scenario&, const std::string& file = {});

/// A DeepSpeed file's ZeRO settings as the scenario's `deepspeed` section writes them: the
/// keys the file gave, under DeepSpeed's own names (numbers of elements, "auto", overlap_comm).
nlohmann::json deepSpeedJson(const DeepSpeedSettings& settings);

} // namespace headroom
