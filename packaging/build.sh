#!/usr/bin/env bash
# Configures (once) and builds Headroom into build/ (or $HEADROOM_BUILD_DIR). Incremental.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${HEADROOM_BUILD_DIR:-$root/build}
"$root/packaging/deps.sh"
# HEADROOM_WERROR=ON (set by .ci/run) makes every compiler warning an error.
werror=()
[ -n "${HEADROOM_WERROR:-}" ] && werror=(-DHEADROOM_WERROR="$HEADROOM_WERROR")
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${werror[@]}" "$@"
elif [ ${#werror[@]} -gt 0 ]; then
    cmake "${werror[@]}" "$build" >/dev/null
fi
cmake --build "$build" --parallel "$(nproc)"
