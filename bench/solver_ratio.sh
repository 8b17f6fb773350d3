#!/bin/sh
# solver_ratio.sh: a solver build against a base, position by position, by node counts (one
# thread: deterministic, so the host's load does not touch them). A move-order change moves a
# single hard position's nodes by up to 2x even when it is meant to be neutral, so a few
# positions' total decides nothing: this prints the geometric mean of the per-position ratios
# new / base beside the totals (docs/solving.md, "The move order").
#
#   sh bench/solver_ratio.sh run BENCH NAME SET[:CPU_MS]...   run BENCH over each set, keep the
#                                                             outputs, compare with the base's
#   sh bench/solver_ratio.sh compare BASE.out NEW.out         compare two outputs of `run`
#
# `run` writes $OUT/NAME/<set file's name>.out (OUT defaults to solver_ratio in the current
# directory) with `nice -n 5 BENCH run --weak --hash 256 --cpu-limit CPU_MS < SET` (CPU_MS 20000
# unless given; ARGS in the environment adds options), then, for each set that
# $OUT/$BASE/<set>.out holds (BASE defaults to "base"), one line of comparison. NAME "base"
# only records. Run the base once, then one command a variant:
#   sh bench/solver_ratio.sh run /path/base-bench base bench/solver_data/score4/decide20.txt
#   sh bench/solver_ratio.sh run build/bin/score4-solve-bench malus4 bench/solver_data/score4/decide20.txt
# A comparison line: positions solved by both (and by one only), answers that differ (the
# result word; must be 0), the nodes of the positions both solved, base -> new and the change,
# the geometric mean of new / base over them with its standard error (the spread of the log
# ratios over the square root of their count, as a percentage), and the largest ratios either way.
# Exits 1 if an answer differs.
set -eu

# compare BASE.out NEW.out: the comparison line (columns of `run`: $1 index, $2 result,
# $5 nodes). Prints "differ N" last so the caller can read the count.
compare() {
    awk '
        FNR == 1 { file++ }
        $1 ~ /^[0-9]+$/ && NF >= 10 {
            if (file == 1) { br[$1] = $2; bn[$1] = $5 }
            else { nr[$1] = $2; nn[$1] = $5 }
        }
        END {
            both = 0; only = 0; differ = 0; sb = 0; sn = 0; sl = 0
            lo = 1e9; hi = 0
            for (i in br) {
                if (!(i in nr)) continue
                if ((br[i] == "unknown") != (nr[i] == "unknown")) { only++; continue }
                if (br[i] == "unknown") continue
                if (br[i] != nr[i]) { differ++; bad = bad " #" i }
                both++; sb += bn[i]; sn += nn[i]
                r = (nn[i] + 1) / (bn[i] + 1); sl += log(r); sq += log(r) * log(r)
                if (r < lo) { lo = r; loi = i }
                if (r > hi) { hi = r; hii = i }
            }
            if (both == 0) { print "no position solved by both"; print "differ " differ; exit }
            # The standard error of the mean log ratio, as a factor: how far the geometric
            # mean would move if these positions were drawn again.
            m = sl / both; v = both > 1 ? (sq - both * m * m) / (both - 1) : 0
            printf "solved %d (one only %d), answers differ %d%s, nodes %.2f M -> %.2f M (%+.1f %%), geomean %.4f (se %.1f %%), best #%s %.2f, worst #%s %.2f\n", \
                both, only, differ, bad, sb / 1e6, sn / 1e6, 100 * (sn / sb - 1), exp(m), \
                100 * (exp(sqrt(v > 0 ? v : 0) / sqrt(both)) - 1), loi, lo, hii, hi
            print "differ " differ
        }' "$1" "$2"
}

# One comparison, its line printed with a label; returns 1 if an answer differs.
report() {
    label=$1
    result=$(compare "$2" "$3")
    printf '%-16s %s\n' "$label" "$(printf '%s\n' "$result" | sed '$d')"
    [ "$(printf '%s\n' "$result" | tail -n 1)" = "differ 0" ]
}

usage() {
    echo "usage: sh bench/solver_ratio.sh run BENCH NAME SET[:CPU_MS]... | compare BASE.out NEW.out" >&2
    exit 2
}

[ $# -ge 1 ] || usage
case $1 in
compare)
    [ $# -eq 3 ] || usage
    report "$(basename "$3" .out)" "$2" "$3"
    ;;
run)
    [ $# -ge 4 ] || usage
    bench=$2
    name=$3
    shift 3
    [ -x "$bench" ] || { echo "solver_ratio: $bench: not an executable" >&2; exit 2; }
    out=${OUT:-solver_ratio}
    base=${BASE:-base}
    mkdir -p "$out/$name"
    status=0
    for spec in "$@"; do
        set_file=${spec%%:*}
        limit=${spec#*:}
        [ "$limit" = "$spec" ] && limit=20000
        [ -r "$set_file" ] || { echo "solver_ratio: $set_file: cannot read" >&2; exit 2; }
        set_name=$(basename "$set_file" .txt)
        # shellcheck disable=SC2086 # ARGS: extra options, split on purpose
        nice -n 5 "$bench" run --weak --hash 256 --cpu-limit "$limit" ${ARGS:-} \
            < "$set_file" > "$out/$name/$set_name.out"
        if [ "$name" != "$base" ] && [ -r "$out/$base/$set_name.out" ]; then
            report "$set_name" "$out/$base/$set_name.out" "$out/$name/$set_name.out" || status=1
        else
            printf '%-16s %s\n' "$set_name" "$(grep '^summary' "$out/$name/$set_name.out")"
        fi
    done
    exit $status
    ;;
*)
    usage
    ;;
esac
