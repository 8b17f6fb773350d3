/* The time allocator against a fake clock: whole games are played at the allotted times
 * (plus the worst stopping delay the engine allows itself) and the clock must never fall,
 * while the engine still spends most of what it was given. */
#include <criterion/criterion.h>

#include "time_alloc.h"

enum { OVERSHOOT_MS = 20 }; /* the engine answers at most this late (docs/benchmarks.md) */

/* A chess clock for one side that only moves when told. */
typedef struct FakeClock {
    long left_ms;
    long inc_ms;
    long spent_ms;
    int moves;
} FakeClock;

/* One move of the fake game: the engine thinks for the allotted time and is late by
 * `late_ms`; returns false when the flag fell. */
static bool fake_move(FakeClock *clock, int empty_cells, long late_ms)
{
    long allot = s4_time_allot(clock->left_ms, clock->inc_ms, empty_cells, 64);
    cr_assert_geq(allot, 1, "an allotment is never zero");
    if (clock->left_ms > S4_TIME_RESERVE_MS + 1)
        cr_assert_leq(allot + S4_TIME_RESERVE_MS, clock->left_ms,
                      "allot %ld with %ld left eats the reserve", allot, clock->left_ms);
    long used = allot + late_ms;
    clock->left_ms -= used;
    clock->spent_ms += used;
    clock->moves++;
    if (clock->left_ms < 0)
        return false;
    clock->left_ms += clock->inc_ms;
    return true;
}

/* Plays `moves` moves of one side on a 64-cell board (the side's own bead and the
 * opponent's reply take two cells per move). */
static void play_game(FakeClock *clock, int moves, long late_ms)
{
    for (int m = 0; m < moves; m++) {
        int empty = 64 - 2 * m;
        cr_assert(fake_move(clock, empty, late_ms), "flag fell on move %d with %ld ms left",
                  m + 1, clock->left_ms);
    }
}

Test(time_alloc, a_full_board_game_never_loses_on_time)
{
    long starts[] = {300, 1000, 5000, 60000, 600000};
    for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++) {
        FakeClock clock = {.left_ms = starts[i]};
        play_game(&clock, 32, OVERSHOOT_MS * (starts[i] >= 5000));
        cr_assert_geq(clock.left_ms, 0);
    }
}

Test(time_alloc, spends_most_of_a_long_clock_in_a_typical_game)
{
    /* Score Four games between strong engines last about 40 to 60 beads: 20 to 30 moves. */
    FakeClock clock = {.left_ms = 60000};
    play_game(&clock, 25, 0);
    cr_assert_geq(clock.spent_ms, 60000 / 2, "a 25-move game spent only %ld ms of 60000",
                  clock.spent_ms);
    cr_assert_gt(clock.left_ms, 60000 / 20, "something kept for a long game: %ld", clock.left_ms);
}

Test(time_alloc, early_moves_get_less_than_a_share_of_the_middle)
{
    long opening = s4_time_allot(60000, 0, 64, 64);
    long middle = s4_time_allot(40000, 0, 30, 64);
    cr_assert_lt(opening, 60000 / 10, "opening %ld", opening);
    cr_assert_gt(middle * 40000 / 60000, 0);
    cr_assert_geq(middle, opening * 40000 / 60000, "middle %ld opening %ld", middle, opening);
}

Test(time_alloc, the_increment_is_mostly_spent_and_never_overdrawn)
{
    FakeClock clock = {.left_ms = 2000, .inc_ms = 200};
    play_game(&clock, 32, OVERSHOOT_MS);
    cr_assert_geq(clock.spent_ms, 32 * 150, "spent %ld in 32 moves with 200 ms each coming back",
                  clock.spent_ms);
    /* a huge increment still never allows more than a third of what is left */
    cr_assert_leq(s4_time_allot(900, 5000, 40, 64), (900 - S4_TIME_RESERVE_MS) / 3);
}

Test(time_alloc, an_empty_or_tiny_clock_still_gives_one_millisecond)
{
    cr_assert_eq(s4_time_allot(0, 0, 40, 64), 1);
    cr_assert_eq(s4_time_allot(S4_TIME_RESERVE_MS, 0, 40, 64), 1);
    cr_assert_eq(s4_time_allot(-50, 100, 40, 64), 1, "a clock already fallen");
    cr_assert_geq(s4_time_allot(S4_TIME_RESERVE_MS + 60, 0, 2, 64), 1);
}

/* A whole Score Four game on the fake clock: the moves from 16 to 28 beads (the band where
 * games are decided) together get more of the clock than every move before them, each more
 * than an even share's, and the clock never falls, however long the game runs. */
Test(time_alloc, the_decisive_band_gets_more_than_the_opening_and_the_clock_lasts)
{
    long starts[] = {3000, 60000, 600000};
    for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++) {
        FakeClock clock = {.left_ms = starts[i]};
        long before = 0, band = 0;
        for (int m = 0; m < 32; m++) {
            int empty = 64 - 2 * m, beads = 2 * m;
            long spent = clock.spent_ms;
            cr_assert(fake_move(&clock, empty, 0), "flag fell on move %d", m + 1);
            if (beads < 16)
                before += clock.spent_ms - spent;
            else if (beads <= 28)
                band += clock.spent_ms - spent;
        }
        cr_assert_gt(band, before, "clock %ld: band %ld, before it %ld", starts[i], band, before);
        cr_assert_gt(band, starts[i] / 3, "clock %ld: the band spent %ld", starts[i], band);
        cr_assert_geq(clock.left_ms, 0);
    }
    /* The same clock: a move in the band (20 beads) gets four times what one before it (10
     * beads) does: twice the even share against half of it ... */
    long early = s4_time_allot(60000, 0, 64 - 10, 64);
    long decisive = s4_time_allot(60000, 0, 64 - 20, 64);
    cr_assert_gt(decisive, early * 3, "early %ld, decisive %ld", early, decisive);
    /* ... and the Connect games, whose bands are not measured, share evenly. */
    cr_assert_eq(s4_time_allot(60000, 0, 30, 42), s4_time_allot(60000, 0, 30, 64),
                 "an even share at 34 of 64 beads and at 12 of 42");
}
