/* tt.c: a two-slot-per-bucket transposition table with xor-checked lockless slots. */
#include "tt.h"

#include <stdlib.h>
#include <string.h>

bool s4_tt_init(S4TT *tt, int mb)
{
    if (mb < 1)
        mb = 1;
    size_t bytes = (size_t)mb << 20;
    size_t buckets = 1;
    while (buckets * 2 * 2 * sizeof(S4TTSlot) <= bytes)
        buckets *= 2;
    /* Every page is touched (zeroed) here, once, before the first command is answered: on
     * some virtual machines the first touch of each 4 KiB page costs a quarter of a
     * millisecond, and a table left to fill lazily charges that to the first moves' clock
     * (a second or more spread over them; docs/benchmarks.md). A later clear of a table no
     * search has used is skipped. */
    tt->slots = calloc(buckets * 2, sizeof(S4TTSlot));
    tt->buckets = buckets;
    tt->generation = 0;
    tt->used = true; /* so the clear below writes (atomic stores: never folded into calloc) */
    if (tt->slots)
        s4_tt_clear(tt);
    return tt->slots != NULL;
}

void s4_tt_free(S4TT *tt)
{
    free(tt->slots);
    tt->slots = NULL;
}

void s4_tt_clear(S4TT *tt)
{
    if (!tt->used) /* still all zero: a restart of a fresh engine costs nothing */
        return;
    tt->used = false;
    for (size_t i = 0; i < tt->buckets * 2; i++) {
        atomic_store_explicit(&tt->slots[i].check, 0, memory_order_relaxed);
        atomic_store_explicit(&tt->slots[i].data, 0, memory_order_relaxed);
    }
    tt->generation = 0;
}

static uint64_t pack(int score, int depth, S4Bound bound, int cell, uint8_t generation)
{
    return (uint64_t)(uint16_t)(int16_t)score | (uint64_t)(uint8_t)depth << 16 |
           (uint64_t)bound << 24 | (uint64_t)(uint8_t)(cell + 1) << 32 |
           (uint64_t)generation << 40;
}

static int data_depth(uint64_t data) { return (int)(data >> 16 & 0xff); }
static uint8_t data_generation(uint64_t data) { return (uint8_t)(data >> 40); }

bool s4_tt_probe(const S4TT *tt, uint64_t key, S4TTHit *hit)
{
    S4TTSlot *bucket = s4_tt_bucket(tt, key);
    for (int i = 0; i < 2; i++) {
        uint64_t data = atomic_load_explicit(&bucket[i].data, memory_order_relaxed);
        uint64_t check = atomic_load_explicit(&bucket[i].check, memory_order_relaxed);
        if ((check ^ data) != key || data == 0)
            continue;
        hit->score = (int16_t)(uint16_t)(data & 0xffff);
        hit->depth = data_depth(data);
        hit->bound = (S4Bound)(data >> 24 & 3);
        hit->cell = (int)(data >> 32 & 0xff) - 1;
        return true;
    }
    return false;
}

void s4_tt_store(S4TT *tt, uint64_t key, int score, int depth, S4Bound bound, int cell)
{
    if (depth < 0)
        depth = 0;
    if (depth > 255)
        depth = 255;
    S4TTSlot *bucket = s4_tt_bucket(tt, key);
    uint64_t data = pack(score, depth, bound, cell, tt->generation);
    uint64_t old = atomic_load_explicit(&bucket[0].data, memory_order_relaxed);
    uint64_t old_check = atomic_load_explicit(&bucket[0].check, memory_order_relaxed);
    bool same = (old_check ^ old) == key;
    /* Slot 0 keeps the deepest result of this search; anything else goes to slot 1. */
    int slot = (same || depth >= data_depth(old) || data_generation(old) != tt->generation) ? 0 : 1;
    atomic_store_explicit(&bucket[slot].data, data, memory_order_relaxed);
    atomic_store_explicit(&bucket[slot].check, key ^ data, memory_order_relaxed);
}
