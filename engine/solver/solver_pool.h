/* solver_pool.h: the solver's persistent helper threads (lazy SMP): one job, many searchers. */
#ifndef S4_SOLVER_SOLVER_POOL_H
#define S4_SOLVER_SOLVER_POOL_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "flat_board.h"

/*
 * The threads are created once, with the pool, and sleep on a condition variable between
 * jobs, so a position pays no thread start-up and, unless the main thread posts a job, not
 * even a wake-up. A job is a root position and a generation number: every helper searches
 * it (through the pool's callback) until the generation moves on, which the callback sees
 * by reading s4_solver_pool_generation() with a relaxed load, one per node. The main
 * thread never waits for the helpers to stop: whatever a late helper writes into the shared
 * tables is still exact for its own position.
 *
 * A helper that proves the root's score first may post it (s4_solver_pool_answer); the
 * main thread polls for it (s4_solver_pool_answered) and keeps whichever exact answer
 * comes first. Helpers publish their node counts so that the main thread can report them.
 */
typedef struct S4SolverPool S4SolverPool;

/* What a helper runs for a job: helper is 1..helpers, generation the job's number. It
 * must return soon after *s4_solver_pool_generation(pool) differs from generation. */
typedef void S4SolverHelperFn(void *context, int helper, const S4FlatPos *pos,
                              uint32_t generation);

/* Starts `helpers` (1..63) sleeping threads that run fn(context, ...) for each job.
 * NULL when a thread or memory cannot be had (nothing is left running then). */
S4SolverPool *s4_solver_pool_new(int helpers, S4SolverHelperFn *fn, void *context);

/* Stops the current job, wakes, joins and frees every thread. NULL is a no-op. */
void s4_solver_pool_free(S4SolverPool *pool);

/* The number of helper threads. */
int s4_solver_pool_helpers(const S4SolverPool *pool);

/* Posts pos as a new job and wakes the helpers; returns the job's generation. */
uint32_t s4_solver_pool_start(S4SolverPool *pool, const S4FlatPos *pos);

/* Ends the current job: helpers searching it return to sleep. Does not wait for them. */
void s4_solver_pool_stop(S4SolverPool *pool);

/* Waits until no helper is inside a job (after s4_solver_pool_stop), e.g. before the
 * tables are cleared or freed. */
void s4_solver_pool_wait_idle(S4SolverPool *pool);

/* The generation of the job being searched; it changes when the job starts or stops. */
const _Atomic uint32_t *s4_solver_pool_generation(const S4SolverPool *pool);

/* A helper proved the exact score of job `generation`'s root. */
void s4_solver_pool_answer(S4SolverPool *pool, uint32_t generation, int score);

/* True, with *score, when a helper proved the root of job `generation`. */
bool s4_solver_pool_answered(const S4SolverPool *pool, uint32_t generation, int *score);

/* Helper `helper` has visited `nodes` positions in job `generation` so far. */
void s4_solver_pool_publish_nodes(S4SolverPool *pool, int helper, uint32_t generation,
                                  uint64_t nodes);

/* The helpers' published nodes in job `generation` (a snapshot: they may still be running). */
uint64_t s4_solver_pool_nodes(const S4SolverPool *pool, uint32_t generation);

#endif
