/* game_report.c: a game's report: counts, the deciding move, its lines (game_report.h). */
#include "report/game_report.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "core/line_name.h"

void s4_report_init(S4GameReport *report, const S4Geometry *geo, const int *moves, int count)
{
    memset(report, 0, sizeof *report);
    report->geo = *geo;
    if (count > geo->cells)
        count = geo->cells;
    for (int k = 0; k < count; k++)
        report->moves[k] = moves[k];
    report->move_count = count;
}

/* ================================================================ the summary */

/* 0: White won, 1: Black won, -1: a draw or an unfinished game; *full: the board filled. */
static int winner_of(const S4GameReport *report, bool *full)
{
    S4Board board;
    s4_board_init(&board, &report->geo);
    *full = false;
    for (int k = 0; k < report->move_count; k++) {
        S4Colour side = k % 2 == 0 ? S4_WHITE : S4_BLACK;
        if (s4_board_play(&board, report->moves[k], side) != S4_OK)
            return -1;
        if (s4_board_winning_line(&board, side))
            return side == S4_WHITE ? 0 : 1;
    }
    *full = s4_board_is_full(&board);
    return -1;
}

void s4_report_summarise(const S4GameReport *report, S4ReportSummary *summary)
{
    memset(summary, 0, sizeof *summary);
    summary->decided = -1;
    for (int k = 0; k < report->done; k++) {
        const S4MoveVerdict *v = &report->move[k].verdict;
        summary->count[k % 2][v->grade]++;
        summary->missed[k % 2] += v->missed_win;
        summary->let[k % 2] += v->let_through;
    }
    if (report->done < report->move_count)
        return;
    bool full;
    int winner = winner_of(report, &full);
    if (winner >= 0) {
        int loser = 1 - winner, widest = -1, widest_gap = 0;
        for (int k = loser; k < report->move_count; k += 2) {
            const S4MoveVerdict *v = &report->move[k].verdict;
            if (v->let_through)
                summary->decided = k; /* the last one counts: the win let in that stood */
            if (v->gap > widest_gap) {
                widest_gap = v->gap;
                widest = k;
            }
        }
        if (summary->decided < 0)
            summary->decided = widest;
    } else {
        (void)full; /* a draw, by a full board or a dead one: the last win thrown away */
        for (int k = 0; k < report->move_count; k++)
            if (report->move[k].verdict.missed_win)
                summary->decided = k;
    }
}

/* ================================================================ the graph */

bool s4_report_graph_value(const S4GameReport *report, int k, int *value, bool *proved)
{
    *value = 0;
    *proved = false;
    if (k < 0 || k >= report->done)
        return false;
    S4PegValue v = report->move[k].value;
    int sign = k % 2 == 0 ? 1 : -1; /* the mover's value, seen from White */
    /* A score of `full` is a clear advantage on the game's scale (client/analysis.c: 150 is
     * "well ahead" in Score Four, 75 in the Connect games): drawn at 90 % of the cap. */
    bool cube = report->geo.cells == 64 && report->geo.pegs == 16;
    long full = cube ? 300 : 150;
    switch (v.kind) {
    case S4_VALUE_WIN: *value = sign * S4_REPORT_GRAPH_CAP; *proved = true; return true;
    case S4_VALUE_LOSS: *value = -sign * S4_REPORT_GRAPH_CAP; *proved = true; return true;
    case S4_VALUE_DRAW: *proved = true; return true;
    case S4_VALUE_SCORE: {
        long scaled = (long)v.n * (S4_REPORT_GRAPH_CAP * 9 / 10) / full;
        long cap = S4_REPORT_GRAPH_CAP - 1;
        scaled = scaled > cap ? cap : scaled < -cap ? -cap : scaled;
        *value = sign * (int)scaled;
        return true;
    }
    case S4_VALUE_NONE: break;
    }
    return false;
}

/* ================================================================ words */

/* The value after move k in words that name the side it favours, as the graph is drawn
 * from White's side: "White wins in 3", "Black wins" (a length not known), "draw",
 * "White +51", "even".
 * (The values are the mover's: Black's "+51" would read as Black's gain on a graph where
 * up is White.) Empty for no value. */
static void value_words(const S4GameReport *report, int k, char *out, size_t size)
{
    S4PegValue v = report->move[k].value;
    S4Colour mover = k % 2 == 0 ? S4_WHITE : S4_BLACK;
    const S4Geometry *geo = &report->geo;
    out[0] = '\0';
    switch (v.kind) {
    case S4_VALUE_WIN:
    case S4_VALUE_LOSS: {
        const char *winner = s4_side_name(geo, v.kind == S4_VALUE_WIN ? mover : s4_other(mover));
        if (v.n == 0) /* proved by the weak solver: its length is not known */
            snprintf(out, size, "%s wins", winner);
        else
            snprintf(out, size, "%s wins in %d", winner, v.n % 1000);
        return;
    }
    case S4_VALUE_DRAW: snprintf(out, size, "draw"); return;
    case S4_VALUE_SCORE: {
        char standing[S4_STANDING_TEXT];
        s4_analysis_standing(v, geo, mover, standing);
        if (strcmp(standing, "even") == 0) {
            snprintf(out, size, "even");
            return;
        }
        int size_of = (v.n < 0 ? -v.n : v.n) % 100000;
        snprintf(out, size, "%s +%d", s4_side_name(geo, v.n > 0 ? mover : s4_other(mover)), size_of);
        return;
    }
    case S4_VALUE_NONE: break;
    }
}

void s4_report_move_text(const S4GameReport *report, int k, char out[S4_REPORT_TEXT])
{
    const S4ReportMove *m = &report->move[k];
    const S4MoveVerdict *v = &m->verdict;
    char peg[S4_MOVE_NAME], best[S4_MOVE_NAME], value[S4_VALUE_TEXT + 16];
    s4_move_name(&report->geo, report->moves[k], peg);
    value_words(report, k, value, sizeof value);
    int used = snprintf(out, S4_REPORT_TEXT, "%d. %s %s: %s", k + 1,
                        s4_side_name(&report->geo, k % 2 == 0 ? S4_WHITE : S4_BLACK), peg,
                        k < report->done ? s4_move_grade_name(v->grade) : "not graded yet");
    if (k >= report->done)
        return;
    char more[S4_REPORT_TEXT] = "";
    size_t n = 0;
    if (v->missed_win)
        n += (size_t)(v->missed_in > 0
                          ? snprintf(more + n, sizeof more - n, ", missed a win in %d", v->missed_in)
                          : snprintf(more + n, sizeof more - n, ", missed a win"));
    if (v->let_through && n < sizeof more)
        n += (size_t)(v->let_in > 0
                          ? snprintf(more + n, sizeof more - n, ", let a win in %d through", v->let_in)
                          : snprintf(more + n, sizeof more - n, ", let a win through"));
    if (m->best_peg >= 0 && m->best_peg != report->moves[k] && v->grade != S4_MOVE_BEST &&
        n < sizeof more) {
        s4_move_name(&report->geo, m->best_peg, best);
        n += (size_t)snprintf(more + n, sizeof more - n, " (best %s)", best);
    }
    if (value[0] != '\0' && n < sizeof more)
        snprintf(more + n, sizeof more - n, "; %s%s", value,
                 v->proved || m->value.kind != S4_VALUE_SCORE ? ", proved" : "");
    /* The text is cut at S4_REPORT_TEXT on purpose: the return value is read so the compiler
     * knows the truncation is expected. */
    if (used > 0 && used < S4_REPORT_TEXT &&
        snprintf(out + used, (size_t)(S4_REPORT_TEXT - used), "%s", more) < 0)
        out[used] = '\0';
}

static const char *const plural[S4_MOVE_GRADES] = {"best", "good", "inaccuracies", "mistakes",
                                                   "blunders", "unknown"};

size_t s4_report_summary_text(const S4GameReport *report, const S4ReportSummary *s, char *out,
                              size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    for (int p = 0; p < 2; p++) {
        n += (size_t)snprintf(out + n, n < size ? size - n : 0, "%s:",
                              s4_side_name(&report->geo, p == 0 ? S4_WHITE : S4_BLACK));
        for (int g = 0; g < S4_MOVE_GRADES; g++) {
            if (g == S4_MOVE_UNKNOWN && s->count[p][g] == 0)
                continue;
            n += (size_t)snprintf(out + n, n < size ? size - n : 0, "%s %d %s",
                                  g ? "," : "", s->count[p][g], plural[g]);
        }
        n += (size_t)snprintf(out + n, n < size ? size - n : 0,
                              "; missed wins %d, wins let through %d\n", s->missed[p], s->let[p]);
    }
    if (s->decided >= 0) {
        char line[S4_REPORT_TEXT];
        s4_report_move_text(report, s->decided, line);
        n += (size_t)snprintf(out + n, n < size ? size - n : 0, "decided by move %s\n", line);
    } else if (report->done == report->move_count) {
        n += (size_t)snprintf(out + n, n < size ? size - n : 0,
                              "no single move decided the game\n");
    }
    return n;
}

/* ================================================================ the saved form */

static void value_word(S4PegValue v, char out[24])
{
    switch (v.kind) {
    case S4_VALUE_WIN: snprintf(out, 24, "win_%d", v.n); return;
    case S4_VALUE_LOSS: snprintf(out, 24, "loss_%d", v.n); return;
    case S4_VALUE_DRAW: snprintf(out, 24, "draw"); return;
    case S4_VALUE_SCORE: snprintf(out, 24, "score_%d", v.n); return;
    case S4_VALUE_NONE: break;
    }
    snprintf(out, 24, "none");
}

/* Reads all of text as a whole number in [lo, hi]. */
static bool number(const char *text, long lo, long hi, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (end == text || *end != '\0' || errno != 0 || v < lo || v > hi)
        return false;
    *out = (int)v;
    return true;
}

static bool value_parse(const char *w, S4PegValue *v)
{
    v->n = 0;
    if (strcmp(w, "none") == 0)
        return (v->kind = S4_VALUE_NONE), true;
    if (strcmp(w, "draw") == 0)
        return (v->kind = S4_VALUE_DRAW), true;
    if (strncmp(w, "win_", 4) == 0)
        return (v->kind = S4_VALUE_WIN), number(w + 4, 0, 999, &v->n);
    if (strncmp(w, "loss_", 5) == 0)
        return (v->kind = S4_VALUE_LOSS), number(w + 5, 0, 999, &v->n);
    if (strncmp(w, "score_", 6) == 0)
        return (v->kind = S4_VALUE_SCORE), number(w + 6, -999999, 999999, &v->n);
    return false;
}

/* A distance, or '-' for none (0). */
static bool distance_parse(const char *w, int *n)
{
    if (strcmp(w, "-") == 0)
        return (*n = 0), true;
    return number(w, 1, 999, n);
}

bool s4_report_line_format(const S4GameReport *report, int k, char out[S4_REPORT_LINE])
{
    const S4ReportMove *m = &report->move[k];
    const S4MoveVerdict *v = &m->verdict;
    char peg[S4_MOVE_NAME], best[S4_MOVE_NAME] = "-", value[24], best_value[24], missed[8] = "-",
         let[8] = "-";
    s4_move_name(&report->geo, report->moves[k], peg);
    if (m->best_peg >= 0)
        s4_move_name(&report->geo, m->best_peg, best);
    value_word(m->value, value);
    value_word(m->best, best_value);
    if (v->missed_win && v->missed_in > 0)
        snprintf(missed, sizeof missed, "%d", v->missed_in % 1000);
    if (v->let_through && v->let_in > 0)
        snprintf(let, sizeof let, "%d", v->let_in % 1000);
    int n = snprintf(out, S4_REPORT_LINE, "%d %s %s %d %d%s %d%s %d %s %s %s", k + 1, peg,
                     s4_move_grade_name(v->grade), v->proved, v->missed_win, missed,
                     v->let_through, let, v->gap, value, best, best_value);
    return n > 0 && n < S4_REPORT_LINE;
}

enum { LINE_WORDS = 10 };

bool s4_report_line_parse(S4GameReport *report, int k, const char *line)
{
    if (k < 0 || k >= report->move_count || strlen(line) >= S4_REPORT_LINE)
        return false;
    char copy[S4_REPORT_LINE];
    snprintf(copy, sizeof copy, "%s", line);
    char *word[LINE_WORDS + 1];
    int count = 0;
    for (char *save = NULL, *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (count == LINE_WORDS)
            return false;
        word[count++] = w;
    }
    if (count != LINE_WORDS)
        return false;
    S4ReportMove m;
    memset(&m, 0, sizeof m);
    int number_read, peg, flag;
    if (!number(word[0], 1, S4_MAX_CELLS, &number_read) || number_read != k + 1)
        return false;
    if (s4_move_parse(&report->geo, word[1], strlen(word[1]), &peg) != S4_OK ||
        peg != report->moves[k])
        return false;
    m.peg = peg;
    if (!s4_move_grade_parse(word[2], &m.verdict.grade))
        return false;
    if (!number(word[3], 0, 1, &flag))
        return false;
    m.verdict.proved = flag;
    /* "1-" or "15": the flag, then the distance or '-'. */
    for (int i = 0; i < 2; i++) {
        const char *w = word[4 + i];
        if ((w[0] != '0' && w[0] != '1') || w[1] == '\0')
            return false;
        bool on = w[0] == '1';
        int dist;
        if (!distance_parse(w + 1, &dist))
            return false;
        if (i == 0) {
            m.verdict.missed_win = on;
            m.verdict.missed_in = dist;
        } else {
            m.verdict.let_through = on;
            m.verdict.let_in = dist;
        }
    }
    if (!number(word[6], 0, 9999999, &m.verdict.gap) || !value_parse(word[7], &m.value))
        return false;
    if (strcmp(word[8], "-") == 0)
        m.best_peg = -1;
    else if (s4_move_parse(&report->geo, word[8], strlen(word[8]), &m.best_peg) != S4_OK)
        return false;
    if (!value_parse(word[9], &m.best))
        return false;
    report->move[k] = m;
    return true;
}
