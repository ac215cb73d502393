#pragma once
// Shared by the command-line tests: running the real executable.
#include "support.h"

#include <filesystem>
#include <string>
#include <vector>

namespace headroom::test {

namespace fs = std::filesystem;

#ifdef HEADROOM_EXE
struct Run {
    int exitCode = -1; ///< -1 when killed by a signal
    int signal = 0;
    std::string out;
    std::string err;
};

/// Runs `headroom ARGS...` with stdout and stderr captured. `fileSizeLimit` > 0 makes every
/// write beyond that many bytes fail (RLIMIT_FSIZE, SIGXFSZ ignored): a full disk, for root too.
Run runHeadroom(const std::vector<std::string>& args, const fs::path& scratch,
                long fileSizeLimit = 0);
#endif

} // namespace headroom::test
