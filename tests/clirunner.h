#pragma once
// Shared by the command-line tests: scratch directories and running the real executable.
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace headroom::test {

namespace fs = std::filesystem;

std::string readFile(const fs::path& path);

/// A fresh directory below the system temp directory, removed again at the end of the test.
class ScratchDir {
public:
    explicit ScratchDir(const std::string& name);
    ~ScratchDir();
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const fs::path& path() const { return m_path; }
    fs::path operator/(const std::string& name) const { return m_path / name; }

private:
    fs::path m_path;
};

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
