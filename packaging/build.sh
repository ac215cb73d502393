#!/usr/bin/env bash
# Configures (once) and builds Headroom into build/ (or $HEADROOM_BUILD_DIR). Incremental.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${HEADROOM_BUILD_DIR:-$root/build}
"$root/packaging/deps.sh"
# HEADROOM_WERROR=ON (set by .ci/run) makes every compiler warning an error.
werror=()
[ -n "${HEADROOM_WERROR:-}" ] && werror=(-DHEADROOM_WERROR="$HEADROOM_WERROR")
# Line tables only (-g1): the package strips its binaries (packaging/cpack.cmake) and a backtrace
# needs file and line; full -g made each file's compile about a third longer (g++ 12).
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" "${werror[@]}" "$@"
elif [ ${#werror[@]} -gt 0 ]; then
    cmake "${werror[@]}" "$build" >/dev/null
fi
cmake --build "$build" --parallel "$(nproc)"
