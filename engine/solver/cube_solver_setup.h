/* cube_solver_setup.h: a Score Four solver made as S4CubeSolveOptions ask for it: the one
 * set-up that `score4-engine --solve` and score4-solve-bench share. */
#ifndef S4_SOLVER_CUBE_SOLVER_SETUP_H
#define S4_SOLVER_CUBE_SOLVER_SETUP_H

#include <stddef.h>

#include "cube_pns.h"
#include "cube_stream.h"

/* Weak solves of positions with at most this many beads go to proof-number search unless
 * the options say otherwise. Measured (one thread, weak, cold tables; docs/solving.md,
 * "Which search"): with the learned evaluation ranking df-pn's new children,
 * proof-number search takes 24 % fewer nodes than the alpha-beta on the 96 positions of the
 * 20-bead set both solve within 60 s of processor time (1,369 M against 1,811 M, the same four
 * unknown), while at 22 beads the two are even (`positions 22 30 2222`, 15 s: the 29 both
 * solve 139 M nodes against 123 M, the same mean processor time). */
#define S4_CUBE_PNS_AUTO_BEADS 20

/* A solver of options->hash_mb megabytes on options->threads threads. Weak solves go through
 * proof-number search (pns_config, NULL: its defaults; a second table of options->hash_mb
 * megabytes, owned by the solver) as options->pns and options->alpha_beta choose. NULL, with
 * the reason in why[] (no program name, no full stop), when the options contradict each
 * other or memory is short. */
S4CubeSolver *s4_cube_solver_setup(const S4CubeSolveOptions *options,
                                   const S4CubePnsConfig *pns_config, char *why,
                                   size_t why_size);

#endif
