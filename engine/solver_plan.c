/* solver_plan.c: the solver's share of a move (solver_plan.h).
 *
 * Measured (docs/benchmarks.md, "Score Four solver"): of real games' positions, the solver
 * proves from a cold table within 50 ms 3 % at 20-22 beads, 17 % at 24, 67 % at 28; within
 * 500 ms 10 % at 20, 37 % at 22, 60 % at 24, 97 % at 28. Where most proofs fit in half the
 * budget the solver gets that half first. Below, the blunder audits of match records found
 * proved wins given up at 21-24 beads whose proofs took 3-41 ms of one core: the search
 * chose without the solver (below its check's bead count) or its check, given only what the
 * search left, ran out. There the solver runs first with an eighth (a proved position then
 * costs only its proof), the search gets three quarters of the budget less that eighth, and
 * the solver checks the search's move with the rest, starting from the table its first try
 * filled. */
#include "solver_plan.h"

enum { FAST_BAND_BEADS = 28, SLOW_BAND_BEADS = 24, SLOW_BUDGET_MS = 400,
       EARLY_PARTS = 8, BAND_PARTS = 2 };

/* A node budget worth SLOW_BUDGET_MS: about 400 ms of the solver at 5.9 M positions a second
 * (bench/results/score4-solver.tsv, 20 beads). */
#define SLOW_BUDGET_NODES 2400000ULL

/* Where the band starts for a budget of movetime_ms and nodes (0: not set): from
 * SLOW_BAND_BEADS when half of every limit set is worth SLOW_BUDGET_MS, else from
 * FAST_BAND_BEADS. Neither set: a second, so the slow band. */
static int band_beads(long movetime_ms, uint64_t nodes)
{
    bool slow = (movetime_ms == 0 || movetime_ms / 2 >= SLOW_BUDGET_MS) &&
                (nodes == 0 || nodes / 2 >= SLOW_BUDGET_NODES);
    return slow ? SLOW_BAND_BEADS : FAST_BAND_BEADS;
}

S4SolverPlan s4_solver_plan(int beads, long movetime_ms, uint64_t nodes)
{
    S4SolverPlan plan = {.first_parts = 0, .check = false};
    if (beads < S4_PLAN_FIRST_BEADS)
        return plan;
    if (beads >= band_beads(movetime_ms, nodes)) {
        plan.first_parts = BAND_PARTS;
        return plan;
    }
    plan.first_parts = EARLY_PARTS;
    plan.check = true;
    return plan;
}
