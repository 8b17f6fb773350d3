#!/bin/sh
# cube_order_labels.sh: the exactly labelled positions the solver's move-order weights
# (engine/solver/cube_order_weights.h) were fitted to, or the held-out ones they were checked
# on (docs/learned-eval.md, "The solver's order weights"): `score4-solve-bench label` for
# positions of 25 to 37 beads (children of 26 to 38), more of the cheap deep ones, in the
# order of the bead counts. Seeds 150000 + beads (train) and 250000 + beads (test), apart
# from the benchmark sets' (28, 24, 20, 16) and samples' (777, 778, 779, 2222); the test
# set takes a quarter of the positions of each count.
#
#   sh bench/cube_order_labels.sh [BUILD_DIR] train|test > labels.txt
#
# train: 83,795 children, about 11 minutes of processor time here (the 250 positions of
# 25 beads alone 4.7 minutes); test: 21,553 children, 2.5 minutes.
set -eu
build=build
if [ $# -ge 2 ]; then build=$1; shift; fi
case ${1:-} in
    train) base=150000; part=1 ;;
    test) base=250000; part=4 ;;
    *) echo "usage: cube_order_labels.sh [BUILD_DIR] train|test" >&2; exit 2 ;;
esac
bench=$build/bin/score4-solve-bench
[ -x "$bench" ] || { echo "cube_order_labels: $bench: not built" >&2; exit 2; }
for spec in 25:250 26:250 27:250 28:250 29:1000 30:1000 31:1500 32:1500 33:1000 34:1000 \
            35:1000 36:1000 37:1000; do
    beads=${spec%%:*}
    count=${spec#*:}
    "$bench" label "$beads" $((count / part)) $((base + beads))
done
