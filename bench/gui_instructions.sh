#!/bin/sh
# gui_instructions.sh: the instructions the window executes per frame (all threads: the
# rasteriser's too), counted by valgrind's callgrind, for this build and a reference build.
#   sh bench/gui_instructions.sh [build-dir [reference-bin-dir [frames]]]
# The full board (all 64 beads, no line) at 1280x720, headless (Mesa llvmpipe), animations
# off, each frame waited for. A count is exact and the same at any load, where processor
# time on a shared 2-core machine moves by a third from run to run; the first frames
# (shader compiles, glyphs) are left out by counting a run of 5 frames and one of 5 + N and
# dividing the difference by the difference of the frames they drew. On this AMD host the ratio of two builds' counts matched the ratio
# of their processor times (bench/gui_cpu_side.sh); a count is blind to what an instruction
# costs, so texture reads (gathers) weigh less than they take. Each side takes about a
# minute. The figures go to docs/benchmarks.md ("Window").
set -eu
BUILD=${1:-build}
REF=${2:-../old-938fa97/build/bin}
FRAMES=${3:-20}
command -v valgrind >/dev/null || { echo "gui_instructions: valgrind is not installed" >&2; exit 1; }
for bin in "$BUILD/bin/score4" "$REF/score4"; do
    [ -x "$bin" ] || { echo "gui_instructions: $bin not built" >&2; exit 1; }
done
export SDL_VIDEODRIVER=offscreen
FULL=BBBW/WWBW/BBWB/WBWB/BWBB/WBWB/BBWB/WWBW/WWBW/BWBW/BBWB/WWBB/WBWW/BBWB/WWBW/BWWW
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# count BIN N: the instructions of a run of N frames, and the frames it drew after its first
# (a run ends on a frame drawn at rest, so it may draw more than N).
count() {
    valgrind --tool=callgrind --cache-sim=no --callgrind-out-file="$TMP/out" "$1" --mode pvp \
        --position "$FULL" --size 1280x720 --no-vsync --no-animation --frame-stats \
        --frames "$2" >"$TMP/stats" 2>"$TMP/err" || { cat "$TMP/err" >&2; exit 1; }
    awk '$1 == "totals:" { printf "%.0f ", $2 }' "$TMP/out"
    sed -n 's/^frames: \([0-9]*\) .*/\1/p' "$TMP/stats"
}
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
for side in this ref; do
    bin="$BUILD/bin/score4"
    [ "$side" = this ] || bin="$REF/score4"
    a=$(count "$bin" 5)
    b=$(count "$bin" $((5 + FRAMES)))
    echo "$a $b" | awk -v bin="$bin" -v side="$side" '{
        printf "%s: %.1f M instructions per frame (%d frames; %s)\n", side, ($3 - $1) / ($4 - $2) / 1e6, $4 - $2, bin }'
done
