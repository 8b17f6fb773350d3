/* eval_weights.h: the learned evaluation's weights, in evaluation units (100 per unit
 * of log-odds of winning for the side to move). Generated: do not edit by hand.
 *   score4-engine selfplay ... > data.txt;  score4-engine fit data.txt > engine/eval/eval_weights.h
 * 808803 positions, mean log-loss 0.5962 (docs/learned-eval.md). */
#ifndef S4_ENGINE_EVAL_WEIGHTS_H
#define S4_ENGINE_EVAL_WEIGHTS_H

#include "eval_features.h"

/* A feature's weight on a board of `count` beads, t = count / S4_EVAL_FULL, is
 * s4_eval_weights[i] + s4_eval_weights_late[i] * t + s4_eval_weights_square[i] * t * t. */
static const int s4_eval_weights[S4_FEAT_COUNT] = {
    19, /* threat on the owner's parity */
    32, /* threat on the other parity */
    67, /* stacked threats */
    -11, /* beads on strong cells */
    -20, /* threat above an opponent's threat */
    0, /* threat above a playable cell */
    1, /* threat in the lower half */
    0, /* shared cell on the owner's parity */
    29, /* tempo (side to move) */
    -6, /* lowest threat of its peg, owner's parity */
    22, /* lowest threat of its peg, other parity */
    22, /* has a lowest threat on its parity */
    25, /* open lines of two beads */
    -3, /* open lines of two beads up a peg */
    0, /* safe playable cells */
    -14, /* first player to move */
    13, /* open lines of one bead */
    -15, /* open lines of one bead up a peg */
    -14, /* has a threat */
    7, /* has two threats */
};

static const int s4_eval_weights_late[S4_FEAT_COUNT] = {
    -4, /* threat on the owner's parity, times t */
    1, /* threat on the other parity, times t */
    22, /* stacked threats, times t */
    22, /* beads on strong cells, times t */
    -48, /* threat above an opponent's threat, times t */
    -2, /* threat above a playable cell, times t */
    -32, /* threat in the lower half, times t */
    2, /* shared cell on the owner's parity, times t */
    -3, /* tempo (side to move), times t */
    9, /* lowest threat of its peg, owner's parity, times t */
    11, /* lowest threat of its peg, other parity, times t */
    85, /* has a lowest threat on its parity, times t */
    17, /* open lines of two beads, times t */
    -7, /* open lines of two beads up a peg, times t */
    -2, /* safe playable cells, times t */
    72, /* first player to move, times t */
    7, /* open lines of one bead, times t */
    7, /* open lines of one bead up a peg, times t */
    -19, /* has a threat, times t */
    -2, /* has two threats, times t */
};

static const int s4_eval_weights_square[S4_FEAT_COUNT] = {
    4, /* threat on the owner's parity, times t * t */
    -20, /* threat on the other parity, times t * t */
    1, /* stacked threats, times t * t */
    -16, /* beads on strong cells, times t * t */
    -57, /* threat above an opponent's threat, times t * t */
    11, /* threat above a playable cell, times t * t */
    -32, /* threat in the lower half, times t * t */
    7, /* shared cell on the owner's parity, times t * t */
    -71, /* tempo (side to move), times t * t */
    33, /* lowest threat of its peg, owner's parity, times t * t */
    -2, /* lowest threat of its peg, other parity, times t * t */
    119, /* has a lowest threat on its parity, times t * t */
    -31, /* open lines of two beads, times t * t */
    -1, /* open lines of two beads up a peg, times t * t */
    11, /* safe playable cells, times t * t */
    19, /* first player to move, times t * t */
    -37, /* open lines of one bead, times t * t */
    15, /* open lines of one bead up a peg, times t * t */
    -9, /* has a threat, times t * t */
    -5, /* has two threats, times t * t */
};

#endif
