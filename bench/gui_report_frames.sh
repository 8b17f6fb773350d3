#!/bin/sh
# gui_report_frames.sh: the window's frame times while the game report is computed in the
# background, against the same window on the result panel with no report, run alternately
# so both meet the same load. Headless (Mesa llvmpipe), 1280x720, each frame waited for.
#   sh bench/gui_report_frames.sh [build-dir [runs [frames]]]
# The game: game 3 of the quiet 100 ms record (59 moves), its last move played by the
# script, the report opened and left (its job goes on) so both draw the board and the result
# panel; with the default budgets the report takes longer than the frames measured, so
# every measured frame is drawn while the job (a thread at nice 19 and its engine child)
# works. Prints median-ms, p99-ms, max-ms and cpu-ms-per-frame for each run. The figures go
# to docs/benchmarks.md ("Window").
set -eu
BUILD=${1:-build}
RUNS=${2:-3}
FRAMES=${3:-300}
BIN="$BUILD/bin/score4"
[ -x "$BIN" ] || { echo "gui_report_frames: $BIN not built" >&2; exit 1; }
export SDL_VIDEODRIVER=offscreen
HOME_DIR=$(mktemp -d)
trap 'rm -rf "$HOME_DIR"' EXIT
DIR=$(cd "$(dirname "$0")" && pwd)
GAME=$(sed -n 3p "$DIR/records/score4-main-ec81d01-vs-938fa97-100ms-quiet-no-books.txt" |
       sed 's/ #.*//' | cut -d' ' -f3-)
LAST=${GAME##* }
FIRST=${GAME% *}

# measure LABEL SCRIPT: one run's frame figures, from a fresh data directory (no cache).
measure() {
    rm -rf "$HOME_DIR/data" "$HOME_DIR/state" "$HOME_DIR/config"
    printf '%s ' "$1"
    XDG_DATA_HOME="$HOME_DIR/data" XDG_STATE_HOME="$HOME_DIR/state" \
    XDG_CONFIG_HOME="$HOME_DIR/config" "$BIN" --mode pvp --moves "$FIRST" --size 1280x720 \
        --no-vsync --mute --frame-stats --script "$2" --frames "$FRAMES" 2>&1 | tail -1 |
        sed 's/.*\(median-ms: [0-9.]*\) \(p99-ms: [0-9.]*\) \(max-ms: [0-9.]*\).*\(cpu-ms-per-frame: [0-9.]*\).*/\1 \2 \3 \4/'
}

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
n=1
while [ "$n" -le "$RUNS" ]; do
    measure "report run $n:" "play $LAST; wait 2; button result:report; wait 5; key Escape; wait 30"
    measure "result panel run $n:" "play $LAST; wait 2; wait 30"
    n=$((n + 1))
done
