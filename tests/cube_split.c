/* cube_split.c: the MPI solver's work queue without MPI: leaves handed out in order with
 * their windows, results reported (also out of order), cancellation, and a checkpoint that
 * resumes, all giving the single solver's value. */
#include <criterion/criterion.h>

#include <stdio.h>

#include "core/game.h"
#include "cube_positions.h"
#include "cube_split.h"

/* Runs the queue with `lanes` jobs out at once, finishing them last-in first; after `stop_after`
 * results (0: never) saves a checkpoint into *saved and returns false. */
static bool drive(S4CubeSolver *solver, S4CubeSplit *split, int lanes, int stop_after,
                  FILE *saved, int *jobs)
{
    int out[8], alpha[8], beta[8], n = 0, done = 0;
    while (!s4_cube_split_solved(split)) {
        while (n < lanes) {
            int a, b, leaf = s4_cube_split_next(split, &a, &b);
            if (leaf < 0)
                break;
            cr_assert(a < b);
            split->node[leaf].running = true;
            out[n] = leaf, alpha[n] = a, beta[n] = b, n++;
            (*jobs)++;
        }
        cr_assert(n > 0, "unsolved with nothing to hand out");
        n--;
        int leaf = out[n], lo, hi;
        uint64_t nodes;
        if (!s4_cube_split_wanted(split, leaf)) {
            split->node[leaf].running = false; /* cancelled: no longer matters */
            continue;
        }
        cr_assert(s4_cube_split_solve_leaf(solver, &split->node[leaf].pos, split->weak,
                                           alpha[n], beta[n], NULL, &lo, &hi, &nodes));
        s4_cube_split_report(split, leaf, lo, hi);
        if (stop_after && ++done == stop_after) {
            s4_cube_split_save(split, saved);
            return false;
        }
    }
    return true;
}

static void check(int beads, uint64_t seed, int count, bool weak, int depth, int lanes)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubeSolver *solver = s4_cube_solver_new(16, 1);
    cr_assert_not_null(solver);
    uint64_t rng = seed;
    for (int i = 0; i < count; i++) {
        S4Game game;
        s4_cube_random_position(&geo, &rng, beads, &game);
        S4CubePos pos;
        s4_cube_from_board(s4_cube_solver_lines(solver), &game.board, s4_game_to_move(&game),
                           &pos);
        S4CubeResult r;
        s4_cube_solve(solver, &pos, weak, 0, &r);
        s4_cube_solver_clear(solver);
        S4CubeSplit split;
        cr_assert(s4_cube_split_init(&split, s4_cube_solver_lines(solver), &pos, depth, weak));
        int jobs = 0;
        /* Half way, a checkpoint; a new split resumes from it. */
        FILE *ck = tmpfile();
        cr_assert_not_null(ck);
        if (!drive(solver, &split, lanes, 2, ck, &jobs)) {
            S4CubeSplit again;
            cr_assert(s4_cube_split_init(&again, s4_cube_solver_lines(solver), &pos, depth, weak));
            rewind(ck);
            cr_assert_eq(s4_cube_split_load(&again, ck), 2);
            cr_assert(drive(solver, &again, lanes, 0, NULL, &jobs));
            cr_assert_eq(again.node[0].lo, r.score);
            s4_cube_split_free(&again);
        }
        fclose(ck);
        cr_assert_eq(split.node[0].lo == split.node[0].hi ? split.node[0].lo : r.score, r.score);
        s4_cube_split_free(&split);
    }
    s4_cube_solver_free(solver);
}

Test(cube_split, weak_values_one_lane) { check(36, 5, 6, true, 2, 1); }
Test(cube_split, weak_values_three_lanes) { check(36, 6, 6, true, 3, 3); }
Test(cube_split, exact_values_two_lanes) { check(40, 7, 6, false, 2, 2); }

Test(cube_split, a_checkpoint_of_another_position_is_refused)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    uint64_t rng = 1;
    S4Game a, b;
    s4_cube_random_position(&geo, &rng, 30, &a);
    s4_cube_random_position(&geo, &rng, 30, &b);
    S4CubePos pa, pb;
    s4_cube_from_board(&lines, &a.board, s4_game_to_move(&a), &pa);
    s4_cube_from_board(&lines, &b.board, s4_game_to_move(&b), &pb);
    S4CubeSplit sa, sb;
    cr_assert(s4_cube_split_init(&sa, &lines, &pa, 1, true));
    cr_assert(s4_cube_split_init(&sb, &lines, &pb, 1, true));
    s4_cube_split_report(&sa, sa.node[0].first_child, -1, -1);
    FILE *ck = tmpfile();
    s4_cube_split_save(&sa, ck);
    rewind(ck);
    cr_assert_eq(s4_cube_split_load(&sb, ck), 0);
    fclose(ck);
    s4_cube_split_free(&sa);
    s4_cube_split_free(&sb);
}
