/* solver_table.c: allocation of the solver's transposition table. */
/* madvise(MADV_HUGEPAGE) is a Linux extension beyond the project's POSIX baseline. */
#define _DEFAULT_SOURCE 1
#include "solver_table.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

enum { HUGE_PAGE = 2 << 20 };

/* Memory for the table, on 2 MB boundaries and in huge pages where the system offers them:
 * every probe lands on a random page, and with 4 KB pages most probes also miss the TLB. */
static void *table_alloc(size_t bytes)
{
    if (bytes < HUGE_PAGE)
        return malloc(bytes);
    void *memory = NULL;
    if (posix_memalign(&memory, HUGE_PAGE, bytes) != 0)
        return NULL;
#ifdef MADV_HUGEPAGE
    (void)madvise(memory, bytes, MADV_HUGEPAGE); /* a hint: without it the table still works */
#endif
    return memory;
}

/* Writes every page through a volatile pointer: a compiler may turn malloc + memset(0) into
 * calloc, whose pages stay unmapped until first touched, and a page fault on most early
 * probes would dominate the timing of easy positions. */
static void touch_pages(void *memory, size_t size)
{
    volatile unsigned char *bytes = memory;
    for (size_t i = 0; i < size; i += 4096)
        bytes[i] = 0;
}

bool s4_solver_table_init(S4SolverTable *table, int log, int bits)
{
    memset(table, 0, sizeof *table);
    if (bits < 1 || bits > 64)
        return false;
    if (log < bits - 41)
        log = bits - 41; /* the check holds at most 42 bits */
    if (log < 2 || log > 40)
        return false;
    table->log = log;
    table->bits = bits;
    table->key_mask = bits == 64 ? ~0ULL : (1ULL << bits) - 1;
    /* Keys with no more bits than the bucket index are their own bucket, with no check. */
    int bucket_bits = log - 1;
    table->bucket_shift = bits > bucket_bits ? bits - bucket_bits : 0;
    table->check_mask = (1ULL << table->bucket_shift) - 1;
    size_t bytes = ((size_t)1 << log) * sizeof *table->slot;
    table->slot = table_alloc(bytes);
    if (!table->slot)
        return false;
    memset(table->slot, 0, bytes);
    touch_pages(table->slot, bytes);
    return true;
}

void s4_solver_table_free(S4SolverTable *table)
{
    free(table->slot);
    memset(table, 0, sizeof *table);
}

void s4_solver_table_clear(S4SolverTable *table)
{
    memset(table->slot, 0, ((size_t)1 << table->log) * sizeof *table->slot);
}
