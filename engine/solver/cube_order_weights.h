/* cube_order_weights.h: the solver's move-order weights, in evaluation units (100 per unit
 * of log-odds of winning for the side to move). Generated: do not edit by hand.
 *   sh bench/cube_order_labels.sh train > labels.txt;  sh bench/cube_order_weights.sh labels.txt
 * 83795 positions, mean log-loss 0.4413 (docs/learned-eval.md, "The solver's order weights"). */
#ifndef S4_SOLVER_CUBE_ORDER_WEIGHTS_H
#define S4_SOLVER_CUBE_ORDER_WEIGHTS_H

#include "eval_features.h"

/* A feature's weight on a board of `count` beads, t = count / S4_EVAL_FULL, is
 * s4_cube_order_weights[i] + s4_cube_order_weights_late[i] * t + s4_cube_order_weights_square[i] * t * t. */
static const int s4_cube_order_weights[S4_FEAT_COUNT] = {
    50, /* threat on the owner's parity */
    62, /* threat on the other parity */
    31, /* stacked threats */
    -7, /* beads on strong cells */
    -16, /* threat above an opponent's threat */
    -24, /* threat above a playable cell */
    25, /* threat in the lower half */
    5, /* shared cell on the owner's parity */
    125, /* tempo (side to move) */
    54, /* lowest threat of its peg, owner's parity */
    43, /* lowest threat of its peg, other parity */
    22, /* has a lowest threat on its parity */
    58, /* open lines of two beads */
    25, /* open lines of two beads up a peg */
    -24, /* safe playable cells */
    -6, /* first player to move */
    25, /* open lines of one bead */
    -17, /* open lines of one bead up a peg */
    22, /* has a threat */
    14, /* has two threats */
};

static const int s4_cube_order_weights_late[S4_FEAT_COUNT] = {
    15, /* threat on the owner's parity, times t */
    21, /* threat on the other parity, times t */
    14, /* stacked threats, times t */
    -10, /* beads on strong cells, times t */
    -11, /* threat above an opponent's threat, times t */
    -9, /* threat above a playable cell, times t */
    10, /* threat in the lower half, times t */
    1, /* shared cell on the owner's parity, times t */
    66, /* tempo (side to move), times t */
    18, /* lowest threat of its peg, owner's parity, times t */
    17, /* lowest threat of its peg, other parity, times t */
    1, /* has a lowest threat on its parity, times t */
    -8, /* open lines of two beads, times t */
    6, /* open lines of two beads up a peg, times t */
    -9, /* safe playable cells, times t */
    0, /* first player to move, times t */
    -20, /* open lines of one bead, times t */
    16, /* open lines of one bead up a peg, times t */
    -4, /* has a threat, times t */
    0, /* has two threats, times t */
};

static const int s4_cube_order_weights_square[S4_FEAT_COUNT] = {
    4, /* threat on the owner's parity, times t * t */
    6, /* threat on the other parity, times t * t */
    6, /* stacked threats, times t * t */
    -4, /* beads on strong cells, times t * t */
    -7, /* threat above an opponent's threat, times t * t */
    -2, /* threat above a playable cell, times t * t */
    4, /* threat in the lower half, times t * t */
    0, /* shared cell on the owner's parity, times t * t */
    34, /* tempo (side to move), times t * t */
    5, /* lowest threat of its peg, owner's parity, times t * t */
    7, /* lowest threat of its peg, other parity, times t * t */
    -4, /* has a lowest threat on its parity, times t * t */
    -22, /* open lines of two beads, times t * t */
    0, /* open lines of two beads up a peg, times t * t */
    -2, /* safe playable cells, times t * t */
    0, /* first player to move, times t * t */
    -23, /* open lines of one bead, times t * t */
    23, /* open lines of one bead up a peg, times t * t */
    -9, /* has a threat, times t * t */
    -3, /* has two threats, times t * t */
};

#endif
