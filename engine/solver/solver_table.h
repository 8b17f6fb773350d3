/* solver_table.h: the solver's transposition table: one small bound and a move per position. */
#ifndef S4_SOLVER_SOLVER_TABLE_H
#define S4_SOLVER_SOLVER_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Threads may share a table: every slot is read and written whole, with relaxed atomic
 * accesses (plain moves on x86-64), and a word that another thread changed between a
 * probe and a store is at worst overwritten or fails its check: never a wrong bound.
 *
 * 2^log slots of one 64-bit word each, in buckets of two that share a cache line:
 *
 *     bits 63..22  check: the mixed key's low (bits - log + 1) bits, at most 42
 *     bits 21..16  beads on the board in the position (its subtree shrinks as they grow)
 *     bits 15..8   move: a column worth trying first, plus 1 (0: none)
 *     bits  7..0   value: the caller's encoded bound (0: empty slot)
 *
 * A position key (below 2^bits, unique per position) is first mixed by an odd multiplier
 * modulo 2^bits, a bijection on bits-bit numbers; the top log - 1 bits of the mixed key pick
 * the bucket and the rest is the check, so bucket and check give back the whole mixed key
 * and a hit is never a different position. Of the two slots, the first keeps the position
 * with the fewest beads (the most work to redo) and the second takes everything else:
 * long searches overwrite their leaves, not their roots.
 */
typedef struct S4SolverTable {
    uint64_t *slot;     /* 2^log words */
    int log;            /* slots = 2^log, with bits - 41 <= log */
    int bits;           /* key width, 1..64 */
    uint64_t key_mask;  /* 2^bits - 1 */
    int bucket_shift;   /* mixed >> bucket_shift is the bucket (bits > log - 1) */
    uint64_t check_mask; /* the mixed key's bits below the bucket's: the check */
} S4SolverTable;

typedef struct S4SolverEntry {
    uint8_t value;      /* 0: nothing stored */
    int move;           /* column to try first, -1: none */
} S4SolverEntry;

/* Allocates an empty table of 2^log slots for keys below 2^bits; log is raised to
 * bits - 41 when lower. False when memory is short or an argument is out of range. */
bool s4_solver_table_init(S4SolverTable *table, int log, int bits);
void s4_solver_table_free(S4SolverTable *table);
void s4_solver_table_clear(S4SolverTable *table);

enum { S4_SOLVER_TABLE_CHECK_SHIFT = 22 };

static inline uint64_t s4_solver_table_mix(const S4SolverTable *t, uint64_t key)
{
    return (key * 0x9E3779B97F4A7C15ULL) & t->key_mask;
}

/* The first word of the bucket of a mixed key. */
static inline uint64_t *s4_solver_table_bucket(const S4SolverTable *t, uint64_t mixed)
{
    return &t->slot[(size_t)(mixed >> t->bucket_shift) * 2];
}

static inline uint64_t s4_solver_table_check(const S4SolverTable *t, uint64_t mixed)
{
    return (mixed & t->check_mask) << S4_SOLVER_TABLE_CHECK_SHIFT;
}

/* Asks the memory system for key's bucket ahead of the probe. */
static inline void s4_solver_table_prefetch(const S4SolverTable *t, uint64_t key)
{
    __builtin_prefetch(s4_solver_table_bucket(t, s4_solver_table_mix(t, key)));
}

static inline bool s4_solver_table_matches(uint64_t word, uint64_t check)
{
    return (word >> S4_SOLVER_TABLE_CHECK_SHIFT << S4_SOLVER_TABLE_CHECK_SHIFT) == check &&
           (word & 0xFF) != 0;
}

/* What is stored for key: value 0 and move -1 when nothing is. */
static inline S4SolverEntry s4_solver_table_get(const S4SolverTable *t, uint64_t key)
{
    uint64_t mixed = s4_solver_table_mix(t, key);
    const uint64_t *bucket = s4_solver_table_bucket(t, mixed);
    uint64_t check = s4_solver_table_check(t, mixed);
    S4SolverEntry e = {0, -1};
    for (int i = 0; i < 2; i++) {
        /* One load: the word checked is the word used, whatever other threads write. */
        uint64_t word = __atomic_load_n(&bucket[i], __ATOMIC_RELAXED);
        if (s4_solver_table_matches(word, check)) {
            e.value = (uint8_t)word;
            e.move = (int)((word >> 8) & 0xFF) - 1;
            break;
        }
    }
    return e;
}

/* Stores value (nonzero) and move (-1: none) for key, a position of `beads` beads (< 64). */
static inline void s4_solver_table_put(S4SolverTable *t, uint64_t key, int beads,
                                       uint8_t value, int move)
{
    uint64_t mixed = s4_solver_table_mix(t, key);
    uint64_t *bucket = s4_solver_table_bucket(t, mixed);
    uint64_t check = s4_solver_table_check(t, mixed);
    uint64_t word = check | (uint64_t)beads << 16 | (uint64_t)(move + 1) << 8 | value;
    uint64_t first = __atomic_load_n(&bucket[0], __ATOMIC_RELAXED);
    int first_beads = (int)((first >> 16) & 0x3F);
    if (s4_solver_table_matches(first, check) || (first & 0xFF) == 0 || beads <= first_beads)
        __atomic_store_n(&bucket[0], word, __ATOMIC_RELAXED);
    else
        __atomic_store_n(&bucket[1], word, __ATOMIC_RELAXED);
}

#endif
