#!/bin/sh
# solver_band.sh: where the solver proves the positions of real games within a move's budget:
# for each bead count, COUNT positions taken from match records (the first COUNT games that
# go on past them), each solved weakly by the alpha-beta as the playing engine runs it (64 MB
# table, cleared before each position, one thread) within LIMIT ms of processor time.
#
#   bench/solver_band.sh RECORDS [LIMIT_MS [COUNT]]
#
# Prints one line per bead count (16, 18, .. 32): solved / positions and the solve-bench
# summary. BENCH: the score4-solve-bench binary (default build/bin/score4-solve-bench).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
records=${1:?usage: solver_band.sh RECORDS [LIMIT_MS [COUNT]]}
limit=${2:-50}
count=${3:-30}
bench=${BENCH:-$here/build/bin/score4-solve-bench}
positions=$(mktemp)
trap 'rm -f "$positions"' EXIT
for beads in 16 18 20 22 24 26 28 30 32; do
    awk -v n="$beads" '/^#/ { next } {
        c = 0; s = ""
        for (i = 3; i <= NF && $i != "#"; i++) { c++; if (c <= n) s = s (c > 1 ? " " : "") $i }
        if (c > n + 1) print s
    }' "$records" | head -n "$count" >"$positions"
    summary=$("$bench" --weak --alpha-beta --hash 64 --cpu-limit "$limit" run <"$positions" |
        grep '^summary')
    echo "$beads beads, $limit ms: $summary"
done
