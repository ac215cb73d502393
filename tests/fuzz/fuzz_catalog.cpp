// Fuzzes the catalog loader, loadCatalog(), with one of its files replaced by the input: the
// first byte picks gpus.json, servers.json, vendor.json, assumptions.json or a model file, the
// rest is that file's text. A catalog it accepts is evaluated on its first model and server.
#include "catalogbands.h"
#include "fuzzcheck.h"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace headroom;

namespace {

/// A small catalog: the built-in gpus, servers, vendor and assumptions and a single model.
fs::path makeCatalog() {
    const fs::path dir = fs::temp_directory_path() / ("headroom-fuzz-catalog-" + std::to_string(::getpid()));
    const fs::path source = HEADROOM_SOURCE_CATALOG;
    fs::remove_all(dir);
    fs::create_directories(dir / "models");
    for (const char* f : {"gpus.json", "servers.json", "vendor.json", "assumptions.json"})
        fs::copy_file(source / f, dir / f);
    fs::path model;
    for (const auto& e : fs::directory_iterator(source / "models"))
        if (e.path().extension() == ".json" && (model.empty() || e.path() < model))
            model = e.path();
    fs::copy_file(model, dir / "models" / "model.json");
    return dir;
}

std::string readAll(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeAll(const fs::path& p, const char* data, std::size_t size) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out.write(data, std::streamsize(size));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const fs::path dir = makeCatalog();
    static const char* files[] = {"gpus.json", "servers.json", "vendor.json", "assumptions.json",
                                  "models/model.json"};
    if (size == 0)
        return 0;
    const fs::path file = dir / files[data[0] % 5];
    const std::string original = readAll(file);
    writeAll(file, reinterpret_cast<const char*>(data + 1), size - 1);
    auto catalog = loadCatalog(dir.string());
    writeAll(file, original.data(), original.size());
    if (!catalog || catalog->models.empty() || catalog->servers.empty())
        return 0;
    const Catalog& c = catalog.value();
    Scenario s;
    s.model = c.models.front().id;
    s.server = c.servers.front().id;
    s.gpu = c.servers.front().gpu;
    s.gpuCount = c.servers.front().gpuCount;
    fuzz::evaluateAndCheck(s, c);
    return 0;
}
