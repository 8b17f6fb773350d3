#!/bin/sh
# gui_spawn_stall.sh: the longest frame when the window starts a child process, headless
# (Mesa llvmpipe): asking for a hint (the analysis runs as a child) and a new game against
# the engine (a fresh engine process).
#   sh bench/gui_spawn_stall.sh [build-dir [reference-bin-dir [runs]]]
# Each scenario runs `runs` times (default 5), alternating with the reference's binaries
# when given, and prints max-ms and p99-ms per run; the figures go to docs/benchmarks.md
# ("Window"). A start screen comes first, as for a player, so the 2D drawing is warm.
set -eu
BUILD=${1:-build}
REF=${2:-}
RUNS=${3:-5}
[ -x "$BUILD/bin/score4" ] || { echo "gui_spawn_stall: $BUILD/bin/score4 not built" >&2; exit 1; }
export SDL_VIDEODRIVER=offscreen
HOME_DIR=$(mktemp -d)
trap 'rm -rf "$HOME_DIR"' EXIT

# measure LABEL BIN SCRIPT: one run's frame figures.
measure() {
    rm -rf "$HOME_DIR/config"
    printf '%s ' "$1"
    XDG_CONFIG_HOME="$HOME_DIR/config" "$2" --size 1280x720 --no-vsync --mute --frame-stats \
        --frames 200 --script "$3" 2>&1 | tail -1 |
        sed 's/.*\(median-ms: [0-9.]*\) \(p99-ms: [0-9.]*\) \(max-ms: [0-9.]*\).*/\1 \2 \3/'
}

HINT="menu-select opponent person; menu-start; wait 10; play B2; play C3; wait 5; key I; wait-engine; wait 2"
NEW="menu-select difficulty beginner; menu-start; wait 10; play B2; wait-engine; wait 5; key N; wait-engine; wait 2"
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for n in $(seq "$RUNS"); do
    for scenario in hint new; do
        script=$HINT
        [ "$scenario" = new ] && script=$NEW
        measure "$scenario run $n:" "$BUILD/bin/score4" "$script"
        [ -z "$REF" ] || measure "ref $scenario run $n:" "$REF/score4" "$script"
    done
done
