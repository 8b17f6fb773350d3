#!/bin/sh
# strength.sh: is engine NEW stronger than engine OLD?  A paired match from the balanced
# opening set, stopped by an SPRT, its games kept under bench/records/.
#
#   bench/strength.sh NEW OLD
#
# NEW and OLD are score4-engine binaries (paths). Settings from the environment:
#   MOVETIME  ms per move for both (default 100)     THREADS  threads of each (default 1)
#   NODES     a node budget per move instead of MOVETIME (--nodes): with THREADS 1 the games
#             do not depend on the machine's load
#   ELO0 ELO1 the SPRT's hypotheses (default 0 10)    GAMES    most games (default 2000)
#   OPENINGS  opening set (default assets/openings/score4-balanced.txt)
#   MATCH     the score4-match binary (default build/bin/score4-match)
#   RECORDS   where the games go (default bench/records/strength-<time>.txt)
# Prints score4-match's report: games, score, Elo with its 95% interval, the SPRT's verdict.
# Exit status 0 when H1 (NEW is stronger) is accepted, 1 otherwise.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
new=${1:?usage: strength.sh NEW OLD}
old=${2:?usage: strength.sh NEW OLD}
movetime=${MOVETIME:-100}
threads=${THREADS:-1}
match=${MATCH:-$here/build/bin/score4-match}
openings=${OPENINGS:-$here/assets/openings/score4-balanced.txt}
records=${RECORDS:-$here/bench/records/strength-$(date -u +%Y%m%dT%H%M%S).txt}
limit=$((movetime * 3 + 1000)) # only a hung or crashed engine forfeits
budget="--movetime $movetime"
if [ -n "${NODES:-}" ]; then
    budget="--nodes $NODES"
    limit=60000
fi

"$match" --quiet --games "${GAMES:-2000}" --limit "$limit" --openings "$openings" \
    --sprt "${ELO0:-0}" "${ELO1:-10}" --records "$records" \
    "$new $budget --threads $threads" \
    "$old $budget --threads $threads" | tee "$records.log"
grep -q "^SPRT: H1" "$records.log"
