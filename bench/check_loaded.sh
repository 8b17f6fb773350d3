#!/bin/sh
# check_loaded.sh [RUNS [TIER]]: runs a tier of the tests (default: the fast one, `-LE slow`;
# `slow` for the slow suites) RUNS times (default 3) on a hostile host: every process pinned
# to one core beside two busy loops at nice -5 pinned there too, so a test gets about a tenth
# of one core, a nice-19 thread next to nothing, and anything a test waits for comes late.
# A test that passes only when the machine is quick or idle fails here; the count of passing
# runs is recorded in bench/results/tests.tsv. Needs `make` first, and root (or CAP_SYS_NICE)
# for the negative nice; without it the loops run at nice 0.
# Usage: sh bench/check_loaded.sh 3         (from the top of the source tree, after `make`)
set -eu
runs=${1:-3}
tier=${2:-fast}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
case "$tier" in
  fast) select="-LE slow" ;;
  slow) select="-L slow" ;;
  *) echo "check_loaded: the tier is fast or slow, not '$tier'" >&2; exit 2 ;;
esac
command -v taskset >/dev/null || { echo "check_loaded: taskset (util-linux) is needed" >&2; exit 2; }
nice_arg=-5
nice -n -5 true 2>/dev/null || nice_arg=0
loops=""
stop_loops() { [ -z "$loops" ] || kill $loops 2>/dev/null || true; }
trap stop_loops EXIT INT TERM
for i in 1 2; do
  taskset -c 0 nice -n "$nice_arg" sh -c 'while :; do :; done' &
  loops="$loops $!"
done
passed=0
times=""
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  log=/tmp/score4-check-loaded-$$-$i.log
  # shellcheck disable=SC2086 # $select is two words on purpose
  if (cd build && taskset -c 0 ctest --output-on-failure -j 2 $select) >"$log" 2>&1; then
    passed=$((passed + 1))
    echo "loaded run $i: passed in $(( $(date +%s) - start )) s"
  else
    echo "loaded run $i: FAILED after $(( $(date +%s) - start )) s (log: $log)"
    grep -E '\*\*\*|Failed|Timeout' "$log" || true
  fi
  times="$times $(( $(date +%s) - start ))"
done
stop_loops
loops=""
all=$(echo $times | tr ' ' ',' | sed 's/,/, /g')
python3 bench/results.py record tests \
  "the $tier tier on one core beside two busy loops at nice $nice_arg ($runs runs)" \
  "$passed of $runs runs passed (wall: $all s)" "sh bench/check_loaded.sh $runs $tier"
python3 bench/results.py render
[ "$passed" -eq "$runs" ]
