#!/bin/sh
# gui_window_query.sh: what the window's per-frame size query costs under X11
# (src/gui/app/window_size.c: an XGetGeometry round trip to the X server every frame).
#   sh bench/gui_window_query.sh [build-dir [runs [reference-bin-dir]]]
# Under a fresh Xvfb (xvfb-run -a, a 1920x1080x24 screen, no window manager), RUNS times
# (default 3):
#   query          bench/gui_window_query.c: gui_window_size against SDL_GetWindowSize and
#                  SDL_GL_GetDrawableSize, each call timed alone, in alternating blocks,
#                  back to back ("idle") and each right after a frame ("after-swap"), and
#                  those frames with their call ("frame+call")
#   full board     score4's frames under the same X server, full board at 1280x720
#                  (median-ms): the frame the query's share is taken of
#   share          gui_window_size's median (idle, after a swap) over that frame's median
#                  and over the 16.7 ms of a frame at 60 Hz
# With a reference directory holding a score4 built without libx11 (so without the query:
# configured with PKG_CONFIG_LIBDIR pointing at a copy of the pkg-config directory without x11.pc), the full-board frames alternate
# between the two builds, and lines for the reference start with "ref".
# Without xvfb-run the runs use SDL's offscreen driver, and the query's own output says that
# there is no X there, so no query to measure. The figures go to docs/benchmarks.md.
set -eu
BUILD=${1:-build}
RUNS=${2:-3}
REF=${3:-}
QUERY="$BUILD/bin/score4-window-query"
BIN="$BUILD/bin/score4"
for tool in "$QUERY" "$BIN"; do
    [ -x "$tool" ] || { echo "gui_window_query: $tool not built (run make)" >&2; exit 1; }
done
[ -z "$REF" ] || [ -x "$REF/score4" ] || { echo "gui_window_query: no $REF/score4" >&2; exit 1; }
if [ -z "${S4_QUERY_INNER:-}" ]; then
    if command -v xvfb-run >/dev/null 2>&1; then
        export S4_QUERY_INNER=1
        exec xvfb-run -a -s "-screen 0 1920x1080x24" sh "$0" "$@"
    fi
    echo "# no xvfb-run: SDL's offscreen driver, where the window asks no X server"
    export SDL_VIDEODRIVER=offscreen
fi
# A full board with no line of either colour (the window refuses one with both colours' lines).
FULL=BBBW/WWBW/BBWB/WBWB/BWBB/WBWB/BBWB/WWBW/WWBW/BWBW/BBWB/WWBB/WBWW/BBWB/WWBW/BWWW

# frames LABEL SCORE4: the full-board frames of that score4 under this display; prints the
# line, and keeps its median in the file $frames_out.
frames() {
    line=$("$2" --mode pvp --position "$FULL" --size 1280x720 --no-vsync --frame-stats --frames 300)
    echo "$1$line"
    echo "$line" | sed -n 's/.*median-ms: \([0-9.]*\).*/\1/p' >"$frames_out"
}

frames_out=$(mktemp)
query_out=$(mktemp)
trap 'rm -f "$frames_out" "$query_out"' EXIT
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)," \
     "display ${DISPLAY:-none}"
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
n=1
while [ "$n" -le "$RUNS" ]; do
    echo "== run $n"
    "$QUERY" >"$query_out"
    cat "$query_out"
    [ -z "$REF" ] || frames "ref full board: " "$REF/score4"
    frames "full board: " "$BIN"
    awk -v frame="$(cat "$frames_out")" '
        $2 == "gui_window_size" && ($1 == "idle" || $1 == "after-swap") {
            us = $6
            printf "share %-10s gui_window_size %.1f us: %.2f %% of the %.3f ms frame, %.2f %% of 16.7 ms\n",
                   $1, us, us / (frame * 10), frame, us / 167
        }' "$query_out"
    n=$((n + 1))
done
