// Catch2's implementation, compiled once into headroom_catch and shared by every test program.
// Catch2 2.x declares Catch::Session only where the implementation is compiled, so main() lives
// in catch_main.cpp (plain) or catch_qt_main.cpp (with a QApplication) and calls in here.
#define CATCH_CONFIG_RUNNER
#include "catch_runner.h"

#include <catch2/catch.hpp>

namespace headroom::test {

int runCatchSession(int argc, char* argv[]) {
    return Catch::Session().run(argc, argv);
}

} // namespace headroom::test
