/* solver_e2e.c: the built score4-engine's --solve mode and its proved moves, through pipes. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "client/engine_client.h"
#include "core/board.h"
#include "core/geometry.h"
#include "program_run.h"

#define ENGINE S4_BIN_DIR "/score4-engine"

/* Runs `score4-engine <args>` with input on stdin. */
static void run_engine(const char *args, const char *input, ProgramRun *run)
{
    program_run(ENGINE, args, input, run);
}

/* The score field of the answer line for `digits`, read from run->out. */
static int score_of(const ProgramRun *run, const char *digits)
{
    char key[80];
    snprintf(key, sizeof key, "%s ", digits);
    for (const char *line = run->out; line && *line; line = strchr(line, '\n') + 1) {
        if (strncmp(line, key, strlen(key)) == 0) {
            int score;
            unsigned long long nodes;
            double micros, cpu;
            cr_assert_eq(sscanf(line + strlen(key), "%d %llu %lf %lf", &score, &nodes, &micros,
                                &cpu), 4,
                         "answer line for %s: %.40s", digits, line);
            cr_assert(nodes > 0 && micros >= 0 && cpu >= 0);
            return score;
        }
        if (!strchr(line, '\n'))
            break;
    }
    cr_assert_fail("no answer for %s in:\n%s", digits, run->out);
    return 0;
}

Test(solver_e2e, solves_benchmark_lines_and_ignores_the_second_field)
{
    ProgramRun run;
    run_engine("--game connect4 --solve",
               "2252576253462244111563365343671351441 -1\n"
               "7422341735647741166133573473242566 1\n"
               "23163416124767223154467471272416755633 0\n",
               &run);
    cr_expect_eq(run.status, 0, "stderr: %s", run.err);
    cr_expect_eq(score_of(&run, "2252576253462244111563365343671351441"), -1);
    cr_expect_eq(score_of(&run, "7422341735647741166133573473242566"), 1);
    cr_expect_eq(score_of(&run, "23163416124767223154467471272416755633"), 0);
}

/* --threads sets the solver's threads: one, two and four give the file's scores on the
 * first Begin-Easy lines (whose larger searches the helpers join); 0 is refused. */
Test(solver_e2e, the_threads_option_gives_the_same_scores_with_any_count)
{
    char path[512];
    snprintf(path, sizeof path, "%s/bench/solver_data/Test_L1_R1", S4_SOURCE_DIR);
    FILE *file = fopen(path, "r");
    cr_assert_not_null(file);
    char input[4096] = "", digits[40][64];
    int expected[40];
    for (int i = 0; i < 40; i++) {
        char line[128];
        cr_assert_not_null(fgets(line, sizeof line, file));
        cr_assert_eq(sscanf(line, "%63s %d", digits[i], &expected[i]), 2);
        strcat(input, line);
    }
    fclose(file);
    static const char *const options[] = {"--threads 1", "--threads 2", "--threads 4"};
    for (size_t k = 0; k < sizeof options / sizeof options[0]; k++) {
        char args[128];
        snprintf(args, sizeof args, "--game connect4 --solve %s", options[k]);
        ProgramRun run;
        run_engine(args, input, &run);
        cr_expect_eq(run.status, 0, "%s: %s", options[k], run.err);
        for (int i = 0; i < 40; i++)
            cr_expect_eq(score_of(&run, digits[i]), expected[i], "%s, line %d", options[k],
                         i + 1);
    }
    ProgramRun run;
    run_engine("--game connect4 --solve --threads 0", "4\n", &run);
    cr_expect_eq(run.status, 2);
    cr_expect(strstr(run.err, "--threads"), "%s", run.err);
}

/* Each answer line without its two time fields: digits, score, nodes. */
static void without_times(const char *out, char *buf, size_t size)
{
    size_t used = 0;
    for (const char *line = out; *line != '\0' && used + 1 < size;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        int fields = 0;
        for (size_t i = 0; i < len && used + 2 < size; i++) {
            if (line[i] == ' ' && ++fields == 3)
                break;
            buf[used++] = line[i];
        }
        buf[used++] = '\n';
        line += len + (end ? 1 : 0);
    }
    buf[used] = '\0';
}

/* The Connect games' --solve uses one thread unless --threads says otherwise (helpers measured
 * slower there): the default run counts exactly the nodes of --threads 1. */
Test(solver_e2e, connect_solve_runs_one_thread_unless_asked)
{
    char path[512];
    snprintf(path, sizeof path, "%s/bench/solver_data/Test_L2_R2", S4_SOURCE_DIR);
    FILE *file = fopen(path, "r");
    cr_assert_not_null(file);
    char input[8192] = "";
    for (int i = 0; i < 60; i++) {
        char line[128];
        cr_assert_not_null(fgets(line, sizeof line, file));
        strcat(input, line);
    }
    fclose(file);
    static ProgramRun plain, one;
    run_engine("--game connect4 --solve", input, &plain);
    run_engine("--game connect4 --solve --threads 1", input, &one);
    cr_assert_eq(plain.status, 0, "%s", plain.err);
    cr_assert_eq(one.status, 0, "%s", one.err);
    static char a[sizeof plain.out], b[sizeof one.out];
    without_times(plain.out, a, sizeof a);
    without_times(one.out, b, sizeof b);
    cr_assert_gt(strlen(a), 60 * 10, "%s", a);
    cr_expect_str_eq(a, b);
}

Test(solver_e2e, bad_lines_are_named_by_number_and_the_run_goes_on)
{
    ProgramRun run;
    run_engine("--game connect4 --solve",
               "12x4\n"
               "4444444\n"
               "\n"
               "1122334\n"
               "8\n"
               "1111111111111111111111111111111111111111111\n"
               "2252576253462244111563365343671351441\n",
               &run);
    cr_expect_eq(run.status, 1, "bad lines make the exit status 1");
    cr_expect(strstr(run.err, "line 1: move 3: 'x' is not a column from 1 to 7"), "%s", run.err);
    cr_expect(strstr(run.err, "line 2: move 7: column 4 is full"), "%s", run.err);
    cr_expect(strstr(run.err, "line 4: move 7 (column 4) completes a line"), "%s", run.err);
    cr_expect(strstr(run.err, "line 5: move 1: '8' is not a column"), "%s", run.err);
    cr_expect(strstr(run.err, "line 6: 43 moves, more than the board's 42 cells"), "%s", run.err);
    cr_expect_not(strstr(run.err, "line 3"), "a blank line is skipped: %s", run.err);
    cr_expect_eq(score_of(&run, "2252576253462244111563365343671351441"), -1);
}

Test(solver_e2e, connect3_is_a_first_player_win_and_6x4_a_second_player_win)
{
    ProgramRun run;
    run_engine("--game connect3 --solve", "-\n", &run);
    cr_expect_eq(run.status, 0);
    cr_expect_gt(score_of(&run, "-"), 0);
    run_engine("--game connect4-6x4 --solve", "-\n", &run);
    cr_expect_eq(run.status, 0);
    cr_expect_lt(score_of(&run, "-"), 0);
    /* Column digits of the 4-wide board stop at 4. */
    run_engine("--game connect3 --solve", "5\n", &run);
    cr_expect(strstr(run.err, "line 1: move 1: '5' is not a column from 1 to 4"), "%s", run.err);
}

Test(solver_e2e, score_four_solve_takes_move_records_not_digits)
{
    /* Score Four has its own --solve (tests/cube_solver_e2e.c): a column digit is no peg. */
    ProgramRun run;
    run_engine("--game score4 --solve", "1\n", &run);
    cr_expect_eq(run.status, 1);
    cr_expect(strstr(run.err, "score4-engine: line 1: move 1: no such peg"), "%s", run.err);
}

/* ---- the engine plays proved moves ---------------------------------------------------- */

static S4Response expect_response(S4EngineClient *client, const S4Geometry *geo)
{
    S4Response response;
    S4ClientEvent event = s4_client_poll(client, geo, 20000, &response);
    cr_assert_eq(event, S4_CLIENT_RESPONSE, "engine answered nothing usable (%d): %s", event,
                 client->raw);
    return response;
}

static void send(S4EngineClient *client, const S4Geometry *geo, S4Command cmd)
{
    cr_assert(s4_client_send(client, geo, &cmd));
}

/* The engine moves first in `preset` against an opponent that picks pseudo-random legal
 * moves; a first-player win must be won every time. A node budget on one thread (the solver
 * gets a quarter, 0.5 M nodes; connect3's root takes about 120) makes every game the same on
 * any machine. */
static void engine_wins_as_first_player(const char *preset, int games)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, preset), S4_OK);
    S4EngineClient client;
    char command[512];
    snprintf(command, sizeof command, "%s --game %s --nodes 2000000 --threads 1", ENGINE, preset);
    cr_assert_eq(s4_client_start(&client, command), S4_OK);
    uint64_t seed = 99;
    for (int game = 0; game < games; game++) {
        S4Board board;
        s4_board_init(&board, &geo);
        send(&client, &geo, (S4Command){.kind = S4_CMD_RESTART});
        cr_assert_eq(expect_response(&client, &geo).kind, S4_RESP_OK);
        send(&client, &geo, (S4Command){.kind = S4_CMD_PLAY, .colour = S4_WHITE});
        cr_assert_eq(expect_response(&client, &geo).kind, S4_RESP_OK);
        for (;;) {
            send(&client, &geo, (S4Command){.kind = S4_CMD_MOVE});
            S4Response move = expect_response(&client, &geo);
            cr_assert_eq(move.kind, S4_RESP_MOVE);
            cr_assert_eq(s4_board_play(&board, move.peg, S4_WHITE), S4_OK);
            if (s4_board_winning_line(&board, S4_WHITE))
                break;
            cr_assert_not(s4_board_is_full(&board), "game %d: the engine did not win", game);
            int pegs[S4_MAX_PEGS];
            int n = s4_board_legal_pegs(&board, pegs);
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            int peg = pegs[(seed >> 33) % (uint64_t)n];
            cr_assert_eq(s4_board_play(&board, peg, S4_BLACK), S4_OK);
            cr_assert_not(s4_board_winning_line(&board, S4_BLACK),
                          "game %d: the opponent won at bead %d", game, board.count);
            send(&client, &geo, (S4Command){.kind = S4_CMD_NOTE, .colour = S4_BLACK, .peg = peg});
            cr_assert_eq(expect_response(&client, &geo).kind, S4_RESP_OK);
        }
    }
    s4_client_stop(&client, 2000);
}

Test(solver_e2e, engine_wins_connect3_as_first_player)
{
    engine_wins_as_first_player("connect3", 6);
}
