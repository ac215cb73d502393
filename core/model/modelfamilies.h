#pragma once
// Importers for the model families beyond the Qwen, Llama and Mistral ones of modelarch.cpp:
// Gemma 1 to 3, Phi, Phi-3, GPT-NeoX, Falcon, OLMo 2, Granite, DeepSeek-V2/V3, gpt-oss,
// Llama 4, GLM-4.5 MoE, Mistral 3, Nemotron-H, SmolLM3 and the original Qwen.
#include "configsection.h"
#include "modelarch.h"

#include <string>
#include <vector>

namespace headroom::config {

/// The config.json `model_type` values read here.
const std::vector<std::string>& familyModelTypes();

/// Reads a config whose model_type is one of familyModelTypes() into `arch`, the parameter
/// counts included. Throws ConfigError naming the key.
void parseFamilyConfig(const Section& root, const std::string& modelType, ModelArch& arch);

/// Bytes per stored element of a config's `torch_dtype` / `dtype` (float32 4, else 2).
double storedDtypeBytes(const Section& root);

} // namespace headroom::config
