/* cube_fastest.h: "fastest-first" in the alpha-beta's move order (cube_solver.c's `search`).
 *
 * Othello endgame solvers try first the moves that leave the opponent the fewest replies:
 * the narrowest subtrees first, so a proof takes fewer nodes. Here a cell right under one of
 * our threats is never played by the opponent (s4_cube_moves cuts it: it would give us our
 * win), so the replies a move takes away are the opponent's playable cells it puts under our
 * threats. Their count is added to the history part of the move's key, below every threat
 * tier: as a tier of its own (above the history) it took more nodes, and so did counting all
 * of the opponent's safe replies (which also counts a peg filled up) (docs/solving.md, "The
 * move order").
 */
#ifndef S4_SOLVER_CUBE_FASTEST_H
#define S4_SOLVER_CUBE_FASTEST_H

#include <stdint.h>

#include "cube_board.h"

/* History units per reply taken away: the history lives below 2^20 (cube_solver.c halves
 * it past 2^19), so a reply weighs about what one cut-off in the upper bands gains, and a
 * few replies can outweigh a history a little ahead. 8192: 10.48 M / 63.71 M / hard12
 * 1,005.4 M; 32768 below 26 empty cells only: hard12 1,039.0 M with #68 unknown at 60 s. */
enum { S4_CUBE_FASTEST_WEIGHT = 32768 };

/* child: the position after our move (the opponent to move), mask_after: every bead on its
 * board. The opponent's playable cells right under a threat of ours: replies it may not
 * make. */
static inline int s4_cube_replies_cut(const S4CubePos *child, uint64_t mask_after)
{
    return __builtin_popcountll(s4_cube_playable(mask_after) & (child->wopp >> 16));
}

/* The move's order key with the replies it cuts: `key` is the solver's key (tiers in the
 * bits from 20 up, the history or its stand-in in the 20 bits below, never negative). The
 * tiers move up 7 bits, so that history plus S4_CUBE_FASTEST_WEIGHT times the count (at
 * most 16 cells: below 2^20 + 2^19) never reaches them: fewer replies rank only within a
 * tier. */
static inline int64_t s4_cube_fastest_key(int key, const S4CubePos *child, uint64_t mask_after)
{
    return ((int64_t)(key >> 20) << 27) + (key & ((1 << 20) - 1)) +
           (int64_t)S4_CUBE_FASTEST_WEIGHT * s4_cube_replies_cut(child, mask_after);
}

#endif
