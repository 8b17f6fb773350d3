#!/bin/sh
# analyse_proofs.sh: how many of a hint's peg values are proved (win N, loss N, draw) rather
# than heuristic scores, by bead count, for engine NEW against engine OLD in the same run.
# The window's and the console's hints run `score4-engine --movetime 1000 analyse`.
#
#   bench/analyse_proofs.sh NEW OLD [COUNT] [MOVETIME]
#
# COUNT positions (default 10) of each of 20, 22, ... 30 beads, drawn the solver benchmark's
# way (`score4-solve-bench positions BEADS COUNT SEED`, seed = 100 + BEADS); MOVETIME ms per
# analysis (default 1000). Prints, per bead count and engine, the proved share of the pegs and
# the median wall time of an analysis. The two engines alternate position by position.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
new=${1:?usage: analyse_proofs.sh NEW OLD [COUNT] [MOVETIME]}
old=${2:?usage: analyse_proofs.sh NEW OLD [COUNT] [MOVETIME]}
count=${3:-10}
movetime=${4:-1000}
positions=${POSITIONS:-$here/build/bin/score4-solve-bench}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "command: <engine> --movetime $movetime analyse \"<record>\"; positions: score4-solve-bench positions BEADS $count 100+BEADS"
echo
echo "| beads | engine | pegs | proved | share | median wall ms |"
echo "| ---: | --- | ---: | ---: | ---: | ---: |"
for beads in 20 22 24 26 28 30; do
    "$positions" positions "$beads" "$count" $((100 + beads)) > "$tmp/set"
    : > "$tmp/new.times"; : > "$tmp/old.times"; : > "$tmp/new.out"; : > "$tmp/old.out"
    while read -r record; do
        for side in new old; do
            eval engine=\$$side
            t0=$(date +%s%N)
            "$engine" --movetime "$movetime" analyse "$record" >> "$tmp/$side.out"
            t1=$(date +%s%N)
            echo $(( (t1 - t0) / 1000000 )) >> "$tmp/$side.times"
        done
    done < "$tmp/set"
    for side in new old; do
        pegs=$(grep -c . "$tmp/$side.out")
        proved=$(grep -c -E ' (win|loss) [0-9]+$| draw$' "$tmp/$side.out" || true)
        median=$(sort -n "$tmp/$side.times" | awk '{ t[NR] = $1 } END { print (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }')
        echo "| $beads | $side | $pegs | $proved | $(awk -v p="$proved" -v n="$pegs" 'BEGIN { printf "%.0f %%", 100 * p / n }') | $median |"
    done
done
