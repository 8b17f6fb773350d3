/* The solver's transposition table (engine/solver/cube_table.h): which of its three tables a
 * position's bucket lies in, how the memory is shared among them, and that the bands of empty
 * cells do not push each other's entries out. */
#include <criterion/criterion.h>
#include <stdint.h>

#include "cube_table.h"

/* A position of `moves` beads drawn from *state: random peg heights (gravity holds) and a
 * random side to move's share of the beads; *me and *mask as the table keys them. */
static void random_position(uint64_t *state, int moves, uint64_t *me, uint64_t *mask)
{
    int height[16] = {0};
    uint64_t m = 0;
    for (int placed = 0; placed < moves;) {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        int peg = (int)(*state >> 40) & 15;
        if (height[peg] == 4)
            continue;
        m |= 1ULL << (height[peg] * 16 + peg);
        height[peg]++;
        placed++;
    }
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *mask = m;
    *me = m & *state;
}

static bool within(const uint64_t *b, const uint64_t *words, uint64_t buckets)
{
    return b >= words && b < words + 2 * S4_CUBE_SLOTS * buckets;
}

Test(cube_table, each_band_of_empty_cells_has_its_table)
{
    S4CubeTable t;
    cr_assert(s4_cube_table_init(&t, 64));
    uint64_t state = 12345;
    for (int moves = 10; moves <= 60; moves++) {
        int empty = 64 - moves;
        for (int i = 0; i < 50; i++) {
            uint64_t me, mask;
            random_position(&state, moves, &me, &mask);
            const uint64_t *b = s4_cube_bucket(&t, me, mask, moves);
            if (empty <= S4_CUBE_NEAR_EMPTY)
                cr_assert(within(b, t.near, t.near_buckets), "%d empty: not near", empty);
            else if (empty <= S4_CUBE_MID_EMPTY)
                cr_assert(within(b, t.mid, t.mid_buckets), "%d empty: not middle", empty);
            else
                cr_assert(within(b, t.words, t.buckets), "%d empty: not far", empty);
        }
    }
    s4_cube_table_free(&t);
}

Test(cube_table, the_three_tables_share_the_memory)
{
    S4CubeTable t;
    cr_assert(s4_cube_table_init(&t, 256));
    cr_assert_eq(t.near_buckets * S4_CUBE_BUCKET_BYTES, S4_CUBE_NEAR_BYTES);
    cr_assert_eq(t.mid_buckets * S4_CUBE_BUCKET_BYTES, S4_CUBE_MID_BYTES);
    cr_assert_eq((t.buckets + t.near_buckets + t.mid_buckets) * S4_CUBE_BUCKET_BYTES,
                 (uint64_t)256 << 20);
    s4_cube_table_free(&t);
    /* Small tables: an eighth each at most, the rest to the large one. */
    cr_assert(s4_cube_table_init(&t, 1));
    cr_assert_leq(t.near_buckets * S4_CUBE_BUCKET_BYTES, (uint64_t)1 << 17);
    cr_assert_leq(t.mid_buckets * S4_CUBE_BUCKET_BYTES, (uint64_t)1 << 17);
    cr_assert_geq(t.buckets * S4_CUBE_BUCKET_BYTES, (uint64_t)3 << 18);
    s4_cube_table_free(&t);
}

/* An entry of the middle band stays however many costlier positions of the upper tree and of
 * the near band are stored after it: in one shared table they would have replaced it. */
Test(cube_table, the_middle_band_keeps_its_entries)
{
    S4CubeTable t;
    cr_assert(s4_cube_table_init(&t, 1));
    uint64_t state = 777, me, mask;
    enum { KEPT = 64 };
    uint64_t kept_me[KEPT], kept_mask[KEPT];
    for (int i = 0; i < KEPT; i++) {
        random_position(&state, 64 - 20, &kept_me[i], &kept_mask[i]);
        s4_cube_table_store(&t, kept_me[i], kept_mask[i], 64 - 20, i % 7 - 3, S4_CUBE_EXACT,
                            i % 16, 1);
    }
    for (int i = 0; i < 200000; i++) {
        int moves = i % 2 ? 64 - 30 : 64 - 10;
        random_position(&state, moves, &me, &mask);
        s4_cube_table_store(&t, me, mask, moves, 1, S4_CUBE_LOWER, 0, (uint64_t)1 << 30);
    }
    for (int i = 0; i < KEPT; i++) {
        S4CubeEntry e;
        cr_assert(s4_cube_table_probe(&t, kept_me[i], kept_mask[i], 64 - 20, &e),
                  "entry %d lost", i);
        cr_assert_eq(e.value, i % 7 - 3);
        cr_assert_eq(e.bound, S4_CUBE_EXACT);
        cr_assert_eq(e.peg, i % 16);
    }
    s4_cube_table_free(&t);
}
