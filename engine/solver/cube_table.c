/* cube_table.c: the Score Four solver's transposition table. */
/* madvise(MADV_HUGEPAGE) is a Linux extension beyond the project's POSIX baseline: without
 * this, <sys/mman.h> under -std=c11 and _POSIX_C_SOURCE does not define MADV_HUGEPAGE, the
 * #ifdef below dropped the advice silently, and the table ran on 4 kB pages. */
#define _DEFAULT_SOURCE 1
#include "cube_table.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* The most buckets within `bytes`, at least one. */
static uint64_t buckets_within(uint64_t bytes)
{
    uint64_t buckets = 1;
    while (buckets * 2 * S4_CUBE_BUCKET_BYTES <= bytes)
        buckets *= 2;
    return buckets;
}

/* 2 MB aligned and advised as huge pages: every probe is a random access, and with 4 kB
 * pages nearly every one would also miss the TLB. */
static uint64_t *allocate(uint64_t buckets)
{
    size_t bytes = buckets * S4_CUBE_BUCKET_BYTES, align = (size_t)2 << 20;
    bytes = (bytes + align - 1) / align * align;
    uint64_t *words = aligned_alloc(align, bytes);
#ifdef MADV_HUGEPAGE
    if (words)
        madvise(words, bytes, MADV_HUGEPAGE);
#endif
    return words;
}

bool s4_cube_table_init(S4CubeTable *table, size_t hash_mb)
{
    uint64_t bytes = (uint64_t)hash_mb << 20;
    uint64_t near_bytes = bytes / 8 < S4_CUBE_NEAR_BYTES ? bytes / 8 : S4_CUBE_NEAR_BYTES;
    uint64_t mid_bytes = bytes / 8 < S4_CUBE_MID_BYTES ? bytes / 8 : S4_CUBE_MID_BYTES;
    table->near_buckets = buckets_within(near_bytes);
    table->mid_buckets = buckets_within(mid_bytes);
    uint64_t rest = bytes - (table->near_buckets + table->mid_buckets) * S4_CUBE_BUCKET_BYTES;
    table->buckets = rest / S4_CUBE_BUCKET_BYTES;
    if (table->buckets == 0)
        table->buckets = 1;
    table->words = allocate(table->buckets);
    table->near = allocate(table->near_buckets);
    table->mid = allocate(table->mid_buckets);
    if (!table->words || !table->near || !table->mid) {
        s4_cube_table_free(table);
        return false;
    }
    s4_cube_table_clear(table);
    return true;
}

void s4_cube_table_free(S4CubeTable *table)
{
    free(table->words);
    free(table->near);
    free(table->mid);
    table->words = NULL;
    table->near = NULL;
    table->mid = NULL;
}

void s4_cube_table_clear(S4CubeTable *table)
{
    memset(table->words, 0, table->buckets * S4_CUBE_BUCKET_BYTES);
    memset(table->near, 0, table->near_buckets * S4_CUBE_BUCKET_BYTES);
    memset(table->mid, 0, table->mid_buckets * S4_CUBE_BUCKET_BYTES);
}

static inline uint64_t load(const uint64_t *w)
{
    return __atomic_load_n(w, __ATOMIC_RELAXED);
}

static inline void put(uint64_t *w, uint64_t v)
{
    __atomic_store_n(w, v, __ATOMIC_RELAXED);
}

bool s4_cube_table_probe(const S4CubeTable *table, uint64_t me, uint64_t mask, int moves,
                         S4CubeEntry *entry)
{
    return s4_cube_table_probe_bucket(s4_cube_bucket(table, me, mask, moves), me, mask, entry);
}

static int work_class(uint64_t nodes)
{
    int c = 0;
    while (nodes >= 8 && c < 7) {
        nodes >>= 3;
        c++;
    }
    return c;
}

void s4_cube_table_store(S4CubeTable *table, uint64_t me, uint64_t mask, int moves, int value,
                         int bound, int peg, uint64_t work)
{
    s4_cube_table_store_bucket(s4_cube_bucket(table, me, mask, moves), me, mask, value, bound,
                               peg, work);
}

void s4_cube_table_store_bucket(uint64_t *b, uint64_t me, uint64_t mask, int value, int bound,
                                int peg, uint64_t work)
{
    uint64_t heights = s4_cube_height_key(mask);
    int w = work_class(work);
    uint64_t data = heights | (uint64_t)(value + 64) << 48 | (uint64_t)bound << 55 |
                    (uint64_t)(peg & 15) << 57 | (uint64_t)w << 61;
    /* The same position in either slot is overwritten in place; else the first slot keeps
     * whichever took more work and the second takes what the first does not. */
    int slot = 1;
    uint64_t lock0 = load(b), data0 = load(b + 1);
    if ((data0 & S4_CUBE_HEIGHTS_MASK) == heights && (lock0 ^ data0) == me)
        slot = 0;
    else if ((int)(data0 >> 61) <= w || (data0 >> 55 & 3) == 0) {
        /* Demote the first slot's entry to the second before taking its place. */
        put(b + 2, lock0);
        put(b + 3, data0);
        slot = 0;
    }
    put(b + 2 * slot, me ^ data);
    put(b + 2 * slot + 1, data);
}
