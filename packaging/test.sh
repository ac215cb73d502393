#!/usr/bin/env bash
# Builds Headroom and runs every test. The exit code is the tests' verdict.
# Then (issue 9) the same suite under AddressSanitizer + UndefinedBehaviorSanitizer (the "asan"
# preset of CMakePresets.json, build-asan/) and a short libFuzzer run of each fuzz target
# (build-fuzz/, clang): the catalog, scenario and config.json loaders, the recipe reader and the
# sheet's fragment parser. Skip those with HEADROOM_SKIP_ASAN=1 / HEADROOM_SKIP_FUZZ=1;
# HEADROOM_FUZZ_SECONDS sets the time per fuzz target (default 20). HEADROOM_WERROR=ON (set by
# .ci/run) makes compiler warnings errors in all three builds.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${HEADROOM_BUILD_DIR:-$root/build}
"$root/packaging/build.sh"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
verdict=0
werror=()
[ -n "${HEADROOM_WERROR:-}" ] && werror=(-DHEADROOM_WERROR="$HEADROOM_WERROR")
(cd "$build" && ctest --output-on-failure --parallel "$(nproc)" --timeout 600) || verdict=1

if [ "${HEADROOM_SKIP_ASAN:-0}" != 1 ]; then
    echo "== Tests under AddressSanitizer + UndefinedBehaviorSanitizer (build-asan)"
    cd "$root"
    if [ ! -f "$root/build-asan/CMakeCache.txt" ] || [ ${#werror[@]} -gt 0 ]; then
        cmake --preset asan "${werror[@]}" >/dev/null
    fi
    cmake --build --preset asan
    ctest --preset asan || verdict=1
fi

if [ "${HEADROOM_SKIP_FUZZ:-0}" != 1 ] && command -v clang++ >/dev/null 2>&1; then
    echo "== Fuzzing (build-fuzz), ${HEADROOM_FUZZ_SECONDS:-20} s per target"
    fuzz=$root/build-fuzz
    if [ ! -f "$fuzz/CMakeCache.txt" ]; then
        # Line tables only (-g1): a finding's stack needs file and line, not variables; full
        # debug info only lengthens the compile of the core.
        CC=clang CXX=clang++ cmake -S "$root" -B "$fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
            -DHEADROOM_FUZZ=ON -DHEADROOM_BUILD_UI=OFF -DHEADROOM_BUILD_TESTS=OFF "${werror[@]}"
    elif [ ${#werror[@]} -gt 0 ]; then
        cmake "${werror[@]}" "$fuzz" >/dev/null
    fi
    cmake --build "$fuzz" --parallel "$(nproc)" --target fuzzers
    mkdir -p "$fuzz/fuzz-work/artifacts"
    for target in catalog scenario modelconfig recipe fragment; do
        mkdir -p "$fuzz/fuzz-work/$target"
        log=$fuzz/fuzz-work/$target.log
        # The JSON loaders share json.dict; the recipe reader has YAML's tokens, the sheet's
        # fragment parser a URL's.
        case $target in
            recipe) dict=yaml.dict ;;
            fragment) dict=fragment.dict ;;
            *) dict=json.dict ;;
        esac
        # New inputs go to fuzz-work/<target> (first folder); the seed corpus stays read-only.
        if "$fuzz/tests/fuzz/fuzz_$target" "$fuzz/fuzz-work/$target" "$root/tests/fuzz/corpus/$target" \
            -dict="$root/tests/fuzz/$dict" -max_total_time="${HEADROOM_FUZZ_SECONDS:-20}" \
            -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
            -artifact_prefix="$fuzz/fuzz-work/artifacts/$target-" >"$log" 2>&1; then
            echo "fuzz_$target: no findings ($(grep -m1 'stat::number_of_executed_units' "$log" | awk '{print $2}') runs)"
        else
            echo "fuzz_$target: FINDING (crash input in $fuzz/fuzz-work/artifacts/):"
            tail -n 60 "$log"
            verdict=1
        fi
    done
fi
exit $verdict
