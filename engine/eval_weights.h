/* eval_weights.h: the learned evaluation's weights, in evaluation units (100 per unit
 * of log-odds of winning for the side to move). Generated: do not edit by hand.
 *   score4-engine selfplay ... > data.txt;  score4-engine fit data.txt > engine/eval_weights.h
 * 243438 positions, mean log-loss 0.6270 (docs/learned-eval.md). */
#ifndef S4_ENGINE_EVAL_WEIGHTS_H
#define S4_ENGINE_EVAL_WEIGHTS_H

#include "eval_features.h"

/* A feature's weight on a board of `count` beads is
 * s4_eval_weights[i] + s4_eval_weights_late[i] * count / S4_EVAL_FULL. */
static const int s4_eval_weights[S4_FEAT_COUNT] = {
    11, /* threat on the owner's parity */
    33, /* threat on the other parity */
    68, /* stacked threats */
    35, /* beads on strong cells */
    -59, /* threat above an opponent's threat */
    -15, /* threat above a playable cell */
    -11, /* threat in the lower half */
    -20, /* shared cell on the owner's parity */
    12, /* tempo (side to move) */
};

static const int s4_eval_weights_late[S4_FEAT_COUNT] = {
    62, /* threat on the owner's parity, on a full board */
    -16, /* threat on the other parity, on a full board */
    21, /* stacked threats, on a full board */
    -44, /* beads on strong cells, on a full board */
    -86, /* threat above an opponent's threat, on a full board */
    58, /* threat above a playable cell, on a full board */
    -52, /* threat in the lower half, on a full board */
    51, /* shared cell on the owner's parity, on a full board */
    -10, /* tempo (side to move), on a full board */
};

#endif
