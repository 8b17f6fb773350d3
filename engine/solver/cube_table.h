/* cube_table.h: the Score Four solver's transposition table: exact keys, two slots a bucket,
 * a small table near the end, a middle one above it and a large one above that. */
#ifndef S4_SOLVER_CUBE_TABLE_H
#define S4_SOLVER_CUBE_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * An entry is two 64-bit words; a bucket is two entries (32 bytes, half a cache line).
 * Three tables of such buckets by the position's empty cells (s4_cube_bucket): a small one
 * near the end of the game, a middle one above it and a large one for the rest.
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
    uint64_t *words;        /* positions with more than S4_CUBE_MID_EMPTY empty cells */
    uint64_t buckets;       /* at least one */
    uint64_t *near;         /* at most S4_CUBE_NEAR_EMPTY: small, so that it stays in cache */
    uint64_t near_buckets;  /* a power of two */
    uint64_t *mid;          /* the others: S4_CUBE_NEAR_EMPTY + 1 to S4_CUBE_MID_EMPTY */
    uint64_t mid_buckets;   /* a power of two */
} S4CubeTable;

typedef struct S4CubeEntry {
    int value;          /* a bound on the score */
    int bound;          /* S4_CUBE_LOWER, S4_CUBE_UPPER or S4_CUBE_EXACT; 0: no entry */
    int peg;            /* best peg, 0..15 */
} S4CubeEntry;

enum { S4_CUBE_LOWER = 1, S4_CUBE_UPPER = 2, S4_CUBE_EXACT = 3 };

/* Entries a bucket (the replacement in cube_table.c is written for two). */
enum { S4_CUBE_SLOTS = 2, S4_CUBE_BUCKET_BYTES = 16 * S4_CUBE_SLOTS };

/* Positions with at most S4_CUBE_NEAR_EMPTY empty cells use the near table of
 * S4_CUBE_NEAR_BYTES (at most an eighth of the whole). Measured on 28-bead positions 1-38
 * and 24-bead ones (docs/benchmarks.md): 2 MB or 32 MB, or 12 or 20 empty cells, were
 * slower; most nodes have 3 to 16 empty cells.
 * Positions with S4_CUBE_NEAR_EMPTY + 1 to S4_CUBE_MID_EMPTY empty cells use the middle table
 * of S4_CUBE_MID_BYTES (at most an eighth of the whole): on this host a node's reads of its
 * children's buckets cost about a memory latency wherever they go, but fewer when they fall
 * within 32 MB than within 248 MB (fewer pages: 12 random reads 250 against 420 ns), and
 * most of the nodes above the near table have at most 22 empty cells (24-bead 1-40: 8.4 M of
 * 9.8 M). So the middle table takes processor time off both sets with the same nodes. */
enum { S4_CUBE_NEAR_EMPTY = 16, S4_CUBE_MID_EMPTY = 22 };
#define S4_CUBE_NEAR_BYTES ((uint64_t)8 << 20)
#define S4_CUBE_MID_BYTES ((uint64_t)32 << 20)

/* A table of at most hash_mb megabytes (at least one bucket). false when memory is short. */
bool s4_cube_table_init(S4CubeTable *table, size_t hash_mb);
void s4_cube_table_free(S4CubeTable *table);
void s4_cube_table_clear(S4CubeTable *table);

/* The data word's bits 47..0: the height key below (the layout above). */
#define S4_CUBE_HEIGHTS_MASK 0xFFFFFFFFFFFFULL

/* An injective 48-bit packing of a position's bead mask (gravity holds). */
static inline uint64_t s4_cube_height_key(uint64_t mask)
{
    /* Level 0 XOR level 3 tells height 0 from 4 once levels 1 and 2 are known. */
    return ((mask ^ (mask >> 48)) & 0xFFFFULL) | (mask & 0xFFFFFFFF0000ULL);
}

/* A hash of a position (the side to move's beads and every bead) mixed in all its bits, for
 * the buckets of this table and of the proof-number search's (cube_pns.c). */
static inline uint64_t s4_cube_position_hash(uint64_t me, uint64_t mask)
{
    uint64_t h = me * 0x9E3779B97F4A7C15ULL ^ mask * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 32;
    return h;
}

/* The bucket of a position with `moves` beads: most nodes are near the end, and their
 * entries are cheap to find again, so they go to the small table that stays in cache and
 * do not push the costly entries of the upper tree out of the large one; the next band goes
 * to the middle table, whose reads touch fewer pages than the large one's. */
static inline uint64_t *s4_cube_bucket(const S4CubeTable *t, uint64_t me, uint64_t mask,
                                       int moves)
{
    uint64_t h = s4_cube_position_hash(me, mask);
    if (64 - moves <= S4_CUBE_NEAR_EMPTY)
        return t->near + 2 * S4_CUBE_SLOTS * (h & (t->near_buckets - 1));
    if (64 - moves <= S4_CUBE_MID_EMPTY)
        return t->mid + 2 * S4_CUBE_SLOTS * (h & (t->mid_buckets - 1));
    /* Any number of buckets: the high half of h times the count (h is mixed in its top bits
     * too), so the large table can take all the memory the near one leaves. */
    __extension__ typedef unsigned __int128 Wide; /* gcc and clang; __extension__: -pedantic */
    uint64_t i = (uint64_t)(((Wide)h * t->buckets) >> 64);
    return t->words + 2 * S4_CUBE_SLOTS * i;
}

/* Looks the position up in its bucket `b` (s4_cube_bucket): what s4_cube_table_probe does once
 * it has the bucket, for a caller that computed it already (to prefetch it). */
static inline bool s4_cube_table_probe_bucket(const uint64_t *b, uint64_t me, uint64_t mask,
                                              S4CubeEntry *entry)
{
    uint64_t heights = s4_cube_height_key(mask);
    for (int i = 0; i < S4_CUBE_SLOTS; i++) {
        uint64_t lock = __atomic_load_n(b + 2 * i, __ATOMIC_RELAXED);
        uint64_t data = __atomic_load_n(b + 2 * i + 1, __ATOMIC_RELAXED);
        if ((data & S4_CUBE_HEIGHTS_MASK) == heights && (lock ^ data) == me && (data >> 55 & 3)) {
            entry->value = (int)(data >> 48 & 127) - 64;
            entry->bound = (int)(data >> 55 & 3);
            entry->peg = (int)(data >> 57 & 15);
            return true;
        }
    }
    entry->bound = 0;
    return false;
}

/* Looks the position (with `moves` beads) up; false (and entry->bound 0) when it is not
 * stored. */
bool s4_cube_table_probe(const S4CubeTable *table, uint64_t me, uint64_t mask, int moves,
                         S4CubeEntry *entry);

/* Stores a bound; work is the nodes the search of the position took. */
void s4_cube_table_store(S4CubeTable *table, uint64_t me, uint64_t mask, int moves, int value,
                         int bound, int peg, uint64_t work);

/* The same in the position's bucket `b` (s4_cube_bucket), for a caller that has it. */
void s4_cube_table_store_bucket(uint64_t *b, uint64_t me, uint64_t mask, int value, int bound,
                                int peg, uint64_t work);

#endif
