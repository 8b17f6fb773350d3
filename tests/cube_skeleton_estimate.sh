#!/bin/sh
# cube_skeleton_estimate.sh BIN_DIR: score4-skeleton's probes estimate the frontier's number
# of distinct positions without bias where it can be counted exactly (the empty board to 8
# beads), both with Black's replies drawn uniformly and drawn toward its strong defences
# (--bias: importance sampling, weights 1 / p and the Horvitz-Thompson 1 / q from the same
# chances); a probe's solve under a node cap gives the same lines on every run. Fixed seeds
# and node budgets only: nothing depends on the machine's speed.
set -u
BIN=$1
SK="$BIN/score4-skeleton"
TMP=$(mktemp -d /tmp/cube_skeleton_estimate_XXXXXX)
trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# 1. The exact count: 6,719 distinct frontier positions at 8 beads (White's moves by the
# engine at 20,000 nodes, symmetric positions and transpositions merged).
"$SK" --frontier 8 count >"$TMP/count" 2>"$TMP/err" || { cat "$TMP/err"; fail "count"; }
exact=$(sed -n 's/^frontier\t//p' "$TMP/count")
[ "$exact" = 6719 ] || fail "the exact count is '$exact', not 6719"
echo "ok: $exact distinct frontier positions counted"

# 2. The probes' chances, summed forwards over every path to each frontier class, equal the
# backward sums their Horvitz-Thompson weights 1 / q come from (to rounding), uniform and
# biased: the exact form of "the estimator is unbiased".
for bias in 0 100 30; do
    "$SK" --frontier 8 --bias "$bias" --floor 10 chances >"$TMP/chances" 2>"$TMP/err" ||
        { cat "$TMP/err"; fail "chances --bias $bias"; }
    [ "$(sed -n 's/^frontier\t//p' "$TMP/chances")" = "$exact" ] ||
        fail "chances --bias $bias: not $exact frontier classes"
    gap=$(sed -n 's/^largest_gap\t//p' "$TMP/chances")
    awk -v g="$gap" 'BEGIN { exit !(g < 1e-9) }' || fail "chances --bias $bias: a gap of $gap"
    echo "ok: bias $bias: forward and backward chances agree (largest gap $gap)"
done

# 3. The probes themselves. interval FILE: the mean of 1 / q over the probes (0 for a probe
# that ended before) and its 95 % interval (mean +- 1.96 standard errors), as "mean lo hi".
interval() {
    awk -F'\t' '$1 ~ /^[0-9]+$/ { n++; x = $3; s += x; ss += x * x }
        END { m = s / n; se = sqrt((ss / n - m * m) / (n - 1));
              printf "%.0f %.0f %.0f\n", m, m - 1.96 * se, m + 1.96 * se }' "$1"
}
# unbiased NAME PROBES ARGS...: PROBES probes with ARGS; the interval of their mean holds the
# count (the estimator's weights are heavy-tailed, so a normal interval of a few thousand
# probes is only roughly 95 %: the exact check is 2. above).
unbiased() {
    name=$1
    probes=$2
    shift 2
    "$SK" --frontier 8 --probes "$probes" --no-solve "$@" probe >"$TMP/$name.tsv" 2>"$TMP/err" ||
        { cat "$TMP/err"; fail "$name: probe"; }
    [ "$(grep -c '^[0-9]' "$TMP/$name.tsv")" -eq "$probes" ] || fail "$name: not $probes probe lines"
    set -- $(interval "$TMP/$name.tsv")
    [ "$2" -le "$exact" ] && [ "$exact" -le "$3" ] ||
        fail "$name: mean $1 (95 % $2 .. $3) misses the count $exact"
    echo "ok: $name: mean $1 (95 % $2 .. $3) holds the count $exact"
}
unbiased uniform 1000 --seed 1
unbiased biased 4000 --seed 1 --bias 100
unbiased sharp 1000 --seed 1 --bias 30 --floor 10

# 4. The bias is real: the biased probes' weights are not the uniform ones (a product of
# reply counts, always a whole number), and they follow the chosen replies more often: the
# most frequent frontier position comes up more often than under uniform replies.
awk -F'\t' '$1 ~ /^[0-9]+$/ && $2 != int($2) { found = 1 } END { exit !found }' \
    "$TMP/biased.tsv" || fail "the biased probes' weights are all whole numbers"
top() { awk -F'\t' '$1 ~ /^[0-9]+$/ && $4 > 0 { print $9 }' "$1" | sort | uniq -c | sort -rn |
        awk 'NR == 1 { print $1 }'; }
[ "$(top "$TMP/sharp.tsv")" -gt "$(top "$TMP/uniform.tsv")" ] ||
    fail "the sharp bias does not concentrate the probes ($(top "$TMP/sharp.tsv") against $(top "$TMP/uniform.tsv"))"
echo "ok: the bias concentrates the probes ($(top "$TMP/sharp.tsv") against $(top "$TMP/uniform.tsv") on the most frequent position)"

# 5. Solves under a node cap repeat exactly (the processor-time cap set out of reach), from a
# root of 16 beads (the first of the 16-bead benchmark set) to a frontier of 20.
root="D2 D3 A2 C3 C4 A4 D2 B3 A3 D3 B4 A3 D2 D2 A4 B4"
for run in 1 2; do
    "$SK" --root "$root" --frontier 20 --probes 4 --seed 5 --bias 100 --solve-nodes 200000 \
        --cpu-limit 100000000 --hash 16 probe 2>"$TMP/err" | cut -f1-6,8,9 >"$TMP/solve$run" ||
        { cat "$TMP/err"; fail "probes with solves"; }
done
cmp -s "$TMP/solve1" "$TMP/solve2" || { diff "$TMP/solve1" "$TMP/solve2"; fail "the node-capped solves differ"; }
grep -q "	20	\(win\|draw\|loss\|unknown\)	" "$TMP/solve1" || { cat "$TMP/solve1"; fail "no probe solved"; }
echo "ok: node-capped solves repeat: $(grep -c '	20	' "$TMP/solve1") frontier positions"
