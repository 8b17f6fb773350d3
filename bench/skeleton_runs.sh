#!/bin/sh
# skeleton_runs.sh [BUILD_DIR [SECONDS]]: the probes behind docs/solving.md's estimate of what
# solving Score Four would cost (score4-skeleton probe; bench/skeleton_estimate.py summarises
# them). Each run's probes are kept in bench/solver_data/skeleton/ as the evidence of its
# figures. Black's replies are drawn toward its strong defences (--bias 100: importance
# sampling, weighted back by 1 / p). A frontier position's weak solve is capped at 1 s of
# processor time (a capped one counts as the cap: a lower bound). The five runs go on side
# by side until SECONDS of wall time (default 3000) have passed; the probes written by then
# are the sample (each line is flushed whole).
set -u
build=${1:-build}
seconds=${2:-3000}
out=bench/solver_data/skeleton
sk=$build/bin/score4-skeleton
run() { # NAME ARGS...: one run's probes into $out/NAME.tsv
    name=$1
    shift
    timeout "$seconds" nice -n 10 "$sk" --cpu-limit 1000 --hash 64 --bias 100 \
        --probes 100000 "$@" probe >"$out/$name.tsv.tmp"
    mv "$out/$name.tsv.tmp" "$out/$name.tsv"
}
run empty-20-biased-s1 --frontier 20 --seed 1 &
run empty-20-biased-s2 --frontier 20 --seed 2 &
run empty-24-biased --frontier 24 --seed 3 &
run a1d4-20-biased --root "A1 D4" --frontier 20 --seed 4 &
run empty-20-engine2k-biased --frontier 20 --engine-nodes 2000 --seed 5 &
wait
