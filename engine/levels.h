/* levels.h: playing strengths 1..10 for people, as search limits, and the seeded choices
 * that make a level's games differ from seed to seed. */
#ifndef S4_ENGINE_LEVELS_H
#define S4_ENGINE_LEVELS_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "search.h"

enum {
    S4_LEVEL_MIN = 1,
    S4_LEVEL_MAX = 10,      /* full strength: the engine's own limits, no noise */
    S4_LEVEL_MAX_MS = 1000, /* a level below the top answers within about this */
};

/* Narrows limits (already holding the engine's depth and move time) to `level`: below the
 * top a depth cap, noise on the root moves and a time cap of S4_LEVEL_MAX_MS. Deterministic:
 * the depth cap binds before the time cap on this machine, and the noise comes from seed.
 * Immediate wins and forced blocks are the search's first rule; a level that overlooks a
 * threat does so before the search is asked (s4_level_overlooks). */
void s4_level_apply(int level, uint64_t seed, S4SearchLimits *limits);

/* The percentage of the opponent's immediate threats that `level` overlooks (0 from
 * level 3 up). */
int s4_level_miss_percent(int level);

/* True when `level`, moving for `side`, does not see the opponent's immediate threat in
 * this position (it has one, `side` has no win of its own, and the seeded draw for this
 * seed and position falls under the level's miss percentage); *peg is then a legal peg
 * that does not block it, drawn from the same seed. False otherwise, *peg untouched. */
bool s4_level_overlooks(int level, uint64_t seed, const S4Board *board, S4Colour side,
                        int *peg);

/* One of `count` (> 0) choices, drawn from seed and the position alone: the same seed and
 * position give the same choice (the book's variety at full strength, move_choice.c). */
int s4_level_pick(uint64_t seed, const S4Board *board, int count);

/* A peg worth exactly as much as `peg` on board: peg itself or its image under a symmetry
 * of the grid that maps the position onto itself (at the empty board B2 may become B3, C2
 * or C3), drawn from seed and the position. Costs no strength, so every level uses it. */
int s4_level_twin(uint64_t seed, const S4Board *board, int peg);

#endif
