#!/usr/bin/env bash
# Builds Headroom and runs every test. The exit code is the tests' verdict.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${HEADROOM_BUILD_DIR:-$root/build}
"$root/packaging/build.sh"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
cd "$build"
ctest --output-on-failure --parallel "$(nproc)" --timeout 600
