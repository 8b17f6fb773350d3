/* cube_solver_setup.h: a Score Four solver made as S4CubeSolveOptions ask for it: the one
 * set-up that `score4-engine --solve` and score4-solve-bench share. */
#ifndef S4_SOLVER_CUBE_SOLVER_SETUP_H
#define S4_SOLVER_CUBE_SOLVER_SETUP_H

#include <stddef.h>

#include "cube_pns.h"
#include "cube_stream.h"

/* A solver of options->hash_mb megabytes on options->threads threads; with options->pns,
 * weak solves go through proof-number search (pns_config, NULL: its defaults) with a table of
 * its own of the same size, owned by the solver. NULL, with the reason in why[] (no program
 * name, no full stop), when the options contradict each other or memory is short. */
S4CubeSolver *s4_cube_solver_setup(const S4CubeSolveOptions *options,
                                   const S4CubePnsConfig *pns_config, char *why,
                                   size_t why_size);

#endif
