/* cube_solver.h: exact values of Score Four positions. Takes no text, prints nothing. */
#ifndef S4_SOLVER_CUBE_SOLVER_H
#define S4_SOLVER_CUBE_SOLVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cube_board.h"
#include "cube_shallow.h"

/*
 * Scores are from the side to move's view. When the game is won by the bead numbered T
 * (counting every bead on the board, so T is the bead count once it is down), the winner
 * scores 65 - T and the loser T - 65: a quicker win and a slower loss score higher.
 * A draw scores 0. Every score of a position with `moves` beads lies in
 * [-(63 - moves), 64 - moves]. A weak solve scores 1, 0 or -1.
 */
enum {
    S4_CUBE_SCORE_MAX = 64,
    S4_CUBE_MAX_THREADS = 64,
};

typedef struct S4CubeSolver S4CubeSolver;

typedef struct S4CubeResult {
    int score;          /* exact when complete (weak: -1, 0, 1) */
    bool complete;      /* false: the time limit or a stop came first; score means nothing */
    uint64_t nodes;     /* positions visited, every thread */
    uint64_t order_nodes; /* positions the move order's shallow searches visited (not in nodes) */
    int peg;            /* the proof's move: when complete and the root's score was proved
                         * from below (a win or draw of a weak solve, a search that failed
                         * high or was exact), the peg whose subtree proved it; -1 when
                         * unknown (a loss, a fail-low, a bound from a rule or from the
                         * proof-number search) */
} S4CubeResult;

/* A solver with a table of about hash_mb megabytes searching on `threads` threads
 * (1..S4_CUBE_MAX_THREADS: the caller plus helpers started per search). NULL when memory
 * is short or threads is out of range. */
S4CubeSolver *s4_cube_solver_new(size_t hash_mb, int threads);
void s4_cube_solver_free(S4CubeSolver *solver);

/* With more than one thread, a search runs alone on the calling thread first and the helpers
 * join only once it has passed this many nodes (about 150 ms here): lazy helpers pay on big
 * trees, but on searches of ~100 ms they cost more than they share (28-bead positions 1-38,
 * weak, quiet host: 0.55 s with two threads joining at once against 0.47 s with one; with the
 * helpers joining after 2^20 nodes 0.47-0.49 s, and 24-bead 1-20 14.8 s against 24.3 s). */
#define S4_CUBE_SOLO_NODES (1ULL << 20)

/* Sets when helpers join (0: at once, as the tests of the threaded search want). */
void s4_cube_solver_helpers_join_after(S4CubeSolver *solver, uint64_t nodes);

/* Which clock the solver's time limits and deadlines read: wall time on the monotonic clock
 * (the default: what a person waiting for an answer means), or with cpu the processor time
 * of the whole process, all threads together, which other programs on a busy machine do
 * not inflate (score4-solve-bench --cpu-limit: an "unknown" then says as much about the
 * search as a node count would, and the target of a mean in processor time is what is
 * limited). */
void s4_cube_solver_limit_cpu(S4CubeSolver *solver, bool cpu);

/* Milliseconds on that clock; only differences mean anything. */
double s4_cube_solver_now(const S4CubeSolver *solver);

/* Forgets every stored bound (they stay exact, so only to measure a cold solve). */
void s4_cube_solver_clear(S4CubeSolver *solver);

const S4CubeLines *s4_cube_solver_lines(const S4CubeSolver *solver);

/* Solves pos, a position where nobody has a line yet (a full board is a draw). weak: only
 * the sign. limit_ms > 0 gives up after about that long (complete false). result->peg: the
 * move that proves a win or a draw (of an exact solve: the proved score), with no search
 * beyond the solve's own; -1 for a loss, and when the proof-number search answered. */
void s4_cube_solve(S4CubeSolver *solver, const S4CubePos *pos, bool weak, double limit_ms,
                   S4CubeResult *result);

/* s4_cube_solve that also gives up after about node_limit positions, every thread counted (0:
 * no limit): with one thread and no time limit its answer is the same on any machine. With a
 * node limit the alpha-beta answers every solve, even where the proof-number search is set. */
void s4_cube_solve_nodes(S4CubeSolver *solver, const S4CubePos *pos, bool weak, double limit_ms,
                         uint64_t node_limit, S4CubeResult *result);

/* One alpha-beta search of pos in the window (alpha, beta), alpha < beta: the returned
 * score v satisfies v <= alpha => true <= v; v >= beta => true >= v; else v is exact.
 * complete false when limit_ms or *stop (polled, may be NULL) came first. */
int s4_cube_search(S4CubeSolver *solver, const S4CubePos *pos, int alpha, int beta,
                   double limit_ms, const volatile int *stop, S4CubeResult *result);

/* s4_cube_search with no stop flag that also gives up after about node_limit positions,
 * every thread counted (0: no limit). */
int s4_cube_search_nodes(S4CubeSolver *solver, const S4CubePos *pos, int alpha, int beta,
                         double limit_ms, uint64_t node_limit, S4CubeResult *result);

/* The same search on the calling thread alone, giving up (complete false) after about
 * node_cap nodes (0: no cap) or at the absolute deadline (s4_cube_solver_now, 0: none):
 * the leaves of the proof-number search (cube_pns.h). */
int s4_cube_search_capped(S4CubeSolver *solver, const S4CubePos *pos, int alpha, int beta,
                          uint64_t node_cap, double deadline, S4CubeResult *result);

/* The bound the table holds on pos's score, if any (bound: S4_CUBE_LOWER 1, S4_CUBE_UPPER
 * 2, S4_CUBE_EXACT 3, as in cube_table.h). */
bool s4_cube_solver_probe(const S4CubeSolver *solver, const S4CubePos *pos, int *value,
                          int *bound);

/* Starts loading the table's bucket of pos into the cache, for a caller that will probe
 * several positions (a proof-number node's children): their misses then overlap. */
void s4_cube_solver_prefetch(const S4CubeSolver *solver, const S4CubePos *pos);

/* Stores a bound on pos's score found elsewhere (proof-number search) unless the table
 * knows as much; peg: the move that proves it, or -1. */
void s4_cube_solver_store(S4CubeSolver *solver, const S4CubePos *pos, int value, int bound,
                          int peg, uint64_t work);

/* From now on weak solves of positions with at most max_beads beads go to proof-number
 * search (cube_pns.h; config NULL: its defaults), with a table of about table_mb megabytes of
 * its own that the solver owns, clears with its own table and frees; other solves stay with
 * the alpha-beta. false, and nothing changed, when memory is short. */
struct S4CubePnsConfig;
bool s4_cube_solver_use_pns(S4CubeSolver *solver, size_t table_mb,
                            const struct S4CubePnsConfig *config, int max_beads);

/* The proof-number search set above, or NULL: for callers that ask it single questions
 * (s4_cube_pns_prove) on the solver's tables. */
struct S4CubePns *s4_cube_solver_pns(S4CubeSolver *solver);

/* Where the move order uses a shallow search (cube_shallow.h; s4_cube_shallow_order_default()
 * unless set). The values stay exact whatever the setting: only the order changes. */
void s4_cube_solver_set_shallow_order(S4CubeSolver *solver, const S4CubeShallowOrder *order);

/* Beads the side to move, with `moves` beads on the board, still places until the game
 * ends with the score `score` (a win or loss, not a draw), counting its winning bead. */
int s4_cube_beads_left(int score, int moves);

/* The immediate results every search starts from, for callers that split the tree:
 * true when pos is decided at once, with its exact score in *score. */
bool s4_cube_decided(const S4CubePos *pos, int *score);

#endif
