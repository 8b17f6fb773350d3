/* solver_threads.c: the solver on several threads: the same exact scores as one thread,
 * a pool that survives many positions, time limits and clears, and a clean free. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "flat_board.h"
#include "solver.h"

#define DATA_DIR S4_SOURCE_DIR "/bench/solver_data/"

enum { MAX_SAMPLE = 400 };

typedef struct Sample {
    int count;
    S4FlatPos pos[MAX_SAMPLE];
    int expected[MAX_SAMPLE]; /* the file's score */
    int line[MAX_SAMPLE];
} Sample;

static S4FlatShape connect4(void)
{
    S4FlatShape shape;
    cr_assert_eq(s4_flat_shape_init(&shape, 7, 6, 4), S4_OK);
    return shape;
}

/* Reads lines first, first + step, ... of a benchmark set (at most count, <= MAX_SAMPLE). */
static void read_sample(const char *set, int first, int step, int count, Sample *sample)
{
    cr_assert(count <= MAX_SAMPLE);
    char path[512];
    snprintf(path, sizeof path, "%s%s", DATA_DIR, set);
    FILE *file = fopen(path, "r");
    cr_assert_not_null(file, "cannot open %s", path);
    S4FlatShape shape = connect4();
    char text[128];
    int number = 0;
    sample->count = 0;
    while (sample->count < count && fgets(text, sizeof text, file)) {
        number++;
        if (number < first || (number - first) % step != 0)
            continue;
        char moves[64];
        int i = sample->count;
        cr_assert_eq(sscanf(text, "%63s %d", moves, &sample->expected[i]), 2);
        s4_flat_init(&sample->pos[i]);
        for (const char *c = moves; *c; c++)
            s4_flat_play(&shape, &sample->pos[i], *c - '1');
        sample->line[i] = number;
        sample->count++;
    }
    fclose(file);
    cr_assert_eq(sample->count, count, "%s: only %d lines", set, sample->count);
}

static S4Solver *new_solver(int threads)
{
    S4FlatShape shape = connect4();
    S4Solver *solver = s4_solver_new_threads(&shape, 20, threads);
    cr_assert_not_null(solver, "no solver with %d threads", threads);
    cr_assert_eq(s4_solver_threads(solver), threads);
    return solver;
}

/* Solves the whole sample with `threads` threads; every score must match the file, and
 * the helpers' nodes are summed into *helper_nodes. */
static void solve_sample(S4Solver *solver, const char *set, const Sample *sample,
                         uint64_t *helper_nodes)
{
    for (int i = 0; i < sample->count; i++) {
        S4SolveResult result;
        s4_solver_solve(solver, &sample->pos[i], 0, &result);
        cr_assert(result.complete, "%s line %d: incomplete", set, sample->line[i]);
        cr_expect_eq(result.score, sample->expected[i], "%s line %d: %d threads gave %d, file %d",
                     set, sample->line[i], s4_solver_threads(solver), result.score,
                     sample->expected[i]);
        cr_expect_leq(result.helper_nodes, result.nodes);
        *helper_nodes += result.helper_nodes;
    }
}

Test(solver_threads, two_threads_give_the_one_thread_scores,
     .timeout = 600)
{
    static Sample sample;
    S4Solver *one = new_solver(1);
    S4Solver *two = new_solver(2);
    uint64_t one_helper = 0, two_helper = 0;
    /* Begin-Easy, and a few Middle-Medium positions of some 40,000 nodes: larger searches
     * are the ones the helpers join. */
    static const struct {
        const char *set;
        int first, step, count;
    } parts[] = {{"Test_L1_R1", 3, 7, 120}, {"Test_L2_R2", 3, 50, 10}};
    for (size_t p = 0; p < sizeof parts / sizeof parts[0]; p++) {
        read_sample(parts[p].set, parts[p].first, parts[p].step, parts[p].count, &sample);
        for (int i = 0; i < sample.count; i++) {
            S4SolveResult a, b;
            s4_solver_solve(one, &sample.pos[i], 0, &a);
            s4_solver_solve(two, &sample.pos[i], 0, &b);
            cr_assert(a.complete && b.complete);
            cr_expect_eq(b.score, a.score, "%s line %d: 2 threads %d, 1 thread %d",
                         parts[p].set, sample.line[i], b.score, a.score);
            cr_expect_eq(a.score, sample.expected[i], "%s line %d", parts[p].set,
                         sample.line[i]);
            one_helper += a.helper_nodes;
            two_helper += b.helper_nodes;
        }
    }
    cr_expect_eq(one_helper, 0, "one thread has no helpers");
    /* How many nodes the second thread searched is the host's business: it runs at nice 19
     * and gets next to nothing of a busy machine (under ctest -j, none at all). That the
     * pool's threads take jobs and publish their counts is tested in solver_pool, by waiting
     * on the count. */
    cr_log_info("the second thread searched %llu nodes", (unsigned long long)two_helper);
    s4_solver_free(one);
    s4_solver_free(two);
}

Test(solver_threads, one_thread_counts_the_nodes_of_the_plain_solver)
{
    static Sample sample;
    read_sample("Test_L2_R1", 5, 25, 40, &sample);
    S4FlatShape shape = connect4();
    S4Solver *plain = s4_solver_new(&shape, 20);
    S4Solver *one = new_solver(1);
    cr_assert_eq(s4_solver_threads(plain), 1);
    for (int i = 0; i < sample.count; i++) {
        S4SolveResult a, b;
        s4_solver_solve(plain, &sample.pos[i], 0, &a);
        s4_solver_solve(one, &sample.pos[i], 0, &b);
        cr_expect_eq(b.score, a.score);
        cr_expect_eq(b.nodes, a.nodes, "line %d: %llu nodes against %llu", sample.line[i],
                     (unsigned long long)b.nodes, (unsigned long long)a.nodes);
    }
    s4_solver_free(plain);
    s4_solver_free(one);
}

/* One pool through hundreds of positions, three sets, clears between them, and proved
 * moves: the helpers are woken and stopped again and again. */
Test(solver_threads, a_pool_of_four_threads_serves_many_consecutive_positions,
     .timeout = 600)
{
    static Sample sample;
    S4Solver *solver = new_solver(4);
    uint64_t helper_nodes = 0;
    read_sample("Test_L3_R1", 2, 5, 200, &sample);
    solve_sample(solver, "Test_L3_R1", &sample, &helper_nodes);
    s4_solver_clear(solver);
    read_sample("Test_L2_R1", 4, 5, 200, &sample);
    solve_sample(solver, "Test_L2_R1", &sample, &helper_nodes);
    s4_solver_clear(solver);
    read_sample("Test_L1_R1", 6, 11, 90, &sample);
    solve_sample(solver, "Test_L1_R1", &sample, &helper_nodes);
    cr_log_info("the other threads searched %llu nodes", (unsigned long long)helper_nodes);

    /* A proved move from the same pool achieves its score: the child, solved by another
     * solver, is worth exactly minus it. */
    S4FlatShape shape = connect4();
    S4Solver *check = s4_solver_new(&shape, 20);
    for (int i = 0; i < 30; i++) {
        S4SolveResult result;
        s4_solver_best_move(solver, &sample.pos[i], 0, &result);
        cr_assert(result.complete);
        cr_expect_eq(result.score, sample.expected[i]);
        cr_assert(s4_flat_can_play(&shape, &sample.pos[i], result.column));
        cr_assert_not(s4_flat_is_winning_move(&shape, &sample.pos[i], result.column),
                      "the Begin-Easy positions have no win in one");
        S4FlatPos child = sample.pos[i];
        s4_flat_play(&shape, &child, result.column);
        S4SolveResult reply;
        s4_solver_solve(check, &child, 0, &reply);
        cr_expect_eq(-reply.score, result.score, "line %d: column %d", sample.line[i],
                     result.column + 1);
    }
    s4_solver_free(check);
    s4_solver_free(solver);
}

/* A time limit stops the main thread while its helpers are searching; the pool must then
 * serve the next positions, and be freed at once with helpers possibly still winding down. */
Test(solver_threads, a_time_limit_stops_the_helpers_too_and_the_pool_goes_on,
     .timeout = 600)
{
    S4Solver *solver = new_solver(3);
    S4FlatPos empty;
    s4_flat_init(&empty);
    for (int round = 0; round < 5; round++) {
        S4SolveResult result;
        s4_solver_solve(solver, &empty, 20, &result);
        cr_expect_not(result.complete, "the empty board cannot be solved in 20 ms");
        cr_expect_gt(result.nodes, 0);
    }
    static Sample sample;
    read_sample("Test_L1_R1", 1, 13, 40, &sample);
    uint64_t helper_nodes = 0;
    solve_sample(solver, "Test_L1_R1", &sample, &helper_nodes);
    S4SolveResult result;
    s4_solver_solve(solver, &empty, 10, &result);
    cr_expect_not(result.complete);
    s4_solver_free(solver); /* right after a stopped search: joins the helpers */
}

Test(solver_threads, solvers_are_made_and_freed_again_and_again)
{
    S4FlatShape shape = connect4();
    for (int threads = 1; threads <= 8; threads++) {
        for (int round = 0; round < 3; round++) {
            S4Solver *solver = s4_solver_new_threads(&shape, 12, threads);
            cr_assert_not_null(solver);
            if (round == 1) {
                S4FlatPos pos;
                s4_flat_init(&pos);
                s4_flat_play(&shape, &pos, 3);
                S4SolveResult result;
                s4_solver_solve(solver, &pos, 5, &result);
            }
            s4_solver_free(solver);
        }
    }
    s4_solver_free(NULL);
}

Test(solver_threads, a_thread_count_out_of_range_makes_no_solver)
{
    S4FlatShape shape = connect4();
    cr_expect_null(s4_solver_new_threads(&shape, 16, 0));
    cr_expect_null(s4_solver_new_threads(&shape, 16, -1));
    cr_expect_null(s4_solver_new_threads(&shape, 16, S4_SOLVER_MAX_THREADS + 1));
    S4Solver *most = s4_solver_new_threads(&shape, 10, S4_SOLVER_MAX_THREADS);
    cr_assert_not_null(most);
    cr_expect_eq(s4_solver_threads(most), S4_SOLVER_MAX_THREADS);
    s4_solver_free(most);
}

/* Connect Three and 4 x 4 have no constant path: the helpers search the generic one. */
Test(solver_threads, small_boards_keep_their_known_results_with_helpers)
{
    static const struct {
        int width, height, connect, sign;
    } boards[] = {{4, 3, 3, 1}, {6, 4, 4, -1}, {4, 4, 4, 0}};
    for (size_t i = 0; i < sizeof boards / sizeof boards[0]; i++) {
        S4FlatShape shape;
        cr_assert_eq(s4_flat_shape_init(&shape, boards[i].width, boards[i].height,
                                         boards[i].connect), S4_OK);
        S4Solver *solver = s4_solver_new_threads(&shape, 16, 2);
        cr_assert_not_null(solver);
        S4FlatPos pos;
        s4_flat_init(&pos);
        S4SolveResult result;
        s4_solver_solve(solver, &pos, 0, &result);
        cr_assert(result.complete);
        int sign = (result.score > 0) - (result.score < 0);
        cr_expect_eq(sign, boards[i].sign, "%dx%d connect %d: score %d", boards[i].width,
                     boards[i].height, boards[i].connect, result.score);
        s4_solver_free(solver);
    }
}
