/* report_grade.c: the grading of moves (report/move_grade.h) and the game report's summary,
 * graph values and saved lines (report/game_report.h), on values made by hand and on known
 * Score Four positions solved by the exact solver (report/report_build.h with no engine). */
#include <criterion/criterion.h>

#include <string.h>

#include "core/game.h"
#include "core/line_name.h"
#include "report/game_report.h"
#include "report/report_build.h"

/* White to move at 30 beads wins only by D1; C4 loses (tests/match_audit.c made them). */
#define ONLY_D1_WINS                                                                       \
    "A2 C1 A3 D2 A4 A1 D1 C1 B3 C2 C3 D3 B3 B3 C3 C3 A3 D3 A3 A3 C2 C1 C1 D3 D3 A4 C2 C4 A4 D4"

static S4Geometry score4(void)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    return geo;
}

static int peg(const S4Geometry *geo, const char *name)
{
    int p;
    cr_assert_eq(s4_move_parse(geo, name, strlen(name), &p), S4_OK, "%s", name);
    return p;
}

static S4PegValue score(int n) { return (S4PegValue){S4_VALUE_SCORE, n}; }
static S4PegValue win(int n) { return (S4PegValue){S4_VALUE_WIN, n}; }
static S4PegValue loss(int n) { return (S4PegValue){S4_VALUE_LOSS, n}; }

/* Values of A1 (best) and B1 (played) in an otherwise empty analysis. */
static S4MoveVerdict grade_pair(S4PegValue best, S4PegValue played, const S4MoveProof *proof)
{
    S4Geometry geo = score4();
    S4PegValue values[S4_MAX_PEGS];
    memset(values, 0, sizeof values);
    values[peg(&geo, "A1")] = best;
    values[peg(&geo, "B1")] = played;
    return s4_move_grade(&geo, values, peg(&geo, "A1"), peg(&geo, "B1"), proof);
}

Test(move_grade, the_engines_own_best_move_is_best)
{
    S4Geometry geo = score4();
    S4PegValue values[S4_MAX_PEGS];
    memset(values, 0, sizeof values);
    values[peg(&geo, "A1")] = score(40);
    S4MoveVerdict v = s4_move_grade(&geo, values, peg(&geo, "A1"), peg(&geo, "A1"), NULL);
    cr_assert_eq(v.grade, S4_MOVE_BEST);
    cr_assert_not(v.missed_win || v.let_through || v.proved);
}

Test(move_grade, a_score_gap_grades_by_the_games_margins)
{
    cr_assert_eq(grade_pair(score(40), score(40), NULL).grade, S4_MOVE_BEST, "a tie is best");
    cr_assert_eq(grade_pair(score(40), score(20), NULL).grade, S4_MOVE_GOOD);
    cr_assert_eq(grade_pair(score(40), score(-20), NULL).grade, S4_MOVE_INACCURACY);
    cr_assert_eq(grade_pair(score(40), score(-100), NULL).grade, S4_MOVE_MISTAKE);
    S4MoveVerdict v = grade_pair(score(40), score(-300), NULL);
    cr_assert_eq(v.grade, S4_MOVE_BLUNDER);
    cr_assert_eq(v.gap, 340);
    /* The Connect games' scale is half as wide: a gap of 60 is a mistake there. */
    S4Geometry c4;
    cr_assert_eq(s4_geometry_preset(&c4, "connect4"), S4_OK);
    S4PegValue values[S4_MAX_PEGS];
    memset(values, 0, sizeof values);
    values[0] = score(30);
    values[1] = score(-30);
    cr_assert_eq(s4_move_grade(&c4, values, 0, 1, NULL).grade, S4_MOVE_MISTAKE);
}

Test(move_grade, an_engine_proved_win_missed_or_a_loss_let_in_is_named)
{
    S4MoveVerdict v = grade_pair(win(3), score(50), NULL);
    cr_assert(v.missed_win);
    cr_assert_eq(v.missed_in, 3);
    cr_assert_eq(v.grade, S4_MOVE_MISTAKE);
    cr_assert_not(v.let_through);
    v = grade_pair(score(10), loss(2), NULL);
    cr_assert(v.let_through);
    cr_assert_eq(v.let_in, 2);
    cr_assert_eq(v.grade, S4_MOVE_BLUNDER);
    v = grade_pair(win(1), loss(4), NULL);
    cr_assert(v.missed_win && v.let_through);
    cr_assert_eq(v.grade, S4_MOVE_BLUNDER);
    /* A slower win is good, not best; when every move loses the slowest loss is best. */
    cr_assert_eq(grade_pair(win(2), win(5), NULL).grade, S4_MOVE_GOOD);
    cr_assert_eq(grade_pair(loss(5), loss(7), NULL).grade, S4_MOVE_BEST);
    cr_assert_eq(grade_pair(loss(7), loss(5), NULL).grade, S4_MOVE_GOOD);
}

Test(move_grade, the_solvers_values_decide_over_the_engines_scores)
{
    /* The engine saw a mere gap of 5, the solver a win turned into a draw. */
    S4MoveProof proof = {.known = true, .before = 1, .after = 0, .win_in = 7};
    S4MoveVerdict v = grade_pair(score(45), score(40), &proof);
    cr_assert(v.proved && v.missed_win && !v.let_through);
    cr_assert_eq(v.missed_in, 7);
    cr_assert_eq(v.grade, S4_MOVE_MISTAKE);
    /* A draw kept is at worst an inaccuracy however the scores differ. */
    proof = (S4MoveProof){.known = true, .before = 0, .after = 0};
    v = grade_pair(score(200), score(-200), &proof);
    cr_assert_eq(v.grade, S4_MOVE_INACCURACY);
    cr_assert_not(v.missed_win || v.let_through);
    /* A win kept, or a game lost anyway: at worst good. */
    proof = (S4MoveProof){.known = true, .before = 1, .after = 1};
    cr_assert_eq(grade_pair(score(300), score(-300), &proof).grade, S4_MOVE_GOOD);
    proof = (S4MoveProof){.known = true, .before = -1, .after = -1, .loss_in = 3};
    cr_assert_eq(grade_pair(score(-100), score(-500), &proof).grade, S4_MOVE_GOOD);
    /* A draw thrown into a loss, with no engine analysis at all. */
    proof = (S4MoveProof){.known = true, .before = 0, .after = -1, .loss_in = 9};
    S4Geometry geo = score4();
    v = s4_move_grade(&geo, NULL, -1, peg(&geo, "B1"), &proof);
    cr_assert(v.let_through);
    cr_assert_eq(v.let_in, 9);
    cr_assert_eq(v.grade, S4_MOVE_BLUNDER);
    /* Nothing known at all. */
    cr_assert_eq(s4_move_grade(&geo, NULL, -1, peg(&geo, "B1"), NULL).grade, S4_MOVE_UNKNOWN);
}

Test(move_grade, grade_names_read_back)
{
    for (int g = 0; g < S4_MOVE_GRADES; g++) {
        S4MoveGrade back;
        cr_assert(s4_move_grade_parse(s4_move_grade_name((S4MoveGrade)g), &back));
        cr_assert_eq(back, g);
    }
    S4MoveGrade back;
    cr_assert_not(s4_move_grade_parse("brilliant", &back));
}

/* ------------------------------------------------------------ known positions, solved */

/* The record's moves plus one more. */
static int moves_of(const S4Geometry *geo, const char *record, const char *last, int *moves)
{
    S4Game game;
    s4_game_init(&game, geo);
    cr_assert_eq(s4_game_play_record(&game, record, NULL), S4_OK);
    int n = game.board.count;
    for (int k = 0; k < n; k++)
        moves[k] = game.moves[k];
    moves[n] = peg(geo, last);
    return n + 1;
}

/* Grades the last move of the game by the solver alone, from 30 beads. */
static S4ReportMove solved_last(const char *last, S4GameReport *report)
{
    S4Geometry geo = score4();
    int moves[S4_MAX_CELLS];
    int n = moves_of(&geo, ONLY_D1_WINS, last, moves);
    s4_report_init(report, &geo, moves, n);
    S4ReportLimits limits = {.solver_nodes = 100000000, .solver_from = 30, .table_mb = 16};
    S4ReportBuilder *b = s4_report_builder_new(NULL, &limits);
    cr_assert_not_null(b);
    char why[S4_REPORT_WHY];
    while (report->done < report->move_count)
        cr_assert(s4_report_builder_step(b, report, why), "%s", why);
    s4_report_builder_free(b);
    return report->move[n - 1];
}

Test(move_grade, the_only_winning_move_of_a_known_position_is_kept_and_the_other_loses,
     .timeout = 300)
{
    static S4GameReport report;
    S4ReportMove m = solved_last("D1", &report);
    cr_assert(m.verdict.proved);
    cr_assert_not(m.verdict.missed_win || m.verdict.let_through);
    cr_assert_eq(m.verdict.grade, S4_MOVE_GOOD, "a win kept, with no engine to say which is best");
    cr_assert_eq(m.value.kind, S4_VALUE_WIN);
    for (int k = 0; k < 29; k++)
        cr_assert_eq(report.move[k].verdict.grade, S4_MOVE_UNKNOWN, "before 30 beads: unknown");

    m = solved_last("C4", &report);
    cr_assert(m.verdict.proved && m.verdict.missed_win && m.verdict.let_through);
    cr_assert_gt(m.verdict.missed_in, 0, "the exact solve gives the win's length");
    cr_assert_gt(m.verdict.let_in, 0);
    cr_assert_eq(m.verdict.grade, S4_MOVE_BLUNDER);
    char text[S4_REPORT_TEXT];
    s4_report_move_text(&report, 30, text);
    cr_assert(strstr(text, "31. White C4: blunder, missed a win in "), "%s", text);
    cr_assert(strstr(text, " through"), "%s", text);
    S4ReportSummary s;
    s4_report_summarise(&report, &s);
    cr_assert_eq(s.count[0][S4_MOVE_BLUNDER], 1);
    cr_assert_eq(s.missed[0], 1);
    cr_assert_eq(s.let[0], 1);
}

/* ------------------------------------------------------------ summary, graph, saved lines */

/* A five-move game that White wins with a line on A1..D1 (Black plays on row 2). */
static void white_wins_quickly(S4GameReport *r)
{
    S4Geometry geo = score4();
    const char *names[] = {"A1", "A2", "B1", "B2", "C1", "C2", "D1"};
    int moves[7];
    for (int k = 0; k < 7; k++)
        moves[k] = peg(&geo, names[k]);
    s4_report_init(r, &geo, moves, 7);
    for (int k = 0; k < 7; k++) {
        r->move[k].peg = moves[k];
        r->move[k].best_peg = moves[k];
        r->move[k].value = score(k % 2 == 0 ? 30 : -30);
        r->move[k].verdict.grade = S4_MOVE_BEST;
    }
    /* Black's C2 let the line through; its B2 before was merely a mistake. */
    r->move[3].verdict = (S4MoveVerdict){.grade = S4_MOVE_MISTAKE, .gap = 120};
    r->move[5].verdict = (S4MoveVerdict){.grade = S4_MOVE_BLUNDER, .let_through = true,
                                         .let_in = 1, .proved = true};
    r->move[5].value = loss(1);
    r->move[5].best_peg = peg(&geo, "D1");
    r->move[6].value = win(1);
    r->done = 7;
}

Test(game_report, counts_each_grade_and_names_the_move_that_decided_the_game)
{
    static S4GameReport r;
    white_wins_quickly(&r);
    S4ReportSummary s;
    s4_report_summarise(&r, &s);
    cr_assert_eq(s.count[0][S4_MOVE_BEST], 4);
    cr_assert_eq(s.count[1][S4_MOVE_BEST], 1);
    cr_assert_eq(s.count[1][S4_MOVE_MISTAKE], 1);
    cr_assert_eq(s.count[1][S4_MOVE_BLUNDER], 1);
    cr_assert_eq(s.let[1], 1);
    cr_assert_eq(s.decided, 5, "Black's C2, not its earlier mistake");
    char text[1024];
    s4_report_summary_text(&r, &s, text, sizeof text);
    cr_assert(strstr(text, "decided by move 6. Black C2: blunder, let a win in 1 through "
                           "(best D1); White wins in 1, proved"), "%s", text);
    /* Without the proof, the loser's widest gap decides. */
    r.move[5].verdict = (S4MoveVerdict){.grade = S4_MOVE_BEST};
    s4_report_summarise(&r, &s);
    cr_assert_eq(s.decided, 3);
    /* Unfinished: nothing decided yet. */
    r.done = 6;
    s4_report_summarise(&r, &s);
    cr_assert_eq(s.decided, -1);
}

Test(game_report, graph_values_are_whites_and_proved_ones_are_capped)
{
    static S4GameReport r;
    white_wins_quickly(&r);
    int v;
    bool proved;
    cr_assert(s4_report_graph_value(&r, 0, &v, &proved));
    cr_assert(v > 0 && !proved, "White's +30: %d", v);
    cr_assert(s4_report_graph_value(&r, 1, &v, &proved));
    cr_assert(v > 0 && !proved, "Black's -30 is White's +30: %d", v);
    cr_assert(s4_report_graph_value(&r, 5, &v, &proved));
    cr_assert(proved);
    cr_assert_eq(v, S4_REPORT_GRAPH_CAP, "Black lost: White's proved win");
    r.move[2].value = score(100000);
    cr_assert(s4_report_graph_value(&r, 2, &v, &proved));
    cr_assert_eq(v, S4_REPORT_GRAPH_CAP - 1, "a score never reaches a proof's height");
    r.move[2].value = (S4PegValue){S4_VALUE_NONE, 0};
    cr_assert_not(s4_report_graph_value(&r, 2, &v, &proved));
    cr_assert_not(s4_report_graph_value(&r, 7, &v, &proved), "past the moves graded");
}

Test(game_report, saved_lines_read_back_and_wrong_ones_are_refused)
{
    static S4GameReport r, back;
    white_wins_quickly(&r);
    back = r;
    for (int k = 0; k < 7; k++)
        memset(&back.move[k], 0, sizeof back.move[k]);
    for (int k = 0; k < 7; k++) {
        char line[S4_REPORT_LINE];
        cr_assert(s4_report_line_format(&r, k, line));
        cr_assert(s4_report_line_parse(&back, k, line), "%s", line);
        cr_assert_eq(memcmp(&back.move[k], &r.move[k], sizeof r.move[k]), 0, "%s", line);
    }
    char line[S4_REPORT_LINE];
    s4_report_line_format(&r, 5, line);
    cr_assert_str_eq(line, "6 C2 blunder 1 0- 11 0 loss_1 D1 none");
    cr_assert_not(s4_report_line_parse(&back, 4, line), "the number is not move 5's");
    cr_assert_not(s4_report_line_parse(&back, 5, "6 D2 blunder 1 0- 11 0 loss_1 D1 none"),
                  "not the peg played");
    cr_assert_not(s4_report_line_parse(&back, 5, "6 C2 superb 1 0- 11 0 loss_1 D1 none"));
    cr_assert_not(s4_report_line_parse(&back, 5, "6 C2 blunder 1 0- 11 0 loss_x D1 none"));
    cr_assert_not(s4_report_line_parse(&back, 5, "6 C2 blunder 1 0- 11 0 loss_1 D1"));
    cr_assert_not(s4_report_line_parse(&back, 5, "6 C2 blunder 1 0- 11 0 loss_1 D1 none x"));
}
