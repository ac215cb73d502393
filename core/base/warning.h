#pragma once
// A warning of any stage: its code in the message table (core/base/messagetable.cpp) and its
// figures.
#include "messagetable.h"

#include <string>
#include <vector>

namespace headroom {

struct Warning {
    std::string code;             ///< stable id, the UI translates by it
    std::vector<MessageArg> args; ///< the figures, for the window's and the quote's own text
    bool operator==(const Warning&) const = default;
};

/// A warning from the message table (core/base/messagetable.cpp): the code and the arguments the
/// window and the quote format in their own language.
Warning makeWarning(const char* code, std::vector<MessageArg> args = {});
/// The warning's English text with its figures in the "C" locale (the command line's and the
/// JSON's `message`). Formatted when asked, not in evaluate(): printing the figures took a
/// quarter of an evaluation with a parallel plan (headroom-bench, perf).
std::string warningMessage(const Warning& warning);

} // namespace headroom
