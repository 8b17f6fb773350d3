#!/bin/sh
# solver_empty.sh: the exact score of the empty 7x6 Connect Four board, with no opening
# book, and the wall and CPU time it takes (target: under 150 s on this 2-core machine).
#
#   sh bench/solver_empty.sh [BUILD_DIR] [HASH_MB]
#
# BUILD_DIR defaults to build, HASH_MB to 1024. The expected answer is "- 1 ...": the first
# player wins with its 21st bead (22 - 21), by playing the centre.
set -eu
build=${1:-build}
hash=${2:-1024}
engine=$build/bin/score4-engine
[ -x "$engine" ] || { echo "solver_empty: $engine: not built (run make)" >&2; exit 2; }
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "command: echo - | $engine --game connect4 --solve --hash $hash"
start=$(date +%s.%N)
answer=$(echo - | /usr/bin/env time -f "cpu %U s user, %S s system, %M KB peak" \
    "$engine" --game connect4 --solve --hash "$hash" 2>&1)
end=$(date +%s.%N)
echo "$answer"
echo "wall: $(echo "$end - $start" | bc) s"
case $answer in "- 1 "*) exit 0 ;; *) echo "solver_empty: wrong score" >&2; exit 1 ;; esac
