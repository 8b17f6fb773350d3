/* solver_table.c: allocation of the solver's transposition table. */
#include "solver_table.h"

#include <stdlib.h>
#include <string.h>

/* Writes every page through a volatile pointer: a compiler may turn malloc + memset(0) into
 * calloc, whose pages stay unmapped until first touched. */
static void touch_pages(void *memory, size_t size)
{
    volatile unsigned char *bytes = memory;
    for (size_t i = 0; i < size; i += 4096)
        bytes[i] = 0;
}

static bool uses_check32(int log, int bits) { return log + 32 >= bits; }

size_t s4_solver_table_slot_bytes(int log, int bits)
{
    return 1 + (uses_check32(log, bits) ? sizeof(uint32_t) : sizeof(uint64_t));
}

bool s4_solver_table_init(S4SolverTable *table, int log, int bits)
{
    memset(table, 0, sizeof *table);
    if (log < 1 || log > 40 || bits < 1 || bits > 64)
        return false;
    table->log = log;
    table->bits = bits;
    table->key_mask = bits == 64 ? ~0ULL : (1ULL << bits) - 1;
    size_t slots = (size_t)1 << log;
    table->value = malloc(slots);
    if (uses_check32(log, bits))
        table->check32 = malloc(slots * sizeof *table->check32);
    else
        table->check64 = malloc(slots * sizeof *table->check64);
    if (!table->value || (!table->check32 && !table->check64)) {
        s4_solver_table_free(table);
        return false;
    }
    /* Touch every page now: a lazily mapped table costs a page fault on most early
     * probes, which would dominate the timing of easy positions. */
    memset(table->value, 0, slots);
    touch_pages(table->value, slots);
    if (table->check32) {
        memset(table->check32, 0, slots * sizeof *table->check32);
        touch_pages(table->check32, slots * sizeof *table->check32);
    } else {
        memset(table->check64, 0, slots * sizeof *table->check64);
        touch_pages(table->check64, slots * sizeof *table->check64);
    }
    return true;
}

void s4_solver_table_free(S4SolverTable *table)
{
    free(table->check32);
    free(table->check64);
    free(table->value);
    memset(table, 0, sizeof *table);
}

void s4_solver_table_clear(S4SolverTable *table)
{
    size_t slots = (size_t)1 << table->log;
    memset(table->value, 0, slots);
}
