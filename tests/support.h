#pragma once
// Fixtures shared by the Catch2 test programs: the built-in catalog loaded once, the reference
// page's workload as an inline scenario, memory-model inputs, files.
#include "calibrate.h"
#include "catalog.h"
#include "memorymodel.h"
#include "scenario.h"
#include "scratchdir.h"

#include <filesystem>
#include <string>

namespace headroom::test {

namespace fs = std::filesystem;

/// The built-in catalog of the source tree, loaded once per process; the test fails (naming the
/// file and the key) when it does not load.
const Catalog& catalog();

/// The reference page's workload (Qwen3.8-27B with its vision tower trained, every other key at
/// its default) with `overrides`, a JSON object merged over it (RFC 7386), parsed against `cat`.
/// The test fails when the scenario does not parse.
Scenario referenceScenario(const std::string& overrides, const Catalog& cat = catalog());

/// The built-in catalog's GPU `id`; the test fails when the catalog has none of that id.
const GpuSpec& gpu(const char* id);

/// The architecture of the built-in catalog's model `id`; the test fails when the catalog has
/// none of that id.
const ModelArch& catalogModel(const char* id);

/// `headroom calibrate`'s report on the built-in catalog, computed once per process; the test
/// fails when it cannot be computed.
const CalibrationReport& calibrationReport();

/// The row `source: name` of that report; the test fails when there is none.
const CalibrationResult& calibrationRow(const std::string& source, const std::string& name);

/// The scenario {"server": "4x-h200-nvl", "serving": <serving>} (a JSON text) parsed as the file
/// `file` against the built-in catalog: what the serving tests read and refuse.
Expected<Scenario> parseServing(const std::string& serving, const std::string& file);

/// The error that refuses parseServing(serving, file); the test fails when it parses.
Error servingRefusal(const std::string& serving, const std::string& file);

/// The key of the error that refuses parseServing(serving, file); the test fails when it parses
/// or when the error names another file than `file`.
std::string servingRefusalKey(const std::string& serving, const std::string& file);

/// parseServing(serving, file), which must parse and whose serving section must come back the
/// same through the scenario file's round trip (toJson, parseScenario).
Scenario servingRoundTrip(const std::string& serving, const std::string& file);

/// A memory-model input for `seq` tokens and micro-batch `batch` on one GPU, nothing sharded;
/// every other switch at MemoryInput's default.
MemoryInput singleGpuInput(const ModelArch& arch, int seq, int batch = 1);

/// The architecture of tests/data/configs/<name>.json (a published config.json); the test fails,
/// naming the file and the key, when it does not load.
ModelArch testConfig(const std::string& name);

/// The architecture in the "config" member of the built-in catalog's models/<id>.json; the
/// test fails, naming the file and the key, when it does not parse.
ModelArch catalogConfig(const std::string& id);

/// The whole content of a file (empty when it cannot be read).
std::string readFile(const fs::path& path);

/// Writes `text` to `path` (creating its folder); the test fails when that does not work.
void writeFile(const fs::path& path, const std::string& text);

/// A copy of the built-in catalog at `to`, to break without touching the original.
void copyCatalog(const fs::path& to);

} // namespace headroom::test
