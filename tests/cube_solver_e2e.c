/* cube_solver_e2e.c: `score4-engine --solve` on Score Four records, through pipes, as a
 * script would use it: answers in order, the same values as the library, --weak, --limit,
 * and bad lines reported by number while the run goes on. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "cube_positions.h"
#include "cube_stream.h"
#include "program_run.h"

#define ENGINE S4_BIN_DIR "/score4-engine"

/* Runs `score4-engine <args>` with input on stdin. */
static void run_engine(const char *args, const char *input, ProgramRun *run)
{
    program_run(ENGINE, args, input, run);
}

/* White has B1 C1 D1 on the bottom with A1 open and is to move: it wins with one bead. */
#define WIN_NOW "B1 B2 C1 C2 D1 D2"

Test(cube_solver_e2e, a_win_with_the_next_bead)
{
    ProgramRun run;
    run_engine("--solve --threads 1", WIN_NOW "\n", &run);
    cr_assert_eq(run.status, 0, "stderr: %s", run.err);
    cr_assert_str_eq(run.out, WIN_NOW " win 1\n");
    run_engine("--solve --weak", "  " WIN_NOW "  \n", &run);
    cr_assert_str_eq(run.out, WIN_NOW " win\n");
}

/* Generated positions, one a line, into buf; the library's answers into expected. */
static void positions_and_answers(int beads, int count, uint64_t seed, bool weak, char *buf,
                                  size_t size, char *expected, size_t expected_size)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubeSolver *solver = s4_cube_solver_new(16, 1);
    cr_assert_not_null(solver);
    uint64_t rng = seed;
    size_t used = 0, used_expected = 0;
    for (int i = 0; i < count; i++) {
        S4Game game;
        s4_cube_random_position(&geo, &rng, beads, &game);
        char record[512];
        s4_game_format_record(&game, record, sizeof record);
        used += (size_t)snprintf(buf + used, size - used, "%s\n", record);
        S4CubePos pos;
        s4_cube_from_board(s4_cube_solver_lines(solver), &game.board, s4_game_to_move(&game),
                           &pos);
        S4CubeResult r;
        s4_cube_solve(solver, &pos, weak, 0, &r);
        cr_assert(r.complete);
        const char *word = r.score > 0 ? "win" : r.score < 0 ? "loss" : "draw";
        if (weak || r.score == 0)
            used_expected += (size_t)snprintf(expected + used_expected,
                                              expected_size - used_expected, "%s %s\n", record,
                                              word);
        else
            used_expected += (size_t)snprintf(expected + used_expected,
                                              expected_size - used_expected, "%s %s %d\n",
                                              record, word,
                                              s4_cube_beads_left(r.score, pos.moves));
        cr_assert(used < size && used_expected < expected_size);
    }
    s4_cube_solver_free(solver);
}

Test(cube_solver_e2e, the_same_values_as_the_library_strong_and_weak)
{
    static char input[16384], expected[16384];
    ProgramRun run;
    positions_and_answers(40, 25, 7, false, input, sizeof input, expected, sizeof expected);
    run_engine("--solve --threads 2 --hash 8", input, &run);
    cr_assert_eq(run.status, 0, "stderr: %s", run.err);
    cr_assert_str_eq(run.out, expected);
    cr_assert(strstr(run.out, " win ") && strstr(run.out, " loss "), "%s", run.out);
    positions_and_answers(40, 25, 7, true, input, sizeof input, expected, sizeof expected);
    run_engine("--solve --weak --threads 1", input, &run);
    cr_assert_str_eq(run.out, expected);
}

Test(cube_solver_e2e, bad_lines_are_reported_by_number_and_the_run_goes_on)
{
    ProgramRun run;
    run_engine("--solve",
               "# a comment\n"
               "B1 Z9\n"
               "A1 A1 A1 A1 A1\n"
               WIN_NOW " A1 A2\n"
               WIN_NOW " A1\n"
               "\n"
               WIN_NOW "\n",
               &run);
    cr_assert_eq(run.status, 1);
    cr_assert_str_eq(run.out, WIN_NOW " win 1\n");
    cr_assert(strstr(run.err, "line 2: move 2:"), "%s", run.err);
    cr_assert(strstr(run.err, "line 3: move 5:"), "%s", run.err);
    cr_assert(strstr(run.err, "line 4: move 8 comes after the game is over"), "%s", run.err);
    cr_assert(strstr(run.err, "line 5: move 7 completes a line"), "%s", run.err);
}

Test(cube_solver_e2e, the_empty_board_and_a_time_limit)
{
    ProgramRun run;
    /* The empty board is far beyond 50 ms: unknown, and the next line is still answered. */
    run_engine("--solve --limit 50 --threads 1", "-\n" WIN_NOW "\n", &run);
    cr_assert_eq(run.status, 0, "stderr: %s", run.err);
    cr_assert_str_eq(run.out, "- unknown\n" WIN_NOW " win 1\n");
    run_engine("--solve --limit 0", "-\n", &run);
    cr_assert_eq(run.status, 2);
}
