/* eval_weights.h: the learned evaluation's weights, in evaluation units (100 per unit
 * of log-odds of winning for the side to move). Generated: do not edit by hand.
 *   score4-engine selfplay ... > data.txt;  score4-engine fit data.txt > engine/eval_weights.h
 * 64000 positions, mean log-loss 0.6347 (docs/learned-eval.md). */
#ifndef S4_ENGINE_EVAL_WEIGHTS_H
#define S4_ENGINE_EVAL_WEIGHTS_H

#include "eval_features.h"

static const int s4_eval_weights[S4_FEAT_COUNT] = {
    40, /* threat on the owner's parity */
    25, /* threat on the other parity */
    64, /* stacked threats */
    16, /* beads on strong cells */
    -132, /* threat above an opponent's threat */
    19, /* threat above a playable cell */
    -36, /* threat in the lower half */
    36, /* shared cell on the owner's parity */
    7, /* tempo (side to move) */
};

#endif
