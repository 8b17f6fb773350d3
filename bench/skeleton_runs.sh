#!/bin/sh
# skeleton_runs.sh [BUILD_DIR]: the probes behind docs/solving.md's estimate of what solving
# Score Four would cost (score4-skeleton probe; bench/skeleton_estimate.py summarises them).
# Each run's probes are kept in bench/solver_data/skeleton/ as the evidence of its figures.
# A frontier position's weak solve is capped at 2 s of processor time (a capped one counts as
# the cap: a lower bound). About 10 minutes of processor time.
set -eu
build=${1:-build}
out=bench/solver_data/skeleton
sk=$build/bin/score4-skeleton
run() { # NAME ARGS...: one run's probes into $out/NAME.tsv
    name=$1
    shift
    "$sk" --cpu-limit 2000 --hash 64 "$@" probe >"$out/$name.tsv.tmp"
    mv "$out/$name.tsv.tmp" "$out/$name.tsv"
}
# Two runs at a time (two cores).
run empty-20 --frontier 20 --probes 40 --seed 1 &
run empty-24 --frontier 24 --probes 40 --seed 2
wait
run empty-20-engine2k --frontier 20 --probes 30 --seed 1 --engine-nodes 2000 &
run a1d4-20 --root "A1 D4" --frontier 20 --probes 30 --seed 3
wait
