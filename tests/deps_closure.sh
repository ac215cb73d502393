#!/usr/bin/env bash
# Everything the build, the tests and the packaging use comes from a Debian package that
# packaging/deps.sh installs on a bare Debian 12 machine: listed there, pulled in by a listed
# package (apt-cache depends --recurse, Depends and Pre-Depends only, as deps.sh installs with
# --no-install-recommends), or Priority: required (on every Debian system; Debian Policy 2.5).
# A package that is merely installed here passes nothing: this machine has more than a bare one.
#
# Checked: the CMake package configs the configure step found (the *_DIR entries of
# CMakeCache.txt), the tools it chose (CMAKE_* and HEADROOM_* FILEPATH entries: compiler,
# linker, ninja, dpkg-deb), and the programs and files given with --program / --file (what the
# tests, the benchmarks and the packaging scripts call). Each is mapped to its package with
# dpkg -S.
#
# Usage: deps_closure.sh --deps packaging/deps.sh --cache build/CMakeCache.txt
#                        [--program NAME|PATH]... [--file PATH]...
# Exit 0 when all is covered, 1 naming each package (and what needs it) otherwise, 2 when the
# check cannot run (no dpkg or apt-cache, an unreadable cache).
set -uo pipefail

deps=
cache=
programs=()
files=()
while [ $# -gt 0 ]; do
    case "$1" in
    --deps) deps=$2; shift 2 ;;
    --cache) cache=$2; shift 2 ;;
    --program) programs+=("$2"); shift 2 ;;
    --file) files+=("$2"); shift 2 ;;
    *) echo "deps_closure: unknown argument $1" >&2; exit 2 ;;
    esac
done
for tool in dpkg dpkg-query apt-cache; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "deps_closure: $tool not found: this check needs a Debian system" >&2
        exit 2
    fi
done
if [ ! -r "$cache" ] || [ ! -r "$deps" ]; then
    echo "deps_closure: cannot read ${cache:-the CMake cache (--cache)} or ${deps:-deps.sh (--deps)}" >&2
    exit 2
fi

mapfile -t listed < <(bash "$deps" --list)
if [ ${#listed[@]} -eq 0 ]; then
    echo "deps_closure: $deps --list printed no packages" >&2
    exit 2
fi

# Every listed package must be known to apt: from the package lists or, for an installed one,
# dpkg's status file. Without `apt-get update` (a Docker image with /var/lib/apt/lists emptied)
# a listed package that is not installed is unknown, and its dependencies with it: fail, do not
# guess. (apt-cache show skips unknown names quietly when it finds others: compare the names.)
declare -A known=()
while read -r p; do known[$p]=1; done < <(apt-cache show --no-all-versions "${listed[@]}" 2>/dev/null |
    sed -n 's/^Package: //p')
unknown=()
for p in "${listed[@]}"; do [ -n "${known[$p]:-}" ] || unknown+=("$p"); done
if [ ${#unknown[@]} -gt 0 ]; then
    echo "deps_closure: apt knows nothing of ${unknown[*]} (listed in $deps): a misspelt name," \
        "or no package lists (run apt-get update) and the package not installed" >&2
    exit 1
fi

declare -A covered=()
for p in "${listed[@]}"; do covered[$p]="listed in deps.sh"; done
while read -r p; do
    p=${p%:any}
    p=${p%:amd64}
    [ -n "${covered[$p]:-}" ] || covered[$p]="a dependency of deps.sh's packages"
done < <(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances "${listed[@]}" 2>/dev/null | grep -E '^[a-z0-9]')

declare -A required=()
while IFS=$'\t' read -r p priority; do
    [ "$priority" = required ] && required[$p]=1
done < <(dpkg-query -W -f='${Package}\t${Priority}\n' 2>/dev/null)

# What to check: "path<TAB>why", collected first so that dpkg -S runs once for all of them.
items=()
problems=()
# CMake package configs: <Name>_DIR holds <Name>Config.cmake or <name>-config.cmake.
while IFS='=' read -r key dir; do
    name=${key%%_DIR:PATH}
    for config in "$dir/${name}Config.cmake" "$dir/${name,,}-config.cmake"; do
        if [ -f "$config" ]; then
            items+=("$config"$'\t'"CMake package $name ($key)")
            break
        fi
    done
done < <(grep -E '^[A-Za-z0-9_]+_DIR:PATH=/' "$cache")
# The tools the configure step chose (compiler, archiver, linker, ninja: CMAKE_*) and the
# programs the project looked up itself (HEADROOM_*). Other FILEPATH entries are what find
# modules found on the side (FindOpenGL records libEGL and libGLU when present, unused): a bare
# machine without them configures all the same.
while IFS='=' read -r key path; do
    [ -f "$path" ] && items+=("$path"$'\t'"${key%%:FILEPATH} from CMakeCache.txt")
done < <(grep -E '^(CMAKE|HEADROOM)_[A-Za-z0-9_]+:FILEPATH=/' "$cache")
# A program named without a path is looked up as on a bare machine: in Debian's own folders,
# not in what this machine adds to PATH (pyenv shims, /usr/local, ~/.cargo).
for program in "${programs[@]}"; do
    path=$program
    [[ $program == /* ]] || path=$(PATH=/usr/sbin:/usr/bin:/sbin:/bin command -v "$program" 2>/dev/null)
    if [ -z "$path" ] || [ ! -e "$path" ]; then
        problems+=("program $program is not installed in /usr/bin, /usr/sbin, /bin or /sbin: packaging/deps.sh must install the package that provides it")
        continue
    fi
    here=$(command -v "$program" 2>/dev/null)
    if [ -n "$here" ] && [ "$here" != "$path" ] && [[ $program != /* ]]; then
        echo "note: $program runs as $here here; a bare machine runs $path"
    fi
    items+=("$path"$'\t'"program $program")
done
for file in "${files[@]}"; do
    if [ ! -e "$file" ]; then
        problems+=("$file does not exist: packaging/deps.sh must install the package that provides it")
        continue
    fi
    items+=("$file"$'\t'"file")
done

# The names dpkg may know a path by: as given, with its symlinks resolved (/usr/bin/c++ is
# g++-12's file) and across the /usr merge (dpkg knows bash as /bin/bash, not /usr/bin/bash).
candidates() {
    local list=("$1") real path
    real=$(readlink -f "$1" 2>/dev/null) && [ "$real" != "$1" ] && list+=("$real")
    for path in "${list[@]}"; do
        case "$path" in
        /usr/bin/* | /usr/sbin/* | /usr/lib/* | /usr/lib64/*) list+=("${path#/usr}") ;;
        /bin/* | /sbin/* | /lib/* | /lib64/*) list+=("/usr$path") ;;
        esac
    done
    printf '%s\n' "${list[@]}"
}
declare -A owner=()
all=()
for item in "${items[@]}"; do
    mapfile -t c < <(candidates "${item%%$'\t'*}")
    all+=("${c[@]}")
done
# dpkg -S prints "pkg[:arch][, pkg...]: path" per match; diversions are not owners.
while IFS= read -r line; do
    [[ $line == "diversion by"* ]] && continue
    path=${line##*: }
    pkgs=${line%: *}
    owner[$path]="${owner[$path]:+${owner[$path]}, }$pkgs"
done < <(dpkg -S "${all[@]}" 2>/dev/null)

declare -A reported=()
for item in "${items[@]}"; do
    path=${item%%$'\t'*}
    what=${item#*$'\t'}
    pkgs=
    while IFS= read -r c; do
        if [ -n "${owner[$c]:-}" ]; then
            pkgs=${owner[$c]}
            break
        fi
    done < <(candidates "$path")
    if [ -z "$pkgs" ]; then
        problems+=("$what: $path belongs to no Debian package, so no package list can promise it")
        continue
    fi
    ok=
    first=
    IFS=',' read -ra names <<<"$pkgs"
    for p in "${names[@]}"; do
        p=${p# }
        p=${p%%:*}
        first=${first:-$p}
        if [ -n "${covered[$p]:-}" ] || [ -n "${required[$p]:-}" ]; then
            ok=1
            break
        fi
    done
    [ -n "$ok" ] && continue
    [ -n "${reported[$first]:-}" ] && continue
    reported[$first]=1
    problems+=("$first (owns $path, needed as $what) is not in packaging/deps.sh, not pulled in by its packages and not Priority: required: add $first to packaging/deps.sh")
done
entries=${#items[@]}

if [ "$entries" -lt 10 ]; then
    echo "deps_closure: only $entries things to check in $cache: not a configured Headroom build?" >&2
    exit 2
fi
if [ ${#problems[@]} -gt 0 ]; then
    printf '%s\n' "${problems[@]}" >&2
    exit 1
fi
echo "deps_closure: $entries configs, programs and files, all from packages deps.sh installs" \
    "(${#listed[@]} listed, ${#covered[@]} with their dependencies) or Priority: required"
