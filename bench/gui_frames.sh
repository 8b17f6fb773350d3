#!/bin/sh
# gui_frames.sh: the window's frame times on this machine (headless, Mesa llvmpipe).
#   sh bench/gui_frames.sh [build-dir [reference-bin-dir [help]]]
# Prints one line per measurement; the figures go to docs/benchmarks.md ("Window").
#   full board     median / p99 / max frame time at 1280x720 with all 64 beads (3 runs)
#   empty board    the same for the empty board: the in-run reference (clear, base, text)
#   late game      44 beads with everything on: threats shown, a peg hovered (its ghost and
#                  glow), beads in front of the last move and the hovered peg see-through (3 runs)
#   first frame    launch to the first finished frame, median of 5 launches
#   engine search  frame times while two engines search (engine vs engine, 1 s per move)
#   help           the full board with the help open (H, from a --script) against the same
#                  frames with it closed, alternately, 3 runs: at 1280x720 (one page) and
#                  at 640x360, where it has pages (page 1 the rules, page 2 keys); a third
#                  argument "help" runs only these
#   work per frame instructions and cycles per full-board frame over all threads, from
#                  `perf stat` (a 300-frame run minus a 50-frame run, / 250), when perf is
#                  installed and the machine has hardware counters (else
#                  bench/gui_instructions.sh): unlike times, counts do not move with the load
# Each line also gives CPU time per frame over all threads, which waiting for a busy
# machine does not inflate.
# Each frame is waited for (glFinish) so the time includes the rasteriser's work.
# With a reference directory (holding an older score4 and score4-engine), every
# measurement is run for both, alternately, so a change is compared under the same load:
# lines for the reference start with "ref".
set -eu
BUILD=${1:-build}
REF=${2:-}
PARTS=${3:-all}
BIN="$BUILD/bin/score4"
[ -x "$BIN" ] || { echo "gui_frames: $BIN not built (run make)" >&2; exit 1; }
[ -z "$REF" ] || [ -x "$REF/score4" ] || { echo "gui_frames: no $REF/score4" >&2; exit 1; }
export SDL_VIDEODRIVER=offscreen
# A full board with no line of either colour, as a drawn game ends (the window refuses a
# board where both colours have a line).
FULL=BBBW/WWBW/BBWB/WBWB/BWBB/WBWB/BBWB/WWBW/WWBW/BWBW/BBWB/WWBB/WBWW/BBWB/WWBW/BWWW
COMMON="--size 1280x720 --no-vsync --frame-stats"

# run LABEL ARGS...: the measurement with this build, then with the reference if any.
run() {
    label=$1
    shift
    printf '%s' "$label"
    "$BIN" "$@"
    if [ -n "$REF" ]; then
        printf 'ref %s' "$label"
        "$REF/score4" "$@"
    fi
}

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"

# help_frames: the help over the full board, open (SCRIPT) and closed, alternately, at each size.
help_frames() {
    for n in 1 2 3; do
        for case in "1280x720:closed:" "1280x720:open:key h" "640x360:closed:" \
                    "640x360:page 1:key h" "640x360:page 2:key h; key h"; do
            size=${case%%:*}
            rest=${case#*:}
            script=${rest#*:}
            set -- --mode pvp --position "$FULL" --size "$size" --no-vsync --frame-stats --frames 300
            [ -z "$script" ] || set -- "$@" --script "$script"
            run "$(printf 'help %-6s %-8s run %d: ' "${rest%%:*}" "$size" "$n")" "$@"
        done
    done
}
if [ "$PARTS" = help ]; then
    help_frames
    exit 0
fi
for n in 1 2 3; do
    run "full board  run $n: " --mode pvp --position "$FULL" $COMMON --frames 300
done
run 'empty board run 1: ' --mode pvp $COMMON --frames 300
LATE="D1 D2 A2 C1 D4 D1 C2 D4 C4 B3 B1 C2 B1 A4 C1 B1 C2 A4 A3 D4 C3 C1 A4 B2 D2 B2 B3 D4 B4 D2 C1 B1 A1 D3 C4 A1 A2 D3 B4 D3 D2 A1 D1 C2"
for n in 1 2 3; do
    run "late game   run $n: " --mode pvp --moves "$LATE" --script "key t; hover A3" $COMMON --frames 300
done
for n in 1 2 3 4 5; do
    run "first frame run $n: " --mode pvp --position "$FULL" $COMMON --frames 1 |
        sed 's/\(first-frame-ms: [0-9.]*\).*/\1/;s/frames: 0 //'
done
run 'engine search:     ' --mode eve $COMMON --frames 600
help_frames

# work LABEL BIN: instructions and cycles per frame of BIN, full board.
work() {
    count() {
        perf stat -x, -e instructions,cycles "$2" --mode pvp --position "$FULL" --size 1280x720 \
            --no-vsync --frames "$1" 2>&1 >/dev/null |
            awk -F, '/instructions/ { i = $1 } /cycles/ { c = $1 } END { print i, c }'
    }
    printf '%s' "$1"
    echo "$(count 50 "$2") $(count 300 "$2")" |
        awk '{ printf "instructions-per-frame: %.1f M cycles-per-frame: %.1f M\n", ($3 - $1) / 250e6, ($4 - $2) / 250e6 }'
}
# A virtual machine may have perf but no hardware counters ("<not supported>"): a count first.
if command -v perf >/dev/null 2>&1 && perf stat -x, -e instructions true 2>&1 | grep -q '^[0-9]'; then
    for n in 1 2 3; do
        work "work per frame run $n: " "$BIN"
        [ -z "$REF" ] || work "ref work per frame run $n: " "$REF/score4"
    done
else
    echo "# perf counts no instructions here: bench/gui_instructions.sh counts them with callgrind"
fi
