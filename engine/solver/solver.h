/* solver.h: exact scores and best moves of flat gravity positions. Takes no text, prints nothing. */
#ifndef S4_SOLVER_SOLVER_H
#define S4_SOLVER_SOLVER_H

#include <stdbool.h>
#include <stdint.h>

#include "flat_board.h"

/*
 * Scores follow the public Connect Four benchmark convention, from the side to move's
 * view: 0 for a draw; when a side wins, (W*H/2 + 1) minus the winner's beads once its
 * winning bead is down, positive if the side to move wins and negative if it loses.
 * For 7 x 6 that is 22 minus the winner's beads, from -18 to 18.
 */

/* Opaque: the transposition tables and the helper threads of one solver. */
typedef struct S4Solver S4Solver;

/* The most threads a solver runs (the main thread and its helpers). */
enum { S4_SOLVER_MAX_THREADS = 64 };

typedef struct S4SolveResult {
    int score;          /* exact score, valid when complete */
    int column;         /* a best column (0-based) for s4_solver_best_move; -1 otherwise */
    uint64_t nodes;     /* positions visited by this call: the main thread's + helper_nodes */
    uint64_t helper_nodes; /* of those, the helper threads' (as they had published them, every
                            * 256 nodes, when the main thread finished); 0 with one thread */
    bool complete;      /* false: the time ran out first and score/column mean nothing */
} S4SolveResult;

/* A solver for one shape with a transposition table of 2^table_log2 entries of 8 bytes
 * (table_log2 in 10..32; fewer for boards with fewer possible keys), plus two for positions
 * near the end (together at most 8.5 MB, each at most the main one's size). Returns NULL
 * when memory is short or an argument is bad. */
S4Solver *s4_solver_new(const S4FlatShape *shape, int table_log2);

/* The same with `threads` (1..S4_SOLVER_MAX_THREADS) searching each position: the calling
 * thread, plus threads - 1 helpers created here and kept asleep between positions. Helpers
 * join a search only once it has grown past a few thousand nodes, share the tables, and are
 * stopped when the calling thread's answer (or a helper's own exact one) is known. With one
 * thread the search, its scores and its node counts are those of s4_solver_new. */
S4Solver *s4_solver_new_threads(const S4FlatShape *shape, int table_log2, int threads);

/* Stops and joins the helpers, then frees the tables. NULL is a no-op. */
void s4_solver_free(S4Solver *solver);

/* The threads searching each position (1 + helpers). */
int s4_solver_threads(const S4Solver *solver);

/* The largest table_log2 whose table fits in hash_mb megabytes (at least 10). */
int s4_solver_table_log2(int hash_mb);

/* The solver's shape. */
const S4FlatShape *s4_solver_shape(const S4Solver *solver);

/* Forgets every stored result (after waiting for any helper still finishing a search).
 * Stored results stay exact, so this is never needed for correctness; only to measure a
 * cold solve. */
void s4_solver_clear(S4Solver *solver);

/* The exact score of pos, a position where nobody has a line yet. time_limit_ms > 0 gives
 * up after about that long (result->complete false); 0 means no limit. */
void s4_solver_solve(S4Solver *solver, const S4FlatPos *pos, double time_limit_ms,
                     S4SolveResult *result);

/* Like s4_solver_solve, and also a column that achieves the score (an immediate win if
 * there is one). pos must have a playable column and no line yet. */
void s4_solver_best_move(S4Solver *solver, const S4FlatPos *pos, double time_limit_ms,
                         S4SolveResult *result);

/* s4_solver_best_move that also gives up after about node_limit positions of the calling
 * thread (0: no limit): with one thread and no time limit, the same answer on any machine. */
void s4_solver_best_move_nodes(S4Solver *solver, const S4FlatPos *pos, double time_limit_ms,
                               uint64_t node_limit, S4SolveResult *result);

#endif
