#pragma once
// Runs Catch2's session over the command line: the test programs' main() calls this, so that
// Catch2's implementation is compiled once (catch_runner.cpp) for all of them.

namespace headroom::test {

/// Catch::Session().run(argc, argv): the exit code is the number of failed test cases (capped).
int runCatchSession(int argc, char* argv[]);

} // namespace headroom::test
