#!/bin/sh
# Every benchmark of docs/benchmarks.md: the engine's, the match runner's, the Connect Four
# solver's and the window's.
# Usage: sh bench/run-all.sh BUILD_DIR    (make bench passes its build directory)
# S4_SOLVE_COUNT (default 10) sets how many random 28-bead positions are solved, S4_SOLVE_DEEP
# (default 3) how many of 24 and 20 beads; S4_MATCH_GAMES (default 20) the games of each match;
# S4_BASELINE_ENGINE, when set, an older engine binary to play a match against.
set -eu
BIN="${1:-build}/bin"
SOLVE_COUNT="${S4_SOLVE_COUNT:-10}"
SOLVE_DEEP="${S4_SOLVE_DEEP:-3}"
GAMES="${S4_MATCH_GAMES:-20}"
for tool in score4-engine score4-bench score4-match match_stub_engine; do
  if [ ! -x "$BIN/$tool" ]; then
    echo "bench: $BIN/$tool is missing: build first (make)" >&2
    exit 1
  fi
done
echo "== machine"
lscpu 2>/dev/null | grep -E '^(Model name|CPU\(s\))' || true
uptime
echo "== score4-engine bench: fixed depths, one thread"
"$BIN/score4-engine" bench
echo "== time to depth 11 with 1 and 2 threads"
"$BIN/score4-bench" threads 11 2
echo "== depth reached from the empty board in 1 s (2 threads)"
echo "move;" | "$BIN/score4-engine" --movetime 1000 --threads 2 --verbose 2>&1 >/dev/null
echo "== random positions solved exactly, one thread"
"$BIN/score4-bench" solve 28 "$SOLVE_COUNT" 1 | tail -1
for beads in 24 20; do
  "$BIN/score4-bench" solve "$beads" "$SOLVE_DEEP" 1 | tail -1
done
echo "== strength: new engine against the weak reference player"
"$BIN/score4-match" --games "$GAMES" --limit 3000 --quiet --records /tmp/score4-bench-weak.txt \
  "$BIN/score4-engine --movetime 50 --threads 1" "$BIN/match_stub_engine score4 weak 11" | tail -3
if [ -n "${S4_BASELINE_ENGINE:-}" ]; then
  echo "== strength: against the baseline engine $S4_BASELINE_ENGINE"
  "$BIN/score4-match" --games "$GAMES" --limit 3000 --quiet --records /tmp/score4-bench-baseline.txt \
    "$BIN/score4-engine --movetime 200 --threads 1" "$S4_BASELINE_ENGINE --movetime 200" | tail -3
fi
# The other parts' benchmarks, when their scripts are here.
if [ -f bench/solver_sets.sh ]; then
  # Begin-Hard in full takes hours here: its first S4_HARD_COUNT (default 100) positions.
  echo "== Connect Four solver: the six benchmark sets (bench/solver_sets.sh)"
  sh bench/solver_sets.sh "${1:-build}" 64 L3_R1 L2_R1 L2_R2 L1_R1 L1_R2 "L1_R3:${S4_HARD_COUNT:-100}"
  echo "== Connect Four solver: the empty 7x6 board (bench/solver_empty.sh)"
  sh bench/solver_empty.sh "${1:-build}"
fi
if [ -f bench/gui_frames.sh ] && [ -x "${1:-build}/bin/score4" ]; then
  echo "== window frames (bench/gui_frames.sh)"
  sh bench/gui_frames.sh "${1:-build}"
fi
if [ -f bench/gui_spawn_stall.sh ] && [ -x "${1:-build}/bin/score4" ]; then
  echo "== window: the longest frame when a child process starts (bench/gui_spawn_stall.sh)"
  sh bench/gui_spawn_stall.sh "${1:-build}" "" 3
fi
if [ -f bench/gui_window_query.sh ] && [ -x "${1:-build}/bin/score4-window-query" ]; then
  echo "== window: the X11 size query of every frame (bench/gui_window_query.sh, under xvfb-run)"
  sh bench/gui_window_query.sh "${1:-build}" 3
fi
