/* engine_cube_play.c: end to end, the exact solver in Score Four play, through the engine's
 * binary as a referee drives it: at full strength the engine keeps a proved win its search
 * would let go, and weaker levels and fixed depths play without it. The moves get a node
 * budget (--nodes, one thread), not a time: the same work and the same move on any machine,
 * however loaded. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <string.h>

#include "program_run.h"

#define ENGINE S4_BIN_DIR "/score4-engine"

/* White to move, a win only by B4; the search alone plays B3 (a loss) within 300 ms. */
#define ONLY_B4_WINS                                                                       \
    "D4 A3 B2 A4 B4 D4 A4 A1 A2 D4 D1 B1 D1 A1 A4 A1 A1 D2 A4 D3 D2 A2 D4 A3 B4 B1 D1 D1"

/* The protocol's notes of a record's beads, then the move of the side to move, into buf. */
static void notes_then_move(const char *record, char *buf, size_t size)
{
    char copy[512];
    snprintf(copy, sizeof copy, "%s", record);
    size_t used = 0;
    int i = 0;
    for (char *m = strtok(copy, " "); m; m = strtok(NULL, " "), i++)
        used += (size_t)snprintf(buf + used, size - used, "note: %s plays %s;\n",
                                 i % 2 == 0 ? "white" : "black", m);
    snprintf(buf + used, size - used, "play %s;\nmove;\nquit;\n",
             i % 2 == 0 ? "white" : "black");
}

/* The engine with `args` given the record's beads as notes and asked for the move of the side
 * to move (White in all but the audit's positions); it must end normally. */
static void white_moves(const char *record, const char *args, ProgramRun *run)
{
    char input[4096];
    notes_then_move(record, input, sizeof input);
    program_run(ENGINE, args, input, run);
    cr_assert_eq(run->status, 0, "stderr: %s", run->err);
}

Test(engine_cube_play, at_full_strength_the_engine_keeps_the_proved_win, .timeout = 120)
{
    ProgramRun run;
    /* At 28 beads the solver runs first with half the move's 1 M nodes (its proof takes about
     * 14,000) and plays the proof's B4. The move is tested on its own in cube_move.c. */
    white_moves(ONLY_B4_WINS, "--nodes 1000000 --threads 1 --verbose", &run);
    cr_assert(strstr(run.out, "\nB4.\n"), "stdout: %s\nstderr: %s", run.out, run.err);
    cr_assert(strstr(run.err, "solver: win"), "stderr: %s", run.err);
}

/* White to move at 30 beads, a win only by D1; the search alone plays C4 (a loss). The solver
 * proves the win in about 0.8 M nodes; before its proof named its move, the engine then
 * checked White's moves one by one and at 1 s a move ran out of time before it reached D1. */
#define ONLY_D1_WINS                                                                       \
    "A2 C1 A3 D2 A4 A1 D1 C1 B3 C2 C3 D3 B3 B3 C3 C3 A3 D3 A3 A3 C2 C1 C1 D3 D3 A4 C2 C4 A4 D4"

Test(engine_cube_play, the_proof_s_own_move_is_played, .timeout = 180)
{
    ProgramRun run;
    /* 4 M nodes: the solver first gets 2 M of them, and its proof takes about 0.63 M. */
    white_moves(ONLY_D1_WINS, "--nodes 4000000 --threads 1 --verbose", &run);
    cr_assert(strstr(run.out, "\nD1.\n"), "stdout: %s\nstderr: %s", run.out, run.err);
    cr_assert(strstr(run.err, "solver: win"), "stderr: %s", run.err);
}

/* In the solver's band the solver runs before the search: the proved win is played by the
 * proof's move with no search, and after the opponent's reply the next move is proved again
 * (from the table the first proof left) and played the same way. */
Test(engine_cube_play, in_the_solver_s_band_a_proved_game_is_played_by_its_proofs, .timeout = 180)
{
    char input[4096];
    notes_then_move(ONLY_D1_WINS, input, sizeof input);
    /* After D1 (a win for White), Black replies B3; White is to move again. */
    char *quit = strstr(input, "quit;");
    cr_assert_not_null(quit);
    snprintf(quit, sizeof input - (size_t)(quit - input),
             "note: black plays B3;\nmove;\nquit;\n");
    ProgramRun run;
    program_run(ENGINE, "--nodes 4000000 --threads 1 --verbose", input, &run);
    cr_assert_eq(run.status, 0, "stderr: %s", run.err);
    cr_assert(strstr(run.out, "\nD1.\n"), "stdout: %s\nstderr: %s", run.out, run.err);
    const char *first = strstr(run.err, "solver: win");
    cr_assert_not_null(first, "stderr: %s", run.err);
    cr_assert(strstr(first, "before any search"), "stderr: %s", run.err);
    cr_assert_not_null(strstr(first + 1, "solver: win"), "the second move proved too: %s",
                       run.err);
    cr_assert_null(strstr(run.err, "depth "), "no search ran: %s", run.err);
}

Test(engine_cube_play, weaker_levels_play_without_the_solver, .timeout = 120)
{
    ProgramRun run;
    white_moves(ONLY_B4_WINS, "--level 5 --threads 1 --verbose", &run);
    cr_assert_null(strstr(run.err, "solver:"), "stderr: %s", run.err);
    white_moves(ONLY_B4_WINS, "--depth 3 --threads 1 --verbose", &run);
    cr_assert_null(strstr(run.err, "solver:"), "a depth asks for that search: %s", run.err);
}

/* White to move at 24 beads with one sensible move (D2 blocks Black's threat): it is played at
 * once, with no solve after it. */
#define ONE_BLOCK "A2 D3 C4 D2 A2 C3 C3 B2 B3 A2 C2 A1 D4 C2 C1 A1 D1 A4 B2 D2 A3 B2 A2 C2"

Test(engine_cube_play, a_forced_block_is_played_at_once_without_the_solver, .timeout = 120)
{
    ProgramRun run;
    white_moves(ONE_BLOCK, "--nodes 1000000 --threads 1 --verbose", &run);
    cr_assert(strstr(run.out, "\nD2.\n"), "stdout: %s", run.out);
    cr_assert(strstr(run.err, "depth 0 score 0 nodes 0"), "stderr: %s", run.err);
    cr_assert_null(strstr(run.err, "solver:"), "stderr: %s", run.err);
}

/* The first 24 beads of ONLY_B4_WINS: White to move, below the solver's band for 1 M nodes,
 * so the solver first gets an eighth of them, then the search chooses and the solver checks
 * its move with what the two left. */
#define SEARCH_THEN_CHECK \
    "D4 A3 B2 A4 B4 D4 A4 A1 A2 D4 D1 B1 D1 A1 A4 A1 A1 D2 A4 D3 D2 A2 D4 A3"

/* The report's lines with each "time N ms" cut out. */
static void without_times(const char *report, char *out, size_t size)
{
    size_t used = 0;
    for (const char *p = report; *p && used + 1 < size; p++) {
        if (strncmp(p, " time ", 6) == 0) {
            p += 6;
            while (*p && *p != 's')
                p++; /* to the 's' of "ms" */
            continue;
        }
        out[used++] = *p;
    }
    out[used] = '\0';
}

/* A node budget splits as the time does (an eighth to the solver first, three quarters less
 * that to the search, the rest to the solver's check) and, on one thread, repeats itself: the
 * same depth, score, node counts and move in two runs. */
Test(engine_cube_play, a_node_budget_repeats_the_search_and_the_check_exactly, .timeout = 120)
{
    ProgramRun first, again;
    white_moves(SEARCH_THEN_CHECK, "--nodes 1000000 --threads 1 --verbose", &first);
    white_moves(SEARCH_THEN_CHECK, "--nodes 1000000 --threads 1 --verbose", &again);
    const char *search = strstr(first.err, "score4-engine: depth ");
    cr_assert_not_null(search, "the search chose: %s", first.err);
    unsigned long long nodes = 0;
    cr_assert_eq(sscanf(strstr(search, " nodes ") + 7, "%llu", &nodes), 1);
    cr_assert(strstr(first.err, "solver first: not solved in 125001 nodes"), "%s", first.err);
    cr_assert(nodes >= 600000 && nodes <= 626000, "the search's five eighths: %llu", nodes);
    cr_assert(strstr(first.err, "score4-engine: solver: "), "the check ran: %s", first.err);
    char a[8192], b[8192];
    without_times(first.err, a, sizeof a);
    without_times(again.err, b, sizeof b);
    cr_assert_str_eq(a, b);
    cr_assert_str_eq(first.out, again.out);
}

/* Positions of the blunder audit of a 1 M-node match (bench/records/
 * score4-eval-relabel-22-32-vs-84922c0-1Mnodes.audit-50ms.txt): Black to move at 21 beads,
 * each a win its solver proves in 3-25 ms from a cold table, which the engine then gave up:
 * below 22 beads neither the solver nor its check ran. Now the solver runs first with an
 * eighth of the nodes from 20 beads on. */
#define AUDIT_21_FIRST "A1 D1 B1 D2 D4 A4 B3 B2 B3 B3 B2 B2 B1 D2 A2 A4 D4 A1 A2 B2 A3"
#define AUDIT_21_CHECK "C4 B1 A3 A3 A4 D4 A1 A2 C4 B1 C3 C2 C3 C3 C2 C2 D2 B3 C4 C4 A4"

Test(engine_cube_play, a_cheap_proof_below_the_band_is_played_before_any_search,
     .timeout = 120)
{
    ProgramRun run;
    /* The proof takes about 12,000 of the eighth's 125,000 nodes: D2, the search's C3 lost. */
    white_moves(AUDIT_21_FIRST, "--nodes 1000000 --threads 1 --verbose", &run);
    cr_assert(strstr(run.out, "\nD2.\n"), "stdout: %s\nstderr: %s", run.out, run.err);
    cr_assert(strstr(run.err, "solver: win") && strstr(run.err, "before any search"), "%s",
              run.err);
    cr_assert_null(strstr(run.err, "depth "), "no search ran: %s", run.err);
}

/* The eighth does not prove it; the check after the search does, from the table the first try
 * filled, and replaces the search's B3 (a loss) by the proof's B1. */
Test(engine_cube_play, the_check_below_the_band_keeps_a_win_the_first_try_left_open,
     .timeout = 120)
{
    ProgramRun run;
    white_moves(AUDIT_21_CHECK, "--nodes 1000000 --threads 1 --verbose", &run);
    cr_assert(strstr(run.out, "\nB1.\n"), "stdout: %s\nstderr: %s", run.out, run.err);
    cr_assert(strstr(run.err, "solver first: not solved"), "stderr: %s", run.err);
    cr_assert(strstr(run.err, "solver: win"), "stderr: %s", run.err);
}
