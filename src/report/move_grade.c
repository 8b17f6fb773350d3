/* move_grade.c: one move's grade from the values of its position (move_grade.h). */
#include "report/move_grade.h"

#include <string.h>

/* Where a gap between the best move's score and the played one's changes grade, in the
 * engine's evaluation units. Score Four's scale is its learned model's, P(win) = 1 / (1 +
 * exp(-score / 100)) (engine/learn.h): a gap of 25 is about a quarter of a threat (the
 * hint's "good", client/analysis.c), 80 most of one, 200 a win chance of about 88 % thrown
 * to 50 %. The Connect games' hand-set scale is about half as wide (client/analysis.c says
 * how it was measured), so their margins are halved.
 * Invariant: 0 < good < inaccuracy < mistake. */
typedef struct GradeMargins {
    int good;       /* a gap below this: good */
    int inaccuracy; /* below this: an inaccuracy */
    int mistake;    /* below this: a mistake; from here a blunder */
} GradeMargins;

static const GradeMargins SCORE_FOUR = {25, 80, 200};
static const GradeMargins CONNECT = {12, 40, 100};

static const GradeMargins *margins_of(const S4Geometry *geo)
{
    return geo == NULL || (geo->cells == 64 && geo->pegs == 16) ? &SCORE_FOUR : &CONNECT;
}

static const char *const names[S4_MOVE_GRADES] = {"best",    "good",    "inaccuracy",
                                                   "mistake", "blunder", "unknown"};

const char *s4_move_grade_name(S4MoveGrade grade)
{
    return (int)grade >= 0 && (int)grade < (int)S4_MOVE_GRADES ? names[grade] : "unknown";
}

bool s4_move_grade_parse(const char *name, S4MoveGrade *grade)
{
    for (int g = 0; g < S4_MOVE_GRADES; g++)
        if (strcmp(name, names[g]) == 0) {
            *grade = (S4MoveGrade)g;
            return true;
        }
    return false;
}

/* The engine's grade of a move valued v when the best was b (neither NONE, and neither a
 * win missed nor a loss let in, which the caller grades). */
static S4MoveGrade engine_grade(const GradeMargins *m, S4PegValue v, S4PegValue b, int *gap)
{
    *gap = 0;
    if (v.kind == S4_VALUE_WIN) /* a win kept: the fastest is best */
        return b.kind != S4_VALUE_WIN || v.n <= b.n ? S4_MOVE_BEST : S4_MOVE_GOOD;
    if (v.kind == S4_VALUE_LOSS) /* every move loses: the slowest loss is best */
        return v.n >= b.n ? S4_MOVE_BEST : S4_MOVE_GOOD;
    int d = s4_analysis_rank(b) - s4_analysis_rank(v);
    *gap = d > 0 ? d : 0;
    if (d <= 0)
        return S4_MOVE_BEST;
    if (d < m->good)
        return S4_MOVE_GOOD;
    if (d < m->inaccuracy)
        return S4_MOVE_INACCURACY;
    return d < m->mistake ? S4_MOVE_MISTAKE : S4_MOVE_BLUNDER;
}

S4MoveVerdict s4_move_grade(const S4Geometry *geo, const S4PegValue *values, int best,
                            int played, const S4MoveProof *proof)
{
    S4MoveVerdict r;
    memset(&r, 0, sizeof r);
    r.grade = S4_MOVE_UNKNOWN;
    S4PegValue none = {S4_VALUE_NONE, 0};
    S4PegValue v = values && played >= 0 ? values[played] : none;
    S4PegValue b = values && best >= 0 ? values[best] : none;
    /* 1. What the engine's own proofs say (a search that reached the end of the game). */
    if (b.kind == S4_VALUE_WIN && v.kind != S4_VALUE_WIN && v.kind != S4_VALUE_NONE) {
        r.missed_win = true;
        r.missed_in = b.n;
    }
    if (v.kind == S4_VALUE_LOSS && b.kind != S4_VALUE_LOSS && b.kind != S4_VALUE_NONE) {
        r.let_through = true;
        r.let_in = v.n;
    }
    /* 2. The solver's values, where both are known, decide instead. */
    bool kept = false;
    if (proof && proof->known) {
        r.proved = true;
        r.missed_win = proof->before == 1 && proof->after < 1;
        r.missed_in = !r.missed_win            ? 0
                      : proof->win_in > 0      ? proof->win_in
                      : b.kind == S4_VALUE_WIN ? b.n
                                               : 0;
        r.let_through = proof->after == -1 && proof->before > -1;
        r.let_in = !r.let_through             ? 0
                   : proof->loss_in > 0       ? proof->loss_in
                   : v.kind == S4_VALUE_LOSS  ? v.n
                                              : 0;
        kept = proof->after >= proof->before;
    }
    /* 3. A value given up: a loss let in is a blunder, a win turned into a draw a mistake. */
    if (r.let_through) {
        r.grade = S4_MOVE_BLUNDER;
        return r;
    }
    if (r.missed_win) {
        r.grade = S4_MOVE_MISTAKE;
        return r;
    }
    /* 4. Otherwise the engine's scores grade it; a proved draw kept is at worst an
     * inaccuracy, a proved win kept or a game lost anyway at worst good: there the scores
     * of a search that did not reach the end say little about which win or loss is better. */
    if (v.kind == S4_VALUE_NONE || b.kind == S4_VALUE_NONE) {
        if (kept)
            r.grade = S4_MOVE_GOOD;
        return r;
    }
    r.grade = played == best ? S4_MOVE_BEST : engine_grade(margins_of(geo), v, b, &r.gap);
    if (kept) {
        S4MoveGrade cap = proof->before != 0 ? S4_MOVE_GOOD : S4_MOVE_INACCURACY;
        if (r.grade > cap)
            r.grade = cap;
    }
    return r;
}
