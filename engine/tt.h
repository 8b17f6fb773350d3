/* tt.h: the transposition table shared by every search thread, without locks. */
#ifndef S4_ENGINE_TT_H
#define S4_ENGINE_TT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum S4Bound { S4_BOUND_NONE, S4_BOUND_EXACT, S4_BOUND_LOWER, S4_BOUND_UPPER } S4Bound;

/* One slot: check == key ^ data, so a slot torn by two threads writing at once fails the
 * check and reads as empty instead of handing out another position's data. */
typedef struct S4TTSlot {
    _Atomic uint64_t check; /* key ^ data */
    _Atomic uint64_t data;  /* score:16 depth:8 bound:2 cell:7(+1) generation:8 */
} S4TTSlot;

typedef struct S4TT {
    S4TTSlot *slots;  /* 2 per bucket: [0] keeps the deeper search, [1] always replaced */
    size_t buckets;   /* a power of two */
    uint8_t generation; /* bumped per search, so old deep entries give way */
    bool used;          /* false: every slot is zero (set when a search begins) */
} S4TT;

typedef struct S4TTHit {
    int score;
    int depth;
    S4Bound bound;
    int cell;         /* best cell, -1 when none */
} S4TTHit;

/* Allocates about mb megabytes (at least one bucket). False when memory is short. */
bool s4_tt_init(S4TT *tt, int mb);
void s4_tt_free(S4TT *tt);
/* Empties every slot (a new game). */
void s4_tt_clear(S4TT *tt);
/* Looks key up; true and *hit filled when found. */
bool s4_tt_probe(const S4TT *tt, uint64_t key, S4TTHit *hit);
/* Stores a result for key, replacing by depth and age. score must fit in 16 bits. */
void s4_tt_store(S4TT *tt, uint64_t key, int score, int depth, S4Bound bound, int cell);

/* A well-mixed key of two bitboards. */
static inline uint64_t s4_tt_key(uint64_t cur, uint64_t opp)
{
    uint64_t x = cur * 0x9e3779b97f4a7c15ULL ^ (opp + 0x632be59bd9b4e019ULL) * 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 31;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 29;
    return x;
}

/* The two slots of key's bucket (probe, store and prefetch must agree on it). */
static inline S4TTSlot *s4_tt_bucket(const S4TT *tt, uint64_t key)
{
    return &tt->slots[(key & (tt->buckets - 1)) * 2];
}

/* Starts loading key's bucket into the cache (a hint: no effect on any result). */
static inline void s4_tt_prefetch(const S4TT *tt, uint64_t key)
{
    __builtin_prefetch(s4_tt_bucket(tt, key));
}

#endif
