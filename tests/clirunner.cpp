#include "clirunner.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <fcntl.h>
#include <fstream>
#include <signal.h>
#include <sstream>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace headroom::test {

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

ScratchDir::ScratchDir(const std::string& name) {
    static int serial = 0;
    m_path = fs::temp_directory_path() / ("headroom-test-" + std::to_string(::getpid()) + "-" +
                                          std::to_string(serial++) + "-" + name);
    fs::remove_all(m_path);
    fs::create_directories(m_path);
}

ScratchDir::~ScratchDir() {
    std::error_code ec;
    fs::remove_all(m_path, ec);
}

#ifdef HEADROOM_EXE
namespace {
Run runWith(const std::vector<std::string>& args, const fs::path& scratch, long fileSizeLimit,
            const RunEnvironment& environment);
}

Run runHeadroom(const std::vector<std::string>& args, const fs::path& scratch,
                long fileSizeLimit) {
    return runWith(args, scratch, fileSizeLimit, {});
}

Run runHeadroom(const std::vector<std::string>& args, const fs::path& scratch,
                const RunEnvironment& environment) {
    return runWith(args, scratch, 0, environment);
}

namespace {
Run runWith(const std::vector<std::string>& args, const fs::path& scratch, long fileSizeLimit,
            const RunEnvironment& environment) {
    const fs::path outPath = scratch / ".stdout", errPath = scratch / ".stderr";
    std::vector<std::string> argvStrings{HEADROOM_EXE};
    argvStrings.insert(argvStrings.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : argvStrings)
        argv.push_back(a.data());
    argv.push_back(nullptr);

    std::fflush(nullptr);
    const pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        const int out = ::open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int err = ::open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (out < 0 || err < 0)
            ::_exit(126);
        ::dup2(out, STDOUT_FILENO);
        ::dup2(err, STDERR_FILENO);
        ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
        // No user catalog from the home directory of whoever runs the tests.
        ::setenv("XDG_CONFIG_HOME", scratch.c_str(), 1);
        ::unsetenv("HEADROOM_CATALOG");
        for (const auto& [name, value] : environment.set)
            ::setenv(name.c_str(), value.c_str(), 1);
        if (environment.asUnprivilegedUser && ::geteuid() == 0) {
            // nobody (65534): root would read any folder whatever its permissions. Its own
            // runtime folder, not root's.
            ::unsetenv("XDG_RUNTIME_DIR");
            if (::setgid(65534) != 0 || ::setuid(65534) != 0)
                ::_exit(125);
        }
        if (fileSizeLimit > 0) {
            ::signal(SIGXFSZ, SIG_IGN);
            struct rlimit limit{rlim_t(fileSizeLimit), rlim_t(fileSizeLimit)};
            ::setrlimit(RLIMIT_FSIZE, &limit);
        }
        ::execv(HEADROOM_EXE, argv.data());
        ::_exit(127);
    }
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0) {
    }
    Run run;
    if (WIFEXITED(status))
        run.exitCode = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        run.signal = WTERMSIG(status);
    run.out = readFile(outPath);
    run.err = readFile(errPath);
    fs::remove(outPath);
    fs::remove(errPath);
    return run;
}
} // namespace

#endif

} // namespace headroom::test
