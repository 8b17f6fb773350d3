/* cube_order_reference.c: see cube_order_reference.h. */
#include "cube_order_reference.h"

#include "cube_order_weights.h"
#include "eval_search.h"

int cube_order_reference(const S4SearchGeo *sg, const S4Pos *p)
{
    int f[S4_FEAT_COUNT];
    s4_eval_features(sg, p, f);
    /* The formula of engine/eval/eval_learned.h written out again in doubles: t = count / 64 and
     * its square are exact binary fractions, so the sum is exact before the rounding. */
    double t = (double)p->count / S4_EVAL_FULL, sum = 0;
    for (int i = 0; i < S4_FEAT_COUNT; i++)
        sum += (s4_cube_order_weights[i] + s4_cube_order_weights_late[i] * t +
                s4_cube_order_weights_square[i] * t * t) *
               f[i];
    return (int)sum;
}
