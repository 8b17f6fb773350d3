/* match_audit.c: score4-match --audit on crafted records whose blunders are known (each
 * checked against the children's weak solves when the records were made): a win given away,
 * a draw given away, the same positions with the move that keeps the value, a refused line. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <string.h>

#include "program_run.h"

#define MATCH S4_BIN_DIR "/score4-match"

/* White to move at 30 beads wins only by D1 (C4 loses); at 28 beads only by B4; the 40-bead
 * position is a draw that only A4 keeps (A2 loses). */
#define ONLY_D1_WINS                                                                       \
    "A2 C1 A3 D2 A4 A1 D1 C1 B3 C2 C3 D3 B3 B3 C3 C3 A3 D3 A3 A3 C2 C1 C1 D3 D3 A4 C2 C4 A4 D4"
#define ONLY_B4_WINS                                                                       \
    "D4 A3 B2 A4 B4 D4 A4 A1 A2 D4 D1 B1 D1 A1 A4 A1 A1 D2 A4 D3 D2 A2 D4 A3 B4 B1 D1 D1"
#define ONLY_A4_DRAWS                                                                      \
    "C4 B1 D3 C1 D4 D1 A1 A4 C3 B2 B3 A3 B2 B2 B3 B3 A1 D4 B1 D1 D3 A3 D1 D1 D3 D3 D4 A2 D2 A3 " \
    "A3 C3 C3 D4 C1 A1 A4 A1 B3 A4"

/* Audited from 28 beads: the wins' moves. */
static const char wins[] =
    "# crafted: 'new' gives a win away, 'old' keeps one\n"
    "score4 * " ONLY_D1_WINS " C4 # game 1; white: new, black: old\n"
    "score4 * " ONLY_B4_WINS " B4 # game 2; white: old, black: new\n"
    "score4 * A1 Z9 # a move that is no peg\n";

/* Audited from 40 beads: the draw's move (the games these positions come from gave values up
 * before). */
static const char draws[] = "score4 * " ONLY_A4_DRAWS " A2 # game 3; white: new, black: old\n"
                            "score4 * " ONLY_A4_DRAWS " A4 # game 4; white: old, black: new\n";

Test(match_audit, lists_each_move_that_gave_a_proved_win_up, .timeout = 600)
{
    ProgramRun run;
    program_run(MATCH, "--audit - --audit-from 28 --audit-limit 60000", wins, &run);
    cr_assert_eq(run.status, 1, "a refused line makes the status 1: %s\n%s", run.out, run.err);
    cr_assert(strstr(run.err, "line 4"), "the refused line is named: %s", run.err);
    cr_assert(strstr(run.out, "line 2 move 31 (new, white) C4: win -> loss"), "%s", run.out);
    cr_assert_null(strstr(run.out, "line 3 move"), "B4 keeps the win: %s", run.out);
    cr_assert(strstr(run.out, "moves before it: " ONLY_D1_WINS "\n"), "%s", run.out);
    cr_assert(strstr(run.out, "\n2 games\n"), "%s", run.out);
    cr_assert(strstr(run.out, "\nnew: 2 moves audited, 2 judged (both values proved), 1 gave a "
                              "value up (win -> draw 0, win -> loss 1, draw -> loss 0)"),
              "%s", run.out);
    cr_assert(strstr(run.out, "\nold: 2 moves audited, 2 judged (both values proved), 0 gave a "
                              "value up"),
              "%s", run.out);
}

Test(match_audit, lists_each_move_that_gave_a_proved_draw_up, .timeout = 600)
{
    ProgramRun run;
    program_run(MATCH, "--audit - --audit-from 40 --audit-limit 60000", draws, &run);
    cr_assert_eq(run.status, 0, "%s\n%s", run.out, run.err);
    cr_assert(strstr(run.out, "line 1 move 41 (new, white) A2: draw -> loss"), "%s", run.out);
    cr_assert_null(strstr(run.out, "line 2 move"), "A4 keeps the draw: %s", run.out);
    cr_assert(strstr(run.out, "\nnew: 1 moves audited, 1 judged (both values proved), 1 gave a "
                              "value up (win -> draw 0, win -> loss 0, draw -> loss 1)"),
              "%s", run.out);
    cr_assert(strstr(run.out, "\nold: 1 moves audited, 1 judged (both values proved), 0 gave a "
                              "value up"),
              "%s", run.out);
}

Test(match_audit, refuses_engines_beside_it_and_a_missing_file)
{
    ProgramRun run;
    program_run(MATCH, "--audit - \"a\" \"b\"", "", &run);
    cr_assert_eq(run.status, 2, "%s", run.err);
    cr_assert(strstr(run.err, "--audit takes no engine commands"), "%s", run.err);
    program_run(MATCH, "--audit /nonexistent/records.txt", "", &run);
    cr_assert_eq(run.status, 1, "%s", run.err);
    cr_assert(strstr(run.err, "/nonexistent/records.txt"), "%s", run.err);
}
