#pragma once
// What the scenario's reader (scenarioread.cpp), writer (scenariowrite.cpp), checks
// (scenariocheck.cpp) and stack keys (scenario.cpp) share; not part of the core's interface.
#include "scenario.h"

#include <string>

namespace headroom::scenariofile {

/// "; valid ids: a, b, c": what an error naming an unknown id lists (the catalog's ids of that
/// kind, in catalog order).
template <typename Entries> std::string validIds(const Entries& entries) {
    std::string ids;
    for (const auto& e : entries)
        ids += (ids.empty() ? "" : ", ") + e.id;
    return ids.empty() ? std::string("; the catalog lists none") : "; valid ids: " + ids;
}

/// `lora_targets` spellings, in the order the file lists them.
struct LoraTargetName {
    const char* name;
    unsigned bit;
};
inline constexpr LoraTargetName kLoraTargets[] = {
    {"q", LoraQ},        {"k", LoraK},   {"v", LoraV},       {"o", LoraO},
    {"gate", LoraGate},  {"up", LoraUp}, {"down", LoraDown}, {"lm_head", LoraLmHead},
    {"embed", LoraEmbed}};

} // namespace headroom::scenariofile
