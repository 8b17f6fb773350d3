/* levels.c: what each level searches.
 *
 * The depth (in plies, forced replies free) sets what threats a level can see coming; the
 * noise, in evaluation units (a threat is worth 10 to 40), makes it choose among moves of
 * nearly equal value as a person would, and sometimes prefer a slightly worse one. Level 1
 * looks one move ahead (it takes a win, blocks a threat and never plays under an opponent's
 * threat) and otherwise plays almost at random; each level above looks further and wavers less. */
#include "levels.h"

static const struct {
    int depth;
    int noise;
} table[S4_LEVEL_MAX + 1] = {
    [1] = {1, 200}, [2] = {2, 60}, [3] = {3, 40}, [4] = {4, 30}, [5] = {5, 20},
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
    limits->seed = seed;
}
