/* solver_plan.h: where Score Four's exact solver runs in a move at full strength and with
 * which share of the move's budget, as a function of the bead count and the budget. Pure
 * arithmetic, no clock: tested as a unit (tests/engine_solver_plan.c). */
#ifndef S4_ENGINE_SOLVER_PLAN_H
#define S4_ENGINE_SOLVER_PLAN_H

#include <stdbool.h>
#include <stdint.h>

typedef struct S4SolverPlan {
    int first_parts; /* the solver runs before the search with 1/first_parts of the move's
                      * time and nodes; 0: it does not run first */
    bool check;      /* the search gets three quarters of the budget (less what the solver
                      * first spent) and the solver checks its move with the rest */
} S4SolverPlan;

/* The plan for a Score Four position of `beads` beads given movetime_ms and nodes (each 0
 * when not set; neither set: a second is assumed). Invariants: no solver below
 * S4_PLAN_FIRST_BEADS; from there on it always runs first with at least an eighth of the
 * budget (a proof that cheap is never left to the search, whose move may let it go); in the
 * band where it proves most positions within half the budget (from 28 beads with half of a
 * small budget, from 24 with half of a large one) it gets that half and no check follows;
 * below the band a check follows the search. */
S4SolverPlan s4_solver_plan(int beads, long movetime_ms, uint64_t nodes);

enum { S4_PLAN_FIRST_BEADS = 20 };

#endif
