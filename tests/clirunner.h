#pragma once
// Shared by the command-line tests: running the real executable.
#include "support.h"

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
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

/// How the executable runs beyond its arguments.
struct RunOptions {
    /// > 0: every write beyond that many bytes fails (RLIMIT_FSIZE, SIGXFSZ ignored): a full
    /// disk, for root too.
    long fileSizeLimit = 0;
    /// Environment changes after the defaults (QT_QPA_PLATFORM=offscreen, XDG_CONFIG_HOME=the
    /// scratch directory, no HEADROOM_CATALOG); nullopt unsets the variable.
    std::vector<std::pair<std::string, std::optional<std::string>>> env;
    /// Where stdout goes: captured, /dev/full, or closed (`>&-`).
    enum class Stdout { Capture, DevFull, Closed } stdoutTo = Stdout::Capture;
    /// As root: run as user `nobody` (65534), so that file permissions apply.
    bool asUnprivilegedUser = false;
    /// The folder the command runs in; empty: the test's own.
    fs::path workingDirectory;
};

/// Runs `headroom ARGS...` with stdout and stderr captured. `fileSizeLimit` > 0: see RunOptions.
Run runHeadroom(const std::vector<std::string>& args, const fs::path& scratch,
                long fileSizeLimit = 0);
/// The same with environment and stdout set up as `options` say; a run that hangs is killed
/// after two minutes (SIGALRM).
Run runHeadroom(const std::vector<std::string>& args, const fs::path& scratch,
                const RunOptions& options);

/// More of the child's setting: environment variables to set (or, with an empty name's pair
/// value, unset) and, when the tests run as root, running it as user `nobody` so that file
/// permissions apply.
struct RunEnvironment {
    std::vector<std::pair<std::string, std::string>> set;
    bool asUnprivilegedUser = false;
};
Run runHeadroom(const std::vector<std::string>& args, const fs::path& scratch,
                const RunEnvironment& environment);
#endif

} // namespace headroom::test
