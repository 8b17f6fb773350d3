/* cube_solver_state.c: the Score Four solver's set-up, options, clock and table access
 * (cube_solver.h); the search itself is in cube_solver.c. */
#include "cube_solver.h"

#include <stdlib.h>

#include "core/clock.h"
#include "cube_pns.h"
#include "cube_solver_state.h"

S4CubeSolver *s4_cube_solver_new(size_t hash_mb, int threads)
{
    if (threads < 1 || threads > S4_CUBE_MAX_THREADS)
        return NULL;
    S4CubeSolver *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s4_cube_lines_init(&s->lines);
    if (!s4_cube_table_init(&s->table, hash_mb ? hash_mb : 1)) {
        free(s);
        return NULL;
    }
    s->threads = threads;
    s->solo_nodes = S4_CUBE_SOLO_NODES;
    s->shallow = s4_cube_shallow_order_default();
    return s;
}

void s4_cube_solver_free(S4CubeSolver *solver)
{
    if (!solver)
        return;
    s4_cube_table_free(&solver->table);
    s4_cube_pns_free(solver->pns);
    free(solver);
}

void s4_cube_solver_clear(S4CubeSolver *solver)
{
    s4_cube_table_clear(&solver->table);
    if (solver->pns)
        s4_cube_pns_clear(solver->pns);
}

bool s4_cube_solver_use_pns(S4CubeSolver *solver, size_t table_mb, const S4CubePnsConfig *config,
                            int max_beads)
{
    S4CubePns *pns = s4_cube_pns_new(table_mb, config);
    if (!pns)
        return false;
    s4_cube_pns_free(solver->pns);
    solver->pns = pns;
    solver->pns_max_beads = max_beads;
    return true;
}

S4CubePns *s4_cube_solver_pns(S4CubeSolver *solver) { return solver->pns; }

void s4_cube_solver_set_shallow_order(S4CubeSolver *solver, const S4CubeShallowOrder *order)
{
    solver->shallow = *order;
}

void s4_cube_solver_helpers_join_after(S4CubeSolver *solver, uint64_t nodes)
{
    solver->solo_nodes = nodes;
}

const S4CubeLines *s4_cube_solver_lines(const S4CubeSolver *solver) { return &solver->lines; }

void s4_cube_solver_limit_cpu(S4CubeSolver *solver, bool cpu)
{
    solver->limit_cpu = cpu;
}

double s4_cube_solver_now(const S4CubeSolver *solver)
{
    return solver->limit_cpu ? s4_clock_cpu_ms() : s4_clock_ms();
}

bool s4_cube_solver_probe(const S4CubeSolver *solver, const S4CubePos *pos, int *value,
                          int *bound)
{
    S4CubeEntry e;
    if (!s4_cube_table_probe(&solver->table, pos->me, s4_cube_mask(pos), pos->moves, &e))
        return false;
    *value = e.value;
    *bound = e.bound;
    return true;
}

void s4_cube_solver_prefetch(const S4CubeSolver *solver, const S4CubePos *pos)
{
    __builtin_prefetch(s4_cube_bucket(&solver->table, pos->me, s4_cube_mask(pos), pos->moves));
}

void s4_cube_solver_store(S4CubeSolver *solver, const S4CubePos *pos, int value, int bound,
                          int peg, uint64_t work)
{
    S4CubeEntry e;
    uint64_t mask = s4_cube_mask(pos);
    if (s4_cube_table_probe(&solver->table, pos->me, mask, pos->moves, &e)) {
        if (e.bound == S4_CUBE_EXACT ||
            (e.bound == bound && (bound == S4_CUBE_LOWER ? e.value >= value : e.value <= value)))
            return; /* it knows as much already */
        if (peg < 0)
            peg = e.peg;
    }
    s4_cube_table_store(&solver->table, pos->me, mask, pos->moves, value, bound,
                        peg < 0 ? 0 : peg, work);
}
