// main() of the test programs without Qt.
#include "catch_runner.h"

int main(int argc, char* argv[]) {
    return headroom::test::runCatchSession(argc, argv);
}
