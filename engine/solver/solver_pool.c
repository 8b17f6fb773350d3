/* solver_pool.c: the helper threads' life: sleep, take a job, search it, sleep again. */
/* syscall() and SYS_gettid: a thread's own priority (lower_priority below). */
#define _DEFAULT_SOURCE 1
#include "solver_pool.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { CACHE_LINE = 64 };

/* One helper's thread and what it shows the main thread, on a cache line of its own so
 * that its node counter never shares a line with another helper's. */
typedef struct Helper {
    _Alignas(CACHE_LINE) _Atomic uint64_t nodes; /* nodes so far in job `generation` */
    _Atomic uint32_t generation;  /* the job it last took */
    int index;                    /* 1..helpers */
    pthread_t thread;
    S4SolverPool *pool;
} Helper;

struct S4SolverPool {
    /* Read by every helper at every node: alone on its line, written twice a job. */
    _Alignas(CACHE_LINE) _Atomic uint32_t generation;
    /* A proved root score: generation << 32 | (score + ANSWER_BIAS); low half 0: none. */
    _Alignas(CACHE_LINE) _Atomic uint64_t answer;
    _Alignas(CACHE_LINE) pthread_mutex_t lock; /* guards everything below */
    pthread_cond_t wake;    /* a job was posted, or quit */
    pthread_cond_t idle;    /* busy fell to 0 */
    S4FlatPos pos;          /* the job's root, valid while active */
    bool active;            /* a job is posted and not stopped */
    bool quit;              /* the threads must end */
    int busy;               /* helpers inside fn */
    int helpers;            /* threads in helper[] */
    S4SolverHelperFn *fn;
    void *context;
    Helper *helper;         /* helpers entries, aligned to cache lines */
};

enum { ANSWER_BIAS = 1024 }; /* scores are far smaller: the low half is never 0 */

/* The helpers run at the lowest priority (nice 19, this thread only: Linux gives each
 * thread its own). A helper only saves the main thread a part of its nodes (a quarter on the
 * public sets), so it pays only with a processor nobody else wants: at equal priority, on a
 * host where another program keeps one core busy, it took a third of the main thread's
 * processor and two threads were up to 1.5 times slower than one. At nice 19 the scheduler
 * gives it an idle core at once and next to nothing of a busy one. A failure leaves the
 * priority as it was: slower on a busy host, never wrong. */
static void lower_priority(void)
{
#ifdef SYS_gettid
    (void)setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 19);
#endif
}

static void *helper_main(void *arg)
{
    Helper *h = arg;
    S4SolverPool *pool = h->pool;
    lower_priority();
    /* Not the generation now: a job may have been posted before this thread first ran.
     * The pool is made at generation 0 with no job, and every job has a later one. */
    uint32_t seen = 0;
    pthread_mutex_lock(&pool->lock);
    for (;;) {
        /* A job is taken once: after it, wait for a newer generation. */
        while (!pool->quit &&
               (!pool->active ||
                atomic_load_explicit(&pool->generation, memory_order_relaxed) == seen))
            pthread_cond_wait(&pool->wake, &pool->lock);
        if (pool->quit)
            break;
        uint32_t generation = atomic_load_explicit(&pool->generation, memory_order_relaxed);
        seen = generation;
        S4FlatPos pos = pool->pos;
        pool->busy++;
        atomic_store_explicit(&h->nodes, 0, memory_order_relaxed);
        atomic_store_explicit(&h->generation, generation, memory_order_release);
        pthread_mutex_unlock(&pool->lock);
        pool->fn(pool->context, h->index, &pos, generation);
        pthread_mutex_lock(&pool->lock);
        if (--pool->busy == 0)
            pthread_cond_broadcast(&pool->idle);
    }
    pthread_mutex_unlock(&pool->lock);
    return NULL;
}

/* Tells the first `started` threads to end and joins them. */
static void end_threads(S4SolverPool *pool, int started)
{
    pthread_mutex_lock(&pool->lock);
    pool->quit = true;
    pool->active = false;
    atomic_fetch_add_explicit(&pool->generation, 1, memory_order_relaxed);
    pthread_cond_broadcast(&pool->wake);
    pthread_mutex_unlock(&pool->lock);
    for (int i = 0; i < started; i++)
        pthread_join(pool->helper[i].thread, NULL);
}

S4SolverPool *s4_solver_pool_new(int helpers, S4SolverHelperFn *fn, void *context)
{
    if (helpers < 1 || helpers > 63 || !fn)
        return NULL;
    S4SolverPool *pool = aligned_alloc(CACHE_LINE, sizeof *pool);
    if (!pool)
        return NULL;
    memset(pool, 0, sizeof *pool);
    size_t helper_bytes = (size_t)helpers * sizeof *pool->helper; /* a multiple of 64 */
    pool->helper = aligned_alloc(CACHE_LINE, helper_bytes);
    if (!pool->helper) {
        free(pool);
        return NULL;
    }
    memset(pool->helper, 0, helper_bytes);
    atomic_init(&pool->generation, 0);
    atomic_init(&pool->answer, 0);
    pool->fn = fn;
    pool->context = context;
    pool->helpers = helpers;
    if (pthread_mutex_init(&pool->lock, NULL) != 0)
        goto fail_lock;
    if (pthread_cond_init(&pool->wake, NULL) != 0)
        goto fail_wake;
    if (pthread_cond_init(&pool->idle, NULL) != 0)
        goto fail_idle;
    for (int i = 0; i < helpers; i++) {
        Helper *h = &pool->helper[i];
        atomic_init(&h->nodes, 0);
        atomic_init(&h->generation, 0);
        h->index = i + 1;
        h->pool = pool;
        if (pthread_create(&h->thread, NULL, helper_main, h) != 0) {
            end_threads(pool, i);
            goto fail_threads;
        }
    }
    return pool;

fail_threads:
    pthread_cond_destroy(&pool->idle);
fail_idle:
    pthread_cond_destroy(&pool->wake);
fail_wake:
    pthread_mutex_destroy(&pool->lock);
fail_lock:
    free(pool->helper);
    free(pool);
    return NULL;
}

void s4_solver_pool_free(S4SolverPool *pool)
{
    if (!pool)
        return;
    end_threads(pool, pool->helpers);
    pthread_cond_destroy(&pool->idle);
    pthread_cond_destroy(&pool->wake);
    pthread_mutex_destroy(&pool->lock);
    free(pool->helper);
    free(pool);
}

int s4_solver_pool_helpers(const S4SolverPool *pool) { return pool->helpers; }

uint32_t s4_solver_pool_start(S4SolverPool *pool, const S4FlatPos *pos)
{
    pthread_mutex_lock(&pool->lock);
    pool->pos = *pos;
    pool->active = true;
    uint32_t generation =
        atomic_fetch_add_explicit(&pool->generation, 1, memory_order_relaxed) + 1;
    pthread_cond_broadcast(&pool->wake);
    pthread_mutex_unlock(&pool->lock);
    return generation;
}

void s4_solver_pool_stop(S4SolverPool *pool)
{
    /* Under the lock, so that a helper waking late never takes the stopped job. */
    pthread_mutex_lock(&pool->lock);
    pool->active = false;
    atomic_fetch_add_explicit(&pool->generation, 1, memory_order_relaxed);
    pthread_mutex_unlock(&pool->lock);
}

void s4_solver_pool_wait_idle(S4SolverPool *pool)
{
    pthread_mutex_lock(&pool->lock);
    while (pool->busy > 0)
        pthread_cond_wait(&pool->idle, &pool->lock);
    pthread_mutex_unlock(&pool->lock);
}

const _Atomic uint32_t *s4_solver_pool_generation(const S4SolverPool *pool)
{
    return &pool->generation;
}

void s4_solver_pool_answer(S4SolverPool *pool, uint32_t generation, int score)
{
    uint64_t word = (uint64_t)generation << 32 | (uint32_t)(score + ANSWER_BIAS);
    atomic_store_explicit(&pool->answer, word, memory_order_release);
}

bool s4_solver_pool_answered(const S4SolverPool *pool, uint32_t generation, int *score)
{
    uint64_t word = atomic_load_explicit(&pool->answer, memory_order_acquire);
    if ((uint32_t)word == 0 || (uint32_t)(word >> 32) != generation)
        return false;
    *score = (int)(uint32_t)word - ANSWER_BIAS;
    return true;
}

void s4_solver_pool_publish_nodes(S4SolverPool *pool, int helper, uint32_t generation,
                                  uint64_t nodes)
{
    Helper *h = &pool->helper[helper - 1];
    if (atomic_load_explicit(&h->generation, memory_order_relaxed) == generation)
        atomic_store_explicit(&h->nodes, nodes, memory_order_relaxed);
}

uint64_t s4_solver_pool_nodes(const S4SolverPool *pool, uint32_t generation)
{
    uint64_t sum = 0;
    for (int i = 0; i < pool->helpers; i++) {
        const Helper *h = &pool->helper[i];
        if (atomic_load_explicit(&h->generation, memory_order_acquire) == generation)
            sum += atomic_load_explicit(&h->nodes, memory_order_relaxed);
    }
    return sum;
}
