/* cube_table.h: the Score Four solver's transposition table: exact keys, two slots a bucket. */
#ifndef S4_SOLVER_CUBE_TABLE_H
#define S4_SOLVER_CUBE_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * An entry is two 64-bit words; a bucket is two entries (32 bytes, half a cache line).
 *
 *     data  bits 47..0   the heights of the pegs, packed (see s4_cube_height_key)
 *           bits 54..48  value + 64: a bound on the score (solver.h of the cube solver)
 *           bits 56..55  bound: 1 lower, 2 upper, 3 exact (0: empty entry)
 *           bits 60..57  the best peg found, to try first
 *           bits 63..61  work: log8 of the nodes the search below took, at most 7
 *     lock  the side to move's beads XOR data
 *
 * The side to move's beads and the heights give back the whole position (who moves follows
 * from the bead count), so a hit is never another position: answers stay exact whatever the
 * table size. Threads share the table without locks: a torn entry (lock from one write, data
 * from another) fails the XOR check, so a reader sees either a whole entry or none.
 * Replacement: the first slot keeps the entry with the most work, the second takes the rest.
 */
typedef struct S4CubeTable {
    uint64_t *words;    /* 4 words a bucket */
    uint64_t buckets;   /* a power of two */
} S4CubeTable;

typedef struct S4CubeEntry {
    int value;          /* a bound on the score */
    int bound;          /* S4_CUBE_LOWER, S4_CUBE_UPPER or S4_CUBE_EXACT; 0: no entry */
    int peg;            /* best peg, 0..15 */
} S4CubeEntry;

enum { S4_CUBE_LOWER = 1, S4_CUBE_UPPER = 2, S4_CUBE_EXACT = 3 };

/* A table of at most hash_mb megabytes (at least one bucket). false when memory is short. */
bool s4_cube_table_init(S4CubeTable *table, size_t hash_mb);
void s4_cube_table_free(S4CubeTable *table);
void s4_cube_table_clear(S4CubeTable *table);

/* An injective 48-bit packing of a position's bead mask (gravity holds). */
static inline uint64_t s4_cube_height_key(uint64_t mask)
{
    /* Level 0 XOR level 3 tells height 0 from 4 once levels 1 and 2 are known. */
    return ((mask ^ (mask >> 48)) & 0xFFFFULL) | (mask & 0xFFFFFFFF0000ULL);
}

static inline uint64_t s4_cube_bucket(const S4CubeTable *t, uint64_t me, uint64_t mask)
{
    uint64_t h = me * 0x9E3779B97F4A7C15ULL ^ mask * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 32;
    return h & (t->buckets - 1);
}

/* Starts loading the position's bucket into the cache (probes of siblings then overlap). */
static inline void s4_cube_table_prefetch(const S4CubeTable *t, uint64_t me, uint64_t mask)
{
    __builtin_prefetch(t->words + 4 * s4_cube_bucket(t, me, mask));
}

/* Looks the position up; false (and entry->bound 0) when it is not stored. */
bool s4_cube_table_probe(const S4CubeTable *table, uint64_t me, uint64_t mask,
                         S4CubeEntry *entry);

/* Stores a bound; work is the nodes the search of the position took. */
void s4_cube_table_store(S4CubeTable *table, uint64_t me, uint64_t mask, int value, int bound,
                         int peg, uint64_t work);

#endif
