/* solver_table.h: the solver's transposition table: one small bound per position. */
#ifndef S4_SOLVER_SOLVER_TABLE_H
#define S4_SOLVER_SOLVER_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * 2^log slots, always-replace. A position key (at most `bits` bits, unique per position)
 * is first mixed by an odd multiplier modulo 2^bits, which is a bijection on bits-bit
 * numbers; the top `log` bits of the mixed key pick the slot and the low bits are stored
 * as a check. When log + 32 >= bits the slot and a 32-bit check together give back the
 * whole mixed key, so a hit is never a different position; otherwise the full 64-bit mixed
 * key is stored. A value of 0 marks an empty slot.
 */
typedef struct S4SolverTable {
    uint32_t *check32;  /* low 32 bits of the mixed key, when they suffice; else NULL */
    uint64_t *check64;  /* the whole mixed key otherwise; else NULL */
    uint8_t *value;     /* 0: empty; else the caller's encoded bound */
    int log;            /* slots = 2^log */
    int bits;           /* key width */
    uint64_t key_mask;  /* 2^bits - 1 */
} S4SolverTable;

/* Allocates an empty table of 2^log slots for keys below 2^bits. False when memory is short. */
bool s4_solver_table_init(S4SolverTable *table, int log, int bits);
void s4_solver_table_free(S4SolverTable *table);
void s4_solver_table_clear(S4SolverTable *table);

/* Bytes per slot for a table of 2^log slots and bits-bit keys. */
size_t s4_solver_table_slot_bytes(int log, int bits);

static inline uint64_t s4_solver_table_mix(const S4SolverTable *t, uint64_t key)
{
    return (key * 0x9E3779B97F4A7C15ULL) & t->key_mask;
}

static inline size_t s4_solver_table_slot(const S4SolverTable *t, uint64_t mixed)
{
    return t->bits > t->log ? (size_t)(mixed >> (t->bits - t->log))
                            : (size_t)(mixed & ((1ULL << t->log) - 1));
}

/* The value stored for key, or 0 when none is. */
static inline uint8_t s4_solver_table_get(const S4SolverTable *t, uint64_t key)
{
    uint64_t mixed = s4_solver_table_mix(t, key);
    size_t slot = s4_solver_table_slot(t, mixed);
    if (t->check32)
        return t->check32[slot] == (uint32_t)mixed ? t->value[slot] : 0;
    return t->check64[slot] == mixed ? t->value[slot] : 0;
}

/* Stores value (nonzero) for key, replacing whatever the slot held. */
static inline void s4_solver_table_put(S4SolverTable *t, uint64_t key, uint8_t value)
{
    uint64_t mixed = s4_solver_table_mix(t, key);
    size_t slot = s4_solver_table_slot(t, mixed);
    if (t->check32)
        t->check32[slot] = (uint32_t)mixed;
    else
        t->check64[slot] = mixed;
    t->value[slot] = value;
}

#endif
