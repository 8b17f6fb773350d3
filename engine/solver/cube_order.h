/* cube_order.h: the learned evaluation's features (the evaluation library, engine/eval) on the
 * solver's board, weighed by the solver's own weights (cube_order_weights.h, fitted to exact
 * values: docs/learned-eval.md) for ordering the moves of a node: how good a move looks to the
 * side that plays it. The engine's weights (eval/eval_weights.h) stay available for
 * comparison. */
#ifndef S4_SOLVER_CUBE_ORDER_H
#define S4_SOLVER_CUBE_ORDER_H

#include <stdint.h>

#include "eval_learned.h"
#include "cube_board.h"
#include "cube_order_weights.h"

/* The solver's order weights, and the playing engine's (the same features), for
 * eval_learned.h's s4_eval_weigh. */
#define S4_CUBE_ORDER_WEIGHTS                                                                  \
    ((S4EvalWeights){s4_cube_order_weights, s4_cube_order_weights_late,                        \
                     s4_cube_order_weights_square})
#define S4_CUBE_ENGINE_WEIGHTS S4_EVAL_ENGINE_WEIGHTS

/* Cells on 7 lines (the 8 corners and the 8 centre cells; every other cell lies on 4): the engine's
 * "strong" cells (search_pos.c, more lines than the mean). */
#define S4_CUBE_STRONG 0x9009066006609009ULL

/* The change in the mover's open lines (mover's less the other's, engine/search_pos.h's four
 * kinds) when it puts a bead on `cell`: only the lines through the cell change. Packed as
 * four signed counts: two beads, two beads up a peg, one bead, one bead up a peg. */
typedef struct S4CubeOpenDelta {
    int two, two_up, one, one_up;
} S4CubeOpenDelta;

static inline S4CubeOpenDelta s4_cube_open_delta(const S4CubeLines *lines, uint64_t mine,
                                                 uint64_t theirs, int cell)
{
    S4CubeOpenDelta d = {0, 0, 0, 0};
    for (int i = 0; i < lines->at_count[cell]; i++) {
        uint64_t line = lines->at[cell][i];
        int a = __builtin_popcountll(line & mine), b = __builtin_popcountll(line & theirs);
        bool up = (line >> __builtin_ctzll(line)) == 0x0001000100010001ULL;
        int *two = up ? &d.two_up : &d.two, *one = up ? &d.one_up : &d.one;
        if (b == 0) {
            if (a == 0)
                (*one)++;
            else if (a == 1) {
                (*one)--;
                (*two)++;
            } else if (a == 2)
                (*two)--;
        } else if (a == 0) {
            /* The bead blocks the other side's line: its count falls, the difference rises. */
            if (b == 1)
                (*one)++;
            else if (b == 2)
                (*two)++;
        }
    }
    return d;
}

/* The features of pos for the side to move in it (eval/eval_features.h) except the four
 * counts of open lines, which the callers fill in (from a move's change, or counted). */
static inline void s4_cube_eval_features(const S4CubePos *pos, int f[S4_FEAT_COUNT])
{
    S4EvalBoard b = {.me = pos->me, .opp = pos->opp, .me_threats = pos->wme,
                     .opp_threats = pos->wopp, .board = ~0ULL, .bottom = S4_CUBE_BOTTOM,
                     .first_parity = S4_CUBE_ODD_LEVELS, .strong = S4_CUBE_STRONG, .pegs = 16,
                     .count = pos->moves};
    s4_eval_board_features(&b, f);
}

/* The learned evaluation with weights w of `child` (the position after the mover's bead)
 * for the mover, up to a term that is the same for every move of the node: the open lines
 * enter only through d, their change by the move. */
static inline int s4_cube_order_eval_with(S4EvalWeights w, const S4CubePos *child,
                                          S4CubeOpenDelta d)
{
    /* From the side to move in child (the opponent): features are its count less the
     * mover's; the mover's evaluation is minus the opponent's. */
    int f[S4_FEAT_COUNT];
    s4_cube_eval_features(child, f);
    f[S4_FEAT_TEMPO] = 0;        /* the same for every move */
    f[S4_FEAT_FIRST_PLAYER] = 0; /* the same for every move */
    f[S4_FEAT_OPEN_TWO] = -d.two;
    f[S4_FEAT_OPEN_TWO_VERTICAL] = -d.two_up;
    f[S4_FEAT_OPEN_ONE] = -d.one;
    f[S4_FEAT_OPEN_ONE_VERTICAL] = -d.one_up;
    /* C division rounds towards zero: -(v / k) = -v / k */
    return -s4_eval_weigh(w, f, child->moves);
}

/* The same with the solver's order weights: the alpha-beta's order key, df-pn's ranking of
 * new children and the shallow search's move order use it. */
static inline int s4_cube_order_eval(const S4CubePos *child, S4CubeOpenDelta d)
{
    return s4_cube_order_eval_with(S4_CUBE_ORDER_WEIGHTS, child, d);
}

/* The whole learned evaluation with weights w of pos for the side to move (the engine's
 * s4_eval_features with the open lines counted over all 76 lines): comparable between any two
 * positions, so a search may use it at its leaves. */
static inline int s4_cube_learned_eval_with(S4EvalWeights w, const S4CubeLines *lines,
                                            const S4CubePos *pos)
{
    int f[S4_FEAT_COUNT];
    s4_cube_eval_features(pos, f);
    int two = 0, two_up = 0, one = 0, one_up = 0;
    for (int i = 0; i < S4_CUBE_LINES; i++) {
        uint64_t line = lines->line[i];
        int a = __builtin_popcountll(line & pos->me), b = __builtin_popcountll(line & pos->opp);
        if (a && b)
            continue;
        bool up = (line >> __builtin_ctzll(line)) == 0x0001000100010001ULL;
        int sign = a ? 1 : -1, n = a + b;
        if (n == 1)
            *(up ? &one_up : &one) += sign;
        else if (n == 2)
            *(up ? &two_up : &two) += sign;
    }
    f[S4_FEAT_OPEN_TWO] = two;
    f[S4_FEAT_OPEN_TWO_VERTICAL] = two_up;
    f[S4_FEAT_OPEN_ONE] = one;
    f[S4_FEAT_OPEN_ONE_VERTICAL] = one_up;
    return s4_eval_weigh(w, f, pos->moves);
}

/* The same with the solver's order weights (the shallow search's leaves). */
static inline int s4_cube_learned_eval(const S4CubeLines *lines, const S4CubePos *pos)
{
    return s4_cube_learned_eval_with(S4_CUBE_ORDER_WEIGHTS, lines, pos);
}

#endif
