/* engine_cube_play.c: end to end, the exact solver in Score Four play and analysis, through
 * the engine's binary as a referee and the window's hint drive it: at full strength the
 * engine keeps a proved win its search would let go, weaker levels play without it, and
 * analyse gives the solver's proved values with their distances. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "program_run.h"

#define ENGINE S4_BIN_DIR "/score4-engine"

/* White to move, a win only by B4; the search alone plays B3 (a loss) within 300 ms. */
#define ONLY_B4_WINS                                                                       \
    "D4 A3 B2 A4 B4 D4 A4 A1 A2 D4 D1 B1 D1 A1 A4 A1 A1 D2 A4 D3 D2 A2 D4 A3 B4 B1 D1 D1"

/* The protocol's notes of a record's beads, then White's move, into buf. */
static void notes_then_move(const char *record, char *buf, size_t size)
{
    char copy[512];
    snprintf(copy, sizeof copy, "%s", record);
    size_t used = 0;
    int i = 0;
    for (char *m = strtok(copy, " "); m; m = strtok(NULL, " "), i++)
        used += (size_t)snprintf(buf + used, size - used, "note: %s plays %s;\n",
                                 i % 2 == 0 ? "white" : "black", m);
    snprintf(buf + used, size - used, "play white;\nmove;\nquit;\n");
}

Test(engine_cube_play, at_full_strength_the_engine_keeps_the_proved_win, .timeout = 120)
{
    char input[4096];
    notes_then_move(ONLY_B4_WINS, input, sizeof input);
    ProgramRun run;
    /* 300 ms for the search, which plays B3 here (and under the sanitizers); the solver
     * proves the win in about 40,000 nodes and plays B4. Where the host is fast enough for
     * the search to prove B4 itself, the solver is not asked. */
    program_run(ENGINE, "--movetime 400 --threads 1 --verbose", input, &run);
    cr_assert_eq(run.status, 0, "stderr: %s", run.err);
    cr_assert(strstr(run.out, "\nB4.\n"), "stdout: %s\nstderr: %s", run.out, run.err);
    cr_assert(strstr(run.err, "solver: win") || strstr(run.err, "(proved)"), "stderr: %s",
              run.err);
}

Test(engine_cube_play, weaker_levels_play_without_the_solver, .timeout = 120)
{
    char input[4096];
    notes_then_move(ONLY_B4_WINS, input, sizeof input);
    ProgramRun run;
    program_run(ENGINE, "--level 5 --threads 1 --verbose", input, &run);
    cr_assert_eq(run.status, 0, "stderr: %s", run.err);
    cr_assert_null(strstr(run.err, "solver:"), "stderr: %s", run.err);
    program_run(ENGINE, "--depth 3 --threads 1 --verbose", input, &run);
    cr_assert_null(strstr(run.err, "solver:"), "a depth asks for that search: %s", run.err);
}

/* The value analyse gives `peg` ("win", "loss" or "draw" and the beads), from its output. */
static void analysed(const char *out, const char *peg, char *word, int *beads)
{
    char key[8];
    snprintf(key, sizeof key, "%s ", peg);
    const char *line = out;
    while (line && strncmp(line, key, strlen(key)) != 0) {
        line = strchr(line, '\n');
        line = line ? line + 1 : NULL;
    }
    cr_assert_not_null(line, "no line for %s in: %s", peg, out);
    *beads = 0;
    cr_assert(sscanf(line + strlen(key), "%7s %d", word, beads) >= 1);
}

/* The --solve answer for the record after `peg` ("win 13", "loss 12" or "draw"). */
static void solved(const char *peg, char *word, int *beads)
{
    char input[512];
    snprintf(input, sizeof input, "%s %s\n", ONLY_B4_WINS, peg);
    ProgramRun run;
    program_run(ENGINE, "--solve --threads 1", input, &run);
    cr_assert_eq(run.status, 0, "stderr: %s", run.err);
    *beads = 0;
    cr_assert(sscanf(run.out + strlen(input) - 1, " %7s %d", word, beads) >= 1, "%s", run.out);
}

Test(engine_cube_play, analyse_gives_the_solver_s_values_with_their_distances, .timeout = 300)
{
    ProgramRun run;
    program_run(ENGINE, "--movetime 8000 --threads 1 analyse \"" ONLY_B4_WINS "\"", "", &run);
    cr_assert_eq(run.status, 0, "stderr: %s", run.err);
    char word[8], child[8];
    int n, k;
    /* After B4 Black loses, placing k beads: White places as many, and B4. */
    analysed(run.out, "B4", word, &n);
    solved("B4", child, &k);
    cr_assert_str_eq(child, "loss");
    cr_assert_str_eq(word, "win", "%s", run.out);
    cr_assert_eq(n, k + 1, "%s", run.out);
    /* After B3 Black wins with its k-th bead: White places k - 1 of its own, and B3. */
    analysed(run.out, "B3", word, &n);
    solved("B3", child, &k);
    cr_assert_str_eq(child, "win");
    cr_assert_str_eq(word, "loss", "%s", run.out);
    cr_assert_eq(n, k, "%s", run.out);
}
