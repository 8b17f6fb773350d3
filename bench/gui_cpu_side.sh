#!/bin/sh
# gui_cpu_side.sh: the window's processor time per frame (all threads: the rasteriser's
# too) with everything on, this build against a reference build, run alternately on
# this machine so both meet the same load.
#   sh bench/gui_cpu_side.sh [build-dir [reference-bin-dir [runs [frames]]]]
# The full board (all 64 beads, no line) at 1280x720, headless (Mesa llvmpipe), each frame
# waited for; every run prints score4's cpu-ms-per-frame (getrusage over the frames after
# the first: waiting for a busy machine does not count), then the medians over the runs
# and the load seen. Processor time is what a frame's budget on a slower 2-core machine
# depends on. Build the reference with
#   git worktree add --detach ../old-938fa97 938fa97 && make -C ../old-938fa97 build
# The figures go to docs/benchmarks.md ("Window").
set -eu
BUILD=${1:-build}
REF=${2:-../old-938fa97/build/bin}
RUNS=${3:-7}
FRAMES=${4:-200}
for bin in "$BUILD/bin/score4" "$REF/score4"; do
    [ -x "$bin" ] || { echo "gui_cpu_side: $bin not built" >&2; exit 1; }
done
export SDL_VIDEODRIVER=offscreen
FULL=BBBW/WWBW/BBWB/WBWB/BWBB/WBWB/BBWB/WWBW/WWBW/BWBW/BBWB/WWBB/WBWW/BBWB/WWBW/BWWW
TMP=$(mktemp)
trap 'rm -f "$TMP"' EXIT
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
n=1
while [ "$n" -le "$RUNS" ]; do
    for side in this ref; do
        bin="$BUILD/bin/score4"
        [ "$side" = this ] || bin="$REF/score4"
        load=$(cut -d' ' -f1 /proc/loadavg)
        ms=$("$bin" --mode pvp --position "$FULL" --size 1280x720 --no-vsync --frame-stats \
                 --frames "$FRAMES" | sed -n 's/.*cpu-ms-per-frame: \([0-9.]*\).*/\1/p')
        echo "$side run $n: cpu-ms-per-frame $ms load $load" | tee -a "$TMP"
    done
    n=$((n + 1))
done
# median SIDE: the median of that side's runs.
median() {
    awk -v side="$1" '$1 == side { print $5 }' "$TMP" | sort -n |
        awk '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
                                 printf "%.2f (%.2f-%.2f)", m, v[1], v[NR] }'
}
loads=$(awk '{ print $7 }' "$TMP" | sort -n | awk '{ v[NR] = $1 } END { printf "%s-%s", v[1], v[NR] }')
echo "this build: $(median this) ms, reference: $(median ref) ms, median (range) of $RUNS runs each; load $loads"
