/* cube_shallow.h: a short depth-limited heuristic search on the solver's bitboards, for
 * ordering the moves of the exact solver's upper nodes (as Othello endgame solvers such as
 * Edax order theirs): a negamax with the learned evaluation (cube_order.h, the order's own
 * weights) at its leaves. */
#ifndef S4_SOLVER_CUBE_SHALLOW_H
#define S4_SOLVER_CUBE_SHALLOW_H

#include <stdbool.h>
#include <stdint.h>

#include "cube_board.h"

/* Where and how the exact solver orders its moves by this search (cube_solver.c): in nodes
 * with at least min_empty empty cells, each child is searched depth - 1 plies deep (the
 * move itself being the first ply), one ply more for each `deeper_every` empty cells above
 * min_empty (0: never deeper). */
typedef struct S4CubeShallowOrder {
    int min_empty;      /* S4_CUBE_CELLS + 1: never */
    int depth;
    int deeper_every;
    int mode;           /* 0: the value replaces history and evaluation below the threat
                         * tiers; 1: it comes before the tiers (after the table's move) */
    int weight;         /* mode 0: units of history per unit of value */
    bool untabled_only; /* only in nodes whose table entry gives no move */
} S4CubeShallowOrder;

/* The setting measured best (docs/solving.md, "The move order"). */
static inline S4CubeShallowOrder s4_cube_shallow_order_default(void)
{
    return (S4CubeShallowOrder){.min_empty = 42, .depth = 4, .deeper_every = 0, .mode = 0,
                                .weight = 64, .untabled_only = false};
}

/* Values: the learned evaluation's units (a few hundred either way, clamped to within
 * S4_CUBE_SHALLOW_EVAL_MAX) for positions the search leaves open; S4_CUBE_SHALLOW_WIN less
 * the beads on board at the win for a win the search sees (sooner wins are worth more), its
 * negation for a loss, 0 for a full board. Every value lies within S4_CUBE_SHALLOW_WIN. */
enum { S4_CUBE_SHALLOW_WIN = 1 << 14, S4_CUBE_SHALLOW_EVAL_MAX = 1 << 12 };

/* The heuristic value of pos for the side to move, searched `depth` plies deep in the
 * window (alpha, beta) (fail-soft: a value <= alpha is an upper bound, >= beta a lower
 * one). A node with a single legal move does not use up a ply (forced replies to threats
 * are followed to their end). Adds the positions it visits to *nodes. */
int s4_cube_shallow_value(const S4CubeLines *lines, const S4CubePos *pos, int depth, int alpha,
                          int beta, uint64_t *nodes);

#endif
