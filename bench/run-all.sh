#!/bin/sh
# Every benchmark of docs/benchmarks.md: the engine's, the match runner's, the solvers' and the
# window's. Each figure is recorded in bench/results/<area>.tsv with this machine, the date and
# the commit (bench/results.py record), and the docs' tables are rendered from those files at
# the end (bench/results.py render): commit bench/results/ and docs/ together.
# Usage: sh bench/run-all.sh BUILD_DIR [PART...]    (make bench passes its build directory)
# PARTs: engine match solve connect-solver window (default: all).
# S4_SOLVE_COUNT (default 10) sets how many random 28-bead positions are solved, S4_SOLVE_DEEP
# (default 3) how many of 24 and 20 beads; S4_MATCH_GAMES (default 20) the games of each match;
# S4_BASELINE_ENGINE, when set, an older engine binary to play a match against.
set -eu
BUILD="${1:-build}"
BIN="$BUILD/bin"
[ $# -gt 0 ] && shift
PARTS="${*:-engine match solve connect-solver window}"
SOLVE_COUNT="${S4_SOLVE_COUNT:-10}"
SOLVE_DEEP="${S4_SOLVE_DEEP:-3}"
GAMES="${S4_MATCH_GAMES:-20}"
HERE=$(cd "$(dirname "$0")" && pwd)
for tool in score4-engine score4-bench score4-match match_stub_engine; do
  if [ ! -x "$BIN/$tool" ]; then
    echo "bench: $BIN/$tool is missing: build first (make)" >&2
    exit 1
  fi
done
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

want() { case " $PARTS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
# record AREA MEASURE FIGURE COMMAND: one row of bench/results/AREA.tsv (skipped if FIGURE is empty).
record() {
  if [ -n "$3" ]; then
    python3 "$HERE/results.py" record "$1" "$2" "$3" "$4"
    echo "recorded: $1: $2: $3"
  else
    echo "bench: no figure for '$2' (its output changed?): not recorded" >&2
  fi
}

echo "== machine"
lscpu 2>/dev/null | grep -E '^(Model name|CPU\(s\))' || true
uptime

if want engine; then
  echo "== score4-engine bench: fixed depths, one thread"
  "$BIN/score4-engine" bench | tee "$OUT/bench"
  record engine "nodes per second, one thread (score4-engine bench)" \
    "$(awk '/^cpu:/ { cpu = $5 } /^bench: nodes/ { printf "%.2f M (processor time; %.2f M wall; bench nodes %s)", cpu / 1e6, $NF / 1e6, $3 }' "$OUT/bench")" \
    "score4-engine bench"
  echo "== time to depth 14 with 1 and 2 threads"
  "$BIN/score4-bench" threads 14 2 | tee "$OUT/threads"
  record engine "time to depth 14, 2 threads against 1 (4 positions)" \
    "$(awk '/^threads:/ { printf "%.2fx", $NF }' "$OUT/threads")" "score4-bench threads 14 2"
  echo "== depth reached from the empty board in 1 s (one thread)"
  echo "move;" | "$BIN/score4-engine" --movetime 1000 --threads 1 --no-book --verbose 2>&1 >/dev/null | tee "$OUT/depth"
  record engine "depth completed from the empty board in 1 s, one thread" \
    "$(grep -o 'depth [0-9]*' "$OUT/depth" | tail -1 | cut -d' ' -f2)" \
    'echo "move;" | score4-engine --movetime 1000 --threads 1 --no-book --verbose'
fi

if want solve; then
  echo "== random positions proved by the engine's search, one thread"
  "$BIN/score4-bench" solve 28 "$SOLVE_COUNT" 1 | tail -1 | tee "$OUT/solve"
  record engine "random 28-bead positions proved by the search, mean processor time" \
    "$(sed -n 's/.*mean cpu \([0-9.]*\) ms, worst \([0-9.]*\) ms.*/\1 ms ('"$SOLVE_COUNT"' positions, worst \2 ms)/p' "$OUT/solve")" \
    "score4-bench solve 28 $SOLVE_COUNT 1"
  for beads in 24 20; do
    "$BIN/score4-bench" solve "$beads" "$SOLVE_DEEP" 1 | tail -1
  done
fi

if want match; then
  echo "== strength: new engine against the weak reference player"
  "$BIN/score4-match" --games "$GAMES" --limit 3000 --quiet --records "$OUT/weak.txt" \
    "$BIN/score4-engine --movetime 50 --threads 1" "$BIN/match_stub_engine score4 weak 11" | tail -3 | tee "$OUT/weak"
  record strength "against the tests' weak player, 50 ms, $GAMES games" \
    "$(sed -n 's/^A: \([0-9]*\) wins, \([0-9]*\) draws, \([0-9]*\) losses.*/\1 wins, \2 draws, \3 losses/p' "$OUT/weak")" \
    "sh bench/run-all.sh build match"
  echo "== levels: simple players against Beginner (bench/levels_players.py)"
  python3 "$HERE/levels_players.py" --bin "$BIN" --games 2000 --levels 1 | tee "$OUT/players"
  record strength "Beginner (level 1) against a player who takes wins and never blocks, 2000 games from the empty board" \
    "$(sed -n 's/^wins  vs level  1: .* wins \(.*\)$/\1; goal >= 25 %/p' "$OUT/players")" \
    "bench/levels_players.py --games 2000 --levels 1"
  record strength "Beginner (level 1) against the tests' weak player (takes wins, blocks), 2000 games from the empty board" \
    "$(sed -n 's/^weak  vs level  1: .* wins \(.*\)$/\1; goal >= 60 %/p' "$OUT/players")" \
    "bench/levels_players.py --games 2000 --levels 1"
  if [ -n "${S4_BASELINE_ENGINE:-}" ]; then
    echo "== strength: against the baseline engine $S4_BASELINE_ENGINE"
    "$BIN/score4-match" --games "$GAMES" --limit 3000 --quiet --records "$OUT/baseline.txt" \
      "$BIN/score4-engine --movetime 200 --threads 1" "$S4_BASELINE_ENGINE --movetime 200" | tail -3
  fi
fi

if want connect-solver && [ -f "$HERE/solver_sets.sh" ]; then
  # Begin-Hard in full takes hours here: its first S4_HARD_COUNT (default 100) positions.
  echo "== Connect Four solver: the six benchmark sets (bench/solver_sets.sh)"
  sh "$HERE/solver_sets.sh" "$BUILD" 64 L3_R1 L2_R1 L2_R2 L1_R1 L1_R2 "L1_R3:${S4_HARD_COUNT:-100}" | tee "$OUT/sets"
  # | set | name | positions | wrong | mean wall | median wall | mean cpu | median cpu | mean nodes | published mean |
  grep '^| L[0-9]_R[0-9]' "$OUT/sets" | while IFS='|' read -r _ set name n wrong mean median _ _ nodes pub; do
    set=$(echo $set); name=$(echo $name); n=$(echo $n)
    record connect-solver "$name ($set, $n positions): mean / median wall" \
      "$(echo $mean) / $(echo $median) (published $(echo $pub)); $(echo $nodes) nodes; $(echo $wrong) wrong" \
      "sh bench/solver_sets.sh build 64 $set"
  done
  echo "== Connect Four solver: the empty 7x6 board (bench/solver_empty.sh)"
  sh "$HERE/solver_empty.sh" "$BUILD" | tee "$OUT/empty"
  record connect-solver "the empty 7x6 board (first player wins)" \
    "$(sed -n 's/^wall: \(.*\)/\1 wall/p' "$OUT/empty")" "sh bench/solver_empty.sh build"
fi

if want window && [ -x "$BIN/score4" ]; then
  if [ -f "$HERE/gui_frames.sh" ]; then
    echo "== window frames (bench/gui_frames.sh)"
    sh "$HERE/gui_frames.sh" "$BUILD" | tee "$OUT/frames"
    # the median of the three full-board runs' median frames
    record window "full board, 1280x720, median frame (offscreen)" \
      "$(grep '^full board' "$OUT/frames" | sed -n 's/.*median-ms: \([0-9.]*\).*/\1/p' | sort -n | sed -n 2p | sed 's/$/ ms (median of 3 runs)/')" \
      "sh bench/gui_frames.sh build"
    record window "launch to first finished frame" \
      "$(grep '^first frame' "$OUT/frames" | sed -n 's/.*first-frame-ms: \([0-9.]*\).*/\1/p' | sort -n | sed -n 3p | sed 's/$/ ms (median of 5)/')" \
      "sh bench/gui_frames.sh build"
  fi
  if [ -f "$HERE/gui_spawn_stall.sh" ]; then
    echo "== window: the longest frame when a child process starts (bench/gui_spawn_stall.sh)"
    sh "$HERE/gui_spawn_stall.sh" "$BUILD" "" 3
  fi
  if [ -f "$HERE/gui_engine_stall.sh" ] && [ -x "$BIN/gui_stub_engine" ]; then
    echo "== window: the longest frame with a misbehaving engine (bench/gui_engine_stall.sh)"
    sh "$HERE/gui_engine_stall.sh" "$BUILD" "" 3 | tee "$OUT/stall"
    # longest SCENARIO: the median of its runs' longest frames
    longest() {
      grep "^$1 run" "$OUT/stall" | sed -n 's/.*max-ms: \([0-9.]*\).*/\1/p' | sort -n |
        awk '{ a[NR] = $1 } END { if (NR) printf "%.0f ms (median of %d runs'"'"' longest frame)", a[int((NR + 1) / 2)], NR }'
    }
    record window "longest frame when N starts a new game and the engine ignores quit;" \
      "$(longest stubborn)" "sh bench/gui_engine_stall.sh build"
    record window "longest frame when the engine closes its output instead of moving" \
      "$(longest close)" "sh bench/gui_engine_stall.sh build"
    record window "longest frame when the game is left for the start screen and the engine ignores quit;" \
      "$(longest leave)" "sh bench/gui_engine_stall.sh build"
    record window "longest frame on N while the engine thinks (expert)" \
      "$(longest think)" "sh bench/gui_engine_stall.sh build"
  fi
  if [ -f "$HERE/gui_window_query.sh" ] && [ -x "$BIN/score4-window-query" ]; then
    echo "== window: the X11 size query of every frame (bench/gui_window_query.sh, under xvfb-run)"
    sh "$HERE/gui_window_query.sh" "$BUILD" 3
  fi
fi

python3 "$HERE/results.py" render
echo "bench: bench/results/ and the docs' tables updated; see git diff"
