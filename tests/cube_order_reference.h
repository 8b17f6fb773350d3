/* cube_order_reference.h: the solver's order evaluation computed independently of
 * engine/solver/cube_order.h, for its tests: the engine's features (engine/eval/eval_features.h)
 * weighed by the solver's order weights (engine/solver/cube_order_weights.h). */
#ifndef S4_TESTS_CUBE_ORDER_REFERENCE_H
#define S4_TESTS_CUBE_ORDER_REFERENCE_H

#include "search_pos.h"

/* The evaluation of p for its side to move with the order weights, rounded towards zero. */
int cube_order_reference(const S4SearchGeo *sg, const S4Pos *p);

#endif
