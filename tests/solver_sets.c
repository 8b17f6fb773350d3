/* solver_sets.c: a sample of every public benchmark set, against the files' expected scores.
 * The full sets run in bench/solver_sets.sh. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "flat_board.h"
#include "solver.h"

#define DATA_DIR S4_SOURCE_DIR "/bench/solver_data/"

/* Solves the lines of `set` whose 1-based numbers are first, first + step, ... (at most
 * count of them), or only the numbers in `lines` when it is not NULL, with a solver whose
 * main table has 2^table_log2 slots, and checks each score against the file's second field. */
static void check_sample_with(int table_log2, const char *set, int first, int step, int count,
                              const int *lines)
{
    char path[512];
    snprintf(path, sizeof path, "%s%s", DATA_DIR, set);
    FILE *file = fopen(path, "r");
    cr_assert_not_null(file, "cannot open %s", path);
    S4FlatShape shape;
    cr_assert_eq(s4_flat_shape_init(&shape, 7, 6, 4), S4_OK);
    S4Solver *solver = s4_solver_new(&shape, table_log2);
    cr_assert_not_null(solver);
    char line[128];
    int number = 0, checked = 0, next_index = 0;
    while (checked < count && fgets(line, sizeof line, file)) {
        number++;
        bool wanted = lines ? number == lines[next_index]
                            : number >= first && (number - first) % step == 0;
        if (!wanted)
            continue;
        next_index++;
        char moves[64];
        int expected;
        cr_assert_eq(sscanf(line, "%63s %d", moves, &expected), 2, "%s line %d", set, number);
        S4FlatPos pos;
        s4_flat_init(&pos);
        for (const char *c = moves; *c; c++) {
            int col = *c - '1';
            cr_assert(col >= 0 && col < 7 && s4_flat_can_play(&shape, &pos, col));
            cr_assert_not(s4_flat_is_winning_move(&shape, &pos, col));
            s4_flat_play(&shape, &pos, col);
        }
        S4SolveResult result;
        s4_solver_solve(solver, &pos, 0, &result);
        cr_assert(result.complete);
        cr_expect_eq(result.score, expected, "%s line %d (%s): solver %d, file %d", set, number,
                     moves, result.score, expected);
        checked++;
    }
    fclose(file);
    s4_solver_free(solver);
    cr_expect_eq(checked, count, "%s: only %d of %d sample lines found", set, checked, count);
}

static void check_sample(const char *set, int first, int step, int count, const int *lines)
{
    check_sample_with(20, set, first, step, count, lines);
}

Test(solver_sets, end_easy_sample_scores_match)
{
    check_sample("Test_L3_R1", 1, 20, 50, NULL);
}

Test(solver_sets, middle_easy_sample_scores_match)
{
    check_sample("Test_L2_R1", 7, 20, 50, NULL);
}

Test(solver_sets, middle_medium_sample_scores_match)
{
    check_sample("Test_L2_R2", 3, 50, 20, NULL);
}

Test(solver_sets, begin_easy_sample_scores_match)
{
    check_sample("Test_L1_R1", 11, 20, 50, NULL);
}

/* The two hard sets: the cheaper of the first 40 (Begin-Medium) and first 4 (Begin-Hard)
 * positions, by the solver's node counts, so the suite stays fast under the sanitizers.
 * Line numbers increase, as check_sample reads the file once. */
Test(solver_sets, begin_medium_sample_scores_match, .timeout = 600)
{
    static const int lines[] = {2, 4, 5, 6, 9, 10, 11, 12, 14, 19, 20, 22, 31, 35, 36, 38};
    check_sample("Test_L1_R2", 0, 0, (int)(sizeof lines / sizeof lines[0]), lines);
}

Test(solver_sets, begin_hard_sample_scores_match, .timeout = 600)
{
    static const int lines[] = {2, 3};
    check_sample("Test_L1_R3", 0, 0, (int)(sizeof lines / sizeof lines[0]), lines);
}

/* The smallest tables (1024 slots each: the near and middle tables are capped at the main
 * one's size, and every table is overwritten all the time): the scores stay exact, whichever
 * table a position's bounds went to and however often they were lost. */
Test(solver_sets, scores_match_with_the_smallest_tables, .timeout = 600)
{
    check_sample_with(10, "Test_L3_R1", 5, 40, 25, NULL);
    check_sample_with(10, "Test_L2_R1", 13, 40, 25, NULL);
    check_sample_with(10, "Test_L2_R2", 9, 50, 20, NULL);
    check_sample_with(10, "Test_L1_R1", 17, 50, 20, NULL);
}
