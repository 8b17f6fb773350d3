/* random.h: the project's one pseudo-random sequence (splitmix64): fixed and portable for a
 * given seed, so openings, sampled positions and learning data come back from their seeds. */
#ifndef S4_CORE_RANDOM_H
#define S4_CORE_RANDOM_H

#include <stdint.h>

/* The next number of the sequence; advances *state. */
static inline uint64_t s4_random_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

#endif
