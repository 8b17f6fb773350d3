/* The solver's share of a move (solver_plan.h) as a unit: node budgets and move times in,
 * the plan out. Every bead count of a game at several budgets, and the game clock's
 * allotments (time_alloc.h) of whole games on a fake clock. */
#include <criterion/criterion.h>

#include "solver_plan.h"
#include "time_alloc.h"

/* The budgets the engine plays at: node budgets alone, move times alone, both, neither. */
static const struct {
    long movetime_ms;
    uint64_t nodes;
} BUDGETS[] = {{0, 100000},  {0, 1000000}, {0, 4000000}, {0, 4800000}, {0, 20000000},
               {10, 0},      {100, 0},     {799, 0},     {800, 0},     {1000, 0},
               {1000, 1000000}, {100, 8000000}, {0, 0}};

Test(engine_solver_plan, no_solver_below_its_first_bead_count)
{
    for (size_t b = 0; b < sizeof BUDGETS / sizeof BUDGETS[0]; b++)
        for (int beads = 0; beads < S4_PLAN_FIRST_BEADS; beads++) {
            S4SolverPlan plan = s4_solver_plan(beads, BUDGETS[b].movetime_ms, BUDGETS[b].nodes);
            cr_assert_eq(plan.first_parts, 0, "%d beads", beads);
            cr_assert(!plan.check, "%d beads", beads);
        }
}

/* From the first bead count to a full board the solver always runs first, with an eighth of
 * the budget or half of it; with an eighth the search's move is checked after it (so a proof
 * longer than an eighth still gets the check's quarter), with half it is not. */
Test(engine_solver_plan, from_its_first_bead_count_the_solver_always_tries_first)
{
    for (size_t b = 0; b < sizeof BUDGETS / sizeof BUDGETS[0]; b++)
        for (int beads = S4_PLAN_FIRST_BEADS; beads < 64; beads++) {
            S4SolverPlan plan = s4_solver_plan(beads, BUDGETS[b].movetime_ms, BUDGETS[b].nodes);
            cr_assert(plan.first_parts == 8 || plan.first_parts == 2, "%d beads: 1/%d", beads,
                      plan.first_parts);
            cr_assert_eq(plan.check, plan.first_parts == 8, "%d beads", beads);
        }
}

/* The band where half the budget goes to the solver first only widens as beads are added:
 * once in it, every later bead count is in it too. */
Test(engine_solver_plan, the_band_runs_to_the_full_board)
{
    for (size_t b = 0; b < sizeof BUDGETS / sizeof BUDGETS[0]; b++) {
        bool in_band = false;
        for (int beads = 0; beads < 64; beads++) {
            bool half =
                s4_solver_plan(beads, BUDGETS[b].movetime_ms, BUDGETS[b].nodes).first_parts == 2;
            cr_assert(half || !in_band, "budget %zu leaves the band at %d beads", b, beads);
            in_band = half;
        }
        cr_assert(in_band);
    }
}

/* Where the band starts: from 28 beads when half the budget is worth less than 400 ms of the
 * solver (2.4 M nodes), from 24 when it is worth that or more; neither limit set is a second. */
Test(engine_solver_plan, the_band_starts_earlier_with_a_larger_budget)
{
    cr_assert_eq(s4_solver_plan(27, 0, 1000000).first_parts, 8);
    cr_assert_eq(s4_solver_plan(28, 0, 1000000).first_parts, 2);
    cr_assert_eq(s4_solver_plan(24, 0, 4000000).first_parts, 8);
    cr_assert_eq(s4_solver_plan(24, 0, 4800000).first_parts, 2);
    cr_assert_eq(s4_solver_plan(23, 0, 4800000).first_parts, 8);
    cr_assert_eq(s4_solver_plan(24, 799, 0).first_parts, 8);
    cr_assert_eq(s4_solver_plan(24, 800, 0).first_parts, 2);
    cr_assert_eq(s4_solver_plan(24, 0, 0).first_parts, 2);
    /* both set: each must be large enough */
    cr_assert_eq(s4_solver_plan(24, 1000, 1000000).first_parts, 8);
    cr_assert_eq(s4_solver_plan(24, 100, 8000000).first_parts, 8);
}

/* A whole game on a fake clock of 60 s with 1 s increments: the decisive moves' allotments
 * (time_alloc.c gives them twice the even share) are worth the solver's large budget, so its
 * half goes first from 24 beads; with 3 s and no increment, from 28. */
static int band_start_in_a_game(long clock_ms, long inc_ms)
{
    long left = clock_ms;
    for (int beads = 0; beads < 64; beads += 2) {
        long allot = s4_time_allot(left, inc_ms, 64 - beads, 64);
        if (s4_solver_plan(beads, allot, 0).first_parts == 2)
            return beads;
        left = left - allot + inc_ms;
    }
    return 64;
}

Test(engine_solver_plan, a_game_clock_s_allotments_decide_the_band)
{
    cr_assert_eq(band_start_in_a_game(60000, 1000), 24);
    cr_assert_eq(band_start_in_a_game(3000, 0), 28);
}
