#!/bin/sh
# cube_order_weights.sh: the solver's move-order weights (engine/solver/cube_order_weights.h)
# from a file of exactly labelled positions (`score4-solve-bench label`): `score4-engine fit`
# (the engine's logistic fit, the same features and format as engine/eval/eval_weights.h) with the
# symbols renamed so that both weight sets can live in one program.
#
#   sh bench/cube_order_weights.sh [BUILD_DIR] LABELS > engine/solver/cube_order_weights.h
set -eu
build=build
if [ $# -ge 2 ]; then build=$1; shift; fi
[ $# -eq 1 ] || { echo "usage: cube_order_weights.sh [BUILD_DIR] LABELS" >&2; exit 2; }
engine=$build/bin/score4-engine
[ -x "$engine" ] || { echo "cube_order_weights: $engine: not built" >&2; exit 2; }
# The header's first and third comment lines name the order's weights and how they are made.
what="/* cube_order_weights.h: the solver's move-order weights"
how=" *   sh bench/cube_order_labels.sh train > labels.txt;  sh bench/cube_order_weights.sh labels.txt"
"$engine" fit "$1" | sed \
    -e "s|^/\* eval_weights.h: the learned evaluation's weights|$what|" \
    -e "s|^ \*   score4-engine selfplay .*|$how|" \
    -e 's|(docs/learned-eval.md)|(docs/learned-eval.md, "The solver'"'"'s order weights")|' \
    -e 's|S4_ENGINE_EVAL_WEIGHTS_H|S4_SOLVER_CUBE_ORDER_WEIGHTS_H|g' \
    -e 's|s4_eval_weights|s4_cube_order_weights|g'
