#!/bin/sh
# gui_engine_stall.sh: the window's longest frame when an engine misbehaves, headless
# (Mesa llvmpipe): an engine that closes its output instead of moving (close), one that
# ignores `quit;` when N starts a new game (stubborn) or when the game is left for the start
# screen (leave: Esc, Y), and N while the real engine thinks (think: expert level, N a few
# frames after its move was asked). SCENARIOS="close leave" runs only those.
#   sh bench/gui_engine_stall.sh [build-dir [reference-bin-dir [runs]]]
# Each scenario runs `runs` times (default 3), alternating with the reference's window
# when given (the stub engine is always the build's), and prints median-ms p99-ms max-ms
# per run; the figures go to bench/results/window.tsv (REF: binaries of a commit before,
# run in turn with the build's).
set -eu
BUILD=${1:-build}
REF=${2:-}
RUNS=${3:-3}
[ -x "$BUILD/bin/score4" ] || { echo "gui_engine_stall: $BUILD/bin/score4 not built" >&2; exit 1; }
export SDL_VIDEODRIVER=offscreen
HOME_DIR=$(mktemp -d)
trap 'rm -rf "$HOME_DIR"' EXIT
STUB="exec $(cd "$BUILD/bin" && pwd)/gui_stub_engine"
ENGINE="$(cd "$BUILD/bin" && pwd)/score4-engine"

# measure LABEL BIN ENGINE SCRIPT: one run's frame figures.
measure() {
    rm -rf "$HOME_DIR/config"
    printf '%s ' "$1"
    XDG_CONFIG_HOME="$HOME_DIR/config" "$2" --size 1280x720 --no-vsync --mute --frame-stats \
        --engine "$3" --frames 200 --script "$4" 2>&1 | tail -1 |
        sed 's/.*\(median-ms: [0-9.]*\) \(p99-ms: [0-9.]*\) \(max-ms: [0-9.]*\).*/\1 \2 \3/'
}

START="menu-select difficulty beginner; menu-start; wait 10"
CLOSE="$START; play B2; wait 60"
STUBBORN="$START; play B2; wait-engine; wait 5; key N; wait 60"
LEAVE="$START; play B2; wait-engine; wait 5; key Escape; wait 2; key Y; wait 60"
THINK="menu-select difficulty expert; menu-start; wait 10; play B2; wait 3; key N; wait 60"
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for n in $(seq "$RUNS"); do
    for scenario in ${SCENARIOS:-close stubborn leave think}; do
        case $scenario in
        close) engine="$STUB close" script=$CLOSE ;;
        stubborn) engine="$STUB stubborn" script=$STUBBORN ;;
        leave) engine="$STUB stubborn" script=$LEAVE ;;
        think) engine=$ENGINE script=$THINK ;;
        esac
        measure "$scenario run $n:" "$BUILD/bin/score4" "$engine" "$script"
        [ -z "$REF" ] || measure "ref $scenario run $n:" "$REF/score4" "$engine" "$script"
    done
done
