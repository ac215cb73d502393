#!/usr/bin/env bash
# Installs the Debian 12 packages Headroom needs to build, test, benchmark and package, when
# missing, with --no-install-recommends: a package the build or a test uses must be listed here or
# be a dependency of one listed (ctest's deps_closure checks that). As root directly, otherwise
# through sudo. Quiet when everything is there. `deps.sh --list` prints the list and installs nothing.
set -euo pipefail

# qt6-translations-l10n: Qt's own German strings (standard buttons, file dialogs).
# locales: the de_DE source; the bad-input test compiles it into a scratch folder (localedef).
# libqt6opengl6-dev: Qt6Charts' CMake config requires Qt6OpenGL; Debian's qt6-charts-dev does
# not depend on it.
# emscripten, node-acorn, nodejs: the WebAssembly build of the core for the interactive sheet and
# its Node test (emscripten's optimizer loads acorn from /usr/share/nodejs). libjs-chart.js: the
# sheet's charts, inlined. chromium: the sheet's browser test and benchmark (headless, offline).
packages=(
    build-essential cmake ninja-build pkg-config
    nlohmann-json3-dev catch2 libyaml-cpp-dev
    libqt6opengl6-dev libgl-dev
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-l10n-tools qt6-tools-dev qt6-tools-dev-tools
    qt6-translations-l10n
    xvfb xauth poppler-utils
    locales
    dpkg-dev file desktop-file-utils appstream
    clang libclang-rt-14-dev
    python3
    librsvg2-bin
    emscripten node-acorn nodejs libjs-chart.js chromium
)
if [ "${HEADROOM_CORE_ONLY:-0}" = 1 ]; then
    packages=(build-essential cmake ninja-build nlohmann-json3-dev catch2 libyaml-cpp-dev python3)
fi
if [ "${1:-}" = --list ]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    sudo_cmd=()
elif command -v sudo >/dev/null 2>&1; then
    sudo_cmd=(sudo)
else
    echo "error: missing packages (${missing[*]}) and neither root nor sudo available" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
