/* solver_root.c: the solver's life and its roots: the tables and the helper threads, the
 * sequence of null-window searches that proves a root's exact score (halving the score
 * range, biased towards 0 where a proof of "draw or better" is cheapest), the helpers' job,
 * and the best move. */
#include "solver_internal.h"

#include <stdlib.h>
#include <string.h>

static int min_int(int a, int b) { return a < b ? a : b; }

int s4_solver_table_log2(int hash_mb)
{
    int log = 10;
    while (log < 32 && ((size_t)8 << (log + 1)) <= ((size_t)hash_mb << 20))
        log++; /* 8 bytes a slot */
    return log;
}

static void helper_search(void *context, int helper, const S4FlatPos *pos,
                          uint32_t generation);

S4Solver *s4_solver_new(const S4FlatShape *shape, int table_log2)
{
    return s4_solver_new_threads(shape, table_log2, 1);
}

S4Solver *s4_solver_new_threads(const S4FlatShape *shape, int table_log2, int threads)
{
    if (table_log2 < 10 || table_log2 > 32 || threads < 1 || threads > S4_SOLVER_MAX_THREADS)
        return NULL;
    S4Solver *solver = calloc(1, sizeof *solver);
    if (!solver)
        return NULL;
    solver->shape = *shape;
    solver->c4 = s4_solver_is_c4(shape);
    solver->threads = threads;
    /* A table with more slots than possible keys would never fill: small boards get less. */
    int bits = shape->width * shape->stride;
    if (table_log2 > bits)
        table_log2 = bits < 10 ? 10 : bits;
    if (!s4_solver_table_init(&solver->table, table_log2, bits) ||
        !s4_solver_table_init(&solver->middle, min_int(S4_SOLVER_MIDDLE_LOG, table_log2),
                              bits) ||
        !s4_solver_table_init(&solver->near, min_int(S4_SOLVER_NEAR_LOG, table_log2), bits)) {
        s4_solver_free(solver); /* frees the tables that were allocated, and only those */
        return NULL;
    }
    /* Last, once the tables exist: the helpers sleep until the first job. */
    if (threads > 1) {
        solver->pool = s4_solver_pool_new(threads - 1, helper_search, solver);
        if (!solver->pool) {
            s4_solver_free(solver);
            return NULL;
        }
    }
    return solver;
}

void s4_solver_free(S4Solver *solver)
{
    if (!solver)
        return;
    s4_solver_pool_free(solver->pool); /* joins the helpers before their tables go */
    s4_solver_table_free(&solver->table);
    s4_solver_table_free(&solver->middle);
    s4_solver_table_free(&solver->near);
    free(solver);
}

const S4FlatShape *s4_solver_shape(const S4Solver *solver) { return &solver->shape; }

int s4_solver_threads(const S4Solver *solver) { return solver->threads; }

void s4_solver_clear(S4Solver *solver)
{
    if (solver->pool)
        s4_solver_pool_wait_idle(solver->pool); /* a late helper may still be writing */
    s4_solver_table_clear(&solver->table);
    s4_solver_table_clear(&solver->middle);
    s4_solver_table_clear(&solver->near);
}

/* Score of the side to move winning with its next bead. */
static int win_now_score(const S4FlatShape *s, const S4FlatPos *pos)
{
    return (s->cells + 1 - pos->moves) / 2;
}

static void start(S4SolverWorker *w, S4Solver *solver, double time_limit_ms,
                  S4SolveResult *result)
{
    memset(w, 0, sizeof *w);
    w->solver = solver;
    w->deadline_ms = time_limit_ms > 0 ? s4_clock_ms() + time_limit_ms : 0;
    memset(result, 0, sizeof *result);
    result->column = -1;
}

/* The exact score by null-window searches; sets w->stopped when the search must end
 * early (out of time, an outdated helper job, or a helper's answer for the main thread). */
static int solve_score(S4SolverWorker *w, const S4FlatPos *pos)
{
    const S4FlatShape *s = &w->solver->shape;
    if (s4_flat_can_win_next(s, pos))
        return win_now_score(s, pos);
    if (pos->moves >= s->cells)
        return 0;
    int min = -(s->cells - pos->moves) / 2;
    int max = (s->cells + 1 - pos->moves) / 2;
    while (min < max && !w->stopped) {
        int med = min + (max - min) / 2;
        if (med <= 0 && min / 2 < med)
            med = min / 2;
        else if (med >= 0 && max / 2 > med)
            med = max / 2;
        int r = s4_solver_search(w, pos, med, med + 1);
        if (r <= med)
            max = r;
        else
            min = r;
    }
    return min;
}

/* A helper's job: the same root and the same sequence of windows as the main thread, in
 * its own move order near the root. A helper that finishes first posts its exact score. */
static void helper_search(void *context, int helper, const S4FlatPos *pos,
                          uint32_t generation)
{
    S4Solver *solver = context;
    S4SolverWorker w;
    memset(&w, 0, sizeof w);
    w.solver = solver;
    w.helper = helper;
    w.root_moves = pos->moves;
    w.job = generation;
    w.generation = s4_solver_pool_generation(solver->pool);
    int score = solve_score(&w, pos);
    if (!w.stopped)
        s4_solver_pool_answer(solver->pool, generation, score);
    s4_solver_pool_publish_nodes(solver->pool, helper, generation, w.nodes);
}

/* The main thread's root search with the helpers allowed to join it; stops them after.
 * Returns the exact score unless w->stopped is left set (out of time). */
static int solve_root(S4SolverWorker *w, const S4FlatPos *pos, S4SolveResult *result)
{
    w->root = pos;
    int score = solve_score(w, pos);
    w->root = NULL;
    if (w->helping) {
        s4_solver_pool_stop(w->solver->pool);
        result->helper_nodes = s4_solver_pool_nodes(w->solver->pool, w->job);
        w->helping = false;
    }
    if (w->answered) { /* a helper's proof is as exact as ours */
        score = w->answer;
        w->stopped = false;
    }
    return score;
}

void s4_solver_solve(S4Solver *solver, const S4FlatPos *pos, double time_limit_ms,
                     S4SolveResult *result)
{
    S4SolverWorker w;
    start(&w, solver, time_limit_ms, result);
    result->score = solve_root(&w, pos, result);
    result->nodes = w.nodes + result->helper_nodes;
    result->complete = !w.stopped;
}

void s4_solver_best_move(S4Solver *solver, const S4FlatPos *pos, double time_limit_ms,
                         S4SolveResult *result)
{
    s4_solver_best_move_nodes(solver, pos, time_limit_ms, 0, result);
}

void s4_solver_best_move_nodes(S4Solver *solver, const S4FlatPos *pos, double time_limit_ms,
                               uint64_t node_limit, S4SolveResult *result)
{
    const S4FlatShape *s = &solver->shape;
    S4SolverWorker w;
    start(&w, solver, time_limit_ms, result);
    w.node_cap = node_limit;
    uint64_t playable = s4_flat_playable(s, pos);
    uint64_t wins = s4_flat_winning_cells(s, pos->current, pos->mask) & playable;
    if (wins) {
        result->score = win_now_score(s, pos);
        result->column = s4_flat_cell_column(s, wins & (0 - wins));
        result->complete = true;
        return;
    }
    int score = solve_root(&w, pos, result);
    uint64_t next = s4_flat_non_losing(s, pos);
    for (int i = 0; i < s->width && !w.stopped; i++) {
        int col = s->order[i];
        uint64_t move = playable & s->column[col];
        if (!move)
            continue;
        if (!next) { /* every move loses at once: any legal one will do */
            result->column = col;
            break;
        }
        if (!(move & next))
            continue;
        S4FlatPos child = *pos;
        s4_flat_play_cell(&child, move);
        /* The child is worth at most -score exactly when this move achieves score. */
        if (-s4_solver_search(&w, &child, -score, -score + 1) >= score && !w.stopped) {
            result->column = col;
            break;
        }
    }
    result->score = score;
    result->nodes = w.nodes + result->helper_nodes;
    result->complete = !w.stopped && result->column >= 0;
}
