#!/bin/sh
# strength_seeds.sh: engine NEW against engine OLD from the empty board, a pair of games (NEW
# white, then black) for each seed 1..PAIRS, both engines given that seed (`--seed S`): for
# changes to what the seed varies at full strength (the book's variety, move_choice.c), which
# strength.sh's four-bead openings start beyond. One records file for all pairs, then
# bench/records_elo.py's score and Elo over it.
#
#   bench/strength_seeds.sh NEW OLD
#
# Settings from the environment:
#   NODES     node budget a move for both (default 2000000; load-independent with THREADS 1)
#   MOVETIME  ms a move instead of nodes (default: none)
#   THREADS   threads of each (default 1)      PAIRS  seeds, a pair of games each (default 30)
#   MATCH     the score4-match binary (default build/bin/score4-match)
#   RECORDS   where the games go (default bench/records/strength-seeds-<time>.txt)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
new=${1:?usage: strength_seeds.sh NEW OLD}
old=${2:?usage: strength_seeds.sh NEW OLD}
threads=${THREADS:-1}
if [ -n "${MOVETIME:-}" ]; then
    budget="--movetime $MOVETIME"
    limit=$((MOVETIME * 3 + 1000))
else
    budget="--nodes ${NODES:-2000000}"
    limit=60000 # only a hung or crashed engine forfeits
fi
match=${MATCH:-$here/build/bin/score4-match}
records=${RECORDS:-$here/bench/records/strength-seeds-$(date -u +%Y%m%dT%H%M%S).txt}
part=$(mktemp)
trap 'rm -f "$part"' EXIT
: > "$records"
seed=1
while [ "$seed" -le "${PAIRS:-30}" ]; do
    "$match" --quiet --games 2 --opening 0 --limit "$limit" --records "$part" \
        "$new $budget --threads $threads --seed $seed" \
        "$old $budget --threads $threads --seed $seed" > /dev/null
    # The pair's games, numbered on from the games before.
    awk -v base=$(( (seed - 1) * 2 )) '{ sub(/# game [0-9]+;/, "# game " base + NR ";"); print }' \
        "$part" >> "$records"
    seed=$((seed + 1))
done
echo "$records"
python3 "$here/bench/records_elo.py" "$records" | tee "$records.log"
