/* cube_label.h: exactly labelled positions for fitting the solver's move-order weights
 * (engine/solver/cube_order_weights.h, docs/learned-eval.md), and the fit's check. */
#ifndef S4_BENCH_CUBE_LABEL_H
#define S4_BENCH_CUBE_LABEL_H

#include <stdio.h>

/*
 * `label`: for each of `count` positions of `beads` beads drawn from `seed` as the benchmark
 * sets are (cube_positions.h), each child the solver's alpha-beta would order (the moves left
 * once a forced block and cells right under an opponent's threat are taken out; none when the
 * position has fewer than two such moves or a move that wins with the next bead, as the
 * search returns before ordering there), solved weakly: one line a child in the format of
 * `score4-engine fit` (engine/learn.c): the result for the child's side to move (1, 0.5, 0),
 * its beads and the other side's as hexadecimal bitboards. Siblings are consecutive lines.
 * The same arguments give the same lines (the labels are exact, whatever the table holds).
 * A summary (positions, children, outcomes, nodes, processor time) goes to err. Returns the
 * exit status (2: no memory for the solver).
 */
int s4_cube_label(long beads, long count, long seed, FILE *out, FILE *err);

/*
 * `loss`: reads a labelled file (as above) and prints, for the engine's weights and the
 * solver's order weights, the mean log-loss of the whole evaluation (P(win) = 1 / (1 +
 * exp(-value / 100)), a draw counting half) and the share of sibling pairs with different
 * labels that the order evaluation ranks the right way round (ties count half). Returns the
 * exit status (2: unreadable or bad file).
 */
int s4_cube_label_loss(const char *path, FILE *out, FILE *err);

#endif
