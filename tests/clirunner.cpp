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

#ifdef HEADROOM_EXE
Run runHeadroom(const std::vector<std::string>& args, const fs::path& scratch, long fileSizeLimit) {
    RunOptions options;
    options.fileSizeLimit = fileSizeLimit;
    return runHeadroom(args, scratch, options);
}

Run runHeadroom(const std::vector<std::string>& args, const fs::path& scratch,
                const RunEnvironment& environment) {
    RunOptions options;
    for (const auto& [name, value] : environment.set)
        options.env.emplace_back(name, value);
    options.asUnprivilegedUser = environment.asUnprivilegedUser;
    return runHeadroom(args, scratch, options);
}

Run runHeadroom(const std::vector<std::string>& args, const fs::path& scratch,
                const RunOptions& options) {
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
        const char* outTarget =
            options.stdoutTo == RunOptions::Stdout::DevFull ? "/dev/full" : outPath.c_str();
        const int out = ::open(outTarget, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int err = ::open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (out < 0 || err < 0)
            ::_exit(126);
        ::dup2(out, STDOUT_FILENO);
        ::dup2(err, STDERR_FILENO);
        ::close(out);
        ::close(err);
        if (options.stdoutTo == RunOptions::Stdout::Closed)
            ::close(STDOUT_FILENO);
        ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
        // No user catalog from the home directory of whoever runs the tests.
        ::setenv("XDG_CONFIG_HOME", scratch.c_str(), 1);
        ::unsetenv("HEADROOM_CATALOG");
        for (const auto& [name, value] : options.env) {
            if (value)
                ::setenv(name.c_str(), value->c_str(), 1);
            else
                ::unsetenv(name.c_str());
        }
        if (options.asUnprivilegedUser && ::geteuid() == 0) {
            // nobody (65534): root would read any folder whatever its permissions. Its own
            // runtime folder, not root's.
            ::unsetenv("XDG_RUNTIME_DIR");
            if (::setgid(65534) != 0 || ::setuid(65534) != 0)
                ::_exit(125);
        }
        if (options.fileSizeLimit > 0) {
            ::signal(SIGXFSZ, SIG_IGN);
            struct rlimit limit {
                rlim_t(options.fileSizeLimit), rlim_t(options.fileSizeLimit)
            };
            ::setrlimit(RLIMIT_FSIZE, &limit);
        }
        if (!options.workingDirectory.empty() && ::chdir(options.workingDirectory.c_str()) != 0)
            ::_exit(124);
        ::alarm(120); // a hang fails the test (SIGALRM) instead of stalling the suite
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

#endif

} // namespace headroom::test
