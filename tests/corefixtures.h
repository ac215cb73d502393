#pragma once
// Inputs shared by the core's tests, the robustness tests and the benchmarks (header only: the
// benchmarks link the core alone, without the test support library).
#include <nlohmann/json.hpp>

#include <string>

namespace headroom::test {

/// A Llama-shaped config.json: Llama 3.2 3B's (hidden size 3072, 24 attention heads of 128,
/// 8 KV heads, 28 layers, MLP 8192, 128,256-token vocabulary, tied embeddings) with hidden size
/// `hidden` and `heads` attention heads.
inline nlohmann::json llamaConfig(int hidden = 3072, int heads = 24) {
    return {{"architectures", {"LlamaForCausalLM"}},
            {"model_type", "llama"},
            {"hidden_size", hidden},
            {"intermediate_size", 8192},
            {"max_position_embeddings", 131072},
            {"num_attention_heads", heads},
            {"num_hidden_layers", 28},
            {"num_key_value_heads", 8},
            {"head_dim", 128},
            {"tie_word_embeddings", true},
            {"vocab_size", 128256},
            {"rms_norm_eps", 1e-05}};
}

/// A user catalog's servers.json list of `count` generated servers "gen-<i>" of 1 to 8
/// H200 NVL cards each (issue 13: a catalog this large loads in linear time).
inline nlohmann::json generatedServers(int count) {
    nlohmann::json servers = nlohmann::json::array();
    for (int i = 0; i < count; ++i)
        servers.push_back({{"id", "gen-" + std::to_string(i)},
                           {"name", "generated"},
                           {"gpu", "h200-nvl"},
                           {"gpu_count", 1 + i % 8},
                           {"cpu", "x"},
                           {"cpu_tdp_w", 280},
                           {"host_ram_gb", 1024}});
    return servers;
}

} // namespace headroom::test
