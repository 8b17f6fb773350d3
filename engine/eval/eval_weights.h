/* eval_weights.h: the learned evaluation's weights, in evaluation units (100 per unit
 * of log-odds of winning for the side to move). Generated: do not edit by hand.
 *   score4-engine selfplay ... > data.txt;  score4-engine fit data.txt > engine/eval/eval_weights.h
 * 794941 positions, mean log-loss 0.5764 (docs/learned-eval.md). */
#ifndef S4_ENGINE_EVAL_WEIGHTS_H
#define S4_ENGINE_EVAL_WEIGHTS_H

#include "eval_features.h"

/* A feature's weight on a board of `count` beads, t = count / S4_EVAL_FULL, is
 * s4_eval_weights[i] + s4_eval_weights_late[i] * t + s4_eval_weights_square[i] * t * t. */
static const int s4_eval_weights[S4_FEAT_COUNT] = {
    17, /* threat on the owner's parity */
    38, /* threat on the other parity */
    73, /* stacked threats */
    -16, /* beads on strong cells */
    -29, /* threat above an opponent's threat */
    7, /* threat above a playable cell */
    -9, /* threat in the lower half */
    4, /* shared cell on the owner's parity */
    36, /* tempo (side to move) */
    3, /* lowest threat of its peg, owner's parity */
    32, /* lowest threat of its peg, other parity */
    28, /* has a lowest threat on its parity */
    27, /* open lines of two beads */
    5, /* open lines of two beads up a peg */
    7, /* safe playable cells */
    -24, /* first player to move */
    15, /* open lines of one bead */
    -10, /* open lines of one bead up a peg */
    -18, /* has a threat */
    10, /* has two threats */
};

static const int s4_eval_weights_late[S4_FEAT_COUNT] = {
    -3, /* threat on the owner's parity, times t */
    0, /* threat on the other parity, times t */
    24, /* stacked threats, times t */
    39, /* beads on strong cells, times t */
    -48, /* threat above an opponent's threat, times t */
    -4, /* threat above a playable cell, times t */
    -30, /* threat in the lower half, times t */
    1, /* shared cell on the owner's parity, times t */
    45, /* tempo (side to move), times t */
    11, /* lowest threat of its peg, owner's parity, times t */
    12, /* lowest threat of its peg, other parity, times t */
    89, /* has a lowest threat on its parity, times t */
    34, /* open lines of two beads, times t */
    -10, /* open lines of two beads up a peg, times t */
    -4, /* safe playable cells, times t */
    99, /* first player to move, times t */
    1, /* open lines of one bead, times t */
    -2, /* open lines of one bead up a peg, times t */
    -12, /* has a threat, times t */
    -3, /* has two threats, times t */
};

static const int s4_eval_weights_square[S4_FEAT_COUNT] = {
    4, /* threat on the owner's parity, times t * t */
    -26, /* threat on the other parity, times t * t */
    1, /* stacked threats, times t * t */
    -30, /* beads on strong cells, times t * t */
    -52, /* threat above an opponent's threat, times t * t */
    1, /* threat above a playable cell, times t * t */
    -28, /* threat in the lower half, times t * t */
    4, /* shared cell on the owner's parity, times t * t */
    -111, /* tempo (side to move), times t * t */
    28, /* lowest threat of its peg, owner's parity, times t * t */
    -8, /* lowest threat of its peg, other parity, times t * t */
    117, /* has a lowest threat on its parity, times t * t */
    -51, /* open lines of two beads, times t * t */
    -6, /* open lines of two beads up a peg, times t * t */
    1, /* safe playable cells, times t * t */
    0, /* first player to move, times t * t */
    -37, /* open lines of one bead, times t * t */
    19, /* open lines of one bead up a peg, times t * t */
    -5, /* has a threat, times t * t */
    -7, /* has two threats, times t * t */
};

#endif
