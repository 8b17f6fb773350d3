/* report_match.c: score4-match --report on recorded games of bench/records: every move that
 * score4-match --audit finds with the same solver limits is named in the report, with the
 * same move number (the number Review shows: move K is the K-th bead), as a win missed or
 * a win let through; and each game's report ends with the counts and the deciding move.
 * Node budgets only: the verdicts are the same on any machine. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "program_run.h"

#define MATCH S4_BIN_DIR "/score4-match"
#define RECORDS S4_SOURCE_DIR "/bench/records/score4-main-ec81d01-vs-938fa97-100ms-quiet-no-books.txt"

/* The solver's limits both runs share: from 24 beads, 400,000 nodes a position, a time
 * limit never reached. */
#define SOLVER "--audit-from 24 --audit-nodes 400000 --audit-limit 600000 --audit-hash 32"

/* Lines 8, 10 and 12 of the records (each gave a proved win up within 50 ms), as input. */
static void games(char *out, size_t size)
{
    FILE *f = fopen(RECORDS, "r");
    cr_assert_not_null(f, RECORDS);
    char line[1024];
    size_t used = 0;
    for (int no = 1; fgets(line, sizeof line, f); no++)
        if (no == 8 || no == 10 || no == 12)
            used += (size_t)snprintf(out + used, size - used, "%s", line);
    fclose(f);
    cr_assert_gt(used, 0);
}

/* The part of the report about input line `line_no`: from its heading to the next one. */
static const char *section(const char *report, int line_no, char *out, size_t size)
{
    char head[64];
    snprintf(head, sizeof head, "report of line %d (", line_no);
    const char *at = strstr(report, head);
    cr_assert_not_null(at, "no %s in:\n%s", head, report);
    const char *end = strstr(at + 1, "report of line ");
    size_t len = end ? (size_t)(end - at) : strlen(at);
    cr_assert_lt(len, size);
    memcpy(out, at, len);
    out[len] = '\0';
    return out;
}

Test(report_match, names_every_move_the_audit_finds_with_its_move_number, .timeout = 900)
{
    static char input[4096];
    games(input, sizeof input);
    static ProgramRun audit, report;
    program_run(MATCH, "--audit - " SOLVER, input, &audit);
    cr_assert_eq(audit.status, 0, "%s\n%s", audit.out, audit.err);
    program_run(MATCH, "--report - --report-nodes 20000 " SOLVER, input, &report);
    cr_assert_eq(report.status, 0, "%s\n%s", report.out, report.err);

    int found = 0;
    for (const char *at = strstr(audit.out, "\nline "); at; at = strstr(at + 1, "\nline ")) {
        int line_no, move;
        char before[8], after[8], peg[8];
        cr_assert_eq(sscanf(at + 1, "line %d move %d (%*[^)]) %7[^:]: %7s -> %7[^;]", &line_no,
                            &move, peg, before, after), 5, "%.120s", at + 1);
        static char part[16384];
        section(report.out, line_no, part, sizeof part);
        char head[32];
        snprintf(head, sizeof head, "\n%d. %s %s: ", move, move % 2 ? "White" : "Black", peg);
        const char *m = strstr(part, head);
        cr_assert_not_null(m, "audit's line %d move %d (%s) is not in the report:\n%s", line_no,
                           move, peg, part);
        const char *eol = strchr(m + 1, '\n');
        char said[256];
        snprintf(said, sizeof said, "%.*s", (int)(eol - m - 1), m + 1);
        if (strcmp(before, "win") == 0)
            cr_assert(strstr(said, "missed a win"), "%s", said);
        if (strcmp(after, "loss") == 0)
            cr_assert(strstr(said, "let a win"), "%s", said);
        cr_assert(strstr(said, ": mistake") || strstr(said, ": blunder"), "%s", said);
        cr_assert(strstr(said, "proved"), "%s", said);
        found++;
    }
    cr_assert_geq(found, 2, "the audit finds the records' proved errors:\n%s", audit.out);

    /* Every game's report grades every move and ends with the counts and the deciding move. */
    for (int line_no = 1; line_no <= 3; line_no++) {
        static char part[16384];
        section(report.out, line_no, part, sizeof part);
        int moves;
        const char *head = strstr(part, "moves");
        cr_assert_eq(sscanf(part, "report of line %*d (score4 %*s %d moves", &moves), 1, "%s",
                     part);
        (void)head;
        char last[16];
        snprintf(last, sizeof last, "\n%d. ", moves);
        cr_assert(strstr(part, last), "move %d graded:\n%s", moves, part);
        cr_assert(strstr(part, "\nWhite: "), "%s", part);
        cr_assert(strstr(part, " best, "), "%s", part);
        cr_assert(strstr(part, "\nBlack: "), "%s", part);
        cr_assert(strstr(part, "\ndecided by move "), "%s", part);
        cr_assert_null(strstr(part, ": unknown"), "every move has the engine's analysis:\n%s",
                       part);
    }
}

Test(report_match, a_bad_line_is_named_and_the_rest_reported, .timeout = 300)
{
    static ProgramRun run;
    program_run(MATCH, "--report - --report-nodes 2000 --audit-nodes 1000",
                "score4 * A1 Z9\nconnect4 1-0 4 3 4 3 4 3 4\n", &run);
    cr_assert_eq(run.status, 1, "%s\n%s", run.out, run.err);
    cr_assert(strstr(run.err, "line 1"), "%s", run.err);
    cr_assert(strstr(run.out, "report of line 2 (connect4 1-0, 7 moves"), "%s", run.out);
    cr_assert(strstr(run.out, "\n7. X 4: best; X wins in 1"), "%s", run.out);
    cr_assert(strstr(run.out, "decided by move "), "%s", run.out);
}

Test(report_match, a_missing_engine_is_said_and_the_solver_still_grades)
{
    static ProgramRun run;
    program_run(MATCH, "--report - --report-engine /nonexistent/engine --audit-nodes 1000",
                "connect4 1-0 4 3 4 3 4 3 4\n", &run);
    cr_assert_eq(run.status, 1, "%s\n%s", run.out, run.err);
    cr_assert(strstr(run.err, "/nonexistent/engine"), "%s", run.err);
    cr_assert(strstr(run.out, "\n7. X 4: unknown"), "%s", run.out);
    program_run(MATCH, "--report - \"a\" \"b\"", "", &run);
    cr_assert_eq(run.status, 2, "%s", run.err);
    program_run(MATCH, "--report a --audit b", "", &run);
    cr_assert_eq(run.status, 2, "%s", run.err);
}

#define CONSOLE S4_BIN_DIR "/score4-console"

Test(report_match, the_consoles_report_grades_the_game_so_far, .timeout = 300)
{
    static ProgramRun run;
    /* Both sides played by a person: White builds A1..D1's row, Black answers on row 2 and
     * then lets the line through. */
    program_run(CONSOLE, "--game connect4 --white human --black human",
                "1\n1\n2\n2\n3\n5\n4\nreport\nquit\n", &run);
    cr_assert_eq(run.status, 0, "%s\n%s", run.out, run.err);
    cr_assert(strstr(run.out, "Report of the game (7 moves):"), "%s", run.out);
    cr_assert(strstr(run.out, "\n6. O 5: blunder, let a win in 1 through (best 4); X wins in 1"),
              "%s", run.out);
    cr_assert(strstr(run.out, "\n7. X 4: best; X wins in 1"), "%s", run.out);
    cr_assert(strstr(run.out, "decided by move 6. O 5"), "%s", run.out);
    program_run(CONSOLE, "--game connect4 --white human --black human", "report\nquit\n", &run);
    cr_assert(strstr(run.out, "No moves yet"), "%s", run.out);
}
