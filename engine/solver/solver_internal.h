/* solver_internal.h: what the solver's search (solver.c) and its roots and threads
 * (solver_root.c) share; not for other modules. */
#ifndef S4_SOLVER_SOLVER_INTERNAL_H
#define S4_SOLVER_SOLVER_INTERNAL_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/clock.h"
#include "solver.h"
#include "solver_pool.h"
#include "solver_table.h"

/* Three tables by the empty cells of a position: the few cells near the leaves, where most
 * nodes are, go to a table that stays in the processor's L2 cache, the middle ones to one
 * that stays in L3, and only the positions with the biggest subtrees (the fewest nodes, the
 * most work to redo) to the large table that misses every cache. A position always goes to
 * the same table, since its empty cells never change. Measured on the 7 x 6 sets: a quarter
 * fewer cycles than one large table for all, for a few percent more nodes. */
enum {
    S4_SOLVER_NEAR_MAX_EMPTY = 12,   /* at most this many empty cells: near table */
    S4_SOLVER_NEAR_LOG = 16,         /* 2^16 slots: 512 KB */
    S4_SOLVER_MIDDLE_MAX_EMPTY = 22, /* then up to this many: middle table */
    S4_SOLVER_MIDDLE_LOG = 20,       /* 2^20 slots: 8 MB */
};

/* The tables are shared by every thread; a slot is one 64-bit word read and written with
 * relaxed atomic accesses and carries its own key check, so a slot overwritten by another
 * thread between two accesses only fails its check, and every stored bound stays exact. */
struct S4Solver {
    S4FlatShape shape;
    bool c4;              /* the shape is Connect Four 7 x 6: the search with constants */
    S4SolverTable table;  /* positions with more than S4_SOLVER_MIDDLE_MAX_EMPTY empty cells */
    S4SolverTable middle; /* S4_SOLVER_NEAR_MAX_EMPTY + 1 .. S4_SOLVER_MIDDLE_MAX_EMPTY */
    S4SolverTable near;   /* up to S4_SOLVER_NEAR_MAX_EMPTY */
    S4SolverPool *pool;   /* threads - 1 helpers, NULL for one thread */
    int threads;          /* 1 + helpers */
};

/* One thread's search of one call: the main thread's lives in the call, a helper's in its
 * job. Only the main thread has a deadline and starts the helpers; only helpers perturb
 * their move order and poll the pool's generation. */
typedef struct S4SolverWorker {
    S4Solver *solver;
    uint64_t nodes;            /* positions visited in this call or job */
    double deadline_ms;        /* 0: none */
    uint64_t node_cap;         /* main thread: stop after about this many nodes; 0: none */
    bool stopped;              /* out of time, outdated job, or answered: scores are void */
    int helper;                /* 0: main thread, else the helper's number */
    int root_moves;            /* beads of the root: plies below it are moves - root_moves */
    const S4FlatPos *root;     /* main thread: the root the helpers may join; NULL: none */
    bool helping;              /* main thread: the helpers are searching job `job` */
    uint32_t job;              /* the pool job this worker searches or started */
    const _Atomic uint32_t *generation; /* helper: the pool's current job */
    bool answered;             /* main thread: a helper proved the root first */
    int answer;                /* its score */
} S4SolverWorker;

/* True when s is Connect Four 7 x 6, which the search runs with its numbers as constants. */
bool s4_solver_is_c4(const S4FlatShape *s);

/* The score of pos (nobody can win at once) within [alpha, beta], as negamax_body in
 * solver.c defines it, searched by w's thread; meaningless once w->stopped is set. */
int s4_solver_search(S4SolverWorker *w, const S4FlatPos *pos, int alpha, int beta);

#endif
