/* cube_split.h: a Score Four position split into subtrees for many solvers: the tree to a
 * fixed depth, the leaves as jobs with alpha-beta windows, and what is known so far. MPI-free,
 * so the scheduling is tested without it (cube_mpi.c does the messaging). */
#ifndef S4_SOLVER_CUBE_SPLIT_H
#define S4_SOLVER_CUBE_SPLIT_H

#include <stdbool.h>
#include <stdio.h>

#include "cube_solver.h"

/*
 * Every node holds an interval [lo, hi] on its value from its side to move's view (weak:
 * within -1..1; else the scores of cube_solver.h). A leaf's interval narrows as jobs report;
 * an inner node's is recomputed from its children: lo = max(-child hi), hi = max(-child lo).
 * The root is solved when its lo == hi.
 *
 * A leaf is worth a job while the alpha-beta window that reaches it from the root is not
 * empty and its interval does not already settle that window; the window passed down from a
 * node is (-beta, -max(alpha, lo)). A job whose leaf stops being worth it can be cancelled.
 * Decided positions (s4_cube_decided) are not expanded: they are leaves with a point interval.
 */
typedef struct S4CubeSplitNode {
    S4CubePos pos;
    int parent;                 /* -1 for the root */
    int first_child, children;  /* children are consecutive nodes */
    int lo, hi;
    int depth;
    bool running;               /* a job on this leaf is out */
} S4CubeSplitNode;

typedef struct S4CubeSplit {
    S4CubeSplitNode *node;
    int count;
    bool weak;
    int leaves;
} S4CubeSplit;

/* Expands root to `depth` plies (0..8) of the moves the solver would search. false when
 * memory is short. */
bool s4_cube_split_init(S4CubeSplit *split, const S4CubeLines *lines, const S4CubePos *root,
                        int depth, bool weak);
void s4_cube_split_free(S4CubeSplit *split);

static inline bool s4_cube_split_solved(const S4CubeSplit *split)
{
    return split->node[0].lo == split->node[0].hi;
}

/* The next leaf worth a job that is not running (in tree order), with its window in *alpha,
 * *beta; -1 when there is none. */
int s4_cube_split_next(const S4CubeSplit *split, int *alpha, int *beta);

/* True while the leaf is still worth its job (a running job may be cancelled otherwise). */
bool s4_cube_split_wanted(const S4CubeSplit *split, int leaf);

/* A job's result: the leaf's value lies in [lo, hi]. Updates the ancestors. */
void s4_cube_split_report(S4CubeSplit *split, int leaf, int lo, int hi);

/* Checkpoint: one line per leaf with a narrowed interval ("leaf lo hi"). */
void s4_cube_split_save(const S4CubeSplit *split, FILE *out);

/* Reads what s4_cube_split_save wrote; lines that do not fit this split are ignored.
 * Returns the number of leaves restored. */
int s4_cube_split_load(S4CubeSplit *split, FILE *in);

/* Solves one leaf on this process: the window (alpha, beta) says what matters, stop (may be
 * NULL) is polled. Returns false when stopped; else [*lo, *hi] is the leaf's interval. */
bool s4_cube_split_solve_leaf(S4CubeSolver *solver, const S4CubePos *pos, bool weak, int alpha,
                              int beta, const volatile int *stop, int *lo, int *hi,
                              uint64_t *nodes);

#endif
