/* eval_learned.h: the learned evaluation's sum of weighted features, the one formula that the
 * engine's evaluation (eval.h) and the exact solver's move order (solver/cube_order.h) share. */
#ifndef S4_ENGINE_EVAL_LEARNED_H
#define S4_ENGINE_EVAL_LEARNED_H

#include "eval_weights.h"

/* The features f (eval_features.h, from the side to move's view) weighed for a board of
 * `count` beads: each weight is a quadratic in t = count / S4_EVAL_FULL (eval_weights.h),
 * summed in 1/4096ths of a unit and rounded towards zero once at the end. */
static inline int s4_eval_learned(const int f[S4_FEAT_COUNT], int count)
{
    int sum = 0;
    for (int i = 0; i < S4_FEAT_COUNT; i++)
        sum += (s4_eval_weights[i] * S4_EVAL_FULL * S4_EVAL_FULL +
                s4_eval_weights_late[i] * count * S4_EVAL_FULL +
                s4_eval_weights_square[i] * count * count) *
               f[i];
    return sum / (S4_EVAL_FULL * S4_EVAL_FULL);
}

#endif
