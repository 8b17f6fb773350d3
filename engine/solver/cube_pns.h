/* cube_pns.h: depth-first proof-number search (df-pn) of Score Four's weak questions. */
#ifndef S4_SOLVER_CUBE_PNS_H
#define S4_SOLVER_CUBE_PNS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cube_board.h"
#include "cube_solver.h"

/*
 * A weak solve asks two questions of the side to move: "a win?" and, if not, "at least a
 * draw?". Each is an OR goal "the side to move scores at least `goal`" (goal 1 or 0) that
 * df-pn (Nagai 2002) proves or disproves, with the 1 + epsilon trick of Pawlewicz and Lew
 * (2007) against its thrashing between siblings. Score Four's positions form a DAG (gravity:
 * every move adds a bead), so there is no cycle and no graph-history interaction; a position
 * reached along two paths is counted twice in its ancestors' numbers, which only misleads the
 * choice of where to look next and never a result.
 *
 * The search keeps the tree narrow with the same knowledge as the alpha-beta solver
 * (cube_solver.h): a playable threat wins at once; two playable opponent threats lose; one is
 * the only move; a cell under an opponent threat is never played; the static rules of
 * cube_rules.h end a node when their bound settles its goal. Below `leaf_empty` empty cells a
 * new node is handed to the alpha-beta search with at most `leaf_nodes` nodes (it shares the
 * solver's table): settled, it is a proved or disproved leaf; else it starts with larger
 * proof and disproof numbers.
 *
 * By default (`alternate`) each question goes to the alpha-beta and to df-pn in turn, with
 * node budgets that double each turn: the alpha-beta alone solves some deep positions far
 * quicker, df-pn others; both keep their tables between turns, and df-pn reads the
 * alpha-beta's table for bounds that settle a new node (docs/solving.md).
 */
typedef struct S4CubePns S4CubePns;

typedef struct S4CubePnsConfig {
    int leaf_empty;         /* alpha-beta on new nodes with at most this many empty cells */
    uint64_t leaf_nodes;    /* its node budget (0: none, the alpha-beta solves every leaf) */
    int epsilon_percent;    /* a child's threshold: its best sibling's number x (1 + eps) */
    bool alternate;         /* the alpha-beta and df-pn in turn, doubling node budgets */
    uint64_t first_budget;  /* the alpha-beta's first budget (nodes) */
    int pns_share_percent;  /* df-pn's budget in a turn, in percent of the alpha-beta's */
    int eval_empty;         /* from this many empty cells up (0: never), a new child's disproof
                             * number grows with its move's rank by the learned evaluation */
    int eval_step_percent;  /* ... by this percent of itself a rank */
} S4CubePnsConfig;

/* The defaults (measured in docs/solving.md, "Proof-number search"). */
S4CubePnsConfig s4_cube_pns_defaults(void);

/* A df-pn table of about table_mb megabytes; NULL when memory is short. */
S4CubePns *s4_cube_pns_new(size_t table_mb, const S4CubePnsConfig *config);
void s4_cube_pns_free(S4CubePns *pns);
/* Forgets every stored number (proofs stay true, so only to measure a cold solve). */
void s4_cube_pns_clear(S4CubePns *pns);

/* Does the side to move of pos score at least goal (1: win, 0: at least a draw)? pos must
 * be a position where nobody has a line yet. Returns 1 (proved), 0 (disproved) or -1 (the
 * absolute deadline on the solver's clock (s4_cube_solver_now; 0: none) or about node_cap
 * nodes (0: none) came first; the table keeps what was found, so a later call resumes). solver: lines and leaves.
 * *nodes grows by the df-pn nodes expanded and the alpha-beta nodes of the leaves. */
int s4_cube_pns_prove(S4CubePns *pns, S4CubeSolver *solver, const S4CubePos *pos, int goal,
                      double deadline, uint64_t node_cap, uint64_t *nodes);

/* A weak solve (score -1, 0 or 1) by the two questions above; limit_ms > 0 gives up after
 * about that long (result->complete false). */
void s4_cube_pns_solve(S4CubePns *pns, S4CubeSolver *solver, const S4CubePos *pos,
                       double limit_ms, S4CubeResult *result);

#endif
