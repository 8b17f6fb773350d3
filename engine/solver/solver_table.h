/* solver_table.h: the solver's transposition table: one small bound and a move per position. */
#ifndef S4_SOLVER_SOLVER_TABLE_H
#define S4_SOLVER_SOLVER_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * 2^log slots of one 64-bit word each, always-replace:
 *
 *     bits 63..16  check: the mixed key's low (bits - log) bits, at most 48
 *     bits 15..8   move: a column worth trying first, plus 1 (0: none)
 *     bits  7..0   value: the caller's encoded bound (0: empty slot)
 *
 * A position key (below 2^bits, unique per position) is first mixed by an odd multiplier
 * modulo 2^bits, a bijection on bits-bit numbers; the top `log` bits of the mixed key pick
 * the slot and the rest is the check. Slot and check together give back the whole mixed
 * key, so a hit is never a different position. One word per slot means one cache miss per
 * probe, the cost that dominates the search.
 */
typedef struct S4SolverTable {
    uint64_t *slot;     /* 2^log words */
    int log;            /* slots = 2^log, with bits - 48 <= log */
    int bits;           /* key width, 1..64 */
    uint64_t key_mask;  /* 2^bits - 1 */
} S4SolverTable;

typedef struct S4SolverEntry {
    uint8_t value;      /* 0: nothing stored */
    int move;           /* column to try first, -1: none */
} S4SolverEntry;

/* Allocates an empty table of 2^log slots for keys below 2^bits; log is raised to
 * bits - 48 when lower. False when memory is short or an argument is out of range. */
bool s4_solver_table_init(S4SolverTable *table, int log, int bits);
void s4_solver_table_free(S4SolverTable *table);
void s4_solver_table_clear(S4SolverTable *table);

static inline uint64_t s4_solver_table_mix(const S4SolverTable *t, uint64_t key)
{
    return (key * 0x9E3779B97F4A7C15ULL) & t->key_mask;
}

static inline uint64_t *s4_solver_table_at(const S4SolverTable *t, uint64_t mixed)
{
    return t->bits > t->log ? &t->slot[mixed >> (t->bits - t->log)]
                            : &t->slot[mixed & ((1ULL << t->log) - 1)];
}

static inline uint64_t s4_solver_table_check(const S4SolverTable *t, uint64_t mixed)
{
    int check_bits = t->bits > t->log ? t->bits - t->log : 0;
    return (mixed & ((1ULL << check_bits) - 1)) << 16;
}

/* Asks the memory system for key's slot ahead of the probe. */
static inline void s4_solver_table_prefetch(const S4SolverTable *t, uint64_t key)
{
    __builtin_prefetch(s4_solver_table_at(t, s4_solver_table_mix(t, key)));
}

/* What is stored for key: value 0 and move -1 when nothing is. */
static inline S4SolverEntry s4_solver_table_get(const S4SolverTable *t, uint64_t key)
{
    uint64_t mixed = s4_solver_table_mix(t, key);
    uint64_t word = *s4_solver_table_at(t, mixed);
    S4SolverEntry e = {0, -1};
    if ((word & ~0xFFFFULL) == s4_solver_table_check(t, mixed)) {
        e.value = (uint8_t)word;
        e.move = (int)((word >> 8) & 0xFF) - 1;
    }
    return e;
}

/* Stores value (nonzero) and move (-1: none) for key, replacing whatever the slot held. */
static inline void s4_solver_table_put(S4SolverTable *t, uint64_t key, uint8_t value, int move)
{
    uint64_t mixed = s4_solver_table_mix(t, key);
    *s4_solver_table_at(t, mixed) =
        s4_solver_table_check(t, mixed) | (uint64_t)(move + 1) << 8 | value;
}

#endif
