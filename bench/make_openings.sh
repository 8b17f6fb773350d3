#!/bin/sh
# make_openings.sh: a balanced opening set for score4-match --openings.
#
#   bench/make_openings.sh ENGINE [COUNT] [PLIES] [SEED] [MOVETIME_MS] [MARGIN] > FILE
#
# Draws random PLIES-bead openings of Score Four from SEED (awk's generator: the same seed
# gives the same candidates), evaluates each with `ENGINE analyse` (MOVETIME_MS shared among
# the pegs) and keeps those whose value for the side to move, the best peg's, is unproved and
# within +-MARGIN (a threat is worth about 10 to 40), until COUNT are kept. Writes one record
# per line after a header saying how it was made.
set -eu
engine=${1:?usage: make_openings.sh ENGINE [COUNT] [PLIES] [SEED] [MOVETIME_MS] [MARGIN]}
count=${2:-200}
plies=${3:-4}
seed=${4:-1}
movetime=${5:-1600}
margin=${6:-8}

echo "# Score Four balanced openings: $count records of $plies beads whose best peg is worth"
echo "# within +-$margin for the side to move (unproved) by \`score4-engine --threads 1"
echo "# --movetime $movetime analyse\`, from random openings of seed $seed."
echo "# Made by: bench/make_openings.sh score4-engine $count $plies $seed $movetime $margin"
kept=0
awk -v seed="$seed" -v plies="$plies" 'BEGIN {
    srand(seed)
    split("A B C D", letter, " ")
    for (n = 0; n < 100000; n++) {
        line = ""
        for (p = 0; p < plies; p++)
            line = line (p ? " " : "") letter[int(rand() * 4) + 1] (int(rand() * 4) + 1)
        if (!(line in seen)) { seen[line] = 1; print line }
    }
}' | while read -r moves; do
    [ "$kept" -ge "$count" ] && break
    best=$("$engine" --threads 1 --movetime "$movetime" analyse "$moves" 2>/dev/null |
        awk 'BEGIN { best = -100000; proved = 0 }
             $2 == "win" || $2 == "loss" || $2 == "draw" { proved = 1; next }
             $2 + 0 > best { best = $2 + 0 }
             END { if (proved) print "proved"; else print best }') || continue
    [ "$best" = proved ] && continue
    if [ "$best" -le "$margin" ] && [ "$best" -ge "-$margin" ]; then
        echo "$moves"
        kept=$((kept + 1))
    fi
done
