/* solver_pool.c: the helper threads' pool on its own: jobs, stops, answers, node counts. */
#include <criterion/criterion.h>

#include <sched.h>
#include <stdatomic.h>

#include "solver_pool.h"

/* What the test helpers saw: they spin on the job, as a search would, until it ends. */
typedef struct Probe {
    S4SolverPool *pool;
    _Atomic int running;       /* helpers inside a job now */
    _Atomic int jobs;          /* jobs taken, all helpers together */
    _Atomic int last_moves;    /* pos->moves of the last job taken */
    _Atomic int answer_from;   /* the helper that posts an answer (0: none) */
} Probe;

static void spin_until_stopped(void *context, int helper, const S4FlatPos *pos,
                               uint32_t generation)
{
    Probe *probe = context;
    atomic_fetch_add(&probe->running, 1);
    atomic_fetch_add(&probe->jobs, 1);
    atomic_store(&probe->last_moves, pos->moves);
    uint64_t nodes = 0;
    const _Atomic uint32_t *now = s4_solver_pool_generation(probe->pool);
    if (atomic_load(&probe->answer_from) == helper)
        s4_solver_pool_answer(probe->pool, generation, 7 - helper);
    while (atomic_load_explicit(now, memory_order_relaxed) == generation) {
        nodes++;
        if ((nodes & 255) == 0)
            s4_solver_pool_publish_nodes(probe->pool, helper, generation, nodes);
        sched_yield(); /* a busy machine must still run the test's main thread */
    }
    s4_solver_pool_publish_nodes(probe->pool, helper, generation, nodes);
    atomic_fetch_sub(&probe->running, 1);
}

static S4SolverPool *new_pool(Probe *probe, int helpers)
{
    atomic_init(&probe->running, 0);
    atomic_init(&probe->jobs, 0);
    atomic_init(&probe->last_moves, -1);
    atomic_init(&probe->answer_from, 0);
    probe->pool = s4_solver_pool_new(helpers, spin_until_stopped, probe);
    cr_assert_not_null(probe->pool);
    cr_assert_eq(s4_solver_pool_helpers(probe->pool), helpers);
    return probe->pool;
}

static void wait_for_running(Probe *probe, int count)
{
    while (atomic_load(&probe->running) != count)
        sched_yield();
}

Test(solver_pool, helpers_sleep_until_a_job_and_stop_when_it_ends)
{
    static Probe probe;
    S4SolverPool *pool = new_pool(&probe, 3);
    cr_expect_eq(atomic_load(&probe.jobs), 0, "no job was posted");
    S4FlatPos pos;
    s4_flat_init(&pos);
    pos.moves = 5;
    uint32_t generation = s4_solver_pool_start(pool, &pos);
    cr_expect_eq(*s4_solver_pool_generation(pool), generation);
    wait_for_running(&probe, 3);
    cr_expect_eq(atomic_load(&probe.last_moves), 5, "the helpers got the job's position");
    s4_solver_pool_stop(pool);
    cr_expect_neq(*s4_solver_pool_generation(pool), generation);
    s4_solver_pool_wait_idle(pool);
    cr_expect_eq(atomic_load(&probe.running), 0);
    cr_expect_eq(atomic_load(&probe.jobs), 3, "each helper took the job once");
    s4_solver_pool_free(pool);
}

Test(solver_pool, one_pool_serves_many_jobs)
{
    static Probe probe;
    S4SolverPool *pool = new_pool(&probe, 2);
    for (int job = 0; job < 200; job++) {
        S4FlatPos pos;
        s4_flat_init(&pos);
        pos.moves = job % 40;
        if (job % 10 == 0)
            s4_solver_pool_wait_idle(pool); /* so that "running" counts this job only */
        s4_solver_pool_start(pool, &pos);
        if (job % 10 == 0) {
            wait_for_running(&probe, 2);
            cr_expect_eq(atomic_load(&probe.last_moves), job % 40);
        }
        s4_solver_pool_stop(pool);
    }
    s4_solver_pool_wait_idle(pool);
    int jobs = atomic_load(&probe.jobs);
    cr_expect_geq(jobs, 2 * 20, "the waited-for jobs were taken by both helpers");
    cr_expect_leq(jobs, 2 * 200, "no job is taken twice by a helper");
    s4_solver_pool_free(pool);
}

Test(solver_pool, an_answer_and_the_node_counts_belong_to_their_job)
{
    static Probe probe;
    S4SolverPool *pool = new_pool(&probe, 2);
    atomic_store(&probe.answer_from, 2);
    S4FlatPos pos;
    s4_flat_init(&pos);
    uint32_t first = s4_solver_pool_start(pool, &pos);
    int score = 0;
    while (!s4_solver_pool_answered(pool, first, &score))
        sched_yield();
    cr_expect_eq(score, 5, "helper 2 answered 7 - 2");
    while (s4_solver_pool_nodes(pool, first) < 512)
        sched_yield(); /* published every 256 of their spins */
    s4_solver_pool_stop(pool);
    s4_solver_pool_wait_idle(pool);
    uint64_t nodes = s4_solver_pool_nodes(pool, first);
    cr_expect_geq(nodes, 512);

    atomic_store(&probe.answer_from, 0);
    uint32_t second = s4_solver_pool_start(pool, &pos);
    wait_for_running(&probe, 2);
    cr_expect_not(s4_solver_pool_answered(pool, second, &score), "no answer for a new job");
    cr_expect_eq(s4_solver_pool_nodes(pool, first), 0, "the helpers moved on: no old counts");
    s4_solver_pool_stop(pool);
    s4_solver_pool_free(pool); /* frees without waiting first: joins the spinning helpers */
}

Test(solver_pool, a_bad_helper_count_makes_no_pool)
{
    static Probe probe;
    cr_expect_null(s4_solver_pool_new(0, spin_until_stopped, &probe));
    cr_expect_null(s4_solver_pool_new(64, spin_until_stopped, &probe));
    cr_expect_null(s4_solver_pool_new(2, NULL, &probe));
    s4_solver_pool_free(NULL);
}
