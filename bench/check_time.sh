#!/bin/sh
# check_time.sh [RUNS]: times `make check` (the fast tier of the tests, already built) RUNS
# times (default 3) and records the median in bench/results/tests.tsv, with the load average
# the runs saw (this machine is shared: the load is part of the figure).
# Usage: sh bench/check_time.sh 3     (from the top of the source tree, after `make`)
set -eu
runs=${1:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
make build >/dev/null
times=""
loads=""
for i in $(seq 1 "$runs"); do
  start=$(date +%s.%N)
  make check >/tmp/score4-check-$i.log 2>&1 || { tail -30 /tmp/score4-check-$i.log; exit 1; }
  end=$(date +%s.%N)
  t=$(echo "$end - $start" | bc)
  load=$(cut -d' ' -f1 /proc/loadavg)
  echo "make check run $i: $t s (load average $load)"
  times="$times $t"
  loads="$loads $load"
done
median=$(echo $times | tr ' ' '\n' | sort -n | awk '{ a[NR] = $1 } END { printf "%.0f", a[int((NR + 1) / 2)] }')
all=$(echo $times | tr ' ' '\n' | sort -n | awk '{ printf "%s%.0f", (NR > 1 ? ", " : ""), $1 }')
lmin=$(echo $loads | tr ' ' '\n' | sort -n | head -1)
lmax=$(echo $loads | tr ' ' '\n' | sort -n | tail -1)
python3 bench/results.py record tests "make check: the fast tier, wall time (median of $runs runs)" \
  "$median s (runs: $all s; load average $lmin-$lmax on the shared machine)" "sh bench/check_time.sh $runs"
python3 bench/results.py render
