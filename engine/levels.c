/* levels.c: what each level searches.
 *
 * The depth (in plies, forced replies free) sets what threats a level can see coming; the
 * noise, in evaluation units (a threat is worth 10 to 40), makes it choose among moves of
 * nearly equal value as a person would, and sometimes prefer a slightly worse one. Level 1
 * takes a win and blocks a threat and otherwise plays at random (its noise outweighs even a
 * lost position, and it may play under an opponent's threat, as beginners do); each level
 * above looks further, never plays under a threat when it has another move, and wavers less. */
#include "levels.h"

static const struct {
    int depth;
    int noise;
} table[S4_LEVEL_MAX + 1] = {
    [1] = {1, 1000000}, [2] = {2, 60}, [3] = {3, 40}, [4] = {4, 30}, [5] = {5, 20},
    [6] = {6, 14},  [7] = {7, 9},  [8] = {8, 5},  [9] = {10, 2}, [10] = {0, 0},
};

void s4_level_apply(int level, uint64_t seed, S4SearchLimits *limits)
{
    if (level < S4_LEVEL_MIN || level >= S4_LEVEL_MAX)
        return;
    if (limits->depth == 0 || limits->depth > table[level].depth)
        limits->depth = table[level].depth;
    if (limits->movetime_ms == 0 || limits->movetime_ms > S4_LEVEL_MAX_MS)
        limits->movetime_ms = S4_LEVEL_MAX_MS;
    limits->noise = table[level].noise;
    limits->keep_under = level == S4_LEVEL_MIN;
    limits->seed = seed;
}
