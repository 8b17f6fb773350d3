/* cube_solver_state.h: the Score Four solver's state, shared by its search (cube_solver.c) and
 * its set-up, options and table access (cube_solver_state.c). Private to the solver. */
#ifndef S4_SOLVER_CUBE_SOLVER_STATE_H
#define S4_SOLVER_CUBE_SOLVER_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "cube_board.h"
#include "cube_pns.h"
#include "cube_shallow.h"
#include "cube_table.h"

struct S4CubeSolver {
    S4CubeLines lines;
    S4CubeTable table;
    int threads;
    uint64_t solo_nodes; /* helpers join a search after this many nodes alone (0: at once) */
    S4CubePns *pns;      /* weak solves by proof-number search when set (owned) */
    int pns_max_beads;   /* ... of positions with at most this many beads */
    bool limit_cpu;      /* limits and deadlines on the process's processor time, not wall */
    S4CubeShallowOrder shallow; /* move order from a shallow search in the upper tree */
};

#endif
