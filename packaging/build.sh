#!/usr/bin/env bash
# Configures (once) and builds Headroom into build/ (or $HEADROOM_BUILD_DIR). Incremental.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${HEADROOM_BUILD_DIR:-$root/build}
"$root/packaging/deps.sh"
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
fi
cmake --build "$build" --parallel "$(nproc)"
