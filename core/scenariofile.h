#pragma once
// What the scenario's reader (scenarioread.cpp), writer (scenariowrite.cpp), checks
// (scenariocheck.cpp) and stack keys (scenario.cpp) share; not part of the core's interface.
#include "scenario.h"
#include "validids.h"

#include <string>

namespace headroom::scenariofile {

using headroom::validIds; // validids.h

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
