/* eval_learned.h: the learned evaluation's sum of weighted features, the one formula that the
 * engine's evaluation (eval.h) and the exact solver's move order (solver/cube_order.h) share. */
#ifndef S4_ENGINE_EVAL_LEARNED_H
#define S4_ENGINE_EVAL_LEARNED_H

#include "eval_weights.h"

/* A weight set of the features: feature i's weight on a board of `count` beads is
 * base[i] + late[i] * t + square[i] * t * t, t = count / S4_EVAL_FULL. The engine's is
 * eval_weights.h; the solver's move order has its own (solver/cube_order_weights.h). */
typedef struct S4EvalWeights {
    const int *base, *late, *square;
} S4EvalWeights;

/* The features f (eval_features.h, from the side to move's view) weighed by w for a board of
 * `count` beads: summed in 1/4096ths of a unit and rounded towards zero once at the end. */
static inline int s4_eval_weigh(S4EvalWeights w, const int f[S4_FEAT_COUNT], int count)
{
    int sum = 0;
    for (int i = 0; i < S4_FEAT_COUNT; i++)
        sum += (w.base[i] * S4_EVAL_FULL * S4_EVAL_FULL + w.late[i] * count * S4_EVAL_FULL +
                w.square[i] * count * count) *
               f[i];
    return sum / (S4_EVAL_FULL * S4_EVAL_FULL);
}

/* The engine's weights (eval_weights.h). */
#define S4_EVAL_ENGINE_WEIGHTS                                                                 \
    ((S4EvalWeights){s4_eval_weights, s4_eval_weights_late, s4_eval_weights_square})

/* The engine's learned evaluation of the features f. */
static inline int s4_eval_learned(const int f[S4_FEAT_COUNT], int count)
{
    return s4_eval_weigh(S4_EVAL_ENGINE_WEIGHTS, f, count);
}

#endif
