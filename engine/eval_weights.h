/* eval_weights.h: the learned evaluation's weights, in evaluation units (100 per unit
 * of log-odds of winning for the side to move). Generated: do not edit by hand.
 *   score4-engine selfplay ... > data.txt;  score4-engine fit data.txt > engine/eval_weights.h
 * 808803 positions, mean log-loss 0.6026 (docs/learned-eval.md). */
#ifndef S4_ENGINE_EVAL_WEIGHTS_H
#define S4_ENGINE_EVAL_WEIGHTS_H

#include "eval_features.h"

/* A feature's weight on a board of `count` beads, t = count / S4_EVAL_FULL, is
 * s4_eval_weights[i] + s4_eval_weights_late[i] * t + s4_eval_weights_square[i] * t * t. */
static const int s4_eval_weights[S4_FEAT_COUNT] = {
    9, /* threat on the owner's parity */
    17, /* threat on the other parity */
    70, /* stacked threats */
    27, /* beads on strong cells */
    -23, /* threat above an opponent's threat */
    -1, /* threat above a playable cell */
    2, /* threat in the lower half */
    -2, /* shared cell on the owner's parity */
    12, /* tempo (side to move) */
    -14, /* lowest threat of its peg, owner's parity */
    6, /* lowest threat of its peg, other parity */
    10, /* has a lowest threat on its parity */
    8, /* open lines of two beads */
    23, /* open lines of two beads up a peg */
    -1, /* safe playable cells */
    -2, /* first player to move */
};

static const int s4_eval_weights_late[S4_FEAT_COUNT] = {
    0, /* threat on the owner's parity, times t */
    10, /* threat on the other parity, times t */
    22, /* stacked threats, times t */
    -43, /* beads on strong cells, times t */
    -47, /* threat above an opponent's threat, times t */
    1, /* threat above a playable cell, times t */
    -32, /* threat in the lower half, times t */
    2, /* shared cell on the owner's parity, times t */
    12, /* tempo (side to move), times t */
    13, /* lowest threat of its peg, owner's parity, times t */
    20, /* lowest threat of its peg, other parity, times t */
    86, /* has a lowest threat on its parity, times t */
    33, /* open lines of two beads, times t */
    -38, /* open lines of two beads up a peg, times t */
    1, /* safe playable cells, times t */
    62, /* first player to move, times t */
};

static const int s4_eval_weights_square[S4_FEAT_COUNT] = {
    13, /* threat on the owner's parity, times t * t */
    -9, /* threat on the other parity, times t * t */
    0, /* stacked threats, times t * t */
    3, /* beads on strong cells, times t * t */
    -55, /* threat above an opponent's threat, times t * t */
    12, /* threat above a playable cell, times t * t */
    -33, /* threat in the lower half, times t * t */
    10, /* shared cell on the owner's parity, times t * t */
    -63, /* tempo (side to move), times t * t */
    41, /* lowest threat of its peg, owner's parity, times t * t */
    7, /* lowest threat of its peg, other parity, times t * t */
    123, /* has a lowest threat on its parity, times t * t */
    -22, /* open lines of two beads, times t * t */
    -8, /* open lines of two beads up a peg, times t * t */
    12, /* safe playable cells, times t * t */
    12, /* first player to move, times t * t */
};

#endif
