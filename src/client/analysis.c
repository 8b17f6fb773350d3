/* analysis.c: the analysis's answer: read from its text, ranked, graded and put in words. */
#include "client/analysis.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/line_name.h"

/* ================================================================ the game's margins */

/* Where a score's words and a peg's grade change, in the engine's evaluation units.
 * Invariant: 0 < even < better < ahead, 0 < good < fair. */
typedef struct Margins {
    int even;   /* |score| below: "even" */
    int better; /* below: "a little better" */
    int ahead;  /* below: "better"; from here "well ahead" */
    int good;   /* a gap to the best below this: good */
    int fair;   /* below this: fair; from here bad */
} Margins;

/* Score Four's scores follow its learned model P(win) = 1 / (1 + exp(-score / 100))
 * (engine/learn.h): 20, 60 and 150 are about 55 %, 65 % and 82 % for the side ahead, and a
 * gap of 25 about a quarter of a threat, 80 most of one. */
static const Margins SCORE_FOUR = {20, 60, 150, 25, 80};

/* The other games are scored by the engine's hand-set weights (engine/eval.h: a threat 24,
 * two stacked 40), which no model calibrated. Measured (bench/hint_scale.py, 2026-11-25:
 * self-play at movetime 100 from random 4-move openings, every later position analysed as
 * for a hint, P(win) = 1 / (1 + exp(-score / s)) fitted to the results), the scale is about
 * half of Score Four's: connect4 s = 25 (783 positions of 90 games) against Score Four's
 * s = 54 (560 positions of 16 games) in the same run (the method's players see less deep
 * than the analysis, so s is below the model's 100 for both; their ratio is what counts).
 * The estimate is loose (two sets of 30 and 60 connect4 games gave s = 62 and 13), so the
 * margins are simply Score Four's halved. The smaller boards scarcely need them: their
 * hints are proved values (connect3: every one in 16 games; connect4-6x4: all but 18
 * positions of 30 games, none past 12). */
static const Margins CONNECT = {10, 30, 75, 12, 40};

/* geo NULL: Score Four's. The learned evaluation is used on its 4x4x4 board only. */
static const Margins *margins_of(const S4Geometry *geo)
{
    return geo == NULL || (geo->cells == 64 && geo->pegs == 16) ? &SCORE_FOUR : &CONNECT;
}

/* ================================================================ reading the answer */

enum { LINE_MAX = 96, WORDS_MAX = 4, SCORE_MAX = 999999, BEADS_MAX = 999 };

/* Reads all of word as a whole number in [lo, hi]. */
static bool whole_number(const char *word, long lo, long hi, int *n)
{
    char *end;
    errno = 0;
    long v = strtol(word, &end, 10);
    if (end == word || *end != '\0' || errno != 0 || v < lo || v > hi)
        return false;
    *n = (int)v;
    return true;
}

/* Splits line (modified in place) into at most WORDS_MAX blank-separated words; the count,
 * or -1 when there are more. */
static int split(char *line, char *word[WORDS_MAX])
{
    int count = 0;
    for (char *p = line; *p != '\0';) {
        while (*p == ' ' || *p == '\t')
            *p++ = '\0';
        if (*p == '\0')
            break;
        if (count == WORDS_MAX)
            return -1;
        word[count++] = p;
        while (*p != '\0' && *p != ' ' && *p != '\t')
            p++;
    }
    return count;
}

/* The value after a peg's name: "win 3", "loss 2", "draw" or a score. */
static bool value_of(char *const word[], int count, S4PegValue *v)
{
    int n;
    if (count == 2 && strcmp(word[0], "win") == 0 && whole_number(word[1], 0, BEADS_MAX, &n))
        *v = (S4PegValue){S4_VALUE_WIN, n};
    else if (count == 2 && strcmp(word[0], "loss") == 0 &&
             whole_number(word[1], 0, BEADS_MAX, &n))
        *v = (S4PegValue){S4_VALUE_LOSS, n};
    else if (count == 1 && strcmp(word[0], "draw") == 0)
        *v = (S4PegValue){S4_VALUE_DRAW, 0};
    else if (count == 1 && whole_number(word[0], -SCORE_MAX, SCORE_MAX, &n))
        *v = (S4PegValue){S4_VALUE_SCORE, n};
    else
        return false;
    return true;
}

/* One non-empty line (number `at`) into values[]; false with why. */
static bool parse_line(const S4Geometry *geo, const char *line, int at,
                       S4PegValue values[S4_MAX_PEGS], int *peg, char why[S4_ANALYSIS_WHY])
{
    char copy[LINE_MAX];
    snprintf(copy, sizeof copy, "%s", line);
    char *word[WORDS_MAX];
    int count = split(copy, word);
    S4PegValue v;
    if (count < 2 || !value_of(word + 1, count - 1, &v)) {
        snprintf(why, S4_ANALYSIS_WHY, "line %d: '%.60s' is not a peg and its value", at, line);
        return false;
    }
    if (s4_move_parse(geo, word[0], strlen(word[0]), peg) != S4_OK) {
        snprintf(why, S4_ANALYSIS_WHY, "line %d: '%.16s' is not a peg of %s", at, word[0],
                 geo->name);
        return false;
    }
    if (values[*peg].kind != S4_VALUE_NONE) {
        snprintf(why, S4_ANALYSIS_WHY, "line %d: %.16s is named twice", at, word[0]);
        return false;
    }
    values[*peg] = v;
    return true;
}

bool s4_analysis_parse(const S4Geometry *geo, const char *text, S4PegValue values[S4_MAX_PEGS],
                       int *best, char why[S4_ANALYSIS_WHY])
{
    for (int i = 0; i < S4_MAX_PEGS; i++)
        values[i] = (S4PegValue){S4_VALUE_NONE, 0};
    *best = -1;
    const char *p = text;
    for (int at = 1; *p != '\0'; at++) {
        size_t len = strcspn(p, "\n");
        if (len >= LINE_MAX) {
            snprintf(why, S4_ANALYSIS_WHY, "line %d is too long (%zu characters)", at, len);
            *best = -1;
            return false;
        }
        char line[LINE_MAX];
        memcpy(line, p, len);
        line[len] = '\0';
        p += len + (p[len] == '\n');
        int peg;
        if (line[strspn(line, " \t")] == '\0')
            continue;
        if (!parse_line(geo, line, at, values, &peg, why)) {
            *best = -1;
            return false;
        }
        if (*best < 0 || s4_analysis_rank(values[peg]) > s4_analysis_rank(values[*best]))
            *best = peg;
    }
    if (*best < 0) {
        snprintf(why, S4_ANALYSIS_WHY, "the answer names no peg");
        return false;
    }
    return true;
}

/* ================================================================ ranking and words */

int s4_analysis_rank(S4PegValue v)
{
    switch (v.kind) {
    case S4_VALUE_WIN: return 1000000 - v.n;
    case S4_VALUE_LOSS: return -1000000 + v.n;
    case S4_VALUE_DRAW: return 0;
    case S4_VALUE_SCORE: return v.n;
    case S4_VALUE_NONE: break;
    }
    return -2000000;
}

S4Grade s4_analysis_grade(const S4Geometry *geo, S4PegValue v, S4PegValue best)
{
    const Margins *m = margins_of(geo);
    if (v.kind == S4_VALUE_LOSS)
        return S4_GRADE_BAD; /* a proved loss is bad whatever the best */
    int gap = s4_analysis_rank(best) - s4_analysis_rank(v);
    if (v.kind == S4_VALUE_WIN || gap < m->good)
        return S4_GRADE_GOOD; /* a win, or within a quarter of a threat of the best */
    return gap < m->fair ? S4_GRADE_FAIR : S4_GRADE_BAD;
}

void s4_analysis_value_text(S4PegValue v, char out[S4_VALUE_TEXT])
{
    switch (v.kind) {
    case S4_VALUE_WIN: snprintf(out, S4_VALUE_TEXT, "win in %d", v.n % 1000); return;
    case S4_VALUE_LOSS: snprintf(out, S4_VALUE_TEXT, "loss in %d", v.n % 1000); return;
    case S4_VALUE_DRAW: snprintf(out, S4_VALUE_TEXT, "draw"); return;
    case S4_VALUE_SCORE: snprintf(out, S4_VALUE_TEXT, "%+d", v.n % 100000); return;
    case S4_VALUE_NONE: break;
    }
    out[0] = '\0';
}

void s4_analysis_standing(S4PegValue v, const S4Geometry *geo, S4Colour mover,
                          char out[S4_STANDING_TEXT])
{
    out[0] = '\0';
    if (v.kind != S4_VALUE_SCORE)
        return;
    const Margins *m = margins_of(geo);
    int size = v.n < 0 ? -v.n : v.n;
    if (size < m->even) {
        snprintf(out, S4_STANDING_TEXT, "even");
        return;
    }
    const char *side = s4_side_name(geo, v.n > 0 ? mover : s4_other(mover));
    const char *how = size < m->better  ? "is a little better"
                      : size < m->ahead ? "is better"
                                        : "is well ahead";
    snprintf(out, S4_STANDING_TEXT, "%s %s", side, how);
}
