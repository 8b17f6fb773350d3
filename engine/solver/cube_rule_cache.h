/* cube_rule_cache.h: a small exact cache of the static rules' bounds (cube_rules.h), so that
 * a position whose rule was computed once (as a child, in the threat-space search, or in an
 * earlier probe) is not computed again. */
#ifndef S4_SOLVER_CUBE_RULE_CACHE_H
#define S4_SOLVER_CUBE_RULE_CACHE_H

#include "cube_rules.h"
#include "cube_table.h"

/*
 * One slot a position: the side to move's beads, and the 48-bit height key of the bead mask
 * with the bound in the 16 bits above it (offset so that a used slot's second word is never
 * 0). The key is exact (the beads to move and the heights give the whole position back), so
 * a hit is always the same position and the bound is the rule's own: the cache changes no
 * result and no node count, only how often a rule is computed. A rule's bound depends on the
 * position alone, so the cache is never cleared. 2^16 slots (1 MB): in 20-bead trees about
 * a fifth of the rule calls repeat a position seen before.
 */
enum { S4_CUBE_RULE_CACHE_BITS = 16, S4_CUBE_RULE_CACHE_OFFSET = 1024 };

typedef struct S4CubeRuleCache {
    uint64_t slot[2u << S4_CUBE_RULE_CACHE_BITS];
} S4CubeRuleCache;

/* The static rule of the side to move in pos (s4_cube_rule_bound), through `cache` (NULL:
 * computed every time). Not shared between threads: each search thread has its own. */
static inline int s4_cube_rule_cached(const S4CubeLines *lines, S4CubeRuleCache *cache,
                                      const S4CubePos *pos)
{
    if (!cache)
        return s4_cube_rule_bound(lines, pos);
    uint64_t mask = s4_cube_mask(pos);
    uint64_t h = s4_cube_position_hash(pos->me, mask);
    uint64_t *slot = cache->slot + 2 * (h >> (64 - S4_CUBE_RULE_CACHE_BITS));
    uint64_t key = s4_cube_height_key(mask);
    if (slot[0] == pos->me && slot[1] && (slot[1] & 0xFFFFFFFFFFFFULL) == key)
        return (int)(slot[1] >> 48) - S4_CUBE_RULE_CACHE_OFFSET;
    int bound = s4_cube_rule_bound(lines, pos);
    slot[0] = pos->me;
    slot[1] = key | (uint64_t)(bound + S4_CUBE_RULE_CACHE_OFFSET) << 48;
    return bound;
}

#endif
