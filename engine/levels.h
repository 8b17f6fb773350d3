/* levels.h: playing strengths 1..10 for people, as search limits. */
#ifndef S4_ENGINE_LEVELS_H
#define S4_ENGINE_LEVELS_H

#include <stdint.h>

#include "search.h"

enum {
    S4_LEVEL_MIN = 1,
    S4_LEVEL_MAX = 10,      /* full strength: the engine's own limits, no noise */
    S4_LEVEL_MAX_MS = 1000, /* a level below the top answers within about this */
};

/* Narrows limits (already holding the engine's depth and move time) to `level`: below the
 * top a depth cap, noise on the root moves and a time cap of S4_LEVEL_MAX_MS. Deterministic:
 * the depth cap binds before the time cap on this machine, and the noise comes from seed.
 * Immediate wins and forced blocks are the search's first rule, so no level misses them. */
void s4_level_apply(int level, uint64_t seed, S4SearchLimits *limits);

#endif
