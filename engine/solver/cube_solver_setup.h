/* cube_solver_setup.h: a Score Four solver made as S4CubeSolveOptions ask for it: the one
 * set-up that `score4-engine --solve` and score4-solve-bench share. */
#ifndef S4_SOLVER_CUBE_SOLVER_SETUP_H
#define S4_SOLVER_CUBE_SOLVER_SETUP_H

#include <stddef.h>

#include "cube_pns.h"
#include "cube_stream.h"

/* Weak solves of positions with at most this many beads go to proof-number search unless
 * the options say otherwise. Measured (one thread, weak, cold tables; docs/solving.md,
 * "Which search"): since the alpha-beta's move order of session 10 (219de70) the alpha-beta
 * solves more at 20 beads and takes fewer nodes at 22 and above, while proof-number search
 * stays quicker at 16 beads (#2, #4, #9: 66 k, 12.2 M, 4.9 M nodes against 1.4 M, 19.5 M,
 * 16.9 M). */
#define S4_CUBE_PNS_AUTO_BEADS 18

/* A solver of options->hash_mb megabytes on options->threads threads. Weak solves go through
 * proof-number search (pns_config, NULL: its defaults; a second table of options->hash_mb
 * megabytes, owned by the solver) as options->pns and options->alpha_beta choose. NULL, with
 * the reason in why[] (no program name, no full stop), when the options contradict each
 * other or memory is short. */
S4CubeSolver *s4_cube_solver_setup(const S4CubeSolveOptions *options,
                                   const S4CubePnsConfig *pns_config, char *why,
                                   size_t why_size);

#endif
