/* client_analysis.c: our own engine's analysis (client/analysis.h): its answer read line by
 * line (and refused, with the line, when malformed), ranked, graded and said in words; and
 * the child process run to the end, against the real score4-engine and against programs
 * that misbehave. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "client/analysis.h"
#include "core/notation.h"

static S4Geometry game_geo(const char *name)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, name), S4_OK);
    return geo;
}

/* ================================================================ reading the answer */

/* Reads text, which must be read; returns the best peg. */
static int read_answer(const S4Geometry *geo, const char *text, S4PegValue v[S4_MAX_PEGS])
{
    int best = -1;
    char why[S4_ANALYSIS_WHY] = "";
    cr_assert(s4_analysis_parse(geo, text, v, &best, why), "'%s': %s", text, why);
    return best;
}

Test(analysis, an_answer_gives_every_named_pegs_value_and_the_best)
{
    S4Geometry geo = game_geo("score4");
    S4PegValue v[S4_MAX_PEGS];
    int best = read_answer(&geo, "A1 -4\nB2 win 5\nC3 draw\nD4 loss 2\nA2 win 3\n\n", v);
    int peg;
    s4_peg_parse(&geo, "A2", 2, &peg);
    cr_assert_eq(best, peg, "the sooner win is best");
    cr_assert_eq(v[0].kind, S4_VALUE_SCORE);
    cr_assert_eq(v[0].n, -4);
    s4_peg_parse(&geo, "C3", 2, &peg);
    cr_assert_eq(v[peg].kind, S4_VALUE_DRAW);
    s4_peg_parse(&geo, "D4", 2, &peg);
    cr_assert_eq(v[peg].kind, S4_VALUE_LOSS);
    cr_assert_eq(v[peg].n, 2);
    s4_peg_parse(&geo, "B1", 2, &peg);
    cr_assert_eq(v[peg].kind, S4_VALUE_NONE, "a peg no line names has no value");
}

Test(analysis, the_connect_games_answer_names_pegs_as_the_engine_writes_them)
{
    S4Geometry geo = game_geo("connect4");
    S4PegValue v[S4_MAX_PEGS];
    int best = read_answer(&geo, "A1 -5\nB1 -11\nC1 -19\nD1 1\nE1 -2\nF1 -16\nG1 -28\n", v);
    cr_assert_eq(best, 3, "D1, the middle column");
    cr_assert_eq(v[6].n, -28);
}

typedef struct Malformed {
    const char *text; /* the answer */
    const char *why;  /* what the reason must say */
} Malformed;

static const Malformed malformed[] = {
    {"", "names no peg"},
    {"\n \n\t\n", "names no peg"},
    {"B2", "line 1: 'B2' is not a peg and its value"},
    {"A1 3\nB2 wins 3", "line 2: 'B2 wins 3' is not a peg and its value"},
    {"B2 win", "line 1: 'B2 win' is not a peg"},
    {"B2 win x", "line 1"},
    {"B2 win -1", "line 1"},
    {"B2 loss 3 4", "line 1"},
    {"B2 draw 0", "line 1"},
    {"B2 12x", "line 1: 'B2 12x'"},
    {"B2 +", "line 1"},
    {"B2 99999999999999999999", "line 1"},
    {"B2 1000000", "line 1"},
    {"win 3 B2", "line 1"},
    {"A1 1\nA1 2\n", "line 2: A1 is named twice"},
    {"E5 1", "line 1: 'E5' is not a peg of score4"},
    {"A1 1 2 3 4 5 6", "line 1"},
    {"A1 1\nA2 2\nA3 3 ..........................................................................."
     "..........................", "line 3 is too long"},
};
Test(analysis, a_malformed_answer_is_refused_with_its_line)
{
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        const Malformed *m = &malformed[i];
        S4Geometry geo = game_geo("score4");
        S4PegValue v[S4_MAX_PEGS];
        int best = 7;
        char why[S4_ANALYSIS_WHY] = "";
        cr_assert_not(s4_analysis_parse(&geo, m->text, v, &best, why), "'%s' was read", m->text);
        cr_assert_eq(best, -1, "no best peg from a refused answer");
        cr_assert(strstr(why, m->why) != NULL, "'%s': the reason is '%s'", m->text, why);
    }
}

/* ================================================================ ranking, grades and words */

Test(analysis, every_pegs_value_is_graded_against_the_best_and_the_standing_said_in_words)
{
    S4Geometry geo = game_geo("score4");
    const S4PegValue best = {S4_VALUE_SCORE, -110}, win = {S4_VALUE_WIN, 3};
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_SCORE, -120}, best), S4_GRADE_GOOD);
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_SCORE, -160}, best), S4_GRADE_FAIR);
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_SCORE, -200}, best), S4_GRADE_BAD);
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_LOSS, 5}, best), S4_GRADE_BAD);
    /* Beside a win, any move that does not win is bad; a slower win is still good. */
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_SCORE, 300}, win), S4_GRADE_BAD);
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_DRAW, 0}, win), S4_GRADE_BAD);
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_WIN, 9}, win), S4_GRADE_GOOD);
    /* The standing's words, for the side to move and for its opponent. */
    char words[S4_STANDING_TEXT];
    s4_analysis_standing(best, &geo, S4_WHITE, words);
    cr_assert_str_eq(words, "Black is better");
    s4_analysis_standing((S4PegValue){S4_VALUE_SCORE, 23}, &geo, S4_BLACK, words);
    cr_assert_str_eq(words, "Black is a little better");
    s4_analysis_standing((S4PegValue){S4_VALUE_SCORE, -19}, &geo, S4_BLACK, words);
    cr_assert_str_eq(words, "even");
    s4_analysis_standing((S4PegValue){S4_VALUE_SCORE, 150}, &geo, S4_WHITE, words);
    cr_assert_str_eq(words, "White is well ahead");
    s4_analysis_standing(win, &geo, S4_WHITE, words);
    cr_assert_str_eq(words, "", "a proved value says it itself");
}

Test(analysis, the_connect_games_words_and_grades_follow_their_own_smaller_scale)
{
    /* Their hand-set evaluation scores about half as high for the same chances. */
    S4Geometry geo = game_geo("connect4");
    char words[S4_STANDING_TEXT];
    s4_analysis_standing((S4PegValue){S4_VALUE_SCORE, 12}, &geo, S4_WHITE, words);
    cr_assert_str_eq(words, "X is a little better");
    s4_analysis_standing((S4PegValue){S4_VALUE_SCORE, -70}, &geo, S4_WHITE, words);
    cr_assert_str_eq(words, "O is better");
    s4_analysis_standing((S4PegValue){S4_VALUE_SCORE, 80}, &geo, S4_BLACK, words);
    cr_assert_str_eq(words, "O is well ahead");
    s4_analysis_standing((S4PegValue){S4_VALUE_SCORE, -9}, &geo, S4_BLACK, words);
    cr_assert_str_eq(words, "even");
    const S4PegValue best = {S4_VALUE_SCORE, 20};
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_SCORE, 9}, best), S4_GRADE_GOOD);
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_SCORE, 0}, best), S4_GRADE_FAIR);
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_SCORE, -20}, best), S4_GRADE_BAD);
    S4Geometry small = game_geo("connect3");
    s4_analysis_standing((S4PegValue){S4_VALUE_SCORE, 12}, &small, S4_WHITE, words);
    cr_assert_str_eq(words, "X is a little better", "every Connect game has the same weights");
    /* Score Four's margins: the same gaps are good, and the same score is even. */
    cr_assert_eq(s4_analysis_grade(NULL, (S4PegValue){S4_VALUE_SCORE, 0}, best), S4_GRADE_GOOD);
    geo = game_geo("score4");
    cr_assert_eq(s4_analysis_grade(&geo, (S4PegValue){S4_VALUE_SCORE, -20}, best), S4_GRADE_FAIR);
    s4_analysis_standing((S4PegValue){S4_VALUE_SCORE, 12}, &geo, S4_WHITE, words);
    cr_assert_str_eq(words, "even");
}

Test(analysis, a_value_reads_as_the_window_shows_it)
{
    char text[S4_VALUE_TEXT];
    s4_analysis_value_text((S4PegValue){S4_VALUE_WIN, 3}, text);
    cr_assert_str_eq(text, "win in 3");
    s4_analysis_value_text((S4PegValue){S4_VALUE_LOSS, 2}, text);
    cr_assert_str_eq(text, "loss in 2");
    s4_analysis_value_text((S4PegValue){S4_VALUE_DRAW, 0}, text);
    cr_assert_str_eq(text, "draw");
    s4_analysis_value_text((S4PegValue){S4_VALUE_SCORE, 12}, text);
    cr_assert_str_eq(text, "+12");
    s4_analysis_value_text((S4PegValue){S4_VALUE_SCORE, -7}, text);
    cr_assert_str_eq(text, "-7");
    s4_analysis_value_text((S4PegValue){S4_VALUE_NONE, 0}, text);
    cr_assert_str_eq(text, "");
    cr_assert_gt(s4_analysis_rank((S4PegValue){S4_VALUE_WIN, 9}),
                 s4_analysis_rank((S4PegValue){S4_VALUE_SCORE, 5000}));
    cr_assert_gt(s4_analysis_rank((S4PegValue){S4_VALUE_LOSS, 9}),
                 s4_analysis_rank((S4PegValue){S4_VALUE_LOSS, 2}), "a later loss is better");
    cr_assert_gt(s4_analysis_rank((S4PegValue){S4_VALUE_LOSS, 1}),
                 s4_analysis_rank((S4PegValue){S4_VALUE_NONE, 0}));
}

/* ================================================================ the child, run to the end */

static S4Game game_of(const S4Geometry *geo, const char *record)
{
    S4Game g;
    s4_game_init(&g, geo);
    int bad = -1;
    cr_assert_eq(s4_game_play_record(&g, record, &bad), S4_OK, "%s", record);
    return g;
}

/* A shell script `body` as an executable file in a fresh directory; its path in path. */
static void script(const char *body, char path[256])
{
    char dir[] = "/tmp/s4-analysis-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, 256, "%s/engine", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fprintf(f, "#!/bin/sh\n%s\n", body);
    fclose(f);
    chmod(path, 0755);
}

Test(analysis, the_real_engine_finds_the_winning_peg)
{
    S4Geometry geo = game_geo("score4");
    /* White has A1 B1 C1: D1 wins at once. */
    S4Game g = game_of(&geo, "A1 A2 B1 B2 C1 C2");
    S4PegValue v[S4_MAX_PEGS];
    int best;
    char why[S4_ANALYSIS_WHY] = "";
    cr_assert(s4_analysis_run(S4_BIN_DIR "/score4-engine", &g, 300, 30000, v, &best, why), "%s",
              why);
    char name[S4_PEG_TEXT];
    s4_peg_format(&geo, best, name);
    cr_assert_str_eq(name, "D1");
    cr_assert_eq(v[best].kind, S4_VALUE_WIN);
    cr_assert_eq(v[best].n, 1);
}

Test(analysis, a_game_without_a_record_to_analyse_is_refused_before_any_process)
{
    S4Geometry geo = game_geo("connect4");
    S4Board board;
    s4_board_init(&board, &geo);
    s4_board_play(&board, 3, S4_WHITE);
    S4Game g;
    s4_game_init_from(&g, &board, S4_BLACK);
    S4PegValue v[S4_MAX_PEGS];
    int best;
    char why[S4_ANALYSIS_WHY] = "";
    cr_assert_not(s4_analysis_run("/nonexistent", &g, 100, 1000, v, &best, why));
    cr_assert_str_eq(why, "no hints for a game set up from a position");
    S4Game over = game_of(&geo, "1 2 1 2 1 2 1");
    cr_assert_not(s4_analysis_run("/nonexistent", &over, 100, 1000, v, &best, why));
    cr_assert_str_eq(why, "the game is over");
}

typedef struct Misbehaving {
    const char *body; /* the "engine"'s shell script, or NULL: no program there */
    int wait_ms;      /* how long the caller waits (long but for the silent one: a busy
                         machine may take a while to start a shell) */
    const char *why;  /* the reason given */
} Misbehaving;

static const Misbehaving misbehaving[] = {
    {NULL, 30000, "the analysis failed (exit status 127)"},
    {"exit 3", 30000, "the analysis failed (exit status 3)"},
    {"kill -9 $$", 30000, "the analysis failed (signal 9)"},
    {"echo 'A1 banana'", 30000, "the analysis answered nonsense"},
    {"yes 'A1 1'", 30000, "the analysis said too much"},
    {"echo 'A1 1'; exec sleep 30", 300, "the analysis took over 300 ms"},
};
Test(analysis, an_engine_that_misbehaves_gives_a_reason_and_is_ended)
{
    for (size_t i = 0; i < sizeof misbehaving / sizeof misbehaving[0]; i++) {
        const Misbehaving *m = &misbehaving[i];
        S4Geometry geo = game_geo("score4");
        S4Game g = game_of(&geo, "A1");
        char path[256] = "/nonexistent/score4-engine";
        if (m->body)
            script(m->body, path);
        S4PegValue v[S4_MAX_PEGS];
        int best = 5;
        char why[S4_ANALYSIS_WHY] = "";
        cr_assert_not(s4_analysis_run(path, &g, 100, m->wait_ms, v, &best, why), "%s", path);
        cr_assert_str_eq(why, m->why, "%s", m->body ? m->body : "no program");
        cr_assert_eq(best, -1);
    }
}
