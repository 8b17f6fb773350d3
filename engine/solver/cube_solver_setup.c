/* cube_solver_setup.c: see cube_solver_setup.h. */
#include "cube_solver_setup.h"

#include <stdio.h>

S4CubeSolver *s4_cube_solver_setup(const S4CubeSolveOptions *options,
                                   const S4CubePnsConfig *pns_config, char *why,
                                   size_t why_size)
{
    if (options->threads < 1 || options->threads > S4_CUBE_MAX_THREADS) {
        snprintf(why, why_size, "%d threads: not in 1..%d", options->threads,
                 S4_CUBE_MAX_THREADS);
        return NULL;
    }
    if (options->pns && !options->weak) {
        snprintf(why, why_size, "--pns answers weak solves only (add --weak)");
        return NULL;
    }
    if (options->pns && options->alpha_beta) {
        snprintf(why, why_size, "--pns and --alpha-beta: one search or the other");
        return NULL;
    }
    S4CubeSolver *solver = s4_cube_solver_new(options->hash_mb, options->threads);
    if (!solver) {
        snprintf(why, why_size, "no memory for a %zu MB table", options->hash_mb);
        return NULL;
    }
    s4_cube_solver_limit_cpu(solver, options->limit_cpu);
    int pns_beads = options->pns ? S4_CUBE_CELLS : S4_CUBE_PNS_AUTO_BEADS;
    if (options->weak && !options->alpha_beta &&
        !s4_cube_solver_use_pns(solver, options->hash_mb, pns_config, pns_beads)) {
        snprintf(why, why_size,
                 "no memory for the proof-number search's %zu MB table (--alpha-beta: none)",
                 options->hash_mb);
        s4_cube_solver_free(solver);
        return NULL;
    }
    return solver;
}
