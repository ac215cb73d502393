#include "modelarch.h"

#include <nlohmann/json.hpp>

namespace headroom {

Expected<ModelArch> parseModelConfig(const nlohmann::json&, const std::string& file) {
    return Error{file, "model_type", "not implemented yet"}; // TODO: being written
}

Expected<ModelArch> loadModelConfig(const std::string& path) {
    return Error{path, "", "not implemented yet"};
}

} // namespace headroom
