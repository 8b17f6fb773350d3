#!/bin/sh
# solver_sets.sh: every position of the six public Connect Four benchmark sets through
# `score4-engine --game connect4 --solve`; checks each score against the file and prints,
# per set, the mean and median time per position (wall, and processor time of the solving
# thread, which other processes on a shared machine do not inflate) and the mean nodes,
# beside the published means of a well-known strong solver (Pascal Pons' tutorial solver).
#
#   sh bench/solver_sets.sh [BUILD_DIR] [HASH_MB] [SETS...]
#
# BUILD_DIR defaults to build, HASH_MB to 64; SETS (e.g. L1_R3) default to all six; a set
# written L1_R3:100 runs only its first 100 positions (the whole Begin-Hard set takes hours
# on a shared 2-core machine). THREADS=N in the environment passes --threads N (default:
# the engine's own, one per core); nodes are then every thread's, cpu the main thread's.
# Exits 1 if any score differs from the file's.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-build}
hash=${2:-64}
[ $# -ge 2 ] && shift 2 || shift $#
sets=${*:-"L3_R1 L2_R1 L2_R2 L1_R1 L1_R2 L1_R3"}
engine=$build/bin/score4-engine
threads=${THREADS:+--threads $THREADS}
[ -x "$engine" ] || { echo "solver_sets: $engine: not built (run make)" >&2; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "command: $engine --game connect4 --solve --hash $hash $threads < bench/solver_data/Test_<set> (first N lines for <set>:N)"
echo
echo "| set | name | positions | wrong | mean wall | median wall | mean cpu | median cpu | mean nodes | published mean |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
status=0
for spec in $sets; do
    set=${spec%%:*}
    limit=${spec#*:}
    [ "$limit" = "$spec" ] && limit=1000
    case $set in
        L3_R1) name="End-Easy"; published="4.6 us" ;;
        L2_R1) name="Middle-Easy"; published="37 us" ;;
        L2_R2) name="Middle-Medium"; published="3.2 ms" ;;
        L1_R1) name="Begin-Easy"; published="255 us" ;;
        L1_R2) name="Begin-Medium"; published="97 ms" ;;
        L1_R3) name="Begin-Hard"; published="5.5 s" ;;
        *) echo "solver_sets: unknown set $set" >&2; exit 2 ;;
    esac
    data=$out/$set.data
    head -n "$limit" "$here/solver_data/Test_$set" > "$data"
    # shellcheck disable=SC2086 # $threads is empty or two words
    "$engine" --game connect4 --solve --hash "$hash" $threads < "$data" > "$out/$set"
    # Answer lines: <moves> <score> <nodes> <wall us> <cpu us>, one per data line, in order.
    paste -d' ' "$data" "$out/$set" > "$out/$set.joined"
    # Medians of the time columns, by sort (mawk has no sort of its own).
    median() {
        cut -d' ' -f"$1" "$out/$set.joined" | sort -n |
            awk '{ t[NR] = $1 } END { print (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }'
    }
    line=$(awk -v set="$set" -v name="$name" -v pub="$published" -v med="$(median 6)" \
               -v cmed="$(median 7)" '
        function show(us) {
            if (us < 1000) return sprintf("%.1f us", us)
            if (us < 1e6) return sprintf("%.2f ms", us / 1e3)
            return sprintf("%.2f s", us / 1e6)
        }
        { if ($1 != $3 || $2 != $4) wrong++; sum += $6; cpu += $7; nodes += $5 }
        END {
            printf "| %s | %s | %d | %d | %s | %s | %s | %s | %.0f | %s |\n", set, name, NR,
                   wrong, show(sum / NR), show(med), show(cpu / NR), show(cmed), nodes / NR, pub
        }' "$out/$set.joined")
    echo "$line"
    wrong=$(awk '$1 != $3 || $2 != $4' "$out/$set.joined" | wc -l)
    [ "$wrong" -eq 0 ] || status=1
done
exit $status
