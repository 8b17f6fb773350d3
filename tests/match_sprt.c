/* score4-match's strength-testing pieces: the SPRT's arithmetic, the opening-set reader
 * against good, illegal, finished and missing files, and whole matches that use both. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/game.h"
#include "core/notation.h"
#include "match/openings.h"
#include "match/sprt.h"

#define MATCH S4_BIN_DIR "/score4-match"
#define STUB S4_BIN_DIR "/match_stub_engine"
#define ENGINE S4_BIN_DIR "/score4-engine"

Test(match_sprt, bounds_follow_the_error_rates)
{
    S4Sprt t = s4_sprt_make(0, 10, 0.05, 0.05);
    cr_assert_float_eq(t.upper, 2.944, 0.001, "ln(0.95/0.05)");
    cr_assert_float_eq(t.lower, -2.944, 0.001);
}

Test(match_sprt, even_results_lean_to_h0_and_strong_results_accept_h1)
{
    S4Sprt t = s4_sprt_make(0, 10, 0.05, 0.05);
    cr_assert_eq(s4_sprt_llr(0, 0, 0, 0, 10), 0.0);
    cr_assert_eq(s4_sprt_verdict(&t, 5, 0, 5), S4_SPRT_CONTINUE, "ten even games decide nothing");
    cr_assert_lt(s4_sprt_llr(500, 0, 500, 0, 10), 0, "an even score is evidence for H0");
    cr_assert_eq(s4_sprt_verdict(&t, 8000, 0, 8000), S4_SPRT_H0, "16000 even games");
    cr_assert_eq(s4_sprt_verdict(&t, 300, 0, 100), S4_SPRT_H1, "75% over 400 games");
    cr_assert_eq(s4_sprt_verdict(&t, 100, 0, 300), S4_SPRT_H0);
    /* the ratio grows with the evidence */
    cr_assert_gt(s4_sprt_llr(120, 0, 80, 0, 10), s4_sprt_llr(60, 0, 40, 0, 10));
}

/* Writes text to a fresh temporary file; returns its path in path. */
static void temp_file(char path[32], const char *text)
{
    strcpy(path, "/tmp/s4-openings-XXXXXX");
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    cr_assert_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
}

Test(match_sprt, an_opening_set_is_read_with_its_comments_skipped)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    char path[32];
    temp_file(path, "# a comment\n\nA1 B2 C3 D4\n  D2 D2\r\n");
    S4OpeningSet *set = malloc(sizeof *set);
    int bad = 99;
    cr_assert_eq(s4_openings_read(path, &geo, set, &bad), S4_OK);
    cr_assert_eq(set->count, 2);
    cr_assert_eq(set->length[0], 4);
    cr_assert_eq(set->length[1], 2);
    int d2;
    s4_peg_parse(&geo, "D2", 2, &d2);
    cr_assert_eq(set->pegs[1][0], d2);
    remove(path);
    free(set);
}

Test(match_sprt, bad_opening_files_are_refused_with_the_line)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4OpeningSet *set = malloc(sizeof *set);
    struct {
        const char *text;
        int line;
    } cases[] = {
        {"A1\nA1 Z9\n", 2},                       /* no such peg */
        {"A1 A1 A1 A1 A1\n", 1},                  /* a full peg */
        {"# won\nA1 B1 A2 B2 A3 B3 A4 B4\n", 2},  /* finished: white won on A4 */
        {"# nothing but comments\n", 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[32];
        temp_file(path, cases[i].text);
        int bad = 99;
        cr_assert_neq(s4_openings_read(path, &geo, set, &bad), S4_OK, "case %zu", i);
        cr_assert_eq(bad, cases[i].line, "case %zu: line %d", i, bad);
        remove(path);
    }
    int bad = 0;
    cr_assert_neq(s4_openings_read("/nonexistent/openings.txt", &geo, set, &bad), S4_OK);
    cr_assert_eq(bad, -1);
    cr_assert_neq(system(MATCH " --openings /nonexistent/x.txt a b 2>/dev/null"), 0);
    cr_assert_neq(system(MATCH " --sprt 10 0 a b 2>/dev/null"), 0, "E0 must be below E1");
    cr_assert_neq(system(MATCH " --sprt 5 a b 2>/dev/null"), 0);
    free(set);
}

/* Runs score4-match (records thrown away) and returns its output in out. */
static void run(const char *arguments, char *out, size_t size)
{
    char command[1024];
    snprintf(command, sizeof command, MATCH " --records /dev/null %s", arguments);
    FILE *pipe = popen(command, "r");
    cr_assert_not_null(pipe);
    size_t used = fread(out, 1, size - 1, pipe);
    out[used] = '\0';
    cr_assert_eq(pclose(pipe), 0, "'%s':\n%s", command, out);
}

Test(match_sprt, a_lopsided_match_stops_early_with_h1, .timeout = 600)
{
    char out[16384];
    run("--quiet --games 200 --limit 5000 --sprt 0 200 \"" ENGINE " --depth 4 --threads 1\" \"" STUB
        " score4 weak 4\"",
        out, sizeof out);
    cr_assert(strstr(out, "SPRT: H1 accepted"), "%s", out);
    int wins = 0, draws = 0, losses = 0;
    const char *summary = strstr(out, "\nA: ");
    cr_assert_not_null(summary, "%s", out);
    cr_assert_eq(sscanf(summary, "\nA: %d wins, %d draws, %d losses", &wins, &draws, &losses), 3);
    cr_assert_lt(wins + draws + losses, 200, "stopped before the last game");
    cr_assert_eq((wins + draws + losses) % 2, 0, "whole pairs only");
}

Test(match_sprt, pairs_start_from_the_set_in_order, .timeout = 120)
{
    char path[32], records[] = "/tmp/s4-sprt-records-XXXXXX";
    temp_file(path, "C3 B2\nA4 A4 A4\n");
    int fd = mkstemp(records);
    close(fd);
    char command[1024], out[8192];
    snprintf(command, sizeof command,
             "--games 6 --openings %s --records %s \"" STUB " score4 weak 1\" \"" STUB
             " score4 weak 2\"",
             path, records);
    char full[1200];
    snprintf(full, sizeof full, MATCH " %s", command);
    FILE *pipe = popen(full, "r");
    size_t used = fread(out, 1, sizeof out - 1, pipe);
    out[used] = '\0';
    cr_assert_eq(pclose(pipe), 0, "%s", out);
    cr_assert(strstr(out, "2 openings from"), "%s", out);
    FILE *file = fopen(records, "r");
    char line[4096];
    const char *starts[] = {"C3 B2", "C3 B2", "A4 A4 A4", "A4 A4 A4", "C3 B2", "C3 B2"};
    for (int g = 0; g < 6; g++) {
        cr_assert_not_null(fgets(line, sizeof line, file), "game %d missing", g + 1);
        /* a record is "<game> <result> <moves...>": the moves begin after the second space */
        const char *moves = strchr(strchr(line, ' ') + 1, ' ') + 1;
        cr_assert(strncmp(moves, starts[g], strlen(starts[g])) == 0, "game %d: '%s'", g + 1, line);
    }
    fclose(file);
    remove(records);
    remove(path);
}
